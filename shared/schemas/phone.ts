/**
 * Phone numbers as staff type them, kept in E.164 (ITU-T Recommendation E.164, 11/2010): a `+`,
 * the country code (never starting with 0), then the national significant number, 15 digits at
 * most (§6.1). `tel:` links (RFC 3966 §5.1.4, global numbers) and JSON-LD `telephone` use it as
 * it is; pages show it grouped for reading (`formatPhone`).
 */
import { PHONE_DIGITS_MAX, PHONE_DIGITS_MIN } from './limits'

/** Indonesia's country code: a number written in national format (trunk prefix 0) is Indonesian. */
export const INDONESIA_COUNTRY_CODE = '62'

/**
 * The server's own checks, plugged in at start-up (functions/src/content/phone-numbers.ts, on
 * libphonenumber-js: each country's numbering plan). The browser keeps the structural check
 * below (the library's metadata stays out of the dashboard's scripts), so a number can pass in
 * the form and be refused by the server's save, with the same message.
 */
export interface PhoneNumbering {
  /** Whether an E.164 number is one that country's plan allows. */
  valid: (e164: string) => boolean
  /** A number of another country, grouped as that country writes it. */
  international: (e164: string) => string
}
let numbering: PhoneNumbering | null = null

/** Plugs the server's numbering plans in (once, at start-up). */
export function installPhoneNumbering(plans: PhoneNumbering): void {
  numbering = plans
}

/** What a typed number may hold: digits, spaces, `+ - ( ) .` and `/` (as in "021/5088 7700"). */
const TYPED_PHONE = /^\+?[0-9 ()\-./]+$/

/**
 * The E.164 form of a typed number, or null when it is not one. Accepted spellings:
 * `+62 21 5088 7700`, `0062 21 5088 7700` (international prefix 00), `(021) 5088-7700` and
 * `0811 1900 4477` (national format: the trunk prefix 0 stands for +62), and `+62 (0)21 …` or
 * `+62 021 …` (the trunk prefix written after the country code, which dialling drops).
 */
export function toE164(typed: string): string | null {
  const text = typed.trim().replace(/\(0\)/g, '')
  if (!TYPED_PHONE.test(text)) return null
  const digits = text.replace(/\D/g, '')
  let international: string
  if (text.startsWith('+')) international = digits
  else if (digits.startsWith('00')) international = digits.slice(2)
  else if (digits.startsWith('0')) international = INDONESIA_COUNTRY_CODE + digits.slice(1)
  else return null
  if (international.startsWith(`${INDONESIA_COUNTRY_CODE}0`)) international = INDONESIA_COUNTRY_CODE + international.slice(3)
  if (!/^[1-9]/.test(international)) return null
  if (international.length < PHONE_DIGITS_MIN || international.length > PHONE_DIGITS_MAX) return null
  const e164 = `+${international}`
  return numbering && !numbering.valid(e164) ? null : e164
}

/**
 * Indonesian area codes of two digits (Jakarta 21, Bandung 22, Semarang 24, Surabaya 31, Medan
 * 61); every other fixed-line area code has three (Kominfo's numbering plan). Mobile numbers
 * start with 8 and are grouped 3-4-4.
 */
const TWO_DIGIT_AREAS = new Set(['21', '22', '24', '31', '61'])

/** A subscriber number in groups: 3-3, 3-4, 4-4, then fours from the left. */
function groups(digits: string): string[] {
  if (digits.length <= 5) return [digits]
  if (digits.length <= 7) return [digits.slice(0, 3), digits.slice(3)]
  return [digits.slice(0, 4), ...groups(digits.slice(4))]
}

/**
 * An E.164 number as people read it, the one form every page, vCard, email and dashboard list
 * shows: `+62 21 5088 7700`, `+62 811 1900 4477`. Another country's number is grouped
 * as that country writes it where the server's numbering plans are installed, else shown as
 * stored. A number stored before numbers were kept in E.164 (a profile's, typed) is read as
 * typed first, so it reads the same.
 */
export function formatPhone(stored: string): string {
  const e164 = /^\+\d+$/.test(stored) ? stored : (toE164(stored) ?? stored)
  if (!e164.startsWith(`+${INDONESIA_COUNTRY_CODE}`)) return numbering && /^\+\d+$/.test(e164) ? numbering.international(e164) : e164
  const national = e164.slice(1 + INDONESIA_COUNTRY_CODE.length)
  const areaLength = national.startsWith('8') ? 3 : TWO_DIGIT_AREAS.has(national.slice(0, 2)) ? 2 : 3
  const subscriber = national.slice(areaLength)
  return [`+${INDONESIA_COUNTRY_CODE}`, national.slice(0, areaLength), ...groups(subscriber)].join(' ')
}

/** The `tel:` URI of an E.164 number (RFC 3966: a global number keeps its `+`, no separators); a number stored as typed is read first. */
export function telHref(stored: string): string {
  return `tel:${/^\+\d+$/.test(stored) ? stored : (toE164(stored) ?? stored.replace(/[^+\d]/g, ''))}`
}

/** WhatsApp's click-to-chat link: the international number without `+` (wa.me/{digits}). */
export function whatsappHref(e164: string): string {
  return `https://wa.me/${e164.replace(/\D/g, '')}`
}

/** The E.164 form of a stored number (one stored as typed before is read first); '' when it is none. */
export function storedE164(stored: string): string {
  if (/^\+\d+$/.test(stored)) return stored
  return stored ? (toE164(stored) ?? '') : ''
}
