/**
 * The one test of a path this site sends a browser to (`Location`) or stores to send it to later:
 * the sign-in's `next`, the redirects of Pengalihan, the notices after a save.
 */

/** Any base of one origin: only whether a path stays on it matters. */
const BASE = 'http://site.invalid'

/**
 * A path every URL parser and browser reads as this site's own: "/x", never "//x" (a
 * network-path reference, RFC 3986 §4.2) or "/\x" (browsers read `\` as `/` in http URLs,
 * WHATWG URL §4.4 "special authority ignore slashes"), and no control characters (a browser
 * strips tabs and line breaks from a URL, so "/\t/x" becomes "//x").
 */
function isPlainSitePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !/[\u0000-\u001f\u007f\\]/.test(path)
}

/**
 * `input` as the URL parser writes it (dot segments resolved, unsafe characters
 * percent-encoded) when that is a plain path on this site, else null. The check is made on the
 * result as well as on the input, and the result must parse back to itself: "/.//evil.example"
 * and "/a/../..//evil.example" are plain as typed but normalise to "//evil.example", which a
 * browser reads as another host.
 */
export function sameSitePath(input: string): string | null {
  if (!isPlainSitePath(input)) return null
  let url: URL
  try {
    url = new URL(input, BASE)
  } catch {
    return null
  }
  if (url.origin !== BASE) return null
  const result = url.pathname + url.search + url.hash
  if (!isPlainSitePath(result)) return null
  const again = new URL(result, BASE)
  if (again.origin !== BASE || again.pathname + again.search + again.hash !== result) return null
  return result
}
