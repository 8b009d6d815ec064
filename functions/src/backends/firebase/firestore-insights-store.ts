/**
 * Statistik's counters on Firestore (docs/decisions/0061-private-insights.md, docs/insights.md).
 * A document per dimension, day and shard, `insights/{dimension}~{day}~{shard}`, holds its
 * counters in one map, `c`, keyed `{lang}|{key}`. Each instance's flush is one batch of
 * `FieldValue.increment`s, one write per document it touches, never one per view.
 *
 * Shards: a counter goes to shard `(hash(key) + this instance's number) mod SHARDS`. Keys spread
 * over the shards (a day of many paths stays far below a document's 1 MiB), and a hot key (the
 * home page) is written by different instances into different documents, each written at most
 * once per flush interval by each instance. `c` is not indexed (firestore.indexes.json): a map
 * of thousands of keys would otherwise cost index entries on every write. No browser reads or
 * writes the collection (firestore.rules names no rule for it).
 */
import type { Firestore } from 'firebase-admin/firestore'
import { FieldPath, FieldValue } from './firestore-sdk'
import { isLang } from '../../../../shared/i18n/langs'
import { INSIGHTS_DIMENSIONS, type InsightsDay, type InsightsDimension, type InsightsIncrement, type InsightsPeriod, type InsightsRow } from '../../../../shared/insights/types'
import { StoreUnavailableError, type InsightsStore } from '../ports'
import { guardMethods, ServiceGuard, type DeadlineSettings } from '../with-deadline'
import { mergeIncrements, pathViewsOf, sortRows, summarise } from '../insights-summary'

export const INSIGHTS_COLLECTION = 'insights'
/** Documents a dimension's day may be spread over. */
export const INSIGHTS_SHARDS = 8
/** Writes in one batch (Firestore's limit is 500). */
const BATCH_MAX = 400

function hash(text: string): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619)
  return h >>> 0
}

const DIMENSIONS = new Set<string>(INSIGHTS_DIMENSIONS)

export class FirestoreInsightsStore implements InsightsStore {
  /** This instance's number, so instances counting the same key write different documents. */
  readonly #instance: number

  constructor(
    private readonly db: Firestore,
    options: { instance?: number } = {},
  ) {
    this.#instance = options.instance ?? Math.floor(Math.random() * INSIGHTS_SHARDS)
  }

  #collection() {
    return this.db.collection(INSIGHTS_COLLECTION)
  }

  async add(increments: readonly InsightsIncrement[]): Promise<void> {
    const documents = new Map<string, { day: string; dimension: InsightsDimension; counters: Record<string, FieldValue> }>()
    for (const row of mergeIncrements(increments)) {
      const shard = (hash(row.key) + this.#instance) % INSIGHTS_SHARDS
      const id = `${row.dimension}~${row.day}~${shard}`
      let document = documents.get(id)
      if (!document) documents.set(id, (document = { day: row.day, dimension: row.dimension, counters: {} }))
      // An object's keys are field names as they are (set with merge parses no dots): paths and queries fit.
      document.counters[`${row.lang}|${row.key}`] = FieldValue.increment(row.count)
    }
    const entries = [...documents]
    for (let start = 0; start < entries.length; start += BATCH_MAX) {
      const batch = this.db.batch()
      for (const [id, document] of entries.slice(start, start + BATCH_MAX)) {
        batch.set(this.#collection().doc(id), { day: document.day, dimension: document.dimension, c: document.counters }, { merge: true })
      }
      await batch.commit()
    }
  }

  /** The stored counters of the period, of one dimension or of all. */
  async #read(period: InsightsPeriod, dimension?: InsightsDimension): Promise<InsightsRow[]> {
    const query = dimension
      ? // The dimension leads the id: its days are one range of ids, read without an index of our own.
        this.#collection()
          .where(FieldPath.documentId(), '>=', `${dimension}~${period.from}`)
          .where(FieldPath.documentId(), '<=', `${dimension}~${period.to}~\uf8ff`)
      : this.#collection().where('day', '>=', period.from).where('day', '<=', period.to)
    const snapshot = await query.get()
    const rows: InsightsRow[] = []
    for (const document of snapshot.docs) {
      const day: unknown = document.get('day')
      const stored: unknown = document.get('dimension')
      const counters: unknown = document.get('c')
      if (typeof day !== 'string' || typeof stored !== 'string' || !DIMENSIONS.has(stored) || !counters || typeof counters !== 'object') continue
      for (const [field, count] of Object.entries(counters as Record<string, unknown>)) {
        const bar = field.indexOf('|')
        const lang = field.slice(0, bar)
        if (bar < 0 || !isLang(lang) || typeof count !== 'number') continue
        if (period.lang && lang !== period.lang) continue
        rows.push({ day, lang, dimension: stored as InsightsDimension, key: field.slice(bar + 1), count })
      }
    }
    return rows
  }

  async summary(period: InsightsPeriod, options: { top?: number } = {}) {
    return summarise(await this.#read({ from: period.from, to: period.to }), period, options.top)
  }

  async pathViews(paths: readonly string[], period: InsightsPeriod) {
    return pathViewsOf(await this.#read(period, 'view'), paths, period)
  }

  async rows(period: InsightsPeriod): Promise<InsightsRow[]> {
    // Shards hold parts of the same counters: summed back into one row each.
    return sortRows(mergeIncrements(await this.#read(period)))
  }

  async deleteBefore(day: InsightsDay): Promise<number> {
    let deleted = 0
    for (;;) {
      const snapshot = await this.#collection().where('day', '<', day).select().limit(BATCH_MAX).get()
      if (snapshot.empty) return deleted
      const batch = this.db.batch()
      for (const document of snapshot.docs) batch.delete(document.ref)
      await batch.commit()
      deleted += snapshot.size
    }
  }
}

/**
 * The store behind deadlines and a breaker of its own: a flush that Firestore does not answer
 * fails within seconds and its sums wait for the next one (backends/insights-buffer.ts), and the
 * Statistik page answers its unavailable state instead of waiting.
 */
export function guardInsightsStore(store: FirestoreInsightsStore, deadlines: DeadlineSettings): FirestoreInsightsStore {
  const guard = new ServiceGuard({
    service: 'insights',
    unavailable: (message, cause) => new StoreUnavailableError(message, { cause }),
    isOutage: (error) => error instanceof StoreUnavailableError,
    probeMs: deadlines.probeMs,
  })
  const { writeMs, longMs } = deadlines
  return guardMethods(store, guard, { add: writeMs, summary: longMs, pathViews: writeMs, rows: longMs, deleteBefore: longMs })
}
