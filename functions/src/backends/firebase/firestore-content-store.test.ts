import type { Firestore } from 'firebase-admin/firestore'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { BlogData } from '../../../../shared/schemas/types'
import { ChangeEmitter } from '../change-emitter'
import { describeContentStoreContract, FIRESTORE_JS_EMULATOR_GAPS } from '../content-store.contract'
import { StaleVersionError, StoreUnavailableError, UniqueConstraintError } from '../ports'
import { FirestoreContentStore, translateFirestoreError, UNIQUES_COLLECTION } from './firestore-content-store'
import { startFirestoreJsEmulator, type FirestoreJsEmulator } from '../../testing/firestore-js-emulator'
import { exampleData } from '../../testing/example-data'

let emulator: FirestoreJsEmulator
let db: Firestore

beforeAll(async () => {
  emulator = await startFirestoreJsEmulator()
  db = emulator.firestore()
})
afterAll(async () => {
  await emulator?.stop()
})

describeContentStoreContract(
  'FirestoreContentStore (@firestore-emulator/server)',
  async () => {
    emulator.clear()
    const events = new ChangeEmitter()
    return { store: new FirestoreContentStore({ db, events }), events, cleanup: async () => {} }
  },
  { skip: FIRESTORE_JS_EMULATOR_GAPS },
)

const blog = (over: Partial<BlogData> = {}): BlogData =>
  exampleData('blogs', {
    title: 'Judul yang cukup panjang',
    slug: 'judul',
    cover: { path: 'blog_images/a.jpg', contentType: 'image/jpeg', size: 10 },
    content: '<p>isi</p>',
    excerpt: 'ringkas',
    categoryId: 'c1',
    tagIds: ['t1'],
    authorIds: ['p1'],
    publishedAt: '2026-01-01T00:00:00.000Z',
    ...over,
  })

describe('FirestoreContentStore layout in Firestore', () => {
  let store: FirestoreContentStore
  const uniques = async () =>
    Object.fromEntries((await db.collection(UNIQUES_COLLECTION).get()).docs.map((doc) => [doc.id, doc.data()]))

  beforeEach(() => {
    emulator.clear()
    store = new FirestoreContentStore({ db, events: new ChangeEmitter(), now: () => new Date('2026-02-03T04:05:06.789Z') })
  })

  it('stores the metadata as fields beside the data, dates as ISO strings, the id as the document id', async () => {
    await store.create('blogs', blog(), { actor: 'u1', id: 'b1' })
    const raw = (await db.collection('blogs').doc('b1').get()).data()
    expect(raw).toEqual({
      ...blog(),
      version: 1,
      createdAt: '2026-02-03T04:05:06.789Z',
      updatedAt: '2026-02-03T04:05:06.789Z',
      updatedBy: 'u1',
    })
    expect(raw).not.toHaveProperty('id')
  })

  it('keeps one uniques companion per unique value, moved and dropped in the same transaction as the document', async () => {
    await store.create('blogs', blog({ slug: 'satu' }), { actor: 'u', id: 'b1' })
    await store.create('publications', { ...blog({ slug: 'satu' }), file: { path: 'publications/a.pdf', contentType: 'application/pdf', size: 1 } }, { actor: 'u', id: 'p1' })
    expect(await uniques()).toEqual({ 'blogs:slug:satu': { docId: 'b1' }, 'publications:slug:satu': { docId: 'p1' } })
    await store.update('blogs', 'b1', blog({ slug: 'dua' }), { actor: 'u' })
    expect(await uniques()).toEqual({ 'blogs:slug:dua': { docId: 'b1' }, 'publications:slug:satu': { docId: 'p1' } })
    await store.put('categories', { id: 'c1', name: 'Pajak', slug: 'pajak', version: 2, createdAt: 'x', updatedAt: 'y', updatedBy: 'import' })
    expect(await uniques()).toMatchObject({ 'categories:slug:pajak': { docId: 'c1' } })
    await store.remove('blogs', 'b1', { actor: 'u' })
    await store.remove('publications', 'p1', { actor: 'u' })
    expect(await uniques()).toEqual({ 'categories:slug:pajak': { docId: 'c1' } })
    // A refused write leaves the companions as they were.
    await store.create('blogs', blog({ slug: 'tiga' }), { actor: 'u', id: 'b3' })
    await expect(store.update('blogs', 'b3', blog({ slug: 'empat' }), { actor: 'u', expectedVersion: 9 })).rejects.toBeInstanceOf(StaleVersionError)
    expect(await uniques()).toEqual({ 'categories:slug:pajak': { docId: 'c1' }, 'blogs:slug:tiga': { docId: 'b3' } })
  })

  it('takes over a companion whose holder no longer has the value (edited or deleted outside the store)', async () => {
    await store.create('tags', { name: 'Merger', slug: 'merger' }, { actor: 'u', id: 't1' })
    await store.create('tags', { name: 'Akuisisi', slug: 'akuisisi' }, { actor: 'u', id: 't2' })
    await expect(store.create('tags', { name: 'Merger 2', slug: 'merger' }, { actor: 'u', id: 't3' })).rejects.toBeInstanceOf(
      UniqueConstraintError,
    )
    // Someone renames t1's slug in the console, and deletes t2 there.
    await db.collection('tags').doc('t1').update({ slug: 'merger-lama' })
    await db.collection('tags').doc('t2').delete()
    await expect(store.create('tags', { name: 'Merger 2', slug: 'merger' }, { actor: 'u', id: 't3' })).resolves.toBeTruthy()
    await expect(store.create('tags', { name: 'Akuisisi', slug: 'akuisisi' }, { actor: 'u', id: 't4' })).resolves.toBeTruthy()
    expect(await uniques()).toEqual({ 'tags:slug:merger': { docId: 't3' }, 'tags:slug:akuisisi': { docId: 't4' } })
  })

  it('maps the gRPC codes of an unreachable or overloaded Firestore to StoreUnavailableError', () => {
    const grpc = (code: number) => Object.assign(new Error(`${code} grpc`), { code })
    for (const code of [4, 8, 10, 14]) {
      expect(() => translateFirestoreError(grpc(code)), String(code)).toThrow(StoreUnavailableError)
    }
    for (const code of [3, 5, 7, 9]) {
      expect(() => translateFirestoreError(grpc(code)), String(code)).toThrow(`${code} grpc`)
    }
    const stale = new StaleVersionError('blogs', 'b', 1, 2)
    expect(() => translateFirestoreError(stale)).toThrow(stale)
  })
})
