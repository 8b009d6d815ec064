/**
 * A sliding-window limit whose count every app instance shares where the backend's counters are
 * shared (Firestore: docs/decisions/0046-shared-form-limits.md), and stays in memory where they are not (embedded).
 *
 * Over shared counters, each instance also keeps its own view:
 * - events it saw let through, and keys the shared count refused until when: a key already past
 *   the limit here is refused without asking Firestore, so a flood from one address costs one
 *   read per instance, then nothing, until the window moves;
 * - the fallback: when the shared count cannot answer within its deadline (counters' adapter),
 *   this instance's own count decides, as before the limits were shared. Nobody is locked out by
 *   an outage and no request waits on it; the limit is then per instance again until it answers.
 * Keys are hashed with the form secret before they leave the process (HMAC-SHA-256): the store
 * holds neither addresses nor emails, and a hash cannot be checked against a guessed address
 * without the secret.
 */
import { createHmac } from 'node:crypto'
import type { RateCounters, RateWindow } from '../backends/ports'
import { SlidingWindowLimiter } from './sliding-window'

/** Keys remembered as refused, at most (memory stays bounded under a flood of addresses). */
const MAX_REFUSED_KEYS = 50_000

export class SharedWindow {
  readonly #own: SlidingWindowLimiter
  /** Keys the shared count refused, and until when (ms), least recently refused first. */
  readonly #refusedUntil = new Map<string, number>()
  #warnedAt = Number.NEGATIVE_INFINITY

  constructor(
    /** The limit's name in the store (`inquiries-address`): each form counts apart. */
    readonly name: string,
    readonly rule: RateWindow,
    readonly counters: RateCounters,
  ) {
    this.#own = new SlidingWindowLimiter(rule)
  }

  /** Counts one event of `key`: 0 when it may go, else the milliseconds until it may (nothing counted then). */
  async hit(key: string, nowMs: number, secret: Buffer): Promise<number> {
    if (!this.counters.shared) return this.counters.hit(this.name, key, this.rule, nowMs)
    // A limit too high for the shared counters to hold: this instance's own count alone.
    if (this.rule.limit > this.counters.maxLimit) return this.#own.hit(key, nowMs)
    const refused = this.#refusedUntil.get(key)
    if (refused !== undefined) {
      if (refused > nowMs) return refused - nowMs
      this.#refusedUntil.delete(key)
    }
    // This instance's events alone fill the window: the shared count, which holds them, would refuse.
    const ownWait = this.#own.wait(key, nowMs)
    if (ownWait) return ownWait
    let wait: number
    try {
      wait = await this.counters.hit(this.name, hashKey(secret, this.name, key), this.rule, nowMs)
    } catch (error) {
      this.#warnOnce(error)
      return this.#own.hit(key, nowMs)
    }
    if (wait) this.#refuse(key, nowMs + wait)
    else this.#own.hit(key, nowMs)
    return wait
  }

  #refuse(key: string, until: number) {
    this.#refusedUntil.delete(key)
    this.#refusedUntil.set(key, until)
    if (this.#refusedUntil.size > MAX_REFUSED_KEYS) {
      const oldest = this.#refusedUntil.keys().next().value
      if (oldest !== undefined) this.#refusedUntil.delete(oldest)
    }
  }

  /** At most once a minute: an outage would otherwise write a line per form post. */
  #warnOnce(error: unknown) {
    if (performance.now() - this.#warnedAt < 60_000) return
    this.#warnedAt = performance.now()
    const reason = error instanceof Error ? error.message : String(error)
    console.warn(`rate limit ${this.name}: the shared count did not answer (${reason}); this instance counts alone meanwhile`)
  }
}

/** The key as the store sees it: 128 bits of an HMAC, in characters a document id may hold. */
export function hashKey(secret: Buffer, name: string, key: string): string {
  return createHmac('sha256', secret).update(`${name}\n${key}`).digest('base64url').slice(0, 22)
}
