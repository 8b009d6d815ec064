import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../testing/test-backend'
import { fixtures } from '../testing/fixtures'
import type { App } from '../app'
import type { Blog, Profile, Publication } from '../../../shared/schemas/types'
import { attorneyVcardUrl } from '../../../shared/urls'

const DAY = 86_400_000

let backend: TestBackend
let app: App
let clock: TestClock
const ids: Record<string, string> = {}
const blogs: Blog[] = []
let futureBlog: Blog
let futurePublication: Publication
let publication: Publication
let attorneys: Record<string, Profile> = {}

function daysAgo(n: number) {
  return new Date(clock.time.getTime() - n * DAY).toISOString()
}

async function get(path: string, init?: RequestInit) {
  const res = await app.request(path, init)
  return { res, html: await res.text() }
}

beforeAll(async () => {
  clock = new TestClock()
  backend = createTestBackend()
  app = createTestApp(backend, { now: clock.now })
  const f = fixtures(backend)
  await f.settings({ name: 'Adiwarsa Lubis & Rekan', tagline: 'Konsultan hukum di Jakarta' })
  await f.office({ name: 'Kantor Jakarta' })
  const analysis = await f.category('Analisis Hukum')
  const news = await f.category('Berita Firma')
  const tax = await f.tag('Pajak')
  const labour = await f.tag('Ketenagakerjaan')
  ids.analysis = analysis.id
  ids.news = news.id
  ids.tax = tax.id
  const corporate = await f.practiceArea('Korporasi dan Komersial')
  const litigation = await f.practiceArea('Litigasi')
  ids.corporate = corporate.id
  attorneys = {
    budi: await f.profile({ name: 'Budi Santoso', position: 'Partner', practiceAreaIds: [corporate.id] }),
    citra: await f.profile({ name: 'Citra Lestari', position: 'Senior Associate', practiceAreaIds: [corporate.id, litigation.id] }),
    dewi: await f.profile({ name: 'Dewi Anggraini', position: 'Managing Partner', practiceAreaIds: [litigation.id] }),
    sari: await f.profile({ name: 'Sari Wulandari', position: 'Office Manager', kind: 'staff' }),
  }
  for (let i = 1; i <= 11; i++) {
    blogs.push(
      await f.blog({
        title: `Catatan hukum nomor ${String(i).padStart(2, '0')} tentang kepatuhan`,
        categoryId: i % 2 ? analysis.id : news.id,
        tagIds: i % 3 === 0 ? [tax.id] : [labour.id],
        authorIds: [attorneys.budi!.id],
        publishedAt: daysAgo(30 - i),
      }),
    )
  }
  futureBlog = await f.blog({
    title: 'Rencana aturan baru yang belum terbit',
    slug: 'rencana-aturan-baru',
    categoryId: analysis.id,
    tagIds: [tax.id],
    authorIds: [attorneys.budi!.id],
    publishedAt: new Date(clock.time.getTime() + 2 * DAY).toISOString(),
  })
  publication = await f.publication({
    title: 'Buletin Hukum Ketenagakerjaan Edisi Juni',
    categoryId: analysis.id,
    authorIds: [attorneys.citra!.id],
    publishedAt: daysAgo(3),
  })
  futurePublication = await f.publication({
    title: 'Kajian Pasar Modal yang dijadwalkan',
    slug: 'kajian-terjadwal',
    categoryId: analysis.id,
    publishedAt: new Date(clock.time.getTime() + 5 * DAY).toISOString(),
  })
  await f.ordering('attorneys', [attorneys.dewi!.id, attorneys.budi!.id, attorneys.citra!.id])
  await f.ordering('home_attorneys', [attorneys.citra!.id, attorneys.dewi!.id])
  await f.ordering('practice_area_attorneys', [attorneys.citra!.id, attorneys.budi!.id], corporate.id)
  await f.ordering('home_pinned', [`publications/${publication.id}`, `blogs/${blogs[2]!.id}`, `blogs/${futureBlog.id}`])
})

afterAll(async () => {
  await backend.cleanup()
})

const PUBLIC_PATHS = ['/', '/about', '/career', '/contact-us', '/blogs', '/practice-area', '/attorneys', '/publications']

