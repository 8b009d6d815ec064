import { INTL_LOCALE, type Lang } from './i18n/langs'

/** Dates and sizes as readers expect them: Indonesian (id-ID) or British English, in Jakarta time. */
const dateFormats: Record<Lang, Intl.DateTimeFormat> = {
  id: new Intl.DateTimeFormat(INTL_LOCALE.id, { timeZone: 'Asia/Jakarta', day: 'numeric', month: 'long', year: 'numeric' }),
  en: new Intl.DateTimeFormat(INTL_LOCALE.en, { timeZone: 'Asia/Jakarta', day: 'numeric', month: 'long', year: 'numeric' }),
}

/** "22 November 2026" in Jakarta time, in the reader's language. */
export function formatDate(iso: string, lang: Lang = 'id'): string {
  return dateFormats[lang].format(new Date(iso))
}

/** The Jakarta calendar date of an instant, for <time datetime>. */
export function isoDate(iso: string): string {
  return new Date(Date.parse(iso) + 7 * 3600_000).toISOString().slice(0, 10)
}

// In a module of its own, so the public form script can format a size without the date formats.
export { formatFileSize } from './file-size'

/** Initials of a name, for placeholders. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('')
}
