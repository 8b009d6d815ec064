/**
 * The public endpoints of the client alerts' subscription (decision 34), each also
 * under /en (English pages):
 * - `POST /subscribe`: the form of every footer and post page. Same-origin, a 16 KB body, the
 *   contact form's spam guard and limits (5 a minute per address, 5 an hour per email). Whatever
 *   the address's standing the answer is the same redirect to `/subscribe/sent`: no one learns
 *   who subscribes. A submission the guard sets aside (honeypot, too fast, links in the name)
 *   gets that same answer and changes nothing.
 * - `GET|POST /subscribe/confirm?t=`, `/subscribe/manage?t=`, `/subscribe/unsubscribe?t=`: the
 *   signed links of the emails (links.ts). A GET shows a page whose button does the thing (a
 *   POST), so link scanners never act; pages with a token are `no-store`, `noindex` and send their
 *   Referer to this site only. The unsubscribe POST takes no Origin check: RFC 8058's one-click unsubscribe is sent
 *   by the mail provider's servers. Each address may open 30 link pages a minute.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import { subscribers, SUBSCRIPTION_MSG } from '../../../shared/collections/subscribers'
import { isPublishedAt } from '../../../shared/publish-rule'
import { localePath, type Lang } from '../../../shared/i18n/langs'
import { CONFIRM_PATH, FOLLOW_PARAM, LINK_PARAM, MANAGE_PATH, SUBSCRIBE_ACTION, SUBSCRIBE_SENT_PATH, UNSUBSCRIBE_PATH } from '../../../shared/subscription-paths'
import { FOLLOWED_REGULATIONS_MAX } from '../../../shared/collections/subscribers'
import { regulationChoices } from './form-context'
import type { Subscriber } from '../../../shared/schemas/types'
import { HONEYPOT_FIELD, TOKEN_FIELD } from '../../../shared/public-form-fields'
import type { PageHead } from '../../../web/src/components/head'
import { SUBSCRIPTION_UI } from '../../../web/src/i18n/ui-subscriptions'
import { ConfirmPage, LinkProblemPage, ManageEndedPage, ManagePage, SubscribePage, SubscribeRetryPage, SubscribeSentPage, UnsubscribePage } from '../../../web/src/pages/subscription-pages'
import type { AppEnv } from '../app-env'
import { sameOrigin } from '../auth/same-origin'
import type { ContentStore } from '../backends/ports'
import { formSecret, issueFormToken } from '../security/form-token'
import { createSpamGuard, isCertainSpam, type SpamGuard } from '../security/spam-guard'
import { SlidingWindowLimiter } from '../security/sliding-window'
import type { Mailer } from '../mail/mailer'
import { cachedPage } from '../render/cached-page'
import { pageRenderer } from '../render/page-renderer'
import { readBoundedForm } from '../routes/dashboard/form-helpers'
import { addressKey, requestAddress } from '../security/client-address'
import { firmForAlerts } from './alert-context'
import { checkLink, linkKey, signLink, type LinkPurpose } from './links'
import { deliverSubscriptionMail } from './subscription-mail'
import { confirmSubscription, requestSubscription, resubscribe, unsubscribe, updateInterests } from './subscriptions'
import { countConversion } from '../insights/count'

/** The subscription form's largest body: its fields are short; every interest ticked is well under 4 KB. */
export const SUBSCRIBE_BODY_LIMIT = 16 * 1024
/** A link page's form: a button, or the manage form's few fields. */
export const LINK_BODY_LIMIT = 8 * 1024
/** Link pages (GET and POST) per client address and minute. */
export const LINK_RATE = { limit: 30, windowMs: 60_000 } as const

/** The public form's rules: the module's fields (the dashboard's `version` aside). */
export const publicSubscriptionSchema = subscribers.formSchema.omit({ version: true })
/** What the manage page changes. */
const manageSchema = subscribers.formSchema.pick({ name: true, lang: true, categoryIds: true, practiceAreaIds: true, regulationIds: true })

const UNKNOWN_ADDRESS = 'unknown'

export interface SubscriptionRoutesOptions {
  mailer: Mailer
  /** Tests pass their own (limits, minimum fill time); one per app otherwise. */
  guard?: SpamGuard
  /** Called after a request was stored (the app's tests wait on it); nothing by default. */
  onRequest?: (subscriber: Subscriber) => void
}

