/**
 * The fast path of a cached page: a hit answered before the middleware chain must be
 * the chain's own answer, byte for byte, headers included, and must never answer what the chain
 * would answer otherwise.
 */
import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Blog } from '../../../shared/schemas/types'
import type { App } from '../app'
import { fixtures } from '../testing/fixtures'
import { serveOnLoopback, type LoopbackServer } from '../testing/loopback-server'
import { createTestApp, createTestBackend, TestClock, testConfig, type TestBackend } from '../testing/test-backend'
import { conditionalStatus, createCacheFastPath, encodingOf, markCachedAnswer } from './cache-fast-path'
import { RenderCache } from './render-cache'

const BASE = 'https://www.example.test'

let backend: TestBackend
let app: App
let clock: TestClock
let blog: Blog
let scheduledTitle: string

beforeAll(async () => {
  clock = new TestClock()
  backend = createTestBackend({ now: clock.now })
  app = createTestApp(backend, { now: clock.now })
  const f = fixtures(backend)
  await f.settings()
  const category = await f.category('Analisis Hukum')
  const area = await f.practiceArea('Hukum Ketenagakerjaan')
  await f.profile({ name: 'Ayu Lestari', practiceAreaIds: [area.id] })
  blog = await f.blog({
    title: 'Putusan MK tentang PKWT',
    categoryId: category.id,
    publishedAt: '2026-06-01T01:00:00.000Z',
    titleEn: 'Constitutional Court ruling on fixed-term contracts',
    slugEn: 'court-ruling-fixed-term-contracts',
    contentEn: '<p>The Constitutional Court ordered lawmakers to write new employment rules.</p>',
    excerptEn: 'What the ruling changes for employers.',
    publishedAtEn: '2026-06-01T01:00:00.000Z',
  })
  scheduledTitle = 'Terbit besok pagi'
  await f.blog({ title: scheduledTitle, categoryId: category.id, publishedAt: '2026-06-16T01:00:00.000Z' })
})
afterAll(() => backend.cleanup())

/** Pages of several kinds in both languages, a feed and the sitemap. */
const PAGES = () => [
  '/',
  '/en',
  '/blogs',
  '/en/blogs',
  `/blogs/${blog.slug}`,
  '/en/blogs/court-ruling-fixed-term-contracts',
  '/attorneys',
  '/en/about',
  '/blogs/feed.xml',
  '/sitemap.xml',
  '/blogs?utm_source=buletin',
]

/** Requests that differ in what a hit depends on. `etag` is replaced by the page's ETag. */
const VARIANTS: { name: string; init: RequestInit }[] = [
  { name: 'no Accept-Encoding', init: {} },
  { name: 'br', init: { headers: { 'accept-encoding': 'gzip, deflate, br' } } },
  { name: 'gzip', init: { headers: { 'accept-encoding': 'gzip' } } },
  { name: 'identity', init: { headers: { 'accept-encoding': 'identity' } } },
  { name: 'deflate only (compressed on the fly by the chain)', init: { headers: { 'accept-encoding': 'deflate' } } },
  { name: 'If-None-Match matching', init: { headers: { 'accept-encoding': 'br', 'if-none-match': 'etag' } } },
  { name: 'If-None-Match weak', init: { headers: { 'if-none-match': 'W/etag' } } },
  { name: 'If-None-Match other', init: { headers: { 'accept-encoding': 'gzip', 'if-none-match': '"nope"' } } },
  { name: 'If-None-Match *', init: { headers: { 'if-none-match': '*' } } },
  { name: 'HEAD', init: { method: 'HEAD' } },
  { name: 'HEAD br', init: { method: 'HEAD', headers: { 'accept-encoding': 'br' } } },
  { name: 'HEAD conditional', init: { method: 'HEAD', headers: { 'if-none-match': 'etag' } } },
]

function withEtag(init: RequestInit, etag: string): RequestInit {
  const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>).map(([k, v]) => [k, v.replace('etag', etag)]))
  return { ...init, headers }
}

async function snapshot(res: Response) {
  return { status: res.status, headers: [...res.headers], body: Buffer.from(await res.arrayBuffer()).toString('base64') }
}

