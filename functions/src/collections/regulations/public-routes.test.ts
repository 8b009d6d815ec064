/**
 * Peraturan end to end on the embedded backend: staff add a regulation in the dashboard's generic
 * pages, the post form offers it under Peraturan terkait with its citation (the key the form's
 * suggestion reads), a published post linking it is listed on its page in both editions, newest
 * first, with its status and what amended it, its page carries schema.org Legislation and is in
 * the sitemap, and the search reads every way of writing it. /regulations shows each type's
 * newest and links its own list, a page at a time in the gazette's order.
 */
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Blog, Regulation } from '../../../../shared/schemas/types'
import type { App } from '../../app'
import type { CollectionName } from '../../backends/ports'
import { exampleData } from '../../testing/example-data'
import { formBody } from '../../testing/form-bodies'
import { fixtures } from '../../testing/fixtures'
import { postForm, signIn, TEST_ORIGIN } from '../../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../../testing/test-backend'
import { regulationListKey, regulationTypeRange } from '../../../../shared/collections/regulations'
import { REGULATIONS_PER_PAGE, REGULATIONS_PER_TYPE } from './public-routes'

let backend: TestBackend
let app: App
let cookie: string
let pdp: Regulation
let older: Blog
let newer: Blog
let clock: TestClock

const page = async (path: string, headers: Record<string, string> = {}) => {
  const res = await app.request(`${TEST_ORIGIN}${path}`, { headers })
  return { status: res.status, html: await res.text() }
}

beforeAll(async () => {
  clock = new TestClock()
  backend = createTestBackend({ now: clock.now })
  app = createTestApp(backend, { now: clock.now })
  await backend.identity.createStaff({ email: 'editor@example.test', password: 'kata-sandi-editor', displayName: 'Editor', role: 'editor' })
  cookie = await signIn(app, 'editor@example.test', 'kata-sandi-editor')
  const f = fixtures(backend)
  await f.settings({ name: 'Firma Contoh', email: 'kantor@example.test' })
  const category = await f.category('Analisis Hukum')
  const amending = await backend.content.create('regulations', exampleData('regulations', { type: 'UU', number: '99', year: '2025', title: 'Perubahan atas UU PDP', slug: 'uu-99-2025', issuer: 'DPR dan Presiden' }), { actor: 'test' })
  // Added as staff add one: through the dashboard's form.
  const res = await postForm(
    app,
    '/dashboard/regulations/create',
    formBody('regulations' as CollectionName, {
      type: 'UU',
      number: '27',
      year: '2022',
      title: 'Pelindungan Data Pribadi',
      titleEn: 'Personal Data Protection',
      abbreviation: 'UU PDP',
      slug: 'uu-27-2022',
      issuer: 'DPR dan Presiden',
      status: 'diubah',
      amendedByIds: amending.id,
      sourceUrl: 'https://peraturan.go.id/id/uu-no-27-tahun-2022',
    }),
    cookie,
  )
  expect(res.status).toBe(303)
  pdp = ((await backend.content.query('regulations', { where: [{ field: 'slug', op: '==', value: 'uu-27-2022' }] })) as Regulation[])[0]!
  const english = (slug: string) => ({ titleEn: `English ${slug}`, slugEn: slug, contentEn: '<p>The English text of this item, long enough to read.</p>', excerptEn: 'In English.' })
  older = await f.blog({ title: 'Kewajiban pengendali data', categoryId: category.id, publishedAt: '2026-01-05T01:00:00.000Z', content: '<p>Menurut UU No. 27 Tahun 2022, pengendali data wajib menunjuk pejabat pelindungan data.</p>', regulationIds: [pdp.id], ...english('controller-duties'), publishedAtEn: '2026-01-05T01:00:00.000Z' })
  newer = await f.blog({ title: 'Sanksi administratif data pribadi', categoryId: category.id, publishedAt: '2026-03-05T01:00:00.000Z', content: '<p>Sanksi bagi pelanggaran pelindungan data pribadi dijelaskan di sini.</p>', regulationIds: [pdp.id] })
  // A draft linking it stays off its page.
  await f.blog({ title: 'Draf tentang data pribadi', categoryId: category.id, publishedAt: null as never, content: '<p>Masih draf, belum terbit untuk dibaca.</p>', regulationIds: [pdp.id] })
})
afterAll(() => backend.cleanup())

