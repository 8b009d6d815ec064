import { filledPairs, FIGURES, VALUES, type PageData } from '../../../shared/collections/pages'
import type { Breadcrumb } from '../components/head'
import { Breadcrumbs } from '../components/breadcrumbs'
import type { SiteView } from '../../../shared/site-view'
import { fallbackLang, type WithFallbacks } from '../../../shared/i18n/fallbacks'
import { useLang } from '../i18n/lang-context'
import { COLLECTION_PATHS, SITE_PATHS } from '../../../shared/urls'
import { RichText } from '../components/rich-text'
import { ExtraBlocks } from './blocks/extra-blocks'
import type { BlockView } from './blocks/page-block'

export interface AboutPageProps {
  breadcrumbs: Breadcrumb[]
  site: SiteView
  /** In the page's language; on an English page what fell back to Indonesian is named, and marked. */
  page: WithFallbacks<PageData<'about'>> | null
  /** The home page's figures, shown here as "Dalam angka". */
  home: WithFallbacks<PageData<'home'>> | null
  /** The blocks staff added after the copy, with what their lists show. */
  blocks?: readonly BlockView[]
}

/** /about: the copy staff write under Halaman → Tentang Kami; each part shown only when written. */
export function AboutPage({ breadcrumbs, site, page, home, blocks }: AboutPageProps) {
  const values = filledPairs(page, 'value', VALUES, 'Title', 'Text')
  const figures = filledPairs(home, 'figure', FIGURES, 'Value', 'Label')
  const { t, href } = useLang()
  const ui = t.about
  return (
    <div className="container page">
      <Breadcrumbs items={breadcrumbs} />
      <h1>{ui.heading(site.name)}</h1>
      {page?.aboutIntro ? (
        <p className="lead" lang={fallbackLang(page, 'aboutIntro')}>
          {page.aboutIntro}
        </p>
      ) : null}
      {/* Sanitized when saved (functions/src/collections/save-document.ts), as post content is. */}
      {page?.aboutBody ? <RichText html={page.aboutBody} lang={fallbackLang(page, 'aboutBody')} /> : null}
      {values.length > 0 ? (
        <section aria-labelledby="values-title" className="section-tight">
          <h2 id="values-title">{ui.values}</h2>
          <ul className="value-grid">
            {values.map((value) => (
              <li key={value.a}>
                <h3 lang={fallbackLang(page, `value${value.n}Title`)}>{value.a}</h3>
                <p lang={fallbackLang(page, `value${value.n}Text`)}>{value.b}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {figures.length > 0 ? (
        <section aria-labelledby="facts-title" className="section-tight">
          <h2 id="facts-title">{ui.figures}</h2>
          <ul className="fact-grid">
            {figures.map((fact) => (
              <li key={fact.b}>
                <strong>{fact.a}</strong>
                <span lang={fallbackLang(home, `figure${fact.n}Label`)}>{fact.b}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ExtraBlocks blocks={blocks} />
      <p className="cta-line">
        <a className="button" href={href(COLLECTION_PATHS.profiles)}>
          {ui.meetAttorneys}
        </a>{' '}
        <a className="button button-ghost" href={href(SITE_PATHS.contact)}>
          {ui.contact}
        </a>
      </p>
    </div>
  )
}
