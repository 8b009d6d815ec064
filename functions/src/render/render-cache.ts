import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib'
import { createHash } from 'node:crypto'

export interface CachedPage {
  status: number
  contentType: string
  etag: string
  identity: Uint8Array
  gzip: Uint8Array
  br: Uint8Array
}

export interface RenderCacheOptions {
  /** Entries kept at most; the oldest go first (unique query strings cannot grow memory without bound). */
  maxEntries?: number
  /**
   * An entry older than this is rendered again (default: no age limit). For instances that do
   * not receive every change event, as with several Functions instances behind Hosting.
   */
  maxAgeMs?: number
}

/**
 * Rendered public pages held in memory, compressed once. Any change event clears it
 * (content writes are rare next to reads; see docs/decisions/0006-render-cache.md), and
 * so does the arrival of the next scheduled publication date.
 */
export class RenderCache {
  #entries = new Map<string, CachedPage>()
  /** When each entry was stored (ms), for `maxAgeMs`. */
  #storedAt = new Map<string, number>()
  #maxEntries: number
  #maxAgeMs: number
  /** Instant (ms) at which a scheduled item becomes public; the cache is dropped then. */
  #expiresAt: number | null = null
  #generation = 0
  hits = 0
  misses = 0

  constructor(options: RenderCacheOptions = {}) {
    this.#maxEntries = options.maxEntries ?? 2000
    this.#maxAgeMs = options.maxAgeMs ?? Number.POSITIVE_INFINITY
  }

  get size() {
    return this.#entries.size
  }

  /** Bumped on every clear: a render that started before a clear is not stored after it. */
  get generation() {
    return this.#generation
  }

  get(key: string, now = Date.now()): CachedPage | undefined {
    if (this.#expiresAt !== null && now >= this.#expiresAt) this.clear()
    if (now - (this.#storedAt.get(key) ?? now) >= this.#maxAgeMs) {
      this.#entries.delete(key)
      this.#storedAt.delete(key)
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

  set(key: string, page: Omit<CachedPage, 'gzip' | 'br' | 'etag'>, generation: number, now = Date.now()): CachedPage {
    const entry = compressPage(page)
    if (generation !== this.#generation) return entry
    this.#entries.set(key, entry)
    this.#storedAt.set(key, now)
    while (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next().value
      if (oldest === undefined) break
      this.#entries.delete(oldest)
      this.#storedAt.delete(oldest)
    }
    return entry
  }

  /** Sets when cached pages stop being valid (the next scheduled publication), or null. */
  expireAt(instant: number | null) {
    this.#expiresAt = instant
  }

  get expiresAt() {
    return this.#expiresAt
  }

  clear() {
    this.#entries.clear()
    this.#storedAt.clear()
    this.#expiresAt = null
    this.#generation++
  }
}

export function compressPage(page: Omit<CachedPage, 'gzip' | 'br' | 'etag'>): CachedPage {
  const bytes = Buffer.from(page.identity)
  return {
    ...page,
    etag: `"${createHash('sha1').update(bytes).digest('base64url').slice(0, 27)}"`,
    gzip: gzipSync(bytes, { level: 6 }),
    br: brotliCompressSync(bytes, {
      params: {
        // Quality 5, not 11: a cache miss is compressed on the request path, and 11 costs
        // ~100 ms per page (measured under load) for a few percent fewer bytes; 5 takes ~1 ms.
        [zlib.BROTLI_PARAM_QUALITY]: 5,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
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
