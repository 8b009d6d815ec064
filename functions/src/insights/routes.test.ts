/**
 * Statistik's page and CSV through the app, on the embedded backend's own counters: who may
 * open them, what the filter does with good and bad values, the empty state, and an item's
 * "Dilihat … kali" line on its form.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { InsightsIncrement } from '../../../shared/insights/types'
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '../../../shared/schemas/staff'
import type { App } from '../app'
import { exampleData } from '../testing/example-data'
import { signIn, TEST_ORIGIN } from '../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../testing/test-backend'

let backend: TestBackend
let app: App
let clock: TestClock
const cookies = {} as Record<StaffRole, string>
const ids: Record<string, string> = {}

// 2026-06-18 10.00 WIB.
const TODAY = '2026-06-18'

async function get(path: string, role: StaffRole = 'admin') {
  const res = await app.request(`${TEST_ORIGIN}${path}`, { headers: { cookie: cookies[role] } })
  return { status: res.status, headers: res.headers, text: await res.text() }
}

/** The page's text without tags, spaces collapsed. */
const words = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ')

/** One list of the page (its section by `data-list`), as text. */
function list(html: string, id: string): string | null {
  const section = new RegExp(`<section[^>]*data-list="${id}"[^>]*>([\\s\\S]*?)</section>`).exec(html)?.[1]
  return section === undefined ? null : words(section)
}

const at = (day: string, lang: 'id' | 'en', dimension: InsightsIncrement['dimension'], key: string, count = 1): InsightsIncrement => ({ day, lang, dimension, key, count })

beforeAll(async () => {
  clock = new TestClock(new Date(`${TODAY}T03:00:00.000Z`))
  backend = createTestBackend({ now: clock.now })
  app = createTestApp(backend, { now: clock.now })
  for (const role of STAFF_ROLES) {
    await backend.identity.createStaff({ email: `${role}@example.test`, password: `kata-sandi-${role}-rahasia`, displayName: STAFF_ROLE_LABELS[role], role })
    cookies[role] = await signIn(app, `${role}@example.test`, `kata-sandi-${role}-rahasia`)
  }
})
afterAll(async () => {
  await backend.cleanup()
})

describe('Statistik before anything is counted', () => {
  it('explains what is counted and that no cookies are used, and its CSV holds the headings only', async () => {
    const page = await get('/dashboard/insights')
    expect(page.status).toBe(200)
    expect(words(page.text)).toContain('Belum ada yang terhitung untuk periode ini')
    expect(words(page.text)).toContain('tanpa cookie')
    const csv = await get('/dashboard/insights/export.csv')
    expect(csv.text.replace('\uFEFF', '').trim().split('\r\n')).toHaveLength(1 + 30)
  })
})

