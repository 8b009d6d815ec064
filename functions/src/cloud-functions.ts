/**
 * The Cloud Functions of a Firebase deployment, each a thin call into tested code: the site
 * (the same Hono app as `npm start`), the Firestore triggers that keep the search indexes in
 * step, the Storage trigger that checks uploads, the scheduled sweep that brings scheduled
 * posts into the public index, and the daily deletion of uploads no item uses. `index.ts` exports them with the real runtime; tests wrap them
 * with firebase-functions-test and a runtime of their own.
 */
import { getRequestListener } from '@hono/node-server'
import os from 'node:os'
import path from 'node:path'
import { onDocumentWritten, type DocumentSnapshot } from 'firebase-functions/firestore'
import { onRequest } from 'firebase-functions/https'
import * as logger from 'firebase-functions/logger'
import { storageBucket } from 'firebase-functions/params'
import { onSchedule } from 'firebase-functions/scheduler'
import { onObjectFinalized } from 'firebase-functions/storage'
import { COLLECTION_MODULES } from '../../shared/collections'
import { COLLECTIONS } from '../../shared/schemas/types'
import { createApp } from './app'
import {
  APP_CHECK,
  APP_MAX_INSTANCES,
  APP_MEMORY_MB,
  APP_MIN_INSTANCES,
  APP_REGION,
  SECRETS,
  TRIGGER_MAX_INSTANCES,
  TRIGGER_MIN_INSTANCES,
} from './backends/firebase/firebase-params'
import type { Backend, ChangeEvent, CollectionName } from './backends/ports'
import type { AppConfig } from './config'
import { guardPublicWrites, parseAppCheckMode } from './security/app-check'
import { APPLICATION_ACTION, APPLICATION_ACTION_EN } from '../../web/src/components/application-form'
import { localePath } from '../../shared/i18n/langs'
import { INQUIRY_ACTION } from '../../web/src/components/inquiry-form'
import { SUBSCRIPTION_WRITE_PATHS } from '../../shared/subscription-paths'
import { sweepScheduled, syncSearchOnChange } from './triggers/search-sync'
import { sweepInbox } from './inbox/inbox-sweep'
import { sweepApplications } from './collections/applications/sweep'
import { sweepHistory } from './history/history-sweep'
import { createMailer } from './mail/create-mailer'
import { validateUploadObject } from './triggers/validate-upload-object'
import { pruneOrphanUploads } from './uploads/prune-orphan-uploads'
import { purgeExpired } from './trash/trash-item'
import { sweepAlerts } from './alerts/alerts-sweep'
import { createAlertQueue } from './alerts/alert-queue'

export interface FunctionsRuntime {
  config: AppConfig
  backend: Backend
}

export interface CloudFunctionsOptions {
  /** Opens the configuration and the backend; called once per instance, on its first event. */
  load: () => Promise<FunctionsRuntime>
  /** The page sent when the app itself cannot start (configuration refused, backend unreachable). */
  fallbackPage?: () => string
  /**
   * The build's own hashed assets (`assets/…`, copied beside the bundle by build-functions.mjs).
   * A deploy releases the functions before Hosting, so for a few minutes new pages name asset
   * files the live Hosting release does not have yet; Hosting sends those paths to this function
   * (its `**` rewrite), which serves them itself.
   */
  staticDir?: string
  /** Verifies an App Check token (firebase-admin's `getAppCheck().verifyToken`); needed unless APP_CHECK is `off`. */
  verifyAppCheck?: (token: string) => Promise<unknown>
  now?: () => Date
}

/** The collections whose writes change search records (search-sync.ts): those with a searchable field. */
export const SEARCH_SYNC_COLLECTIONS = COLLECTIONS.filter((name) => COLLECTION_MODULES[name].searchable)
type SyncedCollection = CollectionName

/** How often scheduled posts are brought into the public index (pages show them on their date regardless). */
export const SWEEP_SCHEDULE = 'every 10 minutes'

/** How often the client alerts are sent (issue 18): their sweep, then the queue, paced. */
export const ALERT_SCHEDULE = 'every 1 minutes'
/** How long one run of the alert schedule sends before leaving the rest to the next minute's. */
export const ALERT_RUN_BUDGET_MS = 50_000

/** When uploads no item uses are deleted (a week after their upload; see prune-orphan-uploads.ts). */
export const PRUNE_SCHEDULE = 'every day 03:00'

const FALLBACK_PAGE = '<!doctype html><html lang="id"><title>500</title><h1>Terjadi kesalahan pada server</h1><p>Silakan coba beberapa saat lagi.</p></html>'

/** Memoizes a start-up; a failed one is tried again on the next event instead of sticking. */
function once<T>(start: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null
  return () => {
    pending ??= start().catch((error: unknown) => {
      pending = null
      throw error
    })
    return pending
  }
}

/** A document as the trigger saw it before the write (only unchanged-or-not questions are asked of it). */
function snapshotDoc(snapshot: DocumentSnapshot | undefined, id: string) {
  return snapshot?.exists ? ({ ...snapshot.data(), id } as ChangeEvent['before']) : null
}

