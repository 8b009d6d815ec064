import type { Context, MiddlewareHandler } from 'hono'
import { randomBytes } from 'node:crypto'
import type { AppEnv } from '../app-env'
import { EMBED_FRAME_ORIGINS } from '../../../shared/rich-text/embeds'
import { COLLECTION_PATHS, SITE_PATHS } from '../../../shared/urls'

/** Paths that must never be framed (clickjacking on staff actions). */
const STAFF_PATHS = /^\/(dashboard|login|logout)(\/|$)/

export interface CspOptions {
  /** A per-request nonce allowed to run scripts (dashboard pages). */
  nonce?: string
  /** Staff pages: framing forbidden, blob: previews, inline style attributes of the widgets. */
  staff: boolean
  /** Origins browser code talks to besides this one (Firebase Auth and Storage in Firebase mode). */
  connectOrigins?: readonly string[]
  /** Dashboard pages with App Check configured (APP_CHECK_SITE_KEY): what reCAPTCHA Enterprise loads. */
  appCheck?: boolean
  /** Pages whose rich text may hold a video: its player's frame (EMBED_FRAME_ORIGINS) may load once clicked. */
  videoFrames?: boolean
}

/**
 * The public pages that show rich text staff may put a video in: an item's page (posts, practice
 * areas, openings) and the about and career pages, in both languages, and the staff's previews
 * of an item (/dashboard/{collection}[/{id}]/preview). Only they allow the video
 * players' frames; no other page may frame anything but this site. The frame is made only when a
 * visitor clicks a video's preview (web/src/client/embed-preview.ts): the allowance alone loads
 * nothing. (Per page rather than per page type would need the render cache to keep a header
 * per entry; a page type's pages all show the same kind of text.)
 */
const RICH_TEXT_ITEMS = [COLLECTION_PATHS.blogs, COLLECTION_PATHS.publications, COLLECTION_PATHS.practiceAreas, COLLECTION_PATHS.openings].map((list) => list.slice(1)).join('|')
export const VIDEO_PAGES = new RegExp(`^(?:(?:/en)?/(?:${SITE_PATHS.about.slice(1)}|${COLLECTION_PATHS.openings.slice(1)}|(?:${RICH_TEXT_ITEMS})/[^/]+)|/dashboard/[a-z-]+(?:/[^/]+)?/preview)/?$`)

/**
 * What the dashboard's App Check provider (reCAPTCHA Enterprise, loaded by the Firebase SDK in
 * web/src/dashboard/components/firebase-app.ts) needs, scoped to reCAPTCHA's own paths as
 * Google's reCAPTCHA FAQ lists them ("I'm using Content-Security-Policy (CSP) on my website"):
 *
 * - script: the SDK appends `https://www.google.com/recaptcha/enterprise.js`, which appends its
 *   release from `https://www.gstatic.com/recaptcha/releases/…`. Both are script elements created
 *   by a script that already runs, which `'strict-dynamic'` trusts (CSP Level 3, §8.3): in
 *   browsers that support it, host sources in script-src are ignored and no allowance is needed.
 *   The two paths are listed for browsers without `'strict-dynamic'`, which fall back to the
 *   list; nothing else is added (no 'unsafe-inline', no whole host).
 * - frame: the invisible widget lives in an iframe on www.google.com (recaptcha.google.com in
 *   some regions); `default-src 'self'` would block it.
 * - connect: the widget's script also fetches from its own paths (the Private Access Token
 *   request under www.google.com/recaptcha/ is made from the page, not the iframe); the SDK
 *   exchanges the reCAPTCHA token for an App Check token at content-firebaseappcheck.googleapis.com
 *   (firebase/app-check's BASE_ENDPOINT).
 *
 * Only pages that run App Check get these, and only with a site key: dashboard pages, and the
 * public pages, whose contact and application forms get tokens (web/src/client/app-check.ts). A
 * form sits on most public page types (contact, career and openings, attorneys, practice areas),
 * so every public page gets the allowance rather than a list of paths that would fall behind the
 * routes; the SDK itself is loaded only where a form is. The sign-in page runs no App Check.
 */
export const RECAPTCHA_ENTERPRISE_SOURCES = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  connect: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/', 'https://content-firebaseappcheck.googleapis.com'],
} as const

/**
 * The Content-Security-Policy. Public pages run no inline script at all: their only scripts
 * are hashed files from this origin (`script-src 'self'`), so the cached HTML stays valid for
 * every visitor. Dashboard pages carry a fresh nonce per response and `'strict-dynamic'`, so
 * only the nonce'd entry and the chunks it imports run (CSP Level 3, §8.3). JSON data blocks
 * (`type="application/json"`, JSON-LD) are never executed and need no allowance.
 */
export function contentSecurityPolicy({ nonce, staff, connectOrigins = [], appCheck = false, videoFrames = false }: CspOptions): string {
  const recaptcha = appCheck ? RECAPTCHA_ENTERPRISE_SOURCES : { script: [], frame: [], connect: [] }
  const frames = [...recaptcha.frame, ...(videoFrames ? EMBED_FRAME_ORIGINS : [])]
  const script = [...(nonce ? [`'nonce-${nonce}'`, `'strict-dynamic'`] : []), `'self'`, ...recaptcha.script].join(' ')
  const connect = [`'self'`, ...connectOrigins, ...recaptcha.connect].join(' ')
  return [
    `default-src 'self'`,
    `script-src ${script}`,
    // Frames otherwise fall back to default-src 'self'; with reCAPTCHA or videos they keep 'self' too.
    ...(frames.length ? [`frame-src 'self' ${frames.join(' ')}`] : []),
    // Widgets (progress bars, drag and drop) set style attributes; styles cannot run code.
    staff ? `style-src 'self' 'unsafe-inline'` : `style-src 'self'`,
    staff ? `img-src 'self' data: blob:` : `img-src 'self' data:`,
    `font-src 'self'`,
    `connect-src ${connect}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    staff ? `frame-ancestors 'none'` : `frame-ancestors 'self'`,
    `upgrade-insecure-requests`,
  ].join('; ')
}

export function createNonce(): string {
  return randomBytes(16).toString('base64')
}

function isHttps(c: Context<AppEnv>): boolean {
  return new URL(c.req.url).protocol === 'https:' || c.get('config').publicBaseUrl.startsWith('https:')
}

/**
 * Headers on every response: CSP (pages set their own when they carry a nonce), HSTS over
 * https, no MIME sniffing, a referrer policy that does not leak paths to other sites, and no
 * powerful browser features.
 */
export function securityHeaders(options: { connectOrigins?: readonly string[]; publicAppCheck?: boolean } = {}): MiddlewareHandler<AppEnv> {
  return async function securityHeadersMiddleware(c, next) {
    await next()
    const headers = c.res.headers
    const staff = STAFF_PATHS.test(c.req.path)
    if (!headers.has('Content-Security-Policy')) {
      // Public pages' forms get App Check tokens when a site key is configured (see above).
      headers.set(
        'Content-Security-Policy',
        contentSecurityPolicy({ staff, connectOrigins: options.connectOrigins, appCheck: !staff && Boolean(options.publicAppCheck), videoFrames: VIDEO_PAGES.test(c.req.path) }),
      )
    }
    headers.set('X-Content-Type-Options', 'nosniff')
    // A page carrying a secret in its address (a subscription link's token) sends its Referer to this site only.
    if (headers.get('Referrer-Policy') !== 'same-origin') headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
    headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()')
    headers.set('Cross-Origin-Opener-Policy', 'same-origin')
    if (staff) headers.set('X-Frame-Options', 'DENY')
    if (isHttps(c)) headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
  }
}
