import type { Context, ErrorHandler, NotFoundHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { ErrorPage, defaultStatusMessage, titleFor } from '../../../web/src/pages/error-page'
import { PageOutOfRange } from '../routes/not-found'
import type { AppEnv } from '../app-env'
import { UI } from '../../../web/src/i18n/ui'
import { formMessageText } from '../../../shared/i18n/form-messages-en'
import { SearchUnavailableError, StoreUnavailableError } from '../backends/ports'
import { renderingErrorPage } from '../content/site'
import { isClientAbort } from '../security/client-aborted'
import { redirectTableFor, resolveRedirect, type Resolution } from '../redirects/redirect-table'
import { StartPendingError } from '../start-up'

/** Seconds a client should wait before retrying when the store is unavailable. */
export const RETRY_AFTER_SECONDS = 30

/** Search alone is down (Algolia unreachable or refusing): every other page is still served. */
export const SEARCH_UNAVAILABLE_MESSAGE = 'Pencarian sedang tidak tersedia. Halaman lain tetap dapat dibuka; coba cari lagi dalam beberapa saat.'

function wantsJson(c: Context): boolean {
  return c.req.path.startsWith('/api/') || (c.req.header('accept') ?? '').startsWith('application/json')
}

/** HTTP's reason phrases (RFC 9110 §15), for JSON answers; the pages' headings are in the page's language. */
const STATUS_MESSAGES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  405: 'Method Not Allowed',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
}

async function renderError(c: Context<AppEnv>, code: number, given: string | undefined, outOfRange?: PageOutOfRange) {
  const message = STATUS_MESSAGES[code] ?? defaultStatusMessage(code)
  const title = titleFor(code, UI[c.get('lang') ?? 'id'].error.titles)
  const requestId = c.get('requestId')
  // Under /en a public form's refusal (same-origin, size, an unreadable body) says it in English
  // (shared/i18n/form-messages-en.ts); every other page keeps the words it was given.
  const lang = c.get('lang') ?? 'id'
  const description = given === undefined ? undefined : formMessageText(lang, given)
  if (wantsJson(c)) {
    // Browser code shows `error` to staff: a sentence in Indonesian, like the upload route's; a
    // visitor's form script under /en shows it in English.
    const text =
      code === 404
        ? 'Alamat tidak ditemukan.'
        : code === 503
          ? 'Layanan sedang tidak tersedia. Coba lagi dalam beberapa saat.'
          : code >= 500
            ? `Terjadi kesalahan di server (kode permintaan ${requestId}).`
            : (given ?? 'Permintaan tidak dapat diproses.')
    return c.json({ error: formMessageText(lang, text), code, status: message, requestId }, code as 500)
  }
  c.status(code as 500)
  c.header('Cache-Control', 'no-store')
  renderingErrorPage(c)
  const staff = c.req.path === '/dashboard' || c.req.path.startsWith('/dashboard/')
  const range = outOfRange ? { requested: outOfRange.requested, last: outOfRange.last, lastHref: outOfRange.lastHref } : undefined
  return c.render(<ErrorPage code={code} description={description} requestId={code >= 500 ? requestId : undefined} staff={staff} outOfRange={range} />, {
    head: {
      title: `${code} ${title}`,
      description: description ?? title,
      path: c.req.path,
      noindex: true,
    },
  })
}

/** Requests the redirect table may answer: a visitor's page, never the dashboard, sign-in or the JSON API. */
function mayRedirect(c: Context<AppEnv>): boolean {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return false
  return !/^\/(dashboard|login|logout|api)(\/|$)/.test(c.req.path)
}

/** Where the redirect table sends this request (redirects/redirect-table.ts); a table that cannot be read is no redirect. */
async function movedOrGone(c: Context<AppEnv>): Promise<Resolution> {
  if (!mayRedirect(c)) return null
  try {
    const url = new URL(c.req.url)
    return resolveRedirect(await redirectTableFor(c), url.pathname, url.searchParams)
  } catch (error) {
    // The store being down is logged where a page needs it; a 404 does not need the table.
    if (!(error instanceof StoreUnavailableError)) console.error(`[${c.get('requestId')}] redirect table unreadable, answering 404`, error)
    return null
  }
}

/**
 * The one place the 404 page's line is written: "Page not found: {path}" (spec section 2), for
 * unknown paths and for every route's bare `HTTPException(404)` alike. Before it, the redirect
 * table: an old address of a renamed item answers 301 to its new one, a deleted item's 410 Gone
 * (RFC 9110 §15.4.2, §15.5.11) with the error page in the site's language.
 */
async function renderNotFound(c: Context<AppEnv>) {
  const moved = await movedOrGone(c)
  if (moved?.status === 301) {
    // As fresh as the pages (the CDN on Firebase): a slug reused later is served within that time.
    return c.body(null, 301, { Location: moved.location, 'Cache-Control': c.get('config').publicCacheControl })
  }
  if (moved?.status === 410) return renderError(c, 410, UI[c.get('lang') ?? 'id'].error.gone(c.req.path))
  return renderError(c, 404, `Page not found: ${c.req.path}`)
}

