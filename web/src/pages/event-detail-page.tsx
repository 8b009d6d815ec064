import type { ReactNode } from 'react'
import { guestSpeakerParts } from '../../../shared/events/guest-speaker'
import { EVENT_KIND_LABELS, EVENT_KIND_LABELS_EN, EVENT_LANGUAGE_LABELS, EVENT_LANGUAGE_LABELS_EN, eventStatusOf } from '../../../shared/collections/events'
import { regulationCitationText } from '../../../shared/collections/regulations'
import { imageAlt } from '../../../shared/collections/seo-fields'
import { EVENT_TEXTS } from '../../../shared/events/texts'
import type { EventView } from '../../../shared/events/view'
import { wibIso, wibMoment, wibSpan } from '../../../shared/events/when'
import type { PracticeArea, Profile, Regulation } from '../../../shared/schemas/types'
import { eventSlidesUrl, practiceAreaUrl, regulationUrl } from '../../../shared/urls'
import { AttorneyCard } from '../components/attorney-card'
import { Breadcrumbs } from '../components/breadcrumbs'
import type { Breadcrumb } from '../components/head'
import { Picture } from '../components/picture'
import { PreviewBanner, type PreviewInfo } from '../components/preview-banner'
import { RichText } from '../components/rich-text'
import { useLang } from '../i18n/lang-context'
import { EventRegistrationForm } from './event-registration-form'

export interface EventDetailPageProps {
  view: EventView
  speakers: Profile[]
  practiceAreas: PracticeArea[]
  regulations: Regulation[]
  /** Whether the event has ended at the page's time (recording and slides instead of registration). */
  ended: boolean
  /** Whether registration still takes entries (before `registrationClosesAt`, else the start). */
  registrationOpen: boolean
  breadcrumbs: Breadcrumb[]
  /** Where the registration form goes (rendered by its own module); nothing while there is none. */
  registration?: ReactNode
  preview?: PreviewInfo
}

/**
 * /events/{slug}: what, when (in WIB, and for an online event the visitor's own time added by a
 * small script), where, who speaks, then registration or, once over, the recording and slides.
 * The join link is not in the props at all (functions/src/collections/events/public-events.ts).
 */
