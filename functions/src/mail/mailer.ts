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
