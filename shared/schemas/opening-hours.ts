/**
 * An office's opening hours: for each day of the week an opening and a closing time (24-hour
 * `HH:mm`), or none when the office is closed that day. Pages show consecutive days with the
 * same hours as one line ("Senin – Jumat: 08.30 – 17.30"); JSON-LD gives search engines one
 * schema.org `OpeningHoursSpecification` per such group (https://schema.org/OpeningHoursSpecification:
 * `dayOfWeek` as schema.org DayOfWeek names, `opens`/`closes` as times).
 */

export const WEEK_DAYS = [
  { key: 'Mo', name: 'Senin', schema: 'Monday' },
  { key: 'Tu', name: 'Selasa', schema: 'Tuesday' },
  { key: 'We', name: 'Rabu', schema: 'Wednesday' },
  { key: 'Th', name: 'Kamis', schema: 'Thursday' },
  { key: 'Fr', name: 'Jumat', schema: 'Friday' },
  { key: 'Sa', name: 'Sabtu', schema: 'Saturday' },
  { key: 'Su', name: 'Minggu', schema: 'Sunday' },
] as const

export type DayKey = (typeof WEEK_DAYS)[number]['key']

/** The form and store field names of a day's times: `openMo`, `closeMo`. */
export const openField = (day: DayKey) => `open${day}` as const
export const closeField = (day: DayKey) => `close${day}` as const

export type HoursFields = { [D in DayKey as `open${D}` | `close${D}`]: string }

/** A 24-hour time as forms send it (`<input type="time">` sends `HH:mm`; `08.30` is how people write it). */
export const TIME_PATTERN = /^(?:[01]\d|2[0-3])[:.][0-5]\d$/

/** `08.30` or `8:30` as `08:30`; anything else unchanged. */
export function normalizeTime(value: string): string {
  const match = /^(\d{1,2})[:.](\d{2})$/.exec(value.trim())
  return match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : value.trim()
}

export interface HoursGroup {
  days: DayKey[]
  /** `HH:mm`, or null for a closed day. */
  opens: string | null
  closes: string | null
}

/** Consecutive days with the same hours, Monday first (closed days included, as their own groups). */
export function hoursGroups(hours: Partial<HoursFields>): HoursGroup[] {
  const out: HoursGroup[] = []
  for (const { key } of WEEK_DAYS) {
    const opens = hours[openField(key)] || null
    const closes = hours[closeField(key)] || null
    const open = opens && closes ? { opens, closes } : { opens: null, closes: null }
    const last = out.at(-1)
    if (last && last.opens === open.opens && last.closes === open.closes) last.days.push(key)
    else out.push({ days: [key], ...open })
  }
  return out
}

/** A day's name in Indonesian, or in English (schema.org's names are the English ones). */
const dayName = (key: DayKey, lang: 'id' | 'en' = 'id') => {
  const day = WEEK_DAYS.find((d) => d.key === key)!
  return lang === 'en' ? day.schema : day.name
}
/** Indonesian writes `08.30`; British English `08:30`. */
const shown = (time: string, lang: 'id' | 'en' = 'id') => (lang === 'en' ? time : time.replace(':', '.'))

/** "Senin – Jumat", "Sabtu", "Senin, Selasa" (in English "Monday – Friday"). */
export function daysLabel(days: DayKey[], lang: 'id' | 'en' = 'id'): string {
  if (days.length === 1) return dayName(days[0]!, lang)
  if (days.length === 2) return `${dayName(days[0]!, lang)}, ${dayName(days[1]!, lang)}`
  return `${dayName(days[0]!, lang)} – ${dayName(days.at(-1)!, lang)}`
}

export interface HoursRow {
  days: string
  time: string
}

/**
 * The hours as pages list them, one row per group, in Indonesian time notation (`08.30`).
 * No row when the office gave no hours at all (every day closed).
 */
export function hoursRows(hours: Partial<HoursFields>, lang: 'id' | 'en' = 'id'): HoursRow[] {
  const groups = hoursGroups(hours)
  if (groups.every((group) => group.opens === null)) return []
  return groups.map((group) => ({
    days: daysLabel(group.days, lang),
    time: group.opens && group.closes ? `${shown(group.opens, lang)} – ${shown(group.closes, lang)}` : lang === 'en' ? 'Closed' : 'Tutup',
  }))
}

/** schema.org OpeningHoursSpecification, one per group of open days. */
export function openingHoursSpecification(hours: Partial<HoursFields>) {
  return hoursGroups(hours).flatMap((group) =>
    group.opens && group.closes
      ? [
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: group.days.map((key) => WEEK_DAYS.find((day) => day.key === key)!.schema),
            opens: group.opens,
            closes: group.closes,
          },
        ]
      : [],
  )
}
