/**
 * The firm's own pages in English: /en, /en/about, /en/career (and its openings),
 * /en/contact-us with its form, /en/privacy and the English 404. Each answers in English, names
 * its Indonesian page both ways (`hreflang`), reads the pages' and settings' English copy, and
 * shows what has none in Indonesian, marked `lang="id"` (decision 30).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../app'
import { exampleData } from '../testing/example-data'
import { fixtures } from '../testing/fixtures'
import { SETTINGS_ID, settingsFormValues } from '../../../shared/collections/settings'
import { fromAddress, postForm, signIn, TEST_ORIGIN } from '../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../testing/test-backend'

const BASE = TEST_ORIGIN

let backend: TestBackend
let app: App
let clock: TestClock

beforeAll(async () => {
  clock = new TestClock()
  backend = createTestBackend()
  app = createTestApp(backend, { now: clock.now })
  const f = fixtures(backend)
  await f.settings({
    name: 'Firma Contoh',
    email: 'kantor@example.test',
    tagline: 'Mitra hukum bisnis Anda',
    taglineEn: 'Your business law partner',
    shortDescription: 'Kantor hukum korporasi di Jakarta.',
    shortDescriptionEn: 'A corporate law firm in Jakarta.',
    disclaimer: 'Isi situs ini bukan nasihat hukum.',
    foundingYear: '2004',
  })
  await f.office({ name: 'Kantor Jakarta', city: 'Jakarta Selatan', postalCode: '12190', address: ['Menara Contoh Lt. 18'], hoursNote: 'Tutup pada hari libur nasional.', openMo: '08:30', closeMo: '17:30', openTu: '08:30', closeTu: '17:30', openWe: '08:30', closeWe: '17:30', openTh: '08:30', closeTh: '17:30', openFr: '08:30', closeFr: '17:30' })
  await f.page('home', {
    heroHeading: 'Pendamping hukum bisnis Anda',
    heroHeadingEn: 'Counsel for your business',
    heroLead: 'Kami mendampingi perusahaan nasional dan multinasional.',
    heroLeadEn: 'We advise national and multinational companies.',
    primaryLabel: 'Hubungi kami',
    primaryLabelEn: 'Contact us',
    primaryPath: '/contact-us',
    figure1Value: '20+',
    figure1Label: 'tahun berpraktik',
    figure1LabelEn: 'years in practice',
    figure2Value: '8',
    figure2Label: 'bidang praktik',
  })
  await f.page('about', {
    aboutIntro: 'Kami firma hukum korporasi.',
    aboutIntroEn: 'We are a corporate law firm.',
    aboutBody: '<p>Sejarah panjang kami dimulai di Jakarta dan berlanjut hingga kini bersama klien kami.</p>',
    aboutBodyEn: '',
    value1Title: 'Integritas',
    value1Text: 'Kami jujur kepada klien.',
    value1TitleEn: 'Integrity',
    value1TextEn: 'We are honest with our clients.',
  })
  await f.page('career', { careerIntro: 'Bergabunglah dengan kami.', careerIntroEn: 'Join us.', careerBody: '<p>Pelatihan setiap minggu dan jam kerja yang fleksibel bagi semua associate.</p>' })
  await f.page('contact', { contactIntro: 'Ceritakan kebutuhan Anda.', contactIntroEn: 'Tell us what you need.' })
  await backend.content.create(
    'openings',
    exampleData('openings', {
      title: 'Associate Korporasi',
      slug: 'associate-korporasi',
      location: 'Jakarta Selatan',
      employmentType: 'full-time',
      closesOn: '2026-07-31',
      titleEn: 'Corporate Associate',
      slugEn: 'corporate-associate',
      descriptionEn: '<p>We are looking for an associate for our corporate team, advising on mergers and acquisitions.</p>',
    }),
    { actor: 'test' },
  )
  await backend.content.create('openings', exampleData('openings', { title: 'Magang Litigasi', slug: 'magang-litigasi', location: 'Jakarta Selatan', employmentType: 'internship', closesOn: '2026-08-31' }), { actor: 'test' })
})
afterAll(() => backend.cleanup())

async function get(path: string) {
  const res = await app.request(`${BASE}${path}`)
  return { status: res.status, html: await res.text() }
}

const hreflangs = (html: string) => Object.fromEntries([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]))

/** Each page in English and its Indonesian counterpart, with a line of English interface text. */
const PAGES = [
  { en: '/en', id: '/', text: 'Latest insights' },
  { en: '/en/about', id: '/about', text: 'Our values' },
  { en: '/en/career', id: '/career', text: 'Open positions' },
  { en: '/en/contact-us', id: '/contact-us', text: 'Send us a message' },
  { en: '/en/privacy', id: '/privacy', text: 'How long we keep your data' },
]

