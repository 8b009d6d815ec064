/**
 * Store reads per public page type: what a page costs on a cache miss, in round trips
 * to the store (on Firestore, each is a request). Each page type is held to a budget, and its
 * reads must not grow with the content: a page that reads once per category, tag, area or
 * author shown (N+1) reads more after the store grows, and fails here. One exception, by
 * design: a post list asks whether each category and tag it may offer as a filter has a
 * published post (filtersInUse), one existence check each (`exists`), in parallel, so that it
 * reads no post beyond its page; its reads grow by one per category and tag, and by nothing else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Category, PracticeArea, Profile, Tag } from '../../../shared/schemas/types'
import type { App } from '../app'
import { countReads, type CountedStore } from '../testing/counting-store'
import { exampleData } from '../testing/example-data'
import { fixtures } from '../testing/fixtures'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../testing/test-backend'

const BASE = 'https://www.example.test'

/**
 * Reads of one render of each page, the reads every page shares once per cache generation
 * included (the next scheduled date; the site settings, offices and menus, read in parallel).
 * Headroom of a few reads for pages that grow a section; an N+1 is caught by the growth check
 * whatever the budget.
 */
const BUDGET: Record<string, number> = {
  // Acara (decision 58) added one read to every page, the events' next change in the cache's
  // schedule (once per cache generation), and one more to the home page and a practice area's
  // page (their upcoming events) and the sitemap (its events). The home page lists the practice
  // areas once for itself and its two forms (content/request-practice-areas.ts): 4 reads fewer
  // (2 in English, where the contact form lists every area and the page those in English).
  // An event's scheduled publication is a next change too (decision 67): one more read per
  // generation, which Firestore keeps beside the content version. The home page's pinned and
  // latest posts share one read of their categories, tags and authors: 3 reads fewer.
  home: 24,
  'home (English)': 26,
  list: 24,
  'list, filtered': 24,
  'list (English)': 24,
  detail: 20,
  'detail (English)': 20,
  attorneys: 16,
  'attorneys, filtered': 17,
  attorney: 21,
  'practice areas': 16,
  'practice area': 21,
  // The copy and the home page's figures; beside them its attorneys and the latest writing (one read per kind).
  about: 18,
  contact: 13,
  career: 14,
  sitemap: 17,
  feed: 14,
  search: 13,
  // Each of the ten types' newest and its count, two reads a type whether it has regulations or
  // not (decision 66); a type's list one page and its count.
  regulations: 32,
  'regulations, a type': 14,
}

let backend: TestBackend
let app: App
let counted: CountedStore
let f: ReturnType<typeof fixtures>
const categories: Category[] = []
const tags: Tag[] = []
const areas: PracticeArea[] = []
const attorneys: Profile[] = []
let posts = 0
let regulations = 0

/** Adds content of every kind: `n` categories, tags, areas and attorneys, and posts that use them. */
async function grow(n: number) {
  for (let i = 0; i < n; i++) {
    const k = categories.length
    categories.push(await f.category(`Kategori ${k}`))
    tags.push(await f.tag(`Tag ${k}`))
    areas.push(await f.practiceArea(`Bidang ${k}`))
    attorneys.push(await f.profile({ name: `Advokat ${k}`, practiceAreaIds: [areas[0]!.id, areas.at(-1)!.id] }))
  }
  for (let i = 0; i < 2 * n; i++) {
    posts++
    const author = attorneys[posts % attorneys.length]!
    const common = {
      categoryId: categories[posts % categories.length]!.id,
      tagIds: [tags[posts % tags.length]!.id, tags[(posts + 1) % tags.length]!.id],
      authorIds: [author.id, attorneys[0]!.id],
      publishedAt: `2026-05-${String((posts % 27) + 1).padStart(2, '0')}T01:00:00.000Z`,
    }
    await f.blog({
      title: `Tulisan nomor ${posts}`,
      ...common,
      titleEn: `Article number ${posts}`,
      slugEn: `article-number-${posts}`,
      contentEn: '<p>English text.</p>',
      excerptEn: 'English summary.',
      publishedAtEn: common.publishedAt,
    })
    await f.publication({ title: `Publikasi nomor ${posts}`, ...common })
  }
  // Regulations of two types; the lists read a type's page and count it, whatever its size.
  for (let i = 0; i < 3 * n; i++) {
    regulations++
    for (const type of ['UU', 'PP'] as const) {
      await backend.content.create('regulations', exampleData('regulations', { type, number: String(regulations), year: String(2000 + (regulations % 20)), slug: `${type.toLowerCase()}-${regulations}` }), { actor: 'test' })
    }
  }
}

const PAGES = (): Record<string, string> => ({
  home: '/',
  'home (English)': '/en',
  list: '/blogs',
  'list, filtered': `/blogs?category=${categories[1]!.slug}&tag=${tags[1]!.slug}`,
  'list (English)': '/en/blogs',
  detail: '/blogs/tulisan-nomor-1',
  'detail (English)': '/en/blogs/article-number-1',
  attorneys: '/attorneys',
  'attorneys, filtered': `/attorneys?area=${areas[0]!.slug}`,
  attorney: `/attorneys/${attorneys[0]!.slug}`,
  'practice areas': '/practice-area',
  'practice area': `/practice-area/${areas[0]!.slug}`,
  about: '/about',
  contact: '/contact-us',
  career: '/career',
  sitemap: '/sitemap.xml',
  feed: '/blogs/feed.xml',
  search: '/search?q=tulisan',
  regulations: '/regulations',
  'regulations, a type': '/regulations?type=uu',
})

/** Reads of one render of each page (cache cleared before each; shared per-process reads warmed first). */
async function readsPerPage(): Promise<Record<string, number>> {
  const out: Record<string, number> = {}
  for (const [name, path] of Object.entries(PAGES())) {
    app.cache.clear()
    app.searchCache.clear()
    counted.reset()
    const res = await app.request(`${BASE}${path}`)
    expect(res.status, `${name} ${path}`).toBe(200)
    out[name] = counted.calls.length
  }
  return out
}

beforeAll(async () => {
  const clock = new TestClock()
  backend = createTestBackend({ now: clock.now })
  counted = countReads(backend.content)
  f = fixtures(backend)
  await f.settings()
  await grow(2)
  app = createTestApp({ ...backend, content: counted.store } as TestBackend, { now: clock.now })
  await readsPerPage()
})
afterAll(() => backend.cleanup())

describe('store reads of a public page', () => {
  it('stay within each page type’s budget and do not grow with the content (no read per item shown)', async () => {
    const small = await readsPerPage()
    const termsBefore = categories.length + tags.length
    await grow(4)
    const large = await readsPerPage()
    const termsAdded = categories.length + tags.length - termsBefore
    for (const [name, reads] of Object.entries(small)) {
      expect(reads, `${name}: ${reads} reads, budget ${BUDGET[name]}`).toBeLessThanOrEqual(BUDGET[name]!)
      const growth = name.startsWith('list') ? termsAdded : 0
      expect(large[name], `${name}: ${reads} reads with ${2} of each, ${large[name]} with ${6}`).toBe(reads + growth)
    }
  })
})
