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
 */
import { eventStatusOf } from '../../../../shared/collections/events'
import { STATUS_NOTICE_KINDS, type ReminderKind } from '../../../../shared/collections/registrations'
import { SETTINGS_ID } from '../../../../shared/collections/settings'
import type { Registration } from '../../../../shared/schemas/types'
import type { ContentStore } from '../../backends/ports'
import type { Mailer } from '../../mail/mailer'
import { eventsStartingBetween, eventsWithStatus } from './event-source'
import type { RegistrableEvent } from './registrable-event'
import { mailRegistration, REMINDER_MAIL, STATUS_NOTICE_MAIL, type RegistrationMailDeps } from './registration-mail'
import { promote, registrationsOf } from './seats'

const HOUR = 3_600_000
/** How long before the start each reminder is due. */
export const REMINDER_LEAD_MS: Record<ReminderKind, number> = { day: 24 * HOUR, hour: HOUR }

export interface RegistrationSweepDeps {
  store: ContentStore
  mailer: Mailer
  now: () => Date
  baseUrl: string
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

/** One run: counts of what it did. */
export async function sweepRegistrations(deps: RegistrationSweepDeps): Promise<{ reminded: number; movedUp: number; told: number }> {
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
  return { reminded, movedUp, told }
}