/** Interest ids that name no category, published practice area or regulation: the field's message, by field. */
async function unknownInterests(store: ContentStore, value: { categoryIds: string[]; practiceAreaIds: string[]; regulationIds?: string[] }, now: Date): Promise<Record<string, string[]>> {
  // The schema bounds the regulations (FOLLOWED_REGULATIONS_MAX), so this read is bounded too.
  const regulationIds = value.regulationIds ?? []
  const [categories, areas, regulations] = await Promise.all([
    store.getMany('categories', value.categoryIds),
    store.getMany('practiceAreas', value.practiceAreaIds),
    regulationIds.length ? store.getMany('regulations', regulationIds) : [],
  ])
  const errors: Record<string, string[]> = {}
  if (categories.length !== value.categoryIds.length) errors.categoryIds = [SUBSCRIPTION_MSG.unknownChoice]
  if (areas.length !== value.practiceAreaIds.length || areas.some((area) => !isPublishedAt(area, now))) errors.practiceAreaIds = [SUBSCRIPTION_MSG.unknownChoice]
  if (regulations.length !== regulationIds.length) errors.regulationIds = [SUBSCRIPTION_MSG.unknownRegulation]
  return errors
}

/** The ids of a `follow` parameter (comma separated), bounded. */
function followIds(value: string | undefined): string[] {
  return [...new Set((value ?? '').split(',').map((id) => id.trim()).filter(Boolean))].slice(0, FOLLOWED_REGULATIONS_MAX)
}

/** The site path of the page the form was sent from (its Referer, when it is this site's). */
function sourcePath(c: Context<AppEnv>): string {
  const referer = c.req.header('referer')
  if (!referer) return ''
  try {
    const url = new URL(referer)
    return url.origin === new URL(c.req.url).origin || c.get('config').allowedOrigins.includes(url.origin) ? url.pathname.slice(0, 300) : ''
  } catch {
    return ''
  }
}

/** The values a refused form shows again (strings and lists, nothing else). */
function typedValues(form: FormData) {
  const one = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value : ''
  }
  const list = (name: string) => form.getAll(name).filter((v): v is string => typeof v === 'string').slice(0, 100)
  return { email: one('email'), name: one('name'), lang: one('lang'), consent: one('consent'), categoryIds: list('categoryIds'), practiceAreaIds: list('practiceAreaIds'), regulationIds: list('regulationIds') }
}

/** Headers of every page that carries a link's token. */
function privatePage(c: Context<AppEnv>) {
  c.header('Cache-Control', 'no-store')
  // Not `no-referrer`: a browser then sends `Origin: null` with the page's own form, which the
  // same-origin check must refuse. `same-origin` keeps the address (and its token) on this site.
  c.header('Referrer-Policy', 'same-origin')
  c.header('X-Robots-Tag', 'noindex')
}

