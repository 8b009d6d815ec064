/**
 * Pelanggan (/dashboard/subscribers, issue 18), every staff member: the subscribers with their
 * interests and standing, their CSV, deleting one on request (admins only, issue 26; UU PDP: with
 * its per-alert records and its emails' kept copies), and each alert's report (sent, failed, bounced, skipped, each
 * try's error, and the Trigger Email extension's delivery state where it gives one).
 */
import { Hono, type Context } from 'hono'
import { DELIVERY_STATES, type DeliveryState } from '../../../shared/collections/alerts'
import { SUBSCRIBER_STATUS_LABELS, SUBSCRIBER_STATUSES, type SubscriberStatus } from '../../../shared/collections/subscribers'
import { DASHBOARD_PER_PAGE } from '../../../shared/schemas/limits'
import type { Subscriber } from '../../../shared/schemas/types'
import type { AlertReportPageProps } from '../../../web/src/dashboard/collections/subscribers/alert-page'
import type { AlertListPageProps, AlertTally } from '../../../web/src/dashboard/collections/subscribers/alerts-page'
import type { SubscriberListPageProps } from '../../../web/src/dashboard/collections/subscribers/list-page'
import { ALERTS_PATH, SUBSCRIBERS_EXPORT_PATH, SUBSCRIBERS_PATH, type SubscriberFilters } from '../../../web/src/dashboard/collections/subscribers/paths'
import type { AppEnv } from '../app-env'
import { mayDo, PERSON_DATA_COLLECTIONS } from '../../../shared/collections/access'
import { collectionGuard, guards } from '../auth/guards'
import type { ContentStore } from '../backends/ports'
import { toCsv } from '../collections/inquiries/csv'
import { deleteSubscriber } from '../inbox/person-data'
import type { Mailer } from '../mail/mailer'
import { renderDashboard } from '../render/dashboard-renderer'
import { readForm } from '../routes/dashboard/form-helpers'
import { redirectWithNotice } from '../routes/dashboard/notice-redirect'
import { notFound } from '../routes/not-found'
import { alertMessageId } from './alert-messages'
import { interestCatalog, interestNames } from './alert-context'
import { countDeliveries } from './alert-queue'

/** Subscribers a list or an export reads at most (a firm's list is far shorter). */
export const SUBSCRIBERS_READ_MAX = 20_000
/** Alerts the report list shows (newest first). */
export const ALERTS_LIST_MAX = 500

const LANG_NAMES = { id: 'Bahasa Indonesia', en: 'English' } as const

export function readSubscriberFilters(query: (name: string) => string | undefined): SubscriberFilters {
  const status = query('status') ?? ''
  return {
    status: (SUBSCRIBER_STATUSES as readonly string[]).includes(status) ? (status as SubscriberStatus) : '',
    q: (query('q') ?? '').trim().slice(0, 200),
  }
}

/** Newest first, filtered in memory (search is a plain match, never a search index: subscribers stay out of it). */
async function readSubscribers(store: ContentStore, filters: SubscriberFilters): Promise<Subscriber[]> {
  const all = await store.query('subscribers', { orderBy: [{ field: 'createdAt', direction: 'desc' }], limit: SUBSCRIBERS_READ_MAX })
  const q = filters.q.toLocaleLowerCase('id-ID')
  return all.filter((s) => (!filters.status || s.status === filters.status) && (!q || s.email.toLocaleLowerCase('id-ID').includes(q) || s.name.toLocaleLowerCase('id-ID').includes(q)))
}

const pageOf = (requested: string | undefined, pages: number) => {
  const page = Number(requested ?? '1')
  return Number.isInteger(page) && page >= 1 ? Math.min(page, pages) : 1
}

/** An alert's counts by state: kept ones once finished, counted from its records while sending. */
async function tallyOf(store: ContentStore, alert: { id: string; state: string; counts: { sent: number; failed: number; bounced: number; skipped: number } | null }): Promise<AlertTally> {
  if (alert.state === 'done' && alert.counts) return { ...alert.counts, pending: 0, sending: 0 }
  return countDeliveries(store, alert.id)
}

