import { TRASH_NOTE } from '../../../../../shared/collections/trash'
import type { PostCollection } from '../../../../../shared/schemas/post'
import { POST_MODULES } from '../../../../../shared/collections'
import { withQuery } from '../../../../../shared/urls'
import { ConfirmButton } from '../../components/confirm-button'
import { formatJakartaDate, formatJakartaDateTime } from '../../components/post-dates'
import { useLiveList } from '../../live/use-live-list'
import { PUBLISH_STATUS_LABELS, PUBLISH_STATUSES, type PublishStatus } from '../../../../../shared/publish-rule'
import { LANGUAGE_FILTER_LABELS, LANGUAGE_FILTERS, type ItemLanguages, type LanguageFilter } from '../../../../../shared/collections/translation-status'
import { LanguageMarks } from '../../components/language-marks'
import { submitOnChange } from '../../components/submit-on-change'

export type PostSort = 'newest' | 'oldest'

export interface PostListRow {
  id: string
  title: string
  version: number
  categoryName: string | null
  /** The date it is (or will be) public at; a draft shows its planned date, if any. */
  date: string | null
  status: PublishStatus
  /** The public page, when published. */
  publicUrl: string | null
  /** Its English version, and whether that needs updating (issue 15). */
  languages: ItemLanguages
}

export interface PostListPageProps {
  collection: PostCollection
  rows: PostListRow[]
  /** Items matching the search and filter. */
  total: number
  /** Items in the collection, whatever the filter. */
  totalAll: number
  page: number
  pages: number
  query: { q: string; category: string; sort: PostSort; status: PublishStatus | ''; lang: LanguageFilter | '' }
  categories: { id: string; name: string }[]
  /** A delete that could not be done (changed by someone else meanwhile). */
  error?: string
}