describe('every public route', () => {
  it.each(PUBLIC_PATHS)('%s renders in Indonesian with its own title, description and canonical URL', async (path) => {
    const { res, html } = await get(path)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/text\/html/)
    expect(html).toMatch(/^<!DOCTYPE html><html lang="id">/)
    expect(html).toMatch(/<title>[^<]{5,}<\/title>/)
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/)
    expect(html).toContain(`<link rel="canonical" href="https://www.example.test${path}"`)
    expect(html).toContain('<meta property="og:title"')
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"')
    expect(html).toContain('<main id="main"')
  })

  it('gives every page a different title', async () => {
    const titles = await Promise.all(PUBLIC_PATHS.map(async (p) => /<title>([^<]*)<\/title>/.exec((await get(p)).html)?.[1]))
    expect(new Set(titles).size).toBe(PUBLIC_PATHS.length)
  })
})

describe('home', () => {
  it('shows pinned content in order, home attorneys in order and the latest posts', async () => {
    const { html } = await get('/')
    const pinnedSection = html.slice(html.indexOf('id="pinned-title"'), html.indexOf('id="areas-title"'))
    expect(pinnedSection.indexOf(publication.title)).toBeGreaterThan(-1)
    expect(pinnedSection.indexOf(publication.title)).toBeLessThan(pinnedSection.indexOf(blogs[2]!.title))
    const attorneySection = html.slice(html.indexOf('id="attorneys-title"'), html.indexOf('id="writing-title"'))
    expect(attorneySection.indexOf('Citra Lestari')).toBeLessThan(attorneySection.indexOf('Dewi Anggraini'))
    expect(attorneySection).not.toContain('Budi Santoso')
    expect(html).toContain(blogs[10]!.title)
    expect(html).toContain('"@type":"LegalService"')
  })
})