describe('Peraturan in the dashboard', () => {
  it('is in the menu as Peraturan, and its list shows the citation parts and the status', async () => {
    const { html } = await page('/dashboard/regulations', { cookie })
    expect(html).toContain('<a href="/dashboard/regulations" aria-current="page">Peraturan</a>')
    expect(html).toContain('Pelindungan Data Pribadi')
    expect(html).toContain('diubah')
  })

  it('stores the regulation as typed, its number as the scanner reads it', () => {
    expect(pdp).toMatchObject({ type: 'UU', number: '27', year: '2022', status: 'diubah', abbreviation: 'UU PDP', titleEn: 'Personal Data Protection' })
  })

  it('refuses a number that is not one and an address that is no https link, with their messages', async () => {
    const res = await postForm(app, '/dashboard/regulations/create', formBody('regulations' as CollectionName, { type: 'UU', number: 'dua puluh', year: '22', title: 'X', slug: 'x', issuer: 'DPR', sourceUrl: 'javascript:alert(1)' }), cookie)
    expect(res.status).toBe(400)
    const html = await res.text()
    for (const message of ['Nomor ditulis dengan angka', 'Tahun ditulis empat angka', 'Sumber resmi harus berupa alamat lengkap']) expect(html).toContain(message)
  })

  it('offers it in a post form under Peraturan terkait, with its citation and the key the suggestion matches', async () => {
    const { html } = await page(`/dashboard/blogs/${older.id}/edit`, { cookie })
    expect(html).toContain('Peraturan terkait')
    expect(html).toContain('UU No. 27 Tahun 2022')
    expect(html).toMatch(new RegExp(`<input[^>]*name="regulationIds" checked="" value="${pdp.id}"`))
    // The form's props carry the key the browser compares with the content's citations.
    expect(html).toContain('"mentionKey":"UU:27:2022"')
  })
})

describe('a regulation’s upcoming events', () => {
  it('lists the published upcoming events linking it, soonest first, never a past one, a draft or a join link, in both editions', async () => {
    const event = (over: Record<string, unknown>) =>
      backend.content.create('events', exampleData('events', { mode: 'online', platform: 'Zoom', joinUrl: 'https://us02web.zoom.us/j/99988877766', cover: null, slidesFile: null, regulationIds: [pdp.id], publishedAt: '2026-06-01T00:00:00.000Z', ...over } as never), { actor: 'test' })
    await event({ title: 'Webinar Kewajiban Pengendali Data', titleEn: 'Data Controller Duties Webinar', slug: 'webinar-pengendali', startsAt: '2026-07-10T02:00:00.000Z', endsAt: '2026-07-10T04:00:00.000Z' })
    await event({ title: 'Seminar Data Pribadi Sektor Keuangan', slug: 'seminar-keuangan', startsAt: '2026-07-01T02:00:00.000Z', endsAt: '2026-07-01T04:00:00.000Z' })
    await event({ title: 'Workshop Lampau Data Pribadi', slug: 'workshop-lampau', startsAt: '2026-05-01T02:00:00.000Z', endsAt: '2026-05-01T04:00:00.000Z' })
    await event({ title: 'Draf Acara Data Pribadi', slug: 'draf-acara-pdp', startsAt: '2026-08-01T02:00:00.000Z', endsAt: '2026-08-01T04:00:00.000Z', publishedAt: null })
    await event({ title: 'Webinar Arbitrase Tanpa Peraturan', slug: 'webinar-arbitrase', regulationIds: [], startsAt: '2026-07-05T02:00:00.000Z', endsAt: '2026-07-05T04:00:00.000Z' })
    const { html } = await page('/regulations/uu-27-2022')
    expect(html).toContain('Acara mendatang tentang peraturan ini')
    expect(html).toContain('href="/events/seminar-keuangan"')
    expect(html.indexOf('href="/events/seminar-keuangan"')).toBeLessThan(html.indexOf('href="/events/webinar-pengendali"'))
    for (const absent of ['workshop-lampau', 'draf-acara-pdp', 'webinar-arbitrase']) expect(html).not.toContain(`href="/events/${absent}"`)
    expect(html).not.toContain('99988877766')
    const en = await page('/en/regulations/uu-27-2022')
    expect(en.html).toContain('Upcoming events on this regulation')
    expect(en.html).toContain('Data Controller Duties Webinar')
  })
})

