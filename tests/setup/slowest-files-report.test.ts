import { describe, expect, it } from 'vitest'
import { slowestLines } from './slowest-files-report'

describe('the slowest files at the end of a run', () => {
  it('names the ten slowest, slowest first, with their time and project', () => {
    const times = Array.from({ length: 14 }, (_, i) => ({ file: `tests/f${i}.test.ts`, project: i % 2 ? 'browser' : 'unit', ms: (i * 7919) % 14 * 1000 + 0.4 }))
    const lines = slowestLines(times)
    expect(lines).toHaveLength(10)
    expect(lines[0]).toBe('  13,000 ms  tests/f3.test.ts (browser)')
    expect(lines[9]).toBe('   4,000 ms  tests/f2.test.ts (unit)')
    const shown = lines.map((line) => Number(line.trim().split(' ')[0]!.replace(/,/g, '')))
    expect(shown).toEqual([...shown].sort((a, b) => b - a))
  })

  it('prints what there is when a run has fewer than ten files', () => {
    expect(slowestLines([{ file: 'a.test.ts', project: '', ms: 12.6 }])).toEqual(['  13 ms  a.test.ts'])
  })
})
