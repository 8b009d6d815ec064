import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, createTestBackend, TestClock, testConfig, type TestBackend } from '../testing/test-backend'
import { formHeaders, postForm, signIn, TEST_ORIGIN } from '../testing/staff-session'
import { expectConsoleError } from '../../../tests/setup/fail-on-console-error'
import { LoginThrottle, FREE_FAILURES } from '../auth/login-throttle'
import { guards } from '../auth/guards'
import { safeNextPath } from '../auth/session'
import { LOGIN_MESSAGES } from '../../../shared/login-messages'
import { WRONG_CREDENTIALS } from './auth'
import type { App } from '../app'

let backend: TestBackend
let app: App
let clock: TestClock
const env = (address: string) => ({ incoming: { socket: { remoteAddress: address, remotePort: 1234, remoteFamily: 'IPv4' } } })

function login(fields: Record<string, string>, address = '10.0.0.1', cookie?: string) {
  return app.request(`${TEST_ORIGIN}/login`, { method: 'POST', headers: formHeaders(cookie), body: new URLSearchParams(fields) }, env(address))
}

beforeAll(async () => {
  clock = new TestClock()
  backend = createTestBackend({ now: clock.now })
  app = createTestApp(backend, { now: clock.now, loginThrottle: new LoginThrottle(() => clock.time.getTime()) })
  await backend.identity.createStaff({ email: 'admin@example.test', password: 'kata-sandi-admin', displayName: 'Admin Kantor', role: 'admin' })
  await backend.identity.createStaff({ email: 'editor@example.test', password: 'kata-sandi-editor', displayName: 'Editor Konten', role: 'editor' })
})

afterAll(async () => {
  await backend.cleanup()
})

describe('the login page', () => {
  it('has its own layout with Email, Kata sandi and Masuk', async () => {
    const res = await app.request('/login')
    const html = await res.text()
    expect(res.status).toBe(200)
    expect(html).toContain('<label for="login-email">Email</label>')
    expect(html).toContain('<label for="login-password">Kata sandi</label>')
    expect(html).toMatch(/<button type="submit"[^>]*>Masuk<\/button>/)
    expect(html).toContain('class="login-layout"')
    expect(html).not.toContain('class="dash-nav"')
    expect(res.headers.get('cache-control')).toBe('no-store')
  })
})

describe('every dashboard route needs a session', () => {
  it.each(['/dashboard', '/dashboard/tags', '/dashboard/categories', '/dashboard/blogs/create'])('%s redirects to /login?next=', async (path) => {
    const res = await app.request(path)
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(`/login?next=${encodeURIComponent(path)}`)
  })

  it('returns to the requested page after sign-in', async () => {
    const res = await login({ email: 'admin@example.test', password: 'kata-sandi-admin', next: '/dashboard/tags' })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/dashboard/tags')
    const cookie = /__session=[^;]+/.exec(res.headers.get('set-cookie')!)![0]
    const page = await app.request('/dashboard/tags', { headers: { cookie } })
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<h1>Tag</h1>')
  })

  it('refuses off-site next targets', async () => {
    for (const next of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)', '\u0000/x']) {
      const res = await login({ email: 'admin@example.test', password: 'kata-sandi-admin', next })
      expect(res.headers.get('location'), next).toBe('/dashboard')
    }
    expect(safeNextPath('/dashboard/blogs?page=2#top')).toBe('/dashboard/blogs?page=2#top')
  })

  it('shows Ringkasan at /dashboard', async () => {
    const cookie = await signIn(app, 'editor@example.test', 'kata-sandi-editor')
    const res = await app.request('/dashboard', { headers: { cookie } })
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('<h1>Ringkasan</h1>')
  })

  it('sends a form posted after the session ended back through sign-in to its page', async () => {
    const res = await postForm(app, '/dashboard/categories', { name: 'Hukum Adat' })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/login?next=%2Fdashboard%2Fcategories')
    expect(await backend.content.count('categories')).toBe(0)
  })
})

