import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { safeNextPath } from './session'

const SITE = 'https://www.example.test'
/** Where a browser goes when it follows `Location: {value}` from the sign-in page. */
const followed = (location: string) => new URL(location, `${SITE}/login`)

describe('safeNextPath', () => {
  it('keeps same-site paths with their query and fragment', () => {
    expect(safeNextPath('/dashboard/blogs?page=2#top')).toBe('/dashboard/blogs?page=2#top')
    expect(safeNextPath('/dashboard/tags')).toBe('/dashboard/tags')
    expect(safeNextPath('/dashboard/./tags')).toBe('/dashboard/tags')
  })

  // The audit's variants: each was answered `Location: //evil.example` before the result was checked.
  it.each(['/.//evil.example', '/..//evil.example', '/%2e//evil.example', '/a/..//evil.example', '/./\\evil.example', '/.//evil.example/x?y#z', '/%2E%2E//evil.example'])(
    '%s falls back to the dashboard',
    (next) => {
      const result = safeNextPath(next)
      expect(result).toBe('/dashboard')
    },
  )

  it('refuses absolute, protocol-relative, backslash and control-character targets', () => {
    for (const next of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)', '\u0000/x', '/x\u0000', '/\t/evil.example', ' /x', 'evil.example', '/a\\b']) {
      expect(safeNextPath(next), JSON.stringify(next)).toBe('/dashboard')
    }
  })

  it('never leads off the site, whatever the generated target', () => {
    const piece = fc.constantFrom('/', '//', '.', '..', '%2e', '%2E', '%2f', '%5c', '\\', 'evil.example', 'a', '?', '#', '@', ':', '%09', '\t', '\n', ' ', 'https:', '%00', '；')
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 10 }), fc.boolean(), (pieces, leadingSlash) => {
        const next = (leadingSlash ? '/' : '') + pieces.join('')
        const result = safeNextPath(next)
        const url = followed(result)
        expect(url.origin, `${JSON.stringify(next)} → ${result}`).toBe(SITE)
        // The same value read again (as the login form's hidden field is) stays on the site.
        expect(followed(safeNextPath(result)).origin).toBe(SITE)
      }),
      { numRuns: 3000 },
    )
  })
})
