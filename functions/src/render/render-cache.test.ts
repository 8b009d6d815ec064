import { describe, expect, it } from 'vitest'
import { RenderCache, entryBytes } from './render-cache'
import { PUBLIC_CDN_CACHE_CONTROL } from '../config'

const page = (text: string) => ({ status: 200, contentType: 'text/html; charset=UTF-8', identity: new TextEncoder().encode(text) })

describe('RenderCache maxAgeMs', () => {
  it('keeps entries until a change clears them when no age limit is set (one instance sees every write)', () => {
    const cache = new RenderCache()
    cache.set('/', page('a'), cache.generation, 0)
    expect(cache.get('/', 365 * 86_400_000)).toBeDefined()
  })

  it('renders again once an entry is older than the limit (instances that miss other instances’ writes)', () => {
    const cache = new RenderCache({ maxAgeMs: 60_000 })
    cache.set('/', page('a'), cache.generation, 1_000)
    cache.set('/blogs', page('b'), cache.generation, 30_000)
    expect(cache.get('/', 60_999)).toBeDefined()
    expect(cache.get('/', 61_000)).toBeUndefined()
    expect(cache.size).toBe(1)
    expect(cache.get('/blogs', 61_000)).toBeDefined()
    cache.set('/', page('a2'), cache.generation, 61_000)
    expect(cache.get('/', 100_000)).toBeDefined()
  })
})

describe('RenderCache memory bounds', () => {
  const kb = (n: number, fill = 'a') => page(fill.repeat(n * 1024))

  it('keeps at most maxEntries, dropping the least recently used', () => {
    const cache = new RenderCache({ maxEntries: 2 })
    cache.set('/a', page('a'), cache.generation)
    cache.set('/b', page('b'), cache.generation)
    cache.get('/a')
    cache.set('/c', page('c'), cache.generation)
    expect(cache.get('/a')).toBeDefined()
    expect(cache.get('/b')).toBeUndefined()
    expect(cache.size).toBe(2)
  })

  it('keeps at most maxBytes, whatever the count, dropping the least recently used', () => {
    const cache = new RenderCache({ maxEntries: 1000, maxBytes: 100 * 1024 })
    for (let i = 0; i < 50; i++) cache.set(`/p${i}`, kb(20, String.fromCharCode(97 + (i % 26))), cache.generation)
    expect(cache.bytes).toBeLessThanOrEqual(100 * 1024)
    expect(cache.size).toBeLessThan(50)
    expect(cache.get('/p49')).toBeDefined()
    expect(cache.get('/p0')).toBeUndefined()
  })

  it('holds at most 16 MB by default: the pages of a large archive, crawled, are resident memory', () => {
    const cache = new RenderCache()
    for (let i = 0; i < 400; i++) cache.set(`/blogs/tulisan-${i}`, kb(60, String.fromCharCode(97 + (i % 26))), cache.generation)
    expect(cache.bytes).toBeGreaterThan(15 * 1024 * 1024)
    expect(cache.bytes).toBeLessThanOrEqual(16 * 1024 * 1024)
    expect(cache.get('/blogs/tulisan-399')).toBeDefined()
  })

  it('serves but does not keep a page bigger than the whole budget (it would evict everything)', () => {
    const cache = new RenderCache({ maxBytes: 64 * 1024 })
    cache.set('/small', page('x'), cache.generation)
    const big = cache.set('/big', kb(100), cache.generation)
    expect(big.identity.byteLength).toBe(100 * 1024)
    expect(cache.get('/big')).toBeUndefined()
    expect(cache.get('/small')).toBeDefined()
  })

  it('counts each entry once: replacing, expiring and clearing give the bytes back', () => {
    const cache = new RenderCache({ maxAgeMs: 1000 })
    const one = cache.set('/', kb(4), cache.generation, 0)
    expect(cache.bytes).toBe(entryBytes('/', one))
    const two = cache.set('/', kb(8), cache.generation, 0)
    expect(cache.bytes).toBe(entryBytes('/', two))
    cache.set('/b', kb(4), cache.generation, 500)
    expect(cache.get('/', 1000)).toBeUndefined()
    expect(cache.bytes).toBe(entryBytes('/b', cache.get('/b', 1000)!))
    cache.clear()
    expect(cache.bytes).toBe(0)
  })

  it('holds compressed bodies in buffers of their own size, not views of zlib’s 16 KB output slabs', () => {
    const cache = new RenderCache()
    const entry = cache.set('/', page('<p>halo</p>'.repeat(1000)), cache.generation)
    for (const body of [entry.identity, entry.gzip, entry.br]) expect(body.buffer.byteLength).toBe(body.byteLength)
    expect(entryBytes('/', entry)).toBeLessThan(entry.identity.byteLength + 2048)
  })
})

describe('the render cache of the app', () => {
  it('on Firebase, a public page is rendered again after a minute, with the CDN headers', async () => {
    const { createTestApp, createTestBackend, testConfig, TestClock } = await import('../testing/test-backend')
    const clock = new TestClock()
    const backend = createTestBackend({ now: clock.now })
    const config = testConfig({
      BACKEND: 'firebase',
      GOOGLE_CLOUD_PROJECT: 'demo-alr',
      STORAGE_BUCKET: 'demo-alr.appspot.com',
      WEB_API_KEY: 'k',
      ALGOLIA_APP_ID: 'A',
      ALGOLIA_ADMIN_KEY: 's',
    })
    expect(config.renderCacheMaxAgeMs).toBe(60_000)
    const app = createTestApp(backend, { config, now: clock.now })
    const state = async () => (await app.request('https://www.example.test/about')).headers
    expect((await state()).get('x-render-cache')).toBe('MISS')
    clock.advance(59_000)
    const hit = await state()
    expect(hit.get('x-render-cache')).toBe('HIT')
    expect(hit.get('cache-control')).toBe(PUBLIC_CDN_CACHE_CONTROL)
    clock.advance(2_000)
    expect((await state()).get('x-render-cache')).toBe('MISS')
    await backend.cleanup()
  })

  it('embedded keeps pages until a change', async () => {
    const { createTestApp, createTestBackend, testConfig, TestClock } = await import('../testing/test-backend')
    const clock = new TestClock()
    const backend = createTestBackend({ now: clock.now })
    expect(testConfig().renderCacheMaxAgeMs).toBeNull()
    const app = createTestApp(backend, { now: clock.now })
    await app.request('https://www.example.test/about')
    clock.advance(86_400_000)
    expect((await app.request('https://www.example.test/about')).headers.get('x-render-cache')).toBe('HIT')
    await backend.cleanup()
  })
})
