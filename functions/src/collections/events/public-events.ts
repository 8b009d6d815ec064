/**
 * What the public side reads of events (docs/decisions/0058-events.md): published events only,
 * each stripped of its join link before anything public (a page, JSON-LD, a search record, the
 * sitemap) sees it. `PublicEvent` has no `joinUrl`, so the compiler refuses a page that tries.
 */
import { events, hasEnded } from '../../../../shared/collections/events'
import { hasEnglish } from '../../../../shared/collections/define'
import type { Lang } from '../../../../shared/i18n/langs'
import { localizeWithFallbacks } from '../../../../shared/i18n/localize'
import { isPublishedAt, publishedConstraint } from '../../../../shared/publish-rule'
import type { EventDoc } from '../../../../shared/schemas/types'
import type { ContentStore } from '../../backends/ports'
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

/** Every event published at `now` with a page in `lang`, join links removed (one query; a firm holds dozens a year). */
export async function publishedEvents(store: ContentStore, now: Date, lang: Lang): Promise<PublicEvent[]> {
  const docs = (await store.query('events', { where: [publishedConstraint(now)] })) as EventDoc[]
  return docs.filter((doc): doc is EventDoc & { publishedAt: string } => isPublishedAt(doc, now) && isPublicIn(doc, lang)).map(publicEvent)
}

/** The published event at `slug` with a page in `lang`, or null. */
export async function publishedEvent(store: ContentStore, slug: string, now: Date, lang: Lang): Promise<PublicEvent | null> {
  const [doc] = (await store.query('events', { where: [{ field: 'slug', op: '==', value: slug }], limit: 1 })) as EventDoc[]
  if (!doc || !isPublishedAt(doc, now) || !isPublicIn(doc, lang)) return null
  return publicEvent(doc)
}

/** Upcoming (not ended) first by start, soonest first; then past ones, latest first. */
export function splitByTime(list: readonly PublicEvent[], now: Date): { upcoming: PublicEvent[]; past: PublicEvent[] } {
  const upcoming = list.filter((event) => !hasEnded(event, now)).sort((a, b) => a.startsAt.localeCompare(b.startsAt))
  const past = list.filter((event) => hasEnded(event, now)).sort((a, b) => b.startsAt.localeCompare(a.startsAt))
  return { upcoming, past }
}

/** How many upcoming events the home page shows: a short list, the rest on /events. */
export const HOME_EVENTS = 2

/** The next `limit` events at `now` in `lang` (the home page's section). */
export async function upcomingEvents(store: ContentStore, now: Date, lang: Lang, limit: number): Promise<EventView[]> {
  const { upcoming } = splitByTime(await publishedEvents(store, now, lang), now)
  return upcoming.slice(0, limit).map((event) => localizeEvent(event, lang))
}

/** The upcoming events linked to a practice area (one array-contains query; the publish rule applied to what it returns). */
export async function upcomingEventsOfArea(store: ContentStore, areaId: string, now: Date, lang: Lang, limit: number): Promise<EventView[]> {
  const docs = (await store.query('events', { where: [{ field: 'practiceAreaIds', op: 'array-contains', value: areaId }] })) as EventDoc[]
  const published = docs.filter((doc): doc is EventDoc & { publishedAt: string } => isPublishedAt(doc, now) && isPublicIn(doc, lang)).map(publicEvent)
  return splitByTime(published, now).upcoming.slice(0, limit).map((event) => localizeEvent(event, lang))
}

/** The event as a page in `lang` reads it. */
export function localizeEvent(event: PublicEvent, lang: Lang): EventView {
  const { doc, fallbacks } = localizeWithFallbacks(events, event, lang)
  return { event: doc, fallbacks }
}
