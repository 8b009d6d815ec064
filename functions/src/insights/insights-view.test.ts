import { describe, expect, it } from 'vitest'
import type { InsightsSummary } from '../../../shared/insights/types'
import { daysBetween, readInsightsFilter } from './insights-filter'
import { captionOf, insightsView, pathsOf, tableOf } from './insights-view'

const NOW = new Date('2026-06-18T03:00:00.000Z')
const filter = (query: Record<string, string> = {}) => readInsightsFilter((name) => query[name], NOW)
const days = (from: string, to: string, count = 1) => daysBetween(from, to).map((day) => ({ day, count }))

const summary: InsightsSummary = {
  period: { from: '2026-05-20', to: '2026-06-18' },
  dailyViews: days('2026-05-20', '2026-06-18'),
  totalViews: 30,
  topPaths: [
    { key: '/blogs/putusan-mk', count: 20 },
    { key: '/hilang', count: 10 },
  ],
  languages: [
    { key: 'id', count: 25 },
    { key: 'en', count: 5 },
  ],
  referrers: [{ key: 'www.google.com', count: 4 }],
  devices: [
    { key: 'phone', count: 18 },
    { key: 'tablet', count: 0 },
  ],
  countries: [{ key: 'ID', count: 12 }],
  topSearches: [],
  totalSearches: 3,
  searchesWithoutResults: [{ key: 'hukum antariksa', count: 2 }],
  conversions: [
    { kind: 'inquiry', fromPath: '/blogs/putusan-mk', count: 2 },
    { kind: 'pdf-download', fromPath: '', count: 1 },
  ],
  conversionsByKind: [
    { key: 'inquiry', count: 2 },
    { key: 'pdf-download', count: 1 },
  ],
}

describe('insightsView', () => {
  const items = new Map([['/blogs/putusan-mk', { title: 'Putusan MK tentang PKWT', editHref: '/dashboard/blogs/b1/edit' }]])

  it('names pages by their item, keeps unknown paths as they are, and labels every list in Indonesian', () => {
    const view = insightsView(summary, filter(), items, NOW)
    expect(view.empty).toBe(false)
    expect(view.topPages).toEqual([
      { label: 'Putusan MK tentang PKWT', count: 20, href: '/blogs/putusan-mk', detail: '/blogs/putusan-mk', editHref: '/dashboard/blogs/b1/edit' },
      { label: '/hilang', count: 10, href: '/hilang' },
    ])
    expect(view.devices).toEqual([{ label: 'Ponsel', count: 18 }])
    expect(view.languages.map((entry) => entry.label)).toEqual(['Indonesia', 'English'])
    expect(view.countries[0]!.label).toBe('Indonesia')
    expect(view.conversions[0]).toMatchObject({ label: 'Pesan (formulir kontak)', detail: 'dari Putusan MK tentang PKWT', href: '/blogs/putusan-mk' })
    expect(view.conversions[1]).toMatchObject({ label: 'Unduhan PDF', detail: 'halaman tidak diketahui' })
    expect(view.searchesWithoutResults).toEqual([{ label: 'hukum antariksa', count: 2 }])
    expect(pathsOf(summary)).toEqual(['/blogs/putusan-mk', '/hilang'])
  })

  it('is the empty state when nothing was counted, or when no store counts', () => {
    const nothing = { ...summary, dailyViews: days('2026-05-20', '2026-06-18', 0), totalViews: 0, totalSearches: 0, conversions: [], topPaths: [] }
    expect(insightsView(nothing, filter(), new Map(), NOW).empty).toBe(true)
    expect(insightsView(null, filter(), new Map(), NOW)).toMatchObject({ empty: true, totalViews: 0, topPages: [] })
  })

  it('carries the filter into the CSV link', () => {
    expect(insightsView(summary, filter({ period: '7d', lang: 'en' }), items, NOW).csvHref).toBe('/dashboard/insights/export.csv?period=7d&lang=en')
  })
})

describe('tableOf', () => {
  it('is a row a day up to a month, a week up to about four months, else a month', () => {
    expect(tableOf(days('2026-06-01', '2026-06-30')).rows).toHaveLength(30)
    const weeks = tableOf(days('2026-03-21', '2026-06-18'))
    expect(weeks.heading).toBe('Pekan')
    expect(weeks.rows).toHaveLength(13)
    expect(weeks.rows.reduce((sum, row) => sum + row.count, 0)).toBe(90)
    const months = tableOf(days('2025-06-19', '2026-06-18'))
    expect(months.heading).toBe('Bulan')
    expect(months.rows).toHaveLength(13)
    expect(months.rows[0]).toEqual({ label: 'Juni 2025', count: 12 })
  })
})

describe('captionOf', () => {
  it('says the period, its days and the language', () => {
    expect(captionOf(filter())).toBe('30 hari terakhir (20 Mei – 18 Juni 2026), semua bahasa')
    expect(captionOf(filter({ period: 'custom', from: '2025-12-30', to: '2026-01-02', lang: 'en' }))).toBe('30 Desember 2025 – 2 Januari 2026, bahasa English')
  })
})
