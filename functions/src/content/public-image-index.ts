/**
 * Answers "does an item that is public now use this image?" for the image routes without a
 * store query per request: the schedule of public images (`publicImageSchedule`) is held in
 * memory, dropped on every change event like the render cache (docs/decisions/0006), and
 * read again on the next question. Dates are compared at each question, so a scheduled cover
 * becomes visible at its date without any event.
 */
import { isPublishedAt } from '../../../shared/publish-rule'
import type { ChangeEvents, ContentStore } from '../backends/ports'
import { publicImageSchedule } from './public-content'

export interface PublicImageIndexOptions {
  /**
   * Read the schedule again once it is this old (ms), event or not: for instances that do
   * not receive every change event, as with several Functions instances behind Hosting.
   */
  maxAgeMs?: number | null
  /**
   * With `maxAgeMs`: an existing file that the schedule does not show is looked up again once
   * the schedule is this old (ms), so a cover saved on another instance a moment ago is not
   * refused for a whole `maxAgeMs`. Files that do not exist never cause a read.
   */
  recheckAfterMs?: number
}

export class PublicImageIndex {
  #store: ContentStore
  #maxAgeMs: number
  #recheckAfterMs: number
  #schedule: Map<string, string> | null = null
  /** When the current schedule was read (ms, the questions' clock). */
  #readAt = 0
  /** Bumped on every change event: a read that started before one is not kept after it. */
  #generation = 0
  #pending: { generation: number; schedule: Promise<Map<string, string>> } | null = null
  /** Reads of the schedule so far (tests and measurements). */
  reads = 0

  constructor(store: ContentStore, events: ChangeEvents, options: PublicImageIndexOptions = {}) {
    this.#store = store
    this.#maxAgeMs = options.maxAgeMs ?? Number.POSITIVE_INFINITY
    this.#recheckAfterMs = options.recheckAfterMs ?? 5_000
    events.subscribe(() => this.clear())
  }

  clear() {
    this.#schedule = null
    this.#generation++
  }

  /**
   * True when a published post (date not after `now`) or a public profile uses the file.
   * `exists` is asked only when the schedule may be behind the store (see `recheckAfterMs`).
   */
  async isPublic(path: string, now: Date, exists?: () => Promise<boolean>): Promise<boolean> {
    const nowMs = now.getTime()
    const shownNow = (schedule: Map<string, string>) => {
      const from = schedule.get(path)
      return from !== undefined && isPublishedAt(from, now)
    }
    if (shownNow(await this.#current(nowMs, this.#maxAgeMs))) return true
    const mayBeBehind = Number.isFinite(this.#maxAgeMs) && nowMs - this.#readAt >= this.#recheckAfterMs
    if (!mayBeBehind || !exists || !(await exists())) return false
    return shownNow(await this.#current(nowMs, this.#recheckAfterMs))
  }

  /** The schedule if younger than `maxAgeMs`, else a fresh read (one at a time, shared by every waiting question). */
  async #current(nowMs: number, maxAgeMs: number): Promise<Map<string, string>> {
    if (this.#schedule && nowMs - this.#readAt < maxAgeMs) return this.#schedule
    const generation = this.#generation
    if (this.#pending?.generation === generation) return this.#pending.schedule
    this.reads++
    const schedule = publicImageSchedule(this.#store).then((read) => {
      if (generation === this.#generation) {
        this.#schedule = read
        this.#readAt = nowMs
      }
      return read
    })
    const pending = { generation, schedule }
    this.#pending = pending
    try {
      return await schedule
    } finally {
      if (this.#pending === pending) this.#pending = null
    }
  }
}
