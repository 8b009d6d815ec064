/**
 * The site's two languages (issue 15, docs/decisions/0030-english-edition.md): Indonesian at
 * the current paths, English under `/en`. The one place that maps a language to its paths and
 * to the codes HTML, Open Graph and Intl want.
 */
export const LANGS = ['id', 'en'] as const
export type Lang = (typeof LANGS)[number]

export const DEFAULT_LANG: Lang = 'id'

/** The path prefix of each language's pages. */
export const LANG_PREFIX: Record<Lang, string> = { id: '', en: '/en' }

/** `<html lang>`, `hreflang` and JSON-LD `inLanguage` (BCP 47). */
export const HTML_LANG: Record<Lang, string> = { id: 'id', en: 'en' }

/** Open Graph's `og:locale`. */
export const OG_LOCALE: Record<Lang, string> = { id: 'id_ID', en: 'en_GB' }

/** Dates and numbers: British English writes "22 November 2026", as the firm's clients read it. */
export const INTL_LOCALE: Record<Lang, string> = { id: 'id-ID', en: 'en-GB' }

/** What the language switch and the alternates call each language, in that language. */
export const LANG_NAMES: Record<Lang, string> = { id: 'Bahasa Indonesia', en: 'English' }

export function isLang(value: unknown): value is Lang {
  return value === 'id' || value === 'en'
}

/** The path of a page in `lang`, from its Indonesian path: `/blogs` → `/en/blogs`, `/` → `/en`. */
export function localePath(lang: Lang, path: string): string {
  if (lang === 'id') return path
  return path === '/' ? LANG_PREFIX[lang] : `${LANG_PREFIX[lang]}${path.startsWith('?') ? `/${path}` : path}`
}

/** The language a path names, and the path without its prefix: `/en/blogs` → en, `/blogs`. */
export function splitLangPath(path: string): { lang: Lang; path: string } {
  if (path === '/en' || path.startsWith('/en/') || path.startsWith('/en?')) {
    const rest = path.slice(3)
    return { lang: 'en', path: rest === '' ? '/' : rest.startsWith('?') ? `/${rest}` : rest }
  }
  return { lang: 'id', path }
}

/** The other language (the switch's target). */
export const otherLang = (lang: Lang): Lang => (lang === 'id' ? 'en' : 'id')
