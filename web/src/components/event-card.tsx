import { EVENT_KIND_LABELS, EVENT_KIND_LABELS_EN, EVENT_STATUS_LABELS, EVENT_STATUS_LABELS_EN, eventStatusOf } from '../../../shared/collections/events'
import { EVENT_TEXTS } from '../../../shared/events/texts'
import { wibClock, wibIso, wibShortDay } from '../../../shared/events/when'
import { eventUrl } from '../../../shared/urls'
import type { EventView } from '../../../shared/events/view'
import { useLang } from '../i18n/lang-context'

/**
 * An event in a list (Acara, the home page, a practice area's page): its kind, title, day and
 * time in WIB and where it happens, no image, so a section of three stays short on a phone.
 */
export function EventCard({ view, headingLevel = 3 }: { view: EventView; headingLevel?: 2 | 3 }) {
  const { lang, href } = useLang()
  const { event, fallbacks } = view
  const t = EVENT_TEXTS[lang]
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const kind = (lang === 'en' ? EVENT_KIND_LABELS_EN : EVENT_KIND_LABELS)[event.kind]
  const place = event.mode === 'online' ? t.online(event.platform) : event.venue
  const status = eventStatusOf(event)
  return (
    <article className="event-card">
      <p className="event-card-meta">
        <span className="badge">{kind}</span>
        {status === 'scheduled' ? null : <span className={`badge event-status-${status}`}>{(lang === 'en' ? EVENT_STATUS_LABELS_EN : EVENT_STATUS_LABELS)[status]}</span>}
        <time dateTime={wibIso(event.startsAt)}>
          {wibShortDay(event.startsAt, lang)}, {wibClock(event.startsAt, lang)} WIB
        </time>
      </p>
      <Heading className="event-card-title">
        <a href={href(eventUrl(event.slug))} lang={fallbacks.includes('title') ? 'id' : undefined}>
          {event.title}
        </a>
      </Heading>
      <p className="event-card-place">{place}</p>
    </article>
  )
}
