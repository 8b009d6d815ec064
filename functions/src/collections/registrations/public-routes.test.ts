import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { SETTINGS_ID } from '../../../../shared/collections/settings'
import type { App } from '../../app'
import { outboxDir } from '../../mail/create-mailer'
import { createSpamGuard } from '../../security/spam-guard'
import { exampleData } from '../../testing/example-data'
import { emlAttachment, emlText, icsTimes } from '../../testing/eml-parts'
import { fromAddress, TEST_ORIGIN } from '../../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../../testing/test-backend'
import type { EventDoc } from '../../../../shared/schemas/types'
import type { DataOf } from '../../backends/ports'

let backend: TestBackend
let app: App
let clock: TestClock
let visitor = 0
const nextAddress = () => `10.7.${(++visitor >> 8) & 255}.${visitor & 255}`

async function token(): Promise<string> {
  const res = await app.request('/contact-us/token')
  return ((await res.json()) as { token: string }).token
}

const valid = (over: Record<string, string> = {}) => ({
  name: 'Sari Wijaya',
  email: `sari${visitor}@example.test`,
  company: 'PT Contoh',
  position: 'Legal Counsel',
  phone: '0812 3456 7890',
  questions: 'Bagaimana dampak aturan baru terhadap kontrak berjalan?',
  consent: 'ya',
  website: '',
  ...over,
})

/** Posts the form as a browser without JavaScript does. */
async function send(slug: string, fields: Record<string, string>, options: { origin?: string; lang?: 'id' | 'en' } = {}) {
  const formToken = fields.formToken ?? (await token())
  clock.advance(5_000)
  const prefix = options.lang === 'en' ? '/en' : ''
  const res = await app.request(
    `${TEST_ORIGIN}${prefix}/events/${slug}/daftar`,
    { method: 'POST', headers: { origin: options.origin ?? TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ ...fields, formToken }) },
    fromAddress(nextAddress()),
  )
  return { res, body: await res.text() }
}

const registrationsOfEvent = (eventId: string) => backend.content.query('registrations', { where: [{ field: 'eventId', op: '==', value: eventId }] })
const outboxFiles = async () => (await readdir(outboxDir(backend.dataDir)).catch(() => [] as string[])).sort()
const mailsTo = async (email: string) => {
  const out: string[] = []
  for (const file of await outboxFiles()) {
    const eml = await readFile(path.join(outboxDir(backend.dataDir), file), 'utf8')
    if (eml.includes(`To: ${email}`)) out.push(eml)
  }
  return out
}
/** The cancel token of the newest link in an email to `email`. */
const cancelTokenIn = (eml: string) => /\/events\/daftar\/batal\?t=([A-Za-z0-9_-]{43})/.exec(emlText(eml))?.[1] ?? ''

let counter = 0
async function makeEvent(over: Partial<DataOf<'events'>> = {}): Promise<EventDoc> {
  counter += 1
  return backend.content.create(
    'events',
    exampleData('events', {
      title: `Webinar Perlindungan Data ${counter}`,
      slug: `webinar-data-${counter}`,
      mode: 'online',
      platform: 'Zoom',
      joinUrl: 'https://zoom.example.test/j/123456',
      startsAt: '2027-01-31T02:00:00.000Z',
      endsAt: '2027-01-31T04:00:00.000Z',
      capacity: 0,
      registrationClosesAt: null,
      publishedAt: '2026-01-01T00:00:00.000Z',
      ...over,
    }),
    { actor: 'seed' },
  )
}

beforeAll(async () => {
  clock = new TestClock()
  backend = createTestBackend()
  // No per-address limit in the way of the many posts below (the limits have their own test).
  app = createTestApp(backend, { now: clock.now, spamGuard: createSpamGuard({ perAddress: { limit: 1000, windowMs: 60_000 }, perEmail: { limit: 1000, windowMs: 60_000 } }) })
  await backend.content.create('settings', exampleData('settings', { name: 'Firma Contoh', email: 'kantor@example.test' }), { actor: 'seed', id: SETTINGS_ID })
})
afterAll(async () => {
  await backend.cleanup()
})
beforeEach(() => {
  clock.advance(60_000)
})

