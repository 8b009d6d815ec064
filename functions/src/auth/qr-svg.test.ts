import { describe, expect, it } from 'vitest'
import { isTotpUri, qrSvg } from './qr-svg'
import { newTotpSecret, totpUri } from './totp'

describe('qrSvg', () => {
  it('draws an otpauth address as plain inline SVG: no script, style or link', async () => {
    const svg = await qrSvg(totpUri(newTotpSecret(), 'siti@kantor.test', 'Adiwarsa Lubis & Rekan'))
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
    expect(svg).toMatch(/viewBox="0 0 \d+ \d+"/)
    expect(svg).not.toMatch(/<script|style=|href|on\w+=/i)
  })

  it('takes only otpauth TOTP addresses with a base32 secret, of bounded length', () => {
    expect(isTotpUri(totpUri(newTotpSecret(), 'a@b.test', 'Firma'))).toBe(true)
    for (const bad of ['https://evil.example', 'otpauth://hotp/x?secret=ABC', 'otpauth://totp/x?secret=ab!c', 'otpauth://totp/x', `otpauth://totp/${'x'.repeat(800)}?secret=ABC`, 'javascript:alert(1)']) {
      expect(isTotpUri(bad), bad.slice(0, 40)).toBe(false)
    }
  })
})
