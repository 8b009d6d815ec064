/**
 * The dashboard's post list at a firm's scale (docs/scale.md): a page of the list, filtered by
 * category or status, in either order, at page 1 or deep, costs the same round trips to the
 * store and hands over about one page of posts, whether the store holds a dozen posts or
 * hundreds; and it shows what staff saw when the list read every post: drafts among the dated
 * posts by their planned date, a draft without one first among the newest, the counts and the
 * page links.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DASHBOARD_PER_PAGE } from '../../../../shared/schemas/limits'
import type { Blog, Category } from '../../../../shared/schemas/types'
import type { App } from '../../app'
import type { DataOf } from '../../backends/ports'
import { countReads, type CountedStore } from '../../testing/counting-store'
import { fixtures } from '../../testing/fixtures'
import { signIn, TEST_ORIGIN } from '../../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../../testing/test-backend'

/** Published posts once grown: thirty-odd pages of the list. */
const LARGE_POSTS = 640
const HOUR = 3_600_000

const clock = new TestClock() // 2026-06-15T03:00Z
let backend: TestBackend
let app: App
let counted: CountedStore
let cookie: string
const categories: Category[] = []
let model: Blog
/** The signed-in editor, who saved every third post last (Oleh saya). */
let editorUid = ''

/** The addresses measured, and for a deep page the small store's page it must cost the same as. */
const PAGES: Record<string, { path: () => string; small?: string }> = {
  list: { path: () => '/dashboard/blogs' },
  'list, page 30': { path: () => '/dashboard/blogs?page=30', small: 'list' },
  oldest: { path: () => '/dashboard/blogs?sort=oldest' },
  'oldest, page 20': { path: () => '/dashboard/blogs?sort=oldest&page=20', small: 'oldest' },
  category: { path: () => `/dashboard/blogs?category=${categories[0]!.id}` },
  'category, page 10': { path: () => `/dashboard/blogs?category=${categories[0]!.id}&page=10`, small: 'category' },
  published: { path: () => '/dashboard/blogs?status=published' },
  drafts: { path: () => '/dashboard/blogs?status=draft' },
  'scheduled, by category, oldest': { path: () => `/dashboard/blogs?category=${categories[1]!.id}&status=scheduled&sort=oldest` },
  'without English': { path: () => '/dashboard/blogs?lang=missing-en' },
  'without English, page 20': { path: () => '/dashboard/blogs?lang=missing-en&page=20', small: 'without English' },
  'English to update': { path: () => '/dashboard/blogs?lang=stale-en' },
  'saved by me': { path: () => '/dashboard/blogs?oleh=saya' },
  'saved by me, oldest, page 8': { path: () => '/dashboard/blogs?oleh=saya&sort=oldest&page=8', small: 'saved by me' },
  'saved by me, by category': { path: () => `/dashboard/blogs?category=${categories[0]!.id}&oleh=saya` },
  'my drafts': { path: () => '/dashboard/blogs?status=draft&oleh=saya' },
}

async function page(path: string): Promise<{ html: string; reads: number; docs: number }> {
  counted.reset()
  const res = await app.request(`${TEST_ORIGIN}${path}`, { headers: { cookie } })
  expect(res.status, path).toBe(200)
  const html = await res.text()
  return { html, reads: counted.calls.length, docs: counted.calls.reduce((sum, call) => sum + call.docs, 0) }
}

async function measure(): Promise<Record<string, { reads: number; docs: number }>> {
  const out: Record<string, { reads: number; docs: number }> = {}
  for (const [name, { path }] of Object.entries(PAGES)) {
    const { reads, docs } = await page(path())
    out[name] = { reads, docs }
  }
  return out
}

