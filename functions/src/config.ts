import { z } from 'zod'
import { DEFAULT_PASSWORD_HASH_COST, PASSWORD_HASH_COST_RANGE } from './auth/password-hash'
import type { UploadTransportConfig } from '../../shared/browser-config'

/**
 * How long a public page's last good render may still be served while rendering it again fails
 * (the store down): by each instance from its render cache, and by any cache in front that
 * honours `stale-if-error`. A day: through an outage of Firestore visitors see the site as it
 * was, never a page more than a day out of date.
 */
export const STALE_IF_ERROR_SECONDS = 86_400

/**
 * Public pages' Cache-Control on Firebase (decision 36): browsers revalidate every visit
 * (`max-age=0`); Hosting's CDN keeps a page 60 s (`s-maxage`) and then asks the function again
 * (no stale-while-revalidate), so a save is public everywhere within 60 s plus the instances'
 * 2 s. Only when the function answers an error may a cache keep serving the page it has, for
 * `stale-if-error` seconds; `must-revalidate` would forbid exactly that (RFC 9111 5.2.2.2).
 */
export const PUBLIC_CDN_CACHE_CONTROL = `public, max-age=0, s-maxage=60, stale-if-error=${STALE_IF_ERROR_SECONDS}`

/** A host of Algolia's REST API, in the shape the `algoliasearch` client's `hosts` option takes. */

export interface AlgoliaHostSetting {
  /** The host name, without scheme or port. */
  url: string
  port?: number
  protocol: 'http' | 'https'
  accept: 'readWrite'
}

