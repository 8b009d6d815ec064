/**
 * Signing in with two-step verification on the embedded backend: the password gives only a
 * waiting sign-in that reaches nothing; the code (or a recovery code, once) gives the session.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { App } from '../app'
import { FREE_FAILURES, LoginThrottle } from '../auth/login-throttle'
import { MAX_CODES_PER_SIGN_IN, SecondStepThrottle } from '../auth/second-step-throttle'
import { totpCode } from '../auth/totp'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../testing/test-backend'
import { enrolThroughAccount, get, passwordStep, post, sessionCookieOf, signInWithCode } from '../testing/two-factor-session'
import { signIn, fromAddress } from '../testing/staff-session'
import { PENDING_SIGN_IN_TTL_MS } from './auth'

let backend: TestBackend
let app: App
let clock: TestClock
const now = () => clock.now().getTime()
/** Each test moves the clock by whole steps, so codes of one test never replay another's. */
const nextStep = () => clock.advance(30_000)

interface Enrolled {
  email: string
  password: string
  uid: string
  secret: string
  codes: string[]
}
let siti: Enrolled

async function enrolledStaff(name: string, role: 'admin' | 'editor' = 'editor'): Promise<Enrolled> {
  const email = `${name}@example.test`
  const password = `kata-sandi-${name}`
  const user = await backend.identity.createStaff({ email, password, displayName: `Staf ${name}`, role })
  const cookie = await signIn(app, email, password, fromAddress('10.9.9.9'))
  const { secret, codes } = await enrolThroughAccount(app, cookie, password, now)
  return { email, password, uid: user.uid, secret, codes }
}

beforeAll(async () => {
  clock = new TestClock(new Date('2026-06-15T03:00:05.000Z'))
  backend = createTestBackend({ now: clock.now })
  app = createTestApp(backend, {
    now: clock.now,
    loginThrottle: new LoginThrottle(now),
    secondStepThrottle: new SecondStepThrottle(now),
  })
  siti = await enrolledStaff('siti')
})
afterAll(async () => {
  await backend.cleanup()
})
beforeEach(() => {
  nextStep()
})

describe('the password step', () => {
  it('gives a waiting sign-in, not a session: the cookie reaches nothing of the dashboard', async () => {
    const { res, cookie, location } = await passwordStep(app, siti.email, siti.password)
    expect(res.status).toBe(303)
    expect(location).toBe('/login/two-factor')
    expect(cookie).toMatch(/^__session=.+/)
    expect(await backend.identity.verifySession(cookie.slice('__session='.length))).toBeNull()
    // Pages, forms, uploads, Akun Saya, admin screens: every one sends it to /login.
    for (const path of ['/dashboard', '/dashboard/blogs', '/dashboard/account', '/dashboard/staff', '/dashboard/activity']) {
      const res = await get(app, path, cookie)
      expect(res.status, path).toBe(302)
      expect(res.headers.get('location'), path).toBe(`/login?next=${encodeURIComponent(path)}`)
    }
    // The event stream stops (204, as for no session at all): no stream for a waiting sign-in.
    const stream = await get(app, '/dashboard/events?collections=blogs', cookie)
    expect(stream.status).toBe(204)
    expect(await stream.text()).toBe('')
    for (const path of ['/dashboard/categories', '/dashboard/account/name', '/dashboard/account/two-factor/off', '/dashboard/uploads/blog_images']) {
      const res = await post(app, path, { name: 'Disusupkan', displayName: 'Disusupkan', password: siti.password }, cookie)
      expect(res.status, path).toBe(303)
      expect(res.headers.get('location'), path).toMatch(/^\/login\?next=/)
    }
    expect((await backend.identity.getStaff(siti.uid))?.displayName).toBe('Staf siti')
    // Only the second-step page answers it.
    const page = await get(app, '/login/two-factor', cookie)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('<h1>Verifikasi dua langkah</h1>')
    expect(html).toContain(`Masuk sebagai <strong>${siti.email}</strong>`)
    expect(html).toContain('<label for="second-step-code">Kode</label>')
    expect(html).toContain('Tidak bisa memakai ponsel?')
    expect(page.headers.get('cache-control')).toBe('no-store')
  })

  it('asks nothing more of an account without two-step verification', async () => {
    await backend.identity.createStaff({ email: 'tanpa@example.test', password: 'kata-sandi-tanpa', displayName: 'Tanpa', role: 'editor' })
    const { res, location } = await passwordStep(app, 'tanpa@example.test', 'kata-sandi-tanpa')
    expect(res.status).toBe(303)
    expect(location).toBe('/dashboard')
  })

  it('keeps where the staff member was going through both steps', async () => {
    const { cookie, location } = await passwordStep(app, siti.email, siti.password, '10.0.0.1', '/dashboard/tags?page=2')
    expect(location).toBe('/login/two-factor?next=%2Fdashboard%2Ftags%3Fpage%3D2')
    const res = await post(app, '/login/two-factor', { code: totpCode(siti.secret, now()), next: '/dashboard/tags?page=2' }, cookie)
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/dashboard/tags?page=2')
    // A next that leaves the site falls back to the dashboard.
    nextStep()
    const again = await passwordStep(app, siti.email, siti.password)
    const off = await post(app, '/login/two-factor', { code: totpCode(siti.secret, now()), next: '//evil.example' }, again.cookie)
    expect(off.headers.get('location')).toBe('/dashboard')
  })

  it('without a waiting sign-in, the second-step page sends back to the password', async () => {
    for (const cookie of [undefined, '__session=tidak-ada']) {
      const page = await get(app, '/login/two-factor', cookie)
      expect(page.status).toBe(302)
      expect(page.headers.get('location')).toBe('/login?reason=two-factor-expired')
      const sent = await post(app, '/login/two-factor', { code: '123456' }, cookie)
      expect(sent.status).toBe(303)
      expect(sent.headers.get('location')).toBe('/login?reason=two-factor-expired')
    }
    expect(await (await get(app, '/login?reason=two-factor-expired')).text()).toContain('Waktu untuk memasukkan kode sudah habis. Silakan masuk kembali.')
  })

  it('a waiting sign-in lasts five minutes', async () => {
    const { cookie } = await passwordStep(app, siti.email, siti.password)
    clock.advance(PENDING_SIGN_IN_TTL_MS)
    const res = await post(app, '/login/two-factor', { code: totpCode(siti.secret, now()) }, cookie)
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/login?reason=two-factor-expired')
    expect(sessionCookieOf(res)).toBe('')
  })
})

