import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { REDIRECT_MSG, redirects, sitePath } from './redirects'

const parse = (from: string, to: string) => redirects.formSchema.safeParse({ from, to })
const messages = (from: string, to: string) => {
  const result = parse(from, to)
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('redirect rules (Pengalihan)', () => {
  it('takes paths on this site, written as the URL parser writes them', () => {
    expect(parse('/blogs/judul-lama', '/blogs/judul-baru')).toMatchObject({ success: true, data: { from: '/blogs/judul-lama', to: '/blogs/judul-baru' } })
    expect(parse('  /a/../tulisan lama ', '/tujuan?x=1#bagian')).toMatchObject({ success: true, data: { from: '/tulisan%20lama', to: '/tujuan?x=1#bagian' } })
  })

  it('refuses anything that leaves the site, in Indonesian', () => {
    for (const target of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'blogs/x', 'http:/x']) {
      expect(messages('/lama', target), target).toEqual({ to: REDIRECT_MSG.notSitePath })
      expect(sitePath(target), target).toBeNull()
    }
    expect(messages('https://www.example.test/lama', '/baru')).toEqual({ from: REDIRECT_MSG.notSitePath })
  })

  it('refuses an empty field, a query in the old address, the dashboard, a path to itself, control characters', () => {
    expect(messages('', '')).toEqual({ from: REDIRECT_MSG.fromRequired, to: REDIRECT_MSG.toRequired })
    expect(messages('/lama?x=1', '/baru')).toEqual({ from: REDIRECT_MSG.fromQuery })
    expect(messages('/dashboard/blogs', '/baru')).toEqual({ from: REDIRECT_MSG.reserved })
    expect(messages('/lama', '/login')).toEqual({ to: REDIRECT_MSG.reserved })
    expect(messages('/sama', '/sama?x=1')).toEqual({ to: REDIRECT_MSG.same })
    expect(Object.keys(messages('/la\u0000ma', '/baru'))).toEqual(['from'])
    expect(messages(`/${'a'.repeat(600)}`, '/baru')).toEqual({ from: REDIRECT_MSG.tooLong })
  })
})

describe('redirect targets that leave the site once normalised', () => {
  const SITE = 'https://www.example.test'

  // The audit's variants: each was saved and answered `301 Location: //evil.example`.
  it.each(['/.//evil.example', '/dashboard/../..//evil.example', '/a/..//evil.example/x', '/%2e%2e//evil.example'])('%s is refused in Indonesian, as a target and as an old address', (path) => {
    expect(messages('/lama', path)).toEqual({ to: REDIRECT_MSG.leavesSite })
    expect(messages(path, '/baru')).toEqual({ from: REDIRECT_MSG.leavesSite })
  })

  it('whatever the generated target, what is saved stays on the site', () => {
    const piece = fc.constantFrom('/', '//', '.', '..', '%2e', '%2E', '%2f', '%5c', '\\', 'evil.example', 'a', 'dashboard', '?', '#', '@', ':', '%09', ' ', 'https:', '；')
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 10 }), fc.boolean(), (pieces, leadingSlash) => {
        const to = (leadingSlash ? '/' : '') + pieces.join('')
        const result = parse('/lama-acak', to)
        if (!result.success) return
        expect(new URL(result.data.to, `${SITE}/lama-acak`).origin, `${JSON.stringify(to)} → ${result.data.to}`).toBe(SITE)
      }),
      { numRuns: 2000 },
    )
  })
})
