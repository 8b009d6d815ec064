/**
 * The home page's latest posts are read without counting them: the page shows no pages of
 * them, and a count is one more call on a new instance and, on Firestore, a walk of the index of
 * every published post (docs/decisions/0057-scale-and-cold-start.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../app'
import { countReads, type CountedStore } from '../testing/counting-store'
import { fixtures } from '../testing/fixtures'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../testing/test-backend'

let backend: TestBackend
let app: App
let counted: CountedStore

beforeAll(async () => {
  const clock = new TestClock()
  backend = createTestBackend({ now: clock.now })
  counted = countReads(backend.content)
  const f = fixtures(backend)
  await f.settings()
  const category = await f.category('Kategori')
  for (let i = 1; i <= 8; i++) {
    await f.blog({ title: `Tulisan nomor ${i}`, categoryId: category.id, publishedAt: `2026-05-0${i}T01:00:00.000Z`, titleEn: `Article ${i}`, slugEn: `article-${i}`, contentEn: '<p>Text.</p>', excerptEn: 'Summary.', publishedAtEn: `2026-05-0${i}T01:00:00.000Z` })
    await f.publication({ title: `Publikasi nomor ${i}`, categoryId: category.id, publishedAt: `2026-05-0${i}T01:00:00.000Z` })
  }
  app = createTestApp({ ...backend, content: counted.store } as TestBackend, { now: clock.now })
})
afterAll(() => backend.cleanup())

describe('the home page', () => {
  it.each(['/', '/en'])('%s lists the latest posts and counts none', async (path) => {
    app.cache.clear()
    counted.reset()
    const res = await app.request(`https://www.example.test${path}`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain(path === '/' ? 'Tulisan nomor 8' : 'Article 8')
    expect(counted.calls.filter((call) => call.method === 'count' && (call.collection === 'blogs' || call.collection === 'publications'))).toEqual([])
  })
})
