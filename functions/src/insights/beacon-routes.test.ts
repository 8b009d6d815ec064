/**
 * Statistik's beacon and image through the whole app: what is counted, what is refused, and
 * what is kept (only the day's sums: no address, no user agent, no cookie).
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { INSIGHTS_BEACON_MAX_BYTES, INSIGHTS_BEACON_PATH, INSIGHTS_PIXEL_PATH } from '../../../shared/insights/beacon'
import { insightsDay } from '../../../shared/insights/types'
import { createTestApp, createTestBackend, testConfig } from '../testing/test-backend'

const backend = createTestBackend()
const app = createTestApp(backend)
/** The image counts in image mode (Firebase's default); the embedded backend's server mode counts where it serves the page (page-views.test.ts). */
const imageApp = createTestApp(backend, { config: testConfig({ INSIGHTS_COUNTING: 'image' }) })
afterAll(() => backend.cleanup())

const ORIGIN = 'https://www.example.test'
const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
const ADDRESS = '203.0.113.77'
let address = 0

/** Each test from an address of its own, so the rate limit of one never holds back another. */
function beacon(body: unknown, headers: Record<string, string> = {}) {
  return app.request(`${ORIGIN}${INSIGHTS_BEACON_PATH}`, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'text/plain;charset=UTF-8', origin: ORIGIN, 'user-agent': BROWSER, 'x-country-code': 'id', ...headers },
  }, { incoming: { socket: { remoteAddress: `198.51.100.${address}` } } })
}

async function stored() {
  await backend.insightsCounter.flush()
  return backend.insights.rows({ from: '2000-01-01', to: '2099-12-31' })
}

beforeEach(async () => {
  address++
  await backend.insightsCounter.flush()
  backend.content.db.exec('DELETE FROM insights')
})

describe('the beacon', () => {
  it('counts a view of a public page with its device class, the CDN’s country and the referring host only, and sets no cookie', async () => {
    const response = await beacon({ p: '/blogs/kontrak-kerja', r: 'www.google.com' }, { 'x-forwarded-for': ADDRESS })
    expect(response.status).toBe(204)
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(response.headers.get('cache-control')).toBe('no-store')
    const day = insightsDay(new Date())
    expect(await stored()).toEqual([
      { day, lang: 'id', dimension: 'country', key: 'ID', count: 1 },
      { day, lang: 'id', dimension: 'device', key: 'phone', count: 1 },
      { day, lang: 'id', dimension: 'referrer', key: 'google.com', count: 1 },
      { day, lang: 'id', dimension: 'view', key: '/blogs/kontrak-kerja', count: 1 },
    ])
  })

  it('keeps nothing that names a visitor: the stored rows hold no address, user agent or URL', async () => {
    await beacon({ p: '/en/about', r: 'https://mail.example.com/inbox/u/0?token=secret' }, { 'x-forwarded-for': ADDRESS })
    const rows = await stored()
    expect(rows.map((row) => row.key).sort()).toEqual(['/en/about', 'ID', 'mail.example.com', 'phone'])
    const everything = JSON.stringify(backend.content.db.prepare('SELECT * FROM insights').all())
    for (const secret of [ADDRESS, '198.51.100', 'iPhone', 'token', 'inbox']) expect(everything).not.toContain(secret)
  })

  it('leaves out the site’s own host as a referrer, and counts English pages as English', async () => {
    await beacon({ p: '/en', r: 'www.example.test' })
    const rows = await stored()
    expect(rows.filter((row) => row.dimension === 'referrer')).toEqual([])
    expect(rows.find((row) => row.dimension === 'view')).toMatchObject({ lang: 'en', key: '/en' })
  })

  it('counts a search page’s query and whether it found anything', async () => {
    await beacon({ p: '/search', q: '  UU   PDP ', n: 0 })
    const rows = await stored()
    expect(rows.filter((row) => row.dimension.startsWith('search')).map((row) => [row.dimension, row.key])).toEqual([
      ['search', 'uu pdp'],
      ['search-empty', 'uu pdp'],
    ])
  })

  it('refuses paths that are not public pages, and bodies that are not a beacon’s', async () => {
    for (const p of ['/dashboard', '/dashboard/blogs', '/login', '/media/x.png', '/blogs/Not_A_Slug', '/api/insights', 'https://evil.example/', '//evil.example', '/blogs/a/b/c/d/e', '/' + 'a'.repeat(400)]) {
      expect((await beacon({ p })).status, p).toBe(400)
    }
    for (const body of ['', 'not json', '[]', 'null', '{"p":1}', '{"p":"/","n":-1}', '{"p":"/","r":{}}']) {
      expect((await beacon(body)).status, body).toBe(400)
    }
    expect(await stored()).toEqual([])
  })

  it('refuses a body over its limit unread', async () => {
    const response = await beacon({ p: '/', r: 'x'.repeat(INSIGHTS_BEACON_MAX_BYTES) })
    expect(response.status).toBe(413)
    expect(await stored()).toEqual([])
  })

  it('counts nothing with Do Not Track or Global Privacy Control, from bots, or without a user agent, and answers the same', async () => {
    expect((await beacon({ p: '/' }, { dnt: '1' })).status).toBe(204)
    expect((await beacon({ p: '/' }, { 'sec-gpc': '1' })).status).toBe(204)
    expect((await beacon({ p: '/' }, { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })).status).toBe(204)
    expect((await beacon({ p: '/' }, { 'user-agent': 'HeadlessChrome/120.0' })).status).toBe(204)
    expect((await beacon({ p: '/' }, { 'user-agent': '' })).status).toBe(204)
    expect(await stored()).toEqual([])
  })

  it('refuses another site’s page', async () => {
    expect((await beacon({ p: '/' }, { origin: 'https://evil.example' })).status).toBe(403)
    expect(await stored()).toEqual([])
  })

  it('slows an address that sends more than a reader could (a burst of 30, then 60 a minute)', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 32; i++) statuses.push((await beacon({ p: '/' })).status)
    expect(statuses.slice(0, 30).every((status) => status === 204)).toBe(true)
    expect(statuses.slice(30)).toEqual([429, 429])
    const views = (await stored()).find((row) => row.dimension === 'view')
    expect(views?.count).toBe(30)
  })
})