describe('/regulations and /regulations/{slug}', () => {
  it('lists the regulations by type and year, with their status', async () => {
    const { status, html } = await page('/regulations')
    expect(status).toBe(200)
    expect(html).toContain('<h2 id="uu-title">Undang-Undang (UU)</h2>')
    expect(html).toContain('href="/regulations/uu-27-2022"')
    expect(html.indexOf('UU No. 99 Tahun 2025')).toBeLessThan(html.indexOf('UU No. 27 Tahun 2022'))
    expect(html).toContain('Diubah')
  })

  it('shows the regulation, its status, what amended it and the published writing, newest first', async () => {
    const { status, html } = await page('/regulations/uu-27-2022')
    expect(status).toBe(200)
    expect(html).toContain('<h1>UU No. 27 Tahun 2022</h1>')
    expect(html).toContain('Diubah dengan')
    expect(html).toContain('href="/regulations/uu-99-2025"')
    expect(html).toContain('href="https://peraturan.go.id/id/uu-no-27-tahun-2022"')
    expect(html.indexOf(newer.title)).toBeGreaterThan(-1)
    expect(html.indexOf(newer.title)).toBeLessThan(html.indexOf(older.title))
    expect(html).not.toContain('Draf tentang data pribadi')
  })

  it('describes it as schema.org Legislation, in force as amended', async () => {
    const { html } = await page('/regulations/uu-27-2022')
    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].flatMap((m) => JSON.parse(m[1]!) as object | object[])
    const legislation = blocks.flat().find((block) => (block as { '@type'?: string })['@type'] === 'Legislation')
    expect(legislation).toMatchObject({ legislationIdentifier: 'UU No. 27 Tahun 2022', alternateName: 'UU PDP', legislationLegalForce: 'https://schema.org/InForce', legislationJurisdiction: 'ID' })
  })

  it('answers in English under /en with the same slug: the English title, the English writing only', async () => {
    const { status, html } = await page('/en/regulations/uu-27-2022')
    expect(status).toBe(200)
    expect(html).toContain('Personal Data Protection')
    expect(html).toContain('Amended')
    expect(html).toContain('English controller-duties')
    expect(html).not.toContain(newer.title)
    expect((await page('/en/regulations')).status).toBe(200)
  })

  it('answers 404 for a slug no regulation has', async () => {
    expect((await page('/regulations/uu-1-1900')).status).toBe(404)
  })

  it('is in the sitemap in both languages', async () => {
    const { html } = await page('/sitemap.xml')
    for (const path of ['/regulations', '/regulations/uu-27-2022', '/en/regulations/uu-27-2022']) expect(html).toContain(`${TEST_ORIGIN}${path}</loc>`)
  })
})

describe('the search reads the ways a regulation is written', () => {
  const found = async (q: string, index: 'public' | 'public-en' = 'public') => (await backend.search.search(index, { q, perPage: 20 })).hits.map((hit) => hit.record.title)

  it('finds the regulation and the posts linking it by UU 27/2022, uu no 27 tahun 2022 and UU PDP alike', async () => {
    for (const q of ['UU 27/2022', 'uu no 27 tahun 2022', 'Undang-Undang Nomor 27 Tahun 2022', 'UU PDP']) {
      const titles = await found(q)
      expect(titles, q).toContain('UU No. 27 Tahun 2022: Pelindungan Data Pribadi')
      expect(titles, q).toContain(newer.title)
      expect(titles, q).toContain(older.title)
    }
  })

  it('finds nothing of it for another year or number', async () => {
    expect(await found('UU 27/2021')).toEqual([])
    expect(await found('UU 28/2022')).toEqual([])
  })

  it('finds it in English too, written as an English text writes it', async () => {
    const titles = await found('Law No. 27 of 2022', 'public-en')
    expect(titles).toContain('UU No. 27 Tahun 2022: Personal Data Protection')
    expect(titles).toContain('English controller-duties')
  })
})

/** Numbers as numbers (`27/10` after `27/2`). */
const NUMBER_ORDER = new Intl.Collator('id', { numeric: true })

/**
 * The gazette's order, newest year first, then the highest number: as /regulations sorted its
 * list in hand before list keys, and the order a type's keys read in, descending.
 */
