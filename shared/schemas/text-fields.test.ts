import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MSG } from './messages'
import { multiLineText, singleLineText } from './text-fields'
import { NAMED_LINE_BREAKING_CHARACTERS } from './text-fields.fixtures'

/** Every control character (Unicode category Cc) and the two separators. */
const ANY_CONTROL = /[\p{Cc}\u2028\u2029]/u

describe('singleLineText', () => {
  const schema = singleLineText().trim().min(1, 'kosong')

  it.each(NAMED_LINE_BREAKING_CHARACTERS)('refuses %s anywhere, with one message', (_name, char) => {
    for (const value of [`Partner${char}URL:https://evil.example/`, `Partner${char}`, `${char}Partner`, char]) {
      const result = schema.safeParse(value)
      expect(result.success, JSON.stringify(value)).toBe(false)
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([MSG.controlCharacters])
    }
  })

  it('makes tabs spaces, so a paste from a spreadsheet is not refused', () => {
    expect(schema.parse('Partner\tSenior\t')).toBe('Partner Senior')
  })

  it('keeps every other character: accents, emoji, right-to-left text, zero-width joiners', () => {
    for (const value of ['Rina Maharani Lubis, S.H.; LL.M.', 'Ñoño \\ "x"', '👩🏽‍⚖️ Advokat', 'محامي', 'a\u00a0b']) expect(schema.parse(value)).toBe(value)
  })

  it('never lets a control character or line separator through (generated text)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (value) => {
        const result = schema.safeParse(value)
        if (result.success) expect(result.data).not.toMatch(ANY_CONTROL)
        else expect(ANY_CONTROL.test(value.replace(/\t/g, ' ')) || value.trim() === '').toBe(true)
      }),
      { numRuns: 1000 },
    )
  })
})

describe('multiLineText', () => {
  const schema = multiLineText()

  it('keeps line breaks and tabs, made LF whatever their convention', () => {
    expect(schema.parse('a\r\nb\rc\nd\u2028e\u2029f\u0085g\u000bh\u000ci\tj')).toBe('a\nb\nc\nd\ne\nf\ng\nh\ni\tj')
  })

  it.each(['\u0000', '\u0007', '\u001b', '\u007f', '\u0090', '\u009b'].map((char) => [JSON.stringify(char), char]))(
    'refuses the other control %s with the message about pasted text',
    (_name, char) => {
      expect(schema.safeParse(`baris satu\nbaris${char}dua`).error?.issues.map((issue) => issue.message)).toEqual([MSG.hiddenControlCharacters])
    },
  )

  it('lets through no control but TAB and LF (generated text)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (value) => {
        const result = schema.safeParse(value)
        if (result.success) expect(result.data.replace(/[\t\n]/g, '')).not.toMatch(ANY_CONTROL)
      }),
      { numRuns: 1000 },
    )
  })
})
