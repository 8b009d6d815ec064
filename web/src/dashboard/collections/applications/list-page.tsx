import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES, applications, type ApplicationStatus } from '../../../../../shared/collections/applications'
import { useLiveList } from '../../live/use-live-list'
import { formatStamp } from '../inquiries/paths'
import { APPLICATIONS_EXPORT_PATH, APPLICATIONS_PATH, applicationsUrl, OPEN_APPLICATION, UNASSIGNED, type ApplicationFilters } from './paths'
import { submitOnChange } from '../../components/submit-on-change'

export interface ApplicationListItem {
  id: string
  name: string
  email: string
  /** The opening's title, or "Lamaran terbuka". */
  position: string
  status: ApplicationStatus
  unread: boolean
  receivedAt: string
  /** The name of the profile handling it, '' while no one is. */
  assignee: string
  /** Some email about it failed (shown, so staff send it again or reply themselves). */
  mailFailed: boolean
}

export interface ApplicationListPageProps {
  items: ApplicationListItem[]
  /** Matching the filters, on all pages. */
  total: number
  page: number
  pages: number
  filters: ApplicationFilters
  /** Per status, filters aside: the folder counts. */
  counts: Record<ApplicationStatus, number>
  /** The openings an application can name, for the filter (deleted ones by the title applications keep). */
  openings: { id: string; title: string }[]
  /** Profiles an application can be assigned to, for the filter. */
  people: { id: string; name: string }[]
}

/** Lamaran: what candidates sent, newest first, with status, filters by opening, search and the CSV of the filtered list. */
export default function ApplicationListPage({ props }: { props: ApplicationListPageProps }) {
  const { items, total, page, pages, filters, counts, openings, people } = props
  const { title, noun } = applications.labels
  useLiveList(['applications'], items.map((item) => ({ collection: 'applications', id: item.id })))
  const filtered = Boolean(filters.status || filters.q || filters.opening || filters.assignee)
  return (
    <div className="page-stack">
      <div className="page-head">
        <h1>{title}</h1>
        <div className="profile-head-actions">
          <a className="btn" href={applicationsUrl(filters, 1, APPLICATIONS_EXPORT_PATH)} download>
            Ekspor CSV
          </a>
        </div>
      </div>

      <nav className="inbox-folders" aria-label="Folder lamaran">
        <ul>
          {(['', ...APPLICATION_STATUSES] as const).map((status) => {
            const label = status ? APPLICATION_STATUS_LABELS[status] : 'Semua lamaran'
            const count = status ? counts[status] : counts.new + counts.in_progress + counts.done
            return (
              <li key={status || 'all'}>
                <a href={applicationsUrl({ ...filters, status })} aria-current={filters.status === status ? 'page' : undefined}>
                  {label} <span className="inbox-count">{count}</span>
                </a>
              </li>
            )
          })}
        </ul>
      </nav>

      <section className="panel" aria-labelledby="application-list-title">
        <h2 id="application-list-title" className="visually-hidden">{`Daftar ${noun}`}</h2>
        <form className="list-toolbar" method="get" action={APPLICATIONS_PATH} role="search" aria-label="Cari dan saring lamaran" onChange={submitOnChange}>
          <div className="form-field">
            <label htmlFor="applications-q">Cari</label>
            <input id="applications-q" type="search" name="q" defaultValue={filters.q} autoComplete="off" placeholder="Nama, email, telepon, surat lamaran" />
          </div>
          <div className="form-field">
            <label htmlFor="applications-opening">Lowongan</label>
            <select id="applications-opening" name="opening" defaultValue={filters.opening}>
              <option value="">Semua lowongan</option>
              <option value={OPEN_APPLICATION}>Lamaran terbuka</option>
              {openings.map((opening) => (
                <option key={opening.id} value={opening.id}>
                  {opening.title}
                </option>
              ))}
            </select>
          </div>
          <div className="form-field">
            <label htmlFor="applications-assignee">Ditangani oleh</label>
            <select id="applications-assignee" name="assignee" defaultValue={filters.assignee}>
              <option value="">Siapa saja</option>
              <option value={UNASSIGNED}>Belum ditugaskan</option>
              {people.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name}
                </option>
              ))}
            </select>
          </div>
          <div className="form-field">
            <label htmlFor="applications-status">Status</label>
            <select id="applications-status" name="status" defaultValue={filters.status}>
              <option value="">Semua kecuali spam</option>
              {APPLICATION_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {APPLICATION_STATUS_LABELS[status]}
                </option>
              ))}
              <option value="all">Semua, termasuk spam</option>
            </select>
          </div>
          <div className="inline-actions profile-filter-actions">
            <button type="submit" className="btn">
              Terapkan
            </button>
            {filtered ? (
              <a className="btn btn-quiet" href={APPLICATIONS_PATH}>
                Hapus filter
              </a>
            ) : null}
          </div>
        </form>

        <p className="profile-count" role="status">{`${total} ${noun}`}</p>

        {items.length === 0 ? (
          <div className="empty">
            <p>{filtered ? 'Tidak ada lamaran yang cocok dengan pencarian atau filter ini.' : 'Belum ada lamaran. Lamaran dari halaman Karier akan muncul di sini.'}</p>
          </div>
        ) : (
          <table className="data-table inbox-table">
            <thead>
              <tr>
                <th scope="col">Pelamar</th>
                <th scope="col">Posisi</th>
                <th scope="col">Status</th>
                <th scope="col">Diterima</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id} className={item.unread ? 'inbox-unread' : undefined}>
                  <td>
                    <a href={`${APPLICATIONS_PATH}/${item.id}`} className="profile-name">
                      {item.unread ? <span className="visually-hidden">Belum dibaca: </span> : null}
                      {item.name}
                    </a>
                    <div className="inbox-meta">{item.email}</div>
                  </td>
                  <td data-label="Posisi">{item.position}</td>
                  <td>
                    <span className={`status-badge inbox-status-${item.status}`}>{APPLICATION_STATUS_LABELS[item.status]}</span>
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
          <nav className="pager" aria-label="Halaman daftar lamaran">
            {page > 1 ? (
              <a className="btn" href={applicationsUrl(filters, page - 1)} rel="prev">
                Sebelumnya
              </a>
            ) : null}
            <span>{`Halaman ${page} dari ${pages}`}</span>
            {page < pages ? (
              <a className="btn" href={applicationsUrl(filters, page + 1)} rel="next">
                Berikutnya
              </a>
            ) : null}
          </nav>
        ) : null}
      </section>
    </div>
  )
}
