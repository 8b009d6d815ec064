import * as z from 'zod'
import { EMAIL_MAX, NAME_MAX } from '../schemas/limits'
import { MSG } from '../schemas/messages'
import { multiLineText, singleLineText } from '../schemas/text-fields'
import { LANGS } from '../i18n/langs'
import { custom, defineCollection, enumeration, storedInstant, text } from './define'
import { emailRule, phoneRule } from './settings'
import { groupDigits } from '../group-digits'

/** Limits of the registration form's optional fields. */
export const REGISTRATION_COMPANY_MAX = 160
export const REGISTRATION_POSITION_MAX = 120
export const REGISTRATION_QUESTIONS_MAX = 2_000

const count = (n: number) => groupDigits(n)

/** Messages of the registration form (Indonesian; /en pages read shared/i18n/form-messages-en.ts). */
export const REGISTRATION_MSG = {
  nameRequired: MSG.nameRequired,
  nameMax: `Nama maksimal ${NAME_MAX} karakter`,
  emailRequired: 'Email harus diisi',
  companyMax: `Nama perusahaan maksimal ${REGISTRATION_COMPANY_MAX} karakter`,
  positionMax: `Jabatan maksimal ${REGISTRATION_POSITION_MAX} karakter`,
  questionsMax: `Pertanyaan maksimal ${count(REGISTRATION_QUESTIONS_MAX)} karakter`,
  consent: 'Centang persetujuan ini agar kami dapat memproses pendaftaran Anda',
  state: 'Status pendaftaran tidak dikenal: pilih dari daftar',
  closed: 'Pendaftaran acara ini sudah ditutup.',
  invalid: 'Pendaftaran belum terkirim karena ada isian yang tidak sesuai: periksa isian yang ditandai.',
} as const

/**
 * Where a registration stands: confirmed (a seat), waitlisted (moves up in order when a seat
 * frees), cancelled (by the registrant's link or staff), and after the event attended or absent
 * (marked by staff).
 */
export const REGISTRATION_STATES = ['confirmed', 'waitlisted', 'cancelled', 'attended', 'absent'] as const
export type RegistrationState = (typeof REGISTRATION_STATES)[number]
export const REGISTRATION_STATE_LABELS: Record<RegistrationState, string> = {
  confirmed: 'Terdaftar',
  waitlisted: 'Daftar tunggu',
  cancelled: 'Batal',
  attended: 'Hadir',
  absent: 'Tidak hadir',
}

/** The reminders sent before an event, each at most once per registration. */
export const REMINDER_KINDS = ['day', 'hour'] as const
export type ReminderKind = (typeof REMINDER_KINDS)[number]

/** The event's changes each registrant is told of, each at most once per registration (docs/events.md, Status acara). */
export const STATUS_NOTICE_KINDS = ['postponed', 'cancelled'] as const
export type StatusNoticeKind = (typeof STATUS_NOTICE_KINDS)[number]

/** The emails a registration receives. */
export const REGISTRATION_MAIL_KINDS = ['confirmation', 'waitlist', 'movedUp', 'duplicate', 'reminderDay', 'reminderHour', 'thanks', 'cancelled', 'eventPostponed', 'eventCancelled'] as const
export type RegistrationMailKind = (typeof REGISTRATION_MAIL_KINDS)[number]

/** One email sent about the registration: what went, when, and what the transport said. */
export const RegistrationMailRule = z.object({
  kind: z.enum(REGISTRATION_MAIL_KINDS),
  /** The message id (outbox file, mail document). */
  id: z.string(),
  state: z.enum(['sent', 'failed']),
  at: z.string(),
  error: z.string(),
})
export type RegistrationMail = z.infer<typeof RegistrationMailRule>

/** Optional one-line text: ends trimmed, '' when empty, at most `max` characters. */
const optionalLine = (max: number, message: string) =>
  singleLineText()
    .optional()
    .transform((value) => (value ?? '').replace(/\s+/g, ' ').trim())
    .refine((value) => value.length <= max, message)

/**
 * Registrations for events (Acara, docs/decisions/0059-event-registration.md): who asked for
 * a seat at an event through the form on its page. Personal data, like inquiries: on no public
 * page, feed, sitemap, search index or JSON-LD; read by the roles that handle inquiries,
 * through the server only (firestore.rules lets no browser read or write them).
 * One per email per event (`eventEmailKey`, unique); a confirmed registration of a limited
 * event holds one numbered seat (`seat`, unique), so two requests at once cannot both take
 * the last one on either backend.
 */
