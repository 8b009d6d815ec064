/**
 * What the public side reads of events (docs/decisions/0058-events.md): published events only,
 * each stripped of its join link before anything public (a page, JSON-LD, a search record, the
 * sitemap) sees it. `PublicEvent` has no `joinUrl`, so the compiler refuses a page that tries.
 */
import { events, eventStatusOf, pastListing } from '../../../../shared/collections/events'
import { hasEnglish } from '../../../../shared/collections/define'
import type { Lang } from '../../../../shared/i18n/langs'
import { localizeWithFallbacks } from '../../../../shared/i18n/localize'
import { isPublishedAt, publishedConstraint } from '../../../../shared/publish-rule'
import type { EventDoc } from '../../../../shared/schemas/types'
import type { ContentStore, Where } from '../../backends/ports'
import type { EventView, PublicEvent } from '../../../../shared/events/view'

export type { EventView, PublicEvent }


/** The event without its join link (a copy: the stored document is left as it is). */
export function publicEvent(doc: EventDoc & { publishedAt: string }): PublicEvent {
  const { joinUrl: _private, ...rest } = doc
  return rest
}

/** Whether the event has a page in `lang`: in English once its English version is written (decision 30). */
export function isPublicIn(doc: object, lang: Lang): boolean {
  return lang === 'id' || hasEnglish(events, doc as Record<string, unknown>)
}

/** Published at `now` and with a page in `lang`, join links removed (the publish rule is also the query's). */
function shown(docs: readonly EventDoc[], now: Date, lang: Lang): PublicEvent[] {
  return docs.filter((doc): doc is EventDoc & { publishedAt: string } => isPublishedAt(doc, now) && isPublicIn(doc, lang)).map(publicEvent)
}

/**
 * The most upcoming events a page reads. An English page reads up to this many whatever it
 * shows, since an event without an English version is left out after the read (events keep no
 * English publication date to query by).
 */
export const UPCOMING_MAX = 24

/** Past events per page of /events, as a post list's. */
export const PAST_EVENTS_PER_PAGE = 9

/** Not ended at `now`, and published at `now` (the publish rule of every public list, shared/publish-rule.ts). */
function upcomingConstraints(now: Date): Where[] {
  return [{ field: 'endsAt', op: '>', value: now.toISOString() }, publishedConstraint(now)]
}

/**
 * Ended at `now`, published at `now`, and listed once past in `lang` (it left a recording or
 * slides, and on /en its English version is written: `pastListing`, a field the stores write).
 */
function pastConstraints(now: Date, lang: Lang): Where[] {
  return [{ field: lang === 'en' ? 'pastListedEn' : 'pastListed', op: '==', value: true }, { field: 'endsAt', op: '<=', value: now.toISOString() }, publishedConstraint(now)]
}

/**
 * The next `limit` published events not ended at `now` with a page in `lang`, soonest first: one
 * query ordered by start and limited, so its cost is the events shown, not the archive. `where`
 * narrows it (a practice area's, a regulation's). Both range fields are ordered explicitly after
 * the start, so Firestore's composite index is the one firestore.indexes.json declares.
 */
export async function upcomingEventsWhere(store: ContentStore, now: Date, lang: Lang, limit: number, where: Where[] = []): Promise<PublicEvent[]> {
  const docs = (await store.query('events', {
    where: [...where, ...upcomingConstraints(now)],
    orderBy: [
      { field: 'startsAt', direction: 'asc' },
      { field: 'endsAt', direction: 'asc' },
      { field: 'publishedAt', direction: 'asc' },
    ],
    limit: lang === 'id' ? limit : Math.max(limit, UPCOMING_MAX),
  })) as EventDoc[]
  return shown(docs, now, lang).slice(0, limit)
}

/** One page of past events. */
export interface PastEventsPage {
  events: PublicEvent[]
  page: number
  pages: number
}

/**
 * Page `page` of the events ended at `now`, latest first: one count and, where the page exists,
 * the page read by offset. A past event is listed for what it left, its
 * recording or slides, and on /en only with its English version: both are in the query (the
 * stored `pastListed`, `pastListedEn`), so every page but the last shows
 * `PAST_EVENTS_PER_PAGE` and the count is of the events listed.
 */
export async function pastEventsPage(store: ContentStore, now: Date, lang: Lang, page: number): Promise<PastEventsPage> {
  const where = pastConstraints(now, lang)
  const counted = store.count('events', { where })
  const read = () =>
    store.query('events', {
      where,
      orderBy: [
        { field: 'startsAt', direction: 'desc' },
        { field: 'endsAt', direction: 'desc' },
        { field: 'publishedAt', direction: 'desc' },
      ],
      offset: (page - 1) * PAST_EVENTS_PER_PAGE,
      limit: PAST_EVENTS_PER_PAGE,
    }) as Promise<EventDoc[]>
  // Page 1 beside the count; a later page once the count says it exists. A page past the end
  // reads the count alone: Firestore bills an offset as every document it skips, so each
  // uncached `?page=999999` would cost the whole archive (a deep page's miss waits one round trip more).
  const [total, docs] = page === 1 ? await Promise.all([counted, read()]) : await counted.then(async (total) => [total, page <= Math.ceil(total / PAST_EVENTS_PER_PAGE) ? await read() : []] as const)
  // The stored fields decide; judged again on what was read, as the publish rule is.
  const events = shown(docs, now, lang).filter((event) => pastListing(event)[lang === 'en' ? 'pastListedEn' : 'pastListed'])
  return { events, page, pages: Math.max(1, Math.ceil(total / PAST_EVENTS_PER_PAGE)) }
}

/** The published event at `slug` with a page in `lang`, or null. */
export async function publishedEvent(store: ContentStore, slug: string, now: Date, lang: Lang): Promise<PublicEvent | null> {
  const [doc] = (await store.query('events', { where: [{ field: 'slug', op: '==', value: slug }], limit: 1 })) as EventDoc[]
  if (!doc || !isPublishedAt(doc, now) || !isPublicIn(doc, lang)) return null
  return publicEvent(doc)
}

/** How many upcoming events the home page shows: a short list, the rest on /events. */
export const HOME_EVENTS = 2

/**
 * The next `limit` events at `now` in `lang` that still happen as announced (the home page's
 * section): a cancelled or postponed one is not invited to there, only its own page and /events
 * say so. Up to `UPCOMING_MAX` are read so those left out leave room for the next ones; a
 * document stored before the status existed reads as Terjadwal.
 */
export async function upcomingEvents(store: ContentStore, now: Date, lang: Lang, limit: number): Promise<EventView[]> {
  const read = await upcomingEventsWhere(store, now, lang, Math.max(limit, UPCOMING_MAX))
  return read.filter((event) => eventStatusOf(event) === 'scheduled').slice(0, limit).map((event) => localizeEvent(event, lang))
}

/** The next `limit` upcoming events linked to a practice area (one array-contains query, ordered and limited). */
export async function upcomingEventsOfArea(store: ContentStore, areaId: string, now: Date, lang: Lang, limit: number): Promise<EventView[]> {
  const events = await upcomingEventsWhere(store, now, lang, limit, [{ field: 'practiceAreaIds', op: 'array-contains', value: areaId }])
  return events.map((event) => localizeEvent(event, lang))
}

/** The event as a page in `lang` reads it. */
export function localizeEvent(event: PublicEvent, lang: Lang): EventView {
  const { doc, fallbacks } = localizeWithFallbacks(events, event, lang)
  return { event: doc, fallbacks }
}