describe('a cached page answered by the fast path', () => {
  it('is the full chain’s answer byte for byte: headers, status and body, for every page, language, encoding, conditional request and HEAD', async () => {
    let fastAnswers = 0
    for (const path of PAGES()) {
      const url = `${BASE}${path}`
      const first = await app.request(url)
      expect(first.status, path).toBe(200)
      const etag = first.headers.get('etag')!
      for (const variant of VARIANTS) {
        const init = withEtag(variant.init, etag)
        // The first request of a variant takes the chain (and teaches the fast path), the second may not.
        await app.request(url, init)
        const before = app.fastPath.served
        const fast = await snapshot(await app.request(url, init))
        const full = await snapshot(await app.fastPath.fullChain(new Request(url, init)))
        expect(fast, `${path}, ${variant.name}`).toEqual(full)
        if (app.fastPath.served > before) {
          fastAnswers++
          expect(fast.headers.find(([name]) => name === 'x-render-cache')?.[1], `${path}, ${variant.name}`).toBe('HIT')
        }
      }
    }
    // Every variant but the two the chain compresses on the fly and `If-None-Match: *`.
    expect(fastAnswers).toBe(PAGES().length * (VARIANTS.length - 2))
  })

  it('keeps every security header of the chain (CSP, HSTS, nosniff, referrer, permissions, opener)', async () => {
    await app.request(`${BASE}/about`, { headers: { 'accept-encoding': 'br' } })
    const before = app.fastPath.served
    const res = await app.request(`${BASE}/about`, { headers: { 'accept-encoding': 'br' } })
    expect(app.fastPath.served).toBe(before + 1)
    expect(res.headers.get('content-security-policy')).toMatch(/^default-src 'self'; script-src 'self';.*frame-ancestors 'self'/)
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(res.headers.get('permissions-policy')).toContain('camera=()')
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin')
  })

  it('over real sockets, sends the same header lines as the chain (Date apart)', async () => {
    const servers: LoopbackServer[] = [await serveOnLoopback(app), await serveOnLoopback({ fetch: app.fastPath.fullChain })]
    try {
      const get = (port: number, path: string, headers: Record<string, string>) =>
        new Promise<{ status: number; raw: string[]; body: Buffer }>((resolve, reject) => {
          const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
            const chunks: Buffer[] = []
            res.on('data', (chunk: Buffer) => chunks.push(chunk))
            res.on('end', () => resolve({ status: res.statusCode!, raw: res.rawHeaders, body: Buffer.concat(chunks) }))
          })
          req.on('error', reject)
          req.end()
        })
      const withoutDate = (raw: string[]) => raw.flatMap((value, i) => (i % 2 === 0 && value.toLowerCase() !== 'date' ? [`${value}: ${raw[i + 1]}`] : []))
      for (const path of ['/', '/blogs', `/blogs/${blog.slug}`, '/en/blogs']) {
        for (const headers of [{ 'accept-encoding': 'br, gzip' }, {}] as Record<string, string>[]) {
          await get(servers[0]!.port, path, headers)
          const before = app.fastPath.served
          const fast = await get(servers[0]!.port, path, headers)
          expect(app.fastPath.served, path).toBe(before + 1)
          const full = await get(servers[1]!.port, path, headers)
          expect(fast.status).toBe(200)
          expect(withoutDate(fast.raw), path).toEqual(withoutDate(full.raw))
          expect(fast.body.equals(full.body), path).toBe(true)
        }
      }
    } finally {
      for (const server of servers) await server.close()
    }
  })
})

describe('what the fast path never answers', () => {
  it('a request with a cookie (a staff session, a remembered choice) or credentials: the chain decides', async () => {
    await app.request(`${BASE}/blogs`)
    await app.request(`${BASE}/blogs`)
    const before = app.fastPath.served
    const withCookie = await app.request(`${BASE}/blogs`, { headers: { cookie: '__session=x' } })
    const withAuth = await app.request(`${BASE}/blogs`, { headers: { authorization: 'Bearer x' } })
    expect(app.fastPath.served).toBe(before)
    expect(withCookie.status).toBe(200)
    expect(withAuth.status).toBe(200)
  })

  it('a POST to a cached page’s address, the dashboard, the JSON API, an unknown path', async () => {
    await app.request(`${BASE}/contact-us`)
    await app.request(`${BASE}/contact-us`)
    const before = app.fastPath.served
    const post = await app.request(`${BASE}/contact-us`, { method: 'POST', headers: { origin: BASE, 'content-type': 'application/x-www-form-urlencoded' }, body: 'name=A' })
    expect(post.headers.get('x-render-cache')).toBeNull()
    const dashboard = await app.request(`${BASE}/dashboard`)
    expect(dashboard.status).toBe(302)
    const api = await app.request(`${BASE}/api/unknown`)
    expect(api.status).toBe(404)
    for (let i = 0; i < 2; i++) expect((await app.request(`${BASE}/tidak-ada`)).status).toBe(404)
    expect(app.fastPath.served).toBe(before)
  })

  it('a page after a save: the save clears the cache and the next answer is the new page', async () => {
    const url = `${BASE}/blogs/${blog.slug}`
    await app.request(url)
    expect(await (await app.request(url)).text()).toContain('Putusan MK tentang PKWT')
    const stored = (await backend.content.get('blogs', blog.id))!
    const { id: _id, version, createdAt: _c, updatedAt: _u, updatedBy: _b, ...data } = stored
    blog = await backend.content.update('blogs', blog.id, { ...data, title: 'Putusan MK tentang PKWT (diperbarui)' }, { actor: 'test', expectedVersion: version })
    const res = await app.request(url)
    expect(res.headers.get('x-render-cache')).toBe('MISS')
    expect(await res.text()).toContain('Putusan MK tentang PKWT (diperbarui)')
  })

  it('a list when a scheduled post’s date arrives (the cache expires then)', async () => {
    await app.request(`${BASE}/blogs`)
    expect(await (await app.request(`${BASE}/blogs`)).text()).not.toContain(scheduledTitle)
    clock.advance(24 * 3_600_000)
    const res = await app.request(`${BASE}/blogs`)
    expect(res.headers.get('x-render-cache')).toBe('MISS')
    expect(await res.text()).toContain(scheduledTitle)
  })

  it('a page that is gone: removed, its address answers the chain’s 404 again', async () => {
    const f = fixtures(backend)
    const category = (await backend.content.query('categories'))[0]!
    const doomed = await f.blog({ title: 'Akan dihapus', categoryId: category.id, publishedAt: '2026-06-01T01:00:00.000Z' })
    const url = `${BASE}/blogs/${doomed.slug}`
    await app.request(url)
    expect((await app.request(url)).status).toBe(200)
    await backend.content.remove('blogs', doomed.id, { actor: 'test', expectedVersion: doomed.version })
    expect((await app.request(url)).status).toBe(404)
  })
})

