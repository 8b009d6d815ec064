/**
 * The two emails of an application: the notification to the firm (the career email of the
 * settings, else the main one) and the acknowledgement to the candidate. Both are planned when
 * the application is stored (`pending`), sent right after, and tried again by the sweep with a
 * growing wait until they go or the tries run out (`failed`, shown in Lamaran with a button to
 * send again): the inquiries' policy and helpers (functions/src/collections/inquiries/inquiry-mail.ts).
 *
 * Neither carries the CV: it stays in the staff-only folder, opened through the dashboard. The
 * acknowledgement carries no text the candidate typed, not even the name: anyone can type someone
 * else's address into a form, and an acknowledgement that repeated it would let them send their
 * words from the firm's address.
 */
import type { InquiryMail } from '../../../../shared/collections/inquiries'
import { APPLICATION_STATUS_LABELS } from '../../../../shared/collections/applications'
import type { Application } from '../../../../shared/schemas/types'
import { NotFoundError, StaleVersionError, type ContentStore } from '../../backends/ports'
import { mailHtml, mailText, type MailBody } from '../../mail/mail-text'
import { formatPhone, telHref } from '../../../../shared/schemas/phone'
import type { Mailer, MailMessage } from '../../mail/mailer'
import { failureLine, MAIL_MAX_ATTEMPTS, MAIL_RETRY_DELAYS_MS, MAIL_SEND_TIMEOUT_MS, planSubmissionMail, type FirmForMail, type SpamLevel } from '../inquiries/inquiry-mail'

export type ApplicationMail = InquiryMail

export const NO_RECIPIENT = 'Belum ada alamat tujuan: isi Email karier atau Email utama di Pengaturan Situs, lalu kirim ulang.'

/** The pending emails of a new application (inquiry-mail.ts's `planSubmissionMail`). */
export function planApplicationMail(input: { id: string; email: string; recipients: string[]; spam: SpamLevel; nowIso: string }): ApplicationMail[] {
  return planSubmissionMail({ ...input, prefix: 'application', noRecipient: NO_RECIPIENT })
}

/** The position as the emails name it. */
const position = (application: Application) => application.openingTitle || 'Lamaran terbuka'

/** The message of one planned email, built from the stored application (the same on every try). */
export function applicationMessage(application: Application, mail: ApplicationMail, firm: FirmForMail): MailMessage {
  const firmName = firm.name || 'Firma'
  if (mail.kind === 'notification') {
    const body: MailBody = {
      heading: 'Lamaran baru dari situs',
      intro: [`${application.name} mengirim lamaran untuk ${application.openingTitle ? `posisi ${application.openingTitle}` : 'lamaran terbuka'}. CV-nya dapat dibuka di dasbor (hanya untuk staf). Balas email ini untuk menjawab langsung kepada pelamar.`],
      rows: [
        { label: 'Posisi', value: position(application) },
        { label: 'Nama', value: application.name },
        { label: 'Email', value: application.email, href: `mailto:${application.email}` },
        { label: 'Telepon', value: application.phone ? formatPhone(application.phone) : '', ...(application.phone ? { href: telHref(application.phone) } : {}) },
        { label: 'URL LinkedIn', value: application.linkedinUrl, ...(application.linkedinUrl ? { href: application.linkedinUrl } : {}) },
        { label: 'Status', value: APPLICATION_STATUS_LABELS[application.status] },
      ],
      ...(application.coverLetter ? { quote: { label: 'Surat lamaran', text: application.coverLetter } } : {}),
      outro: [`Buka di Lamaran: ${firm.baseUrl}/dashboard/applications/${application.id}`],
    }
    return {
      id: mail.id,
      to: mail.to,
      replyTo: application.email,
      fromName: firmName,
      subject: `Lamaran baru: ${application.name} — ${position(application)}`,
      text: mailText(body),
      html: mailHtml(body),
    }
  }
  const body: MailBody = {
    heading: 'Lamaran Anda telah kami terima',
    intro: [
      `Terima kasih atas minat Anda bergabung dengan ${firmName}. Lamaran yang Anda kirim melalui situs kami telah kami terima dan akan dibaca oleh tim kami.`,
      'Kami menghubungi kandidat yang kualifikasinya sesuai, biasanya dalam dua minggu.',
    ],
    outro: [
      `Bila Anda tidak merasa mengirim lamaran ke ${firmName}, abaikan email ini${firm.email ? ` atau beri tahu kami di ${firm.email}` : ''}.`,
      `Cara kami menjaga data Anda: ${firm.baseUrl}/privacy`,
    ],
  }
  return {
    id: mail.id,
    to: mail.to,
    ...(firm.email ? { replyTo: firm.email } : {}),
    fromName: firmName,
    subject: `Lamaran Anda telah kami terima — ${firmName}`,
    text: mailText(body),
    html: mailHtml(body),
  }
}

/** Rejects after `ms` (a send that hangs counts as failed and is tried again later). */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`tidak selesai dalam ${ms / 1000} detik`)), ms)
    }),
  ])
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
 * Sends the application's emails that are due, then records what became of each. The
 * application was stored before: whatever happens here, it stays. The record is written on the
 * latest version (a staff edit meanwhile is kept; only the email states change).
 */
export async function deliverApplicationMail(application: Application, options: DeliverOptions): Promise<Application> {
  const nowMs = options.now.getTime()
  // Staff asking to send again do not wait for the next try's time, nor stop at a failed one.
  const due = (m: ApplicationMail) => (m.state === 'pending' && (options.resend === true || Date.parse(m.nextAt) <= nowMs)) || (options.resend === true && m.state === 'failed' && m.to.length > 0)
  if (!application.mail.some(due)) return application
  const results = new Map<string, ApplicationMail>()
  for (const mail of application.mail.filter(due)) {
    const attempts = (options.resend && mail.state === 'failed' ? 0 : mail.attempts) + 1
    try {
      const receipt = await withTimeout(options.mailer.send(applicationMessage(application, mail, options.firm)), options.timeoutMs ?? MAIL_SEND_TIMEOUT_MS)
      results.set(mail.id, { ...mail, state: 'sent', attempts, lastError: '', sentAt: options.now.toISOString(), ref: receipt.ref })
    } catch (error) {
      const last = attempts >= MAIL_MAX_ATTEMPTS
      const wait = MAIL_RETRY_DELAYS_MS[Math.min(attempts - 1, MAIL_RETRY_DELAYS_MS.length - 1)]!
      results.set(mail.id, { ...mail, state: last ? 'failed' : 'pending', attempts, lastError: failureLine(error), nextAt: new Date(nowMs + wait).toISOString() })
    }
  }
  return recordMail(options.store, application, results)
}

/** Writes the new email states onto the stored application, read again if staff saved it meanwhile. */
async function recordMail(store: ContentStore, application: Application, results: Map<string, ApplicationMail>): Promise<Application> {
  let current = application
  for (let attempt = 0; attempt < 3; attempt++) {
    const mail = current.mail.map((m) => results.get(m.id) ?? m)
    const { id, version, createdAt: _c, updatedAt: _u, updatedBy: _b, ...data } = current
    try {
      return await store.update('applications', id, { ...data, mail, mailDue: mail.some((m) => m.state === 'pending') }, { actor: 'system', expectedVersion: version })
    } catch (error) {
      if (error instanceof NotFoundError) return current
      if (!(error instanceof StaleVersionError)) throw error
      const fresh = await store.get('applications', id)
      if (!fresh) return current
      current = fresh
    }
  }
  return current
}
