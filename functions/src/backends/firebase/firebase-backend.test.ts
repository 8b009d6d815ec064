/**
 * createFirebaseBackend wired end to end on what runs on this machine: the Auth emulator of
 * firebase-tools, the pure-JS Firestore emulator, firebase-tools' Storage emulator without its
 * rules runtime (firebase-admin does not go through rules), and the Algolia stand-in.
 * The rules themselves need the official emulators: tests/firebase/*-rules.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deleteApp } from 'firebase-admin/app'
import { MSG } from '../../../../shared/schemas/messages'
import { startAlgoliaStandIn, type AlgoliaStandIn } from '../../testing/algolia-stand-in'
import { fixtures, tinyJpeg } from '../../testing/fixtures'
import { syncSearchOnChange } from '../../search/search-sync'
import { validateUploadObject } from '../../uploads/validate-upload-object'
import { useAuthEmulator } from '../../testing/firebase-identity-emulator'
import { connectFirestore, startFirestoreJsEmulator, type FirestoreJsEmulator } from '../../testing/firestore-js-emulator'
import { startStorageTestEmulator, type StorageTestEmulator } from '../../testing/storage-test-emulator'
import { createFirebaseBackend, type FirebaseBackend } from './index'

const PROJECT = 'demo-alr'
let firestore: FirestoreJsEmulator
let storage: StorageTestEmulator
let algolia: AlgoliaStandIn
let auth: Awaited<ReturnType<typeof useAuthEmulator>>
let backend: FirebaseBackend

beforeAll(async () => {
  ;[auth, firestore, storage, algolia] = await Promise.all([
    useAuthEmulator(),
    startFirestoreJsEmulator(PROJECT),
    startStorageTestEmulator(PROJECT),
    startAlgoliaStandIn(),
  ])
  const { app } = connectFirestore(firestore.host, PROJECT)
  // firebase-admin reads the Storage emulator's address when it creates the Storage client.
  const saved = process.env.FIREBASE_STORAGE_EMULATOR_HOST
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = storage.host
  try {
    backend = createFirebaseBackend({
      app,
      projectId: PROJECT,
      storageBucket: storage.bucketName,
      webApiKey: auth.apiKey,
      algolia: { appId: algolia.appId, adminApiKey: algolia.apiKey, indexPrefix: 'alr', hosts: [algolia.host] },
      emulators: { auth: auth.host },
    })
    // The Storage client is created on first use.
    await backend.files.list('blog_images/')
  } finally {
    if (saved === undefined) delete process.env.FIREBASE_STORAGE_EMULATOR_HOST
    else process.env.FIREBASE_STORAGE_EMULATOR_HOST = saved
  }
}, 120_000)

afterAll(async () => {
  if (backend) await deleteApp(backend.app)
  await Promise.all([firestore?.stop(), storage?.stop(), algolia?.stop()])
})

describe('createFirebaseBackend', () => {
  it('is the firebase backend, with a credential issuer for direct uploads', () => {
    expect(backend.name).toBe('firebase')
    expect(backend.identity.signInMethod).toBe('firebase-id-token')
    expect(backend.identity.webConfig).toEqual({ apiKey: auth.apiKey, authDomain: `${PROJECT}.firebaseapp.com`, projectId: PROJECT, authEmulatorHost: auth.host })
    expect(backend.directUploads).toBeDefined()
  })

  it('prepare() applies the Algolia settings to every index, then finds them in effect', async () => {
    const lines: string[] = []
    await backend.prepare((line) => lines.push(line))
    expect(algolia.settings('alr_public')).toMatchObject({ attributeForDistinct: 'parentId' })
    expect(algolia.settings('alr_staff')).toMatchObject({ attributeForDistinct: 'parentId' })
    await backend.prepare((line) => lines.push(line))
    expect(algolia.settings('alr_public-en')).toMatchObject({ attributeForDistinct: 'parentId', queryLanguages: ['en'] })
    expect(lines).toEqual(['Pengaturan indeks Algolia diterapkan: alr_public, alr_public-en, alr_staff.', 'Pengaturan indeks Algolia sudah berlaku: alr_public, alr_public-en, alr_staff.'])
  })

  it('writes to Firestore and emits the change in this process; the search is the triggers’ to sync', async () => {
    const seen: string[] = []
    const stop = backend.events.subscribe((event) => void seen.push(`${event.collection}/${event.id}`))
    const f = fixtures(backend)
    const category = await f.category('Hukum Persaingan Usaha')
    algolia.requests.length = 0
    const blog = await f.blog({ title: 'Merger yang wajib dilaporkan ke KPPU', categoryId: category.id, publishedAt: new Date(Date.now() - 60_000).toISOString() })
    stop()
    expect(seen).toEqual([`categories/${category.id}`, `blogs/${blog.id}`])
    expect(await backend.content.get('blogs', blog.id)).toMatchObject({ title: blog.title, publishedAt: blog.publishedAt })
    expect(await backend.files.stat(blog.cover.path)).toMatchObject({ contentType: 'image/jpeg' })
    // The save itself sent Algolia nothing: on Firebase the Firestore trigger syncs every write.
    expect(algolia.requests).toEqual([])
    await syncSearchOnChange({ collection: 'blogs', id: blog.id, before: null, after: await backend.content.get('blogs', blog.id) }, { store: backend.content, search: backend.search, now: () => new Date() })
    const hits = await backend.search.search('public', { q: 'KPPU' })
    expect(hits.hits.map((h) => h.record.title)).toEqual(['Merger yang wajib dilaporkan ke KPPU'])
  })

  it('syncs in process only when asked to (a setup where no trigger runs)', async () => {
    const local = createFirebaseBackend({
      app: backend.app,
      projectId: PROJECT,
      storageBucket: storage.bucketName,
      webApiKey: auth.apiKey,
      algolia: { appId: algolia.appId, adminApiKey: algolia.apiKey, indexPrefix: 'alr', hosts: [algolia.host] },
      syncSearchInProcess: true,
    })
    const category = await local.content.create('categories', { name: 'Ketenagakerjaan', slug: 'ketenagakerjaan' }, { actor: 't' })
    const f = fixtures(backend)
    const blog = await f.blog({ title: 'Cuti haid menurut Omnibus Cipta Kerja', categoryId: category.id, publishedAt: new Date(Date.now() - 60_000).toISOString() })
    expect((await backend.search.search('public', { q: 'omnibus' })).total).toBe(0)
    const { id, version, createdAt: _c, updatedAt: _u, updatedBy: _b, ...data } = blog
    await local.content.update('blogs', id, data, { actor: 't', expectedVersion: version })
    expect((await backend.search.search('public', { q: 'omnibus' })).total).toBe(1)
  })

  it('mints a browser credential that carries the staff role storage.rules check', async () => {
    const user = await backend.identity.createStaff({ email: 'unggah@example.test', password: 'sandi-unggah-uji', displayName: 'Pengunggah', role: 'editor' })
    const token = await backend.directUploads.browserToken(user)
    // What the web SDK's signInWithCustomToken sends to the Auth service.
    const res = await fetch(`http://${auth.host}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=${auth.apiKey}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, returnSecureToken: true }),
    })
    const { idToken } = (await res.json()) as { idToken: string }
    const claims = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>
    expect(claims).toMatchObject({ user_id: user.uid, staff: { role: 'editor' } })
  })

  it('the upload check deletes a refused object from the bucket and keeps why in Firestore', async () => {
    const deps = { files: backend.files, rejections: backend.directUploads }
    const good = await tinyJpeg(1200, 630)
    await backend.files.put('blog_images/ok-cover.jpg', good, 'image/jpeg')
    expect(await validateUploadObject({ name: 'blog_images/ok-cover.jpg', size: String(good.length), contentType: 'image/jpeg' }, deps)).toMatchObject({
      outcome: 'accepted',
    })
    const text = new TextEncoder().encode('bukan gambar sama sekali')
    await backend.files.put('blog_images/fake-cover.jpg', text, 'image/jpeg')
    expect(await validateUploadObject({ name: 'blog_images/fake-cover.jpg', size: String(text.length), contentType: 'image/jpeg' }, deps)).toEqual({
      outcome: 'rejected',
      path: 'blog_images/fake-cover.jpg',
      message: MSG.coverType,
    })
    expect(await backend.files.stat('blog_images/fake-cover.jpg')).toBeNull()
    expect(await backend.files.stat('blog_images/ok-cover.jpg')).not.toBeNull()
    expect(await backend.directUploads.rejection('blog_images/fake-cover.jpg')).toBe(MSG.coverType)
    expect(await backend.directUploads.rejection('blog_images/ok-cover.jpg')).toBeNull()
  })
})
