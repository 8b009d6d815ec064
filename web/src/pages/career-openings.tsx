/**
 * What /career shows from the openings staff publish: the open positions, each
 * linking to its page, and the open application (a form for a candidate with no opening in
 * mind). Rendered by web/src/pages/career-page.tsx; the data comes from
 * functions/src/collections/openings/public-routes.tsx.
 */
import type { ReactNode } from 'react'
import { careerUrl } from '../../../shared/urls'
import { useLang } from '../i18n/lang-context'

/** An open position as the list shows it. */
export interface OpeningCard {
  title: string
  slug: string
  location: string
  /** The employment type in the page's language ("Penuh waktu", "Full-time"). */
  type: string
  /** The last day applications are taken, as readers read it ("31 Desember 2026"). */
  closes: string
  /** The same day, `YYYY-MM-DD`, for `<time datetime>`. */
  closesOn: string
  /** `id` where the title is the Indonesian one for want of English (decision 30's marking). */
  titleLang?: 'id'
}

export interface CareerView {
  /** The openings visitors may see now, soonest closing first. */
  openings: OpeningCard[]
  /** The open application form, when applications are taken on the site. */
  application?: ReactNode
}

/**
 * The open positions, or a word that there are none and how to apply anyway. An English page
 * lists the openings that have an English version, as its other lists do.
 */
export function OpenPositions({ openings }: { openings: OpeningCard[] }) {
  const { t, href } = useLang()
  const ui = t.career
  return (
    <section aria-labelledby="openings-title" className="section-tight">
      <h2 id="openings-title">{ui.openings}</h2>
      {openings.length === 0 ? (
        <p className="empty">{ui.noOpenings}</p>
      ) : (
        <ul className="opening-list">
          {openings.map((opening) => (
            <li key={opening.slug} className="opening">
              <h3>
                <a href={href(careerUrl(opening.slug))} lang={opening.titleLang}>
                  {opening.title}
                </a>
              </h3>
              <p className="opening-meta">{`${opening.type} · ${opening.location}`}</p>
              <p className="opening-meta">
                {`${ui.closesUntil} `}
                <time dateTime={opening.closesOn}>{opening.closes}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
