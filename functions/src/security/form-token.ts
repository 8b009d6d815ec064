/**
 * The hidden field that says when a public form was rendered (the minimum fill time):
 * `{milliseconds in base 36}.{HMAC-SHA256 of it}`, signed with a key only the server knows, so a
 * script can neither forge an older time nor reuse a token altered by hand. The key is made once
 * per store and kept in the store's own records (ContentStore.writeMeta), so every instance of a
 * Firebase deployment signs and checks with the same one.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { ContentStore } from '../backends/ports'

export const FORM_SECRET_META_KEY = 'formSecret'

/** Longest a rendered form stays usable (a page may be served from the render cache for days). */
export const FORM_TOKEN_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000

const secrets = new WeakMap<ContentStore, Promise<Buffer>>()

/** The store's signing key: read, or made and written on first use (then read back, so two instances starting together agree). */
export function formSecret(store: ContentStore): Promise<Buffer> {
  let secret = secrets.get(store)
  if (!secret) {
    secret = (async () => {
      const stored = await store.readMeta(FORM_SECRET_META_KEY)
      if (typeof stored?.key === 'string' && stored.key.length >= 43) return Buffer.from(stored.key, 'base64url')
      await store.writeMeta(FORM_SECRET_META_KEY, { key: randomBytes(32).toString('base64url') })
      const written = await store.readMeta(FORM_SECRET_META_KEY)
      return Buffer.from(String(written?.key), 'base64url')
    })()
    secrets.set(store, secret)
    // A failed read is tried again by the next request instead of sticking.
    secret.catch(() => secrets.delete(store))
  }
  return secret
}

function sign(secret: Buffer, payload: string): string {
  return createHmac('sha256', secret).update(`form-token:${payload}`).digest('base64url')
}

/** A token for a form rendered at `nowMs`. */
export function issueFormToken(secret: Buffer, nowMs: number): string {
  const payload = Math.floor(nowMs).toString(36)
  return `${payload}.${sign(secret, payload)}`
}

export type FormTokenCheck = { ok: true; ageMs: number } | { ok: false; reason: 'missing' | 'forged' | 'expired' }

/** How long ago the form was rendered, if the token is one this server signed and not too old. */
export function checkFormToken(secret: Buffer, token: unknown, nowMs: number): FormTokenCheck {
  if (typeof token !== 'string' || token === '') return { ok: false, reason: 'missing' }
  const match = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return { ok: false, reason: 'forged' }
  const expected = Buffer.from(sign(secret, match[1]!))
  const given = Buffer.from(match[2]!)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'forged' }
  const ageMs = nowMs - parseInt(match[1]!, 36)
  if (ageMs > FORM_TOKEN_MAX_AGE_MS) return { ok: false, reason: 'expired' }
  // A token from the future (clocks of two instances apart) counts as just rendered.
  return { ok: true, ageMs: Math.max(0, ageMs) }
}
