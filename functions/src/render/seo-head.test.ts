/**
 * SEO per item on the public pages (decision 35): an item's alternative text on every `<img>` of its
 * cover or portrait and in JSON-LD, empty ones rendered as before; its SEO title, description and
 * sharing image in the head when set, the page's own values when not; English pages reading the
 * English versions only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Blog, PracticeArea, Profile, StoredFile } from '../../../shared/schemas/types'
import type { App } from '../app'
import { fixtures, tinyJpeg } from '../testing/fixtures'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../testing/test-backend'

const FIRM = 'Adiwarsa Lubis & Rekan'
const PAST = '2026-01-05T03:00:00.000Z'
const ENGLISH = { contentEn: `<p>${'English text of the ruling on contracts. '.repeat(5)}</p>` }

let backend: TestBackend
let app: App
let plain: Blog
let described: Blog
let attorney: Profile
let unnamed: Profile
let area: PracticeArea
let share: StoredFile

async function page(path: string) {
  const res = await app.request(`https://www.example.test${path}`)
  expect(res.status, path).toBe(200)
  return res.text()
}

const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1] ?? null
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? null
/** The alt of every `<img>` whose src holds the file's name. */
const altsOf = (html: string, file: StoredFile) => {
  const name = file.path.split('/').pop()!
  return [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]).filter((tag) => tag.includes(name)).map((tag) => /alt="([^"]*)"/.exec(tag)?.[1])
}
const unescape = (text: string | null | undefined) => (text ?? '').replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'")

beforeAll(async () => {
  const clock = new TestClock(new Date('2026-03-01T00:00:00.000Z'))
  backend = createTestBackend({ now: clock.now })
  app = createTestApp(backend, { now: clock.now })
  const f = fixtures(backend)
  await f.settings({ name: FIRM })
  const category = await f.category('Analisis Hukum')
  const bytes = await tinyJpeg(1200, 630)
  await backend.files.put('share_images/kartu.jpg', bytes, 'image/jpeg')
  share = { path: 'share_images/kartu.jpg', contentType: 'image/jpeg', size: bytes.length, width: 1200, height: 630 }
  attorney = await f.profile({ name: 'Budi Santoso', position: 'Partner', pictureAlt: 'Budi Santoso berdiri di depan rak buku hukum', pictureAltEn: 'Budi Santoso standing by a shelf of law books', positionEn: 'Partner', bioEn: 'Budi advises companies on contracts and disputes in Jakarta and across Indonesia for two decades.', seoTitle: 'Budi Santoso, advokat kontrak di Jakarta', seoImage: share })
  // Written before alternative texts: no alternative text yet.
  unnamed = await f.profile({ name: 'Citra Lestari', position: 'Associate', pictureAlt: '' })
  plain = await f.blog({ title: 'Putusan tanpa isian SEO sama sekali', categoryId: category.id, authorIds: [attorney.id], publishedAt: PAST, coverAlt: '', excerpt: 'Ringkasan sendiri tulisan ini.' })
  described = await f.blog({
    title: 'Putusan tentang kontrak kerja waktu tertentu',
    categoryId: category.id,
    authorIds: [attorney.id],
    publishedAt: PAST,
    excerpt: 'Ringkasan bawaan.',
    coverAlt: 'Palu hakim di atas berkas perkara',
    seoTitle: 'PKWT setelah putusan MK: yang perlu diketahui',
    seoDescription: 'Apa arti putusan Mahkamah Konstitusi bagi kontrak kerja waktu tertentu.',
    seoImage: share,
    titleEn: 'A ruling on fixed-term contracts',
    slugEn: 'ruling-fixed-term',
    ...ENGLISH,
    coverAltEn: "A judge's gavel on case files",
    publishedAtEn: PAST,
  })
  area = await f.practiceArea('Ketenagakerjaan')
  await backend.content.update('practiceAreas', area.id, { ...area, coverAlt: 'Pekerja pabrik berunding dengan manajemen', seoDescription: 'Nasihat hukum ketenagakerjaan untuk perusahaan.' }, { actor: 'test' })
})
afterAll(() => backend.cleanup())

