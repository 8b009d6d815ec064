/**
 * The site on the Firebase backend with one service unreachable: each of Firestore, Cloud
 * Storage and Algolia in turn is pointed at a closed port (a port bound, then closed, so
 * connections are refused), the others at the emulators and the stand-in that run here.
 *
 * - Algolia down: the backend starts, every page is served, /search answers its 503 with its
 *   message, /healthz says search is down (200 "degraded": a load balancer keeps the instance).
 * - Firestore down: /healthz and a page answer 503 within 5 s (they took 40 s and more while
 *   the Firestore client retried on its own).
 * - Storage down: pages are served, /healthz says files are down.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { deleteApp, type App } from 'firebase-admin/app'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectConsoleError } from '../../../../tests/setup/fail-on-console-error'
import { createApp } from '../../app'
import { SEARCH_UNAVAILABLE_MESSAGE } from '../../render/error-handling'
import { startAlgoliaStandIn, type AlgoliaStandIn } from '../../testing/algolia-stand-in'
import { fixtures } from '../../testing/fixtures'
import { testConfig } from '../../testing/test-backend'
import { connectFirestore, freePort, startFirestoreJsEmulator, type FirestoreJsEmulator } from '../../testing/firestore-js-emulator'
import { startStorageTestEmulator, type StorageTestEmulator } from '../../testing/storage-test-emulator'
import { createFirebaseBackend, type FirebaseBackend } from './index'

const PROJECT = 'demo-outage'
/** What the issue asks of an unreachable dependency. */
const ANSWER_WITHIN_MS = 5000

let firestore: FirestoreJsEmulator
let storage: StorageTestEmulator
let algolia: AlgoliaStandIn
let closed: string
let scratch: string
const apps: App[] = []
let blogPath = ''

interface Hosts {
  firestore: string
  storage: string
  algolia: { url: string; port: number }
}

/**
 * A backend as a new instance opens it. firebase-admin reads the Storage emulator's address
 * from the environment when it makes its first Storage request, so that one is made here.
 */
async function openBackend(hosts: Partial<Hosts> = {}): Promise<FirebaseBackend> {
  const { app } = connectFirestore(hosts.firestore ?? firestore.host, PROJECT)
  apps.push(app)
  const saved = { firebase: process.env.FIREBASE_STORAGE_EMULATOR_HOST, gcs: process.env.STORAGE_EMULATOR_HOST }
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = hosts.storage ?? storage.host
  delete process.env.STORAGE_EMULATOR_HOST
  try {
    const algoliaHost = hosts.algolia ?? algolia.host
    const backend = createFirebaseBackend({
      app,
      projectId: PROJECT,
      storageBucket: storage.bucketName,
      webApiKey: 'test-web-api-key',
      algolia: { appId: algolia.appId, adminApiKey: algolia.apiKey, indexPrefix: 'outage', hosts: [{ ...algolia.host, ...algoliaHost }] },
    })
    await backend.files.stat('healthz/absent').catch(() => null)
    return backend
  } finally {
    for (const [name, value] of [['FIREBASE_STORAGE_EMULATOR_HOST', saved.firebase], ['STORAGE_EMULATOR_HOST', saved.gcs]] as const) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  }
}

function site(backend: FirebaseBackend) {
  return createApp(backend, testConfig(), { imageCacheDir: path.join(scratch, 'img') })
}

async function timed(request: Response | Promise<Response>): Promise<{ res: Response; ms: number }> {
  const started = performance.now()
  const res = await request
  await res.clone().arrayBuffer()
  return { res, ms: performance.now() - started }
}

beforeAll(async () => {
  ;[firestore, storage, algolia] = await Promise.all([startFirestoreJsEmulator(PROJECT), startStorageTestEmulator(PROJECT), startAlgoliaStandIn()])
  // Bound, then closed: nothing listens there, so every connection is refused.
  closed = `127.0.0.1:${await freePort()}`
  scratch = mkdtempSync(path.join(os.tmpdir(), 'outage-'))
  const healthy = await openBackend()
  // As a deploy does: an empty store is stamped at the code's schema version before content arrives.
  await healthy.prepare(() => {})
  const f = fixtures(healthy)
  const category = await f.category('Hukum Persaingan Usaha')
  const blog = await f.blog({ title: 'Merger yang wajib dilaporkan ke KPPU', categoryId: category.id, publishedAt: new Date(Date.now() - 86_400_000).toISOString() })
  await f.profile({ name: 'Rina Kusumawati', position: 'Partner' })
  blogPath = `/blogs/${blog.slug}`
}, 120_000)

afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)))
  await Promise.all([firestore?.stop(), storage?.stop(), algolia?.stop()])
  if (scratch) rmSync(scratch, { recursive: true, force: true })
})

describe('Algolia unreachable', () => {
  it('the backend starts, every page is served, and only search answers its unavailable state', async () => {
    expectConsoleError(10)
    const [host, port] = closed.split(':')
    const backend = await openBackend({ algolia: { url: host!, port: Number(port) } })
    const lines: string[] = []
    await backend.prepare((line) => lines.push(line))
    expect(lines).toEqual([expect.stringMatching(/^Peringatan: Algolia tidak dapat dihubungi .*situs tetap berjalan/)])

    const app = site(backend)
    for (const page of ['/', '/blogs', blogPath, '/attorneys', '/about', '/publications']) {
      expect((await app.request(page)).status, page).toBe(200)
    }
    const { res: search, ms } = await timed(app.request('/search?q=merger'))
    expect(search.status).toBe(503)
    expect(search.headers.get('retry-after')).toBe('30')
    const html = await search.text()
    expect(html).toContain(SEARCH_UNAVAILABLE_MESSAGE)
    // The search page itself, with the visitor's words still in its box, not the error page.
    expect(html).toContain('<title>Pencarian tidak tersedia')
    expect(html).toMatch(/<input[^>]*name="q"[^>]*value="merger"/)
    expect(search.headers.get('cache-control')).toBe('no-store')
    expect(ms).toBeLessThan(ANSWER_WITHIN_MS)
    expect((await app.request('/api/search?q=merger')).status).toBe(503)

    const health = await app.request('/healthz')
    expect(health.status).toBe(200)
    expect(await health.json()).toMatchObject({ status: 'degraded', checks: { content: 'ok', search: 'down', files: 'ok' } })
  })
})

describe('Firestore unreachable', () => {
  it('/healthz answers 503 within 5 s, naming the content store', async () => {
    expectConsoleError(10)
    const app = site(await openBackend({ firestore: closed }))
    const { res, ms } = await timed(app.request('/healthz'))
    console.info(`/healthz with Firestore unreachable: ${res.status} in ${Math.round(ms)} ms`)
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe('30')
    expect(await res.json()).toMatchObject({ status: 'unavailable', checks: { content: 'down', search: 'ok', files: 'ok' } })
    expect(ms).toBeLessThan(ANSWER_WITHIN_MS)
  }, 20_000)

  it('a page answers the 503 page within 5 s, and so do the pages after it', async () => {
    expectConsoleError(10)
    const app = site(await openBackend({ firestore: closed }))
    for (const page of ['/', blogPath, '/attorneys']) {
      const { res, ms } = await timed(app.request(page))
      console.info(`${page} with Firestore unreachable: ${res.status} in ${Math.round(ms)} ms`)
      expect(res.status, page).toBe(503)
      expect(res.headers.get('retry-after')).toBe('30')
      expect(ms, page).toBeLessThan(ANSWER_WITHIN_MS)
    }
  }, 30_000)
})

describe('Cloud Storage unreachable', () => {
  it('pages are served and /healthz says the file store is down, within 5 s', async () => {
    expectConsoleError(10)
    const app = site(await openBackend({ storage: closed }))
    for (const page of ['/', blogPath, '/attorneys']) expect((await app.request(page)).status, page).toBe(200)
    const { res, ms } = await timed(app.request('/healthz'))
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ status: 'degraded', checks: { content: 'ok', search: 'ok', files: 'down' } })
    expect(ms).toBeLessThan(ANSWER_WITHIN_MS)
  }, 30_000)
})
