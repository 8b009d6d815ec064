/**
 * Structured data of every public page type, read as a search engine reads it: each
 * <script type="application/ld+json"> block of the rendered page parses, and carries the fields
 * Google's rich results ask for (Article, Person, LocalBusiness, BreadcrumbList).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../app'
import { fixtures } from '../testing/fixtures'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../testing/test-backend'
import { headline, institutionOf } from './json-ld'

const BASE = 'https://www.example.test'
const DAY = 86_400_000

type Ld = Record<string, any>

let backend: TestBackend
let app: App
let clock: TestClock
const FIRM_NAME = 'Adiwarsa Lubis & Rekan'
const WEEKDAYS = { openMo: '08:30', closeMo: '17:30', openTu: '08:30', closeTu: '17:30', openWe: '08:30', closeWe: '17:30', openTh: '08:30', closeTh: '17:30', openFr: '08:30', closeFr: '17:30' }
const slugs = { blog: '', longBlog: '', publication: '', attorney: '', category: '' }

/** The JSON-LD blocks of a page, parsed (a block that does not parse fails the test). */
async function structuredData(path: string): Promise<Ld[]> {
  const res = await app.request(`${BASE}${path}`)
  expect(res.status, path).toBe(200)
  const html = await res.text()
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!)
  expect(blocks.length, `${path} has structured data`).toBeGreaterThan(0)
  return blocks.map((block) => {
    // Nothing in the block can end the script element early.
    expect(block).not.toMatch(/<\/script/i)
    return JSON.parse(block) as Ld
  })
}

const ofType = (blocks: Ld[], type: string) => {
  const found = blocks.filter((b) => b['@type'] === type)
  expect(found, `one ${type}`).toHaveLength(1)
  return found[0]!
}

const isAbsoluteUrl = (value: unknown) => typeof value === 'string' && /^https:\/\/www\.example\.test\//.test(value)
const isIsoInstant = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(value)

function expectBreadcrumbs(blocks: Ld[], names: string[], lastPath: string) {
  const list = ofType(blocks, 'BreadcrumbList')
  expect(list['@context']).toBe('https://schema.org')
  const items = list.itemListElement as Ld[]
  expect(items.map((item) => item.name)).toEqual(names)
  items.forEach((item, index) => {
    expect(item['@type']).toBe('ListItem')
    expect(item.position).toBe(index + 1)
    expect(isAbsoluteUrl(item.item), String(item.item)).toBe(true)
  })
  expect(items.at(-1)!.item).toBe(`${BASE}${lastPath}`)
}

function expectFirm(firm: Ld) {
  expect(firm['@context']).toBe('https://schema.org')
  expect(firm['@id']).toBe(`${BASE}/#firm`)
  expect(firm.name).toBe(FIRM_NAME)
  expect(firm.legalName).toBe('Kantor Hukum Adiwarsa Lubis & Rekan')
  expect(firm.url).toBe(`${BASE}/`)
  // The main office's number, in E.164 as stored.
  expect(firm.telephone).toBe('+622150887700')
  expect(firm.email).toBe('kantor@example.test')
  expect(firm.foundingDate).toBe('2004')
  expect(isAbsoluteUrl(firm.image)).toBe(true)
  expect(firm.logo).toMatchObject({ '@type': 'ImageObject', width: 64, height: 36 })
  expect(isAbsoluteUrl(firm.logo.url)).toBe(true)
  expect(firm.address).toEqual({
    '@type': 'PostalAddress',
    streetAddress: 'Menara Adiwarsa, Lantai 18, Jl. Jenderal Sudirman Kav. 71',
    addressLocality: 'Jakarta Selatan',
    addressRegion: 'DKI Jakarta',
    postalCode: '12190',
    addressCountry: 'ID',
  })
  expect(firm.geo).toMatchObject({ '@type': 'GeoCoordinates', latitude: -6.2268, longitude: 106.8088 })
  expect(firm.openingHoursSpecification).toEqual([
    { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:30', closes: '17:30' },
  ])
  expect(firm.sameAs).toEqual(['https://www.linkedin.com/company/alr'])
  // Every office is a location, in its order, each with its own phone and hours.
  expect(firm.location).toEqual([
    expect.objectContaining({ '@type': 'Place', name: 'Kantor Jakarta', telephone: '+622150887700', address: firm.address }),
    {
      '@type': 'Place',
      name: 'Kantor Surabaya',
      telephone: '+62315551234',
      address: { '@type': 'PostalAddress', streetAddress: 'Jl. Basuki Rahmat 8', addressLocality: 'Surabaya', postalCode: '60271', addressCountry: 'ID' },
      openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '09:00', closes: '12:00' }],
    },
  ])
}

