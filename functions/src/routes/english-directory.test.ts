/**
 * The English edition of practice areas, attorneys, categories and tags (decision 30):
 * `/en/practice-area` lists only areas with an English version, each at its English slug;
 * `/en/attorneys` lists every attorney (a firm never hides a lawyer), each field in English
 * where written, else the Indonesian text marked `lang="id"`; English post lists name and
 * filter categories and tags by their English names and slugs, falling back to the Indonesian.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Category, PracticeArea, Profile } from '../../../shared/schemas/types'
import type { App } from '../app'
import type { DataOf } from '../backends/ports'
import { fixtures } from '../testing/fixtures'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../testing/test-backend'

const BASE = 'https://www.example.test'

let backend: TestBackend
let app: App
let employment: PracticeArea
let tax: PracticeArea
let partner: Profile
let associate: Profile
let analysis: Category

/** A document's data without its metadata, to write it again with more fields. */
function dataOf<T extends { id: string; version: number; createdAt: string; updatedAt: string; updatedBy: string }>(doc: T) {
  const { id: _id, version: _version, createdAt: _createdAt, updatedAt: _updatedAt, updatedBy: _updatedBy, ...data } = doc
  return data
}

beforeAll(async () => {
  const clock = new TestClock()
  backend = createTestBackend({ now: clock.now })
  app = createTestApp(backend, { now: clock.now })
  const f = fixtures(backend)
  const store = backend.content
  const actor = 'test'
  const employmentId = await f.practiceArea('Hukum Ketenagakerjaan')
  employment = await store.update('practiceAreas', employmentId.id, {
    ...dataOf(employmentId),
    nameEn: 'Employment Law',
    slugEn: 'employment-law',
    summaryEn: 'Advice on hiring, contracts and disputes with employees.',
    descriptionEn: '<p>We advise employers on the whole employment relationship.</p>',
    publishedAtEn: employmentId.publishedAt,
  } as DataOf<'practiceAreas'>, { actor })
  tax = await f.practiceArea('Hukum Pajak')
  partner = await f.profile({
    name: 'Sari Wijaya',
    position: 'Partner Pengelola',
    positionEn: 'Managing Partner',
    bioEn: 'Sari advises employers on restructuring and industrial relations disputes before the courts of Indonesia.',
    languagesEn: ['Indonesian', 'English'],
    practiceAreaIds: [employment.id, tax.id],
  })
  associate = await f.profile({ name: 'Budi Santoso', position: 'Associate Senior', practiceAreaIds: [employment.id] })

  const analysisId = await f.category('Analisis Hukum')
  analysis = await store.update('categories', analysisId.id, { ...dataOf(analysisId), nameEn: 'Legal Analysis', slugEn: 'legal-analysis' }, { actor })
  const news = await f.category('Berita Firma')
  const taxTagId = await f.tag('Perpajakan')
  const taxTag = await store.update('tags', taxTagId.id, { ...dataOf(taxTagId), nameEn: 'Taxation', slugEn: 'taxation' }, { actor })
  const english = (slug: string) => ({ titleEn: `English ${slug}`, slugEn: slug, contentEn: '<p>English text of the post.</p>', excerptEn: 'In English.', publishedAtEn: '2026-06-01T01:00:00.000Z' })
  await f.blog({ title: 'Analisis PKWT', categoryId: analysis.id, tagIds: [taxTag.id], authorIds: [partner.id], publishedAt: '2026-06-01T01:00:00.000Z', ...english('fixed-term-analysis') })
  await f.blog({ title: 'Kabar kantor', categoryId: news.id, publishedAt: '2026-06-01T01:00:00.000Z', ...english('office-news') })
})
afterAll(() => backend.cleanup())

async function page(path: string) {
  const res = await app.request(`${BASE}${path}`)
  return { status: res.status, html: await res.text() }
}

const hreflangs = (html: string) => Object.fromEntries([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]))
const switchOf = (html: string) => /<a class="lang-switch" href="([^"]+)"/.exec(html)?.[1]

