import Database from 'better-sqlite3'
import { randomUUID } from 'node:crypto'
import { COLLECTION_NAMES } from '../../../../shared/collections'
import { COLLECTION_SPECS } from '../collections'
import type { ChangeEmitter } from '../change-emitter'
import { withDerivedFields } from '../derived-fields'
import { activityRecord, changeRecords, RANGE_END, type ChangeRecords } from '../history-records'
import type { ActivityEntry, ActivityFilter, HistoryKind, HistoryRecords, NewActivity, Revision, RevisionAction, RevisionSummary } from '../../../../shared/history'
import {
  NotFoundError,
  StaleVersionError,
  StoreUnavailableError,
  UniqueConstraintError,
  type CollectionName,
  type ContentStore,
  type DataOf,
  type DocOf,
  type BatchUpdate,
  type Projected,
  type PutOptions,
  type Query,
  type WriteOptions,
  ARRAY_CONTAINS_ANY_MAX,
} from '../ports'

interface Row {
  id: string
  data: string
  version: number
  created_at: string
  updated_at: string
  updated_by: string
}

const META_COLUMNS: Record<string, string> = {
  id: 'id',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  version: 'version',
}

const FIELD_NAME = /^[A-Za-z][A-Za-z0-9]*$/
const OPS = new Set(['==', '<', '<=', '>', '>='])

/** The indexed expression of a field; queries must use the same text for SQLite to use the index. */
function fieldExpression(field: string): string {
  const meta = META_COLUMNS[field]
  if (meta) return meta
  // Who saved last is a column too, queried only where the collection indexes it (Oleh saya).
  if (field === 'updatedBy') return 'updated_by'
  if (!FIELD_NAME.test(field)) throw new Error(`invalid field name: ${field}`)
  return `json_extract(data, '$.${field}')`
}

/** SQLite errors that mean the store cannot be used right now, not that the request is wrong. */
const UNAVAILABLE_CODES = new Set([
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'SQLITE_FULL',
  'SQLITE_IOERR',
  'SQLITE_READONLY',
  'SQLITE_CANTOPEN',
  'SQLITE_PERM',
  'SQLITE_CORRUPT',
  'SQLITE_NOTADB',
])

/**
 * A SQLite error that means the store cannot be used right now (locked, full, read-only,
 * damaged) as a StoreUnavailableError, the cause kept; any other error as it is.
 */
export function asStoreError(error: unknown): unknown {
  const code = (error as { code?: string } | null)?.code ?? ''
  if ([...UNAVAILABLE_CODES].some((prefix) => code.startsWith(prefix))) {
    return new StoreUnavailableError(`content store unavailable (${code})`, { cause: error })
  }
  return error
}

function translate(error: unknown, collection: string): never {
  const code = (error as { code?: string }).code ?? ''
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    const message = String((error as Error).message)
    const field = /\$\.(\w+)/.exec(message)?.[1] ?? (message.includes('.id') ? 'id' : 'slug')
    throw new UniqueConstraintError(collection, field)
  }
  throw asStoreError(error)
}

/** The table of a kind of history record (a fixed name, never the caller's text). */
function historyTable(kind: HistoryKind): 'revisions' | 'activity' {
  return kind === 'revisions' ? 'revisions' : 'activity'
}

export interface SqliteContentStoreOptions {
  file: string
  events: ChangeEmitter
  /**
   * How long a write waits for another process's lock before the store reports itself
   * unavailable. better-sqlite3 waits synchronously, so the whole server pauses meanwhile:
   * 2 s, not longer (docs/decisions/0005).
   */
  busyTimeoutMs?: number
  /** Clock for createdAt/updatedAt; tests pass their own. */
  now?: () => Date
}

/**
 * Content store on one SQLite file (better-sqlite3, WAL). Each collection is a table of
 * JSON documents with expression indexes on the fields its CollectionSpec declares;
 * array fields are mirrored in `memberships` so `array-contains` is an index lookup.
 */
export class SqliteContentStore implements ContentStore {
  readonly db: Database.Database
  #events: ChangeEmitter
  #now: () => Date
  #statements = new Map<string, Database.Statement>()

