import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib'
import { createHash } from 'node:crypto'
import type { LearnedHeaders } from './cache-fast-path'
import type { PageView } from './page-view'

export interface CachedPage {
  status: number
  contentType: string
  etag: string
  identity: Uint8Array
  gzip: Uint8Array
  br: Uint8Array
  /** The full chain's headers for this entry per URL and variant, once seen (cache-fast-path.ts); dropped with the entry. */
  learned?: LearnedHeaders
  /**
   * What Statistik counts each time this entry is served (page-view.ts): absent for what is not
   * an indexed public page or a search (feeds, the sitemap, noindex pages).
   */
  view?: PageView
}

export interface RenderCacheOptions {
  /** Entries kept at most; the least recently used go first (unique query strings cannot grow memory without bound). */
  maxEntries?: number
  /**
   * Bytes kept at most (the three encodings and the key of every entry): a count alone does
   * not bound memory when pages differ in size. The least recently used go first.
   */
  maxBytes?: number
  /**
   * An entry older than this is rendered again (default: no age limit). For instances that do
   * not receive every change event, as with several Functions instances behind Hosting.
   */
  maxAgeMs?: number
  /**
   * How long past its freshness (its age limit, or the scheduled date that expired it) an entry
   * is kept to be served when rendering it again fails (`getStale`). Default 0: dropped then.
   * Stale entries are the same entries under the same limits: they take no memory of their own.
   */
  staleIfErrorMs?: number
}

/** A page past its freshness, served because rendering it again failed. */
export interface StalePage {
  page: CachedPage
  /** How long ago it stopped being fresh. */
  staleForMs: number
}

/**
 * Rendered public pages held in memory, compressed once. Any change event clears it
 * (content writes are rare next to reads; see docs/decisions/0006-render-cache.md); the
 * arrival of the next scheduled publication date, and an entry's age limit, make pages stale:
 * rendered again on their next request, and served as they were only if that render fails.
 */
/**
 * Defaults sized for the public pages of one firm: a few hundred distinct pages (lists with
 * their filters and pages, one per post and attorney) of about 20 KB each in all three
 * encodings, so ~10 MB in practice; the limits only matter when something asks for many more.
 * A large archive does (20,000 addresses at 10,000 posts): then the bytes are the server's
 * resident memory, held outside V8's heap, so 16 MB, some 500 of the most recently used pages
 * (docs/scale.md).
 */
export const DEFAULT_MAX_ENTRIES = 2000
export const DEFAULT_MAX_BYTES = 16 * 1024 * 1024

export class RenderCache {
  #entries = new Map<string, CachedPage>()
  /** Until when (ms) each entry is fresh: stored + `maxAgeMs`, or the scheduled date that expired it. */
  #freshUntil = new Map<string, number>()
  #bytes = 0
  #maxEntries: number
  #maxBytes: number
  #maxAgeMs: number
  #staleIfErrorMs: number
  /** Instant (ms) at which a scheduled item becomes public; the cache is dropped then. */
  #expiresAt: number | null = null
  #generation = 0
  hits = 0
  misses = 0
  /** Stale pages served (`getStale`), and when the last was (ms), for /healthz. */
  staleServed = 0
  lastStaleAt: number | null = null

  constructor(options: RenderCacheOptions = {}) {
    this.#maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES
    this.#maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES
    this.#maxAgeMs = options.maxAgeMs ?? Number.POSITIVE_INFINITY
    this.#staleIfErrorMs = options.staleIfErrorMs ?? 0
  }

  get size() {
    return this.#entries.size
  }

  /** Bytes held by the entries (see `entryBytes`). */
  get bytes() {
    return this.#bytes
  }

  /** Bumped on every clear: a render that started before a clear is not stored after it. */
  get generation() {
    return this.#generation
  }

