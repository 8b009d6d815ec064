/**
 * Routes loaded with their first request (lazy-routes.ts): built once, on first use, and
 * answering as if mounted, with the app's variables and the headers its middleware set.
 */
import { Hono } from 'hono'
import { requestId } from 'hono/request-id'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from '../app-env'
import { lazyRoutes } from './lazy-routes'

function appWith(build: () => Promise<Hono<AppEnv>>) {
  const app = new Hono<AppEnv>()
  app.use('*', requestId({ headerName: 'X-Request-Id', generator: () => 'r1' }))
  app.use('*', async (c, next) => {
    c.set('lang', 'en')
    await next()
  })
  const lazy = lazyRoutes(build)
  app.all('/staff', lazy.handler)
  app.all('/staff/*', lazy.handler)
  app.onError((_, c) => c.text('failed', 500))
  return app
}

const staffRoutes = () => {
  const routes = new Hono<AppEnv>()
  routes.get('/staff/hello', (c) => c.text(`${c.get('lang')} ${c.get('requestId')}`, 201, { 'X-Own': 'yes' }))
  routes.post('/staff/form', async (c) => c.text(String((await c.req.formData()).get('name'))))
  return routes
}

describe('routes loaded with their first request', () => {
  it('are built on the first request to their paths, once', async () => {
    let builds = 0
    const app = appWith(async () => (builds++, staffRoutes()))
    expect(builds).toBe(0)
    expect((await app.request('/elsewhere')).status).toBe(404)
    expect(builds).toBe(0)
    const [first, second] = await Promise.all([app.request('/staff/hello'), app.request('/staff/hello')])
    expect([first.status, second.status]).toEqual([201, 201])
    expect(builds).toBe(1)
  })

  it("answer with the app's variables, the headers its middleware set and their own, and read the body", async () => {
    const app = appWith(async () => staffRoutes())
    const res = await app.request('/staff/hello')
    expect(await res.text()).toBe('en r1')
    expect(res.headers.get('X-Request-Id')).toBe('r1')
    expect(res.headers.get('X-Own')).toBe('yes')
    expect(await (await app.request('/staff/form', { method: 'POST', body: new URLSearchParams({ name: 'Sari' }) })).text()).toBe('Sari')
    expect((await app.request('/staff/hello', { method: 'HEAD' })).status).toBe(201)
  })

  it('try the import again on the next request when it failed', async () => {
    let attempts = 0
    const app = appWith(async () => {
      if (++attempts === 1) throw new Error('chunk not found')
      return staffRoutes()
    })
    expect((await app.request('/staff/hello')).status).toBe(500)
    expect((await app.request('/staff/hello')).status).toBe(201)
    expect(attempts).toBe(2)
  })
})
