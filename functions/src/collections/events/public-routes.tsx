/**
 * /events, upcoming events first and then past ones, and /events/{slug}, one event with its
 * time in WIB, place, speakers, the registration section (#daftar) and, once over, its
 * recording and slides; the same under /en with the same slug, for events with an English
 * version (docs/decisions/0058-events.md). schema.org `Event` per Google's event rules. No
 * response here carries the join link: the loaders strip it (./public-events.ts).
 */
import { Hono, type Context } from 'hono'
import { guestSpeakerParts } from '../../../../shared/events/guest-speaker'
import type { ReactNode } from 'react'
import { eventStatusOf, hasEnded, isRegistrationOpen, type EventStatus } from '../../../../shared/collections/events'
import { EVENT_TEXTS } from '../../../../shared/events/texts'
import { wibIso } from '../../../../shared/events/when'
import { localePath, type Lang } from '../../../../shared/i18n/langs'
import { htmlToText } from '../../../../shared/schemas/common'
import type { PracticeArea, Profile, Regulation } from '../../../../shared/schemas/types'
import type { SiteView } from '../../../../shared/site-view'
import { attorneyUrl, COLLECTION_PATHS, eventUrl, imageUrl, ITEM_FILES, itemRoute, withQuery } from '../../../../shared/urls'
import type { PreviewInfo } from '../../../../web/src/components/preview-banner'
import { UI } from '../../../../web/src/i18n/ui'
import { EventDetailPage } from '../../../../web/src/pages/event-detail-page'
import { EventListPage } from '../../../../web/src/pages/event-list-page'
import type { AppEnv } from '../../app-env'
import { isPublicProfile, localizePracticeArea, localizeProfile } from '../../content/public-content'
import { siteFor } from '../../content/site'
import { breadcrumbLd, firmId } from '../../render/json-ld'
import { altOr, ldImage } from '../../render/seo-head'
import { ld, truncate } from '../../routes/page-head'
import { noQuery } from '../../routes/exact-query'
import { notFound, pageOutOfRange } from '../../routes/not-found'
import { contentDisposition, serveFile } from '../../routes/media'
import { parsePage, publicRoutes } from '../public-route'
import { isPublishedAt } from '../../../../shared/publish-rule'
import { localizeEvent, pastEventsPage, publishedEvent, UPCOMING_MAX, upcomingEventsWhere, type EventView, type PublicEvent } from './public-events'

/** The description a search engine shows: the event's text, cut at a word. */
function summaryOf(event: PublicEvent): string {
  return truncate(htmlToText(event.description).replace(/\s+/g, ' ').trim(), 160)
}

const LD_LANGUAGE = { id: 'id-ID', en: 'en', both: ['id-ID', 'en'] } as const

/**
 * schema.org `Event` (https://developers.google.com/search/docs/appearance/structured-data/event):
 * an online event's location is a VirtualLocation whose url is the event's own page (never the
 * join link), an in-person one's a Place with its address; a free offer (price 0, IDR) whose
 * availability follows registration; the firm as organizer, the speakers as performers.
 */
/** schema.org's EventStatusType of each status. */
const LD_EVENT_STATUS: Record<EventStatus, string> = { scheduled: 'EventScheduled', postponed: 'EventPostponed', cancelled: 'EventCancelled' }

