/**
 * Slows repeated failed sign-ins, per account and per client address. After FREE_FAILURES
 * failures in the window, each further attempt must wait, doubling up to MAX_WAIT_MS.
 * Kept in memory: a restart forgets it, which only ever makes sign-in easier for the owner.
 */
export const FREE_FAILURES = 5
export const WINDOW_MS = 15 * 60_000
export const FIRST_WAIT_MS = 30_000
export const MAX_WAIT_MS = 15 * 60_000
/** Many accounts tried from one address: allow more failures before slowing (shared offices). */
export const FREE_FAILURES_PER_ADDRESS = 20

interface Entry {
  failures: number[]
  blockedUntil: number
}

export class LoginThrottle {
  #entries = new Map<string, Entry>()
  constructor(private readonly now: () => number = Date.now) {}

  #entry(key: string): Entry {
    let entry = this.#entries.get(key)
    if (!entry) {
      entry = { failures: [], blockedUntil: 0 }
      this.#entries.set(key, entry)
    }
    const cutoff = this.now() - WINDOW_MS
    entry.failures = entry.failures.filter((t) => t > cutoff)
    return entry
  }

  /** Milliseconds the caller must still wait before trying this account from this address (0 = go). */
  waitFor(email: string, address: string): number {
    const now = this.now()
    const keys = [`email:${email.trim().toLowerCase()}`, `ip:${address}`]
    return Math.max(0, ...keys.map((key) => this.#entry(key).blockedUntil - now))
  }

  recordFailure(email: string, address: string): void {
    const now = this.now()
    for (const [key, free] of [
      [`email:${email.trim().toLowerCase()}`, FREE_FAILURES],
      [`ip:${address}`, FREE_FAILURES_PER_ADDRESS],
    ] as const) {
      const entry = this.#entry(key)
      entry.failures.push(now)
      const over = entry.failures.length - free
      if (over > 0) entry.blockedUntil = now + Math.min(MAX_WAIT_MS, FIRST_WAIT_MS * 2 ** (over - 1))
    }
    this.#sweep()
  }

  /** A successful sign-in clears the account's record (not the address's). */
  recordSuccess(email: string): void {
    this.#entries.delete(`email:${email.trim().toLowerCase()}`)
  }

  #sweep() {
    if (this.#entries.size < 10_000) return
    const cutoff = this.now() - WINDOW_MS
    for (const [key, entry] of this.#entries) {
      if (entry.blockedUntil < this.now() && entry.failures.every((t) => t <= cutoff)) this.#entries.delete(key)
    }
  }
}

/** "30 detik", "2 menit": how long to wait, rounded up, in Indonesian. */
export function waitMessage(ms: number): string {
  const seconds = Math.ceil(ms / 1000)
  const wait = seconds < 60 ? `${seconds} detik` : `${Math.ceil(seconds / 60)} menit`
  return `Terlalu banyak percobaan masuk yang gagal. Coba lagi dalam ${wait}.`
}