/** Unknown paths. */
export const notFoundHandler: NotFoundHandler<AppEnv> = (c) => renderNotFound(c)

/** Why the store could not be used, in words for staff, from the code of the underlying error. */
function unavailableReason(error: StoreUnavailableError): string {
  if (error instanceof StartPendingError) return 'server masih bersiap setelah dinyalakan'
  const code = String((error.cause as { code?: unknown } | undefined)?.code ?? '')
  if (/^SQLITE_(BUSY|LOCKED)/.test(code)) return 'data sedang dikunci oleh proses lain'
  if (/^(SQLITE_FULL|ENOSPC|EDQUOT)/.test(code)) return 'ruang penyimpanan server penuh'
  if (/^(SQLITE_READONLY|SQLITE_PERM|SQLITE_CANTOPEN|EACCES|EPERM|EROFS)/.test(code)) return 'server tidak diizinkan menulis ke penyimpanan'
  return 'penyimpanan data sedang bermasalah'
}

/**
 * What the error page says when the store is unavailable. Staff (the dashboard) learn why and
 * that their change was not saved: every store write is one transaction, so nothing is left
 * half-written and sending the form again is safe. Visitors get the page's general hint only.
 */
export function unavailableDescription(error: StoreUnavailableError, method: string, path: string): string | undefined {
  if (!path.startsWith('/dashboard')) return undefined
  const reason = unavailableReason(error)
  if (method === 'GET' || method === 'HEAD') return `Halaman ini belum dapat dimuat karena ${reason}.`
  return `Perubahan Anda belum disimpan karena ${reason}. Tidak ada yang tersimpan sebagian; kirim ulang formulir dalam beberapa saat.`
}

/**
 * The request's path as a log line may carry it: still percent-encoded, as the URL parser keeps
 * it (control characters encoded), and cut short. The decoded path could hold `%0D%0A` turned
 * into a real line break and forge log lines.
 */
export function loggedPath(c: Context): string {
  const path = new URL(c.req.url).pathname
  return path.length > 300 ? `${path.slice(0, 300)}…` : path
}

/**
 * Every thrown error ends here. HTTPExceptions keep their status; the store or the search
 * being unavailable is a 503 with Retry-After; anything else is a 500 whose details stay in the server log,
 * tied to the request id the page shows.
 */
export const errorHandler: ErrorHandler<AppEnv> = async (error, c) => {
  const requestId = c.get('requestId')
  if (isClientAbort(error, c.req.raw)) {
    console.info(`[${requestId}] ${c.req.method} ${loggedPath(c)}: the client disconnected before the request ended`)
    return c.body(null, 400)
  }
  // A page past the end of a list exists as a list: no redirect to look for, its page number named.
  if (error instanceof PageOutOfRange) {
    const search = new URL(c.req.url).search
    return renderError(c, 404, `Page not found: ${c.req.path}${search.length > 200 ? `${search.slice(0, 200)}…` : search}`, error)
  }
  if (error instanceof HTTPException) {
    const status = error.status
    if (status === 404) return renderNotFound(c)
    if (status < 500 && error.res) return error.getResponse()
    if (status < 500) return renderError(c, status, error.message || undefined)
    console.error(`[${requestId}] ${c.req.method} ${loggedPath(c)} failed with ${status}`, error.cause ?? error)
    return renderError(c, status, undefined)
  }
  if (error instanceof StoreUnavailableError) {
    // A request made while the server starts is not an error of its own: the start-up logs
    // its state changes once (start-up.ts), not once per request.
    if (!(error instanceof StartPendingError)) console.error(`[${requestId}] ${c.req.method} ${loggedPath(c)}: store unavailable`, error.cause ?? error)
    c.header('Retry-After', String(RETRY_AFTER_SECONDS))
    // The JSON answer too: an outage's answer must never be kept and shown again.
    c.header('Cache-Control', 'no-store')
    return renderError(c, 503, unavailableDescription(error, c.req.method, c.req.path))
  }
  if (error instanceof SearchUnavailableError) {
    console.error(`[${requestId}] ${c.req.method} ${loggedPath(c)}: search unavailable`, error)
    c.header('Retry-After', String(RETRY_AFTER_SECONDS))
    if (wantsJson(c)) return c.json({ error: SEARCH_UNAVAILABLE_MESSAGE, code: 503, status: defaultStatusMessage(503), requestId }, 503)
    return renderError(c, 503, SEARCH_UNAVAILABLE_MESSAGE)
  }
  console.error(`[${requestId}] ${c.req.method} ${loggedPath(c)} failed`, error)
  return renderError(c, 500, undefined)
}
