/**
 * Every route of the English edition, on a site with an English version of each
 * kind of item: the table below names each one, and a test fails when the app gains an /en route
 * the table does not name. Each page answers in English; each page with an Indonesian version
 * names it both ways (`hreflang` id, en, x-default on both pages) and its switch leads there and
 * back; each URL answers the same whatever cookie or Accept-Language the request carries (no
 * redirect, no Set-Cookie, no Vary on either: pages are cached, decision 31).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Blog, Opening, PracticeArea, Profile, Publication } from '../../../shared/schemas/types'
import type { App } from '../app'
import type { DataOf } from '../backends/ports'
import { exampleData } from '../testing/example-data'
import { fixtures } from '../testing/fixtures'
import { TEST_ORIGIN } from '../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../testing/test-backend'

const BASE = TEST_ORIGIN

let backend: TestBackend
let app: App
let blog: Blog
let publication: Publication
let area: PracticeArea
let attorney: Profile
let opening: Opening

/** A document's data without its metadata, to write it again with more fields. */
function dataOf<T extends { id: string; version: number; createdAt: string; updatedAt: string; updatedBy: string }>(doc: T) {
  const { id: _id, version: _version, createdAt: _createdAt, updatedAt: _updatedAt, updatedBy: _updatedBy, ...data } = doc
  return data
}

beforeAll(async () => {
  const clock = new TestClock()
  backend = createTestBackend({ now: clock.now })
  app = createTestApp(backend, { now: clock.now })
  const f = fixtures(backend)
  await f.settings({ name: 'Firma Contoh', email: 'kantor@example.test', tagline: 'Mitra hukum', taglineEn: 'Your legal partner' })
  const category = await f.category('Analisis Hukum')
  const published = '2026-06-01T01:00:00.000Z'
  const english = (slug: string) => ({ titleEn: `English ${slug}`, slugEn: slug, contentEn: '<p>The English text of this item, long enough to read.</p>', excerptEn: 'In English.', publishedAtEn: published })
  blog = await f.blog({ title: 'Putusan MK tentang PKWT', categoryId: category.id, publishedAt: published, ...english('court-ruling') })
  publication = await f.publication({ title: 'Buletin Perlindungan Data', categoryId: category.id, publishedAt: published, ...english('data-bulletin') })
  const draftArea = await f.practiceArea('Hukum Ketenagakerjaan')
  area = await backend.content.update(
    'practiceAreas',
    draftArea.id,
    { ...dataOf(draftArea), nameEn: 'Employment Law', slugEn: 'employment-law', summaryEn: 'Employment advice.', descriptionEn: '<p>We advise employers.</p>', publishedAtEn: draftArea.publishedAt } as DataOf<'practiceAreas'>,
    { actor: 'test' },
  )
  attorney = await f.profile({ name: 'Sari Wijaya', position: 'Partner', positionEn: 'Partner', practiceAreaIds: [area.id] })
  opening = await backend.content.create(
    'openings',
    exampleData('openings', { title: 'Associate Korporasi', slug: 'associate-korporasi', location: 'Jakarta Selatan', closesOn: '2026-07-31', titleEn: 'Corporate Associate', slugEn: 'corporate-associate', descriptionEn: '<p>Advising on mergers and acquisitions.</p>' }),
    { actor: 'test' },
  )
})
afterAll(() => backend.cleanup())

interface Route {
  /** The route as the app registers it (`:slug` for a parameter). */
  route: string
  method?: 'GET' | 'POST'
  /** The request this test sends, when it is tested here. */
  path?: () => string
  /** What it answers: a page in English, a feed, JSON, a file, or a 301 to an address. */
  kind: 'page' | 'feed' | 'json' | 'pdf' | 'moved'
  /** The Indonesian version the page names both ways; null for a page with none. */
  pair?: () => string | null
  movedTo?: string
  /** For the routes tested elsewhere, where. */
  testedIn?: string
}