describe('Statistik with counts', () => {
  beforeAll(async () => {
    const blog = await backend.content.create('blogs', exampleData('blogs', { title: 'Putusan MK tentang PKWT', slug: 'putusan-mk-pkwt', publishedAt: '2026-01-01T00:00:00.000Z' }), { actor: 'seed' })
    ids.blog = blog.id
    const page = await backend.content.create('blockPages', exampleData('blockPages', { title: 'Meja Jepang', path: '/japan-desk', publishedAt: '2026-01-01T00:00:00.000Z' }), { actor: 'seed' })
    ids.page = page.id
    await backend.insights.add([
      at(TODAY, 'id', 'view', '/blogs/putusan-mk-pkwt', 5),
      at('2026-06-15', 'id', 'view', '/blogs/putusan-mk-pkwt', 2),
      // 40 days ago: in 90 days, not in the last 30 (nor on the blog's form).
      at('2026-05-09', 'id', 'view', '/blogs/putusan-mk-pkwt', 100),
      at(TODAY, 'en', 'view', '/en/japan-desk', 3),
      at(TODAY, 'id', 'view', '/contact-us', 4),
      at(TODAY, 'id', 'device', 'phone', 6),
      at(TODAY, 'id', 'referrer', 'www.google.com', 2),
      at(TODAY, 'id', 'search', 'hukum antariksa', 2),
      at(TODAY, 'id', 'search-empty', 'hukum antariksa', 2),
      at(TODAY, 'id', 'search-empty', '=HYPERLINK("http://x.example")', 1),
      at(TODAY, 'id', 'conversion', 'inquiry /contact-us', 1),
      at(TODAY, 'id', 'conversion', 'pdf-download /blogs/putusan-mk-pkwt', 2),
    ])
  })

  it('lets admins and Pemasaran in, and refuses every other role in Indonesian', async () => {
    for (const role of STAFF_ROLES) {
      for (const path of ['/dashboard/insights', '/dashboard/insights/export.csv']) {
        const res = await get(path, role)
        if (role === 'admin' || role === 'marketing') expect(res.status, `${role} ${path}`).toBe(200)
        else {
          expect(res.status, `${role} ${path}`).toBe(403)
          expect(words(res.text), role).toContain(`Peran Anda: ${STAFF_ROLE_LABELS[role]}.`)
        }
      }
    }
  })

  it('is in the menu of those roles only', async () => {
    expect((await get('/dashboard', 'marketing')).text).toContain('href="/dashboard/insights"')
    expect((await get('/dashboard', 'editor')).text).not.toContain('href="/dashboard/insights"')
  })

  it('shows the last 30 days: views, pages by title with their form, searches without results, conversions', async () => {
    const page = await get('/dashboard/insights')
    expect(page.status).toBe(200)
    const text = words(page.text)
    expect(text).toContain('30 hari terakhir (20 Mei – 18 Juni 2026), semua bahasa')
    // 5 + 2 + 3 + 4 views; the 100 of 40 days ago are not in the period.
    expect(text).toContain('14 tayangan halaman')
    const pages = list(page.text, 'pages')!
    expect(pages).toContain('Putusan MK tentang PKWT')
    expect(pages).toContain('Meja Jepang')
    expect(page.text).toContain(`href="/dashboard/blogs/${ids.blog}/edit"`)
    expect(page.text).toContain(`href="/dashboard/pages/${ids.page}/edit"`)
    expect(page.text).toContain('href="/blogs/putusan-mk-pkwt"')
    expect(list(page.text, 'searches-empty')).toContain('hukum antariksa 2')
    expect(list(page.text, 'conversions')).toMatch(/Pesan \(formulir kontak\) .*dari Kontak 1/)
    expect(list(page.text, 'conversions')).toMatch(/Unduhan PDF .*dari Putusan MK tentang PKWT .*2/)
    expect(list(page.text, 'devices')).toContain('Ponsel 6')
    expect(list(page.text, 'referrers')).toContain('www.google.com 2')
    // The chart's table reads without the script: a row per day.
    expect(text).toContain('18 Juni 2026 12')
    expect(text).toContain('15 Juni 2026 2')
  })

  it('filters by language and period from the query', async () => {
    const english = words((await get('/dashboard/insights?lang=en')).text)
    expect(english).toContain('3 tayangan halaman')
    expect(english).toContain('bahasa English')
    const week = words((await get('/dashboard/insights?period=7d&lang=id')).text)
    expect(week).toContain('11 tayangan halaman')
    expect(words((await get('/dashboard/insights?period=90d')).text)).toContain('114 tayangan halaman')
    const range = await get('/dashboard/insights?period=custom&from=15/06/2026&to=15/06/2026')
    expect(range.status).toBe(200)
    expect(words(range.text)).toContain('2 tayangan halaman')
  })

  it('answers bad values with the default view and a sentence, never an error page', async () => {
    for (const query of ['period=selamanya', 'lang=fr', 'period=custom&from=31/02/2026', 'period=custom&from=2026-06-10&to=2026-06-01', `period=${'x'.repeat(3000)}`, 'period=custom&from=2020-01-01&to=2020-02-01', 'period=custom&to=kemarin']) {
      const res = await get(`/dashboard/insights?${query}`)
      expect(res.status, query.slice(0, 40)).toBe(400)
      const text = words(res.text)
      expect(text, query.slice(0, 40)).toContain('14 tayangan halaman')
      expect(res.text, query.slice(0, 40)).toContain('role="alert"')
    }
  })

  it('exports the filtered view as CSV, what visitors typed kept as text', async () => {
    const res = await get('/dashboard/insights/export.csv?period=7d')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="statistik-2026-06-12-2026-06-18.csv"')
    expect(res.text).toContain('"Halaman teratas","Putusan MK tentang PKWT","/blogs/putusan-mk-pkwt","7"')
    expect(res.text).toContain('"Pencarian tanpa hasil","hukum antariksa","","2"')
    expect(res.text).toContain(`"Pencarian tanpa hasil","'=HYPERLINK(""http://x.example"")","","1"`)
    expect(res.text).toContain('"Konversi","Pesan (formulir kontak) dari Kontak","/contact-us","1"')
    expect(res.text).not.toMatch(/(^|,)"[=+\-@]/m)
  })

  it("shows an item's views of the last 30 days on its form", async () => {
    const blogForm = await get(`/dashboard/blogs/${ids.blog}/edit`)
    expect(words(blogForm.text)).toContain('Dilihat 7 kali dalam 30 hari terakhir')
    // Every content role sees it on the forms it opens.
    expect(words((await get(`/dashboard/pages/${ids.page}/edit`, 'editor')).text)).toContain('Dilihat 3 kali dalam 30 hari terakhir')
    expect(words((await get('/dashboard/blogs/create')).text)).not.toContain('Dilihat')
    // An event: one slug in both editions, both counted.
    const event = await backend.content.create('events', exampleData('events', { slug: 'seminar-pdp' }), { actor: 'seed' })
    await backend.insights.add([at(TODAY, 'id', 'view', '/events/seminar-pdp', 4), at(TODAY, 'en', 'view', '/en/events/seminar-pdp', 1)])
    expect(words((await get(`/dashboard/acara/${event.id}/edit`)).text)).toContain('Dilihat 5 kali dalam 30 hari terakhir')
  })
})
