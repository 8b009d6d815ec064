/**
 * The two emails of an inquiry: the notification to the firm (its main email, the addressed
 * attorney) and the acknowledgement to the sender. Both are planned when the inquiry is stored
 * (state `pending`), sent right after, and tried again by the inbox sweep with a growing wait
 * until they go or the tries run out (`failed`, shown in the inbox with a button to send again).
 *
 * The acknowledgement carries no text the visitor typed, not even the name: anyone can type
 * someone else's address into a contact form, and an acknowledgement that repeated the message
 * would let them send their words from the firm's address.
 */
import { INQUIRY_STATUS_LABELS, type InquiryMail } from '../../../../shared/collections/inquiries'
import type { Inquiry } from '../../../../shared/schemas/types'
import { NotFoundError, StaleVersionError, type ContentStore } from '../../backends/ports'
import { mailHtml, mailText, type MailBody } from '../../mail/mail-text'
import { formatPhone, telHref } from '../../../../shared/schemas/phone'
import type { Mailer, MailMessage } from '../../mail/mailer'
import { isCertainSpam } from '../../security/spam-guard'

/** Tries of one email before it is marked failed, and the wait before each next try. */
export const MAIL_RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 12 * 3_600_000] as const
export const MAIL_MAX_ATTEMPTS = MAIL_RETRY_DELAYS_MS.length + 1
/** How long one send may take before it counts as failed (and is tried again later). */
export const MAIL_SEND_TIMEOUT_MS = 10_000

export const NO_RECIPIENT = 'Belum ada alamat tujuan: isi Email utama di Pengaturan Situs, lalu kirim ulang.'

/** What the emails say about the firm. */
export interface FirmForMail {
  name: string
  /** The main email (settings), '' when not set. */
  email: string
  baseUrl: string
}

/** Distinct addresses, in order, compared without case. */
export function uniqueAddresses(addresses: readonly string[]): string[] {
  const seen = new Set<string>()
  return addresses.map((a) => a.trim()).filter((a) => a && !seen.has(a.toLowerCase()) && Boolean(seen.add(a.toLowerCase())))
}

/**
 * How the guard judged a submission, for its emails: `none` gets both, `suspected` (Spam, but a
 * person may have sent it) only the sender's acknowledgement, `certain` (the honeypot, a forged
 * token) none.
 */
export type SpamLevel = 'none' | 'suspected' | 'certain'

/** The level of a stored submission's spam reasons (spam-guard.ts's `isCertainSpam`). */
export function spamLevel(reasons: readonly string[]): SpamLevel {
  return reasons.length === 0 ? 'none' : isCertainSpam(reasons) ? 'certain' : 'suspected'
}

/**
 * The pending emails of a submission (an inquiry, an application: `prefix` names it): the
 * notification to the firm and the acknowledgement to the sender. What the guard set aside tells
 * no one at the firm; the sender is still acknowledged unless it is certain spam, so a person
 * the guard misjudged is not left wondering whether the message arrived.
 */
export function planSubmissionMail(input: { prefix: string; id: string; email: string; recipients: string[]; spam: SpamLevel; nowIso: string; noRecipient: string }): InquiryMail[] {
  if (input.spam === 'certain') return []
  const base = { attempts: 0, nextAt: input.nowIso, lastError: '', sentAt: '', ref: '' }
  const acknowledgement: InquiryMail = { kind: 'acknowledgement', id: `${input.prefix}-${input.id}-acknowledgement`, to: [input.email], state: 'pending', ...base }
  if (input.spam === 'suspected') return [acknowledgement]
  const recipients = uniqueAddresses(input.recipients)
  return [
    recipients.length
      ? { kind: 'notification', id: `${input.prefix}-${input.id}-notification`, to: recipients, state: 'pending', ...base }
      : { kind: 'notification', id: `${input.prefix}-${input.id}-notification`, to: [], state: 'failed', ...base, lastError: input.noRecipient },
    acknowledgement,
  ]
}

/**
 * The emails of a submission staff marked "Bukan spam": those it lacks are planned now (the
 * firm's notification; the acknowledgement unless it was sent already), the rest kept as they are.
 */
export function completeMail(existing: readonly InquiryMail[], planned: readonly InquiryMail[]): InquiryMail[] {
  return planned.map((mail) => existing.find((kept) => kept.kind === mail.kind) ?? mail)
}

/** The pending emails of a new inquiry. */
export function planInquiryMail(input: { id: string; email: string; recipients: string[]; spam: SpamLevel; nowIso: string }): InquiryMail[] {
  return planSubmissionMail({ ...input, prefix: 'inquiry', noRecipient: NO_RECIPIENT })
}

function targetLine(inquiry: Inquiry): string {
  const t = inquiry.target
  if (t.kind === 'attorney') return `${t.name} (advokat)`
  if (t.kind === 'practiceArea') return `${t.name} (bidang praktik)`
  return 'Firma (formulir umum)'
}

