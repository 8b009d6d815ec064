import { describe, expect, it } from 'vitest'
import { FIGURES, filledPairs, isSitePath, PAGE_IDS, PAGE_MODULES, pages, VALUES } from './pages'

describe('pages', () => {
  it('gives every page its own module, and the registry every page field', () => {
    const all = PAGE_IDS.flatMap((id) => Object.keys(PAGE_MODULES[id].fields))
    expect(new Set(all).size).toBe(all.length)
    expect(Object.keys(pages.stored ?? {}).sort()).toEqual([...all].sort())
    expect(Object.keys(PAGE_MODULES.home.fields).filter((name) => name.startsWith('figure'))).toHaveLength(FIGURES * 2)
    expect(Object.keys(PAGE_MODULES.about.fields).filter((name) => /^value\d/.test(name))).toHaveLength(VALUES * 2)
  })

  it('takes a button target only on this site', () => {
    for (const path of ['/', '/contact-us', '/practice-area/pajak#tim', '/search?q=pajak']) expect(isSitePath(path), path).toBe(true)
    for (const path of ['', 'contact-us', '//contoh.test', '/\\contoh.test', 'https://contoh.test', 'javascript:alert(1)', '/ada spasi', '/\tx']) expect(isSitePath(path), path).toBe(false)
  })

  it('lists the pairs filled on both sides, in order', () => {
    const page = { figure1Value: '20+', figure1Label: 'tahun', figure2Value: '', figure2Label: 'kosong', figure3Value: '8', figure3Label: 'bidang' }
    expect(filledPairs(page, 'figure', FIGURES, 'Value', 'Label')).toEqual([
      { a: '20+', b: 'tahun' },
      { a: '8', b: 'bidang' },
    ])
    expect(filledPairs(null, 'figure', FIGURES, 'Value', 'Label')).toEqual([])
  })
})
