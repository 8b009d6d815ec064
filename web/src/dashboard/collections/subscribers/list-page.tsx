import { SUBSCRIBER_STATUS_LABELS, SUBSCRIBER_STATUSES, subscribers, type SubscriberStatus } from '../../../../../shared/collections/subscribers'
import { ConfirmButton } from '../../components/confirm-button'
import { formatStamp, PERSON_PATH } from '../inquiries/paths'
import { ALERTS_PATH, SUBSCRIBERS_EXPORT_PATH, SUBSCRIBERS_PATH, subscribersUrl, type SubscriberFilters } from './paths'

export interface SubscriberListItem {
  id: string
  email: string
  name: string
  status: SubscriberStatus
  /** The chosen practice areas and categories by name; empty: everything. */
  interests: string[]
  lang: 'id' | 'en'
  requestedAt: string
  confirmedAt: string | null
  unsubscribedAt: string | null
  /** When the retention sweep deletes it (pending, left, bounced). */
  purgeAt: string | null
}

export interface SubscriberListPageProps {
  items: SubscriberListItem[]
  total: number
  page: number
  pages: number
  filters: SubscriberFilters
  counts: Record<SubscriberStatus, number>
  /** How many alerts went out, for the link to their reports. */
  alerts: number
  /** Deleting a subscriber, and a person's data everywhere, are for admins (their routes refuse editors). */
  canDelete: boolean
  canErasePerson: boolean
}

const LANG_LABELS = { id: 'Indonesia', en: 'Inggris' } as const

/**
 * Pelanggan (issue 18): who subscribes to the client alerts, with their interests and standing;
 * the CSV of the filtered list (cells a spreadsheet would run as formulas neutralised), the
 * deletion of one subscriber on request (UU PDP), and the reports of the alerts sent.
 */
export default function SubscriberListPage({ props }: { props: SubscriberListPageProps }) {
  const { items, total, page, pages, filters, counts, alerts, canDelete, canErasePerson } = props
  const { title, noun } = subscribers.labels
  const filtered = Boolean(filters.status || filters.q)
  return (
    <div className="page-stack">
      <div className="page-head">
        <h1>{title}</h1>
        <div className="profile-head-actions">
          <a className="btn" href={ALERTS_PATH}>{`Laporan peringatan (${alerts})`}</a>
          <a className="btn" href={subscribersUrl(filters, 1, SUBSCRIBERS_EXPORT_PATH)} download>
            Ekspor CSV
          </a>
          {canErasePerson ? (
            <a className="btn" href={PERSON_PATH}>
              Hapus data seseorang
            </a>
          ) : null}
        </div>
      </div>
      <p className="field-help">
        Pembaca berlangganan dari formulir di bagian bawah setiap halaman situs dan menerima peringatan setelah mengonfirmasi lewat email. Blog dan publikasi dikirim saat terbit bila
        <strong> Kirim sebagai peringatan klien</strong> dipilih pada itemnya, atau kategorinya dipilih di Pengaturan Situs.
      </p>

      <nav className="inbox-folders" aria-label="Status pelanggan">
        <ul>
          {(['', ...SUBSCRIBER_STATUSES] as const).map((status) => (
            <li key={status || 'all'}>
              <a href={subscribersUrl({ ...filters, status })} aria-current={filters.status === status ? 'page' : undefined}>
                {status ? SUBSCRIBER_STATUS_LABELS[status] : 'Semua'} <span className="inbox-count">{status ? counts[status] : SUBSCRIBER_STATUSES.reduce((sum, s) => sum + counts[s], 0)}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <section className="panel" aria-labelledby="subscriber-list-title">
        <h2 id="subscriber-list-title" className="visually-hidden">{`Daftar ${noun}`}</h2>
        <form className="list-toolbar" method="get" action={SUBSCRIBERS_PATH} role="search" aria-label="Cari pelanggan">
          <div className="form-field">
            <label htmlFor="subscriber-q">Cari</label>
            <input id="subscriber-q" type="search" name="q" defaultValue={filters.q} autoComplete="off" placeholder="Email atau nama" />
          </div>
          <div className="form-field">
            <label htmlFor="subscriber-status">Status</label>
            <select id="subscriber-status" name="status" defaultValue={filters.status}>
              <option value="">Semua</option>
              {SUBSCRIBER_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {SUBSCRIBER_STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          </div>
          <div className="inline-actions profile-filter-actions">
            <button type="submit" className="btn">
              Terapkan
            </button>
            {filtered ? (
              <a className="btn btn-quiet" href={SUBSCRIBERS_PATH}>
                Hapus filter
              </a>
            ) : null}
          </div>
        </form>

        <p className="profile-count" role="status">{`${total} ${noun}`}</p>

        {items.length === 0 ? (
          <div className="empty">
            <p>{filtered ? 'Tidak ada pelanggan yang cocok dengan pencarian atau filter ini.' : 'Belum ada pelanggan. Permintaan dari formulir langganan situs akan muncul di sini.'}</p>
          </div>
        ) : (
          <table className="data-table inbox-table">
            <thead>
              <tr>
                <th scope="col">Pelanggan</th>
                <th scope="col">Minat</th>
                <th scope="col">Status</th>
                <th scope="col">Diminta</th>
                {canDelete ? (
                  <th scope="col">
                    <span className="visually-hidden">Tindakan</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id}>
                  <td>
                    <span className="profile-name">{item.email}</span>
                    <div className="inbox-meta">{[item.name, `Bahasa ${LANG_LABELS[item.lang]}`].filter(Boolean).join(' · ')}</div>
                  </td>
                  <td className="inbox-excerpt">{item.interests.length ? item.interests.join(', ') : 'Semua'}</td>
                  <td>
                    <span className={`status-badge subscriber-status-${item.status}`}>{SUBSCRIBER_STATUS_LABELS[item.status]}</span>
                    {item.confirmedAt && item.status === 'active' ? <div className="inbox-meta">{`Sejak ${formatStamp(item.confirmedAt)}`}</div> : null}
                    {item.unsubscribedAt && item.status === 'unsubscribed' ? <div className="inbox-meta">{`Berhenti ${formatStamp(item.unsubscribedAt)}`}</div> : null}
                    {item.purgeAt ? <div className="inbox-meta">{`Dihapus otomatis ${formatStamp(item.purgeAt)}`}</div> : null}
                  </td>
                  <td className="inbox-when">{formatStamp(item.requestedAt)}</td>
                  {canDelete ? (
                    <td>
                      <ConfirmButton
                        action={`${SUBSCRIBERS_PATH}/${item.id}/delete`}
                        label="Hapus"
                        ariaLabel={`Hapus ${item.email}`}
                        title={`Hapus ${item.email}?`}
                        message={<p>Data pelanggan ini, catatan peringatan yang diterimanya, dan salinan emailnya dihapus sekarang dan tidak dapat dipulihkan. Alamat ini tidak akan menerima peringatan lagi kecuali pemiliknya berlangganan ulang.</p>}
                        confirmLabel="Hapus data"
                      />
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        )}

        {pages > 1 ? (
          <nav className="pager" aria-label="Halaman daftar pelanggan">
            {page > 1 ? (
              <a className="btn" href={subscribersUrl(filters, page - 1)} rel="prev">
                Sebelumnya
              </a>
            ) : null}
            <span>{`Halaman ${page} dari ${pages}`}</span>
            {page < pages ? (
              <a className="btn" href={subscribersUrl(filters, page + 1)} rel="next">
                Berikutnya
              </a>
            ) : null}
          </nav>
        ) : null}
      </section>
    </div>
  )
}
