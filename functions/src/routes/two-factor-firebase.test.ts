/**
 * Two-step verification on the Firebase backend, through the app's routes, on firebase-tools'
 * Auth emulator. The emulator cannot enrol or sign in with TOTP (firebase-tools issue #6224:
 * `mfaEnrollment:start` asks for `phoneEnrollmentInfo`, and SMS is its only factor), so a phone
 * factor enrolled through the Admin SDK stands in for the authenticator app: what the server
 * checks (the account's enrolled factors, the token's `sign_in_second_factor`) is the same. The
 * browser's TOTP steps (TotpMultiFactorGenerator) cannot run here.
 */
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOGIN_MESSAGES } from '../../../shared/login-messages'
import { createApp, type App } from '../app'
import { generateRecoveryCodes } from '../auth/recovery-codes'
import { newTotpSecret, totpUri } from '../auth/totp'
import { loadConfig } from '../config'
import { openEmulatorIdentity, type EmulatorIdentity } from '../testing/firebase-identity-emulator'
import { startFirestoreJsEmulator, type FirestoreJsEmulator } from '../testing/firestore-js-emulator'
import { createTestBackend, type TestBackend } from '../testing/test-backend'
import { formHeaders, TEST_ORIGIN } from '../testing/staff-session'
import { addressEnv, get, post, recoveryCodesOf, sessionCookieOf } from '../testing/two-factor-session'

let emulator: EmulatorIdentity
let firestore: FirestoreJsEmulator
let content: TestBackend
let app: App
const tag = randomBytes(4).toString('hex')
const email = (name: string) => `${name}-${tag}@example.test`
const PASSWORD = 'kata-sandi-firebase-1'

beforeAll(async () => {
  firestore = await startFirestoreJsEmulator('demo-alr')
  emulator = await openEmulatorIdentity({ db: firestore.firestore() })
  content = createTestBackend()
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
    { buildId: 'test', builtAt: '2026-01-01T00:00:00.000Z', files: { 'firebase-login.js': '/assets/firebase-login-test.js' } },
  )
  // Content from a throwaway embedded store; staff accounts from Firebase Authentication.
  app = createApp({ ...content, identity: emulator.identity }, config, { imageCacheDir: `${content.dataDir}/cache` })
}, 120_000)
afterAll(async () => {
  await emulator?.close()
  await firestore?.stop()
  await content?.cleanup()
})

async function staff(name: string, role: 'admin' | 'editor' = 'editor') {
  return emulator.identity.createStaff({ email: email(name), password: PASSWORD, displayName: name, role })
}
function postSession(idToken: string) {
  return app.request(`${TEST_ORIGIN}/login/session`, { method: 'POST', headers: formHeaders(), body: new URLSearchParams({ idToken }) }, addressEnv('10.0.0.1'))
}
async function sessionOf(idToken: string) {
  const res = await postSession(idToken)
  expect(res.status, await res.clone().text()).toBe(303)
  return sessionCookieOf(res)
}

describe('sign-in', () => {
  it('refuses a token without the second factor for an account that has one, logged; takes one that passed it', async () => {
    const user = await staff('masuk')
    const before = await emulator.idToken(user.email, PASSWORD)
    await emulator.enrolPhoneFactor(user.uid)
    const refused = await postSession(before)
    expect(refused.status).toBe(401)
    expect(await refused.text()).toContain(LOGIN_MESSAGES.secondFactorRequired)
    expect(sessionCookieOf(refused)).toBe('')
    const [line] = await content.content.queryActivity({ action: 'sign-in-failed', limit: 1 })
    expect(line?.detail).toBe('tanpa verifikasi dua langkah')
    const cookie = await sessionOf(await emulator.secondFactorIdToken(user.email, PASSWORD))
    expect((await get(app, '/dashboard/blogs', cookie)).status).toBe(200)
    // Akun Saya says it is on.
    const account = await (await get(app, '/dashboard/account', cookie)).text()
    expect(account).toContain('Aktif</span>')
  })
})

