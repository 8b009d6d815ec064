/**
 * Undang staf and Lupa kata sandi? on the embedded backend (docs/decisions/0049): links by email,
 * stored hashed, expiring, used once; the same answer for every address; the limits; the roles.
 */
import { createHash } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, createTestBackend, type TestBackend } from '../testing/test-backend'
import { formHeaders, fromAddress, postForm, signIn, TEST_ORIGIN } from '../testing/staff-session'
import type { App } from '../app'
import type { Mailer, MailMessage } from '../mail/mailer'
import { FORGOT_SENT_MESSAGE } from '../../../web/src/dashboard/password-pages'
import { INVITE_LINK_TTL_MS, RESET_LINK_TTL_MS } from '../auth/password-links'
import { FORGOT_ANSWER_MS } from './password-reset'
import { setTwoFactorRequired } from '../auth/two-factor-policy'

let backend: TestBackend
let app: App
let admin: string
let editor: string
let clock = Date.parse('2026-06-01T08:00:00Z')
const sent: MailMessage[] = []
const mailer: Mailer = {
  transport: 'outbox',
  send: async (message) => {
    sent.push(message)
    return { ref: message.id }
  },
}

/** The link an email carries (its text part). */
const linkIn = (message: MailMessage) => /https?:\/\/\S+\/login\/password\/[A-Za-z0-9_-]{43}/.exec(message.text)?.[0]
const pathOf = (link: string) => new URL(link).pathname

function forgot(email: string, address = '192.0.2.10') {
  return app.request(`${TEST_ORIGIN}/login/forgot`, { method: 'POST', headers: formHeaders(), body: new URLSearchParams({ email }) }, fromAddress(address))
}
function setPassword(path: string, password: string, confirm = password) {
  return app.request(`${TEST_ORIGIN}${path}`, { method: 'POST', headers: formHeaders(), body: new URLSearchParams({ newPassword: password, confirmPassword: confirm }) }, fromAddress('192.0.2.20'))
}

beforeAll(async () => {
  backend = createTestBackend({ now: () => new Date(clock) })
  app = createTestApp(backend, { mailer, now: () => new Date(clock), passwordReset: { answerMs: 50 } })
  await backend.identity.createStaff({ email: 'admin@example.test', password: 'kata-sandi-admin', displayName: 'Admin', role: 'admin' })
  await backend.identity.createStaff({ email: 'editor@example.test', password: 'kata-sandi-editor', displayName: 'Editor', role: 'editor' })
  admin = await signIn(app, 'admin@example.test', 'kata-sandi-admin')
  editor = await signIn(app, 'editor@example.test', 'kata-sandi-editor')
})
afterAll(async () => {
  await backend.cleanup()
})
beforeEach(() => {
  sent.length = 0
})

