import { afterAll, beforeAll } from 'vitest'
import { ChangeEmitter } from '../change-emitter'
import { FirestoreContentStore } from './firestore-content-store'
import { startFirestoreJsEmulator, type FirestoreJsEmulator } from '../../testing/firestore-js-emulator'
import { ALERT_CHECKS, describeAlertsContract } from '../alerts.contract'

let emulator: FirestoreJsEmulator
beforeAll(async () => {
  emulator = await startFirestoreJsEmulator()
})
afterAll(async () => {
  await emulator?.stop()
})

describeAlertsContract(
  'FirestoreContentStore (@firestore-emulator/server)',
  async (now) => {
    emulator.clear()
    return { store: new FirestoreContentStore({ db: emulator.firestore(), events: new ChangeEmitter(), now }), cleanup: async () => {} }
  },
  {
    // The same engine gaps as the content store contract's (FIRESTORE_JS_EMULATOR_GAPS): they run
    // on the official emulator in firebase-full.test.ts.
    skip: {
      [ALERT_CHECKS.concurrentRequests]: 'the JS emulator has no transaction isolation, so two creates can both claim the unique address',
      [ALERT_CHECKS.concurrentClaims]: 'the JS emulator has no transaction isolation (commits never abort), so two claims of one version can both commit',
    },
  },
)