export function defineCloudFunctions(options: CloudFunctionsOptions) {
  const runtime = once(options.load)
  const now = options.now ?? (() => new Date())
  const searchDeps = async () => {
    const { backend } = await runtime()
    return { store: backend.content, search: backend.search, now }
  }

  const listener = once(async () => {
    const { backend, config } = await runtime()
    // Static files are Hosting's (firebase.json); the function serves every other path, and its own build's assets.
    const app = createApp(backend, config, { imageCacheDir: path.join(os.tmpdir(), 'img-cache'), staticDir: options.staticDir })
    const mode = parseAppCheckMode(APP_CHECK.value())
    const verify = options.verifyAppCheck ?? (() => Promise.reject(new Error('no App Check verifier')))
    // The two forms answer a missing token themselves (their page again, asking for JavaScript),
    // in both languages: the English ones at their English words, and at the Indonesian words a
    // page cached before them still posts to (routes/language-paths.ts).
    const formPaths = [INQUIRY_ACTION, APPLICATION_ACTION, localePath('en', INQUIRY_ACTION), localePath('en', APPLICATION_ACTION_EN), localePath('en', APPLICATION_ACTION)]
    return getRequestListener(guardPublicWrites(app.fetch, { mode, verify, formPaths, exemptPaths: SUBSCRIPTION_WRITE_PATHS, log: (line, detail) => logger.warn(line, detail) }))
  })

  const app = onRequest(
    {
      region: APP_REGION,
      memory: APP_MEMORY_MB,
      minInstances: APP_MIN_INSTANCES,
      maxInstances: APP_MAX_INSTANCES,
      // One instance serves many requests at once (they mostly wait on Firestore); that needs a whole vCPU.
      cpu: 1,
      concurrency: 80,
      timeoutSeconds: 60,
      invoker: 'public',
      secrets: SECRETS,
    },
    async (req, res) => {
      let handle: Awaited<ReturnType<typeof listener>>
      try {
        handle = await listener()
      } catch (error) {
        logger.error('the site cannot start', error)
        res.status(500).set('Content-Type', 'text/html; charset=utf-8').set('Cache-Control', 'no-store').send(options.fallbackPage?.() ?? FALLBACK_PAGE)
        return
      }
      // Cloud Functions has already read the body into `rawBody`; the listener uses it.
      await handle(req, res)
    },
  )

  /** Every event trigger: warm instances and the capped ceiling from the params. */
  const triggerScale = { minInstances: TRIGGER_MIN_INSTANCES, maxInstances: TRIGGER_MAX_INSTANCES }

  const searchSync = (collection: SyncedCollection) =>
    onDocumentWritten({ document: `${collection}/{id}`, region: APP_REGION, secrets: SECRETS, retry: true, ...triggerScale }, async (event) => {
      const id = event.params.id
      const deps = await searchDeps()
      // Events arrive at least once and in any order: the record is built from what the store holds
      // now, so a late or repeated event cannot bring back an older version. `before` only answers
      // "was the name different?".
      const after = await deps.store.get(collection as CollectionName, id)
      await syncSearchOnChange({ collection, id, before: snapshotDoc(event.data?.before, id), after }, deps)
    })

  const validateUpload = onObjectFinalized(
    { bucket: storageBucket, region: APP_REGION, memory: APP_MEMORY_MB, secrets: SECRETS, retry: true, ...triggerScale },
    async (event) => {
      const { backend } = await runtime()
      if (!backend.directUploads) throw new Error('the backend takes no direct uploads')
      const result = await validateUploadObject(
        { name: event.data.name, size: event.data.size, contentType: event.data.contentType },
        { files: backend.files, rejections: backend.directUploads },
      )
      if (result.outcome === 'rejected') logger.warn('upload refused and deleted', { path: result.path, reason: result.message })
      return result
    },
  )

  const sweep = onSchedule(
    // A schedule runs once per tick: one instance, never a warm one.
    { schedule: SWEEP_SCHEDULE, timeZone: 'Asia/Jakarta', region: APP_REGION, secrets: SECRETS, retryCount: 0, maxInstances: 1 },
    async () => {
      const { backend, config } = await runtime()
      // The inbox's and the applications' parts (emails still due, records past their retention)
      // run whatever the search's does.
      const mailer = createMailer(backend, config)
      const [search, inbox, applications, history, trash] = await Promise.allSettled([
        sweepScheduled(await searchDeps()),
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

  // The client alerts (issue 18): scheduled items whose date came get their alert, subscription
  // emails are retried, expired subscriptions deleted; then the queue sends for up to 50 s, at
  // ALERT_RATE_PER_MINUTE. One instance: a run still sending when the next starts is held off
  // by its claims (alerts/alert-queue.ts), never doubled.
  const sendAlerts = onSchedule(
    { schedule: ALERT_SCHEDULE, timeZone: 'Asia/Jakarta', region: APP_REGION, secrets: SECRETS, retryCount: 0, maxInstances: 1, timeoutSeconds: 120 },
    async () => {
      const { backend, config } = await runtime()
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
      const { backend } = await runtime()
      const result = await pruneOrphanUploads({ store: backend.content, files: backend.files, now })
      if (result.deleted.length) logger.info('unused uploads deleted', { count: result.deleted.length, paths: result.deleted })
    },
  )

  return {
    app,
    searchSyncBlogs: searchSync('blogs'),
    searchSyncPublications: searchSync('publications'),
    searchSyncProfiles: searchSync('profiles'),
    searchSyncCategories: searchSync('categories'),
    searchSyncTags: searchSync('tags'),
    searchSyncPracticeAreas: searchSync('practiceAreas'),
    validateUpload,
    sweepScheduled: sweep,
    sendAlerts,
    pruneUploads,
  }
}
