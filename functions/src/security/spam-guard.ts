/**
 * What tells a person from a script on the public forms, with no third-party service,
 * for inquiries now and job applications next:
 * - a honeypot field people never see or fill (`website`), which form-filling scripts do;
 * - a minimum fill time: the form's signed render time (form-token.ts) at least 3 s ago;
 * - per-address and per-email limits: 5 submissions a minute from one address, 5 an hour from
 *   one email address; past them the visitor is told to wait (429), nothing is stored. On
 *   Firebase every instance counts together (shared-window.ts, docs/decisions/0046-shared-form-limits.md);
 * - link and length heuristics: links in a name or company, many links in a message, forum markup.
 * A submission that trips the honeypot, the fill time or a heuristic is stored with status Spam
 * and answered like any other (a script learns nothing), so staff can still find a person the
 * guard misjudged. Only the honeypot and a missing or altered token are certain (`isCertainSpam`):
 * no person fills a field they never see or sends our form without the time it carries, whereas a
 * person can be quick (autofill and a pasted message) or quote links, so everything else set
 * aside still gets its acknowledgement.
 */
import type { RateCounters } from '../backends/ports'
import { MemoryRateCounters } from '../backends/memory-rate-counters'
import { checkFormToken, type FormTokenCheck } from './form-token'
import { SharedWindow } from './shared-window'

export const HONEYPOT_FIELD = 'website'
export const TOKEN_FIELD = 'formToken'
export const MIN_FILL_MS = 3_000

export const RATE_LIMITS = {
  perAddress: { limit: 5, windowMs: 60_000 },
  perEmail: { limit: 5, windowMs: 60 * 60_000 },
} as const

/** Links in a message past which it is set aside (a person quoting a source or two is fine). */
export const MAX_LINKS = 3

export type SpamReason = 'honeypot' | 'too-fast' | 'token' | 'link-in-name' | 'many-links' | 'markup'

/** What the inbox says about each reason. */
export const SPAM_REASON_LABELS: Record<SpamReason, string> = {
  honeypot: 'Kolom tersembunyi terisi (biasanya diisi program otomatis)',
  'too-fast': `Dikirim kurang dari ${MIN_FILL_MS / 1000} detik setelah formulir ditampilkan`,
  token: 'Penanda waktu formulir tidak ada atau diubah',
  'link-in-name': 'Tautan di nama atau perusahaan',
  'many-links': `Lebih dari ${MAX_LINKS} tautan di pesan`,
  markup: 'Kode tautan forum atau HTML di pesan',
}

export const RATE_LIMITED = (minutes: number, what: 'address' | 'email') =>
  `Terlalu banyak pesan dari ${what === 'address' ? 'alamat internet Anda' : 'alamat email ini'} dalam waktu singkat. Tunggu ${minutes} menit, lalu kirim lagi: isian Anda tetap di formulir.`

/** A form token too old to trust: the form is shown again with a fresh one, nothing typed lost. */
export const TOKEN_EXPIRED = 'Formulir ini sudah terlalu lama terbuka. Periksa isian Anda, lalu kirim sekali lagi.'

/**
 * Spam no person sends: the honeypot filled, or the form's signed time missing or altered (a
 * browser sends the form as we rendered it). What else the guard sets aside is only suspected:
 * kept in Spam and the firm not told, but the sender's acknowledgement still goes (it repeats
 * nothing they typed, so it carries nothing for whoever typed someone else's address). Scripts
 * that post without our form are thereby kept from making the firm email strangers.
 */
export function isCertainSpam(reasons: readonly string[]): boolean {
  return reasons.includes('honeypot') || reasons.includes('token')
}

const LINK = /\b(?:https?:\/\/|www\.)\S/i
const LINKS = new RegExp(LINK.source, 'gi')
const MARKUP = /\[url[=\]]|\[link[=\]]|<a\s+href/i

/** The heuristics' reasons for a submission's text fields. */
export function textSignals(fields: { name?: string; company?: string; message?: string }): SpamReason[] {
  const reasons: SpamReason[] = []
  if (LINK.test(`${fields.name ?? ''} ${fields.company ?? ''}`)) reasons.push('link-in-name')
  const links = (fields.message ?? '').match(LINKS)?.length ?? 0
  if (links > MAX_LINKS) reasons.push('many-links')
  if (MARKUP.test(fields.message ?? '')) reasons.push('markup')
  return reasons
}

export type GuardVerdict =
  | { kind: 'limited'; status: 429; message: string; retryAfterS: number }
  | { kind: 'expired'; message: string }
  | { kind: 'accept'; spamReasons: SpamReason[] }

export interface SpamGuardOptions {
  perAddress?: { limit: number; windowMs: number }
  perEmail?: { limit: number; windowMs: number }
  minFillMs?: number
  /**
   * Where the limits count (the backend's `openRateCounters`): shared by every instance on
   * Firebase; by default this guard's own memory.
   */
  counters?: RateCounters
  /** The form, naming its counts apart from the other forms' (`inquiries`). */
  form?: string
}

/** One guard per form of an app: `check` a submission before storing it. */
export function createSpamGuard(options: SpamGuardOptions = {}) {
  const counters = options.counters ?? new MemoryRateCounters()
  const form = options.form ?? 'form'
  const perAddress = new SharedWindow(`${form}-address`, options.perAddress ?? RATE_LIMITS.perAddress, counters)
  const perEmail = new SharedWindow(`${form}-email`, options.perEmail ?? RATE_LIMITS.perEmail, counters)
  const minFillMs = options.minFillMs ?? MIN_FILL_MS
  return {
    /**
     * `addressKey` from client-address.ts; `email` as typed (checked by the schema already, or
     * '' when the form was refused). Limits count every submission that reaches them, spam included.
     */
    async check(input: { secret: Buffer; token: unknown; honeypot: unknown; addressKey: string; email: string; nowMs: number; text: Parameters<typeof textSignals>[0] }): Promise<GuardVerdict> {
      const token: FormTokenCheck = checkFormToken(input.secret, input.token, input.nowMs)
      const waitAddress = await perAddress.hit(input.addressKey, input.nowMs, input.secret)
      if (waitAddress) return limited(waitAddress, 'address')
      const emailKey = input.email.trim().toLowerCase()
      if (emailKey) {
        const waitEmail = await perEmail.hit(emailKey, input.nowMs, input.secret)
        if (waitEmail) return limited(waitEmail, 'email')
      }
      const reasons: SpamReason[] = []
      if (typeof input.honeypot === 'string' ? input.honeypot.trim() !== '' : input.honeypot !== undefined && input.honeypot !== null) reasons.push('honeypot')
      if (!token.ok && token.reason === 'expired' && reasons.length === 0) return { kind: 'expired', message: TOKEN_EXPIRED }
      if (!token.ok && token.reason !== 'expired') reasons.push('token')
      if (token.ok && token.ageMs < minFillMs) reasons.push('too-fast')
      reasons.push(...textSignals(input.text))
      return { kind: 'accept', spamReasons: reasons }
    },
  }
}

function limited(waitMs: number, what: 'address' | 'email'): GuardVerdict {
  const retryAfterS = Math.ceil(waitMs / 1000)
  return { kind: 'limited', status: 429, message: RATE_LIMITED(Math.max(1, Math.ceil(retryAfterS / 60)), what), retryAfterS }
}

export type SpamGuard = ReturnType<typeof createSpamGuard>
