import * as z from 'zod'
import { mayApprove } from './access'
import { isMultiLineText, normalizeLineBreaks } from '../schemas/text-fields'
import { custom, defineCollection, enumeration, ids, storedInstant } from './define'
import { groupDigits } from '../group-digits'

/**
 * Tinjauan (docs/decisions/0051-review-before-publishing.md): with the setting on, a blog, a
 * publication or a block page goes public only once a reviewer approved what it says. One review
 * document per item, `{collection}-{itemId}`, beside the item rather than on it: a comment must
 * not bump the item's version (the author's open form would turn stale), nor reach a published
 * item's public Firestore read.
 */

/** What needs approval before it is published. */
export const REVIEWED_COLLECTIONS = ['blogs', 'publications', 'blockPages'] as const
export type ReviewedCollection = (typeof REVIEWED_COLLECTIONS)[number]

export function isReviewedCollection(collection: string): collection is ReviewedCollection {
  return (REVIEWED_COLLECTIONS as readonly string[]).includes(collection)
}

/** The review document of an item. */
export const reviewId = (collection: ReviewedCollection, itemId: string) => `${collection}-${itemId}`

/** Who may approve (admins and reviewers): the role table decides (shared/collections/access.ts). */
export { mayApprove }

/** A comment's length at most, and the reviewers one request names at most. */
export const REVIEW_COMMENT_MAX = 2_000
export const REVIEWERS_MAX = 10
/**
 * Steps one review keeps at most: a document holds its whole thread, so a script cannot grow it
 * past what a document holds. A new request starts the thread again.
 */
export const REVIEW_STEPS_MAX = 200

/** Where a review stands: waiting for a reviewer, sent back to the author, or approved. */
export const REVIEW_STATES = ['pending', 'changes', 'approved'] as const
export type ReviewState = (typeof REVIEW_STATES)[number]
export const REVIEW_STATE_LABELS: Record<ReviewState, string> = {
  pending: 'Menunggu tinjauan',
  changes: 'Perlu perubahan',
  approved: 'Disetujui',
}

/** The steps of a review, each a line of Riwayat, the activity log and an email. */
export const REVIEW_STEP_KINDS = ['request', 'comment', 'approve', 'changes'] as const
export type ReviewStepKind = (typeof REVIEW_STEP_KINDS)[number]
export const REVIEW_STEP_LABELS: Record<ReviewStepKind, string> = {
  request: 'Mengajukan tinjauan',
  comment: 'Komentar',
  approve: 'Menyetujui',
  changes: 'Meminta perubahan',
}

/** The labels of the buttons, exactly as staff see them. */
export const REVIEW_LABELS = {
  request: 'Ajukan tinjauan',
  comment: 'Komentar',
  approve: 'Setujui',
  changes: 'Minta perubahan',
} as const

const count = (n: number) => groupDigits(n)

export const REVIEW_MSG = {
  off: 'Tinjauan sebelum terbit tidak aktif. Admin dapat mengaktifkannya di Pengaturan Situs.',
  needsApproval: 'Item ini perlu disetujui peninjau sebelum terbit. Simpan draf, lalu pilih Ajukan tinjauan.',
  reviewersRequired: 'Pilih minimal satu peninjau',
  reviewersMax: `Pilih paling banyak ${REVIEWERS_MAX} peninjau`,
  reviewerUnknown: 'Peninjau yang dipilih tidak ditemukan atau tidak boleh menyetujui. Muat ulang halaman lalu pilih lagi.',
  reviewerSelf: 'Anda tidak dapat meninjau item yang Anda ajukan sendiri. Pilih rekan lain.',
  textRequired: 'Isi komentar harus diisi',
  changesRequired: 'Perubahan yang diminta harus ditulis',
  textMax: `Komentar maksimal ${count(REVIEW_COMMENT_MAX)} karakter`,
  textControl: 'Komentar berisi karakter kontrol yang tidak terlihat. Ketik ulang isinya.',
  notInReview: 'Item ini tidak sedang ditinjau. Muat ulang halaman untuk melihat keadaannya.',
  notReviewer: 'Anda tidak termasuk peninjau yang dipilih untuk item ini: hanya mereka yang dapat menyetujui atau meminta perubahan.',
  notInvolved: 'Anda tidak terlibat dalam tinjauan ini: hanya pengaju dan peninjaunya yang dapat menulis komentar.',
  stale: 'Item ini diubah sejak halaman dibuka. Periksa versi terbarunya sebelum menyetujui.',
  tooManySteps: `Tinjauan ini sudah berisi ${count(REVIEW_STEPS_MAX)} catatan. Ajukan tinjauan baru untuk melanjutkan.`,
  gone: 'Item ini sudah dihapus.',
} as const

