/**
 * The registrations' part of the sweeps (every minute on the embedded server, every ten
 * minutes on Firebase): for each published event starting within a day, free seats are given to
 * waiting registrants (repairing a newcomer waitlisted while a seat freed), and the reminders
 * are sent to confirmed registrants: a day before, and an hour before. Each reminder goes once
 * per registration even when two sweeps run at once (its claim is written at the version read
 * before the email goes: registration-mail.ts), and none goes to someone who registered after
 * its moment (they have just had their confirmation).
 *
 * A cancelled or postponed event (Status acara) gets no reminder and moves no one up; instead
 * each of its confirmed and waitlisted registrants is emailed once that it is so, claimed the
 * same way as a reminder (docs/events.md, Status acara).
 *
 * Last, registrations past their retention (retention.ts) are deleted, a bounded batch a sweep,
 * and counted in one line of Log Aktivitas (history/retention-log.ts).
 */
import { eventStatusOf } from '../../../../shared/collections/events'
import { STATUS_NOTICE_KINDS, type ReminderKind } from '../../../../shared/collections/registrations'
import { registrationRetentionMonths, SETTINGS_ID } from '../../../../shared/collections/settings'
import type { Registration } from '../../../../shared/schemas/types'
import type { ContentStore } from '../../backends/ports'
import { logRetentionRun } from '../../history/retention-log'
import { RETENTION_ACTOR } from '../../../../shared/history'
import type { Mailer } from '../../mail/mailer'
import { eventsStartingBetween, eventsWithStatus } from './event-source'
import type { RegistrableEvent } from './registrable-event'
import { mailRegistration, REMINDER_MAIL, STATUS_NOTICE_MAIL, type RegistrationMailDeps } from './registration-mail'
import { pastRetention, registrationCutoff } from './retention'
import { promote, registrationsOf } from './seats'

const HOUR = 3_600_000
/** How long before the start each reminder is due. */
export const REMINDER_LEAD_MS: Record<ReminderKind, number> = { day: 24 * HOUR, hour: HOUR }

export interface RegistrationSweepDeps {
  store: ContentStore
  mailer: Mailer
  now: () => Date
  baseUrl: string
  /** Registrations deleted per sweep at most (default RETENTION_BATCH). */
  retentionBatch?: number
}

/** The reminder due for `registration` of `event` at `now`, or null. */
export function dueReminder(event: Pick<RegistrableEvent, 'startsAt' | 'eventStatus'>, registration: Pick<Registration, 'state' | 'reminders' | 'confirmedAt'>, now: Date): ReminderKind | null {
  if (registration.state !== 'confirmed') return null
  // Nothing to remind of: the event will not happen at that time.
  if (eventStatusOf(event) !== 'scheduled') return null
  const start = Date.parse(event.startsAt)
  const t = now.getTime()
  if (t >= start) return null
  // The nearer reminder first: past the hour mark, the day's is no longer worth sending.
  for (const kind of ['hour', 'day'] as const) {
    const moment = start - REMINDER_LEAD_MS[kind]
    if (t < moment) continue
    if (registration.reminders.includes(kind)) return null
    // Registered (or moved up) after the moment: the confirmation said it all.
    if (registration.confirmedAt && Date.parse(registration.confirmedAt) >= moment) return null
    return kind
  }
  return null
}

/**
 * How long after its (old) end a cancelled or postponed event is still looked at for registrants
 * to tell: the notice goes within a sweep of the save, so this only bounds what each sweep reads.
 */
export const STATUS_NOTICE_WINDOW_MS = 30 * 24 * HOUR

/** Whether `registration` is still to be told that its event is postponed or cancelled. */
function awaitsNotice(registration: Pick<Registration, 'state'>): boolean {
  return registration.state === 'confirmed' || registration.state === 'waitlisted'
}

/** Tells the registrants of every published event now cancelled or postponed, each once; returns how many were emailed. */
async function sendStatusNotices(deps: RegistrationSweepDeps, mail: RegistrationMailDeps): Promise<number> {
  const now = mail.now
  let told = 0
  for (const status of STATUS_NOTICE_KINDS) {
    for (const event of await eventsWithStatus(deps.store, status)) {
      if (!event.publishedAt || Date.parse(event.publishedAt) > now.getTime()) continue
      if (Date.parse(event.endsAt) + STATUS_NOTICE_WINDOW_MS <= now.getTime()) continue
      for (const registration of await registrationsOf(deps.store, event.id)) {
        if (!awaitsNotice(registration) || (registration.statusNotices ?? []).includes(status)) continue
        const sent = await mailRegistration(mail, event, registration, STATUS_NOTICE_MAIL[status]).catch((error: unknown) => {
          console.error('event status notice not recorded', { id: registration.id, error })
          return null
        })
        if (sent) told += 1
      }
    }
  }
  return told
}

/** Registrations deleted per sweep at most (the rest wait for the next one). */
export const RETENTION_BATCH = 100

