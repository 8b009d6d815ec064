/**
 * The form limits' counters of the embedded backend: in this process's memory, which is where
 * the one process serving the site keeps them anyway (docs/decisions/0046-shared-form-limits.md).
 */
import { SlidingWindowLimiter } from '../security/sliding-window'
import type { RateCounters, RateWindow } from './ports'

export class MemoryRateCounters implements RateCounters {
  readonly shared = false
  readonly maxLimit = Number.POSITIVE_INFINITY
  readonly #windows = new Map<string, SlidingWindowLimiter>()

  async hit(name: string, key: string, rule: RateWindow, nowMs: number): Promise<number> {
    // One limiter per name and rule: a caller that changes its rule starts a window of its own.
    const id = `${name}|${rule.limit}|${rule.windowMs}`
    let window = this.#windows.get(id)
    if (!window) this.#windows.set(id, (window = new SlidingWindowLimiter(rule)))
    return window.hit(key, nowMs)
  }
}
