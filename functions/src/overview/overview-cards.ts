/**
 * Ringkasan's cards (docs/decisions/0050-staff-overview.md): each a count of what needs staff's
 * attention, its first few items and the filtered lists that hold them all. Every read is
 * bounded, so the landing page costs the same with ten items or ten thousand: a count
 * aggregation with a query of at most CARD_ITEMS, or, where the store cannot ask the question (a
 * draft's last author, an English version gone stale, an inquiry's failed email), one scan of the
 * latest RECENT_SCAN changes, whose count then reads "at least".
 */
import type { CollectionName } from '../../../shared/collections'
import { mayDo } from '../../../shared/collections/access'
import { blogs } from '../../../shared/collections/blogs'
import { publications } from '../../../shared/collections/publications'
import { BLOCK_PAGES_PATH } from '../../../shared/collections/block-pages'
import { CLOSING_SOON_DAYS } from '../../../shared/collections/list'
import { needsUpdate } from '../../../shared/collections/translation-status'
import { dashboardPath } from '../../../shared/dashboard-path'
import { formatDate } from '../../../shared/format'
import { jakartaDay } from '../../../shared/opening-rule'
import type { StaffUser } from '../../../shared/schemas/staff'
import { withQuery } from '../../../shared/urls'
import { ALERTS_PATH } from '../../../web/src/dashboard/collections/subscribers/paths'
import type { OverviewCard, OverviewItem } from '../../../web/src/dashboard/overview/overview-types'
import type { ContentStore, DocOf, Where } from '../backends/ports'
import { reviewIsOn } from '../review/publish-gate'
import { countByState, registrationsOf } from '../collections/registrations/seats'
import { REVIEW_BASES } from '../review/routes'

/** Items a card names; the rest are in its list. */
export const CARD_ITEMS = 5
/** The latest changes a scan reads, per collection, where the store cannot count the question. */
export const RECENT_SCAN = 100
/** How far ahead Terjadwal and the closing openings look (the openings list's filter says the same). */
export const AHEAD_DAYS = CLOSING_SOON_DAYS

const DAY_MS = 86_400_000
const JAKARTA_OFFSET_MS = 7 * 3_600_000

export interface CardContext {
  store: ContentStore
  user: Pick<StaffUser, 'uid' | 'role'>
  now: Date
}

interface CardSource {
  /** The collections whose items it shows: hidden from a role that may not open any of them (shared/collections/access.ts). */
  collections: CollectionName[]
  /** The card, or null when it has nothing to say to this member (Menunggu tinjauan while reviews are off). */
  load(context: CardContext): Promise<Omit<OverviewCard, 'id'> | null>
}

/**
 * The cards in the order the page shows them, "Menunggu tinjauan" (items waiting for the
 * member's approval) first.
 */
export const CARD_SLOTS = ['review', 'inquiries', 'applications', 'scheduled', 'drafts', 'english', 'mail', 'alerts', 'openings', 'events'] as const
export type CardSlot = (typeof CARD_SLOTS)[number]

const POSTS = [
  { collection: 'blogs', module: blogs },
  { collection: 'publications', module: publications },
] as const

const dayOf = (iso: string) => formatDate(iso)

/** The unread items of an inbox, newest first (an index: unread, createdAt). */
function unreadCard(collection: 'inquiries' | 'applications', title: string, path: string): CardSource {
  return {
    collections: [collection],
    async load({ store }) {
      const where: Where[] = [{ field: 'unread', op: '==', value: true }]
      const [count, docs] = await Promise.all([
        store.count(collection, { where }),
        store.query(collection, { where, orderBy: [{ field: 'createdAt', direction: 'desc' }], limit: CARD_ITEMS }),
      ])
      const items = (docs as DocOf<'inquiries' | 'applications'>[]).map((doc) => ({
        label: doc.name,
        href: `${path}/${doc.id}`,
        detail: 'openingTitle' in doc && doc.openingTitle ? `${doc.openingTitle} · ${dayOf(doc.createdAt)}` : dayOf(doc.createdAt),
      }))
      return { title, count, unit: 'belum dibaca', items, links: [{ label: `Buka ${title}`, href: withQuery(path, { unread: 'true' }) }], empty: 'Semua sudah dibaca.' }
    },
  }
}