describe('Undang staf', () => {
  it('emails a one-time link, stored only as a hash, that sets the colleague\'s own password', async () => {
    const res = await postForm(app, '/dashboard/staff/invite', { email: 'Rekan@Example.test', displayName: 'Rekan Baru', role: 'editor' }, admin)
    expect(res.status).toBe(303)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.to).toEqual(['rekan@example.test'])
    expect(sent[0]!.id).toMatch(/^staff-invite-/)
    expect(sent[0]!.text).toContain('7 hari')
    const link = linkIn(sent[0]!)!
    expect(link.startsWith(TEST_ORIGIN)).toBe(true)
    const token = link.split('/').pop()!
    // The database holds the hash, never the token.
    const rows = backend.content.db.prepare('SELECT key FROM password_links').all() as { key: string }[]
    expect(rows.map((r) => r.key)).toContain(createHash('sha256').update(token).digest('base64url'))
    expect(JSON.stringify(rows)).not.toContain(token)
    // Listed as invited; nobody can sign in to it yet, with any password the admin might guess.
    const staffPage = await (await app.request('/dashboard/staff', { headers: { cookie: admin } })).text()
    expect(staffPage).toContain('Diundang')
    expect(staffPage).toContain('Kirim ulang undangan')
    const page = await app.request(pathOf(link))
    expect(page.status).toBe(200)
    expect(page.headers.get('referrer-policy')).toBe('same-origin')
    expect(page.headers.get('cache-control')).toBe('no-store')
    expect(await page.text()).toContain('rekan@example.test')
    // Opening the page twice spends nothing (mail scanners open links).
    expect((await app.request(pathOf(link))).status).toBe(200)
    const done = await setPassword(pathOf(link), 'kata-sandi-rekan-baru')
    expect(done.status).toBe(303)
    expect(done.headers.get('location')).toBe('/login?reason=invite-accepted')
    expect(await backend.identity.verifyPassword('rekan@example.test', 'kata-sandi-rekan-baru')).toMatchObject({ role: 'editor' })
    expect((await backend.identity.findStaffByEmail('rekan@example.test'))!.invited).toBeUndefined()
    // Used once: a second visit and a second post find nothing.
    expect((await app.request(pathOf(link))).status).toBe(410)
    expect((await setPassword(pathOf(link), 'kata-sandi-lain-lagi')).status).toBe(410)
    expect(await backend.identity.verifyPassword('rekan@example.test', 'kata-sandi-lain-lagi')).toBeNull()
    const log = await backend.content.queryActivity({ limit: 20 })
    expect(log.map((e) => e.action)).toEqual(expect.arrayContaining(['staff-invite', 'password-set-by-link']))
  })

  it('keeps the password rules of Akun Saya, with the messages beside the fields', async () => {
    await postForm(app, '/dashboard/staff/invite', { email: 'aturan@example.test', displayName: 'Aturan', role: 'editor' }, admin)
    const path = pathOf(linkIn(sent[0]!)!)
    const short = await setPassword(path, 'pendek')
    expect(short.status).toBe(400)
    expect(await short.text()).toContain('Kata sandi minimal 10 karakter')
    const differ = await setPassword(path, 'kata-sandi-panjang', 'kata-sandi-lain')
    expect(differ.status).toBe(400)
    expect(await differ.text()).toContain('Kata sandi baru dan ulangannya tidak sama')
    // A refused form leaves the link usable.
    expect((await setPassword(path, 'kata-sandi-panjang')).status).toBe(303)
  })

  it('leads to the two-step enrolment when admins require it', async () => {
    await postForm(app, '/dashboard/staff/invite', { email: 'wajib@example.test', displayName: 'Wajib', role: 'editor' }, admin)
    await setPassword(pathOf(linkIn(sent[0]!)!), 'kata-sandi-wajib-dua')
    await setTwoFactorRequired(backend.content, true, 'admin', clock)
    try {
      const cookie = await signIn(app, 'wajib@example.test', 'kata-sandi-wajib-dua', fromAddress('192.0.2.21'))
      const res = await app.request('/dashboard/blogs', { headers: { cookie } })
      expect(res.status).toBe(302)
      expect(res.headers.get('location')).toBe('/dashboard/account?notice=two-factor-required')
    } finally {
      await setTwoFactorRequired(backend.content, false, 'admin', clock)
    }
  })

  it('expires after 7 days', async () => {
    await postForm(app, '/dashboard/staff/invite', { email: 'lambat@example.test', displayName: 'Lambat', role: 'editor' }, admin)
    const path = pathOf(linkIn(sent[0]!)!)
    clock += INVITE_LINK_TTL_MS + 1000
    try {
      expect((await app.request(path)).status).toBe(410)
      expect((await setPassword(path, 'kata-sandi-terlambat')).status).toBe(410)
    } finally {
      clock -= INVITE_LINK_TTL_MS + 1000
    }
  })

  it('re-sends (the first link dies) and revokes (the account and its link go)', async () => {
    await postForm(app, '/dashboard/staff/invite', { email: 'ulang@example.test', displayName: 'Ulang', role: 'admin' }, admin)
    const first = pathOf(linkIn(sent[0]!)!)
    const user = (await backend.identity.findStaffByEmail('ulang@example.test'))!
    expect((await postForm(app, `/dashboard/staff/${user.uid}`, { intent: 'resend-invite' }, admin)).status).toBe(303)
    const second = pathOf(linkIn(sent[1]!)!)
    expect(second).not.toBe(first)
    expect((await app.request(first)).status).toBe(410)
    expect((await app.request(second)).status).toBe(200)
    expect((await postForm(app, `/dashboard/staff/${user.uid}`, { intent: 'revoke-invite' }, admin)).status).toBe(303)
    expect(await backend.identity.getStaff(user.uid)).toBeNull()
    expect((await app.request(second)).status).toBe(410)
    // An account in use is no invitation: neither action applies.
    const active = (await backend.identity.findStaffByEmail('editor@example.test'))!
    expect((await postForm(app, `/dashboard/staff/${active.uid}`, { intent: 'revoke-invite' }, admin)).status).toBe(409)
    expect(await backend.identity.getStaff(active.uid)).not.toBeNull()
  })

  it('is for admins only, and refuses a taken email or a bad form', async () => {
    expect((await postForm(app, '/dashboard/staff/invite', { email: 'x@example.test', displayName: 'X', role: 'admin' }, editor)).status).toBe(403)
    const signedOut = await postForm(app, '/dashboard/staff/invite', { email: 'y@example.test', displayName: 'Y', role: 'admin' })
    expect(signedOut.status).toBe(303)
    expect(signedOut.headers.get('location')).toMatch(/^\/login/)
    expect(await backend.identity.findStaffByEmail('y@example.test')).toBeNull()
    expect(await backend.identity.findStaffByEmail('x@example.test')).toBeNull()
    expect(sent).toHaveLength(0)
    const taken = await postForm(app, '/dashboard/staff/invite', { email: 'editor@example.test', displayName: 'Lagi', role: 'editor' }, admin)
    expect(taken.status).toBe(409)
    expect(await taken.text()).toContain('Email ini sudah dipakai akun lain')
    const bad = await postForm(app, '/dashboard/staff/invite', { email: 'bukan', displayName: '', role: 'boss' }, admin)
    expect(bad.status).toBe(400)
    expect(await bad.text()).toContain('Alamat email tidak valid')
  })
})

