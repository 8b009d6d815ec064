import * as z from 'zod'
import { ReplyRule } from './replies'
import { DASHBOARD_PER_PAGE, EMAIL_MAX, NAME_MAX } from '../schemas/limits'
import { MSG } from '../schemas/messages'
import { multiLineText, singleLineText } from '../schemas/text-fields'
import { custom, defineCollection, enumeration, text } from './define'
import { MAIL_FAILED_FILTER, UNREAD_FILTER, type ListColumn, type ListDefinition, type ListFilter } from './list'
import { dashboardPath } from '../dashboard-path'
import { emailRule, phoneRule } from './settings'
import { SITE_PATHS } from '../urls'
import { INQUIRY_FIELD_TEXT as TEXT, INQUIRY_MESSAGE_MAX, INQUIRY_MESSAGE_MIN } from './public-form-text'
import { groupDigits } from '../group-digits'

export { INQUIRY_MESSAGE_MAX, INQUIRY_MESSAGE_MIN }
/** Limits of the contact form's other fields and of the inbox's notes. */
export const COMPANY_MAX = 160
export const OTHER_PARTIES_MAX = 1_000
/** One internal note. */
export const NOTE_MAX = 2_000

const count = (n: number) => groupDigits(n)

/** Messages of the contact form and the inbox (ours), their numbers from the limits above. */
export const INQUIRY_MSG = {
  nameRequired: MSG.nameRequired,
  nameMax: `Nama maksimal ${NAME_MAX} karakter`,
  emailRequired: 'Email harus diisi',
  companyMax: `Nama perusahaan maksimal ${COMPANY_MAX} karakter`,
  area: 'Bidang praktik tidak ditemukan: pilih dari daftar',
  messageRequired: 'Pesan harus diisi',
  messageMin: `Pesan minimal ${INQUIRY_MESSAGE_MIN} karakter`,
  messageMax: `Pesan maksimal ${count(INQUIRY_MESSAGE_MAX)} karakter`,
  otherPartiesMax: `Pihak lain yang terlibat maksimal ${count(OTHER_PARTIES_MAX)} karakter`,
  consent: 'Centang persetujuan ini agar kami dapat memproses pesan Anda',
  status: 'Status tidak dikenal: pilih dari daftar',
  noteRequired: 'Catatan tidak boleh kosong',
  noteMax: `Catatan maksimal ${count(NOTE_MAX)} karakter`,
} as const

/** Where an inquiry is in the firm's hands; Spam holds what the guard (or staff) set aside. */
export const INQUIRY_STATUSES = ['new', 'in_progress', 'done', 'spam'] as const
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number]
export const INQUIRY_STATUS_LABELS: Record<InquiryStatus, string> = { new: 'Baru', in_progress: 'Ditindaklanjuti', done: 'Selesai', spam: 'Spam' }

/**
 * The list Pesan Masuk and Lamaran share: what visitors sent, newest first, in folders by status
 * with their counts (Spam left out unless asked for), searched in the sender's own words,
 * filtered by who handles it, in pages. Each says what differs: its address, the column
 * between the sender and the status, the fields searched, a filter of its own, its words.
 */
export function inboxList(inbox: {
  path: string
  sender: string
  detail: ListColumn
  search: { placeholder: string; fields: readonly string[] }
  filters?: readonly ListFilter[]
  folders: { label: string; all: string }
  empty: string
}) {
  return {
    path: inbox.path,
    columns: [{ name: 'name', label: inbox.sender, cell: 'title' }, inbox.detail, { name: 'status', label: 'Status', cell: 'badge' }, { name: 'createdAt', label: 'Diterima', className: 'inbox-when' }],
    search: { label: 'Cari', ...inbox.search },
    filters: [
      ...(inbox.filters ?? []),
      { name: 'status', label: 'Status', all: 'Semua kecuali spam', except: { values: ['spam'], option: { value: 'all', label: 'Semua, termasuk spam' } }, folders: inbox.folders },
      { name: 'assignee', field: 'assigneeId', label: 'Ditangani oleh', all: 'Siapa saja', none: { value: 'none', label: 'Belum ditugaskan' } },
      UNREAD_FILTER,
    ],
    pageSize: DASHBOARD_PER_PAGE,
    empty: inbox.empty,
    live: true,
    className: 'inbox-table',
  } as const satisfies ListDefinition
}

/** Optional text: ends trimmed, '' when empty, at most `max` characters. */
const optionalText = (max: number, message: string, multiLine = false) =>
  (multiLine ? multiLineText() : singleLineText())
    .optional()
    .transform((value) => (value ?? '').trim())
    .refine((value) => value.length <= max, message)

/** Whom the form on a page was addressed to: the firm, an attorney, or a practice area. */
export const InquiryTargetRule = z.object({
  kind: z.enum(['firm', 'attorney', 'practiceArea']),
  id: z.string(),
  name: z.string(),
  /** The page the form was sent from. */
  path: z.string(),
})
export type InquiryTarget = z.infer<typeof InquiryTargetRule>

