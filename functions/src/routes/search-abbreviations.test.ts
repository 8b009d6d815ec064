import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../app'
import { seedDemoContent } from '../seed'
import { createTestApp, createTestBackend, type TestBackend } from '../testing/test-backend'

let backend: TestBackend
let app: App

beforeAll(async () => {
  backend = createTestBackend()
  await seedDemoContent(backend, { log: () => {} })
  app = createTestApp(backend)
}, 120_000)
afterAll(async () => {
  await backend.cleanup()
})

/** The result rows of a search page, each with the text of its marks (lowercase, split into words). */
function hitsOf(html: string): { href: string; marked: string[] }[] {
  return [...html.matchAll(/<li class="search-hit">([\s\S]*?)<\/li>/g)].map(([, row]) => ({
    href: /href="([^"]+)"/.exec(row!)![1]!,
    marked: [...row!.matchAll(/<mark>(.*?)<\/mark>/g)].flatMap((m) => m[1]!.toLowerCase().split(/&amp;|\s+/)),
  }))
}

/** Every result of a search, page by page for each group, as the visitor can reach them. */
async function allHits(q: string) {
  const hits: ReturnType<typeof hitsOf> = []
  for (const type of ['attorney', 'practiceArea', 'blog', 'publication']) {
    for (let page = 1; ; page++) {
      const rows = hitsOf(await (await app.request(`/search?q=${encodeURIComponent(q)}&type=${type}&page=${page}`)).text())
      hits.push(...rows)
      if (rows.length < 10) break
    }
  }
  return hits
}

describe('/search for a legal abbreviation, on the demo firm', () => {
  it('finds only items with "M&A" or "merger dan akuisisi", and marks only those words', async () => {
    const res = await app.request('/search?q=M%26A')
    expect(res.status).toBe(200)
    const html = await res.text()
    const count = /(\d+) hasil untuk “M&amp;A”/.exec(html)
    expect(count, 'the result count').not.toBeNull()
    const total = Number(count![1])
    // 48 before: every item with a word starting with m and one starting with a.
    expect(total).toBeGreaterThanOrEqual(3)
    expect(total).toBeLessThanOrEqual(10)
    const hits = await allHits('M&A')
    expect(hits).toHaveLength(total)
    for (const hit of hits) {
      expect(hit.marked.length, hit.href).toBeGreaterThan(0)
      for (const word of hit.marked) expect(['m', 'a', 'merger', 'dan', 'akuisisi'], `${hit.href}: ${word}`).toContain(word)
    }
    // The managing partner's bio says "merger dan akuisisi".
    expect(hits.map((h) => h.href)).toContain('/attorneys/bambang-adiwarsa')
    // The live results agree.
    const json = (await (await app.request('/api/search?q=M%26A')).json()) as { groups: { total: number }[] }
    expect(json.groups.reduce((sum, g) => sum + g.total, 0)).toBe(total)
  })

  it('finds "UU" as the word or as "undang-undang", never every word starting with u', async () => {
    const hits = await allHits('UU')
    expect(hits.length).toBeGreaterThan(0)
    for (const hit of hits) {
      expect(hit.marked.length, hit.href).toBeGreaterThan(0)
      for (const word of hit.marked) expect(['uu', 'undang-undang'], `${hit.href}: ${word}`).toContain(word)
    }
    // Some items say only "undang-undang": found through the synonym list.
    expect(hits.filter((hit) => !hit.marked.includes('uu')).length).toBeGreaterThan(0)
  })
})
