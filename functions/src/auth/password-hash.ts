import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

/**
 * scrypt parameters: N=2^15, r=8, p=1 (OWASP's minimum recommendation is N=2^17 with r=8,p=1
 * or an equivalent cost; 2^15 keeps sign-in near 100 ms on a small server; stored with each
 * hash so they can be raised later without breaking existing accounts).
 */
const PARAMS = { N: 2 ** 15, r: 8, p: 1 }
const KEY_LENGTH = 32

function scryptAsync(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, keylen, { ...options, maxmem: 128 * options.N! * options.r! * 2 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  )
}

/** `scrypt$N$r$p$salt$hash`, base64url parts. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await scryptAsync(password, salt, KEY_LENGTH, PARAMS)
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

export async function verifyPasswordHash(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64url')
  const key = await scryptAsync(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  })
  return key.length === expected.length && timingSafeEqual(key, expected)
}

/** A hash of a random password, compared against when the email is unknown, so both paths cost the same. */
let decoyHash: Promise<string> | null = null
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'))
  return decoyHash
}

/** A password readable enough to type once from a terminal: 4 groups of 5 characters. */
export function generatePassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  const bytes = randomBytes(20)
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length])
  return [0, 5, 10, 15].map((i) => chars.slice(i, i + 5).join('')).join('-')
}
