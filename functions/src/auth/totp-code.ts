/**
 * The shape of a typed one-time code, apart from the `otpauth` library (totp.ts): the sign-in's
 * second step reads it on every backend, and Firebase checks the code itself.
 */
import { TOTP_DIGITS } from '../../../shared/two-factor'

/** Spaces and dashes apps show inside codes ("123 456") are not part of them. */
export function normalizeTotpCode(input: string): string | null {
  const code = input.replace(/[\s-]/g, '')
  return code.length === TOTP_DIGITS && /^\d+$/.test(code) ? code : null
}
