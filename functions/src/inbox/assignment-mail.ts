/**
 * When an inquiry or an application is given to someone, that person is told by email: who
 * sent it, what it is, and the link to it in the dashboard. Nothing the sender wrote is
 * repeated (the link is for reading it, behind sign-in). Assigning to oneself tells no one.
 * The assignment is saved first; an email that does not go is not worth refusing it for.
 */
import type { Context } from 'hono'
import type { AppEnv } from '../app-env'
import { failureLine, MAIL_SEND_TIMEOUT_MS, withTimeout } from '../collections/inquiries/inquiry-mail'
import { siteFor } from '../content/site'
import { logActivity } from '../history/activity'
import { mailHtml, mailText, type MailBody } from '../mail/mail-text'
import type { Mailer } from '../mail/mailer'

export interface AssignmentNotice {
  collection: 'inquiries' | 'applications'
  id: string
  /** The profile now handling it, and the one before (no email when unchanged). */
  assigneeId: string
  previousId: string
  /** The sender's name, and what the item is, as in a sentence ("pesan", "lamaran untuk Associate"). */
  senderName: string
  what: string
  /** The item's page in the dashboard. */
  path: string
  mailer: Mailer
}

/** Emails the new assignee, unless it is nobody, the same person as before, or oneself. Returns whether one was sent. */
export async function tellAssignee(c: Context<AppEnv>, notice: AssignmentNotice): Promise<boolean> {
  if (!notice.assigneeId || notice.assigneeId === notice.previousId) return false
  const store = c.get('backend').content
  const session = c.get('session')!
  const profile = await store.get('profiles', notice.assigneeId)
  const to = profile?.email.trim() ?? ''
  if (!to || to.toLowerCase() === session.user.email.toLowerCase()) return false
  const site = await siteFor(c)
  const link = `${c.get('config').publicBaseUrl}${notice.path}`
  const by = session.user.displayName || session.user.email
  const body: MailBody = {
    heading: `${notice.what.charAt(0).toUpperCase()}${notice.what.slice(1)} ditugaskan kepada Anda`,
    intro: [`${by} menugaskan Anda menangani ${notice.what} dari ${notice.senderName}.`],
    outro: [`Buka di dasbor (perlu masuk): ${link}`],
  }
  const now = c.get('now')
  try {
    await withTimeout(
      notice.mailer.send({
        id: `${notice.collection === 'inquiries' ? 'inquiry' : 'application'}-${notice.id}-assigned-${now.getTime().toString(36)}`,
        to: [to],
        fromName: site.name || 'Firma',
        subject: `Ditugaskan kepada Anda: ${notice.what} dari ${notice.senderName}`,
        text: mailText(body),
        html: mailHtml(body),
      }),
      MAIL_SEND_TIMEOUT_MS,
    )
  } catch (error) {
    console.warn(`assignment email for ${notice.collection}/${notice.id} not sent: ${failureLine(error)}`)
    return false
  }
  await logActivity(store, { action: 'assign-mail', actor: session.user.uid, collection: notice.collection, itemId: notice.id, at: now.toISOString() })
  return true
}
