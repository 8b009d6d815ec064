import type { Firestore } from 'firebase-admin/firestore'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ChangeEmitter } from '../change-emitter'
import { describeHistoryContract, FIRESTORE_JS_EMULATOR_HISTORY_GAPS } from '../history.contract'
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

describeHistoryContract(
  'FirestoreContentStore (@firestore-emulator/server)',
  async () => {
    emulator.clear()
    const events = new ChangeEmitter()
    return { store: new FirestoreContentStore({ db, events }), events, cleanup: async () => {} }
  },
  { skip: FIRESTORE_JS_EMULATOR_HISTORY_GAPS },
)

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

  it('keeps the revision’s JSON out of Firestore’s indexes (firestore.indexes.json), which no query reads', () => {
    const file = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../../firestore.indexes.json'), 'utf8')) as { fieldOverrides: unknown[] }
    expect(file.fieldOverrides).toContainEqual({ collectionGroup: HISTORY_COLLECTIONS.revisions, fieldPath: 'data', indexes: [] })
  })
})
