/**
 * The public site reading the site settings and offices: every page, feed and vCard
 * without them (a fresh store) and with them; the two documents read once per render cache
 * generation; a change shown at once; the logo and sharing image served to visitors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SETTINGS_ID } from '../../../shared/collections/settings'
import type { Office, Profile, Settings } from '../../../shared/schemas/types'
import type { App } from '../app'
import { StoreUnavailableError } from '../backends/ports'
import { dataOf } from './dashboard/form-helpers'
import { fixtures } from '../testing/fixtures'
import { expectConsoleError } from '../../../tests/setup/fail-on-console-error'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../testing/test-backend'

const BASE = 'https://www.example.test'
const PAGES = ['/', '/about', '/career', '/contact-us', '/practice-area', '/attorneys', '/blogs', '/publications', '/search?q=hukum', '/sitemap.xml', '/blogs/feed.xml', '/publications/feed.xml']

interface Site {
  backend: TestBackend
  app: App
  attorney: Profile
  blogSlug: string
}

async function makeSite(): Promise<Site> {
  const clock = new TestClock()
  const backend = createTestBackend({ now: clock.now })
  const app = createTestApp(backend, { now: clock.now })
  const f = fixtures(backend)
  const category = await f.category('Analisis Hukum')
  const attorney = await f.profile({ name: 'Budi Santoso', phone: '' })
  const blog = await f.blog({ title: 'Catatan hukum tentang kepatuhan', categoryId: category.id, authorIds: [attorney.id], publishedAt: '2026-01-01T00:00:00.000Z' })
  return { backend, app, attorney, blogSlug: blog.slug }
}

async function get(site: Site, path: string) {
  const res = await site.app.request(`${BASE}${path}`)
  return { res, text: await res.text() }
}

/** The visible text of an element with this class (first one), tags dropped. */
function textOf(html: string, className: string, tag = 'footer'): string {
  const match = new RegExp(`<${tag} class="${className}"[\\s\\S]*?</${tag}>`).exec(html)
  return (match?.[0] ?? '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')
}

describe('a site whose settings and offices were never entered', () => {
  let site: Site
  beforeAll(async () => {
    site = await makeSite()
  })
  afterAll(async () => {
    await site.backend.cleanup()
  })

  it('renders every page, feed and vCard (never a 500), with no firm name left empty in titles', async () => {
    const paths = [...PAGES, `/attorneys/${site.attorney.slug}`, `/blogs/${site.blogSlug}`, `/attorneys/${site.attorney.slug}/vcard`]
    for (const path of paths) {
      const { res, text } = await get(site, path)
      expect(res.status, path).toBe(200)
      expect(text, path).not.toMatch(/<title>[^<]*\| <\/title>|<title>\s*\|/)
    }
    expect((await get(site, '/blogs')).text).toContain('<title>Blog</title>')
    expect((await get(site, '/blogs/feed.xml')).text).toContain('<title>Blog</title>')
  })

  it('says on the contact page that the contacts are not there yet, and keeps the footer to its navigation', async () => {
    const { text } = await get(site, '/contact-us')
    expect(text).toContain('Alamat dan kontak kantor belum tersedia.')
    expect(text).not.toContain('href="tel:')
    expect(text).toContain('id="footer-nav-0"')
    expect(text).not.toContain('id="footer-contact"')
  })

  it('answers an unknown path with the 404 page', async () => {
    const { res, text } = await get(site, '/tidak-ada')
    expect(res.status).toBe(404)
    expect(text).toContain('Page not found: /tidak-ada')
  })

  it('writes a vCard without the firm lines', async () => {
    const { text } = await get(site, `/attorneys/${site.attorney.slug}/vcard`)
    expect(text).not.toMatch(/^(ORG|ADR|TEL)/m)
  })
})

