import { Breadcrumbs } from '../components/breadcrumbs'
import type { Breadcrumb } from '../components/head'
import { InquiryForm, type InquiryFormProps } from '../components/inquiry-form'
import { COLLECTION_PATHS, SITE_PATHS } from '../../../shared/urls'
import { useLang } from '../i18n/lang-context'

/**
 * The contact form shown again after a refusal without JavaScript: what was typed, a message
 * next to each field, and a fresh token (nothing typed is lost).
 */
export function InquiryRetryPage({ breadcrumbs, form, limited }: { breadcrumbs: Breadcrumb[]; form: InquiryFormProps; limited?: boolean }) {
  const { t } = useLang()
  const ui = t.contact
  return (
    <div className="container page">
      <Breadcrumbs items={breadcrumbs} />
      <h1>{limited ? ui.limitedHeading : ui.retryTitle}</h1>
      <p className="lead">{limited ? ui.limitedLead : ui.retryLead}</p>
      <InquiryForm {...form} heading={form.heading ?? ui.yourMessage} />
    </div>
  )
}

/** Where a sent form lands (POST, then redirect, then this GET: refreshing sends nothing again). */
export function InquiryThanksPage({ breadcrumbs, email }: { breadcrumbs: Breadcrumb[]; email: string }) {
  const { t, href } = useLang()
  const ui = t.contact
  return (
    <div className="container page">
      <Breadcrumbs items={breadcrumbs} />
      <div className="inquiry-thanks" role="status">
        <h1>{ui.sentHeading}</h1>
        <p className="lead">{ui.sentLead}</p>
        <p>
          {email ? (
            <>
              {ui.urgent}
              <a href={`mailto:${email}`}>{email}</a>.{' '}
            </>
          ) : null}
          {ui.privacyBefore}
          <a href={href(SITE_PATHS.privacy)}>{t.form.privacy}</a>.
        </p>
        <p className="cta-line">
          <a className="button" href={href('/')}>
            {ui.backHome}
          </a>
          <a className="button button-ghost" href={href(COLLECTION_PATHS.profiles)}>
            {ui.seeTeam}
          </a>
        </p>
      </div>
    </div>
  )
}
