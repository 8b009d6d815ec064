import { afterAll, beforeAll } from 'vitest'
import { ChangeEmitter } from '../change-emitter'
import { FirestoreContentStore } from './firestore-content-store'
import { startFirestoreJsEmulator, type FirestoreJsEmulator } from '../../testing/firestore-js-emulator'
import { describeRegistrationsContract, REGISTRATION_CHECKS } from '../registrations.contract'

let emulator: FirestoreJsEmulator
beforeAll(async () => {
  emulator = await startFirestoreJsEmulator()
})
afterAll(async () => {
  await emulator?.stop()
})

describeRegistrationsContract(
  'FirestoreContentStore (@firestore-emulator/server)',
  async (now) => {
    emulator.clear()
    return { store: new FirestoreContentStore({ db: emulator.firestore(), events: new ChangeEmitter(), now }), cleanup: async () => {} }
  },
  {
    // The same engine gap as the alerts' (FIRESTORE_JS_EMULATOR_GAPS): they run on the official emulator in firebase-full.test.ts.
    skip: {
      [REGISTRATION_CHECKS.concurrentSeats]: 'the JS emulator has no transaction isolation, so two creates can both claim the same seat',
      [REGISTRATION_CHECKS.concurrentReminders]: 'the JS emulator has no transaction isolation (commits never abort), so two claims of one version can both commit',
    },
  },
)
