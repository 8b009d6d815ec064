/**
 * The dashboard's routes load with its first request (functions/src/routes/lazy-routes.ts). That
 * first request, whoever sends it and however many arrive at once, meets every guard the routes
 * had when mounted at start: the security headers, the same-origin check, the sign-in, the role
 * and the request id; a visitor's request arriving beside a staff member's never borrows the
 * staff member's session. Each case starts a new app, so its first dashboard request is the one
 * that loads the routes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../functions/src/app'
import { formHeaders, signIn, TEST_ORIGIN } from '../../functions/src/testing/staff-session'
import { createTestApp, createTestBackend, type TestBackend } from '../../functions/src/testing/test-backend'

let backend: TestBackend
let editorCookie: string

/** A new app: its dashboard routes are not loaded yet. */
function freshApp(): App {
  return createTestApp(backend)
}

beforeAll(async () => {
  backend = createTestBackend()
  await backend.identity.createStaff({ email: 'editor@example.test', password: 'kata-sandi-editor', displayName: 'Editor', role: 'editor' })
  editorCookie = await signIn(freshApp(), 'editor@example.test', 'kata-sandi-editor')
})
afterAll(() => backend.cleanup())

/** Headers the dashboard's answers carry (its own frame and script rules among them). */
const GUARD_HEADERS = ['content-security-policy', 'x-frame-options', 'x-content-type-options', 'referrer-policy', 'x-request-id']

describe("the dashboard's first request, before its routes are loaded", () => {
  it('sends a visitor to sign in with the headers it has once the routes are loaded', async () => {
    const app = freshApp()
    const first = await app.request(`${TEST_ORIGIN}/dashboard/blogs`)
    const later = await app.request(`${TEST_ORIGIN}/dashboard/blogs`)
    expect([first.status, later.status]).toEqual([302, 302])
    expect(first.headers.get('location')).toMatch(/^\/login/)
    const headers = (res: Response) => [...res.headers].filter(([name]) => name !== 'x-request-id' && name !== 'date')
    expect(headers(first)).toEqual(headers(later))
    for (const name of GUARD_HEADERS) expect(first.headers.get(name), name).toBeTruthy()
  })

  it("refuses a staff member's form sent from another site (403), writing nothing", async () => {
    const app = freshApp()
    const res = await app.request(`${TEST_ORIGIN}/dashboard/categories/new`, {
      method: 'POST',
      headers: { ...formHeaders(editorCookie), origin: 'https://evil.example' },
      body: new URLSearchParams({ name: 'Dari situs lain' }),
    })
    expect(res.status).toBe(403)
    expect(await backend.content.query('categories')).toEqual([])
  })

  it('refuses a role the route is not for (an editor on Staf)', async () => {
    const res = await freshApp().request(`${TEST_ORIGIN}/dashboard/staff`, { headers: { cookie: editorCookie } })
    expect(res.status).toBe(403)
  })

  it("answers concurrent first requests each with its own session: a visitor's never gets a staff member's page", async () => {
    const app = freshApp()
    const requests = Array.from({ length: 6 }, (_, i) => app.request(`${TEST_ORIGIN}/dashboard`, i % 2 ? { headers: { cookie: editorCookie } } : {}))
    const answers = await Promise.all(requests)
    expect(answers.map((res) => res.status)).toEqual([302, 200, 302, 200, 302, 200])
  })

  it('answers an unknown dashboard path to a visitor as it answers a known one (sign in), not as not found', async () => {
    const res = await freshApp().request(`${TEST_ORIGIN}/dashboard/no-such-page/%2e%2e/staff`)
    expect(res.status).toBe(302)
  })
})
