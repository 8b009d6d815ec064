import { Hono } from 'hono'
import type { Breadcrumb } from '../../../web/src/components/head'
import { SEARCH_GROUPS, SearchPage } from '../../../web/src/pages/search-page'
import type { AppEnv } from '../app-env'
import type { SearchType } from '../backends/ports'
import { allCategories } from '../content/public-content'
import { cachedPage } from '../render/cached-page'
import { MAX_QUERY_WORDS, queryWords } from '../search/query-text'

const TYPES = new Set<SearchType>(['attorney', 'blog', 'publication'])
const GROUP_SIZE = 5
const PER_PAGE = 10

/** The visitor's search page and the JSON the live results use. Only the public index is read. */
export function searchRoutes() {
  const app = new Hono<AppEnv>()

  app.get('/search', cachedPage(['q', 'type', 'category', 'page']), async (c) => {
    const store = c.get('backend').content
    const search = c.get('backend').search
    const rawQ = (c.req.query('q') ?? '').slice(0, 400)
    // Control characters (NUL and the like) are never text anyone meant: spaces, like the rest.
    const q = rawQ.replace(/[\u0000-\u001f\u007f]/g, ' ').trim().replace(/\s+/g, ' ').slice(0, 200)
    const typeParam = c.req.query('type') || null
    const type = typeParam && TYPES.has(typeParam as SearchType) ? (typeParam as SearchType) : null
    const pageParam = c.req.query('page')
    const page = pageParam && /^[1-9]\d{0,3}$/.test(pageParam) ? Number(pageParam) : 1
    const categories = await allCategories(store)
    const categorySlug = c.req.query('category') || null
    const category = categorySlug ? (categories.find((x) => x.slug === categorySlug) ?? null) : null
    let groups: { type: SearchType; hits: Awaited<ReturnType<typeof search.search>>['hits']; total: number }[] = []
    let total = 0
    let pages = 1
    if (q) {
      if (type) {
        const result = await search.search('public', { q, types: [type], categoryId: category?.id, page: page - 1, perPage: PER_PAGE })
        groups = [{ type, hits: result.hits, total: result.total }]
        total = result.total
        pages = Math.max(1, Math.ceil(result.total / PER_PAGE))
      } else {
        const results = await Promise.all(
          SEARCH_GROUPS.map((g) => search.search('public', { q, types: [g.type], categoryId: category?.id, perPage: GROUP_SIZE })),
        )
        groups = SEARCH_GROUPS.map((g, i) => ({ type: g.type, hits: results[i]!.hits, total: results[i]!.total }))
        total = groups.reduce((sum, g) => sum + g.total, 0)
      }
    }
    const breadcrumbs: Breadcrumb[] = [
      { name: 'Beranda', path: '/' },
      { name: 'Pencarian', path: '/search' },
    ]
    return c.render(
      <SearchPage
        q={q}
        type={type}
        category={category}
        categories={categories}
        groups={groups}
        page={page}
        pages={pages}
        total={total}
        breadcrumbs={breadcrumbs}
        truncated={queryWords(q).length >= MAX_QUERY_WORDS && q.split(' ').length > MAX_QUERY_WORDS}
      />,
      {
        head: {
          title: q ? `Hasil pencarian “${q.slice(0, 60)}”` : 'Pencarian',
          description: 'Cari advokat, blog, dan publikasi Adiwarsa Lubis & Rekan.',
          path: '/search',
          // Result pages are not worth indexing; the content they list is.
          noindex: true,
        },
      },
    )
  })

  app.get('/api/search', async (c) => {
    const q = (c.req.query('q') ?? '').slice(0, 200).replace(/[\u0000-\u001f\u007f]/g, ' ')
    const results = await Promise.all(SEARCH_GROUPS.map((g) => c.get('backend').search.search('public', { q, types: [g.type], perPage: 3 })))
    c.header('Cache-Control', 'public, max-age=60')
    return c.json({
      q,
      groups: SEARCH_GROUPS.map((g, i) => ({
        type: g.type,
        label: g.label,
        total: results[i]!.total,
        hits: results[i]!.hits.map((h) => ({ title: h.titleHtml, url: h.record.url, snippet: h.snippetHtml })),
      })),
    })
  })

  return app
}
