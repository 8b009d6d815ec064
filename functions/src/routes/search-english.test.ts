/**
 * Search in the English edition: `/en/search` and `/en/api/search` read the English
 * index only, so they find English text (stemmed: "contracts" finds "contract") and never an
 * item without an English version; results link to the English pages, the page speaks
 * English, and each language has its own cache entries.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../app'
import { fixtures } from '../testing/fixtures'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../testing/test-backend'

let backend: TestBackend
let app: App
const clock = new TestClock()

beforeAll(async () => {
  backend = createTestBackend({ now: clock.now })
  app = createTestApp(backend, { now: clock.now })
  const f = fixtures(backend)
  const category = await f.category('Analisis Hukum')
  await f.blog({
    title: 'Putusan MK tentang kontrak kerja',
    categoryId: category.id,
    publishedAt: '2026-06-01T01:00:00.000Z',
    titleEn: 'Constitutional Court ruling on employment contracts',
    slugEn: 'court-ruling-employment-contracts',
    contentEn: '<p>The court ordered lawmakers to write a new contract rule for employers.</p>',
    excerptEn: 'What the ruling changes for employers.',
    publishedAtEn: '2026-06-01T01:00:00.000Z',
  })
  // Indonesian only: in Indonesian search, never in English search, even for its words.
  await f.blog({ title: 'Kontrak kerja waktu tertentu (contract) menurut PP 35', categoryId: category.id, publishedAt: '2026-06-02T01:00:00.000Z' })
  await f.profile({ name: 'Ratna Sari Dewi', position: 'Partner' })
})
afterAll(() => backend.cleanup())

async function page(path: string) {
  const res = await app.request(path)
  return { status: res.status, html: await res.text() }
}

describe('/en/search', () => {
  it('finds English text by its stem, links to the English page, and leaves out what has no English version', async () => {
    const { status, html } = await page('/en/search?q=contracts')
    expect(status).toBe(200)
    expect(html).toContain('<html lang="en"')
    expect(html).toContain('href="/en/blogs/court-ruling-employment-contracts"')
    expect(html).toContain('<mark>contracts</mark>')
    // "contracts" finds the text's "contract" (the same stem) and marks it.
    expect(html).toContain('a new <mark>contract</mark> rule')
    expect(html).toContain('1 result for “contracts”')
    expect(html).not.toContain('kontrak-kerja-waktu-tertentu')
    expect(html).not.toContain('Putusan MK')
  })

  it('speaks English: the form sends to /en/search, labels, groups and the empty state', async () => {
    const empty = (await page('/en/search')).html
    expect(empty).toContain('action="/en/search"')
    expect(empty).toContain('<h1>Search</h1>')
    expect(empty).toContain('href="/en/attorneys"')
    expect(empty).not.toContain('Kata kunci')
    const none = (await page('/en/search?q=waralaba')).html
    expect(none).toContain('No results for “waralaba”.')
    const grouped = (await page('/en/search?q=ruling')).html
    expect(grouped).toMatch(/<h2 id="group-blog">Insights(<!-- -->)? <span class="count">/)
    // "ruling" is stemmed: the text's "rule" matches too, and is marked as what matched.
    expect(grouped).toContain('Constitutional Court <mark>ruling</mark> on employment contracts')
  })

  it('finds attorneys, at their English profile', async () => {
    const { html } = await page('/en/search?q=ratna')
    expect(html).toContain('href="/en/attorneys/ratna-sari-dewi"')
  })

  it('leaves Indonesian search Indonesian', async () => {
    const { html } = await page('/search?q=kontrak')
    expect(html).toContain('href="/blogs/kontrak-kerja-waktu-tertentu-contract-menurut-pp-35"')
    expect(html).toContain('href="/blogs/putusan-mk-tentang-kontrak-kerja"')
    expect(html).not.toContain('/en/blogs/')
    expect((await page('/search?q=ruling')).html).toContain('Tidak ada hasil untuk “ruling”')
  })

  it('keeps each language in its own cache entry', async () => {
    await page('/search?q=contract')
    await page('/en/search?q=contract')
    const now = clock.now().getTime()
    expect(app.searchCache.get('/search?q=contract', now)).toBeDefined()
    expect(app.searchCache.get('/en/search?q=contract', now)).toBeDefined()
    // The same query answers in each language from its own index.
    expect((await page('/search?q=contract')).html).toContain('href="/blogs/kontrak-kerja-waktu-tertentu-contract-menurut-pp-35"')
    expect((await page('/en/search?q=contract')).html).not.toContain('href="/blogs/')
  })
})

describe('/en/api/search', () => {
  it('answers English groups and hits from the English index', async () => {
    const res = await app.request('/en/api/search?q=contract')
    expect(res.status).toBe(200)
    const body = (await res.json()) as { groups: { type: string; label: string; total: number; hits: { url: string }[] }[] }
    const blogs = body.groups.find((g) => g.type === 'blog')!
    expect(blogs.label).toBe('Insights')
    expect(blogs.hits.map((h) => h.url)).toEqual(['/en/blogs/court-ruling-employment-contracts'])
    const indonesian = (await (await app.request('/api/search?q=contract')).json()) as typeof body
    expect(indonesian.groups.find((g) => g.type === 'blog')!.hits.map((h) => h.url)).toEqual(['/blogs/kontrak-kerja-waktu-tertentu-contract-menurut-pp-35'])
  })
})
