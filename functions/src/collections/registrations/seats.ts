/**
 * Seats and the waiting list (docs/decisions/0059-event-registration.md). A confirmed
 * registrant of a limited event holds a numbered seat (`{eventId}#{n}`, n from 1 to the
 * capacity) in a field the store keeps unique, and one email holds one registration per event
 * (`eventEmailKey`, unique too). Both stores check unique fields inside the write's own
 * transaction (SQLite's UNIQUE index; Firestore's `uniques` companions in the same
 * transaction), so two requests that read the same free seat cannot both write it: the second
 * is refused and looks again. Moving up from the waiting list is an update at the version read,
 * so two cancellations cannot move the same person up twice.
 */
import { REGISTRATION_STATES, type RegistrationInput, type RegistrationState } from '../../../../shared/collections/registrations'
import type { Lang } from '../../../../shared/i18n/langs'
import type { Registration } from '../../../../shared/schemas/types'
import { StaleVersionError, UniqueConstraintError, type ContentStore, type DataOf } from '../../backends/ports'
import { registrationClosure, type RegistrableEvent, type RegistrationClosure } from './registrable-event'

/** How many times a write that lost a race looks again before giving up (each loser finds the winner's write). */
const ATTEMPTS = 12

/** Who wrote (stored as `updatedBy`). */
export const VISITOR = 'visitor'

/** The seat value of seat `n` of an event. */
export const seatOf = (eventId: string, n: number) => `${eventId}#${n}`

/** The key that holds one registration per email per event. */
export const eventEmailKeyOf = (eventId: string, email: string) => `${eventId}:${email.trim().toLowerCase()}`

/** Every registration of one event (a few hundred at most for the events a firm holds), or its first `limit`. */
export function registrationsOf(store: ContentStore, eventId: string, limit?: number): Promise<Registration[]> {
  return store.query('registrations', { where: [{ field: 'eventId', op: '==', value: eventId }], ...(limit === undefined ? {} : { limit }) })
}

/** The counts Pendaftar and Ringkasan show, by state. */
export function countByState(list: readonly Pick<Registration, 'state'>[]): Record<RegistrationState, number> {
  const counts = Object.fromEntries(REGISTRATION_STATES.map((state) => [state, 0])) as Record<RegistrationState, number>
  for (const r of list) counts[r.state] += 1
  return counts
}

/** Waiting registrants in the order they came. */
export function waitingInOrder(list: readonly Registration[]): Registration[] {
  return list.filter((r) => r.state === 'waitlisted').sort((a, b) => (a.waitlistedAt ?? a.createdAt).localeCompare(b.waitlistedAt ?? b.createdAt) || a.id.localeCompare(b.id))
}

/** Seat numbers of the event not held by anyone, lowest first. */
export function freeSeats(capacity: number, list: readonly Pick<Registration, 'seat'>[], eventId: string): number[] {
  const held = new Set(list.map((r) => r.seat).filter((seat): seat is string => Boolean(seat)))
  const free: number[] = []
  for (let n = 1; n <= capacity; n += 1) if (!held.has(seatOf(eventId, n))) free.push(n)
  return free
}

/**
 * Where a new registrant goes: confirmed without a seat (no limit), confirmed in the lowest free
 * seat, or waitlisted. Nobody passes those already waiting: while anyone waits, a newcomer
 * waits too (a freed seat goes to the first in line, promote below).
 */
export function placeFor(event: Pick<RegistrableEvent, 'id' | 'capacity'>, list: readonly Registration[]): { state: 'confirmed' | 'waitlisted'; seat: string | null } {
  if (event.capacity <= 0) return { state: 'confirmed', seat: null }
  if (list.some((r) => r.state === 'waitlisted')) return { state: 'waitlisted', seat: null }
  const [first] = freeSeats(event.capacity, list, event.id)
  return first === undefined ? { state: 'waitlisted', seat: null } : { state: 'confirmed', seat: seatOf(event.id, first) }
}

export type RegisterOutcome =
  | { kind: 'registered'; registration: Registration }
  /** The email already holds a live registration for the event: nothing written. */
  | { kind: 'duplicate'; registration: Registration }
  | { kind: 'closed'; closure: Exclude<RegistrationClosure, null> }

export interface RegisterOptions {
  lang: Lang
  now: Date
  /** The spam guard's doubts, kept for staff. */
  spamReasons?: string[]
  /** Hashes of cancel links already issued (each email adds its own as it goes). */
  cancelTokenHashes?: string[]
}

/**
 * Registers `input` for `event`: refused while the event takes no registrations, a duplicate
 * when the email already holds a live one, otherwise stored confirmed or waitlisted. A
 * registration cancelled earlier is taken up again (same record, placed anew).
 */