const ROUTES: Route[] = [
  { route: '/en', path: () => '/en', kind: 'page', pair: () => '/' },
  { route: '/en/about', path: () => '/en/about', kind: 'page', pair: () => '/about' },
  { route: '/en/career', path: () => '/en/career', kind: 'page', pair: () => '/career' },
  // An opening's English version, at its English slug.
  { route: '/en/career/:slug', path: () => `/en/career/${opening.slugEn}`, kind: 'page', pair: () => `/career/${opening.slug}` },
  { route: '/en/career/apply/thank-you', path: () => '/en/career/apply/thank-you', kind: 'page', pair: () => '/career/lamaran/terima-kasih' },
  { route: '/en/career/apply/token', path: () => '/en/career/apply/token', kind: 'json' },
  { route: '/en/career/lamaran/terima-kasih', path: () => '/en/career/lamaran/terima-kasih', kind: 'moved', movedTo: '/en/career/apply/thank-you' },
  { route: '/en/career/lamaran/token', path: () => '/en/career/lamaran/token', kind: 'moved', movedTo: '/en/career/apply/token' },
  { route: '/en/contact-us', path: () => '/en/contact-us', kind: 'page', pair: () => '/contact-us' },
  { route: '/en/contact-us/thank-you', path: () => '/en/contact-us/thank-you', kind: 'page', pair: () => '/contact-us/terima-kasih' },
  { route: '/en/contact-us/token', path: () => '/en/contact-us/token', kind: 'json' },
  { route: '/en/contact-us/terima-kasih', path: () => '/en/contact-us/terima-kasih', kind: 'moved', movedTo: '/en/contact-us/thank-you' },
  { route: '/en/privacy', path: () => '/en/privacy', kind: 'page', pair: () => '/privacy' },
  { route: '/en/disclaimer', path: () => '/en/disclaimer', kind: 'page', pair: () => '/disclaimer' },
  { route: '/en/blogs', path: () => '/en/blogs', kind: 'page', pair: () => '/blogs' },
  { route: '/en/blogs/:slug', path: () => `/en/blogs/${blog.slugEn}`, kind: 'page', pair: () => `/blogs/${blog.slug}` },
  { route: '/en/blogs/feed.xml', path: () => '/en/blogs/feed.xml', kind: 'feed' },
  { route: '/en/publications', path: () => '/en/publications', kind: 'page', pair: () => '/publications' },
  { route: '/en/publications/:slug', path: () => `/en/publications/${publication.slugEn}`, kind: 'page', pair: () => `/publications/${publication.slug}` },
  { route: '/en/publications/:slug/download', path: () => `/en/publications/${publication.slugEn}/download`, kind: 'pdf' },
  { route: '/en/publications/feed.xml', path: () => '/en/publications/feed.xml', kind: 'feed' },
  { route: '/en/practice-area', path: () => '/en/practice-area', kind: 'page', pair: () => '/practice-area' },
  { route: '/en/practice-area/:slug', path: () => `/en/practice-area/${area.slugEn}`, kind: 'page', pair: () => `/practice-area/${area.slug}` },
  { route: '/en/attorneys', path: () => '/en/attorneys', kind: 'page', pair: () => '/attorneys' },
  // A person's name is not translated: one slug in both languages.
  { route: '/en/attorneys/:slug', path: () => `/en/attorneys/${attorney.slug}`, kind: 'page', pair: () => `/attorneys/${attorney.slug}` },
  { route: '/en/regulations', kind: 'page', testedIn: 'collections/regulations/public-routes.test.ts (the English list and page, the same slug)' },
  { route: '/en/regulations/:slug', kind: 'page', testedIn: 'collections/regulations/public-routes.test.ts' },
  { route: '/en/events', kind: 'page', testedIn: 'collections/events/public-routes.test.ts (the English list and page, the same slug)' },
  { route: '/en/events/:slug', kind: 'page', testedIn: 'collections/events/public-routes.test.ts' },
  { route: '/en/events/:slug/slides', kind: 'pdf', testedIn: 'collections/events/public-routes.test.ts (a past event\'s slides)' },
  { route: '/en/search', path: () => '/en/search?q=court', kind: 'page', pair: () => '/search' },
  { route: '/en/api/search', path: () => '/en/api/search?q=court', kind: 'json' },
  { route: '/en/contact-us', method: 'POST', kind: 'page', testedIn: 'english-form-messages.test.ts, english-fixed-paths.test.ts, english-pages.test.ts' },
  { route: '/en/career/apply', method: 'POST', kind: 'page', testedIn: 'english-form-messages.test.ts, english-fixed-paths.test.ts' },
  { route: '/en/career/lamaran', method: 'POST', kind: 'page', testedIn: 'english-fixed-paths.test.ts (a page cached before the English words)' },
  // The client alerts' pages: the signed links of an English email lead here.
  // Event registration (decision 59): the answer after the form, and the cancel link's page, in English.
  { route: '/en/events/:slug/daftar', kind: 'page', testedIn: 'collections/registrations/public-routes.test.ts (the answer in English)' },
  { route: '/en/events/:slug/daftar', method: 'POST', kind: 'page', testedIn: 'collections/registrations/public-routes.test.ts' },
  { route: '/en/events/daftar/batal', kind: 'page', testedIn: 'collections/registrations/public-routes.test.ts (the English emails link here)' },
  { route: '/en/events/daftar/batal', method: 'POST', kind: 'page', testedIn: 'collections/registrations/public-routes.test.ts' },
  { route: '/en/subscribe', kind: 'page', testedIn: 'alerts/public-routes.test.ts (the page, and the form posted without JavaScript)' },
  { route: '/en/subscribe', method: 'POST', kind: 'page', testedIn: 'alerts/public-routes.test.ts' },
  { route: '/en/subscribe/sent', path: () => '/en/subscribe/sent', kind: 'page', pair: () => '/subscribe/sent' },
  { route: '/en/subscribe/confirm', kind: 'page', testedIn: 'alerts/public-routes.test.ts (an English email’s links)' },
  { route: '/en/subscribe/confirm', method: 'POST', kind: 'page', testedIn: 'alerts/public-routes.test.ts (an English email’s links)' },
  { route: '/en/subscribe/manage', kind: 'page', testedIn: 'alerts/public-routes.test.ts (an English email’s links)' },
  { route: '/en/subscribe/manage', method: 'POST', kind: 'page', testedIn: 'alerts/public-routes.test.ts (an English email’s links)' },
  { route: '/en/subscribe/unsubscribe', kind: 'page', testedIn: 'alerts/public-routes.test.ts (an English email’s links)' },
  { route: '/en/subscribe/unsubscribe', method: 'POST', kind: 'page', testedIn: 'alerts/public-routes.test.ts (an English email’s links)' },
  // A page built from blocks, at /en + its own path.
  { route: '/en/:blockPath{[a-z0-9][a-z0-9/-]*}', kind: 'page', testedIn: 'collections/block-pages/public-routes.test.ts' },
]

