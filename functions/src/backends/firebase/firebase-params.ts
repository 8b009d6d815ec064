/**
 * The Firebase deployment's configuration as Cloud Functions params. `firebase deploy` asks for
 * each string param without a value (or reads `functions/.env.<project>`), and the secret
 * lives in Cloud Secret Manager (`firebase functions:secrets:set ALGOLIA_ADMIN_KEY`). At run
 * time the values go through the same zod check as every other start (`loadConfig`), so a
 * missing or malformed value stops the instance with one clear message.
 * docs/deploy-firebase.md lists them for the person deploying.
 */
import { defineInt, defineSecret, defineString, projectID, storageBucket } from 'firebase-functions/params'

/** Where every function runs. Use the Firestore database's region (its triggers must run there). */
export const APP_REGION = defineString('APP_REGION', {
  default: 'asia-southeast2',
  description: 'Cloud Functions region; the same as the Firestore database and the Storage bucket (asia-southeast2 is Jakarta).',
})
/** Memory of the site function and the upload check (sharp decodes images up to 6000x4000). */
export const APP_MEMORY_MB = defineInt('APP_MEMORY_MB', {
  default: 1024,
  description: 'Memory in MB of the site function and the upload check: 512, 1024, 2048 or 4096.',
  input: { select: { options: [{ value: 512 }, { value: 1024 }, { value: 2048 }, { value: 4096 }] } },
})
/** Instances kept warm for the site (each costs its idle time, see docs/deploy-firebase.md); 0 lets it scale to zero. */
export const APP_MIN_INSTANCES = defineInt('APP_MIN_INSTANCES', {
  default: 0,
  description: 'Instances of the site function kept warm (0 to 5): 1 removes most cold starts and is billed while idle.',
  input: { text: { validationRegex: '^[0-5]$', validationErrorMessage: 'A whole number from 0 to 5.' } },
})
/** A ceiling on the site function's instances: a traffic spike cannot run up an unbounded bill. */
export const APP_MAX_INSTANCES = defineInt('APP_MAX_INSTANCES', {
  default: 10,
  description: 'Most instances of the site function at once (1 to 100; each serves up to 80 requests together).',
  input: { text: { validationRegex: '^([1-9]|[1-9][0-9]|100)$', validationErrorMessage: 'A whole number from 1 to 100.' } },
})
/** Warm instances per trigger; 0 (the default) is right for a firm's write volume. */
export const TRIGGER_MIN_INSTANCES = defineInt('TRIGGER_MIN_INSTANCES', {
  default: 0,
  description: 'Instances of each trigger function kept warm (0 to 2; each is billed while idle).',
  input: { text: { validationRegex: '^[0-2]$', validationErrorMessage: 'A whole number from 0 to 2.' } },
})
/**
 * The event triggers (search sync, upload check) each get at most this many instances: a burst
 * of writes or uploads queues instead of fanning out, which keeps Algolia's rate limits and the
 * bill in check. The cap (10) is in the validation, which the predeploy check applies to the
 * params file too (scripts/deploy-params.mjs): a typo cannot lift it. The two schedules run on
 * one instance whatever this says.
 */
export const TRIGGER_MAX_INSTANCES = defineInt('TRIGGER_MAX_INSTANCES', {
  default: 3,
  description: 'Most instances of each trigger function at once (1 to 10).',
  input: { text: { validationRegex: '^([1-9]|10)$', validationErrorMessage: 'A whole number from 1 to 10.' } },
})
/**
 * Firebase App Check on the public write endpoints (security/app-check.ts): `off`, `monitor`
 * (log requests without a valid token, refuse none) or `enforce` (refuse them). It applies to
 * the public forms (contact, applications); staff requests are not affected.
 */
export const APP_CHECK = defineString('APP_CHECK', {
  default: 'off',
  description: 'App Check on public forms: off, monitor or enforce (staff pages are not affected).',
  input: { select: { options: [{ value: 'off' }, { value: 'monitor' }, { value: 'enforce' }] } },
})
/**
 * The reCAPTCHA Enterprise site key the web app is registered with in App Check (public by
 * design). Set, the dashboard's Firebase app sends App Check tokens with its Storage uploads and
 * Firestore listeners, and the console can enforce App Check on both; empty, it sends none and
 * enforcement there must stay off. Needs WEB_APP_ID (config.ts refuses the key without it).
 */
