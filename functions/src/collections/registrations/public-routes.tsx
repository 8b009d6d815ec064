/**
 * Registration for an event without JavaScript (docs/decisions/0059-event-registration.md):
 * POST /events/{slug}/daftar (and /en/…), then a redirect to the answer; the cancel link's
 * page (GET shows a button, POST cancels). The contact form's protections: the Origin check,
 * a body limit, the form read within the shared bounds, the spam guard (trap field, signed
 * render time, per-address and per-email limits), App Check's refusal shown as a page.
 * Whatever a visitor sends is answered with a page, never a 500. The answer after the form is
 * the same whether the email was new or already registered (then the address's owner is told
 * by email): the page never says who registered.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import { REGISTRATION_MSG, registrationFormSchema } from '../../../../shared/collections/registrations'
import { localePath } from '../../../../shared/i18n/langs'
import { HONEYPOT_FIELD, TOKEN_FIELD } from '../../../../shared/public-form-fields'
import { CANCEL_PARAM, REGISTRATION_CANCEL_PATH, REGISTRATION_FILE, REGISTRATION_RESULTS, registrationAction, type RegistrationResult } from '../../../../shared/registration-paths'
import { COLLECTION_PATHS, eventUrl, itemRoute } from '../../../../shared/urls'
import type { EventDoc } from '../../../../shared/schemas/types'
import { REGISTRATION_PAGE_TEXT } from '../../../../shared/registration-text'
import { RegistrationCancelPage, RegistrationResultPage, RegistrationRetryPage } from '../../../../web/src/pages/event-registration-pages'
import type { AppEnv } from '../../app-env'
import { sameOrigin } from '../../auth/same-origin'
import { siteFor } from '../../content/site'
import { countConversion } from '../../insights/count'
import type { Mailer } from '../../mail/mailer'
import { pageRenderer } from '../../render/page-renderer'
import { readBoundedForm } from '../../routes/dashboard/form-helpers'
import { APP_CHECK_NEEDS_SCRIPT, appCheckRefuses } from '../../security/app-check'
import { addressKey, requestAddress } from '../../security/client-address'
import { formSecret, issueFormToken } from '../../security/form-token'
import { createSpamGuard, isCertainSpam, type SpamGuard } from '../../security/spam-guard'
import { cancelTokenHash, isCancelToken } from './cancel-token'
import { eventBySlug } from './event-source'
import { eventTitle, registrationClosure } from './registrable-event'
import { mailRegistration, type RegistrationMailDeps } from './registration-mail'
import { cancel, placeFor, register, registrationsOf } from './seats'

/**
 * Largest registration body: the longest questions (2,000 characters) and the other fields in
 * 3-byte characters percent-encoded (9 bytes each), about 25 KB, with room to spare; as the
 * contact form's, read within the form bounds.
 */
export const REGISTRATION_BODY_LIMIT = 64 * 1024
/** The cancel page's body: one token. */
export const CANCEL_BODY_LIMIT = 8 * 1024

const UNKNOWN_ADDRESS = 'unknown'

export interface RegistrationPublicRoutesOptions {
  mailer: Mailer
  /** Tests pass their own (limits, minimum fill time); one per app otherwise. */
  guard?: SpamGuard
}

/** What the visitor typed, as the form shows it again. */
function typedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {}
  for (const name of Object.keys(registrationFormSchema.shape)) {
    const value = form.get(name)
    if (typeof value === 'string') values[name] = value
  }
  return values
}

function trail(c: Context<AppEnv>, event: Pick<EventDoc, 'slug' | 'title' | 'titleEn'> | null) {
  const lang = c.get('lang')
  const ui = REGISTRATION_PAGE_TEXT[lang]
  return [
    { name: ui.home, path: '/' },
    { name: ui.events, path: COLLECTION_PATHS.events },
    ...(event ? [{ name: eventTitle(event, lang), path: eventUrl(event.slug) }] : []),
  ]
}

async function mailDeps(c: Context<AppEnv>, mailer: Mailer): Promise<RegistrationMailDeps> {
  const site = await siteFor(c)
  return { store: c.get('backend').content, mailer, baseUrl: c.get('config').publicBaseUrl, firm: { name: site.name, email: site.email }, now: c.get('now') }
}