describe('the second step', () => {
  it('the code of the app gives the session, logged with the address; the same code again is refused', async () => {
    const code = totpCode(siti.secret, now())
    const cookie = await signInWithCode(app, siti.email, siti.password, code, '10.0.0.7')
    expect((await get(app, '/dashboard/blogs', cookie)).status).toBe(200)
    const [line] = await backend.content.queryActivity({ actor: siti.uid, action: 'sign-in', limit: 1 })
    expect(line).toMatchObject({ address: '10.0.0.7', detail: 'dengan kode autentikator' })
    // Replayed 20 s later, within its window, by someone who saw it typed: refused.
    clock.advance(20_000)
    const { cookie: waiting } = await passwordStep(app, siti.email, siti.password)
    const replay = await post(app, '/login/two-factor', { code }, waiting)
    expect(replay.status).toBe(401)
    expect(await replay.text()).toContain('Kode salah atau sudah kedaluwarsa.')
    expect(sessionCookieOf(replay)).toBe('')
  })

  it('accepts the code typed with spaces, and the previous step’s code (a slow phone)', async () => {
    const spaced = totpCode(siti.secret, now()).replace(/(\d{3})/, '$1 ')
    await signInWithCode(app, siti.email, siti.password, spaced)
    // Two steps on, the code of the step before (never used) is still taken.
    clock.advance(60_000)
    await signInWithCode(app, siti.email, siti.password, totpCode(siti.secret, now() - 30_000))
  })

  it('a wrong code is refused, logged, and the form says so; after five the password is asked again', async () => {
    // Past the throttle's window: earlier tests' refusals do not count here.
    clock.advance(16 * 60_000)
    const { cookie } = await passwordStep(app, siti.email, siti.password, '10.0.1.1')
    for (let i = 1; i < MAX_CODES_PER_SIGN_IN; i++) {
      const res = await post(app, '/login/two-factor', { code: '000000' }, cookie, '10.0.1.1')
      expect(res.status).toBe(401)
      const html = await res.text()
      expect(html).toContain('role="alert"')
      expect(html).toContain('Kode salah atau sudah kedaluwarsa.')
    }
    const last = await post(app, '/login/two-factor', { code: '000000' }, cookie, '10.0.1.1')
    expect(last.status).toBe(303)
    expect(last.headers.get('location')).toBe('/login?reason=two-factor-failed')
    // Even the right code cannot finish that sign-in now.
    const late = await post(app, '/login/two-factor', { code: totpCode(siti.secret, now()) }, cookie, '10.0.1.1')
    expect(late.headers.get('location')).toBe('/login?reason=two-factor-expired')
    expect(await (await get(app, '/login?reason=two-factor-failed')).text()).toContain('Terlalu banyak kode yang salah. Silakan masuk kembali dengan kata sandi.')
    const failed = await backend.content.queryActivity({ actor: siti.uid, action: 'two-factor-failed', limit: 10 })
    expect(failed.length).toBeGreaterThanOrEqual(MAX_CODES_PER_SIGN_IN)
    expect(failed[0]).toMatchObject({ address: '10.0.1.1', detail: 'kode autentikator' })
    // Waiting out the throttle: the next sign-in works.
    clock.advance(16 * 60_000)
    await signInWithCode(app, siti.email, siti.password, totpCode(siti.secret, now()), '10.0.1.1')
  })

  it('says what is wrong with what was typed, without counting it', async () => {
    const { cookie } = await passwordStep(app, siti.email, siti.password)
    for (const [code, message] of [
      ['', 'Kode harus diisi'],
      ['12345', 'Masukkan 6 angka dari aplikasi autentikator, atau salah satu kode pemulihan.'],
      ['x'.repeat(41), 'Masukkan 6 angka dari aplikasi autentikator, atau salah satu kode pemulihan.'],
    ] as const) {
      const res = await post(app, '/login/two-factor', { code }, cookie)
      expect(res.status, code).toBe(400)
      const html = await res.text()
      expect(html).toContain(message)
      expect(html).toContain('aria-invalid="true"')
    }
    expect((await backend.identity.serverTwoFactor.pendingSignIn(cookie.slice('__session='.length)))?.failures).toBe(0)
  })

  it('is slowed per account across addresses: a guesser with many addresses waits, even with a right code', async () => {
    const rani = await enrolledStaff('rani')
    for (let i = 0; i <= FREE_FAILURES; i++) {
      const { cookie } = await passwordStep(app, rani.email, rani.password, `10.2.0.${i}`)
      expect((await post(app, '/login/two-factor', { code: '000000' }, cookie, `10.2.0.${i}`)).status).toBe(401)
    }
    const { cookie } = await passwordStep(app, rani.email, rani.password, '10.2.1.1')
    const slowed = await post(app, '/login/two-factor', { code: totpCode(rani.secret, now()) }, cookie, '10.2.1.1')
    expect(slowed.status).toBe(429)
    expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await slowed.text()).toContain('Terlalu banyak kode yang salah untuk akun ini. Coba lagi dalam 30 detik.')
    // Siti, on the same addresses, is not slowed.
    await signInWithCode(app, siti.email, siti.password, totpCode(siti.secret, now()), '10.2.0.1')
  })
})

