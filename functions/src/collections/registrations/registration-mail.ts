/**
 * The emails of a registration, in the registrant's language, laid out as the client alerts'
 * (alerts/mail-layout.ts): the confirmation (with the calendar entry and, for an online event,
 * the joining link), the waiting-list notice, the notice of a seat freed, the answer to a second
 * registration, the reminders a day and an hour before, the thanks with the recording, and the
 * cancellation's receipt. None repeats what the registrant typed (no sending someone words from
 * the firm's address). Each but the receipt carries its own cancel link: a fresh token whose
 * hash is written before the message goes (cancel-token.ts).
 */
import type { RegistrationMailKind, ReminderKind, StatusNoticeKind } from '../../../../shared/collections/registrations'
import { localePath, type Lang } from '../../../../shared/i18n/langs'
import { CANCEL_PARAM, REGISTRATION_CANCEL_PATH } from '../../../../shared/registration-paths'
import { eventUrl } from '../../../../shared/urls'
import type { Registration } from '../../../../shared/schemas/types'
import { layoutHtml, layoutText, type LayoutBody, type MailLink } from '../../alerts/mail-layout'
import { StaleVersionError, type ContentStore } from '../../backends/ports'
import type { Mailer, MailMessage } from '../../mail/mailer'
import { CANCEL_HASHES_KEPT, newCancelToken } from './cancel-token'
import type { IcsInput } from './event-ics'
import { placeLine } from './event-place'
import { eventTitle, wibWhen, type RegistrableEvent } from './registrable-event'

export interface RegistrationMailDeps {
  store: ContentStore
  mailer: Mailer
  /** PUBLIC_BASE_URL. */
  baseUrl: string
  firm: { name: string; email: string }
  now: Date
}

/** An event's page, absolute, in `lang`. */
export function eventPageUrl(baseUrl: string, event: Pick<RegistrableEvent, 'slug'>, lang: Lang): string {
  return `${baseUrl}${localePath(lang, eventUrl(event.slug))}`
}

/** A cancel link, absolute, in `lang`. */
export function cancelUrl(baseUrl: string, token: string, lang: Lang): string {
  return `${baseUrl}${localePath(lang, REGISTRATION_CANCEL_PATH)}?${CANCEL_PARAM}=${encodeURIComponent(token)}`
}

/** The mail kind of each reminder. */
export const REMINDER_MAIL: Record<ReminderKind, RegistrationMailKind> = { day: 'reminderDay', hour: 'reminderHour' }

const WORDS = {
  id: {
    eyebrow: 'Acara',
    confirmation: 'Pendaftaran Anda terkonfirmasi',
    waitlist: 'Anda masuk daftar tunggu',
    movedUp: 'Kursi untuk Anda tersedia: pendaftaran Anda terkonfirmasi',
    duplicate: 'Anda sudah terdaftar untuk acara ini',
    reminderDay: 'Pengingat: acara Anda besok',
    reminderHour: 'Pengingat: acara Anda dimulai satu jam lagi',
    thanks: 'Terima kasih telah mengikuti acara kami',
    cancelled: 'Pendaftaran Anda dibatalkan',
    eventPostponed: 'Acara ini ditunda',
    eventCancelled: 'Acara ini dibatalkan',
    when: 'Waktu',
    where: 'Tempat',
    online: 'Daring',
    join: 'Bergabung ke acara',
    joinLine: (url: string) => `Tautan bergabung (khusus untuk Anda, jangan dibagikan): ${url}`,
    map: 'Lihat peta',
    page: 'Halaman acara',
    recording: 'Tonton rekaman',
    cancel: 'Batalkan pendaftaran',
    ics: 'Berkas kalender (.ics) terlampir: buka untuk menambahkan acara ini ke kalender Anda.',
    waitlistText: 'Kapasitas acara ini sudah penuh. Bila ada peserta yang membatalkan, kursi diberikan menurut urutan daftar tunggu dan kami langsung mengabari Anda lewat email.',
    duplicateText: (state: string) => `Kami menerima pendaftaran kedua dengan alamat email ini. Pendaftaran pertama tetap berlaku; statusnya: ${state}. Tidak ada yang perlu Anda lakukan.`,
    stateWords: { confirmed: 'terdaftar', waitlisted: 'daftar tunggu', attended: 'hadir', absent: 'tidak hadir', cancelled: 'batal' },
    thanksText: 'Terima kasih telah hadir. Rekaman acara sudah tersedia.',
    cancelledText: 'Pendaftaran Anda sudah kami batalkan. Anda dapat mendaftar lagi dari halaman acara selama pendaftaran masih dibuka.',
    eventPostponedText: 'Acara ini ditunda; jadwal baru akan diumumkan. Waktu di atas tidak berlaku lagi. Pendaftaran Anda kami simpan, dan kami akan mengabari Anda bila jadwal barunya sudah ditetapkan.',
    eventCancelledText: 'Acara ini dibatalkan dan tidak akan berlangsung pada waktu di atas. Tidak ada yang perlu Anda lakukan. Mohon maaf atas ketidaknyamanannya.',
    cancelNote: 'Tidak dapat hadir? Batalkan pendaftaran lewat tautan di bawah, agar kursi Anda dapat diberikan kepada yang menunggu.',
    footer: (firm: string) => `Email ini dikirim ${firm} karena alamat Anda didaftarkan untuk acara ini di situs kami.`,
  },
  en: {
    eyebrow: 'Event',
    confirmation: 'Your registration is confirmed',
    waitlist: 'You are on the waiting list',
    movedUp: 'A seat is now yours: your registration is confirmed',
    duplicate: 'You are already registered for this event',
    reminderDay: 'Reminder: your event is tomorrow',
    reminderHour: 'Reminder: your event starts in one hour',
    thanks: 'Thank you for joining our event',
    cancelled: 'Your registration is cancelled',
    eventPostponed: 'This event is postponed',
    eventCancelled: 'This event is cancelled',
    when: 'When',
    where: 'Where',
    online: 'Online',
    join: 'Join the event',
    joinLine: (url: string) => `Joining link (for you only, please do not share): ${url}`,
    map: 'View map',
    page: 'Event page',
    recording: 'Watch the recording',
    cancel: 'Cancel registration',
    ics: 'A calendar file (.ics) is attached: open it to add this event to your calendar.',
    waitlistText: 'This event is full. If someone cancels, seats go to the waiting list in order and we will email you at once.',
    duplicateText: (state: string) => `We received a second registration with this email address. Your first registration stands; its status: ${state}. There is nothing you need to do.`,
    stateWords: { confirmed: 'registered', waitlisted: 'waiting list', attended: 'attended', absent: 'absent', cancelled: 'cancelled' },
    thanksText: 'Thank you for attending. The recording of the event is now available.',
    cancelledText: 'Your registration is cancelled. You may register again from the event page while registration is open.',
    eventPostponedText: 'This event is postponed; the new date will be announced. The time above no longer stands. We keep your registration and will let you know once the new date is set.',
    eventCancelledText: 'This event is cancelled and will not take place at the time above. There is nothing you need to do. We apologise for the inconvenience.',
    cancelNote: 'Cannot attend? Cancel your registration with the link below, so your seat can go to someone waiting.',
    footer: (firm: string) => `This email was sent by ${firm} because your address was registered for this event on our website.`,
  },
} as const

