/**
 * Days as staff type them. Indonesian writes the day first: `31/01/2027`, `31-01-2027`,
 * `31.01.2027`, `1/1/2027`; a form, a calendar or a copy from a spreadsheet gives
 * `2027-01-31`. Every one reads as the same day; anything else names none (null), and the
 * field then says what to type.
 */

/** An example for messages and placeholders: the form Indonesian readers write. */
export const TYPED_DAY_EXAMPLE = '31/01/2027'

const ISO_DAY = /^(\d{4})-(\d{1,2})-(\d{1,2})$/
const DAY_FIRST = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})$/

/** A day as `YYYY-MM-DD`, or null when the text names no day of the calendar (30/02/2027). */
export function readTypedDay(text: string): string | null {
  const value = text.trim()
  const iso = ISO_DAY.exec(value)
  const dayFirst = iso ? null : DAY_FIRST.exec(value)
  const parts = iso ? [iso[1], iso[2], iso[3]] : dayFirst ? [dayFirst[4], dayFirst[3], dayFirst[1]] : null
  if (!parts) return null
  const [year, month, day] = parts.map(Number) as [number, number, number]
  if (year < 1900 || year > 2200 || month < 1 || month > 12 || day < 1) return null
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/**
 * A day with an optional time after a space or `T` (`31/01/2027 09.00`, `2027-01-31T09:00`), as
 * `YYYY-MM-DD` or `YYYY-MM-DDTHH:mm`; the text as it was when it is not one (the caller's
 * rule then refuses it with its message).
 */
export function normalizeTypedDateTime(text: string): string {
  const value = text.trim()
  const match = /^(\S+?)(?:[T ]+(\d{1,2})[:.](\d{2}))?$/.exec(value)
  const day = match ? readTypedDay(match[1]!) : null
  if (!match || !day) return value
  return match[2] ? `${day}T${match[2].padStart(2, '0')}:${match[3]}` : day
}
