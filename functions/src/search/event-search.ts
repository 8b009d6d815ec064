/**
 * An event in the public search (docs/decisions/0058-events.md): in the Indonesian index at its
 * page while published, and in the English one at /en + its page once it has an English version.
 * Its text is its title, kind, description, place and guest speakers; never its join link, which
 * the record is built without (functions/src/collections/events/public-events.ts `publicEvent`).
 * Listed with the site's pages. Its staff record comes from its module as any collection's does
 * (search-sync.ts `syncModuleItem`).
 */
import { EVENT_KIND_LABELS, EVENT_KIND_LABELS_EN } from '../../../shared/collections/events'
import { EVENT_TEXTS } from '../../../shared/events/texts'
import { wibShortDay } from '../../../shared/events/when'
import { localePath, type Lang } from '../../../shared/i18n/langs'
import { isPublishedAt } from '../../../shared/publish-rule'
import { htmlToText } from '../../../shared/schemas/common'
import type { EventDoc } from '../../../shared/schemas/types'
import { eventUrl } from '../../../shared/urls'
import type { SearchRecord } from '../backends/ports'
import { isPublicIn, localizeEvent, publicEvent, type PublicEvent } from '../collections/events/public-events'
import type { SearchSyncDeps } from './search-sync'
import { splitText } from './records'

const CONTROL = /[\u0000-\u001f\u007f]/g

/** The event's public records in `lang` (its English texts where written). */
export function eventRecords(stored: PublicEvent, lang: Lang): SearchRecord[] {
  const { event } = localizeEvent(stored, lang)
  const parentId = `events/${event.id}`
  const kind = (lang === 'en' ? EVENT_KIND_LABELS_EN : EVENT_KIND_LABELS)[event.kind]
  const place = event.mode === 'online' ? EVENT_TEXTS[lang].online(event.platform) : event.venue
  const title = event.title.replace(CONTROL, ' ')
  const summary = [kind, wibShortDay(event.startsAt, lang), place].filter(Boolean).join(' · ').replace(CONTROL, ' ')
  const text = [event.title, kind, htmlToText(event.description), place, ...event.guestSpeakers].filter(Boolean).join(' · ')
  return splitText(text).map((part, index) => ({
    objectID: index === 0 ? parentId : `${parentId}#${index}`,
    parentId,
    type: 'page',
    collection: 'events',
    title,
    text: part,
    url: localePath(lang, eventUrl(event.slug)),
    summary,
    tags: [],
    publishedAt: event.publishedAt,
    docId: event.id,
  }))
}

/** The event in both public indexes while published (English once translated), out of them otherwise. */
export async function syncEventPublic(deps: SearchSyncDeps, doc: EventDoc): Promise<void> {
  const parentId = `events/${doc.id}`
  if (!isPublishedAt(doc, deps.now())) {
    await Promise.all([deps.search.removeParents('public', [parentId]), deps.search.removeParents('public-en', [parentId])])
    return
  }
  const event = publicEvent(doc)
  await deps.search.upsert('public', eventRecords(event, 'id'))
  if (isPublicIn(doc, 'en')) await deps.search.upsert('public-en', eventRecords(event, 'en'))
  else await deps.search.removeParents('public-en', [parentId])
}