/** How long after its event passed the cutoff a registration is still found through its event. */
export const RECENTLY_PAST_MS = 30 * 24 * HOUR
/** How many such events a sweep reads at most. */
const RECENTLY_PAST_EVENTS = 20

/**
 * Deletes registrations past their retention, at most `batch`, each as the retention's (actor
 * `retention`, a system actor: no line per person in Log Aktivitas, the run's one counted line
 * instead); returns how many this run deleted (not those another run deleted first). Two reads,
 * each bounded and served by a single-field index on both backends:
 *
 * - the events whose end passed the cutoff in the last 30 days (endsAt), and their registrations
 *   (eventId): an event's registrations go in the sweeps right after it passes;
 * - the oldest registrations made before the cutoff (createdAt), with their events. A
 *   registration is made before its event ends, so every one past its retention is among these:
 *   of an event that passed while no sweep ran or before the period was shortened, or of an event
 *   that is gone (counted from its own making, retention.ts). Those of events not yet past (made
 *   long before their event, or before a short period) stay and are read again each sweep; a
 *   batch's worth of them would hide older ones from this read, which is why the first read
 *   does not depend on it.
 */
async function deletePastRetention(store: RegistrationSweepDeps['store'], cutoff: Date, batch: number): Promise<number> {
  const expired = new Map<string, Registration>()
  const recentlyPast = await store.query('events', {
    where: [
      { field: 'endsAt', op: '>=', value: new Date(cutoff.getTime() - RECENTLY_PAST_MS).toISOString() },
      { field: 'endsAt', op: '<', value: cutoff.toISOString() },
    ],
    orderBy: [{ field: 'endsAt', direction: 'desc' }],
    limit: RECENTLY_PAST_EVENTS,
  })
  for (const event of recentlyPast) {
    if (expired.size >= batch) break
    for (const registration of await registrationsOf(store, event.id, batch - expired.size)) expired.set(registration.id, registration)
  }
  if (expired.size < batch) {
    const oldest = await store.query('registrations', { where: [{ field: 'createdAt', op: '<', value: cutoff.toISOString() }], orderBy: [{ field: 'createdAt' }], limit: batch })
    const eventIds = [...new Set(oldest.map((r) => r.eventId).filter(Boolean))]
    const events = new Map((await store.getMany('events', eventIds)).map((event) => [event.id, event]))
    for (const registration of oldest) {
      if (expired.size >= batch) break
      if (pastRetention(registration, events.get(registration.eventId) ?? null, cutoff)) expired.set(registration.id, registration)
    }
  }
  let deleted = 0
  for (const registration of expired.values()) {
    try {
      await store.remove('registrations', registration.id, { actor: RETENTION_ACTOR })
      deleted += 1
    } catch (error) {
      // Deleted by another sweep meanwhile; anything else is tried again at the next sweep.
      if ((error as Error).name !== 'NotFoundError') console.error('registration retention: not deleted this run', { id: registration.id, error })
    }
  }
  return deleted
}

/** One run: counts of what it did. */
export async function sweepRegistrations(deps: RegistrationSweepDeps): Promise<{ reminded: number; movedUp: number; told: number; deleted: number }> {
  const now = deps.now()
  const settings = await deps.store.get('settings', SETTINGS_ID)
  const mail: RegistrationMailDeps = { store: deps.store, mailer: deps.mailer, baseUrl: deps.baseUrl, firm: { name: settings?.name ?? '', email: settings?.email ?? '' }, now }
  const events = await eventsStartingBetween(deps.store, now, new Date(now.getTime() + REMINDER_LEAD_MS.day))
  let reminded = 0
  let movedUp = 0
  for (const event of events) {
    if (!event.publishedAt || Date.parse(event.publishedAt) > now.getTime()) continue
    if (eventStatusOf(event) !== 'scheduled') continue
    for (const moved of await promote(deps.store, event, { now, actor: 'system' })) {
      movedUp += 1
      await mailRegistration(mail, event, moved, 'movedUp').catch((error: unknown) => console.error('registration email not recorded', { id: moved.id, error }))
    }
    for (const registration of await registrationsOf(deps.store, event.id)) {
      const kind = dueReminder(event, registration, now)
      if (!kind) continue
      const sent = await mailRegistration(mail, event, registration, REMINDER_MAIL[kind]).catch((error: unknown) => {
        console.error('registration reminder not recorded', { id: registration.id, error })
        return null
      })
      if (sent) reminded += 1
    }
  }
  const told = await sendStatusNotices(deps, mail)
  const months = registrationRetentionMonths(settings?.registrationRetentionMonths)
  const deleted = await deletePastRetention(deps.store, registrationCutoff(now, months), deps.retentionBatch ?? RETENTION_BATCH)
  await logRetentionRun(deps.store, { collection: 'registrations', deleted, months, at: deps.now() })
  return { reminded, movedUp, told, deleted }
}
