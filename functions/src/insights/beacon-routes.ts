/**
 * Where Statistik's page views arrive from the browser (docs/insights.md):
 * - in image mode (INSIGHTS_COUNTING=image, Firebase), the hidden image every indexed public
 *   page holds (GET INSIGHTS_PIXEL_PATH, the page read from its address or the Referer; a
 *   search's page adds its result count), loaded again for each page the script swaps in: one
 *   request per view, so a page served from any cache, Hosting's CDN included, is counted
 *   (docs/decisions/0061-private-insights.md);
 * - in server mode (the embedded backend), the server counts the pages it serves
 *   (page-views.ts), and only a page the script swaps in arrives here: a text beacon whose body
 *   is the page's path and query (docs/decisions/0064-count-where-served.md). The image then
 *   counts nothing (a page a browser kept from before the switch would count twice).
 * The JSON beacon (`{p, r, q, n}`) counts in both modes, for a script that has more to say.
 *
 * All answer at once from memory (insights/count.ts): never a cookie, never a store call. A
 * body over INSIGHTS_BEACON_MAX_BYTES, one that is not a beacon or names no public page is
 * refused (413, 400); an address sending more than a visitor could is slowed (429).
 */
import { Hono, type Context } from 'hono'
import type { AppEnv } from '../app-env'
import { INSIGHTS_BEACON_MAX_BYTES, INSIGHTS_BEACON_PATH, INSIGHTS_PIXEL_PATH } from '../../../shared/insights/beacon'
import { countablePath } from '../../../shared/insights/countable-path'
import { SEARCH_PATH, SITE_PATHS } from '../../../shared/urls'
import { localePath } from '../../../shared/i18n/langs'
import { RateLimiter } from '../security/rate-limit'
import { addressKey, requestAddress } from '../security/client-address'
import type { RenderCache } from '../render/render-cache'
import { readSearchRequest, searchCacheKey } from '../search/search-request'
import { countSearch, countView } from './count'

/**
 * Per address: a burst of 30 pages, then 60 a minute, far above anyone reading, far below what
 * would fill the counters. In memory per process (a Firestore count per view would cost a write).
 */
export const BEACON_RATE_LIMIT = { burst: 30, perMinute: 60, maxKeys: 20_000 }

/** A transparent 1×1 GIF (43 bytes), what an <img> expects. */
const PIXEL = Uint8Array.from(atob('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'), (ch) => ch.charCodeAt(0))

export interface BeaconRoutesOptions {
  /** Tests pass their own. */
  limiter?: RateLimiter
  /** The search page's cache (routes/search.tsx): a swapped-in search's result count is read from its entry. */
  searchCache?: RenderCache
}

/** A beacon as read: the JSON form's fields, or the text form's page (`text`: the path and query the script shows). */
type Beacon = { p: string; r?: string; q?: string; n?: number; text?: false } | { p: string; search: URLSearchParams; text: true }

function noStore(c: Context<AppEnv>): void {
  c.header('Cache-Control', 'no-store')
}

/** 0 when the address may send another, else the seconds to wait (answered 429). */
function limited(c: Context<AppEnv>, limiter: RateLimiter): number {
  const address = requestAddress(c)
  const wait = limiter.take(address ? addressKey(address) : 'unknown', c.get('now').getTime())
  return wait === 0 ? 0 : Math.max(1, Math.ceil(wait / 1000))
}

