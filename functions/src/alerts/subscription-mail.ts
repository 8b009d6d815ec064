/**
 * The emails of a subscription request (a confirmation, or a note to an address already
 * subscribed): planned on the record when the request is stored, sent right after, and tried
 * again by the sweep with the inquiries' waits (inbox/inquiry-mail.ts) until they go or the tries
 * run out. Recorded on the newest version of the record.
 */
import type { SubscriptionMail } from '../../../shared/collections/subscribers'
import { CONFIRM_PATH, MANAGE_PATH, UNSUBSCRIBE_PATH } from '../../../shared/subscription-paths'
import type { Subscriber } from '../../../shared/schemas/types'
import { NotFoundError, StaleVersionError, type ContentStore } from '../backends/ports'
import { failureLine, MAIL_MAX_ATTEMPTS, MAIL_RETRY_DELAYS_MS, MAIL_SEND_TIMEOUT_MS, withTimeout } from '../collections/inquiries/inquiry-mail'
import type { Mailer } from '../mail/mailer'
import { absoluteUrl, interestCatalog, interestNames, regulationNames, withRegulations } from './alert-context'
import { FOLLOW_PARAM } from '../../../shared/subscription-paths'
import { subscriptionMessage, type FirmForAlerts } from './alert-messages'
import { linkKey, signLink } from './links'
import { dataOf } from './subscriptions'
import { SITE_PATHS } from '../../../shared/urls'

export interface SubscriptionMailOptions {
  store: ContentStore
  mailer: Mailer
  firm: FirmForAlerts
  now: Date
  timeoutMs?: number
}

/** Sends the record's emails that are due and records what became of each; returns the record as stored. */
export async function deliverSubscriptionMail(subscriber: Subscriber, options: SubscriptionMailOptions): Promise<Subscriber> {
  const nowMs = options.now.getTime()
  const due = subscriber.mail.filter((m) => m.state === 'pending' && Date.parse(m.nextAt) <= nowMs)
  if (due.length === 0) return subscriber
  const [key, catalog] = await Promise.all([linkKey(options.store), interestCatalog(options.store)])
  await withRegulations(options.store, catalog, [...(subscriber.regulationIds ?? []), ...due.flatMap((m) => m.followRegulationIds ?? [])])
  const base = options.firm.baseUrl
  const results = new Map<string, SubscriptionMail>()
  for (const mail of due) {
    // Confirmed meanwhile (a second email's link): the confirmation has nothing left to ask.
    if (mail.kind === 'confirm' && subscriber.status === 'active') {
      results.set(mail.id, { ...mail, state: 'failed', lastError: 'Tidak dikirim: langganan sudah dikonfirmasi.' })
      continue
    }
    const attempts = mail.attempts + 1
    // A note that offers regulations to follow: its manage link opens with them ticked (the owner saves).
    const follow = (mail.followRegulationIds ?? []).filter((id) => catalog.regulations.get(id))
    try {
      const message = subscriptionMessage({
        mail,
        to: subscriber.email,
        firm: options.firm,
        interests: interestNames(catalog, subscriber, mail.lang),
        subscriptionLang: subscriber.lang === 'en' ? 'en' : 'id',
        offered: regulationNames(catalog, follow),
        links: {
          confirm: absoluteUrl(base, mail.lang, CONFIRM_PATH, signLink(key, 'confirm', subscriber, nowMs)),
          manage: absoluteUrl(base, mail.lang, MANAGE_PATH, signLink(key, 'manage', subscriber, nowMs)) + (follow.length ? `&${FOLLOW_PARAM}=${follow.map(encodeURIComponent).join(',')}` : ''),
          unsubscribe: absoluteUrl(base, mail.lang, UNSUBSCRIBE_PATH, signLink(key, 'unsubscribe', subscriber, nowMs)),
          privacy: absoluteUrl(base, mail.lang, SITE_PATHS.privacy),
        },
      })
      const receipt = await withTimeout(options.mailer.send(message), options.timeoutMs ?? MAIL_SEND_TIMEOUT_MS)
      results.set(mail.id, { ...mail, state: 'sent', attempts, lastError: '', sentAt: options.now.toISOString(), ref: receipt.ref })
    } catch (error) {
      const wait = MAIL_RETRY_DELAYS_MS[Math.min(attempts - 1, MAIL_RETRY_DELAYS_MS.length - 1)]!
      results.set(mail.id, { ...mail, state: attempts >= MAIL_MAX_ATTEMPTS ? 'failed' : 'pending', attempts, lastError: failureLine(error), nextAt: new Date(nowMs + wait).toISOString() })
    }
  }
  return recordMail(options.store, subscriber, results)
}

async function recordMail(store: ContentStore, subscriber: Subscriber, results: Map<string, SubscriptionMail>): Promise<Subscriber> {
  let current = subscriber
  for (let attempt = 0; attempt < 5; attempt++) {
    const mail = current.mail.map((m) => (results.has(m.id) && m.state === 'pending' ? results.get(m.id)! : m))
    try {
      return await store.update('subscribers', current.id, { ...dataOf(current), mail, mailDue: mail.some((m) => m.state === 'pending') }, { actor: 'system', expectedVersion: current.version })
    } catch (error) {
      if (error instanceof NotFoundError) return current
      if (!(error instanceof StaleVersionError)) throw error
      const fresh = await store.get('subscribers', current.id)
      if (!fresh) return current
      current = fresh
    }
  }
  return current
}
