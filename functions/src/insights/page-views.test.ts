/**
 * Statistik's server mode (the embedded backend's default): the server counts the pages it
 * serves, on the render cache's fast path and on the full chain, and the script's beacon counts
 * a page it swapped in; image mode (Firebase's) counts by the image each page holds, as before.
 */
import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { INSIGHTS_BEACON_PATH, INSIGHTS_PIXEL_PATH } from '../../../shared/insights/beacon'
import { insightsDay } from '../../../shared/insights/types'
import type { App } from '../app'
import { fixtures } from '../testing/fixtures'
import { serveOnLoopback } from '../testing/loopback-server'
import { createTestApp, createTestBackend, TestClock, testConfig, type TestBackend } from '../testing/test-backend'
import { bareHost } from './page-views'

const BASE = 'https://www.example.test'
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
/** What a browser sends when a person opens a page: a navigation. */
const NAVIGATION = { 'sec-fetch-mode': 'navigate', 'user-agent': BROWSER }

let clock: TestClock
let backend: TestBackend
/** Server mode, the embedded backend's default. */
let app: App
/** Image mode, Firebase's default, on the same store. */
let imageApp: App
let blogSlug: string
let address = 0

beforeAll(async () => {
  clock = new TestClock()
  backend = createTestBackend({ now: clock.now })
  app = createTestApp(backend, { now: clock.now })
  imageApp = createTestApp(backend, { now: clock.now, config: testConfig({ INSIGHTS_COUNTING: 'image' }) })
  const f = fixtures(backend)
  await f.settings()
  const category = await f.category('Regulasi Terbaru')
  blogSlug = (await f.blog({ title: 'Panduan perlindungan data pribadi', categoryId: category.id, publishedAt: '2026-06-01T01:00:00.000Z' })).slug
})
afterAll(() => backend.cleanup())

beforeEach(async () => {
  address++
  await backend.insightsCounter.flush()
  backend.content.db.exec('DELETE FROM insights')
  for (const each of [app, imageApp]) {
    each.cache.clear()
    each.searchCache.clear()
  }
})

function get(path: string, headers: Record<string, string> = NAVIGATION, target: App = app, method = 'GET') {
  return target.request(`${BASE}${path}`, { method, headers })
}

/** The script's beacon after a swap: the page's path and query as text, as navigator.sendBeacon sends it. */
function swapBeacon(body: string, target: App = app) {
  return target.request(`${BASE}${INSIGHTS_BEACON_PATH}`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'text/plain;charset=UTF-8', origin: BASE, 'user-agent': PHONE, 'sec-fetch-mode': 'no-cors' },
  }, { incoming: { socket: { remoteAddress: `198.51.100.${address}` } } })
}

/** The stored counters as `dimension key: count`, one language's. */
async function counted(lang = 'id'): Promise<Record<string, number>> {
  await backend.insightsCounter.flush()
  const rows = await backend.insights.rows({ from: '2000-01-01', to: '2099-12-31' })
  for (const row of rows) expect(row.day).toBe(insightsDay(clock.now()))
  return Object.fromEntries(rows.filter((row) => row.lang === lang).map((row) => [`${row.dimension} ${row.key}`, row.count]))
}

