import type { Category, Tag } from '../../../shared/schemas/types'
import type { PostCollection } from '../../../shared/schemas/post'
import type { PostView } from '../../../shared/post-view'
import { Breadcrumbs } from '../components/breadcrumbs'
import type { Breadcrumb } from '../components/head'
import { Pagination } from '../components/pagination'
import { PostCard } from '../components/post-card'
import { withQuery } from '../../../shared/urls'
import { useLang } from '../i18n/lang-context'
import { fallbackLang } from '../../../shared/i18n/fallbacks'

export interface PostListPageProps {
  collection: PostCollection
  heading: string
  intro: string
  views: PostView[]
  page: number
  pages: number
  total: number
  categories: Category[]
  tags: Tag[]
  category: Category | null
  tag: Tag | null
  breadcrumbs: Breadcrumb[]
  /** Reached by the language switch of an item that has no version in this language: said above the list. */
  untranslated?: boolean
}

/** /blogs and /publications: filter by category and tag through the URL, paginated. */
export function PostListPage(props: PostListPageProps) {
  const { collection, heading, intro, views, page, pages, total, categories, tags, category, tag, breadcrumbs, untranslated } = props
  const { t, href } = useLang()
  const l = t.postList
  const path = href(`/${collection}`)
  const params = { category: category?.slug, tag: tag?.slug }
  const noun = l.noun[collection]
  return (
    <div className="container page">
      <Breadcrumbs items={breadcrumbs} />
      <h1>{heading}</h1>
      {untranslated ? (
        <p className="notice" role="note">
          {t.untranslated.note}
        </p>
      ) : null}
      <p className="lead">{intro}</p>
      {/* Applied on change where scripts run (web/src/client/auto-apply.ts); Terapkan without. */}
      <form className="filters" method="get" action={path} data-swap="" data-auto-apply="" aria-label={l.filter(noun)}>
        <div className="field">
          <label htmlFor="filter-category">{l.category}</label>
          <select id="filter-category" name="category" defaultValue={category?.slug ?? ''}>
            <option value="">{l.allCategories}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.slug} lang={fallbackLang(c, 'name')}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        {tags.length > 0 ? (
          <div className="field">
            <label htmlFor="filter-tag">{l.tag}</label>
            <select id="filter-tag" name="tag" defaultValue={tag?.slug ?? ''}>
              <option value="">{l.allTags}</option>
              {tags.map((t) => (
                <option key={t.id} value={t.slug} lang={fallbackLang(t, 'name')}>
                  {t.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <button type="submit" className="button button-small filters-apply">
          {l.apply}
        </button>
        {category || tag ? (
          <a className="filters-reset" href={path}>
            {l.reset}
          </a>
        ) : null}
      </form>
      <p className="result-count" role="status">
        {total === 0
          ? category || tag
            ? l.noneMatching(noun)
            : l.none(noun)
          : `${total} ${noun}${category ? l.inCategory(category.name) : ''}${tag ? l.withTag(tag.name) : ''}${pages > 1 ? l.pageOf(page, pages) : ''}`}
      </p>
      {views.length > 0 ? (
        <div className="card-grid">
          {views.map((view, index) => (
            <PostCard key={view.post.id} view={view} headingLevel={2} priority={index === 0} />
          ))}
        </div>
      ) : category || tag ? (
        <div className="empty-state">
          {/* The count above already says there is none: one way out, not a second message. */}
          <p>
            <a href={path}>{l.seeAll(noun)}</a>
          </p>
        </div>
      ) : null}
      <Pagination page={page} pages={pages} path={path} params={params} />
      <p className="feed-link">
        <a href={withQuery(`${path}/feed.xml`, {})}>{l.rss}</a>
      </p>
    </div>
  )
}
