import { describe, expect, it } from 'vitest'
import { ENGLISH_LEGAL_SYNONYMS, groupSpellings, LEGAL_SYNONYMS, spellingWords, SPELLINGS_BY_FIRST_WORD, synonymObjectID } from './legal-synonyms'

const groupOf = (spelling: string) => LEGAL_SYNONYMS.findIndex((group) => group.includes(spelling))

describe('LEGAL_SYNONYMS', () => {
  it('holds the abbreviations a law firm’s readers search for, each with what it stands for', () => {
    const pairs: [string, string][] = [
      ['M&A', 'merger dan akuisisi'],
      ['PT', 'perseroan terbatas'],
      ['UU', 'undang-undang'],
      ['HKI', 'hak kekayaan intelektual'],
      ['PKPU', 'penundaan kewajiban pembayaran utang'],
      ['PHK', 'pemutusan hubungan kerja'],
      ['KUHP', 'kitab undang-undang hukum pidana'],
      ['OJK', 'otoritas jasa keuangan'],
      ['BKPM', 'badan koordinasi penanaman modal'],
    ]
    for (const [abbreviation, phrase] of pairs) {
      expect(groupOf(abbreviation), abbreviation).toBeGreaterThanOrEqual(0)
      expect(groupOf(phrase), phrase).toBe(groupOf(abbreviation))
    }
  })

  it('is small, and every group names an abbreviation and at least one other spelling', () => {
    expect(LEGAL_SYNONYMS.length).toBeLessThanOrEqual(50)
    for (const group of LEGAL_SYNONYMS) {
      expect(group.length, group.join(' / ')).toBeGreaterThanOrEqual(2)
      // The abbreviation first, written as one word or words joined by `&` (no space).
      expect(group[0], group.join(' / ')).toMatch(/^[\p{L}&]+$/u)
      for (const spelling of group) expect(spellingWords(spelling).length, spelling).toBeGreaterThan(0)
    }
  })

  it('never lists one spelling in two groups, so no group chains into another', () => {
    const seen = new Map<string, number>()
    LEGAL_SYNONYMS.forEach((group, index) => {
      for (const spelling of group) {
        const key = spellingWords(spelling).join(' ')
        expect(seen.get(key), `"${spelling}" is also in group ${seen.get(key)}`).toBeUndefined()
        seen.set(key, index)
      }
    })
  })

  it('cuts spellings into words as the indexes do', () => {
    expect(spellingWords('M&A')).toEqual(['m', 'a'])
    expect(spellingWords('merger & akuisisi')).toEqual(['merger', 'akuisisi'])
    expect(spellingWords('undang-undang')).toEqual(['undang', 'undang'])
    expect(spellingWords('HaKI')).toEqual(['haki'])
    expect(spellingWords('Pérma')).toEqual(['perma'])
    expect(groupSpellings(groupOf('M&A'))).toEqual([['m', 'a'], ['merger', 'dan', 'akuisisi'], ['merger', 'akuisisi']])
  })

  it('finds spellings by their first word, the longest first', () => {
    const byHak = SPELLINGS_BY_FIRST_WORD.get('hak')!.map((s) => s.words.join(' '))
    expect(byHak).toContain('hak kekayaan intelektual')
    expect(byHak.indexOf('hak atas kekayaan intelektual')).toBeLessThan(byHak.indexOf('hak kekayaan intelektual'))
    const byAnalisis = SPELLINGS_BY_FIRST_WORD.get('analisis')!.map((s) => s.words.length)
    expect(byAnalisis).toEqual([...byAnalisis].sort((a, b) => b - a))
  })

  it('gives each group a stable, unique id for Algolia', () => {
    const ids = LEGAL_SYNONYMS.map((_, group) => synonymObjectID(group))
    expect(new Set(ids).size).toBe(ids.length)
    expect(synonymObjectID(groupOf('M&A'))).toBe('legal-m-a')
    expect(synonymObjectID(groupOf('PT'))).toBe('legal-pt')
  })
})

describe('ENGLISH_LEGAL_SYNONYMS', () => {
  it('is small, each group an abbreviation first and another spelling, no spelling in two groups', () => {
    expect(ENGLISH_LEGAL_SYNONYMS.length).toBeLessThanOrEqual(50)
    const seen = new Map<string, number>()
    ENGLISH_LEGAL_SYNONYMS.forEach((group, index) => {
      expect(group.length, group.join(' / ')).toBeGreaterThanOrEqual(2)
      expect(group[0], group.join(' / ')).toMatch(/^[\p{L}&]+$/u)
      for (const spelling of group) {
        const key = spellingWords(spelling).join(' ')
        expect(seen.get(key), `"${spelling}" is also in group ${seen.get(key)}`).toBeUndefined()
        seen.set(key, index)
      }
    })
  })

  it('gives each English group an Algolia id of its own', () => {
    const ids = ENGLISH_LEGAL_SYNONYMS.map((_, group) => synonymObjectID(group, 'en'))
    expect(new Set(ids).size).toBe(ids.length)
    expect(groupSpellings(0, 'en')[1]).toEqual(['mergers', 'and', 'acquisitions'])
  })
})
