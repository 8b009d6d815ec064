import { Hono, type Context, type MiddlewareHandler } from 'hono'
import type { Breadcrumb } from '../../../web/src/components/head'
import { COLLECTION_MODULES } from '../../../shared/collections'
import { localePath, type Lang } from '../../../shared/i18n/langs'
import { localize } from '../../../shared/i18n/localize'
import { SEARCH_GROUPS } from '../../../shared/search'
import { UI } from '../../../web/src/i18n/ui'
import { SearchPage } from '../../../web/src/pages/search-page'
import type { AppEnv } from '../app-env'
import { PUBLIC_SEARCH_INDEX, SearchUnavailableError, type SearchType } from '../backends/ports'
import type { AppConfig } from '../config'
import { categoriesFor } from '../content/held-categories'
import { cachedPage } from '../render/cached-page'
import { pageOutOfRange } from './not-found'
import { RETRY_AFTER_SECONDS } from '../render/error-handling'
import { RenderCache } from '../render/render-cache'
import { MAX_QUERY_WORDS, queryWords } from '../search/query-text'
import { normaliseSearchQuery, readSearchRequest, searchCacheKey } from '../search/search-request'
import { addressKey, requestAddress } from '../security/client-address'
import { RateLimiter } from '../security/rate-limit'
import { SITE_PATHS } from '../../../shared/urls'
import { normaliseQuery } from '../insights/count'
import { markPageView } from '../render/page-view'

const GROUP_SIZE = 5
const PER_PAGE = 10

/**
 * Search results are kept apart from the page cache: every distinct query is a new entry, so in
 * the shared cache a visitor sending unique queries pushed out every page (2,000 searches
 * evicted /about). They get a small cache of their own rather than none, because the same
 * searches do repeat: popular words from different visitors, back and forward, the header box
 * and the live results asking for the same page, pages 2, 3… of one search. 200 results pages
 * of ~20 KB in all three encodings are ~4 MB; the byte budget holds also when pages are larger.
 * Cleared on every change event with the page cache (app.ts), and results older than a minute
 * are searched again: a scheduled item reaches the index through the sweep that runs every
 * minute (search/search-sync.ts), which is no change event.
 */
export const SEARCH_CACHE_LIMITS = { maxEntries: 200, maxBytes: 4 * 1024 * 1024, maxAgeMs: 60_000 }

export function createSearchCache(config: Pick<AppConfig, 'renderCacheMaxAgeMs'>): RenderCache {
  const maxAgeMs = Math.min(SEARCH_CACHE_LIMITS.maxAgeMs, config.renderCacheMaxAgeMs ?? Number.POSITIVE_INFINITY)
  return new RenderCache({ ...SEARCH_CACHE_LIMITS, maxAgeMs })
}

/**
 * Searches rendered (cache misses) per client address. A person typing with live results sends
 * one request per pause of 200 ms (web/src/client/live-search.ts), a few per second at most and
 * a few dozen for a long query, so a burst of 30 and 60 a minute after it never stops a reader;
 * a script asking for unique queries gets one render a second. Cached searches cost nothing.
 */
export const SEARCH_RATE_LIMIT = { burst: 30, perMinute: 60 }

/**
 * Clients whose address cannot be read share this one bucket. Sign-in refuses such requests
 * instead (a shared key there would lock staff out); here the worst a shared bucket does is
 * answer uncached searches with 429 for a while, while every page and cached search still works.
 * Not limiting them would be worse: on Firebase a request sent straight to the function's own
 * URL writes the forwarded entry the app reads, and a malformed one would be a way around the limit.
 */
const UNKNOWN_ADDRESS = 'address-unknown'

export interface SearchRoutesOptions {
  /** The search cache (createSearchCache), never the app's page cache. */
  cache: RenderCache
  /** Tests pass their own; by default SEARCH_RATE_LIMIT per address, one per cache. */
  limiter?: RateLimiter
}

/**
 * The default limiter of each search cache: the routes mounted for each language (app.ts) share
 * the cache and so one bucket per address, and switching language is no way around the limit.
 */
