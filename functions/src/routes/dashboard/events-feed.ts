/**
 * The feed behind GET /dashboard/events (events.ts): every committed change of this process's
 * backend, reduced to what a dashboard list or form needs to know that it is out of date
 * (collection, id, create/update/delete, version, title, who saved), numbered, kept for a
 * short replay, and handed to the open streams. Never a document's contents beyond its title,
 * never an account's data beyond the display name of who saved.
 *
 * The change emitter awaits its listeners before a write returns (change-emitter.ts); the
 * feed's listener only queues the event, so an open dashboard never slows a save.
 */
import { randomBytes } from 'node:crypto'
import { COLLECTION_NAMES } from '../../../../shared/collections'
import type { Backend, ChangeEvent, CollectionName } from '../../backends/ports'

export type LiveKind = 'create' | 'update' | 'delete'

/** One committed change, as the feed keeps it. */
export interface FeedEntry {
  seq: number
  /** When the feed published it (ms, the feed's clock). */
  at: number
  collection: CollectionName
  id: string
  kind: LiveKind
  version: number
  /** The item's title or name (orderings have none), sent only to the roles that may read it (events.ts). */
  title: string
  /**
   * For an entry of a collection that holds other collections' items (Sampah's): the collection
   * of the item it holds ('' when it names none), by which area it is read; null otherwise.
   */
  item: string | null
  /**
   * Display name of who saved, deleted or restored. Null for writes from outside the dashboard
   * (seed, migration, the sweeps).
   */
  by: string | null
  /** Who saved (uid), compared with each stream's own user and never sent. */
  actor: string | null
}

export interface StreamLimits {
  /** Open streams of one session (tabs of one browser). */
  perSession: number
  /** Open streams of one account, whatever its sessions. */
  perUser: number
  /** Open streams of the whole process. */
  total: number
}

export interface FeedOptions {
  /** A comment line this often keeps proxies from closing an idle stream, and re-checks the session. */
  heartbeatMs: number
  /** A stream is closed after this long (the browser reconnects with a fresh session check). */
  maxLifetimeMs: number
  /** Changes kept for streams that reconnect (Last-Event-ID). */
  replaySize: number
  /** Messages waiting for a client that does not read; past it the stream is closed. */
  maxPending: number
  limits: StreamLimits
}

/**
 * HTTP/1.1 browsers open at most six connections per host (RFC 9112 leaves the number to
 * them; Chromium and Firefox use 6), and each open tab's stream holds one: beyond a few tabs
 * per browser, pages would stall, so the client closes streams of hidden tabs and the server
 * refuses more than this per session. The other caps keep one account, or everyone together,
 * from holding an unbounded number of sockets and timers.
 */
export const DEFAULT_FEED_OPTIONS: FeedOptions = {
  heartbeatMs: 25_000,
  maxLifetimeMs: 60 * 60_000,
  replaySize: 256,
  maxPending: 64,
  limits: { perSession: 6, perUser: 12, total: 200 },
}

/** Names of who saved are looked up once in a while, not on every change. */
const NAME_TTL_MS = 5 * 60_000
const NAME_CACHE_MAX = 500
const TITLE_MAX = 200

/** Counts open streams per session, per account and in total, and refuses past the limits. */
export class StreamSlots {
  #bySession = new Map<string, number>()
  #byUser = new Map<string, number>()
  #total = 0

  constructor(readonly limits: StreamLimits) {}

  get open(): number {
    return this.#total
  }

