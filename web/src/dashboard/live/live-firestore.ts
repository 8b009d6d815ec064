/**
 * Live changes on Firebase: Firestore listeners (onSnapshot) in the browser, signed in as the
 * staff member with the custom token of POST /dashboard/uploads/token (its `staff.role` claim
 * is what firestore.rules require to list content). Loaded only on Firebase (live-updates.ts).
 *
 * Per collection, one query listens to the items saved since the page was rendered
 * (`updatedAt` > that instant; the app writes `updatedAt` as an ISO instant, which sorts as
 * text), so a listener reads only what changed, never the whole collection. Sampah's entries
 * are read by the roles of their item's area only, so a non-admin's query also names the item
 * collections the server says it reads (`collection in [...]`, the request's `scope`; the
 * composite index is in firestore.indexes.json): without that, Firestore refuses it. An item leaves
 * that query only when it is deleted (`updatedAt` never goes back). Deleting an item not saved
 * since the page loaded is seen by a listener on that document: the page names the items it
 * shows (at most MAX_WATCHED).
 *
 * Who saved is a uid in `updatedBy`; names come from GET /dashboard/events/names.
 */
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getFirestore,
  onSnapshot,
  query,
  where,
  type DocumentData,
  type Firestore,
  type Unsubscribe,
} from 'firebase/firestore'
import { signInWithCustomToken } from 'firebase/auth'
import { dashboardFirebase, type FirebaseWebConfig } from '../components/firebase-app'
import type { LiveChange, LiveKind } from './live-change'
import type { LiveHandlers, LiveRequest, LiveSubscription } from './live-updates'

/** Documents listened to one by one for deletions; a page shows at most a few dozen items. */
export const MAX_WATCHED = 60
/** The page's render time is estimated from the server's clock; this much earlier, to be safe. */
const RENDER_MARGIN_MS = 3_000

export interface FirestoreWatchOptions {
  /** ISO instant: changes saved after it are reported (the page was rendered then). */
  since: string
  /** The signed-in staff member's uid, to tell their own saves. */
  uid: string | null
  nameOf(uid: string): Promise<string | null>
}

/** One condition of a listener's query, as Firestore's `where` takes it. */
export interface LiveFilter {
  field: string
  op: '>' | 'in'
  value: string | readonly string[]
}

/**
 * What the listener of `name` asks for: the items saved after `since`, and, where `scope` names
 * the item collections the session reads (Sampah's entries), of those only. Null when the scope
 * is empty: nothing of it may be read, and an empty `in` is no query.
 */
export function liveFilters(name: string, since: string, scope?: LiveRequest['scope']): LiveFilter[] | null {
  const within = scope?.[name]
  if (within && within.length === 0) return null
  return [...(within ? [{ field: 'collection', op: 'in' as const, value: [...within] }] : []), { field: 'updatedAt', op: '>', value: since }]
}

function titleOf(data: DocumentData | undefined): string {
  const title = data?.title ?? data?.name
  return typeof title === 'string' ? title : ''
}

/**
 * The listeners themselves, given a Firestore instance (the tests give one connected to the
 * emulator). Changes are reported in the order Firestore delivers them, each once.
 */
