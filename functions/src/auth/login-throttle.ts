/**
 * Slows repeated failed sign-ins without letting anyone lock staff out (docs/security.md):
 *
 * - per account AND address: after FREE_FAILURES failures in the window, each further attempt
 *   for that account from that address waits, doubling up to MAX_WAIT_MS. Guessing one
 *   account's password from one place is slowed; nobody else is.
 * - per address: many accounts tried from one address (credential stuffing) are slowed after
 *   FREE_FAILURES_PER_ADDRESS, for that address only (an office behind one NAT gets room).
 * - per account, from many addresses (a distributed guess): beyond ACCOUNT_FAILURES_BEFORE_SLOWING
 *   failures in the window, an address that has itself used up its FREE_FAILURES for that
 *   account waits as long as the account does (up to MAX_WAIT_MS at once, instead of its own
 *   doubling from FIRST_WAIT_MS). An address with fewer failures for the account is never
 *   slowed by it: from a clean address the owner gets the same free failures as when nobody is
 *   attacking, whatever an attacker does elsewhere.
 *
 * Kept in memory: a restart forgets it, which only ever makes sign-in easier for the owner.
 */
export const FREE_FAILURES = 5
export const WINDOW_MS = 15 * 60_000
export const FIRST_WAIT_MS = 30_000
export const MAX_WAIT_MS = 15 * 60_000
/** Many accounts tried from one address: allow more failures before slowing (shared offices). */
export const FREE_FAILURES_PER_ADDRESS = 20
/** Failures of one account from every address before the addresses past their own free failures wait as long as it. */
export const ACCOUNT_FAILURES_BEFORE_SLOWING = 100
/** Records kept at most; past that the quietest are forgotten (memory stays bounded under attack). */
export const MAX_ENTRIES = 50_000

interface Entry {
  failures: number[]
  blockedUntil: number
}

const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`
const pairKey = (email: string, address: string) => `pair:${email.trim().toLowerCase()}|${address}`
const addressKey = (address: string) => `address:${address}`

export class LoginThrottle {
  #entries = new Map<string, Entry>()
  constructor(private readonly now: () => number = Date.now) {}

  #entry(key: string): Entry | undefined {
    const entry = this.#entries.get(key)
    if (!entry) return undefined
    const cutoff = this.now() - WINDOW_MS
    entry.failures = entry.failures.filter((t) => t > cutoff)
    return entry
  }

  #wait(key: string, now: number): number {
    return Math.max(0, (this.#entry(key)?.blockedUntil ?? 0) - now)
  }

  /**
   * Milliseconds the caller must still wait before trying this account from this address
   * (0 = go). `address` is the client's real address (security/client-address.ts), never a
   * placeholder shared by unrelated clients.
   */
  waitFor(email: string, address: string): number {
    const now = this.now()
    const pair = this.#entry(pairKey(email, address))
    const own = Math.max(this.#wait(pairKey(email, address), now), this.#wait(addressKey(address), now))
    // The account-wide slowing reaches only addresses that have used up their own free failures
    // for this account: an owner with a typo or two from a clean address is never held back by
    // what an attacker does from elsewhere (one typo after 25 addresses x 6 failures
    // answered 429 for 15 minutes).
    const accountWide = pair && pair.failures.length >= FREE_FAILURES ? this.#wait(accountKey(email), now) : 0
    return Math.max(own, accountWide)
  }

  recordFailure(email: string, address: string): void {
    const now = this.now()
    for (const [key, free] of [
      [pairKey(email, address), FREE_FAILURES],
      [addressKey(address), FREE_FAILURES_PER_ADDRESS],
      [accountKey(email), ACCOUNT_FAILURES_BEFORE_SLOWING],
    ] as const) {
      let entry = this.#entry(key)
      if (!entry) {
        entry = { failures: [], blockedUntil: 0 }
      } else {
        this.#entries.delete(key) // re-inserted: the Map's order is "least recently failed first"
      }
      this.#entries.set(key, entry)
      entry.failures.push(now)
      // Only the window's last failures matter; an attacker's burst cannot grow one entry.
      if (entry.failures.length > free + 64) entry.failures.splice(0, entry.failures.length - free - 64)
      const over = entry.failures.length - free
      if (over > 0) entry.blockedUntil = now + Math.min(MAX_WAIT_MS, FIRST_WAIT_MS * 2 ** Math.min(over - 1, 30))
    }
    this.#bound()
  }

  /** A successful sign-in clears that account's records from that address (not the others'). */
  recordSuccess(email: string, address: string): void {
    this.#entries.delete(pairKey(email, address))
  }

  get size(): number {
    return this.#entries.size
  }

  #bound() {
    while (this.#entries.size > MAX_ENTRIES) {
      const oldest = this.#entries.keys().next().value
      if (oldest === undefined) break
      this.#entries.delete(oldest)
    }
  }
}

/** "30 detik", "2 menit": how long to wait, rounded up, in Indonesian. */
export function waitMessage(ms: number): string {
  const seconds = Math.ceil(ms / 1000)
  const wait = seconds < 60 ? `${seconds} detik` : `${Math.ceil(seconds / 60)} menit`
  return `Terlalu banyak percobaan masuk yang gagal. Coba lagi dalam ${wait}.`
}
