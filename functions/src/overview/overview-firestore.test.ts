/**
 * Ringkasan's reads on Firestore, on the official emulator (count aggregations with ranges, an
 * equality with a sort, a bounded scan by the last change): the same seed gives the same counts
 * and items as on the embedded store (./routes.test.ts), and on both, the documents each card
 * reads stay bounded whatever the collections hold.
 */
import { deleteApp, type App as AdminApp } from 'firebase-admin/app'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ChangeEmitter } from '../backends/change-emitter'
import { FirestoreContentStore } from '../backends/firebase/firestore-content-store'
import type { CollectionName, ContentStore, DataOf } from '../backends/ports'
import { exampleData } from '../testing/example-data'
import { connectFirestore } from '../testing/firestore-js-emulator'
import { clearOfficialFirestore, officialFirestoreHost, officialFirestoreReady, officialProjectId } from '../testing/official-firestore-emulator'
import { createTestBackend, TestClock, type TestBackend } from '../testing/test-backend'
import type { OverviewCard } from '../../../web/src/dashboard/overview/overview-types'
import { overviewCards } from './overview-cards'

const host = officialFirestoreHost()
const DAY = 86_400_000
const EDITOR = 'uid-editor'

/** Writes the same items into a store: what each card counts, and what it must leave out. */
async function seed(store: ContentStore, clock: TestClock) {
  const at = (days: number) => new Date(clock.time.getTime() + days * DAY).toISOString()
  const day = (days: number) => new Date(clock.time.getTime() + days * DAY + 7 * 3_600_000).toISOString().slice(0, 10)
  const put = async <C extends CollectionName>(collection: C, over: Partial<DataOf<C>>, actor = 'seed', id?: string) => {
    clock.advance(1000)
    return store.create(collection, exampleData(collection, over), { actor, ...(id ? { id } : {}) })
  }
  const failed = [{ kind: 'notification' as const, id: 'm1', to: ['kantor@example.test'], state: 'failed' as const, attempts: 5, nextAt: '', lastError: '535', sentAt: '', ref: '' }]
  await put('inquiries', { name: 'Budi Pengirim', unread: true })
  await put('inquiries', { name: 'Sari Gagal', unread: true, mail: failed })
  await put('inquiries', { name: 'Tono Dibaca', unread: false })
  await put('applications', { name: 'Calon Pelamar', unread: true })
  await put('applications', { name: 'Pelamar Lama', unread: false })
  await put('blogs', { title: 'Blog Terjadwal', slug: 'blog-terjadwal', publishedAt: at(3) })
  await put('blogs', { title: 'Blog Jauh', slug: 'blog-jauh', publishedAt: at(20) })
  await put('publications', { title: 'Publikasi Terjadwal', slug: 'publikasi-terjadwal', publishedAt: at(5) })
  await put('blockPages', { title: 'Halaman Terjadwal', path: '/pro-bono', publishedAt: at(2) })
  await put('blogs', { title: 'Draf Editor', slug: 'draf-editor', publishedAt: null }, EDITOR)
  await put('blogs', { title: 'Draf Orang Lain', slug: 'draf-lain', publishedAt: null }, 'someone-else')
  const stale = await put('blogs', { title: 'Judul Baru', slug: 'judul-baru', publishedAt: at(-10), titleEn: 'Old title', translationSource: { title: 'Judul Lama' } } as Partial<DataOf<'blogs'>>)
  await put('alerts', { collection: 'blogs', postId: stale.id, title: 'Peringatan Minggu Ini', recipients: 2, state: 'done' }, 'seed', `blogs-${stale.id}`)
  await put('alertDeliveries', { alertId: `blogs-${stale.id}`, subscriberId: 's1', state: 'failed' }, 'seed', `blogs-${stale.id}.s1`)
  await put('alertDeliveries', { alertId: `blogs-${stale.id}`, subscriberId: 's2', state: 'bounced' }, 'seed', `blogs-${stale.id}.s2`)
  await put('openings', { title: 'Associate Litigasi', slug: 'associate-litigasi', status: 'open', closesOn: day(4) })
  await put('openings', { title: 'Paralegal', slug: 'paralegal', status: 'open', closesOn: day(30) })
  await put('openings', { title: 'Sekretaris', slug: 'sekretaris', status: 'closed', closesOn: day(3) })
}

/** What the cards say, ids aside (each store makes its own). */
const said = (cards: OverviewCard[]) => cards.map((card) => ({ id: card.id, count: card.count, atLeast: card.atLeast ?? false, items: card.items.map((item) => item.label), links: card.links.map((link) => link.href) }))

const START = new Date('2026-06-17T03:00:00.000Z')
let adminApp: AdminApp | undefined
let embedded: TestBackend
let firestore: FirestoreContentStore
const clocks = { embedded: new TestClock(START), firestore: new TestClock(START) }

describe.skipIf(!host)('Ringkasan on Firestore', () => {
  beforeAll(async () => {
    const projectId = officialProjectId('overview')
    const emulator = await officialFirestoreReady()
    await clearOfficialFirestore(emulator, projectId)
    const connected = connectFirestore(emulator, projectId)
    adminApp = connected.app
    firestore = new FirestoreContentStore({ db: connected.db, events: new ChangeEmitter(), now: clocks.firestore.now })
    embedded = createTestBackend({ now: clocks.embedded.now })
    await seed(firestore, clocks.firestore)
    await seed(embedded.content, clocks.embedded)
  }, 120_000)

  afterAll(async () => {
    if (adminApp) await deleteApp(adminApp)
    await embedded?.cleanup()
  })

  it('gives the counts and items the embedded store gives', async () => {
    // An admin: every card (each role's cards are functions/src/overview/routes.test.ts's).
    const user = { uid: EDITOR, role: 'admin' as const }
    const onFirestore = said(await overviewCards({ store: firestore, user, now: clocks.firestore.now() }))
    const onEmbedded = said(await overviewCards({ store: embedded.content, user, now: clocks.embedded.now() }))
    expect(onFirestore).toEqual(onEmbedded)
    expect(Object.fromEntries(onFirestore.map((card) => [card.id, card.count]))).toEqual({ inquiries: 2, applications: 1, scheduled: 3, drafts: 1, english: 1, mail: 3, alerts: 1, openings: 1, events: 0 })
    expect(onFirestore.find((card) => card.id === 'scheduled')!.items).toEqual(['Halaman Terjadwal', 'Blog Terjadwal', 'Publikasi Terjadwal'])
  })
})
