import { describe, expect, it } from 'vitest'
import { browserLang, choiceCookie, chosenLang, LANG_COOKIE_MAX_AGE_S, suggestedLang } from './lang-choice'

describe('the remembered language', () => {
  it('is read from the lang cookie only, and only as id or en', () => {
    expect(chosenLang('lang=en')).toBe('en')
    expect(chosenLang('theme=dark; lang=id; other=1')).toBe('id')
    expect(chosenLang('')).toBeNull()
    expect(chosenLang('lang=fr')).toBeNull()
    expect(chosenLang('lang=en-GB')).toBeNull()
    expect(chosenLang('xlang=en; slang=id')).toBeNull()
    expect(chosenLang('lang=')).toBeNull()
  })

  it('is written for a year, site-wide, SameSite=Lax, Secure over https', () => {
    expect(LANG_COOKIE_MAX_AGE_S).toBe(31_536_000)
    expect(choiceCookie('en', true)).toBe('lang=en; Max-Age=31536000; Path=/; SameSite=Lax; Secure')
    expect(choiceCookie('id', false)).toBe('lang=id; Max-Age=31536000; Path=/; SameSite=Lax')
  })
})

describe('the browser’s language', () => {
  it('is the first of its languages the site has', () => {
    expect(browserLang(['en-GB', 'id'])).toBe('en')
    expect(browserLang(['de-DE', 'id-ID', 'en'])).toBe('id')
    expect(browserLang(['EN-us'])).toBe('en')
    expect(browserLang(['de', 'fr'])).toBeNull()
    expect(browserLang([])).toBeNull()
  })
})

describe('the suggestion', () => {
  it('offers the chosen language, else the browser’s, never the page’s own', () => {
    expect(suggestedLang('id', 'en', null)).toBe('en')
    expect(suggestedLang('id', null, 'en')).toBe('en')
    // A choice outweighs the browser: a visitor who chose Indonesian is not offered English.
    expect(suggestedLang('id', 'id', 'en')).toBeNull()
    expect(suggestedLang('en', 'id', 'en')).toBe('id')
    expect(suggestedLang('en', null, 'en')).toBeNull()
    expect(suggestedLang('en', null, null)).toBeNull()
  })
})