function byYearAndNumber(a: Pick<Regulation, 'year' | 'number'>, b: Pick<Regulation, 'year' | 'number'>): number {
  return Number(b.year) - Number(a.year) || NUMBER_ORDER.compare(b.number, a.number)
}

describe('regulationListKey', () => {
  const sample = [
    { number: '27/2', year: '2021' },
    { number: '27/10', year: '2021' },
    { number: '5', year: '2021' },
    { number: '27', year: '2021' },
    { number: '100', year: '2020' },
    { number: '9', year: '2020' },
    { number: '1', year: '2022' },
    { number: '23/6', year: '2021' },
    { number: '23/10/1', year: '2021' },
  ]
  const key = (r: { number: string; year: string }) => regulationListKey({ type: 'PBI', ...r })

  it('orders a number as a number: 27/10 after 27/2, 100 after 9', () => {
    expect(key({ number: '27/10', year: '2021' }) > key({ number: '27/2', year: '2021' })).toBe(true)
    expect(key({ number: '100', year: '2020' }) > key({ number: '9', year: '2020' })).toBe(true)
  })

  it('orders by year first: a low number of a later year after a high one of an earlier year', () => {
    expect(key({ number: '1', year: '2022' }) > key({ number: '100', year: '2021' })).toBe(true)
  })

  it('read descending, is the gazette order byYearAndNumber gives, whatever order they were written in', () => {
    const shuffled = [3, 7, 0, 8, 1, 5, 2, 6, 4].map((i) => sample[i]!)
    const byKey = [...shuffled].sort((a, b) => (key(b) < key(a) ? -1 : key(b) > key(a) ? 1 : 0))
    expect(byKey).toEqual([...shuffled].sort(byYearAndNumber))
  })

  it('orders every number and year the form accepts as byYearAndNumber does', () => {
    // What NumberRule and YearRule let through: one to four groups of up to four digits, leading zeros dropped.
    const number = fc.array(fc.integer({ min: 0, max: 9999 }), { minLength: 1, maxLength: 4 }).map((parts) => parts.join('/'))
    const year = fc.integer({ min: 1800, max: 2199 }).map(String)
    const regulation = fc.record({ number, year })
    fc.assert(
      fc.property(regulation, regulation, (a, b) => {
        const byKey = key(b) < key(a) ? -1 : key(b) > key(a) ? 1 : 0
        expect(byKey, `${a.number}/${a.year} ${b.number}/${b.year}`).toBe(Math.sign(byYearAndNumber(a, b)))
      }),
      { numRuns: 2000 },
    )
  })

  it('keeps each type in a range of its own', () => {
    const [from, to] = regulationTypeRange('PP')
    for (const type of ['PP', 'Perppu', 'Perpres', 'POJK', 'Perda']) {
      const k = regulationListKey({ type, number: '1', year: '2020' })
      expect(k >= (from!.value as string) && k < (to!.value as string), type).toBe(type === 'PP')
    }
  })
})