export function subscriptionPublicRoutes(options: SubscriptionRoutesOptions) {
  const app = new Hono<AppEnv>()
  const guard = options.guard ?? createSpamGuard()
  const linkLimiter = new SlidingWindowLimiter(LINK_RATE)
  app.use('*', pageRenderer)

  const limit = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: () => {
        throw new HTTPException(413, { message: 'Isian formulir terlalu besar.' })
      },
    })

  const addressOf = (c: Context<AppEnv>) => {
    const address = requestAddress(c)
    return address ? addressKey(address) : UNKNOWN_ADDRESS
  }

  const head = (_c: Context<AppEnv>, title: string, path: string, token?: string): { head: PageHead } => ({
    head: {
      title,
      description: title,
      path,
      noindex: true,
      // The other language's version of a link page keeps the link.
      ...(token ? { alternates: { id: `${path}?${LINK_PARAM}=${encodeURIComponent(token)}`, en: `${localePath('en', path)}?${LINK_PARAM}=${encodeURIComponent(token)}` } } : {}),
    },
  })

  app.post(SUBSCRIBE_ACTION, sameOrigin, limit(SUBSCRIBE_BODY_LIMIT), async (c) => {
    const store = c.get('backend').content
    const lang = c.get('lang')
    const ui = SUBSCRIPTION_UI[lang]
    const now = c.get('now')
    const { form, refusal } = await readBoundedForm(c)
    const secret = await formSecret(store)
    c.header('Cache-Control', 'no-store')
    const refuse = async (status: 400 | 429, errors: Record<string, string[]>, formError: string) => {
      c.status(status)
      const values = typedValues(form)
      // The regulations sent are offered again, named (those that exist; an unknown one has its message).
      const regulations = await regulationChoices(store, values.regulationIds, lang)
      return c.render(<SubscribeRetryPage form={{ values, regulations, errors, formError, token: issueFormToken(secret, now.getTime()) }} />, head(c, ui.retry.title, SUBSCRIBE_ACTION))
    }
    if (refusal) return refuse(400, { [refusal.field]: [refusal.message] }, refusal.message)
    const submission = parseWithZod(form, { schema: publicSubscriptionSchema })
    if (submission.status !== 'success') {
      const errors = Object.fromEntries(Object.entries(submission.error ?? {}).filter(([, messages]) => messages?.length)) as Record<string, string[]>
      return refuse(400, errors, ui.formError)
    }
    const value = submission.value
    const unknown = await unknownInterests(store, value, now)
    if (Object.keys(unknown).length) return refuse(400, unknown, ui.formError)
    const verdict = await guard.check({
      secret,
      token: form.get(TOKEN_FIELD),
      honeypot: form.get(HONEYPOT_FIELD) ?? undefined,
      addressKey: addressOf(c),
      email: value.email,
      nowMs: now.getTime(),
      text: { name: value.name },
    })
    if (verdict.kind === 'limited') {
      c.header('Retry-After', String(verdict.retryAfterS))
      return refuse(429, {}, verdict.message)
    }
    if (verdict.kind === 'expired') return refuse(400, {}, verdict.message)
    // Certain spam (the honeypot, a missing or forged token): the same answer as any request, nothing stored or sent. What
    // is only suspected (sent within 3 s of the page showing, a link in the name) asks for its
    // confirmation like any request: double opt-in already keeps a stranger's address out, and a
    // quick person would otherwise wait for an email that never comes.
    if (!isCertainSpam(verdict.spamReasons)) {
      const outcome = await requestSubscription(store, value, { now, pageLang: lang, sourcePath: sourcePath(c) })
      options.onRequest?.(outcome.subscriber)
      if (outcome.planned) {
        // Stored with its email planned: a failed send is tried again by the sweep.
        try {
          await deliverSubscriptionMail(outcome.subscriber, { store, mailer: options.mailer, firm: await firmForAlerts(store, c.get('config').publicBaseUrl), now })
        } catch (error) {
          console.error('subscription email not recorded; the sweep tries again', { id: outcome.subscriber.id, error })
        }
      }
    }
    return c.redirect(localePath(lang, SUBSCRIBE_SENT_PATH), 303)
  })

  const subscribeHead = (c: Context<AppEnv>) => ({ title: SUBSCRIPTION_UI[c.get('lang')].heading, description: SUBSCRIPTION_UI[c.get('lang')].intro, path: SUBSCRIBE_ACTION })
  // From the footer's one line (`?email=`), or a regulation page's Ikuti peraturan ini
  // (`?follow={slug}`): the form with that address in it, or with that regulation ticked, never
  // cached nor indexed; without either (or a slug of no regulation), the one cached page for everyone.
  app.get(SUBSCRIBE_ACTION, async (c, next) => {
    const email = (c.req.query('email') ?? '').trim().slice(0, subscribers.fields.email.maxLength)
    const slug = (c.req.query(FOLLOW_PARAM) ?? '').trim().slice(0, 200)
    const [regulation] = slug ? await c.get('backend').content.query('regulations', { where: [{ field: 'slug', op: '==', value: slug }], limit: 1 }) : []
    if (!email && !regulation) return next()
    const regulations = regulation ? await regulationChoices(c.get('backend').content, [regulation.id], c.get('lang')) : []
    c.header('Cache-Control', 'no-store')
    return c.render(<SubscribePage {...(email ? { email } : {})} regulations={regulations} />, { head: { ...subscribeHead(c), noindex: true } })
  })
  app.get(SUBSCRIBE_ACTION, cachedPage(), (c) => c.render(<SubscribePage />, { head: subscribeHead(c) }))

  app.get(SUBSCRIBE_SENT_PATH, cachedPage(), (c) => c.render(<SubscribeSentPage />, head(c, SUBSCRIPTION_UI[c.get('lang')].sent.title, SUBSCRIBE_SENT_PATH)))

  /**
   * A link page's subscriber, or the response that explains why there is none: too many pages
   * from this address (429), a link that is not one or a confirmation used already (400, as the
   * README promises), or a link whose time is up (410).
   */
  async function linkSubject(c: Context<AppEnv>, purpose: LinkPurpose, path: string, options: { limited?: boolean } = {}): Promise<{ subscriber: Subscriber; token: string } | Response> {
    privatePage(c)
    const lang: Lang = c.get('lang')
    const ui = SUBSCRIPTION_UI[lang].link
    const wait = options.limited === false ? 0 : linkLimiter.hit(addressOf(c), c.get('now').getTime())
    if (wait) {
      c.header('Retry-After', String(Math.ceil(wait / 1000)))
      c.status(429)
      return c.render(<LinkProblemPage reason="limited" />, head(c, ui.invalidTitle, path))
    }
    const token = c.req.query(LINK_PARAM) ?? ''
    const check = await checkLink(c.get('backend').content, purpose, token, c.get('now').getTime())
    if (!check.ok) {
      c.status(check.reason === 'expired' ? 410 : 400)
      const title = check.reason === 'expired' ? ui.expiredTitle : check.reason === 'used' ? ui.usedTitle : ui.invalidTitle
      return c.render(<LinkProblemPage reason={check.reason} />, head(c, title, path))
    }
    return { subscriber: check.subscriber, token }
  }

  const signed = async (c: Context<AppEnv>, purpose: LinkPurpose, subscriber: Subscriber) => signLink(await linkKey(c.get('backend').content), purpose, subscriber, c.get('now').getTime())

  app.get(CONFIRM_PATH, async (c) => {
    const subject = await linkSubject(c, 'confirm', CONFIRM_PATH)
    if (subject instanceof Response) return subject
    // Still pending (a used confirmation was answered above): its button.
    const { subscriber, token } = subject
    return c.render(<ConfirmPage token={token} email={subscriber.email} done={false} />, head(c, SUBSCRIPTION_UI[c.get('lang')].confirm.title, CONFIRM_PATH, token))
  })

  app.post(CONFIRM_PATH, sameOrigin, limit(LINK_BODY_LIMIT), async (c) => {
    const subject = await linkSubject(c, 'confirm', CONFIRM_PATH)
    if (subject instanceof Response) return subject
    const confirming = await confirmSubscription(c.get('backend').content, subject.subscriber.id, c.get('now'))
    // Statistik: a subscription confirmed (once: a second press confirms nothing). The page the
    // visitor subscribed from is not kept with the subscriber, so none is named.
    if (confirming) countConversion(c, 'subscription', '')
    const confirmed = confirming ?? subject.subscriber
    const ui = SUBSCRIPTION_UI[c.get('lang')].confirm
    return c.render(<ConfirmPage token={subject.token} email={confirmed.email} done manageToken={await signed(c, 'manage', confirmed)} />, head(c, ui.doneTitle, CONFIRM_PATH, subject.token))
  })

  app.get(UNSUBSCRIBE_PATH, async (c) => {
    const subject = await linkSubject(c, 'unsubscribe', UNSUBSCRIBE_PATH)
    if (subject instanceof Response) return subject
    const { subscriber, token } = subject
    const ui = SUBSCRIPTION_UI[c.get('lang')].unsubscribe
    const done = subscriber.status === 'unsubscribed'
    return c.render(<UnsubscribePage token={token} email={subscriber.email} done={done} />, head(c, done ? ui.doneTitle : ui.title, UNSUBSCRIBE_PATH, token))
  })

  // RFC 8058: the mail program POSTs `List-Unsubscribe=One-Click` (urlencoded or multipart) from
  // its own servers, with no Origin of ours. Only "subscribe again" needs to come from our page.
  app.post(UNSUBSCRIBE_PATH, limit(LINK_BODY_LIMIT), async (c) => {
    // Not limited per address: a large mail provider sends every one-click unsubscribe of its users from a few addresses.
    const subject = await linkSubject(c, 'unsubscribe', UNSUBSCRIBE_PATH, { limited: false })
    if (subject instanceof Response) return subject
    const store = c.get('backend').content
    const intent = await readBoundedForm(c)
      .then(({ form }) => String(form.get('intent') ?? ''))
      .catch(() => '')
    const ui = SUBSCRIPTION_UI[c.get('lang')].unsubscribe
    if (intent === 'resubscribe') {
      const allowed = new Set([new URL(c.req.url).origin, ...c.get('config').allowedOrigins])
      if (!allowed.has(c.req.header('origin') ?? '')) throw new HTTPException(403, { message: 'Permintaan ditolak: berasal dari situs lain.' })
      const back = (await resubscribe(store, subject.subscriber.id, c.get('now'))) ?? subject.subscriber
      return c.render(<UnsubscribePage token={subject.token} email={back.email} done={false} undone />, head(c, ui.undone, UNSUBSCRIBE_PATH, subject.token))
    }
    const left = (await unsubscribe(store, subject.subscriber.id, c.get('now'))) ?? subject.subscriber
    return c.render(<UnsubscribePage token={subject.token} email={left.email} done />, head(c, ui.doneTitle, UNSUBSCRIBE_PATH, subject.token))
  })

  const renderManage = async (
    c: Context<AppEnv>,
    subscriber: Subscriber,
    token: string,
    extra: {
      saved?: boolean
      refusedSave?: boolean
      errors?: Record<string, string[]>
      values?: { name: string; lang: string; categoryIds: string[]; practiceAreaIds: string[]; regulationIds: string[] }
      /** Regulations a request's note offers to follow (its link's `follow`), ticked until saved. */
      offered?: string[]
    } = {},
  ) => {
    const ui = SUBSCRIPTION_UI[c.get('lang')].manage
    // Ended (unsubscribed, bounced): nothing of it is shown, not even the address.
    if (subscriber.status !== 'active') return c.render(<ManageEndedPage refusedSave={extra.refusedSave ?? false} />, head(c, ui.endedTitle, MANAGE_PATH, token))
    const followed = subscriber.regulationIds ?? []
    const offered = (extra.offered ?? []).filter((id) => !followed.includes(id))
    const values = extra.values ?? { name: subscriber.name, lang: subscriber.lang, categoryIds: subscriber.categoryIds, practiceAreaIds: subscriber.practiceAreaIds, regulationIds: [...followed, ...offered] }
    // Those followed, those offered and those a refused form sent: each named, to tick or untick.
    const regulations = await regulationChoices(c.get('backend').content, [...followed, ...offered, ...values.regulationIds], c.get('lang'))
    return c.render(
      <ManagePage
        token={token}
        unsubscribeToken={await signed(c, 'unsubscribe', subscriber)}
        email={subscriber.email}
        saved={extra.saved ?? false}
        values={values}
        regulations={regulations}
        offeredRegulationIds={offered.filter((id) => regulations.some((r) => r.id === id))}
        {...(extra.errors ? { errors: extra.errors, formError: ui.notSaved } : {})}
      />,
      head(c, ui.title, MANAGE_PATH, token),
    )
  }

  app.get(MANAGE_PATH, async (c) => {
    const subject = await linkSubject(c, 'manage', MANAGE_PATH)
    if (subject instanceof Response) return subject
    return renderManage(c, subject.subscriber, subject.token, { saved: c.req.query('saved') === '1', offered: followIds(c.req.query(FOLLOW_PARAM)) })
  })

  app.post(MANAGE_PATH, sameOrigin, limit(LINK_BODY_LIMIT), async (c) => {
    const subject = await linkSubject(c, 'manage', MANAGE_PATH)
    if (subject instanceof Response) return subject
    const { subscriber, token } = subject
    // Ended since the form was loaded: nothing is saved, and the page says it ended.
    if (subscriber.status !== 'active') {
      c.status(409)
      return renderManage(c, subscriber, token, { refusedSave: true })
    }
    const store = c.get('backend').content
    const { form, refusal } = await readBoundedForm(c)
    const values = (() => {
      const typed = typedValues(form)
      return { name: typed.name, lang: typed.lang, categoryIds: typed.categoryIds, practiceAreaIds: typed.practiceAreaIds, regulationIds: typed.regulationIds }
    })()
    if (refusal) {
      c.status(400)
      return renderManage(c, subscriber, token, { values, errors: { [refusal.field]: [refusal.message] } })
    }
    const submission = parseWithZod(form, { schema: manageSchema })
    if (submission.status !== 'success') {
      c.status(400)
      return renderManage(c, subscriber, token, { values, errors: Object.fromEntries(Object.entries(submission.error ?? {}).filter(([, m]) => m?.length)) as Record<string, string[]> })
    }
    const unknown = await unknownInterests(store, submission.value, c.get('now'))
    if (Object.keys(unknown).length) {
      c.status(400)
      return renderManage(c, subscriber, token, { values, errors: unknown })
    }
    await updateInterests(store, subscriber.id, submission.value)
    // POST, redirect, GET: a refresh saves nothing again.
    return c.redirect(`${localePath(c.get('lang'), MANAGE_PATH)}?${LINK_PARAM}=${encodeURIComponent(token)}&saved=1`, 303)
  })

  return app
}