/** One step of a review: when, who, what, and what they wrote (empty for a bare approval). */
export const ReviewStepRule = z.object({
  at: z.string(),
  by: z.string(),
  byName: z.string(),
  kind: z.enum(REVIEW_STEP_KINDS),
  text: z.string(),
})
export type ReviewStep = z.infer<typeof ReviewStepRule>

/** A comment's text: line breaks kept, control characters refused, bounded. */
const commentText = (required: string | null) =>
  z
    .string()
    .optional()
    .transform((value) => normalizeLineBreaks(value ?? '').trim())
    .refine((value) => required === null || value.length > 0, { message: required ?? '', abort: true })
    .refine((value) => value.length <= REVIEW_COMMENT_MAX, { message: REVIEW_MSG.textMax, abort: true })
    .refine((value) => isMultiLineText(value), REVIEW_MSG.textControl)

/** The item's version the page showed: a decision on a version nobody saw is refused. */
const shownVersion = z.coerce.number({ error: REVIEW_MSG.stale }).int(REVIEW_MSG.stale).min(0, REVIEW_MSG.stale)

/** Ajukan tinjauan: the reviewers chosen (their staff ids) and an optional note. */
export const ReviewRequestSchema = z.object({
  reviewers: z
    .union([z.string(), z.array(z.string())], { error: REVIEW_MSG.reviewersRequired })
    .transform((value) => [...new Set((Array.isArray(value) ? value : [value]).map((id) => id.trim()).filter(Boolean))])
    .refine((list) => list.length > 0, { message: REVIEW_MSG.reviewersRequired, abort: true })
    .refine((list) => list.length <= REVIEWERS_MAX, REVIEW_MSG.reviewersMax),
  text: commentText(null),
})

/** Komentar. */
export const ReviewCommentSchema = z.object({ text: commentText(REVIEW_MSG.textRequired) })

/** Setujui: an optional word, and the version approved. */
export const ReviewApproveSchema = z.object({ text: commentText(null), version: shownVersion })

/** Minta perubahan: what should change. */
export const ReviewChangesSchema = z.object({ text: commentText(REVIEW_MSG.changesRequired) })

/**
 * The review of one item. `waitingFor` holds the reviewers while the review is pending and
 * nobody otherwise, so Ringkasan asks one array-contains question of one field.
 */
export const reviews = defineCollection({
  name: 'reviews',
  labels: { title: 'Tinjauan', noun: 'tinjauan', create: 'Ajukan tinjauan', edit: 'Tinjauan' },
  fields: {},
  stored: {
    collection: enumeration(REVIEWED_COLLECTIONS, { label: 'Jenis', message: 'Jenis tidak dikenal', default: 'blogs' }),
    itemId: custom('text', z.string(), { label: 'Item' }, { default: '' }),
    /** The item's title when the review was last asked for (Ringkasan lists it without reading the item). */
    itemTitle: custom('text', z.string(), { label: 'Judul' }, { default: '' }),
    state: enumeration(REVIEW_STATES, { label: 'Keadaan', indexed: true, message: 'Keadaan tidak dikenal', default: 'pending', labels: REVIEW_STATE_LABELS }),
    reviewers: ids({ label: 'Peninjau' }),
    waitingFor: ids({ label: 'Menunggu', indexed: true }),
    requestedBy: custom('text', z.string(), { label: 'Diajukan oleh' }, { default: '' }),
    requestedAt: storedInstant({ label: 'Diajukan' }),
    /** What was approved: the digest of the item's content (functions/src/review/content-digest.ts), '' until approved. */
    approvedDigest: custom('text', z.string(), { label: 'Isi yang disetujui' }, { default: '' }),
    steps: custom('text', z.array(ReviewStepRule), { label: 'Langkah' }, { default: [] }),
  },
})

/** What the review panel of an item's form shows and posts to (built on the server). */
export interface ReviewPanelProps {
  /** The routes of this item's review: `{base}/request|comment|approve|changes`. */
  base: string
  /** The item's version the page shows (Setujui sends it). */
  version: number
  state: ReviewState | null
  /** The approval still covers the item as saved (no change since). */
  approvedCurrent: boolean
  steps: ReviewStep[]
  /** The reviewers named, by name. */
  reviewerNames: string[]
  /** Who may be chosen (staff whose role may approve, the signed-in member aside). */
  choices: { uid: string; name: string }[]
  /** What the signed-in member may do now. */
  may: { request: boolean; comment: boolean; decide: boolean }
}
