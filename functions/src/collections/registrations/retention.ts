/**
 * How long registrations are kept: **Simpan data pendaftar acara (bulan)** in Pengaturan Situs,
 * 12 months when it is empty, counted from the end of the registration's event (its start when
 * it has no end); then the registrations sweep deletes them, whatever their state. The privacy
 * notice states the period.
 *
 * An event's dates count as stored, whatever its Status acara: a postponed event keeps its old
 * dates until staff give it new ones, and a registration is not kept longer because staff never
 * did. A registration whose event is gone (deleted, in Sampah or purged) is counted from when it
 * was made: without the event its end is unknown, and a registration is always made before its
 * event ends, so this deletes it no later than its event's end would have.
 */
import type { EventDoc, Registration } from '../../../../shared/schemas/types'
import { retentionCutoff } from '../inquiries/retention'

/** The instant before which an event's end puts its registrations past their retention. */
export function registrationCutoff(now: Date, months: number): Date {
  // The same months back as every retention period's (inquiries, applications, client alerts).
  return retentionCutoff(now, months)
}

/** The instant a registration's retention counts from: its event's end, else its start, else (no event) when it was made. */
export function retainedFrom(registration: Pick<Registration, 'createdAt'>, event: Pick<EventDoc, 'startsAt' | 'endsAt'> | null): string {
  return (event && (event.endsAt || event.startsAt)) || registration.createdAt
}

/** Whether a registration is past its retention at `cutoff` (registrationCutoff). */
export function pastRetention(registration: Pick<Registration, 'createdAt'>, event: Pick<EventDoc, 'startsAt' | 'endsAt'> | null, cutoff: Date): boolean {
  return Date.parse(retainedFrom(registration, event)) < cutoff.getTime()
}
