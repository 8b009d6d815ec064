/**
 * Acara: the firm's webinars, seminars, workshops and client briefings (docs/decisions/0058-events.md).
 * Drafts as practice areas: public once published (Terbitkan), at `/events/{slug}` and
 * `/en/events/{slug}` (one slug: the English page shows the English texts where written).
 * Times are typed and shown in WIB (Asia/Jakarta) and stored as instants.
 *
 * `joinUrl` is private: only the registrants' email carries it. No public page, search record,
 * JSON-LD, feed or public API reads it (functions/src/collections/events/public-event.ts strips it
 * before anything public sees an event).
 */
import * as z from 'zod'
import { dashboardPath } from '../dashboard-path'
import { CONTENT_MIN, TITLE_MAX, TITLE_MIN } from '../schemas/limits'
import { MSG } from '../schemas/messages'
import { parseJakartaDateTime } from '../schemas/common'
import { oneParagraph, singleLineText } from '../schemas/text-fields'
import { custom, defineCollection, enumeration, hasEnglish, ids, lines, optionalUpload, richText, slug, storedInstant, text, translated } from './define'
import { altText, altWithImage } from './seo-fields'
import { groupDigits } from '../group-digits'

export const EVENT_URL_MAX = 500
export const EVENT_CAPACITY_MAX = 100_000

export const EVENT_KINDS = ['webinar', 'seminar', 'workshop', 'briefing'] as const
export type EventKind = (typeof EVENT_KINDS)[number]
export const EVENT_KIND_LABELS: Record<EventKind, string> = { webinar: 'Webinar', seminar: 'Seminar', workshop: 'Workshop', briefing: 'Briefing klien' }
export const EVENT_KIND_LABELS_EN: Record<EventKind, string> = { webinar: 'Webinar', seminar: 'Seminar', workshop: 'Workshop', briefing: 'Client briefing' }

export const EVENT_MODES = ['online', 'inPerson'] as const
export type EventMode = (typeof EVENT_MODES)[number]
export const EVENT_MODE_LABELS: Record<EventMode, string> = { online: 'Daring', inPerson: 'Luring' }
export const EVENT_MODE_LABELS_EN: Record<EventMode, string> = { online: 'Online', inPerson: 'In person' }

export const EVENT_LANGUAGES = ['id', 'en', 'both'] as const
export type EventLanguage = (typeof EVENT_LANGUAGES)[number]
export const EVENT_LANGUAGE_LABELS: Record<EventLanguage, string> = { id: 'Bahasa Indonesia', en: 'Bahasa Inggris', both: 'Bahasa Indonesia dan Inggris' }
export const EVENT_LANGUAGE_LABELS_EN: Record<EventLanguage, string> = { id: 'Indonesian', en: 'English', both: 'Indonesian and English' }

/**
 * Whether the event still happens as announced: Terjadwal, Ditunda (a new date to be announced)
 * or Dibatalkan. Not the publish status: a cancelled event stays published, its page saying so,
 * and its registrants are emailed once (docs/events.md, Status acara).
 */
export const EVENT_STATUSES = ['scheduled', 'postponed', 'cancelled'] as const
export type EventStatus = (typeof EVENT_STATUSES)[number]
export const EVENT_STATUS_LABELS: Record<EventStatus, string> = { scheduled: 'Terjadwal', postponed: 'Ditunda', cancelled: 'Dibatalkan' }
export const EVENT_STATUS_LABELS_EN: Record<EventStatus, string> = { scheduled: 'Scheduled', postponed: 'Postponed', cancelled: 'Cancelled' }

/** The event's status; a document stored before the field existed reads as Terjadwal. */
export function eventStatusOf(event: { eventStatus?: EventStatus | null }): EventStatus {
  return event.eventStatus ?? 'scheduled'
}

