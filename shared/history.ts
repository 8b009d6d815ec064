/**
 * The editorial history: revisions of what staff edit and the activity log, as the
 * store keeps them and the dashboard shows them (docs/decisions/0026-history-and-activity-log.md).
 * Plain data, importable by the browser.
 */
import type { CollectionName } from './schemas/types'
import { PRIVATE_COLLECTIONS } from './collections/private'

/**
 * The collections staff edit by hand: every create, update and delete of one keeps a revision
 * (the whole document), written by the store in the same transaction as the change. Visitors'
 * submissions (inquiries, applications) are personal data with their own retention, and the
 * orderings are lists of ids rewritten by drag and drop: neither keeps revisions.
 */
export const REVISIONED_COLLECTIONS: ReadonlySet<CollectionName> = new Set<CollectionName>([
  'blogs',
  'publications',
  'profiles',
  'practiceAreas',
  'pages',
  'settings',
  'offices',
  'categories',
  'tags',
  'openings',
  'events',
])

/**
 * Writers that are not a person: their changes keep revisions (the seed's first version is a
 * version like any other) but are not staff activity.
 */
export const SYSTEM_ACTORS: ReadonlySet<string> = new Set(['seed', 'system', 'visitor', 'retention', 'migration'])

/** Who changes staff accounts with `npm run staff` (functions/src/cli/staff.ts), in the log. */
export const CLI_ACTOR = 'cli'

/**
 * Who deletes personal data past its retention period (the sweeps of inquiries, applications
 * and event registrations): shown as Sistem; its deletions are logged as one counted line a run
 * (`retention-delete`), never one per person.
 */
export const RETENTION_ACTOR = 'retention'

/** `restore`: put back from Sampah (the whole document again, as a new version). */
export type RevisionAction = 'create' | 'update' | 'delete' | 'restore'

/** One revision without its document: what the history panel lists. */
export interface RevisionSummary {
  /** Sortable by time: the instant, then a random tail (also the record's id). */
  id: string
  at: string
  collection: CollectionName
  docId: string
  /** The document's version after the change (for a delete, the version deleted). */
  version: number
  action: RevisionAction
  /** Staff uid, or a system writer (`seed`). */
  actor: string
}

export interface Revision extends RevisionSummary {
  /** The whole document after the change (for a delete, as it was), metadata included. */
  doc: Record<string, unknown>
}

export const ACTIVITY_ACTIONS = [
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'staff-create',
  'staff-invite',
  'staff-invite-revoked',
  'password-reset-sent',
  'password-set-by-link',
  'staff-password',
  'staff-disable',
  'staff-enable',
  'staff-role',
  'password-change',
  'name-change',
  'two-factor-on',
  'two-factor-off',
  'two-factor-reset',
  'two-factor-failed',
  'recovery-code-used',
  'recovery-codes-new',
  'two-factor-policy',
  'create',
  'update',
  'delete',
  'restore',
  'purge',
  'digest-send',
  'subscriber-import',
  'reply',
  'assign-mail',
  'review-request',
  'review-comment',
  'review-approve',
  'review-changes',
  'registrants-export',
  'event-thanks-send',
  'retention-delete',
] as const
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number]