beforeAll(async () => {
  clock = new TestClock()
  backend = createTestBackend()
  app = createTestApp(backend, { now: clock.now })
  const f = fixtures(backend)
  await f.settings({
    name: FIRM_NAME,
    legalName: 'Kantor Hukum Adiwarsa Lubis & Rekan',
    email: 'kantor@example.test',
    foundingYear: '2004',
    linkedinUrl: 'https://www.linkedin.com/company/alr',
    shareImage: null,
  })
  await f.office({
    name: 'Kantor Surabaya',
    address: ['Jl. Basuki Rahmat 8'],
    city: 'Surabaya',
    region: '',
    postalCode: '60271',
    phone: '+62315551234',
    email: '',
    openMo: '',
    closeMo: '',
    openTu: '',
    closeTu: '',
    openWe: '',
    closeWe: '',
    openTh: '',
    closeTh: '',
    openFr: '',
    closeFr: '',
    openSa: '09:00',
    closeSa: '12:00',
    main: false,
    sortOrder: 2,
  })
  await f.office({
    name: 'Kantor Jakarta',
    address: ['Menara Adiwarsa, Lantai 18', 'Jl. Jenderal Sudirman Kav. 71'],
    city: 'Jakarta Selatan',
    region: 'DKI Jakarta',
    postalCode: '12190',
    phone: '+622150887700',
    latitude: -6.2268,
    longitude: 106.8088,
    ...WEEKDAYS,
    main: true,
    sortOrder: 1,
  })
  const category = await f.category('Analisis Hukum')
  const tag = await f.tag('Pajak')
  const area = await f.practiceArea('Korporasi dan Komersial')
  const budi = await f.profile({ name: 'Budi Santoso', position: 'Partner', practiceAreaIds: [area.id] })
  const citra = await f.profile({ name: 'Citra Lestari', position: 'Senior Associate', linkedinUrl: '' })
  const daysAgo = (n: number) => new Date(clock.time.getTime() - n * DAY).toISOString()
  const blog = await f.blog({
    // A title that would close the script element if it were not escaped.
    title: 'Catatan hukum tentang </script><script>alert(1)</script> pajak',
    slug: 'catatan-pajak',
    categoryId: category.id,
    tagIds: [tag.id],
    authorIds: [budi.id, citra.id],
    publishedAt: daysAgo(3),
  })
  const long = await f.blog({
    title:
      'Panduan lengkap kewajiban pelaporan transaksi keuangan mencurigakan bagi penyedia jasa keuangan, pedagang aset kripto, dan profesi tertentu',
    slug: 'panduan-panjang',
    categoryId: category.id,
    publishedAt: daysAgo(2),
  })
  const publication = await f.publication({ title: 'Buletin Hukum Ketenagakerjaan Edisi Juni', categoryId: category.id, authorIds: [citra.id], publishedAt: daysAgo(1) })
  slugs.blog = blog.slug
  slugs.longBlog = long.slug
  slugs.publication = publication.slug
  slugs.attorney = budi.slug
  slugs.category = category.slug
}, 60_000)

afterAll(async () => {
  await backend?.cleanup()
})

