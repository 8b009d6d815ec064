/**
 * Acara end to end on the embedded backend: staff add events in the dashboard (drafts and
 * published, messages in Indonesian for what the form refuses), /events lists upcoming ones
 * first and past ones with their recordings, an event's page shows its time in WIB, its place,
 * speakers, areas and regulations, the registration section or "Pendaftaran ditutup", in both
 * editions, with schema.org Event; the sitemap, the search, the home page and the area's page
 * carry it; a draft is public nowhere, and the join link is in no public response or record.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { EVENT_MSG } from '../../../../shared/collections/events'
import type { EventDoc, PracticeArea, Profile, Regulation } from '../../../../shared/schemas/types'
import type { App } from '../../app'
import { exampleData } from '../../testing/example-data'
import { fixtures } from '../../testing/fixtures'
import { formBody } from '../../testing/form-bodies'
import { postForm, signIn, TEST_ORIGIN } from '../../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../../testing/test-backend'

/** The join link: only registrants' email may carry it. */
const JOIN = 'https://us02web.zoom.us/j/99911122233'
const JOIN_ID = '99911122233'
/** A past event's slides. */
const SLIDES = Buffer.from('%PDF-1.4\n% materi\n%%EOF\n')

let backend: TestBackend
let app: App
let cookie: string
let speaker: Profile
let area: PracticeArea
let regulation: Regulation
let clock: TestClock

const page = async (path: string, headers: Record<string, string> = {}) => {
  const res = await app.request(`${TEST_ORIGIN}${path}`, { headers })
  return { status: res.status, html: await res.text() }
}
const bySlug = async (slug: string) => ((await backend.content.query('events', { where: [{ field: 'slug', op: '==', value: slug }] })) as EventDoc[])[0]!
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].flatMap((m) => JSON.parse(m[1]!) as object | object[]).flat() as Record<string, unknown>[]

// The clock: 2026-06-15 10:00 WIB.
const EVENT = {
  title: 'Webinar Pelindungan Data Pribadi',
  titleEn: 'Personal Data Protection Webinar',
  slug: 'webinar-pdp',
  kind: 'webinar',
  startsAt: '2026-07-01T09:00',
  endsAt: '2026-07-01T11:00',
  mode: 'online',
  platform: 'Zoom',
  joinUrl: JOIN,
  language: 'id',
  capacity: '300',
  description: '<p>Kewajiban pengendali data menurut UU PDP, dari dasar pemrosesan sampai pemberitahuan kegagalan pelindungan data pribadi kepada subjek data.</p>',
  descriptionEn: '<p>What the PDP Law asks of data controllers, from a lawful basis for processing to notifying data subjects of a failure to protect their personal data.</p>',
  intent: 'publish',
}