describe('blogs', () => {
  it('paginates newest first and links the next page', async () => {
    const first = await get('/blogs')
    expect(first.html.indexOf(blogs[10]!.title)).toBeLessThan(first.html.indexOf(blogs[9]!.title))
    expect(first.html).not.toContain(blogs[0]!.title)
    expect(first.html).toContain('href="/blogs?page=2"')
    const second = await get('/blogs?page=2')
    expect(second.res.status).toBe(200)
    expect(second.html).toContain(blogs[0]!.title)
    expect(second.html).toContain('<link rel="canonical" href="https://www.example.test/blogs?page=2"')
  })

  it('answers 404 for a page past the end or a malformed page number', async () => {
    expect((await get('/blogs?page=3')).res.status).toBe(404)
    expect((await get('/blogs?page=abc')).res.status).toBe(404)
    expect((await get('/blogs?page=0')).res.status).toBe(404)
    // Other spellings of page 2 would each be one more cached copy of it: only `2` is page 2.
    for (const spelling of ['02', '2.0', '%2B2', '+2', '%202', '0x2', '2e0']) {
      expect((await get(`/blogs?page=${spelling}`)).res.status, spelling).toBe(404)
    }
    expect((await get('/blogs?page=2')).res.status).toBe(200)
  })

  it('reads no page past the end: its 404 reads the count alone, as Firestore bills an offset as every document it skips', async () => {
    app.cache.clear()
    const query = vi.spyOn(backend.content, 'query')
    const paged = () => query.mock.calls.filter(([collection, q]) => collection === 'blogs' && q?.offset).map(([, q]) => q!.offset)
    try {
      for (const path of ['/blogs?page=3', '/blogs?page=999999', '/en/blogs?page=2']) expect((await get(path)).res.status, path).toBe(404)
      expect(paged()).toEqual([])
      // A page that exists is read, by offset.
      expect((await get('/blogs?page=2')).res.status).toBe(200)
      expect(paged()).toEqual([9])
    } finally {
      query.mockRestore()
    }
  })

  it('filters by category and tag through the URL', async () => {
    const byCategory = await get('/blogs?category=berita-firma')
    expect(byCategory.html).toContain(blogs[1]!.title)
    expect(byCategory.html).not.toContain(blogs[0]!.title)
    const byTag = await get('/blogs?tag=pajak')
    expect(byTag.html).toContain(blogs[2]!.title)
    expect(byTag.html).not.toContain(blogs[0]!.title)
    const both = await get('/blogs?category=analisis-hukum&tag=pajak')
    expect(both.html).toContain(blogs[2]!.title) // i=3: analysis, tax
    expect(both.html).not.toContain(blogs[5]!.title) // i=6: news, tax
    expect((await get('/blogs?category=tidak-ada')).res.status).toBe(404)
  })

  it('offers only the categories and tags that lead somewhere, plus the ones chosen', async () => {
    const options = (html: string) => [...html.matchAll(/<option value="([a-z-]+)"/g)].map((m) => m[1])
    expect(options((await get('/blogs')).html)).toEqual(['analisis-hukum', 'berita-firma', 'ketenagakerjaan', 'pajak'])
    // Publications: one in "Analisis Hukum", none tagged; a scheduled one counts for nothing yet.
    const publications = (await get('/publications')).html
    expect(options(publications)).toEqual(['analisis-hukum'])
    expect(publications, 'no tag filter when no publication has a tag').not.toContain('id="filter-tag"')
    const chosen = await get('/publications?category=berita-firma&tag=pajak')
    expect(chosen.res.status).toBe(200)
    expect(options(chosen.html)).toEqual(['analisis-hukum', 'berita-firma', 'pajak'])
    expect(chosen.html).toContain('Tidak ada publikasi yang cocok dengan filter ini.')
  })

  it('shows one blog with cover, content, category, tags, authors, date and related posts', async () => {
    const blog = blogs[2]!
    const { res, html } = await get(`/blogs/${blog.slug}`)
    expect(res.status).toBe(200)
    expect(html).toContain(`<h1>${blog.title}</h1>`)
    // The cover full-bleed in the header: a wide screen's source of large widths, a phone's of small ones.
    expect(html).toMatch(/<source media="\(min-width: 960px\)" srcSet="\/img\/1280\/blog_images\//)
    expect(html).toMatch(/<img class="post-cover"[^>]+srcSet="\/img\/480\/blog_images\/[^>]+fetchPriority="high"/)
    expect(html).toContain('Analisis Hukum')
    expect(html).toContain('#Pajak')
    expect(html).toContain('href="/attorneys/budi-santoso"')
    expect(html).toMatch(/<time dateTime="\d{4}-\d{2}-\d{2}">\d{1,2} (Januari|Februari|Maret|April|Mei|Juni|Juli|Agustus|September|Oktober|November|Desember) 2026<\/time>/)
    expect(html).toContain('id="related-title"')
    expect(html).toContain('"@type":"BlogPosting"')
    expect(html).toContain('"@type":"BreadcrumbList"')
    expect(html).toContain('<meta property="og:type" content="article"')
  })
})

describe('publications', () => {
  it('shows the PDF download with its size', async () => {
    const { html } = await get(`/publications/${publication.slug}`)
    expect(html).toContain(`href="/publications/${publication.slug}/download"`)
    expect(html).toMatch(/PDF · [\d,]+ (B|KB)/)
    expect(html).toContain('"@type":"ScholarlyArticle"')
  })

  it('lists publications', async () => {
    const { html } = await get('/publications')
    expect(html).toContain(publication.title)
  })
})

describe('practice areas and attorneys', () => {
  it('lists each practice area with its attorneys in the saved order', async () => {
    const { html } = await get('/practice-area')
    const corporate = html.slice(html.indexOf('id="korporasi-dan-komersial"'), html.indexOf('id="litigasi"'))
    expect(corporate.indexOf('Citra Lestari')).toBeGreaterThan(-1)
    expect(corporate.indexOf('Citra Lestari')).toBeLessThan(corporate.indexOf('Budi Santoso'))
    expect(corporate).not.toContain('Dewi Anggraini')
  })

  it('lists attorneys in the attorneys order, without staff, filterable by practice area', async () => {
    const { html } = await get('/attorneys')
    const dewi = html.indexOf('Dewi Anggraini')
    expect(dewi).toBeGreaterThan(-1)
    expect(dewi).toBeLessThan(html.indexOf('Budi Santoso'))
    expect(html.indexOf('Budi Santoso')).toBeLessThan(html.indexOf('Citra Lestari'))
    expect(html).not.toContain('Sari Wulandari')
    const filtered = await get('/attorneys?area=litigasi')
    expect(filtered.html).toContain('Dewi Anggraini')
    expect(filtered.html).not.toContain('>Budi Santoso<')
    expect((await get('/attorneys?area=tidak-ada')).res.status).toBe(404)
  })

  it('shows an attorney with picture, position, bio, education, admissions, LinkedIn, CV, vCard and writing', async () => {
    const { res, html } = await get('/attorneys/budi-santoso')
    expect(res.status).toBe(200)
    expect(html).toContain('<h1>Budi Santoso</h1>')
    expect(html).toContain('Partner')
    expect(html).toContain('Universitas Indonesia')
    expect(html).toContain('PERADI')
    expect(html).toContain('href="https://www.linkedin.com/in/budi-santoso"')
    expect(html).toContain('href="/attorneys/budi-santoso/cv"')
    expect(html).toContain('href="/attorneys/budi-santoso/vcard"')
    expect(html).toContain(blogs[10]!.title)
    expect(html).toContain('"@type":"Person"')
    expect(html).toContain('"jobTitle":"Partner"')
    expect(html).toContain('"alumniOf"')
    expect(html).toContain('"knowsAbout":["Korporasi dan Komersial"]')
    expect(html).toContain('"worksFor"')
  })

  it('has no public page for staff profiles', async () => {
    expect((await get('/attorneys/sari-wulandari')).res.status).toBe(404)
  })
})

describe('the side column of About and Contact (docs/decisions/0055-photography-and-layout.md)', () => {
  /** The page's side column: what its `<aside>` holds. */
  const column = (html: string) => html.slice(html.indexOf('<aside'), html.indexOf('</aside>'))

  it('on About names the home page’s attorneys in order, each with their email and vCard, and the latest writing of both kinds, nothing scheduled', async () => {
    const side = column((await get('/about')).html)
    expect(side.indexOf('Citra Lestari')).toBeGreaterThan(-1)
    expect(side.indexOf('Citra Lestari')).toBeLessThan(side.indexOf('Dewi Anggraini'))
    expect(side).not.toContain('Budi Santoso')
    for (const person of [attorneys.citra!, attorneys.dewi!]) {
      expect(side).toContain(`href="mailto:${person.email}"`)
      expect(side).toContain(`href="${attorneyVcardUrl(person.slug)}"`)
    }
    const latest = [publication.title, blogs[10]!.title, blogs[9]!.title].map((title) => side.indexOf(title))
    expect(latest[0]).toBeGreaterThan(-1)
    expect(latest).toEqual([...latest].sort((a, b) => a - b))
    expect(side).not.toContain(blogs[8]!.title)
    expect(side).not.toContain(futureBlog.title)
    expect(side).not.toContain(futurePublication.title)
  })

  it('on Contact holds the main office’s telephone, the firm’s email and the office hours beside the form, the offices with their hours next to it', async () => {
    const { html } = await get('/contact-us')
    const side = column(html)
    expect(side).toContain('Hubungi langsung')
    expect(side).toMatch(/href="tel:\+62/)
    expect(side).toMatch(/href="mailto:[^"]+@/)
    expect(side).toContain('Jam kerja')
    const main = html.slice(html.indexOf('class="post-main"'), html.indexOf('<aside'))
    expect(main).toContain('Kirim pesan')
    expect(main).toContain('Kantor Jakarta')
    expect(main).toMatch(/<dl class="office-hours"><div><dt>[^<]+<\/dt><dd>\d{2}\.\d{2} – \d{2}\.\d{2}<\/dd><\/div>/)
  })
})

describe('errors', () => {
  it('answers unknown paths with 404 and the error page', async () => {
    const { res, html } = await get('/tidak/ada/di-sini')
    expect(res.status).toBe(404)
    expect(html).toContain('<p class="error-code">404<span class="error-status" lang="en">Page Not Found</span></p>')
    expect(html).toContain('<h1>Halaman tidak ditemukan</h1>')
    expect(html).toContain('Page not found: /tidak/ada/di-sini')
    expect(html).toContain('lang="id"')
  })

  it('says the same for a page a route finds missing (a bare 404 the error handler words)', async () => {
    for (const path of ['/blogs/tidak-ada', '/attorneys/tidak-ada']) {
      const { res, html } = await get(path)
      expect(res.status, path).toBe(404)
      expect(html, path).toContain(`Page not found: ${path}`)
    }
  })

  it('escapes the path it reflects', async () => {
    const { html } = await get('/%3Cscript%3Ealert(1)%3C/script%3E')
    expect(html).not.toContain('<script>alert(1)</script>')
  })

  it('answers an unexpected failure with 500 and no internal detail', async () => {
    const { expectConsoleError } = await import('../../../tests/setup/fail-on-console-error')
    expectConsoleError()
    const failing = createTestApp(backend, { now: clock.now })
    const original = backend.content.query.bind(backend.content)
    backend.content.query = async () => {
      throw new Error('SECRET internal query detail at /srv/app')
    }
    try {
      const res = await failing.request('/blogs')
      const html = await res.text()
      expect(res.status).toBe(500)
      expect(html).toContain('<h1>Internal Server Error</h1>')
      expect(html).toContain('<p class="error-code">500</p>')
      expect(html).not.toContain('SECRET')
      expect(html).not.toMatch(/at \w+ \(/)
      expect(html).toMatch(/Kode permintaan: <code>[0-9a-f]{8}<\/code>/)
    } finally {
      backend.content.query = original
    }
  })
})

describe('items dated in the future', () => {
  it('appear nowhere public until their date', async () => {
    const pages = ['/', '/blogs', '/blogs?tag=pajak', '/publications', '/attorneys/budi-santoso', '/sitemap.xml', '/blogs/feed.xml', '/publications/feed.xml']
    for (const path of pages) {
      const { html } = await get(path)
      expect(html, path).not.toContain(futureBlog.title)
      expect(html, path).not.toContain(futurePublication.title)
    }
    expect((await get(`/blogs/${futureBlog.slug}`)).res.status).toBe(404)
    expect((await get(`/publications/${futurePublication.slug}`)).res.status).toBe(404)
    expect((await get(`/publications/${futurePublication.slug}/download`)).res.status).toBe(404)
  })

  it('appear once their date has come, even from a warm cache', async () => {
    const before = await get('/blogs')
    expect(before.html).not.toContain(futureBlog.title)
    clock.advance(3 * DAY)
    try {
      const after = await get('/blogs')
      expect(after.html).toContain(futureBlog.title)
      expect((await get(`/blogs/${futureBlog.slug}`)).res.status).toBe(200)
      expect((await get('/')).html).toContain(futureBlog.title) // pinned
    } finally {
      clock.advance(-3 * DAY)
      app.cache.clear()
    }
  })
})

describe('render cache', () => {
  it('serves a page from memory and drops it when a change event touches content', async () => {
    app.cache.clear()
    const first = await app.request('/blogs')
    expect(first.headers.get('x-render-cache')).toBe('MISS')
    const second = await app.request('/blogs')
    expect(second.headers.get('x-render-cache')).toBe('HIT')
    const blog = blogs[10]!
    const stored = (await backend.content.get('blogs', blog.id))!
    const { id: _id, version, createdAt: _c, updatedAt: _u, updatedBy: _b, ...data } = stored
    await backend.content.update('blogs', blog.id, { ...data, title: 'Judul yang baru saja diubah editor' }, { actor: 'test', expectedVersion: version })
    const third = await app.request('/blogs')
    expect(third.headers.get('x-render-cache')).toBe('MISS')
    expect(await third.text()).toContain('Judul yang baru saja diubah editor')
  })

  it('answers 304 to a matching ETag and compresses for clients that accept it', async () => {
    const res = await app.request('/about', { headers: { 'accept-encoding': 'br, gzip' } })
    expect(res.headers.get('content-encoding')).toBe('br')
    expect(res.headers.get('cache-control')).toContain('must-revalidate')
    const etag = res.headers.get('etag')!
    expect(etag).toMatch(/^".+"$/)
    const again = await app.request('/about', { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)
    const gz = await app.request('/about', { headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers.get('content-encoding')).toBe('gzip')
  })

  it('renders a page once when many visitors miss it at the same moment', async () => {
    app.cache.clear()
    const answers = await Promise.all(Array.from({ length: 10 }, () => app.request('/blogs')))
    const states = answers.map((res) => res.headers.get('x-render-cache'))
    expect(states.filter((s) => s === 'MISS')).toHaveLength(1)
    expect(states.filter((s) => s === 'HIT')).toHaveLength(9)
    const bodies = new Set(await Promise.all(answers.map((res) => res.text())))
    expect(bodies.size).toBe(1)
  })

  it('keys on the parameters a page understands, not on tracking parameters', async () => {
    app.cache.clear()
    await app.request('/about')
    const tracked = await app.request('/about?utm_source=newsletter')
    expect(tracked.headers.get('x-render-cache')).toBe('HIT')
  })
})