/** Whether this email gives the registrant their seat's details (joining link, calendar entry). */
function carriesSeat(kind: RegistrationMailKind, registration: Pick<Registration, 'state'>): boolean {
  if (kind === 'confirmation' || kind === 'movedUp' || kind === 'reminderDay' || kind === 'reminderHour') return true
  return kind === 'duplicate' && registration.state === 'confirmed'
}

/** The event's calendar entry: the `ics` library (with yup) loads with the first email that attaches one, not at the site's start. */
async function calendarEntry(input: IcsInput): Promise<string> {
  const { eventIcs } = await import('./event-ics')
  return eventIcs(input)
}

/** One email about `registration`, its cancel link built on `token` (null: none). */
export async function registrationMessage(input: {
  kind: RegistrationMailKind
  event: RegistrableEvent
  registration: Registration
  baseUrl: string
  firm: string
  token: string | null
  now: Date
  id: string
}): Promise<MailMessage> {
  const { kind, event, registration } = input
  const lang = registration.lang
  const w = WORDS[lang]
  const page = eventPageUrl(input.baseUrl, event, lang)
  const seat = carriesSeat(kind, registration)
  const online = event.mode === 'online'
  const paragraphs: string[] = [`${w.when}: ${wibWhen(event, lang)}`, `${w.where}: ${online ? `${w.online}${event.platform ? ` (${event.platform})` : ''}` : placeLine(event)}`]
  const buttons: MailLink[] = []
  if (kind === 'waitlist') paragraphs.push(w.waitlistText)
  if (kind === 'duplicate') paragraphs.push(w.duplicateText(w.stateWords[registration.state]))
  if (kind === 'thanks') paragraphs.push(w.thanksText)
  if (kind === 'cancelled') paragraphs.push(w.cancelledText)
  if (kind === 'eventPostponed') paragraphs.push(w.eventPostponedText)
  if (kind === 'eventCancelled') paragraphs.push(w.eventCancelledText)
  if (seat && online && event.joinUrl) {
    paragraphs.push(w.joinLine(event.joinUrl))
    buttons.push({ label: w.join, href: event.joinUrl })
  }
  if (seat && !online && event.mapUrl) buttons.push({ label: w.map, href: event.mapUrl })
  if (kind === 'thanks' && event.recordingUrl) buttons.push({ label: w.recording, href: event.recordingUrl })
  buttons.push({ label: w.page, href: page })
  const attachIcs = kind === 'confirmation' || kind === 'movedUp' || (kind === 'duplicate' && registration.state === 'confirmed')
  const notes: string[] = [...(attachIcs ? [w.ics] : []), ...(input.token && kind !== 'thanks' ? [w.cancelNote] : [])]
  const body: LayoutBody = {
    lang,
    eyebrow: `${input.firm} · ${w.eyebrow}`,
    heading: w[kind],
    meta: eventTitle(event, lang),
    paragraphs,
    buttons,
    notes,
    footer: [w.footer(input.firm)],
    footerLinks: input.token ? [{ label: w.cancel, href: cancelUrl(input.baseUrl, input.token, lang) }] : [],
  }
  return {
    id: input.id,
    to: [registration.email],
    fromName: input.firm,
    subject: `${w[kind]}: ${eventTitle(event, lang)}`,
    text: layoutText(body),
    html: layoutHtml(body),
    ...(attachIcs
      ? { attachments: [{ filename: `${event.slug}.ics`, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: await calendarEntry({ event, lang, pageUrl: page, uid: `registration-${registration.id}@${new URL(input.baseUrl).hostname}`, firm: input.firm }) }] }
      : {}),
  }
}

