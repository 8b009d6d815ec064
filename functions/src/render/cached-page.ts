import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv } from '../app-env'
import { nextScheduledAt } from '../content/public-content'
import { startDocumentReads } from './page-renderer'
import { pickEncoding, type CachedPage, type RenderCache } from './render-cache'
import { markCachedAnswer } from './cache-fast-path'
import { markPageView, pageViewOf } from './page-view'
import { loggedPath } from './error-handling'

/**
 * Renders under way, per cache and key: when many visitors miss the same page at once (right
 * after a save cleared the cache), one renders it and the others wait for that result instead
 * of rendering it again each.
 */
const inFlight = new WeakMap<RenderCache, Map<string, { generation: number; page: Promise<CachedPage | null> }>>()

/** After this long without a stale answer, the next one is logged again. */
const STALE_LOG_QUIET_MS = 60_000

export interface CachedPageOptions {
  /**
   * The cache to use instead of the app's page cache: results that visitors can ask for in
   * unbounded variety (search) live in their own, so they can never push pages out.
   */
  cache?: RenderCache
  /**
   * The key from what the page actually uses once its input is normalised, instead of the raw
   * values of `params`: requests the page answers the same way then share one entry.
   */
  key?: (c: Context<AppEnv>) => string
  /**
   * False for what renders no page in the document (the feeds, the sitemap's files, robots.txt,
   * the search API): a miss then does not start the document's kept reads (page-renderer.tsx).
   */
  document?: boolean
}

/**
 * Serves a public page from the render cache, or renders it once and keeps it.
 * Only the query parameters the page understands are part of the key, so tracking
 * parameters (utm_*) share one entry. Middleware after this one runs only on a miss, so
 * it can charge for renders (the search rate limit) without charging for cached pages.
 */
