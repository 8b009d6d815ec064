import { describe, expect, it } from 'vitest'
import { csvCell, toCsv } from './csv'

describe('the inbox CSV', () => {
  it('neutralises cells a spreadsheet would run as formulas, and quotes everything', () => {
    for (const formula of ['=HYPERLINK("https://evil.example","klik")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(csvCell(formula).startsWith(`"'`), formula).toBe(true)
    }
    expect(csvCell('Budi "B" Santoso')).toBe('"Budi ""B"" Santoso"')
    expect(csvCell('baris\nkedua')).toBe('"baris\nkedua"')
    expect(csvCell('0812-3456')).toBe('"0812-3456"')
    expect(toCsv([['Nama', 'Email'], ['=1', 'a@b.test']])).toBe('\uFEFF"Nama","Email"\r\n"\'=1","a@b.test"\r\n')
  })
})
