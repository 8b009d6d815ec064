/**
 * Sign-in with Firebase Authentication, on firebase-tools' Auth emulator (started once per run,
 * functions/src/testing/firebase-identity-emulator.ts). The password method's routes are in
 * auth.test.ts, which needs no emulator.
 */
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestBackend, type TestBackend } from '../testing/test-backend'
import { formHeaders, TEST_ORIGIN } from '../testing/staff-session'
import { openEmulatorIdentity, type EmulatorIdentity } from '../testing/firebase-identity-emulator'
import { FirebaseIdentity } from '../backends/firebase/firebase-identity'
import { loadConfig } from '../config'
import { LOGIN_MESSAGES } from '../../../shared/login-messages'
import { createApp, type App } from '../app'

describe('sign-in with Firebase Authentication (Auth emulator)', () => {
  let emulator: EmulatorIdentity
  let content: TestBackend
  let fbApp: App
  /** The same identity with a clock 6 minutes ahead: every ID token looks 6 minutes old. */
  let laterApp: App
  const tag = randomBytes(4).toString('hex')
  const email = (name: string) => `${name}-${tag}@example.test`
  const PASSWORD = 'kata-sandi-firebase'
  const SCRIPT = '/assets/firebase-login-TEST.js'

  function appWith(identity: FirebaseIdentity): App {
    const config = loadConfig(
      {
        PUBLIC_BASE_URL: TEST_ORIGIN,
        SEED_DEMO: '0',
        BACKEND: 'firebase',
        GOOGLE_CLOUD_PROJECT: emulator.projectId,
        STORAGE_BUCKET: `${emulator.projectId}.firebasestorage.app`,
        WEB_API_KEY: emulator.apiKey,
        ALGOLIA_APP_ID: 'unused',
        ALGOLIA_ADMIN_KEY: 'unused',
        FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      },
      { buildId: 'test', builtAt: '2026-01-01T00:00:00.000Z', files: { 'firebase-login.js': SCRIPT } },
    )
    // Content from a throwaway embedded store; staff accounts from Firebase Authentication.
    return createApp({ ...content, identity }, config, { imageCacheDir: `${content.dataDir}/cache` })
  }
  function postSession(app: App, fields: Record<string, string>, headers = formHeaders()) {
    return app.request(`${TEST_ORIGIN}/login/session`, { method: 'POST', headers, body: new URLSearchParams(fields) })
  }
  async function staff(name: string, role: 'admin' | 'editor' = 'editor') {
    return emulator.identity.createStaff({ email: email(name), password: PASSWORD, displayName: name, role })
  }
  const sessionCookie = (res: Response) => /__session=[^;]+/.exec(res.headers.get('set-cookie') ?? '')?.[0]

  beforeAll(async () => {
    emulator = await openEmulatorIdentity()
    content = createTestBackend()
    fbApp = appWith(emulator.identity)
    laterApp = appWith(new FirebaseIdentity({ auth: emulator.auth, webConfig: emulator.identity.webConfig, now: () => Date.now() + 6 * 60_000 }))
  })
  afterAll(async () => {
    await emulator?.close()
    await content?.cleanup()
  })

  it('renders the same form with the browser configuration, the sign-in script and a <noscript> note', async () => {
    const res = await fbApp.request('/login?next=%2Fdashboard%2Ftags')
    const html = await res.text()
    expect(res.status).toBe(200)
    expect(html).toContain('<label for="login-email">Email</label>')
    expect(html).toContain('<label for="login-password">Kata sandi</label>')
    expect(html).toMatch(/<button type="submit"[^>]*>Masuk<\/button>/)
    expect(html).toContain('<input type="hidden" name="next" value="/dashboard/tags"/>')
    const json = /<script type="application\/json" id="firebase-login-config">([^<]*)<\/script>/.exec(html)?.[1]
    expect(JSON.parse(json!)).toEqual({
      apiKey: emulator.apiKey,
      authDomain: `${emulator.projectId}.firebaseapp.com`,
      projectId: emulator.projectId,
      authEmulatorHost: emulator.host,
    })
    expect(html).toContain(`<script type="module" src="${SCRIPT}"></script>`)
    expect(html).toContain(`<noscript><p class="alert alert-info">${LOGIN_MESSAGES.needsJavaScript}</p></noscript>`)
    // The browser SDK may reach Firebase Auth (here: the emulator) and nothing else new.
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp).toMatch(new RegExp(`connect-src 'self' [^;]*http://${emulator.host.replace(/\./g, '\\.')}`))
    expect(csp).toContain('https://identitytoolkit.googleapis.com')
    expect(csp).toContain("script-src 'self'")
  })

  it('turns a fresh ID token into the __session cookie and goes to next', async () => {
    const user = await staff('masuk', 'admin')
    const idToken = await emulator.idToken(user.email, PASSWORD)
    const res = await postSession(fbApp, { idToken, next: '/dashboard/tags' })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/dashboard/tags')
    const header = res.headers.get('set-cookie')!
    expect(header).toMatch(/^__session=[A-Za-z0-9_.-]{40,};/)
    expect(header).toContain('HttpOnly')
    expect(header).toContain('SameSite=Lax')
    expect(header).toContain('Secure')
    const expires = Date.parse(/Expires=([^;]+)/.exec(header)![1]!)
    expect(Math.abs(expires - (Date.now() + 12 * 60 * 60_000))).toBeLessThan(60_000)
    const page = await fbApp.request('/dashboard/tags', { headers: { cookie: sessionCookie(res)! } })
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<h1>Tag</h1>')
    // Signed in: /login sends to the dashboard.
    expect((await fbApp.request('/login', { headers: { cookie: sessionCookie(res)! } })).status).toBe(302)
  })

  it('refuses off-site next targets', async () => {
    const user = await staff('arah')
    const res = await postSession(fbApp, { idToken: await emulator.idToken(user.email, PASSWORD), next: '//evil.example/x' })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/dashboard')
  })

  it('refuses a Firebase user without the staff claim', async () => {
    await emulator.createNonStaff(email('tamu'), PASSWORD)
    const res = await postSession(fbApp, { idToken: await emulator.idToken(email('tamu'), PASSWORD), next: '/dashboard/tags' })
    expect(res.status).toBe(403)
    expect(res.headers.get('set-cookie')).toBeNull()
    const html = await res.text()
    expect(html).toContain(LOGIN_MESSAGES.notStaff)
    expect(html).toContain('<input type="hidden" name="next" value="/dashboard/tags"/>')
  })

  it('refuses a token whose sign-in is more than 5 minutes old', async () => {
    const user = await staff('lama')
    const res = await postSession(laterApp, { idToken: await emulator.idToken(user.email, PASSWORD) })
    expect(res.status).toBe(401)
    expect(res.headers.get('set-cookie')).toBeNull()
    expect(await res.text()).toContain(LOGIN_MESSAGES.staleSignIn)
  })

  it('refuses garbage, missing and foreign tokens with a message, never a 500', async () => {
    const cases: [Record<string, string>, number][] = [
      [{ idToken: 'garbage' }, 401],
      [{ idToken: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' }, 401],
      [{ idToken: 'x'.repeat(9000) }, 400],
      [{ idToken: '' }, 400],
      [{}, 400],
    ]
    for (const [fields, status] of cases) {
      const res = await postSession(fbApp, fields)
      expect(res.status, JSON.stringify(fields).slice(0, 60)).toBe(status)
      expect(res.headers.get('set-cookie')).toBeNull()
      expect(await res.text()).toContain(LOGIN_MESSAGES.invalidToken)
    }
  })

  it('refuses the token of an account disabled after it signed in', async () => {
    const user = await staff('nonaktif')
    const idToken = await emulator.idToken(user.email, PASSWORD)
    await emulator.identity.setDisabled(user.uid, true)
    const res = await postSession(fbApp, { idToken })
    expect(res.status).toBe(403)
    expect(await res.text()).toContain(LOGIN_MESSAGES.userDisabled)
  })

  it('refuses a token posted from another site', async () => {
    const user = await staff('silang')
    const idToken = await emulator.idToken(user.email, PASSWORD)
    const res = await postSession(fbApp, { idToken }, { ...formHeaders(), origin: 'https://evil.example' })
    expect(res.status).toBe(403)
    expect(res.headers.get('set-cookie')).toBeNull()
  })

  it('answers a form posted without JavaScript with the note that sign-in needs it', async () => {
    const res = await fbApp.request(`${TEST_ORIGIN}/login`, {
      method: 'POST',
      headers: formHeaders(),
      body: new URLSearchParams({ email: 'siapa@example.test', password: 'apa saja', next: '/dashboard/tags' }),
    })
    expect(res.status).toBe(400)
    const html = await res.text()
    expect(html).toContain(LOGIN_MESSAGES.needsJavaScript)
    expect(html).toContain('value="siapa@example.test"')
    expect(res.headers.get('set-cookie')).toBeNull()
  })

  it('ends the session at sign-out', async () => {
    const user = await staff('keluar')
    const signedIn = await postSession(fbApp, { idToken: await emulator.idToken(user.email, PASSWORD) })
    const cookie = sessionCookie(signedIn)!
    await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 20)) // revocation is by the second
    const out = await fbApp.request(`${TEST_ORIGIN}/logout`, { method: 'POST', headers: formHeaders(cookie) })
    expect(out.status).toBe(303)
    expect(out.headers.get('set-cookie')).toMatch(/__session=;.*Max-Age=0/)
    expect((await fbApp.request('/dashboard/tags', { headers: { cookie } })).status).toBe(302)
  })
})