describe('Kirim tautan atur ulang (an admin, for someone else)', () => {
  it('emails the owner a reset link instead of showing a password; admins only', async () => {
    const { uid } = await backend.identity.createStaff({ email: 'lupa-lagi@example.test', password: 'kata-sandi-lama', displayName: 'Lupa Lagi', role: 'editor' })
    expect((await postForm(app, `/dashboard/staff/${uid}`, { intent: 'send-reset-link' }, editor)).status).toBe(403)
    expect(sent).toHaveLength(0)
    const res = await postForm(app, `/dashboard/staff/${uid}`, { intent: 'send-reset-link' }, admin)
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/dashboard/staff?notice=staff-reset-link-sent')
    expect(sent.map((m) => m.to[0])).toEqual(['lupa-lagi@example.test'])
    expect(sent[0]!.text).toContain('1 jam')
    // Nothing changed until the owner uses it.
    expect(await backend.identity.verifyPassword('lupa-lagi@example.test', 'kata-sandi-lama')).not.toBeNull()
    expect((await setPassword(pathOf(linkIn(sent[0]!)!), 'kata-sandi-pilihan-sendiri')).status).toBe(303)
    expect(await backend.identity.verifyPassword('lupa-lagi@example.test', 'kata-sandi-pilihan-sendiri')).not.toBeNull()
    const [line] = await backend.content.queryActivity({ action: 'password-reset-sent', limit: 1 })
    expect(line).toMatchObject({ itemId: uid, detail: 'lupa-lagi@example.test (oleh admin)' })
  })
})

