/**
 * The home page's hero image: uploaded in Halaman → Beranda to its own folder, with
 * its alternative text (required with an image; English optional, falling back to Indonesian
 * marked lang="id"), shown beside the hero's text on the public home page of both languages and
 * served to visitors; the form shows the field; a page without one keeps the plain hero.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PAGE_MSG } from '../../../../shared/collections/pages'
import type { App } from '../../app'
import { tinyJpeg } from '../../testing/fixtures'
import { postForm, signIn, TEST_ORIGIN } from '../../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../../testing/test-backend'

let backend: TestBackend
let app: App
let cookie: string
let imagePath = ''

const home = { heroHeading: 'Mitra hukum untuk usaha yang tumbuh', heroLead: 'Kami menjawab dengan jelas.' }

function fieldError(html: string, field: string): string {
  const match = new RegExp(`id="pages-form-${field}-error"[^>]*>(.*?)</div>`).exec(html)
  return (match?.[1] ?? '').replace(/<[^>]+>/g, '')
}

async function get(path: string, withCookie = false) {
  const res = await app.request(`${TEST_ORIGIN}${path}`, withCookie ? { headers: { cookie } } : {})
  return { res, html: await res.text() }
}

/** The hero's <img> tag on a page, or ''. */
const heroImg = (html: string) => /<img class="hero-image"[^>]*>/.exec(html)?.[0] ?? ''

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

describe('the home page’s hero image', () => {
  it('is a field of Beranda in the dashboard, with its alternative text', async () => {
    const { res, html } = await get('/dashboard/pages/home', true)
    expect(res.status).toBe(200)
    expect(html).toContain('Gambar utama')
    expect(html).toContain('Teks alternatif gambar utama')
  })

  it('keeps the plain hero while there is none', async () => {
    expect((await postForm(app, '/dashboard/pages/home', home, cookie)).status).toBe(303)
    const { html } = await get('/')
    expect(html).toContain('<section class="hero" ')
    expect(heroImg(html)).toBe('')
  })

  it('is uploaded to its own folder and refused without its alternative text', async () => {
    const upload = await app.request(`${TEST_ORIGIN}/dashboard/uploads/hero_images`, {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, cookie, 'content-type': 'image/jpeg', 'x-file-name': 'kantor.jpg' },
      body: new Uint8Array(await tinyJpeg(1600, 1200)),
    })
    expect(upload.status).toBe(201)
    imagePath = ((await upload.json()) as { file: { path: string } }).file.path
    expect(imagePath).toMatch(/^hero_images\//)
    // Not public while no page uses it.
    expect((await get(`/media/${imagePath}`)).res.status).toBe(404)

    const missing = await postForm(app, '/dashboard/pages/home', { ...home, heroImage: imagePath, heroImageAlt: '', version: '1' }, cookie)
    expect(missing.status).toBe(400)
    expect(fieldError(await missing.text(), 'heroImageAlt')).toBe(PAGE_MSG.heroImageAltRequired)
    const elsewhere = await postForm(app, '/dashboard/pages/home', { ...home, heroImage: 'blog_images/a.jpg', heroImageAlt: 'Kantor', version: '1' }, cookie)
    expect(elsewhere.status).toBe(400)
  })

  it('shows on the home page of both languages, described, and is then served to visitors', async () => {
    const saved = await postForm(app, '/dashboard/pages/home', { ...home, heroImage: imagePath, heroImageAlt: 'Ruang rapat kantor di Jakarta', version: '1' }, cookie)
    expect(saved.status).toBe(303)
    expect(await backend.content.get('pages', 'home')).toMatchObject({ heroImage: { path: imagePath, width: 1600, height: 1200 }, heroImageAlt: 'Ruang rapat kantor di Jakarta' })

    const id = await get('/')
    expect(id.html).toContain('<section class="hero hero-with-image" ')
    const img = heroImg(id.html)
    expect(img).toContain('alt="Ruang rapat kantor di Jakarta"')
    expect(img).not.toContain('lang=')
    expect(img).toMatch(/src="\/img\/\d+\/hero_images\//)
    // Full-bleed behind the hero's text: the largest thing in view, so fetched first.
    expect(img).toContain('loading="eager"')
    expect(img).toContain('fetchPriority="high"')
    const src = /src="([^"]+)"/.exec(img)![1]!.replace(/&amp;/g, '&')
    const served = await get(src)
    expect(served.res.status).toBe(200)
    expect(served.res.headers.get('content-type')).toBe('image/webp')

    // English: the Indonesian description, marked, until staff write one.
    const en = heroImg((await get('/en')).html)
    expect(en).toContain('alt="Ruang rapat kantor di Jakarta"')
    expect(en).toContain('lang="id"')
    const translated = await postForm(
      app,
      '/dashboard/pages/home',
      { ...home, heroImage: imagePath, heroImageAlt: 'Ruang rapat kantor di Jakarta', heroHeadingEn: 'A legal partner for growing businesses', heroImageAltEn: 'The firm’s meeting room in Jakarta', version: '2' },
      cookie,
    )
    expect(translated.status).toBe(303)
    const enAfter = heroImg((await get('/en')).html)
    expect(enAfter).toContain('alt="The firm’s meeting room in Jakarta"')
    expect(enAfter).not.toContain('lang=')
  })
})
