/**
 * A crop keeps the focal point staff set in Pustaka Media: an image whose library entry says
 * (0.2, 0.8) is drawn with `fx-2 fy-8` on the blog list's card and the post's cover, and a
 * change of the entry shows on the next render, with no read of the library per page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../app'
import type { Blog } from '../../../shared/schemas/types'
import { addToLibrary, mediaIdOf } from '../media/library'
import { readFocalPoints } from './focal-points'
import { countReads, type CountedStore } from '../testing/counting-store'
import { fixtures } from '../testing/fixtures'
import { TEST_ORIGIN } from '../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../testing/test-backend'

let backend: TestBackend
let app: App
let counted: CountedStore
let post: Blog

/** The class attribute of each `<img>` whose source names `path`. */
async function imageClasses(pagePath: string, path: string): Promise<string[]> {
  const html = await (await app.request(`${TEST_ORIGIN}${pagePath}`)).text()
  return [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]).filter((tag) => tag.includes(path)).map((tag) => /class="([^"]*)"/.exec(tag)?.[1] ?? '')
}

beforeAll(async () => {
  const clock = new TestClock()
  backend = createTestBackend({ now: clock.now })
  counted = countReads(backend.content)
  app = createTestApp({ ...backend, content: counted.store } as TestBackend, { now: clock.now })
  const f = fixtures(backend)
  await f.settings()
  const category = await f.category('Korporasi')
  post = await f.blog({ title: 'Tulisan bergambar', categoryId: category.id, publishedAt: '2026-01-05T01:00:00.000Z' })
  await addToLibrary(backend.content, post.cover, 'seed', 'Gedung kantor')
})
afterAll(() => backend.cleanup())

describe('focal point of a library image in the public crops', () => {
  it('centred (the default): no focal class', async () => {
    const classes = await imageClasses('/blogs', post.cover.path)
    expect(classes.length).toBeGreaterThan(0)
    for (const c of classes) expect(c).not.toMatch(/\bf[xy]-/)
  })

  it('(0.2, 0.8) gives fx-2 fy-8 on the card and the cover', async () => {
    const entry = (await backend.content.get('media', mediaIdOf(post.cover.path)))!
    const { id, createdAt: _c, updatedAt: _u, updatedBy: _b, version, ...data } = entry
    await backend.content.update('media', id, { ...data, focalX: 0.2, focalY: 0.8 }, { actor: 'staff', expectedVersion: version })
    for (const page of ['/blogs', `/blogs/${post.slug}`]) {
      const classes = await imageClasses(page, post.cover.path)
      expect(classes.length, page).toBeGreaterThan(0)
      for (const c of classes) expect(c.split(' '), page).toEqual(expect.arrayContaining(['fx-2', 'fy-8']))
    }
  })

  it('finds the entries off the middle in one query, however large the library', async () => {
    counted.reset()
    const points = await readFocalPoints(counted.store)
    expect(points.get(post.cover.path)).toEqual({ x: 0.2, y: 0.8 })
    expect(counted.calls.filter((call) => call.collection === 'media')).toHaveLength(1)
  })

  it('reads the library again only after it changes', async () => {
    app.cache.clear()
    counted.reset()
    await app.request(`${TEST_ORIGIN}/blogs`)
    expect(counted.calls.filter((call) => call.collection === 'media')).toEqual([])
  })
})
