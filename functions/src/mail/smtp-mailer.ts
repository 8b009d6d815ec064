import type nodemailer from 'nodemailer'
import { fromHeader, headerText, isMessageId, listHeaders, attachmentFields, messageIdDomain, type Mailer, type MailMessage } from './mailer'

export interface SmtpMailerOptions {
  /** `smtps://user:pass@host:465` or `smtp://user:pass@host:587` (STARTTLS when the server offers it). */
  url: string
  from: string
  /** Milliseconds to connect, to be greeted and between answers (default 10 s each). */
  timeoutMs?: number
}

/** The fields nodemailer receives: headers only from cleaned text, the bodies as they are (text, and HTML built escaped). */
export function nodemailerFields(message: MailMessage, from: string) {
  if (!isMessageId(message.id)) throw new Error(`invalid message id: ${message.id}`)
  return {
    from: fromHeader(from, message.fromName),
    to: message.to,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    subject: headerText(message.subject),
    text: message.text,
    html: message.html,
    messageId: `<${message.id}@${messageIdDomain(from)}>`,
    ...(message.headers ? { headers: listHeaders(message) } : {}),
    ...(message.attachments?.length ? { attachments: attachmentFields(message) } : {}),
  }
}

/**
 * Sends through an SMTP server with nodemailer (well kept, no dependencies, SMTP with STARTTLS,
 * authentication, pooling and RFC 2047 header encoding). A send that fails rejects: the caller
 * keeps the message pending and the retry sweep tries again.
 */
export function createSmtpMailer(options: SmtpMailerOptions): Mailer {
  const timeout = options.timeoutMs ?? 10_000
  // nodemailer is loaded by the first email, not when the site starts (cold start).
  let transport: Promise<ReturnType<typeof nodemailer.createTransport>> | null = null
  const connect = async () => {
    const { default: mailer } = await import('nodemailer')
    // An options object with `url`: the URL's settings, these where it sets none (nodemailer's createTransport).
    return mailer.createTransport({
      url: options.url,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout * 2,
    } as Parameters<typeof nodemailer.createTransport>[0])
  }
  return {
    transport: 'smtp',
    async send(message) {
      transport ??= connect().catch((error: unknown) => {
        transport = null
        throw error
      })
      const info = await (await transport).sendMail(nodemailerFields(message, options.from))
      return { ref: String(info.response ?? info.messageId ?? '') }
    },
  }
}
