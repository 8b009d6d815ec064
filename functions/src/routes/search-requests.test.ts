/**
 * What a search costs on Algolia: each page that searches sends one request to it (a
 * multi-query when the page shows several groups), whatever the number of groups or matches.
 * The site runs on the embedded store with its search index swapped for the Algolia adapter,
 * talking to the Algolia stand-in over HTTP, so every request the page sends is counted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../app'
import { AlgoliaSearchIndex } from '../backends/firebase/algolia-search-index'
import { startAlgoliaStandIn, type AlgoliaStandIn } from '../testing/algolia-stand-in'
import { fixtures } from '../testing/fixtures'
import { signIn, TEST_ORIGIN } from '../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../testing/test-backend'
import { reindexAll } from '../search/search-sync'

let algolia: AlgoliaStandIn
let backend: TestBackend
let app: App
let cookie: string
/** More than one page of 50: the dashboard list once asked for them page by page. */
const CONTRACTS = 60

beforeAll(async () => {
  const clock = new TestClock()
  algolia = await startAlgoliaStandIn()
  backend = createTestBackend({ now: clock.now })
  app = createTestApp(backend, { now: clock.now })
  await backend.identity.createStaff({ email: 'editor@example.test', password: 'kata-sandi-editor', displayName: 'Editor Konten', role: 'editor' })
  cookie = await signIn(app, 'editor@example.test', 'kata-sandi-editor')
  const f = fixtures(backend)
  const category = await f.category('Analisis Hukum')
  await f.profile({ name: 'Ratna Kontrak Dewi', position: 'Partner' })
  await f.practiceArea('Hukum Kontrak')
  for (let i = 0; i < CONTRACTS; i++) {
    await f.blog({ title: `Kontrak kerja bagian ${i}`, categoryId: category.id, publishedAt: `2026-05-${String(1 + (i % 28)).padStart(2, '0')}T01:00:00.000Z` })
  }
  await f.publication({ title: 'Buletin kontrak kuartal kedua', categoryId: category.id, publishedAt: '2026-06-03T01:00:00.000Z' })
  const search = new AlgoliaSearchIndex({ appId: algolia.appId, adminApiKey: algolia.apiKey, indexPrefix: 'alr', hosts: [algolia.host] })
  await search.ensureSettings()
  await reindexAll({ store: backend.content, search, now: clock.now })
  // From here every search of the site goes to Algolia (the stand-in).
  Object.assign(backend, { search })
}, 120_000)

afterAll(async () => {
  await backend?.cleanup()
  await algolia?.stop()
})

const searches = () => algolia.requests.filter((request) => request.method === 'POST' && /\/(queries|query)$/.test(request.path))

describe('requests to Algolia per search', () => {
  it('a /search page showing every group sends one multi-query request, and shows each group', async () => {
    algolia.requests.length = 0
    const res = await app.request('/search?q=kontrak')
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(algolia.requests).toHaveLength(1)
    expect(algolia.requests[0]).toMatchObject({ method: 'POST', path: '/1/indexes/*/queries' })
    for (const group of ['attorney', 'practiceArea', 'blog', 'publication']) expect(html, group).toContain(`id="group-${group}"`)
    expect(html).toContain('href="/attorneys/ratna-kontrak-dewi"')
    expect(html).toContain('href="/publications/buletin-kontrak-kuartal-kedua"')
  })

  it('the live results (JSON) send one request too', async () => {
    algolia.requests.length = 0
    const res = await app.request('/api/search?q=kerja')
    expect(res.status).toBe(200)
    const body = (await res.json()) as { groups: { type: string; total: number }[] }
    expect(searches()).toHaveLength(1)
    expect(body.groups.find((g) => g.type === 'blog')?.total).toBe(CONTRACTS)
  })

  it('a dashboard list search over more than 50 matches sends one request and lists every match', async () => {
    algolia.requests.length = 0
    const res = await app.request(`${TEST_ORIGIN}/dashboard/blogs?q=kontrak`, { headers: { cookie } })
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(algolia.requests).toHaveLength(1)
    expect(algolia.requests[0]).toMatchObject({ method: 'POST', path: '/1/indexes/*/queries' })
    // The list counts every match, not the first 50.
    expect(html).toContain(String(CONTRACTS))
  })
})
