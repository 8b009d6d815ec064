import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { ChangeEmitter } from '../change-emitter'
import type { Backend } from '../ports'
import { LocalFileStore } from './local-file-store'
import { MemoryRateCounters } from '../memory-rate-counters'
import { SqliteContentStore } from './sqlite-content-store'
import { SqliteIdentity } from './sqlite-identity'
import { SecretBox, TWO_FACTOR_KEY_FILE } from '../../auth/secret-box'
import { FtsSearchIndex } from './fts-search-index'
import { SqliteInsightsStore } from './sqlite-insights-store'
import { InsightsBuffer } from '../insights-buffer'
import { SqliteOnceClaims } from './sqlite-once-claims'
import { reindexAll, createScheduledSweep, syncSearchOnChange } from '../../search/search-sync'
import { pruneOrphanUploadsIfDue, type PruneResult } from '../../uploads/prune-orphan-uploads'
import { latestSchemaVersion, MIGRATIONS, runMigrations, SCHEMA_META_KEY, type MigrationStep } from '../migrations'

/** How often uploads no item uses are looked for (they are deleted a week after their upload). */
const PRUNE_INTERVAL_MS = 6 * 60 * 60 * 1000

export interface EmbeddedBackend extends Backend {
  name: 'embedded'
  content: SqliteContentStore
  files: LocalFileStore
  events: ChangeEmitter
  identity: SqliteIdentity
  search: FtsSearchIndex
  dataDir: string
  openRateCounters(): MemoryRateCounters
  insights: SqliteInsightsStore
  insightsCounter: InsightsBuffer
  prepare(log?: (line: string) => void): Promise<void>
  /** Runs the scheduled-publication sweep now (it also runs every minute). */
  sweep(): Promise<{ added: number; removed: number }>
  /** Deletes old uploads no item uses (it also runs at start and every six hours). */
  pruneUploads(): Promise<PruneResult>
}

/** The zero-setup backend: `DATA_DIR/content.db` (SQLite) and `DATA_DIR/uploads`. */
export function createEmbeddedBackend(options: {
  dataDir: string
  now?: () => Date
  sweepIntervalMs?: number
  /** The schema steps `prepare()` applies (default: backends/migrations.ts's list; tests pass their own). */
  migrations?: readonly MigrationStep[]
}): EmbeddedBackend {
  const dataDir = path.resolve(options.dataDir)
  mkdirSync(path.join(dataDir, 'uploads'), { recursive: true })
  const events = new ChangeEmitter()
  const file = path.join(dataDir, 'content.db')
  const created = !existsSync(file)
  const content = new SqliteContentStore({ file, events, now: options.now })
  // A store created by this code holds only documents of its shape: born at the latest schema
  // version, so the steps of older stores never run on it (backends/migrations.ts).
  if (created) {
    content.db
      .prepare(`INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)`)
      .run(SCHEMA_META_KEY, JSON.stringify({ version: latestSchemaVersion(options.migrations ?? MIGRATIONS), step: null }))
  }
  const files = new LocalFileStore(path.join(dataDir, 'uploads'))
  // Authenticator secrets are sealed with a key of their own beside the database (decision 32).
  const identity = new SqliteIdentity(content.db, options.now ? () => options.now!().getTime() : undefined, {
    secrets: () => SecretBox.fromKeyFile(path.join(dataDir, TWO_FACTOR_KEY_FILE)),
  })
  const search = new FtsSearchIndex(content.db)
  // Statistik's counters, in the same file; the process's sums are written every few seconds and at close.
  const insights = new SqliteInsightsStore(content.db)
  const insightsCounter = new InsightsBuffer(insights)
  const now = options.now ?? (() => new Date())
  const deps = { store: content, search, now }
  // The embedded backend delivers the search triggers from its own change events, after commit.
  events.subscribe((event) => syncSearchOnChange(event, deps))
  const sweep = createScheduledSweep(deps)
  const timer = setInterval(() => {
    sweep().catch((error) => console.error('search sweep failed', error))
  }, options.sweepIntervalMs ?? 60_000)
  timer.unref()
  // Every run is recorded in the store; the start prunes only when the last run is older than
  // the interval, so a restarted server does not read every item again (uploads/prune-orphan-uploads.ts).
  const prune = async (unlessWithinMs: number) => {
    const result = await pruneOrphanUploadsIfDue({ store: content, files, now }, unlessWithinMs)
    if (result?.deleted.length) console.log(`${result.deleted.length} file unggahan yang tidak dipakai dihapus.`)
    return result
  }
  const pruneUploads = async () => (await prune(0))!
  const pruneTimer = setInterval(() => {
    pruneUploads().catch((error) => console.error('upload pruning failed', error))
  }, PRUNE_INTERVAL_MS)
  pruneTimer.unref()
  return {
    name: 'embedded',
    content,
    files,
    events,
    identity,
    search,
    dataDir,
    // A fresh set per app: one process serves the site, and each app counts its own forms.
    openRateCounters: () => new MemoryRateCounters(),
    insights,
    insightsCounter,
    onceClaims: new SqliteOnceClaims(content.db),
    sweep,
    pruneUploads,
    async prepare(log = (line: string) => console.log(line)) {
      // One process owns the SQLite file, so it brings the stored documents up to the code's
      // schema before serving (backends/migrations.ts); a store already there costs one read.
      await runMigrations(content, { log, ...(options.migrations ? { steps: options.migrations } : {}) })
      // A store copied in, restored from a backup or opened by a newer version whose index
      // layout changed has content but no search index: rebuild it before serving.
      const indexed = await search.parentIds('staff')
      if (indexed.size === 0 && !(await content.isEmpty())) {
        const { total } = await reindexAll(deps)
        log(`Indeks pencarian dibangun ulang: ${total} dokumen.`)
      }
      // Upkeep, not what serving needs: each writes its last run to the store, so a file another
      // process holds locked (a long restore, an operator's sqlite3 shell) would otherwise keep
      // the whole site from starting. Their timers try again.
      const upkeep = async (name: string, work: () => Promise<unknown>) => {
        try {
          await work()
        } catch (error) {
          log(`Mulai: ${name} belum dapat dijalankan (${error instanceof Error ? error.message : String(error)}); dicoba lagi nanti.`)
        }
      }
      await upkeep('penyelarasan indeks pencarian', sweep)
      await upkeep('pembersihan unggahan', () => prune(PRUNE_INTERVAL_MS))
    },
    async close() {
      clearInterval(timer)
      clearInterval(pruneTimer)
      // Before the file closes: the last seconds' views are written, not lost with the process.
      await insightsCounter.close().catch((error) => console.error('Statistik tidak dapat disimpan', error))
      content.close()
    },
  }
}
