import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { expectConsoleError } from '../../../tests/setup/fail-on-console-error'
import { SearchUnavailableError } from '../backends/ports'
import { createTestApp, createTestBackend, type TestBackend } from '../testing/test-backend'
import { loggedPath, SEARCH_UNAVAILABLE_MESSAGE } from './error-handling'

describe('loggedPath', () => {
  it('keeps encoded line breaks encoded, so a path cannot forge log lines', async () => {
    const app = new Hono()
    app.get('*', (c) => c.text(loggedPath(c)))
    const logged = await (await app.request('/x%0D%0A[00000000]%20GET%20/forged')).text()
    expect(logged).not.toMatch(/[\r\n]/)
    expect(logged).toBe('/x%0D%0A[00000000]%20GET%20/forged')
    expect((await (await app.request('/' + 'a'.repeat(1000))).text()).length).toBeLessThanOrEqual(302)
  })
})

describe('search unavailable', () => {
  let backend: TestBackend
  beforeAll(() => {
    backend = createTestBackend()
  })
  afterAll(async () => {
    await backend.cleanup()
  })

  it('is a 503 with Retry-After and an Indonesian explanation, on the page and in JSON, never a 500', async () => {
    expectConsoleError(2)
    const app = createTestApp(backend)
    const stub = vi.spyOn(backend.search, 'search').mockRejectedValue(new SearchUnavailableError('Algolia: Unreachable hosts'))
    try {
      const page = await app.request('/search?q=pajak')
      expect(page.status).toBe(503)
      expect(page.headers.get('retry-after')).toBe('30')
      expect(page.headers.get('cache-control')).toBe('no-store')
      const html = await page.text()
      expect(html).toContain(SEARCH_UNAVAILABLE_MESSAGE)
      expect(html).not.toContain('Unreachable hosts')
      const json = await app.request('/api/search?q=pajak')
      expect(json.status).toBe(503)
      expect(json.headers.get('retry-after')).toBe('30')
      expect(await json.json()).toMatchObject({ error: SEARCH_UNAVAILABLE_MESSAGE, code: 503 })
    } finally {
      stub.mockRestore()
    }
  })
})