export function eventLd(baseUrl: string, view: EventView, speakers: Profile[], site: SiteView, lang: Lang, now: Date) {
  const { event } = view
  const url = `${baseUrl}${localePath(lang, eventUrl(event.slug))}`
  const location =
    event.mode === 'online'
      ? { '@type': 'VirtualLocation', url }
      : {
          '@type': 'Place',
          name: event.venue,
          address: { '@type': 'PostalAddress', streetAddress: event.address, addressCountry: 'ID' },
          ...(event.mapUrl ? { hasMap: event.mapUrl } : {}),
        }
  const performers = [
    ...speakers.map((profile) => ({ '@type': 'Person', '@id': `${baseUrl}${attorneyUrl(profile.slug)}#person`, name: profile.name, url: `${baseUrl}${localePath(lang, attorneyUrl(profile.slug))}` })),
    // "Dr. Rina Hartono, Direktur, OJK": the name is what comes before the first comma.
    ...event.guestSpeakers.map((guest) => ({ '@type': 'Person', name: guestSpeakerParts(guest).name })),
  ]
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    '@id': `${url}#event`,
    name: event.title,
    description: summaryOf(event),
    url,
    startDate: wibIso(event.startsAt),
    endDate: wibIso(event.endsAt),
    eventAttendanceMode: `https://schema.org/${event.mode === 'online' ? 'OnlineEventAttendanceMode' : 'OfflineEventAttendanceMode'}`,
    eventStatus: `https://schema.org/${LD_EVENT_STATUS[eventStatusOf(event)]}`,
    location,
    ...(event.cover ? { image: [ldImage(baseUrl, event.cover, altOr(event, 'coverAlt', lang, event.title), 1280)] } : {}),
    inLanguage: LD_LANGUAGE[event.language],
    isAccessibleForFree: true,
    offers: {
      '@type': 'Offer',
      price: 0,
      priceCurrency: 'IDR',
      availability: `https://schema.org/${eventStatusOf(event) === 'scheduled' && isRegistrationOpen(event, now) ? 'InStock' : 'SoldOut'}`,
      url: `${url}#daftar`,
      validFrom: event.publishedAt,
    },
    organizer: { '@type': 'LegalService', '@id': firmId(baseUrl), ...(site.name ? { name: site.name } : {}), url: baseUrl },
    ...(performers.length ? { performer: performers } : {}),
  }
}

/** What an event's page shows besides the event: public speakers, published areas, regulations, in the page's language. */
async function eventRelations(c: Context<AppEnv>, event: PublicEvent) {
  const store = c.get('backend').content
  const lang = c.get('lang')
  const now = c.get('now')
  const [speakers, areas, regulations] = await Promise.all([
    store.getMany('profiles', event.speakerIds) as Promise<Profile[]>,
    store.getMany('practiceAreas', event.practiceAreaIds) as Promise<PracticeArea[]>,
    store.getMany('regulations', event.regulationIds) as Promise<Regulation[]>,
  ])
  const inOrder = <T extends { id: string }>(ids: readonly string[], list: T[]) => ids.flatMap((id) => list.filter((item) => item.id === id))
  return {
    // A staff profile has no public page: only attorneys are shown as speakers.
    speakers: inOrder(event.speakerIds, speakers.filter(isPublicProfile)).map((profile) => localizeProfile(profile, lang)),
    // An area is linked while its page is public in this language.
    practiceAreas: inOrder(event.practiceAreaIds, areas)
      .filter((area) => isPublishedAt(lang === 'en' ? (area.publishedAtEn ?? null) : area.publishedAt, now))
      .map((area) => localizePracticeArea(area, lang)),
    regulations: inOrder(event.regulationIds, regulations).map((regulation) => (lang === 'en' && regulation.titleEn ? { ...regulation, title: regulation.titleEn } : regulation)),
  }
}

/** Where the registration form goes on an event's page: its module renders it (null while none is mounted). */
export type RegistrationSlot = (c: Context<AppEnv>, event: PublicEvent) => ReactNode

/**
 * An event's page: the public one, or (with `preview`) a staff preview of a draft, never cached.
 */
export async function renderEventPage(c: Context<AppEnv>, event: PublicEvent, preview?: PreviewInfo, registration?: RegistrationSlot) {
  const lang = c.get('lang') ?? 'id'
  const now = c.get('now')
  const ui = UI[lang]
  const t = EVENT_TEXTS[lang]
  const view = localizeEvent(event, lang)
  const [{ speakers, practiceAreas, regulations }, site] = await Promise.all([eventRelations(c, event), siteFor(c)])
  const breadcrumbs = [
    { name: ui.nav.home, path: '/' },
    { name: t.heading, path: COLLECTION_PATHS.events },
    { name: view.event.title, path: eventUrl(event.slug) },
  ]
  const baseUrl = c.get('config').publicBaseUrl
  const path = eventUrl(event.slug)
  const ended = hasEnded(event, now)
  const open = !ended && eventStatusOf(event) === 'scheduled' && isRegistrationOpen(event, now)
  if (preview) c.header('Cache-Control', 'private, no-store')
  return c.render(
    <EventDetailPage
      view={view}
      speakers={speakers}
      practiceAreas={practiceAreas}
      regulations={regulations}
      ended={ended}
      registrationOpen={open}
      breadcrumbs={breadcrumbs}
      registration={open && registration ? registration(c, event) : null}
      {...(preview ? { preview } : {})}
    />,
    {
      head: {
        title: preview ? `Pratinjau: ${view.event.title}` : view.event.title,
        description: summaryOf(view.event),
        ...(event.cover ? { image: { path: imageUrl(event.cover, 1280), width: 1280, height: 720, alt: altOr(view.event, 'coverAlt', lang, view.event.title) } } : {}),
        path,
        section: COLLECTION_PATHS.events,
        breadcrumbs,
        alternates: { id: path, en: view.fallbacks.includes('title') ? null : localePath('en', path) },
        jsonLd: ld(eventLd(baseUrl, view, speakers, site, lang, now), breadcrumbLd(baseUrl, breadcrumbs, lang)),
        ...(preview ? { noindex: true } : {}),
      },
    },
  )
}

