import type { RegistrableEvent } from './registrable-event'

/** Where the event is, as one line: the platform of an online event, else the venue and its address. */
export function placeLine(event: Pick<RegistrableEvent, 'mode' | 'platform' | 'venue' | 'address'>): string {
  return event.mode === 'online' ? event.platform || 'Online' : [event.venue, event.address].filter(Boolean).join(', ')
}
