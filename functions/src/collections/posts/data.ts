/** Reads and small writes behind the dashboard's blog and publication pages. */
import { byName } from '../../../../shared/schemas/common'
import { DASHBOARD_PER_PAGE } from '../../../../shared/schemas/limits'
import type { PostCollection } from '../../../../shared/schemas/post'
import type { Blog, Publication } from '../../../../shared/schemas/types'
import { postUrl } from '../../../../shared/urls'
import type { PostListPageProps, PostSort } from '../../../../web/src/dashboard/collections/posts/list-page'
import type { FieldOption } from '../../../../web/src/dashboard/collections/module-fields'
import { StaleVersionError, type ContentStore, type SearchIndex } from '../../backends/ports'
import { staffSearchIds } from '../../search/staff-search'
import { isPublishedAt, publishStatus, PUBLISH_STATUSES, type PublishStatus } from '../../../../shared/publish-rule'
import { orderingId } from '../../content/orderings'
import { POST_MODULES } from '../../../../shared/collections'
import { itemLanguages, passesLanguageFilter, readLanguageFilter, type LanguageFilter } from '../../../../shared/collections/translation-status'

export const EXCERPT_LENGTH = 180

/**
 * The excerpt of a post whose author left it empty: its first words, about EXCERPT_LENGTH
 * characters, cut at a word boundary and marked with an ellipsis when cut.
 */
export function deriveExcerpt(text: string, max = EXCERPT_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const cut = clean.slice(0, max + 1)
  const boundary = cut.lastIndexOf(' ')
  // A single very long word: cut inside it rather than return nothing.
  const head = (boundary > max * 0.6 ? cut.slice(0, boundary) : clean.slice(0, max)).replace(/[\s,.;:!?–—-]+$/, '')
  return `${head}…`
}

export interface ListQuery {
  q: string
  category: string
  sort: PostSort
  status: PublishStatus | ''
  /** Items without English, or whose English needs updating (issue 15). */
  lang: LanguageFilter | ''
  page: number
}

/** Reads `?q=&category=&sort=&page=` leniently: anything odd falls back to the default. */
export function readListQuery(params: Record<string, string | undefined>): ListQuery {
  const page = Number.parseInt(params.page ?? '1', 10)
  return {
    q: (params.q ?? '').trim().slice(0, 200),
    category: (params.category ?? '').trim().slice(0, 200),
    sort: params.sort === 'oldest' ? 'oldest' : 'newest',
    status: PUBLISH_STATUSES.find((status) => status === params.status) ?? '',
    lang: readLanguageFilter(params.lang),
    page: Number.isFinite(page) && page > 0 ? Math.min(page, 100_000) : 1,
  }
}

/**
 * One page of the dashboard list: the collection in publishedAt order (by category when
 * filtered, which the composite index serves); a search by title goes through the search
 * port's staff index (word prefixes, any case and accents) and keeps the chosen date order.
 */
export async function listPostsPage(
  store: ContentStore,
  search: SearchIndex,
  collection: PostCollection,
  query: ListQuery,
  now: Date,
): Promise<Omit<PostListPageProps, 'collection' | 'error'>> {
  const direction = query.sort === 'oldest' ? 'asc' : 'desc'
  const [categories, all, totalAll] = await Promise.all([
    store.query('categories', { orderBy: [{ field: 'name' }] }).then((items) => items.sort(byName)),
    store.query(collection, {
      where: query.category ? [{ field: 'categoryId', op: '==', value: query.category }] : [],
      orderBy: [{ field: 'publishedAt', direction }],
    }) as Promise<(Blog | Publication)[]>,
    store.count(collection),
  ])
  const found = await staffSearchIds(search, query.q, {
    types: [collection === 'blogs' ? 'blog' : 'publication'],
    categoryId: query.category || undefined,
    titleOnly: true,
  })
  // Drafts (no date) sort with the newest, as the item someone is still writing.
  const dated = (post: Blog | Publication) => post.publishedAt ?? post.plannedAt ?? '9999'
  const ordered = all.sort((a, b) => (direction === 'desc' ? dated(b).localeCompare(dated(a)) : dated(a).localeCompare(dated(b))))
  const module = POST_MODULES[collection]
  const languages = new Map(ordered.map((post) => [post.id, itemLanguages(module, post as unknown as Record<string, unknown>)]))
  const matching = ordered.filter(
    (post) => (!found || found.has(post.id)) && (!query.status || publishStatus(post, now) === query.status) && passesLanguageFilter(languages.get(post.id)!, query.lang),
  )
  const pages = Math.max(1, Math.ceil(matching.length / DASHBOARD_PER_PAGE))
  const page = Math.min(query.page, pages)
  const categoryName = new Map(categories.map((c) => [c.id, c.name]))
  return {
    rows: matching.slice((page - 1) * DASHBOARD_PER_PAGE, page * DASHBOARD_PER_PAGE).map((post) => {
      const published = isPublishedAt(post, now)
      return {
        id: post.id,
        title: post.title,
        version: post.version,
        categoryName: categoryName.get(post.categoryId) ?? null,
        date: post.publishedAt ?? post.plannedAt ?? null,
        status: publishStatus(post, now),
        publicUrl: published ? postUrl(collection, post.slug) : null,
        languages: languages.get(post.id)!,
      }
    }),
    total: matching.length,
    totalAll,
    page,
    pages,
    query: { q: query.q, category: query.category, sort: query.sort, status: query.status, lang: query.lang },
    categories: categories.map((c) => ({ id: c.id, name: c.name })),
  }
}

/**
 * The authors the form offers: the attorneys, plus authors already chosen who are no longer
 * attorneys (they stay visible and can be unticked). Not every profile, as the generic choices
 * of a reference would be (functions/src/collections/module-form.ts): staff do not write.
 */
export async function authorOptions(store: ContentStore, chosenAuthorIds: readonly string[] = []): Promise<FieldOption[]> {
  const attorneys = await store.query('profiles', { where: [{ field: 'kind', op: '==', value: 'attorney' }], orderBy: [{ field: 'name' }] })
  const missing = [...new Set(chosenAuthorIds)].filter((id) => !attorneys.some((a) => a.id === id))
  const others = missing.length ? await store.getMany('profiles', missing) : []
  return [...attorneys, ...others].map((p) => ({ id: p.id, label: p.name, ...(p.position ? { detail: p.position } : {}) }))
}

/**
 * Removes a deleted post from the pinned home content. The ordering is written with the
 * version it was read at; when someone saved it meanwhile, it is read again (a few times).
 */
export async function unpinFromHome(store: ContentStore, collection: PostCollection, id: string, actor: string): Promise<void> {
  const ref = `${collection}/${id}`
  for (let attempt = 0; attempt < 3; attempt++) {
    const ordering = await store.get('orderings', orderingId('home_pinned'))
    if (!ordering || !ordering.ids.includes(ref)) return
    try {
      await store.update(
        'orderings',
        ordering.id,
        { type: ordering.type, key: ordering.key, ids: ordering.ids.filter((r) => r !== ref) },
        { actor, expectedVersion: ordering.version },
      )
      return
    } catch (error) {
      if (!(error instanceof StaleVersionError)) throw error
    }
  }
}
