import { EVENT_TEXTS } from '../../../shared/events/texts'
import type { EventView } from '../../../shared/events/view'
import { COLLECTION_PATHS } from '../../../shared/urls'
import { Breadcrumbs } from '../components/breadcrumbs'
import { Pagination } from '../components/pagination'
import type { Breadcrumb } from '../components/head'
import { EventCard } from '../components/event-card'
import { useLang } from '../i18n/lang-context'

export interface EventListPageProps {
  /** Not ended yet, soonest first; null on the pages after the first, which list past events only. */
  upcoming: EventView[] | null
  /** One page of the ended ones, with a recording or slides, latest first. */
  past: EventView[]
  /** The page of past events shown, and how many there are (`?page=N`, as a post list's). */
  page: number
  pages: number
  breadcrumbs: Breadcrumb[]
}

/** /events: upcoming events first, then past ones with their recordings, a page at a time. */
export function EventListPage({ upcoming, past, page, pages, breadcrumbs }: EventListPageProps) {
  const { lang, href } = useLang()
  const t = EVENT_TEXTS[lang]
  return (
    <div className="container page">
      <Breadcrumbs items={breadcrumbs} />
      <h1>{t.heading}</h1>
      <p className="lead">{t.lead}</p>
      {upcoming ? (
        <section className="related" aria-labelledby="events-upcoming-title">
          <h2 id="events-upcoming-title">{t.upcoming}</h2>
          {upcoming.length > 0 ? (
            <div className="event-grid">
              {upcoming.map((view) => (
                <EventCard key={view.event.id} view={view} />
              ))}
            </div>
          ) : (
            <p>{t.noUpcoming}</p>
          )}
        </section>
      ) : null}
      {past.length > 0 ? (
        <section className="related" aria-labelledby="events-past-title">
          <h2 id="events-past-title">{t.past}</h2>
          <div className="event-grid">
            {past.map((view) => (
              <EventCard key={view.event.id} view={view} />
            ))}
          </div>
        </section>
      ) : null}
      <Pagination page={page} pages={pages} path={href(COLLECTION_PATHS.events)} />
    </div>
  )
}