/** Items published in the next AHEAD_DAYS, soonest first: a range on the publish date (one field, no composite index). */
const scheduled: CardSource = {
  collections: ['blogs', 'publications', 'blockPages'],
  async load({ store, now }) {
    const where: Where[] = [
      { field: 'publishedAt', op: '>', value: now.toISOString() },
      { field: 'publishedAt', op: '<=', value: new Date(now.getTime() + AHEAD_DAYS * DAY_MS).toISOString() },
    ]
    const sources = [
      { collection: 'blogs', edit: dashboardPath('blogs'), kind: blogs.labels.title },
      { collection: 'publications', edit: dashboardPath('publications'), kind: publications.labels.title },
      { collection: 'blockPages', edit: BLOCK_PAGES_PATH, kind: 'Halaman' },
    ] as const
    const read = await Promise.all(
      sources.map(async (source) => ({
        source,
        count: await store.count(source.collection, { where }),
        docs: (await store.query(source.collection, { where, orderBy: [{ field: 'publishedAt' }], limit: CARD_ITEMS })) as { id: string; title: string; publishedAt: string | null }[],
      })),
    )
    const items = read
      .flatMap(({ source, docs }) => docs.map((doc) => ({ at: doc.publishedAt ?? '', item: { label: doc.title, href: `${source.edit}/${doc.id}/edit`, detail: `${source.kind} · terbit ${dayOf(doc.publishedAt ?? '')}` } })))
      .sort((a, b) => a.at.localeCompare(b.at))
      .slice(0, CARD_ITEMS)
      .map(({ item }) => item)
    return {
      title: 'Terjadwal',
      count: read.reduce((sum, r) => sum + r.count, 0),
      unit: `terbit dalam ${AHEAD_DAYS} hari`,
      items,
      links: POSTS.map(({ collection, module }) => ({ label: `${module.labels.title} terjadwal`, href: withQuery(dashboardPath(collection), { status: 'scheduled' }) })),
      empty: `Tidak ada yang terbit dalam ${AHEAD_DAYS} hari ke depan.`,
    }
  },
}

type PostModule = (typeof POSTS)[number]['module']

/** The latest RECENT_SCAN changes of each post collection, read once per page for the cards that scan them. */
const recentScans = new WeakMap<CardContext, Promise<{ post: (typeof POSTS)[number]; docs: DocOf<'blogs'>[] }[]>>()
function recentPosts(context: CardContext) {
  let read = recentScans.get(context)
  if (!read) {
    read = Promise.all(
      POSTS.map(async (post) => ({ post, docs: (await context.store.query(post.collection, { orderBy: [{ field: 'updatedAt', direction: 'desc' }], limit: RECENT_SCAN })) as DocOf<'blogs'>[] })),
    )
    recentScans.set(context, read)
  }
  return read
}

/** The scanned posts that pass `keep`, newest change first, and whether a scan came back full (its count then a lower bound). */
async function scanPosts(context: CardContext, keep: (doc: DocOf<'blogs'>, module: PostModule) => boolean) {
  const read = await recentPosts(context)
  const kept = read
    .flatMap(({ post, docs }) => docs.filter((doc) => keep(doc, post.module)).map((doc) => ({ doc, post })))
    .sort((a, b) => b.doc.updatedAt.localeCompare(a.doc.updatedAt))
  return { kept, atLeast: read.some(({ docs }) => docs.length === RECENT_SCAN) }
}

/** Drafts the signed-in staff member saved last. */
const drafts: CardSource = {
  collections: ['blogs', 'publications'],
  async load(context) {
    const { kept, atLeast } = await scanPosts(context, (doc) => doc.publishedAt === null && doc.updatedBy === context.user.uid)
    return {
      title: 'Draf saya',
      count: kept.length,
      ...(atLeast ? { atLeast } : {}),
      unit: 'draf terakhir disimpan oleh Anda',
      items: kept.slice(0, CARD_ITEMS).map(({ doc, post }) => ({ label: doc.title, href: `${dashboardPath(post.collection)}/${doc.id}/edit`, detail: `${post.module.labels.title} · disimpan ${dayOf(doc.updatedAt)}` })),
      links: POSTS.map(({ collection, module }) => ({ label: `Draf ${module.labels.noun} saya`, href: withQuery(dashboardPath(collection), { status: 'draft', oleh: 'saya' }) })),
      empty: 'Anda tidak punya draf.',
    }
  },
}

/** English versions whose Indonesian text changed since (Perlu diperbarui, shared/collections/translation-status.ts). */
const english: CardSource = {
  collections: ['blogs', 'publications'],
  async load(context) {
    const { kept, atLeast } = await scanPosts(context, (doc, module) => needsUpdate(module, doc as unknown as Record<string, unknown>))
    return {
      title: 'Versi Inggris perlu diperbarui',
      count: kept.length,
      ...(atLeast ? { atLeast } : {}),
      unit: 'teks Indonesia berubah sesudah versi Inggrisnya ditulis',
      items: kept.slice(0, CARD_ITEMS).map(({ doc, post }) => ({ label: doc.title, href: `${dashboardPath(post.collection)}/${doc.id}/edit`, detail: `${post.module.labels.title} · diubah ${dayOf(doc.updatedAt)}` })),
      links: POSTS.map(({ collection, module }) => ({ label: `${module.labels.title}: Perlu diperbarui`, href: withQuery(dashboardPath(collection), { lang: 'stale-en' }) })),
      empty: 'Semua versi Inggris sesuai teks Indonesianya.',
    }
  },
}

