import * as z from 'zod'
import { ReplyRule } from './replies'
import { EMAIL_MAX, NAME_MAX } from '../schemas/limits'
import { MSG } from '../schemas/messages'
import { canonicalLinkedinUrl, LINKEDIN_HOST } from '../schemas/profile'
import { multiLineText, singleLineText } from '../schemas/text-fields'
import { custom, defineCollection, enumeration, text, upload } from './define'
import { inboxList, INQUIRY_STATUSES, INQUIRY_STATUS_LABELS, InquiryMailRule, InquiryNoteRule } from './inquiries'
import { dashboardPath } from '../dashboard-path'
import { APPLICATION_RETENTION_DEFAULT_MONTHS, emailRule, phoneRule } from './settings'
import { APPLICATION_FIELD_TEXT as TEXT, COVER_LETTER_MAX } from './public-form-text'
import { groupDigits } from '../group-digits'

export { COVER_LETTER_MAX }
/** How long applications are kept before they are deleted, unless the settings say otherwise. */
export const APPLICATION_RETENTION_MONTHS = APPLICATION_RETENTION_DEFAULT_MONTHS

const count = (n: number) => groupDigits(n)

/** Messages of the application form and the Lamaran screen (ours). */
export const APPLICATION_MSG = {
  nameRequired: MSG.nameRequired,
  nameMax: `Nama maksimal ${NAME_MAX} karakter`,
  emailRequired: 'Email harus diisi',
  phoneRequired: 'Telepon harus diisi',
  cvRequired: 'Lampirkan CV Anda dalam bentuk PDF',
  coverLetterMax: `Surat lamaran maksimal ${count(COVER_LETTER_MAX)} karakter`,
  consent: 'Centang persetujuan ini agar kami dapat memproses lamaran Anda',
  assigneeUnknown: 'Profil itu tidak ditemukan. Pilih lagi.',
  openingClosed: 'Lowongan ini sudah ditutup. Anda tetap dapat mengirim lamaran terbuka dari halaman Karier.',
} as const

/** Where an application is in the firm's hands: the inbox's statuses (Baru, Ditindaklanjuti, Selesai, Spam). */
export const APPLICATION_STATUSES = INQUIRY_STATUSES
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]
export const APPLICATION_STATUS_LABELS = INQUIRY_STATUS_LABELS
/** The opening filter's value for applications that name no opening (an open application). */
export const OPEN_APPLICATION = 'terbuka'

/** Optional one-line text: ends trimmed, '' when empty. */
const optionalLine = () =>
  singleLineText()
    .trim()
    .optional()
    .transform((value) => value ?? '')

/**
 * Job applications: what a candidate sends from an opening's page (`/career/{slug}`)
 * or as an open application from `/career`, with a CV checked by its bytes like a profile's.
 * Personal data: never public (no page, feed, sitemap, search index or JSON-LD reads them,
 * firestore.rules lets only staff read them, their CVs are in a staff-only folder and served
 * only through a staff route), their writes leave the render cache alone, and they are deleted
 * after the retention period (6 months by default).
 */
