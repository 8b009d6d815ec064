/**
 * The Cloud Functions of a Firebase deployment, each a thin call into tested code: the site
 * (the same Hono app as `npm start`), the Firestore triggers that keep the search indexes in
 * step, the Storage trigger that checks uploads, the scheduled sweep that brings scheduled
 * posts into the public index, the client alerts' schedule and their sender run by each new
 * alert, and the daily deletion of uploads no item uses.
 *
 * Each group is defined in its own module in this folder, so that an instance loads only the
 * function it runs (`functions/src/index.ts` picks it by FUNCTION_TARGET): an `app` instance the site's handler
 * without the HTTPS provider (app-handler.ts), a trigger's instance its definition with its
 * first event; the triggers load no Hono app, no React and no sharp (decision 36).
 * `defineCloudFunctions` defines them all at once, for tests, which wrap them with
 * firebase-functions-test and a runtime of their own.
 *
 * The `app` function's memory is APP_MEMORY_MB (default 1024 MB, firebase-params.ts). The site
 * itself needs far less: `npm run bench:load` measures the server's peak resident memory with the
 * demo firm and a full render cache (docs/deploy-firebase.md gives the figure); the default leaves
 * room for sharp resizing a 6000×4000 image and for 80 concurrent requests.
 */
import { defineAppFunction, type AppFunctionOptions } from './app-function'
import { once, type LoadRuntime } from './runtime'
import { defineScheduleFunctions } from './schedule-functions'
import { defineSearchSyncFunctions } from './search-sync-functions'
import { defineUploadFunction } from './upload-function'

export type { FunctionsRuntime } from './runtime'
export { SEARCH_SYNC_COLLECTIONS } from './search-sync-functions'
export { ALERT_RUN_BUDGET_MS, ALERT_SCHEDULE, ALERT_SEND_BUDGET_MS, PRUNE_SCHEDULE, SWEEP_SCHEDULE } from './schedule-functions'

export interface CloudFunctionsOptions extends AppFunctionOptions {
  load: LoadRuntime
  now?: () => Date
}

/** Every function of the deployment, sharing one start-up of the runtime. */
export function defineCloudFunctions(options: CloudFunctionsOptions) {
  const load = once(options.load)
  const shared = { load, ...(options.now ? { now: options.now } : {}) }
  return {
    ...defineAppFunction({ ...options, load }),
    ...defineSearchSyncFunctions(shared),
    ...defineUploadFunction(shared),
    ...defineScheduleFunctions(shared),
  }
}