describe('recovery codes at sign-in (POST /login/recovery)', () => {
  it('with the right password and a code: the factor is removed, a session starts, Akun Saya asks to enrol again; the code works once', async () => {
    const user = await staff('pulih')
    await emulator.enrolPhoneFactor(user.uid)
    const codes = generateRecoveryCodes()
    await emulator.identity.replaceRecoveryCodes(user.uid, codes)
    const send = (fields: Record<string, string>, address = '10.1.0.1') => post(app, '/login/recovery', fields, undefined, address)

    const wrongPassword = await send({ email: user.email, password: 'salah-sandinya-1', code: codes[0]! })
    expect(wrongPassword.status).toBe(401)
    expect(await wrongPassword.text()).toContain(LOGIN_MESSAGES.wrongCredentials)
    const wrongCode = await send({ email: user.email, password: PASSWORD, code: '0000-0000-0000' })
    expect(wrongCode.status).toBe(401)
    expect(await wrongCode.text()).toContain('Kode pemulihan salah atau sudah pernah dipakai.')
    expect((await emulator.identity.getStaff(user.uid))?.twoFactor).toBe(true)

    const res = await send({ email: user.email, password: PASSWORD, code: codes[0]! })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/dashboard/account?notice=two-factor-recovered')
    const cookie = sessionCookieOf(res)
    const page = await (await get(app, '/dashboard/account?notice=two-factor-recovered', cookie)).text()
    expect(page).toContain('Verifikasi dua langkah dimatikan: aktifkan lagi dengan ponsel Anda.')
    expect((await emulator.auth.getUser(user.uid)).multiFactor?.enrolledFactors ?? []).toEqual([])
    const actions = (await content.content.queryActivity({ actor: user.uid, limit: 10 })).map((l) => l.action)
    expect(actions).toEqual(expect.arrayContaining(['recovery-code-used', 'sign-in', 'two-factor-failed', 'sign-in-failed']))
    // Used: never again (and the other codes went with the factor).
    await emulator.enrolPhoneFactor(user.uid)
    expect((await send({ email: user.email, password: PASSWORD, code: codes[0]! })).status).toBe(401)
    expect((await send({ email: user.email, password: PASSWORD, code: codes[1]! })).status).toBe(401)
  })

  it('refuses what is not a recovery code before asking Firebase anything', async () => {
    const res = await post(app, '/login/recovery', { email: email('siapa'), password: PASSWORD, code: '123456' })
    expect(res.status).toBe(400)
  })
})

