/**
 * Firebase Functions entry (`firebase deploy` loads the bundle of this file, functions/lib).
 * Nothing is opened at load time: the CLI loads this module to discover the functions, and
 * each instance reads its params, checks them (zod) and opens the backend on its first event.
 */
import { getAppCheck } from 'firebase-admin/app-check'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { envFromParams } from './backends/firebase/firebase-params'
import { warnIfSchemaBehind } from './backends/migrations'
import { openBackend } from './backends/open-backend'
import { defineCloudFunctions } from './cloud-functions'
import { functionsProcessSettings, loadConfig, type AssetManifest } from './config'

/** The bundle's folder: the build copies the asset manifest, the static 500 page and the hashed assets (public/) beside it. */
const here = path.dirname(fileURLToPath(import.meta.url))

function readBeside(name: string): string | undefined {
  const file = path.join(here, name)
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined
}

const functions = defineCloudFunctions({
  async load() {
    const manifest = readBeside('manifest.json')
    // The params, and what only the process says: the emulators' addresses and ALGOLIA_HOSTS (config.ts).
    const config = loadConfig({ ...envFromParams(), ...functionsProcessSettings() }, manifest ? (JSON.parse(manifest) as AssetManifest) : undefined)
    const backend = await openBackend(config)
    // The deploy migrates the stored documents (npm run migrate:schema); an instance only says
    // when it finds the store behind, without holding up its first request.
    warnIfSchemaBehind(backend.content, (line) => console.warn(line)).catch(() => {})
    return { config, backend }
  },
  fallbackPage: () => readBeside('500.html') ?? '<!doctype html><title>500</title><h1>Internal Server Error</h1>',
  staticDir: path.join(here, 'public'),
  // The backend has initialized the default firebase-admin app by the time a request is checked.
  verifyAppCheck: (token) => getAppCheck().verifyToken(token),
})

export const {
  app,
  searchSyncBlogs,
  searchSyncPublications,
  searchSyncProfiles,
  searchSyncCategories,
  searchSyncTags,
  searchSyncPracticeAreas,
  validateUpload,
  sweepScheduled,
  sendAlerts,
  pruneUploads,
} = functions
