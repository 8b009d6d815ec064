/**
 * A renamed regulation's new name reaches the search records of the posts linking it
 * (docs/decisions/0060-regulation-alerts.md), read a page of posts at a time; a save that leaves
 * its name alone re-syncs no post.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Category, Regulation } from '../../../shared/schemas/types'
import { exampleData } from '../testing/example-data'
import { fixtures } from '../testing/fixtures'
import { createTestBackend, TestClock, type TestBackend } from '../testing/test-backend'
import { syncPostsLinking } from './search-sync'

const DAY = 86_400_000
let backend: TestBackend
let clock: TestClock
let category: Category
let regulation: Regulation

const titles = async (index: 'public' | 'public-en' | 'staff', q: string) => (await backend.search.search(index, { q, perPage: 50 })).hits.map((h) => h.record.title)
const dataOf = ({ id: _i, version: _v, createdAt: _c, updatedAt: _u, updatedBy: _b, ...data }: Regulation) => data

beforeAll(async () => {
  clock = new TestClock()
  backend = createTestBackend({ now: clock.now })
  const f = fixtures(backend)
  category = await f.category('Analisis Hukum')
  regulation = (await backend.content.create('regulations', exampleData('regulations', { type: 'UU', number: '27', year: '2022', title: 'Pelindungan Data Pribadi', abbreviation: '', slug: 'uu-27-2022' }), { actor: 't' })) as Regulation
  const published = new Date(clock.time.getTime() - DAY).toISOString()
  for (let i = 1; i <= 5; i++) await f.blog({ title: `Kewajiban pengendali data bagian ${i}`, slug: `pengendali-${i}`, categoryId: category.id, regulationIds: [regulation.id], publishedAt: published })
  await f.publication({ title: 'Panduan pelindungan data untuk direksi', categoryId: category.id, regulationIds: [regulation.id], publishedAt: published })
  await f.blog({ title: 'Tulisan lain tanpa peraturan', categoryId: category.id, publishedAt: published })
})
afterAll(() => backend.cleanup())

describe('renaming a regulation', () => {
  it('re-syncs the records of every post linking it, in both collections, when its short name, title or citation changes', async () => {
    expect(await titles('public', 'Privatus')).toEqual([])
    regulation = (await backend.content.update('regulations', regulation.id, { ...dataOf(regulation), abbreviation: 'Lex Privatus' }, { actor: 't', expectedVersion: regulation.version })) as Regulation
    const found = await titles('public', 'Privatus')
    for (let i = 1; i <= 5; i++) expect(found).toContain(`Kewajiban pengendali data bagian ${i}`)
    expect(found).toContain('Panduan pelindungan data untuk direksi')
    expect(found).not.toContain('Tulisan lain tanpa peraturan')
    expect(await titles('staff', 'Privatus')).toContain('Panduan pelindungan data untuk direksi')
  })

  it('reads the linked posts a page at a time', async () => {
    const query = vi.spyOn(backend.content, 'query')
    try {
      expect(await syncPostsLinking({ store: backend.content, search: backend.search, now: clock.now }, regulation.id, 2)).toBe(6)
      const pages = query.mock.calls.filter(([, q]) => q?.where?.[0]?.field === 'regulationIds')
      // Blogs: 2 + 2 + 1; publications: 1.
      expect(pages.map(([collection, q]) => [collection, q?.limit, q?.offset])).toEqual([
        ['blogs', 2, 0],
        ['blogs', 2, 2],
        ['blogs', 2, 4],
        ['publications', 2, 0],
      ])
    } finally {
      query.mockRestore()
    }
  })

  it('re-syncs no post when a save leaves its name alone', async () => {
    const query = vi.spyOn(backend.content, 'query')
    try {
      regulation = (await backend.content.update('regulations', regulation.id, { ...dataOf(regulation), issuer: 'DPR RI dan Presiden' }, { actor: 't', expectedVersion: regulation.version })) as Regulation
      expect(query.mock.calls.filter(([, q]) => q?.where?.[0]?.field === 'regulationIds')).toEqual([])
    } finally {
      query.mockRestore()
    }
  })
})