  constructor(options: SqliteContentStoreOptions) {
    this.#events = options.events
    this.#now = options.now ?? (() => new Date())
    try {
      this.db = new Database(options.file, { timeout: options.busyTimeoutMs ?? 2000 })
      // WAL lets readers run during a write; synchronous=FULL makes every acknowledged
      // write durable across power loss as well as crashes (docs/decisions/0005-sqlite-durability.md).
      this.db.pragma('journal_mode = WAL')
      this.db.pragma('synchronous = FULL')
      this.db.pragma('foreign_keys = ON')
      this.#migrate()
    } catch (error) {
      translate(error, 'store')
    }
  }

  #migrate(): void {
    const statements: string[] = [
      `CREATE TABLE IF NOT EXISTS memberships (
        collection TEXT NOT NULL, field TEXT NOT NULL, value TEXT NOT NULL, doc_id TEXT NOT NULL,
        PRIMARY KEY (collection, field, value, doc_id)) WITHOUT ROWID`,
      `CREATE INDEX IF NOT EXISTS memberships_by_doc ON memberships (collection, doc_id)`,
      // What the store records about itself (the schema version: backends/migrations.ts).
      `CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID`,
      // The editorial history (docs/decisions/0026): ids sort as instants, so the primary key
      // orders them; each row's whole record is its JSON.
      `CREATE TABLE IF NOT EXISTS revisions (
        id TEXT PRIMARY KEY, collection TEXT NOT NULL, doc_id TEXT NOT NULL, record TEXT NOT NULL) WITHOUT ROWID`,
      `CREATE INDEX IF NOT EXISTS revisions_by_doc ON revisions (collection, doc_id, id)`,
      `CREATE TABLE IF NOT EXISTS activity (
        id TEXT PRIMARY KEY, actor TEXT NOT NULL, action TEXT NOT NULL, record TEXT NOT NULL) WITHOUT ROWID`,
      `CREATE INDEX IF NOT EXISTS activity_by_actor ON activity (actor, id)`,
      `CREATE INDEX IF NOT EXISTS activity_by_action ON activity (action, id)`,
    ]
    for (const collection of COLLECTION_NAMES) {
      const spec = COLLECTION_SPECS[collection]
      statements.push(`CREATE TABLE IF NOT EXISTS "${collection}" (
        id TEXT PRIMARY KEY, data TEXT NOT NULL, version INTEGER NOT NULL,
        created_at TEXT NOT NULL, updated_at TEXT NOT NULL, updated_by TEXT NOT NULL)`)
      for (const field of spec.indexed) {
        const unique = spec.unique?.includes(field) ? 'UNIQUE ' : ''
        statements.push(
          `CREATE ${unique}INDEX IF NOT EXISTS "${collection}_${field}" ON "${collection}" (${fieldExpression(field)})`,
        )
      }
      for (const fields of spec.composite ?? []) {
        statements.push(
          `CREATE INDEX IF NOT EXISTS "${collection}_${fields.join('_')}" ON "${collection}" (${fields.map(fieldExpression).join(', ')})`,
        )
      }
    }
    this.db.exec(statements.join(';\n'))
  }

  #prepare(sql: string): Database.Statement {
    let statement = this.#statements.get(sql)
    if (!statement) {
      statement = this.db.prepare(sql)
      this.#statements.set(sql, statement)
    }
    return statement
  }

  #toDoc<C extends CollectionName>(row: Row): DocOf<C> {
    return {
      ...(JSON.parse(row.data) as object),
      id: row.id,
      version: row.version,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      updatedBy: row.updated_by,
    } as DocOf<C>
  }

  /**
   * With `walkOrder` (an ordered read with a limit) an array condition is checked on each row the
   * walk of the order's index meets (`+id`: no index for it), so the walk stops at the limit; else
   * SQLite may start from the array's memberships, read every member (1,339 posts of a practice
   * area's 32 attorneys, each one's JSON parsed for its date) and sort them all: 37 ms against 3.
   */
  #whereClause(collection: CollectionName, query: Pick<Query, 'where'> = {}, walkOrder = false): { sql: string; params: unknown[] } {
    const spec = COLLECTION_SPECS[collection]
    const parts: string[] = []
    const params: unknown[] = []
    for (const condition of query.where ?? []) {
      if (condition.op === 'array-contains' || condition.op === 'array-contains-any') {
        if (!spec.arrays?.includes(condition.field)) throw new Error(`${collection}.${condition.field} is not an indexed array`)
        const values = condition.op === 'array-contains-any' ? condition.value.map(String) : [String(condition.value)]
        if (condition.op === 'array-contains-any' && (values.length === 0 || values.length > ARRAY_CONTAINS_ANY_MAX)) {
          throw new Error(`array-contains-any takes 1 to ${ARRAY_CONTAINS_ANY_MAX} values`)
        }
        parts.push(`${walkOrder ? '+id' : 'id'} IN (SELECT doc_id FROM memberships WHERE collection = ? AND field = ? AND value IN (${values.map(() => '?').join(', ')}))`)
        params.push(collection, condition.field, ...values)
        continue
      }
      if (!OPS.has(condition.op)) throw new Error(`unsupported operator ${condition.op}`)
      if (!spec.indexed.includes(condition.field) && !(condition.field in META_COLUMNS)) {
        throw new Error(`${collection}.${condition.field} is not indexed`)
      }
      parts.push(`${fieldExpression(condition.field)} ${condition.op === '==' ? '=' : condition.op} ?`)
      params.push(typeof condition.value === 'boolean' ? Number(condition.value) : condition.value)
    }
    return { sql: parts.length ? ` WHERE ${parts.join(' AND ')}` : '', params }
  }

  async get<C extends CollectionName>(collection: C, id: string): Promise<DocOf<C> | null> {
    try {
      const row = this.#prepare(`SELECT * FROM "${collection}" WHERE id = ?`).get(id) as Row | undefined
      return row ? this.#toDoc<C>(row) : null
    } catch (error) {
      translate(error, collection)
    }
  }

  async getMany<C extends CollectionName>(collection: C, ids: readonly string[]): Promise<DocOf<C>[]> {
    if (ids.length === 0) return []
    try {
      const rows = this.#prepare(
        `SELECT * FROM "${collection}" WHERE id IN (SELECT value FROM json_each(?))`,
      ).all(JSON.stringify(ids)) as Row[]
      const byId = new Map(rows.map((row) => [row.id, row]))
      return ids.flatMap((id) => {
        const row = byId.get(id)
        return row ? [this.#toDoc<C>(row)] : []
      })
    } catch (error) {
      translate(error, collection)
    }
  }

  /** The statement of `query` returning `columns`. */
  #selectSql(collection: CollectionName, query: Query, columns: string): { sql: string; params: unknown[] } {
    const spec = COLLECTION_SPECS[collection]
    const order = (query.orderBy ?? []).map((o) => {
      if (!spec.indexed.includes(o.field) && !(o.field in META_COLUMNS)) {
        throw new Error(`${collection}.${o.field} is not indexed`)
      }
      return `${fieldExpression(o.field)} ${o.direction === 'desc' ? 'DESC' : 'ASC'}`
    })
    const { sql: where, params } = this.#whereClause(collection, query, order.length > 0 && query.limit !== undefined)
    const orderBy = order.length ? ` ORDER BY ${order.join(', ')}, id` : ''
    if (query.offset) {
      // A deep page: the rows skipped are found by their row ids (ties sorted by id, the first
      // column), and only the page's rows are read whole. Read whole, the skipped rows went
      // through the sort with their JSON (page 400 of blogs: 3,600 documents for nine).
      const inner = `SELECT rowid FROM "${collection}"${where}${orderBy} LIMIT ? OFFSET ?`
      return { sql: `SELECT ${columns} FROM "${collection}" WHERE rowid IN (${inner})${orderBy}`, params: [...params, query.limit ?? -1, query.offset] }
    }
    let sql = `SELECT ${columns} FROM "${collection}"${where}${orderBy}`
    if (query.limit !== undefined) {
      sql += ` LIMIT ?`
      params.push(query.limit)
    }
    return { sql, params }
  }

  async query<C extends CollectionName>(collection: C, query: Query = {}): Promise<DocOf<C>[]> {
    try {
      const { sql, params } = this.#selectSql(collection, query, '*')
      const rows = this.#prepare(sql).all(...params) as Row[]
      return rows.map((row) => this.#toDoc<C>(row))
    } catch (error) {
      translate(error, collection)
    }
  }

  async queryFields<C extends CollectionName, F extends keyof DocOf<C> & string>(collection: C, query: Query, fields: readonly F[]): Promise<Projected<C, F>[]> {
    try {
      // SQLite takes the fields out of the stored JSON, so only they reach JavaScript, not the
      // whole document: one json_extract of several paths answers a JSON array (true stays true,
      // where one path would give 1), so a lone path is asked twice. Metadata are columns.
      const meta = fields.filter((field) => field === 'updatedBy' || field in META_COLUMNS)
      const data = fields.filter((field) => !meta.includes(field))
      for (const field of data) if (!FIELD_NAME.test(field)) throw new Error(`invalid field name: ${field}`)
      const paths = data.map((field) => `'$.${field}'`)
      const columns = [
        'id',
        ...meta.map((field, i) => `${field === 'updatedBy' ? 'updated_by' : META_COLUMNS[field]} AS m${i}`),
        ...(paths.length ? [`json_extract(data, ${[...paths, ...(paths.length === 1 ? paths : [])].join(', ')}) AS picked`] : []),
      ]
      const { sql, params } = this.#selectSql(collection, query, columns.join(', '))
      const rows = this.#prepare(sql).all(...params) as ({ id: string; picked?: string } & Record<string, unknown>)[]
      return rows.map((row) => {
        const doc: Record<string, unknown> = {}
        const values = row.picked === undefined ? [] : (JSON.parse(row.picked) as unknown[])
        for (let i = 0; i < data.length; i++) doc[data[i]!] = values[i]
        for (let i = 0; i < meta.length; i++) doc[meta[i]!] = row[`m${i}`]
        doc.id = row.id
        return doc as Projected<C, F>
      })
    } catch (error) {
      translate(error, collection)
    }
  }

  async count<C extends CollectionName>(collection: C, query: Pick<Query, 'where'> = {}): Promise<number> {
    try {
      const { sql: where, params } = this.#whereClause(collection, query)
      const row = this.#prepare(`SELECT count(*) AS n FROM "${collection}"${where}`).get(...params) as { n: number }
      return row.n
    } catch (error) {
      translate(error, collection)
    }
  }

  async exists<C extends CollectionName>(collection: C, query: Pick<Query, 'where'> = {}): Promise<boolean> {
    try {
      const { sql: where, params } = this.#whereClause(collection, query)
      // The first match ends the walk, and no document is read whole.
      return this.#prepare(`SELECT 1 FROM "${collection}"${where} LIMIT 1`).get(...params) !== undefined
    } catch (error) {
      translate(error, collection)
    }
  }

  #writeMemberships(collection: CollectionName, id: string, data: Record<string, unknown>): void {
    this.#prepare(`DELETE FROM memberships WHERE collection = ? AND doc_id = ?`).run(collection, id)
    const insert = this.#prepare(`INSERT OR IGNORE INTO memberships (collection, field, value, doc_id) VALUES (?, ?, ?, ?)`)
    for (const field of COLLECTION_SPECS[collection].arrays ?? []) {
      const values = data[field]
      if (!Array.isArray(values)) continue
      for (const value of values) insert.run(collection, field, String(value), id)
    }
  }

  /** Inside the change's transaction: its revision and its log line (history-records.ts). */
  #writeHistory(collection: CollectionName, action: RevisionAction, doc: object, actor: string, at: string): void {
    const records: ChangeRecords = changeRecords({ collection, action, doc: doc as Record<string, unknown> & { id: string; version: number }, actor, at })
    if (records.revision) this.#insertRevision(records.revision)
    if (records.activity) this.#insertActivity(records.activity)
  }

  #insertRevision(revision: Revision, replace = false): void {
    this.#prepare(`INSERT ${replace ? 'OR REPLACE ' : ''}INTO revisions (id, collection, doc_id, record) VALUES (?, ?, ?, ?)`).run(
      revision.id,
      revision.collection,
      revision.docId,
      JSON.stringify(revision),
    )
  }

  #insertActivity(entry: ActivityEntry, replace = false): void {
    this.#prepare(`INSERT ${replace ? 'OR REPLACE ' : ''}INTO activity (id, actor, action, record) VALUES (?, ?, ?, ?)`).run(
      entry.id,
      entry.actor,
      entry.action,
      JSON.stringify(entry),
    )
  }

  /** The data as stored: metadata apart, the collection's derived fields written (derived-fields.ts). */
  #stripMeta(collection: CollectionName, data: object): Record<string, unknown> {
    const { id: _id, version: _v, createdAt: _c, updatedAt: _u, updatedBy: _b, ...rest } = data as Record<string, unknown>
    return withDerivedFields(collection, rest)
  }

  async create<C extends CollectionName>(
    collection: C,
    data: DataOf<C>,
    options: WriteOptions & { id?: string },
  ): Promise<DocOf<C>> {
    const id = options.id ?? randomUUID()
    const now = this.#now().toISOString()
    const body = this.#stripMeta(collection, data)
    try {
      this.db.transaction(() => {
        this.#prepare(
          `INSERT INTO "${collection}" (id, data, version, created_at, updated_at, updated_by) VALUES (?, ?, 1, ?, ?, ?)`,
        ).run(id, JSON.stringify(body), now, now, options.actor)
        this.#writeMemberships(collection, id, body)
        this.#writeHistory(collection, 'create', { ...body, id, version: 1, createdAt: now, updatedAt: now, updatedBy: options.actor }, options.actor, now)
      })()
    } catch (error) {
      translate(error, collection)
    }
    const doc = { ...body, id, version: 1, createdAt: now, updatedAt: now, updatedBy: options.actor } as DocOf<C>
    await this.#events.emit({ collection, id, before: null, after: doc })
    return doc
  }

  async update<C extends CollectionName>(
    collection: C,
    id: string,
    data: DataOf<C>,
    options: WriteOptions,
  ): Promise<DocOf<C>> {
    const now = this.#now().toISOString()
    const body = this.#stripMeta(collection, data)
    let before: DocOf<C> | null = null
    let after: DocOf<C> | null = null
    try {
      this.db.transaction(() => {
        const row = this.#prepare(`SELECT * FROM "${collection}" WHERE id = ?`).get(id) as Row | undefined
        if (!row) throw new NotFoundError(collection, id)
        if (options.expectedVersion !== undefined && options.expectedVersion !== row.version) {
          throw new StaleVersionError(collection, id, options.expectedVersion, row.version)
        }
        before = this.#toDoc<C>(row)
        const version = row.version + 1
        this.#prepare(`UPDATE "${collection}" SET data = ?, version = ?, updated_at = ?, updated_by = ? WHERE id = ?`).run(
          JSON.stringify(body),
          version,
          now,
          options.actor,
          id,
        )
        this.#writeMemberships(collection, id, body)
        after = { ...body, id, version, createdAt: row.created_at, updatedAt: now, updatedBy: options.actor } as DocOf<C>
        this.#writeHistory(collection, 'update', after, options.actor, now)
      }).immediate()
    } catch (error) {
      if (error instanceof NotFoundError || error instanceof StaleVersionError) throw error
      translate(error, collection)
    }
    await this.#events.emit({ collection, id, before, after })
    return after as unknown as DocOf<C>
  }

  async updateMany(writes: readonly BatchUpdate[], options: { actor: string }): Promise<DocOf<CollectionName>[]> {
    const now = this.#now().toISOString()
    const changes: { collection: CollectionName; id: string; before: DocOf<CollectionName>; after: DocOf<CollectionName> }[] = []
    try {
      // One transaction: every document is checked and written, or none is.
      this.db.transaction(() => {
        for (const write of writes) {
          const { collection, id } = write
          const body = this.#stripMeta(collection, write.data)
          const row = this.#prepare(`SELECT * FROM "${collection}" WHERE id = ?`).get(id) as Row | undefined
          if (!row) throw new NotFoundError(collection, id)
          if (write.expectedVersion !== row.version) throw new StaleVersionError(collection, id, write.expectedVersion, row.version)
          const version = row.version + 1
          this.#prepare(`UPDATE "${collection}" SET data = ?, version = ?, updated_at = ?, updated_by = ? WHERE id = ?`).run(JSON.stringify(body), version, now, options.actor, id)
          this.#writeMemberships(collection, id, body)
          const after = { ...body, id, version, createdAt: row.created_at, updatedAt: now, updatedBy: options.actor } as DocOf<CollectionName>
          this.#writeHistory(collection, 'update', after, options.actor, now)
          changes.push({ collection, id, before: this.#toDoc(row), after })
        }
      }).immediate()
    } catch (error) {
      changes.length = 0
      if (error instanceof NotFoundError || error instanceof StaleVersionError) throw error
      translate(error, writes[0]?.collection ?? 'store')
    }
    for (const change of changes) {
      await this.#events.emit(change)
      // better-sqlite3 answers synchronously, so the listeners' awaits never let the event loop
      // take a request: between documents it gets its turn (a page asked during a long move is served).
      await new Promise((resolve) => setImmediate(resolve))
    }
    return changes.map((change) => change.after)
  }

  async remove<C extends CollectionName>(collection: C, id: string, options: WriteOptions): Promise<void> {
    let before: DocOf<C> | null = null
    try {
      this.db.transaction(() => {
        const row = this.#prepare(`SELECT * FROM "${collection}" WHERE id = ?`).get(id) as Row | undefined
        if (!row) throw new NotFoundError(collection, id)
        if (options.expectedVersion !== undefined && options.expectedVersion !== row.version) {
          throw new StaleVersionError(collection, id, options.expectedVersion, row.version)
        }
        before = this.#toDoc<C>(row)
        this.#prepare(`DELETE FROM "${collection}" WHERE id = ?`).run(id)
        this.#prepare(`DELETE FROM memberships WHERE collection = ? AND doc_id = ?`).run(collection, id)
        this.#writeHistory(collection, 'delete', before, options.actor, this.#now().toISOString())
      }).immediate()
    } catch (error) {
      if (error instanceof NotFoundError || error instanceof StaleVersionError) throw error
      translate(error, collection)
    }
    await this.#events.emit({ collection, id, before, after: null, actor: options.actor })
  }

  async put<C extends CollectionName>(collection: C, doc: DocOf<C>, options: PutOptions = {}): Promise<void> {
    const body = this.#stripMeta(collection, doc)
    let before: DocOf<C> | null = null
    try {
      this.db.transaction(() => {
        const row = this.#prepare(`SELECT * FROM "${collection}" WHERE id = ?`).get(doc.id) as Row | undefined
        if (options.expectedVersion !== undefined) {
          if (!row) throw new NotFoundError(collection, doc.id)
          if (row.version !== options.expectedVersion) {
            throw new StaleVersionError(collection, doc.id, options.expectedVersion, row.version)
          }
        }
        before = row ? this.#toDoc<C>(row) : null
        this.#prepare(
          `INSERT INTO "${collection}" (id, data, version, created_at, updated_at, updated_by) VALUES (?, ?, ?, ?, ?, ?)
           ON CONFLICT(id) DO UPDATE SET data = excluded.data, version = excluded.version,
             created_at = excluded.created_at, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
        ).run(doc.id, JSON.stringify(body), doc.version, doc.createdAt, doc.updatedAt, doc.updatedBy)
        this.#writeMemberships(collection, doc.id, body)
        if (options.restoredBy) {
          const stored = { ...body, id: doc.id, version: doc.version, createdAt: doc.createdAt, updatedAt: doc.updatedAt, updatedBy: doc.updatedBy }
          this.#writeHistory(collection, 'restore', stored, options.restoredBy, this.#now().toISOString())
        }
      }).immediate()
    } catch (error) {
      if (error instanceof NotFoundError || error instanceof StaleVersionError) throw error
      translate(error, collection)
    }
    await this.#events.emit({ collection, id: doc.id, before, after: doc, ...(options.restoredBy ? { actor: options.restoredBy } : {}) })
  }

  async readMeta(key: string): Promise<Record<string, unknown> | null> {
    try {
      const row = this.#prepare(`SELECT value FROM meta WHERE key = ?`).get(key) as { value: string } | undefined
      return row ? (JSON.parse(row.value) as Record<string, unknown>) : null
    } catch (error) {
      translate(error, 'meta')
    }
  }

  async writeMeta(key: string, value: Record<string, unknown>): Promise<void> {
    try {
      this.#prepare(`INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value`).run(
        key,
        JSON.stringify(value),
      )
    } catch (error) {
      translate(error, 'meta')
    }
  }

  async listRevisions(collection: CollectionName, docId: string, options: { limit?: number; before?: string } = {}): Promise<RevisionSummary[]> {
    try {
      const rows = this.#prepare(
        `SELECT record FROM revisions WHERE collection = ? AND doc_id = ? AND id < ? ORDER BY id DESC LIMIT ?`,
      ).all(collection, docId, options.before ?? RANGE_END, options.limit ?? -1) as { record: string }[]
      return rows.map((row) => {
        const { doc: _doc, ...summary } = JSON.parse(row.record) as Revision
        return summary
      })
    } catch (error) {
      translate(error, 'revisions')
    }
  }

  async getRevision(id: string): Promise<Revision | null> {
    try {
      const row = this.#prepare(`SELECT record FROM revisions WHERE id = ?`).get(id) as { record: string } | undefined
      return row ? (JSON.parse(row.record) as Revision) : null
    } catch (error) {
      translate(error, 'revisions')
    }
  }

  async appendActivity(entry: NewActivity): Promise<ActivityEntry> {
    const record = activityRecord(entry, this.#now())
    try {
      this.#insertActivity(record)
    } catch (error) {
      translate(error, 'activity')
    }
    return record
  }

  async tallyActivity(id: string, update: { at: string; detail?: string }): Promise<ActivityEntry | null> {
    const detail = update.detail === undefined ? '' : `, '$.detail', ?`
    try {
      // One statement: SQLite applies it whole, so two tallies at once both count.
      const row = this.#prepare(
        `UPDATE activity SET record = json_set(record, '$.count', coalesce(json_extract(record, '$.count'), 1) + 1, '$.lastAt', ?${detail}) WHERE id = ? RETURNING record`,
      ).get(...[update.at, ...(update.detail === undefined ? [] : [update.detail]), id]) as { record: string } | undefined
      return row ? (JSON.parse(row.record) as ActivityEntry) : null
    } catch (error) {
      translate(error, 'activity')
    }
  }

  async queryActivity(filter: ActivityFilter): Promise<ActivityEntry[]> {
    const parts = ['id >= ?', 'id < ?']
    const upper = [filter.to, filter.before].filter((v): v is string => Boolean(v)).sort()[0] ?? RANGE_END
    const params: unknown[] = [filter.from ?? '', upper]
    if (filter.actor !== undefined) {
      parts.push('actor = ?')
      params.push(filter.actor)
    }
    if (filter.action !== undefined) {
      parts.push('action = ?')
      params.push(filter.action)
    }
    try {
      const rows = this.#prepare(`SELECT record FROM activity WHERE ${parts.join(' AND ')} ORDER BY id DESC LIMIT ?`).all(...params, filter.limit) as {
        record: string
      }[]
      return rows.map((row) => JSON.parse(row.record) as ActivityEntry)
    } catch (error) {
      translate(error, 'activity')
    }
  }

  async scanHistory<K extends HistoryKind>(kind: K, options: { after?: string; before?: string; limit: number }): Promise<HistoryRecords[K][]> {
    try {
      const rows = this.#prepare(`SELECT record FROM ${historyTable(kind)} WHERE id > ? AND id < ? ORDER BY id LIMIT ?`).all(
        options.after ?? '',
        options.before ?? RANGE_END,
        options.limit,
      ) as { record: string }[]
      return rows.map((row) => JSON.parse(row.record) as HistoryRecords[K])
    } catch (error) {
      translate(error, kind)
    }
  }

  async putHistory<K extends HistoryKind>(kind: K, records: readonly HistoryRecords[K][]): Promise<void> {
    try {
      this.db.transaction(() => {
        for (const record of records) {
          if (kind === 'revisions') this.#insertRevision(record as Revision, true)
          else this.#insertActivity(record as ActivityEntry, true)
        }
      })()
    } catch (error) {
      translate(error, kind)
    }
  }

  async deleteHistory(kind: HistoryKind, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return
    try {
      this.#prepare(`DELETE FROM ${historyTable(kind)} WHERE id IN (SELECT value FROM json_each(?))`).run(JSON.stringify(ids))
    } catch (error) {
      translate(error, kind)
    }
  }

  async isEmpty(): Promise<boolean> {
    for (const collection of COLLECTION_NAMES) {
      const row = this.#prepare(`SELECT 1 FROM "${collection}" LIMIT 1`).get()
      if (row) return false
    }
    return true
  }

  /** The plan SQLite picks for a query; tests use it to prove page reads hit indexes. */
  explain(collection: CollectionName, query: Query = {}): string {
    const { sql: where, params } = this.#whereClause(collection, query)
    const order = (query.orderBy ?? []).map((o) => `${fieldExpression(o.field)} ${o.direction === 'desc' ? 'DESC' : 'ASC'}`)
    let sql = `SELECT * FROM "${collection}"${where}`
    if (order.length) sql += ` ORDER BY ${order.join(', ')}`
    if (query.limit !== undefined) sql += ` LIMIT ${Number(query.limit)}`
    const rows = this.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]
    return rows.map((row) => row.detail).join('\n')
  }

  close(): void {
    if (this.db.open) this.db.close()
  }
}
