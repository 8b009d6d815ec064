import { describe, expect, it } from 'vitest'
import { RenderCache } from './render-cache'

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
    expect(hit.get('cache-control')).toMatch(/s-maxage=\d+, stale-while-revalidate=\d+/)
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
