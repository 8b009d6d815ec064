/**
 * The schedules: the sweep every ten minutes (scheduled posts into the public index, emails
 * still due, records past their retention, thinning of history, Sampah's purge, Statistik's
 * weekly email), the client alerts' sweep every ten minutes, and the daily deletion of uploads
 * no item uses; and the client alerts' sender, run by each new alert. None loads the site.
 */
import * as logger from 'firebase-functions/logger'
import { onDocumentCreated } from 'firebase-functions/firestore'
import { onSchedule } from 'firebase-functions/scheduler'
import { APP_REGION, SECRETS } from '../backends/firebase/firebase-params'
import { once, type LoadRuntime } from './runtime'

// Each schedule imports its own work when it runs: an instance of one never loads another's
// (the daily prune no alert queue, the alerts no history sweep).
const sweepWork = async () => {
  const [applications, history, inbox, mail, trash, search, weekly] = await Promise.all([
    import('../collections/applications/sweep'),
    import('../history/history-sweep'),
    import('../collections/inquiries/sweep'),
    import('../mail/create-mailer'),
    import('../trash/trash-item'),
    import('../search/search-sync'),
    import('../insights/weekly-summary'),
  ])
  return {
    sweepApplications: applications.sweepApplications,
    sweepHistory: history.sweepHistory,
    sweepInbox: inbox.sweepInbox,
    createMailer: mail.createMailer,
    purgeExpired: trash.purgeExpired,
    createScheduledSweep: search.createScheduledSweep,
    sendWeeklySummary: weekly.sendWeeklySummary,
  }
}
const registrationWork = () => import('../collections/registrations/sweep')
const alertWork = async () => {
  const [sweep, queue, mail] = await Promise.all([import('../alerts/alerts-sweep'), import('../alerts/alert-queue'), import('../mail/create-mailer')])
  return { sweepAlerts: sweep.sweepAlerts, createAlertQueue: queue.createAlertQueue, createMailer: mail.createMailer }
}

/** How often scheduled posts are brought into the public index (pages show them on their date regardless). */
export const SWEEP_SCHEDULE = 'every 10 minutes'

/**
 * How often the client alerts' sweep runs: scheduled items whose date came get their alert
 * (which starts the sender), subscription emails are retried, expired subscriptions deleted,
 * and sends left over or due again (a retry) are sent. New alerts do not wait for it: each
 * starts the sender when it is created. Every ten minutes is 4,320 runs a month, where a
 * schedule that sent every minute ran 43,200 times whether or not anything was queued.
 */
export const ALERT_SCHEDULE = 'every 10 minutes'
/** How long one run of the alert schedule sends before leaving the rest to the next run. */
export const ALERT_RUN_BUDGET_MS = 50_000
/**
 * How long the sender run by a new alert sends: most of its 540 s, about 480 messages at the
 * default 60 a minute; what remains goes with the next runs of the schedule.
 */
export const ALERT_SEND_BUDGET_MS = 480_000

/** When uploads no item uses are deleted (a week after their upload; see prune-orphan-uploads.ts), and Statistik's days past their retention. */
export const PRUNE_SCHEDULE = 'every day 03:00'

