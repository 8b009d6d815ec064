import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

/**
 * scrypt parameters: N=2^15, r=8, p=1 by default (OWASP's minimum recommendation is N=2^17
 * with r=8,p=1 or an equivalent cost; 2^15 keeps sign-in near 100 ms on a small server). They
 * are stored with each hash, so the cost can be raised later without breaking existing accounts.
 */
const R = 8
const P = 1
export const DEFAULT_PASSWORD_HASH_COST = 15
export const PASSWORD_HASH_COST_RANGE = { min: 10, max: 17 } as const

/**
 * scrypt's N as a power of two: PASSWORD_HASH_COST (10 to 17, 15 when unset). A larger server
 * may raise it to OWASP's 17, no further: each hash holds 128·N·r bytes (32 MB at 15, 128 MB at
 * 17) and sign-ins hash four at a time (libuv's threads), an unknown email included, so 18 would
 * let anyone's sign-in attempts take a gigabyte. The test suite lowers it, so that its thousands
 * of sign-ins cost CPU time for what they test rather than for hashing (config.ts refuses a
 * value out of range at start; here an unusable one falls back to the default).
 */
export function passwordHashCost(env: NodeJS.ProcessEnv = process.env): number {
  const cost = Number(env.PASSWORD_HASH_COST)
  const usable = Number.isInteger(cost) && cost >= PASSWORD_HASH_COST_RANGE.min && cost <= PASSWORD_HASH_COST_RANGE.max
  return env.PASSWORD_HASH_COST && usable ? cost : DEFAULT_PASSWORD_HASH_COST
}
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
  const params = { N: 2 ** passwordHashCost(), r: R, p: P }
  const key = await scryptAsync(password, salt, KEY_LENGTH, params)
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

/** Whether a stored hash was made at another cost than today's (it is hashed again at the next sign-in). */
export function needsRehash(stored: string): boolean {
  const [scheme, n, r, p] = stored.split('$')
  return scheme !== 'scrypt' || Number(n) !== 2 ** passwordHashCost() || Number(r) !== R || Number(p) !== P
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
