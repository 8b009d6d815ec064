/**
 * /sitemap.xml lists both languages: each version of a page is its own `<url>`, and a
 * page in both languages names every version, itself included, plus `x-default`, in the
 * `xhtml:link` form of Google's "Tell Google about localized versions of your page" (sitemap
 * method). An untranslated item is listed once, in Indonesian, with no alternate.
 */
import { parseDocument } from 'htmlparser2'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Blog, PracticeArea } from '../../../shared/schemas/types'
import type { App } from '../app'
import { fixtures } from '../testing/fixtures'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../testing/test-backend'
import { sitemapXml } from './sitemap'

const BASE = 'https://www.example.test'

/** An element of the parsed document (htmlparser2's DOM, in XML mode). */
type Element = Extract<ReturnType<typeof parseDocument>['children'][number], { attribs: unknown }>

let backend: TestBackend
let app: App
let translated: Blog
let untranslated: Blog
let areaEn: PracticeArea
let areaId: PracticeArea
let xml: string

beforeAll(async () => {
  const clock = new TestClock()
  backend = createTestBackend({ now: clock.now })
  app = createTestApp(backend, { now: clock.now })
  const f = fixtures(backend)
  const category = await f.category('Analisis Hukum')
  translated = await f.blog({
    title: 'Putusan MK tentang PKWT',
    categoryId: category.id,
    publishedAt: '2026-06-01T01:00:00.000Z',
    titleEn: 'Court ruling on fixed-term contracts',
    slugEn: 'court-ruling-fixed-term-contracts',
    contentEn: '<p>The Constitutional Court ordered lawmakers to write new employment rules.</p>',
    publishedAtEn: '2026-06-01T01:00:00.000Z',
  })
  untranslated = await f.blog({ title: 'Catatan hanya dalam bahasa Indonesia', categoryId: category.id, publishedAt: '2026-06-02T01:00:00.000Z' })
  // Scheduled: in neither language yet.
  await f.blog({ title: 'Akan datang', slug: 'akan-datang', categoryId: category.id, publishedAt: '2026-07-01T01:00:00.000Z', titleEn: 'Coming soon', slugEn: 'coming-soon', contentEn: '<p>Soon.</p>', publishedAtEn: '2026-07-01T01:00:00.000Z' })
  await f.profile({ name: 'Rina Maharani Lubis' })
  await f.profile({ name: 'Yusuf Hakim', kind: 'staff' })
  const tax = await f.practiceArea('Perpajakan')
  areaEn = await backend.content.update(
    'practiceAreas',
    tax.id,
    { ...tax, nameEn: 'Tax', slugEn: 'tax', summaryEn: 'Tax disputes and planning.', descriptionEn: '<p>We advise on tax disputes and planning.</p>', publishedAtEn: tax.publishedAt } as never,
    { actor: 'test' },
  )
  areaId = await f.practiceArea('Hukum Ketenagakerjaan')
  xml = await (await app.request(`${BASE}/sitemap.xml`)).text()
})
afterAll(() => backend.cleanup())

/** Each `<url>`: its loc, lastmod and alternates by hreflang. */
function urls(document: string) {
  const root = parseDocument(document, { xmlMode: true }).children.find((n): n is Element => n.type === 'tag')!
  return root.children
    .filter((n): n is Element => n.type === 'tag')
    .map((url) => {
      const child = (name: string) => url.children.filter((n): n is Element => n.type === 'tag' && n.name === name)
      const text = (name: string) => child(name)[0]?.children.map((t) => ('data' in t ? t.data : '')).join('')
      return {
        loc: text('loc')!,
        lastmod: text('lastmod')!,
        alternates: Object.fromEntries(child('xhtml:link').map((link) => [link.attribs.hreflang!, link.attribs.href!] as const)) as Record<string, string>,
      }
    })
}
const entry = (path: string) => urls(xml).find((u) => u.loc === `${BASE}${path}`)

