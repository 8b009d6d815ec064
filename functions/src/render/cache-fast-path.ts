import { pickEncoding, type CachedPage, type RenderCache } from './render-cache'
import { pageViewOf, type PageView } from './page-view'

/**
 * The fast path of a render-cache hit (docs/decisions/0036-speed-at-scale.md).
 *
 * A cached page used to pay for the whole middleware chain before the cache answered: security
 * headers (building the CSP, parsing the URL), a request id, compression, ETag, cache-control,
 * the renderer and the router, about half of what the bytes cost. Here a hit is answered before
 * the app: by a map lookup and a response built from headers kept with the entry.
 *
 * Nothing here knows a route or a header. It is opt-in per cached entry and learned: when the
 * full chain answers a request with a cached page (`send` in cached-page.ts marks that answer),
 * the headers the chain produced in the end, every middleware's included, are kept with the
 * entry, per URL and per variant (encoding × 200/304). The next request for the same URL and
 * variant gets the same headers and the entry's bytes; anything else goes through the chain,
 * which teaches the fast path when it can. So a route added later, a middleware that adds a
 * header, a redirect or a 404 are all honoured: an URL the chain does not answer with a cached
 * page is never learned, and a learned one is forgotten with its entry (a save clears the
 * cache, an entry expires, a scheduled item's date arrives).
 *
 * What the chain's answer may depend on besides the URL and the cache, and how each is kept
 * exact:
 * - cookies (a staff session, a remembered choice) and credentials: a request carrying a
 *   `Cookie` or `Authorization` header always takes the full chain;
 * - the encoding: chosen as `send` chooses it; when the client accepts only encodings the
 *   chain compresses on the fly (deflate, or gzip refused by q=0), the full chain answers;
 * - `If-None-Match`: a 304 exactly when `send` answers 304; a value the ETag middleware would
 *   read differently (`*`, tags without commas) takes the full chain;
 * - an answer that sets a cookie, or that a middleware replaced (its body may differ), is never
 *   learned: its URL keeps taking the full chain.
 * The learned headers are the chain's own, byte for byte (cache-fast-path.test.ts compares
 * them for several pages, both languages, every encoding, conditional requests and HEAD).
 *
 * Statistik's server mode counts the pages served from here (`onView`, insights/page-views.ts):
 * a GET hit of an entry that carries a view, and a full-chain answer to a GET that the chain
 * marked as a view (render/page-view.ts), so every page served is seen in this one place.
 */

type Encoding = 'br' | 'gzip' | 'identity'
type Variant = `${Encoding}:${200 | 304}`
type HeaderRecord = Record<string, string>

/** What the fast path keeps on a cached entry (`CachedPage.learned`): the chain's headers per URL and variant. */
export type LearnedHeaders = Map<string, Partial<Record<Variant, HeaderRecord>>>

interface Marked {
  cache: RenderCache
  key: string
  entry: CachedPage
}

/** Answers of the full chain that are a cached page as it is, marked by `send` in cached-page.ts. */
const marked = new WeakMap<Response, Marked>()

/** Marks `response` as the cached page `entry` of `cache` under `key`, for the fast path to learn. */
export function markCachedAnswer(response: Response, cache: RenderCache, key: string, entry: CachedPage): void {
  marked.set(response, { cache, key, entry })
}

/** URLs known to be answered from the render cache, and where; bounded, oldest first out. */
const MAX_ROUTES = 4000
/** Spellings of one entry's URL kept (tracking parameters share an entry); more go the full way. */
const MAX_URLS_PER_ENTRY = 16


/** The request headers the fast path reads: Node's parsed object when the adapter gives it, else the Fetch headers. */
interface RequestHeaders {
  acceptEncoding: string | undefined
  ifNoneMatch: string | undefined
  /** A cookie or credentials: the answer may be personal, the full chain decides. */
  personal: boolean
}

function readHeaders(request: Request, env: unknown): RequestHeaders {
  const incoming = (env as { incoming?: { headers?: Record<string, string | string[] | undefined> } } | undefined)?.incoming?.headers
  if (incoming) {
    const ae = incoming['accept-encoding']
    const inm = incoming['if-none-match']
    return {
      acceptEncoding: typeof ae === 'string' ? ae : ae?.join(', '),
      ifNoneMatch: typeof inm === 'string' ? inm : inm?.join(', '),
      personal: incoming.cookie !== undefined || incoming.authorization !== undefined,
    }
  }
  const h = request.headers
  return {
    acceptEncoding: h.get('accept-encoding') ?? undefined,
    ifNoneMatch: h.get('if-none-match') ?? undefined,
    personal: h.has('cookie') || h.has('authorization'),
  }
}

/**
 * The encoding `send` picks, or null when the full chain would do more: Hono's compress
 * middleware compresses an uncompressed answer on the fly whenever the header names gzip or
 * deflate (even refused with q=0) or a wildcard.
 */
export function encodingOf(acceptEncoding: string | undefined): Encoding | null {
  const encoding = pickEncoding(acceptEncoding)
  if (encoding === 'identity' && acceptEncoding && /gzip|deflate|\*/i.test(acceptEncoding)) return null
  return encoding
}

/**
 * 304 when `send` matches a tag of If-None-Match (comma-separated, weak or strong), 200 when
 * no reading matches, null when the ETag middleware would see a match `send` does not (`*`, or
 * quoted tags without commas): the full chain answers those.
 */