describe('a site with its settings and offices', () => {
  let site: Site
  let settings: Settings
  let jakarta: Office
  beforeAll(async () => {
    site = await makeSite()
    const f = fixtures(site.backend)
    settings = await f.settings({
      name: 'Adiwarsa Lubis & Rekan',
      legalName: 'Kantor Hukum Adiwarsa Lubis & Rekan',
      tagline: 'Konsultan hukum korporasi',
      email: 'kantor@example.test',
      careerEmail: '',
      whatsapp: '+6281119004477',
      linkedinUrl: 'https://www.linkedin.com/company/alr',
      instagramUrl: 'https://www.instagram.com/alr',
      disclaimer: 'Informasi di situs ini bersifat umum.',
    })
    await f.office({ name: 'Kantor Surabaya', phone: '+62318271900', city: 'Surabaya', main: false, sortOrder: 2 })
    jakarta = await f.office({ name: 'Kantor Jakarta', phone: '+622150887700', city: 'Jakarta Selatan', postalCode: '12190', address: ['Menara Adiwarsa, Lantai 18'], main: true, sortOrder: 1 })
  })
  afterAll(async () => {
    await site.backend.cleanup()
  })

  it('names the firm in the head, the header and the feeds', async () => {
    const home = (await get(site, '/')).text
    expect(home).toContain('<title>Adiwarsa Lubis &amp; Rekan | Konsultan hukum korporasi</title>')
    expect(home).toContain('<meta property="og:site_name" content="Adiwarsa Lubis &amp; Rekan"')
    expect(home).toMatch(/<a class="brand" href="\/"><img class="brand-logo" src="\/img\/\d+\/site_logos\/situs\.jpg\?v=\w+"/)
    expect(home).toContain('<span class="brand-name">Adiwarsa Lubis &amp; Rekan</span>')
    // The sharing image is the og:image of pages without their own, as its original bytes.
    expect(home).toContain(`<meta property="og:image" content="${BASE}/media/${settings.shareImage!.path}"`)
    expect((await get(site, '/blogs')).text).toContain('<title>Blog | Adiwarsa Lubis &amp; Rekan</title>')
    expect((await get(site, '/blogs/feed.xml')).text).toContain('<title>Blog Adiwarsa Lubis &amp; Rekan</title>')
  })

  it("shows the main office's phone (tel: in E.164), the email, the social links and the disclaimer in the footer", async () => {
    const { text } = await get(site, '/about')
    expect(text).toContain('<a href="tel:+622150887700">+62\u00a021\u00a05088\u00a07700</a>')
    expect(text).toContain('<a href="mailto:kantor@example.test">kantor@example.test</a>')
    const footer = textOf(text, 'site-footer')
    expect(footer).toContain('Menara Adiwarsa, Lantai 18 Jakarta Selatan 12190')
    expect(footer).toContain('LinkedIn Instagram')
    expect(footer).toMatch(/© \d{4} Kantor Hukum Adiwarsa Lubis &amp; Rekan\. Informasi di situs ini bersifat umum\./)
  })

  it('lists every office on the contact page in its order, each with its own phone, and WhatsApp as a wa.me link', async () => {
    const { text } = await get(site, '/contact-us')
    expect(text.indexOf('Kantor Jakarta')).toBeLessThan(text.indexOf('Kantor Surabaya'))
    expect(text).toContain('href="tel:+62318271900"')
    expect(text).toContain('<strong>Kantor utama</strong>')
    expect(text).toContain('href="https://wa.me/6281119004477"')
    // No career email of its own: applications go to the main email.
    expect(text).toMatch(/<dt>Karier<\/dt><dd><a href="mailto:kantor@example.test">/)
  })

  it("gives an attorney's vCard the firm's name, the main office's address and phone", async () => {
    const { text } = await get(site, `/attorneys/${site.attorney.slug}/vcard`)
    expect(text).toContain('ORG:Adiwarsa Lubis & Rekan\r\n')
    expect(text).toContain('TEL;TYPE=WORK,VOICE:+62 21 5088 7700\r\n')
    expect(text).toMatch(/^ADR;TYPE=WORK:;;Menara Adiwarsa\\, Lantai 18;Jakarta Selatan;/m)
  })

  it('serves the logo and the sharing image to visitors', async () => {
    expect((await get(site, `/img/96/${settings.logo!.path}`)).res.status).toBe(200)
    expect((await get(site, `/media/${settings.shareImage!.path}`)).res.status).toBe(200)
  })

  it('reads the two documents once per render cache generation, and again after a change, which shows at once', async () => {
    const store = site.backend.content
    const counted = { settings: 0, offices: 0 }
    const get = store.get.bind(store)
    const query = store.query.bind(store)
    store.get = ((collection: string, id: string) => {
      if (collection === 'settings') counted.settings++
      return get(collection as 'settings', id)
    }) as typeof store.get
    store.query = ((collection: string, q?: object) => {
      if (collection === 'offices') counted.offices++
      return query(collection as 'offices', q)
    }) as typeof store.query
    try {
      site.app.cache.clear()
      for (const path of ['/', '/about', '/contact-us', `/attorneys/${site.attorney.slug}/vcard`, '/blogs/feed.xml']) await site.app.request(`${BASE}${path}`)
      expect(counted).toEqual({ settings: 1, offices: 1 })

      const latest = (await get('settings', SETTINGS_ID))!
      await store.update('settings', SETTINGS_ID, { ...dataOf(latest), name: 'Lubis Adiwarsa Partners' }, { actor: 'admin', expectedVersion: latest.version })
      await store.update('offices', jakarta.id, { ...dataOf(jakarta), phone: '+622150889999' }, { actor: 'admin', expectedVersion: jakarta.version })
      const about = await site.app.request(`${BASE}/about`)
      const html = await about.text()
      expect(about.headers.get('x-render-cache')).toBe('MISS')
      expect(html).toContain('<span class="brand-name">Lubis Adiwarsa Partners</span>')
      expect(html).toContain('href="tel:+622150889999"')
      expect(counted).toEqual({ settings: 2, offices: 2 })
    } finally {
      store.get = get
      store.query = query
    }
  })

  it('does not ask the store again for the error page when the store is unavailable', async () => {
    const store = site.backend.content
    const get = store.get.bind(store)
    const query = store.query.bind(store)
    let settingsReads = 0
    const down = () => {
      throw new StoreUnavailableError('down')
    }
    store.get = ((collection: string) => {
      if (collection === 'settings') settingsReads++
      return Promise.reject(new StoreUnavailableError('down'))
    }) as typeof store.get
    store.query = (() => Promise.resolve().then(down)) as typeof store.query
    try {
      site.app.cache.clear()
      // The server logs the outage: the page's read, and the redirect table the 404 path consults.
      expectConsoleError(2)
      const res = await site.app.request(`${BASE}/contact-us`)
      const html = await res.text()
      expect(res.status).toBe(503)
      // The page's own read of the settings failed (the cache's next change is read beside it,
      // render/cached-page.ts); its error page asks for them no more.
      expect(settingsReads).toBe(1)
      // The last settings read still name the firm on the error page.
      expect(html).toContain('Lubis Adiwarsa Partners')
      // An unknown path: its redirect lookup fails (answered as 404 at once), and its 404 page
      // takes the last settings read as well.
      const missing = await site.app.request(`${BASE}/tidak-ada`)
      expect(missing.status).toBe(404)
      expect(await missing.text()).toContain('Lubis Adiwarsa Partners')
    } finally {
      store.get = get
      store.query = query
    }
  })
})
