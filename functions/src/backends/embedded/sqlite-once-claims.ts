/** OnceClaims in the embedded store's SQLite file: a key is a row, taken by the first insert. */
import type Database from 'better-sqlite3'
import { checkOnceKey, type OnceClaims } from '../once-claims'

export class SqliteOnceClaims implements OnceClaims {
  readonly #insert: Database.Statement

  constructor(db: Database.Database) {
    db.exec('CREATE TABLE IF NOT EXISTS once_claims (key TEXT PRIMARY KEY, at TEXT NOT NULL) WITHOUT ROWID')
    // One statement: SQLite's write lock makes two processes' inserts of one key take turns.
    this.#insert = db.prepare('INSERT OR IGNORE INTO once_claims (key, at) VALUES (?, ?)')
  }

  async claim(key: string, at: Date): Promise<boolean> {
    checkOnceKey(key)
    return this.#insert.run(key, at.toISOString()).changes === 1
  }
}
