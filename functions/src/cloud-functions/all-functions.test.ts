/**
 * The functions `functions/src/index.ts` exports, as Cloud Functions would run them: wrapped by
 * firebase-functions-test (the triggers) or served by Express the way the Functions framework
 * does (the site). Their params come from the environment as in production; only the backend is
 * swapped for the embedded one (Firestore and Storage cannot run here; see docs/deploy-firebase.md).
 */
import { exampleData } from '../testing/example-data'
import express from 'express'
import functionsTest from 'firebase-functions-test'
import { utimes } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import type { Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { MSG } from '../../../shared/schemas/messages'
import type { Category } from '../../../shared/schemas/types'
import { openBackend } from '../backends/open-backend'
import { PUBLIC_CDN_CACHE_CONTROL } from '../config'
import type { DirectUploads } from '../backends/ports'
import { fixtures, tinyJpeg } from '../testing/fixtures'
import { createTestBackend, type TestBackend } from '../testing/test-backend'
import { SEARCH_SYNC_COLLECTIONS, searchSyncFunctionName, searchSyncNamesOutOfStep } from './search-sync-functions'
import { SCHEDULED_FUNCTIONS } from './function-names'

vi.mock('../backends/open-backend', () => ({ openBackend: vi.fn() }))

const DAY = 86_400_000
const PARAMS = {
  FIREBASE_CONFIG: JSON.stringify({ projectId: 'demo-alr', storageBucket: 'demo-alr.appspot.com' }),
  GCLOUD_PROJECT: 'demo-alr',
  APP_REGION: 'asia-southeast2',
  APP_MEMORY_MB: '1024',
  APP_MAX_INSTANCES: '10',
  PUBLIC_BASE_URL: 'https://www.example.test',
  WEB_API_KEY: 'demo-web-api-key',
  WEB_APP_ID: '',
  ALGOLIA_APP_ID: 'DEMOAPP',
  ALGOLIA_INDEX_PREFIX: 'alr',
  ALGOLIA_ADMIN_KEY: 'demo-admin-key',
}
const saved: Record<string, string | undefined> = {}

let backend: TestBackend & { directUploads: DirectUploads }
let fns: typeof import('../index')
let fft: ReturnType<typeof functionsTest>
let category: Category
let f: ReturnType<typeof fixtures>
let server: Server
let origin: string
/** The same site as an instance running `app` exports it (no HTTPS provider: app-handler.ts). */
let instanceServer: Server
let instanceOrigin: string

const titles = async (index: 'public' | 'staff', q: string) =>
  (await backend.search.search(index, { q, perPage: 50 })).hits.map((h) => h.record.title)

function setParams(values: Record<string, string | undefined>) {
  for (const [key, value] of Object.entries(values)) {
    if (!(key in saved)) saved[key] = process.env[key]
    if (value === undefined) delete process.env[key]
    else process.env[key] = value
  }
}

beforeAll(async () => {
  // Everything but the secret: the first request finds the configuration incomplete.
  setParams({ ...PARAMS, ALGOLIA_ADMIN_KEY: undefined })
  const rejections = new Map<string, string>()
  backend = Object.assign(createTestBackend(), {
    directUploads: {
      browserToken: async () => 'token',
      recordRejection: async (path: string, message: string) => void rejections.set(path, message),
      rejection: async (path: string) => rejections.get(path) ?? null,
    },
  })
  vi.mocked(openBackend).mockResolvedValue(backend)
  fns = await import('../index')
  fft = functionsTest({ projectId: 'demo-alr', storageBucket: 'demo-alr.appspot.com' })
  f = fixtures(backend)
  category = await f.category('Hukum Perusahaan')

  // The Functions framework reads the body before the handler runs and keeps it as `rawBody`.
  const site = express()
  site.use(express.raw({ type: () => true, limit: '32mb', verify: (req, _res, buf) => void ((req as unknown as { rawBody: Buffer }).rawBody = buf) }))
  site.all('/{*path}', (req, res) => void fns.app(req as never, res))
  server = site.listen(0)
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const { defineAppInstance } = await import('./app-handler')
  const { loadFirebaseRuntime } = await import('./firebase-runtime')
  const instance = (await defineAppInstance({ load: () => loadFirebaseRuntime(undefined) })).app
  const instanceSite = express()
  instanceSite.use(express.raw({ type: () => true, limit: '32mb', verify: (req, _res, buf) => void ((req as unknown as { rawBody: Buffer }).rawBody = buf) }))
  instanceSite.all('/{*path}', (req, res) => void instance(req as never, res as never))
  instanceServer = instanceSite.listen(0)
  instanceOrigin = `http://127.0.0.1:${(instanceServer.address() as AddressInfo).port}`
})

afterAll(async () => {
  server?.close()
  instanceServer?.close()
  fft?.cleanup()
  await backend?.cleanup()
  setParams(saved)
})

describe('the exported functions', () => {
  it('declare their triggers, region, memory and secret as the deploy manifest will', () => {
    const endpoint = (fn: unknown) => (fn as { __endpoint: Record<string, any> }).__endpoint
    expect(endpoint(fns.app).httpsTrigger).toEqual({ invoker: ['public'] })
    expect(endpoint(fns.app)).toMatchObject({ platform: 'gcfv2', cpu: 1, concurrency: 80, timeoutSeconds: 60 })
    expect(String(endpoint(fns.app).region)).toContain('APP_REGION')
    expect(String(endpoint(fns.app).availableMemoryMb)).toContain('APP_MEMORY_MB')
    // One trigger per searchable collection of the registry, exported by the entry under its name.
    expect(searchSyncNamesOutOfStep()).toEqual({ missing: [], extra: [] })
    for (const collection of SEARCH_SYNC_COLLECTIONS) {
      const fn = (fns as unknown as Record<string, unknown>)[searchSyncFunctionName(collection)]
      expect(fn, searchSyncFunctionName(collection)).toBeDefined()
      expect(endpoint(fn).eventTrigger).toMatchObject({
        eventType: 'google.cloud.firestore.document.v1.written',
        eventFilterPathPatterns: { document: `${collection}/{id}` },
        retry: true,
      })
    }
    expect(endpoint(fns.validateUpload).eventTrigger).toMatchObject({ eventType: 'google.cloud.storage.object.v1.finalized', retry: true })
    expect(endpoint(fns.sweepScheduled).scheduleTrigger).toMatchObject({ schedule: 'every 10 minutes', timeZone: 'Asia/Jakarta' })
    expect(endpoint(fns.pruneUploads).scheduleTrigger).toMatchObject({ schedule: 'every day 03:00', timeZone: 'Asia/Jakarta' })
    expect(endpoint(fns.sendAlerts).scheduleTrigger).toMatchObject({ schedule: 'every 10 minutes', timeZone: 'Asia/Jakarta' })
    // Exactly these have a scheduler job (the deploy guide counts them from this list).
    const scheduled = Object.entries(fns).filter(([, fn]) => typeof fn === 'function' && endpoint(fn).scheduleTrigger)
    expect(scheduled.map(([name]) => name).sort()).toEqual([...SCHEDULED_FUNCTIONS].sort())
    // The alerts' sender runs when an alert is created, one event at a time on one instance.
    expect(endpoint(fns.sendQueuedAlerts).eventTrigger).toMatchObject({
      eventType: 'google.cloud.firestore.document.v1.created',
      eventFilterPathPatterns: { document: 'alerts/{id}' },
      retry: false,
    })
    expect(endpoint(fns.sendQueuedAlerts)).toMatchObject({ maxInstances: 1, concurrency: 1, timeoutSeconds: 540 })
    for (const fn of [fns.app, fns.searchSyncBlogs, fns.validateUpload, fns.sweepScheduled, fns.sendAlerts, fns.sendQueuedAlerts, fns.pruneUploads]) {
      expect(endpoint(fn).secretEnvironmentVariables).toEqual([{ key: 'ALGOLIA_ADMIN_KEY' }])
    }
  })
})

describe('app (onRequest)', () => {
  it('answers the server-error page, uncached, while the configuration is refused; then starts once it is complete', async () => {
    for (const site of [origin, instanceOrigin]) {
      const refused = await fetch(`${site}/`)
      expect(refused.status, site).toBe(500)
      expect(refused.headers.get('cache-control'), site).toBe('no-store')
      expect(await refused.text(), site).toContain('500')
    }
    setParams({ ALGOLIA_ADMIN_KEY: PARAMS.ALGOLIA_ADMIN_KEY })
    for (const site of [origin, instanceOrigin]) {
      const res = await fetch(`${site}/`)
      expect(res.status, site).toBe(200)
      expect(res.headers.get('cache-control'), site).toBe(PUBLIC_CDN_CACHE_CONTROL)
      expect(await res.text(), site).toContain('https://www.example.test/')
    }
  })

  it('passes a request body the framework has already read (rawBody) to the app', async () => {
    await backend.identity.createStaff({ email: 'rina@example.test', password: 'sandi-rahasia-rina', displayName: 'Rina', role: 'admin' })
    for (const site of [origin, instanceOrigin]) {
      const res = await fetch(`${site}/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: { origin: 'https://www.example.test', 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email: 'rina@example.test', password: 'sandi-rahasia-rina' }),
      })
      expect(res.status, site).toBe(303)
      expect(res.headers.get('set-cookie'), site).toMatch(/^__session=/)
    }
  })
})

describe('searchSync* (onDocumentWritten), wrapped by firebase-functions-test', () => {
  it('indexes a written post from what the store holds now, whatever the event carried', async () => {
    const blog = await f.blog({ title: 'Due diligence akuisisi saham', categoryId: category.id, publishedAt: new Date(Date.now() - DAY).toISOString() })
    await Promise.all([backend.search.clear('public'), backend.search.clear('staff')])
    const before = fft.firestore.makeDocumentSnapshot({}, `blogs/${blog.id}`)
    // A late event whose `after` is an older version of the post.
    const stale = fft.firestore.makeDocumentSnapshot({ title: 'Judul lama yang sudah diganti' }, `blogs/${blog.id}`)
    await fft.wrap(fns.searchSyncBlogs)({ data: fft.makeChange(before, stale), params: { id: blog.id } })
    expect(await titles('public', 'akuisisi')).toEqual(['Due diligence akuisisi saham'])
    expect(await titles('staff', 'akuisisi')).toEqual(['Due diligence akuisisi saham'])
    expect(await titles('staff', 'lama')).toEqual([])
  })

  it('removes the records of a deleted document', async () => {
    const blog = await f.blog({ title: 'Penyelesaian sengketa pajak', categoryId: category.id, publishedAt: new Date(Date.now() - DAY).toISOString() })
    const snapshot = fft.firestore.makeDocumentSnapshot({ title: blog.title }, `blogs/${blog.id}`)
    const records = (await backend.search.search('staff', { q: 'sengketa pajak' })).hits.map((h) => h.record)
    expect(records).toHaveLength(1)
    await backend.content.remove('blogs', blog.id, { actor: 't' })
    // The records as they were before the delete reached the index.
    await backend.search.upsert('staff', records)
    await backend.search.upsert('public', records)
    expect(await titles('public', 'sengketa pajak')).toEqual(['Penyelesaian sengketa pajak'])
    await fft.wrap(fns.searchSyncBlogs)({ data: fft.makeChange(snapshot, fft.firestore.makeDocumentSnapshot({}, `blogs/${blog.id}`)), params: { id: blog.id } })
    expect(await titles('staff', 'sengketa pajak')).toEqual([])
    expect(await titles('public', 'sengketa pajak')).toEqual([])
  })

  it('re-syncs the posts of a renamed category', async () => {
    const other = await f.category('Ketenagakerjaan')
    await f.blog({ title: 'Pemutusan hubungan kerja massal', categoryId: other.id, publishedAt: new Date(Date.now() - DAY).toISOString() })
    const renamed = await backend.content.update('categories', other.id, { name: 'Hukum Ketenagakerjaan', slug: other.slug }, { actor: 't', expectedVersion: other.version })
    await Promise.all([backend.search.clear('public'), backend.search.clear('staff')])
    await fft.wrap(fns.searchSyncCategories)({
      data: fft.makeChange(
        fft.firestore.makeDocumentSnapshot({ name: other.name }, `categories/${other.id}`),
        fft.firestore.makeDocumentSnapshot({ name: renamed.name }, `categories/${other.id}`),
      ),
      params: { id: other.id },
    })
    const hits = (await backend.search.search('public', { q: 'pemutusan' })).hits
    expect(hits.map((h) => h.record.categoryName)).toEqual(['Hukum Ketenagakerjaan'])
  })

  it('re-syncs the posts linking a regulation whose short name changed', async () => {
    const regulation = await backend.content.create('regulations', exampleData('regulations', { type: 'PP', number: '71', year: '2019', title: 'Penyelenggaraan Sistem dan Transaksi Elektronik', abbreviation: '', slug: 'pp-71-2019' }), { actor: 't' })
    await f.blog({ title: 'Kewajiban penyelenggara sistem elektronik', categoryId: category.id, regulationIds: [regulation.id], publishedAt: new Date(Date.now() - DAY).toISOString() })
    const { id, version, createdAt: _c, updatedAt: _u, updatedBy: _b, ...data } = regulation
    await backend.content.update('regulations', id, { ...data, abbreviation: 'PP Privatus' }, { actor: 't', expectedVersion: version })
    await Promise.all([backend.search.clear('public'), backend.search.clear('staff')])
    await fft.wrap(fns.searchSyncRegulations)({
      data: fft.makeChange(fft.firestore.makeDocumentSnapshot({ ...data }, `regulations/${id}`), fft.firestore.makeDocumentSnapshot({ ...data, abbreviation: 'PP Privatus' }, `regulations/${id}`)),
      params: { id },
    })
    expect(await titles('public', 'Privatus')).toContain('Kewajiban penyelenggara sistem elektronik')
  })
})

describe('validateUpload (onObjectFinalized), wrapped by firebase-functions-test', () => {
  it('keeps a valid upload and deletes an invalid one, recording the message the form shows', async () => {
    const good = await tinyJpeg(800, 600)
    await backend.files.put('blog_images/ok.jpg', good, 'image/jpeg')
    const wrapped = fft.wrap(fns.validateUpload)
    const object = (name: string, size: number, contentType: string) => ({
      data: { bucket: 'demo-alr.appspot.com', name, size: String(size), contentType, metageneration: '1', timeCreated: new Date().toISOString() },
    })
    expect(await wrapped(object('blog_images/ok.jpg', good.length, 'image/jpeg') as never)).toMatchObject({ outcome: 'accepted' })
    expect(await backend.files.stat('blog_images/ok.jpg')).not.toBeNull()

    const text = new TextEncoder().encode('ini bukan gambar')
    await backend.files.put('blog_images/fake.jpg', text, 'image/jpeg')
    expect(await wrapped(object('blog_images/fake.jpg', text.length, 'image/jpeg') as never)).toMatchObject({ outcome: 'rejected', message: MSG.coverType })
    expect(await backend.files.stat('blog_images/fake.jpg')).toBeNull()
    expect(await backend.directUploads.rejection('blog_images/fake.jpg')).toBe(MSG.coverType)
  })
})

describe('sweepScheduled (onSchedule)', () => {
  it('brings posts whose date has come into the public index', async () => {
    const blog = await f.blog({ title: 'Perlindungan data pribadi karyawan', categoryId: category.id, publishedAt: new Date(Date.now() - 60_000).toISOString() })
    await backend.search.removeParents('public', [`blogs/${blog.id}`])
    expect(await titles('public', 'pribadi')).toEqual([])
    await (fns.sweepScheduled as unknown as { run: (event: object) => Promise<void> }).run({ scheduleTime: new Date().toISOString(), jobName: 'sweep' })
    expect(await titles('public', 'pribadi')).toEqual(['Perlindungan data pribadi karyawan'])
  })

  it('deletes for good what has been in the trash for 30 days, and keeps what has not', async () => {
    const tag = (name: string) => f.tag(name)
    const [old, recent] = [await tag('Tag Lama'), await tag('Tag Baru')]
    const { moveToTrash } = await import('../trash/trash-item')
    const actor = { uid: 'editor', name: 'Editor' }
    const expired = await moveToTrash(backend.content, 'tags', old.id, actor, { now: new Date(Date.now() - 31 * DAY) })
    const kept = await moveToTrash(backend.content, 'tags', recent.id, actor, { now: new Date(Date.now() - DAY) })
    await (fns.sweepScheduled as unknown as { run: (event: object) => Promise<void> }).run({ scheduleTime: new Date().toISOString(), jobName: 'sweep' })
    expect(await backend.content.get('trash', expired.id)).toBeNull()
    expect(await backend.content.get('trash', kept.id)).not.toBeNull()
  })
})

describe('sendAlerts (onSchedule)', () => {
  it('makes the alert of a scheduled item whose date came and sends it to the matching subscriber, once', async () => {
    const { SETTINGS_ID } = await import('../../../shared/collections/settings')
    const { exampleData } = await import('../testing/example-data')
    const { readdir } = await import('node:fs/promises')
    const { outboxDir } = await import('../mail/create-mailer')
    if (!(await backend.content.get('settings', SETTINGS_ID))) await backend.content.create('settings', exampleData('settings', { alertCategoryIds: [category.id] }), { actor: 'seed', id: SETTINGS_ID })
    const subscriber = await backend.content.create(
      'subscribers',
      exampleData('subscribers', { email: 'klien@example.test', emailKey: 'klien@example.test', status: 'active', linkKey: 'kunci', purgeAt: null }),
      { actor: 'visitor' },
    )
    const run = () => (fns.sendAlerts as unknown as { run: (event: object) => Promise<void> }).run({ scheduleTime: new Date().toISOString(), jobName: 'alerts' })
    // The first run only starts the sweep's record; an item dated after it is news.
    await run()
    const item = await f.publication({ title: 'Tenggat pelaporan pajak bergeser', categoryId: category.id, publishedAt: new Date(Date.now() + 1_500).toISOString() })
    await new Promise((resolve) => setTimeout(resolve, 1_600))
    await run()
    await run()
    const files = (await readdir(outboxDir(backend.dataDir))).filter((name) => name.startsWith('alert-'))
    expect(files).toEqual([`alert-publications-${item.id}-${subscriber.id}.eml`])
  })
})

describe('sendQueuedAlerts (onDocumentCreated alerts/{id})', () => {
  it('sends a new alert to its subscriber when the alert is created, without waiting for the schedule', async () => {
    const { readdir } = await import('node:fs/promises')
    const { outboxDir } = await import('../mail/create-mailer')
    const { alertIdOf, ensureAlert } = await import('../alerts/alert-planner')
    const sent = async () => (await readdir(outboxDir(backend.dataDir)).catch(() => [])).filter((name) => name.startsWith('alert-'))
    const item = await f.publication({ title: 'Aturan baru tentang data pribadi', categoryId: category.id, publishedAt: new Date(Date.now() - 60_000).toISOString() })
    // The alert the publish makes (the planner keeps one per item), as staff's save makes it.
    await ensureAlert(backend.content, 'publications', item, 'category')
    const id = alertIdOf('publications', item.id)
    const alert = await backend.content.get('alerts', id)
    expect(alert).not.toBeNull()
    const before = await sent()
    expect(before.filter((name) => name.includes(item.id))).toEqual([])
    await fft.wrap(fns.sendQueuedAlerts)({ data: fft.firestore.makeDocumentSnapshot({ ...alert }, `alerts/${id}`), params: { id } })
    expect((await sent()).filter((name) => name.includes(item.id))).toHaveLength(1)
  })
})

describe('pruneUploads (onSchedule)', () => {
  it('deletes week-old uploads that no item uses, and keeps the ones in use', async () => {
    const blog = await f.blog({ title: 'Uji tuntas sebelum akuisisi saham', categoryId: category.id, publishedAt: new Date(Date.now() - DAY).toISOString() })
    await backend.files.put('blog_images/ditinggalkan.jpg', await tinyJpeg(), 'image/jpeg')
    const weekAgo = new Date(Date.now() - 8 * DAY)
    for (const file of ['blog_images/ditinggalkan.jpg', blog.cover.path]) await utimes(path.join(backend.dataDir, 'uploads', file), weekAgo, weekAgo)
    await (fns.pruneUploads as unknown as { run: (event: object) => Promise<void> }).run({ scheduleTime: new Date().toISOString(), jobName: 'prune' })
    expect(await backend.files.stat('blog_images/ditinggalkan.jpg')).toBeNull()
    expect(await backend.files.stat(blog.cover.path)).not.toBeNull()
  })

  it("deletes Statistik's days past their retention (25 months by default) and keeps the rest", async () => {
    const old = { day: '2001-01-01', lang: 'id' as const, dimension: 'view' as const, key: '/', count: 1 }
    const recent = { ...old, day: new Date(Date.now() - DAY).toISOString().slice(0, 10) }
    await backend.insights.add([old, recent])
    await (fns.pruneUploads as unknown as { run: (event: object) => Promise<void> }).run({ scheduleTime: new Date().toISOString(), jobName: 'prune' })
    expect((await backend.insights.rows({ from: '2000-01-01', to: '2099-12-31' })).map((row) => row.day)).toEqual([recent.day])
  })
})