export const EVENT_MSG = {
  titleMin: `Judul acara minimal ${TITLE_MIN} karakter`,
  titleMax: `Judul acara maksimal ${TITLE_MAX} karakter`,
  kind: 'Jenis acara tidak dikenal: pilih Webinar, Seminar, Workshop atau Briefing klien',
  startsAt: 'Waktu mulai harus diisi: tanggal dan jam dalam WIB, misalnya 31/01/2027 09:00',
  endsAt: 'Waktu selesai harus diisi: tanggal dan jam dalam WIB, misalnya 31/01/2027 11:00',
  endsBeforeStart: 'Waktu selesai harus setelah waktu mulai',
  mode: 'Mode acara tidak dikenal: pilih Daring atau Luring',
  platformRequired: 'Acara daring perlu platformnya, misalnya Zoom atau Microsoft Teams',
  venueRequired: 'Acara luring perlu tempatnya, misalnya Ruang Serbaguna Adiwarsa Lubis & Rekan',
  addressRequired: 'Acara luring perlu alamat tempatnya',
  joinUrl: 'Tautan bergabung harus berupa alamat lengkap yang diawali https://',
  mapUrl: 'Tautan peta harus berupa alamat lengkap yang diawali https://',
  recordingUrl: 'Tautan rekaman harus berupa alamat lengkap yang diawali https://',
  capacity: `Kapasitas ditulis sebagai bilangan bulat 0 sampai ${groupDigits(EVENT_CAPACITY_MAX)} (0 berarti tanpa batas)`,
  registrationClosesAt: 'Batas pendaftaran harus berupa tanggal yang valid, misalnya 30/01/2027 17:00',
  closesAfterEnd: 'Batas pendaftaran tidak boleh setelah acara selesai',
  language: 'Bahasa acara tidak dikenal: pilih dari daftar',
  descriptionMin: `Deskripsi minimal ${CONTENT_MIN} karakter teks`,
  slidesType: 'Materi presentasi harus berupa PDF',
  eventStatus: 'Status acara tidak dikenal: pilih Terjadwal, Ditunda atau Dibatalkan',
} as const

/** An https address of another site, or nothing (''). */
function httpsUrl(message: string) {
  const rule = singleLineText()
    .trim()
    .max(EVENT_URL_MAX, message)
    .optional()
    .transform((value) => value ?? '')
    .refine((value) => {
      if (value === '') return true
      try {
        const url = new URL(value)
        return url.protocol === 'https:' && /^[a-z0-9.-]+\.[a-z]{2,}$/i.test(url.hostname)
      } catch {
        return false
      }
    }, message)
  return rule
}

/** A required instant typed in WIB (`YYYY-MM-DDTHH:mm`), with its own message. */
function instantRule(message: string) {
  return singleLineText({ error: message })
    .trim()
    .refine((value) => parseJakartaDateTime(value) !== null, message)
    .transform((value) => parseJakartaDateTime(value) as string)
}

/** One optional line of text ('' when left empty: the form sends nothing for an empty input). */
function optionalLine(label: string, help: string, max: number, options: { searchable?: boolean } = {}) {
  const message = `${label} maksimal ${max} karakter`
  const rule = singleLineText().trim().max(max, message).optional().transform((value) => value ?? '')
  return custom('text', rule, { label, help, ...options }, { default: '', example: '', maxLength: max })
}

/** One optional paragraph longer than an input shows (an address): a text box, stored as one line. */
function optionalParagraph(label: string, help: string, max: number) {
  const message = `${label} maksimal ${max} karakter`
  const rule = oneParagraph().max(max, message).optional().transform((value) => (value ?? '').trim())
  return custom('textarea', rule, { label, help }, { default: '', example: '', maxLength: max, rows: 2 })
}

/** The optional instant a form types in WIB (`YYYY-MM-DDTHH:mm`), or null. */
const OptionalInstantRule = singleLineText({ error: EVENT_MSG.registrationClosesAt })
  .trim()
  .optional()
  .refine((value) => !value || parseJakartaDateTime(value) !== null, EVENT_MSG.registrationClosesAt)
  .transform((value) => (value ? (parseJakartaDateTime(value) as string) : null))

/** A whole number of seats, 0 for no limit; typed as text. */
const CapacityRule = z.preprocess(
  (value) => (typeof value === 'string' ? (value.trim() === '' ? 0 : Number(value.trim().replace(/[.\s]/g, ''))) : (value ?? 0)),
  z.number({ error: EVENT_MSG.capacity }).int(EVENT_MSG.capacity).min(0, EVENT_MSG.capacity).max(EVENT_CAPACITY_MAX, EVENT_MSG.capacity),
)

/** The event fields with an English version; the rest (times, place, people, links) is one for both. */
export const EVENT_TRANSLATED = ['title', 'description', 'coverAlt'] as const

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