/**
 * Emails that failed after their last try: client alerts' copies (counted by their indexed state)
 * and an inquiry's notification or acknowledgement (in the inquiry's own record: the latest
 * RECENT_SCAN inquiries are read, as the inbox's retry sweep reads its due ones).
 */
const mail: CardSource = {
  collections: ['alerts', 'inquiries'],
  async load({ store }) {
    const failedWhere: Where[] = [{ field: 'state', op: '==', value: 'failed' }]
    const [failedAlerts, bouncedAlerts, failedDeliveries, recentInquiries] = await Promise.all([
      store.count('alertDeliveries', { where: failedWhere }),
      store.count('alertDeliveries', { where: [{ field: 'state', op: '==', value: 'bounced' }] }),
      store.query('alertDeliveries', { where: failedWhere, limit: 50 }),
      store.query('inquiries', { orderBy: [{ field: 'createdAt', direction: 'desc' }], limit: RECENT_SCAN }),
    ])
    const inquiries = recentInquiries.filter((doc) => doc.mail.some((m) => m.state === 'failed'))
    const alertIds = [...new Set(failedDeliveries.map((d) => d.alertId))]
    const alertDocs = await store.getMany('alerts', alertIds.slice(0, CARD_ITEMS))
    const items: OverviewItem[] = [
      ...inquiries.map((doc) => ({ label: doc.name, href: `${dashboardPath('inquiries')}/${doc.id}`, detail: `Email Pesan Masuk · ${dayOf(doc.createdAt)}` })),
      ...alertDocs.map((alert) => ({ label: alert.title, href: withQuery(`${ALERTS_PATH}/${alert.id}`, { state: 'failed' }), detail: 'Peringatan klien' })),
    ].slice(0, CARD_ITEMS)
    return {
      title: 'Email gagal terkirim',
      count: failedAlerts + bouncedAlerts + inquiries.length,
      ...(recentInquiries.length === RECENT_SCAN ? { atLeast: true } : {}),
      unit: 'email gagal atau ditolak server email',
      items,
      links: [
        { label: 'Laporan peringatan klien', href: ALERTS_PATH },
        { label: 'Pesan Masuk dengan email gagal', href: withQuery(dashboardPath('inquiries'), { mail: 'failed' }) },
      ],
      empty: 'Tidak ada email yang gagal.',
    }
  },
}

/**
 * Upcoming events with their registrants (Pendaftar): the next few by their start, each with
 * its counts (terdaftar, daftar tunggu, batal), read per shown event; the count is of every
 * upcoming event, drafts included (staff may open registration on a draft's page once published).
 */
const events: CardSource = {
  collections: ['events', 'registrations'],
  async load({ store, now }) {
    const where: Where[] = [{ field: 'startsAt', op: '>=', value: now.toISOString() }]
    const [count, upcoming] = await Promise.all([store.count('events', { where }), store.query('events', { where, orderBy: [{ field: 'startsAt', direction: 'asc' }], limit: CARD_ITEMS })])
    const items = await Promise.all(
      upcoming.map(async (event) => {
        const counts = countByState(await registrationsOf(store, event.id))
        return {
          label: event.title,
          href: `${dashboardPath('events')}/${event.id}/pendaftar`,
          detail: `${dayOf(event.startsAt)} · ${counts.confirmed} terdaftar · ${counts.waitlisted} daftar tunggu · ${counts.cancelled} batal`,
        }
      }),
    )
    return { title: 'Acara mendatang', count, unit: 'acara yang akan datang', items, links: [{ label: 'Buka Acara', href: dashboardPath('events') }], empty: 'Belum ada acara yang akan datang.' }
  },
}

/** Monday 00.00 WIB of the week `now` is in, as an instant. */
export function weekStart(now: Date): Date {
  const local = new Date(now.getTime() + JAKARTA_OFFSET_MS)
  const sinceMonday = (local.getUTCDay() + 6) % 7
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - sinceMonday * DAY_MS
  return new Date(midnight - JAKARTA_OFFSET_MS)
}

