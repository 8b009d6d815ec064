import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv } from '../app-env'
import { notFound } from './not-found'

/**
 * The query string of the request as sent, `?` included ('' when there is none). Read from the
 * serialized URL, where a bare `?` is kept: `/x?` is one more cache key at the CDN, as `/x?a=1` is.
 */
export function rawQuery(c: Context): string {
  const at = c.req.url.indexOf('?')
  return at === -1 ? '' : c.req.url.slice(at)
}

/**
 * Files and machine-read documents (uploaded images, CVs, vCards, PDFs, feeds, the sitemap,
 * robots.txt) answer only at the URL the site writes, which carries no query string: any other
 * spelling (`?x=1`, a bare `?`) is the same `no-store` 404 as an unknown file, so it is never
 * one more cache entry here, in browsers or at the CDN (where each would be a miss that runs the
 * function). Pages are not held to this: links to them carry campaign parameters (`utm_*`),
 * which the render cache leaves out of its key. Put it before `cachedPage()`, which would answer
 * a cached document whatever the query.
 */
export const noQuery: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (rawQuery(c) !== '') notFound()
  await next()
}
