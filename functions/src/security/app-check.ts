/**
 * Firebase App Check on the public write endpoints: a request that changes something from
 * outside the staff area (the contact and application forms) must carry an App Check token
 * (`X-Firebase-AppCheck`) that the Admin SDK verifies, proving it comes from the site's own pages
 * in a real browser rather than a script.
 * https://firebase.google.com/docs/app-check/custom-resource-backend
 *
 * Staff requests (/dashboard, /login, /logout) are not covered: they carry a session and pass
 * the Origin check. The dashboard's uploads go to Cloud Storage and its live lists to Firestore,
 * where App Check is enforced by Firebase itself (console > App Check > APIs), not by this app;
 * the dashboard sends tokens there when APP_CHECK_SITE_KEY is set
 * (web/src/dashboard/components/firebase-app.ts). The public forms' scripts get theirs with the same
 * key (web/src/client/app-check.ts), which is why the predeploy refuses APP_CHECK=enforce without
 * one (scripts/deploy-params.mjs).
 *
 * Modes: `off`; `monitor` (log what would be refused, refuse nothing: the step to take first,
 * to see that real visitors carry tokens); `enforce`.
 *
 * A form sent without JavaScript cannot carry a token (a plain HTML form sets no headers). The
 * form endpoints (`formPaths`) therefore answer a missing token themselves, in enforce mode, with
 * the form shown again, everything typed kept, and a message asking to turn JavaScript on
 * (`appCheckRefuses`, decision 24); every other public write without a token, and any request
 * with a token that fails verification (only a script can send one), is refused here as JSON.
 */

import { APP_CHECK_HEADER } from '../../../shared/browser-config'
import { formMessageText } from '../../../shared/i18n/form-messages-en'
import { splitLangPath } from '../../../shared/i18n/langs'

export const APP_CHECK_MODES = ['off', 'monitor', 'enforce'] as const
export type AppCheckMode = (typeof APP_CHECK_MODES)[number]

/** The header the Firebase web SDK's `getToken()` result is sent in (one name for both sides). */
export { APP_CHECK_HEADER }

/** Shown (as JSON `error`) when a public form is refused for a missing or invalid token. */
export const APP_CHECK_REFUSED = 'Permintaan tidak dapat diverifikasi. Muat ulang halaman lalu kirim kembali.'

/** The message of a form refused in enforce mode for a missing token: JavaScript is needed to get one. */
export const APP_CHECK_NEEDS_SCRIPT = (what: 'Pesan' | 'Lamaran') =>
  `${what} belum terkirim: formulir ini memerlukan JavaScript untuk memastikan pengirimnya bukan program otomatis. ` +
  `Aktifkan JavaScript di browser Anda (bila sudah aktif, muat ulang halaman), lalu kirim lagi; isian Anda tetap di formulir${what === 'Lamaran' ? ' (file CV yang belum terlampir perlu dipilih lagi)' : ''}. ` +
  'Anda juga dapat menghubungi kami lewat email atau telepon di halaman Hubungi kami.'

/** What the guard found on a public write: a verified token, none, or one that failed verification. */
export type AppCheckVerdict = 'valid' | 'missing' | 'invalid'

/** Handed to the app with the request (Hono's `c.env.appCheck`) when the guard runs. */
export interface AppCheckResult {
  mode: Exclude<AppCheckMode, 'off'>
  verdict: AppCheckVerdict
}

