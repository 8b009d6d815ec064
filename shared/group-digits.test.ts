import { describe, expect, it } from 'vitest'
import { groupDigits } from './group-digits'

describe('groupDigits', () => {
  it('writes whole numbers as toLocaleString does in Indonesian and in English', () => {
    for (const n of [0, 7, 42, 999, 1000, 5000, 12_345, 100_000, 1_000_000, 123_456_789, -5000]) {
      expect(groupDigits(n)).toBe(n.toLocaleString('id-ID'))
      expect(groupDigits(n, 'en')).toBe(n.toLocaleString('en-GB'))
    }
  })
})
