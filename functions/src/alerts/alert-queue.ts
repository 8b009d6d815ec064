/**
 * The client alerts' sending queue (docs/decisions/0034-client-alerts.md): durable,
 * paced and safe to stop at any instant.
 *
 * The queue is the store itself. An alert (`alerts`) is first *prepared*: one record per matching
 * active subscriber (`alertDeliveries`, id `{alertId}.{subscriberId}`: created once, whatever the
 * number of tries). Each record is then sent on its own, in four steps:
 *   1. claim it: state `sending`, `dueAt` = now + lease, written with the version read (a second
 *      sender holding the same version is refused, so one sender holds it);
 *   2. read the subscriber again: one who left, bounced or was deleted meanwhile is `skipped`,
 *      never written to;
 *   3. send, with a message id fixed by the record (`alert-{alertId}-{subscriberId}`);
 *   4. record the outcome: `sent`; `pending` again with a later `dueAt` (retries after 1, 5, 30
 *      minutes, 2 and 12 hours); `failed` after the last; `bounced` when the server refused the
 *      address for good (the subscriber is then marked bounced).
 * A process killed between 1 and 4 leaves the record `sending` until its lease ends, then it is
 * due again and the next sender repeats 2–4. Between 3 and 4 the message may already have gone:
 * the outbox (file `{message id}.eml`, written whole then renamed) and the Trigger Email
 * collection (document `{message id}`, created once) make the repeat a no-op, so nothing is sent
 * twice and nothing is skipped. Over SMTP no protocol can tell whether the server accepted a
 * message whose answer never arrived: the repeat sends it again, with the same Message-ID (which
 * many mailbox providers fold into one). That window is the milliseconds between the server's
 * answer and the store's write, and the choice is deliberate: a client who misses an alert is
 * worse off than one who receives it twice.
 *
 * Pacing: at most `ratePerMinute` sends a minute per sender, evenly spaced (the firm's mail
 * provider limits how fast it may send). One drain per process at a time; on Firebase each new
 * alert runs it (the `sendQueuedAlerts` trigger, one instance) and the ten-minute schedule sends
 * what is left or due again; on the embedded server a publish wakes it at once.
 */
import { DELIVERY_STATES, type AlertCounts, type DeliveryState } from '../../../shared/collections/alerts'
import { COLLECTION_MODULES } from '../../../shared/collections'
import { isPublishedAt } from '../../../shared/publish-rule'
import type { Lang } from '../../../shared/i18n/langs'
import { MANAGE_PATH, UNSUBSCRIBE_PATH } from '../../../shared/subscription-paths'
import type { Alert, AlertDelivery, Blog, Publication, Subscriber } from '../../../shared/schemas/types'
import { matchesDigest } from '../../../shared/alert-reach'
import { postUrl, publicationDownloadUrl, mediaUrl } from '../../../shared/urls'
import { NotFoundError, StaleVersionError, UniqueConstraintError, type ContentStore } from '../backends/ports'
import { localizePost } from '../content/public-content'
import { publicationPdf } from '../../../shared/collections/publications'
import { failureLine, MAIL_MAX_ATTEMPTS, MAIL_RETRY_DELAYS_MS, MAIL_SEND_TIMEOUT_MS, withTimeout } from '../collections/inquiries/inquiry-mail'
import { isPermanentRejection, type MailMessage, type Mailer } from '../mail/mailer'
import { isPublicInEnglish } from '../search/records'
import { absoluteUrl, firmForAlerts, interestCatalog, interestNames, itemPracticeAreas, regulationNames, withRegulations, type InterestCatalog } from './alert-context'
import { followedRegulationsOf } from '../../../shared/alert-reach'
import { planRecipients } from './alert-recipients'
import { alertMessage, digestMessage, type AlertItem, type FirmForAlerts } from './alert-messages'
import type { PostCollection } from './alert-planner'
import { linkKey, signLink } from './links'
import { dataOf, markBounced, receivesAlerts } from './subscriptions'

