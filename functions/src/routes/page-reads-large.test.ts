/**
 * Reads per public page at a firm's scale (docs/scale.md): the same pages on a small store and
 * after it has grown to 2,000 posts and 400 events cost the same round trips to the store, and
 * none of them hands over the archive: a list page reads its page (page 100 as page 1, the
 * events' last page as their second), a post its related posts, a feed its latest items, the
 * home page and a practice area their next events, the sitemap one part of bounded size (a
 * year's posts or events, or the other pages), a list asks whether each filter has posts
 * rather than counting them, and the regulation lists read a page of a type and count it. The
 * small store's budgets are routes/page-reads.test.ts's; this holds what the archive's size must
 * not change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Blog, Category, PracticeArea, Profile, Publication, Tag } from '../../../shared/schemas/types'
import type { App } from '../app'
import type { DataOf } from '../backends/ports'
import { PAST_EVENTS_PER_PAGE } from '../collections/events/public-events'
import { REGULATIONS_PER_PAGE } from '../collections/regulations/public-routes'
import { countReads, type CountedStore } from '../testing/counting-store'
import { exampleData } from '../testing/example-data'
import { fixtures } from '../testing/fixtures'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../testing/test-backend'

const BASE = 'https://www.example.test'
/** Posts of each kind once grown: page 100 of a list exists, and the archive dwarfs any page. */
const LARGE_POSTS = 1_000
/** Documents a page may be handed at most, while the store holds 2,000 posts. */
const MOST_DOCS_PER_PAGE = 100
/** Posts are three days apart: about 120 of each kind a year, over eight years. */
const DAYS_APART = 3
/** Events once grown: forty-odd pages of past events, a handful to come. */
const LARGE_EVENTS = 400
/** The small store's events: two to come, ten past (two pages of past events). */
const SMALL_EVENTS = 12
/** Events still to come, in either store. */
const UPCOMING_EVENTS = 2
/** Regulations once grown, of two types: a type's list runs to 25 pages. */
const LARGE_REGULATIONS = 1_000

let backend: TestBackend
let app: App
let counted: CountedStore
let f: ReturnType<typeof fixtures>
const categories: Category[] = []
const tags: Tag[] = []
const areas: PracticeArea[] = []
const attorneys: Profile[] = []
let blogModel: Blog
let publicationModel: Publication

const clock = new TestClock()

/** The addresses measured; a deep page is compared with the small store's first page. */
const PAGES: Record<string, { path: () => string; small?: string }> = {
  home: { path: () => '/' },
  'home (English)': { path: () => '/en' },
  list: { path: () => '/blogs' },
  'list, page 100': { path: () => '/blogs?page=100', small: 'list' },
  'list (English)': { path: () => '/en/blogs' },
  'list (English), page 50': { path: () => '/en/blogs?page=50', small: 'list (English)' },
  publications: { path: () => '/publications' },
  'publications, page 100': { path: () => '/publications?page=100', small: 'publications' },
  detail: { path: () => '/blogs/tulisan-nomor-1' },
  'detail (English)': { path: () => '/en/blogs/article-number-1' },
  attorneys: { path: () => '/attorneys' },
  attorney: { path: () => `/attorneys/${attorneys[0]!.slug}` },
  'practice area': { path: () => `/practice-area/${areas[0]!.slug}` },
  events: { path: () => '/events' },
  'events (English)': { path: () => '/en/events' },
  'events, page 2': { path: () => '/events?page=2' },
  'events, last page': { path: () => `/events?page=${Math.ceil((LARGE_EVENTS - UPCOMING_EVENTS) / PAST_EVENTS_PER_PAGE)}`, small: 'events, page 2' },
  event: { path: () => '/events/acara-nomor-1' },
  sitemap: { path: () => '/sitemap.xml' },
  'sitemap, one year': { path: () => '/sitemap-blogs-2025.xml' },
  'sitemap, other pages': { path: () => '/sitemap-pages.xml' },
  'sitemap, a year of events': { path: () => '/sitemap-events-2025.xml' },
  feed: { path: () => '/blogs/feed.xml' },
  'feed (English)': { path: () => '/en/blogs/feed.xml' },
  search: { path: () => '/search?q=tulisan' },
}

