import { randomUUID } from 'node:crypto'
import type { CollectionReference, DocumentReference, DocumentSnapshot, Firestore, Query as FirestoreQuery, Transaction } from 'firebase-admin/firestore'
import { FieldPath } from './firestore-sdk'
import { BatchedReads } from './batched-reads'
import { COLLECTION_NAMES } from '../../../../shared/collections'
import { COLLECTION_SPECS } from '../collections'
import type { ChangeEmitter } from '../change-emitter'
import { withDerivedFields } from '../derived-fields'
import { activityRecord, changeRecords, RANGE_END } from '../history-records'
import type { ActivityEntry, ActivityFilter, HistoryKind, HistoryRecords, NewActivity, Revision, RevisionAction, RevisionSummary } from '../../../../shared/history'
import {
  NotFoundError,
  StaleVersionError,
  StoreUnavailableError,
  UniqueConstraintError,
  UPDATE_MANY_CHUNK,
  type CollectionName,
  type ContentStore,
  type DataOf,
  type DocOf,
  type BatchUpdate,
  type Projected,
  type PutOptions,
  type Query,
  type Where,
  type WriteOptions,
  ARRAY_CONTAINS_ANY_MAX,
} from '../ports'

/** Companion documents that keep unique fields unique: `uniques/{collection}:{field}:{value}` → `{ docId }`. */
export const UNIQUES_COLLECTION = 'uniques'

/** What the store records about itself: `_meta/{key}` (the schema version is `_meta/schema`). */
export const META_COLLECTION = '_meta'

/**
 * The editorial history (docs/decisions/0026): `revisions/{id}` and `activity/{id}`, ids that
 * sort as instants. Every query is a range on one string field ordered by it, which Firestore's
 * automatic single-field indexes serve: a revision's `itemKey` is `{collection}/{docId}|{id}`,
 * and a log line's `actorKey`, `actionKey` and `actorActionKey` put the filtered values before
 * its id, so "one person's lines, newest first" needs no composite index. The revision's
 * document is kept as JSON text (`data`), exempt from indexing (firestore.indexes.json).
 */
export const HISTORY_COLLECTIONS = { revisions: 'revisions', activity: 'activity' } as const satisfies Record<HistoryKind, string>

/** Writes per batch when deleting or copying history (Firestore's limit is 500). */
const HISTORY_BATCH = 400

const SUMMARY_FIELDS = ['id', 'at', 'collection', 'docId', 'version', 'action', 'actor'] as const

function storedRevision(revision: Revision): Stored {
  const { doc, ...summary } = revision
  return { ...summary, itemKey: `${revision.collection}/${revision.docId}|${revision.id}`, data: JSON.stringify(doc) }
}

function revisionOf(stored: Stored): Revision {
  const summary = Object.fromEntries(SUMMARY_FIELDS.map((key) => [key, stored[key]])) as unknown as RevisionSummary
  return { ...summary, doc: JSON.parse(String(stored.data)) as Record<string, unknown> }
}

function storedActivity(entry: ActivityEntry): Stored {
  return {
    ...entry,
    actorKey: `${entry.actor}|${entry.id}`,
    actionKey: `${entry.action}|${entry.id}`,
    actorActionKey: `${entry.actor}|${entry.action}|${entry.id}`,
  }
}

function activityOf(stored: Stored): ActivityEntry {
  const { actorKey: _a, actionKey: _b, actorActionKey: _c, ...entry } = stored
  return entry as unknown as ActivityEntry
}

/** Metadata fields a query may use besides the indexed ones (the same list as the SQLite store). */
const META_FIELDS = new Set(['id', 'createdAt', 'updatedAt', 'version'])
const OPS = new Set(['==', '<', '<=', '>', '>='])

/**
 * gRPC status codes that mean "Firestore cannot answer right now", not "the request is wrong":
 * 4 DEADLINE_EXCEEDED, 8 RESOURCE_EXHAUSTED (quota, contention), 10 ABORTED (a transaction still
 * contended after the client's retries), 14 UNAVAILABLE.
 */
const UNAVAILABLE_CODES = new Set([4, 8, 10, 14])

