/**
 * Failed sign-ins in Log Aktivitas, bounded and grouped: they used to write a line
 * each, holding up to 254 characters of whatever was typed as the email, kept for a year, so a
 * script could fill the log with its own text as fast as the sign-in slowing let it guess.
 *
 * - What is kept of the typed email: nothing when it names an account (the line is filed under
 *   that account, decision 26); otherwise a masked form, `b…@firma.co.id` with the domain cut at
 *   MAX_DOMAIN characters: enough to recognise a colleague's typo, not a store for anyone's text
 *   (nor a year's record of a stranger's address).
 * - One line per account (or none), address and kind of failure for GROUP_WINDOW_MS from its
 *   first failure: the next ones add to its count (`count`, `lastAt`) instead of adding lines.
 *   An IPv6 client counts per /64, as the sign-in slowing does. Lines then grow with the
 *   addresses an attacker has, not with its attempts.
 *
 * Wrong codes at the second step stay a line each: only someone with the password gets there,
 * the account-wide slowing keeps them to a few dozen an hour, and the owner should see each.
 *
 * The open lines are remembered in memory per process (at most MAX_OPEN_LINES, the oldest
 * forgotten first): a restart or another instance starts a new line, which only ever writes one
 * line more.
 */
import type { ActivityEntry } from '../../../shared/history'
import type { ContentStore } from '../backends/ports'
import { addressKey } from '../security/client-address'
import { logActivity } from './activity'

/** How long one line gathers the failures after its first. */
export const GROUP_WINDOW_MS = 60 * 60_000
/** Lines still gathering, remembered at most (memory stays bounded under a flood of addresses). */
export const MAX_OPEN_LINES = 10_000
/** Characters of an unknown email's domain kept in the log. */
export const MAX_DOMAIN = 48

/** What a line says when its failures named more than one unknown email. */
const AND_OTHERS = ', dan lainnya'

/** `budi@firma.co.id` → `b…@firma.co.id`: the first character and the domain (cut), lower case. */
export function maskEmail(email: string): string {
  const value = email.trim().toLowerCase()
  const at = value.lastIndexOf('@')
  const first = Array.from(at > 0 ? value.slice(0, at) : value)[0] ?? ''
  const domain = at >= 0 ? Array.from(value.slice(at + 1)) : []
  return `${first}…@${domain.length > MAX_DOMAIN ? `${domain.slice(0, MAX_DOMAIN - 1).join('')}…` : domain.join('')}`
}

interface OpenLine {
  line: Promise<ActivityEntry>
  startedAt: number
  detail: string | undefined
  mixed: boolean
}

export interface FailedSignIn {
  /** The account the attempt named (its uid), or '' when the email names none. */
  actor: string
  /** The client's address (security/client-address.ts), when known. */
  address?: string
  /** What kind of failure, chosen by the code (never typed): a refusal reason, "kode pemulihan". */
  kind?: string
  /** The email as typed: kept (masked) only when it names no account. */
  email?: string
}

/** One per app, beside the sign-in slowing: `record` each failed sign-in. */
export class FailedSignInLog {
  readonly #open = new Map<string, OpenLine>()
  readonly #maxOpen: number

  constructor(options: { maxOpenLines?: number } = {}) {
    this.#maxOpen = options.maxOpenLines ?? MAX_OPEN_LINES
  }

  /** Files one failure at `now`: a new line, or one more on the line its group has open. */
  async record(store: Pick<ContentStore, 'appendActivity' | 'tallyActivity'>, failure: FailedSignIn, now: Date): Promise<ActivityEntry> {
    const detail = detailOf(failure)
    const key = [failure.actor, failure.address ? addressKey(failure.address) : '', failure.kind ?? ''].join('\n')
    const open = this.#open.get(key)
    if (open && now.getTime() - open.startedAt < GROUP_WINDOW_MS) {
      const first = await open.line.catch(() => null)
      if (first) {
        const other = !open.mixed && detail !== open.detail
        if (other) open.mixed = true
        const tallied = await store.tallyActivity(first.id, { at: now.toISOString(), ...(other ? { detail: `${open.detail ?? ''}${AND_OTHERS}` } : {}) })
        if (tallied) return tallied
      }
    }
    // A new line: remembered before it is written, so failures arriving meanwhile count on it.
    const line = logActivity(store, {
      action: 'sign-in-failed',
      actor: failure.actor,
      ...(failure.address ? { address: failure.address } : {}),
      ...(detail ? { detail } : {}),
      at: now.toISOString(),
    })
    this.#open.delete(key)
    this.#open.set(key, { line, startedAt: now.getTime(), detail, mixed: false })
    while (this.#open.size > this.#maxOpen) this.#open.delete(this.#open.keys().next().value!)
    try {
      return await line
    } catch (error) {
      if (this.#open.get(key)?.line === line) this.#open.delete(key)
      throw error
    }
  }

  /** Lines still gathering (tests: memory stays bounded). */
  get size(): number {
    return this.#open.size
  }
}

function detailOf(failure: FailedSignIn): string | undefined {
  const email = failure.actor === '' && failure.email ? `email tidak terdaftar ${maskEmail(failure.email)}` : undefined
  const parts = [failure.kind, email].filter((part): part is string => Boolean(part))
  return parts.length ? parts.join(' · ') : undefined
}
