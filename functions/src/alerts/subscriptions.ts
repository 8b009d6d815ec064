/**
 * A subscription's life (docs/decisions/0034-client-alerts.md): a request through the
 * form, its confirmation through the signed link (double opt-in), changes of interests, leaving
 * and coming back. Plain functions over the ContentStore, so both backends run the same code.
 *
 * No one learns from the site whether an address subscribes: a request is answered the same for
 * a new, pending, active or departed address, and each standing gets one email (a confirmation,
 * or to an active address a note with its manage link), at most one per address in
 * CONFIRM_RESEND_MS. What a request may change depends on the standing: a pending or departed
 * record takes the new choices (nothing is sent on them until the owner confirms); an active one
 * keeps its own, changed only through its manage link.
 */
import {
  CONFIRM_LINK_DAYS,
  CONFIRM_RESEND_MS,
  INACTIVE_KEEP_DAYS,
  type SubscriberStatus,
  type SubscriptionInput,
  type SubscriptionMail,
} from '../../../shared/collections/subscribers'
import type { Lang } from '../../../shared/i18n/langs'
import type { Subscriber, SubscriberData } from '../../../shared/schemas/types'
import { NotFoundError, StaleVersionError, UniqueConstraintError, type ContentStore } from '../backends/ports'
import { emailKeyOf } from '../collections/inquiries/person-data'
import { newLinkSecret } from './links'
import { dataOf } from '../content/data-of'

export { dataOf }

const DAY_MS = 86_400_000

/** Emails about a subscription kept on its record (the newest; older ones are history). */
const MAIL_KEPT = 5

/** What the form asked for, already checked by the module's rules (regulations followed: none when not given). */
export type SubscriptionRequest = Omit<SubscriptionInput, 'version' | 'regulationIds'> & { regulationIds?: string[] }

export interface RequestOptions {
  now: Date
  /** The language of the page the form was sent from: the confirmation is written in it. */
  pageLang: Lang
  /** The site path the form was sent from. */
  sourcePath: string
}


/** A subscription email planned now: pending, due at once. */
function plannedMail(kind: SubscriptionMail['kind'], subscriberId: string, lang: Lang, now: Date, followRegulationIds: readonly string[] = []): SubscriptionMail {
  // One message id per request: a second request is a second message, not a retry of the first.
  const at = now.toISOString()
  return {
    kind,
    id: `subscription-${subscriberId}-${now.getTime().toString(36)}-${kind}`,
    lang,
    plannedAt: at,
    state: 'pending',
    attempts: 0,
    nextAt: at,
    lastError: '',
    sentAt: '',
    ref: '',
    ...(followRegulationIds.length ? { followRegulationIds: [...followRegulationIds] } : {}),
  }
}

/** When the last email about this subscription was planned (ms), or 0. */
function lastPlannedMs(mail: readonly SubscriptionMail[]): number {
  return mail.reduce((latest, m) => Math.max(latest, Date.parse(m.plannedAt) || 0), 0)
}

/** The record's mail list with `mail` added (the newest MAIL_KEPT kept), unless one was planned too recently. */
function withMail(current: readonly SubscriptionMail[], mail: SubscriptionMail, now: Date): { mail: SubscriptionMail[]; planned: boolean } {
  if (now.getTime() - lastPlannedMs(current) < CONFIRM_RESEND_MS) return { mail: [...current], planned: false }
  return { mail: [...current, mail].slice(-MAIL_KEPT), planned: true }
}

export type RequestOutcome = {
  /** The record as stored after the request. */
  subscriber: Subscriber
  /** An email was planned (false when one went out in the last CONFIRM_RESEND_MS). */
  planned: boolean
}

/** Reads, changes and writes one record until no one else wrote it meanwhile. */
async function updateFresh(store: ContentStore, id: string, change: (current: Subscriber) => SubscriberData | null, actor: string): Promise<Subscriber | null> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const current = await store.get('subscribers', id)
    if (!current) return null
    const next = change(current)
    if (!next) return current
    try {
      return await store.update('subscribers', id, next, { actor, expectedVersion: current.version })
    } catch (error) {
      if (error instanceof NotFoundError) return null
      if (!(error instanceof StaleVersionError)) throw error
    }
  }
  throw new Error(`subscriber ${id} kept changing`)
}

/**
 * A request from the form: a new pending record, or the existing one as its standing allows,
 * with the email it gets (if any). Never throws for a known address; two requests for a new
 * address at once end in one record (the address is unique: the second reads the first).
 */
