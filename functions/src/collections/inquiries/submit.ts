/**
 * One submission of the contact form: read within bounds, checked with the module's rules,
 * weighed by the spam guard, then stored before anything is sent. Never throws for what a
 * visitor sent: every problem comes back as a message for the form.
 */
import { isPublishedAt } from '../../../../shared/publish-rule'
import { parseWithZod } from '@conform-to/zod/v4'
import type { Context } from 'hono'
import { inquiries, INQUIRY_MSG, type InquiryTarget } from '../../../../shared/collections/inquiries'
import type { Inquiry } from '../../../../shared/schemas/types'
import { HONEYPOT_FIELD, TARGET_FIELD, TOKEN_FIELD } from '../../../../shared/public-form-fields'
import type { AppEnv } from '../../app-env'
import type { ContentStore } from '../../backends/ports'
import { findBySlug } from '../../content/public-content'
import { formSecret, issueFormToken } from '../../security/form-token'
import { planInquiryMail, spamLevel } from './inquiry-mail'
import { inquiryRecipients } from './recipients'
import type { SpamGuard } from '../../security/spam-guard'
import { readBoundedForm } from '../../routes/dashboard/form-helpers'
import { APP_CHECK_NEEDS_SCRIPT, appCheckRefuses } from '../../security/app-check'
import { addressKey, requestAddress } from '../../security/client-address'
import { attorneyUrl, practiceAreaUrl, SITE_PATHS } from '../../../../shared/urls'

/** The public form's rules: the module's form fields (the dashboard's `version` aside). */
export const publicInquirySchema = inquiries.formSchema.omit({ version: true })

/** The key requests share when their address cannot be known (the search limit does the same). */
const UNKNOWN_ADDRESS = 'unknown'

export type SubmitOutcome =
  | { kind: 'stored'; inquiry: Inquiry }
  | { kind: 'refused'; status: 400 | 403 | 429; values: Record<string, string>; errors: Record<string, string[]>; formError?: string; token: string; retryAfterS?: number }

/** What the visitor typed, as the form shows it again (one string per field, hidden ones aside). */
function typedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {}
  for (const name of [...Object.keys(publicInquirySchema.shape), TARGET_FIELD]) {
    const value = form.get(name)
    if (typeof value === 'string') values[name] = value
  }
  return values
}

/** Whom the form was addressed to, from `attorney:{slug}` or `practiceArea:{slug}`; the firm for anything else. */
export async function resolveTarget(store: ContentStore, sent: unknown, now: Date): Promise<{ target: InquiryTarget; email: string; areaId: string }> {
  const firm = { target: { kind: 'firm', id: '', name: '', path: SITE_PATHS.contact } as InquiryTarget, email: '', areaId: '' }
  if (typeof sent !== 'string') return firm
  const match = /^(attorney|practiceArea):([a-z0-9-]{1,120})$/.exec(sent)
  if (!match) return firm
  if (match[1] === 'attorney') {
    const profile = await findBySlug(store, 'profiles', match[2]!)
    if (!profile || profile.kind !== 'attorney') return firm
    return { target: { kind: 'attorney', id: profile.id, name: profile.name, path: attorneyUrl(profile.slug) }, email: profile.email, areaId: '' }
  }
  const area = await findBySlug(store, 'practiceAreas', match[2]!)
  // A draft area has no public page to write from.
  if (!area || !isPublishedAt(area, now)) return firm
  return { target: { kind: 'practiceArea', id: area.id, name: area.name, path: practiceAreaUrl(area.slug) }, email: '', areaId: area.id }
}

export interface SubmitOptions {
  guard: SpamGuard
  /** The firm's main email (settings) and, without one, ADMIN_EMAIL: who is notified unless the settings name the practice area's own recipients. */
  mainEmail: string
}

export async function submitInquiry(c: Context<AppEnv>, options: SubmitOptions): Promise<SubmitOutcome> {
  const store = c.get('backend').content
  const nowMs = c.get('now').getTime()
  const { form, refusal } = await readBoundedForm(c)
  const secret = await formSecret(store)
  const values = typedValues(form)
  const refuse = (status: 400 | 403 | 429, errors: Record<string, string[]>, formError?: string, retryAfterS?: number): SubmitOutcome => ({
    kind: 'refused',
    status,
    values,
    errors,
    ...(formError ? { formError } : {}),
    // Shown again: a fresh render time, so the visitor's second try is timed from now.
    token: issueFormToken(secret, nowMs),
    ...(retryAfterS ? { retryAfterS } : {}),
  })
  if (refusal) return refuse(400, { [refusal.field]: [refusal.message] }, refusal.message)
  // APP_CHECK=enforce on Firebase and no verified token (a form sent without JavaScript, or a
  // script that could not get one): shown again with what was typed, nothing stored or counted.
  if (appCheckRefuses(c)) return refuse(403, {}, APP_CHECK_NEEDS_SCRIPT('Pesan'))

  const submission = parseWithZod(form, { schema: publicInquirySchema })
  if (submission.status !== 'success') {
    const errors = Object.fromEntries(Object.entries(submission.error ?? {}).filter(([, messages]) => messages?.length)) as Record<string, string[]>
    return refuse(400, errors, 'Pesan belum terkirim karena ada isian yang tidak sesuai: periksa isian yang ditandai.')
  }
  const value = submission.value
  const address = requestAddress(c)
  const verdict = await options.guard.check({
    secret,
    token: form.get(TOKEN_FIELD),
    honeypot: form.get(HONEYPOT_FIELD) ?? undefined,
    addressKey: address ? addressKey(address) : UNKNOWN_ADDRESS,
    email: value.email,
    nowMs,
    text: { name: value.name, company: value.company, message: value.message },
  })
  if (verdict.kind === 'limited') {
    c.header('Retry-After', String(verdict.retryAfterS))
    return refuse(429, {}, verdict.message, verdict.retryAfterS)
  }
  if (verdict.kind === 'expired') return refuse(400, {}, verdict.message)

  const { target, email: attorneyEmail, areaId: targetArea } = await resolveTarget(store, form.get(TARGET_FIELD), c.get('now'))
  const practiceAreaId = value.practiceAreaId || targetArea
  const area = practiceAreaId ? await store.get('practiceAreas', practiceAreaId) : null
  // The select offers published areas only (a draft's id is as unknown as a made-up one).
  if (practiceAreaId && !(area && isPublishedAt(area, c.get('now')))) return refuse(400, { practiceAreaId: [INQUIRY_MSG.area] })

  const spam = verdict.spamReasons.length > 0
  const level = spamLevel(verdict.spamReasons)
  const id = crypto.randomUUID()
  const nowIso = c.get('now').toISOString()
  const inquiry = await store.create(
    'inquiries',
    {
      ...value,
      practiceAreaId,
      status: spam ? 'spam' : 'new',
      unread: !spam,
      emailKey: value.email.toLowerCase(),
      assigneeId: '',
      target,
      notes: [],
      replies: [],
      spamReasons: verdict.spamReasons,
      mail: planInquiryMail({ id, email: value.email, recipients: spam ? [] : await inquiryRecipients(store, { mainEmail: options.mainEmail, practiceAreaId, attorneyEmail }), spam: level, nowIso }),
      mailDue: level !== 'certain',
    },
    { actor: 'visitor', id },
  )
  return { kind: 'stored', inquiry }
}
