/**
 * A cache generation's first render reads the cache's next change (nextScheduledAt) beside the
 * page's own reads, not before them: on a new instance that is one round trip to the store less.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ContentStore } from '../backends/ports'
import { nextScheduledAt } from '../content/public-content'
import { exampleData } from '../testing/example-data'
import { fixtures } from '../testing/fixtures'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../testing/test-backend'

let backend: TestBackend
let clock: TestClock

beforeAll(async () => {
  clock = new TestClock()
  backend = createTestBackend({ now: clock.now })
  const f = fixtures(backend)
  await f.settings()
  const category = await f.category('Analisis Hukum')
  await f.blog({ title: 'Putusan MK tentang PKWT', categoryId: category.id, publishedAt: '2026-06-01T01:00:00.000Z' })
})
afterAll(() => backend.cleanup())

/** The one read only nextScheduledAt makes: the events not ended yet, by their end. */
const isNextChangeRead = (collection: string, query?: Parameters<ContentStore['query']>[1]) =>
  collection === 'events' && query?.orderBy?.[0]?.field === 'endsAt'

describe('a cached page', () => {
  it("reads the cache's next change while the page reads its own, and keeps the page once both are done", async () => {
    const app = createTestApp(backend, { now: clock.now })
    const content = backend.content
    const original = { query: content.query.bind(content), get: content.get.bind(content), getMany: content.getMany.bind(content) }
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    let holding = false
    let pageReadsWhileHeld = 0
    content.query = (async (collection: string, query?: Parameters<ContentStore['query']>[1]) => {
      if (isNextChangeRead(collection, query)) {
        holding = true
        await held
        holding = false
      } else if (holding) pageReadsWhileHeld++
      return original.query(collection as never, query as never)
    }) as ContentStore['query']
    content.get = (async (...args: Parameters<ContentStore['get']>) => {
      if (holding) pageReadsWhileHeld++
      return original.get(...args)
    }) as ContentStore['get']
    content.getMany = (async (...args: Parameters<ContentStore['getMany']>) => {
      if (holding) pageReadsWhileHeld++
      return original.getMany(...args)
    }) as ContentStore['getMany']
    try {
      const answer = app.request('https://www.example.test/blogs')
      // The page's reads start while the next change's read is still held (a few turns of the loop).
      for (let turn = 0; turn < 50 && pageReadsWhileHeld === 0; turn++) await new Promise((resolve) => setTimeout(resolve, 5))
      const readsBesideIt = pageReadsWhileHeld
      release()
      const first = await answer
      expect(readsBesideIt).toBeGreaterThan(0)
      expect(first.status).toBe(200)
      expect(first.headers.get('x-render-cache')).toBe('MISS')
      const again = await app.request('https://www.example.test/blogs')
      expect(again.headers.get('x-render-cache')).toBe('HIT')
    } finally {
      release()
      Object.assign(content, original)
    }
  })

  it("counts an event scheduled to be published later among the cache's next changes", async () => {
    const clock = new TestClock(new Date('2026-06-15T03:00:00.000Z'))
    const own = createTestBackend({ now: clock.now })
    try {
      const publishedAt = '2026-06-20T01:00:00.000Z'
      // Published later, and already over by then: only its publication changes a page (the archive).
      await own.content.create('events', exampleData('events', { slug: 'seminar-lalu', startsAt: '2026-06-01T02:00:00.000Z', endsAt: '2026-06-01T04:00:00.000Z', publishedAt }), { actor: 'test' })
      expect(await nextScheduledAt(own.content, clock.now())).toBe(publishedAt)
    } finally {
      await own.cleanup()
    }
  })
})
