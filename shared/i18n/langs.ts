/**
 * The site's two languages (docs/decisions/0030-english-edition.md): Indonesian at
 * the current paths, English under `/en`. The one place that maps a language to its paths and
 * to the codes HTML, Open Graph and Intl want.
 */
import { APPLICATION_THANKS_PATH, APPLICATION_TOKEN_PATH, INQUIRY_THANKS_PATH } from '../urls'

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

/**
 * The site's own path parts that are Indonesian words, and their English under `/en`:
 * `/en/contact-us/thank-you`, not `/en/contact-us/terima-kasih`. Whole paths only, so an item's
 * slug is never taken for one (an opening may be slugged `lamaran`: `/career/lamaran`, the
 * application form's POST address, is `application-form.tsx`'s own pair). The spec's section
 * paths (`/contact-us`, `/career`, ...) are English words already.
 */
export const ENGLISH_FIXED_PATHS: Readonly<Record<string, string>> = {
  [INQUIRY_THANKS_PATH]: '/contact-us/thank-you',
  [APPLICATION_THANKS_PATH]: '/career/apply/thank-you',
  [APPLICATION_TOKEN_PATH]: '/career/apply/token',
}

const INDONESIAN_FIXED_PATHS: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(ENGLISH_FIXED_PATHS).map(([id, en]) => [en, id]))

/** A path and its query, apart: `/blogs?page=2` → `/blogs`, `?page=2`. */
function splitQuery(path: string): [string, string] {
  const at = path.indexOf('?')
  return at === -1 ? [path, ''] : [path.slice(0, at), path.slice(at)]
}

/** The path of a page in `lang`, from its Indonesian path: `/blogs` → `/en/blogs`, `/` → `/en`. */
export function localePath(lang: Lang, path: string): string {
  if (lang === 'id') return path
  const [bare, query] = splitQuery(path)
  const english = ENGLISH_FIXED_PATHS[bare]
  if (english) return `${LANG_PREFIX[lang]}${english}${query}`
  return path === '/' ? LANG_PREFIX[lang] : `${LANG_PREFIX[lang]}${path.startsWith('?') ? `/${path}` : path}`
}

/** The language a path names, and the path without its prefix: `/en/blogs` → en, `/blogs`. */
export function splitLangPath(path: string): { lang: Lang; path: string } {
  if (path === '/en' || path.startsWith('/en/') || path.startsWith('/en?')) {
    const rest = path.slice(3)
    const [bare, query] = splitQuery(rest)
    const indonesian = INDONESIAN_FIXED_PATHS[bare]
    if (indonesian) return { lang: 'en', path: `${indonesian}${query}` }
    return { lang: 'en', path: rest === '' ? '/' : rest.startsWith('?') ? `/${rest}` : rest }
  }
  return { lang: 'id', path }
}

/** The other language (the switch's target). */
export const otherLang = (lang: Lang): Lang => (lang === 'id' ? 'en' : 'id')
