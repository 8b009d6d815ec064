import { afterAll, beforeAll } from 'vitest'
import { startFirestoreJsEmulator, type FirestoreJsEmulator } from '../../testing/firestore-js-emulator'
import { describeOnceClaimsContract } from '../once-claims.contract'
import { FirestoreOnceClaims } from './firestore-once-claims'

let emulator: FirestoreJsEmulator
beforeAll(async () => {
  emulator = await startFirestoreJsEmulator()
})
afterAll(async () => {
  await emulator?.stop()
})

describeOnceClaimsContract('FirestoreOnceClaims (@firestore-emulator/server)', async () => {
  emulator.clear()
  return { claims: new FirestoreOnceClaims(emulator.firestore()), cleanup: async () => {} }
})
