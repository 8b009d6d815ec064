import { useLang } from '../i18n/lang-context'
import type { UiAll } from '../i18n/ui'

/**
 * The spec's status messages (section 2): 404 is Page Not Found, everything else Internal Server
 * Error. The page keeps them for 404 and 500 in both languages; other statuses get a heading in
 * the page's language (`titleFor`). JSON answers keep HTTP's reason phrases.
 */
export function defaultStatusMessage(code: number): string {
  if (code === 404) return 'Page Not Found'
  if (code === 410) return 'Gone'
  if (code === 503) return 'Service Unavailable'
  return 'Internal Server Error'
}

/** The heading of the error page: the spec's words for 404 and 5xx faults, else the language's own. */
export function titleFor(code: number, titles: Record<number, string>): string {
  if (code === 404) return 'Page Not Found'
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
  const { t, href } = useLang()
  const ui = t.error
  const statusMessage = message ?? titleFor(code, ui.titles)
  const hint = hintFor(code, ui.hints)
  return (
    <div className="container page error-page">
      <p className="error-code">{code}</p>
      <h1>{statusMessage}</h1>
      {description ? <p className="error-description">{description}</p> : null}
      {outOfRange ? (
        <p className="error-range">
          {ui.outOfRange(outOfRange.requested, outOfRange.last)}{' '}
          <a href={outOfRange.lastHref}>{ui.lastPage(outOfRange.last)}</a>
        </p>
      ) : (
        <p>{hint}</p>
      )}
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
          <a href={href('/blogs')}>{ui.blogs}</a>
        </li>
        <li>
          <a href={href('/contact-us')}>{ui.contact}</a>
        </li>
      </ul>
    </div>
  )
}