/** The mail kind of each change of the event's status a registrant is told of. */
export const STATUS_NOTICE_MAIL: Record<StatusNoticeKind, RegistrationMailKind> = { postponed: 'eventPostponed', cancelled: 'eventCancelled' }

/** The message id: fixed for what goes once per registration (a reminder, the thanks, a status notice), else unique per sending. */
function messageId(kind: RegistrationMailKind, registration: Pick<Registration, 'id'>, now: Date): string {
  const once = kind === 'reminderDay' || kind === 'reminderHour' || kind === 'thanks' || kind === 'eventPostponed' || kind === 'eventCancelled'
  return `registration-${registration.id}-${kind}${once ? '' : `-${now.getTime()}`}`
}

/**
 * Sends one email about a registration. The registration is updated first, at the version
 * read: the new link's hash, the mail's record, and for a reminder, the thanks or a status notice the claim
 * that it went. So two sweeps (or two instances) that both find a reminder due both try to
 * write its claim on the same version, and only one of them sends. Returns the registration
 * as stored after the send, or null when another sender had claimed it.
 */
export async function mailRegistration(deps: RegistrationMailDeps, event: RegistrableEvent, registration: Registration, kind: RegistrationMailKind): Promise<Registration | null> {
  const reminder = kind === 'reminderDay' ? 'day' : kind === 'reminderHour' ? 'hour' : null
  const notice: StatusNoticeKind | null = kind === 'eventPostponed' ? 'postponed' : kind === 'eventCancelled' ? 'cancelled' : null
  const id = messageId(kind, registration, deps.now)
  const at = deps.now.toISOString()
  // No cancel link for a registration already cancelled, nor for an event that will not happen.
  const withLink = kind !== 'cancelled' && kind !== 'eventCancelled'
  let current: Registration | null = registration
  for (let attempt = 0; attempt < 5 && current; attempt += 1) {
    if (reminder && current.reminders.includes(reminder)) return null
    if (kind === 'thanks' && current.thanksSentAt) return null
    // A registration stored before the notices existed has no list yet: none sent.
    const notices = current.statusNotices ?? []
    if (notice && notices.includes(notice)) return null
    const token = withLink ? newCancelToken() : null
    const doc: Registration = current
    const { id: docId, version, createdAt: _c, updatedAt: _u, updatedBy: _b, ...data } = doc
    let stored: Registration
    try {
      stored = await deps.store.update(
        'registrations',
        docId,
        {
          ...data,
          cancelTokenHashes: token ? [...data.cancelTokenHashes, token.hash].slice(-CANCEL_HASHES_KEPT) : data.cancelTokenHashes,
          reminders: reminder ? [...data.reminders, reminder] : data.reminders,
          thanksSentAt: kind === 'thanks' ? at : data.thanksSentAt,
          statusNotices: notice ? [...notices, notice] : notices,
          mail: [...data.mail, { kind, id, state: 'sent' as const, at, error: '' }].slice(-40),
        },
        { actor: 'system', expectedVersion: version },
      )
    } catch (error) {
      if (!(error instanceof StaleVersionError)) throw error
      current = await deps.store.get('registrations', docId)
      continue
    }
    try {
      await deps.mailer.send(await registrationMessage({ kind, event, registration: stored, baseUrl: deps.baseUrl, firm: deps.firm.name, token: token?.token ?? null, now: deps.now, id }))
      return stored
    } catch (error) {
      console.error('registration email not sent', { id: stored.id, kind, error })
      return await markFailed(deps.store, stored, id, String((error as Error)?.message ?? error)).catch(() => stored)
    }
  }
  return null
}

async function markFailed(store: ContentStore, registration: Registration, mailId: string, message: string): Promise<Registration> {
  const { id, version, createdAt: _c, updatedAt: _u, updatedBy: _b, ...data } = registration
  return store.update('registrations', id, { ...data, mail: data.mail.map((m) => (m.id === mailId ? { ...m, state: 'failed' as const, error: message.slice(0, 300) } : m)) }, { actor: 'system', expectedVersion: version })
}
