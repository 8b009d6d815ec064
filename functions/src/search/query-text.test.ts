import fc from 'fast-check'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { ftsQueryOf, highlightMatches, markMatches, parseQuery, queryWords, snippetOf, toFtsQuery } from './query-text'

const M_AND_A = '("m a" OR "merger dan akuisisi" OR "merger akuisisi")'

describe('toFtsQuery', () => {
  it('quotes each word as a prefix and requires all of them', () => {
    expect(toFtsQuery('Perlindungan  Data')).toBe('"perlindungan"* AND "data"*')
  })

  it('treats FTS syntax as text', () => {
    expect(toFtsQuery('"merger" OR NEAR(a b) -pajak * title:x')).toBe('"merger"* AND "or" AND "near"* AND "a" AND "b" AND "pajak"* AND "title"* AND "x"')
    expect(toFtsQuery('***')).toBeNull()
    expect(toFtsQuery('   ')).toBeNull()
    expect(toFtsQuery(undefined)).toBeNull()
  })

  it('keeps at most 12 words of at most 40 characters', () => {
    expect(queryWords('a '.repeat(100))).toHaveLength(12)
    expect(queryWords('x'.repeat(500))[0]).toHaveLength(40)
  })

  it('matches a word of one or two characters as that word only, never as a prefix', () => {
    expect(toFtsQuery('a')).toBe('"a"')
    expect(toFtsQuery('pajak 21')).toBe('"pajak"* AND "21"')
    expect(toFtsQuery('kep')).toBe('"kep"*')
  })

  it('matches words joined by &, /, . or - as one phrase, word after word', () => {
    expect(toFtsQuery('S.H.')).toBe('"s h"')
    expect(toFtsQuery('dan/atau')).toBe('"dan atau"')
    expect(toFtsQuery('dan / atau')).toBe('"dan atau"')
    expect(toFtsQuery('168/PUU-XXI/2023')).toBe('"168 puu xxi 2023"')
    // A `.` or `-` with spaces ends a sentence or a range: two words.
    expect(toFtsQuery('pasal 5 - 7')).toBe('"pasal"* AND "5" AND "7"')
  })

  it('searches an abbreviation of the synonym list as itself or any other spelling of its group', () => {
    expect(toFtsQuery('M&A')).toBe(M_AND_A)
    expect(toFtsQuery('m & a')).toBe(M_AND_A)
    expect(toFtsQuery('PT')).toBe('("pt" OR "perseroan terbatas")')
    expect(toFtsQuery('UU')).toBe('("uu" OR "undang undang")')
    expect(toFtsQuery('undang-undang')).toBe('("undang undang" OR "uu")')
    expect(toFtsQuery('HKI')).toBe('("hki"* OR "haki" OR "hak kekayaan intelektual" OR "hak atas kekayaan intelektual")')
    expect(toFtsQuery('PKPU')).toBe('("pkpu"* OR "penundaan kewajiban pembayaran utang")')
    expect(toFtsQuery('pendirian PT')).toBe('"pendirian"* AND ("pt" OR "perseroan terbatas")')
    // The long form typed keeps its own words (as prefixes, anywhere), or is the abbreviation.
    expect(toFtsQuery('merger dan akuisisi')).toBe('(("merger"* AND "dan"* AND "akuisisi"*) OR "m a" OR "merger akuisisi")')
    expect(toFtsQuery('Perseroan Terbatas')).toBe('(("perseroan"* AND "terbatas"*) OR "pt")')
  })

  it('expands with the English list in English, and the Indonesian one in Indonesian', () => {
    const english = (q: string) => ftsQueryOf(parseQuery(q, 'en'))
    expect(english('M&A')).toBe('("m a" OR "mergers and acquisitions" OR "merger and acquisition" OR "mergers acquisitions")')
    expect(english('VAT')).toBe('("vat"* OR "value added tax")')
    expect(parseQuery('m & a', 'en')[0]!.spelling).toBe('M&A')
    // Indonesian long forms are not English synonyms, nor the other way round.
    expect(english('PHK')).toBe('"phk"*')
    expect(toFtsQuery('VAT')).toBe('"vat"*')
  })

  it('names the list’s own spelling of what was typed (for Algolia, whose synonyms are those spellings)', () => {
    expect(parseQuery('m & a')[0]!.spelling).toBe('M&A')
    expect(parseQuery('Undang-Undang')[0]!.spelling).toBe('undang-undang')
    expect(parseQuery('pkp')[0]!.spelling).toBeUndefined()
    expect(parseQuery('pajak')[0]).toEqual({ typed: [{ words: ['pajak'], prefix: true }], synonyms: [] })
  })

  it('finds a synonym as it is being typed, from the third character of the last word', () => {
    expect(toFtsQuery('pkp')).toBe('("pkp"* OR "pkpu" OR "penundaan kewajiban pembayaran utang")')
    expect(toFtsQuery('penundaan kewajiban pembayaran ut')).toBe('"penundaan"* AND "kewajiban"* AND "pembayaran"* AND "ut"')
    expect(toFtsQuery('penundaan kewajiban pembayaran uta')).toBe(
      '(("penundaan"* AND "kewajiban"* AND "pembayaran"* AND "uta"*) OR "pkpu" OR "penundaan kewajiban pembayaran utang")',
    )
    // Not when the word is not the last, nor when it is one or two characters.
    expect(toFtsQuery('pkp pajak')).toBe('"pkp"* AND "pajak"*')
    expect(toFtsQuery('p')).toBe('"p"')
  })

  it('stays small and quick for the worst queries', () => {
    const worst = ['a '.repeat(100), '&&&&', 'a&'.repeat(250), 'm&a '.repeat(125), 'x'.repeat(500), 'pt uu hki pkpu m&a '.repeat(30)]
    for (const q of worst) {
      const started = performance.now()
      for (let i = 0; i < 100; i++) toFtsQuery(q)
      const each = (performance.now() - started) / 100
      expect(each, q.slice(0, 12)).toBeLessThan(5)
      expect((toFtsQuery(q) ?? '').length, q.slice(0, 12)).toBeLessThan(1000)
    }
    expect(toFtsQuery('&&&&')).toBeNull()
    expect(toFtsQuery('a '.repeat(100))).toBe('"a"')
    expect(toFtsQuery('a&'.repeat(250))).toBe(`"${'a '.repeat(12).trim()}"`)
  })

  it('never produces an expression FTS5 rejects, whatever the input', () => {
    const db = new Database(':memory:')
    db.exec(`CREATE VIRTUAL TABLE t USING fts5(a, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3')`)
    db.prepare('INSERT INTO t (a) VALUES (?)').run('perlindungan data pribadi')
    const search = db.prepare('SELECT count(*) AS n FROM t WHERE t MATCH ?')
    const pieces = ['"', '*', 'NEAR', '-', '^', 'AND', 'OR NOT', '(', ')', ':', '{a b}', '\u0000', 'M&A', '&&', 'a/b', 'S.H.', 'PT', 'merger dan akuisisi', 'pkp']
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.constantFrom(...pieces), fc.array(fc.constantFrom(...pieces, ' ', 'x')).map((a) => a.join(''))), (input) => {
        const match = toFtsQuery(input)
        if (match !== null) expect(() => search.get(match)).not.toThrow()
      }),
      { numRuns: 2000 },
    )
    db.close()
  })
})

