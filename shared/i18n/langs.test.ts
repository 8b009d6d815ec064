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

  it('does not take a path that only begins with the letters en for English', () => {
    expect(splitLangPath('/enterprise')).toEqual({ lang: 'id', path: '/enterprise' })
    expect(splitLangPath('/en-us')).toEqual({ lang: 'id', path: '/en-us' })
  })
})