describe('a type’s own list, a page at a time', () => {
  // 26 PBI: one of 2022, five of 2021 whose numbers a store's text order gets wrong, twenty of 2020.
  const PBI = [
    { number: '3', year: '2022' },
    ...['23/2', '27/2', '5', '23/10', '27/10'].map((number) => ({ number, year: '2021' })),
    ...Array.from({ length: 20 }, (_, i) => ({ number: String(i + 1), year: '2020' })),
  ]
  const slugOf = (r: { number: string; year: string }) => `pbi-${r.number.replace('/', '-')}-${r.year}`
  const gazette = [...PBI].sort(byYearAndNumber).map(slugOf)
  const listed = (html: string) => [...html.matchAll(/<a href="(?:\/en)?\/regulations\/(pbi-[a-z0-9-]+)"/g)].map((m) => m[1]!)

  beforeAll(async () => {
    for (const r of PBI) {
      await backend.content.create('regulations', exampleData('regulations', { type: 'PBI', ...r, title: `Ketentuan Bank Indonesia ${r.number}/${r.year}`, slug: slugOf(r), issuer: 'Bank Indonesia' }), { actor: 'test' })
    }
  })

  it('is written into each stored regulation, the one saved through the dashboard’s form too', () => {
    expect(pdp.listKey).toBe('UU:002022:000027')
  })

  it('shows each type’s newest on /regulations with a link to all of it, and no link where all are shown', async () => {
    const { html } = await page('/regulations')
    expect(listed(html)).toEqual(gazette.slice(0, REGULATIONS_PER_TYPE))
    expect(html).toContain('<a href="/regulations?type=pbi">Semua PBI (26)</a>')
    expect(html).not.toContain('href="/regulations?type=uu"')
    expect(html).toContain('<h2 id="pbi-title">Peraturan Bank Indonesia (PBI)</h2>')
    expect(html).toContain('<a href="#pbi">PBI</a>')
    // Types without regulations are not shown.
    expect(html).not.toContain('id="pp-title"')
  })

  it('lists a type newest year first, numbers as numbers, page 1 then page 2', async () => {
    const first = await page('/regulations?type=pbi')
    expect(first.status).toBe(200)
    expect(listed(first.html)).toEqual(gazette.slice(0, REGULATIONS_PER_PAGE))
    expect(listed(first.html).slice(1, 6)).toEqual(['pbi-27-10-2021', 'pbi-27-2-2021', 'pbi-23-10-2021', 'pbi-23-2-2021', 'pbi-5-2021'])
    expect(first.html).toContain('<h1>Peraturan Bank Indonesia (PBI)</h1>')
    expect(first.html).toContain('26 PBI yang dibahas tulisan kami')
    expect(first.html).toContain('href="/regulations?type=pbi&amp;page=2"')
    expect(first.html).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/regulations?type=pbi"`)
    const second = await page('/regulations?type=pbi&page=2')
    expect(second.status).toBe(200)
    expect(listed(second.html)).toEqual(gazette.slice(REGULATIONS_PER_PAGE))
    expect(second.html).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/regulations?type=pbi&amp;page=2"`)
    expect(second.html).toContain(`href="${TEST_ORIGIN}/en/regulations?type=pbi&amp;page=2"`)
  })

  it('mirrors it in English under /en, with the English names', async () => {
    const index = await page('/en/regulations')
    expect(index.html).toContain('<a href="/en/regulations?type=pbi">All PBI (26)</a>')
    expect(index.html).toContain('<h2 id="pbi-title">Bank Indonesia Regulations (PBI)</h2>')
    const second = await page('/en/regulations?type=pbi&page=2')
    expect(second.status).toBe(200)
    expect(listed(second.html)).toEqual(gazette.slice(REGULATIONS_PER_PAGE))
    expect(second.html).toContain('<h1>Bank Indonesia Regulations (PBI)</h1>')
  })

  it('leads from a regulation’s page to its type’s list, by its breadcrumbs and its type', async () => {
    const { html } = await page('/regulations/pbi-27-10-2021')
    expect(html.match(/href="\/regulations\?type=pbi"/g)?.length).toBeGreaterThanOrEqual(2)
    expect(html).toContain('Peraturan Bank Indonesia (PBI)</a>')
    expect((await page('/en/regulations/pbi-27-10-2021')).html).toContain('<a href="/en/regulations?type=pbi">Bank Indonesia Regulations (PBI)</a>')
  })

  it('answers 404 for a type it does not know or one without regulations, never a 500', async () => {
    for (const path of ['/regulations?type=lain', '/regulations?type=PB', '/regulations?type=pp', '/en/regulations?type=%3Cscript%3Ealert(1)']) {
      const { status, html } = await page(path)
      expect(status, path).toBe(404)
      expect(html, path).not.toContain('<script>alert')
    }
  })

  it('sends a type typed in capitals (the gazette writes PBI) to its one address, its page number kept', async () => {
    for (const [path, to] of [
      ['/regulations?type=PBI', '/regulations?type=pbi'],
      ['/regulations?type=%20Pbi%20&page=1', '/regulations?type=pbi'],
      ['/en/regulations?type=PBI&page=2', '/en/regulations?type=pbi&page=2'],
      // Only a page number goes along: text, control characters or a long value are left behind.
      ['/regulations?type=PBI&page=%3Cscript%3E', '/regulations?type=pbi'],
      ['/regulations?type=PBI&page=%0D%0ASet-Cookie:x', '/regulations?type=pbi'],
      [`/regulations?type=PBI&page=${'9'.repeat(6000)}`, '/regulations?type=pbi'],
    ]) {
      const response = await app.request(`${TEST_ORIGIN}${path}`)
      expect(response.status, path).toBe(301)
      expect(response.headers.get('location'), path).toBe(to)
    }
  })

  it('answers a page that does not exist with a 404 leading to the last one, whatever the value', async () => {
    for (const value of ['3', '0', '-1', '1e3', 'dua', '%3Cscript%3Ealert(1)%3C%2Fscript%3E', '99999999999999999999', '2&page=3']) {
      const { status, html } = await page(`/regulations?type=pbi&page=${value}`)
      if (value === '2&page=3') {
        // The first of a repeated parameter is read, as every list reads it.
        expect(status, value).toBe(200)
        continue
      }
      expect(status, value).toBe(404)
      expect(html, value).toContain('href="/regulations?type=pbi&amp;page=2"')
      expect(html, value).not.toContain('<script>alert')
    }
    // The index has one page.
    expect((await page('/regulations?page=2')).status).toBe(404)
    expect((await page('/regulations?page=1')).status).toBe(200)
  })

  it('reads no page past the end: its 404 reads the count alone, as Firestore bills an offset as every document it skips', async () => {
    app.cache.clear()
    const queryFields = vi.spyOn(backend.content, 'queryFields')
    try {
      for (const value of ['3', '99', '999999']) {
        expect((await page(`/regulations?type=pbi&page=${value}`)).status, value).toBe(404)
      }
      expect(queryFields.mock.calls.filter(([collection]) => collection === 'regulations')).toEqual([])
      // A page that exists is read, by offset.
      expect((await page('/en/regulations?type=pbi&page=2')).status).toBe(200)
      expect(queryFields.mock.calls.map(([, query]) => query.offset)).toEqual([REGULATIONS_PER_PAGE])
    } finally {
      queryFields.mockRestore()
    }
  })

  describe('under hostile query strings', () => {
    /** Node's request line and headers together: 16 KiB (http.maxHeaderSize), so no longer value arrives. */
    const LONG = 16_000
    const TYPES = ['uu', 'pbi', 'UU', 'Pbi', 'p%62i', '%70%62%69', 'pbi%00', 'pbi%20', '%20pbi', 'pb%C4%B1', '%EF%BD%90bi', '__proto__', 'constructor', 'toString', 'hasOwnProperty', '', '%', '%E0%A4%A', 'x'.repeat(LONG)]
    const PAGES = ['', '1', '2', '0', '-1', '1.5', '1e309', '99999999999999999999', '999999', '02', '+2', '2%20', '%', '9'.repeat(LONG)]

    it('answers every type and page, repeated or not, in either edition with a 200, the lists’ 404 or a 301 to the type’s address, quickly, keeping only real pages', async () => {
      app.cache.clear()
      let slowest = 0
      for (const prefix of ['', '/en']) {
        for (const type of TYPES) {
          for (const pageValue of PAGES) {
            for (const query of [`type=${type}&page=${pageValue}`, `type=${type}&type=pp&page=${pageValue}&page=1`, `type[]=${type}&page[]=${pageValue}`]) {
              const path = `${prefix}/regulations?${query}`
              const started = performance.now()
              const res = await app.request(`${TEST_ORIGIN}${path}`)
              await res.arrayBuffer()
              slowest = Math.max(slowest, performance.now() - started)
              expect([200, 301, 404], path.slice(0, 120)).toContain(res.status)
              // A type in capitals or spaces goes to its one address, never anywhere else.
              if (res.status === 301) expect(res.headers.get('location'), path.slice(0, 120)).toMatch(/^(\/en)?\/regulations\?type=(uu|pbi)(&page=[1-9]\d{0,5})?$/)
            }
          }
        }
      }
      // Only the pages that exist were kept, in each edition: the index, UU's page and PBI's two
      // (page 1 with and without `page=1`; an empty `type=` or `page=` is left out of the key),
      // never an unknown value.
      const pages = ['', '?page=1', '?type=uu', '?type=uu&page=1', '?type=pbi', '?type=pbi&page=1', '?type=pbi&page=2']
      const keys = ['', '/en'].flatMap((prefix) => pages.map((query) => `${prefix}/regulations${query}`))
      expect(keys.filter((key) => !app.cache.peek(key, clock.now().getTime()))).toEqual([])
      expect(app.cache.size).toBe(keys.length)
      expect(slowest).toBeLessThan(1000)
    })
  })
})
