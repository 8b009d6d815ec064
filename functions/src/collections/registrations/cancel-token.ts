/**
 * Cancel links: each email about a registration carries a fresh token of 32 random bytes; the
 * store keeps only its SHA-256 (as invitation and reset links are kept, decision 49), so a copy
 * of the store holds no working link, and a link is found by its hash.
 */
import { createHash, randomBytes } from 'node:crypto'

/** A token as links carry it: 43 base64url characters. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/

/** The hash the store keeps of `token` (hex). */
export function cancelTokenHash(token: string): string {
  return createHash('sha256').update(`alr-registration-cancel\u0000${token}`).digest('hex')
}

/** A new token and its hash. */
export function newCancelToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: cancelTokenHash(token) }
}

/** Whether `value` is shaped like a token we issue (anything else is not looked up). */
export function isCancelToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_SHAPE.test(value)
}

/** Hashes kept per registration at most: a few emails each; the oldest links stop working past it. */
export const CANCEL_HASHES_KEPT = 12
