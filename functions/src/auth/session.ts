import type { Context, MiddlewareHandler } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
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

/** A path that every URL parser and browser reads as this site's own: "/x", never "//x" or "/\\x". */
function isPlainSitePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') && !/[\u0000-\u001f\u007f\\]/.test(path)
}

/**
 * Only same-site paths are followed after sign-in; anything else goes to the dashboard.
 * The check is made on what is returned (the parser's normalised form), not only on the input:
 * "/.//evil.example" normalises to "//evil.example", which a browser reads as another host.
 */
export function safeNextPath(next: string | undefined | null, fallback = '/dashboard/blogs'): string {
  if (!next || typeof next !== 'string' || next.length > 2000) return fallback
  if (!isPlainSitePath(next)) return fallback
  try {
    const base = 'http://same.invalid'
    const url = new URL(next, base)
    if (url.origin !== base) return fallback
    const result = url.pathname + url.search + url.hash
    // The result must be plain too, and stable: parsing it again gives the same place.
    if (!isPlainSitePath(result)) return fallback
    const again = new URL(result, base)
    if (again.origin !== base || again.pathname + again.search + again.hash !== result) return fallback
    return result
  } catch {
    return fallback
  }
}
