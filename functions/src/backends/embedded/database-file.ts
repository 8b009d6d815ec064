/**
 * The embedded store's database file as backup and restore handle it (functions/src/backup/):
 * a snapshot taken while the site runs, a copy's checks and counts, and the exclusive lock a
 * restore holds. The SQLite driver stays behind the backend: the backup code asks for these
 * operations by file name and never opens a connection itself.
 */
import Database from 'better-sqlite3'
import { STORED_NAME_PATTERN } from '../../../../shared/schemas/file-paths'
import { COLLECTION_NAMES } from '../../../../shared/collections/index'

/** Pages per backup step: all of them, so the copy is taken in one read transaction. */
const ALL_PAGES = 0x7fffffff

/**
 * Copies the live database to `copy` with SQLite's online backup API, every page in one step:
 * one committed state however many writes the site makes meanwhile, writers not blocked (WAL).
 * Never a file copy: that misses what is still in the WAL, and can catch a checkpoint half-way.
 */
export async function snapshotDatabase(live: string, copy: string): Promise<void> {
  const source = new Database(live, { fileMustExist: true, timeout: 5000 })
  try {
    await source.backup(copy, { progress: () => ALL_PAGES })
  } finally {
    source.close()
  }
}

/** A database file opened for the checks a backup and a restore make on their own copy. */
export interface DatabaseCopy {
  /** One self-contained file (rollback journal, no -wal/-shm beside it); the server turns WAL back on at start. */
  selfContained(): void
  /** `PRAGMA integrity_check` as one string: 'ok' when the file is sound. */
  integrity(): string
  /** Rows per ordinary table of the main schema (not SQLite's own, not FTS5 shadow tables). */
  tableCounts(): Record<string, number>
  /**
   * Upload paths (`folder/name`) the stored content mentions: file fields and links in rich
   * text alike. `folders` are the upload folders to look for.
   */
  referencedUploads(folders: readonly string[]): Set<string>
  /** Deletes every row of `table` (a restore leaves sessions behind). */
  clearTable(table: string): void
  close(): void
}

/** Opens a copy of the database (a backup's, a restore's staged one) for its checks. */
export function openDatabaseCopy(file: string): DatabaseCopy {
  const db = new Database(file, { timeout: 5000 })
  return {
    selfContained: () => void db.pragma('journal_mode = DELETE'),
    integrity() {
      const rows = db.pragma('integrity_check') as { integrity_check: string }[]
      return rows.map((r) => r.integrity_check).join('; ')
    },
    tableCounts() {
      const tables = (db.pragma('table_list') as { schema: string; name: string; type: string }[])
        .filter((t) => t.schema === 'main' && (t.type === 'table' || t.type === 'virtual') && !t.name.startsWith('sqlite_'))
        .map((t) => t.name)
        .sort()
      const counts: Record<string, number> = {}
      for (const name of tables) {
        counts[name] = (db.prepare(`SELECT count(*) AS n FROM "${name.replace(/"/g, '""')}"`).get() as { n: number }).n
      }
      return counts
    },
    referencedUploads(folders) {
      const found = new Set<string>()
      if (folders.length === 0) return found
      const escaped = folders.map((f) => f.replace(/[^A-Za-z0-9_]/g, '')).filter(Boolean)
      const pattern = new RegExp(`(?<![A-Za-z0-9_])(?:${escaped.join('|')})/${STORED_NAME_PATTERN}`, 'g')
      const existing = new Set((db.pragma('table_list') as { name: string }[]).map((t) => t.name))
      for (const collection of COLLECTION_NAMES) {
        if (!existing.has(collection)) continue
        for (const row of db.prepare(`SELECT data FROM "${collection}"`).iterate() as Iterable<{ data: string }>) {
          for (const match of row.data.matchAll(pattern)) {
            // Stored files always have an extension; `publications/{id}` alone is a document reference.
            const candidate = match[0].replace(/\.+$/, '')
            if (/\.[A-Za-z0-9]+$/.test(candidate)) found.add(candidate)
          }
        }
      }
      return found
    },
    clearTable: (table) => void db.prepare(`DELETE FROM "${table}"`).run(),
    close: () => db.close(),
  }
}

/** Held while a restore swaps the files: released once the new database is in place. */
export interface DatabaseLock {
  release(): void
}

/**
 * An exclusive lock on the live store, or null when another connection has it open. In WAL
 * mode every open connection keeps a shared lock, so this fails at once while the site runs
 * even when it is idle. The database is then made self-contained (WAL checkpointed into it,
 * rollback journal in memory), so it can be moved without its -wal and -shm files.
 */
export function lockDatabaseFile(file: string): DatabaseLock | null {
  const db = new Database(file, { fileMustExist: true, timeout: 0 })
  try {
    db.pragma('locking_mode = EXCLUSIVE')
    db.exec('BEGIN EXCLUSIVE')
    db.exec('COMMIT')
    db.pragma('wal_checkpoint(TRUNCATE)')
    db.pragma('journal_mode = MEMORY')
    return { release: () => db.close() }
  } catch (error) {
    db.close()
    if (String((error as { code?: string }).code).startsWith('SQLITE_BUSY')) return null
    throw error
  }
}