describe('Lupa kata sandi?', () => {
  it('is linked from the sign-in page', async () => {
    const html = await (await app.request('/login')).text()
    expect(html).toContain('<a href="/login/forgot">Lupa kata sandi?</a>')
  })

  it('answers the same for an unknown email, and mails only a known one', async () => {
    const known = await forgot('editor@example.test', '192.0.2.31')
    const unknown = await forgot('tidak-ada@example.test', '192.0.2.32')
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    const strip = (html: string) => html.replace(/value="[^"]*"/g, '').replace(/nonce="[^"]*"/g, '')
    expect(strip(await known.text())).toBe(strip(await unknown.text()))
    expect(sent.map((m) => m.to[0])).toEqual(['editor@example.test'])
    expect(sent[0]!.id).toMatch(/^password-reset-/)
    expect(sent[0]!.text).toContain('1 jam')
  })

  it('takes at least the same time to answer a known and an unknown email', async () => {
    const timed = createTestApp(backend, { mailer, now: () => new Date(clock) })
    const time = async (email: string, address: string) => {
      const started = performance.now()
      const res = await timed.request(`${TEST_ORIGIN}/login/forgot`, { method: 'POST', headers: formHeaders(), body: new URLSearchParams({ email }) }, fromAddress(address))
      await res.text()
      return performance.now() - started
    }
    // Warm: the first render loads the page's modules.
    await time('pemanasan@example.test', '192.0.2.35')
    const known = await time('editor@example.test', '192.0.2.36')
    const unknown = await time('belum-ada@example.test', '192.0.2.37')
    console.log(`Lupa kata sandi? answered in ${Math.round(known)} ms (an account) and ${Math.round(unknown)} ms (no account)`)
    expect(known).toBeGreaterThanOrEqual(FORGOT_ANSWER_MS - 5)
    expect(unknown).toBeGreaterThanOrEqual(FORGOT_ANSWER_MS - 5)
    expect(sent.map((m) => m.to[0])).toEqual(['editor@example.test'])
  })

  it('sets a new password once, within an hour, and ends the account\'s other sessions', async () => {
    await backend.identity.createStaff({ email: 'lupa@example.test', password: 'kata-sandi-lama', displayName: 'Lupa', role: 'editor' })
    const elsewhere = await signIn(app, 'lupa@example.test', 'kata-sandi-lama')
    expect((await app.request('/dashboard/categories', { headers: { cookie: elsewhere } })).status).toBe(200)
    await forgot('LUPA@example.test', '192.0.2.33')
    const path = pathOf(linkIn(sent[0]!)!)
    const done = await setPassword(path, 'kata-sandi-baru-sekali')
    expect(done.headers.get('location')).toBe('/login?reason=password-set')
    expect((await app.request('/dashboard/categories', { headers: { cookie: elsewhere } })).status).toBe(302)
    expect(await backend.identity.verifyPassword('lupa@example.test', 'kata-sandi-lama')).toBeNull()
    expect(await backend.identity.verifyPassword('lupa@example.test', 'kata-sandi-baru-sekali')).not.toBeNull()
    expect((await setPassword(path, 'kata-sandi-ketiga-kali')).status).toBe(410)
    // Expiry: an hour.
    await forgot('lupa@example.test', '192.0.2.34')
    const late = pathOf(linkIn(sent[1]!)!)
    clock += RESET_LINK_TTL_MS + 1
    try {
      expect((await setPassword(late, 'kata-sandi-terlambat')).status).toBe(410)
    } finally {
      clock -= RESET_LINK_TTL_MS + 1
    }
  })

  it('limits requests per address (then 429) and per email (then the same answer, no email)', async () => {
    await backend.identity.createStaff({ email: 'batas@example.test', password: 'kata-sandi-batas', displayName: 'Batas', role: 'editor' })
    for (let i = 0; i < 3; i++) expect((await forgot('batas@example.test', `192.0.2.${40 + i}`)).status).toBe(200)
    expect(sent).toHaveLength(3)
    const fourth = await forgot('batas@example.test', '192.0.2.44')
    expect(fourth.status).toBe(200)
    expect(await fourth.text()).toContain(FORGOT_SENT_MESSAGE)
    expect(sent).toHaveLength(3)
    for (let i = 0; i < 5; i++) expect((await forgot(`orang${i}@example.test`, '192.0.2.50')).status).toBe(200)
    const refused = await forgot('orang9@example.test', '192.0.2.50')
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBeTruthy()
  })

  it('never answers 500 for strange input, and needs this site as origin', async () => {
    for (const body of ['email=%00', 'email=a&email=b', '', 'email=' + 'a'.repeat(5000), 'x=1', 'email=%F0%9F%98%80%40%E0%A4']) {
      const res = await app.request(`${TEST_ORIGIN}/login/forgot`, { method: 'POST', headers: formHeaders(), body }, fromAddress('192.0.2.60'))
      expect(res.status, body).toBeLessThan(500)
    }
    const crossSite = await app.request(`${TEST_ORIGIN}/login/forgot`, { method: 'POST', headers: { ...formHeaders(), origin: 'https://evil.example' }, body: 'email=editor%40example.test' }, fromAddress('192.0.2.61'))
    expect(crossSite.status).toBe(403)
    for (const path of ['/login/password/x', '/login/password/' + 'a'.repeat(43), '/login/password/..%2F..%2Fdashboard', '/login/password/%00']) {
      expect((await app.request(path)).status, path).toBe(410)
      expect((await setPassword(path, 'kata-sandi-panjang')).status, path).toBe(410)
    }
  })
})
