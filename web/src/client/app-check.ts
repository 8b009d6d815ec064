/**
 * Firebase App Check tokens for the public forms' JavaScript submissions. With
 * APP_CHECK_SITE_KEY on Firebase, the page configuration (`#app-config`) names the reCAPTCHA
 * Enterprise site key and the web app's public identifiers (functions/src/config.ts,
 * publicConfig); the contact and
 * application forms then send a token in `X-Firebase-AppCheck`, which the server verifies
 * (functions/src/security/app-check.ts: refused in `enforce` mode without one, logged in
 * `monitor`). https://firebase.google.com/docs/app-check/web/recaptcha-enterprise-provider
 *
 * The SDK and reCAPTCHA are loaded only where this is asked for: on a page with a form, when the
 * visitor starts filling it in (`prepare`), so reCAPTCHA has the time it needs to judge the visit
 * before the token is asked for at sending. Without a key (the embedded backend, the emulators)
 * nothing is loaded. A token that cannot be had (reCAPTCHA blocked, offline, a slow network past
 * TOKEN_TIMEOUT_MS) leaves the header out: the form is still sent, and the server decides.
 *
 * Tokens are not refreshed in the background (`isTokenAutoRefreshEnabled: false`, whose default
 * follows the app's data collection setting, on): each refresh is a reCAPTCHA assessment, billed,
 * and a visitor reading a page needs none; the SDK keeps a token it got until it expires.
 */

import { APP_CHECK_HEADER } from '../../../shared/browser-config'

/** Public identifiers only: the site key names the key, the web app's identifiers name the app. */
export interface AppCheckSettings {
  siteKey: string
  apiKey: string
  projectId: string
  appId: string
}

/**
 * The App Check settings of the page configuration's JSON block, when all four are non-empty
 * strings; anything else is no App Check. Read here rather than in config.ts, so the public
 * entry script (which never needs them) shares no module with the forms' chunks.
 */
export function readAppCheckSettings(root: Pick<Document, 'getElementById'> | undefined = globalThis.document): AppCheckSettings | undefined {
  let value: unknown
  try {
    value = (JSON.parse(root?.getElementById('app-config')?.textContent ?? '') as { appCheck?: unknown } | null)?.appCheck
  } catch {
    return undefined
  }
  if (!value || typeof value !== 'object') return undefined
  const v = value as Record<string, unknown>
  const fields = ['siteKey', 'apiKey', 'projectId', 'appId'] as const
  if (!fields.every((name) => typeof v[name] === 'string' && v[name] !== '')) return undefined
  return { siteKey: v.siteKey as string, apiKey: v.apiKey as string, projectId: v.projectId as string, appId: v.appId as string }
}

export { APP_CHECK_HEADER }

/** Longest the form waits for the SDK, reCAPTCHA and a token before sending without one. */
export const TOKEN_TIMEOUT_MS = 10_000

/** The Firebase app's name for the public forms (the dashboard's app is its own). */
export const FORMS_APP_NAME = 'public-forms'

export type AppCheckSdk = Pick<typeof import('./app-check-sdk'), 'initializeApp' | 'initializeAppCheck' | 'ReCaptchaEnterpriseProvider' | 'getToken'>

/** The SDK as its own chunk (a dynamic import: the bundler splits it off). */
export const loadAppCheckSdk = (): Promise<AppCheckSdk> => import('./app-check-sdk')

export interface FormAppCheck {
  /** Starts loading the SDK and reCAPTCHA; nothing without a site key. Never throws. */
  prepare(): void
  /** The header with a token, or no header (no key, or no token to be had in time). Never throws. */
  headers(): Promise<Record<string, string>>
}

export interface FormAppCheckOptions {
  load?: () => Promise<AppCheckSdk>
  timeoutMs?: number
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`App Check: no token within ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

export function createFormAppCheck(settings: AppCheckSettings | undefined, options: FormAppCheckOptions = {}): FormAppCheck {
  if (!settings) return { prepare() {}, headers: async () => ({}) }
  const load = options.load ?? loadAppCheckSdk
  const timeoutMs = options.timeoutMs ?? TOKEN_TIMEOUT_MS
  type Ready = { sdk: AppCheckSdk; appCheck: ReturnType<AppCheckSdk['initializeAppCheck']> }
  let ready: Promise<Ready> | undefined
  const start = (): Promise<Ready> =>
    (ready ??= load().then(
      (sdk) => {
        const app = sdk.initializeApp({ apiKey: settings.apiKey, projectId: settings.projectId, appId: settings.appId }, FORMS_APP_NAME)
        const appCheck = sdk.initializeAppCheck(app, { provider: new sdk.ReCaptchaEnterpriseProvider(settings.siteKey), isTokenAutoRefreshEnabled: false })
        return { sdk, appCheck }
      },
      (error: unknown) => {
        // A failed chunk load (offline, a new deploy) is tried again at the next ask.
        ready = undefined
        throw error
      },
    ))
  return {
    prepare() {
      start().catch(() => {})
    },
    async headers(): Promise<Record<string, string>> {
      try {
        const token = await withTimeout(
          start().then(({ sdk, appCheck }) => sdk.getToken(appCheck, false)),
          timeoutMs,
        )
        return token.token ? { [APP_CHECK_HEADER]: token.token } : {}
      } catch {
        return {}
      }
    },
  }
}

let shared: FormAppCheck | undefined

/** The page's one instance, from its configuration (the same on every page of the site). */
export function formAppCheck(): FormAppCheck {
  return (shared ??= createFormAppCheck(readAppCheckSettings()))
}
