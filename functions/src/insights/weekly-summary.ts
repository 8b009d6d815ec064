/**
 * Statistik's weekly email to admins (docs/decisions/0062-insights-dashboard.md): last week's
 * views (Monday to Sunday, Jakarta days), its five most viewed pages, the searches that found
 * nothing and the conversions, sent once the week is over, from Monday 07.00 WIB. Opt-in with
 * Pengaturan Situs' "Ringkasan Statistik mingguan". Both backends' sweeps call it often (every
 * minute, every ten minutes); the week's claim (backends/once-claims.ts) lets one call send,
 * whatever runs at the same moment. A send that fails after the claim is logged and not tried
 * again: a missing summary is better than two.
 */
import { weeklySummaryWanted } from '../../../shared/collections/settings'
import { addDays, insightsDay, type InsightsSummary } from '../../../shared/insights/types'
import type { Backend } from '../backends/ports'
import type { Mailer } from '../mail/mailer'
import { mailHtml, mailText, type MailBody, type MailRow } from '../mail/mail-text'
import { CONVERSION_LABELS, dayText, INSIGHTS_PATH } from './insights-view'
import { describePaths } from './path-items'

/** From when on Monday (WIB) the week before is sent. */
const SEND_FROM_HOUR = 7
const TOP_PAGES = 5
const TOP_SEARCHES = 10

/** The Monday (a Jakarta day) of the week `day` is in. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay() // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7))
}

/** The week to send at `now`: last Monday to Sunday, or null before Monday 07.00 WIB. */
export function weekToSend(now: Date): { from: string; to: string; key: string } | null {
  const today = insightsDay(now)
  const monday = mondayOf(today)
  const jakartaHour = new Date(now.getTime() + 7 * 3_600_000).getUTCHours()
  if (today === monday && jakartaHour < SEND_FROM_HOUR) return null
  const from = addDays(monday, -7)
  return { from, to: addDays(monday, -1), key: `insights-weekly-${from}` }
}

const numberText = (n: number) => n.toLocaleString('id-ID')

/** The email of a week's summary. */
export function weeklyMail(summary: InsightsSummary, titles: ReadonlyMap<string, string>, week: { from: string; to: string }, baseUrl: string): Pick<MailBody, 'heading'> & { subject: string; body: MailBody } {
  const range = `${dayText(week.from, week.from.slice(0, 4) !== week.to.slice(0, 4))} – ${dayText(week.to)}`
  const rows: MailRow[] = [
    { label: 'Tayangan halaman', value: numberText(summary.totalViews) },
    { label: 'Pencarian', value: numberText(summary.totalSearches) },
  ]
  summary.topPaths.slice(0, TOP_PAGES).forEach(({ key, count }, index) => {
    rows.push({ label: `Halaman teratas ${index + 1}`, value: `${titles.get(key) ?? key} (${numberText(count)} tayangan)`, href: `${baseUrl}${key}` })
  })
  const empty = summary.searchesWithoutResults.slice(0, TOP_SEARCHES)
  for (const { key, count } of empty) rows.push({ label: 'Pencarian tanpa hasil', value: `“${key}” (${numberText(count)} kali)` })
  if (empty.length === 0) rows.push({ label: 'Pencarian tanpa hasil', value: 'tidak ada' })
  const conversions = summary.conversionsByKind.filter((entry) => entry.count > 0)
  for (const { key, count } of conversions) rows.push({ label: `Konversi: ${CONVERSION_LABELS[key] ?? key}`, value: numberText(count) })
  if (conversions.length === 0) rows.push({ label: 'Konversi', value: 'tidak ada' })
  const heading = `Statistik pekan ${range}`
  return {
    heading,
    subject: `${heading}: ${numberText(summary.totalViews)} tayangan`,
    body: {
      heading,
      intro: ['Ringkasan kunjungan situs pekan lalu, dihitung oleh situs sendiri tanpa cookie. Pencarian tanpa hasil adalah bahan tulisan berikutnya.'],
      rows,
      outro: [`Selengkapnya di Statistik: ${baseUrl}${INSIGHTS_PATH}?period=custom&from=${week.from}&to=${week.to}`, 'Email ini dikirim ke admin karena Ringkasan Statistik mingguan aktif di Pengaturan Situs.'],
    },
  }
}

export interface WeeklySummaryDeps {
  backend: Pick<Backend, 'content' | 'identity' | 'insights' | 'onceClaims'>
  mailer: Mailer
  now: () => Date
  baseUrl: string
}

/** Why nothing was sent, or that it was (for the sweeps' log lines). */
export type WeeklyOutcome = 'sent' | 'off' | 'not-yet' | 'taken' | 'no-admins'

/** Sends last week's summary to the admins if it is due, wanted and not sent by anyone yet. */
export async function sendWeeklySummary({ backend, mailer, now, baseUrl }: WeeklySummaryDeps): Promise<WeeklyOutcome> {
  const at = now()
  const week = weekToSend(at)
  if (!week) return 'not-yet'
  const site = await backend.content.get('settings', 'site')
  if (!weeklySummaryWanted(site as { insightsWeeklyEmail?: string } | null)) return 'off'
  const admins = (await backend.identity.listStaff()).filter((staff) => staff.role === 'admin' && !staff.disabled && !staff.invited && staff.email)
  if (admins.length === 0) return 'no-admins'
  if (!(await backend.onceClaims.claim(week.key, at))) return 'taken'
  const summary = await backend.insights.summary({ from: week.from, to: week.to }, { top: TOP_SEARCHES })
  const items = await describePaths(backend.content, summary.topPaths.slice(0, TOP_PAGES).map((entry) => entry.key))
  const mail = weeklyMail(summary, new Map([...items].map(([path, item]) => [path, item.title])), week, baseUrl)
  await mailer.send({ id: week.key, to: admins.map((admin) => admin.email), subject: mail.subject, text: mailText(mail.body), html: mailHtml(mail.body) })
  return 'sent'
}