beforeAll(async () => {
  clock = new TestClock()
  backend = createTestBackend({ now: clock.now })
  app = createTestApp(backend, { now: clock.now })
  await backend.identity.createStaff({ email: 'editor@example.test', password: 'kata-sandi-editor', displayName: 'Editor', role: 'editor' })
  cookie = await signIn(app, 'editor@example.test', 'kata-sandi-editor')
  const f = fixtures(backend)
  await f.settings({ name: 'Firma Contoh', email: 'kantor@example.test' })
  area = await f.practiceArea('Teknologi dan Data')
  speaker = await f.profile({ name: 'Rina Kusuma', position: 'Partner' })
  regulation = await backend.content.create('regulations', exampleData('regulations', { type: 'UU', number: '27', year: '2022', title: 'Pelindungan Data Pribadi', slug: 'uu-27-2022', issuer: 'DPR dan Presiden' }), { actor: 'test' })
  const create = (fields: Record<string, string | string[]>) => postForm(app, '/dashboard/acara/create', formBody('events', { cover: '', slidesFile: '', coverAlt: '', coverAltEn: '', ...fields }), cookie)
  expect((await create({ ...EVENT, speakerIds: speaker.id, practiceAreaIds: area.id, regulationIds: regulation.id, guestSpeakers: 'Dr. Hendra Wijaya, Komisioner' })).status).toBe(303)
  // In person, its registration closed a day before it starts.
  expect(
    (
      await create({
        ...EVENT,
        title: 'Seminar Arbitrase di Jakarta',
        titleEn: '',
        descriptionEn: '',
        slug: 'seminar-arbitrase',
        kind: 'seminar',
        mode: 'inPerson',
        platform: '',
        joinUrl: '',
        venue: 'Ruang Serbaguna Firma',
        address: 'Jl. Jenderal Sudirman Kav. 71, Jakarta',
        mapUrl: 'https://www.google.com/maps/search/?api=1&query=-6.2268,106.8088',
        startsAt: '2026-06-20T09:00',
        endsAt: '2026-06-20T12:00',
        registrationClosesAt: '2026-06-14T17:00',
      })
    ).status,
  ).toBe(303)
  expect((await create({ ...EVENT, title: 'Briefing Rahasia Draf', titleEn: '', descriptionEn: '', slug: 'draf-acara', intent: 'draft' })).status).toBe(303)
  // Over, with its recording and slides (stored directly: past dates are no form's concern).
  await backend.files.put('publications/materi-workshop.pdf', SLIDES, 'application/pdf')
  await backend.content.create(
    'events',
    exampleData('events', {
      title: 'Workshop Kontrak Kerja',
      slug: 'workshop-kontrak-kerja',
      kind: 'workshop',
      startsAt: '2026-05-01T02:00:00.000Z',
      endsAt: '2026-05-01T05:00:00.000Z',
      mode: 'online',
      platform: 'Zoom',
      joinUrl: 'https://us02web.zoom.us/j/55500011122',
      recordingUrl: 'https://video.example.com/workshop-kontrak-kerja',
      cover: null,
      slidesFile: { path: 'publications/materi-workshop.pdf', contentType: 'application/pdf', size: SLIDES.length, originalName: 'materi-workshop.pdf' },
      publishedAt: '2026-04-01T00:00:00.000Z',
    }),
    { actor: 'test' },
  )
})
afterAll(() => backend.cleanup())

describe('Acara in the dashboard', () => {
  it('is in the menu as Acara, its list with kind, start in WIB, mode and status', async () => {
    const { html } = await page('/dashboard/acara', { cookie })
    expect(html).toContain('<a href="/dashboard/acara" aria-current="page">Acara</a>')
    for (const text of ['Webinar Pelindungan Data Pribadi', 'Webinar', 'Seminar', 'Daring (Zoom)', 'Luring', 'Draf', 'Terbit', 'WIB']) expect(html).toContain(text)
  })

  it('stores the times typed in WIB as instants, the join link as typed, a draft without a publication date', async () => {
    const event = await bySlug('webinar-pdp')
    expect(event).toMatchObject({ startsAt: '2026-07-01T02:00:00.000Z', endsAt: '2026-07-01T04:00:00.000Z', joinUrl: JOIN, capacity: 300, speakerIds: [speaker.id], guestSpeakers: ['Dr. Hendra Wijaya, Komisioner'] })
    expect(event.publishedAt).toBe('2026-06-15T03:00:00.000Z')
    expect((await bySlug('draf-acara')).publishedAt).toBeNull()
  })

  it('refuses an end before the start, an online event without platform, links that are not https and a capacity that is no whole number, each in Indonesian', async () => {
    const res = await postForm(
      app,
      '/dashboard/acara/create',
      formBody('events', { ...EVENT, slug: 'salah', cover: '', slidesFile: '', coverAlt: '', coverAltEn: '', endsAt: '2026-07-01T08:00', platform: '', joinUrl: 'http://zoom.us/j/1', recordingUrl: 'javascript:alert(1)', capacity: '2,5' }),
      cookie,
    )
    expect(res.status).toBe(400)
    const html = await res.text()
    for (const message of [EVENT_MSG.endsBeforeStart, EVENT_MSG.platformRequired, EVENT_MSG.joinUrl, EVENT_MSG.recordingUrl, EVENT_MSG.capacity]) expect(html).toContain(message.replace(/&/g, '&amp;'))
  })

  it('asks an in-person event for its place and address', async () => {
    const res = await postForm(app, '/dashboard/acara/create', formBody('events', { ...EVENT, slug: 'tanpa-tempat', cover: '', slidesFile: '', coverAlt: '', coverAltEn: '', mode: 'inPerson', venue: '', address: '' }), cookie)
    expect(res.status).toBe(400)
    const html = await res.text()
    expect(html).toContain(EVENT_MSG.venueRequired)
    expect(html).toContain(EVENT_MSG.addressRequired)
  })
})

