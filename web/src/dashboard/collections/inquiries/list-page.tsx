import { INQUIRY_STATUS_LABELS, INQUIRY_STATUSES, inquiries, type InquiryStatus } from '../../../../../shared/collections/inquiries'
import { useLiveList } from '../../live/use-live-list'
import { EXPORT_PATH, formatStamp, INBOX_PATH, inboxUrl, PERSON_PATH, type InboxFilters } from './paths'
import { submitOnChange } from '../../components/submit-on-change'

export interface InquiryListItem {
  id: string
  name: string
  email: string
  company: string
  /** The start of the message, for the row. */
  excerpt: string
  status: InquiryStatus
  unread: boolean
  receivedAt: string
  /** Whom it was addressed to, or the chosen practice area; '' for the firm. */
  about: string
  assignee: string
  /** Some email about it failed (shown, so staff send it again or reply themselves). */
  mailFailed: boolean
}

export interface InquiryListPageProps {
  items: InquiryListItem[]
  /** Matching the filters, on all pages. */
  total: number
  page: number
  pages: number
  filters: InboxFilters
  /** Per status, filters aside: the folder counts. */
  counts: Record<InquiryStatus, number>
  people: { id: string; name: string }[]
  /** Hapus data seseorang is for admins (its route refuses editors). */
  canErasePerson: boolean
}

/** Pesan Masuk: what visitors sent, newest first, with its status, filters, search and the CSV of the filtered list. */
export default function InquiryListPage({ props }: { props: InquiryListPageProps }) {
  const { items, total, page, pages, filters, counts, people, canErasePerson } = props
  const { title, noun } = inquiries.labels
  useLiveList(['inquiries'], items.map((item) => ({ collection: 'inquiries', id: item.id })))
  const filtered = Boolean(filters.status || filters.q || filters.assignee)
  return (
    <div className="page-stack">
      <div className="page-head">
        <h1>{title}</h1>
        <div className="profile-head-actions">
          <a className="btn" href={inboxUrl(filters, 1, EXPORT_PATH)} download>
            Ekspor CSV
          </a>
          {canErasePerson ? (
            <a className="btn" href={PERSON_PATH}>
              Hapus data seseorang
            </a>
          ) : null}
        </div>
      </div>

      <nav className="inbox-folders" aria-label="Folder pesan">
        <ul>
          {(['', ...INQUIRY_STATUSES] as const).map((status) => {
            const label = status ? INQUIRY_STATUS_LABELS[status] : 'Kotak masuk'
            const count = status ? counts[status] : counts.new + counts.in_progress + counts.done
            return (
              <li key={status || 'inbox'}>
                <a href={inboxUrl({ ...filters, status })} aria-current={filters.status === status ? 'page' : undefined}>
                  {label} <span className="inbox-count">{count}</span>
                </a>
              </li>
            )
          })}
        </ul>
      </nav>

      <section className="panel" aria-labelledby="inbox-list-title">
        <h2 id="inbox-list-title" className="visually-hidden">{`Daftar ${noun}`}</h2>
        <form className="list-toolbar" method="get" action={INBOX_PATH} role="search" aria-label="Cari dan saring pesan" onChange={submitOnChange}>
          <div className="form-field">
            <label htmlFor="inbox-q">Cari</label>
            <input id="inbox-q" type="search" name="q" defaultValue={filters.q} autoComplete="off" placeholder="Nama, email, perusahaan, isi pesan" />
          </div>
          <div className="form-field">
            <label htmlFor="inbox-status">Status</label>
            <select id="inbox-status" name="status" defaultValue={filters.status}>
              <option value="">Semua kecuali spam</option>
              {INQUIRY_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {INQUIRY_STATUS_LABELS[status]}
                </option>
              ))}
              <option value="all">Semua, termasuk spam</option>
            </select>
          </div>
          <div className="form-field">
            <label htmlFor="inbox-assignee">Ditangani oleh</label>
            <select id="inbox-assignee" name="assignee" defaultValue={filters.assignee}>
              <option value="">Siapa saja</option>
              <option value="none">Belum ditugaskan</option>
              {people.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name}
                </option>
              ))}
            </select>
          </div>
          <div className="inline-actions profile-filter-actions">
            <button type="submit" className="btn">
              Terapkan
            </button>
            {filtered ? (
              <a className="btn btn-quiet" href={INBOX_PATH}>
                Hapus filter
              </a>
            ) : null}
          </div>
        </form>

        <p className="profile-count" role="status">{`${total} ${noun}`}</p>

        {items.length === 0 ? (
          <div className="empty">
            <p>{filtered ? 'Tidak ada pesan yang cocok dengan pencarian atau filter ini.' : 'Belum ada pesan. Pesan dari formulir kontak situs akan muncul di sini.'}</p>
          </div>
        ) : (
          <table className="data-table inbox-table">
            <thead>
              <tr>
                <th scope="col">Pengirim</th>
                <th scope="col">Pesan</th>
                <th scope="col">Status</th>
                <th scope="col">Diterima</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id} className={item.unread ? 'inbox-unread' : undefined}>
                  <td>
                    <a href={`${INBOX_PATH}/${item.id}`} className="profile-name">
                      {item.name}
                      {item.unread ? <span className="visually-hidden"> (belum dibaca)</span> : null}
                    </a>
                    <div className="inbox-meta">{[item.email, item.company].filter(Boolean).join(' · ')}</div>
                  </td>
                  <td className="inbox-excerpt">
                    {item.about ? <div className="inbox-about">{item.about}</div> : null}
                    {item.excerpt}
                  </td>
                  <td>
                    <span className={`status-badge inbox-status-${item.status}`}>{INQUIRY_STATUS_LABELS[item.status]}</span>
                    {item.assignee ? <div className="inbox-meta">{item.assignee}</div> : null}
                    {item.mailFailed ? <div className="inbox-mail-failed">Email gagal terkirim</div> : null}
                  </td>
                  <td className="inbox-when">{formatStamp(item.receivedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}

        {pages > 1 ? (
          <nav className="pager" aria-label="Halaman daftar pesan">
            {page > 1 ? (
              <a className="btn" href={inboxUrl(filters, page - 1)} rel="prev">
                Sebelumnya
              </a>
            ) : null}
            <span>{`Halaman ${page} dari ${pages}`}</span>
            {page < pages ? (
              <a className="btn" href={inboxUrl(filters, page + 1)} rel="next">
                Berikutnya
              </a>
            ) : null}
          </nav>
        ) : null}
      </section>
    </div>
  )
}
