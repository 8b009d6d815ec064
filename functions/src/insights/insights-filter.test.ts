import { describe, expect, it } from 'vitest'
import { daysBetween, filterQuery, readInsightsFilter } from './insights-filter'

// 2026-06-17 23.30 WIB: the UTC date is still the 17th, the Jakarta one too; 17.30 UTC is the 18th in Jakarta.
const NOW = new Date('2026-06-17T17:30:00.000Z')
const read = (query: Record<string, string>) => readInsightsFilter((name) => query[name], NOW)

describe('readInsightsFilter', () => {
  it('is the last 30 days of every language when nothing is asked, ending on the Jakarta day', () => {
    const filter = read({})
    expect(filter).toMatchObject({ period: '30d', lang: 'all', from: '2026-05-20', to: '2026-06-18', days: 30, problems: [] })
  })

  it('reads each preset and each language', () => {
    expect(read({ period: '7d', lang: 'en' })).toMatchObject({ from: '2026-06-12', to: '2026-06-18', days: 7, lang: 'en' })
    expect(read({ period: '90d' }).days).toBe(90)
    expect(read({ period: '12m', lang: 'id' })).toMatchObject({ from: '2025-06-19', days: 365, lang: 'id' })
  })

  it('reads a custom range typed the Indonesian way or as ISO days, and stops it at today', () => {
    expect(read({ period: 'custom', from: '01/06/2026', to: '2026-06-10' })).toMatchObject({ period: 'custom', from: '2026-06-01', to: '2026-06-10', days: 10 })
    expect(read({ period: 'custom', from: '2026-06-15', to: '2026-07-30' })).toMatchObject({ to: '2026-06-18', days: 4, problems: [] })
    // Days without the period (a form sent before the select changed) are a range too.
    expect(read({ from: '2026-06-01' })).toMatchObject({ period: 'custom', from: '2026-06-01', to: '2026-06-18' })
  })

  it('falls back to 30 days with a sentence for values it cannot read, never throwing', () => {
    const cases: Record<string, string>[] = [
      { period: 'selamanya' },
      { period: 'x'.repeat(5000) },
      { period: 'custom', from: '31/02/2026' },
      { period: 'custom', from: '2026-06-10', to: '2026-06-01' },
      { period: 'custom', from: '2027-01-01', to: '2027-02-01' },
      { period: 'custom', from: '2025-01-01', to: '2026-06-01' },
      { period: 'custom', from: '2019-01-01', to: '2019-02-01' },
      { period: 'custom' },
    ]
    for (const query of cases) {
      const filter = read(query)
      expect(filter, JSON.stringify(query).slice(0, 60)).toMatchObject({ period: '30d', days: 30 })
      expect(filter.problems, JSON.stringify(query).slice(0, 60)).toHaveLength(1)
    }
    const language = read({ lang: 'fr' })
    expect(language).toMatchObject({ lang: 'all', period: '30d' })
    expect(language.problems[0]).toContain('Bahasa “fr” tidak dikenal')
    // What it repeats of a long value is short.
    expect(read({ lang: 'y'.repeat(300) }).problems[0]!.length).toBeLessThan(120)
    expect(read({ from: 'z'.repeat(300) }).typed.from).toHaveLength(40)
  })

  it('gives back the query of a filter, leaving out the defaults', () => {
    expect(filterQuery(read({}))).toBe('')
    expect(filterQuery(read({ period: '7d', lang: 'en' }))).toBe('?period=7d&lang=en')
    expect(filterQuery(read({ period: 'custom', from: '01/06/2026', to: '10/06/2026' }))).toBe('?period=custom&from=2026-06-01&to=2026-06-10')
  })
})

describe('daysBetween', () => {
  it('lists every day, both ends included, across a month', () => {
    expect(daysBetween('2026-05-30', '2026-06-02')).toEqual(['2026-05-30', '2026-05-31', '2026-06-01', '2026-06-02'])
  })
})