describe('/events and /events/{slug}', () => {
  it('lists upcoming events soonest first, then past ones with their recordings; no draft', async () => {
    const { status, html } = await page('/events')
    expect(status).toBe(200)
    expect(html.indexOf('Seminar Arbitrase di Jakarta')).toBeGreaterThan(-1)
    expect(html.indexOf('Seminar Arbitrase di Jakarta')).toBeLessThan(html.indexOf('Webinar Pelindungan Data Pribadi'))
    expect(html.indexOf('Acara sebelumnya')).toBeLessThan(html.indexOf('Workshop Kontrak Kerja'))
    expect(html.indexOf('Webinar Pelindungan Data Pribadi')).toBeLessThan(html.indexOf('Acara sebelumnya'))
    expect(html).not.toContain('Briefing Rahasia Draf')
  })

  it('shows an online event in WIB with the visitor’s time left to the script, its speakers, area, regulation and the registration section', async () => {
    const { status, html } = await page('/events/webinar-pdp')
    expect(status).toBe(200)
    expect(html).toContain('Rabu, 1 Juli 2026, 09.00–11.00 WIB')
    expect(html).toContain('data-local-time="2026-07-01T02:00:00.000Z 2026-07-01T04:00:00.000Z"')
    expect(html).toContain('Daring via Zoom')
    expect(html).toContain('href="/attorneys/rina-kusuma"')
    expect(html).toContain('<strong>Dr. Hendra Wijaya</strong><span>Komisioner</span>')
    expect(html).toContain(`href="/practice-area/${area.slug}"`)
    expect(html).toContain('href="/regulations/uu-27-2022"')
    expect(html).toMatch(/<section id="daftar"[^>]*>\s*<h2 id="daftar-title">Daftar<\/h2>/)
    expect(html).not.toContain('Pendaftaran ditutup')
  })

  it('shows an in-person event’s venue with its map, and “Pendaftaran ditutup” once registration closed', async () => {
    const { html } = await page('/events/seminar-arbitrase')
    expect(html).toContain('Ruang Serbaguna Firma')
    expect(html).toContain('href="https://www.google.com/maps/search/?api=1&amp;query=-6.2268,106.8088"')
    expect(html).toContain('Pendaftaran ditutup')
    expect(html).toContain('id="daftar"')
  })

  it('offers a past event’s recording and slides instead of registration, the slides served as a PDF in both editions', async () => {
    const { html } = await page('/events/workshop-kontrak-kerja')
    expect(html).toContain('href="https://video.example.com/workshop-kontrak-kerja"')
    expect(html).toContain('href="/events/workshop-kontrak-kerja/slides"')
    expect(html).not.toContain('id="daftar"')
    const slides = await app.request(`${TEST_ORIGIN}/events/workshop-kontrak-kerja/slides`)
    expect(slides.status).toBe(200)
    expect(slides.headers.get('content-type')).toBe('application/pdf')
    expect(Buffer.from(await slides.arrayBuffer())).toEqual(SLIDES)
    // A draft's, or an event without slides: none.
    expect((await app.request(`${TEST_ORIGIN}/events/webinar-pdp/slides`)).status).toBe(404)
    expect((await app.request(`${TEST_ORIGIN}/events/draf-acara/slides`)).status).toBe(404)
  })

  it('describes the event as schema.org Event: online, scheduled, its page as the virtual location, free, by the firm, with its speakers', async () => {
    const { html } = await page('/events/webinar-pdp')
    const event = jsonLd(html).find((block) => block['@type'] === 'Event')
    expect(event).toMatchObject({
      name: 'Webinar Pelindungan Data Pribadi',
      startDate: '2026-07-01T09:00:00+07:00',
      endDate: '2026-07-01T11:00:00+07:00',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'VirtualLocation', url: `${TEST_ORIGIN}/events/webinar-pdp` },
      offers: { '@type': 'Offer', price: 0, priceCurrency: 'IDR', availability: 'https://schema.org/InStock' },
      organizer: { '@type': 'LegalService', name: 'Firma Contoh' },
    })
    expect(event!.performer).toEqual(expect.arrayContaining([expect.objectContaining({ '@type': 'Person', name: 'Rina Kusuma' }), expect.objectContaining({ name: 'Dr. Hendra Wijaya' })]))
    const seminar = jsonLd((await page('/events/seminar-arbitrase')).html).find((block) => block['@type'] === 'Event')
    expect(seminar).toMatchObject({
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'Ruang Serbaguna Firma', address: { '@type': 'PostalAddress', streetAddress: 'Jl. Jenderal Sudirman Kav. 71, Jakarta', addressCountry: 'ID' } },
      offers: { availability: 'https://schema.org/SoldOut' },
    })
  })

  it('answers in English under /en with the same slug, for events written in English', async () => {
    const { status, html } = await page('/en/events/webinar-pdp')
    expect(status).toBe(200)
    expect(html).toContain('Personal Data Protection Webinar')
    expect(html).toContain('Wednesday, 1 July 2026, 09:00–11:00 WIB')
    expect(html).toContain('Online via Zoom')
    expect(html).toMatch(/<h2 id="daftar-title">Register<\/h2>/)
    const list = await page('/en/events')
    expect(list.status).toBe(200)
    expect(list.html).toContain('Personal Data Protection Webinar')
    expect(list.html).not.toContain('Seminar Arbitrase di Jakarta')
    expect((await page('/en/events/seminar-arbitrase')).status).toBe(404)
  })

  it('keeps a draft off every public page: its address answers 404', async () => {
    expect((await page('/events/draf-acara')).status).toBe(404)
    expect((await page('/en/events/draf-acara')).status).toBe(404)
  })

  it('is in the sitemap, the draft not', async () => {
    const { html } = await page('/sitemap.xml')
    for (const path of ['/events', '/events/webinar-pdp', '/en/events/webinar-pdp', '/events/seminar-arbitrase']) expect(html).toContain(`${TEST_ORIGIN}${path}</loc>`)
    expect(html).not.toContain('draf-acara')
    expect(html).not.toContain(`${TEST_ORIGIN}/en/events/seminar-arbitrase</loc>`)
  })

  it('shows the next events on the home page and on the linked practice area’s page', async () => {
    const home = await page('/')
    expect(home.html).toContain('Acara mendatang')
    expect(home.html).toContain('href="/events/seminar-arbitrase"')
    const areaPage = await page(`/practice-area/${area.slug}`)
    expect(areaPage.html).toContain('href="/events/webinar-pdp"')
    expect(areaPage.html).not.toContain('href="/events/seminar-arbitrase"')
  })
})

