import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestBackend, TestClock, type TestBackend } from '../testing/test-backend'
import { fixtures } from '../testing/fixtures'
import type { Blog, Category } from '../../../shared/schemas/types'
import { AlgoliaSearchIndex } from '../backends/firebase/algolia-search-index'
import { isWriteRequest, startAlgoliaStandIn, type AlgoliaStandIn } from '../testing/algolia-stand-in'
import { practiceAreaRecords } from './records'
import { createScheduledSweep, FULL_SWEEP_EVERY_MS, reindexAll, sweepScheduled, syncSearchOnChange } from './search-sync'
import type { ContentStore } from '../backends/ports'

const DAY = 86_400_000
let backend: TestBackend
let clock: TestClock
let category: Category
let f: ReturnType<typeof fixtures>

const titles = async (index: 'public' | 'public-en' | 'staff', q: string) =>
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

  it('indexes a practice area in both indexes, follows its edits and removes it on delete', async () => {
    const area = await f.practiceArea('Hukum Maritim')
    const attorney = await f.profile({ name: 'Bonifasius Simatupang', position: 'Partner', practiceAreaIds: [area.id] })
    const [hit] = (await backend.search.search('public', { q: 'maritim', types: ['practiceArea'] })).hits
    expect(hit!.record).toMatchObject({ type: 'practiceArea', title: 'Hukum Maritim', url: '/practice-area/hukum-maritim', summary: 'Ringkasan Hukum Maritim.', collection: 'practiceAreas' })
    expect(await titles('staff', 'maritim')).toContain('Hukum Maritim')

    // Its searchable fields, not only its name: a word of the description finds it.
    const { id, version, createdAt: _c, updatedAt: _u, updatedBy: _b, ...data } = area
    const edited = await backend.content.update('practiceAreas', id, { ...data, description: '<p>Sengketa pelayaran dan klaim kargo.</p>' }, { actor: 't', expectedVersion: version })
    expect(await titles('public', 'kargo')).toEqual(['Hukum Maritim'])

    // A new name reaches the area's record and its attorneys' records.
    const { version: v2, createdAt: _c2, updatedAt: _u2, updatedBy: _b2, id: _id, ...data2 } = edited
    await backend.content.update('practiceAreas', id, { ...data2, name: 'Hukum Maritim dan Pelayaran' }, { actor: 't', expectedVersion: v2 })
    expect(await titles('public', 'pelayaran')).toContain('Hukum Maritim dan Pelayaran')
    const attorneyHit = (await backend.search.search('public', { q: 'Simatupang' })).hits[0]!
    expect(attorneyHit.record.tags).toEqual(['Hukum Maritim dan Pelayaran'])

    await backend.content.remove('practiceAreas', id, { actor: 't' })
    expect(await titles('public', 'pelayaran')).not.toContain('Hukum Maritim dan Pelayaran')
    expect(await titles('staff', 'kargo')).toEqual([])
    expect(attorney.id).toBeTruthy()
  })

  it('re-syncs the attorneys of a practice area only when its name changes', async () => {
    const area = await f.practiceArea('Hukum Antariksa')
    await f.profile({ name: 'Yohanes Orbitanto', position: 'Associate', practiceAreaIds: [area.id] })
    const upsert = vi.spyOn(backend.search, 'upsert')
    const upserted = () => upsert.mock.calls.flatMap(([index, records]) => records.map((r) => `${index} ${r.parentId.split('/')[0]}`)).sort()
    const deps = { store: backend.content, search: backend.search, now: clock.now }
    const after = { ...area, description: '<p>Satelit dan peluncuran.</p>' }
    await syncSearchOnChange({ collection: 'practiceAreas', id: area.id, before: area, after }, deps)
    expect(upserted()).toEqual(['public practiceAreas', 'staff practiceAreas'])
    upsert.mockClear()
    await syncSearchOnChange({ collection: 'practiceAreas', id: area.id, before: area, after: { ...area, name: 'Hukum Ruang Angkasa' } }, deps)
    expect(upserted()).toEqual(['public practiceAreas', 'public profiles', 'public-en profiles', 'staff practiceAreas', 'staff profiles'])
    upsert.mockRestore()
  })

  it('the sweep adds a practice area missing from the index and removes one that is gone', async () => {
    const sweep = () => sweepScheduled({ store: backend.content, search: backend.search, now: clock.now })
    await sweep() // settles what earlier tests left (a post whose date the clock went back before)
    const area = await f.practiceArea('Hukum Perikanan')
    // As on a store indexed before practice areas were searchable.
    await Promise.all([backend.search.removeParents('public', [`practiceAreas/${area.id}`]), backend.search.removeParents('staff', [`practiceAreas/${area.id}`])])
    const ghost = { ...area, id: 'dihapus', name: 'Hukum Perikanan Lama', slug: 'hukum-perikanan-lama' }
    await Promise.all([backend.search.upsert('public', practiceAreaRecords(ghost)), backend.search.upsert('staff', practiceAreaRecords(ghost))])
    expect(await titles('public', 'perikanan')).toEqual(['Hukum Perikanan Lama'])
    expect(await sweep()).toEqual({ added: 1, removed: 1 })
    expect(await titles('public', 'perikanan')).toEqual(['Hukum Perikanan'])
    expect(await titles('staff', 'perikanan')).toEqual(['Hukum Perikanan'])
    expect(await sweep()).toEqual({ added: 0, removed: 0 })
  })

  it('rebuilds both indexes from the store', async () => {
    await backend.search.clear('public')
    expect(await titles('public', 'afiliasi')).toEqual([])
    const progress: number[] = []
    const { total } = await reindexAll({ store: backend.content, search: backend.search, now: clock.now }, (done) => progress.push(done))
    expect(progress.at(-1)).toBe(total)
    expect(await titles('public', 'afiliasi')).toEqual(['Kewajiban pelaporan transaksi afiliasi'])
    expect(await titles('public', 'kripto')).toEqual([]) // still scheduled
    expect(await titles('public', 'perikanan')).toEqual(['Hukum Perikanan'])
    expect(total).toBe((await backend.content.query('blogs')).length + (await backend.content.query('publications')).length + (await backend.content.query('profiles')).length + (await backend.content.query('practiceAreas')).length)
  })
})