describe('alternative text on public pages', () => {
  it('puts the cover’s text on the post page and on every card; an empty one stays decorative', async () => {
    expect(altsOf(await page(`/blogs/${described.slug}`), described.cover)).toEqual(['Palu hakim di atas berkas perkara'])
    const list = await page('/blogs')
    expect(altsOf(list, described.cover)).toEqual(['Palu hakim di atas berkas perkara'])
    expect(altsOf(list, plain.cover)).toEqual([''])
    expect(altsOf(await page(`/blogs/${plain.slug}`), plain.cover)).toEqual([''])
  })

  it('reads the English text on English pages, never the Indonesian one', async () => {
    expect(altsOf(await page('/en/blogs/ruling-fixed-term'), described.cover).map(unescape)).toEqual(["A judge's gavel on case files"])
    expect(altsOf(await page('/en/attorneys/budi-santoso'), attorney.picture!)).toEqual(['Budi Santoso standing by a shelf of law books'])
    // A portrait without an English text: the English words of the page's own fallback.
    expect(altsOf(await page('/en/attorneys/citra-lestari'), unnamed.picture!)).toEqual(['Portrait of Citra Lestari'])
  })

  it('puts the portrait’s text on the attorney page and the grid; without one, “Foto {name}” as before', async () => {
    expect(altsOf(await page('/attorneys/budi-santoso'), attorney.picture!)).toEqual(['Budi Santoso berdiri di depan rak buku hukum'])
    const grid = await page('/attorneys')
    expect(altsOf(grid, attorney.picture!)).toEqual(['Budi Santoso berdiri di depan rak buku hukum'])
    expect(altsOf(grid, unnamed.picture!)).toEqual(['Foto Citra Lestari'])
  })

  it('gives JSON-LD the image with its text as the caption', async () => {
    const html = await page(`/blogs/${described.slug}`)
    expect(html).toContain('"image":[{"@type":"ImageObject","url":"https://www.example.test/img/1280/blog_images/')
    expect(html).toContain('"caption":"Palu hakim di atas berkas perkara"')
    const person = await page('/attorneys/budi-santoso')
    expect(person).toContain('"caption":"Budi Santoso berdiri di depan rak buku hukum"')
  })
})

describe('SEO fields in the head', () => {
  it('uses the SEO title as the whole title, the SEO description and the sharing image when set', async () => {
    const html = await page(`/blogs/${described.slug}`)
    expect(title(html)).toBe('PKWT setelah putusan MK: yang perlu diketahui')
    expect(meta(html, 'og:title')).toBe('PKWT setelah putusan MK: yang perlu diketahui')
    expect(meta(html, 'twitter:title')).toBe('PKWT setelah putusan MK: yang perlu diketahui')
    expect(meta(html, 'description')).toBe('Apa arti putusan Mahkamah Konstitusi bagi kontrak kerja waktu tertentu.')
    expect(meta(html, 'og:description')).toBe('Apa arti putusan Mahkamah Konstitusi bagi kontrak kerja waktu tertentu.')
    expect(meta(html, 'og:image')).toMatch(/^https:\/\/www\.example\.test\/img\/1280\/share_images\/kartu\.jpg\?v=/)
    expect(meta(html, 'og:image:height')).toBe('672')
    expect(meta(html, 'og:image:alt')).toBe('Palu hakim di atas berkas perkara')
    // The sharing image is served while its post is public.
    const image = await app.request(`https://www.example.test${new URL(meta(html, 'og:image')!).pathname}`)
    expect(image.status).toBe(200)
  })

  it('keeps the page’s own title, description and image when the SEO fields are empty', async () => {
    const html = await page(`/blogs/${plain.slug}`)
    expect(title(html)).toBe(`Putusan tanpa isian SEO sama sekali | ${FIRM.replace('&', '&amp;')}`)
    expect(unescape(meta(html, 'og:title'))).toBe('Putusan tanpa isian SEO sama sekali')
    expect(meta(html, 'description')).toBe('Ringkasan sendiri tulisan ini.')
    expect(meta(html, 'og:image')).toContain(`/img/1280/${plain.cover.path}`)
    // No text for the cover: the sharing card falls back to the title, as before.
    expect(meta(html, 'og:image:alt')).toBe('Putusan tanpa isian SEO sama sekali')
  })

  it('on an English page, never the Indonesian SEO texts: the English page’s own where no English SEO text is written', async () => {
    const html = await page('/en/blogs/ruling-fixed-term')
    expect(title(html)).toBe(`A ruling on fixed-term contracts | ${FIRM.replace('&', '&amp;')}`)
    expect(meta(html, 'description')).not.toContain('Mahkamah')
    // The sharing image is one for both languages.
    expect(meta(html, 'og:image')).toContain('/share_images/kartu.jpg')
  })

  it('works the same for attorneys and practice areas', async () => {
    const person = await page('/attorneys/budi-santoso')
    expect(title(person)).toBe('Budi Santoso, advokat kontrak di Jakarta')
    expect(meta(person, 'og:image')).toContain('/share_images/kartu.jpg')
    const other = await page('/attorneys/citra-lestari')
    expect(unescape(title(other))).toBe(`Citra Lestari, Associate | ${FIRM}`)
    const areaPage = await page(`/practice-area/${area.slug}`)
    expect(meta(areaPage, 'description')).toBe('Nasihat hukum ketenagakerjaan untuk perusahaan.')
    expect(unescape(title(areaPage))).toBe(`Ketenagakerjaan | ${FIRM}`)
  })
})