/** `https://host[:port]` or `http://host[:port]` (no path, query or credentials), else null. */
function algoliaHost(origin: string): AlgoliaHostSetting | null {
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password || /[?#]$/.test(origin)) return null
  return {
    url: url.hostname,
    ...(url.port ? { port: Number(url.port) } : {}),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    accept: 'readWrite',
  }
}

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  BACKEND: z.enum(['embedded', 'firebase']).default('embedded'),
  PUBLIC_BASE_URL: z
    .string()
    .url('PUBLIC_BASE_URL must be an absolute URL such as https://www.example.co.id')
    .optional(),
  ADMIN_EMAIL: z.string().email('ADMIN_EMAIL must be an email address').optional(),
  ADMIN_PASSWORD: z.string().min(10, 'ADMIN_PASSWORD must be at least 10 characters').optional(),
  NODE_ENV: z.string().optional(),
  /**
   * Other addresses staff reach the site by, comma-separated origins (https://kantor.example).
   * PUBLIC_BASE_URL is always accepted, and on Firebase the project's own Hosting domains.
   */
  EXTRA_ORIGINS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const origins: string[] = []
      for (const item of (value ?? '').split(',').map((x) => x.trim()).filter(Boolean)) {
        try {
          const url = new URL(item)
          if ((url.protocol === 'https:' || url.protocol === 'http:') && url.origin === item.replace(/\/+$/, '')) {
            origins.push(url.origin)
            continue
          }
        } catch {}
        ctx.addIssue({ code: 'custom', message: `EXTRA_ORIGINS holds origins such as https://kantor.example (no path), not "${item}"` })
      }
      return origins
    }),
  /** `1` lets NODE_ENV=production run on a plain-http PUBLIC_BASE_URL (a trial behind no TLS). */
  ALLOW_INSECURE_HTTP: z.enum(['0', '1']).optional(),
  /** Set to 0 to skip seeding demo content on an empty store (default: 1 on embedded, 0 on firebase). */
  SEED_DEMO: z.enum(['0', '1']).optional(),
  // Firebase (BACKEND=firebase). The Functions entry fills these from its params
  // (backends/firebase/firebase-params.ts); command-line tools read them from the environment.
  GOOGLE_CLOUD_PROJECT: z.string().min(1).optional(),
  GCLOUD_PROJECT: z.string().min(1).optional(),
  STORAGE_BUCKET: z.string().min(1).optional(),
  /** The web app's API key: public by design (it identifies the project, it grants nothing). */
  WEB_API_KEY: z.string().min(1).optional(),
  WEB_APP_ID: z.string().optional(),
  /**
   * The reCAPTCHA Enterprise site key the web app is registered with in App Check (public by
   * design, like the API key). Set: the dashboard sends App Check tokens with its Storage and
   * Firestore requests, so the console can enforce App Check on both. Empty: no tokens.
   */
  APP_CHECK_SITE_KEY: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined)
    .refine((value) => value === undefined || /^[A-Za-z0-9_-]{20,100}$/.test(value), {
      message: 'APP_CHECK_SITE_KEY is the reCAPTCHA Enterprise site key (letters, digits, _ and -, as the console shows it)',
    }),
  ALGOLIA_APP_ID: z.string().min(1).optional(),
  ALGOLIA_ADMIN_KEY: z.string().min(1).optional(),
  ALGOLIA_INDEX_PREFIX: z
    .string()
    .regex(/^[a-z0-9_-]{1,40}$/, 'ALGOLIA_INDEX_PREFIX may hold lower-case letters, digits, _ and - only')
    .default('alr'),
  /**
   * Where the Algolia client sends its requests instead of Algolia's own hosts for the
   * application: comma-separated origins (`http://127.0.0.1:7700` for a local stand-in of its
   * REST API, or an `https://` host of a regional setup). Unset on a normal deployment.
   */
  ALGOLIA_HOSTS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return undefined
      const hosts: AlgoliaHostSetting[] = []
      for (const item of value.split(',').map((x) => x.trim())) {
        const host = algoliaHost(item)
        if (host) hosts.push(host)
        else ctx.addIssue({ code: 'custom', message: `ALGOLIA_HOSTS holds origins such as https://APPID-dsn.algolia.net or http://127.0.0.1:7700, not "${item}"` })
      }
      return hosts
    }),
  /** `host:port` of the emulators (development and tests); firebase-admin reads the same variables. */
  FIREBASE_AUTH_EMULATOR_HOST: z.string().min(1).optional(),
  FIREBASE_STORAGE_EMULATOR_HOST: z.string().min(1).optional(),
  /**
   * How many proxies in front of the app append to X-Forwarded-For (security/client-address.ts).
   * Default: 0 on the embedded backend (reached directly), 2 on Firebase (Hosting, then Google's
   * front end). Behind one nginx or Caddy: 1.
   */
  /** Days every revision is kept before thinning leaves one a week (functions/src/history/thinning.ts). */
  REVISIONS_KEEP_ALL_DAYS: z
    .string()
    .regex(/^[1-9][0-9]{0,3}$/, 'REVISIONS_KEEP_ALL_DAYS must be a number of days from 1 to 9999')
    .transform(Number)
    .optional(),
  TRUSTED_PROXY_HOPS: z
    .string()
    .regex(/^[0-9]$/, 'TRUSTED_PROXY_HOPS must be a number of proxies from 0 to 9')
    .transform(Number)
    .optional(),
  /**
   * Where email goes (functions/src/mail): an SMTP server as a URL, `smtps://user:pass@host:465`
   * or `smtp://user:pass@host:587` (STARTTLS). Unset: `.eml` files in DATA_DIR/outbox on the
   * embedded backend, documents of the `mail` collection (the Trigger Email extension) on Firebase.
   */
  SMTP_URL: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined)
    .refine((value) => value === undefined || /^smtps?:\/\/[^\s]+$/.test(value), { message: 'SMTP_URL must look like smtps://user:password@smtp.example.com:465 or smtp://…:587' }),
  /**
   * Client alerts sent per minute at most: the pace the firm's mail provider allows
   * (functions/src/alerts/alert-queue.ts). Default 60.
   */
  ALERT_RATE_PER_MINUTE: z
    .string()
    .regex(/^[1-9][0-9]{0,4}$/, 'ALERT_RATE_PER_MINUTE must be a number of emails a minute from 1 to 99999')
    .transform(Number)
    .optional(),
  /**
   * The public forms' limits (security/spam-guard.ts): submissions a minute from one address,
   * and an hour from one email address. Default 5 each.
   */
  FORM_LIMIT_PER_ADDRESS: z
    .string()
    .regex(/^[1-9][0-9]{0,3}$/, 'FORM_LIMIT_PER_ADDRESS must be a number of submissions a minute from 1 to 9999')
    .transform(Number)
    .optional(),
  FORM_LIMIT_PER_EMAIL: z
    .string()
    .regex(/^[1-9][0-9]{0,3}$/, 'FORM_LIMIT_PER_EMAIL must be a number of submissions an hour from 1 to 9999')
    .transform(Number)
    .optional(),
  /**
   * The sender address of the site's email. Unset: noreply@ the PUBLIC_BASE_URL host over SMTP
   * or into the outbox; on Firebase through the Trigger Email extension, no sender at all, so the
   * extension's own default FROM applies (a `*.web.app` host is a domain the firm cannot sign for).
   */
  /**
   * How Statistik counts page views (docs/insights.md): `server`, where the page is served (the
   * render cache's fast path and the full chain; a page the script swaps in by a beacon), the
   * embedded backend's default; `image`, by the hidden image every indexed page holds, Firebase's
   * default (Hosting's CDN answers most views without the function); `off`, no page views.
   */
  INSIGHTS_COUNTING: z.enum(['server', 'image', 'off'], { message: 'INSIGHTS_COUNTING is server, image or off' }).optional(),
  /** scrypt's cost for the embedded backend's passwords, as a power of two (auth/password-hash.ts). */
  PASSWORD_HASH_COST: z
    .string()
    .regex(/^(1[0-7])?$/, `PASSWORD_HASH_COST is scrypt's cost as a power of two, from ${PASSWORD_HASH_COST_RANGE.min} to ${PASSWORD_HASH_COST_RANGE.max} (${DEFAULT_PASSWORD_HASH_COST} when unset)`)
    .optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || z.string().email().safeParse(value).success, { message: 'MAIL_FROM must be an email address such as noreply@example.co.id' }),
})

