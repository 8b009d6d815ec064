import { describe, expect, it } from 'vitest'
import { checkTotp, newTotpSecret, normalizeTotpCode, totpCode, totpStep, totpUri } from './totp'

/** RFC 6238 appendix B's SHA-1 seed, "12345678901234567890" in ASCII, as base32. */
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'

describe('TOTP (RFC 6238)', () => {
  it('gives the RFC test vectors (their last 6 digits: apps show 6)', () => {
    // Appendix B: T = 59 s → 94287082, 1111111109 → 07081804, 1234567890 → 89005924, 2000000000 → 69279037.
    expect(totpCode(RFC_SECRET, 59_000)).toBe('287082')
    expect(totpCode(RFC_SECRET, 1_111_111_109_000)).toBe('081804')
    expect(totpCode(RFC_SECRET, 1_234_567_890_000)).toBe('005924')
    expect(totpCode(RFC_SECRET, 2_000_000_000_000)).toBe('279037')
  })

  it('makes 160-bit base32 secrets and an otpauth address naming the firm and the account', () => {
    const secret = newTotpSecret()
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(newTotpSecret()).not.toBe(secret)
    const uri = new URL(totpUri(secret, 'siti@kantor.test', 'Adiwarsa Lubis & Rekan'))
    expect(uri.protocol).toBe('otpauth:')
    expect(uri.host).toBe('totp')
    expect(decodeURIComponent(uri.pathname)).toBe('/Adiwarsa Lubis & Rekan:siti@kantor.test')
    expect(Object.fromEntries(uri.searchParams)).toEqual({ secret, issuer: 'Adiwarsa Lubis & Rekan', algorithm: 'SHA1', digits: '6', period: '30' })
  })

  it('accepts the current code and one step either side, nothing further', () => {
    const at = 1_700_000_015_000
    const step = totpStep(at)
    expect(checkTotp(RFC_SECRET, totpCode(RFC_SECRET, at), at, null)).toEqual({ ok: true, step })
    expect(checkTotp(RFC_SECRET, totpCode(RFC_SECRET, at - 30_000), at, null)).toEqual({ ok: true, step: step - 1 })
    expect(checkTotp(RFC_SECRET, totpCode(RFC_SECRET, at + 30_000), at, null)).toEqual({ ok: true, step: step + 1 })
    expect(checkTotp(RFC_SECRET, totpCode(RFC_SECRET, at - 60_000), at, null)).toEqual({ ok: false, reason: 'wrong' })
    expect(checkTotp(RFC_SECRET, totpCode(RFC_SECRET, at + 60_000), at, null)).toEqual({ ok: false, reason: 'wrong' })
    expect(checkTotp(newTotpSecret(), totpCode(RFC_SECRET, at), at, null).ok).toBe(false)
  })

  it('refuses a code whose step was already used, and earlier steps, within their window', () => {
    const at = 1_700_000_015_000
    const code = totpCode(RFC_SECRET, at)
    const first = checkTotp(RFC_SECRET, code, at, null)
    expect(first.ok).toBe(true)
    const used = (first as { step: number }).step
    // The same code again, 10 s later: still inside its window, refused as reused.
    expect(checkTotp(RFC_SECRET, code, at + 10_000, used)).toEqual({ ok: false, reason: 'reused' })
    // The previous step's code (still valid by the window) is refused too.
    expect(checkTotp(RFC_SECRET, totpCode(RFC_SECRET, at - 30_000), at, used)).toEqual({ ok: false, reason: 'reused' })
    // The next step's code is fresh.
    expect(checkTotp(RFC_SECRET, totpCode(RFC_SECRET, at + 30_000), at + 30_000, used)).toEqual({ ok: true, step: used + 1 })
  })

  it('reads codes typed with spaces or a dash, and refuses anything else without throwing', () => {
    expect(normalizeTotpCode(' 123 456 ')).toBe('123456')
    expect(normalizeTotpCode('123-456')).toBe('123456')
    for (const bad of ['', '12345', '1234567', 'abcdef', '12345６', '١٢٣٤٥٦', '123456\u0000', 'x'.repeat(10_000)]) {
      expect(normalizeTotpCode(bad), bad.slice(0, 20)).toBeNull()
      expect(checkTotp(RFC_SECRET, bad, 59_000, null)).toEqual({ ok: false, reason: 'wrong' })
    }
  })
})
