/**
 * Limits on the second step of a sign-in (a code after the right password), built from the
 * sign-in throttle (login-throttle.ts):
 *
 * - per account and address, exactly as wrong passwords are slowed (5 free failures in 15
 *   minutes, then 30 s doubling up to 15 minutes);
 * - per account from every address together, with the same curve. Wrong passwords never slow an
 *   account for addresses that have not failed (nobody can lock staff out by guessing), but
 *   whoever reaches the second step knows the password: slowing the account everywhere only
 *   holds back someone who has it, and keeps a guesser with many addresses at a few dozen codes
 *   an hour instead of millions. The account-wide count is not cleared by a success, so a
 *   guesser's budget does not refill when the owner signs in.
 *
 * Each waiting sign-in also takes at most MAX_CODES_PER_SIGN_IN wrong codes (auth routes).
 */
import { LoginThrottle } from './login-throttle'

/** Wrong codes one waiting sign-in may take before the password is asked again. */
export const MAX_CODES_PER_SIGN_IN = 5

export class SecondStepThrottle {
  readonly #perAddress: LoginThrottle
  readonly #perAccount: LoginThrottle

  constructor(now: () => number = Date.now) {
    this.#perAddress = new LoginThrottle(now)
    this.#perAccount = new LoginThrottle(now)
  }

  /** Milliseconds to wait before this account may try a code from this address (0 = go). */
  waitFor(uid: string, address: string): number {
    // The account as its own "address": one key per account, whatever the client's address.
    return Math.max(this.#perAddress.waitFor(uid, address), this.#perAccount.waitFor(uid, `account:${uid}`))
  }

  recordFailure(uid: string, address: string): void {
    this.#perAddress.recordFailure(uid, address)
    this.#perAccount.recordFailure(uid, `account:${uid}`)
  }

  recordSuccess(uid: string, address: string): void {
    this.#perAddress.recordSuccess(uid, address)
  }
}

/** "30 detik", "2 menit": how long to wait, in Indonesian, for the second step. */
export function codeWaitMessage(ms: number): string {
  const seconds = Math.ceil(ms / 1000)
  const wait = seconds < 60 ? `${seconds} detik` : `${Math.ceil(seconds / 60)} menit`
  return `Terlalu banyak kode yang salah untuk akun ini. Coba lagi dalam ${wait}.`
}
