import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MENU_MSG, NAVIGATION_ID, type MenuRow } from '../../../../shared/collections/navigation'
import { MSG } from '../../../../shared/schemas/messages'
import type { App } from '../../app'
import { fixtures } from '../../testing/fixtures'
import { postForm, signIn, TEST_ORIGIN } from '../../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../../testing/test-backend'

const PATH = '/dashboard/navigation'

let backend: TestBackend
let app: App
let cookie: string

async function get(path: string, withSession = true) {
  const res = await app.request(`${TEST_ORIGIN}${path}`, withSession ? { headers: { cookie } } : undefined)
  return { res, html: await res.text() }
}

/** The form fields of both menus, as the page posts them: four values per row, in order. */
function fields(menus: { header?: MenuRow[]; footer?: MenuRow[] }, version: number) {
  const out: Record<string, string[] | string> = { version: String(version) }
  for (const menu of ['header', 'footer'] as const) {
    const rows = menus[menu] ?? []
    out[`${menu}Level`] = rows.map((row) => String(row.level))
    out[`${menu}Label`] = rows.map((row) => row.label)
    out[`${menu}LabelEn`] = rows.map((row) => row.labelEn)
    out[`${menu}Href`] = rows.map((row) => row.href)
  }
  return out
}

const row = (level: 0 | 1, label: string, href: string, labelEn = ''): MenuRow => ({ level, label, labelEn, href })

/** The site's header navigation and its footer, as a page serves them. */
async function menusOf(path: string) {
  const { html } = await get(path, false)
  const header = html.slice(html.indexOf('<nav class="main-nav"'), html.indexOf('</nav>', html.indexOf('<nav class="main-nav"')))
  const footer = html.slice(html.indexOf('<footer'), html.indexOf('</footer>'))
  return { header, footer }
}

const version = async () => (await backend.content.get('navigation', NAVIGATION_ID))?.version ?? 0

beforeAll(async () => {
  const clock = new TestClock()
  backend = createTestBackend({ now: clock.now })
  app = createTestApp(backend, { now: clock.now })
  await fixtures(backend).settings()
  await backend.identity.createStaff({ email: 'editor@example.test', password: 'kata-sandi-editor', displayName: 'Editor Konten', role: 'editor' })
  cookie = await signIn(app, 'editor@example.test', 'kata-sandi-editor')
})

afterAll(() => backend.close())

describe('Navigasi', () => {
  it('starts from the site\'s own menus, which the site shows until a save', async () => {
    const { res, html } = await get(PATH)
    expect(res.status).toBe(200)
    expect(html).toContain('<h1>Navigasi</h1>')
    expect(html).toContain('Navigasi belum pernah disimpan')
    expect(html).toMatch(/name="headerHref" [^>]*value="\/practice-area"/)
    expect(html).toMatch(/name="footerLabel" [^>]*value="Jelajahi"/)
    const site = await menusOf('/')
    expect(site.header).toContain('href="/practice-area"')
    expect(site.footer).toContain('href="/privacy"')
  })

  it('saves both menus, and every page shows them in its language at once', async () => {
    const header = [
      row(0, 'Layanan', '', 'Services'),
      row(1, 'Pro Bono', '/pro-bono', 'Pro Bono'),
      row(1, 'Meja Jepang', '/japan-desk', ''),
      row(0, 'Kontak', '/contact-us', 'Contact'),
      row(0, 'Pendaftaran Webinar', 'https://daftar.example.com/webinar', 'Webinar sign-up'),
    ]
    const footer = [row(0, 'Firma', '', 'Firm'), row(1, 'Tentang Kami', '/about', 'About'), row(1, 'Kebijakan Privasi', '/privacy', 'Privacy')]
    const res = await postForm(app, PATH, fields({ header, footer }, 0), cookie)
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(`${PATH}?notice=navigation-saved`)

    const id = await menusOf('/blogs')
    expect(id.header).toContain('<summary>Layanan</summary>')
    expect(id.header).toContain('href="/pro-bono"')
    expect(id.header).toContain('href="/japan-desk"')
    expect(id.header).toMatch(/<a href="https:\/\/daftar\.example\.com\/webinar" rel="noopener">Pendaftaran Webinar<\/a>/)
    // The default entries are gone: the menu is what staff saved.
    expect(id.header).not.toContain('href="/practice-area"')
    expect(id.footer).toContain('>Firma</h2>')
    expect(id.footer).not.toContain('Jelajahi')

    const en = await menusOf('/en/blogs')
    expect(en.header).toContain('<summary>Services</summary>')
    expect(en.header).toContain('href="/en/pro-bono"')
    // No English label: not on the English site.
    expect(en.header).not.toContain('japan-desk')
    expect(en.header).toContain('href="/en/contact-us"')
    expect(en.footer).toContain('href="/en/about"')

    // The page shows what was saved.
    const { html } = await get(PATH)
    expect(html).not.toContain('Navigasi belum pernah disimpan')
    expect(html).toMatch(/name="headerLabel" [^>]*value="Meja Jepang"/)
  })

  it('refuses a save with each problem on its row, the input kept, and the menus unchanged', async () => {
    const before = await backend.content.get('navigation', NAVIGATION_ID)
    const header = [row(1, 'Anak tanpa induk', '/x'), row(0, 'Jahat', 'javascript:alert(1)'), row(0, 'Situs lain', '//evil.example')]
    const res = await postForm(app, PATH, fields({ header, footer: [row(0, 'Kolom', ''), row(1, 'Blog', '/blogs')] }, before!.version), cookie)
    expect(res.status).toBe(400)
    const html = await res.text()
    expect(html).toContain(MENU_MSG.childFirst)
    expect(html).toContain(MENU_MSG.target)
    expect(html).toMatch(/name="headerHref" [^>]*value="javascript:alert\(1\)"/)
    expect(html).toMatch(/aria-invalid="true"/)
    expect((await backend.content.get('navigation', NAVIGATION_ID))!.version).toBe(before!.version)
  })

  it('refuses a save made from an older version, keeping what was typed', async () => {
    const res = await postForm(app, PATH, fields({ header: [row(0, 'Versi lama', '/about')], footer: [] }, 0), cookie)
    expect(res.status).toBe(409)
    const html = await res.text()
    expect(html).toContain(MSG.stale)
    expect(html).toMatch(/value="Versi lama"/)
  })

  it('answers a crafted body with a message, never a 500', async () => {
    const current = await version()
    const cases: Record<string, string | string[]>[] = [
      { version: 'x' },
      { version: String(current), headerLevel: ['0', '0'], headerLabel: ['a'], headerLabelEn: ['a', 'b'], headerHref: ['/a', '/b'] },
      fields({ header: Array.from({ length: 200 }, (_, i) => row(0, `E${i}`, `/e${i}`)) }, current),
      fields({ header: [row(0, 'x'.repeat(20_000), '/'.repeat(20_000))] }, current),
    ]
    for (const body of cases) {
      const res = await postForm(app, PATH, body, cookie)
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400)
      expect(res.status).toBeLessThan(500)
    }
    expect(await version()).toBe(current)
  })

  it('is for signed-in staff only', async () => {
    const res = await app.request(`${TEST_ORIGIN}${PATH}`)
    expect(res.status).toBe(302)
    const before = await version()
    const post = await postForm(app, PATH, fields({ header: [row(0, 'Tanpa sesi', '/about')] }, before))
    expect(post.headers.get('location') ?? '').not.toContain('notice=navigation-saved')
    expect(await version()).toBe(before)
  })
})
