/**
 * Statistik's page from one summary of the counters (shared/insights/types.ts): the lists with
 * their labels in Indonesian, paths turned into titles, and the chart's table grouped so a long
 * period stays a short table. Pure: the route reads, this shapes, the CSV writes the same view.
 */
import type { ConversionKind, DeviceClass, InsightsSummary, KeyCount } from '../../../shared/insights/types'
import type { InsightsEntry, InsightsPageProps, InsightsTableRow } from '../../../web/src/dashboard/insights/insights-types'
import { filterQuery, LANG_LABELS, PERIOD_LABELS, type InsightsFilter } from './insights-filter'
import type { PathItem } from './path-items'

export const INSIGHTS_PATH = '/dashboard/insights'
export const INSIGHTS_CSV_PATH = '/dashboard/insights/export.csv'

export const DEVICE_LABELS: Record<DeviceClass, string> = { phone: 'Ponsel', tablet: 'Tablet', desktop: 'Komputer' }

/** What each conversion is called in Statistik and in the weekly email. */
export const CONVERSION_LABELS: Record<ConversionKind, string> = {
  inquiry: 'Pesan (formulir kontak)',
  application: 'Lamaran',
  subscription: 'Langganan kabar',
  'event-registration': 'Pendaftaran acara',
  'pdf-download': 'Unduhan PDF',
  'vcard-download': 'Unduhan vCard',
}

const MONTHS = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember']

/** `2026-06-18` → `18 Juni 2026` (a Jakarta day; no time zone to convert). */
export function dayText(day: string, withYear = true): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return `${date} ${MONTHS[month - 1]}${withYear ? ` ${year}` : ''}`
}

function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(['id'], { type: 'region' }).of(code) ?? code
  } catch {
    return code
  }
}

/** The chart's table: a row a day up to a month, a week up to about four months, else a month. */
export function tableOf(daily: readonly { day: string; count: number }[]): { heading: string; rows: InsightsTableRow[] } {
  if (daily.length <= 31) return { heading: 'Tanggal', rows: daily.map(({ day, count }) => ({ label: dayText(day), count })) }
  if (daily.length <= 120) {
    const rows: InsightsTableRow[] = []
    for (let start = 0; start < daily.length; start += 7) {
      const week = daily.slice(start, start + 7)
      rows.push({ label: `${dayText(week[0]!.day, false)} – ${dayText(week[week.length - 1]!.day)}`, count: week.reduce((sum, d) => sum + d.count, 0) })
    }
    return { heading: 'Pekan', rows }
  }
  const months = new Map<string, number>()
  for (const { day, count } of daily) months.set(day.slice(0, 7), (months.get(day.slice(0, 7)) ?? 0) + count)
  return {
    heading: 'Bulan',
    rows: [...months].map(([month, count]) => ({ label: `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`, count })),
  }
}

/** "30 hari terakhir (20 Mei – 18 Juni 2026), semua bahasa". */
export function captionOf(filter: InsightsFilter): string {
  const range = `${dayText(filter.from, filter.from.slice(0, 4) !== filter.to.slice(0, 4))} – ${dayText(filter.to)}`
  const period = filter.period === 'custom' ? range : `${PERIOD_LABELS[filter.period]} terakhir (${range})`
  return `${period}, ${filter.lang === 'all' ? 'semua bahasa' : `bahasa ${LANG_LABELS[filter.lang]}`}`
}

const plain = <K extends string>(list: readonly KeyCount<K>[], label: (key: K) => string = (key) => key): InsightsEntry[] =>
  list.filter((entry) => entry.count > 0).map(({ key, count }) => ({ label: label(key), count }))

/** A page's row: its title and form where the path is an item's, its path under it, its public link. */
function pageEntry(path: string, count: number, items: ReadonlyMap<string, PathItem>): InsightsEntry {
  const item = items.get(path)
  return {
    label: item?.title ?? path,
    count,
    href: path,
    ...(item ? { detail: path } : {}),
    ...(item?.editHref ? { editHref: item.editHref } : {}),
  }
}

/** The paths a summary names (top pages and the pages conversions came from), for describePaths. */
export function pathsOf(summary: InsightsSummary): string[] {
  return [...new Set([...summary.topPaths.map((entry) => entry.key), ...summary.conversions.map((entry) => entry.fromPath).filter(Boolean)])]
}

/** The page's props from a summary (null: nothing is counted here, the empty state). */
export function insightsView(summary: InsightsSummary | null, filter: InsightsFilter, items: ReadonlyMap<string, PathItem>, now: Date): InsightsPageProps {
  const query = filterQuery(filter)
  const daily = summary?.dailyViews ?? []
  const anything = summary !== null && (summary.totalViews > 0 || summary.totalSearches > 0 || summary.conversions.some((entry) => entry.count > 0))
  return {
    filter: {
      period: filter.period,
      lang: filter.lang,
      from: filter.period === 'custom' ? filter.from : filter.typed.from,
      to: filter.period === 'custom' ? filter.to : filter.typed.to,
    },
    caption: captionOf(filter),
    problems: filter.problems,
    empty: !anything,
    totalViews: summary?.totalViews ?? 0,
    daily,
    table: tableOf(daily),
    topPages: (summary?.topPaths ?? []).map(({ key, count }) => pageEntry(key, count, items)),
    languages: plain(summary?.languages ?? [], (lang) => LANG_LABELS[lang]),
    referrers: plain(summary?.referrers ?? []),
    devices: plain(summary?.devices ?? [], (device) => DEVICE_LABELS[device] ?? device),
    countries: plain(summary?.countries ?? [], countryName),
    totalSearches: summary?.totalSearches ?? 0,
    searchesWithoutResults: plain(summary?.searchesWithoutResults ?? []),
    conversionsByKind: plain(summary?.conversionsByKind ?? [], (kind) => CONVERSION_LABELS[kind] ?? kind),
    conversions: (summary?.conversions ?? [])
      .filter((entry) => entry.count > 0)
      .map(({ kind, fromPath, count }) => {
        const page = fromPath ? pageEntry(fromPath, count, items) : null
        return {
          label: CONVERSION_LABELS[kind] ?? kind,
          count,
          detail: page ? `dari ${page.label}` : 'halaman tidak diketahui',
          ...(page?.href ? { href: page.href } : {}),
          ...(page?.editHref ? { editHref: page.editHref } : {}),
        }
      }),
    csvHref: `${INSIGHTS_CSV_PATH}${query}`,
    now: now.toISOString(),
  }
}