describe('/en/practice-area', () => {
  it('lists only the areas with an English version, in English, at their English addresses', async () => {
    const { status, html } = await page('/en/practice-area')
    expect(status).toBe(200)
    expect(html).toContain('<html lang="en">')
    expect(html).toContain('<h1>Practice areas</h1>')
    expect(html).toContain('href="/en/practice-area/employment-law">Employment Law</a>')
    expect(html).toContain('Advice on hiring, contracts and disputes with employees.')
    expect(html).not.toContain('Hukum Pajak')
    expect(html).not.toContain('Hukum Ketenagakerjaan')
    // The team: the English position where written, else the Indonesian one marked as such.
    expect(html).toContain(`<a href="/en/attorneys/${partner.slug}">Sari Wijaya</a><span>Managing Partner</span>`)
    expect(html).toContain(`<a href="/en/attorneys/${associate.slug}">Budi Santoso</a><span lang="id">Associate Senior</span>`)
    expect(html).toContain('href="/en/attorneys?area=employment-law"')
  })

  it('shows a translated area at its English slug, its versions named both ways', async () => {
    const en = await page('/en/practice-area/employment-law')
    expect(en.status).toBe(200)
    expect(en.html).toContain('<h1 id="area-title">Employment Law</h1>')
    expect(en.html).toContain('We advise employers on the whole employment relationship.')
    expect(en.html).toContain(`<link rel="canonical" href="${BASE}/en/practice-area/employment-law"`)
    const pair = { id: `${BASE}/practice-area/${employment.slug}`, en: `${BASE}/en/practice-area/employment-law`, 'x-default': `${BASE}/practice-area/${employment.slug}` }
    expect(hreflangs(en.html)).toEqual(pair)
    expect(switchOf(en.html)).toBe(`/practice-area/${employment.slug}`)
    expect(en.html).toContain(`"url":"${BASE}/en/practice-area/employment-law"`)
    expect(en.html).toContain('"inLanguage":"en"')
    // The team's cards lead to the English profiles.
    expect(en.html).toContain(`href="/en/attorneys/${partner.slug}"`)
    // Its contact form names the area as the form's handler finds it, by the Indonesian slug.
    expect(en.html).toContain(`name="target" value="practiceArea:${employment.slug}"`)

    const id = await page(`/practice-area/${employment.slug}`)
    expect(id.status).toBe(200)
    expect(hreflangs(id.html)).toEqual(pair)
    expect(switchOf(id.html)).toBe('/en/practice-area/employment-law')
  })

  it('answers 404 for an Indonesian slug under /en, and for an area without English', async () => {
    expect((await page(`/en/practice-area/${employment.slug}`)).status).toBe(404)
    expect((await page(`/en/practice-area/${tax.slug}`)).status).toBe(404)
  })

  it('has no English page for an untranslated area: its switch leads to the English list, which says so', async () => {
    const id = await page(`/practice-area/${tax.slug}`)
    expect(id.status).toBe(200)
    expect(hreflangs(id.html)).toEqual({})
    expect(switchOf(id.html)).toBe('/en/practice-area?untranslated=1')
    expect((await page('/en/practice-area?untranslated=1')).html).toContain('The page you opened is not available in English yet.')
    expect((await page('/en/practice-area')).html).not.toContain('not available in English')
  })

  it('offers the contact form’s practice areas by their English names on English pages', async () => {
    const en = await page('/en/contact-us')
    expect(en.html).toMatch(/<option value="[^"]+">Employment Law<\/option>/)
    const id = await page('/contact-us')
    expect(id.html).toMatch(/<option value="[^"]+">Hukum Ketenagakerjaan<\/option>/)
  })
})

