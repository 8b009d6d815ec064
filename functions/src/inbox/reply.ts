/**
 * Balas (docs/inbox.md): staff write to whoever sent an inquiry or an application. The email
 * goes from the firm's address (the mailer's From, the firm's name) with the firm's address as
 * Reply-To, so the answer comes back to the firm and not to one person's mailbox; once the
 * transport took it, the reply is written into the item's thread and a line of the activity log
 * says who replied to which item when (private items keep no revisions; the line names no one
 * and repeats nothing written). A send that fails stores nothing: the form is shown again with the
 * text kept, and nothing says it went.
 */
import type { Context } from 'hono'
import { REPLIES_PER_HOUR, REPLY_MSG, ReplyFormSchema, type Reply, type ReplyInput } from '../../../shared/collections/replies'
import type { AppEnv } from '../app-env'
import { NotFoundError, StaleVersionError, type ContentStore } from '../backends/ports'
import { failureLine, MAIL_SEND_TIMEOUT_MS, withTimeout } from '../collections/inquiries/inquiry-mail'
import { mailHtml } from '../mail/mail-text'
import type { Mailer } from '../mail/mailer'
import { RateLimiter } from '../security/rate-limit'
import { logActivity } from '../history/activity'

type Repliable = 'inquiries' | 'applications'

/**
 * One limiter per store (one per running app), shared by both kinds of reply, keyed by the staff
 * member: a stolen session sends at most REPLIES_PER_HOUR an hour from this process.
 */
const limiters = new WeakMap<object, RateLimiter>()
function limiterFor(store: object): RateLimiter {
  let limiter = limiters.get(store)
  if (!limiter) limiters.set(store, (limiter = new RateLimiter({ burst: REPLIES_PER_HOUR, perMinute: REPLIES_PER_HOUR / 60, maxKeys: 5_000 })))
  return limiter
}

/** What the form sent, as typed (cut to twice the limits, for showing the form again). */
export interface ReplyDraft {
  subject: string
  text: string
}

export type ReplyOutcome = { ok: true } | { ok: false; status: 400 | 409 | 429 | 503; error: string; draft: ReplyDraft; fieldErrors?: Partial<Record<keyof ReplyDraft, string>> }

/** Reads the Balas form: the reply to send, or the first message for each field. */
export function parseReply(form: FormData): { input: ReplyInput; draft: ReplyDraft } | { errors: Partial<Record<keyof ReplyDraft, string>>; draft: ReplyDraft } {
  const raw = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value : ''
  }
  const draft = { subject: raw('subject').slice(0, 400), text: raw('text').slice(0, 20_000) }
  const parsed = ReplyFormSchema.safeParse({ subject: raw('subject'), text: raw('text') })
  if (parsed.success) return { input: parsed.data, draft }
  const errors: Partial<Record<keyof ReplyDraft, string>> = {}
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof ReplyDraft
    errors[field] ??= issue.message
  }
  return { errors, draft }
}

export interface SendReplyOptions {
  collection: Repliable
  /** Stored item (an inquiry or an application) with its sender's address. */
  id: string
  to: string
  /** Message ids start with it (`inquiry`, `application`). */
  prefix: string
  firm: { name: string; email: string }
  mailer: Mailer
}

/** Checks, limits, sends and records one reply. Never throws for what the form holds. */
export async function sendReply(c: Context<AppEnv>, form: FormData, options: SendReplyOptions): Promise<ReplyOutcome> {
  const parsed = parseReply(form)
  if ('errors' in parsed) return { ok: false, status: 400, error: Object.values(parsed.errors)[0]!, draft: parsed.draft, fieldErrors: parsed.errors }
  const { input, draft } = parsed
  if (!options.to) return { ok: false, status: 400, error: REPLY_MSG.noAddress, draft }
  const session = c.get('session')!
  const store = c.get('backend').content
  const now = c.get('now')
  if (limiterFor(store).take(session.user.uid, now.getTime()) > 0) return { ok: false, status: 429, error: REPLY_MSG.tooMany, draft }
  const mailId = `${options.prefix}-${options.id}-reply-${now.getTime().toString(36)}-${crypto.randomUUID().slice(0, 8)}`
  try {
    await withTimeout(
      options.mailer.send({
        id: mailId,
        to: [options.to],
        ...(options.firm.email ? { replyTo: options.firm.email } : {}),
        fromName: options.firm.name || 'Firma',
        subject: input.subject,
        text: `${input.text}\n`,
        html: mailHtml({ heading: input.subject, intro: input.text.split(/\n{2,}/) }),
      }),
      MAIL_SEND_TIMEOUT_MS,
    )
  } catch (error) {
    return { ok: false, status: 503, error: `Balasan belum terkirim (${failureLine(error)}). Isinya masih di formulir: coba kirim lagi.`, draft }
  }
  const reply: Reply = { at: now.toISOString(), by: session.user.uid, byName: session.user.displayName || session.user.email, to: options.to, subject: input.subject, text: input.text, mailId }
  if (!(await recordReply(store, options.collection, options.id, reply, session.user.uid))) {
    return { ok: false, status: 409, error: 'Balasan terkirim, tetapi item ini sudah dihapus, jadi balasan tidak tersimpan di sini.', draft }
  }
  await logActivity(store, { action: 'reply', actor: session.user.uid, collection: options.collection, itemId: options.id, at: reply.at })
  return { ok: true }
}

/** Appends the reply on the latest version (someone's save meanwhile is kept); false when the item is gone. */
async function recordReply(store: ContentStore, collection: Repliable, id: string, reply: Reply, actor: string): Promise<boolean> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const current = await store.get(collection, id)
    if (!current) return false
    const { id: _id, version, createdAt: _c, updatedAt: _u, updatedBy: _b, ...data } = current
    try {
      // Items stored before Balas existed have no thread yet.
      await store.update(collection, id, { ...data, replies: [...(data.replies ?? []), reply] } as never, { actor, expectedVersion: version })
      return true
    } catch (error) {
      if (error instanceof NotFoundError) return false
      if (!(error instanceof StaleVersionError)) throw error
    }
  }
  throw new Error('the reply could not be recorded after three tries')
}
