/**
 * The events registration reads, straight from the store (the public pages' helpers hide the
 * join link, which the registrants' email needs).
 */
import type { EventStatus } from '../../../../shared/collections/events'
import type { EventDoc } from '../../../../shared/schemas/types'
import type { ContentStore } from '../../backends/ports'
import type { RegistrableEvent } from './registrable-event'

/** An event by its slug, draft or not (registration decides what a draft may do). */
export async function eventBySlug(store: ContentStore, slug: string): Promise<EventDoc | null> {
  if (!/^[a-z0-9-]{1,200}$/.test(slug)) return null
  const [event] = await store.query('events', { where: [{ field: 'slug', op: '==', value: slug }], limit: 1 })
  return event ?? null
}

/** Events starting between `from` and `to` (the reminders' window), any status. */
export function eventsStartingBetween(store: ContentStore, from: Date, to: Date): Promise<EventDoc[]> {
  return store.query('events', {
    where: [
      { field: 'startsAt', op: '>=', value: from.toISOString() },
      { field: 'startsAt', op: '<=', value: to.toISOString() },
    ],
  })
}

/** Events of one status (Ditunda, Dibatalkan): the sweep tells their registrants. */
export function eventsWithStatus(store: ContentStore, status: EventStatus): Promise<EventDoc[]> {
  return store.query('events', { where: [{ field: 'eventStatus', op: '==', value: status }] })
}

/** The fields of a stored event that registration reads. */
export function registrable(event: EventDoc): RegistrableEvent {
  return event
}
