import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PAGE_MSG } from '../../../../shared/collections/pages'
import { MSG } from '../../../../shared/schemas/messages'
import type { App } from '../../app'
import { postForm, signIn, TEST_ORIGIN } from '../../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../../testing/test-backend'

let backend: TestBackend
let app: App
let cookie: string

const BODY = `<p>${'Kami mendampingi klien dalam keputusan penting bagi usaha mereka, dengan nasihat yang lugas dan tepat waktu. '.repeat(2)}</p>`

async function get(path: string, withCookie = true) {
  const res = await app.request(`${TEST_ORIGIN}${path}`, withCookie ? { headers: { cookie } } : {})
  return { res, html: await res.text() }
}

/** The text of the error region next to a field (Conform's `{form}-{field}-error` id). */
function fieldError(html: string, field: string): string {
  const match = new RegExp(`id="pages-form-${field}-error"[^>]*>(.*?)</div>`).exec(html)
  return (match?.[1] ?? '').replace(/<[^>]+>/g, '')
}

const home = {
  heroHeading: 'Mitra hukum untuk usaha yang tumbuh',
  heroLead: 'Kami menjawab dengan jelas.',
  primaryLabel: 'Konsultasi',
  primaryPath: '/contact-us',
  secondaryLabel: '',
  secondaryPath: '',
  figure1Value: '25+',
  figure1Label: 'tahun berpraktik',
}

beforeAll(async () => {
  const clock = new TestClock()
  backend = createTestBackend({ now: clock.now })
  app = createTestApp(backend, { now: clock.now })
  await backend.identity.createStaff({ email: 'editor@example.test', password: 'kata-sandi-editor', displayName: 'Editor', role: 'editor' })
  cookie = await signIn(app, 'editor@example.test', 'kata-sandi-editor')
})
afterAll(async () => {
  await backend.cleanup()
})

describe('a site whose pages were never written', () => {
  it('renders every fixed page with its empty state', async () => {
    for (const path of ['/', '/about', '/career', '/contact-us']) {
      const { res } = await get(path, false)
      expect(res.status, path).toBe(200)
    }
    const { html } = await get('/dashboard/pages')
    expect(html.match(/<span class="muted">Belum diisi<\/span>/g)).toHaveLength(4)
  })
})

describe('/dashboard/pages', () => {
  it('shows each page’s form with its own fields, labelled, and 404 for another name', async () => {
    const { res, html } = await get('/dashboard/pages/home')
    expect(res.status).toBe(200)
    for (const label of ['Judul utama', 'Teks pembuka', 'Tombol utama: teks', 'Tombol utama: tujuan', 'Angka 1', 'Keterangan angka 4']) expect(html).toContain(`>${label}`)
    expect(html).not.toContain('>Uraian nilai 1')
    // Back to the list by its name; the buttons and the figures in their own named groups, in each language's tab.
    expect(html).toMatch(/<p class="post-breadcrumb"><a href="\/dashboard\/pages">Halaman<\/a><\/p>/)
    expect(html.match(/<fieldset class="form-section"[^>]*><legend>(.*?)<\/legend>/g)?.map((tag) => tag.replace(/.*<legend>|<\/legend>/g, ''))).toEqual(['Gambar utama', 'Tombol', 'Angka', 'Gambar utama', 'Tombol', 'Angka'])
    expect((await get('/dashboard/pages/about')).html).toContain('>Uraian nilai 1')
    expect((await get('/dashboard/pages/lain')).res.status).toBe(404)
  })

  it('saves Beranda, shown on the home page at once', async () => {
    const res = await postForm(app, '/dashboard/pages/home', home, cookie)
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/dashboard/pages?notice=page-saved')
    expect(await backend.content.get('pages', 'home')).toMatchObject({ heroHeading: home.heroHeading, figure1Value: '25+', version: 1 })
    const { html } = await get('/', false)
    expect(html).toContain(`<h1 id="hero-title">${home.heroHeading}</h1>`)
    expect(html).toContain('<a class="button" href="/contact-us">Konsultasi</a>')
    expect(html).toMatch(/<strong>25\+<\/strong> (<!-- -->)?tahun berpraktik/)
    // The figures are also About's "Dalam angka".
    expect((await get('/about', false)).html).toContain('tahun berpraktik')
  })

  it('refuses a button or figure half filled, and a target off the site, next to the field', async () => {
    for (const target of ['//contoh.test/masuk', 'https://contoh.test', 'javascript:alert(1)', '/\\contoh.test', 'contact-us']) {
      const res = await postForm(app, '/dashboard/pages/home', { ...home, primaryPath: target, version: '1' }, cookie)
      expect(res.status, target).toBe(400)
      expect(fieldError(await res.text(), 'primaryPath'), target).toBe(PAGE_MSG.path)
    }
    const half = await postForm(app, '/dashboard/pages/home', { ...home, secondaryLabel: 'Advokat', figure2Value: '40', version: '1' }, cookie)
    expect(half.status).toBe(400)
    const html = await half.text()
    expect(fieldError(html, 'secondaryPath')).toBe(PAGE_MSG.buttonPair)
    expect(fieldError(html, 'figure2Label')).toBe(PAGE_MSG.figurePair)
    expect(html).toContain('value="Advokat"')
    expect((await backend.content.get('pages', 'home'))!.version).toBe(1)
  })

  it('refuses a stale save with the input kept', async () => {
    const res = await postForm(app, '/dashboard/pages/home', { ...home, heroHeading: 'Judul dari versi lama', version: '0' }, cookie)
    expect(res.status).toBe(409)
    const html = await res.text()
    expect(html).toContain(MSG.stale)
    expect(html).toContain('Judul dari versi lama')
  })

  it('saves Tentang Kami, Karier and Kontak, each shown on its page', async () => {
    const about = await postForm(app, '/dashboard/pages/about', { aboutIntro: 'Sejak 2004 bersama klien.', aboutBody: BODY, value1Title: 'Integritas', value1Text: 'Jujur kepada klien.' }, cookie)
    expect(about.status).toBe(303)
    const aboutHtml = (await get('/about', false)).html
    expect(aboutHtml).toContain('Sejak 2004 bersama klien.')
    expect(aboutHtml).toContain('<h3>Integritas</h3>')
    const career = await postForm(app, '/dashboard/pages/career', { careerIntro: 'Bergabunglah.', careerBody: `<h2>Yang kami tawarkan</h2>${BODY}<script>alert(1)</script>` }, cookie)
    expect(career.status).toBe(303)
    const careerHtml = (await get('/career', false)).html
    expect(careerHtml).toContain('<h2 id="yang-kami-tawarkan">Yang kami tawarkan</h2>')
    expect(careerHtml).not.toContain('<script>alert(1)')
    const contact = await postForm(app, '/dashboard/pages/contact', { contactIntro: 'Kami membalas dalam satu hari kerja.' }, cookie)
    expect(contact.status).toBe(303)
    expect((await get('/contact-us', false)).html).toContain('Kami membalas dalam satu hari kerja.')
  })

  it('answers each required field with its message', async () => {
    const res = await postForm(app, '/dashboard/pages/about', { aboutIntro: '', aboutBody: '<p>pendek</p>', version: '1' }, cookie)
    expect(res.status).toBe(400)
    const html = await res.text()
    expect(fieldError(html, 'aboutIntro')).toBe(PAGE_MSG.introRequired)
    expect(fieldError(html, 'aboutBody')).toBe(PAGE_MSG.bodyMin)
  })
})
