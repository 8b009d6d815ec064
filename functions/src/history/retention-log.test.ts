/**
 * The retention sweeps' lines in Log Aktivitas: what each says for each kind, and an admin sees
 * them on the page as Sistem's, found by the Tindakan and Orang filters, with no one named.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../app'
import { sweepInbox } from '../collections/inquiries/sweep'
import { exampleData } from '../testing/example-data'
import { signIn, TEST_ORIGIN } from '../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../testing/test-backend'
import { logRetentionRun, retentionSummary } from './retention-log'

let backend: TestBackend
let app: App
let clock: TestClock
let admin: string

beforeAll(async () => {
  clock = new TestClock(new Date('2026-01-05T03:00:00.000Z'))
  backend = createTestBackend({ now: clock.now })
  app = createTestApp(backend, { now: clock.now })
  await backend.identity.createStaff({ email: 'admin@example.test', password: 'kata-sandi-admin', displayName: 'Admin Kantor', role: 'admin' })
  admin = await signIn(app, 'admin@example.test', 'kata-sandi-admin')
})
afterAll(async () => {
  await backend.cleanup()
})

const page = async (query = '') => (await app.request(`${TEST_ORIGIN}/dashboard/activity${query}`, { headers: { cookie: admin } })).text()
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')

describe('the retention sweeps in Log Aktivitas', () => {
  it('say how many of each kind and after how long', () => {
    expect(retentionSummary('inquiries', 3, 12)).toBe('3 pesan masuk (lebih dari 12 bulan)')
    expect(retentionSummary('applications', 2, 6)).toBe('2 lamaran beserta CV-nya (lebih dari 6 bulan)')
    expect(retentionSummary('registrations', 5, 12)).toBe('5 pendaftar acara (12 bulan setelah acaranya selesai)')
  })

  it('write nothing for a run that deleted nothing', async () => {
    await logRetentionRun(backend.content, { collection: 'applications', deleted: 0, months: 6, at: clock.now() })
    expect(await backend.content.queryActivity({ action: 'retention-delete', limit: 5 })).toEqual([])
  })

  it('show an admin the line as Sistem’s, filtered by Tindakan and by Orang, naming no one', async () => {
    await backend.content.create('inquiries', exampleData('inquiries', { name: 'Hendra Gunawan', email: 'hendra.g@example.test', emailKey: 'hendra.g@example.test' }), { actor: 'visitor' })
    await backend.content.create('inquiries', exampleData('inquiries', { name: 'Lina Marlina', email: 'lina.m@example.test', emailKey: 'lina.m@example.test' }), { actor: 'visitor' })
    clock.time = new Date('2027-01-06T03:00:00.000Z')
    expect((await sweepInbox({ store: backend.content, mailer: { transport: 'outbox', send: async () => ({ ref: '' }) }, now: clock.now, baseUrl: 'https://www.example.test' })).deleted).toBe(2)
    // A year on: the admin signs in again.
    admin = await signIn(app, 'admin@example.test', 'kata-sandi-admin')

    const all = await page()
    const row = /<tr>(?:(?!<\/tr>).)*Dihapus otomatis karena masa simpan habis(?:(?!<\/tr>).)*<\/tr>/s.exec(all)?.[0]
    expect(row).toBeDefined()
    expect(text(row!)).toContain('Sistem')
    expect(text(row!)).toContain('2 pesan masuk (lebih dari 12 bulan)')
    // The kind it is about, as the menu names it.
    expect(row).toContain('<td data-label="Item">Pesan Masuk</td>')
    for (const value of ['Hendra', 'Lina', 'hendra.g@example.test', 'lina.m@example.test']) expect(all).not.toContain(value)
    // A choice of both filters.
    expect(all).toContain('<option value="retention-delete">Dihapus otomatis karena masa simpan habis</option>')
    expect(all).toContain('<option value="retention">Sistem</option>')

    // Only this line: not the admin's sign-ins.
    const rows = (html: string) => text(/<tbody>.*<\/tbody>/s.exec(html)?.[0] ?? '').trim()
    for (const query of ['?action=retention-delete', '?actor=retention']) {
      expect(rows(await page(query)), query).toBe(text(row!).trim())
    }
    expect(rows(await page('?action=sign-in'))).not.toContain('pesan masuk')
  })
})
