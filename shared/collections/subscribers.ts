import * as z from 'zod'
import { DASHBOARD_PER_PAGE, EMAIL_MAX, NAME_MAX } from '../schemas/limits'
import { singleLineText } from '../schemas/text-fields'
import { LANGS } from '../i18n/langs'
import { custom, defineCollection, enumeration, ids, storedInstant } from './define'
import { IdListSchema } from '../schemas/common'
import { emailRule } from './settings'
import { dashboardPath } from '../dashboard-path'

/** Days a confirmation link works (a signed link that expires); an unconfirmed request is deleted a day later. */
export const CONFIRM_LINK_DAYS = 7
/** Days a link to manage one's interests works (it shows the address and the choices). */
export const MANAGE_LINK_DAYS = 90
/** Days an unsubscribed or bounced address is kept (to undo a mistaken click, and for staff to see it), then deleted. */
export const INACTIVE_KEEP_DAYS = 30
/** At most one confirmation email per address in this time, whatever the form is sent: a form cannot flood a mailbox. */
export const CONFIRM_RESEND_MS = 10 * 60_000

/** Regulations one subscriber follows at most: a client follows the few laws of their business, and the form, the manage page and the queue's matching stay small. */
export const FOLLOWED_REGULATIONS_MAX = 50

/** Messages of the subscription form and Pelanggan (ours). */
export const SUBSCRIPTION_MSG = {
  emailRequired: 'Email harus diisi',
  nameMax: `Nama maksimal ${NAME_MAX} karakter`,
  lang: 'Bahasa tidak dikenal: pilih Bahasa Indonesia atau English',
  consent: 'Centang persetujuan ini agar kami dapat mengirimi Anda peringatan klien',
  status: 'Status tidak dikenal',
  unknownChoice: 'Pilihan minat tidak ditemukan: muat ulang halaman lalu pilih lagi',
  regulationsMax: `Anda dapat mengikuti paling banyak ${FOLLOWED_REGULATIONS_MAX} peraturan: hapus centang beberapa peraturan lalu simpan lagi`,
  unknownRegulation: 'Peraturan yang dipilih tidak ditemukan (mungkin sudah dihapus): muat ulang halaman lalu pilih lagi',
} as const

/**
 * Where a subscription stands. Pending: asked for, not yet confirmed (nothing but the
 * confirmation is ever sent). Active: confirmed, receives alerts. Unsubscribed and bounced
 * (the mail server refused the address for good): receive nothing, ever, until the owner of
 * the address confirms a new request.
 */
export const SUBSCRIBER_STATUSES = ['pending', 'active', 'unsubscribed', 'bounced'] as const
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number]
export const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatus, string> = {
  pending: 'Menunggu konfirmasi',
  active: 'Aktif',
  unsubscribed: 'Berhenti berlangganan',
  bounced: 'Ditolak server email',
}

/**
 * One email about the subscription itself (never an alert): the confirmation request, or, to an
 * address already subscribed, a note with the link to manage it (the same answer on the site
 * whatever the address's standing: no one learns who subscribes). Pending until a transport
 * accepted it, tried again by the sweep like an inquiry's emails.
 */
export const SubscriptionMailRule = z.object({
  kind: z.enum(['confirm', 'already']),
  /** The message id (file name, mail document id): one per request. */
  id: z.string(),
  /** The language it is written in (the page's where the form was sent). */
  lang: z.enum(LANGS),
  /** When the request planned it (ISO): at most one per CONFIRM_RESEND_MS. */
  plannedAt: z.string(),
  state: z.enum(['pending', 'sent', 'failed']),
  attempts: z.number().int(),
  nextAt: z.string(),
  lastError: z.string(),
  sentAt: z.string(),
  ref: z.string(),
  /**
   * A note to an active address whose request asked to follow regulations it does not follow:
   * the note's manage link offers them ticked (nothing is followed until the owner saves).
   */
  followRegulationIds: z.array(z.string()).max(FOLLOWED_REGULATIONS_MAX).optional(),
})
export type SubscriptionMail = z.infer<typeof SubscriptionMailRule>

/** The optional name: one line, ends trimmed, '' when empty. */
const nameRule = singleLineText()
  .optional()
  .transform((value) => (value ?? '').replace(/\s+/g, ' ').trim())
  .refine((value) => value.length <= NAME_MAX, SUBSCRIPTION_MSG.nameMax)

/**
 * Subscribers of the client alerts: readers who asked, through the form in every
 * page's footer, for an email when the firm publishes in the practice areas or categories they
 * chose, or on the regulations they follow (none chosen: everything), in Indonesian or English. Double opt-in: a request is stored
 * pending and only a click on the signed link of the confirmation email makes it active.
 * Personal data: never public, in no search index, feed or cache; staff-only in firestore.rules.
 */
