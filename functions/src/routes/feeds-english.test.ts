/**
 * The English RSS feeds: `/en/blogs/feed.xml` and `/en/publications/feed.xml` list only
 * the posts with an English version, in English, linking to their English pages, while the
 * Indonesian feeds keep listing every published post. robots.txt and the sitemap are the root's
 * alone (the sitemap lists both languages: sitemap.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Blog, Publication } from '../../../shared/schemas/types'
import type { App } from '../app'
import { fixtures } from '../testing/fixtures'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../testing/test-backend'

const BASE = 'https://www.example.test'

let backend: TestBackend
let app: App
let translated: Blog
let untranslated: Blog
let publication: Publication

beforeAll(async () => {
  const clock = new TestClock()
  backend = createTestBackend({ now: clock.now })
  app = createTestApp(backend, { now: clock.now })
  const f = fixtures(backend)
  const plain = await f.category('Analisis Hukum')
  // Named in English where it has an English name (its Indonesian one otherwise).
  const category = await backend.content.update('categories', plain.id, { ...plain, nameEn: 'Legal Analysis', slugEn: 'legal-analysis' } as never, { actor: 'test' })
  const author = await f.profile({ name: 'Rina Maharani Lubis' })
  translated = await f.blog({
    title: 'Putusan MK tentang PKWT',
    categoryId: category.id,
    authorIds: [author.id],
    publishedAt: '2026-06-01T01:00:00.000Z',
    titleEn: 'Court ruling on <fixed-term> contracts & "notice"',
    slugEn: 'court-ruling-fixed-term-contracts',
    contentEn: '<p>The Constitutional Court ordered lawmakers to write new employment rules.</p>',
    excerptEn: 'What the ruling changes for employers.',
    publishedAtEn: '2026-06-01T01:00:00.000Z',
  })
  untranslated = await f.blog({ title: 'Catatan hanya dalam bahasa Indonesia', categoryId: category.id, publishedAt: '2026-06-02T01:00:00.000Z' })
  // Scheduled: in neither feed yet.
  await f.blog({ title: 'Akan datang', categoryId: category.id, publishedAt: '2026-07-01T01:00:00.000Z', titleEn: 'Coming soon', slugEn: 'coming-soon', contentEn: '<p>Soon.</p>', publishedAtEn: '2026-07-01T01:00:00.000Z' })
  publication = await f.publication({
    title: 'Buletin Perlindungan Data Pribadi 2026',
    categoryId: category.id,
    publishedAt: '2026-05-20T01:00:00.000Z',
    titleEn: 'Personal Data Protection Bulletin 2026',
    slugEn: 'personal-data-protection-bulletin-2026',
    contentEn: '<p>What controllers must do before the transition period ends.</p>',
    excerptEn: 'The obligations of data controllers, in brief.',
    publishedAtEn: '2026-05-20T01:00:00.000Z',
  })
  await f.publication({ title: 'Kajian hanya dalam bahasa Indonesia', categoryId: category.id, publishedAt: '2026-05-21T01:00:00.000Z' })
})
afterAll(() => backend.cleanup())

async function get(path: string) {
  const res = await app.request(`${BASE}${path}`)
  return { status: res.status, type: res.headers.get('content-type'), xml: await res.text() }
}

const itemTitles = (xml: string) => [...xml.matchAll(/<item><title>([^<]*)<\/title>/g)].map((m) => m[1])
const channel = (xml: string) => xml.slice(0, xml.indexOf('<item>') === -1 ? undefined : xml.indexOf('<item>'))

describe('/en/blogs/feed.xml', () => {
  it('lists only posts with an English version, in English, at their English addresses', async () => {
    const { status, type, xml } = await get('/en/blogs/feed.xml')
    expect(status).toBe(200)
    expect(type).toContain('application/rss+xml')
    expect(itemTitles(xml)).toEqual(['Court ruling on &lt;fixed-term&gt; contracts &amp; &quot;notice&quot;'])
    expect(xml).toContain(`<link>${BASE}/en/blogs/court-ruling-fixed-term-contracts</link>`)
    expect(xml).toContain(`<guid isPermaLink="true">${BASE}/en/blogs/court-ruling-fixed-term-contracts</guid>`)
    expect(xml).toContain('<description>What the ruling changes for employers.</description>')
    expect(xml).toContain('<content:encoded>&lt;p&gt;The Constitutional Court ordered lawmakers')
    expect(xml).toContain('<dc:creator>Rina Maharani Lubis</dc:creator>')
    expect(xml).toContain('<category>Legal Analysis</category>')
    expect(xml).toContain('<pubDate>Mon, 01 Jun 2026 01:00:00 GMT</pubDate>')
    expect(xml).not.toContain(untranslated.title)
    expect(xml).not.toContain(translated.title)
    expect(xml).not.toContain('Coming soon')
  })

  it('is an English channel: its language, title, description and links', async () => {
    const head = channel((await get('/en/blogs/feed.xml')).xml)
    expect(head).toContain('<language>en</language>')
    expect(head).toMatch(/<title>Insights( [^<]*)?<\/title>/)
    expect(head).toContain(`<link>${BASE}/en/blogs</link>`)
    expect(head).toContain(`<atom:link href="${BASE}/en/blogs/feed.xml" rel="self" type="application/rss+xml"/>`)
    expect(head).toContain('<description>Analysis, firm news and practical guidance')
    expect(head).toContain('<lastBuildDate>')
  })
})

describe('/en/publications/feed.xml', () => {
  it('lists English publications with their English page and download', async () => {
    const { status, xml } = await get('/en/publications/feed.xml')
    expect(status).toBe(200)
    expect(itemTitles(xml)).toEqual(['Personal Data Protection Bulletin 2026'])
    expect(xml).toContain(`<link>${BASE}/en/publications/personal-data-protection-bulletin-2026</link>`)
    // Without an English PDF the download is the Indonesian one, said so.
    expect(xml).toContain(`<source url="${BASE}/en/publications/personal-data-protection-bulletin-2026/download">PDF in Indonesian</source>`)
    expect(channel(xml)).toMatch(/<title>Publications( [^<]*)?<\/title>/)
    expect(channel(xml)).toContain('<language>en</language>')
    // The download it names answers.
    expect((await app.request(`${BASE}/en/publications/personal-data-protection-bulletin-2026/download`)).status).toBe(200)
  })
})

describe('the Indonesian feeds', () => {
  it('still list every published post, in Indonesian, at the Indonesian addresses', async () => {
    const blogs = (await get('/blogs/feed.xml')).xml
    expect(itemTitles(blogs)).toEqual([untranslated.title, translated.title])
    expect(blogs).toContain('<language>id</language>')
    expect(blogs).toContain(`<link>${BASE}/blogs/${translated.slug}</link>`)
    expect(blogs).not.toContain('/en/')
    expect(blogs).toContain('<category>Analisis Hukum</category>')
    const publications = (await get('/publications/feed.xml')).xml
    expect(itemTitles(publications)).toEqual(['Kajian hanya dalam bahasa Indonesia', publication.title])
    expect(publications).toContain(`<source url="${BASE}/publications/${publication.slug}/download">PDF</source>`)
  })
})

describe('robots.txt and the sitemap', () => {
  it('are the root’s alone: none under /en', async () => {
    expect((await get('/en/robots.txt')).status).toBe(404)
    expect((await get('/en/sitemap.xml')).status).toBe(404)
    expect((await get('/robots.txt')).status).toBe(200)
    expect((await get('/sitemap.xml')).status).toBe(200)
  })
})
