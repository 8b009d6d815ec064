import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestBackend, TestClock, type TestBackend } from '../testing/test-backend'
import { fixtures } from '../testing/fixtures'
import type { Category } from '../../../shared/schemas/types'
import { reindexAll, sweepScheduled } from './search-sync'

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