export function registrationPublicRoutes(options: RegistrationPublicRoutesOptions) {
  const app = new Hono<AppEnv>()
  const guard = options.guard ?? createSpamGuard({ form: 'registrations' })
  app.use('*', pageRenderer)

  const limit = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: () => {
        throw new HTTPException(413, { message: 'Isian formulir terlalu besar. Persingkat isian Anda lalu kirim lagi.' })
      },
    })

  app.post(itemRoute('events', REGISTRATION_FILE), sameOrigin, limit(REGISTRATION_BODY_LIMIT), async (c) => {
    const store = c.get('backend').content
    const lang = c.get('lang')
    const now = c.get('now')
    c.header('Cache-Control', 'no-store')
    const event = await eventBySlug(store, c.req.param('slug'))
    if (!event) throw new HTTPException(404)
    const { form, refusal } = await readBoundedForm(c)
    const secret = await formSecret(store)
    const values = typedValues(form)
    const title = eventTitle(event, lang)
    const show = (status: 400 | 403 | 409 | 429, kind: 'invalid' | 'limited' | 'closed', errors: Record<string, string[]>, formError?: string) => {
      c.status(status)
      const closure = kind === 'closed' ? registrationClosure(event, now) : null
      return c.render(
        <RegistrationRetryPage
          breadcrumbs={trail(c, event)}
          eventTitle={title}
          kind={kind}
          form={{ slug: event.slug, values, errors, ...(formError ? { formError } : {}), token: issueFormToken(secret, now.getTime()), ...(closure ? { closed: closure } : {}) }}
        />,
        { head: { title: REGISTRATION_PAGE_TEXT[lang].retryTitle, description: title, path: eventUrl(event.slug), noindex: true, section: COLLECTION_PATHS.events } },
      )
    }
    if (registrationClosure(event, now)) return show(409, 'closed', {}, REGISTRATION_MSG.closed)
    if (refusal) return show(400, 'invalid', { [refusal.field]: [refusal.message] }, refusal.message)
    if (appCheckRefuses(c)) return show(403, 'invalid', {}, APP_CHECK_NEEDS_SCRIPT('Pesan'))
    const submission = parseWithZod(form, { schema: registrationFormSchema })
    if (submission.status !== 'success') {
      const errors = Object.fromEntries(Object.entries(submission.error ?? {}).filter(([, messages]) => messages?.length)) as Record<string, string[]>
      return show(400, 'invalid', errors, REGISTRATION_MSG.invalid)
    }
    const value = submission.value
    const address = requestAddress(c)
    const verdict = await guard.check({
      secret,
      token: form.get(TOKEN_FIELD),
      honeypot: form.get(HONEYPOT_FIELD) ?? undefined,
      addressKey: address ? addressKey(address) : UNKNOWN_ADDRESS,
      email: value.email,
      nowMs: now.getTime(),
      text: { name: value.name, company: value.company, message: value.questions },
    })
    if (verdict.kind === 'limited') {
      c.header('Retry-After', String(verdict.retryAfterS))
      return show(429, 'limited', {}, verdict.message)
    }
    if (verdict.kind === 'expired') return show(400, 'invalid', {}, verdict.message)

    const answer = (result: RegistrationResult) => c.redirect(`${localePath(lang, registrationAction(event.slug))}?status=${result}`, 303)
    // A program that filled the trap or forged the time: answered as anyone, nothing stored or sent.
    if (isCertainSpam(verdict.spamReasons)) return answer(placeFor(event, await registrationsOf(store, event.id)).state)

    const outcome = await register(store, event, value, { lang, now, spamReasons: verdict.spamReasons })
    if (outcome.kind === 'closed') return show(409, 'closed', {}, REGISTRATION_MSG.closed)
    const deps = await mailDeps(c, options.mailer)
    if (outcome.kind === 'duplicate') {
      // The address's owner learns it by email; the page says what a newcomer would read now.
      await mailRegistration(deps, event, outcome.registration, 'duplicate').catch((error: unknown) => console.error('registration email not recorded', { id: outcome.registration.id, error }))
      return answer(placeFor(event, await registrationsOf(store, event.id)).state)
    }
    const registration = outcome.registration
    countConversion(c, 'event-registration', eventUrl(event.slug))
    await mailRegistration(deps, event, registration, registration.state === 'confirmed' ? 'confirmation' : 'waitlist').catch((error: unknown) => console.error('registration email not recorded', { id: registration.id, error }))
    return answer(registration.state === 'confirmed' ? 'confirmed' : 'waitlisted')
  })

  app.get(itemRoute('events', REGISTRATION_FILE), async (c) => {
    const status = c.req.query('status')
    const event = await eventBySlug(c.get('backend').content, c.req.param('slug'))
    if (!event || !(REGISTRATION_RESULTS as readonly string[]).includes(status ?? '') || Object.keys(c.req.queries()).length !== 1) throw new HTTPException(404)
    const lang = c.get('lang')
    const title = eventTitle(event, lang)
    c.header('Cache-Control', 'no-store')
    const ui = REGISTRATION_PAGE_TEXT[lang]
    return c.render(<RegistrationResultPage breadcrumbs={trail(c, event)} eventTitle={title} eventPath={eventUrl(event.slug)} result={status as RegistrationResult} />, {
      head: { title: status === 'confirmed' ? ui.confirmedTitle : ui.waitlistedTitle, description: title, path: eventUrl(event.slug), noindex: true, section: COLLECTION_PATHS.events },
    })
  })

  /** The registration a cancel token names, and its event; nulls for an unknown token. */
  const byToken = async (c: Context<AppEnv>, token: unknown) => {
    if (!isCancelToken(token)) return { registration: null, event: null }
    const store = c.get('backend').content
    const [registration] = await store.query('registrations', { where: [{ field: 'cancelTokenHashes', op: 'array-contains', value: cancelTokenHash(token) }], limit: 1 })
    if (!registration) return { registration: null, event: null }
    return { registration, event: await store.get('events', registration.eventId) }
  }
  const linkPage = (c: Context<AppEnv>, page: React.ReactElement, status: 200 | 400 = 200) => {
    c.status(status)
    c.header('Cache-Control', 'no-store')
    c.header('Referrer-Policy', 'same-origin')
    return c.render(page, { head: { title: REGISTRATION_PAGE_TEXT[c.get('lang')].cancelTitle, description: '', path: REGISTRATION_CANCEL_PATH, noindex: true, section: COLLECTION_PATHS.events } })
  }

  app.get(REGISTRATION_CANCEL_PATH, async (c) => {
    const token = c.req.query(CANCEL_PARAM) ?? ''
    const { registration, event } = await byToken(c, token)
    if (!registration) return linkPage(c, <RegistrationCancelPage eventTitle={null} token="" />, 400)
    const title = event ? eventTitle(event, c.get('lang')) : registration.eventTitle
    if (registration.state === 'cancelled') return linkPage(c, <RegistrationCancelPage eventTitle={title} token="" done />)
    return linkPage(c, <RegistrationCancelPage eventTitle={title} token={token} />)
  })

  app.post(REGISTRATION_CANCEL_PATH, sameOrigin, limit(CANCEL_BODY_LIMIT), async (c) => {
    const { form } = await readBoundedForm(c)
    const { registration, event } = await byToken(c, form.get(CANCEL_PARAM))
    if (!registration) return linkPage(c, <RegistrationCancelPage eventTitle={null} token="" />, 400)
    const title = event ? eventTitle(event, c.get('lang')) : registration.eventTitle
    const store = c.get('backend').content
    const { cancelled, movedUp } = await cancel(store, event, registration, { now: c.get('now'), actor: 'visitor' })
    if (cancelled && event) {
      const deps = await mailDeps(c, options.mailer)
      await mailRegistration(deps, event, cancelled, 'cancelled').catch((error: unknown) => console.error('registration email not recorded', { id: cancelled.id, error }))
      for (const moved of movedUp) await mailRegistration(deps, event, moved, 'movedUp').catch((error: unknown) => console.error('registration email not recorded', { id: moved.id, error }))
    }
    return linkPage(c, <RegistrationCancelPage eventTitle={title} token="" done />)
  })

  return app
}
