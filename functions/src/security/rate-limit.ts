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
    // A bucket that never holds a whole token, or never refills, would refuse everyone forever.
    if (!(options.burst >= 1) || !(options.perMinute > 0)) throw new RangeError('RateLimiter needs burst >= 1 and perMinute > 0')
    this.#burst = options.burst
    this.#perMs = options.perMinute / 60_000
    this.#maxKeys = options.maxKeys ?? 50_000
    this.#now = options.now ?? Date.now
  }

  /**
   * Takes one token: 0 when the request may go, otherwise the milliseconds until it may.
   * `now` lets a caller use its request's clock (tests move it) instead of the limiter's.
   */
  take(key: string, now: number = this.#now()): number {
    const bucket = this.#buckets.get(key)
    let tokens = this.#burst
    if (bucket) {
      // A clock set back (NTP, a test) refills nothing rather than taking tokens away.
      tokens = Math.min(this.#burst, bucket.tokens + Math.max(0, now - bucket.at) * this.#perMs)
      // Re-inserted below so the Map's order stays "least recently seen first".
      this.#buckets.delete(key)
    }
    const allowed = tokens >= 1
    this.#buckets.set(key, { tokens: allowed ? tokens - 1 : tokens, at: now })
    if (this.#buckets.size > this.#maxKeys) {
      const oldest = this.#buckets.keys().next().value
      if (oldest !== undefined) this.#buckets.delete(oldest)
    }
    return allowed ? 0 : Math.ceil((1 - tokens) / this.#perMs)
  }

  get size(): number {
    return this.#buckets.size
  }
}