describe('recovery codes', () => {
  it('sign in once each: a second use is refused; Akun Saya then shows how many are left', async () => {
    const dewi = await enrolledStaff('dewi')
    const code = dewi.codes[3]!
    const { cookie } = await passwordStep(app, dewi.email, dewi.password, '10.3.0.1')
    const res = await post(app, '/login/two-factor', { code: code.toUpperCase() }, cookie, '10.3.0.1')
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/dashboard/account?notice=recovery-code-used')
    const session = sessionCookieOf(res)
    const account = await (await get(app, '/dashboard/account?notice=recovery-code-used', session)).text()
    expect(account).toContain('Anda masuk dengan kode pemulihan. Periksa sisa kode pemulihan Anda.')
    expect(account).toMatch(/Kode pemulihan tersisa: <strong>9<\/strong> dari (<!-- -->)?10/)
    const lines = await backend.content.queryActivity({ actor: dewi.uid, limit: 5 })
    expect(lines.map((l) => [l.action, l.detail])).toEqual(
      expect.arrayContaining([
        ['recovery-code-used', 'sisa 9 kode'],
        ['sign-in', 'dengan kode pemulihan'],
      ]),
    )
    // The same code a second time: refused.
    const again = await passwordStep(app, dewi.email, dewi.password, '10.3.0.1')
    const reused = await post(app, '/login/two-factor', { code }, again.cookie, '10.3.0.1')
    expect(reused.status).toBe(401)
    expect(await reused.text()).toContain('Kode pemulihan salah atau sudah pernah dipakai.')
    // Another of the codes still works.
    const other = await post(app, '/login/two-factor', { code: dewi.codes[4]! }, again.cookie, '10.3.0.1')
    expect(other.status).toBe(303)
  })
})

describe('requests from elsewhere', () => {
  it('the second step refuses another site and oversized bodies', async () => {
    const { cookie } = await passwordStep(app, siti.email, siti.password)
    const foreign = await app.request(
      'https://www.example.test/login/two-factor',
      { method: 'POST', headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded', cookie }, body: 'code=123456' },
      fromAddress('10.0.0.1'),
    )
    expect(foreign.status).toBe(403)
    const big = await post(app, '/login/two-factor', { code: '1'.repeat(20_000) }, cookie)
    expect(big.status).toBe(413)
    // The largest body it reads (just under the 16 KB limit): one field, refused by its length.
    const started = performance.now()
    const largest = await post(app, '/login/two-factor', { code: 'k'.repeat(16 * 1024 - 40) }, cookie)
    const ms = performance.now() - started
    expect(largest.status).toBe(400)
    console.info(`/login/two-factor, largest body: ${Math.round(ms)} ms`)
    expect(ms).toBeLessThan(500)
  })
})