/** One internal note of staff. */
export const InquiryNoteRule = z.object({ at: z.string(), by: z.string(), byName: z.string(), text: z.string() })
export type InquiryNote = z.infer<typeof InquiryNoteRule>

/**
 * One email sent about the inquiry (the notification to staff, the acknowledgement to the
 * sender): pending until a transport accepted it, tried again by the sweep, failed after the
 * last try (shown in the inbox, and sent again from there).
 */
export const InquiryMailRule = z.object({
  kind: z.enum(['notification', 'acknowledgement']),
  /** The message id (file name, mail document id). */
  id: z.string(),
  to: z.array(z.string()),
  state: z.enum(['pending', 'sent', 'failed']),
  attempts: z.number().int(),
  /** When the next try is due (ISO), while pending. */
  nextAt: z.string(),
  lastError: z.string(),
  sentAt: z.string(),
  /** Where it went: the outbox file, the mail document, the SMTP server's answer. */
  ref: z.string(),
})
export type InquiryMail = z.infer<typeof InquiryMailRule>

/**
 * Inquiries: what a visitor sends through the contact form on /contact-us, an
 * attorney's page or a practice area's page. Never public: no page, feed, sitemap, search index
 * or JSON-LD reads them, firestore.rules lets only staff read them, and their writes leave the
 * render cache alone. Kept for the retention period (12 months by default), then deleted.
 */
export const inquiries = defineCollection({
  name: 'inquiries',
  labels: {
    title: 'Pesan Masuk',
    noun: 'pesan',
    create: 'Kirim pesan',
    edit: 'Pesan',
  },
  fields: {
    name: text({ ...TEXT.name, tidy: true, required: INQUIRY_MSG.nameRequired, max: [NAME_MAX, INQUIRY_MSG.nameMax] }),
    email: custom('text', emailRule(INQUIRY_MSG.emailRequired), { ...TEXT.email, required: true }, { default: '', example: 'budi@example.test', maxLength: EMAIL_MAX }),
    phone: custom('text', phoneRule(), TEXT.phone, { default: '', maxLength: 40 }),
    company: custom('text', optionalText(COMPANY_MAX, INQUIRY_MSG.companyMax), TEXT.company, { default: '', maxLength: COMPANY_MAX }),
    practiceAreaId: custom('reference', optionalText(200, INQUIRY_MSG.area), { ...TEXT.practiceAreaId, references: 'practiceAreas' }, { default: '' }),
    message: custom(
      'textarea',
      multiLineText({ error: INQUIRY_MSG.messageRequired })
        .transform((value) => value.trim())
        .refine((value) => value.length > 0, { message: INQUIRY_MSG.messageRequired, abort: true })
        .refine((value) => value.length >= INQUIRY_MESSAGE_MIN, INQUIRY_MSG.messageMin)
        .refine((value) => value.length <= INQUIRY_MESSAGE_MAX, INQUIRY_MSG.messageMax),
      { ...TEXT.message, required: true },
      { default: '', example: 'Kami memerlukan pendampingan untuk sengketa kontrak pasokan.', maxLength: INQUIRY_MESSAGE_MAX },
    ),
    otherParties: custom(
      'textarea',
      optionalText(OTHER_PARTIES_MAX, INQUIRY_MSG.otherPartiesMax, true),
      TEXT.otherParties,
      { default: '', maxLength: OTHER_PARTIES_MAX },
    ),
    consent: custom('enumeration', z.literal('ya', { error: INQUIRY_MSG.consent }), { label: 'Saya menyetujui pemrosesan data pribadi saya', required: true }, { example: 'ya' }),
  },
  stored: {
    status: enumeration(INQUIRY_STATUSES, { label: 'Status', indexed: true, message: INQUIRY_MSG.status, default: 'new', labels: INQUIRY_STATUS_LABELS }),
    /** Not yet opened by staff: the count beside Pesan Masuk in the navigation. */
    unread: custom('text', z.boolean(), { label: 'Belum dibaca', indexed: true }, { default: true }),
    /** The email in lower case: per-email limits and "delete this person's data" find every record by it. */
    emailKey: custom('text', z.string(), { label: 'Email (kunci)', indexed: true }, { default: '', example: 'budi@example.test' }),
    assigneeId: custom('reference', z.string(), { label: 'Ditangani oleh', references: 'profiles' }, { default: '' }),
    target: custom('text', InquiryTargetRule, { label: 'Ditujukan kepada' }, { default: { kind: 'firm', id: '', name: '', path: SITE_PATHS.contact } }),
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
    path: dashboardPath('inquiries'),
    sender: 'Pengirim',
    // The start of the message, under whom (or which practice area) it was addressed to.
    detail: { name: 'message', label: 'Pesan', className: 'inbox-excerpt' },
    search: { placeholder: 'Nama, email, perusahaan, isi pesan', fields: ['name', 'email', 'company', 'message', 'otherParties'] },
    folders: { label: 'Folder pesan', all: 'Kotak masuk' },
    filters: [MAIL_FAILED_FILTER],
    empty: 'Belum ada pesan. Pesan dari formulir kontak situs akan muncul di sini.',
  }),
})

export type InquiryInput = z.infer<typeof inquiries.formSchema>
