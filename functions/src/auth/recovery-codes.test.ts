import { describe, expect, it } from 'vitest'
import { generateRecoveryCodes, hashRecoveryCode, normalizeRecoveryCode } from './recovery-codes'

describe('recovery codes', () => {
  it('makes ten distinct codes of 12 base32 characters in three groups', () => {
    const codes = generateRecoveryCodes()
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    for (const code of codes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{4}-[0-9a-hjkmnp-tv-z]{4}-[0-9a-hjkmnp-tv-z]{4}$/)
    expect(generateRecoveryCodes()).not.toEqual(codes)
  })

  it('reads a code as typed: any case, spaces or dashes, O for 0 and I or L for 1', () => {
    expect(normalizeRecoveryCode('K7M2-X9QP-4HFD')).toBe('k7m2x9qp4hfd')
    expect(normalizeRecoveryCode(' k7m2 x9qp 4hfd ')).toBe('k7m2x9qp4hfd')
    expect(normalizeRecoveryCode('oooo-iiii-llll')).toBe('000011111111')
    for (const bad of ['', 'k7m2-x9qp', 'k7m2-x9qp-4hfd-0', 'k7m2-x9qp-4hfu', '123456', 'ü'.repeat(12)]) expect(normalizeRecoveryCode(bad), bad).toBeNull()
  })

  it('hashes per account: the same code of two accounts has two hashes, and typing variants one', () => {
    const [code] = generateRecoveryCodes(1)
    const hash = hashRecoveryCode('uid-a', code!)
    expect(hash).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(hashRecoveryCode('uid-a', code!.toUpperCase().replace(/-/g, ' '))).toBe(hash)
    expect(hashRecoveryCode('uid-b', code!)).not.toBe(hash)
    expect(hash).not.toContain(code!.replace(/-/g, ''))
    expect(hashRecoveryCode('uid-a', 'bukan kode')).toBeNull()
  })
})