const LIMITERS = new WeakMap<RenderCache, RateLimiter>()

function limiterOf(cache: RenderCache): RateLimiter {
  let limiter = LIMITERS.get(cache)
  if (!limiter) LIMITERS.set(cache, (limiter = new RateLimiter(SEARCH_RATE_LIMIT)))
  return limiter
}

/** The search page's text in the request's language (web/src/i18n/ui-search.ts). */
const uiOf = (c: Context<AppEnv>) => UI[c.get('lang')].search

/**
 * The visitor's search page and the JSON the live results use, in the request's language
 * (`c.get('lang')`, set under /en by app.ts): only that language's public index is read, so
 * `/en/search` finds English text and only items that have an English version.
 */
export function searchRoutes(options: SearchRoutesOptions) {
  const app = new Hono<AppEnv>()
  const limiter = options.limiter ?? limiterOf(options.cache)

  /** Placed after `cachedPage`, so only renders (misses) take a token. */
  const limitRenders: MiddlewareHandler<AppEnv> = async (c, next) => {
    const address = requestAddress(c)
    const wait = limiter.take(address ? addressKey(address) : UNKNOWN_ADDRESS, c.get('now').getTime())
    if (wait === 0) return next()
    const seconds = Math.max(1, Math.ceil(wait / 1000))
    // Never stored by the search cache (not a 200) nor by a browser or the Hosting CDN.
    c.header('Retry-After', String(seconds))
    c.header('Cache-Control', 'no-store')
    c.status(429)
    return c.req.path.includes('/api/') ? c.json({ error: tooManySearches(seconds, c.get('lang')), code: 429, status: 'Too Many Requests' }) : limitedPage(c, seconds)
  }

  // The language's own path: `/en/search?q=tax` and `/search?q=tax` are two entries.
  const pageKey = (c: Context<AppEnv>) => searchCacheKey(localePath(c.get('lang'), SITE_PATHS.search), readSearchRequest((name) => c.req.query(name)))
  app.get(SITE_PATHS.search, cachedPage([], { cache: options.cache, key: pageKey }), limitRenders, async (c) => {
    const lang = c.get('lang')
    const ui = uiOf(c)
    const index = PUBLIC_SEARCH_INDEX[lang]
    const search = c.get('backend').search
    const { q, type, categorySlug, page } = readSearchRequest((name) => c.req.query(name))
    // The filter keeps the category's slug as its value; its name is shown in the page's language.
    const categories = localizedCategories(await categoriesFor(c), lang)
    const category = categorySlug ? (categories.find((x) => x.slug === categorySlug) ?? null) : null
    let groups: { type: SearchType; hits: Awaited<ReturnType<typeof search.search>>['hits']; total: number }[] = []
    let total = 0
    let pages = 1
    let unavailable = false
    if (q) {
      try {
        if (type) {
          const result = await search.search(index, { q, types: [type], categoryId: category?.id, page: page - 1, perPage: PER_PAGE })
          groups = [{ type, hits: result.hits, total: result.total }]
          total = result.total
          pages = Math.max(1, Math.ceil(result.total / PER_PAGE))
          // A results page past the last one names itself and leads to the last.
          if (page > pages) {
            const last = new URLSearchParams({ q, type, ...(category ? { category: category.slug } : {}), ...(pages > 1 ? { page: String(pages) } : {}) })
            pageOutOfRange(String(page), pages, `${localePath(lang, SITE_PATHS.search)}?${last}`)
          }
        } else {
          // One request for every group (Algolia's multi-query), not one per group.
          const results = await search.searchMany(
            index,
            SEARCH_GROUPS.map((g) => ({ q, types: [g.type], categoryId: category?.id, perPage: GROUP_SIZE })),
          )
          groups = SEARCH_GROUPS.map((g, i) => ({ type: g.type, hits: results[i]!.hits, total: results[i]!.total }))
          total = groups.reduce((sum, g) => sum + g.total, 0)
        }
      } catch (error) {
        if (!(error instanceof SearchUnavailableError)) throw error
        // The search service is down, not the site: the page says so in place of results, with
        // the query kept, and the rest of the site goes on: a search outage is not a site outage.
        console.warn(`[${c.get('requestId')}] search unavailable: ${error.message}`)
        unavailable = true
        groups = []
        total = 0
        c.status(503)
        c.header('Retry-After', String(RETRY_AFTER_SECONDS))
        c.header('Cache-Control', 'no-store')
      }
    }
    // Statistik (server mode): a search shown is a view of the search page, its query and its
    // result count, kept with the cached entry so each hit counts it too (render/page-view.ts).
    const counted = q && !unavailable ? normaliseQuery(q) : ''
    if (counted) markPageView(c.req.raw, { path: localePath(lang, SITE_PATHS.search), lang, search: { query: counted, results: total } })
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
        breadcrumbs={breadcrumbs(c)}
        truncated={queryWords(q).length >= MAX_QUERY_WORDS && q.split(' ').length > MAX_QUERY_WORDS}
        notice={unavailable ? { message: ui.unavailable, retryUrl: pageKey(c) } : undefined}
        insightsImage={c.get('config').insightsCounting === 'image'}
      />,
      {
        head: {
          title: unavailable ? ui.unavailableTitle : q ? ui.resultsTitle(q.slice(0, 60)) : ui.title,
          description: ui.description,
          path: SITE_PATHS.search,
          // Result pages are not worth indexing; the content they list is.
          noindex: true,
        },
      },
    )
  })

  const apiKey = (c: Context<AppEnv>) => `${localePath(c.get('lang'), '/api/search')}?${new URLSearchParams({ q: normaliseSearchQuery(c.req.query('q')) })}`
  app.get('/api/search', cachedPage([], { cache: options.cache, key: apiKey, document: false }), limitRenders, async (c) => {
    const q = normaliseSearchQuery(c.req.query('q'))
    const index = PUBLIC_SEARCH_INDEX[c.get('lang')]
    const ui = uiOf(c)
    const results = await c.get('backend').search.searchMany(index, SEARCH_GROUPS.map((g) => ({ q, types: [g.type], perPage: 3 })))
    return c.json({
      q,
      groups: SEARCH_GROUPS.map((g, i) => ({
        type: g.type,
        label: ui.groups[g.type].label,
        total: results[i]!.total,
        hits: results[i]!.hits.map((h) => ({ title: h.titleHtml, url: h.record.url, snippet: h.snippetHtml })),
      })),
    })
  })

  return app
}