export function subscriberRoutes(options: { mailer: Mailer }) {
  const app = new Hono<AppEnv>()
  const staff = guards('auth')

  app.get(SUBSCRIBERS_PATH, staff, async (c) => {
    const store = c.get('backend').content
    const filters = readSubscriberFilters((name) => c.req.query(name))
    const [matching, catalog, counts, alerts] = await Promise.all([
      readSubscribers(store, filters),
      interestCatalog(store),
      Promise.all(SUBSCRIBER_STATUSES.map((status) => store.count('subscribers', { where: [{ field: 'status', op: '==', value: status }] }))),
      store.count('alerts'),
    ])
    const pages = Math.max(1, Math.ceil(matching.length / DASHBOARD_PER_PAGE))
    const page = pageOf(c.req.query('page'), pages)
    const props: SubscriberListPageProps = {
      items: matching.slice((page - 1) * DASHBOARD_PER_PAGE, page * DASHBOARD_PER_PAGE).map((s) => ({
        id: s.id,
        email: s.email,
        name: s.name,
        status: s.status,
        interests: interestNames(catalog, s, 'id'),
        lang: s.lang === 'en' ? 'en' : 'id',
        requestedAt: s.requestedAt || s.createdAt,
        confirmedAt: s.confirmedAt,
        unsubscribedAt: s.unsubscribedAt,
        purgeAt: s.purgeAt,
      })),
      total: matching.length,
      page,
      pages,
      filters,
      counts: Object.fromEntries(SUBSCRIBER_STATUSES.map((status, i) => [status, counts[i]!])) as Record<SubscriberStatus, number>,
      alerts,
      canDelete: mayDo(c.get('session')!.user.role, 'delete', 'subscribers'),
      canErasePerson: mayDo(c.get('session')!.user.role, 'delete', ...PERSON_DATA_COLLECTIONS),
    }
    return renderDashboard(c, 'subscriber-list', props, { title: 'Pelanggan' })
  })

  app.get(SUBSCRIBERS_EXPORT_PATH, staff, async (c) => {
    const store = c.get('backend').content
    const [matching, catalog] = await Promise.all([readSubscribers(store, readSubscriberFilters((name) => c.req.query(name))), interestCatalog(store)])
    const rows = [
      ['Email', 'Nama', 'Status', 'Bidang praktik', 'Kategori', 'Bahasa', 'Diminta', 'Dikonfirmasi', 'Berhenti', 'Dikirim dari'],
      ...matching.map((s) => [
        s.email,
        s.name,
        SUBSCRIBER_STATUS_LABELS[s.status],
        interestNames(catalog, { categoryIds: [], practiceAreaIds: s.practiceAreaIds }, 'id').join(', '),
        interestNames(catalog, { categoryIds: s.categoryIds, practiceAreaIds: [] }, 'id').join(', '),
        LANG_NAMES[s.lang === 'en' ? 'en' : 'id'],
        s.requestedAt,
        s.confirmedAt ?? '',
        s.unsubscribedAt ?? '',
        s.sourcePath,
      ]),
    ]
    return c.body(toCsv(rows), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="pelanggan-${c.get('now').toISOString().slice(0, 10)}.csv"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    })
  })

  app.post(`${SUBSCRIBERS_PATH}/:id/delete`, collectionGuard('delete', 'subscribers'), async (c) => {
    await readForm(c)
    // Gone already: what was asked for is done.
    await deleteSubscriber(c.get('backend').content, c.req.param('id'), c.get('session')!.user.uid, { mailer: options.mailer })
    return redirectWithNotice(c, SUBSCRIBERS_PATH, 'subscriber-deleted')
  })

  app.get(ALERTS_PATH, staff, async (c) => {
    const store = c.get('backend').content
    const alerts = await store.query('alerts', { orderBy: [{ field: 'createdAt', direction: 'desc' }], limit: ALERTS_LIST_MAX })
    const tallies = await Promise.all(alerts.map((alert) => tallyOf(store, alert)))
    const props: AlertListPageProps = {
      items: alerts.map((alert, i) => ({
        id: alert.id,
        title: alert.title,
        collection: alert.collection,
        reason: alert.reason,
        state: alert.state,
        createdAt: alert.createdAt,
        finishedAt: alert.finishedAt,
        recipients: alert.recipients,
        tally: tallies[i]!,
      })),
    }
    return renderDashboard(c, 'alert-list', props, { title: 'Laporan peringatan klien' })
  })

  app.get(`${ALERTS_PATH}/:id`, staff, async (c: Context<AppEnv>) => {
    const store = c.get('backend').content
    const alert = (await store.get('alerts', c.req.param('id') ?? '')) ?? notFound()
    const stateParam = c.req.query('state') ?? ''
    const state = (DELIVERY_STATES as readonly string[]).includes(stateParam) ? (stateParam as DeliveryState) : ''
    const [tally, records, post] = await Promise.all([
      countDeliveries(store, alert.id),
      store.query('alertDeliveries', {
        where: [{ field: 'alertId', op: '==', value: alert.id }, ...(state ? [{ field: 'state', op: '==' as const, value: state }] : [])],
        limit: SUBSCRIBERS_READ_MAX,
      }),
      store.get(alert.collection, alert.postId),
    ])
    const subscriberIds = records.map((r) => r.subscriberId)
    const people = new Map((await store.getMany('subscribers', subscriberIds)).map((s) => [s.id, s]))
    const sorted = records.sort((a, b) => (people.get(a.subscriberId)?.email ?? '~').localeCompare(people.get(b.subscriberId)?.email ?? '~'))
    const pages = Math.max(1, Math.ceil(sorted.length / DASHBOARD_PER_PAGE))
    const page = pageOf(c.req.query('page'), pages)
    const shown = sorted.slice((page - 1) * DASHBOARD_PER_PAGE, page * DASHBOARD_PER_PAGE)
    // Where the transport reports later (the mail collection's delivery state), for the rows shown.
    const deliveries = await Promise.all(
      shown.map((r) => (r.state === 'sent' && options.mailer.status ? options.mailer.status(alertMessageId(alert.id, r.subscriberId)).catch(() => null) : Promise.resolve(null))),
    )
    const props: AlertReportPageProps = {
      alert: {
        id: alert.id,
        title: alert.title,
        collection: alert.collection,
        reason: alert.reason,
        state: alert.state,
        createdAt: alert.createdAt,
        finishedAt: alert.finishedAt,
        recipients: alert.recipients,
        itemHref: post ? `/dashboard/${alert.collection}/${post.id}/edit` : '',
      },
      tally,
      kept: alert.counts,
      rows: shown.map((r, i) => ({
        id: r.id,
        email: people.get(r.subscriberId)?.email ?? '',
        state: r.state,
        attempts: r.attempts,
        lang: r.lang,
        sentAt: r.sentAt,
        lastError: r.lastError,
        ...(deliveries[i] ? { delivery: deliveries[i]!.error ? `${deliveries[i]!.state}: ${deliveries[i]!.error}` : deliveries[i]!.state } : {}),
      })),
      state,
      page,
      pages,
    }
    return renderDashboard(c, 'alert-report', props, { title: `Laporan: ${alert.title}` })
  })

  return app
}