describe('the join link', () => {
  it('is in no public response: lists, pages, JSON-LD, the sitemap, the search page, the home and area pages', async () => {
    const paths = ['/', '/en', '/events', '/en/events', '/events/webinar-pdp', '/en/events/webinar-pdp', '/events/workshop-kontrak-kerja', '/sitemap.xml', '/search?q=webinar', '/en/search?q=webinar', `/practice-area/${area.slug}`, '/blogs/feed.xml']
    for (const path of paths) {
      const { html } = await page(path)
      expect(html, path).not.toContain(JOIN_ID)
      expect(html, path).not.toContain('55500011122')
    }
  })

  it('is in no search record, public or staff, while the event is found by its title', async () => {
    for (const index of ['public', 'public-en', 'staff'] as const) {
      const { hits } = await backend.search.search(index, { q: index === 'public-en' ? 'Personal Data Protection Webinar' : 'Webinar Pelindungan Data Pribadi', perPage: 20 })
      expect(hits.map((hit) => hit.record.docId), index).toContain((await bySlug('webinar-pdp')).id)
      expect(JSON.stringify(hits), index).not.toContain(JOIN_ID)
    }
    const { hits } = await backend.search.search('public', { q: 'Briefing Rahasia Draf', perPage: 20 })
    expect(hits.map((hit) => hit.record.title)).not.toContain('Briefing Rahasia Draf')
  })
})

describe('editing an event', () => {
  it('shows what was saved in the form: times in WIB, the capacity, the join link for staff', async () => {
    const event = await bySlug('webinar-pdp')
    const { html } = await page(`/dashboard/acara/${event.id}/edit`, { cookie })
    expect(html).toContain('2026-07-01T09:00')
    expect(html).toMatch(/name="capacity"[^>]*value="300"|value="300"[^>]*name="capacity"/)
    expect(html).toContain(JOIN)
  })
})