export const registrations = defineCollection({
  name: 'registrations',
  labels: { title: 'Pendaftar', noun: 'pendaftar', create: 'Daftar', edit: 'Pendaftar' },
  fields: {
    name: text({ label: 'Nama', tidy: true, required: REGISTRATION_MSG.nameRequired, max: [NAME_MAX, REGISTRATION_MSG.nameMax] }),
    email: custom('text', emailRule(REGISTRATION_MSG.emailRequired), { label: 'Email', required: true }, { default: '', example: 'peserta@example.test', maxLength: EMAIL_MAX }),
    company: custom('text', optionalLine(REGISTRATION_COMPANY_MAX, REGISTRATION_MSG.companyMax), { label: 'Perusahaan', help: 'Opsional.' }, { default: '', maxLength: REGISTRATION_COMPANY_MAX }),
    position: custom('text', optionalLine(REGISTRATION_POSITION_MAX, REGISTRATION_MSG.positionMax), { label: 'Jabatan', help: 'Opsional.' }, { default: '', maxLength: REGISTRATION_POSITION_MAX }),
    phone: custom('text', phoneRule(), { label: 'Telepon', help: 'Opsional. Dengan kode negara atau nomor dalam negeri, misalnya 0812 3456 7890.' }, { default: '', maxLength: 40 }),
    questions: custom(
      'textarea',
      multiLineText()
        .optional()
        .transform((value) => (value ?? '').trim())
        .refine((value) => value.length <= REGISTRATION_QUESTIONS_MAX, REGISTRATION_MSG.questionsMax),
      { label: 'Pertanyaan untuk pembicara', help: `Opsional, maksimal ${count(REGISTRATION_QUESTIONS_MAX)} karakter.` },
      { default: '', maxLength: REGISTRATION_QUESTIONS_MAX },
    ),
    consent: custom('enumeration', z.literal('ya', { error: REGISTRATION_MSG.consent }), { label: 'Saya menyetujui pemrosesan data pribadi saya untuk acara ini', required: true }, { example: 'ya' }),
  },
  stored: {
    eventId: custom('text', z.string(), { label: 'Acara', indexed: true }, { default: '', example: 'acara-1' }),
    /** The event's title when the registration came: still readable after the event is renamed or deleted. */
    eventTitle: custom('text', z.string(), { label: 'Judul acara' }, { default: '' }),
    /** The language of the page the form was sent from: the emails speak it. */
    lang: enumeration(LANGS, { label: 'Bahasa', message: 'Bahasa tidak dikenal', default: 'id', labels: { id: 'Bahasa Indonesia', en: 'English' } }),
    state: enumeration(REGISTRATION_STATES, { label: 'Status', indexed: true, message: REGISTRATION_MSG.state, default: 'confirmed', labels: REGISTRATION_STATE_LABELS }),
    /** The email in lower case: "delete this person's data" finds every record by it. */
    emailKey: custom('text', z.string(), { label: 'Email (kunci)', indexed: true }, { default: '', example: 'peserta@example.test' }),
    /** `{eventId}:{emailKey}`: one registration per email per event, held by the store. */
    eventEmailKey: custom('text', z.string(), { label: 'Acara dan email', indexed: true, unique: true }, { default: '', example: 'acara-1:peserta@example.test' }),
    /** `{eventId}#{n}`: the seat a confirmed registration of a limited event holds; null otherwise (a null holds nothing). */
    seat: custom('text', z.string().nullable(), { label: 'Kursi', indexed: true, unique: true }, { default: null }),
    /**
     * SHA-256 (hex) of each cancel link's token sent so far: each email carries a fresh one, so
     * the store never holds a working link (docs/decisions/0049's rule for links that act).
     */
    cancelTokenHashes: custom('lines', z.array(z.string()), { label: 'Kunci tautan batal', indexed: true }, { default: [], array: true }),
    confirmedAt: storedInstant({ label: 'Terdaftar' }),
    waitlistedAt: storedInstant({ label: 'Masuk daftar tunggu' }),
    cancelledAt: storedInstant({ label: 'Dibatalkan' }),
    /** When staff marked attendance. */
    attendanceAt: storedInstant({ label: 'Kehadiran dicatat' }),
    /** The reminders already claimed for sending (each once, whatever sweeps run at once). */
    reminders: custom('lines', z.array(z.enum(REMINDER_KINDS)), { label: 'Pengingat terkirim' }, { default: [] }),
    thanksSentAt: storedInstant({ label: 'Ucapan terima kasih' }),
    /** The event's postponement or cancellation already claimed for telling this registrant (each once). */
    statusNotices: custom('lines', z.array(z.enum(STATUS_NOTICE_KINDS)), { label: 'Pemberitahuan status acara' }, { default: [] }),
    /** Why the spam guard had doubts (empty when it had none); certain spam is never stored. */
    spamReasons: custom('lines', z.array(z.string()), { label: 'Alasan spam' }, { default: [] }),
    mail: custom('lines', z.array(RegistrationMailRule), { label: 'Email' }, { default: [] }),
  },
})

/** What the public form sends. */
export const registrationFormSchema = registrations.formSchema.omit({ version: true })
export type RegistrationInput = z.infer<typeof registrationFormSchema>