describe('/sitemap.xml in both languages', () => {
  it('lists a translated post in each language, each naming both versions and x-default', async () => {
    const pair = {
      id: `${BASE}/blogs/${translated.slug}`,
      en: `${BASE}/en/blogs/court-ruling-fixed-term-contracts`,
      'x-default': `${BASE}/blogs/${translated.slug}`,
    }
    expect(entry(`/blogs/${translated.slug}`)?.alternates).toEqual(pair)
    expect(entry('/en/blogs/court-ruling-fixed-term-contracts')?.alternates).toEqual(pair)
  })

  it('lists an untranslated post once, in Indonesian, with no alternate', async () => {
    expect(entry(`/blogs/${untranslated.slug}`)).toMatchObject({ alternates: {} })
    expect(urls(xml).filter((u) => u.loc.includes(untranslated.slug))).toHaveLength(1)
    expect(xml).not.toContain('coming-soon')
    expect(xml).not.toContain('akan-datang')
  })

  it('lists every fixed page in both languages, the home page at /en', async () => {
    for (const path of ['/', '/about', '/career', '/contact-us', '/privacy', '/practice-area', '/attorneys', '/blogs', '/publications']) {
      const en = path === '/' ? '/en' : `/en${path}`
      const pair = { id: `${BASE}${path}`, en: `${BASE}${en}`, 'x-default': `${BASE}${path}` }
      expect(entry(path)?.alternates, path).toEqual(pair)
      expect(entry(en)?.alternates, en).toEqual(pair)
    }
  })

  it('dates each list by what it shows in its language', async () => {
    expect(entry('/blogs')?.lastmod).toBe(untranslated.updatedAt > untranslated.publishedAt! ? untranslated.updatedAt : untranslated.publishedAt)
    expect(entry('/en/blogs')?.lastmod).toBe(translated.updatedAt > translated.publishedAt! ? translated.updatedAt : translated.publishedAt)
  })

  it('lists attorneys in both languages at their one slug, and practice areas in English only where translated', async () => {
    expect(entry('/attorneys/rina-maharani-lubis')?.alternates).toEqual({
      id: `${BASE}/attorneys/rina-maharani-lubis`,
      en: `${BASE}/en/attorneys/rina-maharani-lubis`,
      'x-default': `${BASE}/attorneys/rina-maharani-lubis`,
    })
    expect(xml).not.toContain('yusuf-hakim')
    expect(entry(`/practice-area/${areaEn.slug}`)?.alternates.en).toBe(`${BASE}/en/practice-area/tax`)
    expect(entry('/en/practice-area/tax')).toBeDefined()
    expect(entry(`/practice-area/${areaId.slug}`)?.alternates).toEqual({})
    expect(xml).not.toContain(`/en/practice-area/${areaId.slug}`)
  })

  it('is well-formed sitemap XML with the xhtml namespace declared and only sitemap elements', async () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">')).toBe(true)
    // Every tag closes in order (a tiny well-formedness check: the file holds no text with markup).
    const stack: string[] = []
    for (const [, closing, name, selfClosing] of xml.replace(/<\?xml[^>]*\?>/, '').matchAll(/<(\/?)([\w:]+)[^>]*?(\/?)>/g)) {
      if (closing) expect(stack.pop()).toBe(name)
      else if (!selfClosing) stack.push(name!)
    }
    expect(stack).toEqual([])
    const names = new Set([...xml.matchAll(/<([\w:]+)/g)].map((m) => m[1]))
    expect([...names].sort()).toEqual(['lastmod', 'loc', 'url', 'urlset', 'xhtml:link'])
    for (const u of urls(xml)) {
      expect(u.loc.startsWith(BASE)).toBe(true)
      expect(Number.isNaN(Date.parse(u.lastmod))).toBe(false)
      for (const [lang, href] of Object.entries(u.alternates)) {
        expect(['id', 'en', 'x-default']).toContain(lang)
        expect(href.startsWith(`${BASE}/`)).toBe(true)
      }
    }
  })

  it('escapes what it writes, and a page in one language carries no xhtml:link', () => {
    const out = sitemapXml('https://x.test', [
      { id: '/blogs?tag=a&b', en: '/en/blogs?tag=a&b', lastmod: '2026-01-01T00:00:00.000Z' },
      { id: '/only', en: null, lastmod: '2026-01-02T00:00:00.000Z' },
    ])
    expect(out).toContain('<loc>https://x.test/blogs?tag=a&amp;b</loc>')
    expect(out).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://x.test/en/blogs?tag=a&amp;b"/>')
    expect(out).toContain('<url><loc>https://x.test/only</loc><lastmod>2026-01-02T00:00:00.000Z</lastmod></url>')
  })
})