  /** The entry while it is fresh; a stale one is kept (within `staleIfErrorMs`) for `getStale`, not returned. */
  get(key: string, now = Date.now()): CachedPage | undefined {
    this.#noteExpiry(now)
    const freshUntil = this.#freshUntil.get(key)
    if (freshUntil !== undefined && now >= freshUntil) {
      if (now >= freshUntil + this.#staleIfErrorMs) this.#delete(key)
      this.misses++
      return undefined
    }
    const entry = this.#entries.get(key)
    if (entry) {
      this.hits++
      // Refresh recency for the LRU order.
      this.#entries.delete(key)
      this.#entries.set(key, entry)
    } else {
      this.misses++
    }
    return entry
  }

  /** The entry while it is fresh, without counting a hit or moving it in the LRU order (Statistik reads a search's result count). */
  peek(key: string, now = Date.now()): CachedPage | undefined {
    const freshUntil = this.#freshUntil.get(key)
    if (freshUntil !== undefined && now >= freshUntil) return undefined
    if (this.#expiresAt !== null && now >= this.#expiresAt) return undefined
    return this.#entries.get(key)
  }

  /**
   * The last good render of `key` when it is no longer fresh but within `staleIfErrorMs` of it:
   * for a request whose render failed. Counted for /healthz, and kept as recently used.
   */
  getStale(key: string, now = Date.now()): StalePage | undefined {
    this.#noteExpiry(now)
    const entry = this.#entries.get(key)
    const freshUntil = this.#freshUntil.get(key)
    if (!entry || freshUntil === undefined || now >= freshUntil + this.#staleIfErrorMs) return undefined
    this.#entries.delete(key)
    this.#entries.set(key, entry)
    this.staleServed++
    this.lastStaleAt = now
    return { page: entry, staleForMs: Math.max(0, now - freshUntil) }
  }

  /**
   * The next scheduled publication date has come: every page rendered before it is out of date.
   * Without stale serving they are dropped; with it they stay, stale since that date.
   */
  #noteExpiry(now: number) {
    const expiresAt = this.#expiresAt
    if (expiresAt === null || now < expiresAt) return
    if (this.#staleIfErrorMs === 0) return this.clear()
    for (const [key, freshUntil] of this.#freshUntil) this.#freshUntil.set(key, Math.min(freshUntil, expiresAt))
    this.#expiresAt = null
    this.#generation++
  }

  set(key: string, page: Omit<CachedPage, 'gzip' | 'br' | 'etag' | 'learned'>, generation: number, now = Date.now()): CachedPage {
    const entry = compressPage(page)
    if (generation !== this.#generation) return entry
    this.#delete(key)
    const size = entryBytes(key, entry)
    // A page bigger than the whole budget is served but not kept (it would evict everything).
    if (size > this.#maxBytes) return entry
    this.#entries.set(key, entry)
    this.#freshUntil.set(key, now + this.#maxAgeMs)
    this.#bytes += size
    while (this.#entries.size > this.#maxEntries || this.#bytes > this.#maxBytes) {
      const oldest = this.#entries.keys().next().value
      if (oldest === undefined) break
      this.#delete(oldest)
    }
    return entry
  }

  #delete(key: string) {
    const entry = this.#entries.get(key)
    if (!entry) return
    this.#entries.delete(key)
    this.#freshUntil.delete(key)
    this.#bytes -= entryBytes(key, entry)
  }

  /** Sets when cached pages stop being valid (the next scheduled publication), or null. */
  expireAt(instant: number | null) {
    this.#expiresAt = instant
  }

  get expiresAt() {
    return this.#expiresAt
  }

  /** A change: every page may be wrong now, stale copies included. */
  clear() {
    this.#entries.clear()
    this.#freshUntil.clear()
    this.#bytes = 0
    this.#expiresAt = null
    this.#generation++
  }
}

/**
 * What an entry holds in memory: the bytes of its three encodings (their whole backing
 * buffers, see `exactCopy`) and its key (UTF-16), plus a rough allowance for the objects.
 */
export function entryBytes(key: string, page: CachedPage): number {
  return page.identity.buffer.byteLength + page.gzip.buffer.byteLength + page.br.buffer.byteLength + key.length * 2 + 256
}

/**
 * Node's synchronous zlib returns a view of a 16 KB output slab even when the result is a few
 * hundred bytes, and the view keeps the whole slab alive: measured on 2,000 entries, a 14 KB
 * page held 48 KB in the cache; with copies of the exact size it holds 16 KB.
 */
function exactCopy(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes)
}

export function compressPage(page: Omit<CachedPage, 'gzip' | 'br' | 'etag' | 'learned'>): CachedPage {
  const bytes = Buffer.from(page.identity.buffer, page.identity.byteOffset, page.identity.byteLength)
  return {
    ...page,
    identity: exactCopy(page.identity),
    etag: `"${createHash('sha1').update(bytes).digest('base64url').slice(0, 27)}"`,
    gzip: exactCopy(gzipSync(bytes, { level: 6 })),
    br: exactCopy(brotliCompressSync(bytes, {
      params: {
        // Quality 5, not 11: a cache miss is compressed on the request path, and 11 costs
        // ~100 ms per page (measured under load) for a few percent fewer bytes; 5 takes ~1 ms.
        [zlib.BROTLI_PARAM_QUALITY]: 5,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    })),
  }
}

/** Picks the best encoding the client accepts (br, then gzip, then none). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = parseAcceptEncoding(acceptEncoding ?? '')
  if ((accepted.get('br') ?? accepted.get('*') ?? 0) > 0) return 'br'
  if ((accepted.get('gzip') ?? accepted.get('*') ?? 0) > 0) return 'gzip'
  return 'identity'
}

function parseAcceptEncoding(header: string): Map<string, number> {
  const out = new Map<string, number>()
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    out.set(name, q ? Number(q.slice(2)) || 0 : 1)
  }
  return out
}
