/**
 * At most `limit` events per key in any `windowMs` (a sliding window of timestamps): exact where
 * a token bucket is not, so "the 6th submission in a minute" is refused whatever the spacing of
 * the first five. Memory is bounded: past `maxKeys` the least recently seen key is forgotten,
 * which only ever lets a forgotten client start afresh. Kept per process (per Functions instance
 * on Firebase), like the other limits (docs/security.md, known limits).
 */
export class SlidingWindowLimiter {
  readonly #events = new Map<string, number[]>()
  readonly #limit: number
  readonly #windowMs: number
  readonly #maxKeys: number

  constructor(options: { limit: number; windowMs: number; maxKeys?: number }) {
    if (!(options.limit >= 1) || !(options.windowMs > 0)) throw new RangeError('SlidingWindowLimiter needs limit >= 1 and windowMs > 0')
    this.#limit = options.limit
    this.#windowMs = options.windowMs
    this.#maxKeys = options.maxKeys ?? 50_000
  }

  /** Records one event: 0 when it may go, else the milliseconds until it may (nothing recorded then). */
  hit(key: string, now: number): number {
    const since = now - this.#windowMs
    const recent = (this.#events.get(key) ?? []).filter((at) => at > since && at <= now)
    this.#events.delete(key)
    if (recent.length >= this.#limit) {
      this.#events.set(key, recent)
      return Math.max(1, recent[0]! + this.#windowMs - now)
    }
    recent.push(now)
    this.#events.set(key, recent)
    if (this.#events.size > this.#maxKeys) {
      const oldest = this.#events.keys().next().value
      if (oldest !== undefined) this.#events.delete(oldest)
    }
    return 0
  }

  get size(): number {
    return this.#events.size
  }
}
