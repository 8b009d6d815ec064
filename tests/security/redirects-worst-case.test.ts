/**
 * Sampah and Pengalihan at sizes no firm reaches: 20,000 redirects (the table every 404 reads,
 * the list admins open, the loop check of a new manual redirect) and 500 items in the trash.
 * Every request must answer in under a second (WORST_CASE_BUDGET_MS) and never with a 500;
 * a path no route answers must cost a map lookup once the table is read.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../functions/src/app'
import { fixtures } from '../../functions/src/testing/fixtures'
import { postForm, signIn, TEST_ORIGIN } from '../../functions/src/testing/staff-session'
import { createTestApp, createTestBackend, type TestBackend } from '../../functions/src/testing/test-backend'
import { MAX_HOPS } from '../../functions/src/redirects/redirect-table'

const BUDGET_MS = Number(process.env.WORST_CASE_BUDGET_MS ?? 1000)
const REDIRECTS = 20_000
const TRASHED = 500

let backend: TestBackend
let app: App
let cookie: string
const timings: Record<string, number> = {}

/** Rows written straight into the SQLite table in one transaction: the store's own writes would fsync each. */
function insertRows(collection: 'redirects' | 'trash', rows: Record<string, unknown>[]) {
  const now = new Date().toISOString()
  const insert = backend.content.db.prepare(`INSERT INTO "${collection}" (id, data, version, created_at, updated_at, updated_by) VALUES (?, ?, 1, ?, ?, 'test')`)
  backend.content.db.transaction(() => {
    for (const row of rows) insert.run(randomUUID(), JSON.stringify(row), now, now)
  })()
}

async function timed(name: string, request: () => Response | Promise<Response>) {
  const started = performance.now()
  const res = await request()
  await res.arrayBuffer()
  const ms = performance.now() - started
  timings[name] = Math.round(ms)
  expect(res.status, name).toBeLessThan(500)
  expect(ms, name).toBeLessThan(BUDGET_MS)
  return res
}

beforeAll(async () => {
  backend = createTestBackend()
  app = createTestApp(backend)
  await backend.identity.createStaff({ email: 'admin@example.test', password: 'kata-sandi-admin', displayName: 'Admin', role: 'admin' })
  cookie = await signIn(app, 'admin@example.test', 'kata-sandi-admin')
  // The dashboard's routes load with its first request (routes/lazy-routes.ts): loaded here, so
  // the budgets below time the lists, not the one-time import of every dashboard module.
  await app.dashboard.load()
  const rows: Record<string, unknown>[] = Array.from({ length: REDIRECTS - MAX_HOPS }, (_, i) => ({
    from: `/blogs/tulisan-lama-${i}`,
    to: i % 3 === 0 ? '' : `/blogs/tulisan-baru-${i}`,
    kind: i % 3 === 0 ? 'gone' : 'slug',
    collection: 'blogs',
    itemId: `b${i}`,
  }))
  // The longest chain the 404 path follows.
  for (let hop = 0; hop < MAX_HOPS; hop++) rows.push({ from: `/rantai-${hop}`, to: `/rantai-${hop + 1}`, kind: 'manual', collection: '', itemId: '' })
  insertRows('redirects', rows)
  const f = fixtures(backend)
  const category = await f.category('Analisis')
  const blog = await f.blog({ title: 'Tulisan yang dihapus', categoryId: category.id, publishedAt: '2026-01-01T00:00:00.000Z' })
  insertRows(
    'trash',
    Array.from({ length: TRASHED }, (_, i) => ({
      collection: 'blogs',
      itemId: `hilang-${i}`,
      title: `Tulisan terhapus ke-${i}`,
      slug: `tulisan-terhapus-${i}`,
      doc: { ...blog, id: `hilang-${i}`, slug: `tulisan-terhapus-${i}` },
      files: [blog.cover.path],
      paths: [`/blogs/tulisan-terhapus-${i}`],
      deletedAt: new Date(Date.now() - i * 60_000).toISOString(),
      deletedBy: 'admin',
      deletedByName: 'Admin',
      purgeAt: new Date(Date.now() + 86_400_000).toISOString(),
    })),
  )
}, 120_000)

afterAll(async () => {
  console.log(`Sampah and redirects at ${REDIRECTS} redirects and ${TRASHED} trashed items: ${Object.entries(timings).map(([k, v]) => `${k} ${v} ms`).join(', ')}`)
  await backend?.cleanup()
})

describe(`${REDIRECTS} redirects, ${TRASHED} items in the trash`, () => {
  it('the first 404 reads the table once; later ones answer from memory', async () => {
    app.cache.clear()
    const first = await timed('first 404 (reads the table)', () => app.request(`${TEST_ORIGIN}/blogs/tulisan-lama-1`))
    expect(first.status).toBe(301)
    expect((await timed('410 from the table', () => app.request(`${TEST_ORIGIN}/blogs/tulisan-lama-3`))).status).toBe(410)
    expect((await timed('longest chain', () => app.request(`${TEST_ORIGIN}/rantai-0`))).headers.get('location')).toBe(`/rantai-${MAX_HOPS}`)
    const started = performance.now()
    for (let i = 0; i < 200; i++) await (await app.request(`${TEST_ORIGIN}/tidak-ada-${i}`)).arrayBuffer()
    timings['200 plain 404s'] = Math.round(performance.now() - started)
    expect(timings['200 plain 404s']).toBeLessThan(BUDGET_MS * 2)
  })

  it('Pengalihan lists them and checks a new one against all of them for loops', async () => {
    await timed('Pengalihan list', () => app.request(`${TEST_ORIGIN}/dashboard/redirects`, { headers: { cookie } }))
    const loop = await timed('manual redirect refused for a loop', () => postForm(app, '/dashboard/redirects', { from: `/rantai-${MAX_HOPS}`, to: '/rantai-0' }, cookie))
    expect(loop.status).toBe(400)
    const added = await timed('manual redirect added', () => postForm(app, '/dashboard/redirects', { from: '/baru-sekali', to: '/rantai-0' }, cookie))
    expect(added.status).toBe(303)
  })

  it('the trash list with its items', async () => {
    const res = await timed('Sampah list', () => app.request(`${TEST_ORIGIN}/dashboard/trash`, { headers: { cookie } }))
    expect(res.status).toBe(200)
  })
})