describe('Akun Saya on Firebase', () => {
  it('marks the email verified before the browser enrols (Firebase enrols only verified addresses)', async () => {
    const user = await staff('verifikasi')
    // Accounts made by the dashboard or `npm run staff` are verified from the start.
    expect((await emulator.auth.getUser(user.uid)).emailVerified).toBe(true)
    const older = await emulator.auth.createUser({ email: email('lama'), password: PASSWORD })
    await emulator.auth.setCustomUserClaims(older.uid, { staff: { role: 'editor' } })
    const cookie = await sessionOf(await emulator.idToken(older.email!, PASSWORD))
    const res = await post(app, '/dashboard/account/two-factor/prepare', {}, cookie)
    expect(res.status).toBe(204)
    expect((await emulator.auth.getUser(older.uid)).emailVerified).toBe(true)
    expect((await post(app, '/dashboard/account/two-factor/prepare', {})).status).toBe(303)
  })

  it('draws the QR code of an otpauth address the browser got from Firebase, and only that', async () => {
    const user = await staff('qr')
    const cookie = await sessionOf(await emulator.idToken(user.email, PASSWORD))
    const res = await post(app, '/dashboard/account/two-factor/qr', { uri: totpUri(newTotpSecret(), user.email, 'Firma') }, cookie)
    expect(res.status).toBe(200)
    expect(((await res.json()) as { svg: string }).svg).toMatch(/^<svg [^>]*>(<path [^>]*\/>)+<\/svg>$/)
    expect((await post(app, '/dashboard/account/two-factor/qr', { uri: 'https://evil.example' }, cookie)).status).toBe(400)
    // The server's enrolment steps are not there: the browser enrols with Firebase.
    const start = await post(app, '/dashboard/account/two-factor/start', { password: PASSWORD }, cookie)
    expect(start.status).toBe(400)
    expect(await start.text()).toContain('memerlukan JavaScript')
    expect((await post(app, '/dashboard/account/two-factor/confirm', { code: '123456' }, cookie)).status).toBe(404)
  })

  it('after the browser enrolled: a token without the second factor is refused; one with it gives the recovery codes and a new cookie', async () => {
    const user = await staff('daftar')
    const cookie = await sessionOf(await emulator.idToken(user.email, PASSWORD))
    const stale = await emulator.idToken(user.email, PASSWORD)
    // Enrolled in Firebase (by the browser; here by the Admin SDK, the emulator having no TOTP).
    await emulator.enrolPhoneFactor(user.uid)
    const refused = await post(app, '/dashboard/account/two-factor/firebase', { idToken: stale }, cookie)
    expect(refused.status).toBe(401)
    expect(await refused.text()).toContain('Pendaftaran tidak dapat diverifikasi.')
    const res = await post(app, '/dashboard/account/two-factor/firebase', { idToken: await emulator.secondFactorIdToken(user.email, PASSWORD) }, cookie)
    expect(res.status).toBe(200)
    const codes = recoveryCodesOf(await res.text())
    expect(codes).toHaveLength(10)
    const renewed = sessionCookieOf(res)
    expect(renewed).not.toBe('')
    expect((await get(app, '/dashboard/blogs', renewed)).status).toBe(200)
    expect((await emulator.identity.twoFactorState(user.uid)).recoveryCodesLeft).toBe(10)
    // Another account's token is not this session's enrolment.
    const other = await staff('daftar-lain')
    await emulator.enrolPhoneFactor(other.uid)
    const foreign = await post(app, '/dashboard/account/two-factor/firebase', { idToken: await emulator.secondFactorIdToken(other.email, PASSWORD) }, renewed)
    expect(foreign.status).toBe(401)
  })

  it('turns it off with the password (the Admin SDK removes the factor)', async () => {
    const user = await staff('mati')
    await emulator.enrolPhoneFactor(user.uid)
    const cookie = await sessionOf(await emulator.secondFactorIdToken(user.email, PASSWORD))
    expect((await post(app, '/dashboard/account/two-factor/off', { password: 'salah-sandinya-1' }, cookie)).status).toBe(401)
    const res = await post(app, '/dashboard/account/two-factor/off', { password: PASSWORD }, cookie)
    expect(res.status).toBe(303)
    expect((await emulator.auth.getUser(user.uid)).multiFactor?.enrolledFactors ?? []).toEqual([])
  })

  it('a password change keeps this session without a second factor, and asks to sign in again with one', async () => {
    const plain = await staff('sandi-biasa')
    const cookie = await sessionOf(await emulator.idToken(plain.email, PASSWORD))
    const other = await sessionOf(await emulator.idToken(plain.email, PASSWORD))
    await new Promise((resolve) => setTimeout(resolve, 1100 - (Date.now() % 1000)))
    const res = await post(app, '/dashboard/account/password', { currentPassword: PASSWORD, newPassword: 'kata-sandi-baru-fb', confirmPassword: 'kata-sandi-baru-fb' }, cookie)
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/dashboard/account?notice=account-password-changed')
    expect((await get(app, '/dashboard/blogs', sessionCookieOf(res))).status).toBe(200)
    expect((await get(app, '/dashboard/blogs', other)).status).toBe(302)

    const guarded = await staff('sandi-faktor')
    await emulator.enrolPhoneFactor(guarded.uid)
    const mine = await sessionOf(await emulator.secondFactorIdToken(guarded.email, PASSWORD))
    await new Promise((resolve) => setTimeout(resolve, 1100 - (Date.now() % 1000)))
    const changed = await post(app, '/dashboard/account/password', { currentPassword: PASSWORD, newPassword: 'kata-sandi-baru-fb', confirmPassword: 'kata-sandi-baru-fb' }, mine)
    expect(changed.status).toBe(303)
    expect(changed.headers.get('location')).toBe('/login?reason=password-changed&next=%2Fdashboard%2Faccount')
    expect((await get(app, '/dashboard/blogs', mine)).status).toBe(302)
    expect(await (await get(app, '/login?reason=password-changed&next=%2Fdashboard%2Faccount')).text()).toContain('Kata sandi Anda sudah diganti dan semua sesi diakhiri.')
  })
})

describe('admins on Firebase', () => {
  it('reset someone’s second factor through the Admin SDK, logged; an editor cannot', async () => {
    const admin = await staff('admin', 'admin')
    const editor = await staff('editor')
    const target = await staff('hilang')
    await emulator.enrolPhoneFactor(target.uid)
    const adminCookie = await sessionOf(await emulator.idToken(admin.email, PASSWORD))
    const editorCookie = await sessionOf(await emulator.idToken(editor.email, PASSWORD))
    expect((await post(app, `/dashboard/staff/${target.uid}`, { intent: 'reset-two-factor' }, editorCookie)).status).toBe(403)
    expect((await emulator.auth.getUser(target.uid)).multiFactor?.enrolledFactors.length).toBe(1)
    const res = await post(app, `/dashboard/staff/${target.uid}`, { intent: 'reset-two-factor' }, adminCookie)
    expect(res.status).toBe(303)
    expect((await emulator.auth.getUser(target.uid)).multiFactor?.enrolledFactors ?? []).toEqual([])
    const [line] = await content.content.queryActivity({ action: 'two-factor-reset', limit: 1 })
    expect(line).toMatchObject({ actor: admin.uid, itemId: target.uid })
    // Their password alone signs in again.
    expect(await emulator.idToken(target.email, PASSWORD)).toBeTruthy()
  })
})