export function translateFirestoreError(error: unknown): never {
  if (
    error instanceof NotFoundError ||
    error instanceof StaleVersionError ||
    error instanceof UniqueConstraintError ||
    error instanceof StoreUnavailableError
  ) {
    throw error
  }
  const code = (error as { code?: unknown } | null)?.code
  if (typeof code === 'number' && UNAVAILABLE_CODES.has(code)) {
    throw new StoreUnavailableError(`content store unavailable (gRPC ${code})`, { cause: error })
  }
  throw error
}

type Stored = Record<string, unknown>

interface UniqueClaim {
  field: string
  value: string
  ref: DocumentReference
}

export interface FirestoreContentStoreOptions {
  db: Firestore
  events: ChangeEmitter
  /** Clock for createdAt/updatedAt; tests pass their own. */
  now?: () => Date
  /** The reads by id, shared with the content version's (backends/firebase/index.ts); by default the store's own. */
  reads?: BatchedReads
}

/**
 * Content store on Cloud Firestore: one top-level collection per content collection, the
 * metadata (`version`, `createdAt`, `updatedAt`, `updatedBy`) stored as fields beside the
 * data, dates as ISO strings (they sort as instants). Every write runs in a transaction that
 * reads the current document first, so a stale `expectedVersion` is refused, and claims or
 * releases the `uniques` companions of its unique fields in the same commit.
 *
 * Change events go out after each committed write of this instance, like the SQLite store; in
 * production the Firestore triggers deliver the same handlers for writes made elsewhere.
 */
export class FirestoreContentStore implements ContentStore {
  readonly db: Firestore
  #events: ChangeEmitter
  #now: () => Date
  /** Documents read by id: those asked for together go out in one getAll (batched-reads.ts). */
  #reads: BatchedReads

  constructor(options: FirestoreContentStoreOptions) {
    this.db = options.db
    this.#reads = options.reads ?? new BatchedReads(options.db)
    this.#events = options.events
    this.#now = options.now ?? (() => new Date())
  }

