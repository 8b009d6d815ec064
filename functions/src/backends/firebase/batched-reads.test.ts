/**
 * The Firestore store's reads by id go out together: what a page asks for at once, in several
 * collections, is one getAll (batched-reads.ts), each caller getting its own documents.
 */
import type { Firestore } from 'firebase-admin/firestore'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ChangeEmitter } from '../change-emitter'
import { FirestoreContentStore } from './firestore-content-store'
import { BatchedReads } from './batched-reads'
import { firestoreContentVersion } from './content-version'
import { startFirestoreJsEmulator, type FirestoreJsEmulator } from '../../testing/firestore-js-emulator'

let emulator: FirestoreJsEmulator
let db: Firestore

beforeAll(async () => {
  emulator = await startFirestoreJsEmulator()
  db = emulator.firestore()
})
afterAll(async () => {
  await emulator?.stop()
})

describe('the Firestore store reads documents by id in batches', () => {
  it('sends the reads asked for together, in several collections, as one getAll', async () => {
    emulator.clear()
    await db.collection('categories').doc('c1').set({ name: 'Pajak' })
    await db.collection('categories').doc('c2').set({ name: 'Tenaga Kerja' })
    await db.collection('tags').doc('t1').set({ name: 'UU' })
    await db.collection('_meta').doc('schema').set({ version: 3 })
    const store = new FirestoreContentStore({ db, events: new ChangeEmitter() })
    const getAll = vi.spyOn(db, 'getAll')
    try {
      const [category, missing, categories, tags, meta] = await Promise.all([
        store.get('categories', 'c2'),
        store.get('settings', 'site'),
        store.getMany('categories', ['c2', 'nowhere', 'c1', 'c2']),
        store.getMany('tags', ['t1']),
        store.readMeta('schema'),
      ])
      expect(getAll).toHaveBeenCalledTimes(1)
      expect(category?.name).toBe('Tenaga Kerja')
      expect(missing).toBeNull()
      expect(categories.map((doc) => doc.id)).toEqual(['c2', 'c1', 'c2'])
      expect(tags.map((doc) => doc.name)).toEqual(['UU'])
      expect(meta).toEqual({ version: 3 })
      // Asked for after the batch went out: the next one.
      expect((await store.get('categories', 'c1'))?.name).toBe('Pajak')
      expect(getAll).toHaveBeenCalledTimes(2)
    } finally {
      getAll.mockRestore()
    }
  })

  it("sends the content version's poll with the store's reads when they share them (the backend's)", async () => {
    emulator.clear()
    const reads = new BatchedReads(db)
    const store = new FirestoreContentStore({ db, events: new ChangeEmitter(), reads })
    const version = firestoreContentVersion(db, { pollMs: 1_000, reads })
    await version.bump()
    const getAll = vi.spyOn(db, 'getAll')
    try {
      const [read, settings] = await Promise.all([version.read(), store.get('settings', 'site')])
      expect(getAll).toHaveBeenCalledTimes(1)
      expect(read).toMatchObject({ own: true })
      expect(read.version).toEqual(expect.any(String))
      expect(settings).toBeNull()
    } finally {
      getAll.mockRestore()
    }
  })
})
