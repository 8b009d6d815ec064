import type { PracticeArea, Profile } from '../../../shared/schemas/types'
import type { WithFallbacks } from '../../../shared/i18n/fallbacks'
import { AttorneyCard } from '../components/attorney-card'
import { Breadcrumbs } from '../components/breadcrumbs'
import type { Breadcrumb } from '../components/head'
import { useLang } from '../i18n/lang-context'

export interface AttorneyListPageProps {
  /** Every attorney in both languages, each field in English where written (decision 30). */
  attorneys: WithFallbacks<Profile>[]
  /** The areas of the filter: in English, those with an English version, by their English slugs. */
  areas: PracticeArea[]
  area: PracticeArea | null
  breadcrumbs: Breadcrumb[]
  /** Reached by the language switch of a list filtered by an area that has no version in this language. */
  untranslated?: boolean
}

/** /attorneys in the `attorneys` order; ?area={slug} filters by practice area. */
export function AttorneyListPage({ attorneys, areas, area, breadcrumbs, untranslated }: AttorneyListPageProps) {
  const { t, href } = useLang()
  const d = t.directory
  const path = href('/attorneys')
  return (
    <div className="container page">
      <Breadcrumbs items={breadcrumbs} />
      <h1>{area ? d.attorneysIn(area.name) : d.attorneysHeading}</h1>
      {untranslated ? (
        <p className="notice" role="note">
          {t.untranslated.note}
        </p>
      ) : null}
      <p className="lead">{d.attorneysLead}</p>
      <form className="filters" method="get" action={path} data-swap="" aria-label={d.filterAttorneys}>
        <div className="field">
          <label htmlFor="filter-area">{d.area}</label>
          <select id="filter-area" name="area" defaultValue={area?.slug ?? ''}>
            <option value="">{d.allAreas}</option>
            {areas.map((a) => (
              <option key={a.id} value={a.slug}>
                {a.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button-small">
          {d.apply}
        </button>
        {area ? (
          <a className="filters-reset" href={path}>
            {d.reset}
          </a>
        ) : null}
      </form>
      <p className="result-count" role="status">
        {d.attorneyCount(attorneys.length)}
      </p>
      {attorneys.length > 0 ? (
        <div className="attorney-grid">
          {attorneys.map((profile, index) => (
            <AttorneyCard key={profile.id} profile={profile} headingLevel={2} priority={index < 2} />
          ))}
        </div>
      ) : (
        <div className="empty-state">
          <p>{d.noneInArea}</p>
          <p>
            <a href={path}>{d.seeAllAttorneys}</a>
          </p>
        </div>
      )}
    </div>
  )
}
