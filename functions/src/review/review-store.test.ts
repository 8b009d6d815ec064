/**
 * Tinjauan's steps and its rule at the save, on both backends: the embedded store and Firestore
 * (firebase-admin against the pure-JS emulator). The same steps give the same outcome on each:
 * who may take which step, the review's state, the approval publishing (or scheduling) the item,
 * and a change after approval needing approval again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REVIEW_MSG, reviewId } from '../../../shared/collections/reviews'
import { SETTINGS_ID } from '../../../shared/collections/settings'
import { ChangeEmitter } from '../backends/change-emitter'
import { FirestoreContentStore } from '../backends/firebase/firestore-content-store'
import type { ContentStore, DocOf } from '../backends/ports'
import { exampleData } from '../testing/example-data'
import { startFirestoreJsEmulator, type FirestoreJsEmulator } from '../testing/firestore-js-emulator'
import { createTestBackend, TestClock, type TestBackend } from '../testing/test-backend'
import { overviewCards } from '../overview/overview-cards'
import { publishRefusal } from './publish-gate'
import { addStep, approve, readReview, requestReview, type ReviewActor } from './review-store'

const AUTHOR: ReviewActor = { uid: 'uid-author', name: 'Penulis Uji', role: 'editor' }
const REVIEWER: ReviewActor = { uid: 'uid-reviewer', name: 'Peninjau Uji', role: 'admin' }
const OTHER: ReviewActor = { uid: 'uid-other', name: 'Editor Lain', role: 'editor' }
const DAY = 86_400_000

let emulator: FirestoreJsEmulator
let embedded: TestBackend
const clock = new TestClock()
const stores: Record<string, () => ContentStore> = {
  embedded: () => embedded.content,
  firestore: () => new FirestoreContentStore({ db: emulator.firestore(), events: new ChangeEmitter(), now: clock.now }),
}

beforeAll(async () => {
  emulator = await startFirestoreJsEmulator()
  embedded = createTestBackend({ now: clock.now })
}, 60_000)
afterAll(async () => {
  await emulator?.stop()
  await embedded?.cleanup()
})

/** The data a save would write, from a stored item (metadata aside). */
const dataOf = (doc: DocOf<'blogs'>) => {
  const { id: _i, version: _v, createdAt: _c, updatedAt: _u, updatedBy: _b, ...data } = doc
  return data as unknown as Record<string, unknown>
}