/** Indonesian paths: the page renderer makes them the page's language's (page-renderer.tsx). */
function breadcrumbs(c: Context<AppEnv>): Breadcrumb[] {
  const ui = uiOf(c)
  return [
    { name: ui.home, path: '/' },
    { name: ui.title, path: SITE_PATHS.search },
  ]
}

/** Categories with their names in `lang` (English where written); slugs and ids as stored. */
function localizedCategories<T extends { slug: string }>(categories: T[], lang: Lang): T[] {
  if (lang === 'id') return categories
  return categories.map((category) => ({ ...localize(COLLECTION_MODULES.categories, category, lang), slug: category.slug }))
}

export function tooManySearches(seconds: number, lang: Lang = 'id'): string {
  return UI[lang].search.tooMany(seconds)
}

/**
 * The search page with the visitor's query still in the box and the reason in place of results.
 * It reads nothing from the store (no category list), so refusing stays cheap.
 */
function limitedPage(c: Context<AppEnv>, seconds: number) {
  const request = readSearchRequest((name) => c.req.query(name))
  return c.render(
    <SearchPage
      q={request.q}
      type={request.type}
      category={null}
      categories={[]}
      groups={[]}
      page={request.page}
      pages={1}
      total={0}
      breadcrumbs={breadcrumbs(c)}
      truncated={false}
      notice={{ message: tooManySearches(seconds, c.get('lang')), retryUrl: searchCacheKey(localePath(c.get('lang'), SITE_PATHS.search), request) }}
    />,
    { head: { title: uiOf(c).limitedTitle, description: uiOf(c).description, path: SITE_PATHS.search, noindex: true } },
  )
}
