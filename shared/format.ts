import { INTL_LOCALE, type Lang } from './i18n/langs'

/**
 * Dates and sizes as readers expect them: Indonesian (id-ID) or British English, in Jakarta time.
 * Each format is built on its first use, not when the module loads: the process's first Intl
 * object loads ICU's data (some 30 ms), which a Functions instance's import then does not pay.
 */
const dateFormats: Partial<Record<Lang, Intl.DateTimeFormat>> = {}

/** "22 November 2026" in Jakarta time, in the reader's language. */
export function formatDate(iso: string, lang: Lang = 'id'): string {
  const format = (dateFormats[lang] ??= new Intl.DateTimeFormat(INTL_LOCALE[lang], { timeZone: 'Asia/Jakarta', day: 'numeric', month: 'long', year: 'numeric' }))
  return format.format(new Date(iso))
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
