import type { Breadcrumb } from '../components/head'
import { Breadcrumbs } from '../components/breadcrumbs'
import { CAREER } from '../firm'
import type { SiteView } from '../lib/site-view'

export function CareerPage({ breadcrumbs, site }: { breadcrumbs: Breadcrumb[]; site: SiteView }) {
  return (
    <div className="container page">
      <Breadcrumbs items={breadcrumbs} />
      <h1>{site.name ? `Karier di ${site.name}` : 'Karier'}</h1>
      <p className="lead">{CAREER.intro}</p>
      <section aria-labelledby="openings-title" className="section-tight">
        <h2 id="openings-title">Posisi yang dibuka</h2>
        <ul className="opening-list">
          {CAREER.openings.map((opening) => (
            <li key={opening.title} className="opening">
              <h3>{opening.title}</h3>
              <p className="opening-meta">
                {opening.type} · {opening.location}
              </p>
              <ul>
                {opening.requirements.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
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