describe.each(Object.keys(stores))('Tinjauan on the %s store', (name) => {
  let store: ContentStore
  let n = 0
  const draft = async (over: Partial<DocOf<'blogs'>> = {}) => {
    n++
    return (await store.create('blogs', exampleData('blogs', { title: `Draf ${n}`, slug: `draf-${name}-${n}`, publishedAt: null, ...over }), { actor: AUTHOR.uid })) as DocOf<'blogs'>
  }

  beforeAll(async () => {
    store = stores[name]!()
    await store.create('settings', exampleData('settings', { reviewBeforePublishing: 'on' }), { actor: 'seed', id: SETTINGS_ID })
  })

  it('refuses publishing what no reviewer approved, never a draft; the approval publishes it and covers it unchanged', async () => {
    const blog = await draft()
    const now = clock.now()
    expect(await publishRefusal(store, 'blogs', blog as never, { ...dataOf(blog), publishedAt: now.toISOString() })).toBe(REVIEW_MSG.needsApproval)
    expect(await publishRefusal(store, 'blogs', blog as never, dataOf(blog))).toBeNull()
    // A practice area is not reviewed.
    expect(await publishRefusal(store, 'practiceAreas', null, { publishedAt: now.toISOString() })).toBeNull()

    const asked = await requestReview(store, { collection: 'blogs', itemId: blog.id, actor: AUTHOR, reviewers: [REVIEWER.uid], text: 'Mohon dicek', now })
    expect(asked).toMatchObject({ ok: true, kind: 'request' })
    expect(await readReview(store, 'blogs', blog.id)).toMatchObject({ state: 'pending', reviewers: [REVIEWER.uid], waitingFor: [REVIEWER.uid], requestedBy: AUTHOR.uid })

    // Only the reviewers chosen and the one who asked comment; only a reviewer chosen decides.
    expect(await addStep(store, { collection: 'blogs', itemId: blog.id, actor: OTHER, kind: 'comment', text: 'Saya juga', now })).toMatchObject({ ok: false, status: 403, error: REVIEW_MSG.notInvolved })
    expect(await approve(store, { collection: 'blogs', itemId: blog.id, actor: AUTHOR, version: blog.version, text: '', now })).toMatchObject({ ok: false, status: 403, error: REVIEW_MSG.notReviewer })
    expect(await addStep(store, { collection: 'blogs', itemId: blog.id, actor: REVIEWER, kind: 'comment', text: 'Judulnya diperjelas?', now })).toMatchObject({ ok: true })
    expect(await addStep(store, { collection: 'blogs', itemId: blog.id, actor: AUTHOR, kind: 'comment', text: 'Sudah cukup jelas.', now })).toMatchObject({ ok: true })
    // A version the reviewer did not see is not approved.
    expect(await approve(store, { collection: 'blogs', itemId: blog.id, actor: REVIEWER, version: blog.version - 1, text: '', now })).toMatchObject({ ok: false, status: 409, error: REVIEW_MSG.stale })

    const approved = await approve(store, { collection: 'blogs', itemId: blog.id, actor: REVIEWER, version: blog.version, text: 'Siap terbit', now })
    expect(approved).toMatchObject({ ok: true, kind: 'approve' })
    const published = (await store.get('blogs', blog.id))!
    expect(published.publishedAt).toBe(now.toISOString())
    expect(published.updatedBy).toBe(REVIEWER.uid)
    const review = (await readReview(store, 'blogs', blog.id))!
    expect(review).toMatchObject({ state: 'approved', waitingFor: [] })
    expect(review.steps.map((step) => step.kind)).toEqual(['request', 'comment', 'comment', 'approve'])
    // Nothing more to decide once approved.
    expect(await addStep(store, { collection: 'blogs', itemId: blog.id, actor: REVIEWER, kind: 'comment', text: 'Lagi', now })).toMatchObject({ ok: false, status: 409, error: REVIEW_MSG.notInReview })

    // Saved unchanged it stays public; a change needs approval again.
    expect(await publishRefusal(store, 'blogs', published as never, dataOf(published))).toBeNull()
    expect(await publishRefusal(store, 'blogs', published as never, { ...dataOf(published), title: 'Judul yang diubah' })).toBe(REVIEW_MSG.needsApproval)
  })

  it('schedules a post approved with a planned date; Minta perubahan sends it back to its author', async () => {
    const later = new Date(clock.time.getTime() + 3 * DAY).toISOString()
    const planned = await draft({ plannedAt: later })
    const now = clock.now()
    await requestReview(store, { collection: 'blogs', itemId: planned.id, actor: AUTHOR, reviewers: [REVIEWER.uid], text: '', now })
    expect(await approve(store, { collection: 'blogs', itemId: planned.id, actor: REVIEWER, version: planned.version, text: '', now })).toMatchObject({ ok: true })
    expect(await store.get('blogs', planned.id)).toMatchObject({ publishedAt: later, plannedAt: null })

    const sentBack = await draft()
    await requestReview(store, { collection: 'blogs', itemId: sentBack.id, actor: AUTHOR, reviewers: [REVIEWER.uid], text: '', now })
    expect(await addStep(store, { collection: 'blogs', itemId: sentBack.id, actor: REVIEWER, kind: 'changes', text: 'Tambahkan dasar hukumnya.', now })).toMatchObject({ ok: true, kind: 'changes' })
    expect(await readReview(store, 'blogs', sentBack.id)).toMatchObject({ state: 'changes', waitingFor: [] })
    expect((await store.get('blogs', sentBack.id))!.publishedAt).toBeNull()
    expect(await approve(store, { collection: 'blogs', itemId: sentBack.id, actor: REVIEWER, version: sentBack.version, text: '', now })).toMatchObject({ ok: false, status: 409 })
  })

  it('refuses asking oneself, and a step on an item that is gone', async () => {
    const blog = await draft()
    const now = clock.now()
    expect(await requestReview(store, { collection: 'blogs', itemId: blog.id, actor: REVIEWER, reviewers: [REVIEWER.uid], text: '', now })).toMatchObject({ ok: false, status: 400, error: REVIEW_MSG.reviewerSelf })
    expect(await requestReview(store, { collection: 'blogs', itemId: 'tidak-ada', actor: AUTHOR, reviewers: [REVIEWER.uid], text: '', now })).toMatchObject({ ok: false, status: 404 })
    expect(await store.get('reviews', reviewId('blogs', 'tidak-ada'))).toBeNull()
  })

  it('Ringkasan shows each reviewer what waits for them, and nobody else', async () => {
    const waiting = await draft({ title: 'Menunggu peninjau' })
    await requestReview(store, { collection: 'blogs', itemId: waiting.id, actor: AUTHOR, reviewers: [REVIEWER.uid], text: '', now: clock.now() })
    const cardOf = async (uid: string, role: 'admin' | 'editor') => (await overviewCards({ store, user: { uid, role }, now: clock.now() })).find((card) => card.id === 'review')
    const mine = (await cardOf(REVIEWER.uid, 'admin'))!
    expect(mine.count).toBe(1)
    expect(mine.items).toEqual([expect.objectContaining({ label: 'Menunggu peninjau', href: `/dashboard/blogs/${waiting.id}/edit` })])
    expect(await cardOf(OTHER.uid, 'editor')).toMatchObject({ count: 0, items: [] })
  })
})