/** Rules between fields: the end after the start, the place each mode needs, registration closing before the end. */
function eventRules(value: Record<string, unknown>, ctx: z.RefinementCtx) {
  const starts = typeof value.startsAt === 'string' ? Date.parse(value.startsAt) : NaN
  const ends = typeof value.endsAt === 'string' ? Date.parse(value.endsAt) : NaN
  if (Number.isFinite(starts) && Number.isFinite(ends) && ends <= starts) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: EVENT_MSG.endsBeforeStart })
  const closes = typeof value.registrationClosesAt === 'string' ? Date.parse(value.registrationClosesAt) : NaN
  if (Number.isFinite(closes) && Number.isFinite(ends) && closes > ends) ctx.addIssue({ code: 'custom', path: ['registrationClosesAt'], message: EVENT_MSG.closesAfterEnd })
  if (value.mode === 'online' && blank(value.platform)) ctx.addIssue({ code: 'custom', path: ['platform'], message: EVENT_MSG.platformRequired })
  if (value.mode === 'inPerson') {
    if (blank(value.venue)) ctx.addIssue({ code: 'custom', path: ['venue'], message: EVENT_MSG.venueRequired })
    if (blank(value.address)) ctx.addIssue({ code: 'custom', path: ['address'], message: EVENT_MSG.addressRequired })
  }
  altWithImage('cover', 'coverAlt', EVENT_TRANSLATED.map((name) => `${name}En`))(value, ctx)
}

