/**
 * The site's request handler for the `app` function, without firebase-functions' HTTPS provider.
 * That provider loads firebase-admin's Auth and App Check SDKs when it is imported (about 200 ms
 * and 15 MB on this machine) for its callable functions, which the site does not use; a page
 * view needs neither (App Check is verified, lazily, only on public writes). So an instance that
 * runs `app` exports this handler as `onRequest` would wrap it (the trace of the request for the
 * logger, a last-resort 500), and only the deploy's discovery loads the provider, for the
 * function's description (app-function.ts).
 */
import { getRequestListener } from '@hono/node-server'
import type { IncomingMessage, ServerResponse } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import * as logger from 'firebase-functions/logger'
import { createApp } from '../app'
import { APP_CHECK } from '../backends/firebase/firebase-params'
import { guardPublicWrites, parseAppCheckMode } from '../security/app-check'
import { appCheckExempt } from '../security/app-check-exempt'
import { localePath } from '../../../shared/i18n/langs'
import { APPLICATION_ACTION, APPLICATION_ACTION_EN, INQUIRY_ACTION } from '../../../shared/urls'
import { withRequestTrace } from './request-trace'
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

/** The request as Cloud Functions hands it over: Express's, with the body already read into `rawBody`. */
export type FunctionRequest = IncomingMessage & { rawBody?: Buffer }
/** Express's response, as far as this handler uses it. */
export type FunctionResponse = ServerResponse & {
  status(code: number): FunctionResponse
  set(name: string, value: string): FunctionResponse
  send(body: string): FunctionResponse
}

const FALLBACK_PAGE = '<!doctype html><html lang="id"><title>500</title><h1>Terjadi kesalahan pada server</h1><p>Silakan coba beberapa saat lagi.</p></html>'

/** The site's handler: opens the backend and the app on the first request, then answers every request. */
export function appRequestHandler(options: AppFunctionOptions): (req: FunctionRequest, res: FunctionResponse) => Promise<void> {
  const runtime = once(options.load)
  const listener = once(async () => {
    const { backend, config } = await runtime()
    // Static files are Hosting's (firebase.json); the function serves every other path, and its own build's assets.
    const app = createApp(backend, config, { imageCacheDir: path.join(os.tmpdir(), 'img-cache'), staticDir: options.staticDir })
    const mode = parseAppCheckMode(APP_CHECK.value())
    const verify = options.verifyAppCheck ?? (() => Promise.reject(new Error('no App Check verifier')))
    // The two forms answer a missing token themselves (their page again, asking for JavaScript).
    const formPaths = [INQUIRY_ACTION, APPLICATION_ACTION, localePath('en', INQUIRY_ACTION), localePath('en', APPLICATION_ACTION_EN), localePath('en', APPLICATION_ACTION)]
    return getRequestListener(guardPublicWrites(app.fetch, { mode, verify, formPaths, exemptPaths: appCheckExempt, log: (line, detail) => logger.warn(line, detail) }))
  })

  return async (req, res) => {
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
  }
}

/**
 * What an instance running `app` exports: the handler with what `onRequest` adds at run time,
 * the request's trace for the logger and a 500 for an error nothing else caught (as
 * firebase-functions' own `withErrorHandler` answers it).
 */
export async function defineAppInstance(options: AppFunctionOptions) {
  const handler = appRequestHandler(options)
  const app = await withRequestTrace(async (req: FunctionRequest, res: FunctionResponse) => {
    try {
      await handler(req, res)
    } catch (error) {
      logger.error('Unhandled error', error)
      if (!res.headersSent) res.status(500).send('Internal Server Error')
    }
  })
  return { app }
}
