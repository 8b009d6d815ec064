/**
 * The Firestore transport with the real Firebase web SDK (its Node build speaks gRPC), writes
 * made through FirestoreContentStore as the app makes them: creates and saves after the page's
 * render instant are reported with who saved, the user's own saves are marked, older saves are
 * not, and the deletion of a shown item is seen.
 *
 * It runs on the official Firestore emulator the run starts (tests/setup/official-firestore-emulator.ts),
 * which enforces firestore.rules: the listener is signed in as an editor, with the claim the
 * rules require. Where that emulator is not installed it runs on the pure-JS one, which has no
 * security rules and does not answer the SDK's check of a document that left a listener (a
 * "limbo" document): deletions are seen only on the official emulator, and that check is skipped.
 * Sampah's entries are read by their item's area: an editor's and an HR listener, each with the
 * query its page's scope makes, hear of their own areas' deletions only (official emulator): the
 * editor of a deleted post, block page and regulation, HR of a deleted opening.
 * Who may listen at all is tested in tests/firebase/firestore-rules.test.ts.
 */
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app'
import { collection, connectFirestoreEmulator, doc, getFirestore, onSnapshot, query, terminate, where, type DocumentReference, type Firestore, type Query } from 'firebase/firestore'
import { deleteApp as deleteAdminApp, type App as AdminApp } from 'firebase-admin/app'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { CategoryData } from '../../../../shared/schemas/types'
import { trashCollectionsReadBy } from '../../../../shared/collections/trash'
import { exampleData } from '../../testing/example-data'
import { moveToTrash } from '../../trash/trash-item'
import { ChangeEmitter } from '../change-emitter'
import { FirestoreContentStore } from './firestore-content-store'
import { connectFirestore, startFirestoreJsEmulator, type FirestoreJsEmulator } from '../../testing/firestore-js-emulator'
import { clearOfficialFirestore, officialFirestoreHost, officialFirestoreReady, officialProjectId } from '../../testing/official-firestore-emulator'
import type { LiveChange } from '../../../../web/src/dashboard/live/live-change'
import type { LiveRequest } from '../../../../web/src/dashboard/live/live-updates'
import { liveFilters, namesFromApp, renderInstant, watchFirestore } from '../../../../web/src/dashboard/live/live-firestore'

const OFFICIAL = officialFirestoreHost() !== null
const PROJECT = OFFICIAL ? officialProjectId('live-firestore') : 'demo-live'

let emulator: FirestoreJsEmulator | undefined
let adminApp: AdminApp | undefined
let store: FirestoreContentStore
let web: FirebaseApp
let db: Firestore
/** Signed in as HR (openings and applications), for Sampah's per-area listening. */
let hrWeb: FirebaseApp
let hrDb: Firestore
let clock = new Date('2026-06-15T03:00:00.000Z')

const NAMES: Record<string, string> = { 'uid-budi': 'Budi Santoso', 'uid-sari': 'Sari Wulandari' }
const nameOf = async (uid: string) => NAMES[uid] ?? null
const category = (name: string): CategoryData => ({ name, slug: `${name.toLowerCase().replace(/\s+/g, '-')}-${Math.random().toString(36).slice(2, 8)}` })

beforeAll(async () => {
  let host: string
  if (OFFICIAL) {
    host = await officialFirestoreReady()
    await clearOfficialFirestore(host, PROJECT)
    const admin = connectFirestore(host, PROJECT)
    adminApp = admin.app
    store = new FirestoreContentStore({ db: admin.db, events: new ChangeEmitter(), now: () => clock })
  } else {
    emulator = await startFirestoreJsEmulator(PROJECT)
    host = emulator.host
    store = new FirestoreContentStore({ db: emulator.firestore(), events: new ChangeEmitter(), now: () => clock })
  }
  web = initializeApp({ projectId: PROJECT, apiKey: 'demo-key' }, 'live-test')
  db = getFirestore(web)
  const [hostname, port] = host.split(':')
  // Signed in as an editor, with the claim firestore.rules check (the JS emulator has no rules).
  connectFirestoreEmulator(db, hostname!, Number(port), { mockUserToken: { user_id: 'uid-budi', staff: { role: 'editor' } } })
  hrWeb = initializeApp({ projectId: PROJECT, apiKey: 'demo-key' }, 'live-test-hr')
  hrDb = getFirestore(hrWeb)
  connectFirestoreEmulator(hrDb, hostname!, Number(port), { mockUserToken: { user_id: 'uid-hana', staff: { role: 'hr' } } })
})

