/**
 * The Firebase deployment's configuration as Cloud Functions params. `firebase deploy` asks for
 * each string param without a value (or reads `functions/.env.<project>`), and the secret
 * lives in Cloud Secret Manager (`firebase functions:secrets:set ALGOLIA_ADMIN_KEY`). At run
 * time the values go through the same zod check as every other start (`loadConfig`), so a
 * missing or malformed value stops the instance with one clear message.
 * docs/deploy-firebase.md lists them for the person deploying.
 */
import { defineInt, defineSecret, defineString, projectID, storageBucket } from 'firebase-functions/params'
import { loadConfig, type AppConfig, type AssetManifest } from '../../config'

/** Where every function runs. Use the Firestore database's region (its triggers must run there). */
export const APP_REGION = defineString('APP_REGION', {
  default: 'asia-southeast2',
  description: 'Cloud Functions region; the same as the Firestore database and the Storage bucket (asia-southeast2 is Jakarta).',
})
/** Memory of the site function and the upload check (sharp decodes images up to 6000x4000). */
export const APP_MEMORY_MB = defineInt('APP_MEMORY_MB', {
  default: 1024,
  description: 'Memory in MB of the site function and the upload check: 512, 1024, 2048 or 4096.',
})
/** A ceiling on the site function's instances: a traffic spike cannot run up an unbounded bill. */
export const APP_MAX_INSTANCES = defineInt('APP_MAX_INSTANCES', {
  default: 10,
  description: 'Most instances of the site function at once (each serves up to 80 requests together).',
})
export const PUBLIC_BASE_URL = defineString('PUBLIC_BASE_URL', {
  description: 'The public address of the site, used in canonical links, the sitemap and feeds (https://www.example.co.id).',
  input: { text: { example: 'https://www.example.co.id', validationRegex: '^https://[^/]+$', validationErrorMessage: 'An https:// origin without a path.' } },
})
export const WEB_API_KEY = defineString('WEB_API_KEY', {
  description: "The web app's API key (Firebase console > Project settings > Your apps). Public by design; used for staff sign-in and by the dashboard's upload SDK.",
})
export const WEB_APP_ID = defineString('WEB_APP_ID', {
  default: '',
  description: "The web app's App ID (optional; given to the dashboard's Firebase SDK).",
})
export const ALGOLIA_APP_ID = defineString('ALGOLIA_APP_ID', { description: 'The Algolia application id.' })
export const ALGOLIA_INDEX_PREFIX = defineString('ALGOLIA_INDEX_PREFIX', {
  default: 'alr',
  description: 'Index names are {prefix}_public and {prefix}_staff.',
})
/** Server-side only: writes and browses the indexes. Never rendered into a page. */
export const ALGOLIA_ADMIN_KEY = defineSecret('ALGOLIA_ADMIN_KEY', { description: 'The Algolia admin API key.' })

/** Every secret the functions read (each function that opens the backend binds them). */
export const SECRETS = [ALGOLIA_ADMIN_KEY]

/** The params' values as the environment `loadConfig` parses; empty values count as missing. */
export function envFromParams(): NodeJS.ProcessEnv {
  const value = (read: () => string) => read() || undefined
  return {
    BACKEND: 'firebase',
    NODE_ENV: 'production',
    SEED_DEMO: '0',
    // Only for the emulators on plain http (development); a deployment has an https address.
    ALLOW_INSECURE_HTTP: process.env.ALLOW_INSECURE_HTTP === '1' ? '1' : undefined,
    PUBLIC_BASE_URL: value(() => PUBLIC_BASE_URL.value()),
    GOOGLE_CLOUD_PROJECT: value(() => projectID.value()),
    STORAGE_BUCKET: value(() => storageBucket.value()),
    WEB_API_KEY: value(() => WEB_API_KEY.value()),
    WEB_APP_ID: value(() => WEB_APP_ID.value()),
    ALGOLIA_APP_ID: value(() => ALGOLIA_APP_ID.value()),
    ALGOLIA_INDEX_PREFIX: value(() => ALGOLIA_INDEX_PREFIX.value()),
    ALGOLIA_ADMIN_KEY: value(() => ALGOLIA_ADMIN_KEY.value()),
  }
}

/** The app's configuration inside Cloud Functions, checked with zod (throws with every problem listed). */
export function loadFirebaseConfig(assets?: AssetManifest): AppConfig {
  return loadConfig(envFromParams(), assets)
}
