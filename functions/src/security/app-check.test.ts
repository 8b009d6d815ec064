import { SUBSCRIPTION_WRITE_PATHS } from '../../../shared/subscription-paths'
import { describe, expect, it, vi } from 'vitest'
import { APP_CHECK_HEADER, APP_CHECK_REFUSED, appCheckOf, appCheckRefuses, guardPublicWrites, isPublicWrite, parseAppCheckMode } from './app-check'

const app = vi.fn(async (request: Request) => new Response(`served ${request.method} ${new URL(request.url).pathname}`))
const verify = async (token: string) => {
  if (token !== 'valid-token') throw new Error('app-check/invalid-argument')
  return { appId: '1:123:web:abc' }
}
const post = (path: string, token?: string) =>
  new Request(`https://www.example.co.id${path}`, { method: 'POST', body: 'nama=A', headers: token ? { [APP_CHECK_HEADER]: token } : {} })

describe('App Check on public writes', () => {
  it('covers state-changing requests outside the staff area only', () => {
    expect(isPublicWrite('POST', '/contact-us')).toBe(true)
    expect(isPublicWrite('post', '/career/apply')).toBe(true)
    expect(isPublicWrite('DELETE', '/anything')).toBe(true)
    expect(isPublicWrite('GET', '/contact-us')).toBe(false)
    expect(isPublicWrite('HEAD', '/')).toBe(false)
    for (const path of ['/dashboard', '/dashboard/blogs/new', '/login', '/login/session', '/logout']) expect(isPublicWrite('POST', path), path).toBe(false)
    // A look-alike path is public, not staff.
    expect(isPublicWrite('POST', '/dashboardx')).toBe(true)
  })

  it('enforce: refuses a public write without a token or with a bad one (401, Indonesian, not cached); a valid token passes', async () => {
    const log = vi.fn()
    const fetch = guardPublicWrites(app, { mode: 'enforce', verify, log })
    for (const token of [undefined, 'forged']) {
      const res = await fetch(post('/contact-us', token))
      expect(res.status).toBe(401)
      expect(res.headers.get('Cache-Control')).toBe('no-store')
      expect(await res.json()).toEqual({ error: APP_CHECK_REFUSED })
    }
    expect(log).toHaveBeenCalledTimes(2)
    expect(log.mock.calls[0]![1]).toMatchObject({ mode: 'enforce', path: '/contact-us' })
    expect(await (await fetch(post('/contact-us', 'valid-token'))).text()).toBe('served POST /contact-us')
  })

  it('enforce: staff requests and reads never need a token', async () => {
    const fetch = guardPublicWrites(app, { mode: 'enforce', verify })
    expect((await fetch(post('/login'))).status).toBe(200)
    expect((await fetch(post('/dashboard/uploads/token'))).status).toBe(200)
    expect((await fetch(new Request('https://www.example.co.id/contact-us'))).status).toBe(200)
  })

  it('monitor: logs the request that would be refused and serves it', async () => {
    const log = vi.fn()
    const fetch = guardPublicWrites(app, { mode: 'monitor', verify, log })
    expect(await (await fetch(post('/contact-us'))).text()).toBe('served POST /contact-us')
    expect(log).toHaveBeenCalledWith('App Check token missing on a public write', { mode: 'monitor', method: 'POST', path: '/contact-us' })
  })

  it('enforce: a form path without a token reaches the app with the verdict beside the Node bindings, for the form to answer; a bad token there is still refused', async () => {
    const seen: unknown[] = []
    const inner = vi.fn(async (_request: Request, env?: unknown) => {
      seen.push(env)
      return new Response('form again')
    })
    const fetch = guardPublicWrites(inner, { mode: 'enforce', verify, formPaths: ['/contact-us'] })
    const incoming = { socket: { remoteAddress: '203.0.113.9' } }
    expect(await (await fetch(post('/contact-us'), { incoming })).text()).toBe('form again')
    expect(seen[0]).toEqual({ incoming, appCheck: { mode: 'enforce', verdict: 'missing' } })
    expect(appCheckRefuses({ env: seen[0] })).toBe(true)
    expect((await fetch(post('/contact-us', 'forged'), { incoming })).status).toBe(401)
    expect((await fetch(post('/other-public-write'), { incoming })).status).toBe(401)
    await fetch(post('/contact-us', 'valid-token'), { incoming })
    expect(appCheckOf({ env: seen[1] })).toEqual({ mode: 'enforce', verdict: 'valid' })
    expect(appCheckRefuses({ env: seen[1] })).toBe(false)
  })

  it('enforce: leaves the client alerts’ subscription to its own checks (a mail provider’s one-click unsubscribe carries no token), in both languages', async () => {
    const fetch = guardPublicWrites(app, { mode: 'enforce', verify, exemptPaths: SUBSCRIPTION_WRITE_PATHS })
    for (const path of ['/subscribe', '/subscribe/unsubscribe', '/en/subscribe/unsubscribe', '/subscribe/confirm', '/en/subscribe/manage']) {
      expect(await (await fetch(post(path))).text(), path).toBe(`served POST ${path}`)
    }
    expect((await fetch(post('/subscribe/other'))).status).toBe(401)
    expect((await fetch(post('/contact-us'))).status).toBe(401)
  })

  it('refuses in the app only in enforce mode, never where no guard ran', () => {
    expect(appCheckRefuses({ env: { appCheck: { mode: 'monitor', verdict: 'missing' } } })).toBe(false)
    expect(appCheckRefuses({ env: { appCheck: { mode: 'enforce', verdict: 'invalid' } } })).toBe(true)
    expect(appCheckRefuses({ env: undefined })).toBe(false)
    expect(appCheckRefuses({ env: { incoming: {} } })).toBe(false)
  })

  it('off: the app itself, untouched', () => {
    expect(guardPublicWrites(app, { mode: 'off', verify })).toBe(app)
  })

  it('fails closed when verification itself fails', async () => {
    const fetch = guardPublicWrites(app, { mode: 'enforce', verify: () => Promise.reject(new Error('keys unreachable')) })
    expect((await fetch(post('/contact-us', 'valid-token'))).status).toBe(401)
  })

  it('reads the param strictly: a typo is a configuration error, not a silent off', () => {
    expect(parseAppCheckMode(undefined)).toBe('off')
    expect(parseAppCheckMode('')).toBe('off')
    expect(parseAppCheckMode('enforce')).toBe('enforce')
    expect(() => parseAppCheckMode('enforced')).toThrow(/APP_CHECK must be one of off, monitor, enforce/)
  })
})
