/**
 * The search sync as it runs on Firebase, end to end: a post written through the app's Firestore
 * store → the official Firestore emulator delivers the write's event → firebase-tools' Functions
 * emulator runs the deployed function (`searchSyncBlogs`, from the bundle
 * scripts/build-functions.mjs builds) → the function writes to Algolia (the local stand-in of
 * its REST API) → the post is found by the app's own Algolia search. A trigger that is not wired
 * fails it: a function missing from the bundle or its entry is not among those the emulator
 * loaded, and one on another document path is never delivered the post's event.
 *
 * How it is put together (trigger-chain-emulators.ts): `firebase emulators:start --only
 * functions,firestore` would do it all, but the CLI refuses to start its Java emulators on the
 * Java 17 these machines have. The Firestore emulator itself runs on Java 11 and later, so it is
 * started as the run's shared one is, with `--functions_emulator`; the CLI's Functions emulator
 * is started by its own class in a small launcher, which enters that Firestore in the CLI's
 * registry so the triggers are registered with it as the CLI would register them. Only the
 * wiring is not the CLI's; every part that delivers, runs or stores is the real one.
 *
 * Algolia down: the function fails, and Firestore's delivery with it (the emulator logs the
 * failed delivery). On Firebase the trigger is declared with `retry: true`, and Eventarc
 * delivers the event again with backoff for up to 24 hours; the emulators deliver it once. So
 * the test checks what the app itself does about it once Algolia is back: the scheduled sweep
 * (run as Cloud Scheduler runs it) puts a published post that is missing from the public index
 * back in both indexes, and an edit that failed is brought in by the next save of the item.
 *
 * Alone: `npx vitest run tests/firebase/trigger-chain.test.ts` (needs the official Firestore
 * emulator and Java 11+; skipped, and named by the run, without them).
 */
import { deleteApp, type App } from 'firebase-admin/app'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ChangeEmitter } from '../../functions/src/backends/change-emitter'
import { AlgoliaSearchIndex } from '../../functions/src/backends/firebase/algolia-search-index'
import { FirestoreContentStore } from '../../functions/src/backends/firebase/firestore-content-store'
import { SEARCH_SYNC_COLLECTIONS, searchSyncFunctionName } from '../../functions/src/cloud-functions/search-sync-functions'
import { startAlgoliaStandIn, type AlgoliaStandIn } from '../../functions/src/testing/algolia-stand-in'
import { exampleData } from '../../functions/src/testing/example-data'
import { connectFirestore } from '../../functions/src/testing/firestore-js-emulator'
import { officialProjectId } from '../../functions/src/testing/official-firestore-emulator'
import { findEmulator } from '../setup/official-firestore-emulator'
import { startTriggerChain, type TriggerChain } from './trigger-chain-emulators'

const PROJECT = officialProjectId('trigger-chain')
const PREFIX = 'chain'
const EMULATOR = findEmulator()
/** A trigger's run, its first one included (a function's runtime starts in about 2 s, more on a busy machine). */
const EVENT_TIMEOUT_MS = 25_000

let algolia: AlgoliaStandIn
let chain: TriggerChain | undefined
let app: App | undefined
let store: FirestoreContentStore
let search: AlgoliaSearchIndex

const parentIds = (index: 'staff' | 'public') => algolia.objects(`${PREFIX}_${index}`).map((record) => record.parentId)
const titlesOf = (index: 'staff' | 'public', parentId: string) =>
  algolia
    .objects(`${PREFIX}_${index}`)
    .filter((record) => record.parentId === parentId)
    .map((record) => record.title)