describe('/en/attorneys', () => {
  it('lists every attorney, each position in English where written, else the Indonesian marked lang="id"', async () => {
    const { status, html } = await page('/en/attorneys')
    expect(status).toBe(200)
    expect(html).toContain('<h1>Our lawyers</h1>')
    expect(html).toContain('<p class="attorney-card-position">Managing Partner</p>')
    expect(html).toContain('<p class="attorney-card-position" lang="id">Associate Senior</p>')
    expect(html).toContain('2 lawyers')
    // The filter offers the areas with an English version, by their English slugs.
    expect(html).toContain('<option value="employment-law">Employment Law</option>')
    expect(html).not.toContain('Hukum Pajak')
    expect(hreflangs(html)).toEqual({ id: `${BASE}/attorneys`, en: `${BASE}/en/attorneys`, 'x-default': `${BASE}/attorneys` })
  })

  it('filters by the English slug of an area, its versions named by each language’s slug', async () => {
    const en = await page('/en/attorneys?area=employment-law')
    expect(en.status).toBe(200)
    expect(en.html).toContain('<h1>Lawyers in Employment Law</h1>')
    expect(hreflangs(en.html)).toEqual({
      id: `${BASE}/attorneys?area=${employment.slug}`,
      en: `${BASE}/en/attorneys?area=employment-law`,
      'x-default': `${BASE}/attorneys?area=${employment.slug}`,
    })
    expect((await page(`/en/attorneys?area=${employment.slug}`)).status).toBe(404)
    expect((await page(`/en/attorneys?area=${tax.slug}`)).status).toBe(404)
    const id = await page(`/attorneys?area=${tax.slug}`)
    expect(id.status).toBe(200)
    expect(switchOf(id.html)).toBe('/en/attorneys?untranslated=1')
  })

  it('shows an attorney at the same slug in both languages, each field in English where written', async () => {
    const en = await page(`/en/attorneys/${partner.slug}`)
    expect(en.status).toBe(200)
    expect(en.html).toContain('<p class="profile-position">Managing Partner</p>')
    expect(en.html).toContain('<div class="prose"><p>Sari advises employers')
    expect(en.html).toContain('<p>Indonesian, English</p>')
    // Education and admissions were not written in English: Indonesian, marked so.
    expect(en.html).toContain('<ul lang="id"><li>Sarjana Hukum, Universitas Indonesia (2010)</li></ul>')
    expect(en.html).toContain('<h2 id="education-title">Education</h2>')
    // Only the areas with an English version, at their English pages.
    expect(en.html).toContain('<a href="/en/practice-area/employment-law">Employment Law</a>')
    expect(en.html).not.toContain('Hukum Pajak')
    const pair = { id: `${BASE}/attorneys/${partner.slug}`, en: `${BASE}/en/attorneys/${partner.slug}`, 'x-default': `${BASE}/attorneys/${partner.slug}` }
    expect(hreflangs(en.html)).toEqual(pair)
    expect(en.html).toContain(`"url":"${BASE}/en/attorneys/${partner.slug}"`)
    expect(en.html).toContain('"jobTitle":"Managing Partner"')

    const id = await page(`/attorneys/${partner.slug}`)
    expect(id.html).toContain('<p class="profile-position">Partner Pengelola</p>')
    expect(id.html).not.toContain('lang="id"><li>')
    expect(hreflangs(id.html)).toEqual(pair)
  })

  it('shows an attorney without any English: the Indonesian text, marked lang="id"', async () => {
    const en = await page(`/en/attorneys/${associate.slug}`)
    expect(en.status).toBe(200)
    expect(en.html).toContain('<p class="profile-position" lang="id">Associate Senior</p>')
    expect(en.html).toContain('<div class="prose" lang="id">')
  })
})

describe('categories and tags on English lists', () => {
  it('names categories in English on English cards, the one without English in Indonesian marked lang="id"', async () => {
    const { html } = await page('/en/blogs')
    expect(html).toContain('<span>Legal Analysis</span>')
    expect(html).toContain('<span lang="id">Berita Firma</span>')
    expect(html).not.toContain('>Analisis Hukum<')
    expect(html).toContain('<option value="legal-analysis">Legal Analysis</option>')
    expect(html).toContain('<option value="taxation">Taxation</option>')
  })

  it('filters by the English slug of a category or tag, by the Indonesian one only where there is no English', async () => {
    const filtered = await page('/en/blogs?category=legal-analysis')
    expect(filtered.status).toBe(200)
    expect(filtered.html).toContain('English fixed-term-analysis')
    expect(filtered.html).not.toContain('English office-news')
    expect(hreflangs(filtered.html)).toEqual({
      id: `${BASE}/blogs?category=${analysis.slug}`,
      en: `${BASE}/en/blogs?category=legal-analysis`,
      'x-default': `${BASE}/blogs?category=${analysis.slug}`,
    })
    expect((await page(`/en/blogs?category=${analysis.slug}`)).status).toBe(404)
    expect((await page('/en/blogs?category=berita-firma')).status).toBe(200)
    const tagged = await page('/en/blogs?tag=taxation')
    expect(tagged.status).toBe(200)
    expect(tagged.html).toContain('English fixed-term-analysis')
    expect((await page('/en/blogs?tag=perpajakan')).status).toBe(404)
    // The Indonesian list keeps the Indonesian names and slugs.
    const id = await page(`/blogs?category=${analysis.slug}`)
    expect(id.status).toBe(200)
    expect(id.html).toContain('<span>Analisis Hukum</span>')
  })
})
