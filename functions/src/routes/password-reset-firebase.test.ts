/**
 * Undang staf and Lupa kata sandi? on Firebase Authentication, on firebase-tools' Auth emulator
 * (docs/decisions/0049): the link is Firebase's own (`generatePasswordResetLink`), sent by the
 * app's mailer; Firebase's action page sets the password (here its REST call, which that page makes).
 */
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestBackend, type TestBackend } from '../testing/test-backend'
import { formHeaders, fromAddress, postForm, TEST_ORIGIN } from '../testing/staff-session'
import { openEmulatorIdentity, type EmulatorIdentity } from '../testing/firebase-identity-emulator'
import { loadConfig } from '../config'
import { createApp, type App } from '../app'
import type { Mailer, MailMessage } from '../mail/mailer'
import { FORGOT_SENT_MESSAGE } from '../../../web/src/dashboard/password-pages'

describe('invitations and password resets on Firebase Authentication (Auth emulator)', () => {
  let emulator: EmulatorIdentity
  let content: TestBackend
  let app: App
  const tag = randomBytes(4).toString('hex')
  const email = (name: string) => `${name}-${tag}@example.test`
  const sent: MailMessage[] = []
  const mailer: Mailer = {
    transport: 'outbox',
    send: async (message) => {
      sent.push(message)
      return { ref: message.id }
    },
  }

  /** The link an email carries: Firebase's action page with its one-time code. */
  const linkIn = (message: MailMessage) => new URL(/https?:\/\/\S+oobCode=\S+/.exec(message.text)![0])
  /** What Firebase's action page does with the new password (the Identity Toolkit REST call). */
  async function resetPassword(oobCode: string, newPassword: string) {
    const res = await fetch(`http://${emulator.host}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=${emulator.apiKey}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ oobCode, newPassword }),
    })
    return { ok: res.ok, body: (await res.json()) as { error?: { message?: string } } }
  }
  const sessionCookie = (res: Response) => /__session=[^;]+/.exec(res.headers.get('set-cookie') ?? '')?.[0]
  async function signIn(address: string, password: string) {
    const idToken = await emulator.idToken(address, password)
    const res = await app.request(`${TEST_ORIGIN}/login/session`, { method: 'POST', headers: formHeaders(), body: new URLSearchParams({ idToken }) })
    expect(res.status).toBe(303)
    return sessionCookie(res)!
  }

  beforeAll(async () => {
    emulator = await openEmulatorIdentity()
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
      { buildId: 'test', builtAt: '2026-01-01T00:00:00.000Z', files: {} },
    )
    // Content from a throwaway embedded store; staff accounts from Firebase Authentication.
    app = createApp({ ...content, identity: emulator.identity }, config, { imageCacheDir: `${content.dataDir}/cache`, mailer, passwordReset: { answerMs: 20 } })
  })
  afterAll(async () => {
    await emulator?.close()
    await content?.cleanup()
  })
  beforeEach(() => {
    sent.length = 0
  })

  it('invites by Firebase\'s own link: no password until the colleague sets one, once', async () => {
    const admin = await emulator.identity.createStaff({ email: email('admin'), password: 'kata-sandi-admin', displayName: 'Admin', role: 'admin' })
    const cookie = await signIn(admin.email, 'kata-sandi-admin')
    const res = await postForm(app, '/dashboard/staff/invite', { email: email('rekan'), displayName: 'Rekan', role: 'editor' }, cookie)
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/dashboard/staff?notice=staff-invited')
    const invited = (await emulator.identity.findStaffByEmail(email('rekan')))!
    expect(invited).toMatchObject({ role: 'editor', invited: true })
    expect(sent).toHaveLength(1)
    expect(sent[0]!.to).toEqual([email('rekan')])
    // Firebase's life for the code, said in the email.
    expect(sent[0]!.text).toContain('1 jam')
    const link = linkIn(sent[0]!)
    expect(link.searchParams.get('mode')).toBe('resetPassword')
    expect(link.searchParams.get('continueUrl')).toBe(`${TEST_ORIGIN}/login?reason=password-set`)
    // Nobody signs in before the link is used.
    expect(await emulator.identity.verifyPassword(email('rekan'), '')).toBeNull()
    const oobCode = link.searchParams.get('oobCode')!
    expect((await resetPassword(oobCode, 'kata-sandi-rekan-baru')).ok).toBe(true)
    expect(await emulator.identity.verifyPassword(email('rekan'), 'kata-sandi-rekan-baru')).toMatchObject({ uid: invited.uid })
    expect((await emulator.identity.getStaff(invited.uid))!.invited).toBeUndefined()
    // Used once.
    const again = await resetPassword(oobCode, 'kata-sandi-lain-lagi')
    expect(again.ok).toBe(false)
    expect(again.body.error?.message).toMatch(/INVALID_OOB_CODE/)
    // An account in use is no invitation any more.
    expect((await postForm(app, `/dashboard/staff/${invited.uid}`, { intent: 'revoke-invite' }, cookie)).status).toBe(409)
  })

  it('re-sends and revokes an invitation (the account goes, and its code with it)', async () => {
    const admin = await emulator.identity.createStaff({ email: email('admin2'), password: 'kata-sandi-admin', displayName: 'Admin', role: 'admin' })
    const cookie = await signIn(admin.email, 'kata-sandi-admin')
    await postForm(app, '/dashboard/staff/invite', { email: email('batal'), displayName: 'Batal', role: 'editor' }, cookie)
    const invited = (await emulator.identity.findStaffByEmail(email('batal')))!
    expect((await postForm(app, `/dashboard/staff/${invited.uid}`, { intent: 'resend-invite' }, cookie)).status).toBe(303)
    expect(sent).toHaveLength(2)
    expect((await postForm(app, `/dashboard/staff/${invited.uid}`, { intent: 'revoke-invite' }, cookie)).status).toBe(303)
    expect(await emulator.identity.getStaff(invited.uid)).toBeNull()
    for (const message of sent) expect((await resetPassword(linkIn(message).searchParams.get('oobCode')!, 'kata-sandi-terlambat')).ok).toBe(false)
  })

  it('a re-sent invitation does not withdraw the first link on Firebase (a limit docs/decisions/0049 records)', async () => {
    const admin = await emulator.identity.createStaff({ email: email('admin3'), password: 'kata-sandi-admin', displayName: 'Admin', role: 'admin' })
    const cookie = await signIn(admin.email, 'kata-sandi-admin')
    await postForm(app, '/dashboard/staff/invite', { email: email('ulang'), displayName: 'Ulang', role: 'editor' }, cookie)
    const invited = (await emulator.identity.findStaffByEmail(email('ulang')))!
    await postForm(app, `/dashboard/staff/${invited.uid}`, { intent: 'resend-invite' }, cookie)
    // Firebase keeps every code it issued until its hour ends or it is used.
    expect((await resetPassword(linkIn(sent[0]!).searchParams.get('oobCode')!, 'kata-sandi-pertama')).ok).toBe(true)
    expect(await emulator.identity.verifyPassword(email('ulang'), 'kata-sandi-pertama')).not.toBeNull()
  })

  it('Lupa kata sandi?: the same answer for an unknown email; the link resets the password and ends the sessions', async () => {
    const user = await emulator.identity.createStaff({ email: email('lupa'), password: 'kata-sandi-lama', displayName: 'Lupa', role: 'editor' })
    const cookie = await signIn(user.email, 'kata-sandi-lama')
    const forgot = (address: string, ip: string) => app.request(`${TEST_ORIGIN}/login/forgot`, { method: 'POST', headers: formHeaders(), body: new URLSearchParams({ email: address }) }, fromAddress(ip))
    const known = await forgot(user.email, '192.0.2.71')
    const unknown = await forgot(email('tidak-ada'), '192.0.2.72')
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    expect(await known.text()).toContain(FORGOT_SENT_MESSAGE)
    expect(await unknown.text()).toContain(FORGOT_SENT_MESSAGE)
    // The link goes out in the background once the fixed answer time has passed (20 ms here):
    // Firebase's round trips may take longer on a busy machine.
    await vi.waitFor(() => expect(sent.map((m) => m.to[0])).toEqual([user.email]), { timeout: 10_000, interval: 20 })
    // Firebase's page: the password changes, the old one no longer works.
    await new Promise((resolve) => setTimeout(resolve, 1100))
    expect((await resetPassword(linkIn(sent[0]!).searchParams.get('oobCode')!, 'kata-sandi-baru-sekali')).ok).toBe(true)
    expect(await emulator.identity.verifyPassword(user.email, 'kata-sandi-lama')).toBeNull()
    expect(await emulator.identity.verifyPassword(user.email, 'kata-sandi-baru-sekali')).not.toBeNull()
    // The session from before the reset is over (Firebase revokes the refresh tokens on a reset).
    expect((await app.request('/dashboard/tags', { headers: { cookie } })).status).toBe(302)
  })

  it('has no app link page on Firebase (the link is Firebase\'s)', async () => {
    expect((await app.request('/login/password/' + 'a'.repeat(43))).status).toBe(404)
  })
})