/** Sends per minute when the configuration says nothing (ALERT_RATE_PER_MINUTE). */
export const DEFAULT_ALERT_RATE_PER_MINUTE = 60

/** How long a claim holds a record: well past one send's timeout, so a live sender is never overtaken. */
export const DEFAULT_LEASE_MS = 3 * MAIL_SEND_TIMEOUT_MS

/** Records read per pass (each is claimed before it is sent). */
const BATCH = 20

const MODULES = { blogs: COLLECTION_MODULES.blogs, publications: COLLECTION_MODULES.publications }

export interface AlertQueueOptions {
  store: ContentStore
  mailer: Mailer
  now: () => Date
  baseUrl: string
  ratePerMinute?: number
  leaseMs?: number
  sendTimeoutMs?: number
  /** Waits between sends; tests pass their own. */
  sleep?: (ms: number) => Promise<void>
  log?: (line: string, detail?: unknown) => void
}

export interface DrainResult {
  prepared: number
  sent: number
  failed: number
  bounced: number
  skipped: number
  retried: number
  finished: number
}

export interface DrainOptions {
  /** Stop taking new records after this long (a scheduled run's time limit). */
  budgetMs?: number
}

const emptyResult = (): DrainResult => ({ prepared: 0, sent: 0, failed: 0, bounced: 0, skipped: 0, retried: 0, finished: 0 })

/** The deliveries of an alert by state: counted from its records (equality filters only). */
export async function countDeliveries(store: ContentStore, alertId: string): Promise<Record<DeliveryState, number>> {
  const states = DELIVERY_STATES
  const counts = await Promise.all(
    states.map((state) =>
      store.count('alertDeliveries', {
        where: [
          { field: 'alertId', op: '==', value: alertId },
          { field: 'state', op: '==', value: state },
        ],
      }),
    ),
  )
  return Object.fromEntries(states.map((state, i) => [state, counts[i]!])) as Record<DeliveryState, number>
}

export type AlertQueue = ReturnType<typeof createAlertQueue>