describe('the firm’s pages in English', () => {
  for (const { en, id, text } of PAGES) {
    it(`${en} answers in English and names ${id} both ways`, async () => {
      const english = await get(en)
      expect(english.status).toBe(200)
      expect(english.html).toContain('<html lang="en">')
      expect(english.html).toContain(text)
      const pair = { id: `${BASE}${id}`, en: `${BASE}${en}`, 'x-default': `${BASE}${id}` }
      expect(hreflangs(english.html)).toEqual(pair)
      const indonesian = await get(id)
      expect(indonesian.status).toBe(200)
      expect(indonesian.html).toContain('<html lang="id">')
      expect(indonesian.html).not.toContain(text)
      expect(hreflangs(indonesian.html)).toEqual(pair)
    })
  }

  it('/en shows the home page’s English copy, its buttons leading to English pages, the rest marked Indonesian', async () => {
    const { html } = await get('/en')
    expect(html).toContain('Counsel for your business</h1>')
    expect(html).toContain('We advise national and multinational companies.')
    expect(html).toMatch(/<a class="button" href="\/en\/contact-us">Contact us<\/a>/)
    expect(html).toContain('years in practice')
    // A figure without English keeps its Indonesian words, marked so.
    expect(html).toContain('<span lang="id">bidang praktik</span>')
    expect(html).toContain('Law firm in Jakarta Selatan since 2004')
    // The settings' English slogan and description; the disclaimer has none, so it is marked.
    expect(html).toContain('<title>Firma Contoh | Your business law partner</title>')
    expect(html).toContain('<meta name="description" content="A corporate law firm in Jakarta."')
    expect(html).toContain('<span lang="id">Isi situs ini bukan nasihat hukum.</span>')
    expect(html).not.toContain('Pendamping hukum bisnis Anda')
  })

  it('/en/about reads the English fields, falling back to Indonesian per field, marked', async () => {
    const { html } = await get('/en/about')
    expect(html).toContain('<h1>About Firma Contoh</h1>')
    expect(html).toContain('We are a corporate law firm.')
    expect(html).toContain('<div class="prose" lang="id"><p>Sejarah panjang kami')
    expect(html).toContain('<h3>Integrity</h3>')
    expect(html).toContain('<meta name="description" content="We are a corporate law firm."')
  })

  it('/en/career lists the openings that have an English version, by their English titles', async () => {
    const { html } = await get('/en/career')
    expect(html).toContain('<h1>Careers at Firma Contoh</h1>')
    expect(html).toContain('Join us.')
    expect(html).toContain('<div class="prose section-tight" lang="id">')
    expect(html).toContain('<a href="/en/career/corporate-associate">Corporate Associate</a>')
    expect(html).toContain('Full-time · Jakarta Selatan')
    expect(html).toMatch(/Applications close on(<!-- -->)? <time dateTime="2026-07-31">31 July 2026<\/time>/)
    expect(html).toContain('action="/en/career/apply"')
    // An opening without English is not on the English list, as a post without English is not.
    expect(html).not.toContain('Magang Litigasi')
  })

  it('an opening without English has no English page; its switch leads to the English list, which says so', async () => {
    expect((await get('/en/career/magang-litigasi')).status).toBe(404)
    const id = await get('/career/magang-litigasi')
    expect(id.html).toMatch(/class="lang-switch" href="\/en\/career\?untranslated=1"/)
    expect(hreflangs(id.html)).toEqual({})
    const list = await get('/en/career?untranslated=1')
    expect(list.html).toContain('not available in English yet')
  })

  it('/en/contact-us has the English form, posting to /en/contact-us, with the office hours in English', async () => {
    const { html } = await get('/en/contact-us')
    expect(html).toContain('<h1>Contact us</h1>')
    expect(html).toContain('Tell us what you need.')
    expect(html).toContain('action="/en/contact-us"')
    expect(html).toContain('>Name</label>')
    expect(html).toContain('href="/en/privacy">Privacy Notice</a>')
    expect(html).toContain('Monday – Friday')
    expect(html).toContain('08:30 – 17:30')
    expect(html).toContain('<p lang="id">Tutup pada hari libur nasional.</p>')
  })

  it('/en/privacy is the notice in English, naming the law by its Indonesian title too', async () => {
    const { html } = await get('/en/privacy')
    expect(html).toContain('<h1>Privacy Notice</h1>')
    expect(html).toContain('Law No. 27 of 2022 on Personal Data Protection')
    expect(html).toContain('<span lang="id">Undang-Undang Nomor 27 Tahun 2022')
    expect(html).toContain('mailto:kantor@example.test')
  })
})