describe('server mode: the pages served', () => {
  it('counts the first render once, a cache hit on the fast path and a 304 each once', async () => {
    const first = await get('/about')
    expect(first.headers.get('x-render-cache')).toBe('MISS')
    expect(await counted()).toEqual({ 'view /about': 1, 'device desktop': 1 })

    const served = app.fastPath.served
    const hit = await get('/about')
    expect(hit.headers.get('x-render-cache')).toBe('HIT')
    expect(app.fastPath.served).toBe(served + 1)
    // The first 304 teaches the fast path (the full chain answers it), the second is its own.
    for (const expected of [served + 1, served + 2]) {
      const revalidated = await get('/about', { ...NAVIGATION, 'if-none-match': hit.headers.get('etag')! })
      expect(revalidated.status).toBe(304)
      expect(app.fastPath.served).toBe(expected)
    }
    expect(await counted()).toEqual({ 'view /about': 4, 'device desktop': 4 })
  })

  it('counts a 304 of the full chain (a cookie keeps a request off the fast path), and English pages as English', async () => {
    const page = await get('/en/about')
    await get('/en/about', { ...NAVIGATION, cookie: 'pilihan=1', 'if-none-match': page.headers.get('etag')! })
    expect(await counted('en')).toEqual({ 'view /en/about': 2, 'device desktop': 2 })
  })

  it('counts the pages a real server answers, reading Node’s own headers', async () => {
    const server = await serveOnLoopback(app)
    try {
      const fetchPage = (headers: Record<string, string>) =>
        new Promise<number>((resolve, reject) => {
          const req = httpRequest({ host: '127.0.0.1', port: server.port, path: `/blogs/${blogSlug}`, headers }, (res) => {
            res.resume()
            res.on('end', () => resolve(res.statusCode!))
          })
          req.on('error', reject)
          req.end()
        })
      const visitor = { ...NAVIGATION, 'user-agent': PHONE, 'x-country-code': 'id' }
      expect(await fetchPage({ ...visitor, referer: 'https://www.google.com/search?q=data' })).toBe(200)
      const served = app.fastPath.served
      expect(await fetchPage({ ...visitor, referer: `http://127.0.0.1:${server.port}/blogs` })).toBe(200)
      expect(await fetchPage({ ...visitor, 'sec-fetch-mode': 'cors' })).toBe(200)
      expect(app.fastPath.served).toBe(served + 2)
    } finally {
      await server.close()
    }
    expect(await counted()).toEqual({ [`view /blogs/${blogSlug}`]: 2, 'device phone': 2, 'country ID': 2, 'referrer google.com': 1 })
  })

  it('counts no HEAD, no script fetch (the swap’s fetch, a hover prefetch) and no error page; a request without Sec-Fetch-Mode (an older browser) counts', async () => {
    await get('/about', NAVIGATION, app, 'HEAD')
    await get('/about')
    await get('/about', NAVIGATION, app, 'HEAD')
    for (const mode of ['cors', 'same-origin', 'no-cors']) await get('/about', { ...NAVIGATION, 'sec-fetch-mode': mode })
    await get('/blogs', { 'user-agent': BROWSER })
    expect((await get('/blogs/no-such-post')).status).toBe(404)
    expect(await counted()).toEqual({ 'view /about': 1, 'view /blogs': 1, 'device desktop': 2 })
  })

  it('counts nothing with Do Not Track or Global Privacy Control, from bots, or without a user agent, on the fast path too', async () => {
    await get('/contact-us', { 'user-agent': BROWSER, 'sec-fetch-mode': 'cors' })
    for (const headers of [
      { ...NAVIGATION, dnt: '1' },
      { ...NAVIGATION, 'sec-gpc': '1' },
      { ...NAVIGATION, 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      { ...NAVIGATION, 'user-agent': '' },
      { 'sec-fetch-mode': 'navigate' },
    ]) {
      const served = app.fastPath.served
      expect((await get('/contact-us', headers)).status).toBe(200)
      expect(app.fastPath.served).toBe(served + 1)
    }
    // The same page opened by a person who lets itself be counted: the one view.
    await get('/contact-us')
    expect(await counted()).toEqual({ 'view /contact-us': 1, 'device desktop': 1 })
  })

  it('counts the host of another site in the Referer, never the site’s own nor the rest of the address', async () => {
    await get('/practice-area', { ...NAVIGATION, referer: 'https://www.linkedin.com/feed/update/urn:li:activity:1/?token=secret' })
    await get('/practice-area', { ...NAVIGATION, referer: `${BASE}/about` })
    await get('/practice-area', { ...NAVIGATION, referer: 'https://example.test/' })
    await get('/practice-area', { ...NAVIGATION, referer: 'android-app://com.google.android.gm/' })
    expect(await counted()).toEqual({ 'view /practice-area': 4, 'device desktop': 4, 'referrer linkedin.com': 1 })
    expect(JSON.stringify(backend.content.db.prepare('SELECT * FROM insights').all())).not.toMatch(/token|feed|secret/)
  })

  it('reads a host without parsing a URL: no port, no www., lower case', () => {
    expect(bareHost('https://WWW.Example.test:8443/a?b')).toBe('example.test')
    expect(bareHost('http://localhost:3000')).toBe('localhost')
    expect(bareHost('www.example.test')).toBe('example.test')
    expect(bareHost('https://news.example?x')).toBe('news.example')
  })

  it('counts a search, rendered and from the search cache, with its result count, and holds no image', async () => {
    const page = await get('/search?q=perlindungan')
    expect(page.headers.get('x-render-cache')).toBe('MISS')
    expect(await page.text()).not.toContain(INSIGHTS_PIXEL_PATH)
    expect((await get('/search?q=perlindungan&utm_source=buletin')).headers.get('x-render-cache')).toBe('HIT')
    await get('/search?q=kapal+selam')
    await get('/search?q=kapal+selam')
    // An empty search page is no search.
    await get('/search')
    expect(await counted()).toEqual({
      'view /search': 4,
      'device desktop': 4,
      'search perlindungan': 2,
      'search kapal selam': 2,
      'search-empty kapal selam': 2,
    })
  })

  it('puts no image in the pages, and the image a page kept from before counts nothing', async () => {
    expect(await (await get('/about')).text()).not.toContain(INSIGHTS_PIXEL_PATH)
    await backend.insightsCounter.flush()
    backend.content.db.exec('DELETE FROM insights')
    const image = await get(`${INSIGHTS_PIXEL_PATH}?p=%2Fabout`, { 'user-agent': BROWSER, referer: `${BASE}/about` })
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/gif')
    expect(await counted()).toEqual({})
  })
})

describe('server mode: a page the script swaps in', () => {
  it('is counted by the text beacon the script sends, without a referrer; the script’s fetch of it is not', async () => {
    await get(`/blogs/${blogSlug}`, { 'sec-fetch-mode': 'cors', 'user-agent': PHONE, referer: 'https://www.google.com/' })
    const response = await swapBeacon(`/blogs/${blogSlug}`)
    expect(response.status).toBe(204)
    expect(await counted()).toEqual({ [`view /blogs/${blogSlug}`]: 1, 'device phone': 1 })
  })

  it('counts a swapped-in search with the result count its cached entry keeps, and only the query once the entry is gone', async () => {
    await get('/search?q=perlindungan', { 'sec-fetch-mode': 'cors', 'user-agent': PHONE })
    await get('/en/search?q=kapal', { 'sec-fetch-mode': 'cors', 'user-agent': PHONE })
    expect(await counted()).toEqual({})
    await swapBeacon('/search?q=perlindungan')
    await swapBeacon('/en/search?q=kapal')
    // Not in the search cache (a save cleared it): whether it found anything is not known.
    await swapBeacon('/search?q=belum+dicari')
    expect(await counted()).toEqual({ 'view /search': 2, 'device phone': 2, 'search perlindungan': 1, 'search belum dicari': 1 })
    expect(await counted('en')).toEqual({ 'view /en/search': 1, 'device phone': 1, 'search kapal': 1, 'search-empty kapal': 1 })
  })

  it('refuses a text that is not a page of this site', async () => {
    for (const body of ['/dashboard', '//evil.example/blogs', '/blogs#x', '/a b', '/blogs/Not_A_Slug', 'about']) expect((await swapBeacon(body)).status, body).toBe(400)
    expect((await swapBeacon('/en/about?utm_source=buletin')).status).toBe(204)
    expect(await counted()).toEqual({})
    expect(await counted('en')).toEqual({ 'view /en/about': 1, 'device phone': 1 })
  })
})

describe('counting off', () => {
  it('puts no image in the pages and counts no page view, image or beacon', async () => {
    const offApp = createTestApp(backend, { now: clock.now, config: testConfig({ INSIGHTS_COUNTING: 'off' }) })
    expect(await (await get('/about', NAVIGATION, offApp)).text()).not.toContain(INSIGHTS_PIXEL_PATH)
    await get('/about', NAVIGATION, offApp)
    await get(`${INSIGHTS_PIXEL_PATH}?p=%2Fabout`, { 'user-agent': BROWSER }, offApp)
    expect((await swapBeacon('/about', offApp)).status).toBe(204)
    const json = await offApp.request(`${BASE}${INSIGHTS_BEACON_PATH}`, { method: 'POST', body: JSON.stringify({ p: '/about' }), headers: { origin: BASE, 'user-agent': BROWSER } })
    expect(json.status).toBe(204)
    expect(await counted()).toEqual({})
  })
})

describe('image mode (Firebase)', () => {
  it('puts the image in every indexed page and a search’s, counts by it, and not by the page’s answer nor the script’s text beacon', async () => {
    const about = await (await get('/about', NAVIGATION, imageApp)).text()
    expect(about).toContain(`<img src="${INSIGHTS_PIXEL_PATH}?p=%2Fabout"`)
    await get('/about', NAVIGATION, imageApp)
    const search = await (await get('/search?q=kapal', NAVIGATION, imageApp)).text()
    expect(search).toContain(`<img src="${INSIGHTS_PIXEL_PATH}?p=%2Fsearch&amp;q=kapal&amp;n=0"`)
    expect(await counted()).toEqual({})
    await get(`${INSIGHTS_PIXEL_PATH}?p=%2Fabout`, { 'user-agent': BROWSER }, imageApp)
    await get(`${INSIGHTS_PIXEL_PATH}?p=%2Fsearch&q=kapal&n=0`, { 'user-agent': BROWSER }, imageApp)
    // The swapped page's image counts it: the script's beacon is answered, not counted.
    expect((await swapBeacon(`/blogs/${blogSlug}`, imageApp)).status).toBe(204)
    expect(await counted()).toEqual({ 'view /about': 1, 'view /search': 1, 'device desktop': 2, 'search kapal': 1, 'search-empty kapal': 1 })
  })
})
