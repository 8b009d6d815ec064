/**
 * The public site through an outage of the store, on the Firebase settings (pages fresh for
 * 60 s per instance): a page rendered while the store was up is served as it was rendered,
 * marked STALE, for STALE_IF_ERROR_SECONDS; a page never rendered answers 503 as before; and
 * /healthz says pages are being served stale.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { expectConsoleError } from '../../../tests/setup/fail-on-console-error'
import type { App } from '../app'
import { StoreUnavailableError } from '../backends/ports'
import { PUBLIC_CDN_CACHE_CONTROL, STALE_IF_ERROR_SECONDS } from '../config'
import { createTestApp, createTestBackend, testConfig, TestClock, type TestBackend } from '../testing/test-backend'
import { STALE_REPORT_MS } from '../routes/health'

const ORIGIN = 'https://www.example.test'
const SECOND = 1000

let clock: TestClock
let backend: TestBackend
let app: App

beforeEach(() => {
  clock = new TestClock()
  backend = createTestBackend({ now: clock.now })
  const config = testConfig({
    BACKEND: 'firebase',
    GOOGLE_CLOUD_PROJECT: 'demo-alr',
    STORAGE_BUCKET: 'demo-alr.appspot.com',
    WEB_API_KEY: 'k',
    ALGOLIA_APP_ID: 'A',
    ALGOLIA_ADMIN_KEY: 's',
  })
  app = createTestApp(backend, { config, now: clock.now })
})
/** Undone after each test (the setup file's console spy stays). */
const restores: (() => void)[] = []
afterEach(async () => {
  for (const restore of restores.splice(0)) restore()
  await backend.cleanup()
})

/** Every read of the content store fails as Firestore's do when it cannot be reached. */
function storeDown(): () => void {
  const reads = ['get', 'getMany', 'query', 'count', 'isEmpty', 'readMeta'] as const
  const spies = reads.map((name) => vi.spyOn(backend.content, name).mockRejectedValue(new StoreUnavailableError('content store did not answer within 3000 ms')))
  const restore = () => spies.forEach((spy) => spy.mockRestore())
  restores.push(restore)
  return restore
}

const get = (path: string, headers: Record<string, string> = {}) => app.request(`${ORIGIN}${path}`, { headers })

describe('a Firestore outage on the public site', () => {
  it('a page rendered while the store was up is served as it was, marked stale, past its 60 s and for a day; /healthz says so', async () => {
    expectConsoleError(50)
    const rendered = await get('/about')
    expect(rendered.headers.get('x-render-cache')).toBe('MISS')
    const html = await rendered.text()
    const restore = storeDown()

    // Within its 60 s the cache answers as usual.
    clock.advance(30 * SECOND)
    expect((await get('/about')).headers.get('x-render-cache')).toBe('HIT')

    // Past its freshness the render fails: the last good render answers instead.
    clock.advance(31 * SECOND)
    const stale = await get('/about')
    expect(stale.status).toBe(200)
    expect(stale.headers.get('x-render-cache')).toBe('STALE')
    expect(stale.headers.get('retry-after')).toBeNull()
    expect(stale.headers.get('cache-control')).toBe(PUBLIC_CDN_CACHE_CONTROL)
    expect(await stale.text()).toBe(html)
    // A browser revalidating gets its 304 from the stale copy too.
    const revalidated = await get('/about', { 'if-none-match': rendered.headers.get('etag')! })
    expect(revalidated.status).toBe(304)

    const health = await get('/healthz')
    expect(health.status).toBe(503)
    expect(await health.json()).toMatchObject({ status: 'unavailable', checks: { content: 'down' }, servingStale: true, staleAnswers: 2 })

    // A page never rendered has nothing to fall back on: 503 as before.
    const never = await get('/attorneys')
    expect(never.status).toBe(503)
    expect(never.headers.get('retry-after')).toBe('30')
    expect(never.headers.get('cache-control')).toBe('no-store')

    // An hour into the outage, and until a day after the page went stale, it is still served.
    clock.advance(60 * 60 * SECOND)
    expect((await get('/about')).headers.get('x-render-cache')).toBe('STALE')
    clock.advance(STALE_IF_ERROR_SECONDS * SECOND - 60 * 60 * SECOND - 2 * SECOND)
    expect((await get('/about')).status).toBe(200)
    clock.advance(2 * SECOND)
    expect((await get('/about')).status).toBe(503)

    // The store back: rendered again, and /healthz stops saying so once no stale page was served for a while.
    restore()
    const back = await get('/about')
    expect(back.status).toBe(200)
    expect(back.headers.get('x-render-cache')).toBe('MISS')
    clock.advance(STALE_REPORT_MS)
    expect(await (await get('/healthz')).json()).toEqual({ status: 'ok', build: 'dev', checks: { content: 'ok', search: 'ok', files: 'ok' } })
  })

  it('a page made stale by a scheduled publication date is served as it was while the store is down', async () => {
    expectConsoleError(50)
    const { fixtures } = await import('../testing/fixtures')
    const f = fixtures(backend)
    const category = await f.category('Hukum Perbankan')
    await f.blog({ title: 'Terbit sebentar lagi', categoryId: category.id, publishedAt: new Date(clock.time.getTime() + 10 * SECOND).toISOString() })
    const html = await (await get('/')).text()
    const restore = storeDown()
    clock.advance(11 * SECOND)
    const stale = await get('/')
    expect(stale.status).toBe(200)
    expect(stale.headers.get('x-render-cache')).toBe('STALE')
    expect(await stale.text()).toBe(html)
    restore()
    expect((await get('/')).headers.get('x-render-cache')).toBe('MISS')
  })

  it('a save clears the stale copies with the fresh ones: a changed site is never shown as it was', async () => {
    expectConsoleError(50)
    await get('/about')
    const { fixtures } = await import('../testing/fixtures')
    // A save (here a new category): every instance drops its pages, stale copies included.
    await fixtures(backend).category('Hukum Ketenagakerjaan')
    expect(app.cache.size).toBe(0)
    storeDown()
    clock.advance(61 * SECOND)
    expect((await get('/about')).status).toBe(503)
  })

  it('the CDN may serve a page stale on an error for an hour at least, and never otherwise', () => {
    const directives = PUBLIC_CDN_CACHE_CONTROL.split(',').map((part) => part.trim())
    const staleIfError = Number(directives.find((d) => d.startsWith('stale-if-error='))?.split('=')[1])
    expect(staleIfError).toBeGreaterThanOrEqual(3600)
    expect(staleIfError).toBe(STALE_IF_ERROR_SECONDS)
    // must-revalidate would forbid serving it stale even then.
    expect(directives).not.toContain('must-revalidate')
    expect(directives).toContain('s-maxage=60')
    expect(directives.some((d) => d.startsWith('stale-while-revalidate'))).toBe(false)
  })
})
