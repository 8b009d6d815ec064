/**
 * Time-based one-time passwords (RFC 6238) with the `otpauth` library: the secret, the
 * `otpauth://` address authenticator apps scan, and the check of a typed code. The check
 * returns the time step the code belongs to, so the caller can refuse a code whose step was
 * already used (RFC 6238 section 5.2: "the verifier MUST NOT accept the second attempt of the
 * OTP after the successful validation has been issued for the first OTP").
 */
import { Secret, TOTP } from 'otpauth'
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS, TOTP_WINDOW } from '../../../shared/two-factor'
import { normalizeTotpCode } from './totp-code'

/** 160 bits, the HMAC-SHA-1 key length RFC 4226 section 4 recommends. */
const SECRET_BYTES = 20

/** A new random secret, base32 (what apps take when it is typed in by hand). */
export function newTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32
}

function totpOf(secret: string, label = '', issuer = ''): TOTP {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(secret) })
}

/** The `otpauth://totp/...` address a QR code carries, naming the firm and the account. */
export function totpUri(secret: string, account: string, issuer: string): string {
  return totpOf(secret, account, issuer).toString()
}

/** The RFC 6238 time step of an instant: T = floor((unix time) / 30). */
export function totpStep(atMs: number): number {
  return Math.floor(atMs / 1000 / TOTP_PERIOD_SECONDS)
}

/** The code of a secret at an instant (tests, and nothing else: the server never shows one). */
export function totpCode(secret: string, atMs: number): string {
  return totpOf(secret).generate({ timestamp: atMs })
}

export { normalizeTotpCode } from './totp-code'

export type TotpCheck = { ok: true; step: number } | { ok: false; reason: 'wrong' | 'reused' }

/**
 * Checks a typed code against a secret at `atMs`, one step either side. `lastStep` is the step
 * of the last code accepted for this secret: a code of that step or an earlier one is refused
 * as reused, even while it is still within its window.
 */
export function checkTotp(secret: string, input: string, atMs: number, lastStep: number | null): TotpCheck {
  const code = normalizeTotpCode(input)
  if (!code) return { ok: false, reason: 'wrong' }
  const delta = totpOf(secret).validate({ token: code, timestamp: atMs, window: TOTP_WINDOW })
  if (delta === null) return { ok: false, reason: 'wrong' }
  const step = totpStep(atMs) + delta
  if (lastStep !== null && step <= lastStep) return { ok: false, reason: 'reused' }
  return { ok: true, step }
}