export async function requestSubscription(store: ContentStore, input: SubscriptionRequest, options: RequestOptions): Promise<RequestOutcome> {
  const { now } = options
  const key = emailKeyOf(input.email)
  const pendingPurge = new Date(now.getTime() + (CONFIRM_LINK_DAYS + 1) * DAY_MS).toISOString()
  const regulationIds = input.regulationIds ?? []
  const choices = { name: input.name, categoryIds: input.categoryIds, practiceAreaIds: input.practiceAreaIds, regulationIds, lang: input.lang, consent: input.consent }
  for (let attempt = 0; attempt < 3; attempt++) {
    const [existing] = await store.query('subscribers', { where: [{ field: 'emailKey', op: '==', value: key }], limit: 1 })
    if (!existing) {
      const id = crypto.randomUUID()
      const mail = plannedMail('confirm', id, options.pageLang, now)
      try {
        const subscriber = await store.create(
          'subscribers',
          {
            ...choices,
            email: input.email,
            emailKey: key,
            status: 'pending',
            requestedAt: now.toISOString(),
            confirmedAt: null,
            unsubscribedAt: null,
            confirmNonce: newLinkSecret(),
            linkKey: newLinkSecret(),
            purgeAt: pendingPurge,
            bounceReason: '',
            sourcePath: options.sourcePath,
            consentSource: '',
            consentAt: null,
            mail: [mail],
            mailDue: true,
          },
          { actor: 'visitor', id },
        )
        return { subscriber, planned: true }
      } catch (error) {
        if (error instanceof UniqueConstraintError) continue
        throw error
      }
    }
    let planned = false
    const subscriber = await updateFresh(
      store,
      existing.id,
      (current) => {
        const data = dataOf(current)
        if (current.status === 'active') {
          // Its choices are its owner's: a stranger typing the address changes nothing but gets them a
          // note. Regulations asked for and not yet followed ride on the note: its manage link offers
          // them ticked, and only the owner's Simpan follows them.
          const followed = new Set(current.regulationIds ?? [])
          const offered = regulationIds.filter((id) => !followed.has(id))
          const next = withMail(current.mail, plannedMail('already', current.id, options.pageLang, now, offered), now)
          planned = next.planned
          return next.planned ? { ...data, mail: next.mail, mailDue: true } : null
        }
        const next = withMail(current.mail, plannedMail('confirm', current.id, options.pageLang, now), now)
        planned = next.planned
        return {
          ...data,
          ...choices,
          email: input.email,
          requestedAt: now.toISOString(),
          // A departed address's old confirmation links stay dead; a pending one's keep working until they expire.
          confirmNonce: current.status === 'pending' && current.confirmNonce ? current.confirmNonce : newLinkSecret(),
          purgeAt: current.purgeAt && current.purgeAt > pendingPurge ? current.purgeAt : pendingPurge,
          sourcePath: options.sourcePath,
          mail: next.mail,
          mailDue: next.planned || current.mailDue,
        }
      },
      'visitor',
    )
    if (subscriber) return { subscriber, planned }
  }
  throw new Error('subscription request kept colliding')
}

/** The record active: confirmed now (a second click on the link finds it active and changes nothing). */
export async function confirmSubscription(store: ContentStore, id: string, now: Date): Promise<Subscriber | null> {
  return updateFresh(
    store,
    id,
    (current) =>
      current.status === 'active'
        ? null
        : { ...dataOf(current), status: 'active', confirmedAt: now.toISOString(), unsubscribedAt: null, purgeAt: null, bounceReason: '' },
    'visitor',
  )
}

/** The record unsubscribed (kept INACTIVE_KEEP_DAYS, then deleted); nothing is sent to it again. */
export async function unsubscribe(store: ContentStore, id: string, now: Date): Promise<Subscriber | null> {
  return updateFresh(
    store,
    id,
    (current) =>
      current.status === 'unsubscribed'
        ? null
        : {
            ...dataOf(current),
            status: 'unsubscribed',
            unsubscribedAt: now.toISOString(),
            purgeAt: new Date(now.getTime() + INACTIVE_KEEP_DAYS * DAY_MS).toISOString(),
            // A confirmation link still in a mailbox must not bring the address back.
            confirmNonce: '',
            // Emails about the subscription not sent yet are not sent.
            mail: current.mail.map((m) => (m.state === 'pending' ? { ...m, state: 'failed' as const, lastError: 'Tidak dikirim: alamat berhenti berlangganan.' } : m)),
            mailDue: false,
          },
    'visitor',
  )
}

/** Back from the unsubscribe page (the link proves the address): active again, as confirmed before. */
export async function resubscribe(store: ContentStore, id: string, now: Date): Promise<Subscriber | null> {
  return updateFresh(
    store,
    id,
    (current) => (current.status === 'active' ? null : { ...dataOf(current), status: 'active', confirmedAt: current.confirmedAt ?? now.toISOString(), unsubscribedAt: null, purgeAt: null, bounceReason: '' }),
    'visitor',
  )
}

/** The owner's new choices, from the manage link. */
export async function updateInterests(store: ContentStore, id: string, input: Pick<SubscriptionRequest, 'name' | 'categoryIds' | 'practiceAreaIds' | 'regulationIds' | 'lang'>): Promise<Subscriber | null> {
  return updateFresh(
    store,
    id,
    (current) => ({ ...dataOf(current), name: input.name, categoryIds: input.categoryIds, practiceAreaIds: input.practiceAreaIds, regulationIds: input.regulationIds ?? current.regulationIds ?? [], lang: input.lang }),
    'visitor',
  )
}

/** The address refused for good by the mail server: no alert goes to it again (kept INACTIVE_KEEP_DAYS, then deleted). */
export async function markBounced(store: ContentStore, id: string, reason: string, now: Date): Promise<Subscriber | null> {
  return updateFresh(
    store,
    id,
    (current) =>
      current.status !== 'active'
        ? null
        : { ...dataOf(current), status: 'bounced', bounceReason: reason.slice(0, 300), purgeAt: new Date(now.getTime() + INACTIVE_KEEP_DAYS * DAY_MS).toISOString() },
    'system',
  )
}

/** Whether alerts go to a record in this standing. */
export function receivesAlerts(status: SubscriberStatus): boolean {
  return status === 'active'
}