/** What BACKEND=firebase cannot start without, with the message shown when it is missing. */
const FIREBASE_REQUIRED: [keyof z.infer<typeof EnvSchema>, string][] = [
  ['STORAGE_BUCKET', 'the Cloud Storage bucket, e.g. my-project.firebasestorage.app'],
  ['WEB_API_KEY', "the web app's API key (Project settings > General > Your apps)"],
  ['ALGOLIA_APP_ID', 'the Algolia application id'],
  ['ALGOLIA_ADMIN_KEY', 'the Algolia admin API key (a secret)'],
]

const CheckedEnvSchema = EnvSchema.superRefine((env, ctx) => {
  // In production the site's cookies are Secure and HSTS is sent only when it knows it is
  // served over https; an http address (or none) would switch both off without a word.
  if (env.NODE_ENV === 'production' && env.ALLOW_INSECURE_HTTP !== '1' && !env.PUBLIC_BASE_URL?.startsWith('https://')) {
    ctx.addIssue({
      code: 'custom',
      path: ['PUBLIC_BASE_URL'],
      message:
        'NODE_ENV=production needs the https:// address visitors use (PUBLIC_BASE_URL=https://www.example.co.id), so session cookies are Secure and HSTS is sent; set ALLOW_INSECURE_HTTP=1 to run over plain http anyway',
    })
  }
  if (env.BACKEND !== 'firebase') return
  if (!env.GOOGLE_CLOUD_PROJECT && !env.GCLOUD_PROJECT) {
    ctx.addIssue({ code: 'custom', path: ['GOOGLE_CLOUD_PROJECT'], message: 'BACKEND=firebase needs the Firebase project id' })
  }
  for (const [key, what] of FIREBASE_REQUIRED) {
    if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: `BACKEND=firebase needs ${what}` })
  }
  // App Check exchanges the reCAPTCHA token for the app registered with it: the request names
  // the App ID (projects/{project}/apps/{appId}:exchangeRecaptchaEnterpriseToken), so without
  // one every token request would fail and an enforced Storage would refuse every upload.
  if (env.APP_CHECK_SITE_KEY && !env.WEB_APP_ID) {
    ctx.addIssue({
      code: 'custom',
      path: ['WEB_APP_ID'],
      message: "APP_CHECK_SITE_KEY needs WEB_APP_ID, the App ID of the web app registered in App Check (Project settings > General > Your apps)",
    })
  }
})

