import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { createTestBackend, type TestBackend } from '../../testing/test-backend'
import { seedDemoContent } from '../../seed'
import { splitText } from '../../search/records'

let backend: TestBackend

beforeAll(async () => {
  backend = createTestBackend()
  await seedDemoContent(backend, { log: () => {} })
}, 120_000)
afterAll(async () => {
  await backend.cleanup()
})

describe('FTS5 search on the seeded content', () => {
  it('finds an attorney by name, first', async () => {
    const { hits } = await backend.search.search('public', { q: 'Bambang' })
    expect(hits[0]!.record).toMatchObject({ type: 'attorney', title: 'Bambang Adiwarsa', url: '/attorneys/bambang-adiwarsa' })
    expect(hits[0]!.titleHtml).toBe('<mark>Bambang</mark> Adiwarsa')
  })

  it('ranks a title match above matches in the text only', async () => {
    const { hits } = await backend.search.search('public', { q: 'merger', types: ['blog', 'publication'] })
    expect(hits.length).toBeGreaterThan(1)
    expect(hits[0]!.record.title.toLowerCase()).toContain('merger')
    const firstTextOnly = hits.findIndex((h) => !h.record.title.toLowerCase().includes('merger'))
    const lastTitle = hits.map((h) => h.record.title.toLowerCase().includes('merger')).lastIndexOf(true)
    if (firstTextOnly !== -1) expect(lastTitle).toBeLessThan(firstTextOnly)
  })

  it('matches prefixes, any case and without diacritics, with highlighted snippets', async () => {
    const { hits, total } = await backend.search.search('public', { q: 'PERLINDUNG' })
    expect(total).toBeGreaterThan(0)
    expect(hits.some((h) => /<mark>perlindungan<\/mark>/i.test(h.snippetHtml) || /<mark>perlindungan<\/mark>/i.test(h.titleHtml))).toBe(true)
    const accented = await backend.search.search('public', { q: 'pérlindungan' })
    expect(accented.total).toBe(total)
  })

  it('filters by type and category and reports facets', async () => {
    const all = await backend.search.search('public', { q: 'hukum', withFacets: true })
    expect(Object.keys(all.facets.type).length).toBeGreaterThan(1)
    const onlyPublications = await backend.search.search('public', { q: 'hukum', types: ['publication'] })
    expect(onlyPublications.hits.every((h) => h.record.type === 'publication')).toBe(true)
    expect(onlyPublications.total).toBe(all.facets.type.publication)
    const [categoryId] = Object.keys(all.facets.category)
    const inCategory = await backend.search.search('public', { q: 'hukum', categoryId })
    expect(inCategory.hits.every((h) => h.record.categoryId === categoryId)).toBe(true)
  })

  it('never shows a scheduled item publicly, and shows it to staff', async () => {
    const scheduled = (await backend.content.query('blogs', { where: [{ field: 'publishedAt', op: '>', value: new Date().toISOString() }] }))[0]!
    const word = scheduled.title.split(' ').find((w) => w.length > 6)!
    const publicHits = await backend.search.search('public', { q: scheduled.title })
    expect(publicHits.hits.some((h) => h.record.docId === scheduled.id)).toBe(false)
    const staffHits = await backend.search.search('staff', { q: scheduled.title })
    expect(staffHits.hits.some((h) => h.record.docId === scheduled.id)).toBe(true)
    expect(word).toBeTruthy()
  })

  it('treats hostile queries as text and never fails', async () => {
    for (const q of ['"', '*', 'NEAR', '-', 'merger"', '"merger', 'a OR b', 'NOT pajak', '(((', 'title:merger', '^merger', '', ' ', 'x'.repeat(5000), '\u0000\u0001']) {
      await expect(backend.search.search('public', { q })).resolves.toBeTruthy()
    }
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 300 }), async (q) => {
        const result = await backend.search.search('public', { q })
        expect(result.total).toBeGreaterThanOrEqual(0)
      }),
      { numRuns: 300 },
    )
  })

  it('keeps every record under 10 KB', () => {
    const parts = splitText('kata '.repeat(10_000))
    expect(parts.length).toBeGreaterThan(1)
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(6000)
  })
})