describe('the image every public page holds (image mode)', () => {
  it('counts the page that loaded it (its Referer), and answers an uncached GIF whatever happens', async () => {
    const response = await imageApp.request(`${ORIGIN}${INSIGHTS_PIXEL_PATH}`, { headers: { referer: `${ORIGIN}/practice-area?x=1`, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/120.0' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/gif')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('set-cookie')).toBeNull()
    const rows = await stored()
    expect(rows.map((row) => [row.dimension, row.key])).toEqual([
      ['device', 'desktop'],
      ['view', '/practice-area'],
    ])
    const foreign = await imageApp.request(`${ORIGIN}${INSIGHTS_PIXEL_PATH}`, { headers: { referer: 'https://evil.example/blogs', 'user-agent': 'Mozilla/5.0 Firefox/120.0' } })
    expect(foreign.status).toBe(200)
    expect((await stored()).filter((row) => row.dimension === 'view')).toHaveLength(1)
  })

  it('is on every indexed public page, naming the page, and not on error pages', async () => {
    const about = await (await imageApp.request(`${ORIGIN}/en/about`)).text()
    expect(about).toContain(`<img src="${INSIGHTS_PIXEL_PATH}?p=%2Fen%2Fabout"`)
    expect(about).not.toMatch(/<noscript><img/)
    const missing = await imageApp.request(`${ORIGIN}/blogs/no-such-post`)
    expect(missing.status).toBe(404)
    expect(await missing.text()).not.toContain(INSIGHTS_PIXEL_PATH)
  })

  it('counts the page its address names, and a search page’s query and result count', async () => {
    const headers = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/120.0' }
    expect((await imageApp.request(`${ORIGIN}${INSIGHTS_PIXEL_PATH}?p=%2Fen%2Fabout`, { headers })).status).toBe(200)
    const search = await (await imageApp.request(`${ORIGIN}/search?q=uu+xyz`)).text()
    const src = /<img src="(\/api\/insights\/p\.gif\?[^"]+)"/.exec(search)?.[1]?.replace(/&amp;/g, '&')
    expect(src).toBe(`${INSIGHTS_PIXEL_PATH}?p=%2Fsearch&q=uu+xyz&n=0`)
    expect((await imageApp.request(`${ORIGIN}${src}`, { headers })).status).toBe(200)
    const rows = await stored()
    expect(rows.map((row) => [row.lang, row.dimension, row.key])).toEqual([
      ['en', 'device', 'desktop'],
      ['en', 'view', '/en/about'],
      ['id', 'device', 'desktop'],
      ['id', 'search', 'uu xyz'],
      ['id', 'search-empty', 'uu xyz'],
      ['id', 'view', '/search'],
    ])
  })
})