export function conditionalStatus(ifNoneMatch: string | undefined, etag: string): 200 | 304 | null {
  if (!ifNoneMatch) return 200
  if (ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return 304
  if (ifNoneMatch.trim() === '*' || (ifNoneMatch.match(/"[^"]*"/g) ?? ([] as string[])).includes(etag)) return null
  return 200
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Hono's fetch types its execution context; this passes it on untouched.
type Fetch = (request: Request, env?: any, executionCtx?: any) => Response | Promise<Response>

/**
 * Called once for every GET answered with a page Statistik counts (page-view.ts): the fast
 * path's hits and the full chain's marked answers, whatever their status (the callee decides).
 * `env` is the adapter's, as the app's fetch received it (Node's `incoming` headers).
 */
export type OnPageView = (request: Request, env: unknown, view: PageView, status: number) => void

export interface CacheFastPathOptions {
  onView?: OnPageView
}

export interface CacheFastPath {
  /** The app's fetch: the fast path first, the full chain otherwise (and it learns from it). */
  fetch: Fetch
  /** The full middleware chain alone (tests compare its answers with the fast path's). */
  fullChain: Fetch
  /** Requests answered by the fast path. */
  served: number
}

/**
 * Puts the fast path in front of `fullChain` (the Hono app's own fetch). `now` is the app's
 * clock (tests move it), read as the chain reads it for the cache's expiry.
 */
export function createCacheFastPath(fullChain: Fetch, now: () => number, options: CacheFastPathOptions = {}): CacheFastPath {
  const routes = new Map<string, { cache: RenderCache; key: string }>()
  const onView = options.onView

  const state: CacheFastPath = {
    served: 0,
    fullChain,
    fetch(request, env, executionCtx) {
      const method = request.method
      if (method !== 'GET' && method !== 'HEAD') return fullChain(request, env, executionCtx)
      const url = request.url
      const route = routes.get(url)
      const headers = route ? readHeaders(request, env) : null
      if (route && headers && !headers.personal) {
        const answer = fromCache(route.cache, route.key, url, method, headers, request, env)
        if (answer) {
          state.served++
          return answer
        }
      }
      if (method !== 'GET') return fullChain(request, env, executionCtx)
      const response = fullChain(request, env, executionCtx)
      return response instanceof Promise ? response.then((res) => answered(request, env, res)) : answered(request, env, response)
    },
  }

  /** A full-chain answer to a GET: counted when it is a marked page (page-view.ts), learned from when it is a cached page. */
  function answered(request: Request, env: unknown, response: Response): Response {
    if (onView) {
      const view = pageViewOf(request)
      if (view) onView(request, env, view, response.status)
    }
    return learn(request, env, response)
  }

  function fromCache(cache: RenderCache, key: string, url: string, method: string, headers: RequestHeaders, request: Request, env: unknown): Response | undefined {
    const entry = cache.get(key, now())
    const variants = entry?.learned?.get(url)
    if (!variants) return undefined
    const encoding = encodingOf(headers.acceptEncoding)
    const status = encoding && conditionalStatus(headers.ifNoneMatch, entry!.etag)
    if (!encoding || !status) return undefined
    const record = variants[`${encoding}:${status}`]
    if (!record) return undefined
    // HEAD is GET without the body, as Hono answers it (hono-base.ts: `new Response(null, GET's)`).
    const body = status === 304 || method === 'HEAD' ? null : encoding === 'br' ? entry!.br : encoding === 'gzip' ? entry!.gzip : entry!.identity
    if (onView && entry!.view && method === 'GET') onView(request, env, entry!.view, status)
    return new Response(body as Uint8Array<ArrayBuffer> | null, { status, headers: record })
  }

  /** Keeps the full chain's headers for this URL and variant when its answer was a cached page as `send` made it. */
  function learn(request: Request, env: unknown, response: Response): Response {
    const mark = marked.get(response)
    if (!mark) return response
    marked.delete(response)
    const headers = readHeaders(request, env)
    if (headers.personal) return response
    const encoding = encodingOf(headers.acceptEncoding)
    const status = encoding && conditionalStatus(headers.ifNoneMatch, mark.entry.etag)
    if (!encoding || !status || response.status !== status) return response
    const record: HeaderRecord = {}
    for (const [name, value] of response.headers) {
      // One per request would be wrong to repeat; none is expected on a cached page.
      if (name === 'set-cookie') return response
      record[name] = value
    }
    if (status === 200) {
      const body = encoding === 'br' ? mark.entry.br : encoding === 'gzip' ? mark.entry.gzip : mark.entry.identity
      const sent = record['content-encoding'] ?? 'identity'
      if (sent !== encoding || record['content-length'] !== String(body.byteLength)) return response
    }
    if (record['etag'] !== mark.entry.etag) return response
    // The answer that taught it may have been the render itself; what follows are hits.
    if ('x-render-cache' in record) record['x-render-cache'] = 'HIT'

    const perUrl = (mark.entry.learned ??= new Map())
    const url = request.url
    let variants = perUrl.get(url)
    if (!variants) {
      if (perUrl.size >= MAX_URLS_PER_ENTRY) return response
      perUrl.set(url, (variants = {}))
    }
    variants[`${encoding}:${status}`] = record
    const known = routes.get(url)
    if (known?.cache !== mark.cache || known.key !== mark.key) {
      if (!known && routes.size >= MAX_ROUTES) routes.delete(routes.keys().next().value!)
      routes.set(url, { cache: mark.cache, key: mark.key })
    }
    return response
  }

  return state
}