describe('the contact form in English, without scripts', () => {
  async function post(fields: Record<string, string>) {
    const res = await app.request(`${BASE}/contact-us/token`)
    const { token } = (await res.json()) as { token: string }
    clock.advance(5_000)
    return app.request(
      `${BASE}/en/contact-us`,
      {
        method: 'POST',
        headers: { origin: BASE, 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
        body: new URLSearchParams({ website: '', target: '', formToken: token, ...fields }),
      },
      fromAddress('10.15.0.1'),
    )
  }

  it('sends, then thanks in English', async () => {
    const res = await post({ name: 'Jane Doe', email: 'jane@example.test', message: 'We need advice on a supply contract dispute with a partner.', consent: 'ya' })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/en/contact-us/thank-you')
    const thanks = await get('/en/contact-us/thank-you')
    expect(thanks.status).toBe(200)
    expect(thanks.html).toContain('<html lang="en">')
    expect(thanks.html).toContain('Thank you, your message has been sent')
    expect(await backend.content.query('inquiries', {})).toHaveLength(1)
  })

  it('shows a refused form again in English, its messages included', async () => {
    const res = await post({ name: '', email: 'jane@example.test', message: 'Too short', consent: '' })
    expect(res.status).toBe(400)
    const html = await res.text()
    expect(html).toContain('<html lang="en">')
    expect(html).toContain('Please check your message')
    expect(html).toContain('<p class="field-error" id="retry-name-error" data-error-for="name">Please enter your name</p>')
    expect(html).toContain('<p class="field-error" id="retry-message-error" data-error-for="message">Your message needs at least 20 characters</p>')
    expect(html).toContain('>Your message has not been sent: please check the marked fields.</div>')
    expect(html).toContain('action="/en/contact-us"')
  })
})

describe('errors in English', () => {
  it('answers an unknown /en path with the English 404 page', async () => {
    const { status, html } = await get('/en/anything-unknown')
    expect(status).toBe(404)
    expect(html).toContain('<html lang="en">')
    expect(html).toContain('Page not found: /en/anything-unknown')
    expect(html).toContain('could not be found')
    expect(html).toContain('<a href="/en">Back to the home page</a>')
  })

  it('keeps the Indonesian 404 Indonesian', async () => {
    const { status, html } = await get('/anything-unknown')
    expect(status).toBe(404)
    expect(html).toContain('<html lang="id">')
    expect(html).toContain('Kembali ke beranda')
  })
})

describe('the English copy as staff save it', () => {
  it('keeps what Halaman and Pengaturan Situs save in English, shown on the English pages at once', async () => {
    await backend.identity.createStaff({ email: 'admin@example.test', password: 'kata-sandi-admin', displayName: 'Admin', role: 'admin' })
    const cookie = await signIn(app, 'admin@example.test', 'kata-sandi-admin')
    const contact = (await backend.content.get('pages', 'contact'))!
    const saved = await postForm(app, '/dashboard/pages/contact', { contactIntro: 'Kami membalas dalam satu hari kerja.', contactIntroEn: 'We reply within one working day.', version: String(contact.version) }, cookie)
    expect(saved.status).toBe(303)
    expect(await backend.content.get('pages', 'contact')).toMatchObject({ contactIntro: 'Kami membalas dalam satu hari kerja.', contactIntroEn: 'We reply within one working day.' })
    expect((await get('/en/contact-us')).html).toContain('We reply within one working day.')
    expect((await get('/contact-us')).html).toContain('Kami membalas dalam satu hari kerja.')

    const settings = (await backend.content.get('settings', SETTINGS_ID))!
    const form = { ...settingsFormValues(settings), disclaimerEn: 'Nothing on this site is legal advice.', version: String(settings.version) }
    const res = await postForm(app, '/dashboard/settings', form as Record<string, string | string[]>, cookie)
    expect(res.status).toBe(303)
    const { html } = await get('/en')
    expect(html).toContain('<span>Nothing on this site is legal advice.</span>')
    expect((await get('/')).html).toContain('<span>Isi situs ini bukan nasihat hukum.</span>')
  })
})
