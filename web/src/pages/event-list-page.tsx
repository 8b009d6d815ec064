import { EVENT_TEXTS } from '../../../shared/events/texts'
import type { EventView } from '../../../shared/events/view'
import { Breadcrumbs } from '../components/breadcrumbs'
import type { Breadcrumb } from '../components/head'
import { EventCard } from '../components/event-card'
import { useLang } from '../i18n/lang-context'

export interface EventListPageProps {
  /** Not ended yet, soonest first. */
  upcoming: EventView[]
  /** Ended, with a recording or slides, latest first. */
  past: EventView[]
  breadcrumbs: Breadcrumb[]
}

/** /events: upcoming events first, then past ones with their recordings. */
export function EventListPage({ upcoming, past, breadcrumbs }: EventListPageProps) {
  const { lang } = useLang()
  const t = EVENT_TEXTS[lang]
  return (
    <div className="container page">
      <Breadcrumbs items={breadcrumbs} />
      <h1>{t.heading}</h1>
      <p className="lead">{t.lead}</p>
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
    </div>
  )
}