export function defineScheduleFunctions(options: { load: LoadRuntime; now?: () => Date }) {
  const runtime = once(options.load)
  const now = options.now ?? (() => new Date())
  let postsSweep: (() => Promise<{ added: number; removed: number }>) | null = null

  const sweepScheduled = onSchedule(
    // A schedule runs once per tick: one instance, never a warm one.
    { schedule: SWEEP_SCHEDULE, timeZone: 'Asia/Jakarta', region: APP_REGION, secrets: SECRETS, retryCount: 0, maxInstances: 1 },
    async () => {
      const [{ backend, config }, { sweepApplications, sweepHistory, sweepInbox, createMailer, purgeExpired, createScheduledSweep, sendWeeklySummary }] = await Promise.all([runtime(), sweepWork()])
      // Between its daily full passes a tick reads only the posts whose date came since the last
      // tick, which the store remembers: a cold instance goes on from it (search/search-sync.ts).
      postsSweep ??= createScheduledSweep({ store: backend.content, search: backend.search, now })
      // The inbox's and the applications' parts (emails still due, records past their retention)
      // run whatever the search's does.
      const mailer = createMailer(backend, config)
      // Event registrations: freed seats to the waiting list, reminders a day and an hour before
      // (each once, whatever runs at once: collections/registrations/sweep.ts).
      const registrations = await registrationWork()
        .then(({ sweepRegistrations }) => sweepRegistrations({ store: backend.content, mailer, now, baseUrl: config.publicBaseUrl }))
        .catch((error: unknown) => {
          logger.error('registrations sweep failed', { error: String(error) })
          return null
        })
      if (registrations && (registrations.reminded || registrations.movedUp)) logger.info('registrations sweep', registrations)
      const [search, inbox, applications, history, trash, weekly] = await Promise.allSettled([
        postsSweep(),
        sweepInbox({ store: backend.content, mailer, now, baseUrl: config.publicBaseUrl }),
        sweepApplications({ store: backend.content, files: backend.files, mailer, now, baseUrl: config.publicBaseUrl }),
        sweepHistory({ store: backend.content, now, thinning: { keepAllDays: config.revisionsKeepAllDays ?? 30 } }),
        // Items 30 days in Sampah deleted for good.
        purgeExpired(backend.content, now()),
        // Statistik's weekly email to admins, once a week when wanted (insights/weekly-summary.ts).
        sendWeeklySummary({ backend, mailer, now, baseUrl: config.publicBaseUrl }),
      ])
      if (search.status === 'fulfilled' && (search.value.added || search.value.removed)) logger.info('search sweep', search.value)
      if (inbox.status === 'fulfilled' && (inbox.value.retried || inbox.value.deleted)) logger.info('inbox sweep', inbox.value)
      if (applications.status === 'fulfilled' && (applications.value.retried || applications.value.deleted)) logger.info('applications sweep', applications.value)
      if (history.status === 'fulfilled' && (history.value.thinned || history.value.expired)) logger.info('history sweep', history.value)
      if (trash.status === 'fulfilled' && trash.value) logger.info('trash sweep', { purged: trash.value })
      if (weekly.status === 'fulfilled' && weekly.value === 'sent') logger.info('weekly summary sent')
      const failed = [search, inbox, applications, history, trash, weekly].find((result) => result.status === 'rejected')
      if (failed) throw failed.reason
    },
  )

  const alertQueue = async () => {
    const [{ backend, config }, { sweepAlerts, createAlertQueue, createMailer }] = await Promise.all([runtime(), alertWork()])
    const mailer = createMailer(backend, config)
    const deps = { store: backend.content, mailer, now, baseUrl: config.publicBaseUrl }
    const queue = createAlertQueue({ ...deps, ...(config.alertRatePerMinute ? { ratePerMinute: config.alertRatePerMinute } : {}), log: (line, detail) => logger.error(line, detail) })
    const send = async (budgetMs: number) => {
      const sent = await queue.drain({ budgetMs })
      if (sent.prepared || sent.sent || sent.failed || sent.bounced || sent.skipped || sent.retried) logger.info('alerts sent', sent)
    }
    return { sweep: () => sweepAlerts(deps), send }
  }

  // The client alerts' sweep (ALERT_SCHEDULE): scheduled items whose date came get their alert,
  // subscription emails are retried, expired subscriptions deleted; then what is due is sent for
  // up to 50 s at ALERT_RATE_PER_MINUTE. A run that made an alert leaves the sending to the
  // sender that alert starts, so the two do not send side by side. One instance; a run still
  // sending when another sender starts is held off per record by its claims
  // (alerts/alert-queue.ts), never doubled.
  const sendAlerts = onSchedule(
    { schedule: ALERT_SCHEDULE, timeZone: 'Asia/Jakarta', region: APP_REGION, secrets: SECRETS, retryCount: 0, maxInstances: 1, timeoutSeconds: 120 },
    async () => {
      const { sweep, send } = await alertQueue()
      const swept = await sweep()
      if (swept.alertsCreated || swept.subscribersDeleted || swept.recordsDeleted || swept.mailRetried) logger.info('alerts sweep', swept)
      if (swept.alertsCreated === 0) await send(ALERT_RUN_BUDGET_MS)
    },
  )

  // The sender, started by each alert created (a publish saved by staff, or the sweep's for a
  // scheduled item): prepares it and sends what is due, paced. One instance handling one event
  // at a time, so one sender paces the sends; not retried (what it leaves, the schedule sends).
  const sendQueuedAlerts = onDocumentCreated(
    { document: 'alerts/{id}', region: APP_REGION, secrets: SECRETS, retry: false, maxInstances: 1, concurrency: 1, timeoutSeconds: 540 },
    async () => {
      const { send } = await alertQueue()
      await send(ALERT_SEND_BUDGET_MS)
    },
  )

  const pruneUploads = onSchedule(
    { schedule: PRUNE_SCHEDULE, timeZone: 'Asia/Jakarta', region: APP_REGION, secrets: SECRETS, retryCount: 0, maxInstances: 1 },
    async () => {
      const [{ backend }, { pruneOrphanUploads }, { sweepInsights }] = await Promise.all([runtime(), import('../uploads/prune-orphan-uploads'), import('../insights/insights-sweep')])
      // Statistik's days past their retention (insights/insights-sweep.ts): a day's granularity, so once a day.
      const [result, insights] = await Promise.allSettled([
        pruneOrphanUploads({ store: backend.content, files: backend.files, now }),
        sweepInsights({ store: backend.content, insights: backend.insights, now }),
      ])
      if (result.status === 'fulfilled' && result.value.deleted.length) logger.info('unused uploads deleted', { count: result.value.deleted.length, paths: result.value.deleted })
      if (insights.status === 'fulfilled' && insights.value.deleted) logger.info('insights sweep', insights.value)
      const failed = [result, insights].find((outcome) => outcome.status === 'rejected')
      if (failed) throw failed.reason
    },
  )

  return { sweepScheduled, sendAlerts, sendQueuedAlerts, pruneUploads }
}
