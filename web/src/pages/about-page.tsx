import type { Breadcrumb } from '../components/head'
import { Breadcrumbs } from '../components/breadcrumbs'
import { ABOUT } from '../firm'
import type { SiteView } from '../lib/site-view'

export function AboutPage({ breadcrumbs, site }: { breadcrumbs: Breadcrumb[]; site: SiteView }) {
  return (
    <div className="container page">
      <Breadcrumbs items={breadcrumbs} />
      <h1>{site.name ? `Tentang ${site.name}` : 'Tentang Kami'}</h1>
      <p className="lead">{ABOUT.intro}</p>
      <div className="prose">
        {ABOUT.paragraphs.map((text) => (
          <p key={text.slice(0, 24)}>{text}</p>
        ))}
      </div>
      <section aria-labelledby="values-title" className="section-tight">
        <h2 id="values-title">Nilai-nilai kami</h2>
        <ul className="value-grid">
          {ABOUT.values.map((value) => (
            <li key={value.title}>
              <h3>{value.title}</h3>
              <p>{value.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="facts-title" className="section-tight">
        <h2 id="facts-title">Dalam angka</h2>
        <ul className="fact-grid">
          {ABOUT.facts.map((fact) => (
            <li key={fact.label}>
              <strong>{fact.value}</strong>
              <span>{fact.label}</span>
            </li>
          ))}
        </ul>
      </section>
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
