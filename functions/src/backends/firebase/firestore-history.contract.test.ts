import type { Firestore } from 'firebase-admin/firestore'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ChangeEmitter } from '../change-emitter'
import { describeHistoryContract } from '../history.contract'
import { FirestoreContentStore, HISTORY_COLLECTIONS } from './firestore-content-store'
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

describeHistoryContract('FirestoreContentStore (@firestore-emulator/server)', async () => {
  emulator.clear()
  const events = new ChangeEmitter()
  return { store: new FirestoreContentStore({ db, events }), events, cleanup: async () => {} }
})

describe('FirestoreContentStore history layout', () => {
  it('keeps a revision’s document as JSON text beside the keys its queries range over', async () => {
    emulator.clear()
    const store = new FirestoreContentStore({ db, events: new ChangeEmitter() })
    await store.create('tags', { name: 'Merger', slug: 'merger' }, { actor: 'u1', id: 't1' })
    const [revision] = (await db.collection(HISTORY_COLLECTIONS.revisions).get()).docs
    expect(revision!.get('itemKey')).toBe(`tags/t1|${revision!.id}`)
    expect(JSON.parse(revision!.get('data') as string)).toMatchObject({ id: 't1', name: 'Merger', version: 1 })
    const [line] = (await db.collection(HISTORY_COLLECTIONS.activity).get()).docs
    expect(line!.data()).toMatchObject({ action: 'create', actor: 'u1', actorKey: `u1|${line!.id}`, actionKey: `create|${line!.id}`, actorActionKey: `u1|create|${line!.id}` })
  })
})
