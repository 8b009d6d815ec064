/**
 * Recovery codes: one-time codes shown once at enrolment, for a staff member who lost the phone
 * with the authenticator app. Only their hashes are stored.
 *
 * A code is 12 characters of Crockford's base32 alphabet (60 random bits), shown as
 * `xxxx-xxxx-xxxx`. 60 bits make a stored hash useless to anyone who copies the store (2^60
 * guesses per account), so a fast hash is enough, salted with the account's uid so equal codes
 * of two accounts never share a hash; a slow hash would make each sign-in with a recovery code
 * cost ten password hashes.
 */
import { createHash, randomInt } from 'node:crypto'
import { RECOVERY_CODE_COUNT } from '../../../shared/two-factor'

/** Crockford's base32: no I, L, O or U, so nothing reads as another character. */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz'
const LENGTH = 12

/** New codes, as shown to the staff member (`k7m2-x9qp-4hfd`). */
export function generateRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  const codes = new Set<string>()
  while (codes.size < count) {
    let raw = ''
    for (let i = 0; i < LENGTH; i++) raw += ALPHABET[randomInt(ALPHABET.length)]
    codes.add(`${raw.slice(0, 4)}-${raw.slice(4, 8)}-${raw.slice(8)}`)
  }
  return [...codes]
}

/**
 * The code as stored, from what was typed: case, spaces and dashes do not matter, and the
 * letters Crockford's alphabet reads as digits (O as 0, I and L as 1) are taken as those. Null
 * when it cannot be a recovery code.
 */
export function normalizeRecoveryCode(input: string): string | null {
  const code = input
    .toLowerCase()
    .replace(/[\s-]/g, '')
    .replace(/o/g, '0')
    .replace(/[il]/g, '1')
  if (code.length !== LENGTH) return null
  for (const char of code) if (!ALPHABET.includes(char)) return null
  return code
}

/** The stored form of a code of one account. */
export function hashRecoveryCode(uid: string, code: string): string | null {
  const normalized = normalizeRecoveryCode(code)
  if (!normalized) return null
  return createHash('sha256').update(`alr-recovery-code\u0000${uid}\u0000${normalized}`).digest('base64url')
}