describe('highlighting', () => {
  const marked = (text: string, q: string) => markMatches(highlightMatches(text, parseQuery(q)))

  it('marks an abbreviation, not every word starting with its letters', () => {
    expect(marked('Panduan M&A untuk Mahkamah Agung', 'M&A')).toBe('Panduan <mark>M&amp;A</mark> untuk Mahkamah Agung')
    expect(marked('Merger dan Akuisisi Bank', 'M&A')).toBe('<mark>Merger</mark> <mark>dan</mark> <mark>Akuisisi</mark> Bank')
    expect(marked('Pendirian PT PMA di PTUN', 'pt')).toBe('Pendirian <mark>PT</mark> PMA di PTUN')
    expect(marked('Perseroan Terbatas perorangan', 'PT')).toBe('<mark>Perseroan</mark> <mark>Terbatas</mark> perorangan')
    // The letters of a phrase far apart are no match.
    expect(marked('huruf m dan huruf a', 'M&A')).toBe('huruf m dan huruf a')
  })

  it('marks prefixes from three characters, and a typed word of one or two only as itself', () => {
    expect(marked('Pajaknya pada pajak', 'paj')).toBe('<mark>Pajaknya</mark> pada <mark>pajak</mark>')
    expect(marked('Pajak pada pa', 'pa')).toBe('Pajak pada <mark>pa</mark>')
    expect(marked('José Ramírez', 'jose ramir')).toBe('<mark>José</mark> <mark>Ramírez</mark>')
  })

  it('cuts a snippet around the first match and marks every match in it', () => {
    const text = `${'kata '.repeat(40)}tentang M&A dan merger dan akuisisi ${'akhir '.repeat(40)}`.trim()
    const snippet = markMatches(snippetOf(text, parseQuery('M&A'))!)
    expect(snippet).toMatch(/^…(kata ){5}tentang <mark>M&amp;A<\/mark> dan <mark>merger<\/mark> <mark>dan<\/mark> <mark>akuisisi<\/mark> (akhir ){12}akhir…$/)
    expect(snippetOf(text, parseQuery('Mahkamah'))).toBeNull()
  })

  it('joins marks only across &, /, . and - between words', () => {
    expect(markMatches('\u0001M\u0002&\u0001A\u0002 \u0001dan\u0002 \u0001x\u0002')).toBe('<mark>M&amp;A</mark> <mark>dan</mark> <mark>x</mark>')
    expect(markMatches('\uE000S\uE001.\uE000H\uE001', '\uE000', '\uE001')).toBe('<mark>S.H</mark>')
  })
})

describe('markMatches', () => {
  it('escapes HTML and turns markers into <mark>', () => {
    expect(markMatches('a <b> \u0001kata\u0002 & "c"')).toBe('a &lt;b&gt; <mark>kata</mark> &amp; &quot;c&quot;')
  })
})
