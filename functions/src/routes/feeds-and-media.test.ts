import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import sharp from 'sharp'
import { PDFDocument } from 'pdf-lib'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../testing/test-backend'
import { fixtures, tinyJpeg } from '../testing/fixtures'
import type { App } from '../app'
import { imageUrl } from '../../../shared/urls'
import type { Blog, Profile, Publication } from '../../../shared/schemas/types'

let backend: TestBackend
let app: App
let clock: TestClock
let blog: Blog
let future: Blog
let publication: Publication
let attorney: Profile

beforeAll(async () => {
  clock = new TestClock()
  backend = createTestBackend()
  app = createTestApp(backend, { now: clock.now })
  const f = fixtures(backend)
  const category = await f.category('Analisis Hukum')
  const tag = await f.tag('Perlindungan Data')
  attorney = await f.profile({ name: 'Rina Maharani Lubis', position: 'Partner; Kepala Litigasi' })
  await f.profile({ name: 'Yusuf Hakim', kind: 'staff', position: 'Paralegal' })
  blog = await f.blog({
    title: 'Kewajiban pengendali data <pribadi> & "sanksi"',
    slug: 'kewajiban-pengendali-data',
    categoryId: category.id,
    tagIds: [tag.id],
    authorIds: [attorney.id],
    publishedAt: new Date(clock.time.getTime() - 86_400_000).toISOString(),
  })
  future = await f.blog({
    title: 'Artikel terjadwal minggu depan',
    categoryId: category.id,
    publishedAt: new Date(clock.time.getTime() + 7 * 86_400_000).toISOString(),
  })
  publication = await f.publication({
    title: 'Buletin Perlindungan Data Pribadi 2026',
    categoryId: category.id,
    publishedAt: new Date(clock.time.getTime() - 2 * 86_400_000).toISOString(),
  })
})

afterAll(async () => {
  await backend.cleanup()
})

describe('sitemap.xml', () => {
  it('lists every public URL with a lastmod, and nothing scheduled or private', async () => {
    const res = await app.request('/sitemap.xml')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('application/xml')
    const xml = await res.text()
    // A page in both languages names its versions after its lastmod (sitemap.test.ts).
    const urls = [...xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>(?:<xhtml:link [^>]*\/>)*<\/url>/g)]
    const locs = urls.map((m) => m[1])
    for (const path of ['/', '/about', '/career', '/contact-us', '/practice-area', '/attorneys', '/blogs', '/publications']) {
      expect(locs).toContain(`https://www.example.test${path}`)
    }
    expect(locs).toContain('https://www.example.test/blogs/kewajiban-pengendali-data')
    expect(locs).toContain(`https://www.example.test/publications/${publication.slug}`)
    expect(locs).toContain('https://www.example.test/attorneys/rina-maharani-lubis')
    expect(locs).not.toContain(`https://www.example.test/blogs/${future.slug}`)
    expect(locs).not.toContain('https://www.example.test/attorneys/yusuf-hakim')
    expect(locs.some((l) => l?.includes('/dashboard'))).toBe(false)
    for (const m of urls) expect(Number.isNaN(Date.parse(m[2]!))).toBe(false)
  })
})

describe('robots.txt', () => {
  it('allows the site, keeps the dashboard out and points at the sitemap', async () => {
    const text = await (await app.request('/robots.txt')).text()
    expect(text).toContain('Disallow: /dashboard')
    expect(text).toContain('Sitemap: https://www.example.test/sitemap.xml')
  })
})

describe('RSS feeds', () => {
  it('publishes blogs as RSS 2.0 with escaped text', async () => {
    const res = await app.request('/blogs/feed.xml')
    expect(res.headers.get('content-type')).toContain('application/rss+xml')
    const xml = await res.text()
    expect(xml).toContain('<rss version="2.0"')
    expect(xml).toContain('<title>Kewajiban pengendali data &lt;pribadi&gt; &amp; &quot;sanksi&quot;</title>')
    expect(xml).toContain('<link>https://www.example.test/blogs/kewajiban-pengendali-data</link>')
    expect(xml).toContain('<dc:creator>Rina Maharani Lubis</dc:creator>')
    expect(xml).toContain('<category>Perlindungan Data</category>')
    expect(xml).toMatch(/<pubDate>\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT<\/pubDate>/)
    expect(xml).not.toContain(future.title)
    expect(xml).not.toMatch(/<content:encoded>[^<]*<p>/) // HTML arrives escaped
  })

  it('publishes publications', async () => {
    const xml = await (await app.request('/publications/feed.xml')).text()
    expect(xml).toContain(publication.title)
    expect(xml).toContain(`/publications/${publication.slug}/download`)
  })
})

