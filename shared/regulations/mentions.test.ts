import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { citationKey, citationText, findMentions, REGULATION_TYPES, type Citation } from './mentions'

const keys = (text: string) => findMentions(text).map((mention) => mention.key)

describe('findMentions', () => {
  it('reads every usual way of writing UU No. 27 Tahun 2022 as one regulation', () => {
    for (const written of [
      'UU No. 27 Tahun 2022',
      'Undang-Undang Nomor 27 Tahun 2022',
      'Undang-Undang Republik Indonesia Nomor 27 Tahun 2022',
      'UU 27/2022',
      'uu no 27 tahun 2022',
      'Law No. 27 of 2022',
      'Law Number 27 of 2022',
    ]) {
      expect(keys(`Menurut ${written}, pengendali data wajib …`), written).toEqual(['UU:27:2022'])
    }
  })

  it('reads official numbers with their codes: POJK, PBI, Putusan MK', () => {
    expect(keys('POJK 22/POJK.01/2023 dan POJK No. 22 Tahun 2023')).toEqual(['POJK:22:2023'])
    expect(keys('lihat POJK 17/POJK.04/2020.')).toEqual(['POJK:17:2020'])
    expect(keys('PBI No. 23/6/PBI/2021')).toEqual(['PBI:23/6:2021'])
    expect(keys('Putusan Mahkamah Konstitusi Nomor 168/PUU-XXI/2023 dan Putusan MK 168/PUU-XXI/2023')).toEqual(['PutusanMK:168:2023'])
    expect(keys('Permen ESDM Nomor 2 Tahun 2024; Permenaker No. 5 Tahun 2021')).toEqual(['Permen:2:2024', 'Permen:5:2021'])
    expect(keys('Peraturan Pemerintah Pengganti Undang-Undang Nomor 2 Tahun 2022 dan Peraturan Pemerintah Nomor 35 Tahun 2021')).toEqual(['Perppu:2:2022', 'PP:35:2021'])
  })

  it('finds nothing where there is no number and year, or the year is not one', () => {
    expect(keys('UU PDP berlaku penuh sejak 2024; undang-undang tahun 2022')).toEqual([])
    expect(keys('UU 27/20221, UU No. 27 Tahun 202, UU 27/2022a')).toEqual([])
    expect(keys('PP35/2021 dan UU27/2022')).toEqual([])
  })

  it('gives where each mention was written, its first time', () => {
    const text = 'Lihat UU 27/2022 dan sekali lagi UU No. 27 Tahun 2022.'
    const [mention] = findMentions(text)
    expect(text.slice(mention!.start, mention!.end)).toBe('UU 27/2022')
    expect(findMentions(text)).toHaveLength(1)
  })
})

const citation = fc.record({
  type: fc.constantFrom(...REGULATION_TYPES),
  number: fc.integer({ min: 1, max: 9999 }).map(String),
  year: fc.integer({ min: 1800, max: 2199 }),
}) as fc.Arbitrary<Citation>

/** Ways of writing a citation the scanner promises to read (the number alone, without a PBI's second group). */
const TYPE_WORDS: Record<Citation['type'], string[]> = {
  UU: ['UU', 'Undang-Undang', 'undang undang', 'Law'],
  Perppu: ['Perppu', 'Peraturan Pemerintah Pengganti Undang-Undang'],
  PP: ['PP', 'Peraturan Pemerintah', 'Government Regulation'],
  Perpres: ['Perpres', 'Peraturan Presiden', 'Presidential Regulation'],
  Permen: ['Permen', 'Peraturan Menteri'],
  POJK: ['POJK', 'Peraturan OJK', 'Peraturan Otoritas Jasa Keuangan'],
  PBI: ['PBI', 'Peraturan Bank Indonesia'],
  Perda: ['Perda', 'Peraturan Daerah'],
  Perma: ['Perma', 'Peraturan Mahkamah Agung'],
  PutusanMK: ['Putusan MK', 'Putusan Mahkamah Konstitusi'],
}
const written = (c: Citation) =>
  fc.oneof(
    fc.constantFrom(...TYPE_WORDS[c.type]).map((name) => `${name} No. ${c.number} Tahun ${c.year}`),
    fc.constantFrom(...TYPE_WORDS[c.type]).map((name) => `${name} Nomor ${c.number} Tahun ${c.year}`),
    fc.constantFrom(...TYPE_WORDS[c.type]).map((name) => `${name} ${c.number}/${c.year}`),
    fc.constantFrom(...TYPE_WORDS[c.type]).map((name) => `${name} Number ${c.number} of ${c.year}`),
  )
/** Text around a mention: words and punctuation that end a word before it and after it. */
const filler = fc.array(fc.constantFrom('tentang', 'dan', 'pasal', '1', 'ayat', '(2)', ',', 'lihat', 'berlaku', 'sejak', '—', 'Nomor', 'Tahun'), { maxLength: 8 }).map((words) => words.join(' '))

describe('findMentions, properties', () => {
  it('finds a written citation wherever it stands in other text, under its one key', () => {
    fc.assert(
      fc.property(citation.chain((c) => fc.tuple(fc.constant(c), written(c), filler, filler)), ([c, text, before, after]) => {
        const found = findMentions(`${before} ${text}. ${after}`)
        expect(found.map((m) => m.key)).toContain(citationKey(c))
      }),
    )
  })

  it('reads the site’s own citation text back as the same citation', () => {
    fc.assert(
      fc.property(citation, (c) => {
        expect(keys(citationText(c))).toEqual([citationKey(c)])
      }),
    )
  })

  it('never throws, and every mention lies inside the text, in order, each key once', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-composite', maxLength: 300 }), fc.string({ maxLength: 300 }), (a, b) => {
        const text = `${a} UU ${b}`
        const found = findMentions(text)
        let last = -1
        for (const m of found) {
          expect(m.start).toBeGreaterThan(last)
          expect(m.end).toBeLessThanOrEqual(text.length)
          last = m.start
        }
        expect(new Set(found.map((m) => m.key)).size).toBe(found.length)
      }),
    )
  })
})

describe('findMentions, worst case at the dashboard form limit (2 MB)', () => {
  const TWO_MB = 2 * 1024 * 1024
  const fill = (unit: string) => unit.repeat(Math.ceil(TWO_MB / unit.length)).slice(0, TWO_MB)
  // Each starts a name, a number or a year again and again, and fails as late as it can.
  const hostile = {
    names: fill('Peraturan Pemerintah Pengganti Undang-'),
    numbers: fill('UU Nomor 1/2/3/4/5/'),
    unclosed: fill('POJK 22/POJK.01/POJK.01'),
    spaces: fill('UU    '),
    mentions: fill('UU 27/2022 '),
    letters: fill('permen'),
  }

  for (const [name, text] of Object.entries(hostile)) {
    it(`reads 2 MB of ${name} in under 8 s`, () => {
      const started = performance.now()
      findMentions(text)
      const ms = performance.now() - started
      // Measured at 0.35–0.55 s each on a busy 2-core machine, up to 3 s under the whole suite's load;
      // a pattern that backtracks over the text takes minutes.
      expect(ms).toBeLessThan(8000)
    })
  }
})