  #collection(collection: CollectionName): CollectionReference {
    return this.db.collection(collection)
  }

  #toDoc<C extends CollectionName>(snapshot: DocumentSnapshot): DocOf<C> {
    return { ...(snapshot.data() as object), id: snapshot.id } as DocOf<C>
  }

  #uniqueRef(collection: CollectionName, field: string, value: string): DocumentReference {
    // Slugs are URL-safe already; encoding only guards against a '/' reaching a document id.
    return this.db.collection(UNIQUES_COLLECTION).doc(`${collection}:${field}:${encodeURIComponent(value)}`)
  }

  #claims(collection: CollectionName, doc: Stored | null): UniqueClaim[] {
    if (!doc) return []
    return (COLLECTION_SPECS[collection].unique ?? []).flatMap((field) => {
      const raw = doc[field]
      // Like a SQLite UNIQUE index: a missing value holds nothing.
      if (raw === null || raw === undefined) return []
      const value = String(raw)
      return [{ field, value, ref: this.#uniqueRef(collection, field, value) }]
    })
  }

  #field(collection: CollectionName, field: string): string | FieldPath {
    if (!COLLECTION_SPECS[collection].indexed.includes(field) && !META_FIELDS.has(field)) {
      throw new Error(`${collection}.${field} is not indexed`)
    }
    return field === 'id' ? FieldPath.documentId() : field
  }

  #where(collection: CollectionName, where: readonly Where[] = []): FirestoreQuery {
    let query: FirestoreQuery = this.#collection(collection)
    for (const condition of where) {
      if (condition.op === 'array-contains' || condition.op === 'array-contains-any') {
        if (!COLLECTION_SPECS[collection].arrays?.includes(condition.field)) {
          throw new Error(`${collection}.${condition.field} is not an indexed array`)
        }
        if (condition.op === 'array-contains-any' && (condition.value.length === 0 || condition.value.length > ARRAY_CONTAINS_ANY_MAX)) {
          throw new Error(`array-contains-any takes 1 to ${ARRAY_CONTAINS_ANY_MAX} values`)
        }
        query = query.where(condition.field, condition.op, condition.value)
        continue
      }
      if (!OPS.has(condition.op)) throw new Error(`unsupported operator ${condition.op}`)
      query = query.where(this.#field(collection, condition.field), condition.op, condition.value)
    }
    return query
  }

  async get<C extends CollectionName>(collection: C, id: string): Promise<DocOf<C> | null> {
    try {
      const [snapshot] = await this.#reads.read([this.#collection(collection).doc(id)])
      return snapshot!.exists ? this.#toDoc<C>(snapshot!) : null
    } catch (error) {
      translateFirestoreError(error)
    }
  }

  async getMany<C extends CollectionName>(collection: C, ids: readonly string[]): Promise<DocOf<C>[]> {
    if (ids.length === 0) return []
    const unique = [...new Set(ids)]
    const found = new Map<string, DocOf<C>>()
    try {
      for (const snapshot of await this.#reads.read(unique.map((id) => this.#collection(collection).doc(id)))) {
        if (snapshot.exists) found.set(snapshot.id, this.#toDoc<C>(snapshot))
      }
    } catch (error) {
      translateFirestoreError(error)
    }
    return ids.flatMap((id) => {
      const doc = found.get(id)
      return doc ? [doc] : []
    })
  }

  async query<C extends CollectionName>(collection: C, query: Query = {}): Promise<DocOf<C>[]> {
    try {
      const built = this.#built(collection, query)
      if (!built) return []
      const snapshot = await built.get()
      return snapshot.docs.map((doc) => this.#toDoc<C>(doc))
    } catch (error) {
      translateFirestoreError(error)
    }
  }

  async queryFields<C extends CollectionName, F extends keyof DocOf<C> & string>(collection: C, query: Query, fields: readonly F[]): Promise<Projected<C, F>[]> {
    try {
      const built = this.#built(collection, query)
      if (!built) return []
      // A projection: Firestore sends only these fields (the id is the document's name). They
      // are picked again here, for an emulator that sends whole documents.
      const wanted = fields.filter((field) => field !== 'id')
      const snapshot = await built.select(...wanted).get()
      return snapshot.docs.map((doc) => {
        const data = doc.data()
        // A field the document lacks reads as null, as SQLite's json_extract gives it.
        return Object.fromEntries([...wanted.map((field) => [field, data[field] ?? null]), ['id', doc.id]]) as Projected<C, F>
      })
    } catch (error) {
      translateFirestoreError(error)
    }
  }

  /** The Firestore query of `query`, or null when it can match nothing (a limit of 0). */
  #built(collection: CollectionName, query: Query): FirestoreQuery | null {
    let built = this.#where(collection, query.where)
    const orderBy = query.orderBy ?? []
    for (const order of orderBy) built = built.orderBy(this.#field(collection, order.field), order.direction ?? 'asc')
    if (orderBy.length > 0 && !orderBy.some((order) => order.field === 'id')) {
      // Ties broken by document id, like the SQLite store, but in the direction of the last
      // sort key: that is the order Firestore applies implicitly, so the query needs no index
      // beyond its own (an ascending id after a descending key would need a composite index
      // per query). SQLite breaks ties by ascending id whatever the direction; the contract
      // pins only ascending ties.
      built = built.orderBy(FieldPath.documentId(), orderBy.at(-1)?.direction ?? 'asc')
    }
    if (query.limit !== undefined && query.limit <= 0) return null
    if (query.offset) built = built.offset(query.offset)
    if (query.limit !== undefined) built = built.limit(query.limit)
    return built
  }

  async count<C extends CollectionName>(collection: C, query: Pick<Query, 'where'> = {}): Promise<number> {
    try {
      // An aggregation query: Firestore counts in the index and bills one read per 1000 entries.
      const snapshot = await this.#where(collection, query.where).count().get()
      return snapshot.data().count
    } catch (error) {
      translateFirestoreError(error)
    }
  }

  async exists<C extends CollectionName>(collection: C, query: Pick<Query, 'where'> = {}): Promise<boolean> {
    try {
      // A count of at most one: it stops at the first match, bills one read, hands over no document.
      const snapshot = await this.#where(collection, query.where).limit(1).count().get()
      return snapshot.data().count > 0
    } catch (error) {
      translateFirestoreError(error)
    }
  }

  /**
   * One write in a transaction: reads the document together with the companions of the unique
   * values `body` holds (one round trip), lets `decide` refuse the write or return the next
   * stored document (null to delete), then claims those values and releases the ones only the
   * current document held, in the same commit.
   */
  async #write<C extends CollectionName>(
    collection: C,
    id: string,
    body: Stored | null,
    decide: (current: DocOf<C> | null) => DocOf<C> | null,
    history?: { action: RevisionAction; actor: string; at: string },
  ): Promise<{ before: DocOf<C> | null; after: DocOf<C> | null }> {
    const ref = this.#collection(collection).doc(id)
    const claims = this.#claims(collection, body)
    const claimed = new Set(claims.map((claim) => claim.ref.path))
    try {
      return await this.db.runTransaction(async (tx) => {
        const [snapshot, ...held] = await tx.getAll(ref, ...claims.map((claim) => claim.ref))
        const before = snapshot!.exists ? this.#toDoc<C>(snapshot!) : null
        const after = decide(before)
        const releases = this.#claims(collection, before as unknown as Stored | null).filter((claim) => !claimed.has(claim.ref.path))
        const released = releases.length ? await tx.getAll(...releases.map((release) => release.ref)) : []
        await this.#refuseTakenValues(tx, collection, id, claims, held)

        if (after) {
          const { id: _id, ...stored } = after as unknown as Stored
          tx.set(ref, stored)
          claims.forEach((claim, i) => {
            if (held[i]?.get('docId') !== id) tx.set(claim.ref, { docId: id })
          })
        } else {
          tx.delete(ref)
        }
        releases.forEach((release, i) => {
          if (released[i]?.get('docId') === id) tx.delete(release.ref)
        })
        // The change's revision and log line, in the same commit (history-records.ts).
        const changed = history ? (history.action === 'delete' ? before : after) : null
        if (history && changed) {
          const records = changeRecords({ collection, action: history.action, doc: changed as never, actor: history.actor, at: history.at })
          if (records.revision) tx.set(this.db.collection(HISTORY_COLLECTIONS.revisions).doc(records.revision.id), storedRevision(records.revision))
          if (records.activity) tx.set(this.db.collection(HISTORY_COLLECTIONS.activity).doc(records.activity.id), storedActivity(records.activity))
        }
        return { before, after }
      })
    } catch (error) {
      translateFirestoreError(error)
    }
  }

  /**
   * A companion held by another document refuses the write, unless that document no longer
   * holds the value (deleted or edited outside this store, e.g. in the console): then the
   * companion is stale and is taken over.
   */
  async #refuseTakenValues(
    tx: Transaction,
    collection: CollectionName,
    id: string,
    claims: UniqueClaim[],
    held: DocumentSnapshot[],
  ): Promise<void> {
    const contested = claims.flatMap((claim, i) => {
      const owner = held[i]?.exists ? held[i]?.get('docId') : undefined
      return typeof owner === 'string' && owner !== id ? [{ claim, owner }] : []
    })
    if (contested.length === 0) return
    const owners = await tx.getAll(...contested.map(({ owner }) => this.#collection(collection).doc(owner)))
    contested.forEach(({ claim }, i) => {
      const owner = owners[i]
      if (owner?.exists && owner.get(claim.field) !== undefined && String(owner.get(claim.field)) === claim.value) {
        throw new UniqueConstraintError(collection, claim.field)
      }
    })
  }

  /** The data as SQLite would keep it (JSON: no undefined, no functions), without metadata, its derived fields written (derived-fields.ts). */
  #body(collection: CollectionName, data: object): Stored {
    const { id: _id, version: _v, createdAt: _c, updatedAt: _u, updatedBy: _b, ...rest } = data as Stored
    return withDerivedFields(collection, JSON.parse(JSON.stringify(rest)) as Stored)
  }

  async create<C extends CollectionName>(
    collection: C,
    data: DataOf<C>,
    options: WriteOptions & { id?: string },
  ): Promise<DocOf<C>> {
    const id = options.id ?? randomUUID()
    const now = this.#now().toISOString()
    const body = this.#body(collection, data)
    const { after } = await this.#write(collection, id, body, (current) => {
      if (current) throw new UniqueConstraintError(collection, 'id')
      return { ...body, id, version: 1, createdAt: now, updatedAt: now, updatedBy: options.actor } as DocOf<C>
    }, { action: 'create', actor: options.actor, at: now })
    await this.#events.emit({ collection, id, before: null, after })
    return after as DocOf<C>
  }

  async update<C extends CollectionName>(
    collection: C,
    id: string,
    data: DataOf<C>,
    options: WriteOptions,
  ): Promise<DocOf<C>> {
    const now = this.#now().toISOString()
    const body = this.#body(collection, data)
    const { before, after } = await this.#write(collection, id, body, (current) => {
      if (!current) throw new NotFoundError(collection, id)
      if (options.expectedVersion !== undefined && options.expectedVersion !== current.version) {
        throw new StaleVersionError(collection, id, options.expectedVersion, current.version)
      }
      return {
        ...body,
        id,
        version: current.version + 1,
        createdAt: current.createdAt,
        updatedAt: now,
        updatedBy: options.actor,
      } as DocOf<C>
    }, { action: 'update', actor: options.actor, at: now })
    await this.#events.emit({ collection, id, before, after })
    return after as DocOf<C>
  }

  async updateMany(writes: readonly BatchUpdate[], options: { actor: string }): Promise<DocOf<CollectionName>[]> {
    const now = this.#now().toISOString()
    const stored: DocOf<CollectionName>[] = []
    for (let start = 0; start < writes.length; start += UPDATE_MANY_CHUNK) {
      const changes = await this.#updateChunk(writes.slice(start, start + UPDATE_MANY_CHUNK), options.actor, now)
      for (const change of changes) {
        await this.#events.emit(change)
        stored.push(change.after)
      }
    }
    return stored
  }

  /**
   * One transaction over several updates, as #write does one: every read first (the documents,
   * the companions of their unique values, the ones they release, the owners of contested
   * values), then every write, each with its revision and log line.
   */
  async #updateChunk(chunk: readonly BatchUpdate[], actor: string, at: string) {
    const plans = chunk.map((write) => {
      const body = this.#body(write.collection, write.data)
      const claims = this.#claims(write.collection, body)
      return { write, body, ref: this.#collection(write.collection).doc(write.id), claims, claimed: new Set(claims.map((claim) => claim.ref.path)) }
    })
    try {
      return await this.db.runTransaction(async (tx) => {
        const snapshots = await tx.getAll(...plans.map((plan) => plan.ref))
        const claimRefs = plans.flatMap((plan) => plan.claims.map((claim) => claim.ref))
        const heldAll = claimRefs.length ? await tx.getAll(...claimRefs) : []
        let offset = 0
        const read = plans.map((plan, i) => {
          const { collection, id, expectedVersion } = plan.write
          const snapshot = snapshots[i]!
          if (!snapshot.exists) throw new NotFoundError(collection, id)
          const before = this.#toDoc<CollectionName>(snapshot)
          if (before.version !== expectedVersion) throw new StaleVersionError(collection, id, expectedVersion, before.version)
          const held = heldAll.slice(offset, offset + plan.claims.length)
          offset += plan.claims.length
          const releases = this.#claims(collection, before as unknown as Stored).filter((claim) => !plan.claimed.has(claim.ref.path))
          const after = { ...plan.body, id, version: before.version + 1, createdAt: before.createdAt, updatedAt: at, updatedBy: actor } as DocOf<CollectionName>
          return { plan, before, after, held, releases }
        })
        const releaseRefs = read.flatMap((entry) => entry.releases.map((release) => release.ref))
        const releasedAll = releaseRefs.length ? await tx.getAll(...releaseRefs) : []
        for (const entry of read) await this.#refuseTakenValues(tx, entry.plan.write.collection, entry.plan.write.id, entry.plan.claims, entry.held)
        offset = 0
        for (const { plan, after, held, releases } of read) {
          const { collection, id } = plan.write
          const { id: _id, ...data } = after as unknown as Stored
          tx.set(plan.ref, data)
          plan.claims.forEach((claim, i) => {
            if (held[i]?.get('docId') !== id) tx.set(claim.ref, { docId: id })
          })
          const released = releasedAll.slice(offset, offset + releases.length)
          offset += releases.length
          releases.forEach((release, i) => {
            if (released[i]?.get('docId') === id) tx.delete(release.ref)
          })
          const records = changeRecords({ collection, action: 'update', doc: after as never, actor, at })
          if (records.revision) tx.set(this.db.collection(HISTORY_COLLECTIONS.revisions).doc(records.revision.id), storedRevision(records.revision))
          if (records.activity) tx.set(this.db.collection(HISTORY_COLLECTIONS.activity).doc(records.activity.id), storedActivity(records.activity))
        }
        return read.map(({ plan, before, after }) => ({ collection: plan.write.collection, id: plan.write.id, before, after }))
      })
    } catch (error) {
      translateFirestoreError(error)
    }
  }

  async remove<C extends CollectionName>(collection: C, id: string, options: WriteOptions): Promise<void> {
    const { before } = await this.#write(collection, id, null, (current) => {
      if (!current) throw new NotFoundError(collection, id)
      if (options.expectedVersion !== undefined && options.expectedVersion !== current.version) {
        throw new StaleVersionError(collection, id, options.expectedVersion, current.version)
      }
      return null
    }, { action: 'delete', actor: options.actor, at: this.#now().toISOString() })
    await this.#events.emit({ collection, id, before, after: null, actor: options.actor })
  }

  async put<C extends CollectionName>(collection: C, doc: DocOf<C>, options: PutOptions = {}): Promise<void> {
    const next = {
      ...this.#body(collection, doc),
      id: doc.id,
      version: doc.version,
      createdAt: doc.createdAt,
      updatedAt: doc.updatedAt,
      updatedBy: doc.updatedBy,
    } as DocOf<C>
    const { before } = await this.#write(collection, doc.id, next as unknown as Stored, (current) => {
      if (options.expectedVersion !== undefined) {
        if (!current) throw new NotFoundError(collection, doc.id)
        if (current.version !== options.expectedVersion) {
          throw new StaleVersionError(collection, doc.id, options.expectedVersion, current.version)
        }
      }
      return next
    }, options.restoredBy ? { action: 'restore', actor: options.restoredBy, at: this.#now().toISOString() } : undefined)
    await this.#events.emit({ collection, id: doc.id, before, after: next, ...(options.restoredBy ? { actor: options.restoredBy } : {}) })
  }

  async readMeta(key: string): Promise<Record<string, unknown> | null> {
    try {
      const [snapshot] = await this.#reads.read([this.db.collection(META_COLLECTION).doc(key)])
      return snapshot!.exists ? (snapshot!.data() as Record<string, unknown>) : null
    } catch (error) {
      translateFirestoreError(error)
    }
  }

  async writeMeta(key: string, value: Record<string, unknown>): Promise<void> {
    try {
      // JSON round trip: the same values SQLite keeps (no undefined), and a whole replacement.
      await this.db.collection(META_COLLECTION).doc(key).set(JSON.parse(JSON.stringify(value)) as Record<string, unknown>)
    } catch (error) {
      translateFirestoreError(error)
    }
  }

  async listRevisions(collection: CollectionName, docId: string, options: { limit?: number; before?: string } = {}): Promise<RevisionSummary[]> {
    const prefix = `${collection}/${docId}|`
    try {
      let query = this.db
        .collection(HISTORY_COLLECTIONS.revisions)
        .where('itemKey', '>=', prefix)
        .where('itemKey', '<', prefix + (options.before ?? RANGE_END))
        .orderBy('itemKey', 'desc')
        .select(...SUMMARY_FIELDS)
      if (options.limit !== undefined) query = query.limit(options.limit)
      const snapshot = await query.get()
      return snapshot.docs.map((doc) => Object.fromEntries(SUMMARY_FIELDS.map((key) => [key, doc.get(key)])) as unknown as RevisionSummary)
    } catch (error) {
      translateFirestoreError(error)
    }
  }

  async getRevision(id: string): Promise<Revision | null> {
    try {
      const snapshot = await this.db.collection(HISTORY_COLLECTIONS.revisions).doc(id).get()
      return snapshot.exists ? revisionOf(snapshot.data() as Stored) : null
    } catch (error) {
      translateFirestoreError(error)
    }
  }

  async appendActivity(entry: NewActivity): Promise<ActivityEntry> {
    const record = activityRecord(entry, this.#now())
    try {
      await this.db.collection(HISTORY_COLLECTIONS.activity).doc(record.id).create(storedActivity(record))
    } catch (error) {
      translateFirestoreError(error)
    }
    return record
  }

  async tallyActivity(id: string, update: { at: string; detail?: string }): Promise<ActivityEntry | null> {
    const ref = this.db.collection(HISTORY_COLLECTIONS.activity).doc(id)
    try {
      // A transaction: two requests counting the same line at once both count (one retries).
      return await this.db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref)
        if (!snapshot.exists) return null
        const entry = activityOf(snapshot.data() as Stored)
        const changes = { count: (entry.count ?? 1) + 1, lastAt: update.at, ...(update.detail !== undefined ? { detail: update.detail } : {}) }
        tx.update(ref, changes)
        return { ...entry, ...changes }
      })
    } catch (error) {
      translateFirestoreError(error)
    }
  }

  async queryActivity(filter: ActivityFilter): Promise<ActivityEntry[]> {
    const [field, prefix] =
      filter.actor !== undefined && filter.action !== undefined
        ? ['actorActionKey', `${filter.actor}|${filter.action}|`]
        : filter.actor !== undefined
          ? ['actorKey', `${filter.actor}|`]
          : filter.action !== undefined
            ? ['actionKey', `${filter.action}|`]
            : ['id', '']
    const upper = [filter.to, filter.before].filter((v): v is string => Boolean(v)).sort()[0] ?? RANGE_END
    try {
      const snapshot = await this.db
        .collection(HISTORY_COLLECTIONS.activity)
        .where(field, '>=', prefix + (filter.from ?? ''))
        .where(field, '<', prefix + upper)
        .orderBy(field, 'desc')
        .limit(filter.limit)
        .get()
      return snapshot.docs.map((doc) => activityOf(doc.data() as Stored))
    } catch (error) {
      translateFirestoreError(error)
    }
  }

  async scanHistory<K extends HistoryKind>(kind: K, options: { after?: string; before?: string; limit: number }): Promise<HistoryRecords[K][]> {
    try {
      const snapshot = await this.db
        .collection(HISTORY_COLLECTIONS[kind])
        .where('id', '>', options.after ?? '')
        .where('id', '<', options.before ?? RANGE_END)
        .orderBy('id')
        .limit(options.limit)
        .get()
      return snapshot.docs.map((doc) => (kind === 'revisions' ? revisionOf(doc.data() as Stored) : activityOf(doc.data() as Stored)) as HistoryRecords[K])
    } catch (error) {
      translateFirestoreError(error)
    }
  }

  async putHistory<K extends HistoryKind>(kind: K, records: readonly HistoryRecords[K][]): Promise<void> {
    try {
      for (let start = 0; start < records.length; start += HISTORY_BATCH) {
        const batch = this.db.batch()
        for (const record of records.slice(start, start + HISTORY_BATCH)) {
          const stored = kind === 'revisions' ? storedRevision(record as Revision) : storedActivity(record as ActivityEntry)
          batch.set(this.db.collection(HISTORY_COLLECTIONS[kind]).doc(record.id), stored)
        }
        await batch.commit()
      }
    } catch (error) {
      translateFirestoreError(error)
    }
  }

  async deleteHistory(kind: HistoryKind, ids: readonly string[]): Promise<void> {
    try {
      for (let start = 0; start < ids.length; start += HISTORY_BATCH) {
        const batch = this.db.batch()
        for (const id of ids.slice(start, start + HISTORY_BATCH)) batch.delete(this.db.collection(HISTORY_COLLECTIONS[kind]).doc(id))
        await batch.commit()
      }
    } catch (error) {
      translateFirestoreError(error)
    }
  }

  async isEmpty(): Promise<boolean> {
    try {
      for (const collection of COLLECTION_NAMES) {
        const snapshot = await this.#collection(collection).select().limit(1).get()
        if (!snapshot.empty) return false
      }
      return true
    } catch (error) {
      translateFirestoreError(error)
    }
  }
}
