import type { Breadcrumb } from '../components/head'
import { Breadcrumbs } from '../components/breadcrumbs'
import type { PageData } from '../../../shared/collections/pages'
import type { SiteView } from '../lib/site-view'
import { OpenPositions, type CareerView } from './career-openings'

export function CareerPage({ breadcrumbs, site, careers, page }: { breadcrumbs: Breadcrumb[]; site: SiteView; careers: CareerView; page: PageData<'career'> | null }) {
  return (
    <div className="container page">
      <Breadcrumbs items={breadcrumbs} />
      <h1>{site.name ? `Karier di ${site.name}` : 'Karier'}</h1>
      {page?.careerIntro ? <p className="lead">{page.careerIntro}</p> : null}
      <OpenPositions openings={careers.openings} />
      {/* What the firm offers and how to apply: written under Halaman → Karier, sanitized when saved. */}
      {page?.careerBody ? <div className="prose section-tight" dangerouslySetInnerHTML={{ __html: page.careerBody }} /> : null}
      <section aria-labelledby="apply-title" className="section-tight">
        <h2 id="apply-title">Kirim lamaran</h2>
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
