/**
 * The activity log's lines that are not content changes: sign-ins (with the address), failed
 * sign-ins (under the account the email names), sign-outs and staff account changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, createTestBackend, type TestBackend } from '../testing/test-backend'
import { formHeaders, postForm, signIn, TEST_ORIGIN } from '../testing/staff-session'
import { loadConfig } from '../config'
import type { App } from '../app'

let backend: TestBackend
let app: App
let adminUid: string
const env = (address: string) => ({ incoming: { socket: { remoteAddress: address, remotePort: 1234, remoteFamily: 'IPv4' } } })

beforeAll(async () => {
  backend = createTestBackend()
  app = createTestApp(backend)
  adminUid = (await backend.identity.createStaff({ email: 'admin@example.test', password: 'kata-sandi-admin', displayName: 'Admin Kantor', role: 'admin' })).uid
})

afterAll(async () => {
  await backend.cleanup()
})

const log = () => backend.content.queryActivity({ limit: 20 })

describe('the activity log records', () => {
  it('a sign-in with the client’s address, a failed one under the account it named, and a sign-out', async () => {
    const failed = await app.request(`${TEST_ORIGIN}/login`, { method: 'POST', headers: formHeaders(), body: new URLSearchParams({ email: 'admin@example.test', password: 'salah-sekali' }) }, env('203.0.113.7'))
    expect(failed.status).toBe(401)
    await app.request(`${TEST_ORIGIN}/login`, { method: 'POST', headers: formHeaders(), body: new URLSearchParams({ email: 'orang@lain.test', password: 'salah-sekali' }) }, env('203.0.113.8'))
    const cookie = await signIn(app, 'admin@example.test', 'kata-sandi-admin', env('198.51.100.4'))
    const out = await app.request(`${TEST_ORIGIN}/logout`, { method: 'POST', headers: formHeaders(cookie) }, env('198.51.100.4'))
    expect(out.status).toBe(303)
    const lines = (await log()).map((e) => [e.action, e.actor, e.address, e.detail])
    expect(lines).toEqual([
      ['sign-out', adminUid, '198.51.100.4', undefined],
      ['sign-in', adminUid, '198.51.100.4', undefined],
      ['sign-in-failed', '', '203.0.113.8', 'email tidak terdaftar o…@lain.test'],
      ['sign-in-failed', adminUid, '203.0.113.7', undefined],
    ])
  })

  it('failed sign-ins as one counted line per account and address, never the whole of what was typed; the log page says how many', async () => {
    const attempt = (email: string, address: string) =>
      app.request(`${TEST_ORIGIN}/login`, { method: 'POST', headers: formHeaders(), body: new URLSearchParams({ email, password: 'bukan-sandinya' }) }, env(address))
    for (let i = 0; i < 6; i++) expect((await attempt('admin@example.test', '203.0.113.20')).status).toBe(401)
    // The longest emails the form takes (254 characters), a new one each time.
    const label = (i: number) => `${String.fromCharCode(97 + i)}${'teks-penyerang-'.repeat(4).slice(0, 59)}`
    const long = (i: number) => `${'x'.repeat(64)}@${[label(i), label(i), label(i)].join('.')}.example.test`.slice(0, 254).replace(/\.$/, 'a')
    for (let i = 0; i < 8; i++) {
      expect(long(i).length).toBeGreaterThan(240)
      expect((await attempt(long(i), '203.0.113.21')).status).toBe(401)
    }
    const failed = await backend.content.queryActivity({ action: 'sign-in-failed', limit: 20 })
    const from = (address: string) => failed.filter((line) => line.address === address)
    expect(from('203.0.113.20').map((line) => [line.actor, line.count, line.detail])).toEqual([[adminUid, 6, undefined]])
    const [unknown, ...more] = from('203.0.113.21')
    expect(more).toEqual([])
    expect(unknown).toMatchObject({ actor: '', count: 8 })
    expect(unknown!.detail!.length).toBeLessThan(100)
    expect(unknown!.detail).toMatch(/^email tidak terdaftar x…@ateks-penyerang-.*…, dan lainnya$/)

    const cookie = await signIn(app, 'admin@example.test', 'kata-sandi-admin', env('198.51.100.4'))
    const page = await (await app.request(`${TEST_ORIGIN}/dashboard/activity?action=sign-in-failed`, { headers: { cookie } })).text()
    expect(page).toMatch(/Gagal masuk<small>6 kali, terakhir pukul \d{2}\.\d{2} WIB<\/small>/)
    expect(page).toContain('8 kali, terakhir pukul')
    expect(page).toContain(unknown!.detail!)
    expect(page).not.toContain(label(1))
  })

  it('staff account changes, naming the account and who changed it', async () => {
    const cookie = await signIn(app, 'admin@example.test', 'kata-sandi-admin')
    const created = await postForm(app, '/dashboard/staff', { email: 'editor@example.test', displayName: 'Editor Baru', role: 'editor' }, cookie)
    expect(created.status).toBe(201)
    const editor = (await backend.identity.findStaffByEmail('editor@example.test'))!
    for (const intent of ['reset-password', 'make-admin', 'make-editor', 'disable', 'enable']) {
      expect((await postForm(app, `/dashboard/staff/${editor.uid}`, { intent }, cookie)).status).toBeLessThan(400)
    }
    const lines = (await log()).slice(0, 6).map((e) => [e.action, e.actor, e.itemId, e.itemTitle, e.detail])
    expect(lines).toEqual([
      ['staff-enable', adminUid, editor.uid, 'Editor Baru', 'editor@example.test'],
      ['staff-disable', adminUid, editor.uid, 'Editor Baru', 'editor@example.test'],
      ['staff-role', adminUid, editor.uid, 'Editor Baru', 'editor'],
      ['staff-role', adminUid, editor.uid, 'Editor Baru', 'admin'],
      ['staff-password', adminUid, editor.uid, 'Editor Baru', 'editor@example.test'],
      ['staff-create', adminUid, editor.uid, 'Editor Baru', 'editor@example.test (editor)'],
    ])
    // A refused change (an admin cannot disable themselves) is not logged.
    await postForm(app, `/dashboard/staff/${adminUid}`, { intent: 'disable' }, cookie)
    expect((await log())[0]!.action).toBe('staff-enable')
  })
})

describe('REVISIONS_KEEP_ALL_DAYS', () => {
  it('sets the age before thinning, and refuses what is not a number of days', () => {
    expect(loadConfig({ REVISIONS_KEEP_ALL_DAYS: '90' }).revisionsKeepAllDays).toBe(90)
    expect(loadConfig({}).revisionsKeepAllDays).toBeUndefined()
    expect(() => loadConfig({ REVISIONS_KEEP_ALL_DAYS: '0' })).toThrow(/REVISIONS_KEEP_ALL_DAYS/)
    expect(() => loadConfig({ REVISIONS_KEEP_ALL_DAYS: 'sebulan' })).toThrow(/REVISIONS_KEEP_ALL_DAYS/)
  })
})
