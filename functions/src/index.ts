/**
 * Firebase Functions entry (`firebase deploy` loads the bundle of this file, functions/lib).
 * Nothing is opened at load time: the CLI loads this module to discover the functions, and
 * each instance reads its params, checks them (zod) and opens the backend on its first event.
 *
 * An instance runs one function, named by FUNCTION_TARGET (set by Cloud Functions), and exports
 * only that one (decision 36): `app` loads the site but not firebase-functions' HTTPS
 * provider (cloud-functions/app-handler.ts); a trigger loads its definition on its first event
 * (cloud-functions/instance-exports.ts), so its cold start never loads the site, React or sharp. Without
 * FUNCTION_TARGET (the deploy's discovery, the emulators' first load, tests) every function is
 * defined in full.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { definesGroup, instanceTarget } from './cloud-functions/function-names'
import { lazyTarget } from './cloud-functions/instance-exports'
import { once } from './cloud-functions/runtime'

/** The bundle's folder: the build copies the asset manifest, the static 500 page and the hashed assets (public/) beside it. */
const here = path.dirname(fileURLToPath(import.meta.url))

function readBeside(name: string): string | undefined {
  const file = path.join(here, name)
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined
}

/**
 * The exports of the groups this instance does not run: undefined there (Cloud Functions reads
 * only FUNCTION_TARGET's export), typed as defined for the deploy's discovery and tests.
 */
const notDefined = <T>(): T => ({}) as T

const load = once(async () => (await import('./cloud-functions/firebase-runtime')).loadFirebaseRuntime(readBeside('manifest.json')))

/** The function this process runs, when it is an instance of one of ours. */
const target = instanceTarget()

const appOptions = {
  load,
  fallbackPage: () => readBeside('500.html') ?? '<!doctype html><title>500</title><h1>Internal Server Error</h1>',
  staticDir: path.join(here, 'public'),
  // The backend has initialized the default firebase-admin app by the time a request is checked.
  verifyAppCheck: async (token: string) => (await import('firebase-admin/app-check')).getAppCheck().verifyToken(token),
}

type AppExports = ReturnType<typeof import('./cloud-functions/app-function').defineAppFunction>
export const { app } = !definesGroup('app')
  ? notDefined<AppExports>()
  : target === 'app'
    ? ((await (await import('./cloud-functions/app-handler')).defineAppInstance(appOptions)) as unknown as AppExports)
    : (await import('./cloud-functions/app-function')).defineAppFunction(appOptions)

type SearchSyncExports = ReturnType<typeof import('./cloud-functions/search-sync-functions').defineSearchSyncFunctions>
const defineSearchSync = async () => (await import('./cloud-functions/search-sync-functions')).defineSearchSyncFunctions({ load })
export const { searchSyncBlogs, searchSyncPublications, searchSyncProfiles, searchSyncCategories, searchSyncTags, searchSyncPracticeAreas, searchSyncBlockPages, searchSyncRegulations, searchSyncEvents } = !definesGroup('searchSync')
  ? notDefined<SearchSyncExports>()
  : target
    ? lazyTarget(target, defineSearchSync)
    : await defineSearchSync()

type UploadExports = ReturnType<typeof import('./cloud-functions/upload-function').defineUploadFunction>
const defineUpload = async () => (await import('./cloud-functions/upload-function')).defineUploadFunction({ load })
export const { validateUpload } = !definesGroup('upload') ? notDefined<UploadExports>() : target ? lazyTarget(target, defineUpload) : await defineUpload()

type ScheduleExports = ReturnType<typeof import('./cloud-functions/schedule-functions').defineScheduleFunctions>
const defineSchedules = async () => (await import('./cloud-functions/schedule-functions')).defineScheduleFunctions({ load })
export const { sweepScheduled, sendAlerts, sendQueuedAlerts, pruneUploads } = !definesGroup('schedules')
  ? notDefined<ScheduleExports>()
  : target
    ? lazyTarget(target, defineSchedules)
    : await defineSchedules()
