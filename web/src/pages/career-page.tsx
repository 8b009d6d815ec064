import type { Breadcrumb } from '../components/head'
import { Breadcrumbs } from '../components/breadcrumbs'
import { CAREER } from '../firm'
import type { SiteView } from '../lib/site-view'
import { OpenPositions, type CareerView } from './career-openings'

export function CareerPage({ breadcrumbs, site, careers }: { breadcrumbs: Breadcrumb[]; site: SiteView; careers: CareerView }) {
  return (
    <div className="container page">
      <Breadcrumbs items={breadcrumbs} />
      <h1>{site.name ? `Karier di ${site.name}` : 'Karier'}</h1>
      <p className="lead">{CAREER.intro}</p>
      <OpenPositions openings={careers.openings} />
      <section aria-labelledby="benefits-title" className="section-tight">
        <h2 id="benefits-title">Yang kami tawarkan</h2>
        <ul className="check-list">
          {CAREER.benefits.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="apply-title" className="section-tight">
        <h2 id="apply-title">Cara melamar</h2>
        <ol className="steps">
          {CAREER.howToApply.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        {careers.application}
        {site.careerEmail ? (
          <p>
            <a className="button" href={`mailto:${site.careerEmail}`}>
              Kirim lamaran ke {site.careerEmail}
            </a>
          </p>
        ) : null}
      </section>
    </div>
  )
}
