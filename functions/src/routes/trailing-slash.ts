import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../app-env'

/**
 * The path a request with trailing slashes is sent to: the same path without them, its query
 * kept, always a path on this site. Null when there is nothing to trim (the root `/`, a path
 * without a trailing slash).
 *
 * It reads the URL as the WHATWG parser left it (percent-encoded, tabs and line breaks removed,
 * `\` made `/`, dot segments resolved), never a decoded path: a decoded `%09` is a tab, which a
 * browser strips from a Location, so `/%09/evil.com/` would become `//evil.com`. Leading slashes
 * are collapsed to one, since a Location starting with `//` is a URL of another host
 * (RFC 3986 §4.2, network-path reference): `//evil.com/` answers `/evil.com`, a path here.
 */
export function trimmedLocation(url: URL): string | null {
  const { pathname, search } = url
  if (pathname === '/' || !pathname.endsWith('/')) return null
  const trimmed = pathname.replace(/\/+$/, '').replace(/^\/+/, '/')
  return `${trimmed || '/'}${search}`
}

/**
 * `/about/` answers `301` to `/about`: one address per page, for visitors, caches and
 * search engines. Hono's own trimTrailingSlash writes an absolute Location from the request's
 * Host header (which a client chooses) and trims one slash per round trip; this one answers a
 * relative path, all slashes at once. Only GET and HEAD: a browser turns a 301 of a POST into a
 * GET, losing the form, so a POST to a path with a slash gets the 404 it always got.
 */
export function trimTrailingSlash(): MiddlewareHandler<AppEnv> {
  return async function trailingSlash(c, next) {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
    const location = trimmedLocation(new URL(c.req.url))
    if (location === null) return next()
    // As fresh as the pages (the CDN on Firebase), as the redirect table's answers are.
    return c.body(null, 301, { Location: location, 'Cache-Control': c.get('config').publicCacheControl })
  }
}
