/**
 * Statistik's CSV: the filtered view as the page shows it, one table with a column naming each
 * part (views per day, top pages, languages, referrers, devices, countries, searches without
 * results, conversions). Searches and referrers are what visitors typed or sent: toCsv quotes
 * every cell and keeps a cell that starts like a formula as text (OWASP "CSV Injection").
 */
import type { InsightsEntry, InsightsPageProps } from '../../../web/src/dashboard/insights/insights-types'
import { toCsv } from '../collections/inquiries/csv'

export const CSV_HEADINGS = ['Bagian', 'Nama', 'Alamat', 'Jumlah'] as const

/** The rows of the export, headings first. */
export function insightsCsvRows(view: Pick<InsightsPageProps, 'daily' | 'topPages' | 'languages' | 'referrers' | 'devices' | 'countries' | 'searchesWithoutResults' | 'conversions'>): string[][] {
  const part = (name: string, entries: readonly InsightsEntry[]) => entries.map((entry) => [name, entry.label, entry.href ?? '', String(entry.count)])
  return [
    [...CSV_HEADINGS],
    ...view.daily.map(({ day, count }) => ['Tayangan per hari', day, '', String(count)]),
    ...part('Halaman teratas', view.topPages),
    ...part('Bahasa', view.languages),
    ...part('Perujuk', view.referrers),
    ...part('Perangkat', view.devices),
    ...part('Negara', view.countries),
    ...part('Pencarian tanpa hasil', view.searchesWithoutResults),
    ...view.conversions.map((entry) => ['Konversi', `${entry.label} ${entry.detail ?? ''}`.trim(), entry.href ?? '', String(entry.count)]),
  ]
}

/** The CSV file's text (UTF-8 with its byte order mark, CRLF lines). */
export function insightsCsv(view: Parameters<typeof insightsCsvRows>[0]): string {
  return toCsv(insightsCsvRows(view))
}
