import { describe, expect, it } from 'vitest'
import { filterAttorneys, findChoice, foldText, languageChoices, nameMatches, positionChoices, readNameQuery } from './attorney-filters'

const people = [
  { name: 'Rina Maharani Lubis', position: 'Managing Partner', languages: ['Indonesia', 'Inggris', 'Belanda'] },
  { name: 'Budi Santoso', position: 'Partner', languages: ['Indonesia', 'Inggris'] },
  { name: 'Ayu Pérez-Wijaya', position: 'Partner', languages: ['Indonesia', 'Inggris', 'Jepang'] },
  { name: 'Made Wirawan', position: 'Associate', languages: ['Indonesia', 'Inggris', 'Bali'] },
  { name: "Siti O'Neil", position: 'associate ', languages: ['Indonesia', 'Belanda'] },
]

describe('the attorney directory filters', () => {
  it('fold text for comparison: accents, case and runs of spaces', () => {
    expect(foldText('  Pérez   WIJAYA ')).toBe('perez wijaya')
    expect(readNameQuery('  BÚDI   ')).toBe('budi')
    expect(readNameQuery(undefined)).toBe('')
    expect(readNameQuery('x'.repeat(10_000)).length).toBe(80)
  })

  it('find a person by the start of any words of the name, in any order', () => {
    expect(nameMatches('Budi Santoso', 'budi')).toBe(true)
    expect(nameMatches('Budi Santoso', 'san bu')).toBe(true)
    expect(nameMatches('Budi Santoso', 'udi')).toBe(false)
    expect(nameMatches('Ayu Pérez-Wijaya', 'perez')).toBe(true)
    expect(nameMatches('Ayu Pérez-Wijaya', 'wija')).toBe(true)
    expect(nameMatches("Siti O'Neil", 'neil')).toBe(true)
    expect(nameMatches('Budi Santoso', '')).toBe(true)
  })

  it('offer each position once, in the directory order, and each language once, most spoken first', () => {
    expect(positionChoices(people)).toEqual(['Managing Partner', 'Partner', 'Associate'])
    expect(languageChoices(people, 'id')).toEqual(['Indonesia', 'Inggris', 'Belanda', 'Bali', 'Jepang'])
  })

  it('read a choice from the URL whatever its case, and nothing that is not one', () => {
    expect(findChoice(['Senior Associate'], 'senior associate')).toBe('Senior Associate')
    expect(findChoice(['Partner'], 'Partnerx')).toBeNull()
  })

  it('combine position, language and name', () => {
    const names = (filter: Parameters<typeof filterAttorneys>[1]) => filterAttorneys(people, filter).map((p) => p.name)
    expect(names({ position: 'Partner', language: null, name: '' })).toEqual(['Budi Santoso', 'Ayu Pérez-Wijaya'])
    expect(names({ position: 'Associate', language: null, name: '' })).toEqual(['Made Wirawan', "Siti O'Neil"])
    expect(names({ position: null, language: 'belanda', name: '' })).toEqual(['Rina Maharani Lubis', "Siti O'Neil"])
    expect(names({ position: 'Partner', language: 'Jepang', name: '' })).toEqual(['Ayu Pérez-Wijaya'])
    expect(names({ position: null, language: null, name: 'ma' })).toEqual(['Rina Maharani Lubis', 'Made Wirawan'])
    expect(names({ position: 'Partner', language: null, name: 'rina' })).toEqual([])
  })
})