/** /dashboard/blogs and /dashboard/publications: search, filter, sort, pages, and row actions. */
export default function PostListPage({ props }: { props: PostListPageProps }) {
  const { collection, rows, total, totalAll, page, pages, query, categories, error } = props
  const text = POST_MODULES[collection].labels
  const base = `/dashboard/${collection}`
  const filtered = Boolean(query.q || query.category || query.status || query.lang)
  // Other people's creates, saves and deletes refresh these rows (with this search and page).
  useLiveList([collection], rows.map((row) => ({ collection, id: row.id })))
  const pageLink = (n: number) =>
    withQuery(base, { q: query.q, category: query.category, status: query.status, lang: query.lang, sort: query.sort === 'newest' ? undefined : query.sort, page: n > 1 ? n : undefined })
  return (
    <div className="page-stack">
      <div className="page-head">
        <h1>{text.title}</h1>
        <a className="btn btn-primary" href={`${base}/create`}>
          {text.create}
        </a>
      </div>
      {error ? (
        <div className="alert alert-error" role="alert">
          <p>{error}</p>
        </div>
      ) : null}
      <section className="panel" aria-labelledby="post-list-title">
        <h2 id="post-list-title" className="visually-hidden">
          {`Daftar ${text.noun}`}
        </h2>
        <form method="get" action={base} className="list-toolbar" role="search" aria-label={`Cari ${text.noun}`} onChange={submitOnChange}>
          <div className="form-field">
            <label htmlFor="post-search">Cari judul</label>
            <input id="post-search" type="search" name="q" defaultValue={query.q} autoComplete="off" />
          </div>
          <div className="form-field">
            <label htmlFor="post-filter-category">Kategori</label>
            <select id="post-filter-category" name="category" defaultValue={query.category}>
              <option value="">Semua kategori</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>
          </div>
          <div className="form-field">
            <label htmlFor="post-filter-status">Status</label>
            <select id="post-filter-status" name="status" defaultValue={query.status}>
              <option value="">Semua status</option>
              {PUBLISH_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {PUBLISH_STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          </div>
          <div className="form-field">
            <label htmlFor="post-filter-lang">Bahasa</label>
            <select id="post-filter-lang" name="lang" defaultValue={query.lang}>
              <option value="">Semua bahasa</option>
              {LANGUAGE_FILTERS.map((filter) => (
                <option key={filter} value={filter}>
                  {LANGUAGE_FILTER_LABELS[filter]}
                </option>
              ))}
            </select>
          </div>
          <div className="form-field">
            <label htmlFor="post-sort">Urutkan</label>
            <select id="post-sort" name="sort" defaultValue={query.sort}>
              <option value="newest">Tanggal terbaru</option>
              <option value="oldest">Tanggal terlama</option>
            </select>
          </div>
          <button type="submit" className="btn">
            Terapkan
          </button>
          {filtered ? (
            <a className="btn btn-quiet" href={base}>
              Hapus filter
            </a>
          ) : null}
        </form>
        <p className="post-list-count" aria-live="polite">
          {filtered ? `${total} dari ${totalAll} ${text.noun}` : `${totalAll} ${text.noun}`}
        </p>
        {rows.length === 0 ? (
          totalAll === 0 ? (
            <p className="empty">
              {`Belum ada ${text.noun}. `}
              <a href={`${base}/create`}>{`Buat ${text.noun} pertama.`}</a>
            </p>
          ) : (
            <p className="empty">
              {query.lang ? `Bahasa “${LANGUAGE_FILTER_LABELS[query.lang]}”: ` : ''}
              {query.lang && !query.q && !query.category && !query.status
                ? `tidak ada ${text.noun}. `
                : query.q
                ? `Tidak ada ${text.noun} dengan judul yang memuat “${query.q}”${query.category ? ' pada kategori ini' : ''}${query.status ? ` berstatus ${PUBLISH_STATUS_LABELS[query.status]}` : ''}. `
                : query.category
                  ? `Tidak ada ${text.noun}${query.status ? ` berstatus ${PUBLISH_STATUS_LABELS[query.status]}` : ''} pada kategori ini. `
                  : `Tidak ada ${text.noun} berstatus ${PUBLISH_STATUS_LABELS[query.status || 'published']}. `}
              <a href={base}>{`Tampilkan semua ${text.noun}.`}</a>
            </p>
          )
        ) : (
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Judul</th>
                <th scope="col">Kategori</th>
                <th scope="col">Tanggal dan status</th>
                <th scope="col">Bahasa</th>
                <th scope="col">
                  <span className="visually-hidden">Aksi</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>
                    <a href={`${base}/${row.id}/edit`} className="post-row-title">
                      {row.title}
                    </a>
                  </td>
                  <td data-label="Kategori">{row.categoryName ?? '—'}</td>
                  <td>
                    {/* Date above its status: the badges of every row start at one edge. */}
                    <span className="date-status">
                    {row.date ? (
                      <time dateTime={row.date} title={formatJakartaDateTime(row.date)}>
                        {formatJakartaDate(row.date)}
                      </time>
                    ) : (
                      <span className="muted">Belum bertanggal</span>
                    )}{' '}
                    <span className={`status-badge status-${row.status}`}>{PUBLISH_STATUS_LABELS[row.status]}</span>
                    </span>
                  </td>
                  <td data-label="Bahasa">
                    <LanguageMarks languages={row.languages} />
                  </td>
                  <td className="row-actions">
                    <a className="btn btn-quiet" href={`${base}/${row.id}/edit`} aria-label={`Ubah ${row.title}`}>
                      Ubah
                    </a>
                    {row.publicUrl ? (
                      <a className="btn btn-quiet row-action-view" href={row.publicUrl} target="_blank" rel="noopener" aria-label={`Lihat di situs: ${row.title} (tab baru)`}>
                        Lihat di situs
                      </a>
                    ) : (
                      <a className="btn btn-quiet row-action-view" href={`${base}/${row.id}/preview`} target="_blank" rel="noopener" aria-label={`Pratinjau: ${row.title} (tab baru)`}>
                        Pratinjau
                      </a>
                    )}
                    <ConfirmButton
                      action={`${base}/${row.id}/delete`}
                      fields={{ version: row.version }}
                      label="Hapus"
                      ariaLabel={`Hapus ${row.title}`}
                      title={`Hapus ${text.noun} “${row.title}”?`}
                      message={<p>{`${text.title} ini akan hilang dari situs dan dari sorotan beranda. ${TRASH_NOTE}`}</p>}
                      confirmLabel="Hapus"
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {pages > 1 ? (
          <nav className="pager" aria-label="Halaman daftar">
            {page > 1 ? (
              <a className="btn" href={pageLink(page - 1)} rel="prev">
                Sebelumnya
              </a>
            ) : null}
            <span aria-current="page">{`Halaman ${page} dari ${pages}`}</span>
            {page < pages ? (
              <a className="btn" href={pageLink(page + 1)} rel="next">
                Berikutnya
              </a>
            ) : null}
          </nav>
        ) : null}
      </section>
    </div>
  )
}
