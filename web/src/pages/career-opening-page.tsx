import type { ReactNode } from 'react'
import { Breadcrumbs } from '../components/breadcrumbs'
import type { Breadcrumb } from '../components/head'
import { useLang } from '../i18n/lang-context'
import { careerUrl, COLLECTION_PATHS } from '../../../shared/urls'
import { RichText } from '../components/rich-text'
import { AsideBlock, AsideLinkList, SideLayout } from '../components/side-column'
import type { OpeningCard } from './career-openings'

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

/** Where the page's application form starts (web/src/components/application-form.tsx). */
const APPLICATION_ANCHOR = '#apply-heading'

export interface CareerOpeningPageProps {
  opening: CareerOpeningView
  breadcrumbs: Breadcrumb[]
  application?: ReactNode
  /** The firm's other open positions in the page's edition, soonest closing first. */
  others?: readonly OpeningCard[]
}

/**
 * /career/{slug} and /en/career/{slugEn}: one open position, what it asks and offers, and how to
 * apply, in the page's language. On a wide screen its facts, the way to the form and the other
 * openings sit in a panel that stays beside the text; on a narrower one the facts are under the
 * title and the other openings follow the form.
 */
export function CareerOpeningPage({ opening, breadcrumbs, application, others = [] }: CareerOpeningPageProps) {
  const { t, href } = useLang()
  const ui = t.career
  const textLang = opening.textLang
  const facts = (className: string) => (
    <dl className={className}>
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
  )
  // The facts and the way to the form are the panel's on a wide screen; on a narrower one the
  // facts sit under the title (the panel follows the form there) and the form is next anyway.
  const panel = (
    <>
      {facts('opening-facts opening-facts-side')}
      {application ? (
        <p className="opening-apply">
          <a className="button" href={APPLICATION_ANCHOR}>
            {ui.applyNow}
          </a>
        </p>
      ) : null}
      {others.length > 0 ? (
        <AsideBlock id="other-openings-title" title={ui.otherOpenings} className="opening-others">
          <AsideLinkList
            items={others.map((other) => ({
              key: other.slug,
              href: href(careerUrl(other.slug)),
              title: other.title,
              titleLang: other.titleLang,
              meta: `${other.type} · ${other.location}`,
            }))}
          />
        </AsideBlock>
      ) : null}
      <p className="aside-more">
        <a href={href(COLLECTION_PATHS.openings)}>{ui.allOpenings}</a>
      </p>
    </>
  )
  return (
    <div className="container page">
      <Breadcrumbs items={breadcrumbs} />
      <article className="opening-detail" aria-labelledby="opening-title">
        <header>
          <p className="eyebrow">{ui.opening}</p>
          <h1 id="opening-title" lang={textLang}>
            {opening.title}
          </h1>
          {facts('opening-facts opening-facts-head')}
        </header>
        <SideLayout className="opening-layout" sticky asideLabel={ui.aboutOpening} aside={panel}>
          <RichText html={opening.description} lang={textLang} />
          {application}
        </SideLayout>
      </article>
    </div>
  )
}
