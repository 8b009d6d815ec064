import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SETTINGS_ID } from '../../../../shared/collections/settings'
import type { EventDoc } from '../../../../shared/schemas/types'
import type { App } from '../../app'
import type { MailMessage } from '../../mail/mailer'
import { exampleData } from '../../testing/example-data'
import { postForm, signIn, TEST_ORIGIN } from '../../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../../testing/test-backend'
import { registrationCutoff } from './retention'
import { deletionDate, registrantsPath } from './routes'
import { register } from './seats'

let backend: TestBackend
let app: App
let clock: TestClock
const cookies: Record<string, string> = {}
const sent: MailMessage[] = []
let event: EventDoc

async function get(path: string, as: string) {
  const res = await app.request(`${TEST_ORIGIN}${path}`, { headers: { cookie: as } })
  return { res, text: await res.text() }
}
const ROLES = ['admin', 'marketing', 'editor', 'hr'] as const
/** Sessions last hours: signed in again after the clock jumps to the event's day. */
async function signInAll() {
  for (const role of ROLES) cookies[role] = await signIn(app, `${role}@example.test`, `kata-sandi-${role}-uji`)
}
const entry = (email: string, over: Record<string, string> = {}) => ({ name: 'Peserta', email, company: '', position: '', phone: '', questions: '', consent: 'ya' as const, ...over })

beforeAll(async () => {
  clock = new TestClock(new Date('2027-01-20T02:00:00.000Z'))
  backend = createTestBackend({ now: clock.now })
  app = createTestApp(backend, { now: clock.now, mailer: { transport: 'smtp', send: async (message) => (sent.push(message), { ref: '250 OK' }) } })
  await backend.content.create('settings', exampleData('settings', { name: 'Firma Contoh', email: 'kantor@example.test' }), { actor: 'seed', id: SETTINGS_ID })
  for (const role of ROLES) await backend.identity.createStaff({ email: `${role}@example.test`, password: `kata-sandi-${role}-uji`, displayName: role, role })
  await signInAll()
  event = await backend.content.create(
    'events',
    exampleData('events', { slug: 'seminar-kontrak', title: 'Seminar Kontrak', mode: 'inPerson', venue: 'Ruang Serbaguna', address: 'Jl. Sudirman 1, Jakarta', startsAt: '2027-01-31T02:00:00.000Z', endsAt: '2027-01-31T04:00:00.000Z', capacity: 2, publishedAt: '2026-01-01T00:00:00.000Z' }),
    { actor: 'seed' },
  )
  const now = clock.now()
  await register(backend.content, event, entry('satu@example.test', { name: 'Satu Peserta', company: '=HYPERLINK("http://evil.example","klik")' }), { lang: 'id', now })
  await register(backend.content, event, entry('dua@example.test', { name: '+Dua', phone: '0812 3456 7890' }), { lang: 'id', now })
  await register(backend.content, event, entry('tiga@example.test', { name: 'Tiga Menunggu' }), { lang: 'en', now })
})
afterAll(async () => {
  await backend.cleanup()
})