export const events = defineCollection({
  name: 'events',
  labels: { title: 'Acara', noun: 'acara', create: 'Tambah acara', edit: 'Ubah acara' },
  fields: translated(
    {
      title: text({ label: 'Judul', indexed: true, searchable: true, translatable: true, min: [TITLE_MIN, EVENT_MSG.titleMin], max: [TITLE_MAX, EVENT_MSG.titleMax] }),
      slug: slug({ from: 'title', help: 'Alamat halaman: /events/{slug}, sama dalam bahasa Inggris (/en/events/{slug}).' }),
      kind: enumeration(EVENT_KINDS, { label: 'Jenis', message: EVENT_MSG.kind, labels: EVENT_KIND_LABELS }),
      startsAt: custom('date', instantRule(EVENT_MSG.startsAt), { label: 'Mulai', help: 'Tanggal dan jam mulai dalam WIB, misalnya 31/01/2027 09:00.', indexed: true, required: true }, { example: '2027-01-31T02:00:00.000Z' }),
      endsAt: custom('date', instantRule(EVENT_MSG.endsAt), { label: 'Selesai', help: 'Tanggal dan jam selesai dalam WIB, setelah waktu mulai.', indexed: true, required: true }, { example: '2027-01-31T04:00:00.000Z' }),
      eventStatus: enumeration(EVENT_STATUSES, {
        label: 'Status acara',
        help: 'Ditunda atau Dibatalkan: halaman acara mengumumkannya, pendaftaran ditutup, dan setiap pendaftar (juga daftar tunggu) menerima satu email pemberitahuan.',
        message: EVENT_MSG.eventStatus,
        default: 'scheduled',
        labels: EVENT_STATUS_LABELS,
        // The sweep finds the cancelled and postponed events by it, to tell their registrants.
        indexed: true,
      }),
      mode: enumeration(EVENT_MODES, { label: 'Mode', message: EVENT_MSG.mode, default: 'online', labels: EVENT_MODE_LABELS }),
      platform: optionalLine('Platform', 'Untuk acara daring: Zoom, Microsoft Teams, Google Meet.', 80),
      joinUrl: custom('text', httpsUrl(EVENT_MSG.joinUrl), {
        label: 'Tautan bergabung (rahasia)',
        help: 'Tautan Zoom atau Teams. Tidak pernah tampil di situs: hanya dikirim lewat email kepada pendaftar.',
      }, { default: '', maxLength: EVENT_URL_MAX }),
      venue: optionalLine('Tempat', 'Untuk acara luring: nama gedung atau ruang.', 160, { searchable: true }),
      address: optionalParagraph('Alamat', 'Untuk acara luring: alamat lengkap tempatnya.', 300),
      mapUrl: custom('text', httpsUrl(EVENT_MSG.mapUrl), { label: 'Tautan peta', help: 'Opsional: tautan Google Maps atau peta lain ke tempatnya.' }, { default: '', maxLength: EVENT_URL_MAX }),
      speakerIds: ids({ label: 'Pembicara', help: 'Pembicara dari direktori firma; halaman acara menampilkan kartu profilnya.', references: 'profiles', indexed: true }),
      guestSpeakers: lines({ label: 'Pembicara tamu', help: 'Pembicara di luar direktori, satu per baris: nama, jabatan dan lembaga, misalnya “Dr. Rina Hartono, Direktur, Otoritas Jasa Keuangan”.', searchable: true }),
      practiceAreaIds: ids({ label: 'Bidang praktik', help: 'Halaman bidang praktik ini menampilkan acara yang akan datang.', references: 'practiceAreas', indexed: true }),
      regulationIds: ids({ label: 'Peraturan terkait', help: 'Peraturan yang dibahas acara ini.', references: 'regulations', indexed: true }),
      capacity: custom('text', CapacityRule, { label: 'Kapasitas', help: 'Jumlah peserta paling banyak; 0 berarti tanpa batas.' }, { default: 0 as never, example: 0 as never }),
      registrationClosesAt: custom('date', OptionalInstantRule, {
        label: 'Batas pendaftaran',
        help: 'Opsional, dalam WIB. Bila kosong, pendaftaran ditutup saat acara mulai.',
      }, { default: null as never, example: null as never }),
      language: enumeration(EVENT_LANGUAGES, { label: 'Bahasa acara', message: EVENT_MSG.language, default: 'id', labels: EVENT_LANGUAGE_LABELS }),
      cover: optionalUpload('blog_images', {
        label: 'Gambar sampul',
        help: 'Opsional. JPEG atau PNG, maksimal 10 MB dan 6000×4000 piksel; disarankan minimal 1200×675.',
        invalid: MSG.coverType,
      }),
      coverAlt: altText({ required: false }),
      description: richText({ label: 'Deskripsi', help: `Apa yang dibahas dan untuk siapa. Minimal ${CONTENT_MIN} karakter teks.`, searchable: true, translatable: true, min: [CONTENT_MIN, EVENT_MSG.descriptionMin] }),
      recordingUrl: custom('text', httpsUrl(EVENT_MSG.recordingUrl), { label: 'Tautan rekaman', help: 'Setelah acara: tautan rekamannya (YouTube, Vimeo), tampil di halaman acara.' }, { default: '', maxLength: EVENT_URL_MAX }),
      slidesFile: optionalUpload('publications', { label: 'Materi presentasi', help: 'Setelah acara: PDF materinya, maksimal 20 MB, tampil di halaman acara.', invalid: EVENT_MSG.slidesType }),
    },
    EVENT_TRANSLATED,
  ),
  rules: eventRules,
  // Set when the event is published (Terbitkan), kept on later saves, null while a draft.
  stored: {
    publishedAt: storedInstant({ label: 'Terbit sejak', indexed: true, example: '2026-01-01T00:00:00.000Z' }),
    // Whether the event, once past, is listed on /events (it left a recording or slides) and on
    // /en/events (the same, with its English version): written by the stores at every write
    // (functions/src/backends/derived-fields.ts, `pastListing` below), so a page of past events
    // is one query of nine. Absent until migration step 88 has run.
    pastListed: { ...custom('text', z.boolean(), { label: 'Tercantum setelah selesai', indexed: true }, { default: false, example: false }), absentIsDefault: true as const },
    pastListedEn: { ...custom('text', z.boolean(), { label: 'Tercantum setelah selesai (Inggris)', indexed: true }, { default: false, example: false }), absentIsDefault: true as const },
  },
  publish: 'publishedAt',
  list: {
    path: dashboardPath('events'),
    columns: [
      { name: 'title', label: 'Judul', cell: 'title' },
      { name: 'kind', label: 'Jenis', phoneLabel: true },
      { name: 'startsAt', label: 'Mulai', phoneLabel: true },
      { name: 'mode', label: 'Mode', phoneLabel: true },
      { name: 'status', label: 'Status', cell: 'badge' },
    ],
    empty: 'Belum ada acara. Tambahkan webinar, seminar atau briefing klien pertama firma.',
    create: true,
    actions: { view: 'Lihat di situs', remove: 'Acara ini akan hilang dari situs.' },
  },
})

/** When registration closes: the instant typed, else the event's start. */
export function registrationClosesAt(event: { startsAt: string; registrationClosesAt?: string | null }): string {
  return event.registrationClosesAt ?? event.startsAt
}

/** Whether registration is still open at `now`. */
export function isRegistrationOpen(event: { startsAt: string; registrationClosesAt?: string | null }, now: Date): boolean {
  return Date.parse(registrationClosesAt(event)) > now.getTime()
}

/** Whether the event has ended at `now` (its page then offers the recording and slides). */
export function hasEnded(event: { endsAt: string }, now: Date): boolean {
  return Date.parse(event.endsAt) <= now.getTime()
}

/**
 * Where a past event is listed: on /events when it left something to watch or read (its
 * recording or its slides), on /en/events when it also has its English version (decision 58).
 */
export function pastListing(event: Record<string, unknown>): { pastListed: boolean; pastListedEn: boolean } {
  const left = Boolean(event.recordingUrl) || Boolean(event.slidesFile)
  return { pastListed: left, pastListedEn: left && hasEnglish(events, event) }
}
