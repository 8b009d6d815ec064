import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../testing/test-backend'
import { fixtures } from '../testing/fixtures'
import type { App } from '../app'

let backend: TestBackend
let app: App
let clock: TestClock

beforeAll(async () => {
  clock = new TestClock()
  backend = createTestBackend({ now: clock.now })
  app = createTestApp(backend, { now: clock.now })
  const f = fixtures(backend)
  const category = await f.category('Regulasi Terbaru')
  const other = await f.category('Berita Firma')
  await f.profile({ name: 'Ratna Sari Dewi', position: 'Partner' })
  await f.blog({ title: 'Panduan perlindungan data pribadi untuk startup', categoryId: category.id, publishedAt: '2026-06-01T01:00:00.000Z' })
  await f.blog({ title: 'Firma membuka kantor baru di Surabaya', categoryId: other.id, publishedAt: '2026-06-02T01:00:00.000Z' })
  await f.publication({ title: 'Buletin perlindungan data kuartal kedua', categoryId: category.id, publishedAt: '2026-06-03T01:00:00.000Z' })
  await f.blog({ title: 'Perlindungan data: aturan yang belum berlaku', categoryId: category.id, publishedAt: '2026-07-01T01:00:00.000Z' })
})
afterAll(async () => {
  await backend.cleanup()
})

describe('/search', () => {
  it('groups results by attorneys, blogs and publications, with highlights and links', async () => {
    const res = await app.request('/search?q=perlindungan')
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('id="group-blog"')
    expect(html).toContain('id="group-publication"')
    expect(html).not.toContain('id="group-attorney"')
    expect(html).toContain('<mark>perlindungan</mark>')
    expect(html).toContain('href="/blogs/panduan-perlindungan-data-pribadi-untuk-startup"')
    expect(html).toContain('href="/publications/buletin-perlindungan-data-kuartal-kedua"')
    expect(html).not.toContain('belum berlaku') // scheduled
    expect(html).toContain('2 hasil untuk “perlindungan”')
    expect(html).toContain('<meta name="robots" content="noindex"')
  })

  it('filters by type and category', async () => {
    const onlyPublications = await (await app.request('/search?q=perlindungan&type=publication')).text()
    expect(onlyPublications).toContain('Buletin')
    expect(onlyPublications).not.toContain('href="/blogs/panduan')
    const byCategory = await (await app.request('/search?q=firma&category=berita-firma')).text()
    expect(byCategory).toContain('Surabaya')
  })

  it('finds attorneys', async () => {
    const html = await (await app.request('/search?q=ratna')).text()
    expect(html).toContain('href="/attorneys/ratna-sari-dewi"')
  })

  it('has a helpful empty state, and an intro without a query', async () => {
    const none = await (await app.request('/search?q=zzzzqqq')).text()
    expect(none).toContain('Tidak ada hasil untuk “zzzzqqq”')
    expect(none).toContain('href="/practice-area"')
    const intro = await (await app.request('/search')).text()
    expect(intro).toContain('Ketik kata kunci')
  })

  it('never fails on hostile input and escapes what it echoes', async () => {
    for (const q of ['"', '*', 'NEAR', '-', '<script>alert(1)</script>', 'a'.repeat(3000), '%00', 'OR', '"perlindungan']) {
      const res = await app.request(`/search?q=${encodeURIComponent(q)}&type=x&category=tidak-ada&page=abc`)
      expect(res.status, q).toBe(200)
      expect(await res.text()).not.toContain('<script>alert(1)</script>')
    }
    // A NUL or other control character is never echoed into the page.
    const html = await (await app.request('/search?q=%00pajak%07')).text()
    expect(html).toContain('<title>Hasil pencarian “pajak”')
    expect(html).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/)
    expect((await app.request('/api/search?q=%00pajak')).status).toBe(200)
  })

  it('has a search box in every page header', async () => {
    const html = await (await app.request('/about')).text()
    expect(html).toMatch(/<form class="header-search" role="search" aria-label="Cari di situs" action="\/search" method="get">/)
  })

  it('answers the live results as JSON through the server (no search key in the browser)', async () => {
    const res = await app.request('/api/search?q=perlind')
    const body = (await res.json()) as { groups: { type: string; total: number }[] }
    expect(body.groups.find((g) => g.type === 'blog')!.total).toBe(1)
  })
})