afterAll(async () => {
  await terminate(db)
  await deleteApp(web)
  await terminate(hrDb)
  await deleteApp(hrWeb)
  if (adminApp) await deleteAdminApp(adminApp)
  await emulator?.stop()
})

/** The query watchFirestore listens to for `name`: the same filters, so the SDK serves both from one target. */
function liveQuery(db: Firestore, name: string, since: string, scope?: LiveRequest['scope']): Query {
  return query(collection(db, name), ...liveFilters(name, since, scope)!.map((filter) => where(filter.field, filter.op, filter.value)))
}

/**
 * Resolves once the server has answered a listen of each target (a snapshot not from the cache).
 * The web SDK serves identical queries, and one document's listeners, from one target, so the
 * listeners watchFirestore started on the same targets are established then too. A test writes
 * only after that: on the official emulator, a write made while its listeners are still being set
 * up sometimes fails a listener's stream ("RESOURCE_EXHAUSTED: Received message larger than
 * max", an open bug of the emulator), and that listener then hears nothing.
 */
async function established(...targets: (Query | DocumentReference)[]): Promise<void> {
  await Promise.all(
    targets.map(
      (target) =>
        new Promise<void>((resolve, reject) => {
          let done = false
          const timer = setTimeout(() => finish(new Error(`no answer from the emulator to a listen of ${target.type === 'document' ? target.path : 'a query'}`)), 10_000)
          const answered = (snapshot: { metadata: { fromCache: boolean } }) => {
            if (!snapshot.metadata.fromCache) finish()
          }
          const stop =
            target.type === 'document'
              ? onSnapshot(target, { includeMetadataChanges: true }, answered, (error) => finish(error))
              : onSnapshot(target, { includeMetadataChanges: true }, answered, (error) => finish(error))
          function finish(error?: Error) {
            if (done) return
            done = true
            clearTimeout(timer)
            stop()
            if (error) reject(error)
            else resolve()
          }
        }),
    ),
  )
}

function collect() {
  const changes: LiveChange[] = []
  return { changes, handlers: { onChange: (change: LiveChange) => changes.push(change) } }
}

