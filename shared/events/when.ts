/**
 * An event's time as visitors read it: in WIB (Asia/Jakarta, UTC+7 all year), the firm's time,
 * whatever the server's zone. The page's script may add the visitor's own time beside it
 * (web/src/client/local-time.ts), from the same instants.
 */
import { INTL_LOCALE, type Lang } from '../i18n/langs'

const ZONE = 'Asia/Jakarta'

// Built on first use, not when the module loads: the process's first Intl object loads ICU's
// data, which a Functions instance's import then does not pay (shared/format.ts).
const formats = new Map<string, Intl.DateTimeFormat>()
function format(key: string, locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let found = formats.get(key)
  if (!found) formats.set(key, (found = new Intl.DateTimeFormat(locale, { timeZone: ZONE, ...options })))
  return found
}
const DAY = (lang: Lang) => format(`day-${lang}`, INTL_LOCALE[lang], { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })
const SHORT_DAY = (lang: Lang) => format(`short-${lang}`, INTL_LOCALE[lang], { day: 'numeric', month: 'short', year: 'numeric' })
const CLOCK = () => format('clock', 'en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })

/** `09.00` (Indonesian writes a point) or `09:00`, in WIB. */
export function wibClock(iso: string, lang: Lang): string {
  const clock = CLOCK().format(new Date(iso))
  return lang === 'id' ? clock.replace(':', '.') : clock
}

/** `Senin, 31 Januari 2027` / `Monday, 31 January 2027`, in WIB. */
export function wibDay(iso: string, lang: Lang): string {
  return DAY(lang).format(new Date(iso))
}

/** `31 Jan 2027`, in WIB: a card's date. */
export function wibShortDay(iso: string, lang: Lang): string {
  return SHORT_DAY(lang).format(new Date(iso))
}

/**
 * The whole span: `Senin, 31 Januari 2027, 09.00–11.00 WIB`, or both days when it ends on
 * another day (`…, 09.00 WIB – Selasa, 1 Februari 2027, 17.00 WIB`).
 */
export function wibSpan(event: { startsAt: string; endsAt: string }, lang: Lang): string {
  const startDay = wibDay(event.startsAt, lang)
  const endDay = wibDay(event.endsAt, lang)
  if (startDay === endDay) return `${startDay}, ${wibClock(event.startsAt, lang)}–${wibClock(event.endsAt, lang)} WIB`
  return `${startDay}, ${wibClock(event.startsAt, lang)} WIB – ${endDay}, ${wibClock(event.endsAt, lang)} WIB`
}

/** One instant, day and time: `Jumat, 29 Januari 2027, 17.00 WIB`. */
export function wibMoment(iso: string, lang: Lang): string {
  return `${wibDay(iso, lang)}, ${wibClock(iso, lang)} WIB`
}

/** The instant with WIB's offset, as JSON-LD and <time datetime> want it (`2027-01-31T09:00:00+07:00`). */
export function wibIso(iso: string): string {
  const shifted = new Date(Date.parse(iso) + 7 * 3_600_000).toISOString()
  return `${shifted.slice(0, 19)}+07:00`
}