export function createAlertQueue(options: AlertQueueOptions) {
  const { store, mailer } = options
  const rate = Math.max(1, options.ratePerMinute ?? DEFAULT_ALERT_RATE_PER_MINUTE)
  const spacingMs = 60_000 / rate
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS
  const sendTimeoutMs = options.sendTimeoutMs ?? MAIL_SEND_TIMEOUT_MS
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)))
  const log = options.log ?? ((line: string, detail?: unknown) => console.error(line, detail ?? ''))
  let lastSendMs = -Infinity
  let running: Promise<DrainResult> | null = null
  let again = false

  /** Waits for the next send slot (real time: the provider's limit is in real time). */
  async function pace() {
    const wait = lastSendMs + spacingMs - Date.now()
    if (wait > 0) await sleep(wait)
    lastSendMs = Date.now()
  }

  /** Who an alert goes to now: an item's matching subscribers, or a Buletin's lists'; null when its item is off the site. */
  async function recipientsOf(alert: Alert): Promise<Subscriber[] | null> {
    const active = () => store.query('subscribers', { where: [{ field: 'status', op: '==', value: 'active' }] })
    if (alert.reason === 'digest') {
      const areaIds = alert.digest?.practiceAreaIds ?? []
      return (await active()).filter((s) => matchesDigest(s, areaIds))
    }
    const post = (await store.get(alert.collection, alert.postId)) as Blog | Publication | null
    if (!post || !isPublishedAt(post, options.now())) return null
    const [subscribers, areaIds] = await Promise.all([active(), itemPracticeAreas(store, post)])
    // One record per subscriber, whichever interests match (alert-recipients.ts).
    return planRecipients(subscribers, { categoryId: post.categoryId, areaIds, regulationIds: post.regulationIds ?? [] }).map((r) => r.subscriber)
  }

  /** Lists an alert's recipients, then lets it be sent. An item taken off the site before this leaves no alert. */
  async function prepare(alert: Alert): Promise<boolean> {
    const recipients = await recipientsOf(alert)
    if (!recipients) {
      await store.remove('alerts', alert.id, { actor: 'system', expectedVersion: alert.version }).catch(ignoreGone)
      return false
    }
    const dueAt = options.now().toISOString()
    for (const subscriber of recipients) {
      try {
        await store.create(
          'alertDeliveries',
          { alertId: alert.id, subscriberId: subscriber.id, state: 'pending', dueAt, attempts: 0, lang: '', lastError: '', sentAt: null, ref: '' },
          { actor: 'system', id: `${alert.id}.${subscriber.id}` },
        )
      } catch (error) {
        // Made by an earlier preparation that stopped halfway.
        if (!(error instanceof UniqueConstraintError)) throw error
      }
    }
    await store
      .update('alerts', alert.id, { ...dataOf(alert), state: 'sending', recipients: recipients.length }, { actor: 'system', expectedVersion: alert.version })
      .catch(ignoreGone)
    return true
  }

  /** Per drain: the firm, the interest names, the link key and each alert's item, read once. */
  interface DrainContext {
    firm: FirmForAlerts
    catalog: InterestCatalog
    key: Buffer
    items: Map<string, { alert: Alert; post: Blog | Publication | null; digestPosts: DigestPost[] } | null>
  }

  interface DigestPost {
    collection: PostCollection
    post: Blog | Publication
  }

  async function itemOf(context: DrainContext, alertId: string) {
    if (!context.items.has(alertId)) {
      const alert = await store.get('alerts', alertId)
      if (alert?.reason === 'digest') {
        const posts = await Promise.all((alert.digest?.items ?? []).map(async ({ collection, id }) => ({ collection, post: (await store.get(collection, id)) as Blog | Publication | null })))
        context.items.set(alertId, { alert, post: null, digestPosts: posts.filter((p): p is DigestPost => p.post !== null) })
      } else {
        const post = alert ? ((await store.get(alert.collection, alert.postId)) as Blog | Publication | null) : null
        context.items.set(alertId, alert && post ? { alert, post, digestPosts: [] } : null)
      }
    }
    return context.items.get(alertId)!
  }

  /** The item as one recipient reads it: English for an English subscriber when the item has an English version. */
  function alertItem(collection: 'blogs' | 'publications', post: Blog | Publication, lang: Lang, baseUrl: string): AlertItem {
    const english = lang === 'en' && isPublicInEnglish(MODULES[collection], post, options.now())
    const contentLang: Lang = english ? 'en' : 'id'
    const localized = localizePost(collection, post, contentLang)
    const pdf = collection === 'publications' && (post as Publication).file ? publicationPdf(post as Publication, contentLang) : null
    return {
      collection,
      title: localized.title,
      excerpt: localized.excerpt,
      publishedAt: post.publishedAt!,
      url: absoluteUrl(baseUrl, contentLang, postUrl(collection, localized.slug)),
      // The original upload (JPEG or PNG): mail programs that show no WebP still show it.
      ...(post.cover ? { coverUrl: `${baseUrl}${mediaUrl(post.cover)}` } : {}),
      ...(pdf ? { downloadUrl: absoluteUrl(baseUrl, contentLang, publicationDownloadUrl(localized.slug)), downloadLang: pdf.lang } : {}),
      contentLang,
    }
  }

  type Outcome = 'sent' | 'failed' | 'bounced' | 'skipped' | 'retried' | 'lost'

  /** Writes a claimed record's outcome; false when another sender took it over (its lease ended). */
  async function settle(record: AlertDelivery, data: Partial<AlertDelivery>): Promise<boolean> {
    try {
      await store.update('alertDeliveries', record.id, { ...dataOf(record), ...data }, { actor: 'system', expectedVersion: record.version })
      return true
    } catch (error) {
      if (error instanceof StaleVersionError || error instanceof NotFoundError) return false
      throw error
    }
  }

  /** Steps 1–4 of one record (see the top of this file). */
  async function deliver(context: DrainContext, due: AlertDelivery): Promise<Outcome> {
    // The slot is waited for before the claim, so a slow rate never outlasts the lease.
    await pace()
    const now = options.now()
    // 1. Claim.
    let claimed: AlertDelivery
    try {
      claimed = await store.update(
        'alertDeliveries',
        due.id,
        { ...dataOf(due), state: 'sending', dueAt: new Date(now.getTime() + leaseMs).toISOString(), attempts: due.attempts + 1 },
        { actor: 'system', expectedVersion: due.version },
      )
    } catch (error) {
      if (error instanceof StaleVersionError || error instanceof NotFoundError) return 'lost'
      throw error
    }
    // 2. Still wanted?
    const [subscriber, item] = await Promise.all([store.get('subscribers', claimed.subscriberId), itemOf(context, claimed.alertId)])
    if (!subscriber || !receivesAlerts(subscriber.status)) {
      await settle(claimed, { state: 'skipped', dueAt: null, lastError: subscriber ? 'Alamat berhenti berlangganan sebelum gilirannya.' : 'Data pelanggan dihapus sebelum gilirannya.' })
      return 'skipped'
    }
    const lang: Lang = subscriber.lang === 'en' ? 'en' : 'id'
    // The regulations followed are named in the email: read those not read yet in this drain.
    await withRegulations(store, context.catalog, [...(subscriber.regulationIds ?? []), ...(item?.post?.regulationIds ?? [])])
    const links = {
      manage: absoluteUrl(options.baseUrl, lang, MANAGE_PATH, signLink(context.key, 'manage', subscriber, now.getTime())),
      unsubscribe: absoluteUrl(options.baseUrl, lang, UNSUBSCRIBE_PATH, signLink(context.key, 'unsubscribe', subscriber, now.getTime())),
    }
    const listId = `client-alerts.${new URL(options.baseUrl).hostname}`
    let message: MailMessage
    if (item?.alert.reason === 'digest') {
      // A Buletin carries what is still on the site at this recipient's turn.
      const posts = item.digestPosts.filter((p) => isPublishedAt(p.post, now))
      if (posts.length === 0) {
        await settle(claimed, { state: 'skipped', dueAt: null, lastError: 'Tidak ada lagi item buletin yang terbit sebelum giliran penerima ini.' })
        return 'skipped'
      }
      message = digestMessage({
        alertId: claimed.alertId,
        subscriberId: subscriber.id,
        to: subscriber.email,
        lang,
        firm: context.firm,
        intro: item.alert.digest?.intro ?? '',
        sentAt: item.alert.createdAt,
        items: posts.map((p) => alertItem(p.collection, p.post, lang, options.baseUrl)),
        interests: interestNames(context.catalog, subscriber, lang),
        links,
        listId,
      })
    } else {
      if (!item?.post || !isPublishedAt(item.post, now)) {
        await settle(claimed, { state: 'skipped', dueAt: null, lastError: 'Item tidak lagi terbit sebelum giliran penerima ini.' })
        return 'skipped'
      }
      // 3. Send.
      message = alertMessage({
        alertId: claimed.alertId,
        subscriberId: subscriber.id,
        to: subscriber.email,
        lang,
        firm: context.firm,
        item: alertItem(item.alert.collection, item.post, lang, options.baseUrl),
        interests: interestNames(context.catalog, subscriber, lang),
        // Why it came, when a regulation it links is one the subscriber follows.
        followed: regulationNames(context.catalog, followedRegulationsOf(subscriber, { regulationIds: item.post.regulationIds ?? [] })),
        links,
        listId,
      })
    }
    try {
      const receipt = await withTimeout(mailer.send(message), sendTimeoutMs)
      // 4. Record.
      await settle(claimed, { state: 'sent', dueAt: null, lang, sentAt: options.now().toISOString(), ref: receipt.ref, lastError: '' })
      return 'sent'
    } catch (error) {
      const line = failureLine(error)
      if (isPermanentRejection(error)) {
        await settle(claimed, { state: 'bounced', dueAt: null, lang, lastError: line })
        await markBounced(store, subscriber.id, line, options.now())
        return 'bounced'
      }
      if (claimed.attempts >= MAIL_MAX_ATTEMPTS) {
        await settle(claimed, { state: 'failed', dueAt: null, lang, lastError: line })
        return 'failed'
      }
      const wait = MAIL_RETRY_DELAYS_MS[Math.min(claimed.attempts - 1, MAIL_RETRY_DELAYS_MS.length - 1)]!
      await settle(claimed, { state: 'pending', dueAt: new Date(options.now().getTime() + wait).toISOString(), lang, lastError: line })
      return 'retried'
    }
  }

  /** Alerts whose every record is settled: finished, their counts kept. */
  async function finishAlerts(): Promise<number> {
    let finished = 0
    for (const alert of await store.query('alerts', { where: [{ field: 'state', op: '==', value: 'sending' }] })) {
      const counts = await countDeliveries(store, alert.id)
      if (counts.pending + counts.sending > 0) continue
      const kept: AlertCounts = { sent: counts.sent, failed: counts.failed, bounced: counts.bounced, skipped: counts.skipped }
      const done = await store
        .update('alerts', alert.id, { ...dataOf(alert), state: 'done', finishedAt: options.now().toISOString(), counts: kept }, { actor: 'system', expectedVersion: alert.version })
        .catch(ignoreGone)
      if (done) finished++
    }
    return finished
  }

  /** Prepares what waits, then sends every record due, paced, until none is due or the budget is spent. */
  async function drainOnce(drainOptions: DrainOptions = {}): Promise<DrainResult> {
    const started = Date.now()
    const result = emptyResult()
    for (const alert of await store.query('alerts', { where: [{ field: 'state', op: '==', value: 'preparing' }] })) {
      if (await prepare(alert)) result.prepared++
    }
    const context: DrainContext = { firm: await firmForAlerts(store, options.baseUrl), catalog: await interestCatalog(store), key: await linkKey(store), items: new Map() }
    for (;;) {
      if (drainOptions.budgetMs !== undefined && Date.now() - started >= drainOptions.budgetMs) break
      const due = await store.query('alertDeliveries', { where: [{ field: 'dueAt', op: '<=', value: options.now().toISOString() }], orderBy: [{ field: 'dueAt' }], limit: BATCH })
      if (due.length === 0) break
      let progressed = false
      for (const record of due) {
        if (drainOptions.budgetMs !== undefined && Date.now() - started >= drainOptions.budgetMs) break
        const outcome = await deliver(context, record)
        if (outcome !== 'lost') {
          result[outcome]++
          progressed = true
        }
      }
      // Every due record was taken by other senders: theirs to finish.
      if (!progressed) break
    }
    result.finished = await finishAlerts()
    return result
  }

  /** One drain at a time per process: a caller waits for the one running, then runs its own. */
  async function drain(drainOptions: DrainOptions = {}): Promise<DrainResult> {
    while (running) await running.catch(() => null)
    running = drainOnce(drainOptions)
    try {
      return await running
    } finally {
      running = null
    }
  }

  let kicked: Promise<void> | null = null

  return {
    drain,
    /** Starts a drain in the background now (a publish on the embedded server), again if asked meanwhile; never throws. */
    kick(): void {
      again = true
      if (kicked) return
      kicked = (async () => {
        while (again) {
          again = false
          await drain().catch((error: unknown) => log('alert queue failed', error))
        }
        kicked = null
      })()
    },
    /** Resolves once no drain is running or asked for (tests, a clean stop). */
    async idle(): Promise<void> {
      while (kicked || running) await (kicked ?? running)!.catch(() => null)
    },
    /**
     * Claims held by a process that is gone, made due now. Only where one process owns the
     * store (the embedded server at start): on Firebase the lease ends them.
     */
    async releaseClaims(): Promise<number> {
      const claimed = await store.query('alertDeliveries', { where: [{ field: 'state', op: '==', value: 'sending' }] })
      let released = 0
      for (const record of claimed) if (await settle(record, { state: 'pending', dueAt: options.now().toISOString() })) released++
      return released
    },
  }
}

function ignoreGone(error: unknown): null {
  if (error instanceof StaleVersionError || error instanceof NotFoundError) return null
  throw error
}
