/**
 * Pelanggan (/dashboard/subscribers), for the roles with subscribers (alerts: their own area, docs/roles.md): the subscribers with their
 * interests and standing, their CSV, deleting one on request (admins only; UU PDP: with
 * its per-alert records and its emails' kept copies), and each alert's report (sent, failed, bounced, skipped, each
 * try's error, and the Trigger Email extension's delivery state where it gives one).
 */
import { Hono, type Context } from 'hono'
import { mayDo, PERSON_DATA_COLLECTIONS } from '../../../shared/collections/access'
import { ALERT_REASON_LABELS, ALERT_STATE_LABELS, alerts as alertsModule, DELIVERY_STATES, type DeliveryState } from '../../../shared/collections/alerts'
import { SUBSCRIBER_STATUS_LABELS, subscribers } from '../../../shared/collections/subscribers'
import { DASHBOARD_PER_PAGE } from '../../../shared/schemas/limits'
import type { Alert, Subscriber } from '../../../shared/schemas/types'
import type { AlertReportPageProps } from '../../../web/src/dashboard/collections/subscribers/alert-page'
import { tallyLine, type AlertTally } from '../../../web/src/dashboard/collections/subscribers/alert-tally'
import { formatStamp, PERSON_PATH } from '../../../web/src/dashboard/collections/inquiries/paths'
import { ALERTS_PATH, SUBSCRIBERS_EXPORT_PATH, SUBSCRIBERS_IMPORT_PATH, SUBSCRIBERS_PATH } from '../../../web/src/dashboard/collections/subscribers/paths'
import type { AppEnv } from '../app-env'
import { collectionGuard } from '../auth/guards'
import type { ContentStore } from '../backends/ports'
import { toCsv } from '../collections/inquiries/csv'
import { listHref, listItems, readListQuery, renderList, type ListSource } from '../collections/list-route'
import { deleteSubscriber } from '../collections/inquiries/person-data'
import type { Mailer } from '../mail/mailer'
import { renderDashboard } from '../render/dashboard-renderer'
import { readForm } from '../routes/dashboard/form-helpers'
import { redirectWithNotice } from '../routes/dashboard/notice-redirect'
import { notFound } from '../routes/not-found'
import { alertMessageId } from './alert-messages'
import { interestCatalog, withRegulations, interestNames, regulationNames } from './alert-context'
import { countDeliveries } from './alert-queue'

/** Subscribers a list or an export reads at most (a firm's list is far shorter). */
export const SUBSCRIBERS_READ_MAX = 20_000
/** Alerts the report list reads at most (newest first). */
export const ALERTS_LIST_MAX = 500

const LANG_NAMES = { id: 'Bahasa Indonesia', en: 'English' } as const
const LANG_LABELS = { id: 'Indonesia', en: 'Inggris' } as const
const KIND = { blogs: 'Blog', publications: 'Publikasi' } as const

const pageOf = (requested: string | undefined, pages: number) => {
  const page = Number(requested ?? '1')
  return Number.isInteger(page) && page >= 1 ? Math.min(page, pages) : 1
}

/** An alert's counts by state: kept ones once finished, counted from its records while sending. */
async function tallyOf(store: ContentStore, alert: { id: string; state: string; counts: { sent: number; failed: number; bounced: number; skipped: number } | null }): Promise<AlertTally> {
  if (alert.state === 'done' && alert.counts) return { ...alert.counts, pending: 0, sending: 0 }
  return countDeliveries(store, alert.id)
}

/**
 * Pelanggan's list as shared/collections/subscribers.ts declares it: newest first, filtered and
 * searched in memory (a plain match, never a search index: subscribers stay out of it); each
 * row's address, name and language, interests by name, and standing with its dates.
 */
