import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SETTINGS_ID } from '../../../../shared/collections/settings'
import { createOutboxMailer } from '../../mail/outbox-mailer'
import { exampleData } from '../../testing/example-data'
import { emlText } from '../../testing/eml-parts'
import { createTestBackend, TestClock, type TestBackend } from '../../testing/test-backend'
import { pastRetention, registrationCutoff } from './retention'
import { register } from './seats'
import { dueReminder, RETENTION_BATCH, sweepRegistrations } from './sweep'

let backend: TestBackend
let clock: TestClock
let outbox: string

beforeEach(async () => {
  clock = new TestClock(new Date('2027-01-28T02:00:00.000Z'))
  backend = createTestBackend({ now: clock.now })
  outbox = path.join(backend.dataDir, 'outbox')
  await backend.content.create('settings', exampleData('settings', { name: 'Firma Contoh', email: 'kantor@example.test' }), { actor: 'seed', id: SETTINGS_ID })
})
afterEach(async () => {
  await backend.cleanup()
})

const files = async () => (await readdir(outbox).catch(() => [] as string[])).sort()

describe('the registrations sweep', () => {
  it('sends each reminder once, a day and an hour before, however many sweeps run, at once or in turn', async () => {
    const event = await backend.content.create(
      'events',
      exampleData('events', { slug: 'webinar-pdp', title: 'Webinar PDP', mode: 'online', platform: 'Zoom', joinUrl: 'https://zoom.example.test/j/9', startsAt: '2027-01-31T02:00:00.000Z', endsAt: '2027-01-31T04:00:00.000Z', capacity: 0, publishedAt: '2026-01-01T00:00:00.000Z' }),
      { actor: 'seed' },
    )
    for (const email of ['a@example.test', 'b@example.test', 'c@example.test']) {
      await register(backend.content, event, { name: 'Peserta', email, company: '', position: '', phone: '', questions: '', consent: 'ya' }, { lang: 'id', now: clock.now() })
    }
    const outboxMailer = createOutboxMailer({ dir: outbox, from: 'noreply@example.test' })
    // Every message handed to the transport, counted (the outbox would keep one file for two sends of one id; SMTP would deliver both).
    const sent: string[] = []
    const mailer = { ...outboxMailer, send: (message: Parameters<typeof outboxMailer.send>[0]) => (sent.push(message.id), outboxMailer.send(message)) }
    const deps = { store: backend.content, mailer, now: clock.now, baseUrl: 'https://www.example.test' }
    // Three days before: nothing due.
    expect(await sweepRegistrations(deps)).toEqual({ reminded: 0, movedUp: 0, told: 0, deleted: 0 })
    expect(await files()).toEqual([])

    // A day before: two sweeps at once, then a third.
    clock.time = new Date('2027-01-30T02:30:00.000Z')
    const both = await Promise.all([sweepRegistrations(deps), sweepRegistrations(deps)])
    await sweepRegistrations(deps)
    expect(both[0].reminded + both[1].reminded).toBe(3)
    const dayFiles = (await files()).filter((f) => f.includes('reminderDay'))
    expect(dayFiles).toHaveLength(3)
    expect(sent.filter((id) => id.includes('reminderDay'))).toHaveLength(3)

    // An hour before: the same, the joining link in it.
    clock.time = new Date('2027-01-31T01:10:00.000Z')
    const again = await Promise.all([sweepRegistrations(deps), sweepRegistrations(deps), sweepRegistrations(deps)])
    await sweepRegistrations(deps)
    expect(again.reduce((sum, r) => sum + r.reminded, 0)).toBe(3)
    const hourFiles = (await files()).filter((f) => f.includes('reminderHour'))
    expect(hourFiles).toHaveLength(3)
    expect(sent.filter((id) => id.includes('reminderHour'))).toHaveLength(3)
    const text = emlText(await readFile(path.join(outbox, hourFiles[0]!), 'utf8'))
    expect(text).toContain('satu jam lagi')
    expect(text).toContain('https://zoom.example.test/j/9')
    expect(text).toContain('/events/daftar/batal?t=')
    // Each registration claimed each reminder once.
    for (const r of await backend.content.query('registrations')) expect([...r.reminders].sort()).toEqual(['day', 'hour'])
  })

  it('sends no reminder for a cancelled or postponed event', async () => {
    const event = await backend.content.create(
      'events',
      exampleData('events', { slug: 'webinar-batal', title: 'Webinar Batal', mode: 'online', platform: 'Zoom', startsAt: '2027-01-31T02:00:00.000Z', endsAt: '2027-01-31T04:00:00.000Z', capacity: 0, eventStatus: 'scheduled', publishedAt: '2026-01-01T00:00:00.000Z' }),
      { actor: 'seed' },
    )
    await register(backend.content, event, { name: 'Peserta', email: 'a@example.test', company: '', position: '', phone: '', questions: '', consent: 'ya' }, { lang: 'id', now: clock.now() })
    const { id, version, createdAt: _c, updatedAt: _u, updatedBy: _b, ...data } = event
    await backend.content.update('events', id, { ...data, eventStatus: 'cancelled' }, { actor: 'seed', expectedVersion: version })
    const deps = { store: backend.content, mailer: createOutboxMailer({ dir: outbox, from: 'noreply@example.test' }), now: clock.now, baseUrl: 'https://www.example.test' }
    await sweepRegistrations(deps)
    for (const at of ['2027-01-30T02:30:00.000Z', '2027-01-31T01:10:00.000Z']) {
      clock.time = new Date(at)
      expect((await sweepRegistrations(deps)).reminded).toBe(0)
    }
    expect((await files()).filter((f) => f.includes('reminder'))).toEqual([])
    const base = { state: 'confirmed' as const, reminders: [] as ('day' | 'hour')[], confirmedAt: '2027-01-20T00:00:00.000Z' }
    expect(dueReminder({ startsAt: '2027-01-31T02:00:00.000Z', eventStatus: 'postponed' }, base, new Date('2027-01-30T03:00:00.000Z'))).toBeNull()
  })

  it('tells each registered and waitlisted person once that the event is cancelled, in their language, however many sweeps run; not the cancelled ones', async () => {
    const event = await backend.content.create(
      'events',
      exampleData('events', { slug: 'seminar-batal', title: 'Seminar Batal', titleEn: 'Cancelled Seminar', mode: 'online', platform: 'Zoom', joinUrl: 'https://zoom.example.test/j/7', startsAt: '2027-02-20T02:00:00.000Z', endsAt: '2027-02-20T04:00:00.000Z', capacity: 1, eventStatus: 'scheduled', publishedAt: '2026-01-01T00:00:00.000Z' }),
      { actor: 'seed' },
    )
    const person = (email: string) => ({ name: 'Peserta', email, company: '', position: '', phone: '', questions: '', consent: 'ya' as const })
    await register(backend.content, event, person('confirmed@example.test'), { lang: 'id', now: clock.now() })
    await register(backend.content, event, person('waiting@example.test'), { lang: 'en', now: clock.now() })
    const gone = await register(backend.content, event, person('gone@example.test'), { lang: 'id', now: clock.now() })
    if (gone.kind !== 'registered') throw new Error('not registered')
    const { id: gid, version: gv, createdAt: _gc, updatedAt: _gu, updatedBy: _gb, ...gdata } = gone.registration
    await backend.content.update('registrations', gid, { ...gdata, state: 'cancelled', seat: null, cancelledAt: clock.now().toISOString() }, { actor: 'test', expectedVersion: gv })

    const outboxMailer = createOutboxMailer({ dir: outbox, from: 'noreply@example.test' })
    const sent: string[] = []
    const mailer = { ...outboxMailer, send: (message: Parameters<typeof outboxMailer.send>[0]) => (sent.push(message.to.join(',')), outboxMailer.send(message)) }
    const deps = { store: backend.content, mailer, now: clock.now, baseUrl: 'https://www.example.test' }
    // Scheduled: nothing to tell.
    expect((await sweepRegistrations(deps)).told).toBe(0)

    const { id, version, createdAt: _c, updatedAt: _u, updatedBy: _b, ...data } = event
    await backend.content.update('events', id, { ...data, eventStatus: 'cancelled' }, { actor: 'staff', expectedVersion: version })
    const runs = await Promise.all([sweepRegistrations(deps), sweepRegistrations(deps)])
    await sweepRegistrations(deps)
    expect(runs[0].told + runs[1].told).toBe(2)
    expect(sent.sort()).toEqual(['confirmed@example.test', 'waiting@example.test'])
    const notices = (await files()).filter((f) => f.includes('eventCancelled'))
    expect(notices).toHaveLength(2)
    const texts = await Promise.all(notices.map(async (f) => emlText(await readFile(path.join(outbox, f), 'utf8'))))
    expect(texts.some((t) => t.includes('Acara ini dibatalkan') && t.includes('Seminar Batal'))).toBe(true)
    expect(texts.some((t) => t.includes('This event is cancelled') && t.includes('Cancelled Seminar'))).toBe(true)
    // No joining link for an event that will not happen.
    for (const t of texts) expect(t).not.toContain('https://zoom.example.test/j/7')
    for (const r of await backend.content.query('registrations')) expect(r.statusNotices).toEqual(r.state === 'cancelled' ? [] : ['cancelled'])
  })

  it('sends no reminder to a registrant who came after its moment, nor once the event began', () => {
    const event = { startsAt: '2027-01-31T02:00:00.000Z' }
    const base = { state: 'confirmed' as const, reminders: [] as ('day' | 'hour')[], confirmedAt: '2027-01-20T00:00:00.000Z' }
    expect(dueReminder(event, base, new Date('2027-01-30T03:00:00.000Z'))).toBe('day')
    expect(dueReminder(event, { ...base, confirmedAt: '2027-01-30T10:00:00.000Z' }, new Date('2027-01-30T12:00:00.000Z'))).toBeNull()
    expect(dueReminder(event, base, new Date('2027-01-31T01:30:00.000Z'))).toBe('hour')
    expect(dueReminder(event, { ...base, reminders: ['hour'] }, new Date('2027-01-31T01:30:00.000Z'))).toBeNull()
    expect(dueReminder(event, base, new Date('2027-01-31T02:00:00.000Z'))).toBeNull()
    expect(dueReminder(event, { ...base, state: 'waitlisted' }, new Date('2027-01-30T03:00:00.000Z'))).toBeNull()
  })
})