export const APP_CHECK_SITE_KEY = defineString('APP_CHECK_SITE_KEY', {
  default: '',
  description: 'reCAPTCHA Enterprise site key of the web app in App Check (public); empty: the dashboard sends no App Check tokens.',
  input: {
    text: {
      validationRegex: '^([A-Za-z0-9_-]{20,100})?$',
      validationErrorMessage: 'The site key as the reCAPTCHA Enterprise console shows it (letters, digits, _ and -), or empty.',
    },
  },
})
export const PUBLIC_BASE_URL = defineString('PUBLIC_BASE_URL', {
  description: 'The public address of the site, used in canonical links, the sitemap and feeds (https://www.example.co.id).',
  input: { text: { example: 'https://www.example.co.id', validationRegex: '^https://[^/]+$', validationErrorMessage: 'An https:// origin without a path.' } },
})
/** Other addresses staff reach the site by (the Hosting domains and PUBLIC_BASE_URL are always accepted). */
export const EXTRA_ORIGINS = defineString('EXTRA_ORIGINS', {
  default: '',
  description: 'Other origins staff sign in from, comma-separated (https://kantor.example); empty for none.',
})
export const WEB_API_KEY = defineString('WEB_API_KEY', {
  description: "The web app's API key (Firebase console > Project settings > Your apps). Public by design; used for staff sign-in and by the dashboard's upload SDK.",
})
export const WEB_APP_ID = defineString('WEB_APP_ID', {
  default: '',
  description: "The web app's App ID (optional; given to the dashboard's Firebase SDK).",
})
/** Client alerts per minute at most: the pace the Trigger Email extension's mail provider allows. */
export const ALERT_RATE_PER_MINUTE = defineString('ALERT_RATE_PER_MINUTE', {
  default: '60',
  description: 'Client alerts written to the mail collection per minute at most (1 to 99999): what your mail provider accepts.',
  input: { text: { validationRegex: '^[1-9][0-9]{0,4}$', validationErrorMessage: 'A whole number from 1 to 99999.' } },
})
/**
 * The sender of the site's email (the `from` of each `mail` document). Empty: the documents
 * carry no `from`, and the Trigger Email extension sends with its own default FROM, the address
 * the firm's mail provider is set up to sign for. A `*.web.app` address is never right: the firm
 * cannot publish SPF or DKIM for Google's domain (docs/deploy-firebase.md, "Before launch").
 */
export const MAIL_FROM = defineString('MAIL_FROM', {
  default: '',
  description: "Sender address of the site's email (noreply@ the firm's own domain); empty: the Trigger Email extension's default FROM.",
  input: { text: { validationRegex: '^([^@\\s]+@[^@\\s]+\\.[^@\\s]+)?$', validationErrorMessage: 'An email address such as noreply@example.co.id, or empty.' } },
})
/**
 * Proxies in front of the app that append to X-Forwarded-For (security/client-address.ts): on
 * Firebase, Hosting and Google's front end, so 2. The rate limits key on the address this gives;
 * `npm run verify:deploy` shows which address the deployed app reads.
 */
export const TRUSTED_PROXY_HOPS = defineString('TRUSTED_PROXY_HOPS', {
  default: '2',
  description: 'Proxies whose X-Forwarded-For entries are trusted for the client address (0 to 9); 2 behind Firebase Hosting.',
  input: { text: { validationRegex: '^[0-9]$', validationErrorMessage: 'A whole number from 0 to 9.' } },
})
/**
 * The public forms' limits (contact, applications, alert subscriptions; security/spam-guard.ts):
 * past them a visitor is asked to wait (429) and nothing is stored. Each instance counts its own.
 */
export const FORM_LIMIT_PER_ADDRESS = defineString('FORM_LIMIT_PER_ADDRESS', {
  default: '5',
  description: 'Submissions of each public form a minute from one client address (1 to 9999).',
  input: { text: { validationRegex: '^[1-9][0-9]{0,3}$', validationErrorMessage: 'A whole number from 1 to 9999.' } },
})
export const FORM_LIMIT_PER_EMAIL = defineString('FORM_LIMIT_PER_EMAIL', {
  default: '5',
  description: 'Submissions of each public form an hour from one email address (1 to 9999).',
  input: { text: { validationRegex: '^[1-9][0-9]{0,3}$', validationErrorMessage: 'A whole number from 1 to 9999.' } },
})
/** Days every revision of an item is kept before thinning leaves one a week (history/thinning.ts). */
export const REVISIONS_KEEP_ALL_DAYS = defineString('REVISIONS_KEEP_ALL_DAYS', {
  default: '30',
  description: 'Days every revision is kept before older ones are thinned to one a week (1 to 9999).',
  input: { text: { validationRegex: '^[1-9][0-9]{0,3}$', validationErrorMessage: 'A whole number of days from 1 to 9999.' } },
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
    EXTRA_ORIGINS: value(() => EXTRA_ORIGINS.value()),
    GOOGLE_CLOUD_PROJECT: value(() => projectID.value()),
    STORAGE_BUCKET: value(() => storageBucket.value()),
    WEB_API_KEY: value(() => WEB_API_KEY.value()),
    WEB_APP_ID: value(() => WEB_APP_ID.value()),
    APP_CHECK_SITE_KEY: value(() => APP_CHECK_SITE_KEY.value()),
    ALERT_RATE_PER_MINUTE: value(() => ALERT_RATE_PER_MINUTE.value()),
    MAIL_FROM: value(() => MAIL_FROM.value()),
    TRUSTED_PROXY_HOPS: value(() => TRUSTED_PROXY_HOPS.value()),
    REVISIONS_KEEP_ALL_DAYS: value(() => REVISIONS_KEEP_ALL_DAYS.value()),
    FORM_LIMIT_PER_ADDRESS: value(() => FORM_LIMIT_PER_ADDRESS.value()),
    FORM_LIMIT_PER_EMAIL: value(() => FORM_LIMIT_PER_EMAIL.value()),
    ALGOLIA_APP_ID: value(() => ALGOLIA_APP_ID.value()),
    ALGOLIA_INDEX_PREFIX: value(() => ALGOLIA_INDEX_PREFIX.value()),
    ALGOLIA_ADMIN_KEY: value(() => ALGOLIA_ADMIN_KEY.value()),
  }
}