describe('Pendaftar', () => {
  it('shows registrants and their counts to the roles that handle inquiries, and to no other', async () => {
    for (const role of ['admin', 'marketing'] as const) {
      const { res, text } = await get(registrantsPath(event.id), cookies[role]!)
      expect(res.status, role).toBe(200)
      expect(text).toContain('Satu Peserta')
      expect(text).toMatch(/data-count="confirmed">2</)
      expect(text).toMatch(/data-count="waitlisted">1</)
    }
    for (const role of ['editor', 'hr'] as const) {
      expect((await get(registrantsPath(event.id), cookies[role]!)).res.status, role).toBe(403)
      expect((await get(`${registrantsPath(event.id)}.csv`, cookies[role]!)).res.status, role).toBe(403)
    }
    expect((await app.request(`${TEST_ORIGIN}${registrantsPath(event.id)}`)).status).not.toBe(200)
    // Reached from the event's form, by those who may open it.
    expect((await get(`/dashboard/acara/${event.id}/edit`, cookies.marketing!)).text).toContain(`href="${registrantsPath(event.id)}"`)
    expect((await get(`/dashboard/acara/${event.id}/edit`, cookies.editor!)).text).not.toContain(registrantsPath(event.id))
  })

  it('tells staff when the registrations are deleted: the settings’ months after the event ends', async () => {
    // The default 12 months after 31 January 2027, 11:00 in Jakarta.
    expect((await get(registrantsPath(event.id), cookies.marketing!)).text).toContain('Data pendaftar dihapus otomatis 12 bulan setelah acara selesai, pada 31 Januari 2028.')
  })

  it('names the first instant the sweep deletes them, month ends included', () => {
    for (const [end, months] of [['2027-08-31T10:00:00.000Z', 6], ['2027-01-31T04:00:00.000Z', 1], ['2028-02-29T23:59:59.999Z', 12], ['2027-03-15T00:00:00.000Z', 120]] as const) {
      const at = Date.parse(deletionDate(end, months))
      // The sweep deletes what its cutoff is past: at this instant and not a millisecond before.
      expect(registrationCutoff(new Date(at), months).getTime(), end).toBeGreaterThan(Date.parse(end))
      expect(registrationCutoff(new Date(at - 1), months).getTime(), end).toBeLessThanOrEqual(Date.parse(end))
    }
    // Six months after 31 August is the first of March, not the third (31 August plus six months).
    expect(deletionDate('2027-08-31T10:00:00.000Z', 6).slice(0, 10)).toBe('2028-03-01')
  })

  it('exports a CSV whose formula-like cells stay text, and logs it', async () => {
    const { res, text } = await get(`${registrantsPath(event.id)}.csv`, cookies.marketing!)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/csv')
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""klik"")"`)
    expect(text).toContain(`"'+Dua"`)
    expect(text).toContain('"+62 812 3456 7890"'.replace('"+', `"'+`))
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(4)
    const log = await backend.content.queryActivity({ action: 'registrants-export', limit: 10 })
    expect(log.some((line) => line.itemId === event.id)).toBe(true)
  })

  it('marks attendance only once the event has begun', async () => {
    const [first] = (await backend.content.query('registrations', { where: [{ field: 'eventId', op: '==', value: event.id }] })).filter((r) => r.state === 'confirmed')
    const early = await postForm(app, `${registrantsPath(event.id)}/kehadiran`, { id: first!.id, state: 'attended' }, cookies.marketing)
    expect(early.status).toBe(400)
    clock.time = new Date('2027-01-31T05:00:00.000Z')
    await signInAll()
    const marked = await postForm(app, `${registrantsPath(event.id)}/kehadiran`, { id: first!.id, state: 'attended' }, cookies.marketing)
    expect(marked.status).toBe(303)
    expect((await backend.content.get('registrations', first!.id))?.state).toBe('attended')
    expect((await postForm(app, `${registrantsPath(event.id)}/kehadiran`, { id: first!.id, state: 'dibuat-buat' }, cookies.marketing)).status).toBe(400)
    expect((await postForm(app, `${registrantsPath(event.id)}/kehadiran`, { id: first!.id, state: 'absent' }, cookies.editor)).status).toBe(403)
    const { text } = await get(registrantsPath(event.id), cookies.marketing!)
    expect(text).toMatch(/data-count="attended">1</)
  })

  it('sends the thanks with the recording once the link is set, to each attendee once however often it is pressed', async () => {
    expect((await postForm(app, `${registrantsPath(event.id)}/terima-kasih`, {}, cookies.marketing)).status).toBe(400)
    const { id, version, createdAt: _c, updatedAt: _u, updatedBy: _b, ...data } = (await backend.content.get('events', event.id))!
    await backend.content.update('events', id, { ...data, recordingUrl: 'https://video.example.test/rekaman' }, { actor: 'seed', expectedVersion: version })
    sent.length = 0
    const [one, two] = await Promise.all([
      postForm(app, `${registrantsPath(event.id)}/terima-kasih`, {}, cookies.marketing),
      postForm(app, `${registrantsPath(event.id)}/terima-kasih`, {}, cookies.admin),
    ])
    expect([one.status, two.status]).toEqual([303, 303])
    const thanks = sent.filter((m) => m.id.endsWith('-thanks'))
    // The attendee and the confirmed one not marked; the waiting registrant gets none.
    expect(thanks.map((m) => m.to[0]).sort()).toEqual(['dua@example.test', 'satu@example.test'])
    expect(thanks[0]!.text).toContain('https://video.example.test/rekaman')
    await postForm(app, `${registrantsPath(event.id)}/terima-kasih`, {}, cookies.marketing)
    expect(sent.filter((m) => m.id.endsWith('-thanks'))).toHaveLength(2)
  })

  it('deletes a registrant with the rest of their data when an admin deletes a person’s data', async () => {
    const res = await postForm(app, '/dashboard/inquiries/person', { email: 'Tiga@example.test' }, cookies.admin)
    expect(res.status).toBe(303)
    const left = await backend.content.query('registrations', { where: [{ field: 'eventId', op: '==', value: event.id }] })
    expect(left.map((r) => r.emailKey)).not.toContain('tiga@example.test')
    expect(left).toHaveLength(2)
  })
})
