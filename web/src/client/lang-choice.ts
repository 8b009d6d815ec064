/**
 * The remembered choice of language (docs/decisions/0031-remembered-language.md),
 * entirely in the browser: pages are cached (the render cache, the CDN), so no page may set a
 * cookie or differ by one, and no URL is ever redirected by it. The header's switch (and the
 * suggestion's link) remembers the language it leads to in a first-party cookie, `lang=id|en`,
 * for a year. On a page in the other language that has a version in the remembered one (or,
 * without a choice, in the browser's first language the site has), a one-line suggestion offers
 * that version (lang-suggestion.ts, a chunk loaded only then); dismissing it is choosing the
 * page's language. Without JavaScript the switch is a plain link and nothing is remembered.
 */
import { pageLang } from './page-lang'

export type Lang = 'id' | 'en'

export const LANG_COOKIE = 'lang'
/** A year, in seconds. */
export const LANG_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60

const isLang = (value: unknown): value is Lang => value === 'id' || value === 'en'

/** The language remembered in `document.cookie`'s text, if any (any other value is none). */
export function chosenLang(cookies: string): Lang | null {
  const value = new RegExp(`(?:^|;\\s*)${LANG_COOKIE}=([^;]*)`).exec(cookies)?.[1]
  return isLang(value) ? value : null
}

/** The first of the browser's languages (`navigator.languages`) the site has: `en-GB` is English, `id` Indonesian. */
export function browserLang(languages: readonly string[]): Lang | null {
  return languages.map((tag) => tag.toLowerCase().split('-')[0]).find(isLang) ?? null
}

/** The language to suggest on a page in `page`: the chosen one, else the browser's, unless it is the page's. */
export function suggestedLang(page: Lang, chosen: Lang | null, browser: Lang | null): Lang | null {
  const wanted = chosen ?? browser
  return wanted && wanted !== page ? wanted : null
}

/** The cookie that remembers `lang` (Secure where the site is served over https). */
export function choiceCookie(lang: Lang, secure: boolean): string {
  return `${LANG_COOKIE}=${lang}; Max-Age=${LANG_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
}

/** Remembers `lang` as the visitor's choice. */
export function rememberLang(doc: Document, lang: Lang): void {
  doc.cookie = choiceCookie(lang, doc.location.protocol === 'https:')
}

/**
 * Following the header's switch or the suggestion's link remembers the language it leads to
 * (its `hreflang`). Listened for on the document, in the capture phase, so a swapped navigation
 * (navigation.ts) or a new tab counts the same.
 */
export function rememberChoices(doc: Document): void {
  const remember = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a.lang-switch, a[data-lang-choice]')
    const lang = link?.getAttribute('hreflang')
    if (isLang(lang)) rememberLang(doc, lang)
  }
  doc.addEventListener('click', remember, true)
  // A middle click opens a new tab without a click event.
  doc.addEventListener('auxclick', remember, true)
}

/**
 * Offers the page's version in the visitor's language where there is one: the head's
 * `hreflang` alternate (present only when both versions exist), never on a page kept out of
 * search (thank-you pages, a form shown again, error pages).
 */
export function offerLanguage(doc: Document, languages: readonly string[]): void {
  const page = pageLang(doc)
  const wanted = suggestedLang(page, chosenLang(doc.cookie), browserLang(languages))
  if (!wanted || doc.querySelector('meta[name="robots"][content~="noindex"]')) return
  const alternate = doc.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${wanted}"]`)
  if (!alternate) return
  // A path on this site, whatever address it is reached at (the alternate names the canonical one).
  const { pathname, search } = new URL(alternate.href)
  const href = pathname + search
  void import('./lang-suggestion').then((m) => m.showSuggestion(doc, { page, wanted, href, remember: (lang) => rememberLang(doc, lang) }))
}
