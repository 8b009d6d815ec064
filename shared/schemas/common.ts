import * as z from 'zod'
import { MSG } from './messages'
import { SLUG_MAX } from './limits'
import { isSingleLineText, singleLineText } from './text-fields'
import { normalizeTypedDateTime } from './typed-date'
import type { Lang } from '../i18n/langs'

/** Lowercase letters, digits and single hyphens, not at either end. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const SlugSchema = singleLineText({ error: MSG.slugRequired })
  .trim()
  .min(1, MSG.slugRequired)
  .max(SLUG_MAX, MSG.slugMax)
  .regex(SLUG_PATTERN, MSG.slug)

/**
 * How each language reads "&" in an address: `Maritim & Pelayaran` → `maritim-dan-pelayaran`,
 * `Maritime & Shipping` → `maritime-and-shipping`.
 */
const AMPERSAND_WORD: Record<Lang, string> = { id: 'dan', en: 'and' }

/**
 * Suggests a slug from a title in its language: folds diacritics, lowercases, reads "&" as that
 * language's "and", joins words with single hyphens. The language is required, so no English
 * slug is suggested with the Indonesian word.
 */
export function slugify(text: string, lang: Lang): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ` ${AMPERSAND_WORD[lang]} `)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/g, '')
}

/** Visible text of an HTML fragment, in linear time whatever it holds (shared/text/html-to-text.ts). */
export { htmlToText } from '../text/html-to-text'

/**
 * A published date typed in a form: a calendar date (YYYY-MM-DD) with an optional time (HH:mm),
 * read in Asia/Jakarta time (UTC+7, no daylight saving). Produces an ISO instant in UTC.
 */
export const PublishedDateSchema = singleLineText({ error: MSG.publishedDate })
  .trim()
  .refine((value) => parseJakartaDateTime(value) !== null, MSG.publishedDate)
  .transform((value) => parseJakartaDateTime(value) as string)

const JAKARTA_OFFSET_MINUTES = 7 * 60

/**
 * Parses a day with an optional time in Jakarta time, typed as Indonesian forms write it
 * (`31/01/2027`, `31-01-2027 09.00`) or as `YYYY-MM-DD` / `YYYY-MM-DDTHH:mm`
 * (shared/schemas/typed-date.ts), or an ISO instant with a zone.
 */
export function parseJakartaDateTime(typed: string): string | null {
  const value = normalizeTypedDateTime(typed)
  const local = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?$/.exec(value)
  if (local) {
    const [, y, mo, d, h = '0', mi = '0'] = local
    const year = Number(y)
    const month = Number(mo)
    const day = Number(d)
    const hour = Number(h)
    const minute = Number(mi)
    if (year < 1900 || year > 2200 || month < 1 || month > 12 || hour > 23 || minute > 59) return null
    const utc = Date.UTC(year, month - 1, day, hour, minute) - JAKARTA_OFFSET_MINUTES * 60_000
    const check = new Date(utc + JAKARTA_OFFSET_MINUTES * 60_000)
    // Reject dates that roll over, such as 2026-02-30.
    if (check.getUTCDate() !== day || check.getUTCMonth() !== month - 1) return null
    return new Date(utc).toISOString()
  }
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) {
    const time = Date.parse(value)
    if (Number.isNaN(time)) return null
    const year = new Date(time).getUTCFullYear()
    if (year < 1900 || year > 2200) return null
    return new Date(time).toISOString()
  }
  return null
}

/** The Jakarta calendar date and time of an instant, as form inputs expect them. */
export function toJakartaInput(iso: string): { date: string; time: string } {
  const shifted = new Date(Date.parse(iso) + JAKARTA_OFFSET_MINUTES * 60_000).toISOString()
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 16) }
}

/** A list of ids sent by a form (repeated field or comma separated). */
export const IdListSchema = z
  .union([z.array(z.string()), z.string()])
  .optional()
  .refine((value) => value === undefined || [value].flat().every(isSingleLineText), MSG.controlCharacters)
  .transform((value) => {
    const list = value === undefined ? [] : Array.isArray(value) ? value : value.split(',')
    return [...new Set(list.map((v) => v.trim()).filter(Boolean))]
  })

/** The version a form was loaded with; refused when stale. */
export const VersionSchema = z.coerce.number().int().min(0).optional()

/** A name as typed, tidied: spaces at the ends dropped, runs of spaces (and tabs, newlines) made one. */
export function tidyName(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

/**
 * What makes two names "the same" for staff: case, accents, spacing and punctuation ignored
 * ("Analisis Hukum", "analisis  hukum", "Analisis-Hukum"; in English "Tax & Trade" and "Tax and
 * Trade"). The slug of the name in its language, or the name in lower case when it has no
 * letters or digits.
 */
export function nameKey(text: string, lang: Lang): string {
  return slugify(text, lang) || tidyName(text).toLowerCase()
}

/**
 * One collator for every comparison: `localeCompare` with a locale builds one per call (about 10 µs).
 * Built on first use: the process's first Intl object loads ICU's data (shared/format.ts).
 */
let nameOrder: Intl.Collator | undefined

/** Sorts by name as a reader expects (Indonesian collation, case and accents ignored). */
export function byName<T extends { name: string }>(a: T, b: T): number {
  return (nameOrder ??= new Intl.Collator('id', { sensitivity: 'base' })).compare(a.name, b.name)
}
