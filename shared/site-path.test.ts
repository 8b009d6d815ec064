import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { sameSitePath } from './site-path'

const SITE = 'https://www.example.test'
/** Where a browser goes when it follows `Location: {value}` from a page of the site. */
const followed = (location: string) => new URL(location, `${SITE}/lama`)

/** Pieces of paths that browsers and the URL parser read in surprising ways. */
const HOSTILE_PATH_PIECES = fc.constantFrom('/', '//', '.', '..', '%2e', '%2E', '%2f', '%5c', '\\', 'evil.example', 'a', 'dashboard', '?', '#', '@', ':', '%09', '\t', '\n', ' ', 'https:', '%00', '；', 'é')

describe('sameSitePath', () => {
  it('keeps paths on the site as the parser writes them, query and fragment included', () => {
    expect(sameSitePath('/blogs/judul?page=2#atas')).toBe('/blogs/judul?page=2#atas')
    expect(sameSitePath('/a/./b/../c')).toBe('/a/c')
    expect(sameSitePath('/tulisan lama')).toBe('/tulisan%20lama')
  })

  // The audit's variants: plain as typed, `//evil.example` once normalised.
  it.each(['/.//evil.example', '/dashboard/../..//evil.example', '/..//evil.example', '/%2e//evil.example', '/a/%2E%2E//evil.example/x?y#z'])('%s is refused', (input) => {
    expect(sameSitePath(input)).toBeNull()
  })

  it('refuses full URLs, network paths, backslashes, control characters and relative paths', () => {
    for (const input of ['https://evil.example/', '//evil.example', '/\\evil.example', '/a\\b', 'javascript:alert(1)', '/\t/evil.example', '/x\u0000', ' /x', 'evil.example', '']) {
      expect(sameSitePath(input), JSON.stringify(input)).toBeNull()
    }
  })

  it('whatever the generated input, its result stays on the site and is its own result', () => {
    fc.assert(
      fc.property(fc.array(HOSTILE_PATH_PIECES, { maxLength: 10 }), fc.boolean(), (pieces, leadingSlash) => {
        const input = (leadingSlash ? '/' : '') + pieces.join('')
        const result = sameSitePath(input)
        if (result === null) return
        expect(followed(result).origin, `${JSON.stringify(input)} → ${result}`).toBe(SITE)
        expect(sameSitePath(result)).toBe(result)
      }),
      { numRuns: 3000 },
    )
  })
})