async function measure(names: string[]): Promise<Record<string, { reads: number; docs: number }>> {
  const out: Record<string, { reads: number; docs: number }> = {}
  for (const name of names) {
    const path = PAGES[name]!.path()
    app.cache.clear()
    app.searchCache.clear()
    counted.reset()
    const res = await app.request(`${BASE}${path}`)
    expect(res.status, `${name} ${path}`).toBe(200)
    await res.arrayBuffer()
    out[name] = { reads: counted.calls.length, docs: counted.calls.reduce((sum, call) => sum + call.docs, 0) }
  }
  return out
}

const dataOf = <T extends object>(doc: T) => {
  const { id: _id, version: _v, createdAt: _c, updatedAt: _u, updatedBy: _b, ...data } = doc as T & Record<string, unknown>
  return data
}

/** Posts `from`..`to` of each kind, as the small store's, through the store's own create (their files shared). */
async function addPosts(from: number, to: number) {
  for (let n = from; n <= to; n++) {
    const publishedAt = new Date(Date.parse('2026-06-01T01:00:00.000Z') - n * DAYS_APART * 86_400_000).toISOString()
    const common = {
      categoryId: categories[n % categories.length]!.id,
      tagIds: [tags[n % tags.length]!.id],
      authorIds: [attorneys[n % attorneys.length]!.id],
      publishedAt,
    }
    const english = { titleEn: `Article number ${n}`, slugEn: `article-number-${n}`, publishedAtEn: publishedAt }
    await backend.content.create('blogs', { ...dataOf(blogModel), ...common, ...english, title: `Tulisan nomor ${n}`, slug: `tulisan-nomor-${n}` } as DataOf<'blogs'>, { actor: 'test' })
    await backend.content.create('publications', { ...dataOf(publicationModel), ...common, title: `Publikasi nomor ${n}`, slug: `publikasi-nomor-${n}` } as DataOf<'publications'>, { actor: 'test' })
  }
}

/** Events `from`..`to`: the first `UPCOMING_EVENTS` still to come, the rest a week apart back from June 2026, each linked to the first area and attorney. */
async function addEvents(from: number, to: number) {
  for (let n = from; n <= to; n++) {
    const start = n <= UPCOMING_EVENTS ? Date.parse('2026-07-01T02:00:00.000Z') + n * 86_400_000 : Date.parse('2026-06-01T02:00:00.000Z') - n * 7 * 86_400_000
    await backend.content.create(
      'events',
      exampleData('events', {
        title: `Acara nomor ${n}`,
        titleEn: `Event number ${n}`,
        slug: `acara-nomor-${n}`,
        startsAt: new Date(start).toISOString(),
        endsAt: new Date(start + 2 * 3_600_000).toISOString(),
        speakerIds: [attorneys[0]!.id],
        practiceAreaIds: [areas[0]!.id],
        recordingUrl: n <= UPCOMING_EVENTS ? '' : `https://video.example.com/acara-${n}`,
        cover: null,
        slidesFile: null,
        publishedAt: new Date(Math.min(start, Date.parse('2026-06-01T00:00:00.000Z')) - 21 * 86_400_000).toISOString(),
      }),
      { actor: 'test' },
    )
  }
}

let small: Record<string, { reads: number; docs: number }>