export interface FirebaseSettings {
  projectId: string
  storageBucket: string
  webApiKey: string
  webAppId?: string
  /**
   * The reCAPTCHA Enterprise site key of App Check, when APP_CHECK_SITE_KEY is set and the
   * emulators are not used (they take no App Check tokens, and the key's domains do not
   * include the emulated site's address, so reCAPTCHA would only fail there).
   */
  appCheckSiteKey?: string
  /** `hosts`: ALGOLIA_HOSTS, when set; otherwise the client uses Algolia's hosts for the application. */
  algolia: { appId: string; adminApiKey: string; indexPrefix: string; hosts?: AlgoliaHostSetting[] }
  /** `host:port` of the Auth and Storage emulators, when used; the browser SDK connects to them too. */
  emulators?: { auth?: string; storage?: string }
}

export interface AppConfig {
  port: number
  dataDir: string
  backend: 'embedded' | 'firebase'
  /** Origin used in canonical URLs, feeds and the sitemap, without a trailing slash. */
  publicBaseUrl: string
  adminEmail?: string
  adminPassword?: string
  seedDemo: boolean
  /** Identifies the running build; the browser compares it with /_build/latest.json. */
  buildId: string
  builtAt: string
  /** Hashed asset file names by entry name (from the build manifest). */
  assets: AssetManifest
  /** Cache-Control of public pages: revalidate locally; let the Hosting CDN keep them on Firebase. */
  publicCacheControl: string
  /**
   * Origins a state-changing request may come from (auth/same-origin.ts): PUBLIC_BASE_URL, the
   * Firebase project's Hosting domains (staff sign in there before a custom domain exists),
   * and EXTRA_ORIGINS.
   */
  allowedOrigins: string[]
  /** Origins the browser code may connect to besides this site (Firebase services). */
  cspConnectOrigins: string[]
  /**
   * How long a rendered page may stay in this instance's render cache (null: until a change
   * event or the next scheduled date drops it). Functions instances do not see each other's
   * writes, so on Firebase a page is rendered again after a minute at most.
   */
  renderCacheMaxAgeMs: number | null
  /**
   * How long past its freshness a rendered page is still served when rendering it again fails
   * (render/cached-page.ts): STALE_IF_ERROR_SECONDS on both backends.
   */
  renderCacheStaleIfErrorMs: number
  /** Proxies whose X-Forwarded-For entries are trusted for the client's address (0: the socket's). */
  trustedProxyHops: number
  /** Days every revision is kept; older ones are thinned to one a week (default 30). */
  revisionsKeepAllDays?: number
  /**
   * Email (functions/src/mail): the SMTP server when configured, and the sender address (none on
   * Firebase without MAIL_FROM: the Trigger Email extension's default FROM is used).
   */
  mail?: { smtpUrl?: string; from?: string }
  /** The public forms' limits (FORM_LIMIT_PER_ADDRESS a minute, FORM_LIMIT_PER_EMAIL an hour; the guard's defaults when absent). */
  formLimits: { perAddressPerMinute?: number; perEmailPerHour?: number }
  /** Client alerts sent per minute at most (ALERT_RATE_PER_MINUTE; the queue's default when absent). */
  alertRatePerMinute?: number
  /**
   * How Statistik counts page views (INSIGHTS_COUNTING): `server` where the page is served,
   * `image` by the image each page holds, `off` not at all (conversions are counted either way).
   */
  insightsCounting: InsightsCounting
  /** Present when BACKEND=firebase. */
  firebase?: FirebaseSettings
}

export type InsightsCounting = 'server' | 'image' | 'off'

export interface AssetManifest {
  buildId: string
  /** ISO instant of the build (lastmod of pages whose content lives in code). */
  builtAt: string
  /** entry name (e.g. "site.js", "site.css") to public URL path */
  files: Record<string, string>
}

/** The default Hosting site's domains of a Firebase project (the site id is the project id). */
export function hostingOrigins(projectId: string): string[] {
  return [`https://${projectId}.web.app`, `https://${projectId}.firebaseapp.com`]
}