describe('POST /events/{slug}/daftar without JavaScript', () => {
  it('registers for an online event: a redirect to the answer, the confirmation with the calendar entry in UTC and the joining link', async () => {
    const event = await makeEvent()
    const fields = valid()
    const { res } = await send(event.slug, fields)
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(`/events/${event.slug}/daftar?status=confirmed`)
    const [stored] = await registrationsOfEvent(event.id)
    expect(stored).toMatchObject({ state: 'confirmed', email: fields.email, phone: '+6281234567890', position: 'Legal Counsel', seat: null, lang: 'id' })
    expect(stored!.cancelTokenHashes).toHaveLength(1)
    const [mail] = await mailsTo(fields.email)
    expect(mail).toBeDefined()
    const ics = emlAttachment(mail!, 'text/calendar')
    expect(ics?.filename).toBe(`${event.slug}.ics`)
    // 09.00 WIB is 02.00 UTC.
    expect(icsTimes(ics!.content)).toEqual({ start: '20270131T020000Z', end: '20270131T040000Z' })
    const text = emlText(mail!)
    expect(text).toContain('https://zoom.example.test/j/123456')
    expect(text).toContain('09.00–11.00 WIB')
    expect(cancelTokenIn(mail!)).not.toBe('')
    // What the visitor typed is not repeated (no sending someone words from the firm's address).
    expect(text).not.toContain('dampak aturan baru')
    const page = await app.request(res.headers.get('location')!)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Pendaftaran diterima')
  })

  it('shows the form again with Indonesian messages and what was typed, storing nothing', async () => {
    const event = await makeEvent()
    const { res, body } = await send(event.slug, valid({ name: '', email: 'bukan-email', consent: '', questions: 'Pertanyaan saya tetap ada' }))
    expect(res.status).toBe(400)
    expect(body).toContain('Nama harus diisi')
    expect(body).toContain('Alamat email tidak valid')
    expect(body).toContain('Centang persetujuan ini agar kami dapat memproses pendaftaran Anda')
    expect(body).toContain('Pertanyaan saya tetap ada')
    expect(body).toContain('>Daftar</button>')
    expect(await registrationsOfEvent(event.id)).toHaveLength(0)
  })

  it('refuses a registration once it has closed, after the event, for a draft, and another site’s form', async () => {
    const closed = await makeEvent({ registrationClosesAt: '2026-01-02T00:00:00.000Z' })
    const over = await makeEvent({ startsAt: '2026-01-01T02:00:00.000Z', endsAt: '2026-01-01T04:00:00.000Z' })
    const draft = await makeEvent({ publishedAt: null })
    for (const event of [closed, over, draft]) {
      const { res, body } = await send(event.slug, valid())
      expect(res.status).toBe(409)
      expect(body).toContain('<h1>Pendaftaran ditutup</h1>')
      expect(await registrationsOfEvent(event.id)).toHaveLength(0)
    }
    const open = await makeEvent()
    expect((await send(open.slug, valid(), { origin: 'https://evil.example' })).res.status).toBe(403)
    expect((await send('tidak-ada', valid())).res.status).toBe(404)
  })

  it('keeps one registration per email: a second gets the same answer as anyone, and its owner an email', async () => {
    const event = await makeEvent({ capacity: 5 })
    const fields = valid({ email: 'dua.kali@example.test' })
    const first = await send(event.slug, fields)
    const second = await send(event.slug, { ...fields, email: 'Dua.Kali@Example.test' })
    const stranger = await send(event.slug, valid({ email: 'orang.lain@example.test' }))
    expect(second.res.headers.get('location')).toBe(first.res.headers.get('location'))
    expect(second.res.headers.get('location')).toBe(stranger.res.headers.get('location'))
    expect((await registrationsOfEvent(event.id)).filter((r) => r.emailKey === 'dua.kali@example.test')).toHaveLength(1)
    const mails = await mailsTo('dua.kali@example.test')
    expect(mails.map((eml) => emlText(eml)).join('\n')).toContain('Pendaftaran pertama tetap berlaku')
  })

  it('waitlists past capacity, and moves the first waiting registrant up when someone cancels (GET changes nothing, POST cancels)', async () => {
    const event = await makeEvent({ capacity: 1 })
    const a = valid({ email: 'pertama@example.test' })
    const b = valid({ email: 'kedua@example.test' })
    const c = valid({ email: 'ketiga@example.test' })
    expect((await send(event.slug, a)).res.headers.get('location')).toContain('status=confirmed')
    expect((await send(event.slug, b)).res.headers.get('location')).toContain('status=waitlisted')
    expect((await send(event.slug, c)).res.headers.get('location')).toContain('status=waitlisted')
    const waitMail = (await mailsTo('kedua@example.test'))[0]!
    expect(emlText(waitMail)).toContain('daftar tunggu')
    expect(emlText(waitMail)).not.toContain('zoom.example.test')
    expect(emlAttachment(waitMail, 'text/calendar')).toBeNull()

    const link = cancelTokenIn((await mailsTo('pertama@example.test'))[0]!)
    const confirmPage = await app.request(`/events/daftar/batal?t=${link}`)
    expect(confirmPage.status).toBe(200)
    expect(await confirmPage.text()).toContain('Batalkan pendaftaran')
    expect((await registrationsOfEvent(event.id)).find((r) => r.emailKey === 'pertama@example.test')?.state).toBe('confirmed')

    const cancelled = await app.request(`${TEST_ORIGIN}/events/daftar/batal`, { method: 'POST', headers: { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ t: link }) }, fromAddress(nextAddress()))
    expect(cancelled.status).toBe(200)
    expect(await cancelled.text()).toContain('Pendaftaran dibatalkan')
    const after = await registrationsOfEvent(event.id)
    expect(Object.fromEntries(after.map((r) => [r.emailKey, r.state]))).toEqual({ 'pertama@example.test': 'cancelled', 'kedua@example.test': 'confirmed', 'ketiga@example.test': 'waitlisted' })
    const moved = (await mailsTo('kedua@example.test')).map(emlText).join('\n')
    expect(moved).toContain('Kursi untuk Anda tersedia')
    expect(moved).toContain('https://zoom.example.test/j/123456')
    // Used again: already cancelled, nothing changes.
    const again = await app.request(`/events/daftar/batal?t=${link}`)
    expect(await again.text()).toContain('Pendaftaran dibatalkan')
    expect((await app.request('/events/daftar/batal?t=' + 'x'.repeat(43))).status).toBe(400)
  })

  it('gives each seat once when many register at the same moment', async () => {
    const event = await makeEvent({ capacity: 3 })
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => send(event.slug, valid({ email: `serentak${i}@example.test` }))))
    expect(results.every((r) => r.res.status === 303)).toBe(true)
    const list = await registrationsOfEvent(event.id)
    expect(list).toHaveLength(10)
    expect(list.filter((r) => r.state === 'confirmed')).toHaveLength(3)
    expect(new Set(list.map((r) => r.seat).filter(Boolean)).size).toBe(3)
    expect(list.filter((r) => r.state === 'waitlisted')).toHaveLength(7)
  })

  it('answers in English under /en, and the emails speak English', async () => {
    const event = await makeEvent({ titleEn: 'Data Protection Webinar' })
    const { res } = await send(event.slug, valid({ email: 'english@example.test' }), { lang: 'en' })
    expect(res.headers.get('location')).toBe(`/en/events/${event.slug}/daftar?status=confirmed`)
    const page = await app.request(res.headers.get('location')!)
    expect(await page.text()).toContain('Registration received')
    const text = emlText((await mailsTo('english@example.test'))[0]!)
    expect(text).toContain('Your registration is confirmed')
    expect(text).toContain('/en/events/daftar/batal?t=')
  })
})
