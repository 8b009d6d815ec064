/**
 * A period's Statistik from its stored counters, the same for both backends: the store reads the
 * period's rows once, and the sums, orders and cuts are made here.
 */
import { LANGS, type Lang } from '../../../shared/i18n/langs'
import {
  CONVERSION_KINDS,
  daysOf,
  DEVICE_CLASSES,
  INSIGHTS_TOP_DEFAULT,
  parseConversionKey,
  type ConversionCount,
  type ConversionKind,
  type DayCount,
  type DeviceClass,
  type InsightsDimension,
  type InsightsPeriod,
  type InsightsRow,
  type InsightsSummary,
  type KeyCount,
} from '../../../shared/insights/types'

/** Whether a row belongs to the period (its days, and its language when the period names one). */
export function inPeriod(row: InsightsRow, period: InsightsPeriod): boolean {
  return row.day >= period.from && row.day <= period.to && (!period.lang || row.lang === period.lang)
}

/** Most first, then by key, so equal counts list the same way every time. */
function ranked<K extends string>(sums: Map<K, number>, top: number): KeyCount<K>[] {
  return [...sums]
    .filter(([, count]) => count > 0)
    .map(([key, count]) => ({ key, count }))
    .sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .slice(0, top)
}

function dailyOf(rows: Iterable<InsightsRow>, period: InsightsPeriod): { total: number; daily: DayCount[] } {
  const perDay = new Map<string, number>()
  let total = 0
  for (const row of rows) {
    perDay.set(row.day, (perDay.get(row.day) ?? 0) + row.count)
    total += row.count
  }
  return { total, daily: daysOf(period).map((day) => ({ day, count: perDay.get(day) ?? 0 })) }
}

/** The summary of `rows` (any rows: those outside the period are left out here). */
export function summarise(rows: readonly InsightsRow[], period: InsightsPeriod, top = INSIGHTS_TOP_DEFAULT): InsightsSummary {
  const sums = new Map<InsightsDimension, Map<string, number>>()
  const languages = new Map<Lang, number>(LANGS.map((lang) => [lang, 0]))
  const views: InsightsRow[] = []
  for (const row of rows) {
    if (row.day < period.from || row.day > period.to) continue
    // Languages compare both editions whatever language the period is for.
    if (row.dimension === 'view') languages.set(row.lang, (languages.get(row.lang) ?? 0) + row.count)
    if (period.lang && row.lang !== period.lang) continue
    if (row.dimension === 'view') views.push(row)
    let perKey = sums.get(row.dimension)
    if (!perKey) sums.set(row.dimension, (perKey = new Map()))
    perKey.set(row.key, (perKey.get(row.key) ?? 0) + row.count)
  }
  const of = (dimension: InsightsDimension) => sums.get(dimension) ?? new Map<string, number>()
  const { total, daily } = dailyOf(views, period)
  const conversions: ConversionCount[] = []
  const byKind = new Map<ConversionKind, number>(CONVERSION_KINDS.map((kind) => [kind, 0]))
  for (const [key, count] of of('conversion')) {
    const parsed = parseConversionKey(key)
    if (!parsed) continue
    conversions.push({ ...parsed, count })
    byKind.set(parsed.kind, (byKind.get(parsed.kind) ?? 0) + count)
  }
  conversions.sort((a, b) => b.count - a.count || a.kind.localeCompare(b.kind) || a.fromPath.localeCompare(b.fromPath))
  const devices = new Map<DeviceClass, number>(DEVICE_CLASSES.map((device) => [device, of('device').get(device) ?? 0]))
  return {
    period,
    dailyViews: daily,
    totalViews: total,
    topPaths: ranked(of('view'), top),
    languages: LANGS.map((lang) => ({ key: lang, count: languages.get(lang) ?? 0 })),
    referrers: ranked(of('referrer'), top),
    devices: DEVICE_CLASSES.map((device) => ({ key: device, count: devices.get(device) ?? 0 })),
    countries: ranked(of('country'), top),
    topSearches: ranked(of('search'), top),
    totalSearches: [...of('search').values()].reduce((a, b) => a + b, 0),
    searchesWithoutResults: ranked(of('search-empty'), top),
    conversions: conversions.slice(0, top * CONVERSION_KINDS.length),
    conversionsByKind: CONVERSION_KINDS.map((kind) => ({ key: kind, count: byKind.get(kind) ?? 0 })),
  }
}

/** Views per day of the pages `paths` (an item's pages in both languages). */
export function pathViewsOf(rows: readonly InsightsRow[], paths: readonly string[], period: InsightsPeriod): { total: number; daily: DayCount[] } {
  const wanted = new Set(paths)
  return dailyOf(rows.filter((row) => row.dimension === 'view' && wanted.has(row.key) && inPeriod(row, period)), period)
}

/** Rows in the port's order: day, language, dimension, key. */
export function sortRows(rows: InsightsRow[]): InsightsRow[] {
  const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
  return rows.sort((a, b) => cmp(a.day, b.day) || cmp(a.lang, b.lang) || cmp(a.dimension, b.dimension) || cmp(a.key, b.key))
}

/** Increments of the same counter summed (one upsert or one field per counter). */
export function mergeIncrements(increments: readonly InsightsRow[]): InsightsRow[] {
  const merged = new Map<string, InsightsRow>()
  for (const inc of increments) {
    if (!(inc.count > 0) || !Number.isSafeInteger(inc.count)) continue
    const id = `${inc.day}\u0000${inc.lang}\u0000${inc.dimension}\u0000${inc.key}`
    const sum = merged.get(id)
    if (sum) sum.count += inc.count
    else merged.set(id, { ...inc })
  }
  return [...merged.values()]
}
