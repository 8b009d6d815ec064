/**
 * A token bucket per key (usually a client address): `burst` requests at once, then `perMinute`
 * spread over the minute. Memory is bounded: past `maxKeys` the least recently seen keys are
 * forgotten, which only ever lets a forgotten client start with a full bucket again.
 * Kept in memory per process (per Functions instance on Firebase): a limit on how much one
 * client can make one instance work, not a global quota.
 */
export interface RateLimitOptions {
  burst: number
  perMinute: number
  maxKeys?: number
  now?: () => number
}

interface Bucket {
  tokens: number
  at: number
}

export class RateLimiter {
  readonly #buckets = new Map<string, Bucket>()
  readonly #burst: number
  readonly #perMs: number
  readonly #maxKeys: number
  readonly #now: () => number

  constructor(options: RateLimitOptions) {
    this.#burst = options.burst
    this.#perMs = options.perMinute / 60_000
    this.#maxKeys = options.maxKeys ?? 50_000
    this.#now = options.now ?? Date.now
  }

  /** Takes one token: 0 when the request may go, otherwise the milliseconds until it may. */
  take(key: string): number {
    const now = this.#now()
    const bucket = this.#buckets.get(key)
    let tokens = this.#burst
    if (bucket) {
      tokens = Math.min(this.#burst, bucket.tokens + (now - bucket.at) * this.#perMs)
      // Re-inserted below so the Map's order stays "least recently seen first".
      this.#buckets.delete(key)
    }
    if (tokens < 1) {
      this.#buckets.set(key, { tokens, at: now })
      return Math.ceil((1 - tokens) / this.#perMs)
    }
    this.#buckets.set(key, { tokens: tokens - 1, at: now })
    if (this.#buckets.size > this.#maxKeys) {
      const oldest = this.#buckets.keys().next().value
      if (oldest !== undefined) this.#buckets.delete(oldest)
    }
    return 0
  }

  get size(): number {
    return this.#buckets.size
  }
}