const subscriberList: ListSource<Subscriber> = {
  module: subscribers,
  read: (c) => c.get('backend').content.query('subscribers', { orderBy: [{ field: 'createdAt', direction: 'desc' }], limit: SUBSCRIBERS_READ_MAX }),
  all: (_c, docs) => docs.length,
  async head(c, query) {
    const role = c.get('session')!.user.role
    return [
      { label: `Laporan peringatan (${await c.get('backend').content.count('alerts')})`, href: ALERTS_PATH },
      { label: 'Ekspor CSV', href: listHref(subscribers, query, {}, SUBSCRIBERS_EXPORT_PATH), download: true },
      { label: 'Impor CSV', href: SUBSCRIBERS_IMPORT_PATH },
      // Hapus data seseorang is for admins (its route refuses editors).
      ...(mayDo(role, 'delete', ...PERSON_DATA_COLLECTIONS) ? [{ label: 'Hapus data seseorang', href: PERSON_PATH }] : []),
    ]
  },
  async rows(c, items) {
    // The regulations followed are named too (one read for the page's rows): a subscriber who follows only regulations is not "Semua".
    const catalog = await withRegulations(c.get('backend').content, await interestCatalog(c.get('backend').content), items.flatMap((s) => s.regulationIds ?? []))
    return items.map((s) => {
      const interests = interestNames(catalog, s, 'id')
      return {
        id: s.id,
        name: s.email,
        cells: {
          email: { text: s.email, meta: [s.name, `Bahasa ${LANG_LABELS[s.lang === 'en' ? 'en' : 'id']}`].filter(Boolean).join(' · ') },
          interests: interests.length ? interests.join(', ') : 'Semua',
          status: {
            text: SUBSCRIBER_STATUS_LABELS[s.status],
            tone: `subscriber-status-${s.status}`,
            notes: [
              ...(s.confirmedAt && s.status === 'active' ? [{ text: `Sejak ${formatStamp(s.confirmedAt)}` }] : []),
              ...(s.unsubscribedAt && s.status === 'unsubscribed' ? [{ text: `Berhenti ${formatStamp(s.unsubscribedAt)}` }] : []),
              ...(s.purgeAt ? [{ text: `Dihapus otomatis ${formatStamp(s.purgeAt)}` }] : []),
            ],
          },
          requestedAt: formatStamp(s.requestedAt || s.createdAt),
        },
      }
    })
  },
}

/** The reports of the alerts sent, newest first: each item, where its alert stands, and its counts for the page's alerts. */
const alertList: ListSource<Alert> = {
  module: alertsModule,
  read: (c) => c.get('backend').content.query('alerts', { orderBy: [{ field: 'createdAt', direction: 'desc' }], limit: ALERTS_LIST_MAX }),
  head: () => [{ label: 'Kembali ke Pelanggan', href: SUBSCRIBERS_PATH }],
  async rows(c, items) {
    const tallies = await Promise.all(items.map((alert) => tallyOf(c.get('backend').content, alert)))
    return items.map((alert, i) => ({
      id: alert.id,
      name: alert.title,
      cells: {
        // A Buletin fills the item fields with its own id: its reason says what it is.
        title: { text: alert.title, href: `${ALERTS_PATH}/${alert.id}`, meta: alert.reason === 'digest' ? ALERT_REASON_LABELS.digest : `${KIND[alert.collection]} · ${ALERT_REASON_LABELS[alert.reason]}` },
        state: { text: ALERT_STATE_LABELS[alert.state], tone: `alert-state-${alert.state}`, notes: alert.finishedAt ? [{ text: formatStamp(alert.finishedAt) }] : [] },
        recipients: { text: String(alert.recipients), below: tallyLine(tallies[i]!) },
        createdAt: formatStamp(alert.createdAt),
      },
    }))
  },
}

export function subscriberRoutes(options: { mailer: Mailer }) {
  const app = new Hono<AppEnv>()
  const subscribersGuard = collectionGuard('edit', 'subscribers')
  const alertsGuard = collectionGuard('edit', 'alerts')

  app.get(SUBSCRIBERS_PATH, subscribersGuard, (c) => renderList(c, subscriberList))

  // The filtered list (every page), as the list reads it.
  app.get(SUBSCRIBERS_EXPORT_PATH, subscribersGuard, async (c) => {
    const store = c.get('backend').content
    const [{ matching }, interests] = await Promise.all([listItems(c, subscriberList, readListQuery(subscribers, (name) => c.req.query(name))), interestCatalog(store)])
    // The regulations followed, by their citation (what Kelola langganan shows the subscriber).
    const catalog = await withRegulations(store, interests, matching.flatMap((s) => s.regulationIds ?? []))
    const rows = [
      ['Email', 'Nama', 'Status', 'Bidang praktik', 'Kategori', 'Peraturan diikuti', 'Bahasa', 'Diminta', 'Dikonfirmasi', 'Berhenti', 'Dikirim dari'],
      ...matching.map((s) => [
        s.email,
        s.name,
        SUBSCRIBER_STATUS_LABELS[s.status],
        interestNames(catalog, { categoryIds: [], practiceAreaIds: s.practiceAreaIds }, 'id').join(', '),
        interestNames(catalog, { categoryIds: s.categoryIds, practiceAreaIds: [] }, 'id').join(', '),
        regulationNames(catalog, s.regulationIds ?? []).join(', '),
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

  app.get(ALERTS_PATH, alertsGuard, (c) => renderList(c, alertList))

  app.get(`${ALERTS_PATH}/:id`, alertsGuard, async (c: Context<AppEnv>) => {
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
