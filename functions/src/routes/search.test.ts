import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../testing/test-backend'
import { fixtures } from '../testing/fixtures'
import type { App } from '../app'
import { MAX_SEARCH_QUERY_LENGTH } from '../search/search-request'
import { SEARCH_CACHE_LIMITS, SEARCH_RATE_LIMIT } from './search'

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
  const area = await f.practiceArea('Hukum Ketenagakerjaan')
  await f.profile({ name: 'Ratna Sari Dewi', position: 'Partner', practiceAreaIds: [area.id] })
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

  it('finds practice areas, under "Bidang Praktik", by name and by the words of their page', async () => {
    const html = await (await app.request('/search?q=ketenagakerjaan')).text()
    expect(html.replace(/<!-- -->/g, '')).toContain('<h2 id="group-practiceArea">Bidang Praktik <span class="count">(1)</span></h2>')
    expect(html).toContain('<a href="/practice-area/hukum-ketenagakerjaan">Hukum <mark>Ketenagakerjaan</mark></a>')
    // The attorney whose record carries the area's name is found too, in their own group.
    expect(html).toContain('href="/attorneys/ratna-sari-dewi"')
    const byDescription = await (await app.request('/search?q=deskripsi+lengkap&type=practiceArea')).text()
    expect(byDescription).toContain('href="/practice-area/hukum-ketenagakerjaan"')
    const json = (await (await app.request('/api/search?q=ketenagakerjaan')).json()) as { groups: { type: string; label: string; total: number }[] }
    expect(json.groups.find((g) => g.type === 'practiceArea')).toMatchObject({ label: 'Bidang Praktik', total: 1 })
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

/** The third argument of app.request: the Node bindings the server passes, with the client's socket. */
const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } })
/** A different address for each i, so the rate limit stays out of a test about the cache. */
const addressNumber = (i: number) => from(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`)

describe('search results and the page cache', () => {
  it('2,000 distinct searches neither evict cached pages nor grow the search cache past its bounds', async () => {
    const fresh = createTestApp(backend, { now: clock.now })
    expect((await fresh.request('/about')).headers.get('x-render-cache')).toBe('MISS')
    for (let i = 0; i < 2000; i++) {
      const res = await fresh.request(`/search?q=${encodeURIComponent(`kata ${i}`)}`, {}, addressNumber(i))
      expect(res.status).toBe(200)
      expect(res.headers.get('x-render-cache')).toBe('MISS')
    }
    expect((await fresh.request('/about')).headers.get('x-render-cache')).toBe('HIT')
    expect(fresh.cache.size).toBe(1)
    expect(fresh.searchCache.size).toBeLessThanOrEqual(SEARCH_CACHE_LIMITS.maxEntries)
    expect(fresh.searchCache.bytes).toBeLessThanOrEqual(SEARCH_CACHE_LIMITS.maxBytes)
  }, 60_000)

  it('keys results by the query the page uses: spellings of one search share an entry', async () => {
    const fresh = createTestApp(backend, { now: clock.now })
    const state = async (url: string) => (await fresh.request(url, {}, from('127.0.0.9'))).headers.get('x-render-cache')
    expect(await state('/search?q=perlindungan%20%20data')).toBe('MISS')
    for (const url of ['/search?q=perlindungan+data', '/search?q=%20perlindungan%09data%00', '/search?q=perlindungan+data&utm_source=x&page=4', '/search?type=x&q=perlindungan+data']) {
      expect(await state(url), url).toBe('HIT')
    }
    expect(fresh.searchCache.size).toBe(1)
    expect(await state('/api/search?q=perlindungan%20%20data')).toBe('MISS')
    expect(await state('/api/search?q=perlindungan+data&type=blog')).toBe('HIT')
    // Search never writes to the page cache.
    expect(fresh.cache.size).toBe(0)
  })

  it(`keeps the first ${MAX_SEARCH_QUERY_LENGTH} characters of the query, on the page and in the JSON`, async () => {
    const long = `pajak ${'x'.repeat(600)}`
    const html = await (await app.request(`/search?q=${long}`, {}, from('127.0.0.9'))).text()
    expect(html).toContain(`value="${long.slice(0, MAX_SEARCH_QUERY_LENGTH)}"`)
    expect(html).not.toContain(long.slice(0, MAX_SEARCH_QUERY_LENGTH + 1))
    const json = (await (await app.request(`/api/search?q=%00${long}`, {}, from('127.0.0.9'))).json()) as { q: string }
    expect(json.q).toBe(long.slice(0, MAX_SEARCH_QUERY_LENGTH))
  })

  it('drops cached results when content changes', async () => {
    const fresh = createTestApp(backend, { now: clock.now })
    const ask = () => fresh.request('/search?q=arbitrase', {}, from('127.0.0.9'))
    expect(await (await ask()).text()).toContain('Tidak ada hasil')
    expect((await ask()).headers.get('x-render-cache')).toBe('HIT')
    const f = fixtures(backend)
    const category = await f.category('Sengketa Investasi')
    await f.blog({ title: 'Arbitrase internasional bagi investor', categoryId: category.id, publishedAt: '2026-06-04T01:00:00.000Z' })
    const after = await ask()
    expect(after.headers.get('x-render-cache')).toBe('MISS')
    expect(await after.text()).toContain('href="/blogs/arbitrase-internasional-bagi-investor"')
  })
})

describe('the search rate limit', () => {
  const { burst } = SEARCH_RATE_LIMIT

  it(`refuses uncached searches from one address beyond a burst of ${burst} in a second, with Retry-After and the reason, in the site layout`, async () => {
    const fresh = createTestApp(backend, { now: clock.now })
    for (let i = 0; i < burst; i++) {
      expect((await fresh.request(`/search?q=cari${i}`, {}, from('127.0.0.2'))).status, `search ${i + 1}`).toBe(200)
    }
    const refused = await fresh.request('/search?q=cari-lagi&type=blog', {}, from('127.0.0.2'))
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('1')
    expect(refused.headers.get('cache-control')).toBe('no-store')
    const html = await refused.text()
    expect(html).toContain('Terlalu banyak pencarian dalam waktu singkat. Coba lagi dalam 1 detik.')
    expect(html).toContain('<header') // the site's layout
    expect(html).toContain('value="cari-lagi"') // the query stays in the box
    expect(html).toContain('href="/search?q=cari-lagi&amp;type=blog"')

    // Another address is not affected; cached searches cost this one nothing.
    expect((await fresh.request('/search?q=cari-lagi', {}, from('127.0.0.3'))).status).toBe(200)
    const cached = await fresh.request('/search?q=cari0', {}, from('127.0.0.2'))
    expect(cached.status).toBe(200)
    expect(cached.headers.get('x-render-cache')).toBe('HIT')
    // The refusal was not cached: the same search from elsewhere is rendered.
    const elsewhere = await fresh.request('/search?q=cari-lagi&type=blog', {}, from('127.0.0.3'))
    expect(elsewhere.status).toBe(200)
    expect(elsewhere.headers.get('x-render-cache')).toBe('MISS')

    // The JSON results share the budget and answer in JSON.
    const api = await fresh.request('/api/search?q=cari-lagi', {}, from('127.0.0.2'))
    expect(api.status).toBe(429)
    expect(api.headers.get('retry-after')).toBe('1')
    expect(await api.json()).toMatchObject({ error: 'Terlalu banyak pencarian dalam waktu singkat. Coba lagi dalam 1 detik.', code: 429 })

    // One search a second after the burst.
    clock.advance(1000)
    expect((await fresh.request('/search?q=sedetik', {}, from('127.0.0.2'))).status).toBe(200)
    expect((await fresh.request('/search?q=sedetik-lagi', {}, from('127.0.0.2'))).status).toBe(429)
  })

  it('counts an IPv6 client by its /64, and clients of unknown address in one shared bucket', async () => {
    const fresh = createTestApp(backend, { now: clock.now })
    for (let i = 0; i < burst; i++) await fresh.request(`/search?q=enam${i}`, {}, from(`2001:db8:1:2::${i + 1}`))
    expect((await fresh.request('/search?q=enam-lagi', {}, from('2001:db8:1:2:ffff::9'))).status).toBe(429)
    expect((await fresh.request('/search?q=enam-lagi', {}, from('2001:db8:1:3::1'))).status).toBe(200)

    for (let i = 0; i < burst; i++) expect((await fresh.request(`/search?q=tanpa${i}`)).status).toBe(200)
    expect((await fresh.request('/search?q=tanpa-lagi')).status).toBe(429)
    // The rest of the site answers them as usual.
    expect((await fresh.request('/about')).status).toBe(200)
  })
})
