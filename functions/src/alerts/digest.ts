/**
 * Buletin (docs/decisions/0053-digest-and-import.md): staff gather recent published blogs and
 * publications under an intro and send them to chosen practice-area lists. A Buletin is an alert
 * like an item's (reason `digest`, its content on the record), so it goes through the same
 * durable queue, the same mail path with the one-click unsubscribe headers, and the same report
 * in Pelanggan.
 */
import { createHash } from 'node:crypto'
import * as z from 'zod'
import { matchesDigest } from '../../../shared/alert-reach'
import { formatDate } from '../../../shared/format'
import { isPublishedAt } from '../../../shared/publish-rule'
import type { Alert, Blog, PracticeArea, Publication } from '../../../shared/schemas/types'
import { COLLECTION_MODULES } from '../../../shared/collections'
import type { ContentStore } from '../backends/ports'
import { isPublicInEnglish } from '../search/records'
import type { PostCollection } from './alert-planner'
import { groupDigits } from '../../../shared/group-digits'

/** How far back the compose page offers items. */
export const DIGEST_RECENT_DAYS = 90
/** Items the compose page offers at most (newest first). */
export const DIGEST_OFFER_MAX = 40
/** Items one Buletin carries at most: an email is read, not scrolled. */
export const DIGEST_ITEMS_MAX = 12
/** Characters of the intro. */
export const DIGEST_INTRO_MAX = 2_000

const DAY_MS = 86_400_000

export const DIGEST_MSG = {
  noItems: 'Pilih minimal satu item.',
  tooManyItems: `Pilih paling banyak ${DIGEST_ITEMS_MAX} item.`,
  unknownItem: 'Item yang dipilih tidak lagi terbit atau tidak ditemukan: muat ulang halaman lalu pilih lagi.',
  unknownArea: 'Bidang praktik yang dipilih tidak ditemukan: muat ulang halaman lalu pilih lagi.',
  introMax: `Pengantar maksimal ${groupDigits(DIGEST_INTRO_MAX)} karakter.`,
  noRecipients: 'Tidak ada pelanggan aktif di daftar yang dipilih: tidak ada yang akan menerima buletin ini.',
} as const

/** The compose form as sent: item references `blogs/{id}` or `publications/{id}`. */
export const DigestFormRule = z.object({
  intro: z
    .string()
    .default('')
    .transform((value) => value.replace(/\r\n?/g, '\n').trim())
    .refine((value) => value.length <= DIGEST_INTRO_MAX, DIGEST_MSG.introMax),
  items: z.array(z.string()).default([]),
  practiceAreaIds: z.array(z.string()).default([]),
})
export type DigestForm = z.infer<typeof DigestFormRule>

/** An item the compose page offers. */
export interface DigestOffer {
  ref: string
  collection: PostCollection
  id: string
  title: string
  publishedAt: string
  hasEnglish: boolean
}

/** Published blogs and publications of the last DIGEST_RECENT_DAYS, newest first. */
export async function recentItems(store: ContentStore, now: Date): Promise<DigestOffer[]> {
  const since = new Date(now.getTime() - DIGEST_RECENT_DAYS * DAY_MS).toISOString()
  const nowIso = now.toISOString()
  const read = (collection: PostCollection) =>
    store.query(collection, {
      where: [
        { field: 'publishedAt', op: '>', value: since },
        { field: 'publishedAt', op: '<=', value: nowIso },
      ],
    })
  const [blogs, publications] = await Promise.all([read('blogs'), read('publications')])
  const offer = (collection: PostCollection) => (post: Blog | Publication) =>
    isPublishedAt(post, now)
      ? [{ ref: `${collection}/${post.id}`, collection, id: post.id, title: post.title, publishedAt: post.publishedAt!, hasEnglish: isPublicInEnglish(COLLECTION_MODULES[collection], post, now) }]
      : []
  return [...blogs.flatMap(offer('blogs')), ...publications.flatMap(offer('publications'))]
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
    .slice(0, DIGEST_OFFER_MAX)
}

export interface DigestCheck {
  errors: { items?: string; practiceAreaIds?: string; intro?: string }
  items: DigestOffer[]
  areas: PracticeArea[]
  /** Active subscribers it would reach now, by the language they read. */
  reach: { id: number; en: number }
}

/** The form checked against the store: items still offered, areas that exist, who it reaches. */
export async function checkDigest(store: ContentStore, form: DigestForm, offers: readonly DigestOffer[]): Promise<DigestCheck> {
  const errors: DigestCheck['errors'] = {}
  const byRef = new Map(offers.map((o) => [o.ref, o]))
  const refs = [...new Set(form.items)]
  if (refs.length === 0) errors.items = DIGEST_MSG.noItems
  else if (refs.length > DIGEST_ITEMS_MAX) errors.items = DIGEST_MSG.tooManyItems
  else if (refs.some((ref) => !byRef.has(ref))) errors.items = DIGEST_MSG.unknownItem
  const items = refs.flatMap((ref) => byRef.get(ref) ?? []).sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
  const areaIds = [...new Set(form.practiceAreaIds)]
  const [areas, active] = await Promise.all([store.getMany('practiceAreas', areaIds), store.query('subscribers', { where: [{ field: 'status', op: '==', value: 'active' }] })])
  if (areas.length !== areaIds.length) errors.practiceAreaIds = DIGEST_MSG.unknownArea
  const reach = { id: 0, en: 0 }
  for (const s of active) if (matchesDigest(s, areaIds)) reach[s.lang === 'en' ? 'en' : 'id']++
  if (!errors.practiceAreaIds && reach.id + reach.en === 0) errors.practiceAreaIds = DIGEST_MSG.noRecipients
  return { errors, items, areas, reach }
}

/** Queues a checked Buletin: an alert the queue prepares and sends like an item's. */
/** A Buletin sent again with the same content within this window is the same Buletin. */
export const DIGEST_REPEAT_WINDOW_MS = 10 * 60_000

/**
 * The id of a Buletin: its content and its ten-minute window. Kirim pressed twice, or the form
 * sent again by the browser, names the Buletin already queued instead of mailing every
 * subscriber a second copy.
 */
export function digestId(input: { intro: string; items: readonly { collection: string; id: string }[]; practiceAreaIds: readonly string[] }, now: Date): string {
  const content = JSON.stringify([input.intro, input.items.map(({ collection, id }) => `${collection}/${id}`), [...input.practiceAreaIds].sort()])
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 12)
  return `digest-${Math.floor(now.getTime() / DIGEST_REPEAT_WINDOW_MS).toString(36)}-${hash}`
}

/** Queues a Buletin; `repeated` when the same one was queued in its window (nothing new is written). */
export async function createDigest(store: ContentStore, input: { intro: string; items: readonly DigestOffer[]; practiceAreaIds: readonly string[] }, options: { now: Date; actor: string }): Promise<Alert & { repeated?: true }> {
  const id = digestId(input, options.now)
  const queued = await store.get('alerts', id)
  if (queued) return { ...queued, repeated: true }
  return store.create(
    'alerts',
    {
      // The item fields are an item's alert's: a Buletin names itself there, its content is in `digest`.
      collection: 'blogs',
      postId: id,
      title: `Buletin ${formatDate(options.now.toISOString(), 'id')}`,
      reason: 'digest',
      state: 'preparing',
      recipients: 0,
      finishedAt: null,
      counts: null,
      digest: { intro: input.intro, items: input.items.map(({ collection, id: postId }) => ({ collection, id: postId })), practiceAreaIds: [...input.practiceAreaIds] },
    },
    { actor: options.actor, id },
  )
}
