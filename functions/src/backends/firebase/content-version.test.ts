/**
 * Every instance fresh (decision 36): two instances of the site on one Firestore (the
 * pure-JS emulator), each with its own render cache, as two Cloud Functions instances behind
 * Hosting, each reading the content version once a second while it serves (no listener). A save
 * made through one reaches the other's pages within 2 s.
 */
import { deleteApp } from 'firebase-admin/app'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Blog, Category } from '../../../../shared/schemas/types'
import { createApp, type App } from '../../app'
import { exampleData } from '../../testing/example-data'
import { connectFirestore, startFirestoreJsEmulator, type FirestoreJsEmulator } from '../../testing/firestore-js-emulator'
import { testConfig } from '../../testing/test-backend'
import { keepFresh, VERSION_CHECK_MS } from '../../render/content-freshness'
import type { ContentVersion } from '../ports'
import { createFirebaseBackend, type FirebaseBackend } from './index'

const PROJECT = 'demo-alr'
const BASE = 'https://www.example.test'
let firestore: FirestoreJsEmulator
const backends: FirebaseBackend[] = []
let one: App
let two: App
let blog: Blog
let category: Category

function instance(): { backend: FirebaseBackend; app: App } {
  const { app: firebaseApp } = connectFirestore(firestore.host, PROJECT)
  const backend = createFirebaseBackend({
    app: firebaseApp,
    projectId: PROJECT,
    storageBucket: `${PROJECT}.appspot.com`,
    webApiKey: 'demo-web-api-key',
    // Public pages never call Algolia; nothing listens there.
    algolia: { appId: 'DEMO', adminApiKey: 'demo', indexPrefix: 'alr', hosts: [{ url: '127.0.0.1', port: 9, protocol: 'http', accept: 'readWrite' }] },
  })
  backends.push(backend)
  const config = testConfig({
    BACKEND: 'firebase',
    GOOGLE_CLOUD_PROJECT: PROJECT,
    STORAGE_BUCKET: `${PROJECT}.appspot.com`,
    WEB_API_KEY: 'demo-web-api-key',
    ALGOLIA_APP_ID: 'DEMO',
    ALGOLIA_ADMIN_KEY: 'demo',
  })
  return { backend, app: createApp(backend, config) }
}

beforeAll(async () => {
  firestore = await startFirestoreJsEmulator(PROJECT)
  const first = instance()
  one = first.app
  two = instance().app
  // Documents only: the pages name their files, which no page reads (Cloud Storage does not run here).
  category = await first.backend.content.create('categories', exampleData('categories', { name: 'Hukum Persaingan Usaha', slug: 'hukum-persaingan-usaha' }), { actor: 'test' })
  blog = await first.backend.content.create(
    'blogs',
    exampleData('blogs', { title: 'Merger yang wajib dilaporkan', slug: 'merger-wajib-lapor', categoryId: category.id, tagIds: [], authorIds: [], publishedAt: new Date(Date.now() - 60_000).toISOString() }),
    { actor: 'test' },
  )
}, 120_000)

afterAll(async () => {
  for (const backend of backends) await deleteApp(backend.app)
  await firestore?.stop()
})

const page = async (app: App, path: string) => {
  const res = await app.request(`${BASE}${path}`)
  return { state: res.headers.get('x-render-cache'), html: await res.text() }
}

describe('a save on one instance', () => {
  it('reaches the other instance’s cached pages within 2 s', async () => {
    for (const app of [one, two]) {
      // An instance polls the version (once a second while serving): the creations above changed
      // it since it started, so its first poll may drop what it had cached; then it serves hits.
      let hit = await page(app, '/blogs')
      const until = performance.now() + 3_000
      while (hit.state !== 'HIT' && performance.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 20))
        hit = await page(app, '/blogs')
      }
      expect(hit.state).toBe('HIT')
      expect(hit.html).toContain('Merger yang wajib dilaporkan')
    }
    const before = (await backends[1]!.content.get('blogs', blog.id))!
    const { id, version, createdAt: _c, updatedAt: _u, updatedBy: _b, ...data } = before
    await backends[0]!.content.update('blogs', id, { ...data, title: 'Merger yang kini wajib dilaporkan' }, { actor: 'test', expectedVersion: version })
    const saved = performance.now()
    // The instance that saved shows it at once (its own change event cleared its cache).
    expect((await page(one, '/blogs')).html).toContain('Merger yang kini wajib dilaporkan')
    let elapsed = Number.POSITIVE_INFINITY
    while (performance.now() - saved < 5_000) {
      if ((await page(two, '/blogs')).html.includes('Merger yang kini wajib dilaporkan')) {
        elapsed = performance.now() - saved
        break
      }
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    console.log(`the other instance showed the save after ${elapsed.toFixed(0)} ms`)
    expect(elapsed).toBeLessThanOrEqual(2_000)
  })

  it('a private collection’s write (an inquiry) writes no version: no instance drops its pages for it', async () => {
    const version = await backends[0]!.contentVersion.read()
    await backends[0]!.content.create('inquiries', exampleData('inquiries'), { actor: 'visitor' })
    expect(await backends[0]!.contentVersion.read()).toEqual(version)
  })
})

describe('keepFresh', () => {
  /** A version whose watch can be silenced, as a listener that died without an error. */
  function fakeVersion() {
    let current: string | null = 'v1'
    let listener: ((v: string | null) => void) | null = null
    let reads = 0
    const version: ContentVersion = {
      watch(onChange) {
        listener = onChange
        onChange(current)
        return () => (listener = null)
      },
      async read() {
        reads++
        return { version: current, own: false }
      },
    }
    return {
      version,
      set(next: string, heard: boolean) {
        current = next
        if (heard) listener?.(next)
      },
      reads: () => reads,
    }
  }

  it('clears on the first version and on each change the watch reports', () => {
    const fake = fakeVersion()
    let clears = 0
    keepFresh(fake.version, () => clears++)
    expect(clears).toBe(1)
    fake.set('v2', true)
    expect(clears).toBe(2)
  })

  it('when the watch has been silent for VERSION_CHECK_MS, a request reads the version itself (once, not per request)', async () => {
    const fake = fakeVersion()
    let clears = 0
    let now = 0
    const freshness = keepFresh(fake.version, () => clears++, () => now)
    fake.set('v2', false)
    freshness.touch()
    expect(fake.reads()).toBe(0)
    now = VERSION_CHECK_MS
    freshness.touch()
    freshness.touch()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(fake.reads()).toBe(1)
    expect(clears).toBe(2)
    freshness.touch()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(fake.reads()).toBe(1)
  })

  it('a polled version (no listener) is read once at the start without clearing, then by a request once per pollMs, and a change clears', async () => {
    const fake = fakeVersion()
    const polled: ContentVersion = { ...fake.version, watch: () => () => {}, pollMs: 1_000 }
    let clears = 0
    let now = 0
    const freshness = keepFresh(polled, () => clears++, () => now)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(fake.reads()).toBe(1)
    expect(clears).toBe(0)
    now = 999
    freshness.touch()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(fake.reads()).toBe(1)
    fake.set('v2', false)
    now = 1_000
    freshness.touch()
    freshness.touch()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(fake.reads()).toBe(2)
    expect(clears).toBe(1)
  })
})