describe('watchFirestore (web SDK on the Firestore emulator)', () => {
  it('reports creates and saves after the render instant, naming who saved, each once', async () => {
    const old = await store.create('categories', category('Sebelum Halaman'), { actor: 'uid-sari' })
    clock = new Date('2026-06-15T03:05:00.000Z')
    const { changes, handlers } = collect()
    const since = '2026-06-15T03:01:00.000Z'
    const live = watchFirestore(db, { collections: ['categories'] }, handlers, { since, uid: 'uid-budi', nameOf })
    try {
      await established(liveQuery(db, 'categories', since))
      const created = await store.create('categories', category('Hukum Pajak'), { actor: 'uid-sari' })
      await vi.waitFor(() => expect(changes).toHaveLength(1), { timeout: 5000 })
      expect(changes[0]).toEqual({ collection: 'categories', id: created.id, kind: 'create', version: 1, title: 'Hukum Pajak', by: 'Sari Wulandari', byYou: false })

      clock = new Date('2026-06-15T03:06:00.000Z')
      await store.update('categories', created.id, category('Hukum Perpajakan'), { actor: 'uid-budi', expectedVersion: 1 })
      await vi.waitFor(() => expect(changes).toHaveLength(2), { timeout: 5000 })
      expect(changes[1]).toMatchObject({ kind: 'update', version: 2, title: 'Hukum Perpajakan', by: 'Budi Santoso', byYou: true })

      // An item saved before the page rendered, saved again now: an update.
      await store.update('categories', old.id, category('Sesudah Halaman'), { actor: 'seed', expectedVersion: 1 })
      await vi.waitFor(() => expect(changes).toHaveLength(3), { timeout: 5000 })
      expect(changes[2]).toMatchObject({ id: old.id, kind: 'update', version: 2, by: null, byYou: false })
      // Another collection is not listened to.
      await store.create('tags', category('Agraria'), { actor: 'uid-sari' })
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(changes.map((change) => change.collection)).toEqual(['categories', 'categories', 'categories'])
    } finally {
      live.close()
    }
    clock = new Date('2026-06-15T03:10:00.000Z')
    await store.create('categories', category('Setelah Tutup'), { actor: 'uid-sari' })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(changes, 'nothing after close').toHaveLength(3)
  })

  it.skipIf(!OFFICIAL)('sees the deletion of an item the page shows, and reports nothing after close', async () => {
    clock = new Date('2026-06-15T04:00:00.000Z')
    const shown = await store.create('categories', category('Perbankan'), { actor: 'uid-sari' })
    const { changes, handlers } = collect()
    const since = '2026-06-15T04:30:00.000Z'
    const live = watchFirestore(db, { collections: ['categories'], ids: [{ collection: 'categories', id: shown.id }] }, handlers, { since, uid: 'uid-budi', nameOf })
    try {
      await established(liveQuery(db, 'categories', since), doc(db, 'categories', shown.id))
      // A moment for a report of the first answers to arrive; none does.
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(changes, 'saved before the render instant').toEqual([])
      await store.remove('categories', shown.id, { actor: 'uid-sari' })
      await vi.waitFor(() => expect(changes).toHaveLength(1), { timeout: 5000 })
      expect(changes[0]).toEqual({ collection: 'categories', id: shown.id, kind: 'delete', version: 1, title: 'Perbankan', by: null, byYou: false })
    } finally {
      live.close()
    }
    clock = new Date('2026-06-15T05:00:00.000Z')
    await store.create('categories', category('Setelah Tutup'), { actor: 'uid-sari' })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(changes).toHaveLength(1)
  })
})

describe("watchFirestore: Sampah's entries by their item's area", () => {
  it.skipIf(!OFFICIAL)("a non-admin's listener, naming its areas' collections, is let through and hears of its area's deletions only", async () => {
    clock = new Date('2026-06-15T06:00:00.000Z')
    const post = await store.create('blogs', exampleData('blogs', { title: 'Draf merger yang belum diumumkan', slug: 'draf-merger-sampah', publishedAt: null }), { actor: 'uid-sari' })
    const page = await store.create('blockPages', exampleData('blockPages', { title: 'Program Pro Bono', path: '/pro-bono-sampah', publishedAt: null }), { actor: 'uid-sari' })
    const regulation = await store.create('regulations', exampleData('regulations', { title: 'Pelindungan Data Pribadi', slug: 'uu-27-2022-sampah' }), { actor: 'uid-sari' })
    const opening = await store.create('openings', exampleData('openings', { title: 'Paralegal Litigasi', slug: 'paralegal-litigasi-sampah' }), { actor: 'uid-sari' })
    const since = '2026-06-15T06:30:00.000Z'
    const editorSeen = collect()
    const hrSeen = collect()
    // The scope each one's Sampah page is given by the server (trash/routes.tsx).
    const editorScope = { trash: trashCollectionsReadBy('editor') }
    const hrScope = { trash: trashCollectionsReadBy('hr') }
    const editorLive = watchFirestore(db, { collections: ['trash'], scope: editorScope }, editorSeen.handlers, { since, uid: 'uid-budi', nameOf })
    const hrLive = watchFirestore(hrDb, { collections: ['trash'], scope: hrScope }, hrSeen.handlers, { since, uid: 'uid-hana', nameOf })
    try {
      await established(liveQuery(db, 'trash', since, editorScope), liveQuery(hrDb, 'trash', since, hrScope))
      clock = new Date('2026-06-15T07:00:00.000Z')
      const remover = { uid: 'uid-sari', name: 'Sari Wulandari' }
      await moveToTrash(store, 'blogs', post.id, remover, { now: clock })
      await moveToTrash(store, 'blockPages', page.id, remover, { now: clock })
      await moveToTrash(store, 'regulations', regulation.id, remover, { now: clock })
      await moveToTrash(store, 'openings', opening.id, remover, { now: clock })
      const content = ['Draf merger yang belum diumumkan', 'Program Pro Bono', 'Pelindungan Data Pribadi']
      // Each new entry once as created (then, for an item that had addresses, updated with them).
      const created = (seen: LiveChange[]) => seen.filter((change) => change.kind === 'create').map((change) => change.title).sort()
      await vi.waitFor(() => expect(created(editorSeen.changes)).toEqual([...content].sort()), { timeout: 5000 })
      await vi.waitFor(() => expect(created(hrSeen.changes)).toEqual(['Paralegal Litigasi']), { timeout: 5000 })
      for (const change of [...editorSeen.changes, ...hrSeen.changes]) expect(change).toMatchObject({ collection: 'trash', by: 'Sari Wulandari' })
      // A moment more for anything of the other area to arrive; none does.
      await new Promise((resolve) => setTimeout(resolve, 500))
      expect(new Set(editorSeen.changes.map((change) => change.title))).toEqual(new Set(content))
      expect(new Set(hrSeen.changes.map((change) => change.title))).toEqual(new Set(['Paralegal Litigasi']))
    } finally {
      editorLive.close()
      hrLive.close()
    }
  })
})

