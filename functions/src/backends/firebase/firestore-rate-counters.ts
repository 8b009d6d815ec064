/**
 * The form limits' counters on Firebase, shared by every Functions instance (docs/decisions/0046-shared-form-limits.md).
 * A key's window is `limit` slot documents, `rateCounters/{name}~{key}~{slot}`, each holding the
 * time of one event let through (`at`, ms) and `expireAt`, when that event leaves the window, for
 * Firestore's TTL policy (firestore.indexes.json) to delete the document. A slot is free when it
 * is missing or its event has left the window; the key is at its limit when none is. Keys arrive
 * hashed (security/shared-window.ts): no address or email is stored. No client reads or writes
 * the collection (firestore.rules names no rule for it).
 *
 * An event reads the key's slots in one request and takes a free one with a write that holds
 * only if the slot is still as read (created if missing, else its update time unchanged): no
 * transaction, whose locks made ten posts of one key at once queue for seconds. Events arriving
 * together take different slots, picked at random; one that loses its slot to another instance
 * reads again. Cost per event: `limit` reads, plus one write when it is let through (a refusal
 * writes nothing). Its deadline is short and its breaker its own: a slow or unreachable
 * Firestore costs a request at most the deadline, after which the caller counts in memory.
 */
import type { Firestore } from 'firebase-admin/firestore'
import { Timestamp } from './firestore-sdk'
import { StoreUnavailableError, type RateCounters, type RateWindow } from '../ports'
import { guardMethods, ServiceGuard } from '../with-deadline'

export const RATE_COUNTERS_COLLECTION = 'rateCounters'

/**
 * How long a count may take before the instance's own count decides: a form post is not held up
 * for a limit. Two round trips when nobody else counts the key, a few more in a burst.
 */
export const RATE_COUNTER_DEADLINE_MS = 1500

/** gRPC codes of a write that lost its slot to another instance's: read again and retry. */
const LOST_RACE = new Set([5 /* NOT_FOUND: deleted by TTL since read */, 6 /* ALREADY_EXISTS */, 9 /* FAILED_PRECONDITION */])
/** Rounds one event may lose before it gives up (the caller then counts in memory). */
const MAX_ROUNDS = 10

/**
 * The most slots a key's window may have: each event reads them all. A form limit above it
 * (FORM_LIMIT_PER_ADDRESS and FORM_LIMIT_PER_EMAIL go to 9999) is lax enough to stay per instance.
 */
export const MAX_SHARED_LIMIT = 50

export class FirestoreRateCounters implements RateCounters {
  readonly shared = true
  readonly maxLimit = MAX_SHARED_LIMIT

  constructor(private readonly db: Firestore) {}

  async hit(name: string, key: string, rule: RateWindow, nowMs: number): Promise<number> {
    if (rule.limit > MAX_SHARED_LIMIT) throw new RangeError(`a shared limit takes at most ${MAX_SHARED_LIMIT} events a window, not ${rule.limit}`)
    const slots = Array.from({ length: rule.limit }, (_, slot) => this.db.collection(RATE_COUNTERS_COLLECTION).doc(`${name}~${key}~${slot}`))
    const since = nowMs - rule.windowMs
    for (let round = 0; ; round++) {
      const snapshots = await this.db.getAll(...slots)
      const times = snapshots.map((snapshot) => {
        const at: unknown = snapshot.get('at')
        return typeof at === 'number' ? at : Number.NEGATIVE_INFINITY
      })
      // An instance whose clock runs ahead writes times after ours: they count all the same.
      const free = times.flatMap((at, slot) => (at > since ? [] : [slot]))
      if (free.length === 0) return Math.max(1, Math.min(...times) + rule.windowMs - nowMs)
      const slot = free[Math.floor(Math.random() * free.length)]!
      const snapshot = snapshots[slot]!
      const data = { at: nowMs, expireAt: Timestamp.fromMillis(nowMs + rule.windowMs) }
      try {
        if (snapshot.exists) await slots[slot]!.update(data, { lastUpdateTime: snapshot.updateTime! })
        else await slots[slot]!.create(data)
        return 0
      } catch (error) {
        if (!LOST_RACE.has((error as { code?: unknown }).code as number) || round + 1 >= MAX_ROUNDS) throw error
      }
    }
  }
}

/** The counters under their own deadline and breaker (with-deadline.ts). */
export function guardRateCounters(counters: FirestoreRateCounters, deadlineMs = RATE_COUNTER_DEADLINE_MS, probeMs = deadlineMs): FirestoreRateCounters {
  const guard = new ServiceGuard({
    service: 'rate counters',
    unavailable: (message, cause) => new StoreUnavailableError(message, { cause }),
    // Anything but an answer: a count that kept losing its slot included.
    isOutage: () => true,
    probeMs,
  })
  return guardMethods(counters, guard, { hit: deadlineMs })
}