/** Client alerts made since Monday (WIB), newest first. */
const alerts: CardSource = {
  collections: ['alerts'],
  async load({ store, now }) {
    const where: Where[] = [{ field: 'createdAt', op: '>=', value: weekStart(now).toISOString() }]
    const [count, docs] = await Promise.all([store.count('alerts', { where }), store.query('alerts', { where, orderBy: [{ field: 'createdAt', direction: 'desc' }], limit: CARD_ITEMS })])
    return {
      title: 'Peringatan klien minggu ini',
      count,
      unit: 'dikirim sejak Senin',
      items: docs.map((alert) => ({ label: alert.title, href: `${ALERTS_PATH}/${alert.id}`, detail: `${alert.recipients} penerima · ${dayOf(alert.createdAt)}` })),
      links: [{ label: 'Laporan peringatan klien', href: ALERTS_PATH }],
      empty: 'Belum ada peringatan klien minggu ini.',
    }
  },
}

/** Open openings whose last day is within AHEAD_DAYS, soonest first (the public list's index: status, closesOn). */
const openings: CardSource = {
  collections: ['openings'],
  async load({ store, now }) {
    const today = jakartaDay(now)
    const where: Where[] = [
      { field: 'status', op: '==', value: 'open' },
      { field: 'closesOn', op: '>=', value: today },
      { field: 'closesOn', op: '<=', value: jakartaDay(new Date(now.getTime() + AHEAD_DAYS * DAY_MS)) },
    ]
    const [count, docs] = await Promise.all([store.count('openings', { where }), store.query('openings', { where, orderBy: [{ field: 'closesOn' }], limit: CARD_ITEMS })])
    return {
      title: 'Lowongan segera ditutup',
      count,
      unit: `ditutup dalam ${AHEAD_DAYS} hari`,
      items: docs.map((doc) => ({ label: doc.title, href: `${dashboardPath('openings')}/${doc.id}/edit`, detail: `Batas ${dayOf(`${doc.closesOn}T00:00:00+07:00`)}` })),
      links: [{ label: 'Lowongan yang segera ditutup', href: withQuery(dashboardPath('openings'), { closing: 'soon' }) }],
      empty: `Tidak ada lowongan yang ditutup dalam ${AHEAD_DAYS} hari.`,
    }
  },
}

/**
 * Items waiting for the signed-in member's approval (Tinjauan, docs/decisions/0051): one
 * array-contains question of the reviews' `waitingFor`, counted and read up to CARD_ITEMS. Shown
 * while the setting is on, or while something still waits (the setting turned off meanwhile).
 */
const review: CardSource = {
  collections: ['blogs', 'publications', 'blockPages'],
  async load({ store, user }) {
    const where: Where[] = [{ field: 'waitingFor', op: 'array-contains', value: user.uid }]
    const [on, count, docs] = await Promise.all([reviewIsOn(store), store.count('reviews', { where }), store.query('reviews', { where, limit: CARD_ITEMS })])
    if (!on && count === 0) return null
    return {
      title: 'Menunggu tinjauan',
      count,
      unit: 'menunggu persetujuan Anda',
      items: docs.map((doc) => ({
        label: doc.itemTitle || doc.itemId,
        href: `${REVIEW_BASES[doc.collection]}/${doc.itemId}/edit`,
        detail: `${REVIEW_KINDS[doc.collection]}${doc.requestedAt ? ` · diajukan ${dayOf(doc.requestedAt)}` : ''}`,
      })),
      links: [],
      empty: 'Tidak ada yang menunggu tinjauan Anda.',
    }
  },
}

const REVIEW_KINDS = { blogs: blogs.labels.title, publications: publications.labels.title, blockPages: 'Halaman' } as const

const SOURCES: Partial<Record<CardSlot, CardSource>> = {
  review,
  inquiries: unreadCard('inquiries', 'Pesan Masuk', dashboardPath('inquiries')),
  applications: unreadCard('applications', 'Lamaran', dashboardPath('applications')),
  scheduled,
  drafts,
  english,
  mail,
  alerts,
  openings,
  events,
}

/** The slots whose cards `role` may see, in order: a card of a collection the role cannot open is left out. */
export function visibleSlots(role: StaffUser['role'], sources: Partial<Record<CardSlot, Pick<CardSource, 'collections'>>> = SOURCES): CardSlot[] {
  return CARD_SLOTS.filter((slot) => {
    const source = sources[slot]
    return source !== undefined && mayDo(role, 'edit', ...source.collections)
  })
}

/** The cards of the signed-in staff member, each read on its own: one the store cannot serve now is left out, never a failed page. */
export async function overviewCards(context: CardContext): Promise<OverviewCard[]> {
  const cards = await Promise.all(
    visibleSlots(context.user.role).map(async (slot): Promise<OverviewCard | null> => {
      try {
        const card = await SOURCES[slot]!.load(context)
        return card ? { id: slot, ...card } : null
      } catch (error) {
        // Said in the log, so a query the store refuses (an index not yet built) is seen.
        console.warn(`Ringkasan: the card "${slot}" was left out`, error)
        return null
      }
    }),
  )
  return cards.filter((card): card is OverviewCard => card !== null)
}
