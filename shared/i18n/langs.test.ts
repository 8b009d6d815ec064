import { describe, expect, it } from 'vitest'
import { localePath, splitLangPath } from './langs'

describe('language paths', () => {
  it.each([
    ['/', '/en'],
    ['/blogs', '/en/blogs'],
    ['/blogs/putusan-mk', '/en/blogs/putusan-mk'],
    ['/blogs?page=2', '/en/blogs?page=2'],
    ['/search?q=pajak', '/en/search?q=pajak'],
  ])('%s in English is %s, and back', (id, en) => {
    expect(localePath('en', id)).toBe(en)
    expect(localePath('id', id)).toBe(id)
    expect(splitLangPath(en)).toEqual({ lang: 'en', path: id })
    expect(splitLangPath(id)).toEqual({ lang: 'id', path: id })
  })

  it.each([
    ['/contact-us/terima-kasih', '/en/contact-us/thank-you'],
    ['/career/lamaran/terima-kasih', '/en/career/apply/thank-you'],
    ['/career/lamaran/token', '/en/career/apply/token'],
    ['/contact-us/terima-kasih?utm_source=mail', '/en/contact-us/thank-you?utm_source=mail'],
  ])('the fixed words of %s are English under /en: %s, and back', (id, en) => {
    expect(localePath('en', id)).toBe(en)
    expect(splitLangPath(en)).toEqual({ lang: 'en', path: id })
  })

  it('takes only whole paths for fixed words, never an item’s slug', () => {
    expect(localePath('en', '/career/lamaran')).toBe('/en/career/lamaran')
    expect(localePath('en', '/blogs/terima-kasih')).toBe('/en/blogs/terima-kasih')
    expect(splitLangPath('/en/career/apply')).toEqual({ lang: 'en', path: '/career/apply' })
    expect(splitLangPath('/en/blogs/thank-you')).toEqual({ lang: 'en', path: '/blogs/thank-you' })
  })

  it('does not take a path that only begins with the letters en for English', () => {
    expect(splitLangPath('/enterprise')).toEqual({ lang: 'id', path: '/enterprise' })
    expect(splitLangPath('/en-us')).toEqual({ lang: 'id', path: '/en-us' })
  })
})
