/**
 * Status acara (docs/events.md): staff mark an event Ditunda or Dibatalkan in its form; its page
 * says so at the top in both editions, its registration is closed with that sentence, /events
 * labels its card, its schema.org Event carries the status, and the home page no longer lists it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EventDoc } from '../../../../shared/schemas/types'
import type { App } from '../../app'
import { fixtures } from '../../testing/fixtures'
import { formBody } from '../../testing/form-bodies'
import { fromAddress, postForm, signIn, TEST_ORIGIN } from '../../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../../testing/test-backend'

let backend: TestBackend
let app: App
let cookie: string
let clock: TestClock

const page = async (path: string, headers: Record<string, string> = {}) => {
  const res = await app.request(`${TEST_ORIGIN}${path}`, { headers })
  return { status: res.status, html: await res.text() }
}
const bySlug = async (slug: string) => ((await backend.content.query('events', { where: [{ field: 'slug', op: '==', value: slug }] })) as EventDoc[])[0]!
const eventLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].flatMap((m) => JSON.parse(m[1]!) as object | object[]).flat().find((b) => (b as Record<string, unknown>)['@type'] === 'Event') as Record<string, unknown>

// The clock: 2026-06-15 10:00 WIB; both events a fortnight later.
const EVENT = {
  title: 'Webinar Pelindungan Data Pribadi',
  titleEn: 'Personal Data Protection Webinar',
  slug: 'webinar-pdp',
  kind: 'webinar',
  startsAt: '2026-07-01T09:00',
  endsAt: '2026-07-01T11:00',
  mode: 'online',
  platform: 'Zoom',
  joinUrl: 'https://us02web.zoom.us/j/99911122233',
  language: 'id',
  capacity: '0',
  description: '<p>Kewajiban pengendali data menurut UU PDP, dari dasar pemrosesan sampai pemberitahuan kegagalan pelindungan data pribadi kepada subjek data.</p>',
  descriptionEn: '<p>What the PDP Law asks of data controllers, from a lawful basis for processing to notifying data subjects of a failure to protect their personal data.</p>',
  intent: 'publish',
}
const save = (path: string, fields: Record<string, string>) => postForm(app, path, formBody('events', { cover: '', slidesFile: '', coverAlt: '', coverAltEn: '', ...EVENT, ...fields }), cookie)

beforeAll(async () => {
  clock = new TestClock()
  backend = createTestBackend({ now: clock.now })
  app = createTestApp(backend, { now: clock.now })
  await backend.identity.createStaff({ email: 'editor@example.test', password: 'kata-sandi-editor', displayName: 'Editor', role: 'editor' })
  cookie = await signIn(app, 'editor@example.test', 'kata-sandi-editor')
  await fixtures(backend).settings({ name: 'Firma Contoh', email: 'kantor@example.test' })
  expect((await save('/dashboard/acara/create', { eventStatus: 'cancelled' })).status).toBe(303)
  expect((await save('/dashboard/acara/create', { slug: 'seminar-ditunda', title: 'Seminar Arbitrase Ditunda', titleEn: 'Postponed Arbitration Seminar', eventStatus: 'postponed' })).status).toBe(303)
  expect((await save('/dashboard/acara/create', { slug: 'briefing-terjadwal', title: 'Briefing Klien Terjadwal', titleEn: 'Scheduled Client Briefing' })).status).toBe(303)
})
afterAll(() => backend.cleanup())

describe('Status acara in the dashboard', () => {
  it('is a field of the form, stored as chosen, Terjadwal when left as it is', async () => {
    expect((await bySlug('webinar-pdp')).eventStatus).toBe('cancelled')
    expect((await bySlug('seminar-ditunda')).eventStatus).toBe('postponed')
    expect((await bySlug('briefing-terjadwal')).eventStatus).toBe('scheduled')
    const { html } = await page(`/dashboard/acara/${(await bySlug('webinar-pdp')).id}/edit`, { cookie })
    expect(html).toContain('Status acara')
    for (const label of ['Terjadwal', 'Ditunda', 'Dibatalkan']) expect(html).toContain(label)
    expect(html).toMatch(/value="cancelled"[^>]*(checked|selected)|(checked|selected)[^>]*value="cancelled"/)
  })
})

describe('a cancelled or postponed event on the public pages', () => {
  it('says so at the top and where the form was, in Indonesian and English, and takes no registration', async () => {
    const cancelled = await page('/events/webinar-pdp')
    expect(cancelled.html).toContain('<strong>Acara ini dibatalkan.</strong>')
    expect(cancelled.html).not.toContain('name="consent"')
    expect((await page('/en/events/webinar-pdp')).html).toContain('This event is cancelled.')
    const postponed = await page('/events/seminar-ditunda')
    expect(postponed.html).toContain('Acara ini ditunda; jadwal baru akan diumumkan.')
    expect(postponed.html).not.toContain('name="consent"')
    expect((await page('/en/events/seminar-ditunda')).html).toContain('This event is postponed; the new date will be announced.')
    const scheduled = await page('/events/briefing-terjadwal')
    expect(scheduled.html).toContain('name="consent"')
    expect(scheduled.html).not.toContain('event-status-notice')
  })

  it('refuses a registration sent anyway with the same sentence, in both languages', async () => {
    const send = async (path: string) => {
      const formToken = ((await (await app.request('/contact-us/token')).json()) as { token: string }).token
      clock.advance(5_000)
      const body = new URLSearchParams({ name: 'Sari Wijaya', email: 'sari@example.test', consent: 'ya', website: '', formToken })
      const res = await app.request(`${TEST_ORIGIN}${path}`, { method: 'POST', headers: { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' }, body }, fromAddress('10.9.0.1'))
      return { status: res.status, html: await res.text() }
    }
    const id = await send('/events/webinar-pdp/daftar')
    expect(id.status).toBe(409)
    expect(id.html).toContain('Acara ini dibatalkan.')
    const en = await send('/en/events/seminar-ditunda/daftar')
    expect(en.status).toBe(409)
    expect(en.html).toContain('This event is postponed; the new date will be announced.')
    expect(await backend.content.query('registrations')).toEqual([])
  })

  it('labels the card on /events and /en/events', async () => {
    const list = await page('/events')
    expect(list.html).toContain('badge event-status-cancelled">Dibatalkan</span>')
    expect(list.html).toContain('badge event-status-postponed">Ditunda</span>')
    expect((await page('/en/events')).html).toContain('badge event-status-cancelled">Cancelled</span>')
  })

  it('gives schema.org eventStatus: cancelled, postponed, scheduled', async () => {
    expect(eventLd((await page('/events/webinar-pdp')).html)).toMatchObject({ eventStatus: 'https://schema.org/EventCancelled', offers: { availability: 'https://schema.org/SoldOut' } })
    expect(eventLd((await page('/en/events/seminar-ditunda')).html)).toMatchObject({ eventStatus: 'https://schema.org/EventPostponed' })
    expect(eventLd((await page('/events/briefing-terjadwal')).html)).toMatchObject({ eventStatus: 'https://schema.org/EventScheduled', offers: { availability: 'https://schema.org/InStock' } })
  })

  it('is not among the home page’s upcoming events, the scheduled one is', async () => {
    const home = await page('/')
    expect(home.html).toContain('href="/events/briefing-terjadwal"')
    expect(home.html).not.toContain('href="/events/webinar-pdp"')
    expect(home.html).not.toContain('href="/events/seminar-ditunda"')
  })

  it('reads an event stored before the field as Terjadwal: its page open for registration, scheduled in JSON-LD', async () => {
    const event = await bySlug('briefing-terjadwal')
    const { id, version, createdAt: _c, updatedAt: _u, updatedBy: _b, eventStatus: _s, ...old } = event
    await backend.content.update('events', id, old as typeof event, { actor: 'test', expectedVersion: version })
    expect((await bySlug('briefing-terjadwal')).eventStatus).toBeUndefined()
    const { status, html } = await page('/events/briefing-terjadwal')
    expect(status).toBe(200)
    expect(html).toContain('name="consent"')
    expect(eventLd(html)).toMatchObject({ eventStatus: 'https://schema.org/EventScheduled' })
    expect((await page('/')).html).toContain('href="/events/briefing-terjadwal"')
  })
})
