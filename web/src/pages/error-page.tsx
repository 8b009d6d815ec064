import { useLang } from '../i18n/lang-context'
import type { UiAll } from '../i18n/ui'

/** Status messages by code (spec section 2): 404 is Page Not Found, everything else Internal Server Error. */
export function defaultStatusMessage(code: number): string {
  if (code === 404) return 'Page Not Found'
  if (code === 410) return 'Gone'
  if (code === 503) return 'Service Unavailable'
  return 'Internal Server Error'
}

export interface ErrorPageProps {
  /** Defaults to 500 (spec). */
  code?: number
  message?: string
  description?: string
  requestId?: string
  /** The failed page was in the dashboard: the way back leads there first. */
  staff?: boolean
}

/** What the visitor can do about it, by code: a server fault is not theirs, a refusal is not a fault. */
function hintFor(code: number, hints: UiAll['error']['hints']): string {
  if (code === 404 || code === 410 || code === 503 || code === 403 || code === 413) return hints[code]
  if (code >= 400 && code < 500) return hints.client
  return hints.server
}

/** The error page: status code, status message and a description, with a way back. */
export function ErrorPage({ code = 500, message, description, requestId, staff }: ErrorPageProps) {
  const { t, href } = useLang()
  const ui = t.error
  const statusMessage = message ?? defaultStatusMessage(code)
  const hint = hintFor(code, ui.hints)
  return (
    <div className="container page error-page">
      <p className="error-code">{code}</p>
      <h1>{statusMessage}</h1>
      {description ? <p className="error-description">{description}</p> : null}
      <p>{hint}</p>
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