/** The message of one planned email, built from the stored inquiry (the same on every try). */
export function inquiryMessage(inquiry: Inquiry, mail: InquiryMail, firm: FirmForMail, areaName: string): MailMessage {
  const firmName = firm.name || 'Firma'
  if (mail.kind === 'notification') {
    const body: MailBody = {
      heading: 'Pesan baru dari situs',
      intro: [`${inquiry.name} mengirim pesan melalui formulir kontak. Balas email ini untuk menjawab langsung kepada pengirim.`],
      rows: [
        { label: 'Nama', value: inquiry.name },
        { label: 'Email', value: inquiry.email, href: `mailto:${inquiry.email}` },
        { label: 'Telepon', value: inquiry.phone ? formatPhone(inquiry.phone) : '', ...(inquiry.phone ? { href: telHref(inquiry.phone) } : {}) },
        { label: 'Perusahaan', value: inquiry.company },
        { label: 'Bidang praktik', value: areaName },
        { label: 'Ditujukan kepada', value: targetLine(inquiry) },
        { label: 'Dikirim dari', value: `${firm.baseUrl}${inquiry.target.path}` },
        { label: 'Pihak lain yang terlibat', value: inquiry.otherParties },
        { label: 'Status', value: INQUIRY_STATUS_LABELS[inquiry.status] },
      ],
      quote: { label: 'Pesan', text: inquiry.message },
      outro: [`Buka di Pesan Masuk: ${firm.baseUrl}/dashboard/inquiries/${inquiry.id}`],
    }
    return {
      id: mail.id,
      to: mail.to,
      replyTo: inquiry.email,
      fromName: firmName,
      subject: `Pesan baru dari situs: ${inquiry.name}${inquiry.target.kind === 'firm' ? '' : ` untuk ${inquiry.target.name}`}`,
      text: mailText(body),
      html: mailHtml(body),
    }
  }
  const body: MailBody = {
    heading: `Pesan Anda telah kami terima`,
    intro: [
      `Terima kasih telah menghubungi ${firmName}. Pesan yang Anda kirim melalui situs kami telah kami terima dan akan dibaca oleh tim kami.`,
      'Kami biasanya menghubungi kembali dalam satu hari kerja. Mengirim pesan belum menimbulkan hubungan advokat dan klien.',
    ],
    outro: [
      `Bila Anda tidak merasa mengirim pesan ke ${firmName}, abaikan email ini${firm.email ? ` atau beri tahu kami di ${firm.email}` : ''}.`,
      `Cara kami menjaga data Anda: ${firm.baseUrl}/privacy`,
    ],
  }
  return {
    id: mail.id,
    to: mail.to,
    ...(firm.email ? { replyTo: firm.email } : {}),
    fromName: firmName,
    subject: `Pesan Anda telah kami terima — ${firmName}`,
    text: mailText(body),
    html: mailHtml(body),
  }
}

/** Rejects after `ms` (a send that hangs counts as failed and is tried again later). */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`tidak selesai dalam ${ms / 1000} detik`)), ms)
    }),
  ])
}

/** A failure as one line for the inbox (no stack, no secrets of the SMTP URL). */
export function failureLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  return text.replace(/\/\/[^@\s/]+@/g, '//***@').replace(/\s+/g, ' ').slice(0, 300)
}

export interface DeliverOptions {
  store: ContentStore
  mailer: Mailer
  firm: FirmForMail
  now: Date
  /** Send failed emails again too (staff asked). */
  resend?: boolean
  timeoutMs?: number
}

/**
 * Sends the inquiry's emails that are due, then records what became of each. The inquiry was
 * stored before: whatever happens here, it stays. The record is written on the latest version
 * (a staff edit meanwhile is kept; only the email states change).
 */
export async function deliverInquiryMail(inquiry: Inquiry, options: DeliverOptions): Promise<Inquiry> {
  const nowMs = options.now.getTime()
  const due = (m: InquiryMail) => (m.state === 'pending' && Date.parse(m.nextAt) <= nowMs) || (options.resend === true && m.state === 'failed' && m.to.length > 0)
  if (!inquiry.mail.some(due)) return inquiry
  const area = inquiry.practiceAreaId ? await options.store.get('practiceAreas', inquiry.practiceAreaId).catch(() => null) : null
  const results = new Map<string, InquiryMail>()
  for (const mail of inquiry.mail.filter(due)) {
    const attempts = (options.resend && mail.state === 'failed' ? 0 : mail.attempts) + 1
    try {
      const receipt = await withTimeout(options.mailer.send(inquiryMessage(inquiry, mail, options.firm, area?.name ?? '')), options.timeoutMs ?? MAIL_SEND_TIMEOUT_MS)
      results.set(mail.id, { ...mail, state: 'sent', attempts, lastError: '', sentAt: options.now.toISOString(), ref: receipt.ref })
    } catch (error) {
      const last = attempts >= MAIL_MAX_ATTEMPTS
      const wait = MAIL_RETRY_DELAYS_MS[Math.min(attempts - 1, MAIL_RETRY_DELAYS_MS.length - 1)]!
      results.set(mail.id, { ...mail, state: last ? 'failed' : 'pending', attempts, lastError: failureLine(error), nextAt: new Date(nowMs + wait).toISOString() })
    }
  }
  return recordMail(options.store, inquiry, results)
}

/** Writes the new email states onto the stored inquiry, read again if staff saved it meanwhile. */
async function recordMail(store: ContentStore, inquiry: Inquiry, results: Map<string, InquiryMail>): Promise<Inquiry> {
  let current = inquiry
  for (let attempt = 0; attempt < 3; attempt++) {
    const mail = current.mail.map((m) => results.get(m.id) ?? m)
    const { id, version, createdAt: _c, updatedAt: _u, updatedBy: _b, ...data } = current
    try {
      return await store.update('inquiries', id, { ...data, mail, mailDue: mail.some((m) => m.state === 'pending') }, { actor: 'system', expectedVersion: version })
    } catch (error) {
      if (error instanceof NotFoundError) return current
      if (!(error instanceof StaleVersionError)) throw error
      const fresh = await store.get('inquiries', id)
      if (!fresh) return current
      current = fresh
    }
  }
  return current
}
