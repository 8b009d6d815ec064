import type { PracticeArea, Profile } from '../../../shared/schemas/types'
import type { WithFallbacks } from '../../../shared/i18n/fallbacks'
import { AttorneyCard } from '../components/attorney-card'
import { Breadcrumbs } from '../components/breadcrumbs'
import type { Breadcrumb } from '../components/head'
import { useLang } from '../i18n/lang-context'
import { COLLECTION_PATHS } from '../../../shared/urls'

export interface AttorneyListPageProps {
  /** Every attorney in both languages, each field in English where written (decision 30). */
  attorneys: WithFallbacks<Profile>[]
  /** The areas of the filter: in English, those with an English version, by their English slugs. */
  areas: PracticeArea[]
  area: PracticeArea | null
  /** The positions and languages of every attorney, as this edition names them, and those chosen. */
  positions: string[]
  position: string | null
  languages: string[]
  language: string | null
  /** The name typed, as typed. */
  name: string
  breadcrumbs: Breadcrumb[]
  /** Reached by the language switch of a list filtered by an area that has no version in this language. */
  untranslated?: boolean
}

/**
 * /attorneys in the `attorneys` order; `?area={slug}`, `?position=`, `?language=` and `?q={name}`
 * filter it on the server (functions/src/content/attorney-filters.ts). With scripts, a change of
 * a filter applies it at once (web/src/client/auto-apply.ts); without, **Terapkan** does.
 */
export function AttorneyListPage({ attorneys, areas, area, positions, position, languages, language, name, breadcrumbs, untranslated }: AttorneyListPageProps) {
  const { t, href } = useLang()
  const d = t.directory
  const path = href(COLLECTION_PATHS.profiles)
  const filtered = Boolean(area || position || language || name)
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
      <form className="filters" method="get" action={path} data-swap="" data-auto-apply="" aria-label={d.filterAttorneys}>
        <div className="field">
          <label htmlFor="filter-name">{d.name}</label>
          <input id="filter-name" type="search" name="q" defaultValue={name} placeholder={d.namePlaceholder} maxLength={80} autoComplete="off" />
        </div>
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
        {positions.length > 1 ? (
          <div className="field">
            <label htmlFor="filter-position">{d.position}</label>
            <select id="filter-position" name="position" defaultValue={position ?? ''}>
              <option value="">{d.allPositions}</option>
              {positions.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {languages.length > 1 ? (
          <div className="field">
            <label htmlFor="filter-language">{d.language}</label>
            <select id="filter-language" name="language" defaultValue={language ?? ''}>
              <option value="">{d.allLanguages}</option>
              {languages.map((l) => (
                <option key={l} value={l}>
                  {l}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <button type="submit" className="button button-small filters-apply">
          {d.apply}
        </button>
        {filtered ? (
          <a className="filters-reset" href={path}>
            {d.reset}
          </a>
        ) : null}
      </form>
      <p className="result-count" role="status">
        {d.attorneyCount(attorneys.length)}
      </p>
      {attorneys.length > 0 ? (
        <div className="attorney-grid directory-grid">
          {attorneys.map((profile, index) => (
            <AttorneyCard key={profile.id} profile={profile} headingLevel={2} priority={index < 2} areas={areas} />
          ))}
        </div>
      ) : (
        <div className="empty-state">
          <p>{position || language || name ? d.noneMatching : d.noneInArea}</p>
          <p>
            <a href={path}>{d.seeAllAttorneys}</a>
          </p>
        </div>
      )}
    </div>
  )
}
