/**
 * Email, behind one port (docs/decisions/0024-inquiries-and-email.md): the SMTP server when
 * SMTP_URL is set, otherwise `.eml` files in DATA_DIR/outbox (embedded) or documents of the
 * `mail` collection that the "Trigger Email from Firestore" extension sends (Firebase). Callers
 * store what they send about before sending, so a failed send loses nothing and is tried again.
 */

/** One message. Everything in it may hold what a visitor typed: adapters never build headers from raw text. */
export interface MailMessage {
  /**
   * Stable per message (`inquiry-{id}-notification`): sending the same id again after a crash or
   * a retry leaves one file or one mail document; SMTP cannot tell, so callers record success.
   */
  id: string
  to: string[]
  /** Where a reply goes (the visitor, on a notification to staff). */
  replyTo?: string
  /** The sender's display name (the firm); the address is the site's (MAIL_FROM). */
  fromName?: string
  subject: string
  text: string
  /** HTML built only from escaped text (mail/mail-text.ts). */
  html: string
  /**
   * Header fields of a list message (the client alerts): only these names, each value
   * cleaned like any header (`headerText`). RFC 2369 `List-Unsubscribe`, RFC 8058
   * `List-Unsubscribe-Post` (one-click), RFC 2919 `List-Id`.
   */
  headers?: Partial<Record<ListHeader, string>>
  /** Files sent with the message (an event's calendar entry): text built by the site, never a visitor's file. */
  attachments?: MailAttachment[]
}

/** One attached file: its name (letters, digits, `-`, `_`, `.`), type and text. */
export interface MailAttachment {
  filename: string
  contentType: string
  content: string
}

/** The attachments as nodemailer (and the Trigger Email extension, which hands them to it) take them, names made safe. */
export function attachmentFields(message: Pick<MailMessage, 'attachments'>): { filename: string; contentType: string; content: string }[] {
  return (message.attachments ?? []).map((a) => ({ filename: a.filename.replace(/[^A-Za-z0-9._-]+/g, '-').slice(0, 80) || 'lampiran', contentType: headerText(a.contentType, 100), content: a.content }))
}

/** The extra header fields a message may carry. */
export const LIST_HEADERS = ['List-Unsubscribe', 'List-Unsubscribe-Post', 'List-Id'] as const
export type ListHeader = (typeof LIST_HEADERS)[number]

/** A message's extra header fields, cleaned: known names only, no line breaks (a value may hold a long URL). */
export function listHeaders(message: Pick<MailMessage, 'headers'>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const name of LIST_HEADERS) {
    const value = message.headers?.[name]
    if (value) out[name] = headerText(value, 900)
  }
  return out
}

export interface MailReceipt {
  /** Where the message went: the SMTP server's answer, the outbox file or the mail document. */
  ref: string
}

export type MailTransportName = 'smtp' | 'outbox' | 'firestore'

export interface Mailer {
  readonly transport: MailTransportName
  /** Resolves once the message is accepted (by the server, written to disk, or queued); rejects otherwise. */
  send(message: MailMessage): Promise<MailReceipt>
  /**
   * What became of a queued message, where the transport reports it later (the extension writes
   * `delivery.state` on the mail document); null when unknown.
   */
  status?(id: string): Promise<{ state: string; error?: string } | null>
  /**
   * Deletes the kept copies of these messages where the transport keeps any (the outbox files,
   * the mail documents), for a person's data deleted on request; SMTP keeps none here.
   */
  forget?(ids: readonly string[]): Promise<void>
}

/**
 * True when a send failed because the receiving server refused the recipient for good: an SMTP
 * 5xx reply to `RCPT TO` (RFC 5321 section 4.2.1: permanent negative completion), which nodemailer
 * reports with `responseCode` and the `command` it answered. Anything else (a refused login, a
 * timeout, a 4xx) is worth another try.
 */
export function isPermanentRejection(error: unknown): boolean {
  const e = error as { responseCode?: unknown; command?: unknown; code?: unknown } | null
  if (!e || typeof e.responseCode !== 'number' || e.responseCode < 500 || e.responseCode > 599) return false
  return e.command === 'RCPT TO' || e.code === 'EENVELOPE'
}

/** A header value without line breaks or other control characters, and not longer than `max`. */
export function headerText(value: string, max = 200): string {
  // RFC 5322 section 2.2: header fields end at CRLF; any control character is a way to end one early.
  const flat = value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').replace(/\s+/g, ' ').trim()
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat
}

/** The `From` header as the adapters send it: a quoted display name (nothing that can close the quote) and the address. */
export function fromHeader(address: string, name?: string): string {
  const display = name ? headerText(name, 80).replace(/["\\]/g, '') : ''
  return display ? `"${display}" <${address}>` : address
}

/** The domain part of the sender address, for Message-ID (RFC 5322 section 3.6.4). */
export function messageIdDomain(from: string): string {
  return from.split('@')[1] || 'localhost'
}

/** A message id is used in file and document names: letters, digits, `-`, `_` and `.` only. */
export function isMessageId(id: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9._-]{0,150}$/.test(id)
}