describe("an event's Peraturan terkait", () => {
  it('suggests Tautkan for the regulations its description cites and leaves unticked, as a post form does', async () => {
    const yayasan = await backend.content.create('regulations', exampleData('regulations', { type: 'UU', number: '16', year: '2001', title: 'Yayasan', slug: 'uu-16-2001-acara' }), { actor: 'test' })
    const event = await backend.content.create(
      'events',
      exampleData('events', { title: 'Webinar Tata Kelola Yayasan', slug: 'webinar-yayasan', description: '<p>Tata kelola yayasan pendidikan menurut UU No. 16 Tahun 2001 tentang Yayasan bagi pengurus dan pembina.</p>', regulationIds: [] }),
      { actor: 'test' },
    )
    const { html } = await page(`/dashboard/acara/${event.id}/edit`, { cookie })
    expect(html).toContain('Tautkan UU No. 16 Tahun 2001')
    expect(html).toContain(`"id":"${yayasan.id}","label":"Yayasan","detail":"UU No. 16 Tahun 2001","mentionKey":"UU:16:2001","suggested":true`)
    const linked = await backend.content.create(
      'events',
      exampleData('events', { title: 'Webinar Tata Kelola Yayasan II', slug: 'webinar-yayasan-2', description: '<p>Tata kelola yayasan pendidikan menurut UU No. 16 Tahun 2001 tentang Yayasan bagi pengurus dan pembina.</p>', regulationIds: [yayasan.id] }),
      { actor: 'test' },
    )
    const again = await page(`/dashboard/acara/${linked.id}/edit`, { cookie })
    expect(again.html).not.toContain('Tautkan UU No. 16 Tahun 2001')
  })
})

describe('a renamed or deleted event', () => {
  it('sends its old address to the new one, and answers 410 once in Sampah', async () => {
    const event = await bySlug('seminar-arbitrase')
    const form = formBody('events', { ...EVENT, title: 'Seminar Arbitrase di Jakarta', titleEn: '', descriptionEn: '', slug: 'seminar-arbitrase-jakarta', kind: 'seminar', mode: 'inPerson', platform: '', joinUrl: '', venue: 'Ruang Serbaguna Firma', address: 'Jl. Jenderal Sudirman Kav. 71, Jakarta', startsAt: '2026-06-20T09:00', endsAt: '2026-06-20T12:00', cover: '', slidesFile: '', coverAlt: '', coverAltEn: '', version: String(event.version) })
    expect((await postForm(app, `/dashboard/acara/${event.id}/edit`, form, cookie)).status).toBe(303)
    const moved = await app.request(`${TEST_ORIGIN}/events/seminar-arbitrase`)
    expect(moved.status).toBe(301)
    expect(moved.headers.get('location')).toContain('/events/seminar-arbitrase-jakarta')
    const renamed = await bySlug('seminar-arbitrase-jakarta')
    expect((await postForm(app, `/dashboard/acara/${renamed.id}/delete`, { version: String(renamed.version) }, cookie)).status).toBe(303)
    expect((await page('/events/seminar-arbitrase-jakarta')).status).toBe(410)
  })
})

describe('the clock alone', () => {
  it('closes registration on a cached page when the event starts, and takes it off the upcoming list once over', async () => {
    // Rendered now, kept in the render cache.
    expect((await page('/events/webinar-pdp')).html).not.toContain('Pendaftaran ditutup')
    clock.time = new Date('2026-07-01T02:30:00.000Z')
    expect((await page('/events/webinar-pdp')).html).toContain('Pendaftaran ditutup')
    clock.time = new Date('2026-07-01T05:00:00.000Z')
    // Over, without a recording yet: no longer listed (a past event is listed for what it left).
    expect((await page('/events')).html).not.toContain('Webinar Pelindungan Data Pribadi')
  })
})

