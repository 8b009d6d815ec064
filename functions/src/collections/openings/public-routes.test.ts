import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpeningData } from '../../../../shared/schemas/types'
import type { App } from '../../app'
import { exampleData } from '../../testing/example-data'
import { fixtures } from '../../testing/fixtures'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../../testing/test-backend'

const HOUR = 3_600_000

let backend: TestBackend
let app: App
let clock: TestClock

async function get(path: string) {
  const res = await app.request(path)
  return { res, html: await res.text() }
}

/** The JSON-LD nodes of a page, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((m) => [JSON.parse(m[1]!)].flat())
}

const DESCRIPTION = `<p>${'Mendampingi klien korporasi dalam transaksi, uji tuntas, dan penyusunan perjanjian. '.repeat(2)}</p><ul><li>Sarjana Hukum</li></ul>`

async function opening(data: Partial<OpeningData> & { title: string; slug: string }) {
  return backend.content.create('openings', exampleData('openings', { description: DESCRIPTION, location: 'Jakarta Selatan', ...data }), { actor: 'test' })
}

beforeAll(async () => {
  // 2026-06-15 10:00 in Jakarta.
  clock = new TestClock()
  backend = createTestBackend()
  app = createTestApp(backend, { now: clock.now })
  const f = fixtures(backend)
  await f.settings({ name: 'Firma Contoh' })
  await f.page('career', { careerIntro: 'Bergabunglah dengan kami.', careerBody: '<h2>Yang kami tawarkan</h2><p>Pelatihan dan pendampingan oleh partner setiap minggu, asuransi kesehatan, dan jam kerja yang fleksibel.</p>' })
  await f.office({ name: 'Kantor Jakarta', city: 'Jakarta Selatan', postalCode: '12190', address: ['Menara Contoh Lt. 18', 'Jl. Jenderal Sudirman Kav. 71'] })
  await opening({ title: 'Associate Korporasi', slug: 'associate-korporasi', employmentType: 'full-time', closesOn: '2026-07-31' })
  // Its last day is today: shown until midnight in Jakarta.
  await opening({ title: 'Magang Hukum', slug: 'magang-hukum', employmentType: 'internship', closesOn: '2026-06-15', location: 'Surabaya' })
  await opening({ title: 'Paralegal Lampau', slug: 'paralegal-lampau', closesOn: '2026-06-14' })
  await opening({ title: 'Partner Ditutup', slug: 'partner-ditutup', closesOn: '2026-12-31', status: 'closed' })
})
afterAll(async () => {
  await backend.cleanup()
})

describe('/career', () => {
  it('lists the open positions above the firm’s copy, soonest closing first, each linking to its page', async () => {
    const { res, html } = await get('/career')
    expect(res.status).toBe(200)
    const magang = html.indexOf('href="/career/magang-hukum"')
    const associate = html.indexOf('href="/career/associate-korporasi"')
    expect(magang).toBeGreaterThan(0)
    expect(associate).toBeGreaterThan(magang)
    expect(html.indexOf('Posisi yang dibuka')).toBeLessThan(html.indexOf('Yang kami tawarkan'))
    expect(html).toContain('Magang · Surabaya')
    expect(html).toMatch(/Lamaran diterima sampai <time dateTime="2026-07-31">31 Juli 2026<\/time>/i)
    expect(html).not.toContain('Paralegal Lampau')
    expect(html).not.toContain('Partner Ditutup')
  })

  it('shows one open opening with JSON-LD JobPosting carrying Google’s required properties', async () => {
    const { res, html } = await get('/career/associate-korporasi')
    expect(res.status).toBe(200)
    expect(html).toContain('<h1 id="opening-title">Associate Korporasi</h1>')
    expect(html).toContain('<li>Sarjana Hukum</li>')
    const posting = jsonLd(html).find((node) => node['@type'] === 'JobPosting')!
    expect(posting).toMatchObject({
      title: 'Associate Korporasi',
      description: DESCRIPTION,
      datePosted: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      validThrough: '2026-07-31T23:59:59+07:00',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Firma Contoh', sameAs: 'https://www.example.test/', logo: expect.stringMatching(/^http/) },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', streetAddress: 'Menara Contoh Lt. 18, Jl. Jenderal Sudirman Kav. 71', addressLocality: 'Jakarta Selatan', postalCode: '12190', addressCountry: 'ID' },
      },
      directApply: true,
    })
    for (const required of ['title', 'description', 'datePosted', 'hiringOrganization', 'jobLocation', 'validThrough', 'employmentType']) expect(posting[required], required).toBeTruthy()
    expect(jsonLd(html).find((node) => node['@type'] === 'BreadcrumbList')).toBeTruthy()
  })

  it('names the city alone where the firm has no office there', async () => {
    const posting = jsonLd((await get('/career/magang-hukum')).html).find((node) => node['@type'] === 'JobPosting')!
    expect(posting).toMatchObject({ employmentType: 'INTERN', jobLocation: { address: { addressLocality: 'Surabaya', addressCountry: 'ID' } } })
  })

  it('sets its facts, the way to its form and the other open openings beside its text', async () => {
    const { html } = await get('/career/associate-korporasi')
    const side = html.slice(html.indexOf('<aside'), html.indexOf('</aside>'))
    expect(side).toContain('Penuh waktu')
    expect(side).toContain('<time dateTime="2026-07-31">31 Juli 2026</time>')
    expect(side).toContain('href="#apply-heading"')
    expect(html).toContain('id="apply-heading"')
    expect(side).toContain('href="/career/magang-hukum"')
    expect(side).toContain('Magang · Surabaya')
    expect(side).not.toContain('href="/career/associate-korporasi"')
    expect(side).not.toContain('Paralegal Lampau')
    expect(side).not.toContain('Partner Ditutup')
  })

  it('answers 404 for a closed, a past or an unknown opening', async () => {
    for (const slug of ['partner-ditutup', 'paralegal-lampau', 'tidak-ada']) expect((await get(`/career/${slug}`)).res.status, slug).toBe(404)
  })

  it('lists open openings in the sitemap, and no other', async () => {
    const { html } = await get('/sitemap.xml')
    expect(html).toContain('/career/associate-korporasi</loc>')
    expect(html).toContain('/career/magang-hukum</loc>')
    expect(html).not.toContain('/career/paralegal-lampau')
    expect(html).not.toContain('/career/partner-ditutup')
  })

  it('an opening leaves the site by itself at the midnight after its closing day, cached pages included', async () => {
    expect((await get('/career/magang-hukum')).res.headers.get('x-render-cache')).toBe('HIT')
    // 23:59 in Jakarta: still its last day.
    clock.advance(13 * HOUR + 59 * 60_000)
    expect((await get('/career/magang-hukum')).res.status).toBe(200)
    expect((await get('/career')).html).toContain('Magang Hukum')
    clock.advance(60_000)
    expect((await get('/career/magang-hukum')).res.status).toBe(404)
    expect((await get('/career')).html).not.toContain('Magang Hukum')
    expect((await get('/career/associate-korporasi')).html, 'no longer among the other openings').not.toContain('/career/magang-hukum')
    expect((await get('/sitemap.xml')).html).not.toContain('/career/magang-hukum')
    expect((await get('/career')).html).toContain('Associate Korporasi')
  })

  it('escapes what staff typed', async () => {
    await opening({ title: '<script>alert(1)</script> Associate', slug: 'associate-xss', location: '<img src=x onerror=alert(1)>', closesOn: '2026-12-31' })
    const { html } = await get('/career/associate-xss')
    expect(html).not.toContain('<script>alert(1)</script>')
    expect(html).not.toContain('<img src=x')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Associate')
    const list = (await get('/career')).html
    expect(list).not.toContain('<script>alert(1)</script>')
  })
})
