/**
 * Published dates of the demo posts: spread over the ~18 months before `now` so lists,
 * pagination and "newest first" look lived-in, plus the few deliberately future-dated
 * items that show scheduling (hidden on the site, marked in the dashboard).
 */
import { hashString } from './seeded-random'

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

export interface DateSpread {
  /** Days before `now` of the oldest past item. */
  oldestDaysAgo: number
  /** Days before `now` of the newest past item. */
  newestDaysAgo: number
  /** Days after `now` of a future-dated item. */
  futureDaysAhead: number
}

/**
 * One date per item, in the given order (oldest first). Past items land on working-day
 * mornings in Jakarta (08:00 to 11:45 WIB); a small jitter keyed by the item keeps the
 * gaps from looking machine-made.
 */
export function spreadDates(keys: readonly { key: string; future?: boolean }[], now: Date, spread: DateSpread): Date[] {
  const pastCount = keys.filter((item) => !item.future).length
  const step = pastCount > 1 ? (spread.oldestDaysAgo - spread.newestDaysAgo) / (pastCount - 1) : 0
  const startOfToday = Math.floor(now.getTime() / DAY_MS) * DAY_MS
  let pastIndex = 0
  return keys.map((item) => {
    const hash = hashString(item.key)
    if (item.future) {
      // Rounded up to the hour so it reads like a date someone picked.
      return new Date(Math.ceil((now.getTime() + spread.futureDaysAhead * DAY_MS) / HOUR_MS) * HOUR_MS)
    }
    const isEdge = pastIndex === 0 || pastIndex === pastCount - 1
    const jitter = isEdge ? 0 : (hash % 5) - 2
    const daysAgo = Math.round(spread.oldestDaysAgo - pastIndex * step) + jitter
    pastIndex++
    const minutes = 60 + ((hash >>> 3) % 16) * 15 // 01:00 to 04:45 UTC
    let time = startOfToday - daysAgo * DAY_MS + minutes * 60_000
    // Past means past: never within the last day and a half, whatever time `now` is.
    while (time > now.getTime() - 36 * HOUR_MS) time -= DAY_MS
    // Firms publish on working days: a Saturday or Sunday moves back to Friday.
    const weekday = new Date(time).getUTCDay()
    if (weekday === 6) time -= DAY_MS
    if (weekday === 0) time -= 2 * DAY_MS
    return new Date(time)
  })
}

const JAKARTA_DATE = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Jakarta',
})

/** "12 Maret 2026", the calendar day in Jakarta. */
export function formatJakartaDate(date: Date): string {
  return JAKARTA_DATE.format(date)
}