/**
 * The English index: the English version of what visitors may see in English, found
 * by its English words (stemmed), never an item without an English version.
 */
describe('search sync: the English index', () => {
  const english = (title: string, slugEn: string) => ({
    titleEn: title,
    slugEn,
    contentEn: `<p>An English body about ${title.toLowerCase()}.</p>`,
    excerptEn: `English summary of ${title.toLowerCase()}.`,
  })
  const ago = () => new Date(clock.time.getTime() - DAY).toISOString()
  const deps = () => ({ store: backend.content, search: backend.search, now: clock.now })

  async function update(blog: Blog, changes: Partial<Blog>) {
    const { id, version, createdAt: _c, updatedAt: _u, updatedBy: _b, ...data } = (await backend.content.get('blogs', blog.id))!
    return backend.content.update('blogs', id, { ...data, ...changes } as never, { actor: 't', expectedVersion: version })
  }

  it('holds a post with a published English version, at its English URL, found by an inflected English word', async () => {
    const date = ago()
    await f.blog({ title: 'Kontrak kerja waktu tertentu', categoryId: category.id, publishedAt: date, publishedAtEn: date, ...english('Fixed-term employment contract', 'fixed-term-employment-contract') })
    const [hit] = (await backend.search.search('public-en', { q: 'contracts' })).hits
    expect(hit!.record).toMatchObject({ title: 'Fixed-term employment contract', url: '/en/blogs/fixed-term-employment-contract' })
    // Each index in its own language.
    expect(await titles('public-en', 'kontrak')).toEqual([])
    expect(await titles('public', 'contract')).toEqual([])
  })

  it('leaves out a post without an English version', async () => {
    await f.blog({ title: 'Perjanjian waralaba nasional', categoryId: category.id, publishedAt: ago() })
    expect(await titles('public', 'waralaba')).toEqual(['Perjanjian waralaba nasional'])
    expect(await titles('public-en', 'waralaba')).toEqual([])
    expect([...(await backend.search.parentIds('public-en'))].filter((id) => id.startsWith('blogs/'))).toHaveLength(1)
  })

  it('removes the English record when the English version is emptied, the post returns to draft or is deleted', async () => {
    const date = ago()
    const blog = await f.blog({ title: 'Lisensi merek dagang', categoryId: category.id, publishedAt: date, publishedAtEn: date, ...english('Trademark licensing', 'trademark-licensing') })
    expect(await titles('public-en', 'trademark')).toEqual(['Trademark licensing'])
    const emptied = await update(blog, { titleEn: null, slugEn: null, contentEn: null, excerptEn: null, publishedAtEn: null } as Partial<Blog>)
    expect(await titles('public-en', 'trademark')).toEqual([])
    expect(await titles('public', 'merek')).toEqual(['Lisensi merek dagang'])
    await update(emptied, { ...english('Trademark licensing', 'trademark-licensing'), publishedAtEn: date } as Partial<Blog>)
    expect(await titles('public-en', 'trademark')).toEqual(['Trademark licensing'])
    await update(blog, { publishedAt: null, publishedAtEn: null } as Partial<Blog>)
    expect(await titles('public-en', 'trademark')).toEqual([])
    await update(blog, { publishedAt: date, publishedAtEn: date } as Partial<Blog>)
    expect(await titles('public-en', 'trademark')).toEqual(['Trademark licensing'])
    await backend.content.remove('blogs', blog.id, { actor: 't' })
    expect(await titles('public-en', 'trademark')).toEqual([])
  })

  it('holds every attorney, and no staff profile', async () => {
    await f.profile({ name: 'Wulan Anggraeni', position: 'Partner' })
    await f.profile({ name: 'Wulan Sekretaris', position: 'Sekretaris', kind: 'staff' })
    expect(await titles('public-en', 'wulan')).toEqual(['Wulan Anggraeni'])
  })

  it('the sweep adds an English version on its date, and catches up an index that lacks the attorneys', async () => {
    const later = new Date(clock.time.getTime() + DAY).toISOString()
    await f.blog({ title: 'Tata kelola data', categoryId: category.id, publishedAt: later, publishedAtEn: later, ...english('Data governance', 'data-governance') })
    expect(await titles('public-en', 'governance')).toEqual([])
    const profiles = [...(await backend.search.parentIds('public-en'))].filter((id) => id.startsWith('profiles/'))
    await backend.search.removeParents('public-en', profiles)
    clock.advance(2 * DAY)
    try {
      await sweepScheduled(deps())
      expect(await titles('public-en', 'governance')).toEqual(['Data governance'])
      expect(await titles('public-en', 'wulan')).toEqual(['Wulan Anggraeni'])
    } finally {
      clock.advance(-2 * DAY)
    }
  })

  it('is rebuilt by the reindex, the staff index staying Indonesian', async () => {
    await backend.search.clear('public-en')
    await reindexAll(deps())
    expect(await titles('public-en', 'contract')).toEqual(['Fixed-term employment contract'])
    expect(await titles('staff', 'contract')).toEqual([])
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

  it('a write of derived fields only (a migration step filling one): no indexing operation', async () => {
    const current = (await store.content.get('blogs', blog.id))!
    // As a migration sees a post stored before the field existed: without it, then with it.
    const { englishState: _e, ...stored } = current as Blog & { englishState?: unknown }
    standIn.requests.length = 0
    await syncSearchOnChange({ collection: 'blogs', id: blog.id, before: stored as Blog, after: { ...current, version: current.version + 1, updatedAt: new Date().toISOString() } }, deps)
    expect(writes()).toEqual([])
    // A save that changed nothing at all still writes the records (how a missed sync is repaired).
    await syncSearchOnChange({ collection: 'blogs', id: blog.id, before: current, after: { ...current, version: current.version + 1 } }, deps)
    expect(writes()).toEqual(['POST /1/indexes/alr_staff/batch', 'POST /1/indexes/alr_public/batch'])
    standIn.requests.length = 0
    // Any other field changed with it is indexed as before.
    await syncSearchOnChange({ collection: 'blogs', id: blog.id, before: stored as Blog, after: { ...current, excerpt: 'Ringkasan baru' } }, deps)
    expect(writes()).toEqual(['POST /1/indexes/alr_staff/batch', 'POST /1/indexes/alr_public/batch'])
  })

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

  it('a practice area: one batch per index on save, found by type on Algolia; deleted from both', async () => {
    const area = await fixtures(store).practiceArea('Hukum Pertambangan')
    standIn.requests.length = 0
    await syncSearchOnChange({ collection: 'practiceAreas', id: area.id, before: null, after: area }, deps)
    expect(writes()).toEqual(['POST /1/indexes/alr_staff/batch', 'POST /1/indexes/alr_public/batch'])
    const [hit] = (await deps.search.search('public', { q: 'pertambangan', types: ['practiceArea'] })).hits
    expect(hit!.record).toMatchObject({ type: 'practiceArea', url: '/practice-area/hukum-pertambangan', collection: 'practiceAreas' })
    await store.content.remove('practiceAreas', area.id, { actor: 't' })
    standIn.requests.length = 0
    await syncSearchOnChange({ collection: 'practiceAreas', id: area.id, before: area, after: null }, deps)
    expect(writes().sort()).toEqual(['POST /1/indexes/alr_public/batch', 'POST /1/indexes/alr_staff/batch'])
    expect((await deps.search.search('public', { q: 'pertambangan' })).total).toBe(0)
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

describe('the sweep on its timer', () => {
  it('reads only the posts dated since its last run between full passes, and still publishes each when its date comes', async () => {
    const timer = new TestClock()
    const own = createTestBackend({ now: timer.now })
    try {
      const make = fixtures(own)
      const topic = await make.category('Sapu')
      const hours = (n: number) => new Date(timer.time.getTime() + n * 3_600_000).toISOString()
      for (let i = 0; i < 5; i++) await make.blog({ title: `Arsip lama nomor ${i}`, categoryId: topic.id, publishedAt: hours(-24 - i) })
      await make.blog({ title: 'Terbit dua jam lagi', categoryId: topic.id, publishedAt: hours(2) })
      // The posts each sweep is handed by the store.
      let read = 0
      const store = new Proxy(own.content, {
        get(target, name) {
          if (name === 'query') {
            return async (...args: Parameters<ContentStore['query']>) => {
              const docs = await target.query(...args)
              if (args[0] === 'blogs' || args[0] === 'publications') read += docs.length
              return docs
            }
          }
          const value = Reflect.get(target, name, target) as unknown
          return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value
        },
      }) as ContentStore
      const sweep = createScheduledSweep({ store, search: own.search, now: timer.now })
      const publicTitles = async () => (await own.search.search('public', { q: 'terbit', perPage: 10 })).hits.map((h) => h.record.title)

      // The first run is a full pass: every published post.
      expect(await sweep()).toEqual({ added: 0, removed: 0 })
      expect(read).toBe(5)
      // A minute later nothing was dated in between: no post is read.
      read = 0
      timer.advance(60_000)
      expect(await sweep()).toEqual({ added: 0, removed: 0 })
      expect(read).toBe(0)
      // A new process (a restart, a cold Functions instance) goes on from the run the store keeps.
      timer.advance(60_000)
      expect(await createScheduledSweep({ store, search: own.search, now: timer.now })()).toEqual({ added: 0, removed: 0 })
      expect(read).toBe(0)
      // The scheduled post's date comes: the window reads it alone, and it is public.
      timer.advance(2 * 3_600_000)
      expect(await sweep()).toEqual({ added: 1, removed: 0 })
      expect(read).toBe(1)
      expect(await publicTitles()).toEqual(['Terbit dua jam lagi'])
      // What only a full pass sees (a record no post backs) waits for the daily one.
      const [record] = (await own.search.search('public', { q: 'terbit', perPage: 1 })).hits.map((h) => h.record)
      await own.search.upsert('public', [{ ...record!, objectID: 'blogs/hilang#0', parentId: 'blogs/hilang', title: 'Terbit lalu hilang' }])
      timer.advance(60_000)
      expect((await sweep()).removed).toBe(0)
      read = 0
      timer.advance(FULL_SWEEP_EVERY_MS)
      expect(await sweep()).toEqual({ added: 0, removed: 1 })
      expect(read).toBe(6)
      expect(await publicTitles()).toEqual(['Terbit dua jam lagi'])
      // A clock that went back gets a full pass too.
      read = 0
      timer.advance(-3_600_000)
      await sweep()
      expect(read).toBe(6)
    } finally {
      await own.cleanup()
    }
  })

  it('reads a full pass a page at a time, every post once, however many share the instant a page ends on', async () => {
    const timer = new TestClock()
    const own = createTestBackend({ now: timer.now })
    try {
      const make = fixtures(own)
      const topic = await make.category('Halaman')
      const hoursAgo = (n: number) => new Date(timer.time.getTime() - n * 3_600_000).toISOString()
      // Three posts share one instant, across the first page's end (pages of two).
      const dates = [hoursAgo(5), hoursAgo(4), hoursAgo(4), hoursAgo(4), hoursAgo(3), hoursAgo(2), hoursAgo(1)]
      const posts = []
      for (const [i, publishedAt] of dates.entries()) posts.push(await make.blog({ title: `Terbit berhalaman ${i}`, categoryId: topic.id, publishedAt, publishedAtEn: publishedAt, titleEn: `Paged post ${i}` }))
      // As after lost change events: none of them is public in either language.
      await own.search.removeParents('public', posts.map((post) => `blogs/${post.id}`))
      await own.search.removeParents('public-en', posts.map((post) => `blogs/${post.id}`))
      let largest = 0
      const store = new Proxy(own.content, {
        get(target, name) {
          if (name === 'query') {
            return async (...args: Parameters<ContentStore['query']>) => {
              const docs = await target.query(...args)
              if (args[0] === 'blogs') largest = Math.max(largest, docs.length)
              return docs
            }
          }
          const value = Reflect.get(target, name, target) as unknown
          return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value
        },
      }) as ContentStore
      const found = async (index: 'public' | 'public-en', q: string) => (await own.search.search(index, { q, perPage: 20 })).hits.map((h) => h.record.title).sort()
      // A process's first run: a full pass (a post synced for the Indonesian index gets its English records too).
      expect(await createScheduledSweep({ store, search: own.search, now: timer.now }, { pageSize: 2 })()).toEqual({ added: 7, removed: 0 })
      expect(await found('public', 'berhalaman')).toEqual(dates.map((_, i) => `Terbit berhalaman ${i}`))
      // The English edition's pass pages by its own date.
      await own.search.removeParents('public-en', posts.map((post) => `blogs/${post.id}`))
      expect(await sweepScheduled({ store, search: own.search, now: timer.now }, { pageSize: 2 })).toEqual({ added: 7, removed: 0 })
      expect(await found('public-en', 'paged')).toEqual(dates.map((_, i) => `Paged post ${i}`))
      // No read handed more than a page, or the posts of one instant.
      expect(largest).toBe(3)
    } finally {
      await own.cleanup()
    }
  })
})