/**
 * /events: upcoming events on its first page, then the past ones a page at a time (`?page=N`,
 * as the post lists): a miss reads one page of past events and a count, not the archive.
 */
async function renderEventList(c: Context<AppEnv>) {
  const store = c.get('backend').content
  const lang = c.get('lang')
  const now = c.get('now')
  const ui = UI[lang]
  const t = EVENT_TEXTS[lang]
  const pageParam = c.req.query('page')
  const requested = parsePage(pageParam)
  const page = requested ?? 1
  const [upcoming, past, site] = await Promise.all([page === 1 ? upcomingEventsWhere(store, now, lang, UPCOMING_MAX) : [], pastEventsPage(store, now, lang, page), siteFor(c)])
  // A page past the end (or no page at all, `?page=0`) names itself and leads to the last one, as a post list's.
  if (requested === null || page > past.pages) {
    pageOutOfRange(pageParam ?? '', past.pages, withQuery(localePath(lang, COLLECTION_PATHS.events), { page: past.pages > 1 ? past.pages : undefined }))
  }
  const breadcrumbs = [{ name: ui.nav.home, path: '/' }, { name: t.heading, path: COLLECTION_PATHS.events }]
  const baseUrl = c.get('config').publicBaseUrl
  const path = withQuery(COLLECTION_PATHS.events, { page: page > 1 ? page : undefined })
  return c.render(
    <EventListPage
      upcoming={page === 1 ? upcoming.map((event) => localizeEvent(event, lang)) : null}
      past={past.events.map((event) => localizeEvent(event, lang))}
      page={past.page}
      pages={past.pages}
      breadcrumbs={breadcrumbs}
    />,
    {
      head: {
        title: `${t.heading}${page > 1 ? ui.postList.pageTitle(page) : ''}`,
        description: t.description(site.name),
        path,
        section: COLLECTION_PATHS.events,
        breadcrumbs,
        alternates: { id: path, en: localePath('en', path) },
        jsonLd: ld(breadcrumbLd(baseUrl, breadcrumbs, lang)),
      },
    },
  )
}

export interface EventPublicRoutesOptions {
  /** The registration form on an event's page, while registration is open. */
  registration?: RegistrationSlot
}

/** The event pages and an ended event's slides, for app.ts to mount at `/` and under `/en`. */
export function eventPublicRoutes(options: EventPublicRoutesOptions = {}) {
  const app = new Hono<AppEnv>()
  // The slides of a published event, as a publication's PDF is served (by its page's address).
  app.get(itemRoute('events', ITEM_FILES.slides), noQuery, async (c) => {
    const event = await publishedEvent(c.get('backend').content, c.req.param('slug'), c.get('now'), c.get('lang'))
    if (!event?.slidesFile) notFound()
    const info = await c.get('backend').files.stat(event.slidesFile.path)
    if (!info) notFound()
    return serveFile(c, info, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': contentDisposition('attachment', `${event.slug}.pdf`),
      'Cache-Control': c.get('config').publicCacheControl,
    })
  })
  app.route(
    '/',
    publicRoutes<PublicEvent>({
      collection: 'events',
      list: { query: ['page'], render: renderEventList },
      detail: {
        load: (c, slug) => publishedEvent(c.get('backend').content, slug, c.get('now'), c.get('lang')),
        render: (c, event) => renderEventPage(c, event, undefined, options.registration),
      },
    }),
  )
  return app
}
