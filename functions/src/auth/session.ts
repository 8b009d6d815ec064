import type { Context, MiddlewareHandler } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { sameSitePath } from '../../../shared/site-path'
import type { AppEnv } from '../app-env'

/** Firebase Hosting forwards only this cookie to functions, so both backends use it. */
export const SESSION_COOKIE = '__session'
/** A working day and then some: staff sign in again each morning. */
export const SESSION_TTL_MS = 12 * 60 * 60_000

function isHttps(c: Context<AppEnv>): boolean {
  return new URL(c.req.url).protocol === 'https:' || c.get('config').publicBaseUrl.startsWith('https:')
}

export function setSessionCookie(c: Context<AppEnv>, value: string, expiresAt: number) {
  setCookie(c, SESSION_COOKIE, value, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(c),
    path: '/',
    expires: new Date(expiresAt),
  })
}

export function clearSessionCookie(c: Context<AppEnv>) {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: isHttps(c), httpOnly: true, sameSite: 'Lax' })
}

/** Reads the session cookie (if any) into `c.var.session`; never rejects a request by itself. */
export const loadSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  const cookie = getCookie(c, SESSION_COOKIE)
  c.set('session', cookie ? await c.get('backend').identity.verifySession(cookie) : null)
  await next()
}

/**
 * Only same-site paths are followed after sign-in; anything else goes to the dashboard's Ringkasan. The
 * check (shared/site-path.ts) is made on the parser's normalised form, not only on the input:
 * "/.//evil.example" normalises to "//evil.example", which a browser reads as another host.
 */
export function safeNextPath(next: string | undefined | null, fallback = '/dashboard'): string {
  if (!next || typeof next !== 'string' || next.length > 2000) return fallback
  return sameSitePath(next) ?? fallback
}
