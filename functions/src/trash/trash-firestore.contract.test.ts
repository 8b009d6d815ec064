import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Firestore } from 'firebase-admin/firestore'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ChangeEmitter } from '../backends/change-emitter'
import { FirestoreContentStore } from '../backends/firebase/firestore-content-store'
import { startFirestoreJsEmulator, type FirestoreJsEmulator } from '../testing/firestore-js-emulator'
import { describeTrashContract } from './trash.contract'

let emulator: FirestoreJsEmulator
let db: Firestore

beforeAll(async () => {
  emulator = await startFirestoreJsEmulator()
  db = emulator.firestore()
})
afterAll(async () => {
  await emulator?.stop()
})

describeTrashContract('FirestoreContentStore (@firestore-emulator/server)', async () => {
  emulator.clear()
  return { store: new FirestoreContentStore({ db, events: new ChangeEmitter() }), cleanup: async () => {} }
})

describe('the trash in Firestore', () => {
  it('keeps a trashed document out of the indexes (no query reads inside it; a profile or a long post would cost index entries for nothing)', () => {
    const file = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../firestore.indexes.json'), 'utf8')) as { fieldOverrides: unknown[] }
    expect(file.fieldOverrides).toContainEqual({ collectionGroup: 'trash', fieldPath: 'doc', indexes: [] })
  })
})
