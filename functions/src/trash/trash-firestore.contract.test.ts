import type { Firestore } from 'firebase-admin/firestore'
import { afterAll, beforeAll } from 'vitest'
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