beforeAll(async () => {
  backend = createTestBackend({ now: clock.now })
  // A fill of a throwaway store: each write need not reach the disk before the next.
  backend.content.db.pragma('synchronous = OFF')
  counted = countReads(backend.content)
  f = fixtures(backend)
  await f.settings()
  for (let k = 0; k < 2; k++) {
    categories.push(await f.category(`Kategori ${k}`))
    tags.push(await f.tag(`Tag ${k}`))
    areas.push(await f.practiceArea(`Bidang ${k}`))
    attorneys.push(await f.profile({ name: `Advokat ${k}`, practiceAreaIds: [areas[0]!.id] }))
  }
  const english = { titleEn: 'Article number 0', slugEn: 'article-number-0', contentEn: '<p>English text.</p>', excerptEn: 'English summary.', publishedAtEn: '2026-06-01T01:00:00.000Z' }
  blogModel = await f.blog({ title: 'Tulisan nomor 0', categoryId: categories[0]!.id, authorIds: [attorneys[0]!.id], publishedAt: '2026-06-01T01:00:00.000Z', ...english })
  publicationModel = await f.publication({ title: 'Publikasi nomor 0', categoryId: categories[0]!.id, authorIds: [attorneys[0]!.id], publishedAt: '2026-06-01T01:00:00.000Z' })
  // A small store with full pages: twelve posts of each kind.
  await addPosts(1, 11)
  await addEvents(1, SMALL_EVENTS)
  app = createTestApp({ ...backend, content: counted.store } as TestBackend, { now: clock.now })
  // The small store's sitemap is one file: the index's files are compared with it.
  const smallPages = Object.keys(PAGES).filter((name) => !PAGES[name]!.small && (!name.startsWith('sitemap') || name === 'sitemap'))
  await measure(smallPages)
  small = await measure(smallPages)
  // One transaction for the fill (each create's own becomes a savepoint in it): a tenth of the time.
  backend.content.db.exec('BEGIN')
  await addPosts(12, LARGE_POSTS - 1)
  await addEvents(SMALL_EVENTS + 1, LARGE_EVENTS)
  backend.content.db.exec('COMMIT')
}, 60_000)
afterAll(() => backend.cleanup())

describe('store reads of a public page at 2,000 posts and 400 events', () => {
  it('are the small store’s round trips, and no page is handed the archive', async () => {
    const large = await measure(Object.keys(PAGES))
    for (const [name, { small: like }] of Object.entries(PAGES)) {
      // The large sitemap is an index of files (routes/sitemap.ts): it reads less than the small one file, each year's file as much.
      if (name.startsWith('sitemap')) {
        expect(large[name]!.reads, `${name}: ${large[name]!.reads} reads, the small store's sitemap ${small.sitemap!.reads}`).toBeLessThanOrEqual(small.sitemap!.reads)
        expect(large[name]!.docs, `${name}: ${large[name]!.docs} documents`).toBeLessThanOrEqual(2 * MOST_DOCS_PER_PAGE)
        continue
      }
      const before = small[like ?? name]!
      expect(large[name]!.reads, `${name}: ${before.reads} reads with 12 posts of each kind, ${large[name]!.reads} with ${LARGE_POSTS}`).toBe(before.reads)
      expect(large[name]!.docs, `${name}: ${large[name]!.docs} documents handed over with ${2 * LARGE_POSTS} posts stored`).toBeLessThanOrEqual(MOST_DOCS_PER_PAGE)
    }
  })
})

describe('a post list of a large archive', () => {
  it('counts its posts once; whether a category or tag has any post is asked, not counted', async () => {
    // A count walks every post of its term; an existence check stops at the first.
    for (const path of ['/blogs', '/en/blogs?page=50', `/publications?category=${categories[1]!.slug}`]) {
      app.cache.clear()
      counted.reset()
      const res = await app.request(`${BASE}${path}`)
      expect(res.status, path).toBe(200)
      await res.arrayBuffer()
      expect(counted.calls.filter((call) => call.method === 'count' && call.collection !== 'events'), path).toHaveLength(1)
      expect(counted.calls.filter((call) => call.method === 'exists').length, path).toBeGreaterThanOrEqual(categories.length + tags.length - 1)
    }
  })
})

