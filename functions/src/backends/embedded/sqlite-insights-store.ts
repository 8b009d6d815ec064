/**
 * Statistik's counters in the embedded store's SQLite file: one row per day, language,
 * dimension and key, each flush one transaction of upserts that add to the row's count
 * (docs/decisions/0061-private-insights.md).
 */
import type Database from 'better-sqlite3'
import type { InsightsDay, InsightsIncrement, InsightsPeriod, InsightsRow } from '../../../../shared/insights/types'
import type { InsightsStore } from '../ports'
import { mergeIncrements, pathViewsOf, sortRows, summarise } from '../insights-summary'

export class SqliteInsightsStore implements InsightsStore {
  readonly #add: Database.Statement
  readonly #rows: Database.Statement
  readonly #rowsOfLang: Database.Statement
  readonly #delete: Database.Statement

  constructor(readonly db: Database.Database) {
    // Created with the store like its other tables; a store from before Statistik gains it at its next start.
    db.exec(`CREATE TABLE IF NOT EXISTS insights (
      day TEXT NOT NULL, lang TEXT NOT NULL, dimension TEXT NOT NULL, key TEXT NOT NULL, count INTEGER NOT NULL,
      PRIMARY KEY (day, lang, dimension, key)) WITHOUT ROWID`)
    this.#add = db.prepare(`INSERT INTO insights (day, lang, dimension, key, count) VALUES (?, ?, ?, ?, ?)
      ON CONFLICT (day, lang, dimension, key) DO UPDATE SET count = count + excluded.count`)
    const select = `SELECT day, lang, dimension, key, count FROM insights WHERE day >= ? AND day <= ?`
    this.#rows = db.prepare(`${select} ORDER BY day, lang, dimension, key`)
    this.#rowsOfLang = db.prepare(`${select} AND lang = ? ORDER BY day, lang, dimension, key`)
    this.#delete = db.prepare(`DELETE FROM insights WHERE day < ?`)
  }

  async add(increments: readonly InsightsIncrement[]): Promise<void> {
    const merged = mergeIncrements(increments)
    if (merged.length === 0) return
    this.db.transaction(() => {
      for (const row of merged) this.#add.run(row.day, row.lang, row.dimension, row.key, row.count)
    })()
  }

  #read(period: InsightsPeriod, lang: InsightsPeriod['lang']): InsightsRow[] {
    return (lang ? this.#rowsOfLang.all(period.from, period.to, lang) : this.#rows.all(period.from, period.to)) as InsightsRow[]
  }

  async summary(period: InsightsPeriod, options: { top?: number } = {}) {
    // Both languages are read: the summary compares them whatever language the period is for.
    return summarise(this.#read(period, undefined), period, options.top)
  }

  async pathViews(paths: readonly string[], period: InsightsPeriod) {
    return pathViewsOf(this.#read(period, period.lang), paths, period)
  }

  async rows(period: InsightsPeriod): Promise<InsightsRow[]> {
    return sortRows(this.#read(period, period.lang))
  }

  async deleteBefore(day: InsightsDay): Promise<number> {
    return this.#delete.run(day).changes
  }
}