describe('sign-in', () => {
  it('sets an HttpOnly, SameSite=Lax __session cookie that expires', async () => {
    const res = await login({ email: 'admin@example.test', password: 'kata-sandi-admin' })
    const header = res.headers.get('set-cookie')!
    expect(header).toMatch(/^__session=[A-Za-z0-9_-]{40,};/)
    expect(header).toContain('HttpOnly')
    expect(header).toContain('SameSite=Lax')
    expect(header).toMatch(/Expires=/)
    expect(header).toContain('Secure') // the public base URL is https
  })

  it('gives one message for a wrong password and for an unknown email', async () => {
    const wrong = await login({ email: 'admin@example.test', password: 'salah' }, '10.0.0.2')
    const unknown = await login({ email: 'tidak-ada@example.test', password: 'salah' }, '10.0.0.2')
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    const a = await wrong.text()
    const b = await unknown.text()
    expect(a).toContain(WRONG_CREDENTIALS)
    expect(b).toContain(WRONG_CREDENTIALS)
    expect(a.replace(/admin@example\.test/g, 'X')).toBe(b.replace(/tidak-ada@example\.test/g, 'X'))
  })

  it('keeps what was typed in the email field and validates the fields', async () => {
    const res = await login({ email: 'bukan-email', password: '' }, '10.0.0.3')
    const html = await res.text()
    expect(res.status).toBe(400)
    expect(html).toContain('value="bukan-email"')
    expect(html).toContain('Alamat email tidak valid')
    expect(html).toContain('Kata sandi harus diisi')
  })

  it('slows repeated failures of one account from one address; the owner still signs in from another', async () => {
    await backend.identity.createStaff({ email: 'target@example.test', password: 'kata-sandi-target', displayName: 'Target', role: 'editor' })
    for (let i = 0; i < FREE_FAILURES; i++) {
      expect((await login({ email: 'target@example.test', password: `tebak-${i}` }, '10.1.0.1')).status).toBe(401)
    }
    expect((await login({ email: 'target@example.test', password: 'tebak-lagi' }, '10.1.0.1')).status).toBe(401) // crosses the threshold
    const blocked = await login({ email: 'target@example.test', password: 'kata-sandi-target' }, '10.1.0.1')
    expect(blocked.status).toBe(429)
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await blocked.text()).toContain('Terlalu banyak percobaan masuk yang gagal. Coba lagi dalam')
    // Another address has not failed: the owner is not held back by the guesses made elsewhere.
    expect((await login({ email: 'target@example.test', password: 'kata-sandi-target' }, '10.1.0.2')).status).toBe(303)
    clock.advance(16 * 60_000)
    expect((await login({ email: 'target@example.test', password: 'kata-sandi-target' }, '10.1.0.1')).status).toBe(303)
  })

  it("never refuses a correct password from a clean address because of other addresses' failures (the audit's lockout)", async () => {
    for (let i = 0; i < 30; i++) await login({ email: `siapa${i}@example.test`, password: 'x' }, '10.20.0.1')
    for (let i = 0; i < 30; i++) await login({ email: 'admin@example.test', password: `tebak-${i}` }, `10.20.1.${i}`)
    expect((await login({ email: 'admin@example.test', password: 'kata-sandi-admin' }, '10.20.9.9')).status).toBe(303)
  })

  it('slows many failures from one address across accounts', async () => {
    for (let i = 0; i < 21; i++) await login({ email: `orang${i}@example.test`, password: 'x' }, '10.9.9.9')
    const res = await login({ email: 'admin@example.test', password: 'kata-sandi-admin' }, '10.9.9.9')
    expect(res.status).toBe(429)
    expect((await login({ email: 'admin@example.test', password: 'kata-sandi-admin' }, '10.9.9.10')).status).toBe(303)
  })

  it('treats IPv4 on a dual-stack socket as the same client, and an IPv6 /64 as one client', async () => {
    for (let i = 0; i < 21; i++) await login({ email: `v6-${i}@example.test`, password: 'x' }, `2001:db8:1:2::${i + 1}`)
    expect((await login({ email: 'admin@example.test', password: 'kata-sandi-admin' }, '2001:db8:1:2:ffff::9')).status).toBe(429)
    expect((await login({ email: 'admin@example.test', password: 'kata-sandi-admin' }, '2001:db8:1:3::1')).status).toBe(303)
    for (let i = 0; i < 21; i++) await login({ email: `v4-${i}@example.test`, password: 'x' }, '::ffff:10.8.8.8')
    expect((await login({ email: 'admin@example.test', password: 'kata-sandi-admin' }, '10.8.8.8')).status).toBe(429)
  })

  it('refuses to sign in when the client address cannot be known, instead of sharing one key', async () => {
    expectConsoleError()
    const res = await app.request(`${TEST_ORIGIN}/login`, {
      method: 'POST',
      headers: formHeaders(),
      body: new URLSearchParams({ email: 'admin@example.test', password: 'kata-sandi-admin' }),
    })
    expect(res.status).toBe(503)
    expect(await res.text()).toContain(LOGIN_MESSAGES.serviceFailed)
  })

  it('refuses disabled accounts with the same message', async () => {
    const user = await backend.identity.createStaff({ email: 'lama@example.test', password: 'kata-sandi-lama', displayName: 'Lama', role: 'editor' })
    await backend.identity.setDisabled(user.uid, true)
    const res = await login({ email: 'lama@example.test', password: 'kata-sandi-lama' }, '10.0.0.4')
    expect(res.status).toBe(401)
    expect(await res.text()).toContain(WRONG_CREDENTIALS)
  })

  it('issues a new session id at sign-in and ends the one the browser carried', async () => {
    const first = await signIn(app, 'admin@example.test', 'kata-sandi-admin')
    const res = await login({ email: 'admin@example.test', password: 'kata-sandi-admin' }, '10.0.0.5', first)
    const second = /__session=[^;]+/.exec(res.headers.get('set-cookie')!)![0]
    expect(second).not.toBe(first)
    expect((await app.request('/dashboard/tags', { headers: { cookie: first } })).status).toBe(302)
    expect((await app.request('/dashboard/tags', { headers: { cookie: second } })).status).toBe(200)
  })
})

