import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestBackend, TestClock, type TestBackend } from '../testing/test-backend'
import { fixtures } from '../testing/fixtures'
import type { Blog, Category } from '../../../shared/schemas/types'
import { AlgoliaSearchIndex } from '../backends/firebase/algolia-search-index'
import { isWriteRequest, startAlgoliaStandIn, type AlgoliaStandIn } from '../testing/algolia-stand-in'
import { reindexAll, sweepScheduled, syncSearchOnChange } from './search-sync'

const DAY = 86_400_000
let backend: TestBackend
let clock: TestClock
let category: Category
let f: ReturnType<typeof fixtures>

const titles = async (index: 'public' | 'staff', q: string) =>
  (await backend.search.search(index, { q, perPage: 50 })).hits.map((h) => h.record.title)

beforeAll(async () => {
  clock = new TestClock()
  backend = createTestBackend({ now: clock.now })
  f = fixtures(backend)
  category = await f.category('Analisis Hukum')
})
afterAll(async () => {
  await backend.cleanup()
})

describe('search sync handlers (driven by change events)', () => {
  it('indexes a created post in both indexes', async () => {
    await f.blog({ title: 'Kewajiban pelaporan transaksi afiliasi', categoryId: category.id, publishedAt: new Date(clock.time.getTime() - DAY).toISOString() })
    expect(await titles('public', 'afiliasi')).toEqual(['Kewajiban pelaporan transaksi afiliasi'])
    expect(await titles('staff', 'afiliasi')).toEqual(['Kewajiban pelaporan transaksi afiliasi'])
  })

  it('updates records on update, and removes them on delete', async () => {
    const blog = await f.blog({ title: 'Arbitrase BANI dalam sengketa konstruksi', categoryId: category.id, publishedAt: new Date(clock.time.getTime() - DAY).toISOString() })
    const { id, version, createdAt: _c, updatedAt: _u, updatedBy: _b, ...data } = blog
    await backend.content.update('blogs', id, { ...data, title: 'Arbitrase SIAC dalam sengketa konstruksi', excerpt: 'Ringkasan arbitrase SIAC.' }, { actor: 't', expectedVersion: version })
    expect(await titles('public', 'BANI')).toEqual([])
    expect(await titles('public', 'SIAC')).toEqual(['Arbitrase SIAC dalam sengketa konstruksi'])
    await backend.content.remove('blogs', id, { actor: 't' })
    expect(await titles('public', 'SIAC')).toEqual([])
    expect(await titles('staff', 'SIAC')).toEqual([])
  })

  it('updates the records that carry a category or tag when it is renamed', async () => {
    const tag = await f.tag('Kepailitan')
    const blog = await f.blog({ title: 'Restrukturisasi utang melalui PKPU', categoryId: category.id, tagIds: [tag.id], publishedAt: new Date(clock.time.getTime() - DAY).toISOString() })
    const before = await backend.search.search('public', { q: 'PKPU' })
    expect(before.hits[0]!.record.tags).toEqual(['Kepailitan'])
    await backend.content.update('tags', tag.id, { name: 'Kepailitan & PKPU', slug: tag.slug }, { actor: 't', expectedVersion: tag.version })
    const after = await backend.search.search('public', { q: 'PKPU' })
    expect(after.hits[0]!.record.tags).toEqual(['Kepailitan & PKPU'])
    await backend.content.update('categories', category.id, { name: 'Analisis', slug: category.slug }, { actor: 't', expectedVersion: category.version })
    expect((await backend.search.search('public', { q: 'PKPU' })).hits[0]!.record.categoryName).toBe('Analisis')
    expect(blog.id).toBeTruthy()
  })

  it('keeps a future-dated post out of the public index until the sweep after its date', async () => {
    await f.blog({ title: 'Rancangan peraturan OJK tentang aset kripto', categoryId: category.id, publishedAt: new Date(clock.time.getTime() + 2 * DAY).toISOString() })
    expect(await titles('public', 'kripto')).toEqual([])
    expect(await titles('staff', 'kripto')).toEqual(['Rancangan peraturan OJK tentang aset kripto'])
    expect(await sweepScheduled({ store: backend.content, search: backend.search, now: clock.now })).toEqual({ added: 0, removed: 0 })
    clock.advance(3 * DAY)
    expect(await backend.sweep()).toEqual({ added: 1, removed: 0 })
    expect(await titles('public', 'kripto')).toEqual(['Rancangan peraturan OJK tentang aset kripto'])
    clock.advance(-3 * DAY)
  })

  it('indexes attorneys publicly and staff profiles for the dashboard only', async () => {
    await f.profile({ name: 'Hendra Wijayakusuma', position: 'Partner' })
    await f.profile({ name: 'Wulan Paramitha', position: 'Office Manager', kind: 'staff' })
    expect(await titles('public', 'Wijayakusuma')).toEqual(['Hendra Wijayakusuma'])
    expect(await titles('public', 'Paramitha')).toEqual([])
    expect(await titles('staff', 'Paramitha')).toEqual(['Wulan Paramitha'])
  })

  it('rebuilds both indexes from the store', async () => {
    await backend.search.clear('public')
    expect(await titles('public', 'afiliasi')).toEqual([])
    const progress: number[] = []
    const { total } = await reindexAll({ store: backend.content, search: backend.search, now: clock.now }, (done) => progress.push(done))
    expect(progress.at(-1)).toBe(total)
    expect(await titles('public', 'afiliasi')).toEqual(['Kewajiban pelaporan transaksi afiliasi'])
    expect(await titles('public', 'kripto')).toEqual([]) // still scheduled
  })
})

