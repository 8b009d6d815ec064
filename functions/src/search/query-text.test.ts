import fc from 'fast-check'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { markMatches, queryWords, toFtsQuery } from './query-text'

describe('toFtsQuery', () => {
  it('quotes each word as a prefix and requires all of them', () => {
    expect(toFtsQuery('Perlindungan  Data')).toBe('"perlindungan"* "data"*')
  })

  it('treats FTS syntax as text', () => {
    expect(toFtsQuery('"merger" OR NEAR(a b) -pajak * title:x')).toBe('"merger"* "or"* "near"* "a"* "b"* "pajak"* "title"* "x"*')
    expect(toFtsQuery('***')).toBeNull()
    expect(toFtsQuery('   ')).toBeNull()
    expect(toFtsQuery(undefined)).toBeNull()
  })

  it('keeps at most 12 words of at most 40 characters', () => {
    expect(queryWords('a '.repeat(100))).toHaveLength(12)
    expect(queryWords('x'.repeat(500))[0]).toHaveLength(40)
  })

  it('never produces an expression FTS5 rejects, whatever the input', () => {
    const db = new Database(':memory:')
    db.exec(`CREATE VIRTUAL TABLE t USING fts5(a, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3')`)
    db.prepare('INSERT INTO t (a) VALUES (?)').run('perlindungan data pribadi')
    const search = db.prepare('SELECT count(*) AS n FROM t WHERE t MATCH ?')
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.constantFrom('"', '*', 'NEAR', '-', '^', 'AND', 'OR NOT', '(', ')', ':', '{a b}', '\u0000')), (input) => {
        const match = toFtsQuery(input)
        if (match !== null) expect(() => search.get(match)).not.toThrow()
      }),
      { numRuns: 2000 },
    )
    db.close()
  })
})

describe('markMatches', () => {
  it('escapes HTML and turns markers into <mark>', () => {
    expect(markMatches('a <b> \u0001kata\u0002 & "c"')).toBe('a &lt;b&gt; <mark>kata</mark> &amp; &quot;c&quot;')
  })
})