describe('the registrations sweep’s retention', () => {
  const person = (email: string) => ({ name: 'Peserta', email, company: 'PT Contoh', position: '', phone: '', questions: 'Pertanyaan', consent: 'ya' as const })
  const day = 86_400_000

  /** An event from `startsAt` to `endsAt` with a registration for each of `emails`, made at `at`; the registrations' ids. */
  async function eventWith(slug: string, startsAt: string, endsAt: string, emails: string[], at: string) {
    clock.time = new Date(at)
    const event = await backend.content.create('events', exampleData('events', { slug, title: slug, mode: 'online', platform: 'Zoom', startsAt, endsAt, capacity: 0, publishedAt: '2025-01-01T00:00:00.000Z' }), { actor: 'seed' })
    const ids: string[] = []
    for (const email of emails) {
      const outcome = await register(backend.content, event, person(email), { lang: 'id', now: clock.now() })
      if (outcome.kind !== 'registered') throw new Error(`${email} not registered: ${outcome.kind}`)
      ids.push(outcome.registration.id)
    }
    return { event, ids }
  }
  const sweepAt = (at: string, retentionBatch?: number) => {
    clock.time = new Date(at)
    return sweepRegistrations({ store: backend.content, mailer: createOutboxMailer({ dir: outbox, from: 'noreply@example.test' }), now: clock.now, baseUrl: 'https://www.example.test', retentionBatch })
  }
  const remaining = async (ids: string[]) => (await backend.content.getMany('registrations', ids)).length

  it('deletes the registrations of an event ended 12 months ago, in every state, from the instant after; keeps a later event’s and an upcoming one’s', async () => {
    const past = await eventWith('seminar-lalu', '2026-01-10T02:00:00.000Z', '2026-01-10T04:00:00.000Z', ['a@example.test', 'b@example.test', 'c@example.test'], '2026-01-05T00:00:00.000Z')
    const later = await eventWith('seminar-sesudahnya', '2026-01-20T02:00:00.000Z', '2026-01-20T04:00:00.000Z', ['d@example.test'], '2026-01-06T00:00:00.000Z')
    // Made a year before its event, so before the cutoff too: its event has not happened.
    const upcoming = await eventWith('konferensi-tahunan', '2027-03-01T02:00:00.000Z', '2027-03-01T10:00:00.000Z', ['e@example.test'], '2026-01-07T00:00:00.000Z')
    const [cancelledId] = past.ids
    const cancelled = (await backend.content.get('registrations', cancelledId!))!
    const { id, version, createdAt: _c, updatedAt: _u, updatedBy: _b, ...data } = cancelled
    await backend.content.update('registrations', id, { ...data, state: 'cancelled', seat: null, cancelledAt: '2026-01-08T00:00:00.000Z' }, { actor: 'test', expectedVersion: version })

    const deletions: (string | undefined)[] = []
    const stop = backend.events.subscribe((event) => void (event.collection === 'registrations' && !event.after && deletions.push(event.actor)))
    // Twelve months to the millisecond after the end: not yet.
    expect((await sweepAt('2027-01-10T04:00:00.000Z')).deleted).toBe(0)
    expect(await remaining(past.ids)).toBe(3)
    // The instant after: the past event's three go, cancelled included; the rest stay.
    expect((await sweepAt('2027-01-10T04:00:00.001Z')).deleted).toBe(3)
    expect(await remaining(past.ids)).toBe(0)
    expect(await remaining([...later.ids, ...upcoming.ids])).toBe(2)
    // Deleted as the retention's, not a person's.
    stop()
    expect(deletions).toEqual(['retention', 'retention', 'retention'])
    // The later event's in turn; the upcoming event's still kept.
    expect((await sweepAt('2027-01-20T04:00:00.001Z')).deleted).toBe(1)
    expect(await remaining(later.ids)).toBe(0)
    expect(await remaining(upcoming.ids)).toBe(1)
    expect((await sweepAt('2027-01-20T05:00:00.000Z')).deleted).toBe(0)
  })

  it('keeps them the months Pengaturan Situs gives, however long ago the event passed', async () => {
    const settings = (await backend.content.get('settings', SETTINGS_ID))!
    const { id, version, createdAt: _c, updatedAt: _u, updatedBy: _b, ...data } = settings
    await backend.content.update('settings', id, { ...data, registrationRetentionMonths: '3' }, { actor: 'admin', expectedVersion: version })
    // Long past when the period is shortened (beyond the recently past events), just past, and within.
    const old = await eventWith('seminar-lama', '2026-02-01T02:00:00.000Z', '2026-02-01T04:00:00.000Z', ['a@example.test', 'b@example.test'], '2026-01-20T00:00:00.000Z')
    const justPast = await eventWith('seminar-oktober', '2026-10-27T02:00:00.000Z', '2026-10-27T04:00:00.000Z', ['c@example.test'], '2026-10-01T00:00:00.000Z')
    const within = await eventWith('seminar-november', '2026-11-01T02:00:00.000Z', '2026-11-01T04:00:00.000Z', ['d@example.test'], '2026-10-02T00:00:00.000Z')
    expect((await sweepAt('2027-01-28T02:00:00.000Z')).deleted).toBe(3)
    expect(await remaining([...old.ids, ...justPast.ids])).toBe(0)
    expect(await remaining(within.ids)).toBe(1)
  })

  it('counts the registrations of a deleted event from when they were made', async () => {
    const gone = await eventWith('acara-dihapus', '2027-06-01T02:00:00.000Z', '2027-06-01T04:00:00.000Z', ['a@example.test'], '2026-01-05T00:00:00.000Z')
    const kept = await eventWith('acara-tetap', '2027-06-02T02:00:00.000Z', '2027-06-02T04:00:00.000Z', ['b@example.test'], '2026-01-05T00:00:00.000Z')
    await backend.content.remove('events', gone.event.id, { actor: 'staff' })
    expect((await sweepAt('2027-01-05T00:00:00.000Z')).deleted).toBe(0)
    expect((await sweepAt('2027-01-05T00:00:00.001Z')).deleted).toBe(1)
    expect(await remaining(gone.ids)).toBe(0)
    // Made at the same moment, its event still to come: kept.
    expect(await remaining(kept.ids)).toBe(1)
  })

  it('deletes a bounded batch a sweep, the rest at the next ones', async () => {
    expect(RETENTION_BATCH).toBe(100)
    const past = await eventWith('seminar-ramai', '2026-01-10T02:00:00.000Z', '2026-01-10T04:00:00.000Z', ['a', 'b', 'c', 'd', 'e'].map((x) => `${x}@example.test`), '2026-01-05T00:00:00.000Z')
    const counts = []
    for (let run = 0; run < 4; run += 1) counts.push((await sweepAt('2027-02-01T00:00:00.000Z', 2)).deleted)
    expect(counts).toEqual([2, 2, 1, 0])
    expect(await remaining(past.ids)).toBe(0)
  })

  it('is not held back by a batch of older registrations whose event is still to come', async () => {
    const far = await eventWith('konferensi-jauh', '2027-06-01T02:00:00.000Z', '2027-06-01T04:00:00.000Z', ['a@example.test', 'b@example.test', 'c@example.test'], '2026-01-01T00:00:00.000Z')
    const past = await eventWith('seminar-januari', '2026-01-15T02:00:00.000Z', '2026-01-15T04:00:00.000Z', ['d@example.test'], '2026-01-10T00:00:00.000Z')
    // The oldest registrations (a batch of two) are the far event's; the past event is found by its end.
    expect((await sweepAt('2027-01-15T05:00:00.000Z', 2)).deleted).toBe(1)
    expect(await remaining(past.ids)).toBe(0)
    expect(await remaining(far.ids)).toBe(3)
  })

  it('counts what a run deleted in one line of Log Aktivitas as Sistem, naming no one; a run that deletes nothing writes none', async () => {
    const lines = () => backend.content.queryActivity({ action: 'retention-delete', limit: 20 })
    const emails = ['ani.putri@example.test', 'bayu.pratama@example.test', 'citra.dewi@example.test', 'dodi@example.test', 'eka@example.test']
    const past = await eventWith('seminar-pdp', '2026-01-10T02:00:00.000Z', '2026-01-10T04:00:00.000Z', emails, '2026-01-05T00:00:00.000Z')
    expect((await sweepAt('2027-01-10T04:00:00.000Z')).deleted).toBe(0)
    expect(await lines()).toEqual([])
    expect((await sweepAt('2027-01-10T04:00:00.001Z')).deleted).toBe(5)
    const [line, ...more] = await lines()
    expect(more).toEqual([])
    expect(line).toMatchObject({ action: 'retention-delete', actor: 'retention', collection: 'registrations', detail: '5 pendaftar acara (12 bulan setelah acaranya selesai)', at: '2027-01-10T04:00:00.001Z' })
    const stored = JSON.stringify(line)
    for (const value of [...emails, ...past.ids, past.event.id, 'Peserta', 'PT Contoh', 'seminar-pdp']) expect(stored).not.toContain(value)
    // Nothing more past its period: no second line.
    expect((await sweepAt('2027-01-10T05:00:00.000Z')).deleted).toBe(0)
    expect(await lines()).toHaveLength(1)
  })

  it('writes lines that add up to what runs at once deleted, each its own count, in batches', async () => {
    await eventWith('seminar-ramai-sekali', '2026-01-10T02:00:00.000Z', '2026-01-10T04:00:00.000Z', ['a', 'b', 'c', 'd', 'e'].map((x) => `${x}@example.test`), '2026-01-05T00:00:00.000Z')
    const runs = await Promise.all([sweepAt('2027-02-01T00:00:00.000Z', 3), sweepAt('2027-02-01T00:00:00.000Z', 3)])
    const later = await sweepAt('2027-02-01T00:00:00.000Z', 3)
    const counts = [...runs, later].map((r) => r.deleted).filter((n) => n > 0)
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(5)
    const details = (await backend.content.queryActivity({ action: 'retention-delete', limit: 20 })).map((l) => l.detail)
    expect(details.sort()).toEqual(counts.map((n) => `${n} pendaftar acara (12 bulan setelah acaranya selesai)`).sort())
  })

  it('counts from the event’s end, else its start, else (no event) the registration’s making', () => {
    const cutoff = registrationCutoff(new Date('2027-03-31T00:00:00.000Z'), 1)
    expect(cutoff.toISOString()).toBe('2027-03-03T00:00:00.000Z')
    const made = { createdAt: new Date(cutoff.getTime() - day).toISOString() }
    expect(pastRetention(made, { startsAt: '2027-01-01T00:00:00.000Z', endsAt: cutoff.toISOString() }, cutoff)).toBe(false)
    expect(pastRetention(made, { startsAt: '2027-01-01T00:00:00.000Z', endsAt: '' }, cutoff)).toBe(true)
    expect(pastRetention(made, null, cutoff)).toBe(true)
    expect(pastRetention({ createdAt: cutoff.toISOString() }, null, cutoff)).toBe(false)
  })
})
