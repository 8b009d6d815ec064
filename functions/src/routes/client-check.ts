import { Hono } from 'hono'
import type { AppEnv } from '../app-env'
import { requestAddress } from '../security/client-address'

/** The address every deployment's checks send in X-Forwarded-For: TEST-NET-3, never a real client. */
export const SPOOFED_ADDRESS = '203.0.113.7'

/**
 * GET /healthz/client: the client's address as this deployment reads it (TRUSTED_PROXY_HOPS),
 * for `npm run verify:deploy`. Sent with a made-up X-Forwarded-For entry, it shows whether
 * the rate limits and sign-in slowing would key on the caller's real address (right) or on
 * what the caller wrote (a spoofable limit). It tells callers only their own address and the
 * number of hops the deployment trusts, which the header they sent already implies.
 */
export function clientCheckRoutes() {
  const app = new Hono<AppEnv>()
  app.get('/healthz/client', (c) => {
    c.header('Cache-Control', 'no-store')
    const forwarded = (c.req.header('x-forwarded-for') ?? '').split(',').filter((entry) => entry.trim()).length
    return c.json({ address: requestAddress(c), trustedProxyHops: c.get('config').trustedProxyHops, forwardedEntries: forwarded })
  })
  return app
}
