import type { Lang } from './i18n/langs'

/**
 * "1,2 MB", "640 KB" in Indonesian (decimal comma), "1.2 MB" in English: binary units as file
 * managers show them. (The locales are INTL_LOCALE's, written out: the public form script imports
 * this, and only this.)
 */
export function formatFileSize(bytes: number, lang: Lang = 'id'): string {
  if (bytes < 1024) return `${bytes} B`
  const format = (n: number) => n.toLocaleString(lang === 'en' ? 'en-GB' : 'id-ID', { maximumFractionDigits: 1 })
  if (bytes < 1024 * 1024) return `${format(Math.round(bytes / 1024))} KB`
  return `${format(bytes / (1024 * 1024))} MB`
}