export async function register(store: ContentStore, event: RegistrableEvent, input: RegistrationInput, options: RegisterOptions): Promise<RegisterOutcome> {
  const closure = registrationClosure(event, options.now)
  if (closure) return { kind: 'closed', closure }
  const emailKey = input.email.trim().toLowerCase()
  const key = eventEmailKeyOf(event.id, emailKey)
  const nowIso = options.now.toISOString()
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const list = await registrationsOf(store, event.id)
    const existing = list.find((r) => r.eventEmailKey === key)
    if (existing && existing.state !== 'cancelled') return { kind: 'duplicate', registration: existing }
    const place = placeFor(event, list)
    const data: DataOf<'registrations'> = {
      ...input,
      eventId: event.id,
      eventTitle: event.title,
      lang: options.lang,
      state: place.state,
      emailKey,
      eventEmailKey: key,
      seat: place.seat,
      cancelTokenHashes: options.cancelTokenHashes ?? existing?.cancelTokenHashes ?? [],
      confirmedAt: place.state === 'confirmed' ? nowIso : null,
      waitlistedAt: place.state === 'waitlisted' ? nowIso : null,
      cancelledAt: null,
      attendanceAt: null,
      reminders: [],
      thanksSentAt: null,
      statusNotices: existing?.statusNotices ?? [],
      spamReasons: options.spamReasons ?? [],
      mail: existing?.mail ?? [],
    }
    try {
      const registration = existing
        ? await store.update('registrations', existing.id, data, { actor: VISITOR, expectedVersion: existing.version })
        : await store.create('registrations', data, { actor: VISITOR, id: crypto.randomUUID() })
      return { kind: 'registered', registration }
    } catch (error) {
      // Another request took the seat, the email's key or the record first: look again.
      if (error instanceof UniqueConstraintError || error instanceof StaleVersionError) continue
      throw error
    }
  }
  throw new Error(`registration for ${event.id} lost ${ATTEMPTS} races in a row`)
}

/**
 * Cancels a registration (its link, or staff): its seat is freed and the first waiting
 * registrant moves up. Returns the registration as cancelled (null when it was already) and
 * those who moved up, whom the caller tells.
 */
export async function cancel(store: ContentStore, event: RegistrableEvent | null, registration: Registration, options: { now: Date; actor: string }): Promise<{ cancelled: Registration | null; movedUp: Registration[] }> {
  let current: Registration | null = registration
  for (let attempt = 0; attempt < ATTEMPTS && current; attempt += 1) {
    if (current.state === 'cancelled') return { cancelled: null, movedUp: [] }
    const doc: Registration = current
    const { id, version, createdAt: _c, updatedAt: _u, updatedBy: _b, ...data } = doc
    try {
      const cancelled = await store.update('registrations', id, { ...data, state: 'cancelled', seat: null, cancelledAt: options.now.toISOString() }, { actor: options.actor, expectedVersion: version })
      const movedUp = event ? await promote(store, event, { now: options.now, actor: options.actor }) : []
      return { cancelled, movedUp }
    } catch (error) {
      if (!(error instanceof StaleVersionError)) throw error
      current = await store.get('registrations', id)
    }
  }
  return { cancelled: null, movedUp: [] }
}

/**
 * Gives free seats to waiting registrants, first come first served, while the event has not
 * ended. Safe to run at any time and from several places at once (after a cancellation, and
 * in every minute's sweep, which repairs a newcomer who was waitlisted while a seat freed):
 * each move is an update at the version read, into a seat the store keeps unique.
 */
export async function promote(store: ContentStore, event: RegistrableEvent, options: { now: Date; actor: string }): Promise<Registration[]> {
  if (Date.parse(event.endsAt) <= options.now.getTime()) return []
  const moved: Registration[] = []
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const list = await registrationsOf(store, event.id)
    const waiting = waitingInOrder(list)
    const free = event.capacity <= 0 ? waiting.map(() => 0) : freeSeats(event.capacity, list, event.id)
    const next = waiting[0]
    if (!next || free.length === 0) return moved
    const { id, version, createdAt: _c, updatedAt: _u, updatedBy: _b, ...data } = next
    const seat = event.capacity <= 0 ? null : seatOf(event.id, free[0]!)
    try {
      moved.push(await store.update('registrations', id, { ...data, state: 'confirmed', seat, confirmedAt: options.now.toISOString() }, { actor: options.actor, expectedVersion: version }))
    } catch (error) {
      if (!(error instanceof UniqueConstraintError || error instanceof StaleVersionError)) throw error
    }
  }
  return moved
}