export function EventDetailPage({ view, speakers, practiceAreas, regulations, ended, registrationOpen, breadcrumbs, registration, preview }: EventDetailPageProps) {
  const { lang, href } = useLang()
  const { event, fallbacks } = view
  const t = EVENT_TEXTS[lang]
  const idIf = (field: string) => (fallbacks.includes(field) ? 'id' : undefined)
  const kind = (lang === 'en' ? EVENT_KIND_LABELS_EN : EVENT_KIND_LABELS)[event.kind]
  const language = (lang === 'en' ? EVENT_LANGUAGE_LABELS_EN : EVENT_LANGUAGE_LABELS)[event.language]
  const closes = event.registrationClosesAt ?? event.startsAt
  const status = eventStatusOf(event)
  // Cancelled or postponed: said first, and again where the form was.
  const statusNotice = status === 'scheduled' ? null : t.statusNotice[status]
  return (
    <article className="container page event-detail" aria-labelledby="event-title">
      {preview ? <PreviewBanner preview={preview} publishedAt={event.publishedAt ?? ''} /> : null}
      <Breadcrumbs items={breadcrumbs} />
      <p className="eyebrow">{kind}</p>
      <h1 id="event-title" lang={idIf('title')}>
        {event.title}
      </h1>
      {statusNotice ? (
        <p className={`event-status-notice event-status-${status}`} role="status">
          <strong>{statusNotice}</strong>
        </p>
      ) : null}
      <div className="event-layout">
        <div className="event-main">
          {event.cover ? (
            <Picture
              file={event.cover}
              alt={imageAlt(event, 'coverAlt', lang)}
              widths={[480, 800]}
              sizes="(min-width: 1000px) 640px, 92vw"
              className="event-cover"
              aspect={{ width: 16, height: 9 }}
              priority
            />
          ) : null}
          <dl className="event-facts">
            <dt>{t.when}</dt>
            <dd>
              <time dateTime={wibIso(event.startsAt)}>{wibSpan(event, lang)}</time>
              {/* The visitor's own time, where it is not WIB: written by web/src/client/local-time.ts. */}
              {event.mode === 'online' && !ended ? <span className="event-local-time" data-local-time={`${event.startsAt} ${event.endsAt}`} data-local-label={t.localTime} hidden /> : null}
            </dd>
            <dt>{t.where}</dt>
            <dd>
              {event.mode === 'online' ? (
                t.online(event.platform)
              ) : (
                <>
                  {event.venue}
                  <br />
                  {event.address}
                  {event.mapUrl ? (
                    <>
                      {' '}
                      <a href={event.mapUrl} rel="noopener">
                        {t.map}
                      </a>
                    </>
                  ) : null}
                </>
              )}
            </dd>
            <dt>{t.language}</dt>
            <dd>{language}</dd>
            {event.capacity > 0 ? (
              <>
                <dt>{t.capacity}</dt>
                <dd>{t.seats(event.capacity)}</dd>
              </>
            ) : null}
            {practiceAreas.length > 0 ? (
              <>
                <dt>{t.practiceAreas}</dt>
                <dd>
                  <ul className="event-inline-list">
                    {practiceAreas.map((area) => (
                      <li key={area.id}>
                        <a href={href(practiceAreaUrl(area.slug))}>{area.name}</a>
                      </li>
                    ))}
                  </ul>
                </dd>
              </>
            ) : null}
            {regulations.length > 0 ? (
              <>
                <dt>{t.regulations}</dt>
                <dd>
                  <ul className="event-inline-list">
                    {regulations.map((regulation) => (
                      <li key={regulation.id}>
                        <a href={href(regulationUrl(regulation.slug))}>{regulationCitationText(regulation)}</a>
                      </li>
                    ))}
                  </ul>
                </dd>
              </>
            ) : null}
          </dl>
          <section aria-labelledby="event-about-title">
            <h2 id="event-about-title">{t.about}</h2>
            <RichText html={event.description} lang={idIf('description')} />
          </section>
        </div>
        <aside className="event-aside">
          {ended ? (
            <section className="event-box" aria-labelledby="event-after-title">
              <h2 id="event-after-title">{t.afterEvent}</h2>
              <p>{t.ended}</p>
              {event.recordingUrl || event.slidesFile ? (
                <p className="event-actions">
                  {event.recordingUrl ? (
                    <a className="button" href={event.recordingUrl} rel="noopener">
                      {t.recording}
                    </a>
                  ) : null}
                  {event.slidesFile ? (
                    <a className="button button-ghost" href={href(eventSlidesUrl(event.slug))} download>
                      {t.slides}
                    </a>
                  ) : null}
                </p>
              ) : (
                <p>{t.nothingYet}</p>
              )}
            </section>
          ) : (
            <section id="daftar" className="event-box" aria-labelledby="daftar-title">
              <h2 id="daftar-title">{t.register}</h2>
              {statusNotice ? (
                <p className="event-closed">
                  <strong>{statusNotice}</strong>
                </p>
              ) : registrationOpen ? (
                <>
                  <p>
                    {t.free}. {t.closesAt(wibMoment(closes, lang))}
                  </p>
                  {registration ?? <EventRegistrationForm slug={event.slug} labelledBy="daftar-title" />}
                </>
              ) : (
                <p className="event-closed">
                  <strong>{t.closed}</strong>
                </p>
              )}
            </section>
          )}
        </aside>
      </div>
      {speakers.length > 0 || event.guestSpeakers.length > 0 ? (
        <section className="related" aria-labelledby="event-speakers-title">
          <h2 id="event-speakers-title">{t.speakers}</h2>
          {speakers.length > 0 ? (
            <div className="attorney-grid">
              {speakers.map((profile) => (
                <AttorneyCard key={profile.id} profile={profile} />
              ))}
            </div>
          ) : null}
          {event.guestSpeakers.length > 0 ? (
            <ul className="event-guests">
              {event.guestSpeakers.map((guest) => {
                // "Nama, gelar, jabatan, lembaga": the name with its degrees first, what they do under it.
                const { name, role } = guestSpeakerParts(guest)
                return (
                  <li key={guest}>
                    <strong>{name}</strong>
                    {role ? <span>{role}</span> : null}
                  </li>
                )
              })}
            </ul>
          ) : null}
        </section>
      ) : null}
    </article>
  )
}
