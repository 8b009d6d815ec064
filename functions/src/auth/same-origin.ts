import type { MiddlewareHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { AppEnv } from '../app-env'

/**
 * Refuses state-changing requests sent from another site. Browsers send `Origin` on every
 * cross-origin POST and on same-origin POSTs too (Fetch standard, "append a request Origin
 * header"); where it is absent, `Sec-Fetch-Site` tells. A request with neither is not from
 * a current browser form and is refused as well. SameSite=Lax cookies are the second line.
 */
export const sameOrigin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next()
  const origin = c.req.header('origin')
  // The request's own origin (the embedded server reached at any address it answers on), and
  // the configured ones: behind Firebase Hosting the request's URL is the function's, not the
  // address staff typed.
  const allowed = new Set([new URL(c.req.url).origin, ...c.get('config').allowedOrigins])
  if (origin) {
    if (!allowed.has(origin)) throw new HTTPException(403, { message: 'Permintaan ditolak: berasal dari situs lain.' })
  } else if (c.req.header('sec-fetch-site') !== 'same-origin') {
    throw new HTTPException(403, { message: 'Permintaan ditolak: asal permintaan tidak diketahui.' })
  }
  await next()
}
