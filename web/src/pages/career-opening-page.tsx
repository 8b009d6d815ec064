import type { ReactNode } from 'react'
import { Breadcrumbs } from '../components/breadcrumbs'
import type { Breadcrumb } from '../components/head'
import { useLang } from '../i18n/lang-context'
import { COLLECTION_PATHS } from '../../../shared/urls'
import { RichText } from '../components/rich-text'

export interface CareerOpeningView {
  title: string
  location: string
  /** The employment type in the page's language. */
  type: string
  /** The last day applications are taken, as readers read it, and as `YYYY-MM-DD`. */
  closes: string
  closesOn: string
  /** Sanitized when saved (functions/src/collections/save-document.ts). */
  description: string
  /** `id` where the page shows the opening's Indonesian text for want of its English (decision 30's marking). */
  textLang?: 'id'
}

/**
 * /career/{slug} and /en/career/{slugEn}: one open position, what it asks and offers, and how to
 * apply, in the page's language.
 */
export function CareerOpeningPage({ opening, breadcrumbs, application }: { opening: CareerOpeningView; breadcrumbs: Breadcrumb[]; application?: ReactNode }) {
  const { t, href } = useLang()
  const ui = t.career
  const textLang = opening.textLang
  return (
    <div className="container page">
      <Breadcrumbs items={breadcrumbs} />
      <article className="opening-detail" aria-labelledby="opening-title">
        <header>
          <p className="eyebrow">{ui.opening}</p>
          <h1 id="opening-title" lang={textLang}>
            {opening.title}
          </h1>
          <dl className="opening-facts">
            <div>
              <dt>{ui.type}</dt>
              <dd>{opening.type}</dd>
            </div>
            <div>
              <dt>{ui.location}</dt>
              <dd>{opening.location}</dd>
            </div>
            <div>
              <dt>{ui.closesUntil}</dt>
              <dd>
                <time dateTime={opening.closesOn}>{opening.closes}</time>
              </dd>
            </div>
          </dl>
        </header>
        <RichText html={opening.description} lang={textLang} />
      </article>
      {application}
      <p>
        <a href={href(COLLECTION_PATHS.openings)}>{ui.allOpenings}</a>
      </p>
    </div>
  )
}
