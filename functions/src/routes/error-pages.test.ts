/**
 * The error pages: a page past the end of a list answers 404 naming that page and
 * linking to the last one (every paginated public list, both languages), and the error pages
 * speak the page's language around the spec's fixed words ("Page Not Found", "Page not found:
 * {path}", kept small and marked English under an Indonesian heading: decision 38), with a
 * search box on a 404 and a 403 page of their own ("Akses ditolak").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BLOGS_PER_PAGE, PUBLICATIONS_PER_PAGE } from '../../../shared/schemas/limits'
import type { App } from '../app'
import { fixtures } from '../testing/fixtures'
import { formHeaders, signIn, TEST_ORIGIN } from '../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../testing/test-backend'

let backend: TestBackend
let app: App
let categorySlug = ''

beforeAll(async () => {
  const clock = new TestClock()
  backend = createTestBackend({ now: clock.now })
  app = createTestApp(backend, { now: clock.now })
  const f = fixtures(backend)
  const category = await f.category('Analisis Hukum')
  categorySlug = category.slug
  // Two pages of blogs in both languages; one page of publications.
  for (let n = 1; n <= BLOGS_PER_PAGE + 2; n++) {
    await f.blog({
      title: `Catatan hukum nomor ${n} tentang kontrak`,
      categoryId: category.id,
      publishedAt: `2026-05-${String(n).padStart(2, '0')}T01:00:00.000Z`,
      titleEn: `Legal note number ${n} on contracts`,
      slugEn: `legal-note-number-${n}`,
      contentEn: `<p>${'An English version of the note. '.repeat(5)}</p>`,
      publishedAtEn: `2026-05-${String(n).padStart(2, '0')}T01:00:00.000Z`,
    })
  }
  await f.publication({ title: 'Buletin regulasi ketenagakerjaan', categoryId: category.id, publishedAt: '2026-05-01T01:00:00.000Z' })
  await backend.identity.createStaff({ email: 'editor@example.test', password: 'kata-sandi-editor', displayName: 'Editor', role: 'editor' })
})

afterAll(async () => {
  await backend.cleanup()
})

async function get(path: string, init?: RequestInit) {
  const res = await app.request(`${TEST_ORIGIN}${path}`, init)
  return { res, html: await res.text() }
}

/** The text of the first element matching `selector` (a class or a tag), tags dropped. */
function textOf(html: string, pattern: RegExp): string {
  return (pattern.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').trim()
}
const h1 = (html: string) => textOf(html, /<h1>([\s\S]*?)<\/h1>/)
const statusLine = (html: string) => textOf(html, /<p class="error-description"[^>]*>([\s\S]*?)<\/p>/)
/** The spec's status message beside the code ("404 Page Not Found"), where the heading is in another language. */
const specStatus = (html: string) => textOf(html, /<span class="error-status" lang="en">([\s\S]*?)<\/span>/)
/** The error page's search box: its action and its label. */
const searchBox = (html: string) => ({ action: /<form class="error-search"[^>]*action="([^"]+)"/.exec(html)?.[1], label: textOf(html, /<label for="error-search-q">([\s\S]*?)<\/label>/) })
const rangeLine = (html: string) => textOf(html, /<p class="error-range">([\s\S]*?)<\/p>/)
const rangeLink = (html: string) => /<p class="error-range">[\s\S]*?<a href="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&')

describe('a page past the end of a list', () => {
  it('answers 404 naming the page asked for, with a link to the last page, on blogs and publications', async () => {
    const blogs = await get('/blogs?page=99')
    expect(blogs.res.status).toBe(404)
    expect(h1(blogs.html)).toBe('Halaman tidak ditemukan')
    expect(statusLine(blogs.html)).toBe('Page not found: /blogs?page=99')
    expect(rangeLine(blogs.html)).toBe('Halaman 99 tidak ada: daftar ini hanya memiliki 2 halaman. Ke halaman terakhir (2)')
    expect(rangeLink(blogs.html)).toBe('/blogs?page=2')
    expect((await get(rangeLink(blogs.html)!)).res.status).toBe(200)

    const publications = await get(`/publications?page=${PUBLICATIONS_PER_PAGE}`)
    expect(publications.res.status).toBe(404)
    expect(rangeLine(publications.html)).toBe(`Halaman ${PUBLICATIONS_PER_PAGE} tidak ada: daftar ini hanya memiliki 1 halaman. Ke halaman terakhir (1)`)
    expect(rangeLink(publications.html)).toBe('/publications')
  })

  it('keeps the filters in the link, and treats a page that is no number the same way', async () => {
    const filtered = await get(`/blogs?category=${categorySlug}&page=7`)
    expect(filtered.res.status).toBe(404)
    expect(rangeLink(filtered.html)).toBe(`/blogs?category=${categorySlug}&page=2`)
    for (const [value, shown] of [
      ['0', '0'],
      ['dua', 'dua'],
      ['-1', '-1'],
      ['1'.repeat(40), `${'1'.repeat(12)}…`],
    ]) {
      const { res, html } = await get(`/blogs?page=${value}`)
      expect(res.status, value).toBe(404)
      expect(rangeLine(html), value).toBe(`Halaman ${shown} tidak ada: daftar ini hanya memiliki 2 halaman. Ke halaman terakhir (2)`)
    }
    // Pages that exist are untouched.
    expect((await get('/blogs?page=2')).res.status).toBe(200)
    expect((await get('/blogs')).res.status).toBe(200)
  })

  it('says it in English under /en, linking to the English list', async () => {
    const { res, html } = await get('/en/blogs?page=99')
    expect(res.status).toBe(404)
    expect(html).toContain('<html lang="en">')
    expect(h1(html)).toBe('Page Not Found')
    expect(statusLine(html)).toBe('Page not found: /en/blogs?page=99')
    expect(rangeLine(html)).toBe('Page 99 does not exist: this list has 2 pages. Go to the last page (2)')
    expect(rangeLink(html)).toBe('/en/blogs?page=2')
    const one = await get('/en/publications?page=3')
    expect(rangeLine(one.html)).toBe('Page 3 does not exist: this list has only one page. Go to the last page (1)')
  })

  it('does the same for the search results of one type', async () => {
    const { res, html } = await get('/search?q=kontrak&type=blog&page=50')
    expect(res.status).toBe(404)
    expect(statusLine(html)).toBe('Page not found: /search?q=kontrak&type=blog&page=50')
    expect(rangeLine(html)).toMatch(/^Halaman 50 tidak ada: daftar ini hanya memiliki \d+ halaman\. Ke halaman terakhir \(\d+\)$/)
    const link = rangeLink(html)!
    expect(link).toMatch(/^\/search\?q=kontrak&type=blog/)
    expect((await get(link)).res.status).toBe(200)
  })
})

describe('the error pages', () => {
  it('head a 404 in Indonesian with a search box, keeping the spec’s words small and marked English', async () => {
    const { res, html } = await get('/halaman-yang-tidak-ada')
    expect(res.status).toBe(404)
    expect(html).toContain('<html lang="id">')
    expect(html).toMatch(/<title>404 Halaman tidak ditemukan/)
    expect(h1(html)).toBe('Halaman tidak ditemukan')
    expect(specStatus(html)).toBe('Page Not Found')
    expect(statusLine(html)).toBe('Page not found: /halaman-yang-tidak-ada')
    expect(html).toContain('<p class="error-description" lang="en">')
    expect(html).toContain('Halaman yang Anda cari tidak ditemukan.')
    expect(searchBox(html)).toEqual({ action: '/search', label: 'Cari yang Anda perlukan di situs ini' })
    for (const link of ['Kembali ke beranda', 'Baca blog kami', 'Hubungi kami']) expect(html).toContain(`>${link}</a>`)
    // The search box leads somewhere.
    expect((await get('/search?q=kontrak')).res.status).toBe(200)
  })

  it('stay English under /en, the spec’s heading being English already, with an English search box', async () => {
    const { res, html } = await get('/en/no-such-page')
    expect(res.status).toBe(404)
    expect(html).toMatch(/<title>404 Page Not Found/)
    expect(h1(html)).toBe('Page Not Found')
    expect(html).not.toContain('class="error-status"')
    expect(statusLine(html)).toBe('Page not found: /en/no-such-page')
    expect(html).toContain('<p class="error-description">')
    expect(html).toContain('The page you are looking for could not be found.')
    expect(searchBox(html)).toEqual({ action: '/en/search', label: 'Search this site for what you need' })
    expect(html).toContain('>Back to the home page</a>')
    expect(html).not.toContain('Kembali ke beranda')
  })

  it('offer no site search on a staff page’s 404, only the way back to the dashboard', async () => {
    const editor = await signIn(app, 'editor@example.test', 'kata-sandi-editor')
    const { res, html } = await get('/dashboard/blogs/tidak-ada-id', { headers: { cookie: editor } })
    expect(res.status).toBe(404)
    expect(h1(html)).toBe('Halaman tidak ditemukan')
    expect(searchBox(html).action).toBeUndefined()
    expect(html).toContain('>Kembali ke dasbor</a>')
  })

  it('have a 403 page of their own: "Akses ditolak" in Indonesian, "Access denied" in English', async () => {
    const editor = await signIn(app, 'editor@example.test', 'kata-sandi-editor')
    const staffOnly = await get('/dashboard/staff', { headers: { cookie: editor } })
    expect(staffOnly.res.status).toBe(403)
    expect(staffOnly.html).toMatch(/<title>403 Akses ditolak/)
    expect(h1(staffOnly.html)).toBe('Akses ditolak')
    expect(statusLine(staffOnly.html)).toBe('Halaman ini hanya untuk admin.')
    expect(staffOnly.html).toContain('Akun Anda tidak memiliki izin untuk membuka halaman ini.')
    expect(staffOnly.html).toContain('>Kembali ke dasbor</a>')
    expect(staffOnly.html).not.toContain('Forbidden')

    // A form posted from another site, on an English page.
    const foreign = await get('/en/contact-us', { method: 'POST', headers: { ...formHeaders(), origin: 'https://evil.example' }, body: new URLSearchParams({ name: 'x' }) })
    expect(foreign.res.status).toBe(403)
    expect(h1(foreign.html)).toBe('Access denied')
    expect(foreign.html).toMatch(/<title>403 Access denied/)
  })

  it('name other statuses in the page’s language', async () => {
    const big = await get('/login', { method: 'POST', headers: formHeaders(), body: 'x='.padEnd(40_000, 'a') })
    expect(big.res.status).toBe(413)
    expect(h1(big.html)).toBe('Data terlalu besar')
  })
})
