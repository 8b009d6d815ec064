/**
 * Openings in English, as other content is (decision 30): an optional English title,
 * slug and description written in the form's English tab, flagged Perlu diperbarui when the
 * Indonesian changes after; /en/career lists the openings that have English, each at
 * /en/career/{slugEn} with its JobPosting in English, hreflang both ways and the language switch;
 * the English application form names the opening in English.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Application, Opening } from '../../../../shared/schemas/types'
import type { App } from '../../app'
import { fixtures, tinyPdf } from '../../testing/fixtures'
import { formBody } from '../../testing/form-bodies'
import { fromAddress, postForm, signIn, TEST_ORIGIN } from '../../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../../testing/test-backend'

const DESCRIPTION = `<p>${'Mendampingi klien korporasi dalam transaksi, uji tuntas, dan penyusunan perjanjian. '.repeat(2)}</p>`
const DESCRIPTION_EN = `<p>${'Advising corporate clients on transactions, due diligence and the drafting of agreements. '.repeat(2)}</p>`
const LIST = '/dashboard/openings'

let backend: TestBackend
let app: App
let clock: TestClock
let cookie: string

const get = async (path: string, headers: Record<string, string> = {}) => {
  const res = await app.request(`${TEST_ORIGIN}${path}`, { headers })
  return { res, html: await res.text() }
}
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((m) => [JSON.parse(m[1]!)].flat()) as Record<string, unknown>[]
const hreflangs = (html: string) => Object.fromEntries([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]))
const switchOf = (html: string) => /<a class="lang-switch" href="([^"]+)"/.exec(html)?.[1]
const stored = async (slug: string) => (await backend.content.query('openings', { where: [{ field: 'slug', op: '==', value: slug }] }))[0] as Opening

const fields = (overrides: Record<string, string> = {}) =>
  formBody('openings', { title: 'Associate Korporasi', slug: 'associate-korporasi', location: 'Jakarta Selatan', employmentType: 'full-time', description: DESCRIPTION, closesOn: '2026-07-31', status: 'open', ...overrides })
const english = { titleEn: 'Corporate Associate', slugEn: 'corporate-associate', descriptionEn: DESCRIPTION_EN }

beforeAll(async () => {
  clock = new TestClock()
  backend = createTestBackend({ now: clock.now })
  app = createTestApp(backend, { now: clock.now })
  const f = fixtures(backend)
  await f.settings({ name: 'Firma Contoh', email: 'kantor@example.test', careerEmail: 'karier@example.test' })
  await f.office({ name: 'Kantor Jakarta', city: 'Jakarta Selatan', postalCode: '12190', address: ['Menara Contoh Lt. 18'] })
  await backend.identity.createStaff({ email: 'hr@example.test', password: 'kata-sandi-hr', displayName: 'HR', role: 'hr' })
  cookie = await signIn(app, 'hr@example.test', 'kata-sandi-hr')
})
afterAll(() => backend.cleanup())

describe('an opening’s English version in Lowongan', () => {
  it('is optional: an opening in Indonesian alone is saved, and shown in the list as such', async () => {
    const res = await postForm(app, `${LIST}/create`, fields({ title: 'Magang Litigasi', slug: 'magang-litigasi', employmentType: 'internship' }), cookie)
    expect(res.status).toBe(303)
    expect((await stored('magang-litigasi')).titleEn).toBeNull()
  })

  it('once begun needs what the Indonesian needs, with the same messages', async () => {
    const res = await postForm(app, `${LIST}/create`, { ...fields(), titleEn: 'Corporate Associate' }, cookie)
    expect(res.status).toBe(400)
    const html = await res.text()
    expect(html).toContain('Slug harus diisi')
    expect(html).toContain('Deskripsi minimal')
  })

  it('is written in the English tab, saved beside the Indonesian, and marked EN in the list', async () => {
    const form = await get(`${LIST}/create`, { cookie })
    expect(form.html).toContain('Judul (English)')
    expect(form.html).toContain('Deskripsi (English)')
    const res = await postForm(app, `${LIST}/create`, { ...fields(), ...english }, cookie)
    expect(res.status).toBe(303)
    expect(await stored('associate-korporasi')).toMatchObject({ titleEn: 'Corporate Associate', slugEn: 'corporate-associate' })
    const list = await get(LIST, { cookie })
    expect(list.html).toMatch(/Associate Korporasi[\s\S]*?lang-mark-en/)
  })

  it('is flagged Perlu diperbarui after an Indonesian edit, until marked current', async () => {
    const opening = await stored('associate-korporasi')
    const edited = await postForm(app, `${LIST}/${opening.id}/edit`, { ...fields({ description: DESCRIPTION.replace('uji tuntas', 'uji tuntas hukum') }), ...english, version: String(opening.version) }, cookie)
    expect(edited.status).toBe(303)
    const form = await get(`${LIST}/${opening.id}/edit`, { cookie })
    expect(form.html).toContain('Perlu diperbarui')
    expect((await get(LIST, { cookie })).html).toContain('lang-stale')
    const after = await stored('associate-korporasi')
    const marked = await postForm(app, `${LIST}/${after.id}/translation-current`, { version: String(after.version) }, cookie)
    expect(marked.status).toBe(303)
    expect((await get(LIST, { cookie })).html).not.toContain('lang-stale')
  })
})

describe('the English career pages', () => {
  it('/en/career lists the openings with English, by their English titles, at their English addresses', async () => {
    const { html } = await get('/en/career')
    expect(html).toContain('<a href="/en/career/corporate-associate">Corporate Associate</a>')
    expect(html).not.toContain('Magang Litigasi')
    expect(html).not.toContain('Associate Korporasi')
  })

  it('/en/career/{slugEn} is the posting in English, its JobPosting in English, named both ways', async () => {
    const en = await get('/en/career/corporate-associate')
    expect(en.res.status).toBe(200)
    expect(en.html).toContain('<html lang="en">')
    expect(en.html).toContain('<h1 id="opening-title">Corporate Associate</h1>')
    expect(en.html).toContain('Advising corporate clients on transactions')
    expect(en.html).not.toContain('lang="id"><p>')
    expect(en.html).not.toContain('noindex')
    const posting = jsonLd(en.html).find((node) => node['@type'] === 'JobPosting')
    expect(posting).toMatchObject({ title: 'Corporate Associate', url: `${TEST_ORIGIN}/en/career/corporate-associate`, employmentType: 'FULL_TIME', validThrough: '2026-07-31T23:59:59+07:00' })
    expect(posting?.description).toContain('Advising corporate clients')
    const both = { id: `${TEST_ORIGIN}/career/associate-korporasi`, en: `${TEST_ORIGIN}/en/career/corporate-associate`, 'x-default': `${TEST_ORIGIN}/career/associate-korporasi` }
    expect(hreflangs(en.html)).toEqual(both)
    expect(switchOf(en.html)).toBe('/career/associate-korporasi')
    const id = await get('/career/associate-korporasi')
    expect(hreflangs(id.html)).toEqual(both)
    expect(switchOf(id.html)).toBe('/en/career/corporate-associate')
    expect(jsonLd(id.html).find((node) => node['@type'] === 'JobPosting')).toMatchObject({ title: 'Associate Korporasi', url: `${TEST_ORIGIN}/career/associate-korporasi` })
  })

  it('answers 404 at an Indonesian slug under /en, as a post does', async () => {
    expect((await get('/en/career/associate-korporasi')).res.status).toBe(404)
  })

  it('are in the sitemap with their alternates', async () => {
    const { html: xml } = await get('/sitemap.xml')
    expect(xml).toContain(`<loc>${TEST_ORIGIN}/en/career/corporate-associate</loc>`)
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${TEST_ORIGIN}/en/career/corporate-associate"/>`)
    expect(xml).not.toContain('/en/career/magang-litigasi')
  })

  it('the English application form names the opening in English, and the application reaches that opening', async () => {
    const { html } = await get('/en/career/corporate-associate')
    expect(html).toContain('Apply for Corporate Associate')
    expect(html).toContain('action="/en/career/apply"')
    expect(html).toContain('name="opening" value="associate-korporasi"')
    const token = ((await (await app.request(`${TEST_ORIGIN}/en/career/apply/token`)).json()) as { token: string }).token
    clock.advance(10_000)
    const body = new FormData()
    const sent = { opening: 'associate-korporasi', name: 'Jane Doe', email: 'jane@example.test', phone: '0812 3456 7890', linkedinUrl: '', coverLetter: '', consent: 'ya', website: '', formToken: token }
    for (const [name, value] of Object.entries(sent)) body.append(name, value)
    body.append('cv', new File([(await tinyPdf('CV Jane Doe')) as Uint8Array<ArrayBuffer>], 'CV Jane.pdf', { type: 'application/pdf' }))
    const res = await app.request(`${TEST_ORIGIN}/en/career/apply`, { method: 'POST', headers: { origin: TEST_ORIGIN, accept: 'text/html' }, body }, fromAddress('10.9.0.1'))
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/en/career/apply/thank-you')
    const [application] = (await backend.content.query('applications')) as Application[]
    expect(application).toMatchObject({ openingId: (await stored('associate-korporasi')).id, openingTitle: 'Associate Korporasi' })
  })

  it('follows an English slug change with a redirect from the old English address', async () => {
    const opening = await stored('associate-korporasi')
    const res = await postForm(app, `${LIST}/${opening.id}/edit`, { ...fields({ description: opening.description }), ...english, slugEn: 'corporate-and-capital-markets-associate', version: String(opening.version) }, cookie)
    expect(res.status).toBe(303)
    const moved = await app.request(`${TEST_ORIGIN}/en/career/corporate-associate`)
    expect(moved.status).toBe(301)
    expect(moved.headers.get('location')).toBe('/en/career/corporate-and-capital-markets-associate')
  })
})
