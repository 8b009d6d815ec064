import type { Category } from '../../../shared/schemas/types'
import { MAX_SEARCH_QUERY_LENGTH, SEARCH_GROUPS, type SearchHit, type SearchType } from '../../../shared/search'
import { Breadcrumbs } from '../components/breadcrumbs'
import type { Breadcrumb } from '../components/head'
import { useLang } from '../i18n/lang-context'
import { isoDate } from '../../../shared/format'
import { COLLECTION_PATHS, SITE_PATHS, withQuery } from '../../../shared/urls'
import { INSIGHTS_PIXEL_PATH } from '../../../shared/insights/beacon'

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
  /** Statistik counts by the hidden image (INSIGHTS_COUNTING=image): the search's image names its query and result count. */
  insightsImage?: boolean
}

/** A result: its record's URL is already the page in the index's language (`/en/blogs/{englishSlug}`). */
function Hit({ hit }: { hit: SearchHit }) {
  const { record } = hit
  const { date } = useLang()
  return (
    <li className="search-hit">
      <h3 className="search-hit-title">
        <a href={record.url} dangerouslySetInnerHTML={{ __html: hit.titleHtml }} />
      </h3>
      <p className="search-hit-meta">
        {record.categoryName ? <span>{record.categoryName}</span> : null}
        {record.publishedAt ? <time dateTime={isoDate(record.publishedAt)}>{date(record.publishedAt)}</time> : null}
      </p>
      <p className="search-hit-snippet" dangerouslySetInnerHTML={{ __html: hit.snippetHtml }} />
    </li>
  )
}

/**
 * /search and /en/search: results grouped by attorneys, practice areas, blogs and publications
 * (SEARCH_GROUPS); filters by type and category. In the page's language (useLang): its text,
 * its links and the index it was given results from.
 */
export function SearchPage({ q, type, category, categories, groups, page, pages, total, breadcrumbs, truncated, notice, insightsImage }: SearchPageProps) {
  const { t, href } = useLang()
  const ui = t.search
  const params = { q, type: type ?? undefined, category: category?.slug }
  const searchPath = href(SITE_PATHS.search)
  return (
    <div className="container page">
      <Breadcrumbs items={breadcrumbs} />
      <h1>{ui.title}</h1>
      <form className="search-form" method="get" action={searchPath} role="search" data-live-search="" aria-label={ui.formLabel}>
        <div className="field search-field">
          <label htmlFor="search-q">{ui.keyword}</label>
          <input id="search-q" type="search" name="q" defaultValue={q} maxLength={MAX_SEARCH_QUERY_LENGTH} autoComplete="off" placeholder={ui.placeholder} />
        </div>
        <div className="field">
          <label htmlFor="search-type">{ui.type}</label>
          <select id="search-type" name="type" defaultValue={type ?? ''}>
            <option value="">{ui.allTypes}</option>
            {SEARCH_GROUPS.map((g) => (
              <option key={g.type} value={g.type}>
                {ui.groups[g.type].label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="search-category">{ui.category}</label>
          <select id="search-category" name="category" defaultValue={category?.slug ?? ''}>
            <option value="">{ui.allCategories}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.slug}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button-small">
          {ui.submit}
        </button>
      </form>
      <div id="search-results" aria-live="polite">
        {notice ? (
          <div className="empty-state">
            <p className="result-count" role="alert">
              {notice.message}
            </p>
            <p>
              <a href={notice.retryUrl}>{ui.retry}</a>
            </p>
          </div>
        ) : !q ? (
          <div className="empty-state">
            <p>{ui.prompt}</p>
            <p>
              {ui.browse.before}
              <a href={href(COLLECTION_PATHS.profiles)}>{ui.browse.attorneys}</a>, <a href={href(COLLECTION_PATHS.practiceAreas)}>{ui.browse.areas}</a>,{' '}
              <a href={href(COLLECTION_PATHS.blogs)}>{ui.browse.blogs}</a>
              {ui.browse.and}
              <a href={href(COLLECTION_PATHS.publications)}>{ui.browse.publications}</a>
              {ui.browse.after}
            </p>
          </div>
        ) : total === 0 ? (
          <div className="empty-state">
            {/* Statistik: this search and that it found nothing (the page is not indexed, so it has no other image). */}
            {insightsImage ? <img src={withQuery(INSIGHTS_PIXEL_PATH, { p: searchPath, q, n: 0 })} alt="" width={1} height={1} hidden /> : null}
            <p className="result-count" role="status" data-results="0">
              {ui.none(q, Boolean(type || category))}
            </p>
            <ul className="empty-tips">
              <li>{ui.spellingTip}</li>
              {type || category ? (
                <li>
                  <a href={withQuery(searchPath, { q })}>{ui.everywhere(q)}</a>
                </li>
              ) : null}
              <li>
                {ui.elsewhere.before}
                <a href={href(COLLECTION_PATHS.practiceAreas)}>{ui.elsewhere.areas}</a>
                {ui.elsewhere.or}
                <a href={href(SITE_PATHS.contact)}>{ui.elsewhere.contact}</a>
                {ui.elsewhere.after}
              </li>
            </ul>
          </div>
        ) : (
          <>
            {insightsImage ? <img src={withQuery(INSIGHTS_PIXEL_PATH, { p: searchPath, q, n: total })} alt="" width={1} height={1} hidden /> : null}
            <p className="result-count" role="status" data-results={total}>
              {ui.count(total, q, truncated)}
            </p>
            {groups.map((group) => {
              const meta = ui.groups[group.type]
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
                      <a href={withQuery(searchPath, { ...params, type: group.type })}>{ui.seeAll(group.total, meta.noun)}</a>
                    </p>
                  ) : null}
                </section>
              )
            })}
            {type && pages > 1 ? (
              <nav className="pagination" aria-label={ui.pages}>
                <ul>
                  {page > 1 ? (
                    <li>
                      <a href={withQuery(searchPath, { ...params, page: page - 1 > 1 ? page - 1 : undefined })} rel="prev">
                        {ui.previous}
                      </a>
                    </li>
                  ) : null}
                  <li>
                    <span className="current">{ui.pageOf(page, pages)}</span>
                  </li>
                  {page < pages ? (
                    <li>
                      <a href={withQuery(searchPath, { ...params, page: page + 1 })} rel="next">
                        {ui.next}
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