export const applications = defineCollection({
  name: 'applications',
  labels: { title: 'Lamaran', noun: 'lamaran', create: 'Kirim lamaran', edit: 'Lamaran' },
  fields: {
    name: text({ ...TEXT.name, tidy: true, required: APPLICATION_MSG.nameRequired, max: [NAME_MAX, APPLICATION_MSG.nameMax] }),
    email: custom('text', emailRule(APPLICATION_MSG.emailRequired), { ...TEXT.email, required: true }, { default: '', example: 'calon@example.test', maxLength: EMAIL_MAX }),
    phone: custom('text', phoneRule(APPLICATION_MSG.phoneRequired), { ...TEXT.phone, required: true }, {
      default: '',
      example: '+6281234567890',
      maxLength: 40,
    }),
    // The spec's LinkedIn rule, as profiles have it: optional, and then a profile address.
    linkedinUrl: custom(
      'text',
      optionalLine()
        .refine((value) => value === '' || canonicalLinkedinUrl(value) !== null, MSG.linkedin(LINKEDIN_HOST))
        .transform((value) => (value === '' ? '' : (canonicalLinkedinUrl(value) as string))),
      TEXT.linkedinUrl,
      { default: '' },
    ),
    // Sent with the form itself (multipart); the path here is the file the server stored after checking it.
    cv: upload('application_cvs', { ...TEXT.cv, required: APPLICATION_MSG.cvRequired }),
    coverLetter: custom(
      'textarea',
      multiLineText()
        .optional()
        .transform((value) => (value ?? '').trim())
        .refine((value) => value.length <= COVER_LETTER_MAX, APPLICATION_MSG.coverLetterMax),
      TEXT.coverLetter,
      { default: '', maxLength: COVER_LETTER_MAX },
    ),
    consent: custom('enumeration', z.literal('ya', { error: APPLICATION_MSG.consent }), { label: 'Saya menyetujui pemrosesan data pribadi saya', required: true }, { example: 'ya' }),
  },
  stored: {
    /** The opening applied for; '' for an open application. */
    openingId: custom('reference', z.string(), { label: 'Lowongan', references: 'openings', indexed: true }, { default: '' }),
    /** Its title when the application came: still readable after the opening is renamed or deleted. */
    openingTitle: custom('text', z.string(), { label: 'Posisi' }, { default: '' }),
    status: enumeration(APPLICATION_STATUSES, { label: 'Status', indexed: true, message: 'Pilih status dari daftar', default: 'new', labels: APPLICATION_STATUS_LABELS }),
    /** Not yet opened by staff: the count beside Lamaran in the navigation. */
    unread: custom('text', z.boolean(), { label: 'Belum dibaca', indexed: true }, { default: true }),
    /** The email in lower case: per-email limits and "delete this person's data" find every record by it. */
    emailKey: custom('text', z.string(), { label: 'Email (kunci)', indexed: true }, { default: '', example: 'calon@example.test' }),
    /** The profile handling it ('' while no one is): as an inquiry's, the list filters it in memory, so it needs no index. */
    assigneeId: custom('reference', z.string(), { label: 'Ditangani oleh', references: 'profiles' }, { default: '' }),
    notes: custom('lines', z.array(InquiryNoteRule), { label: 'Catatan internal' }, { default: [] }),
    /** Why the spam guard set it aside (empty when it did not). */
    spamReasons: custom('lines', z.array(z.string()), { label: 'Alasan spam' }, { default: [] }),
    mail: custom('lines', z.array(InquiryMailRule), { label: 'Email' }, { default: [] }),
    /** Balas: what staff wrote back to the sender, oldest first (shared/collections/replies.ts). */
    replies: custom('lines', z.array(ReplyRule), { label: 'Balasan' }, { default: [] }),
    /** Some email is still to be sent: what the retry sweep looks for. */
    mailDue: custom('text', z.boolean(), { label: 'Email tertunda', indexed: true }, { default: false }),
  },
  list: inboxList({
    path: dashboardPath('applications'),
    sender: 'Pelamar',
    detail: { name: 'openingTitle', label: 'Posisi', phoneLabel: true },
    search: { placeholder: 'Nama, email, telepon, surat lamaran', fields: ['name', 'email', 'phone', 'openingTitle', 'coverLetter'] },
    // By opening; an open application names none.
    filters: [{ name: 'opening', field: 'openingId', label: 'Lowongan', all: 'Semua lowongan', none: { value: OPEN_APPLICATION, label: 'Lamaran terbuka' } }],
    folders: { label: 'Folder lamaran', all: 'Semua lamaran' },
    empty: 'Belum ada lamaran. Lamaran dari halaman Karier akan muncul di sini.',
  }),
})

/** What the public form sends besides the CV (the file is checked apart, by its bytes). */
export const applicationFormSchema = applications.formSchema.omit({ cv: true, version: true })
export type ApplicationInput = z.infer<typeof applicationFormSchema>