  /** A slot for one stream, or null when a limit is reached; the function returned gives it back (once). */
  take(sessionId: string, uid: string): (() => void) | null {
    const session = this.#bySession.get(sessionId) ?? 0
    const user = this.#byUser.get(uid) ?? 0
    if (session >= this.limits.perSession || user >= this.limits.perUser || this.#total >= this.limits.total) return null
    this.#bySession.set(sessionId, session + 1)
    this.#byUser.set(uid, user + 1)
    this.#total++
    let released = false
    return () => {
      if (released) return
      released = true
      this.#total--
      decrement(this.#bySession, sessionId)
      decrement(this.#byUser, uid)
    }
  }
}

function decrement(map: Map<string, number>, key: string) {
  const next = (map.get(key) ?? 1) - 1
  if (next <= 0) map.delete(key)
  else map.set(key, next)
}

/** The title or name of a stored item, short. */
function titleOf(doc: unknown): string {
  if (!doc || typeof doc !== 'object') return ''
  const record = doc as { title?: unknown; name?: unknown }
  const title = typeof record.title === 'string' ? record.title : typeof record.name === 'string' ? record.name : ''
  return title.length > TITLE_MAX ? `${title.slice(0, TITLE_MAX - 1)}…` : title
}

/** The collection a copy's `collection` field names, or '' when it names none. */
function itemCollectionOf(doc: unknown): string {
  const collection = doc && typeof doc === 'object' ? (doc as { collection?: unknown }).collection : undefined
  return typeof collection === 'string' ? collection : ''
}

/** create, update or delete, from what the change event carries. */
export function kindOf(event: Pick<ChangeEvent, 'before' | 'after'>): LiveKind {
  if (!event.after) return 'delete'
  return event.before ? 'update' : 'create'
}

/** The collections whose documents each hold an item of another collection, named by their `collection` field. */
export const COPY_COLLECTIONS: ReadonlySet<string> = new Set<CollectionName>(['trash'])

/**
 * Every collection a dashboard page may follow, but the client alerts' per-recipient records: a
 * send writes each of them twice, and a large alert would push the changes staff follow out of
 * the replay buffer. No page lists them live.
 */
export const LIVE_COLLECTIONS: ReadonlySet<string> = new Set(COLLECTION_NAMES.filter((name) => name !== 'alertDeliveries'))

const CURSOR = /^([a-z0-9]{1,24})\.(\d{1,15})$/

export class LiveFeed {
  /** Changes this process numbered; a cursor of another process (a restart) cannot be replayed. */
  readonly boot = randomBytes(6).toString('hex')
  readonly slots: StreamSlots
  #seq = 0
  #buffer: FeedEntry[] = []
  #subscribers = new Set<(entry: FeedEntry) => void>()
  #queue: Promise<void> = Promise.resolve()
  #names = new Map<string, { name: string | null; at: number }>()

  constructor(
    readonly backend: Backend,
    readonly options: FeedOptions = DEFAULT_FEED_OPTIONS,
    readonly clock: () => number = Date.now,
  ) {
    this.slots = new StreamSlots(options.limits)
    backend.events.subscribe((event) => {
      if (!LIVE_COLLECTIONS.has(event.collection)) return
      // Not returned: the emitter would wait for the name lookup before the write returns.
      this.#queue = this.#queue.then(() => this.#publish(event)).catch(() => undefined)
    })
  }

  /** Called for every change from now on, in commit order; returns the unsubscribe function. */
  subscribe(listener: (entry: FeedEntry) => void): () => void {
    this.#subscribers.add(listener)
    return () => this.#subscribers.delete(listener)
  }

  /** The id a stream sends with an entry (`{boot}.{seq}`), which the browser returns as Last-Event-ID. */
  cursorOf(entry: FeedEntry): string {
    return `${this.boot}.${entry.seq}`
  }

  /** The cursor of the latest change: a stream that starts from it misses nothing that follows. */
  cursor(): string {
    return `${this.boot}.${this.#seq}`
  }

  /**
   * The entries of the last `ms` milliseconds (a page asking for what changed while it loaded);
   * none for 0: a stream that asks for no past gets none, not the changes of the current
   * millisecond (a change published in the same millisecond as the stream opened was replayed).
   */
  recent(ms: number): FeedEntry[] {
    if (!(ms > 0)) return []
    const from = this.clock() - ms
    return this.#buffer.filter((entry) => entry.at >= from)
  }

  /**
   * The entries after a cursor, or null when some of them are no longer known (another process
   * numbered them, or they left the replay buffer): the client must then reload what it shows.
   */
  since(cursor: string): FeedEntry[] | null {
    const match = CURSOR.exec(cursor)
    if (!match || match[1] !== this.boot) return null
    const seq = Number(match[2])
    if (seq > this.#seq) return null
    const oldest = this.#buffer[0]?.seq ?? this.#seq + 1
    if (seq < oldest - 1) return null
    return this.#buffer.filter((entry) => entry.seq > seq)
  }

  /** The display name of a staff account (cached a few minutes), or null when there is none. */
  async nameOf(uid: string): Promise<string | null> {
    const now = this.clock()
    const cached = this.#names.get(uid)
    if (cached && now - cached.at < NAME_TTL_MS) return cached.name
    let name: string | null
    try {
      name = (await this.backend.identity.getStaff(uid))?.displayName ?? null
    } catch {
      // The account store is unreachable: the notice says "someone" rather than nothing.
      return cached?.name ?? null
    }
    if (this.#names.size >= NAME_CACHE_MAX) this.#names.clear()
    this.#names.set(uid, { name, at: now })
    return name
  }

  async #publish(event: ChangeEvent): Promise<void> {
    const kind = kindOf(event)
    const doc = event.after ?? event.before
    // A delete names its remover, a restore its restorer: the user's own delete is then theirs
    // (no "… dihapus" notice beside their own confirmation), another's is named.
    const actor = event.actor ?? (kind === 'delete' ? null : (event.after?.updatedBy ?? null))
    const by = actor ? await this.nameOf(actor) : null
    const entry: FeedEntry = {
      seq: ++this.#seq,
      at: this.clock(),
      collection: event.collection,
      id: event.id,
      kind,
      version: doc?.version ?? 0,
      title: titleOf(doc),
      item: COPY_COLLECTIONS.has(event.collection) ? itemCollectionOf(doc) : null,
      by,
      actor,
    }
    this.#buffer.push(entry)
    if (this.#buffer.length > this.options.replaySize) this.#buffer.shift()
    for (const listener of this.#subscribers) {
      try {
        listener(entry)
      } catch {
        // One broken stream never keeps the others from their events.
      }
    }
  }
}

const feeds = new WeakMap<Backend, LiveFeed>()

/** The feed of a backend, created on first use (tests may pass their own options first). */
export function liveFeedFor(backend: Backend, options?: Partial<FeedOptions>): LiveFeed {
  let feed = feeds.get(backend)
  if (!feed) {
    feed = new LiveFeed(backend, { ...DEFAULT_FEED_OPTIONS, ...options })
    feeds.set(backend, feed)
  }
  return feed
}