describe('sessions', () => {
  it('expire after 12 hours', async () => {
    const cookie = await signIn(app, 'editor@example.test', 'kata-sandi-editor', env('10.2.0.1'))
    expect((await app.request('/dashboard/tags', { headers: { cookie } })).status).toBe(200)
    clock.advance(12 * 60 * 60_000 + 1000)
    const res = await app.request('/dashboard/tags', { headers: { cookie } })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/login?next=%2Fdashboard%2Ftags')
  })

  it('end on the server at sign-out', async () => {
    const cookie = await signIn(app, 'editor@example.test', 'kata-sandi-editor', env('10.2.0.2'))
    const out = await app.request(`${TEST_ORIGIN}/logout`, { method: 'POST', headers: formHeaders(cookie) })
    expect(out.status).toBe(303)
    expect(out.headers.get('location')).toBe('/login?reason=signed-out')
    expect(out.headers.get('set-cookie')).toMatch(/__session=;.*Max-Age=0/)
    // The old cookie replayed by someone who kept it no longer works.
    expect((await app.request('/dashboard/tags', { headers: { cookie } })).status).toBe(302)
    expect(await (await app.request('/login?reason=signed-out')).text()).toContain('Anda telah keluar.')
  })

  it('end when the account is disabled', async () => {
    const user = await backend.identity.createStaff({ email: 'keluar@example.test', password: 'kata-sandi-keluar', displayName: 'Keluar', role: 'editor' })
    const cookie = await signIn(app, 'keluar@example.test', 'kata-sandi-keluar', env('10.2.0.3'))
    await backend.identity.setDisabled(user.uid, true)
    expect((await app.request('/dashboard/tags', { headers: { cookie } })).status).toBe(302)
  })
})

describe('cross-site requests', () => {
  it('refuses a sign-in or a form posted from another site or with no origin', async () => {
    const cookie = await signIn(app, 'admin@example.test', 'kata-sandi-admin', env('10.3.0.1'))
    const evil = await app.request(`${TEST_ORIGIN}/dashboard/categories`, {
      method: 'POST',
      headers: { ...formHeaders(cookie), origin: 'https://evil.example' },
      body: new URLSearchParams({ name: 'Kategori Jahat' }),
    })
    expect(evil.status).toBe(403)
    const none = await app.request(`${TEST_ORIGIN}/dashboard/categories`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      body: new URLSearchParams({ name: 'Kategori Tanpa Asal' }),
    })
    expect(none.status).toBe(403)
    expect(await backend.content.count('categories')).toBe(0)
  })
})

describe('named route guards', () => {
  it('throws at declaration for an unknown middleware name', () => {
    expect(() => guards('auth', 'atuh')).toThrow('Unknown middleware "atuh"')
  })
})

describe('the Firebase sign-in endpoint', () => {
  it('is not there with the password method', async () => {
    const res = await app.request(`${TEST_ORIGIN}/login/session`, { method: 'POST', headers: formHeaders(), body: new URLSearchParams({ idToken: 'x' }) })
    expect(res.status).toBe(404)
    expect(testConfig().backend).toBe('embedded')
  })
})