describe('downloads', () => {
  it('serves an attorney CV as a PDF attachment with a validator', async () => {
    const res = await app.request('/attorneys/rina-maharani-lubis/cv')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toContain('attachment; filename="CV Rina Maharani Lubis.pdf"')
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1)
    const etag = res.headers.get('etag')!
    expect((await app.request('/attorneys/rina-maharani-lubis/cv', { headers: { 'if-none-match': etag } })).status).toBe(304)
  })

  it('serves a vCard 3.0 with escaped values', async () => {
    const res = await app.request('/attorneys/rina-maharani-lubis/vcard')
    expect(res.headers.get('content-type')).toBe('text/vcard; charset=utf-8')
    const card = await res.text()
    expect(card.startsWith('BEGIN:VCARD\r\nVERSION:3.0\r\n')).toBe(true)
    expect(card).toContain('FN:Rina Maharani Lubis\r\n')
    expect(card).toContain('N:Lubis;Rina Maharani;;;\r\n')
    expect(card).toContain('TITLE:Partner\\; Kepala Litigasi\r\n')
    expect(card).toContain('EMAIL;TYPE=INTERNET,WORK:rina-maharani-lubis@example.test')
    expect(card).toContain('URL:https://www.example.test/attorneys/rina-maharani-lubis')
    expect(card.trimEnd().endsWith('END:VCARD')).toBe(true)
    for (const line of card.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
  })

  it('has no CV or vCard for staff or unknown people', async () => {
    expect((await app.request('/attorneys/yusuf-hakim/cv')).status).toBe(404)
    expect((await app.request('/attorneys/tidak-ada/vcard')).status).toBe(404)
  })

  it('serves a publication PDF with its size, only once published', async () => {
    const res = await app.request(`/publications/${publication.slug}/download`)
    expect(res.status).toBe(200)
    expect(Number(res.headers.get('content-length'))).toBe(publication.file.size)
    expect(res.headers.get('content-disposition')).toContain(`${publication.slug}.pdf`)
  })

  it('does not serve CVs or publication PDFs by raw path', async () => {
    expect((await app.request(`/media/${publication.file.path}`)).status).toBe(404)
    expect((await app.request(`/media/${attorney.cv!.path}`)).status).toBe(404)
  })
})

describe('images', () => {
  it('serves the original and resized WebP variants', async () => {
    const original = await app.request(`/media/${blog.cover.path}`)
    expect(original.status).toBe(200)
    expect(original.headers.get('content-type')).toBe('image/jpeg')
    const resized = await app.request(imageUrl(blog.cover, 320))
    expect(resized.status).toBe(200)
    expect(resized.headers.get('content-type')).toBe('image/webp')
    expect(resized.headers.get('cache-control')).toContain('immutable')
    const meta = await sharp(Buffer.from(await resized.arrayBuffer())).metadata()
    expect(meta.format).toBe('webp')
    expect(meta.width).toBe(64) // never enlarged beyond the original
  })

  it('resizes large originals down to the asked width and caches the result', async () => {
    const big = await sharp({ create: { width: 2000, height: 1125, channels: 3, background: '#345' } }).jpeg().toBuffer()
    await backend.files.put('blog_images/besar.jpg', big, 'image/jpeg')
    // Served once a published post uses it (a file no public item uses is for staff only: media.test.ts).
    await fixtures(backend).blog({
      title: 'Tulisan dengan sampul besar',
      categoryId: blog.categoryId,
      publishedAt: blog.publishedAt!,
      cover: { path: 'blog_images/besar.jpg', contentType: 'image/jpeg', size: big.length, width: 2000, height: 1125 },
    })
    const first = await app.request('/img/640/blog_images/besar.jpg')
    const meta = await sharp(Buffer.from(await first.arrayBuffer())).metadata()
    expect(meta.width).toBe(640)
    expect(meta.height).toBe(360)
    const etag = first.headers.get('etag')!
    expect((await app.request('/img/640/blog_images/besar.jpg', { headers: { 'if-none-match': etag } })).status).toBe(304)
  })

  it('refuses widths outside the list, other folders and path tricks', async () => {
    expect((await app.request(`/img/333/${blog.cover.path}`)).status).toBe(404)
    expect((await app.request('/img/320/cv/rina-maharani-lubis.pdf')).status).toBe(404)
    expect((await app.request('/media/blog_images/..%2F..%2Fcontent.db')).status).toBe(404)
    expect((await app.request('/media/../content.db')).status).toBe(404)
    expect((await app.request('/media/blog_images/tidak-ada.jpg')).status).toBe(404)
  })

  it('uses the tiny fixture image', async () => {
    expect((await tinyJpeg()).length).toBeGreaterThan(100)
  })
})

describe('latest build file', () => {
  it('is never cached', async () => {
    const res = await app.request('/_build/latest.json')
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toMatchObject({ buildId: 'dev' })
  })
})