/** Parses the environment once at start-up; fails fast with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, assets?: AssetManifest): AppConfig {
  const parsed = CheckedEnvSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n')
    throw new Error(`Invalid configuration:\n${problems}`)
  }
  const e = parsed.data
  const manifest = assets ?? { buildId: 'dev', builtAt: '2026-01-01T00:00:00.000Z', files: {} }
  return {
    port: e.PORT,
    dataDir: e.DATA_DIR,
    backend: e.BACKEND,
    publicBaseUrl: (e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    // Demo content is for trying the site on one machine; a Firebase project starts empty.
    seedDemo: (e.SEED_DEMO ?? (e.BACKEND === 'embedded' ? '1' : '0')) === '1',
    buildId: manifest.buildId,
    builtAt: manifest.builtAt,
    assets: manifest,
    // Browsers revalidate every visit (ETag, 304); Hosting's CDN keeps a page 60 s and serves it
    // stale only when the function answers an error, so a save is public within a minute (decision 36).
    publicCacheControl: e.BACKEND === 'firebase' ? PUBLIC_CDN_CACHE_CONTROL : 'public, max-age=0, must-revalidate',
    allowedOrigins: [
      ...new Set([
        new URL(e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`).origin,
        ...(e.BACKEND === 'firebase' ? hostingOrigins((e.GOOGLE_CLOUD_PROJECT ?? e.GCLOUD_PROJECT)!) : []),
        ...e.EXTRA_ORIGINS,
      ]),
    ],
    cspConnectOrigins:
      e.BACKEND === 'firebase'
        ? [
            'https://identitytoolkit.googleapis.com',
            'https://securetoken.googleapis.com',
            'https://firebasestorage.googleapis.com',
            // The dashboard's live lists and forms listen to Firestore (web/src/dashboard/live).
            'https://firestore.googleapis.com',
            // The browser SDKs (sign-in, uploads) talk to the emulators the server uses, and only
            // when it uses them: the login page and the upload fields connect to these instead.
            ...[e.FIREBASE_AUTH_EMULATOR_HOST, e.FIREBASE_STORAGE_EMULATOR_HOST].filter(Boolean).map((host) => `http://${host}`),
          ]
        : [],
    // On Firebase every instance drops its pages when the content version changes (decision 36);
    // the age limit remains for writes made outside the app (the console, a script).
    renderCacheMaxAgeMs: e.BACKEND === 'firebase' ? 60_000 : null,
    renderCacheStaleIfErrorMs: STALE_IF_ERROR_SECONDS * 1000,
    trustedProxyHops: e.TRUSTED_PROXY_HOPS ?? (e.BACKEND === 'firebase' ? 2 : 0),
    ...(e.REVISIONS_KEEP_ALL_DAYS ? { revisionsKeepAllDays: e.REVISIONS_KEEP_ALL_DAYS } : {}),
    formLimits: {
      ...(e.FORM_LIMIT_PER_ADDRESS ? { perAddressPerMinute: e.FORM_LIMIT_PER_ADDRESS } : {}),
      ...(e.FORM_LIMIT_PER_EMAIL ? { perEmailPerHour: e.FORM_LIMIT_PER_EMAIL } : {}),
    },
    ...(e.ALERT_RATE_PER_MINUTE ? { alertRatePerMinute: e.ALERT_RATE_PER_MINUTE } : {}),
    // On Firebase Hosting's CDN answers most views without the function: only the image sees them.
    insightsCounting: e.INSIGHTS_COUNTING ?? (e.BACKEND === 'firebase' ? 'image' : 'server'),
    mail: {
      ...(e.SMTP_URL ? { smtpUrl: e.SMTP_URL } : {}),
      ...(e.MAIL_FROM
        ? { from: e.MAIL_FROM }
        : e.BACKEND === 'firebase' && !e.SMTP_URL
          ? {}
          : { from: `noreply@${new URL(e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`).hostname}` }),
    },
    ...(e.BACKEND === 'firebase'
      ? {
          firebase: {
            projectId: (e.GOOGLE_CLOUD_PROJECT ?? e.GCLOUD_PROJECT)!,
            storageBucket: e.STORAGE_BUCKET!.replace(/^gs:\/\//, ''),
            webApiKey: e.WEB_API_KEY!,
            ...(e.WEB_APP_ID ? { webAppId: e.WEB_APP_ID } : {}),
            ...(e.APP_CHECK_SITE_KEY && !e.FIREBASE_AUTH_EMULATOR_HOST && !e.FIREBASE_STORAGE_EMULATOR_HOST
              ? { appCheckSiteKey: e.APP_CHECK_SITE_KEY }
              : {}),
            algolia: {
              appId: e.ALGOLIA_APP_ID!,
              adminApiKey: e.ALGOLIA_ADMIN_KEY!,
              indexPrefix: e.ALGOLIA_INDEX_PREFIX,
              ...(e.ALGOLIA_HOSTS ? { hosts: e.ALGOLIA_HOSTS } : {}),
            },
            ...(e.FIREBASE_AUTH_EMULATOR_HOST || e.FIREBASE_STORAGE_EMULATOR_HOST
              ? {
                  emulators: {
                    ...(e.FIREBASE_AUTH_EMULATOR_HOST ? { auth: e.FIREBASE_AUTH_EMULATOR_HOST } : {}),
                    ...(e.FIREBASE_STORAGE_EMULATOR_HOST ? { storage: e.FIREBASE_STORAGE_EMULATOR_HOST } : {}),
                  },
                }
              : {}),
          },
        }
      : {}),
  }
}

/**
 * What a Functions instance reads from its process environment besides its params (which
 * firebase-params.ts turns into the environment `loadConfig` parses): the emulators' addresses,
 * which firebase-tools' Functions emulator sets and firebase-admin reads from the process
 * whatever the params say, so the browser is sent to the same Auth and Storage as the server
 * (otherwise a password typed on the emulated site would go to production while the server
 * accepts the emulator's unsigned tokens); and ALGOLIA_HOSTS (`functions/.env.<project>`).
 * None of them is set on a normal deployment.
 */
