/**
 * What Statistik's counters (InsightsStore) must do on every backend, run from one file per
 * adapter: increments of one counter add up (in one call, over several calls, from several
 * instances at once), a period's summary and an item's views read them back, retention deletes
 * the days before its start, and the in-memory buffer in front of the store writes its sums on
 * flush and keeps them when the store fails.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { InsightsIncrement } from '../../../shared/insights/types'
import { conversionKey } from '../../../shared/insights/types'
import { InsightsBuffer } from './insights-buffer'
import type { InsightsStore } from './ports'

export interface InsightsUnderTest {
  store: InsightsStore
  /** The same store opened by other instances (other clients of the same documents), where there are any. */
  instances?: InsightsStore[]
  cleanup(): Promise<void>
}

const view = (day: string, key: string, count = 1, lang: 'id' | 'en' = 'id'): InsightsIncrement => ({ day, lang, dimension: 'view', key, count })

export function describeInsightsContract(name: string, open: () => Promise<InsightsUnderTest>) {
  describe(`InsightsStore contract: ${name}`, () => {
    let subject: InsightsUnderTest
    beforeEach(async () => {
      subject = await open()
    })
    afterEach(async () => {
      await subject.cleanup()
    })

    it('adds increments of the same counter, in one call and over several, from every instance', async () => {
      const { store } = subject
      const instances = [store, ...(subject.instances ?? [])]
      await store.add([view('2026-11-01', '/blogs/a', 2), view('2026-11-01', '/blogs/a', 3)])
      await Promise.all(instances.map((instance) => instance.add([view('2026-11-01', '/blogs/a'), view('2026-11-01', '/', 1, 'en')])))
      await Promise.all(instances.map((instance) => instance.add([view('2026-11-01', '/blogs/a')])))
      const rows = await store.rows({ from: '2026-11-01', to: '2026-11-01' })
      expect(rows).toEqual([
        { day: '2026-11-01', lang: 'en', dimension: 'view', key: '/', count: instances.length },
        { day: '2026-11-01', lang: 'id', dimension: 'view', key: '/blogs/a', count: 5 + 2 * instances.length },
      ])
    })

    it('keeps keys as they are: paths, hosts and queries with dots, slashes, bars and spaces', async () => {
      const { store } = subject
      const keys = ['/en/blogs/a.b', 'news.example.co.id', 'uu no. 27/2022 | pdp', conversionKey('pdf-download', '/publications/x')]
      await store.add(keys.map((key) => ({ day: '2026-11-02', lang: 'id' as const, dimension: 'search' as const, key, count: 1 })))
      const rows = await store.rows({ from: '2026-11-02', to: '2026-11-02' })
      expect(rows.map((row) => row.key).sort()).toEqual([...keys].sort())
    })

    it('summarises a period: daily views with empty days, top lists, languages, devices, searches and conversions', async () => {
      const { store } = subject
      await store.add([
        view('2026-10-31', '/', 100), // before the period
        view('2026-11-01', '/', 5),
        view('2026-11-01', '/blogs/a', 2),
        view('2026-11-03', '/blogs/a', 4),
        view('2026-11-03', '/en/blogs/a-en', 3, 'en'),
        { day: '2026-11-01', lang: 'id', dimension: 'referrer', key: 'google.com', count: 4 },
        { day: '2026-11-03', lang: 'id', dimension: 'referrer', key: 'linkedin.com', count: 1 },
        { day: '2026-11-01', lang: 'id', dimension: 'device', key: 'phone', count: 6 },
        { day: '2026-11-01', lang: 'id', dimension: 'device', key: 'desktop', count: 5 },
        { day: '2026-11-01', lang: 'id', dimension: 'country', key: 'ID', count: 9 },
        { day: '2026-11-01', lang: 'id', dimension: 'search', key: 'pdp', count: 3 },
        { day: '2026-11-01', lang: 'id', dimension: 'search', key: 'uu xyz', count: 2 },
        { day: '2026-11-01', lang: 'id', dimension: 'search-empty', key: 'uu xyz', count: 2 },
        { day: '2026-11-02', lang: 'id', dimension: 'conversion', key: conversionKey('inquiry', '/contact-us'), count: 2 },
        { day: '2026-11-02', lang: 'id', dimension: 'conversion', key: conversionKey('pdf-download', '/publications/x'), count: 1 },
        { day: '2026-11-03', lang: 'en', dimension: 'conversion', key: conversionKey('inquiry', '/en/contact-us'), count: 1 },
      ])
      const summary = await store.summary({ from: '2026-11-01', to: '2026-11-03' })
      expect(summary.dailyViews).toEqual([
        { day: '2026-11-01', count: 7 },
        { day: '2026-11-02', count: 0 },
        { day: '2026-11-03', count: 7 },
      ])
      expect(summary.totalViews).toBe(14)
      expect(summary.topPaths).toEqual([
        { key: '/blogs/a', count: 6 },
        { key: '/', count: 5 },
        { key: '/en/blogs/a-en', count: 3 },
      ])
      expect(summary.languages).toEqual([
        { key: 'id', count: 11 },
        { key: 'en', count: 3 },
      ])
      expect(summary.referrers).toEqual([
        { key: 'google.com', count: 4 },
        { key: 'linkedin.com', count: 1 },
      ])
      expect(summary.devices).toEqual([
        { key: 'phone', count: 6 },
        { key: 'tablet', count: 0 },
        { key: 'desktop', count: 5 },
      ])
      expect(summary.countries).toEqual([{ key: 'ID', count: 9 }])
      expect(summary.totalSearches).toBe(5)
      expect(summary.searchesWithoutResults).toEqual([{ key: 'uu xyz', count: 2 }])
      expect(summary.conversions).toEqual([
        { kind: 'inquiry', fromPath: '/contact-us', count: 2 },
        { kind: 'inquiry', fromPath: '/en/contact-us', count: 1 },
        { kind: 'pdf-download', fromPath: '/publications/x', count: 1 },
      ])
      expect(summary.conversionsByKind).toContainEqual({ key: 'inquiry', count: 3 })
      expect(summary.conversionsByKind).toContainEqual({ key: 'application', count: 0 })

      const english = await store.summary({ from: '2026-11-01', to: '2026-11-03', lang: 'en' }, { top: 1 })
      expect(english.totalViews).toBe(3)
      expect(english.topPaths).toEqual([{ key: '/en/blogs/a-en', count: 3 }])
      // Languages compare both editions whatever the period's language.
      expect(english.languages).toEqual([
        { key: 'id', count: 11 },
        { key: 'en', count: 3 },
      ])
      expect(english.conversions).toEqual([{ kind: 'inquiry', fromPath: '/en/contact-us', count: 1 }])
    })

    it("gives one item's views per day over its pages in both languages", async () => {
      const { store } = subject
      await store.add([view('2026-11-01', '/blogs/a', 2), view('2026-11-02', '/en/blogs/a-en', 1, 'en'), view('2026-11-02', '/blogs/b', 9)])
      const views = await store.pathViews(['/blogs/a', '/en/blogs/a-en'], { from: '2026-11-01', to: '2026-11-02' })
      expect(views).toEqual({ total: 3, daily: [{ day: '2026-11-01', count: 2 }, { day: '2026-11-02', count: 1 }] })
    })

    it('deletes the days before retention starts and keeps the rest', async () => {
      const { store } = subject
      await store.add([view('2024-09-30', '/'), view('2024-10-01', '/'), view('2026-11-01', '/')])
      expect(await store.deleteBefore('2024-10-01')).toBeGreaterThan(0)
      const rows = await store.rows({ from: '2000-01-01', to: '2099-12-31' })
      expect(rows.map((row) => row.day)).toEqual(['2024-10-01', '2026-11-01'])
      expect(await store.deleteBefore('2024-10-01')).toBe(0)
    })

    it('receives a buffer’s sums in one write on flush, and keeps them for the next flush when the write fails', async () => {
      const { store } = subject
      const buffer = new InsightsBuffer(store, { flushMs: 60_000 })
      for (let i = 0; i < 50; i++) buffer.count({ day: '2026-11-05', lang: 'id', dimension: 'view', key: '/' })
      expect(await store.rows({ from: '2026-11-05', to: '2026-11-05' })).toEqual([])
      await buffer.close()
      expect(await store.rows({ from: '2026-11-05', to: '2026-11-05' })).toEqual([{ day: '2026-11-05', lang: 'id', dimension: 'view', key: '/', count: 50 }])

      let failing = true
      const flaky: InsightsStore = { ...store, add: (increments) => (failing ? Promise.reject(new Error('store down')) : store.add(increments)) }
      const errors: unknown[] = []
      const retried = new InsightsBuffer(flaky, { flushMs: 60_000, onError: (error) => errors.push(error) })
      retried.count({ day: '2026-11-06', lang: 'id', dimension: 'view', key: '/', count: 2 })
      await retried.flush()
      expect(errors).toHaveLength(1)
      retried.count({ day: '2026-11-06', lang: 'id', dimension: 'view', key: '/' })
      failing = false
      await retried.close()
      expect(await store.rows({ from: '2026-11-06', to: '2026-11-06' })).toEqual([{ day: '2026-11-06', lang: 'id', dimension: 'view', key: '/', count: 3 }])
    })
  })
}
