/**
 * The QR code of an `otpauth://` address, as inline SVG drawn on the server by the `qrcode`
 * package: no image request, no script, nothing the Content-Security-Policy has to allow (the
 * SVG is two paths with fill and stroke attributes, no style and no script). The package (and
 * pngjs beneath it, 130 KB) loads on the first QR drawn: a site instance's start never needs it.
 */

/** Longest address accepted (an issuer of 200 characters and an email of 254 fit). */
export const OTPAUTH_URI_MAX = 700

/** `otpauth://totp/...` with a base32 secret, or null (what the browser sends on Firebase is checked). */
export function isTotpUri(value: string): boolean {
  if (value.length > OTPAUTH_URI_MAX || !value.startsWith('otpauth://totp/')) return false
  try {
    const url = new URL(value)
    return /^[A-Z2-7]+=*$/i.test(url.searchParams.get('secret') ?? '')
  } catch {
    return false
  }
}

/** The SVG markup of the QR code (error correction M: readable from a screen at any size). */
export async function qrSvg(text: string): Promise<string> {
  const { default: QRCode } = await import('qrcode')
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#000000', light: '#ffffff' } })
  // The markup is the package's own: check it stayed the plain drawing this module promises.
  if (!/^<svg [^>]*>(<path [^<>]*\/>)+<\/svg>\s*$/.test(svg) || /script|style|on[a-z]+=|href/i.test(svg)) throw new Error('unexpected QR markup')
  return svg.trim()
}
