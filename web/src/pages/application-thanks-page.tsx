import { Breadcrumbs } from '../components/breadcrumbs'
import type { Breadcrumb } from '../components/head'
import { useLang } from '../i18n/lang-context'
import { COLLECTION_PATHS } from '../../../shared/urls'

/** After an application was stored (POST, redirect, GET: refreshing this page sends nothing again). */
export function ApplicationThanksPage({ breadcrumbs, email }: { breadcrumbs: Breadcrumb[]; email: string }) {
  const { t, href } = useLang()
  const ui = t.career
  return (
    <div className="container page">
      <Breadcrumbs items={breadcrumbs} />
      <h1>{ui.sentTitle}</h1>
      <p className="lead">{ui.sentLead}</p>
      <p>{ui.sentNext}</p>
      {email ? (
        <p>
          {ui.sentQuestions}
          <a href={`mailto:${email}`}>{email}</a>.
        </p>
      ) : null}
      <p>
        <a href={href(COLLECTION_PATHS.openings)}>{ui.backToCareer}</a>
      </p>
    </div>
  )
}
