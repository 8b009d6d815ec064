/**
 * Answers "does an item that is public now use this image?" for the image routes without a
 * store query per request: the schedule of public images (`publicImageSchedule`) is held in
 * memory and read again on the next question after a change that may have made a file shown
 * later or no more (docs/decisions/0006). A change that only shows files, or shows them
 * earlier, is applied to the schedule in place, and a change to a collection that shows no
 * image leaves it alone: at 10,000 posts a read of the schedule reads every post
 * (docs/scale.md), which a form sent by a visitor or a new post's cover need not cost. Dates are
 * compared at each question, so a scheduled cover becomes visible at its date without any event.
 */
import { isPublishedAt } from '../../../shared/publish-rule'
import type { ChangeEvent, ChangeEvents, ContentStore } from '../backends/ports'
import { IMAGE_SCHEDULE_COLLECTIONS, itemImageSchedule, publicImageSchedule, type ImageScheduleCollection } from './public-content'

const SHOWS_IMAGES: ReadonlySet<string> = new Set(IMAGE_SCHEDULE_COLLECTIONS)

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
  /** Documents read at a time from the large collections (`publicImageSchedule`). */
  pageSize?: number
}

export class PublicImageIndex {
  #store: ContentStore
  #maxAgeMs: number
  #recheckAfterMs: number
  #pageSize: number | undefined
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
    this.#pageSize = options.pageSize
    events.subscribe((event) => this.#changed(event))
  }

  /**
   * A write: the schedule is kept when the write can only have shown files (a new item, a new
   * file, an earlier date), each of the item's images at its earliest date; dropped when a file
   * the item showed may now be shown later or no more, since another item may still show it
   * and only a read can tell. A read under way is not kept either way (it may not have seen the write).
   */
  #changed(event: ChangeEvent) {
    if (!SHOWS_IMAGES.has(event.collection)) return
    this.#generation++
    const schedule = this.#schedule
    if (!schedule) return
    const collection = event.collection as ImageScheduleCollection
    const earliest = (uses: readonly (readonly [string, string])[]) => {
      const byPath = new Map<string, string>()
      for (const [path, from] of uses) if (!byPath.has(path) || from < byPath.get(path)!) byPath.set(path, from)
      return byPath
    }
    const before = earliest(event.before ? itemImageSchedule(collection, event.before) : [])
    const after = earliest(event.after ? itemImageSchedule(collection, event.after) : [])
    for (const [path, from] of before) {
      const now = after.get(path)
      // The item set this file's date (or shared it) and now shows it later or not at all.
      if (schedule.get(path) === from && (now === undefined || now > from)) {
        this.clear()
        return
      }
    }
    for (const [path, from] of after) {
      const known = schedule.get(path)
      if (known === undefined || from < known) schedule.set(path, from)
    }
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
    const schedule = publicImageSchedule(this.#store, this.#pageSize).then((read) => {
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
