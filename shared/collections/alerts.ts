import * as z from 'zod'
import { dashboardPath } from '../dashboard-path'
import { DASHBOARD_PER_PAGE } from '../schemas/limits'
import { custom, defineCollection, enumeration, storedInstant } from './define'

/**
 * Whether a blog or publication goes out as a client alert when it is published:
 * by the category setting (Pengaturan Situs names the categories sent by default), always, or
 * never. A select on the post's form, stored on the post.
 */
export const SEND_ALERT_CHOICES = ['auto', 'yes', 'no'] as const
export type SendAlertChoice = (typeof SEND_ALERT_CHOICES)[number]
export const SEND_ALERT_LABELS: Record<SendAlertChoice, string> = {
  auto: 'Otomatis: bila kategorinya dipilih di Pengaturan Situs',
  yes: 'Ya, kirim saat terbit',
  no: 'Jangan kirim',
}

/** Where an alert is: its recipients being listed, being sent, or finished (every recipient sent, failed or skipped). */
export const ALERT_STATES = ['preparing', 'sending', 'done'] as const
export type AlertState = (typeof ALERT_STATES)[number]
export const ALERT_STATE_LABELS: Record<AlertState, string> = { preparing: 'Menyiapkan penerima', sending: 'Sedang dikirim', done: 'Selesai' }

/** Why an item went out: chosen on the item, or by its category's setting; or a Buletin staff composed (docs/decisions/0053-digest-and-import.md). */
export const ALERT_REASONS = ['chosen', 'category', 'digest'] as const
export const ALERT_REASON_LABELS: Record<(typeof ALERT_REASONS)[number], string> = { chosen: 'Dipilih pada item', category: 'Kategori dikirim otomatis', digest: 'Buletin disusun staf' }

/** A Buletin's content: the intro staff wrote, the items it gathers (newest first) and the practice-area lists it goes to. */
export const DigestRule = z.object({
  intro: z.string(),
  items: z.array(z.object({ collection: z.enum(['blogs', 'publications']), id: z.string() })),
  practiceAreaIds: z.array(z.string()),
})
export type Digest = z.infer<typeof DigestRule>

/** The counts of a finished alert, kept when the per-recipient records are deleted by the retention sweep. */
export const AlertCountsRule = z.object({ sent: z.number().int(), failed: z.number().int(), bounced: z.number().int(), skipped: z.number().int() })
export type AlertCounts = z.infer<typeof AlertCountsRule>

/**
 * Client alerts: one per published blog or publication sent to subscribers, its id
 * `{collection}-{postId}` so an item can never have two (the store refuses a second create), and
 * its recipients in `alertDeliveries`. Private, staff-only: the per-alert report in Pelanggan.
 */
export const alerts = defineCollection({
  name: 'alerts',
  labels: { title: 'Peringatan klien', noun: 'peringatan', create: 'Kirim peringatan', edit: 'Peringatan klien' },
  fields: {},
  stored: {
    collection: custom('text', z.enum(['blogs', 'publications']), { label: 'Jenis' }, { default: 'blogs' }),
    postId: custom('text', z.string(), { label: 'Item' }, { default: '' }),
    /** The item's title when the alert was made (the item may be renamed or deleted later). */
    title: custom('text', z.string(), { label: 'Judul' }, { default: '' }),
    reason: enumeration(ALERT_REASONS, { label: 'Alasan', message: 'Alasan tidak dikenal', default: 'chosen', labels: ALERT_REASON_LABELS }),
    state: enumeration(ALERT_STATES, { label: 'Keadaan', indexed: true, message: 'Keadaan tidak dikenal', default: 'preparing', labels: ALERT_STATE_LABELS }),
    /** Recipients listed when it was prepared. */
    recipients: custom('text', z.number().int(), { label: 'Penerima' }, { default: 0 }),
    finishedAt: storedInstant({ label: 'Selesai' }),
    /** A Buletin's content (reason `digest`); null for an item's alert. */
    digest: custom('text', DigestRule.nullable(), { label: 'Buletin' }, { default: null }),
    /** The counts once finished (null while sending: counted from the recipients then). */
    counts: custom('text', AlertCountsRule.nullable(), { label: 'Jumlah' }, { default: null }),
  },
  // The reports in Pelanggan, newest first: each alert's item, where it stands and its counts; the item links to its report.
  list: {
    path: `${dashboardPath('subscribers')}/alerts`,
    title: 'Laporan peringatan klien',
    columns: [
      { name: 'title', label: 'Item', cell: 'title' },
      { name: 'state', label: 'Keadaan', cell: 'badge' },
      { name: 'recipients', label: 'Penerima', phoneLabel: true },
      { name: 'createdAt', label: 'Dibuat', className: 'inbox-when', phoneLabel: true },
    ],
    pageSize: DASHBOARD_PER_PAGE,
    empty: 'Belum ada peringatan yang dikirim. Pilih Kirim sebagai peringatan klien pada blog atau publikasi, atau pilih kategorinya di Pengaturan Situs.',
    actions: { edit: false },
    className: 'inbox-table',
  },
})

/**
 * One recipient's copy of an alert. Pending (due at `dueAt`), sending (claimed by a sender until
 * `dueAt`, its lease: a sender that dies leaves it due again), then sent, failed (after the last
 * try), bounced (refused for good by the mail server) or skipped (the address left or was
 * deleted before its turn: never written to).
 */
export const DELIVERY_STATES = ['pending', 'sending', 'sent', 'failed', 'bounced', 'skipped'] as const
export type DeliveryState = (typeof DELIVERY_STATES)[number]
export const DELIVERY_STATE_LABELS: Record<DeliveryState, string> = {
  pending: 'Menunggu giliran',
  sending: 'Sedang dikirim',
  sent: 'Terkirim',
  failed: 'Gagal',
  bounced: 'Ditolak server email',
  skipped: 'Dilewati (berhenti atau dihapus)',
}

/** An alert's recipients (`{alertId}.{subscriberId}`): the alerts' durable queue. */
export const alertDeliveries = defineCollection({
  name: 'alertDeliveries',
  labels: { title: 'Penerima peringatan', noun: 'penerima', create: 'Tambah penerima', edit: 'Penerima' },
  fields: {},
  stored: {
    alertId: custom('text', z.string(), { label: 'Peringatan', indexed: true }, { default: '' }),
    subscriberId: custom('text', z.string(), { label: 'Pelanggan', indexed: true }, { default: '' }),
    state: enumeration(DELIVERY_STATES, { label: 'Keadaan', indexed: true, message: 'Keadaan tidak dikenal', default: 'pending', labels: DELIVERY_STATE_LABELS }),
    /** When it is next due: its turn, its next try, or the end of a sender's lease; null once settled. */
    dueAt: storedInstant({ label: 'Jatuh tempo', indexed: true }),
    attempts: custom('text', z.number().int(), { label: 'Percobaan' }, { default: 0 }),
    /** The language it was sent in. */
    lang: custom('text', z.string(), { label: 'Bahasa' }, { default: '' }),
    lastError: custom('text', z.string(), { label: 'Kesalahan terakhir' }, { default: '' }),
    sentAt: storedInstant({ label: 'Terkirim' }),
    /** Where it went: the outbox file, the mail document, the SMTP server's answer. */
    ref: custom('text', z.string(), { label: 'Tujuan' }, { default: '' }),
  },
})