describe('/events at a firm’s archive: past events a page at a time', () => {
  /** Past events, each with its recording, a week apart: three pages of nine, the last with two. */
  const PAST = 20
  let archive: TestBackend
  let archiveApp: App
  const get = async (path: string) => {
    const res = await archiveApp.request(`${TEST_ORIGIN}${path}`)
    return { status: res.status, html: await res.text() }
  }
  const titles = (html: string) => [...html.matchAll(/Arsip acara nomor (\d+)\b/g)].map((m) => Number(m[1]))
  const rangeLink = (html: string) => /<p class="error-range">[\s\S]*?<a href="([^"]+)"/.exec(html)?.[1]

  beforeAll(async () => {
    const archiveClock = new TestClock()
    archive = createTestBackend({ now: archiveClock.now })
    archiveApp = createTestApp(archive, { now: archiveClock.now })
    await fixtures(archive).settings({ name: 'Firma Contoh', email: 'kantor@example.test' })
    const day = (n: number, hour: number) => new Date(Date.parse('2026-06-01T00:00:00.000Z') - n * 7 * 86_400_000 + hour * 3_600_000).toISOString()
    const event = (n: number, publishedAt: string | null, extra: Record<string, unknown> = {}) =>
      exampleData('events', { title: `Arsip acara nomor ${n}`, titleEn: `Event archive number ${n}`, slug: `arsip-acara-${n}`, startsAt: day(n, 2), endsAt: day(n, 4), recordingUrl: `https://video.example.com/${n}`, cover: null, slidesFile: null, publishedAt, ...extra })
    for (let n = 1; n <= PAST; n++) await archive.content.create('events', event(n, '2025-01-01T00:00:00.000Z'), { actor: 'test' })
    // Between them, past events that left nothing to watch or read: never listed, and no page
    // is short for them (the list's query leaves them out, and its count).
    for (const n of [1, 3, 5, 9]) {
      await archive.content.create('events', { ...event(n, '2025-01-01T00:00:00.000Z'), title: `Tanpa rekaman ${n}`, slug: `tanpa-rekaman-${n}`, startsAt: day(n, 1), endsAt: day(n, 3), recordingUrl: '' }, { actor: 'test' })
    }
    // Neither counts: a draft that has ended, and one published only after the clock's now.
    await archive.content.create('events', event(PAST + 1, null), { actor: 'test' })
    await archive.content.create('events', event(PAST + 2, '2027-01-01T00:00:00.000Z'), { actor: 'test' })
    // One to come: on the first page only.
    await archive.content.create('events', event(0, '2026-06-01T00:00:00.000Z', { title: 'Acara mendatang nomor nol', startsAt: '2026-07-01T02:00:00.000Z', endsAt: '2026-07-01T04:00:00.000Z' }), { actor: 'test' })
  })
  afterAll(() => archive.cleanup())

  it('shows the upcoming events and the latest nine past ones on page 1, with the post lists’ page links', async () => {
    const { status, html } = await get('/events')
    expect(status).toBe(200)
    expect(html).toContain('Acara mendatang nomor nol')
    expect(titles(html)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(html).toContain('<nav class="pagination"')
    expect(html).toContain('href="/events?page=2" rel="next"')
    expect(html).toContain('href="/events?page=3"')
  })

  it('lists the next past ones on page 2 and the last two on page 3, without the upcoming section, each page its own address', async () => {
    const second = await get('/events?page=2')
    expect(second.status).toBe(200)
    expect(titles(second.html)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18])
    expect(second.html).not.toContain('Acara mendatang nomor nol')
    expect(second.html).toContain('href="/events" rel="prev"')
    expect(second.html).toMatch(/<title>Acara \(halaman 2\)/)
    expect(second.html).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/events?page=2"`)
    expect(titles((await get('/events?page=3')).html)).toEqual([19, 20])
  })

  it('answers a page past the end as the post lists do: 404 with a link to the last page, in both languages', async () => {
    const past = await get('/events?page=4')
    expect(past.status).toBe(404)
    expect(rangeLink(past.html)).toBe('/events?page=3')
    expect((await get('/events?page=0')).status).toBe(404)
    const english = await get('/en/events?page=9')
    expect(english.status).toBe(404)
    expect(rangeLink(english.html)).toBe('/en/events?page=3')
  })

  it('reads no page past the end: its 404 reads the count alone, as Firestore bills an offset as every document it skips', async () => {
    archiveApp.cache.clear()
    const query = vi.spyOn(archive.content, 'query')
    try {
      for (const path of ['/events?page=4', '/events?page=999999', '/en/events?page=99']) expect((await get(path)).status, path).toBe(404)
      expect(query.mock.calls.filter(([collection, q]) => collection === 'events' && q?.offset !== undefined)).toEqual([])
      // A page that exists is read, by offset.
      expect((await get('/en/events?page=3')).status).toBe(200)
      expect(query.mock.calls.filter(([collection, q]) => collection === 'events' && q?.offset !== undefined).map(([, q]) => q!.offset)).toEqual([18])
    } finally {
      query.mockRestore()
    }
  })

  it('drops a past event from both lists once its recording is removed, and from /en once its English is', async () => {
    const [twenty] = await archive.content.query('events', { where: [{ field: 'slug', op: '==', value: 'arsip-acara-20' }] })
    const [nineteen] = await archive.content.query('events', { where: [{ field: 'slug', op: '==', value: 'arsip-acara-19' }] })
    const data = (doc: typeof twenty) => {
      const { id: _i, version: _v, createdAt: _c, updatedAt: _u, updatedBy: _b, ...rest } = doc!
      return rest
    }
    await archive.content.update('events', twenty!.id, { ...data(twenty), recordingUrl: '' } as never, { actor: 'test' })
    await archive.content.update('events', nineteen!.id, { ...data(nineteen), titleEn: '', descriptionEn: '', coverAltEn: '' } as never, { actor: 'test' })
    archiveApp.cache.clear()
    try {
      expect(titles((await get('/events?page=3')).html)).toEqual([19])
      expect((await get('/en/events?page=3')).status).toBe(404)
      const english = (await get('/en/events?page=2')).html
      expect([...english.matchAll(/Event archive number (\d+)\b/g)].map((m) => Number(m[1]))).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18])
    } finally {
      await archive.content.update('events', twenty!.id, data(twenty) as never, { actor: 'test' })
      await archive.content.update('events', nineteen!.id, data(nineteen) as never, { actor: 'test' })
      archiveApp.cache.clear()
    }
  })

  it('leaves out a past event without its English version on /en only, every page still full', async () => {
    const clock = new TestClock()
    const backend = createTestBackend({ now: clock.now })
    try {
      const app = createTestApp(backend, { now: clock.now })
      await fixtures(backend).settings({ name: 'Firma Contoh', email: 'kantor@example.test' })
      // Twelve past events with their recordings, the 2nd, 5th and 8th without English.
      for (let n = 1; n <= 12; n++) {
        const englishFields = [2, 5, 8].includes(n) ? { titleEn: '', descriptionEn: '', coverAltEn: '' } : { titleEn: `English event ${n}` }
        const at = (hour: number) => new Date(Date.parse('2026-06-01T00:00:00.000Z') - n * 86_400_000 + hour * 3_600_000).toISOString()
        const data = exampleData('events', { title: `Acara lampau ${n}`, slug: `acara-lampau-${n}`, startsAt: at(2), endsAt: at(4), recordingUrl: `https://video.example.com/${n}`, cover: null, slidesFile: null, publishedAt: '2025-01-01T00:00:00.000Z', ...englishFields })
        await backend.content.create('events', data, { actor: 'test' })
      }
      const page = async (path: string) => (await app.request(`${TEST_ORIGIN}${path}`)).text()
      const english = await page('/en/events')
      expect([...english.matchAll(/English event (\d+)\b/g)].map((m) => Number(m[1]))).toEqual([1, 3, 4, 6, 7, 9, 10, 11, 12])
      expect(english).not.toContain('<nav class="pagination"')
      const indonesian = await page('/events?page=2')
      expect([...indonesian.matchAll(/Acara lampau (\d+)\b/g)].map((m) => Number(m[1]))).toEqual([10, 11, 12])
    } finally {
      await backend.cleanup()
    }
  })

  it('pages the English list the same way under /en', async () => {
    const first = await get('/en/events')
    expect(first.html).toContain('href="/en/events?page=2" rel="next"')
    const second = await get('/en/events?page=2')
    expect(second.status).toBe(200)
    expect([...second.html.matchAll(/Event archive number (\d+)\b/g)].map((m) => Number(m[1]))).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18])
    expect(second.html).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/en/events?page=2"`)
  })
})