const hreflangs = (html: string) => Object.fromEntries([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]))
const switchOf = (html: string) => /<a class="lang-switch" href="([^"]+)"/.exec(html)?.[1]

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await app.request(`${BASE}${path}`, { headers })
  return { res, body: Buffer.from(await res.arrayBuffer()) }
}

describe('the English edition’s routes', () => {
  it('are all in this table: a new /en route needs its line', () => {
    const registered = new Set(app.routes.filter((r) => r.method !== 'ALL' && (r.path === '/en' || r.path.startsWith('/en/'))).map((r) => `${r.method} ${r.path}`))
    const named = new Set(ROUTES.map((r) => `${r.method ?? 'GET'} ${r.route}`))
    expect([...registered].filter((route) => !named.has(route)).sort()).toEqual([])
    expect([...named].filter((route) => !registered.has(route)).sort()).toEqual([])
  })

  for (const route of ROUTES.filter((r) => r.path)) {
    it(`GET ${route.route} answers in English${route.pair ? ', naming its Indonesian version both ways' : ''}`, async () => {
      const path = route.path!()
      const { res, body } = await get(path)
      const type = res.headers.get('content-type') ?? ''
      if (route.kind === 'moved') {
        expect(res.status).toBe(301)
        expect(res.headers.get('location')).toBe(route.movedTo)
        return
      }
      expect(res.status, path).toBe(200)
      if (route.kind === 'json') return expect(type).toContain('application/json')
      if (route.kind === 'pdf') return expect(type).toBe('application/pdf')
      const text = body.toString('utf8')
      if (route.kind === 'feed') {
        expect(type).toContain('xml')
        expect(text).toContain('<language>en</language>')
        return
      }
      expect(type).toContain('text/html')
      expect(text).toContain('<html lang="en">')
      const pair = route.pair!()
      if (pair === null) {
        expect(hreflangs(text)).toEqual({})
        return
      }
      const english = path.split('?')[0]!
      const names = { id: `${BASE}${pair}`, en: `${BASE}${english}`, 'x-default': `${BASE}${pair}` }
      expect(hreflangs(text)).toEqual(names)
      expect(switchOf(text)).toBe(pair)
      const indonesian = await get(pair)
      expect(indonesian.res.status, pair).toBe(200)
      const html = indonesian.body.toString('utf8')
      expect(html).toContain('<html lang="id">')
      expect(hreflangs(html)).toEqual(names)
      expect(switchOf(html)).toBe(english)
    })
  }
})

describe('no URL answers by cookie or Accept-Language', () => {
  const pages = ROUTES.filter((r) => r.path && r.kind === 'page')
  for (const route of pages) {
    it(`${route.route} and its Indonesian version: the same answer whatever the visitor’s language`, async () => {
      for (const [path, other] of [
        [route.path!(), 'id'],
        [route.pair?.() ?? null, 'en'],
      ] as const) {
        if (!path) continue
        app.cache.clear()
        const plain = await get(path)
        app.cache.clear()
        const told = await get(path, { cookie: `lang=${other}`, 'accept-language': other === 'en' ? 'en-GB,en;q=0.9' : 'id-ID,id;q=0.9' })
        expect(told.res.status, path).toBe(plain.res.status)
        expect(told.res.headers.get('location'), path).toBeNull()
        expect(told.res.headers.get('set-cookie'), path).toBeNull()
        expect(plain.res.headers.get('set-cookie'), path).toBeNull()
        expect(told.res.headers.get('vary') ?? '', path).not.toMatch(/cookie|accept-language/i)
        // Byte for byte, but for the form's signed render time (a token per render).
        const untimed = (body: Buffer) => body.toString('utf8').replace(/name="formToken" value="[^"]*"/g, '')
        expect(untimed(told.body), path).toBe(untimed(plain.body))
      }
    })
  }
})