export const subscribers = defineCollection({
  name: 'subscribers',
  labels: { title: 'Pelanggan', noun: 'pelanggan', create: 'Berlangganan', edit: 'Pelanggan' },
  fields: {
    email: custom('text', emailRule(SUBSCRIPTION_MSG.emailRequired), { label: 'Email', required: true }, { default: '', example: 'pelanggan@example.test', maxLength: EMAIL_MAX }),
    name: custom('text', nameRule, { label: 'Nama', help: 'Opsional.' }, { default: '', maxLength: NAME_MAX }),
    categoryIds: ids({ label: 'Kategori', references: 'categories' }),
    practiceAreaIds: ids({ label: 'Bidang praktik', references: 'practiceAreas' }),
    /**
     * The regulations followed ("tell me when you write about UU PDP": docs/decisions/0060-regulation-alerts.md):
     * an item linking one of them in Peraturan terkait reaches this subscriber. Absent on records
     * written before (read as none).
     */
    regulationIds: {
      ...custom('ids', IdListSchema.refine((list) => list.length <= FOLLOWED_REGULATIONS_MAX, SUBSCRIPTION_MSG.regulationsMax), { label: 'Peraturan yang diikuti', references: 'regulations' }, { array: true, default: [] }),
      absentIsDefault: true as const,
    },
    lang: enumeration(LANGS, { label: 'Bahasa email', message: SUBSCRIPTION_MSG.lang, default: 'id', labels: { id: 'Bahasa Indonesia', en: 'English' } }),
    consent: custom('enumeration', z.literal('ya', { error: SUBSCRIPTION_MSG.consent }), { label: 'Saya menyetujui pemrosesan data pribadi saya', required: true }, { example: 'ya' }),
  },
  stored: {
    status: enumeration(SUBSCRIBER_STATUSES, { label: 'Status', indexed: true, message: SUBSCRIPTION_MSG.status, default: 'pending', labels: SUBSCRIBER_STATUS_LABELS }),
    /** The email in lower case: one subscription per address, found by it (requests, "delete this person's data"). */
    emailKey: custom('text', z.string(), { label: 'Email (kunci)', indexed: true, unique: true }, { default: '', example: 'pelanggan@example.test' }),
    /** The last request through the form (ISO). */
    requestedAt: custom('text', z.string(), { label: 'Diminta' }, { default: '', example: '2026-01-01T00:00:00.000Z' }),
    confirmedAt: storedInstant({ label: 'Dikonfirmasi' }),
    unsubscribedAt: storedInstant({ label: 'Berhenti' }),
    /** Signs the one confirmation link that works (the newest request's); '' once confirmed. */
    confirmNonce: custom('text', z.string(), { label: 'Kunci konfirmasi' }, { default: '' }),
    /** Signs the unsubscribe and manage links; a new one (a new request confirmed) retires every older link. */
    linkKey: custom('text', z.string(), { label: 'Kunci tautan' }, { default: '' }),
    /** When the retention sweep deletes the record: a day after an unconfirmed link expires, or 30 days after leaving; null while active. */
    purgeAt: storedInstant({ label: 'Dihapus otomatis', indexed: true }),
    /** What the transport said when it refused the address for good. */
    bounceReason: custom('text', z.string(), { label: 'Alasan ditolak' }, { default: '' }),
    /** The page the form was sent from (a site path). */
    sourcePath: custom('text', z.string(), { label: 'Dikirim dari' }, { default: '' }),
    /**
     * Where the consent to be written to came from when staff imported the address (the CSV's note,
     * or the one typed for the whole file), '' for a request through the site's form (its own
     * checkbox). The address still confirms by the double opt-in email before any alert goes.
     */
    consentSource: custom('text', z.string(), { label: 'Sumber persetujuan' }, { default: '' }),
    /** When that consent was recorded (the import), null for the form's requests. */
    consentAt: storedInstant({ label: 'Persetujuan dicatat' }),
    mail: custom('lines', z.array(SubscriptionMailRule), { label: 'Email' }, { default: [] }),
    /** Some email is still to be sent: what the retry sweep looks for. */
    mailDue: custom('text', z.boolean(), { label: 'Email tertunda', indexed: true }, { default: false }),
  },
  // Newest first, searched in the address and the name (never a search index), in folders by status.
  list: {
    path: dashboardPath('subscribers'),
    columns: [
      { name: 'email', label: 'Pelanggan', cell: 'title' },
      { name: 'interests', label: 'Minat', className: 'inbox-excerpt', phoneLabel: true },
      { name: 'status', label: 'Status', cell: 'badge' },
      { name: 'requestedAt', label: 'Diminta', className: 'inbox-when', phoneLabel: true },
    ],
    search: { label: 'Cari', placeholder: 'Email atau nama', fields: ['email', 'name'] },
    filters: [{ name: 'status', label: 'Status', all: 'Semua', folders: { label: 'Status pelanggan', all: 'Semua' } }],
    pageSize: DASHBOARD_PER_PAGE,
    intro:
      'Pembaca berlangganan dari formulir di bagian bawah setiap halaman situs dan menerima peringatan setelah mengonfirmasi lewat email. Blog dan publikasi dikirim saat terbit bila “Kirim sebagai peringatan klien” dipilih pada itemnya, atau kategorinya dipilih di Pengaturan Situs.',
    empty: 'Belum ada pelanggan. Permintaan dari formulir langganan situs akan muncul di sini.',
    // Admins delete a subscriber on request (UU PDP): for good, nothing goes to Sampah.
    actions: {
      edit: false,
      remove: 'Data pelanggan ini, catatan peringatan yang diterimanya, dan salinan emailnya dihapus sekarang dan tidak dapat dipulihkan. Alamat ini tidak akan menerima peringatan lagi kecuali pemiliknya berlangganan ulang.',
      confirm: 'Hapus data',
    },
    className: 'inbox-table',
  },
})

export type SubscriptionInput = z.infer<typeof subscribers.formSchema>
