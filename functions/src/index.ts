/**
 * Firebase Functions entry (`firebase deploy` loads the bundle of this file, functions/lib).
 * Nothing is opened at load time: the CLI loads this module to discover the functions, and
 * each instance reads its params, checks them (zod) and opens the backend on its first event.
 *
 * An instance runs one function, named by FUNCTION_TARGET (set by Cloud Functions): it loads
 * only that function's module (cloud/function-names.ts), so a trigger's cold start never loads
 * the site, React or sharp (issue 19). Without FUNCTION_TARGET (the deploy's discovery, the
 * emulators) every function is defined.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { definesGroup } from './cloud/function-names'
import { once } from './cloud/runtime'

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

const load = once(async () => (await import('./cloud/firebase-runtime')).loadFirebaseRuntime(readBeside('manifest.json')))

export const { app } = definesGroup('app')
  ? (await import('./cloud/app-function')).defineAppFunction({
      load,
      fallbackPage: () => readBeside('500.html') ?? '<!doctype html><title>500</title><h1>Internal Server Error</h1>',
      staticDir: path.join(here, 'public'),
      // The backend has initialized the default firebase-admin app by the time a request is checked.
      verifyAppCheck: async (token) => (await import('firebase-admin/app-check')).getAppCheck().verifyToken(token),
    })
  : notDefined<ReturnType<typeof import('./cloud/app-function').defineAppFunction>>()

export const { searchSyncBlogs, searchSyncPublications, searchSyncProfiles, searchSyncCategories, searchSyncTags, searchSyncPracticeAreas } = definesGroup('searchSync')
  ? (await import('./cloud/search-sync-functions')).defineSearchSyncFunctions({ load })
  : notDefined<ReturnType<typeof import('./cloud/search-sync-functions').defineSearchSyncFunctions>>()

export const { validateUpload } = definesGroup('upload')
  ? (await import('./cloud/upload-function')).defineUploadFunction({ load })
  : notDefined<ReturnType<typeof import('./cloud/upload-function').defineUploadFunction>>()

export const { sweepScheduled, sendAlerts, pruneUploads } = definesGroup('schedules')
  ? (await import('./cloud/schedule-functions')).defineScheduleFunctions({ load })
  : notDefined<ReturnType<typeof import('./cloud/schedule-functions').defineScheduleFunctions>>()
