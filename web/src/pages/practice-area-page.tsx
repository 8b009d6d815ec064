import type { PracticeArea, Profile } from '../../../shared/schemas/types'
import { fallbackLang, type WithFallbacks } from '../../../shared/i18n/fallbacks'
import { Breadcrumbs } from '../components/breadcrumbs'
import { Picture } from '../components/picture'
import type { Breadcrumb } from '../components/head'
import { useLang } from '../i18n/lang-context'
import { attorneyUrl, COLLECTION_PATHS, practiceAreaUrl, withQuery } from '../../../shared/urls'

export interface PracticeAreaPageProps {
  /** Each area as the page's language reads it; in English only those with an English version. */
  areas: { area: PracticeArea; attorneys: WithFallbacks<Profile>[] }[]
  breadcrumbs: Breadcrumb[]
  /** Reached by the language switch of an area that has no version in this language: said above the list. */
  untranslated?: boolean
}

/** /practice-area: every area with its attorneys in the `practice_area_attorneys` order. */
export function PracticeAreaPage({ areas, breadcrumbs, untranslated }: PracticeAreaPageProps) {
  const { t, href } = useLang()
  const d = t.directory
  return (
    <div className="container page">
      <Breadcrumbs items={breadcrumbs} />
      <h1>{d.areasHeading}</h1>
      {untranslated ? (
        <p className="notice" role="note">
          {t.untranslated.note}
        </p>
      ) : null}
      <p className="lead">{d.areasLead}</p>
      <nav className="toc" aria-label={d.areasToc}>
        <ul>
          {areas.map(({ area }) => (
            <li key={area.id}>
              <a href={`#${area.slug}`}>{area.name}</a>
            </li>
          ))}
        </ul>
      </nav>
      {areas.map(({ area, attorneys }) => (
        <section key={area.id} id={area.slug} className={area.cover ? 'area area-with-image' : 'area'} aria-labelledby={`${area.slug}-title`}>
          {/* The area's cover, beside its text on wide screens; decorative, the heading names the area. */}
          {area.cover ? (
            <Picture file={area.cover} alt="" widths={[96, 320]} sizes="(min-width: 768px) 240px, 72px" className="area-image" aspect={{ width: 16, height: 9 }} />
          ) : null}
          <div className="area-body">
            <h2 id={`${area.slug}-title`}>
              <a href={href(practiceAreaUrl(area.slug))}>{area.name}</a>
            </h2>
            <p className="area-summary">{area.summary}</p>
            {attorneys.length > 0 ? (
              <>
                <h3 className="area-team-title">{d.team}</h3>
                <ul className="area-team">
                  {attorneys.map((profile) => (
                    <li key={profile.id}>
                      <a href={href(attorneyUrl(profile.slug))}>{profile.name}</a>
                      <span lang={fallbackLang(profile, 'position')}>{profile.position}</span>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            <p className="area-links">
              <a href={href(practiceAreaUrl(area.slug))}>{d.moreAbout(area.name)}</a>
              <a href={withQuery(href(COLLECTION_PATHS.profiles), { area: area.slug })}>{d.attorneysOfArea(area.name)}</a>
            </p>
          </div>
        </section>
      ))}
    </div>
  )
}
