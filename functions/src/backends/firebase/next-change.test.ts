/**
 * The render cache's next change kept beside the content version (`nextChange` in
 * content-version.ts, docs/decisions/0067-next-change-kept.md): a new instance's first page reads
 * it with its first reads instead of querying for it, and it holds only for the version it was
 * computed for, from its instant on, until the change it names.
 */
import { deleteApp } from 'firebase-admin/app'
import { DocumentReference } from 'firebase-admin/firestore'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApp } from '../../app'
import { nextScheduledAt } from '../../content/public-content'
import { exampleData } from '../../testing/example-data'
import { connectFirestore, startFirestoreJsEmulator, type FirestoreJsEmulator } from '../../testing/firestore-js-emulator'
import { testConfig } from '../../testing/test-backend'
import { createFirebaseBackend, type FirebaseBackend } from './index'
import { NEXT_CHANGE_KEY } from './content-version'

const PROJECT = 'demo-alr'
let firestore: FirestoreJsEmulator
const backends: FirebaseBackend[] = []

/** A new instance of the site on the emulator (its own version writer, its own batches). */
function instance(): FirebaseBackend {
  const { app } = connectFirestore(firestore.host, PROJECT)
  const backend = createFirebaseBackend({
    app,
    projectId: PROJECT,
    storageBucket: `${PROJECT}.appspot.com`,
    webApiKey: 'demo-web-api-key',
    algolia: { appId: 'DEMO', adminApiKey: 'demo', indexPrefix: 'alr', hosts: [{ url: '127.0.0.1', port: 9, protocol: 'http', accept: 'readWrite' }] },
  })
  backends.push(backend)
  return backend
}

/** The instance's next change at `now`, and whether it computed it (queried the store). */
async function nextChange(backend: FirebaseBackend, now: Date): Promise<{ at: string | null; computed: boolean }> {
  let computed = false
  const at = await backend.contentVersion.nextChange!(now, () => {
    computed = true
    return nextScheduledAt(backend.content, now)
  })
  return { at, computed }
}

/** The kept value is written after the answer, off the render's path: wait for it. */
async function keptFor(backend: FirebaseBackend): Promise<void> {
  const { version } = await backend.contentVersion.read()
  const until = Date.now() + 5_000
  while (Date.now() < until) {
    const kept = await backend.content.readMeta(NEXT_CHANGE_KEY)
    if (kept && kept.version === version) return
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error('no next change kept for the current version')
}

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString()

beforeAll(async () => {
  firestore = await startFirestoreJsEmulator(PROJECT)
  const writer = instance()
  const category = await writer.content.create('categories', exampleData('categories', { name: 'Hukum Persaingan Usaha', slug: 'hukum-persaingan-usaha' }), { actor: 'test' })
  await writer.content.create(
    'blogs',
    exampleData('blogs', { title: 'Merger yang wajib dilaporkan', slug: 'merger-wajib-lapor', categoryId: category.id, tagIds: [], authorIds: [], publishedAt: new Date(Date.now() - 60_000).toISOString() }),
    { actor: 'test' },
  )
}, 120_000)

afterAll(async () => {
  for (const backend of backends) await deleteApp(backend.app)
  await firestore?.stop()
})

describe('the next change kept beside the content version', () => {
  it('is computed by the first instance after a save and read, not computed, by the next', async () => {
    const first = await nextChange(instance(), new Date())
    expect(first).toEqual({ at: null, computed: true })
    await keptFor(backends.at(-1)!)
    expect(await nextChange(instance(), new Date())).toEqual({ at: null, computed: false })
  })

  it('no longer holds once another instance saves: a scheduled post is in the next one computed', async () => {
    const before = instance()
    await nextChange(before, new Date())
    await keptFor(before)
    const publishedAt = inAnHour()
    await instance().content.create('publications', exampleData('publications', { title: 'Terjadwal', slug: 'terjadwal', tagIds: [], authorIds: [], publishedAt }), { actor: 'test' })
    const after = instance()
    expect(await nextChange(after, new Date())).toEqual({ at: publishedAt, computed: true })
    await keptFor(after)
    expect(await nextChange(instance(), new Date())).toEqual({ at: publishedAt, computed: false })
  })

  it('holds from the instant it was computed until the change it names, not before or after', async () => {
    const reader = instance()
    const now = new Date()
    const { at } = await nextChange(reader, now)
    await keptFor(reader)
    expect(at).not.toBeNull()
    // Before the instant it was computed from, a change may lie between: computed.
    expect((await nextChange(instance(), new Date(now.getTime() - 1_000))).computed).toBe(true)
    await keptFor(backends.at(-1)!)
    // Once its change has come, the next one is another: computed.
    expect(await nextChange(instance(), new Date(Date.parse(at!) + 1))).toEqual({ at: null, computed: true })
  })

  it('is computed while the instance’s own version write is under way (its commit is not in the version yet)', async () => {
    const saver = instance()
    await nextChange(saver, new Date())
    await keptFor(saver)
    const bumped = saver.contentVersion.bump()
    expect((await nextChange(saver, new Date())).computed).toBe(true)
    await bumped
  })

  it('is computed after the instance’s own version write failed (its save is in no version), until one succeeds', async () => {
    const saver = instance()
    await nextChange(saver, new Date())
    await keptFor(saver)
    const failing = vi.spyOn(DocumentReference.prototype, 'set').mockRejectedValueOnce(new Error('14 UNAVAILABLE'))
    try {
      await expect(saver.contentVersion.bump()).rejects.toThrow('UNAVAILABLE')
    } finally {
      failing.mockRestore()
    }
    expect((await nextChange(saver, new Date())).computed).toBe(true)
    expect((await nextChange(saver, new Date())).computed).toBe(true)
    await saver.contentVersion.bump()
    await nextChange(saver, new Date())
    await keptFor(saver)
    expect((await nextChange(saver, new Date())).computed).toBe(false)
  })

  it('is computed when the kept value names another version, even a later write of an older one', async () => {
    const reader = instance()
    await nextChange(reader, new Date())
    await keptFor(reader)
    await reader.content.writeMeta(NEXT_CHANGE_KEY, { version: 'an older one', from: new Date(0).toISOString(), at: null })
    expect((await nextChange(instance(), new Date())).computed).toBe(true)
  })
})

describe('a page', () => {
  it('on a new instance reads the kept next change with its first reads and makes no query for it', async () => {
    const config = testConfig({
      BACKEND: 'firebase',
      GOOGLE_CLOUD_PROJECT: PROJECT,
      STORAGE_BUCKET: `${PROJECT}.appspot.com`,
      WEB_API_KEY: 'demo-web-api-key',
      ALGOLIA_APP_ID: 'DEMO',
      ALGOLIA_ADMIN_KEY: 'demo',
    })
    const seen = async () => {
      const backend = instance()
      let computed = 0
      const kept = backend.contentVersion.nextChange!.bind(backend.contentVersion)
      backend.contentVersion.nextChange = (now, compute) =>
        kept(now, () => {
          computed++
          return compute()
        })
      const res = await createApp(backend, config).request('https://www.example.test/blogs')
      expect(res.status).toBe(200)
      expect(res.headers.get('x-render-cache')).toBe('MISS')
      return { backend, computed }
    }
    const first = await seen()
    await keptFor(first.backend)
    expect((await seen()).computed).toBe(0)
  })
})