describe('liveFilters', () => {
  it("asks for what was saved since the page rendered, and names a scope's collections", () => {
    expect(liveFilters('blogs', 'T')).toEqual([{ field: 'updatedAt', op: '>', value: 'T' }])
    expect(liveFilters('trash', 'T', { trash: ['openings'] })).toEqual([
      { field: 'collection', op: 'in', value: ['openings'] },
      { field: 'updatedAt', op: '>', value: 'T' },
    ])
    expect(liveFilters('blogs', 'T', { trash: ['openings'] })).toEqual([{ field: 'updatedAt', op: '>', value: 'T' }])
    // Nothing of it may be read: no listener (an empty `in` is no query).
    expect(liveFilters('trash', 'T', { trash: [] })).toBeNull()
  })
})

describe('renderInstant', () => {
  it("is the server's clock less the time since the page's response, and a margin", () => {
    expect(renderInstant('Mon, 15 Jun 2026 03:00:10 GMT', 2000)).toBe('2026-06-15T03:00:05.000Z')
    // Without a usable Date header, the browser's clock.
    expect(renderInstant(null, 1000, Date.parse('2026-06-15T03:00:10.000Z'))).toBe('2026-06-15T03:00:06.000Z')
    expect(renderInstant('garbage', -50, Date.parse('2026-06-15T03:00:10.000Z'))).toBe('2026-06-15T03:00:07.000Z')
  })
})

describe('namesFromApp', () => {
  it('asks the app once per uid and tolerates failures', async () => {
    const calls: string[] = []
    const fetchImpl = (async (url: string) => {
      calls.push(url)
      if (url.includes('broken')) throw new TypeError('offline')
      return new Response(JSON.stringify({ names: url.includes('uid-budi') ? { 'uid-budi': 'Budi Santoso' } : {} }), { headers: { 'content-type': 'application/json' } })
    }) as unknown as typeof fetch
    const names = namesFromApp(fetchImpl)
    expect(await names('uid-budi')).toBe('Budi Santoso')
    expect(await names('uid-budi')).toBe('Budi Santoso')
    expect(await names('seed')).toBeNull()
    expect(await names('broken')).toBeNull()
    expect(calls).toEqual(['/dashboard/events/names?uid=uid-budi', '/dashboard/events/names?uid=seed', '/dashboard/events/names?uid=broken'])
  })
})
