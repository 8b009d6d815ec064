/**
 * The site as a Cloud Function (`app`): the same Hono app as `npm start`, behind Hosting, as the
 * deploy's discovery, the emulators' and the tests see it (firebase-functions' `onRequest`, with
 * the function's region, memory and scale). An instance that runs `app` exports the same handler
 * without the HTTPS provider (app-handler.ts, functions/src/index.ts).
 */
import { onRequest, type Request } from 'firebase-functions/https'
import type { Response } from 'express'
import { APP_MAX_INSTANCES, APP_MEMORY_MB, APP_MIN_INSTANCES, APP_REGION, SECRETS } from '../backends/firebase/firebase-params'
import { appRequestHandler, type AppFunctionOptions } from './app-handler'

export type { AppFunctionOptions } from './app-handler'

export function defineAppFunction(options: AppFunctionOptions) {
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
    // Express's request and response, typed as far as the handler uses them.
    appRequestHandler(options) as unknown as (req: Request, res: Response) => Promise<void>,
  )
  return { app }
}
