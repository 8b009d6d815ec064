/**
 * The registrations' part of the sweeps (every minute on the embedded server, every ten
 * minutes on Firebase): for each published event starting within a day, free seats are given to
 * waiting registrants (repairing a newcomer waitlisted while a seat freed), and the reminders
 * are sent to confirmed registrants: a day before, and an hour before. Each reminder goes once
 * per registration even when two sweeps run at once (its claim is written at the version read
 * before the email goes: registration-mail.ts), and none goes to someone who registered after
 * its moment (they have just had their confirmation).
 */
import type { ReminderKind } from '../../../../shared/collections/registrations'
import { SETTINGS_ID } from '../../../../shared/collections/settings'
import type { Registration } from '../../../../shared/schemas/types'
import type { ContentStore } from '../../backends/ports'
import type { Mailer } from '../../mail/mailer'
import { eventsStartingBetween } from './event-source'
import type { RegistrableEvent } from './registrable-event'
import { mailRegistration, REMINDER_MAIL, type RegistrationMailDeps } from './registration-mail'
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
export function dueReminder(event: Pick<RegistrableEvent, 'startsAt'>, registration: Pick<Registration, 'state' | 'reminders' | 'confirmedAt'>, now: Date): ReminderKind | null {
  if (registration.state !== 'confirmed') return null
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

/** One run: counts of what it did. */
export async function sweepRegistrations(deps: RegistrationSweepDeps): Promise<{ reminded: number; movedUp: number }> {
  const now = deps.now()
  const settings = await deps.store.get('settings', SETTINGS_ID)
  const mail: RegistrationMailDeps = { store: deps.store, mailer: deps.mailer, baseUrl: deps.baseUrl, firm: { name: settings?.name ?? '', email: settings?.email ?? '' }, now }
  const events = await eventsStartingBetween(deps.store, now, new Date(now.getTime() + REMINDER_LEAD_MS.day))
  let reminded = 0
  let movedUp = 0
  for (const event of events) {
    if (!event.publishedAt || Date.parse(event.publishedAt) > now.getTime()) continue
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
  return { reminded, movedUp }
}
