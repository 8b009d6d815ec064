/** What Statistik (`/dashboard/insights`) shows: plain data the server reads (functions/src/insights/). */

/** A row of a list: what it is, how many, and where it leads. */
export interface InsightsEntry {
  label: string
  count: number
  /** Under the label: a page's path, a conversion's page. */
  detail?: string
  /** The public page (opens the site). */
  href?: string
  /** The item's form in the dashboard. */
  editHref?: string
}

/** One row of the table that stands in for the chart: a day, a week or a month. */
export interface InsightsTableRow {
  label: string
  count: number
}

export interface InsightsFilterView {
  period: string
  lang: string
  /** The custom range's boxes, as typed or as read. */
  from: string
  to: string
}

export interface InsightsPageProps {
  filter: InsightsFilterView
  /** "30 hari terakhir, 20 Mei – 18 Juni 2026, semua bahasa". */
  caption: string
  problems: string[]
  /** The counting has nothing for this period (or is not set up): the page explains what is counted instead. */
  empty: boolean
  totalViews: number
  /** Every day of the period (`YYYY-MM-DD`) and its views: the chart's points. */
  daily: { day: string; count: number }[]
  /** The same views a row per day, week or month (fewer rows for long periods): the chart's table. */
  table: { heading: string; rows: InsightsTableRow[] }
  topPages: InsightsEntry[]
  languages: InsightsEntry[]
  referrers: InsightsEntry[]
  devices: InsightsEntry[]
  countries: InsightsEntry[]
  totalSearches: number
  searchesWithoutResults: InsightsEntry[]
  /** Each kind's total. */
  conversionsByKind: InsightsEntry[]
  /** Per kind and the page it was done from. */
  conversions: InsightsEntry[]
  csvHref: string
  /** The server's clock at render (ISO), for the calendars' today. */
  now: string
}
