/**
 * The signed links of a subscription: confirm a request, manage one's interests, and
 * unsubscribe. A link is `{purpose}.{subscriber id}[.{expiry}].{HMAC-SHA256}`, signed with a key
 * derived from the store's form secret (inbox/form-token.ts: made once, shared by every
 * instance) and bound to a value kept on the subscriber's record, so a link dies with it:
 * - confirm: expires after CONFIRM_LINK_DAYS, bound to `confirmNonce` (cleared on unsubscribe, so
 *   an old confirmation cannot subscribe an address that has left);
 * - manage: expires after MANAGE_LINK_DAYS (it shows the address and the choices), bound to `linkKey`;
 * - unsubscribe: never expires (RFC 8058: the link in a mail read months later must still work),
 *   bound to `linkKey`.
 * Nothing in a link says whether an address is subscribed: only the holder of a genuine link
 * learns anything, and only about that subscription.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { CONFIRM_LINK_DAYS, MANAGE_LINK_DAYS } from '../../../shared/collections/subscribers'
import type { Subscriber } from '../../../shared/schemas/types'
import type { ContentStore } from '../backends/ports'
import { formSecret } from '../security/form-token'

export type LinkPurpose = 'confirm' | 'manage' | 'unsubscribe'

const PREFIX: Record<LinkPurpose, string> = { confirm: 'c', manage: 'm', unsubscribe: 'u' }
const DAY_MS = 86_400_000
const LIFETIME_MS: Record<LinkPurpose, number | null> = { confirm: CONFIRM_LINK_DAYS * DAY_MS, manage: MANAGE_LINK_DAYS * DAY_MS, unsubscribe: null }

/** The longest token accepted: anything longer is refused before it is split or hashed. */
export const LINK_TOKEN_MAX = 160

const keys = new WeakMap<ContentStore, Promise<Buffer>>()

/** The links' key: derived from the form secret, so one stored secret serves both and neither signs the other's tokens. */
export function linkKey(store: ContentStore): Promise<Buffer> {
  let key = keys.get(store)
  if (!key) {
    key = formSecret(store).then((secret) => createHmac('sha256', secret).update('subscription-links-v1').digest())
    keys.set(store, key)
    key.catch(() => keys.delete(store))
  }
  return key
}

/** A fresh random value for `confirmNonce` or `linkKey`. */
export function newLinkSecret(): string {
  return randomBytes(18).toString('base64url')
}

function mac(key: Buffer, purpose: LinkPurpose, id: string, expiry: string, bound: string): string {
  return createHmac('sha256', key).update(`${purpose}:${id}:${expiry}:${bound}`).digest('base64url')
}

function boundValue(purpose: LinkPurpose, subscriber: Pick<Subscriber, 'confirmNonce' | 'linkKey'>): string {
  return purpose === 'confirm' ? subscriber.confirmNonce : subscriber.linkKey
}

/** A link token for `subscriber`, valid from `nowMs` for the purpose's lifetime. */
export function signLink(key: Buffer, purpose: LinkPurpose, subscriber: Pick<Subscriber, 'id' | 'confirmNonce' | 'linkKey'>, nowMs: number): string {
  const lifetime = LIFETIME_MS[purpose]
  const expiry = lifetime === null ? '' : Math.floor(nowMs + lifetime).toString(36)
  const signature = mac(key, purpose, subscriber.id, expiry, boundValue(purpose, subscriber))
  return [PREFIX[purpose], subscriber.id, ...(expiry ? [expiry] : []), signature].join('.')
}

export type LinkCheck = { ok: true; subscriber: Subscriber } | { ok: false; reason: 'invalid' | 'expired' | 'used' }

const ID = /^[A-Za-z0-9_-]{1,64}$/
const EXPIRY = /^[0-9a-z]{1,12}$/
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/

/**
 * The subscriber a token names, if it is a link this server signed for `purpose`, bound to the
 * record's current value and not expired. Malformed, forged and unknown tokens are all
 * `invalid`; `expired`, and `used` (a confirmation of a subscription no longer waiting for it),
 * are said only of a genuine link (its signature checked first), whose holder may learn that.
 */
export async function checkLink(store: ContentStore, purpose: LinkPurpose, token: unknown, nowMs: number): Promise<LinkCheck> {
  const invalid: LinkCheck = { ok: false, reason: 'invalid' }
  if (typeof token !== 'string' || token.length > LINK_TOKEN_MAX) return invalid
  const parts = token.split('.')
  const timed = LIFETIME_MS[purpose] !== null
  if (parts.length !== (timed ? 4 : 3) || parts[0] !== PREFIX[purpose]) return invalid
  const id = parts[1]!
  const expiry = timed ? parts[2]! : ''
  const signature = parts[parts.length - 1]!
  if (!ID.test(id) || (timed && !EXPIRY.test(expiry)) || !SIGNATURE.test(signature)) return invalid
  const [key, subscriber] = await Promise.all([linkKey(store), store.get('subscribers', id)])
  // The same work whether the record exists or not: a MAC is computed either way.
  const expected = Buffer.from(mac(key, purpose, id, expiry, subscriber ? boundValue(purpose, subscriber) : ''))
  const given = Buffer.from(signature)
  const matches = expected.length === given.length && timingSafeEqual(expected, given)
  if (!subscriber || !matches || !boundValue(purpose, subscriber)) return invalid
  // A confirmation acts once: confirmed (or bounced since), the address is not pending any more.
  if (purpose === 'confirm' && subscriber.status !== 'pending') return { ok: false, reason: 'used' }
  if (timed && parseInt(expiry, 36) < nowMs) return { ok: false, reason: 'expired' }
  return { ok: true, subscriber }
}
