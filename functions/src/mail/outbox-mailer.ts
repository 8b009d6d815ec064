import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { isMessageId, type Mailer } from './mailer'
import { nodemailerFields } from './smtp-mailer'

export interface OutboxMailerOptions {
  /** DATA_DIR/outbox */
  dir: string
  from: string
}

/**
 * The embedded backend without SMTP: each message is written as an RFC 5322 `.eml` file (built by
 * nodemailer's stream transport, exactly as it would go over SMTP), so nothing is lost and ops can
 * open the messages in any mail client or hand them to a relay. `{id}.eml`: sending the same
 * message again leaves the one file. Written to a temporary name first, then renamed, so a crash
 * never leaves half a message under the real name.
 */
export function createOutboxMailer(options: OutboxMailerOptions): Mailer {
  // nodemailer is loaded by the first message, not when the server starts.
  let builder: Promise<{ sendMail(fields: ReturnType<typeof nodemailerFields>): Promise<{ message: unknown }> }> | null = null
  const build = async () => (await import('nodemailer')).default.createTransport({ streamTransport: true, buffer: true, newline: 'windows' })
  return {
    transport: 'outbox',
    async send(message) {
      const fields = nodemailerFields(message, options.from)
      const file = path.join(options.dir, `${message.id}.eml`)
      const existing = await stat(file).catch(() => null)
      if (existing) return { ref: file }
      const info = await (await (builder ??= build())).sendMail(fields)
      await mkdir(options.dir, { recursive: true })
      const temporary = `${file}.${process.pid}.tmp`
      await writeFile(temporary, info.message as Buffer)
      await rename(temporary, file)
      return { ref: file }
    },
    async forget(ids) {
      for (const id of ids) if (isMessageId(id)) await rm(path.join(options.dir, `${id}.eml`), { force: true })
    },
  }
}
