/**
 * Statistik: the site's own private statistics (docs/decisions/0061-private-insights.md,
 * docs/insights.md). Only daily totals are kept: no visitor, address, user agent or cookie.
 * The counting side writes increments of these counters; the dashboard reads their sums.
 */
import type { Lang } from '../i18n/langs'

/** A day in Asia/Jakarta time (UTC+7, no daylight saving), `YYYY-MM-DD`: the firm's day. */
export type InsightsDay = string

/**
 * What a counter counts; its `key` says which one:
 * - `view`: a public page rendered or seen, key = the page's path as its route normalises it;
 * - `referrer`: a view that came from another site, key = that site's host only;
 * - `device`: a view's device class, key = a DeviceClass;
 * - `country`: a view's country (ISO 3166-1 alpha-2, upper case) where the CDN says it;
 * - `search`: a search, key = the normalised query;
 * - `search-empty`: a search that found nothing, key = the normalised query;
 * - `conversion`: something a visitor did, key = `{kind} {fromPath}` (conversionKey).
 */
export const INSIGHTS_DIMENSIONS = ['view', 'referrer', 'device', 'country', 'search', 'search-empty', 'conversion'] as const
export type InsightsDimension = (typeof INSIGHTS_DIMENSIONS)[number]

export const DEVICE_CLASSES = ['phone', 'tablet', 'desktop'] as const
export type DeviceClass = (typeof DEVICE_CLASSES)[number]

/** What a visitor can do that the firm wants counted, each with the page it was done from. */
export const CONVERSION_KINDS = [
  'inquiry',
  'application',
  'subscription',
  'event-registration',
  'pdf-download',
  'vcard-download',
] as const
export type ConversionKind = (typeof CONVERSION_KINDS)[number]

/** One increment of one counter (a buffer's flush sums the same counter's first). */
export interface InsightsIncrement {
  day: InsightsDay
  lang: Lang
  dimension: InsightsDimension
  key: string
  count: number
}

/** A stored counter: the sum of its increments. */
export type InsightsRow = InsightsIncrement

/** Days from `from` to `to`, both included; with `lang`, one language only. */
export interface InsightsPeriod {
  from: InsightsDay
  to: InsightsDay
  lang?: Lang
}

export interface DayCount {
  day: InsightsDay
  count: number
}

export interface KeyCount<K extends string = string> {
  key: K
  count: number
}

export interface ConversionCount {
  kind: ConversionKind
  /** The public page it was done from (normalised like a view's path), or '' when unknown. */
  fromPath: string
  count: number
}

/** Everything the Statistik page shows for a period, from one read of the store. */
export interface InsightsSummary {
  period: InsightsPeriod
  /** Page views of every day of the period, in order, days without views at 0. */
  dailyViews: DayCount[]
  totalViews: number
  /** Most viewed paths, most first. */
  topPaths: KeyCount[]
  /** Views per language (always both, whatever `period.lang`). */
  languages: KeyCount<Lang>[]
  /** Hosts of other sites that sent visitors, most first. */
  referrers: KeyCount[]
  devices: KeyCount<DeviceClass>[]
  /** Countries where known, most first. */
  countries: KeyCount[]
  /** Searches, most first, and how many searches the period had. */
  topSearches: KeyCount[]
  totalSearches: number
  /** Searches that found nothing (query, count), most first. */
  searchesWithoutResults: KeyCount[]
  /** Per kind and page, most first; `conversionsByKind` sums them per kind. */
  conversions: ConversionCount[]
  conversionsByKind: KeyCount<ConversionKind>[]
}

/** How many entries each "top" list of a summary holds at most, unless asked otherwise. */
export const INSIGHTS_TOP_DEFAULT = 20

/** The longest key a counter keeps (longer paths or queries are cut here). */
export const INSIGHTS_KEY_MAX = 120

/** Retention of the counters by default: 25 months, so a month compares with the same month a year earlier. */
export const INSIGHTS_RETENTION_MONTHS_DEFAULT = 25

/** The key of a conversion counter: its kind, a space, the page it came from. */
export function conversionKey(kind: ConversionKind, fromPath: string): string {
  return `${kind} ${fromPath}`
}

/** A conversion counter's key read back; null for a key no kind starts. */
export function parseConversionKey(key: string): { kind: ConversionKind; fromPath: string } | null {
  const space = key.indexOf(' ')
  const kind = (space < 0 ? key : key.slice(0, space)) as ConversionKind
  if (!CONVERSION_KINDS.includes(kind)) return null
  return { kind, fromPath: space < 0 ? '' : key.slice(space + 1) }
}

const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000

/** The firm's day (Asia/Jakarta) of an instant. */
export function insightsDay(at: Date): InsightsDay {
  return new Date(at.getTime() + JAKARTA_OFFSET_MS).toISOString().slice(0, 10)
}

/** The day `days` after `day` (negative: before). */
export function addDays(day: InsightsDay, days: number): InsightsDay {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

/** Every day from `from` to `to`, both included (empty when `to` is before `from`). */
export function daysOf(period: Pick<InsightsPeriod, 'from' | 'to'>): InsightsDay[] {
  const days: InsightsDay[] = []
  for (let day = period.from; day <= period.to && days.length < 4000; day = addDays(day, 1)) days.push(day)
  return days
}

/** The last `days` days up to and including `today`. */
export function lastDays(today: InsightsDay, days: number, lang?: Lang): InsightsPeriod {
  return { from: addDays(today, -(days - 1)), to: today, ...(lang ? { lang } : {}) }
}

/** The first day retention keeps: counters of earlier days are deleted by the sweeps. */
export function retentionStart(today: InsightsDay, months: number): InsightsDay {
  const [year, month] = today.split('-').map(Number) as [number, number]
  const first = new Date(Date.UTC(year, month - 1 - months, 1))
  return first.toISOString().slice(0, 10)
}