/** How the log names each action (the filter's choices and each row's verb). */
export const ACTIVITY_LABELS: Record<ActivityAction, string> = {
  'sign-in': 'Masuk',
  'sign-in-failed': 'Gagal masuk',
  'sign-out': 'Keluar',
  'staff-create': 'Akun staf dibuat',
  'staff-invite': 'Staf diundang',
  'staff-invite-revoked': 'Undangan dibatalkan',
  'password-reset-sent': 'Tautan atur ulang kata sandi dikirim',
  'password-set-by-link': 'Kata sandi dibuat lewat tautan email',
  'staff-password': 'Kata sandi diatur ulang',
  'staff-disable': 'Akun dinonaktifkan',
  'staff-enable': 'Akun diaktifkan',
  'staff-role': 'Peran diubah',
  'password-change': 'Mengganti kata sandinya',
  'name-change': 'Mengganti namanya',
  'two-factor-on': 'Verifikasi dua langkah diaktifkan',
  'two-factor-off': 'Verifikasi dua langkah dimatikan',
  'two-factor-reset': 'Verifikasi dua langkah diatur ulang',
  'two-factor-failed': 'Kode verifikasi salah',
  'recovery-code-used': 'Kode pemulihan dipakai',
  'recovery-codes-new': 'Kode pemulihan dibuat ulang',
  'two-factor-policy': 'Aturan verifikasi dua langkah diubah',
  create: 'Membuat',
  update: 'Mengubah',
  delete: 'Menghapus',
  restore: 'Memulihkan',
  'digest-send': 'Mengirim Buletin',
  'subscriber-import': 'Mengimpor pelanggan dari CSV',
  purge: 'Menghapus permanen',
  reply: 'Membalas pengirim (email)',
  'assign-mail': 'Memberi tahu yang ditugaskan (email)',
  'review-request': 'Mengajukan tinjauan',
  'review-comment': 'Mengomentari tinjauan',
  'review-approve': 'Menyetujui (tinjauan)',
  'review-changes': 'Meminta perubahan (tinjauan)',
  'registrants-export': 'Mengunduh daftar pendaftar acara (CSV)',
  'event-thanks-send': 'Mengirim ucapan terima kasih acara (email)',
  'retention-delete': 'Dihapus otomatis karena masa simpan habis',
}

/**
 * One line of the activity log. Never changed once written, except that a line of repeated
 * failures counts the next ones of its hour (`count`, `lastAt`); deleted after a year.
 */
export interface ActivityEntry {
  /** Sortable by time, as a revision's id. */
  id: string
  at: string
  action: ActivityAction
  /** The staff uid who acted (or whose account a failed sign-in named); '' when unknown. */
  actor: string
  /** The item acted on: a document, or a staff account (`collection` absent, `itemId` the uid). */
  collection?: CollectionName
  itemId?: string
  /** The item's title or name when it happened (never for personal data). */
  itemTitle?: string
  /** The client's address (sign-ins). */
  address?: string
  /**
   * What else the line says: the new role, an unknown email a failed sign-in used (masked), how
   * many records a retention sweep deleted and after how long.
   */
  detail?: string
  /**
   * A line that stands for repeated failures (failed sign-ins from one address for one account
   * within an hour, history/failed-sign-ins.ts): how many, and when the last was. Absent: once.
   */
  count?: number
  lastAt?: string
}

export type NewActivity = Omit<ActivityEntry, 'id' | 'at'> & { at?: string }

/** The activity log's filter (every part optional); `before` is the id the next page starts under. */
export interface ActivityFilter {
  actor?: string
  action?: ActivityAction
  /** From this instant (inclusive). */
  from?: string
  /** Up to this instant (exclusive). */
  to?: string
  before?: string
  limit: number
}

export type HistoryKind = 'revisions' | 'activity'
export interface HistoryRecords {
  revisions: Revision
  activity: ActivityEntry
}

/**
 * A record id that sorts as its instant: `2026-03-16T05:00:00.000Z~`, a counter and random
 * characters. The counter orders the records one process writes within one millisecond (a
 * create and the update right after it); the random tail keeps two processes' ids apart.
 */
export function historyId(at: string, random: () => string = randomTail): string {
  counter = (counter + 1) % COUNTER_SPAN
  return `${at}~${counter.toString(36).padStart(4, '0')}${random()}`
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789'
const COUNTER_SPAN = 36 ** 4
let counter = 0

function randomTail(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6))
  return [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join('')
}

/** What a document is called in the log and the history: its title, else its name, else its id. */
export function itemTitle(collection: CollectionName, doc: Record<string, unknown> | null | undefined, id: string): string | undefined {
  if (PRIVATE_COLLECTIONS.has(collection)) return undefined
  if (!doc) return id
  for (const key of ['title', 'name', 'heading']) {
    const value = doc[key]
    if (typeof value === 'string' && value.trim()) return value.trim().slice(0, 200)
  }
  return id
}
