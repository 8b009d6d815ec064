/**
 * Firebase App Check on the public write endpoints: a request that changes something from
 * outside the staff area (the contact and application forms, once the site has them) must carry
 * an App Check token (`X-Firebase-AppCheck`) that the Admin SDK verifies, proving it comes from
 * the site's own pages in a real browser rather than a script.
 * https://firebase.google.com/docs/app-check/custom-resource-backend
 *
 * Staff requests (/dashboard, /login, /logout) are not covered: they carry a session and pass
 * the Origin check. The dashboard's uploads go to Cloud Storage and its live lists to Firestore,
 * where App Check is enforced by Firebase itself (console > App Check > APIs), not by this app;
 * the dashboard sends tokens there when APP_CHECK_SITE_KEY is set
 * (web/src/dashboard/components/firebase-app.ts). Public pages will get theirs with the same key,
 * which is why the predeploy refuses APP_CHECK=enforce without one (scripts/deploy-params.mjs).
 *
 * Modes: `off`; `monitor` (log what would be refused, refuse nothing: the step to take first,
 * to see that real visitors carry tokens); `enforce`.
 */

export const APP_CHECK_MODES = ['off', 'monitor', 'enforce'] as const
export type AppCheckMode = (typeof APP_CHECK_MODES)[number]

/** The header the Firebase web SDK's `getToken()` result is sent in. */
export const APP_CHECK_HEADER = 'X-Firebase-AppCheck'

/** Shown (as JSON `error`) when a public form is refused for a missing or invalid token. */
export const APP_CHECK_REFUSED = 'Permintaan tidak dapat diverifikasi. Muat ulang halaman lalu kirim kembali.'

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
}

type Fetch = (request: Request, ...rest: any[]) => Response | Promise<Response>

/**
 * Wraps the app's `fetch`: public writes without a valid App Check token are logged
 * (`monitor`) or answered 401 with an Indonesian message (`enforce`); everything else passes
 * untouched. A verification that fails for any reason (expired, wrong project, forged, keys
 * unreachable) counts as no token: the guard fails closed.
 */
export function guardPublicWrites<F extends Fetch>(fetch: F, options: AppCheckGuardOptions): F {
  if (options.mode === 'off') return fetch
  const guarded = async (request: Request, ...rest: unknown[]) => {
    const { pathname } = new URL(request.url)
    if (!isPublicWrite(request.method, pathname)) return fetch(request, ...rest)
    const token = request.headers.get(APP_CHECK_HEADER)
    let reason: string | null = token ? null : 'missing'
    if (token) {
      try {
        await options.verify(token)
      } catch {
        reason = 'invalid'
      }
    }
    if (!reason) return fetch(request, ...rest)
    options.log?.(`App Check token ${reason} on a public write`, { mode: options.mode, method: request.method, path: pathname })
    if (options.mode === 'monitor') return fetch(request, ...rest)
    return new Response(JSON.stringify({ error: APP_CHECK_REFUSED }), {
      status: 401,
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  }
  return guarded as F
}
