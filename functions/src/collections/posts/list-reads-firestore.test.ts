/**
 * What an uncached post list costs on Firestore, on the official emulator (offset and count
 * aggregations as Firestore runs them): the documents of the posts collection a render reads
 * are those of its page, however many posts are published, and the paging still shows the
 * right posts and the right number of pages. Documents are counted where the Firestore client
 * hands them over (query results, batched and single gets), which is what Firestore bills as
 * reads; a count aggregation hands over no document.
 */
import { deleteApp, type App as AdminApp } from 'firebase-admin/app'
import { DocumentReference, Firestore, Query, type DocumentSnapshot } from 'firebase-admin/firestore'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { BLOGS_PER_PAGE } from '../../../../shared/schemas/limits'
import type { App } from '../../app'
import { ChangeEmitter } from '../../backends/change-emitter'
import { FirestoreContentStore } from '../../backends/firebase/firestore-content-store'
import { fixtures } from '../../testing/fixtures'
import { connectFirestore } from '../../testing/firestore-js-emulator'
import { clearOfficialFirestore, officialFirestoreHost, officialFirestoreReady, officialProjectId } from '../../testing/official-firestore-emulator'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../../testing/test-backend'

const POSTS = 60
const PAGES = Math.ceil(POSTS / BLOGS_PER_PAGE)
const BASE = 'https://www.example.test'
const host = officialFirestoreHost()

/** Documents handed over per collection since the last reset. */
const reads = { docs: new Map<string, number>() }
function countDocs(snapshots: readonly DocumentSnapshot[]) {
  for (const snapshot of snapshots) {
    if (!snapshot.exists) continue
    const collection = snapshot.ref.parent.id
    reads.docs.set(collection, (reads.docs.get(collection) ?? 0) + 1)
  }
}
function resetReads() {
  reads.docs.clear()
}

let adminApp: AdminApp
let backend: TestBackend
let app: App

describe.skipIf(!host)('an uncached post list on Firestore', () => {
  beforeAll(async () => {
    const projectId = officialProjectId('list-reads')
    const emulator = await officialFirestoreReady()
    await clearOfficialFirestore(emulator, projectId)
    const connected = connectFirestore(emulator, projectId)
    adminApp = connected.app
    const clock = new TestClock()
    backend = createTestBackend({ now: clock.now })
    const content = new FirestoreContentStore({ db: connected.db, events: new ChangeEmitter(), now: clock.now })
    const site = { ...backend, content } as unknown as TestBackend
    const f = fixtures(site)
    await f.settings()
    const categories = [await f.category('Analisis Hukum'), await f.category('Berita Firma')]
    const tags = [await f.tag('Pajak'), await f.tag('Ketenagakerjaan'), await f.tag('Tak Terpakai')]
    // Post i is published on day i: post 60 is the newest, first on page 1.
    for (let i = 1; i <= POSTS; i++) {
      const at = new Date(Date.UTC(2026, 3, 1) + i * 3_600_000).toISOString()
      await f.blog({ title: `Tulisan nomor ${i}`, categoryId: categories[i % 2]!.id, tagIds: [tags[i % 2]!.id], publishedAt: at })
    }
    app = createTestApp(site, { now: clock.now })

    const get = Query.prototype.get
    vi.spyOn(Query.prototype, 'get').mockImplementation(async function (this: Query) {
      const snapshot = await get.call(this)
      countDocs(snapshot.docs)
      return snapshot
    })
    const getAll = Firestore.prototype.getAll
    vi.spyOn(Firestore.prototype, 'getAll').mockImplementation(async function (this: Firestore, ...args: Parameters<Firestore['getAll']>) {
      const snapshots = await getAll.apply(this, args)
      countDocs(snapshots)
      return snapshots
    })
    const getOne = DocumentReference.prototype.get
    vi.spyOn(DocumentReference.prototype, 'get').mockImplementation(async function (this: DocumentReference) {
      const snapshot = await getOne.call(this)
      countDocs([snapshot])
      return snapshot
    })
  }, 180_000)

  afterAll(async () => {
    vi.restoreAllMocks()
    if (adminApp) await deleteApp(adminApp)
    await backend?.cleanup()
  })

  async function render(path: string) {
    app.cache.clear()
    resetReads()
    const res = await app.request(`${BASE}${path}`)
    expect(res.status, path).toBe(200)
    return { html: await res.text(), posts: reads.docs.get('blogs') ?? 0 }
  }
  const titlesOf = (html: string) => [...html.matchAll(/Tulisan nomor (\d+)/g)].map((m) => Number(m[1]))

  it(`reads the posts of its page only, of ${POSTS} published, and names the page count`, async () => {
    const first = await render('/blogs')
    expect(first.posts).toBeLessThanOrEqual(BLOGS_PER_PAGE + 1)
    expect(new Set(titlesOf(first.html))).toEqual(new Set(Array.from({ length: BLOGS_PER_PAGE }, (_, i) => POSTS - i)))
    expect(first.html).toContain(`${POSTS} `)
    expect(first.html).toContain(`halaman 1 dari ${PAGES}`)
  })

  it('pages on with the right posts, to the last page', async () => {
    const second = await render('/blogs?page=2')
    expect(new Set(titlesOf(second.html))).toEqual(new Set(Array.from({ length: BLOGS_PER_PAGE }, (_, i) => POSTS - BLOGS_PER_PAGE - i)))
    expect(second.html).toContain(`halaman 2 dari ${PAGES}`)
    const last = await render(`/blogs?page=${PAGES}`)
    const onLast = POSTS - (PAGES - 1) * BLOGS_PER_PAGE
    expect(new Set(titlesOf(last.html))).toEqual(new Set(Array.from({ length: onLast }, (_, i) => onLast - i)))
    expect(last.posts).toBeLessThanOrEqual(BLOGS_PER_PAGE + 1)
  })

  it('a filtered list reads its page only and offers only the tags in use', async () => {
    const filtered = await render('/blogs?tag=pajak')
    expect(filtered.posts).toBeLessThanOrEqual(BLOGS_PER_PAGE + 1)
    expect(filtered.html).toContain(`halaman 1 dari ${Math.ceil(POSTS / 2 / BLOGS_PER_PAGE)}`)
    expect(filtered.html).toContain('<option value="ketenagakerjaan">')
    expect(filtered.html).not.toContain('value="tak-terpakai"')
  })
})
