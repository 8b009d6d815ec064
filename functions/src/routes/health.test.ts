import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, createTestBackend, testConfig, type TestBackend } from '../testing/test-backend'
import { expectConsoleError } from '../../../tests/setup/fail-on-console-error'
import type { App } from '../app'

let backend: TestBackend
let app: App

beforeAll(() => {
  backend = createTestBackend()
  app = createTestApp(backend, { config: { ...testConfig(), buildId: 'abc123' } })
})
afterAll(async () => {
  await backend.cleanup()
})

describe('GET /healthz', () => {
  it('answers 200 with the build, never cached', async () => {
    const res = await app.request('/healthz')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toEqual({ status: 'ok', build: 'abc123' })
  })

  it('answers 503 with Retry-After when the store cannot be read, and says nothing about it', async () => {
    expectConsoleError(1)
    backend.content.db.exec('ALTER TABLE blogs RENAME TO blogs_moved')
    try {
      const res = await app.request('/healthz')
      expect(res.status).toBe(503)
      expect(res.headers.get('retry-after')).toBe('30')
      expect(res.headers.get('cache-control')).toBe('no-store')
      expect(await res.json()).toEqual({ status: 'unavailable', build: 'abc123' })
    } finally {
      backend.content.db.exec('ALTER TABLE blogs_moved RENAME TO blogs')
    }
    expect((await app.request('/healthz')).status).toBe(200)
  })
})
