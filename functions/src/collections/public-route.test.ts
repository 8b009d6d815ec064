/**
 * The frame every collection's public pages go through: the routes it declares and only those,
 * at the collection's address from shared/urls.ts, a bare 404 for an item its loader does not
 * find, and the render cache keyed by the list's own query parameters.
 */
import { Hono } from 'hono'
import { afterAll, describe, expect, it } from 'vitest'
import type { AppEnv } from '../app-env'
import { RenderCache } from '../render/render-cache'
import { createTestBackend, testConfig } from '../testing/test-backend'
import { parsePage, publicRoutes, type CollectionPublicPages } from './public-route'

const backend = createTestBackend()
afterAll(() => backend.cleanup())

function serve<T>(pages: CollectionPublicPages<T>) {
  const app = new Hono<AppEnv>()
  const cache = new RenderCache()
  const config = testConfig()
  app.use('*', async (c, next) => {
    c.set('backend', backend)
    c.set('config', config)
    c.set('cache', cache)
    c.set('now', new Date('2026-11-28T00:00:00Z'))
    c.set('lang', 'id')
    await next()
  })
  app.route('/', publicRoutes(pages))
  return app
}

describe('publicRoutes', () => {
  it('serves an item at the collection’s item address, and a bare 404 where its loader finds none', async () => {
    const loaded: string[] = []
    const app = serve({
      collection: 'openings',
      detail: {
        load: async (_c, slug) => {
          loaded.push(slug)
          return slug === 'paralegal' ? { title: 'Paralegal' } : null
        },
        render: (c, found) => c.html(found.title),
      },
    })
    const found = await app.request('/career/paralegal')
    expect(found.status).toBe(200)
    expect(await found.text()).toBe('Paralegal')
    expect((await app.request('/career/tidak-ada')).status).toBe(404)
    expect(loaded).toEqual(['paralegal', 'tidak-ada'])
    // No list declared: no list route.
    expect((await app.request('/career')).status).toBe(404)
  })

  it('caches a list by the query parameters it names, not by others', async () => {
    let renders = 0
    const app = serve({
      collection: 'blogs',
      list: {
        query: ['page'],
        render: (c) => {
          renders++
          return c.html(`halaman ${c.req.query('page') ?? '1'}`)
        },
      },
    })
    expect(await (await app.request('/blogs?page=2')).text()).toBe('halaman 2')
    const again = await app.request('/blogs?page=2&utm_source=surat')
    expect(again.headers.get('x-render-cache')).toBe('HIT')
    expect(await (await app.request('/blogs')).text()).toBe('halaman 1')
    expect(renders).toBe(2)
    // No item page declared: none served.
    expect((await app.request('/blogs/apa-saja')).status).toBe(404)
  })
})

describe('parsePage', () => {
  it('reads a plain positive page number, 1 when absent, null for anything else', () => {
    expect(parsePage(undefined)).toBe(1)
    expect(parsePage('')).toBe(1)
    expect(parsePage('12')).toBe(12)
    for (const bad of ['0', '01', '-1', 'dua', '1e3', '1234567']) expect(parsePage(bad)).toBeNull()
  })
})
