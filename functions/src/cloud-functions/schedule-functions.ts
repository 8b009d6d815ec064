/**
 * The schedules: the sweep every ten minutes (scheduled posts into the public index, emails
 * still due, records past their retention, thinning of history, Sampah's purge), the client alerts every minute, and the daily
 * deletion of uploads no item uses. Neither loads the site.
 */
import * as logger from 'firebase-functions/logger'
import { onSchedule } from 'firebase-functions/scheduler'
import { APP_REGION, SECRETS } from '../backends/firebase/firebase-params'
import { once, type LoadRuntime } from './runtime'

// Each schedule imports its own work when it runs: an instance of one never loads another's
// (the daily prune no alert queue, the alerts no history sweep).
const sweepWork = async () => {
  const [applications, history, inbox, mail, trash, search] = await Promise.all([
    import('../collections/applications/sweep'),
    import('../history/history-sweep'),
    import('../collections/inquiries/sweep'),
    import('../mail/create-mailer'),
    import('../trash/trash-item'),
    import('../search/search-sync'),
  ])
  return {
    sweepApplications: applications.sweepApplications,
    sweepHistory: history.sweepHistory,
    sweepInbox: inbox.sweepInbox,
    createMailer: mail.createMailer,
    purgeExpired: trash.purgeExpired,
    sweepScheduledPosts: search.sweepScheduled,
  }
}
const alertWork = async () => {
  const [sweep, queue, mail] = await Promise.all([import('../alerts/alerts-sweep'), import('../alerts/alert-queue'), import('../mail/create-mailer')])
  return { sweepAlerts: sweep.sweepAlerts, createAlertQueue: queue.createAlertQueue, createMailer: mail.createMailer }
}

/** How often scheduled posts are brought into the public index (pages show them on their date regardless). */
export const SWEEP_SCHEDULE = 'every 10 minutes'

/** How often the client alerts are sent: their sweep, then the queue, paced. */
export const ALERT_SCHEDULE = 'every 1 minutes'
/** How long one run of the alert schedule sends before leaving the rest to the next minute's. */
export const ALERT_RUN_BUDGET_MS = 50_000

/** When uploads no item uses are deleted (a week after their upload; see prune-orphan-uploads.ts). */
export const PRUNE_SCHEDULE = 'every day 03:00'

export function defineScheduleFunctions(options: { load: LoadRuntime; now?: () => Date }) {
  const runtime = once(options.load)
  const now = options.now ?? (() => new Date())

  const sweepScheduled = onSchedule(
    // A schedule runs once per tick: one instance, never a warm one.
    { schedule: SWEEP_SCHEDULE, timeZone: 'Asia/Jakarta', region: APP_REGION, secrets: SECRETS, retryCount: 0, maxInstances: 1 },
    async () => {
      const [{ backend, config }, { sweepApplications, sweepHistory, sweepInbox, createMailer, purgeExpired, sweepScheduledPosts }] = await Promise.all([runtime(), sweepWork()])
      // The inbox's and the applications' parts (emails still due, records past their retention)
      // run whatever the search's does.
      const mailer = createMailer(backend, config)
      const [search, inbox, applications, history, trash] = await Promise.allSettled([
        sweepScheduledPosts({ store: backend.content, search: backend.search, now }),
        sweepInbox({ store: backend.content, mailer, now, baseUrl: config.publicBaseUrl }),
        sweepApplications({ store: backend.content, files: backend.files, mailer, now, baseUrl: config.publicBaseUrl }),
        sweepHistory({ store: backend.content, now, thinning: { keepAllDays: config.revisionsKeepAllDays ?? 30 } }),
        // Items 30 days in Sampah deleted for good.
        purgeExpired(backend.content, now()),
      ])
      if (search.status === 'fulfilled' && (search.value.added || search.value.removed)) logger.info('search sweep', search.value)
      if (inbox.status === 'fulfilled' && (inbox.value.retried || inbox.value.deleted)) logger.info('inbox sweep', inbox.value)
      if (applications.status === 'fulfilled' && (applications.value.retried || applications.value.deleted)) logger.info('applications sweep', applications.value)
      if (history.status === 'fulfilled' && (history.value.thinned || history.value.expired)) logger.info('history sweep', history.value)
      if (trash.status === 'fulfilled' && trash.value) logger.info('trash sweep', { purged: trash.value })
      const failed = [search, inbox, applications, history, trash].find((result) => result.status === 'rejected')
      if (failed) throw failed.reason
    },
  )

  // The client alerts: scheduled items whose date came get their alert, subscription
  // emails are retried, expired subscriptions deleted; then the queue sends for up to 50 s, at
  // ALERT_RATE_PER_MINUTE. One instance: a run still sending when the next starts is held off
  // by its claims (alerts/alert-queue.ts), never doubled.
  const sendAlerts = onSchedule(
    { schedule: ALERT_SCHEDULE, timeZone: 'Asia/Jakarta', region: APP_REGION, secrets: SECRETS, retryCount: 0, maxInstances: 1, timeoutSeconds: 120 },
    async () => {
      const [{ backend, config }, { sweepAlerts, createAlertQueue, createMailer }] = await Promise.all([runtime(), alertWork()])
      const mailer = createMailer(backend, config)
      const deps = { store: backend.content, mailer, now, baseUrl: config.publicBaseUrl }
      const swept = await sweepAlerts(deps)
      if (swept.alertsCreated || swept.subscribersDeleted || swept.recordsDeleted || swept.mailRetried) logger.info('alerts sweep', swept)
      const queue = createAlertQueue({ ...deps, ...(config.alertRatePerMinute ? { ratePerMinute: config.alertRatePerMinute } : {}), log: (line, detail) => logger.error(line, detail) })
      const sent = await queue.drain({ budgetMs: ALERT_RUN_BUDGET_MS })
      if (sent.prepared || sent.sent || sent.failed || sent.bounced || sent.skipped || sent.retried) logger.info('alerts sent', sent)
    },
  )

  const pruneUploads = onSchedule(
    { schedule: PRUNE_SCHEDULE, timeZone: 'Asia/Jakarta', region: APP_REGION, secrets: SECRETS, retryCount: 0, maxInstances: 1 },
    async () => {
      const [{ backend }, { pruneOrphanUploads }] = await Promise.all([runtime(), import('../uploads/prune-orphan-uploads')])
      const result = await pruneOrphanUploads({ store: backend.content, files: backend.files, now })
      if (result.deleted.length) logger.info('unused uploads deleted', { count: result.deleted.length, paths: result.deleted })
    },
  )

  return { sweepScheduled, sendAlerts, pruneUploads }
}
