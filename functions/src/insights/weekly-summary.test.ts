/**
 * Statistik's weekly email on the embedded backend: sent once per week to the admins when the
 * setting is on, even when two sweeps run at the same moment, never before Monday 07.00 WIB.
 * The SMTP-like mailer here cannot tell one message id from another, as SMTP cannot.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SETTINGS_ID } from '../../../shared/collections/settings'
import type { MailMessage } from '../mail/mailer'
import { exampleData } from '../testing/example-data'
import { createTestBackend, TestClock, type TestBackend } from '../testing/test-backend'
import { mondayOf, sendWeeklySummary, weekToSend } from './weekly-summary'

let backend: TestBackend
const clock = new TestClock(new Date('2026-06-22T01:30:00.000Z')) // Monday 22 June 2026, 08.30 WIB
const sent: MailMessage[] = []
const mailer = {
  transport: 'smtp' as const,
  send: async (message: MailMessage) => {
    sent.push(message)
    return { ref: '250 OK' }
  },
  deliveryState: async () => null,
}
const sweep = () => sendWeeklySummary({ backend, mailer, now: clock.now, baseUrl: 'https://www.example.test' })
const setWeekly = async (value: 'on' | 'off') => {
  const site = await backend.content.get('settings', SETTINGS_ID)
  const data = { ...exampleData('settings'), insightsWeeklyEmail: value }
  if (site) await backend.content.update('settings', SETTINGS_ID, { ...site, insightsWeeklyEmail: value } as never, { actor: 'seed' })
  else await backend.content.create('settings', data as never, { actor: 'seed', id: SETTINGS_ID })
}

beforeAll(async () => {
  backend = createTestBackend({ now: clock.now })
  await backend.identity.createStaff({ email: 'admin@example.test', password: 'kata-sandi-admin-rahasia', displayName: 'Admin', role: 'admin' })
  await backend.identity.createStaff({ email: 'admin2@example.test', password: 'kata-sandi-admin-rahasia', displayName: 'Admin Dua', role: 'admin' })
  await backend.identity.createStaff({ email: 'pemasaran@example.test', password: 'kata-sandi-pemasaran', displayName: 'Pemasaran', role: 'marketing' })
  await backend.content.create('blogs', exampleData('blogs', { title: 'Putusan MK tentang PKWT', slug: 'putusan-mk-pkwt' }), { actor: 'seed' })
  await backend.insights.add([
    { day: '2026-06-15', lang: 'id', dimension: 'view', key: '/blogs/putusan-mk-pkwt', count: 40 },
    { day: '2026-06-21', lang: 'en', dimension: 'view', key: '/en/about', count: 2 },
    // This week's: not last week's.
    { day: '2026-06-22', lang: 'id', dimension: 'view', key: '/blogs/putusan-mk-pkwt', count: 1000 },
    { day: '2026-06-18', lang: 'id', dimension: 'search-empty', key: 'hukum antariksa', count: 3 },
    { day: '2026-06-18', lang: 'id', dimension: 'search', key: 'hukum antariksa', count: 3 },
    { day: '2026-06-19', lang: 'id', dimension: 'conversion', key: 'inquiry /contact-us', count: 2 },
  ])
})
afterAll(async () => {
  await backend.cleanup()
})

describe('weekToSend', () => {
  it('is last Monday to Sunday from Monday 07.00 WIB, the whole week long', () => {
    expect(mondayOf('2026-06-28')).toBe('2026-06-22')
    expect(weekToSend(new Date('2026-06-21T23:59:00.000Z'))).toBeNull() // Monday 06.59 WIB
    expect(weekToSend(new Date('2026-06-22T00:00:00.000Z'))).toEqual({ from: '2026-06-15', to: '2026-06-21', key: 'insights-weekly-2026-06-15' })
    expect(weekToSend(new Date('2026-06-27T12:00:00.000Z'))?.from).toBe('2026-06-15')
  })
})

describe('sendWeeklySummary', () => {
  it('sends nothing while the setting is off', async () => {
    expect(await sweep()).toBe('off')
    await setWeekly('off')
    expect(await sweep()).toBe('off')
    expect(sent).toEqual([])
  })

  it('sends last week to every admin once, however many sweeps run at the same moment', async () => {
    await setWeekly('on')
    const outcomes = await Promise.all([sweep(), sweep(), sweep(), sweep()])
    expect(outcomes.filter((outcome) => outcome === 'sent')).toHaveLength(1)
    expect(outcomes.filter((outcome) => outcome === 'taken')).toHaveLength(3)
    expect(await sweep()).toBe('taken')
    expect(sent).toHaveLength(1)
    const [mail] = sent
    expect(mail!.to.sort()).toEqual(['admin2@example.test', 'admin@example.test'])
    expect(mail!.subject).toBe('Statistik pekan 15 Juni – 21 Juni 2026: 42 tayangan')
    expect(mail!.text).toContain('Halaman teratas 1: Putusan MK tentang PKWT (40 tayangan)')
    expect(mail!.text).toContain('Pencarian tanpa hasil: “hukum antariksa” (3 kali)')
    expect(mail!.text).toContain('Konversi: Pesan (formulir kontak): 2')
    expect(mail!.html).toContain('href="https://www.example.test/blogs/putusan-mk-pkwt"')
  })

  it('sends the next week once that one is over', async () => {
    clock.advance(7 * 86_400_000)
    expect(await sweep()).toBe('sent')
    expect(await sweep()).toBe('taken')
    expect(sent).toHaveLength(2)
    expect(sent[1]!.subject).toBe('Statistik pekan 22 Juni – 28 Juni 2026: 1.000 tayangan')
  })
})
