/**
 * The site as a Cloud Function (`app`): the same Hono app as `npm start`, behind Hosting.
 * Loaded only by the instances that run it (function-names.ts); the triggers never load the app.
 */
import { getRequestListener } from '@hono/node-server'
import os from 'node:os'
import path from 'node:path'
import { onRequest } from 'firebase-functions/https'
import * as logger from 'firebase-functions/logger'
import { createApp } from '../app'
import { APP_CHECK, APP_MAX_INSTANCES, APP_MEMORY_MB, APP_MIN_INSTANCES, APP_REGION, SECRETS } from '../backends/firebase/firebase-params'
import { guardPublicWrites, parseAppCheckMode } from '../security/app-check'
import { APPLICATION_ACTION, APPLICATION_ACTION_EN } from '../../../web/src/components/application-form'
import { localePath } from '../../../shared/i18n/langs'
import { SUBSCRIPTION_WRITE_PATHS } from '../../../shared/subscription-paths'
import { INQUIRY_ACTION } from '../../../web/src/components/inquiry-form'
import { once, type LoadRuntime } from './runtime'

export interface AppFunctionOptions {
  load: LoadRuntime
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
}

const FALLBACK_PAGE = '<!doctype html><html lang="id"><title>500</title><h1>Terjadi kesalahan pada server</h1><p>Silakan coba beberapa saat lagi.</p></html>'

export function defineAppFunction(options: AppFunctionOptions) {
  const runtime = once(options.load)
  const listener = once(async () => {
    const { backend, config } = await runtime()
    // Static files are Hosting's (firebase.json); the function serves every other path, and its own build's assets.
    const app = createApp(backend, config, { imageCacheDir: path.join(os.tmpdir(), 'img-cache'), staticDir: options.staticDir })
    const mode = parseAppCheckMode(APP_CHECK.value())
    const verify = options.verifyAppCheck ?? (() => Promise.reject(new Error('no App Check verifier')))
    // The two forms answer a missing token themselves (their page again, asking for JavaScript).
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
  return { app }
}