/** The beacon's body read, bounded as it streams; null when it is not one. */
async function readBeacon(c: Context<AppEnv>): Promise<Beacon | 'too-large' | null> {
  const declared = Number(c.req.header('content-length') ?? NaN)
  if (declared > INSIGHTS_BEACON_MAX_BYTES) return 'too-large'
  const reader = c.req.raw.body?.getReader()
  if (!reader) return null
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > INSIGHTS_BEACON_MAX_BYTES) {
      await reader.cancel().catch(() => {})
      return 'too-large'
    }
    chunks.push(value)
  }
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks))
  } catch {
    return null
  }
  // The script's beacon after a swap: the page's path and query as `location` shows them
  // (`/search?q=pajak`), never another site (`//host`) nor a fragment.
  if (text.startsWith('/')) {
    if (text.startsWith('//') || /[#\s\\]/.test(text)) return null
    const mark = text.indexOf('?')
    return { p: mark < 0 ? text : text.slice(0, mark), search: new URLSearchParams(mark < 0 ? '' : text.slice(mark + 1)), text: true }
  }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return null
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null
  // The script writes what it has not as null (JSON.stringify drops only undefined).
  const { p, r, q, n } = Object.fromEntries(Object.entries(body as Record<string, unknown>).filter(([, value]) => value !== null && value !== undefined))
  if (typeof p !== 'string') return null
  if (r !== undefined && typeof r !== 'string') return null
  if (q !== undefined && typeof q !== 'string') return null
  if (n !== undefined && !(typeof n === 'number' && Number.isSafeInteger(n) && n >= 0)) return null
  return { p, ...(r ? { r } : {}), ...(typeof q === 'string' ? { q } : {}), ...(n !== undefined ? { n } : {}) }
}

/** A same-site Referer (the page that loaded the image), or null. */
function refererPage(c: Context<AppEnv>): URL | null {
  const referer = c.req.header('referer')
  if (!referer) return null
  try {
    const url = new URL(referer)
    const own = new Set([new URL(c.req.url).host, new URL(c.get('config').publicBaseUrl).host])
    return own.has(url.host) ? url : null
  } catch {
    return null
  }
}

/** The search page's path in the language of `page`. */
const isSearchPage = (page: { path: string; lang: 'id' | 'en' }) => page.path === (page.lang === 'en' ? `/en${SEARCH_PATH}` : SEARCH_PATH)

export function insightsBeaconRoutes(options: BeaconRoutesOptions = {}) {
  const app = new Hono<AppEnv>()
  const limiter = options.limiter ?? new RateLimiter(BEACON_RATE_LIMIT)

  /**
   * A page the script swapped in (server mode): its view, without a referrer (the visitor came
   * from this site's page), and on the search page the search with the result count its cached
   * entry keeps. The entry is there unless a save cleared the cache or it was pushed out in the
   * moment since the script fetched the page: then the query is counted, not as a search
   * without results (a count missing from that list is better than a wrong one in it).
   */
  function countSwap(c: Context<AppEnv>, path: string, search: URLSearchParams): void {
    const page = countablePath(path)
    if (!page || !countView(c, path, undefined) || !isSearchPage(page)) return
    const request = readSearchRequest((name) => search.get(name) ?? undefined)
    if (!request.q) return
    const entry = options.searchCache?.peek(searchCacheKey(localePath(page.lang, SITE_PATHS.search), request), c.get('now').getTime())
    c.set('lang', page.lang)
    countSearch(c, request.q, entry?.view?.search?.results ?? null)
  }

  app.post(INSIGHTS_BEACON_PATH, async (c) => {
    noStore(c)
    // Another site's page cannot count views here: browsers send Origin with every POST.
    const origin = c.req.header('origin')
    if (origin && origin !== new URL(c.req.url).origin && !c.get('config').allowedOrigins.includes(origin)) return c.body(null, 403)
    const wait = limited(c, limiter)
    if (wait) {
      c.header('Retry-After', String(wait))
      return c.body(null, 429)
    }
    let beacon: Awaited<ReturnType<typeof readBeacon>>
    try {
      beacon = await readBeacon(c)
    } catch {
      // The client went away mid-body: nothing to count, nobody to answer.
      return c.body(null, 400)
    }
    if (beacon === 'too-large') return c.body(null, 413)
    if (!beacon || !countablePath(beacon.p)) return c.body(null, 400)
    const counting = c.get('config').insightsCounting
    if (beacon.text) {
      // In image mode the swapped page's own image counts it.
      if (counting === 'server') countSwap(c, beacon.p, beacon.search)
      return c.body(null, 204)
    }
    if (counting === 'off') return c.body(null, 204)
    countView(c, beacon.p, beacon.r)
    const page = countablePath(beacon.p)!
    if (isSearchPage(page) && beacon.q && beacon.n !== undefined) {
      c.set('lang', page.lang)
      countSearch(c, beacon.q, beacon.n)
    }
    return c.body(null, 204)
  })

  app.get(INSIGHTS_PIXEL_PATH, (c) => {
    noStore(c)
    c.header('Content-Type', 'image/gif')
    // The image answers whatever happens: a page must never show a broken image for it. It
    // counts in image mode only: in server mode the page's answer was counted already.
    if (c.get('config').insightsCounting === 'image' && limited(c, limiter) === 0) {
      // The page names itself in the image's address (its Referer where an older page does not).
      const path = c.req.query('p') ?? refererPage(c)?.pathname
      if (path && countView(c, path, undefined)) {
        // A search's page names its query and result count too.
        const results = Number(c.req.query('n'))
        const query = c.req.query('q')
        const counted = countablePath(path)
        if (counted && isSearchPage(counted) && query && Number.isSafeInteger(results) && results >= 0) {
          c.set('lang', counted.lang)
          countSearch(c, query, results)
        }
      }
    }
    return c.body(PIXEL, 200)
  })

  return app
}