describe('createCacheFastPath', () => {
  const url = 'http://localhost/p'
  function chain(cache: RenderCache, extra: Record<string, string> = {}, options: { replace?: boolean } = {}) {
    let calls = 0
    const fullChain = (request: Request) => {
      calls++
      let entry = cache.get('/p')
      if (!entry) entry = cache.set('/p', { status: 200, contentType: 'text/html', identity: new TextEncoder().encode('<p>halo</p>') }, cache.generation)
      const encoding = encodingOf(request.headers.get('accept-encoding') ?? undefined) ?? 'identity'
      const body = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : entry.identity
      const headers: Record<string, string> = { 'content-type': 'text/html', etag: entry.etag, 'content-length': String(body.byteLength), 'x-render-cache': 'MISS', ...extra }
      if (encoding !== 'identity') headers['content-encoding'] = encoding
      const res = new Response(request.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), { headers })
      markCachedAnswer(res, cache, '/p', entry)
      return options.replace ? new Response(res.body, res) : res
    }
    return { fullChain, calls: () => calls }
  }

  it('learns from a marked answer and serves the next one itself, as a hit', async () => {
    const cache = new RenderCache()
    const c = chain(cache)
    const fast = createCacheFastPath(c.fullChain, Date.now)
    await fast.fetch(new Request(url))
    const res = await fast.fetch(new Request(url))
    expect(c.calls()).toBe(1)
    expect(fast.served).toBe(1)
    expect(res.headers.get('x-render-cache')).toBe('HIT')
    expect(await res.text()).toBe('<p>halo</p>')
    const head = await fast.fetch(new Request(url, { method: 'HEAD' }))
    expect(head.body).toBeNull()
    expect(head.headers.get('content-length')).toBe('11')
    cache.clear()
    await fast.fetch(new Request(url))
    expect(c.calls()).toBe(2)
  })

  it('never learns an answer that sets a cookie, or one a middleware replaced', async () => {
    for (const c of [chain(new RenderCache(), { 'set-cookie': 'a=1' }), chain(new RenderCache(), {}, { replace: true })]) {
      const fast = createCacheFastPath(c.fullChain, Date.now)
      for (let i = 0; i < 3; i++) await fast.fetch(new Request(url))
      expect(fast.served).toBe(0)
      expect(c.calls()).toBe(3)
    }
  })

  it('reads encodings and validators as send() and the chain do', () => {
    expect(encodingOf(undefined)).toBe('identity')
    expect(encodingOf('gzip, deflate, br')).toBe('br')
    expect(encodingOf('gzip')).toBe('gzip')
    expect(encodingOf('br;q=0, gzip')).toBe('gzip')
    expect(encodingOf('identity')).toBe('identity')
    expect(encodingOf('deflate')).toBeNull()
    expect(encodingOf('gzip;q=0')).toBeNull()
    expect(encodingOf('*;q=0')).toBeNull()
    expect(conditionalStatus(undefined, '"a"')).toBe(200)
    expect(conditionalStatus('"a"', '"a"')).toBe(304)
    expect(conditionalStatus('"b", W/"a"', '"a"')).toBe(304)
    expect(conditionalStatus('"b"', '"a"')).toBe(200)
    expect(conditionalStatus('*', '"a"')).toBeNull()
    expect(conditionalStatus('"b" "a"', '"a"')).toBeNull()
  })
})

describe('the config the test app runs with', () => {
  it('is the embedded one (revalidate every time), so the headers above are those of npm start', () => {
    expect(testConfig().publicCacheControl).toBe('public, max-age=0, must-revalidate')
  })
})
