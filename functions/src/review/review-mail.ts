/**
 * Each step of a review is emailed to whom it concerns (docs/decisions/0051-review-before-publishing.md):
 * a request to the reviewers chosen; a comment, an approval or a request for changes to the one
 * who asked and the other reviewers. Never to whoever took the step. Through the app's mailer
 * (SMTP, else the outbox or the mail collection). The step stands whatever the mail does: an
 * email that does not go is said in the server's log, not by refusing the step.
 */
import type { Context } from 'hono'
import { REVIEW_STEP_LABELS, type ReviewedCollection } from '../../../shared/collections/reviews'
import type { AppEnv } from '../app-env'
import { failureLine, MAIL_SEND_TIMEOUT_MS, withTimeout } from '../collections/inquiries/inquiry-mail'
import { siteFor } from '../content/site'
import { mailHtml, mailText, type MailBody } from '../mail/mail-text'
import type { Review, ReviewedItem } from './review-store'
import type { ReviewStep } from '../../../shared/collections/reviews'

/** What an item is called in a sentence of an email. */
export const REVIEW_NOUNS: Record<ReviewedCollection, string> = { blogs: 'blog', publications: 'publikasi', blockPages: 'halaman' }

/** Whom a step concerns: staff uids, the one who took it left out. */
export function recipientsOf(review: Pick<Review, 'reviewers' | 'requestedBy'>, step: Pick<ReviewStep, 'kind' | 'by'>): string[] {
  const everyone = step.kind === 'request' ? review.reviewers : [review.requestedBy, ...review.reviewers]
  return [...new Set(everyone)].filter((uid) => uid && uid !== step.by)
}

const SUBJECTS: Record<ReviewStep['kind'], string> = {
  request: 'Mohon tinjauan',
  comment: 'Komentar tinjauan',
  approve: 'Disetujui',
  changes: 'Perubahan diminta',
}

/** Sends the step's email to each staff member it concerns. Returns how many were sent. */
export async function mailReviewStep(
  c: Context<AppEnv>,
  input: { collection: ReviewedCollection; review: Review; item: ReviewedItem; step: ReviewStep; editPath: string; published?: string },
): Promise<number> {
  const { review, item, step } = input
  const identity = c.get('backend').identity
  const staff = await Promise.all(recipientsOf(review, step).map((uid) => identity.getStaff(uid)))
  const to = staff.filter((user) => user && !user.disabled && user.email).map((user) => user!.email)
  if (to.length === 0) return 0
  const site = await siteFor(c)
  const title = 'title' in item && typeof item.title === 'string' ? item.title : item.id
  const noun = REVIEW_NOUNS[input.collection]
  const link = `${c.get('config').publicBaseUrl}${input.editPath}`
  const body: MailBody = {
    heading: `${SUBJECTS[step.kind]}: ${noun} “${title}”`,
    intro: [`${step.byName}: ${REVIEW_STEP_LABELS[step.kind].toLowerCase()} untuk ${noun} “${title}”.`, ...(input.published ? [input.published] : [])],
    ...(step.text ? { quote: { label: step.kind === 'changes' ? 'Perubahan yang diminta' : 'Catatan', text: step.text } } : {}),
    outro: [`Buka di dasbor (perlu masuk): ${link}`],
  }
  const stamp = `${Date.parse(step.at).toString(36)}-${crypto.randomUUID().slice(0, 8)}`
  let sent = 0
  for (const [index, address] of to.entries()) {
    try {
      await withTimeout(
        c.get('mailer').send({
          id: `review-${input.collection}-${item.id}-${step.kind}-${stamp}-${index}`,
          to: [address],
          fromName: site.name || 'Firma',
          subject: body.heading,
          text: mailText(body),
          html: mailHtml(body),
        }),
        MAIL_SEND_TIMEOUT_MS,
      )
      sent++
    } catch (error) {
      console.warn(`review email for ${input.collection}/${item.id} (${step.kind}) not sent: ${failureLine(error)}`)
    }
  }
  return sent
}
