import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { LANGS } from '../i18n/langs'
import { SLUG_MAX } from './limits'
import { nameKey, slugify, SLUG_PATTERN } from './common'

const lang = fc.constantFrom(...LANGS)
/** Titles as staff type them: words, "&", punctuation, accents, and anything else. */
const title = fc.oneof(
  fc.string(),
  fc.array(fc.constantFrom('Maritime', 'Pajak', 'Éksekusi', '&', ' & ', 'M&A', '/', '-', 'dan', 'and', '2026', ' ', '!'), { maxLength: 12 }).map((parts) => parts.join(' ')),
)
/** A word with no "&" and no letters "and"/"dan" of its own, so any such word in a slug came from "&". */
const plain = fc.stringMatching(/^[A-Za-z0-9 ,.()-]{0,40}$/).filter((text) => !/and|dan/i.test(text))

describe('slugify', () => {
  it('makes an address or nothing, within the longest slug', () => {
    fc.assert(
      fc.property(title, lang, (text, language) => {
        const slug = slugify(text, language)
        expect(slug === '' || SLUG_PATTERN.test(slug)).toBe(true)
        expect(slug.length).toBeLessThanOrEqual(SLUG_MAX)
        expect(slugify(slug, language)).toBe(slug)
      }),
    )
  })

  it('reads "&" as "and" in English and as "dan" in Indonesian', () => {
    expect(slugify('Maritime & Shipping', 'en')).toBe('maritime-and-shipping')
    expect(slugify('Maritim & Pelayaran', 'id')).toBe('maritim-dan-pelayaran')
    expect(slugify('M&A Outlook', 'en')).toBe('m-and-a-outlook')
    fc.assert(
      fc.property(plain, plain, (before, after) => {
        const words = (slug: string) => slug.split('-')
        const english = slugify(`${before} & ${after}`, 'en')
        const indonesian = slugify(`${before} & ${after}`, 'id')
        // The "&" is the language's word, and the English one never the Indonesian word.
        expect(english).toBe(slugify(`${before} and ${after}`, 'en'))
        expect(indonesian).toBe(slugify(`${before} dan ${after}`, 'id'))
        expect(words(english)).toContain('and')
        expect(words(english)).not.toContain('dan')
        expect(words(indonesian)).not.toContain('and')
      }),
    )
  })

  it('is the same in both languages for a title without "&"', () => {
    // NFKD makes "&" of its look-alikes (the full-width "＆"), which then read as "&" does.
    const withoutAmpersand = title.filter((text) => !text.normalize('NFKD').includes('&'))
    fc.assert(
      fc.property(withoutAmpersand, (text) => {
        expect(slugify(text, 'en')).toBe(slugify(text, 'id'))
      }),
    )
  })
})

describe('nameKey', () => {
  it('holds an English name with "&" and one with "and" for the same name', () => {
    expect(nameKey('Tax & Trade', 'en')).toBe(nameKey('Tax and Trade', 'en'))
    expect(nameKey('Pajak & Bea', 'id')).toBe(nameKey('Pajak dan Bea', 'id'))
  })
})
