import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp, createTestBackend, testConfig, type TestBackend } from '../testing/test-backend'
import { expectConsoleError } from '../../../tests/setup/fail-on-console-error'
import type { App } from '../app'
import { StoreUnavailableError } from '../backends/ports'
import { HEALTH_CHECK_TIMEOUT_MS } from './health'

let backend: TestBackend
let app: App

beforeAll(() => {
  backend = createTestBackend()
  app = createTestApp(backend, { config: { ...testConfig(), buildId: 'abc123' } })
})
afterAll(async () => {
  await backend.cleanup()
})
/** Stubs of this file, undone after each test (the console spy of the setup file stays). */
const stubs: { mockRestore(): void }[] = []
afterEach(() => {
  for (const stub of stubs.splice(0)) stub.mockRestore()
  vi.useRealTimers()
})

describe('GET /healthz', () => {
  it('answers 200 with the build and every dependency up, never cached', async () => {
    const res = await app.request('/healthz')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toEqual({ status: 'ok', build: 'abc123', checks: { content: 'ok', search: 'ok', files: 'ok' } })
  })

  it('answers 503 with Retry-After when the store cannot be read, naming it and nothing more', async () => {
    expectConsoleError(1)
    backend.content.db.exec('ALTER TABLE blogs RENAME TO blogs_moved')
    try {
      const res = await app.request('/healthz')
      expect(res.status).toBe(503)
      expect(res.headers.get('retry-after')).toBe('30')
      expect(res.headers.get('cache-control')).toBe('no-store')
      expect(await res.json()).toEqual({ status: 'unavailable', build: 'abc123', checks: { content: 'down', search: 'ok', files: 'ok' } })
    } finally {
      backend.content.db.exec('ALTER TABLE blogs_moved RENAME TO blogs')
    }
    expect((await app.request('/healthz')).status).toBe(200)
  })

  it('answers 200 degraded when only search is down: every page can still be served', async () => {
    expectConsoleError(1)
    backend.content.db.exec('ALTER TABLE search_text RENAME TO search_text_moved')
    try {
      const res = await app.request('/healthz')
      expect(res.status).toBe(200)
      expect(res.headers.get('retry-after')).toBeNull()
      expect(await res.json()).toEqual({ status: 'degraded', build: 'abc123', checks: { content: 'ok', search: 'down', files: 'ok' } })
    } finally {
      backend.content.db.exec('ALTER TABLE search_text_moved RENAME TO search_text')
    }
  })

  it('answers 200 degraded when the file store is down', async () => {
    expectConsoleError(1)
    stubs.push(vi.spyOn(backend.files, 'stat').mockRejectedValue(new StoreUnavailableError('file store unavailable (EIO)')))
    const res = await app.request('/healthz')
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ status: 'degraded', checks: { content: 'ok', search: 'ok', files: 'down' } })
  })

  it('counts a dependency that never answers as down after its limit, so /healthz answers within 5 s', async () => {
    expectConsoleError(1)
    expect(HEALTH_CHECK_TIMEOUT_MS).toBeLessThan(5000)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    stubs.push(vi.spyOn(backend.content, 'query').mockReturnValue(new Promise(() => {})))
    // The file check reads the disk, which the fake clock outruns when the worker is busy.
    stubs.push(vi.spyOn(backend.files, 'stat').mockResolvedValue(null))
    const answer = app.request('/healthz')
    await vi.advanceTimersByTimeAsync(HEALTH_CHECK_TIMEOUT_MS)
    const res = await answer
    expect(res.status).toBe(503)
    expect(await res.json()).toMatchObject({ status: 'unavailable', checks: { content: 'down', search: 'ok', files: 'ok' } })
  })
})
