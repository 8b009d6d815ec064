/**
 * Statistik's counting in memory (docs/decisions/0061-private-insights.md): a view or a search
 * adds one to a sum in this process, and the sums go to the store in one `add` every few
 * seconds and when the process stops. The store never sees one write per view, and a request
 * never waits for the store. A crash loses at most the last interval's counts.
 */
import type { InsightsIncrement } from '../../../shared/insights/types'
import type { InsightsCounter, InsightsStore } from './ports'

/** How often the sums are written (a Functions instance may be stopped soon after its last request). */
export const INSIGHTS_FLUSH_MS = 5_000
/**
 * The most counters one interval holds: a flood of distinct paths or queries cannot grow the
 * process's memory or one write beyond this; what comes past it is dropped and counted as dropped.
 */
export const INSIGHTS_BUFFER_MAX_KEYS = 5_000

export interface InsightsBufferOptions {
  flushMs?: number
  maxKeys?: number
  /** Where a failed write is reported (the sums are kept for the next flush). */
  onError?: (error: unknown) => void
}

const SEP = '\u0000'

export class InsightsBuffer implements InsightsCounter {
  #sums = new Map<string, InsightsIncrement>()
  #timer: ReturnType<typeof setTimeout> | undefined
  #flushing: Promise<void> = Promise.resolve()
  #dropped = 0
  readonly #flushMs: number
  readonly #maxKeys: number
  readonly #onError: (error: unknown) => void

  constructor(
    readonly store: InsightsStore,
    options: InsightsBufferOptions = {},
  ) {
    this.#flushMs = options.flushMs ?? INSIGHTS_FLUSH_MS
    this.#maxKeys = options.maxKeys ?? INSIGHTS_BUFFER_MAX_KEYS
    this.#onError = options.onError ?? ((error) => console.error('Statistik tidak dapat disimpan', error))
  }

  count(increment: Omit<InsightsIncrement, 'count'> & { count?: number }): void {
    const id = increment.day + SEP + increment.lang + SEP + increment.dimension + SEP + increment.key
    const by = increment.count ?? 1
    const sum = this.#sums.get(id)
    if (sum) sum.count += by
    else if (this.#sums.size >= this.#maxKeys) this.#dropped += by
    else this.#sums.set(id, { day: increment.day, lang: increment.lang, dimension: increment.dimension, key: increment.key, count: by })
    // One timer per interval, started by the first count after a flush: an idle process wakes for nothing.
    if (!this.#timer) {
      this.#timer = setTimeout(() => {
        this.#timer = undefined
        void this.flush()
      }, this.#flushMs)
      this.#timer.unref?.()
    }
  }

  /** Counts waiting for the next flush (tests, the bench). */
  get pending(): number {
    return this.#sums.size
  }

  /** Counts dropped because an interval held INSIGHTS_BUFFER_MAX_KEYS counters already. */
  get dropped(): number {
    return this.#dropped
  }

  /** Writes what is waiting now; resolves once it is stored (or kept for the next try after a failure). */
  flush(): Promise<void> {
    this.#flushing = this.#flushing.then(() => this.#write())
    return this.#flushing
  }

  /** Stops the timer and writes what is waiting (the backend's close, on SIGTERM). */
  async close(): Promise<void> {
    if (this.#timer) clearTimeout(this.#timer)
    this.#timer = undefined
    await this.flush()
  }

  async #write(): Promise<void> {
    if (this.#sums.size === 0) return
    const batch = [...this.#sums.values()]
    this.#sums = new Map()
    try {
      await this.store.add(batch)
    } catch (error) {
      this.#onError(error)
      // Kept for the next flush, merged with what came meanwhile (still within the key limit).
      for (const increment of batch) this.count(increment)
    }
  }
}
