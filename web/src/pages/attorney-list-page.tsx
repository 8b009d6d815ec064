import type { PracticeArea, Profile } from '../../../shared/schemas/types'
import { AttorneyCard } from '../components/attorney-card'
import { Breadcrumbs } from '../components/breadcrumbs'
import type { Breadcrumb } from '../components/head'

export interface AttorneyListPageProps {
  attorneys: Profile[]
  areas: PracticeArea[]
  area: PracticeArea | null
  breadcrumbs: Breadcrumb[]
}

/** /attorneys in the `attorneys` order; ?area={slug} filters by practice area. */
export function AttorneyListPage({ attorneys, areas, area, breadcrumbs }: AttorneyListPageProps) {
  return (
    <div className="container page">
      <Breadcrumbs items={breadcrumbs} />
      <h1>{area ? `Advokat bidang ${area.name}` : 'Advokat kami'}</h1>
      <p className="lead">
        Tim kami terdiri dari advokat berpengalaman yang memahami hukum Indonesia dan praktik bisnis internasional.
      </p>
      <form className="filters" method="get" action="/attorneys" data-swap="" aria-label="Saring advokat">
        <div className="field">
          <label htmlFor="filter-area">Bidang praktik</label>
          <select id="filter-area" name="area" defaultValue={area?.slug ?? ''}>
            <option value="">Semua bidang praktik</option>
            {areas.map((a) => (
              <option key={a.id} value={a.slug}>
                {a.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button-small">
          Terapkan
        </button>
        {area ? (
          <a className="filters-reset" href="/attorneys">
            Hapus filter
          </a>
        ) : null}
      </form>
      <p className="result-count" role="status">
        {attorneys.length} advokat
      </p>
      {attorneys.length > 0 ? (
        <div className="attorney-grid">
          {attorneys.map((profile, index) => (
            <AttorneyCard key={profile.id} profile={profile} headingLevel={2} priority={index < 2} />
          ))}
        </div>
      ) : (
        <div className="empty-state">
          <p>Belum ada advokat di bidang ini.</p>
          <p>
            <a href="/attorneys">Lihat semua advokat</a>
          </p>
        </div>
      )}
    </div>
  )
}
