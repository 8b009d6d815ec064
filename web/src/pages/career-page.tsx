import type { Breadcrumb } from '../components/head'
import { Breadcrumbs } from '../components/breadcrumbs'
import type { PageData } from '../../../shared/collections/pages'
import type { SiteView } from '../../../shared/site-view'
import { OpenPositions, type CareerView } from './career-openings'
import { fallbackLang, type WithFallbacks } from '../../../shared/i18n/fallbacks'
import { useLang } from '../i18n/lang-context'
import { RichText } from '../components/rich-text'
import { ExtraBlocks } from './blocks/extra-blocks'
import type { BlockView } from './blocks/page-block'

export interface CareerPageProps {
  breadcrumbs: Breadcrumb[]
  site: SiteView
  careers: CareerView
  page: WithFallbacks<PageData<'career'>> | null
  /** Reached by the language switch of a page with no version in this language (an opening). */
  untranslated?: boolean
  /** The blocks staff added after the copy, with what their lists show. */
  blocks?: readonly BlockView[]
}

export function CareerPage({ breadcrumbs, site, careers, page, untranslated, blocks }: CareerPageProps) {
  const { t } = useLang()
  const ui = t.career
  return (
    <div className="container page">
      <Breadcrumbs items={breadcrumbs} />
      <h1>{ui.heading(site.name)}</h1>
      {untranslated ? (
        <p className="notice" role="note">
          {t.untranslated.note}
        </p>
      ) : null}
      {page?.careerIntro ? (
        <p className="lead" lang={fallbackLang(page, 'careerIntro')}>
          {page.careerIntro}
        </p>
      ) : null}
      <OpenPositions openings={careers.openings} />
      {/* What the firm offers and how to apply: written under Halaman → Karier, sanitized when saved. */}
      {page?.careerBody ? <RichText className="prose section-tight" html={page.careerBody} lang={fallbackLang(page, 'careerBody')} /> : null}
      <section aria-labelledby="apply-title" className="section-tight">
        <h2 id="apply-title">{ui.apply}</h2>
        {careers.application}
        {site.careerEmail ? (
          <p>
            <a className="button" href={`mailto:${site.careerEmail}`}>
              {ui.applyByEmail(site.careerEmail)}
            </a>
          </p>
        ) : null}
      </section>
      <ExtraBlocks blocks={blocks} />
    </div>
  )
}
