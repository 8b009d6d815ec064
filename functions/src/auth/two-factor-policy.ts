/**
 * The admins' rule "every account must use two-step verification" (Akun Staf), kept in the
 * content store's own records (`readMeta`/`writeMeta`, on both backends) and read on every
 * dashboard request through a short cache, so Firestore is not read on each one.
 */
import type { ContentStore } from '../backends/ports'

export const TWO_FACTOR_POLICY_META = 'two-factor-policy'

/**
 * How long an instance trusts what it read. The instance that changes the rule sees it at once;
 * other Functions instances within this many milliseconds.
 */
export const POLICY_CACHE_MS = 15_000

interface Cached {
  required: boolean
  readAt: number
}

const cache = new WeakMap<Pick<ContentStore, 'readMeta'>, Cached>()

/** Whether admins require two-step verification for every account. */
export async function twoFactorRequired(store: Pick<ContentStore, 'readMeta'>, now = Date.now()): Promise<boolean> {
  const cached = cache.get(store)
  if (cached && now - cached.readAt < POLICY_CACHE_MS && now >= cached.readAt) return cached.required
  const stored = await store.readMeta(TWO_FACTOR_POLICY_META)
  const required = stored?.required === true
  cache.set(store, { required, readAt: now })
  return required
}

/** Sets the rule (the caller logs who did). */
export async function setTwoFactorRequired(store: Pick<ContentStore, 'readMeta' | 'writeMeta'>, required: boolean, by: string, now = Date.now()): Promise<void> {
  await store.writeMeta(TWO_FACTOR_POLICY_META, { required, by, at: new Date(now).toISOString() })
  cache.set(store, { required, readAt: now })
}