/** The APP_CHECK param's value as a mode; anything else is a configuration error, not a silent `off`. */
export function parseAppCheckMode(value: string | undefined): AppCheckMode {
  const mode = (value ?? '').trim() || 'off'
  if ((APP_CHECK_MODES as readonly string[]).includes(mode)) return mode as AppCheckMode
  throw new Error(`APP_CHECK must be one of ${APP_CHECK_MODES.join(', ')}, not "${value}"`)
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
const STAFF_PATHS = /^\/(dashboard|login|logout)(\/|$)/

/** A state-changing request from outside the staff area: what App Check guards. */
export function isPublicWrite(method: string, pathname: string): boolean {
  return !SAFE_METHODS.has(method.toUpperCase()) && !STAFF_PATHS.test(pathname)
}

export interface AppCheckGuardOptions {
  mode: AppCheckMode
  /** Resolves when the token is valid for this project (firebase-admin's `getAppCheck().verifyToken`); rejects otherwise. */
  verify: (token: string) => Promise<unknown>
  /** One line per request that lacks a valid token (both `monitor` and `enforce`). */
  log?: (line: string, detail: Record<string, string>) => void
  /**
   * Public write paths whose routes answer a missing token themselves (the form shown again with
   * APP_CHECK_NEEDS_SCRIPT), so a visitor without JavaScript reads a page, not JSON.
   */
  formPaths?: readonly string[]
  /**
   * Public write paths App Check does not guard (./app-check-exempt.ts): the client alerts' subscription. Its
   * links carry their own signed proof, and the one-click unsubscribe of RFC 8058 is sent by mail
   * providers' servers, which can hold no App Check token; a request sends nothing but one
   * confirmation email (double opt-in), and the spam guard's limits hold as on every form.
   */
  exemptPaths?: readonly string[] | ((pathname: string) => boolean)
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Hono's fetch takes its env and execution context after the request
type Fetch = (request: Request, ...rest: any[]) => Response | Promise<Response>

/**
 * Wraps the app's `fetch`: public writes without a valid App Check token are logged
 * (`monitor`) or answered 401 with an Indonesian message (`enforce`), except a missing token on
 * a form path, which the form's route answers (see above); everything else passes untouched. The
 * verdict goes to the app with the request (`appCheckOf`). A verification that fails for any
 * reason (expired, wrong project, forged, keys unreachable) counts as an invalid token: the guard
 * fails closed.
 */
export function guardPublicWrites<F extends Fetch>(fetch: F, options: AppCheckGuardOptions): F {
  const mode = options.mode
  if (mode === 'off') return fetch
  const formPaths = new Set(options.formPaths ?? [])
  const exemptPaths = options.exemptPaths ?? []
  const exempt = typeof exemptPaths === 'function' ? exemptPaths : (pathname: string) => exemptPaths.includes(pathname)
  const guarded = async (request: Request, ...rest: unknown[]) => {
    const { pathname } = new URL(request.url)
    if (!isPublicWrite(request.method, pathname) || exempt(pathname)) return fetch(request, ...rest)
    const token = request.headers.get(APP_CHECK_HEADER)
    let verdict: AppCheckVerdict = token ? 'valid' : 'missing'
    if (token) {
      try {
        await options.verify(token)
      } catch {
        verdict = 'invalid'
      }
    }
    // The Node adapter's bindings ({ incoming, outgoing }) stay; the verdict is added beside them.
    const [env, ...more] = rest
    const pass = () => fetch(request, { ...(env as object | undefined), appCheck: { mode, verdict } satisfies AppCheckResult }, ...more)
    if (verdict === 'valid') return pass()
    options.log?.(`App Check token ${verdict} on a public write`, { mode, method: request.method, path: pathname })
    if (mode === 'monitor' || (verdict === 'missing' && formPaths.has(pathname))) return pass()
    // In the language of the page the form is on (the path under /en), as the app's own answers.
    return new Response(JSON.stringify({ error: formMessageText(splitLangPath(pathname).lang, APP_CHECK_REFUSED) }), {
      status: 401,
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  }
  return guarded as F
}

/** The guard's finding on this request, or undefined where no guard runs (APP_CHECK off, the embedded backend). */
export function appCheckOf(c: { env: unknown }): AppCheckResult | undefined {
  const result = (c.env as { appCheck?: AppCheckResult } | undefined)?.appCheck
  return result && typeof result === 'object' ? result : undefined
}

/** True when a form must refuse this submission: enforce mode and no verified token. */
export function appCheckRefuses(c: { env: unknown }): boolean {
  const result = appCheckOf(c)
  return result?.mode === 'enforce' && result.verdict !== 'valid'
}
