/**
 * The calendar entry attached to a confirmation (RFC 5545, made by the `ics` library): the
 * event's start and end as stored, in UTC (`DTSTART:20270131T020000Z`), so every calendar
 * shows them in its own zone; the text says WIB for people. An online event's entry carries
 * the joining link, which goes only to the registrant. Imported by the first email that attaches
 * an entry (registration-mail.ts), so `ics` and yup, which it validates with, stay out of the site's start.
 */
import { createEvent } from 'ics'
import type { Lang } from '../../../../shared/i18n/langs'
import { placeLine } from './event-place'
import { eventTitle, wibWhen, type RegistrableEvent } from './registrable-event'

export interface IcsInput {
  event: RegistrableEvent
  lang: Lang
  /** The event's page (absolute). */
  pageUrl: string
  /** Stable per registration, so a second confirmation updates the same calendar entry. */
  uid: string
  /** The firm's name, the organizer's. */
  firm: string
}

/** The `.ics` text of the event for one registrant. */
export function eventIcs(input: IcsInput): string {
  const { event, lang } = input
  const join = event.mode === 'online' && event.joinUrl ? event.joinUrl : ''
  const description = [
    wibWhen(event, lang),
    join ? `${lang === 'en' ? 'Join' : 'Bergabung'}: ${join}` : '',
    event.mode === 'inPerson' && event.mapUrl ? `${lang === 'en' ? 'Map' : 'Peta'}: ${event.mapUrl}` : '',
    input.pageUrl,
  ]
    .filter(Boolean)
    .join('\n')
  const { error, value } = createEvent({
    productId: 'adiwarsa-lubis/events',
    method: 'PUBLISH',
    uid: input.uid,
    start: Date.parse(event.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(event.endsAt),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: eventTitle(event, lang),
    description,
    location: join || placeLine(event),
    url: input.pageUrl,
    status: 'CONFIRMED',
    organizer: { name: input.firm },
  })
  if (error || !value) throw new Error(`calendar entry not made for ${event.id}: ${String(error)}`)
  return value
}
