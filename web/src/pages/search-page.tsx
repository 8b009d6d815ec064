import type { Category } from '../../../shared/schemas/types'
import { MAX_SEARCH_QUERY_LENGTH, SEARCH_GROUPS, type SearchHit, type SearchType } from '../../../shared/search'
import { Breadcrumbs } from '../components/breadcrumbs'
import type { Breadcrumb } from '../components/head'
import { formatDate, isoDate } from '../lib/format'
import { withQuery } from '../lib/urls'

export interface SearchPageProps {
  q: string
  type: SearchType | null
  category: Category | null
  categories: Category[]
  /** Grouped results (no type filter) or one list (type filter). */
  groups: { type: SearchType; hits: SearchHit[]; total: number }[]
  page: number
  pages: number
  total: number
  breadcrumbs: Breadcrumb[]
  /** The query was cut to the words the index can use. */
  truncated: boolean
  /** Too many searches from this address (429): why, and the same search to try again later. */
  /** In place of results: why there are none (too many searches, search unavailable) and a way to try again. */
  notice?: { message: string; retryUrl: string }
}

function Hit({ hit }: { hit: SearchHit }) {
  const { record } = hit
  return (
    <li className="search-hit">
      <h3 className="search-hit-title">
        <a href={record.url} dangerouslySetInnerHTML={{ __html: hit.titleHtml }} />
      </h3>
      <p className="search-hit-meta">
        {record.categoryName ? <span>{record.categoryName}</span> : null}
        {record.publishedAt ? <time dateTime={isoDate(record.publishedAt)}>{formatDate(record.publishedAt)}</time> : null}
      </p>
      <p className="search-hit-snippet" dangerouslySetInnerHTML={{ __html: hit.snippetHtml }} />
    </li>
  )
}

/** /search: results grouped by attorneys, practice areas, blogs and publications (SEARCH_GROUPS); filters by type and category. */
export function SearchPage({ q, type, category, categories, groups, page, pages, total, breadcrumbs, truncated, notice }: SearchPageProps) {
  const params = { q, type: type ?? undefined, category: category?.slug }
  return (
    <div className="container page">
      <Breadcrumbs items={breadcrumbs} />
      <h1>Pencarian</h1>
      <form className="search-form" method="get" action="/search" role="search" data-live-search="" aria-label="Cari dengan saringan">
        <div className="field search-field">
          <label htmlFor="search-q">Kata kunci</label>
          <input id="search-q" type="search" name="q" defaultValue={q} maxLength={MAX_SEARCH_QUERY_LENGTH} autoComplete="off" placeholder="mis. perlindungan data, merger, nama advokat" />
        </div>
        <div className="field">
          <label htmlFor="search-type">Jenis</label>
          <select id="search-type" name="type" defaultValue={type ?? ''}>
            <option value="">Semua jenis</option>
            {SEARCH_GROUPS.map((g) => (
              <option key={g.type} value={g.type}>
                {g.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="search-category">Kategori</label>
          <select id="search-category" name="category" defaultValue={category?.slug ?? ''}>
            <option value="">Semua kategori</option>
            {categories.map((c) => (
              <option key={c.id} value={c.slug}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button-small">
          Cari
        </button>
      </form>
      <div id="search-results" aria-live="polite">
        {notice ? (
          <div className="empty-state">
            <p className="result-count" role="alert">
              {notice.message}
            </p>
            <p>
              <a href={notice.retryUrl}>Coba lagi</a>
            </p>
          </div>
        ) : !q ? (
          <div className="empty-state">
            <p>Ketik kata kunci untuk mencari advokat, bidang praktik, blog, dan publikasi.</p>
            <p>
              Atau telusuri <a href="/attorneys">daftar advokat</a>, <a href="/practice-area">bidang praktik</a>, <a href="/blogs">blog</a>, dan{' '}
              <a href="/publications">publikasi</a>.
            </p>
          </div>
        ) : total === 0 ? (
          <div className="empty-state">
            <p className="result-count" role="status">
              {`Tidak ada hasil untuk “${q}”${type || category ? ' dengan saringan ini' : ''}.`}
            </p>
            <ul className="empty-tips">
              <li>Periksa ejaan, atau gunakan kata yang lebih umum (mis. “pajak” alih-alih “PPh 21”).</li>
              {type || category ? (
                <li>
                  <a href={withQuery('/search', { q })}>Cari “{q}” di semua jenis dan kategori</a>
                </li>
              ) : null}
              <li>
                Telusuri <a href="/practice-area">bidang praktik</a> atau <a href="/contact-us">hubungi kami</a> langsung.
              </li>
            </ul>
          </div>
        ) : (
          <>
            <p className="result-count" role="status">
              {`${total} hasil untuk “${q}”${truncated ? ' (hanya 12 kata pertama yang dipakai)' : ''}`}
            </p>
            {groups.map((group) => {
              const meta = SEARCH_GROUPS.find((g) => g.type === group.type)!
              if (group.total === 0) return null
              return (
                <section key={group.type} className="search-group" aria-labelledby={`group-${group.type}`}>
                  <h2 id={`group-${group.type}`}>
                    {meta.label} <span className="count">({group.total})</span>
                  </h2>
                  <ol className="search-hits">
                    {group.hits.map((hit) => (
                      <Hit key={hit.record.objectID} hit={hit} />
                    ))}
                  </ol>
                  {!type && group.total > group.hits.length ? (
                    <p>
                      <a href={withQuery('/search', { ...params, type: group.type })}>
                        Lihat semua {group.total} {meta.noun}
                      </a>
                    </p>
                  ) : null}
                </section>
              )
            })}
            {type && pages > 1 ? (
              <nav className="pagination" aria-label="Halaman hasil">
                <ul>
                  {page > 1 ? (
                    <li>
                      <a href={withQuery('/search', { ...params, page: page - 1 > 1 ? page - 1 : undefined })} rel="prev">
                        ← Sebelumnya
                      </a>
                    </li>
                  ) : null}
                  <li>
                    <span className="current">{`Halaman ${page} dari ${pages}`}</span>
                  </li>
                  {page < pages ? (
                    <li>
                      <a href={withQuery('/search', { ...params, page: page + 1 })} rel="next">
                        Berikutnya →
                      </a>
                    </li>
                  ) : null}
                </ul>
              </nav>
            ) : null}
          </>
        )}
      </div>
    </div>
  )
}