export function watchFirestore(db: Firestore, request: LiveRequest, handlers: LiveHandlers, options: FirestoreWatchOptions): LiveSubscription {
  let closed = false
  let queue: Promise<void> = Promise.resolve()
  const reported = new Set<string>()

  const report = (collectionName: string, id: string, kind: LiveKind, data: DocumentData | undefined) => {
    const version = typeof data?.version === 'number' ? data.version : 0
    const key = `${collectionName}/${id}@${version}:${kind}`
    if (reported.has(key)) return
    if (reported.size > 1000) reported.clear()
    reported.add(key)
    const actor = kind === 'delete' ? null : typeof data?.updatedBy === 'string' ? data.updatedBy : null
    // Names are looked up in order, so changes are reported in the order they happened.
    queue = queue.then(async () => {
      const by = actor ? await options.nameOf(actor).catch(() => null) : null
      if (closed) return
      const change: LiveChange = { collection: collectionName, id, kind, version, title: titleOf(data), by, byYou: actor !== null && actor === options.uid }
      handlers.onChange(change)
    })
  }

  const collectionListeners: Unsubscribe[] = request.collections.flatMap((name) => {
    const filters = liveFilters(name, options.since, request.scope)
    if (!filters) return []
    return onSnapshot(
      query(collection(db, name), ...filters.map((filter) => where(filter.field, filter.op, filter.value))),
      (snapshot) => {
        for (const change of snapshot.docChanges()) {
          const data = change.doc.data()
          if (change.type === 'removed') report(name, change.doc.id, 'delete', data)
          else report(name, change.doc.id, change.type === 'added' && data.createdAt === data.updatedAt ? 'create' : 'update', data)
        }
      },
      () => {
        // Refused (rules, an expired sign-in) or offline for good: the page works without it.
      },
    )
  })

  const documentListeners = new Map<`${string}/${string}`, Unsubscribe>()
  const watchIds = (ids: NonNullable<LiveRequest['ids']>) => {
    const wanted = new Map(
      ids
        .filter((item) => request.collections.includes(item.collection))
        .slice(0, MAX_WATCHED)
        .map((item) => [`${item.collection}/${item.id}` as const, item] as const),
    )
    for (const [key, stop] of documentListeners) {
      if (!wanted.has(key)) {
        stop()
        documentListeners.delete(key)
      }
    }
    for (const [key, item] of wanted) {
      if (documentListeners.has(key) || closed) continue
      let last: DocumentData | undefined
      documentListeners.set(
        key,
        onSnapshot(
          doc(db, item.collection, item.id),
          (snapshot) => {
            if (snapshot.exists()) last = snapshot.data()
            else if (last) report(item.collection, item.id, 'delete', last)
          },
          () => {},
        ),
      )
    }
  }
  watchIds(request.ids ?? [])

  return {
    close() {
      closed = true
      for (const stop of collectionListeners) stop()
      for (const stop of documentListeners.values()) stop()
      documentListeners.clear()
    },
    watchIds,
  }
}

/** Display names of uids, asked of the app in one request per uid, remembered for the page. */
export function namesFromApp(fetchImpl: typeof fetch = (...args) => fetch(...args)): (uid: string) => Promise<string | null> {
  const known = new Map<string, Promise<string | null>>()
  return (uid) => {
    let name = known.get(uid)
    if (!name) {
      name = fetchImpl(`/dashboard/events/names?uid=${encodeURIComponent(uid)}`, { headers: { Accept: 'application/json' }, credentials: 'same-origin' })
        .then((res) => (res.ok ? (res.json() as Promise<{ names?: Record<string, string> }>) : {}))
        .then((body: { names?: Record<string, string> }) => body.names?.[uid] ?? null)
        .catch(() => null)
      known.set(uid, name)
    }
    return name
  }
}

/**
 * When the page was rendered, in the server's clock: the token response's Date minus the time
 * since the page's response arrived (Navigation Timing), and a margin for the Date header's
 * whole seconds. A save in that margin is reported once more, which only refreshes a list again.
 */
export function renderInstant(serverDate: string | null, msSinceResponse: number, now = Date.now()): string {
  const server = serverDate ? Date.parse(serverDate) : NaN
  const base = Number.isFinite(server) ? server : now
  return new Date(base - Math.max(0, msSinceResponse) - RENDER_MARGIN_MS).toISOString()
}

function msSincePageResponse(): number {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
  return performance.now() - (navigation?.responseStart ?? 0)
}

/** Signs in (shared with uploads), then listens. A failure rejects: the page then simply is not live. */
export async function subscribeWithFirestore(config: FirebaseWebConfig, request: LiveRequest, handlers: LiveHandlers): Promise<LiveSubscription> {
  const { app, auth } = await dashboardFirebase(config)
  const res = await fetch('/dashboard/uploads/token', { method: 'POST', headers: { Accept: 'application/json' }, credentials: 'same-origin' })
  const body = (await res.json().catch(() => ({}))) as { token?: string }
  if (!res.ok || res.redirected || !body.token) return { close() {}, watchIds() {} }
  const since = renderInstant(res.headers.get('Date'), msSincePageResponse())
  const user = auth.currentUser ?? (await signInWithCustomToken(auth, body.token)).user
  const db = getFirestore(app)
  const emulator = (config.emulators as { firestore?: string } | undefined)?.firestore
  if (emulator) {
    const [host, port] = emulator.split(':')
    try {
      connectFirestoreEmulator(db, host!, Number(port))
    } catch {
      // Already connected (a second subscription on the page).
    }
  }
  return watchFirestore(db, request, handlers, { since, uid: user.uid, nameOf: namesFromApp() })
}