export function cachedPage(params: readonly string[] = [], options: CachedPageOptions = {}): MiddlewareHandler<AppEnv> {
  return async function cachedPageMiddleware(c, next) {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
    const cache = options.cache ?? c.get('cache')
    const key = options.key ? options.key(c) : cacheKey(c.req.path, new URL(c.req.url).searchParams, params)
    const hit = cache.get(key, c.get('now').getTime())
    if (hit) return sendMarked(hit, 'HIT')

    const generation = cache.generation
    let pending = inFlight.get(cache)
    if (!pending) inFlight.set(cache, (pending = new Map()))
    const shared = pending.get(key)
    if (shared && shared.generation === generation) {
      const page = await shared.page
      if (page) return sendMarked(page, 'HIT')
    }
    let settle: (page: CachedPage | null) => void = () => {}
    const mine = { generation, page: new Promise<CachedPage | null>((resolve) => (settle = resolve)) }
    pending.set(key, mine)
    try {
      await renderAndKeep()
    } catch (error) {
      // The store failed outside the page's handler (the next scheduled date is read beside it).
      if (!serveStale()) throw error
    } finally {
      settle(null) // no-op when renderAndKeep settled it with the page
      if (pending.get(key) === mine) pending.delete(key)
    }

    async function renderAndKeep() {
      // The document's kept reads (the forms' signing key, the footer's categories, the focal
      // points) go out with the page's first reads, not after them (page-renderer.tsx).
      if (options.document !== false) startDocumentReads(c)
      // The cache's next change is read beside the page's own reads, not before them: one round
      // trip to the store less on each generation's first render (a new instance's first page).
      // Where the backend keeps it beside the content version, that kept value (read with the
      // page's first reads) spares the queries (ports.ts, `ContentVersion.nextChange`).
      const expiry =
        cache.expiresAt === null
          ? nextChangeAt(c).then(
              (nextAt) => {
                if (generation === cache.generation) cache.expireAt(nextAt ? Date.parse(nextAt) : Number.POSITIVE_INFINITY)
                return null
              },
              (error: unknown) => ({ error }),
            )
          : null
      await next()
      const failed = await expiry
      const res = c.res
      // The render failed (the error handler's 503 while the store is down, or a 500): the last
      // good render instead, if the cache still holds it (render-cache.ts, staleIfErrorMs).
      if (res.status >= 500 && serveStale()) return
      if (res.status !== 200) return
      // Without its next change the page is not kept (it could outlive a scheduled post's
      // publication): the read's failure fails the render, as when it was read first.
      if (failed) throw failed.error
      const identity = new Uint8Array(await res.arrayBuffer())
      const contentType = res.headers.get('content-type') ?? 'text/html; charset=UTF-8'
      // Statistik's view of the page, as the render marked it (page-view.ts), goes with the entry.
      const view = pageViewOf(c.req.raw)
      const entry = cache.set(key, { status: 200, contentType, identity, ...(view ? { view } : {}) }, generation, c.get('now').getTime())
      settle(entry)
      c.res = undefined as unknown as Response
      c.res = sendMarked(entry, 'MISS')
    }

    /**
     * Answers with the page's last good render, marked STALE, when the cache holds one within
     * its stale limit. Never marked for the fast path: the next request tries to render again.
     */
    function serveStale(): boolean {
      const now = c.get('now').getTime()
      const quiet = cache.lastStaleAt !== null && now - cache.lastStaleAt < STALE_LOG_QUIET_MS
      const stale = cache.getStale(key, now)
      if (!stale) return false
      // One line when stale serving starts, not one per request of an outage (the error is logged).
      if (!quiet) console.warn(`[${c.get('requestId')}] ${loggedPath(c)}: render failed, serving the last good render (stale for ${Math.round(stale.staleForMs / 1000)} s); /healthz counts them`)
      // Unset first: Hono would copy the error answer's headers (Retry-After, no-store) onto it.
      c.res = undefined as unknown as Response
      c.res = send(c, stale.page, 'STALE')
      // The visitor sees the page: Statistik counts it (server mode).
      if (stale.page.view) markPageView(c.req.raw, stale.page.view)
      return true
    }

    /** The answer, marked for the fast path (cache-fast-path.ts) to learn this URL's headers from. */
    function sendMarked(page: CachedPage, state: 'HIT' | 'MISS'): Response {
      const res = send(c, page, state)
      markCachedAnswer(res, cache, key, page)
      if (page.view) markPageView(c.req.raw, page.view)
      return res
    }
  }
}

/** The cache's next change at the request's time, kept by the backend where it can be. */
function nextChangeAt(c: Context<AppEnv>): Promise<string | null> {
  const backend = c.get('backend')
  const now = c.get('now')
  const compute = () => nextScheduledAt(backend.content, now)
  return backend.contentVersion?.nextChange ? backend.contentVersion.nextChange(now, compute) : compute()
}

export function cacheKey(path: string, search: URLSearchParams, params: readonly string[]): string {
  const kept = params.flatMap((name) => {
    const value = search.get(name)
    return value ? [`${name}=${encodeURIComponent(value)}`] : []
  })
  return kept.length ? `${path}?${kept.join('&')}` : path
}

/**
 * Sends a cached page with ETag, revalidation and the best encoding the client accepts.
 * `X-Render-Cache` says where it came from: HIT, MISS (rendered now), or STALE (the last good
 * render, served because rendering it again failed).
 */
export function send(c: Context<AppEnv>, page: CachedPage, state: 'HIT' | 'MISS' | 'STALE'): Response {
  const headers = new Headers({
    'Content-Type': page.contentType,
    ETag: page.etag,
    Vary: 'Accept-Encoding',
    'Cache-Control': c.get('config').publicCacheControl,
    'X-Render-Cache': state,
  })
  const ifNoneMatch = c.req.header('if-none-match')
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === page.etag)) {
    return new Response(null, { status: 304, headers })
  }
  const encoding = pickEncoding(c.req.header('accept-encoding'))
  const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.identity
  if (encoding !== 'identity') headers.set('Content-Encoding', encoding)
  headers.set('Content-Length', String(body.byteLength))
  return new Response(body as Uint8Array<ArrayBuffer>, { status: page.status, headers })
}