export const FUNCTIONS_PROCESS_SETTINGS = ['FIREBASE_AUTH_EMULATOR_HOST', 'FIREBASE_STORAGE_EMULATOR_HOST', 'ALGOLIA_HOSTS'] as const

export function functionsProcessSettings(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return Object.fromEntries(FUNCTIONS_PROCESS_SETTINGS.filter((name) => env[name]).map((name) => [name, env[name]]))
}

/** The public pages' browser configuration (rendered into a JSON data block): only public identifiers. */
export function publicConfig(config: AppConfig): { baseURL: string; buildId: string; countViews?: true; appCheck?: PublicAppCheckConfig } {
  const f = config.firebase
  return {
    baseURL: '/',
    buildId: config.buildId,
    // Only where the server counts views: with the image (Firebase) a swapped-in page's own
    // image counts it, and with counting off nothing does, so a beacon would be a wasted request.
    ...(config.insightsCounting === 'server' ? { countViews: true as const } : {}),
    // The public forms get App Check tokens with it (web/src/client/app-check.ts); only on
    // Firebase with APP_CHECK_SITE_KEY, never on the emulators (see appCheckSiteKey).
    ...(f?.appCheckSiteKey && f.webAppId ? { appCheck: { siteKey: f.appCheckSiteKey, apiKey: f.webApiKey, projectId: f.projectId, appId: f.webAppId } } : {}),
  }
}

/** What the public forms' Firebase app needs for App Check: the web app's public identifiers and the reCAPTCHA Enterprise site key. */
export interface PublicAppCheckConfig {
  siteKey: string
  apiKey: string
  projectId: string
  appId: string
}

export type { UploadTransportConfig }

/** How the dashboard's upload fields send files (see UploadTransportConfig): only public identifiers. */
export function uploadTransportConfig(config: AppConfig): UploadTransportConfig {
  const f = config.firebase
  if (!f) return { transport: 'app' }
  return {
    transport: 'cloud-storage',
    firebase: {
      apiKey: f.webApiKey,
      authDomain: `${f.projectId}.firebaseapp.com`,
      projectId: f.projectId,
      storageBucket: f.storageBucket,
      ...(f.webAppId ? { appId: f.webAppId } : {}),
    },
    ...(f.appCheckSiteKey ? { appCheck: { siteKey: f.appCheckSiteKey } } : {}),
    ...(f.emulators ? { emulators: f.emulators } : {}),
  }
}

/** The dashboard's browser configuration: the public one plus how uploads travel. */
export function dashboardConfig(config: AppConfig) {
  // The dashboard's App Check settings travel with its uploads' (below), not the public forms'.
  const { appCheck: _forms, ...base } = publicConfig(config)
  return { ...base, upload: uploadTransportConfig(config) }
}
