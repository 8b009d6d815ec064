/**
 * Statistik's filter, read from the page's GET query (docs/decisions/0062-insights-dashboard.md):
 * a period (7 days, 30 days, 90 days, 12 months, or a custom range of days) and a language. Every
 * value is bounded and checked with zod; one that cannot be read falls back to the default and
 * says why above the page, so a hand-edited address never makes an error page.
 */
import { z } from 'zod'
import { jakartaDay } from '../../../shared/opening-rule'
import { readTypedDay, TYPED_DAY_EXAMPLE } from '../../../shared/schemas/typed-date'

export const INSIGHTS_PERIODS = ['7d', '30d', '90d', '12m', 'custom'] as const
export type PeriodChoice = (typeof INSIGHTS_PERIODS)[number]

/** What each period is called on the page and in the CSV's name. */
export const PERIOD_LABELS: Record<PeriodChoice, string> = {
  '7d': '7 hari',
  '30d': '30 hari',
  '90d': '90 hari',
  '12m': '12 bulan',
  custom: 'Rentang tanggal',
}

/** The days each preset covers, today included. */
const PRESET_DAYS: Record<Exclude<PeriodChoice, 'custom'>, number> = { '7d': 7, '30d': 30, '90d': 90, '12m': 365 }

export const INSIGHTS_LANGS = ['all', 'id', 'en'] as const
export type LangChoice = (typeof INSIGHTS_LANGS)[number]
export const LANG_LABELS: Record<LangChoice, string> = { all: 'Semua', id: 'Indonesia', en: 'English' }

export const DEFAULT_PERIOD = '30d' satisfies PeriodChoice
/** The longest custom range: a year and a day, as the longest preset (a chart of at most 366 points). */
export const MAX_RANGE_DAYS = 366
/** How far back a custom range may start: what the counts keep is bounded too (docs/insights.md). */
export const MAX_LOOKBACK_DAYS = 3 * 366

/** A query value no longer than a day written out is worth reading at all. */
const Bounded = z.string().max(40)
const QuerySchema = z.object({
  period: Bounded.pipe(z.enum(INSIGHTS_PERIODS)).optional(),
  lang: Bounded.pipe(z.enum(INSIGHTS_LANGS)).optional(),
})

export interface InsightsFilter {
  period: PeriodChoice
  lang: LangChoice
  /** First and last day counted, inclusive, Jakarta days `YYYY-MM-DD`. */
  from: string
  to: string
  /** How many days `from`..`to` covers. */
  days: number
  /** The custom range's boxes as the staff member typed them (bounded), to show them again. */
  typed: { from: string; to: string }
  /** What could not be read, each a sentence for the page; empty when all was well. */
  problems: string[]
}

const DAY_MS = 86_400_000
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10)

/** The day `days` before `day` (Jakarta days carry no time, so UTC arithmetic is exact). */
export function daysBefore(day: string, days: number): string {
  return dayOf(dayNumber(day) - days)
}

/** Every day from `from` to `to`, inclusive. */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = []
  for (let n = dayNumber(from); n <= dayNumber(to); n++) out.push(dayOf(n))
  return out
}

/** A query parameter as a single string (the first where it was repeated). */
type QueryReader = (name: string) => string | undefined

/** Reads the filter of `query` on the Jakarta day of `now`; never throws. */
export function readInsightsFilter(query: QueryReader, now: Date): InsightsFilter {
  const today = jakartaDay(now)
  const problems: string[] = []
  const raw = { period: query('period'), lang: query('lang'), from: query('from'), to: query('to') }
  const typed = { from: (raw.from ?? '').slice(0, 40), to: (raw.to ?? '').slice(0, 40) }

  const parsedPeriod = QuerySchema.shape.period.safeParse(raw.period || undefined)
  const parsedLang = QuerySchema.shape.lang.safeParse(raw.lang || undefined)
  let period: PeriodChoice | undefined = parsedPeriod.success ? parsedPeriod.data : undefined
  if (raw.period && !period) problems.push(`Periode “${clip(raw.period)}” tidak dikenal; ditampilkan ${PERIOD_LABELS[DEFAULT_PERIOD]} terakhir.`)
  const lang: LangChoice = (parsedLang.success ? parsedLang.data : undefined) ?? 'all'
  if (raw.lang && !parsedLang.success) problems.push(`Bahasa “${clip(raw.lang)}” tidak dikenal; ditampilkan semua bahasa.`)
  // Days typed without choosing the custom period still mean a range (the form without JavaScript).
  if (!period && (raw.from || raw.to) && !raw.period) period = 'custom'
  period ??= DEFAULT_PERIOD

  if (period === 'custom') {
    const range = customRange(typed, today)
    if ('problem' in range) problems.push(range.problem)
    else return { period, lang, from: range.from, to: range.to, days: dayNumber(range.to) - dayNumber(range.from) + 1, typed, problems }
  }
  const preset = period === 'custom' ? DEFAULT_PERIOD : period
  const days = PRESET_DAYS[preset]
  return { period: preset, lang, from: daysBefore(today, days - 1), to: today, days, typed, problems }
}

/** Text a visitor of the address typed, short enough to repeat in a sentence. */
const clip = (text: string) => (text.length > 24 ? `${text.slice(0, 24)}…` : text)

function customRange(typed: { from: string; to: string }, today: string): { from: string; to: string } | { problem: string } {
  const fallback = `ditampilkan ${PERIOD_LABELS[DEFAULT_PERIOD]} terakhir`
  const from = readTypedDay(typed.from)
  const to = typed.to ? readTypedDay(typed.to) : today
  if (!from || !to) return { problem: `Tanggal rentang tidak dikenali; tulis misalnya ${TYPED_DAY_EXAMPLE}, atau pilih di kalender. Untuk sekarang ${fallback}.` }
  if (from > to) return { problem: `Tanggal “dari” jatuh setelah tanggal “sampai”; ${fallback}.` }
  if (from > today) return { problem: `Rentang itu belum terjadi; ${fallback}.` }
  const end = to > today ? today : to
  if (dayNumber(today) - dayNumber(from) >= MAX_LOOKBACK_DAYS) return { problem: `Rentang paling jauh dimulai ${MAX_LOOKBACK_DAYS} hari lalu; ${fallback}.` }
  if (dayNumber(end) - dayNumber(from) + 1 > MAX_RANGE_DAYS) return { problem: `Rentang paling panjang ${MAX_RANGE_DAYS} hari; ${fallback}.` }
  return { from, to: end }
}

/** The filter as query parameters (links, the CSV's address), only what differs from the defaults. */
export function filterQuery(filter: Pick<InsightsFilter, 'period' | 'lang' | 'from' | 'to'>): string {
  const params = new URLSearchParams()
  if (filter.period !== DEFAULT_PERIOD) params.set('period', filter.period)
  if (filter.period === 'custom') {
    params.set('from', filter.from)
    params.set('to', filter.to)
  }
  if (filter.lang !== 'all') params.set('lang', filter.lang)
  const text = params.toString()
  return text ? `?${text}` : ''
}
