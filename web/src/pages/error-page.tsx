import { MAX_SEARCH_QUERY_LENGTH } from '../../../shared/search'
import { useLang } from '../i18n/lang-context'
import type { UiAll } from '../i18n/ui'
import { COLLECTION_PATHS, SITE_PATHS } from '../../../shared/urls'

/**
 * The spec's status messages (section 2): 404 is Page Not Found, everything else Internal Server
 * Error. JSON answers keep them (and HTTP's reason phrases). The page's heading is in the page's
 * language (`titleFor`): a 404 reads "Halaman tidak ditemukan" to an Indonesian visitor, the
 * spec's "404 Page Not Found" and "Page not found: {path}" kept on the page in small type, marked
 * English (docs/decisions/0038-indonesian-not-found-page.md); 500 keeps the spec's words.
 */
export function defaultStatusMessage(code: number): string {
  if (code === 404) return 'Page Not Found'
  if (code === 410) return 'Gone'
  if (code === 503) return 'Service Unavailable'
  return 'Internal Server Error'
}

/** The heading of the error page, in the page's language; the spec's words for 5xx faults it has no words for. */
export function titleFor(code: number, titles: Record<number, string>): string {
  return titles[code] ?? (code >= 500 ? 'Internal Server Error' : titles[400]!)
}

export interface ErrorPageProps {
  /** Defaults to 500 (spec). */
  code?: number
  message?: string
  description?: string
  requestId?: string
  /** The failed page was in the dashboard: the way back leads there first. */
  staff?: boolean
  /** A page past the end of a list: the page asked for, and the list's last page. */
  outOfRange?: { requested: string; last: number; lastHref: string }
}

/** What the visitor can do about it, by code: a server fault is not theirs, a refusal is not a fault. */
function hintFor(code: number, hints: UiAll['error']['hints']): string {
  if (code === 404 || code === 410 || code === 503 || code === 403 || code === 413) return hints[code]
  if (code >= 400 && code < 500) return hints.client
  return hints.server
}

/** The error page: status code, status message and a description, with a way back. */
export function ErrorPage({ code = 500, message, description, requestId, staff, outOfRange }: ErrorPageProps) {
  const { t, href, lang } = useLang()
  const ui = t.error
  const statusMessage = message ?? titleFor(code, ui.titles)
  const hint = hintFor(code, ui.hints)
  // The spec's words for a 404 ("Page Not Found", "Page not found: {path}") stay on the page
  // under a heading in the page's language; on an Indonesian page they are marked English.
  const specMessage = code === 404 ? defaultStatusMessage(404) : null
  const specLang = lang === 'en' ? undefined : 'en'
  return (
    <div className="container page error-page">
      <p className="error-code">
        {code}
        {specMessage && specMessage !== statusMessage ? (
          <span className="error-status" lang={specLang}>
            {specMessage}
          </span>
        ) : null}
      </p>
      <h1>{statusMessage}</h1>
      {description ? (
        <p className="error-description" lang={specMessage ? specLang : undefined}>
          {description}
        </p>
      ) : null}
      {outOfRange ? (
        <p className="error-range">
          {ui.outOfRange(outOfRange.requested, outOfRange.last)}{' '}
          <a href={outOfRange.lastHref}>{ui.lastPage(outOfRange.last)}</a>
        </p>
      ) : (
        <p>{hint}</p>
      )}
      {code === 404 && !staff ? (
        // What the visitor came for may still be here under another address.
        <form className="error-search" method="get" action={href(SITE_PATHS.search)} role="search" aria-label={ui.searchRegion}>
          <label htmlFor="error-search-q">{ui.searchLabel}</label>
          <div className="error-search-row">
            <input id="error-search-q" type="search" name="q" maxLength={MAX_SEARCH_QUERY_LENGTH} autoComplete="off" placeholder={ui.searchPlaceholder} />
            <button type="submit" className="button">
              {ui.search}
            </button>
          </div>
        </form>
      ) : null}
      {requestId ? (
        <p className="error-request-id">
          {ui.requestId}
          <code>{requestId}</code>
        </p>
      ) : null}
      <ul className="error-links">
        {staff ? (
          <li>
            <a href="/dashboard">{ui.dashboard}</a>
          </li>
        ) : null}
        <li>
          <a href={href('/')}>{ui.home}</a>
        </li>
        <li>
          <a href={href(COLLECTION_PATHS.blogs)}>{ui.blogs}</a>
        </li>
        <li>
          <a href={href(SITE_PATHS.contact)}>{ui.contact}</a>
        </li>
      </ul>
    </div>
  )
}
