import { Breadcrumbs } from '../components/breadcrumbs'
import type { Breadcrumb } from '../components/head'
import { REGISTRATION_PAGE_TEXT } from '../../../shared/registration-text'
import { CANCEL_PARAM, REGISTRATION_CANCEL_PATH, type RegistrationResult } from '../../../shared/registration-paths'
import { useLang } from '../i18n/lang-context'
import { EventRegistrationForm, type EventRegistrationFormProps } from './event-registration-form'


/** The form shown again after a refusal: what was typed, a message next to each field, a fresh token. */
export function RegistrationRetryPage({ breadcrumbs, eventTitle, form, kind }: { breadcrumbs: Breadcrumb[]; eventTitle: string; form: EventRegistrationFormProps; kind: 'invalid' | 'limited' | 'closed' }) {
  const { lang } = useLang()
  const ui = REGISTRATION_PAGE_TEXT[lang]
  return (
    <div className="container page">
      <Breadcrumbs items={breadcrumbs} />
      <h1>{kind === 'limited' ? ui.limitedTitle : kind === 'closed' ? ui.closedTitle : ui.retryTitle}</h1>
      <p className="lead">{eventTitle}</p>
      {kind === 'invalid' ? <p>{ui.retryLead}</p> : null}
      <EventRegistrationForm {...form} />
    </div>
  )
}

/** Where a sent form lands (POST, redirect, this GET): the same words for a new registration and a repeated one. */
export function RegistrationResultPage({ breadcrumbs, eventTitle, eventPath, result }: { breadcrumbs: Breadcrumb[]; eventTitle: string; eventPath: string; result: RegistrationResult }) {
  const { lang, href } = useLang()
  const ui = REGISTRATION_PAGE_TEXT[lang]
  return (
    <div className="container page">
      <Breadcrumbs items={breadcrumbs} />
      <div className="inquiry-thanks" role="status">
        <h1>{result === 'confirmed' ? ui.confirmedTitle : ui.waitlistedTitle}</h1>
        <p className="lead">{eventTitle}</p>
        <p>{result === 'confirmed' ? ui.confirmedLead : ui.waitlistedLead}</p>
        <p className="cta-line">
          <a className="button" href={href(eventPath)}>
            {ui.backToEvent}
          </a>
        </p>
      </div>
    </div>
  )
}

/** A cancel link's page: a button that cancels (a link opened by a mail scanner changes nothing). */
export function RegistrationCancelPage({ eventTitle, token, done }: { eventTitle: string | null; token: string; done?: boolean }) {
  const { lang, href } = useLang()
  const ui = REGISTRATION_PAGE_TEXT[lang]
  if (done) {
    return (
      <div className="container page" role="status">
        <h1>{ui.cancelledTitle}</h1>
        {eventTitle ? <p className="lead">{eventTitle}</p> : null}
        <p>{ui.cancelledLead}</p>
      </div>
    )
  }
  if (eventTitle === null) {
    return (
      <div className="container page">
        <h1>{ui.invalidTitle}</h1>
        <p className="error-description">{ui.invalidLead}</p>
      </div>
    )
  }
  return (
    <div className="container page">
      <h1>{ui.cancelTitle}</h1>
      <p className="lead">{ui.cancelLead(eventTitle)}</p>
      <form method="post" action={href(REGISTRATION_CANCEL_PATH)}>
        <input type="hidden" name={CANCEL_PARAM} value={token} />
        <button type="submit" className="button">
          {ui.cancelButton}
        </button>
      </form>
    </div>
  )
}
