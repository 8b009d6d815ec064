/**
 * What registration reads of an event (shared/collections/events.ts): written as its own
 * shape so the registration code and its tests need no more of the events module than these
 * fields, and an event is checked the same way wherever a registration is decided.
 */
import { eventStatusOf, type EventStatus } from '../../../../shared/collections/events'
import type { Lang } from '../../../../shared/i18n/langs'

export interface RegistrableEvent {
  id: string
  title: string
  titleEn?: string | null
  slug: string
  /** Stored instants (UTC ISO); shown in WIB. */
  startsAt: string
  endsAt: string
  mode: 'online' | 'inPerson'
  platform: string
  /** Private: only the registrants' email carries it. */
  joinUrl: string
  venue: string
  address: string
  mapUrl: string
  /** 0: no limit. */
  capacity: number
  /** Null: registration closes when the event starts. */
  registrationClosesAt?: string | null
  recordingUrl: string
  /** Null while a draft; public from this instant on. */
  publishedAt?: string | null
  /** Terjadwal, Ditunda or Dibatalkan; absent on an event stored before the field (Terjadwal). */
  eventStatus?: EventStatus | null
}

/** Why a registration is not taken now, or null when it is. */
export type RegistrationClosure = 'draft' | 'closed' | 'over' | 'postponed' | 'cancelled' | null

/** When registration closes: the instant staff typed, else the event's start. */
export function closesAt(event: Pick<RegistrableEvent, 'startsAt' | 'registrationClosesAt'>): string {
  return event.registrationClosesAt || event.startsAt
}

/**
 * Whether the form takes a registration at `now`: a draft (or a scheduled event not yet
 * public) has no page to register from; a cancelled or postponed event takes none, nor does one
 * past its closing time or ended.
 */
export function registrationClosure(event: RegistrableEvent, now: Date): RegistrationClosure {
  const t = now.getTime()
  if (!event.publishedAt || Date.parse(event.publishedAt) > t) return 'draft'
  // Cancelled or postponed: no seat for an event that will not happen on its date.
  const status = eventStatusOf(event)
  if (status !== 'scheduled') return status
  if (Date.parse(event.endsAt) <= t) return 'over'
  if (Date.parse(closesAt(event)) <= t) return 'closed'
  return null
}

/** The event's title in `lang` (the English one where written). */
export function eventTitle(event: Pick<RegistrableEvent, 'title' | 'titleEn'>, lang: Lang): string {
  return lang === 'en' && event.titleEn ? event.titleEn : event.title
}

const WIB_PARTS = (lang: Lang) =>
  new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'id-ID', { timeZone: 'Asia/Jakarta', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })
// Built on first use: the process's first Intl object loads ICU's data (shared/format.ts).
let wibTime: Intl.DateTimeFormat | undefined

/** "Senin, 31 Januari 2027, 09.00–11.00 WIB" (or in English), from stored UTC instants. */
export function wibWhen(event: Pick<RegistrableEvent, 'startsAt' | 'endsAt'>, lang: Lang): string {
  const start = new Date(event.startsAt)
  const end = new Date(event.endsAt)
  const day = WIB_PARTS(lang).format(start)
  const sep = lang === 'en' ? ':' : '.'
  const time = (d: Date) => (wibTime ??= new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Jakarta', hour: '2-digit', minute: '2-digit', hour12: false })).format(d).replace(':', sep)
  const sameDay = WIB_PARTS(lang).format(end) === day
  return sameDay ? `${day}, ${time(start)}–${time(end)} WIB` : `${day}, ${time(start)} WIB – ${WIB_PARTS(lang).format(end)}, ${time(end)} WIB`
}
