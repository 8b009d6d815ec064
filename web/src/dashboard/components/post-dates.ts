/**
 * Jakarta dates for the post pages, spelled out by hand rather than with Intl: the server
 * (Node's ICU) and the browser (the browser's ICU) must produce the very same text, or
 * hydration reports a mismatch.
 */

/** Asia/Jakarta is UTC+7 all year (no daylight saving). */
const JAKARTA_OFFSET_MS = 7 * 3600_000

/**
 * The Jakarta date and time of an instant, as form inputs expect them. (Same as
 * `toJakartaInput` in shared/schemas/common.ts, which would pull zod into the list page.)
 */
export function jakartaParts(iso: string): { date: string; time: string } {
  const shifted = new Date(Date.parse(iso) + JAKARTA_OFFSET_MS).toISOString()
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 16) }
}

const MONTHS = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember']

/** "22 November 2026" (Asia/Jakarta). */
export function formatJakartaDate(iso: string): string {
  const { date } = jakartaParts(iso)
  const [year, month, day] = date.split('-').map(Number)
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`
}

/** "22 November 2026 pukul 08.00 WIB". */
export function formatJakartaDateTime(iso: string): string {
  const { time } = jakartaParts(iso)
  return `${formatJakartaDate(iso)} pukul ${time.replace(':', '.')} WIB`
}

/** Today's date in Jakarta as `YYYY-MM-DD`. */
export function jakartaToday(now: Date): string {
  return jakartaParts(now.toISOString()).date
}
