import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_SEARCH_QUERY_LENGTH, normaliseSearchQuery, readSearchRequest, searchCacheKey } from './search-request'

const fromParams = (query: string) => {
  const params = new URLSearchParams(query)
  return readSearchRequest((name) => params.get(name) ?? undefined)
}
const keyOf = (query: string) => searchCacheKey('/search', fromParams(query))

/** Long input around the cuts: spaces, controls and emoji (two UTF-16 units) where a cut may fall. */
const longQueries = fc
  .array(fc.constantFrom('a', 'é', ' ', '  ', '\t', '\u0000', '😀'), { minLength: 300, maxLength: 2500 })
  .map((parts) => parts.join(''))

describe('normaliseSearchQuery', () => {
  it('trims, turns control characters into spaces and collapses whitespace', () => {
    expect(normaliseSearchQuery('  perlindungan \t\n data  ')).toBe('perlindungan data')
    expect(normaliseSearchQuery('\u0000pajak\u0007\u007fpph')).toBe('pajak pph')
    expect(normaliseSearchQuery('a\u00a0\u2003b')).toBe('a b')
    expect(normaliseSearchQuery(undefined)).toBe('')
    expect(normaliseSearchQuery(' \u0000 ')).toBe('')
  })

  it(`keeps at most ${MAX_SEARCH_QUERY_LENGTH} characters, never half an emoji, never a space at the end`, () => {
    expect(normaliseSearchQuery('a'.repeat(5000))).toHaveLength(MAX_SEARCH_QUERY_LENGTH)
    const emoji = `${'a'.repeat(MAX_SEARCH_QUERY_LENGTH - 1)}😀`
    expect(normaliseSearchQuery(emoji)).toBe('a'.repeat(MAX_SEARCH_QUERY_LENGTH - 1))
    expect(normaliseSearchQuery(`${'a'.repeat(MAX_SEARCH_QUERY_LENGTH - 1)} b`)).toBe('a'.repeat(MAX_SEARCH_QUERY_LENGTH - 1))
    // Runs of spaces do not eat the cap: what is kept is what the visitor typed.
    expect(normaliseSearchQuery(`${' '.repeat(1000)}pajak`)).toBe('pajak')
  })

  it('is idempotent and its result is always clean (any input)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary', maxLength: 3000 }), longQueries), (raw) => {
        const q = normaliseSearchQuery(raw)
        expect(normaliseSearchQuery(q)).toBe(q)
        expect(q.length).toBeLessThanOrEqual(MAX_SEARCH_QUERY_LENGTH)
        expect(q).not.toMatch(/[\u0000-\u001f\u007f]|\s\s|^\s|\s$/)
        expect(/[\ud800-\udbff]$/.test(q)).toBe(false)
      }),
      { numRuns: 500 },
    )
  })
})

describe('the search cache key', () => {
  it('is one for spellings of one search', () => {
    const key = keyOf('q=a+b')
    for (const variant of ['q=a%20%20b', 'q=%20a%09b%20', 'q=a%00b', 'q=a+b&utm_source=x', 'q=a+b&page=7', 'q=a+b&type=x', 'q=a+b&category=Not+A+Slug', 'x=1&q=a++b']) {
      expect(keyOf(variant), variant).toBe(key)
    }
    expect(keyOf('q=a%20%20b&type=blog&page=2')).toBe(keyOf('q=a+b&type=blog&page=2'))
  })

  it('tells apart what the page shows differently', () => {
    const keys = ['q=a', 'q=b', 'q=a&type=blog', 'q=a&type=blog&page=2', 'q=a&category=berita', ''].map(keyOf)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('is bounded in length whatever the URL carries', () => {
    const key = keyOf(`q=${'x'.repeat(20_000)}&category=${'a'.repeat(20_000)}&page=${'9'.repeat(100)}&type=blog`)
    expect(key.length).toBeLessThan(MAX_SEARCH_QUERY_LENGTH * 3 + 100)
  })
})

describe('readSearchRequest', () => {
  it('keeps only what the page understands', () => {
    expect(fromParams('q=pajak&type=publication&category=berita-firma&page=3')).toEqual({ q: 'pajak', type: 'publication', categorySlug: 'berita-firma', page: 3 })
    expect(fromParams('q=pajak&type=toString&category=../x&page=0')).toEqual({ q: 'pajak', type: null, categorySlug: null, page: 1 })
    expect(fromParams('q=pajak&type=blog&page=99999').page).toBe(1)
    expect(fromParams('type=blog&page=2').page).toBe(1)
  })

  it('takes each group of the page as a type, and never the staff-only profiles', () => {
    expect(fromParams('q=pajak&type=practiceArea').type).toBe('practiceArea')
    expect(fromParams('q=pajak&type=attorney').type).toBe('attorney')
    expect(fromParams('q=pajak&type=profile').type).toBeNull()
  })
})
