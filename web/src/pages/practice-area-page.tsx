import type { PracticeArea, Profile } from '../../../shared/schemas/types'
import { Breadcrumbs } from '../components/breadcrumbs'
import type { Breadcrumb } from '../components/head'
import { attorneyUrl, withQuery } from '../lib/urls'

export interface PracticeAreaPageProps {
  areas: { area: PracticeArea; attorneys: Profile[] }[]
  breadcrumbs: Breadcrumb[]
}

/** /practice-area: every area with its attorneys in the `practice_area_attorneys` order. */
export function PracticeAreaPage({ areas, breadcrumbs }: PracticeAreaPageProps) {
  return (
    <div className="container page">
      <Breadcrumbs items={breadcrumbs} />
      <h1>Bidang praktik</h1>
      <p className="lead">
        Kami mendampingi klien dari tahap perencanaan hingga penyelesaian sengketa. Setiap bidang dipimpin oleh partner
        yang berpengalaman di bidangnya.
      </p>
      <nav className="toc" aria-label="Daftar bidang praktik">
        <ul>
          {areas.map(({ area }) => (
            <li key={area.id}>
              <a href={`#${area.slug}`}>{area.name}</a>
            </li>
          ))}
        </ul>
      </nav>
      {areas.map(({ area, attorneys }) => (
        <section key={area.id} id={area.slug} className="area" aria-labelledby={`${area.slug}-title`}>
          <h2 id={`${area.slug}-title`}>
            <a href={`/practice-area/${area.slug}`}>{area.name}</a>
          </h2>
          <p className="area-summary">{area.summary}</p>
          {attorneys.length > 0 ? (
            <>
              <h3 className="area-team-title">Tim</h3>
              <ul className="area-team">
                {attorneys.map((profile) => (
                  <li key={profile.id}>
                    <a href={attorneyUrl(profile.slug)}>{profile.name}</a>
                    <span>{profile.position}</span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <p className="area-links">
            <a href={`/practice-area/${area.slug}`}>Selengkapnya tentang {area.name}</a>
            <a href={withQuery('/attorneys', { area: area.slug })}>Advokat di bidang {area.name}</a>
          </p>
        </section>
      ))}
    </div>
  )
}