/**
 * What one save costs on Algolia, the way the Firestore trigger runs the handler (the app
 * itself sends nothing on Firebase: firebase-backend.test.ts). Before: the app and the trigger
 * each sent deleteBy + batch per index, 8 indexing operations per save, 4 of them deleteBy.
 */
describe('search sync on Algolia: indexing operations per save', () => {
  let standIn: AlgoliaStandIn
  let store: TestBackend
  let deps: Parameters<typeof syncSearchOnChange>[1]
  let blog: Blog
  const writes = () => standIn.requests.filter(isWriteRequest).map((r) => `${r.method} ${decodeURIComponent(r.path)}`)

  beforeAll(async () => {
    standIn = await startAlgoliaStandIn()
    // The embedded store stands for Firestore here: only the search side is measured.
    store = createTestBackend({ now: clock.now })
    const search = new AlgoliaSearchIndex({ appId: standIn.appId, adminApiKey: standIn.apiKey, indexPrefix: 'alr', hosts: [standIn.host] })
    deps = { store: store.content, search, now: clock.now }
    const category = await fixtures(store).category('Hukum Perbankan')
    blog = await fixtures(store).blog({ title: 'Kredit sindikasi dan jaminan fidusia', categoryId: category.id, publishedAt: new Date(clock.time.getTime() - DAY).toISOString() })
    await syncSearchOnChange({ collection: 'blogs', id: blog.id, before: null, after: blog }, deps)
  })
  afterAll(async () => {
    await store.cleanup()
    await standIn.stop()
  })

  async function save(changes: Partial<Blog>) {
    const current = (await store.content.get('blogs', blog.id))!
    const { id, version, createdAt: _c, updatedAt: _u, updatedBy: _b, ...data } = current
    const after = await store.content.update('blogs', id, { ...data, ...changes }, { actor: 't', expectedVersion: version })
    standIn.requests.length = 0
    await syncSearchOnChange({ collection: 'blogs', id, before: current, after }, deps)
  }

  it('a published post: one batch per index, no deleteBy', async () => {
    await save({ title: 'Kredit sindikasi, jaminan fidusia dan hak tanggungan' })
    expect(writes()).toEqual(['POST /1/indexes/alr_staff/batch', 'POST /1/indexes/alr_public/batch'])
    expect((await deps.search.search('public', { q: 'tanggungan' })).total).toBe(1)
  })

  it('a post shortened from several records to one: the parts go in the same batches, by object id', async () => {
    const long = `<p>${'Klausul pembebanan jaminan dalam perjanjian kredit sindikasi. '.repeat(300)}</p>`
    await save({ content: long })
    expect(standIn.objects('alr_public').filter((o) => o.parentId === `blogs/${blog.id}`).length).toBeGreaterThan(1)
    await save({ content: '<p>Ringkas: jaminan fidusia dalam kredit sindikasi, dibahas singkat.</p>' })
    expect(writes()).toEqual(['POST /1/indexes/alr_staff/batch', 'POST /1/indexes/alr_public/batch'])
    expect(standIn.objects('alr_public').filter((o) => o.parentId === `blogs/${blog.id}`).map((o) => o.objectID)).toEqual([`blogs/${blog.id}`])
  })

  it('rescheduled to a future date: the staff record is rewritten, the public one deleted', async () => {
    await save({ publishedAt: new Date(clock.time.getTime() + DAY).toISOString() })
    expect(writes()).toEqual(['POST /1/indexes/alr_staff/batch', 'POST /1/indexes/alr_public/batch'])
    expect((await deps.search.search('public', { q: 'fidusia' })).total).toBe(0)
    // Saved again while still scheduled: nothing to delete from the public index, so no write.
    await save({ title: 'Kredit sindikasi dan jaminan fidusia (revisi)' })
    expect(writes()).toEqual(['POST /1/indexes/alr_staff/batch'])
  })

  it('deleted: one batch of deletes per index holding it', async () => {
    const current = (await store.content.get('blogs', blog.id))!
    await store.content.remove('blogs', blog.id, { actor: 't' })
    standIn.requests.length = 0
    await syncSearchOnChange({ collection: 'blogs', id: blog.id, before: current, after: null }, deps)
    expect(writes()).toEqual(['POST /1/indexes/alr_staff/batch'])
    expect((await deps.search.search('staff', { q: 'fidusia' })).total).toBe(0)
  })
})