/** Polls until `check` passes; on timeout, fails with the Functions emulator's log. */
async function eventually(what: string, check: () => boolean, timeoutMs = EVENT_TIMEOUT_MS): Promise<number> {
  const started = Date.now()
  while (!check()) {
    if (Date.now() - started > timeoutMs) {
      const failed = chain?.failedDeliveries().join(', ') || 'none'
      throw new Error(`${what}: not within ${timeoutMs / 1000} s (failed deliveries: ${failed}). The Functions emulator's log ends with:\n${chain?.functionsLog()}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return Date.now() - started
}

let serial = 0
function post(title: string) {
  serial += 1
  return exampleData('blogs', {
    title,
    slug: `rantai-pemicu-${serial}-${Date.now()}`,
    publishedAt: '2026-01-05T02:00:00.000Z',
    categoryId: 'tanpa-kategori',
    tagIds: [],
    authorIds: [],
  })
}

describe.skipIf('absent' in EMULATOR)('Firestore → Cloud Function → Algolia, on the emulators', () => {
  beforeAll(async () => {
    if ('absent' in EMULATOR) return
    // This process's firebase-admin without credentials would otherwise ask Google's metadata
    // server for them (off this machine); the Functions emulator sets the same for the functions.
    process.env.METADATA_SERVER_DETECTION = 'none'
    algolia = await startAlgoliaStandIn()
    const started = Date.now()
    chain = await startTriggerChain(EMULATOR, { projectId: PROJECT, algolia, indexPrefix: PREFIX })
    console.log(`trigger chain: bundle built and both emulators up in ${((Date.now() - started) / 1000).toFixed(1)} s`)
    const firestore = connectFirestore(chain.firestoreHost, PROJECT)
    app = firestore.app
    store = new FirestoreContentStore({ db: firestore.db, events: new ChangeEmitter(), now: () => new Date() })
    search = new AlgoliaSearchIndex({ appId: algolia.appId, adminApiKey: algolia.apiKey, indexPrefix: PREFIX, hosts: [algolia.host] })
  }, 120_000)

  afterAll(async () => {
    if (app) await deleteApp(app)
    await chain?.stop()
    await algolia?.stop()
  }, 30_000)

  it('the emulator loaded every search sync of the bundle', () => {
    expect(chain!.loaded).toEqual(expect.arrayContaining(SEARCH_SYNC_COLLECTIONS.map(searchSyncFunctionName)))
  })

  const firstData = post('Perjanjian kerja waktu tertentu')
  let first: { id: string }

  it('a post saved through the store is searchable once Firestore has delivered its event to the deployed function', async () => {
    const saved = Date.now()
    first = await store.create('blogs', firstData, { actor: 'test' })
    const parentId = `blogs/${first.id}`
    const latency = await eventually('the post in the staff and public indexes', () => parentIds('staff').includes(parentId) && parentIds('public').includes(parentId))
    console.log(`trigger chain: write to record in ${Date.now() - saved} ms (${latency} ms after the write returned; includes the function's cold start)`)
    const found = await search.search('public', { q: 'waktu tertentu' })
    expect(found.hits.map((hit) => hit.record.parentId)).toContain(parentId)
    expect(chain!.failedDeliveries()).toEqual([])
  }, 60_000)

  it('Algolia down: the function fails and so does the delivery; once it is back the scheduled sweep indexes the post', async () => {
    algolia.setDown(true)
    const refused = algolia.requests.length
    const missed = await store.create('blogs', post('Pesangon karyawan kontrak'), { actor: 'test' })
    const parentId = `blogs/${missed.id}`
    try {
      await eventually('the failed delivery of the post\'s event', () => chain!.failedDeliveries().includes('searchSyncBlogs'))
    } finally {
      algolia.setDown(false)
    }
    // The function reached Algolia (and was answered 503), and nothing of the post was stored.
    expect(algolia.requests.length).toBeGreaterThan(refused)
    expect(parentIds('staff')).not.toContain(parentId)
    expect(parentIds('public')).not.toContain(parentId)

    // What Cloud Scheduler does every 10 minutes: the sweep answers once it is done.
    expect(await chain!.runSchedule('sweepScheduled')).toBe(200)
    expect(parentIds('staff')).toContain(parentId)
    expect(parentIds('public')).toContain(parentId)
    expect((await search.search('public', { q: 'pesangon' })).hits.map((hit) => hit.record.parentId)).toContain(parentId)
  }, 90_000)

  it('an edit made while Algolia is down reaches the indexes with the next save of the item', async () => {
    const parentId = `blogs/${first.id}`
    const failures = chain!.failedDeliveries().length
    algolia.setDown(true)
    try {
      await store.update('blogs', first.id, { ...firstData, title: 'Perjanjian kerja waktu tertentu (PKWT)' }, { actor: 'test' })
      await eventually('the failed delivery of the edit', () => chain!.failedDeliveries().length > failures)
    } finally {
      algolia.setDown(false)
    }
    expect(titlesOf('staff', parentId)).toEqual(['Perjanjian kerja waktu tertentu'])
    // The post is still in the public index, so the sweep has nothing to add: the next save brings the edit.
    await store.update('blogs', first.id, { ...firstData, title: 'Perjanjian kerja waktu tertentu (PKWT) 2026' }, { actor: 'test' })
    await eventually('the edit in the staff index', () => titlesOf('staff', parentId)[0] === 'Perjanjian kerja waktu tertentu (PKWT) 2026')
  }, 90_000)

  it('a deleted post leaves both indexes', async () => {
    const parentId = `blogs/${first.id}`
    expect(parentIds('staff')).toContain(parentId)
    await store.remove('blogs', first.id, { actor: 'test' })
    const latency = await eventually('the post gone from the staff and public indexes', () => !parentIds('staff').includes(parentId) && !parentIds('public').includes(parentId))
    console.log(`trigger chain: a deletion left the indexes ${latency} ms after the write returned (the function's runtime already started)`)
  }, 60_000)
})