describe('the sitemap of a large archive', () => {
  it('is an index whose files list every post in both languages once, and the site’s other pages', async () => {
    const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
    for (const [type, number] of [['UU', '27'], ['POJK', '22']] as const) {
      await backend.content.create('regulations', exampleData('regulations', { type, number, year: '2023', slug: `${type.toLowerCase()}-${number}-2023` }), { actor: 'test' })
    }
    app.cache.clear()
    const index = await (await app.request(`${BASE}/sitemap.xml`)).text()
    expect(index).toContain('<sitemapindex')
    const files = locs(index)
    expect(files).toContain('/sitemap-pages.xml')
    const addresses: string[] = []
    for (const file of files) {
      const res = await app.request(`${BASE}${file}`)
      expect(res.status, file).toBe(200)
      addresses.push(...locs(await res.text()))
    }
    expect(new Set(addresses).size).toBe(addresses.length)
    expect(addresses.filter((a) => a.startsWith('/blogs/'))).toHaveLength(LARGE_POSTS)
    expect(addresses.filter((a) => a.startsWith('/en/blogs/'))).toHaveLength(LARGE_POSTS)
    expect(addresses.filter((a) => a.startsWith('/publications/'))).toHaveLength(LARGE_POSTS)
    // Every published event once, in its year's file (the other pages' file lists none).
    expect(addresses.filter((a) => a.startsWith('/events/'))).toHaveLength(LARGE_EVENTS)
    expect(files.filter((file) => file.startsWith('/sitemap-events-')).length).toBeGreaterThan(1)
    // Each regulation once, in both languages, from its type's file; the other pages' file lists their list only.
    expect(addresses.filter((a) => a.startsWith('/regulations/')).sort()).toEqual(['/regulations/pojk-22-2023', '/regulations/uu-27-2023'])
    expect(addresses.filter((a) => a.startsWith('/en/regulations/'))).toHaveLength(2)
    expect(locs(await (await app.request(`${BASE}/sitemap-regulations-uu.xml`)).text())).toEqual(['/regulations/uu-27-2023', '/en/regulations/uu-27-2023'])
    expect((await app.request(`${BASE}/sitemap-regulations-lain.xml`)).status).toBe(404)
    expect(addresses).toContain(`/attorneys/${attorneys[0]!.slug}`)
    expect(addresses).toContain('/en/blogs')
  })
})

describe('the regulation lists of a large archive', () => {
  /** Each type's newest and its count on /regulations; a type's list one page and its count (decision 66). */
  const LISTS: Record<string, { path: string; small?: string }> = {
    regulations: { path: '/regulations' },
    'regulations (English)': { path: '/en/regulations' },
    'a type': { path: '/regulations?type=pp' },
    'a type, page 2': { path: '/regulations?type=pp&page=2' },
    'a type, last page': { path: `/regulations?type=pp&page=${Math.ceil(LARGE_REGULATIONS / 2 / REGULATIONS_PER_PAGE)}`, small: 'a type, page 2' },
  }
  /** Regulations of two types, `from`..`to`, numbered so a store's text order would get them wrong (9 before 10). */
  async function addRegulations(from: number, to: number) {
    for (let n = from; n <= to; n++) {
      const type = n % 2 ? 'PP' : 'Perpres'
      await backend.content.create('regulations', exampleData('regulations', { type, number: String(n), year: String(2000 + (n % 25)), slug: `${type.toLowerCase()}-${n}` }), { actor: 'test' })
    }
  }
  async function measureLists(names: string[]) {
    const out: Record<string, { reads: number; docs: number }> = {}
    for (const name of names) {
      app.cache.clear()
      counted.reset()
      const res = await app.request(`${BASE}${LISTS[name]!.path}`)
      expect(res.status, name).toBe(200)
      await res.arrayBuffer()
      out[name] = { reads: counted.calls.length, docs: counted.calls.reduce((sum, call) => sum + call.docs, 0) }
    }
    return out
  }

  it('cost the same round trips at 50 regulations as at 1,000, and hand over a page of each', async () => {
    await addRegulations(1, 50)
    const smallNames = Object.keys(LISTS).filter((name) => !LISTS[name]!.small)
    const few = await measureLists(smallNames)
    backend.content.db.exec('BEGIN')
    await addRegulations(51, LARGE_REGULATIONS)
    backend.content.db.exec('COMMIT')
    const many = await measureLists(Object.keys(LISTS))
    for (const [name, { small: like }] of Object.entries(LISTS)) {
      const before = few[like ?? name]!
      expect(many[name]!.reads, `${name}: ${before.reads} reads with 50 regulations, ${many[name]!.reads} with ${LARGE_REGULATIONS}`).toBe(before.reads)
      expect(many[name]!.docs, `${name}: ${many[name]!.docs} documents handed over`).toBeLessThanOrEqual(MOST_DOCS_PER_PAGE)
    }
  }, 60_000)
})