describe('structured data (JSON-LD) per page type', () => {
  it('home: the firm as a LegalService, and the WebSite', async () => {
    const blocks = await structuredData('/')
    const firm = ofType(blocks, 'LegalService')
    expectFirm(firm)
    expect(firm.knowsAbout).toEqual(['Korporasi dan Komersial'])
    const site = ofType(blocks, 'WebSite')
    expect(site).toMatchObject({ name: FIRM_NAME, url: `${BASE}/`, inLanguage: 'id-ID' })
  })

  it('static pages and practice areas: the firm and their breadcrumbs', async () => {
    for (const [path, name] of [
      ['/about', 'Tentang Kami'],
      ['/career', 'Karier'],
      ['/contact-us', 'Kontak'],
      ['/practice-area', 'Bidang Praktik'],
    ] as const) {
      const blocks = await structuredData(path)
      expectFirm(ofType(blocks, 'LegalService'))
      expectBreadcrumbs(blocks, ['Beranda', name], path)
    }
  })

  it('list pages: breadcrumbs to the list', async () => {
    expectBreadcrumbs(await structuredData('/blogs'), ['Beranda', 'Blog'], '/blogs')
    expectBreadcrumbs(await structuredData('/publications'), ['Beranda', 'Publikasi'], '/publications')
    expectBreadcrumbs(await structuredData('/attorneys'), ['Beranda', 'Advokat'], '/attorneys')
    // A filtered list still names the list itself as the last crumb.
    expectBreadcrumbs(await structuredData(`/blogs?category=${slugs.category}`), ['Beranda', 'Blog'], '/blogs')
  })

  it('an attorney: a Person working for the firm, with photo, position and contact', async () => {
    const path = `/attorneys/${slugs.attorney}`
    const blocks = await structuredData(path)
    const person = ofType(blocks, 'Person')
    expect(person).toMatchObject({
      '@context': 'https://schema.org',
      '@id': `${BASE}${path}#person`,
      name: 'Budi Santoso',
      jobTitle: 'Partner',
      url: `${BASE}${path}`,
      email: `${slugs.attorney}@example.test`,
      // E.164 in JSON-LD, whatever form the number was stored in.
      telephone: '+62215550101',
      worksFor: { '@type': 'LegalService', '@id': `${BASE}/#firm`, name: FIRM_NAME },
      alumniOf: [{ '@type': 'EducationalOrganization', name: 'Universitas Indonesia' }],
      knowsAbout: ['Korporasi dan Komersial'],
      sameAs: [`https://www.linkedin.com/in/${slugs.attorney}`],
    })
    // With its alternative text written, the portrait is an ImageObject captioned by it.
    expect(person.image).toMatchObject({ '@type': 'ImageObject', caption: expect.any(String) })
    expect(isAbsoluteUrl(person.image.url)).toBe(true)
    expect(person.description.length).toBeGreaterThan(20)
    expectBreadcrumbs(blocks, ['Beranda', 'Advokat', 'Budi Santoso'], path)
  })

  it('a blog post: a BlogPosting with headline, image, dates, authors and publisher', async () => {
    const path = `/blogs/${slugs.blog}`
    const blocks = await structuredData(path)
    const article = ofType(blocks, 'BlogPosting')
    expect(article).toMatchObject({
      '@context': 'https://schema.org',
      '@id': `${BASE}${path}#article`,
      headline: 'Catatan hukum tentang </script><script>alert(1)</script> pajak',
      url: `${BASE}${path}`,
      mainEntityOfPage: `${BASE}${path}`,
      inLanguage: 'id-ID',
      articleSection: 'Analisis Hukum',
      keywords: 'Pajak',
      publisher: { '@type': 'LegalService', '@id': `${BASE}/#firm`, name: FIRM_NAME, url: `${BASE}/` },
    })
    expect(article.publisher.logo).toMatchObject({ '@type': 'ImageObject', width: 64, height: 36 })
    expect(isIsoInstant(article.datePublished)).toBe(true)
    expect(isIsoInstant(article.dateModified)).toBe(true)
    expect(article.dateModified >= article.datePublished).toBe(true)
    expect(article.image).toHaveLength(1)
    // The cover with its alternative text as the caption.
    expect(article.image[0]).toMatchObject({ '@type': 'ImageObject', caption: 'Teks alternatif contoh' })
    expect(isAbsoluteUrl(article.image[0].url)).toBe(true)
    expect(article.description).toBeTruthy()
    expect(article.author).toEqual([
      { '@type': 'Person', '@id': `${BASE}/attorneys/budi-santoso#person`, name: 'Budi Santoso', url: `${BASE}/attorneys/budi-santoso` },
      { '@type': 'Person', '@id': `${BASE}/attorneys/citra-lestari#person`, name: 'Citra Lestari', url: `${BASE}/attorneys/citra-lestari` },
    ])
    expectBreadcrumbs(blocks, ['Beranda', 'Blog', 'Catatan hukum tentang </script><script>alert(1)</script> pajak'], path)
  })

  it('a long title: the headline is cut at a word within 110 characters, the name keeps it whole', async () => {
    const article = ofType(await structuredData(`/blogs/${slugs.longBlog}`), 'BlogPosting')
    expect(article.headline.length).toBeLessThanOrEqual(110)
    expect(article.headline.endsWith('…')).toBe(true)
    expect(article.name.startsWith(article.headline.slice(0, -1))).toBe(true)
    expect(article.name.length).toBeGreaterThan(110)
  })

  it('a publication: a ScholarlyArticle with its PDF', async () => {
    const path = `/publications/${slugs.publication}`
    const blocks = await structuredData(path)
    const article = ofType(blocks, 'ScholarlyArticle')
    expect(article).toMatchObject({
      headline: 'Buletin Hukum Ketenagakerjaan Edisi Juni',
      url: `${BASE}${path}`,
      encoding: { '@type': 'MediaObject', encodingFormat: 'application/pdf', contentUrl: `${BASE}${path}/download` },
      author: [{ '@type': 'Person', name: 'Citra Lestari' }],
    })
    expect(isIsoInstant(article.datePublished)).toBe(true)
    expect(isAbsoluteUrl(article.image[0].url)).toBe(true)
    expectBreadcrumbs(blocks, ['Beranda', 'Publikasi', 'Buletin Hukum Ketenagakerjaan Edisi Juni'], path)
  })
})

