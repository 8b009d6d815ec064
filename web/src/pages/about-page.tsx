import { filledPairs, FIGURES, VALUES, type PageData } from '../../../shared/collections/pages'
import type { Breadcrumb } from '../components/head'
import { Breadcrumbs } from '../components/breadcrumbs'
import type { SiteView } from '../lib/site-view'

export interface AboutPageProps {
  breadcrumbs: Breadcrumb[]
  site: SiteView
  page: PageData<'about'> | null
  /** The home page's figures, shown here as "Dalam angka". */
  home: PageData<'home'> | null
}

/** /about: the copy staff write under Halaman → Tentang Kami; each part shown only when written. */
export function AboutPage({ breadcrumbs, site, page, home }: AboutPageProps) {
  const values = filledPairs(page, 'value', VALUES, 'Title', 'Text')
  const figures = filledPairs(home, 'figure', FIGURES, 'Value', 'Label')
  return (
    <div className="container page">
      <Breadcrumbs items={breadcrumbs} />
      <h1>{site.name ? `Tentang ${site.name}` : 'Tentang Kami'}</h1>
      {page?.aboutIntro ? <p className="lead">{page.aboutIntro}</p> : null}
      {/* Sanitized when saved (functions/src/collections/save-document.ts), as post content is. */}
      {page?.aboutBody ? <div className="prose" dangerouslySetInnerHTML={{ __html: page.aboutBody }} /> : null}
      {values.length > 0 ? (
        <section aria-labelledby="values-title" className="section-tight">
          <h2 id="values-title">Nilai-nilai kami</h2>
          <ul className="value-grid">
            {values.map((value) => (
              <li key={value.a}>
                <h3>{value.a}</h3>
                <p>{value.b}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {figures.length > 0 ? (
        <section aria-labelledby="facts-title" className="section-tight">
          <h2 id="facts-title">Dalam angka</h2>
          <ul className="fact-grid">
            {figures.map((fact) => (
              <li key={fact.b}>
                <strong>{fact.a}</strong>
                <span>{fact.b}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="cta-line">
        <a className="button" href="/attorneys">
          Kenali advokat kami
        </a>{' '}
        <a className="button button-ghost" href="/contact-us">
          Hubungi kami
        </a>
      </p>
    </div>
  )
}
