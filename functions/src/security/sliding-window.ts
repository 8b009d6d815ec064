/**
 * At most `limit` events per key in any `windowMs` (a sliding window of timestamps): exact where
 * a token bucket is not, so "the 6th submission in a minute" is refused whatever the spacing of
 * the first five. Memory is bounded: past `maxKeys` the least recently seen key is forgotten,
 * which only ever lets a forgotten client start afresh. Kept per process: on Firebase the public
 * forms' limits count in Firestore as well (shared-window.ts), with this as each instance's own view.
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

  /** What `hit` would answer, recording nothing. */
  wait(key: string, now: number): number {
    const since = now - this.#windowMs
    const recent = (this.#events.get(key) ?? []).filter((at) => at > since && at <= now)
    return recent.length >= this.#limit ? Math.max(1, recent[recent.length - this.#limit]! + this.#windowMs - now) : 0
  }

  /** Records one event: 0 when it may go, else the milliseconds until it may (nothing recorded then). */
  hit(key: string, now: number): number {
    const since = now - this.#windowMs
    const recent = (this.#events.get(key) ?? []).filter((at) => at > since && at <= now)
    this.#events.delete(key)
    if (recent.length >= this.#limit) {
      this.#events.set(key, recent)
      return Math.max(1, recent[recent.length - this.#limit]! + this.#windowMs - now)
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