describe('a site whose settings and offices were never entered', () => {
  it('renders every page with its breadcrumbs and no LegalService (it would have no name)', async () => {
    const bare = createTestBackend()
    const bareApp = createTestApp(bare)
    try {
      for (const path of ['/', '/about', '/contact-us', '/practice-area']) {
        const res = await bareApp.request(`${BASE}${path}`)
        expect(res.status, path).toBe(200)
        const html = await res.text()
        expect(html, path).not.toContain('"LegalService"')
      }
    } finally {
      await bare.cleanup()
    }
  })
})

describe('helpers', () => {
  it('headline() keeps short titles and cuts long ones at a word', () => {
    expect(headline('Judul pendek')).toBe('Judul pendek')
    const cut = headline(`${'kata '.repeat(40)}akhir`)
    expect(cut.length).toBeLessThanOrEqual(110)
    expect(cut).toMatch(/kata…$/)
  })

  it('institutionOf() drops the degree and the year, in linear time', () => {
    expect(institutionOf('Sarjana Hukum, Universitas Indonesia (2008)')).toBe('Universitas Indonesia')
    expect(institutionOf('Magister Hukum, Leiden University  (2012) ')).toBe('Leiden University')
    expect(institutionOf('Universitas Gadjah Mada')).toBe('Universitas Gadjah Mada')
    expect(institutionOf('Kursus (2019) lanjutan')).toBe('Kursus (2019) lanjutan')
    // An education line is typed by staff: a long run of spaces made the old pattern backtrack (20 s for 200,000).
    const started = performance.now()
    institutionOf(`a${' '.repeat(200_000)}b`)
    expect(performance.now() - started).toBeLessThan(100)
  })
})