/** The titles of the rows, in the order shown. */
const titles = (html: string) => [...html.matchAll(/href="\/dashboard\/blogs\/[^/"]+\/edit" class="row-title">([^<]+)</g)].map((m) => m[1])

const dataOf = (doc: Blog) => {
  const { id: _id, version: _v, createdAt: _c, updatedAt: _u, updatedBy: _b, ...data } = doc
  return data
}

/** Published posts `from`..`to`, an hour apart back from 1 June 2026 (post n older than post n-1). */
async function addPublished(from: number, to: number) {
  for (let n = from; n <= to; n++) {
    const publishedAt = new Date(Date.parse('2026-06-01T00:00:00.000Z') - n * HOUR).toISOString()
    await backend.content.create(
      'blogs',
      { ...dataOf(model), title: `Tulisan nomor ${n}`, slug: `tulisan-nomor-${n}`, categoryId: categories[n % 2]!.id, publishedAt, plannedAt: null } as DataOf<'blogs'>,
      { actor: n % 3 === 0 ? editorUid : 'test' },
    )
  }
}

let small: Record<string, { reads: number; docs: number }>

beforeAll(async () => {
  backend = createTestBackend({ now: clock.now })
  counted = countReads(backend.content)
  app = createTestApp({ ...backend, content: counted.store } as TestBackend, { now: clock.now })
  editorUid = (await backend.identity.createStaff({ email: 'editor@example.test', password: 'kata-sandi-editor', displayName: 'Editor Konten', role: 'editor' })).uid
  cookie = await signIn(app, 'editor@example.test', 'kata-sandi-editor')
  const f = fixtures(backend)
  categories.push(await f.category('Analisis Hukum'), await f.category('Berita Firma'))
  model = await f.blog({ title: 'Tulisan nomor 1', slug: 'tulisan-nomor-1', categoryId: categories[1]!.id, publishedAt: '2026-05-31T23:00:00.000Z' })
  await addPublished(2, 12)
  // Staff's own work: a draft with no date yet, a draft planned between posts 4 and 5, and a
  // post scheduled for next week.
  const draft = { ...dataOf(model), categoryId: categories[1]!.id, publishedAt: null } as unknown as DataOf<'blogs'>
  await backend.content.create('blogs', { ...draft, title: 'Draf tanpa tanggal', slug: 'draf-tanpa-tanggal', plannedAt: null }, { actor: 'test' })
  await backend.content.create('blogs', { ...draft, title: 'Draf terencana', slug: 'draf-terencana', plannedAt: '2026-05-31T19:30:00.000Z' }, { actor: 'test' })
  await backend.content.create(
    'blogs',
    { ...dataOf(model), title: 'Tulisan terjadwal', slug: 'tulisan-terjadwal', categoryId: categories[1]!.id, publishedAt: '2026-06-22T03:00:00.000Z', plannedAt: null },
    { actor: 'test' },
  )
  // Once per process and after a change (the dashboard's own first reads), then measured.
  await page('/dashboard/blogs')
  small = await measure()
}, 60_000)

afterAll(async () => {
  await backend?.cleanup()
})

describe('the dashboard post list at a large archive', () => {
  it('shows drafts among the dated posts by their planned date, an undated draft first among the newest', async () => {
    const newest = titles((await page('/dashboard/blogs')).html)
    expect(newest.slice(0, 7)).toEqual(['Draf tanpa tanggal', 'Tulisan terjadwal', 'Tulisan nomor 1', 'Tulisan nomor 2', 'Tulisan nomor 3', 'Tulisan nomor 4', 'Draf terencana'])
    const oldest = titles((await page('/dashboard/blogs?sort=oldest')).html)
    expect(oldest.slice(-3)).toEqual(['Tulisan nomor 1', 'Tulisan terjadwal', 'Draf tanpa tanggal'])
    expect(titles((await page('/dashboard/blogs?status=draft')).html)).toEqual(['Draf tanpa tanggal', 'Draf terencana'])
    expect(titles((await page('/dashboard/blogs?status=scheduled')).html)).toEqual(['Tulisan terjadwal'])
  })

  it('reads one page of posts and a count, at page 1 as deep in the list, however many posts there are', async () => {
    await addPublished(13, LARGE_POSTS)
    // The site's settings are read again once after a change, as after any save.
    await page('/dashboard/blogs')
    const large = await measure()
    for (const [name, { small: like }] of Object.entries(PAGES)) {
      expect(large[name]!.reads, name).toBe(small[like ?? name]!.reads)
      // A page of posts, the categories of the filter, the session: never the archive.
      expect(large[name]!.docs, name).toBeLessThanOrEqual(DASHBOARD_PER_PAGE + 10)
    }
  }, 120_000)

  it('keeps the counts, the page links and the order at that size', async () => {
    const total = LARGE_POSTS + 3
    const first = await page('/dashboard/blogs')
    expect(first.html).toContain(`${total} blog`)
    expect(first.html).toContain('href="/dashboard/blogs?page=2"')
    expect(titles(first.html)[0]).toBe('Draf tanpa tanggal')
    const last = Math.ceil(total / DASHBOARD_PER_PAGE)
    const deep = await page(`/dashboard/blogs?page=${last + 5}`)
    expect(titles(deep.html).at(-1)).toBe(`Tulisan nomor ${LARGE_POSTS}`)
    const published = await page('/dashboard/blogs?status=published')
    expect(published.html).toContain(`${LARGE_POSTS} dari ${total} blog`)
    expect(titles(published.html)[0]).toBe('Tulisan nomor 1')
    const category = await page(`/dashboard/blogs?category=${categories[0]!.id}&sort=oldest`)
    expect(category.html).toContain(`${LARGE_POSTS / 2} dari ${total} blog`)
    expect(titles(category.html)[0]).toBe(`Tulisan nomor ${LARGE_POSTS}`)
    // Oleh saya: the posts the editor saved last (every third), counted, in the list's order.
    const mine = await page('/dashboard/blogs?oleh=saya')
    expect(mine.html).toContain(`${Math.floor(LARGE_POSTS / 3)} dari ${total} blog`)
    expect(titles(mine.html).slice(0, 3)).toEqual(['Tulisan nomor 3', 'Tulisan nomor 6', 'Tulisan nomor 9'])
    const mineOldest = await page(`/dashboard/blogs?oleh=saya&sort=oldest&category=${categories[1]!.id}`)
    // The oldest odd multiple of three (the second category holds the odd posts): 639 of 640.
    expect(titles(mineOldest.html)[0]).toBe('Tulisan nomor 639')
  })
})
