/**
 * The dashboard's one Firebase web app and its Authentication instance, shared by the uploads
 * (Cloud Storage) and the live changes (Firestore), so a page signs in once. Loaded only on
 * Firebase, through the dynamic imports of those two modules.
 *
 * Sessions stay in memory (never in IndexedDB or localStorage, like the sign-in page): the
 * browser signs in with a custom token the app mints for the signed-in staff member
 * (POST /dashboard/uploads/token), whose `staff.role` claim storage.rules and firestore.rules check.
 */
import { initializeApp, type FirebaseApp } from 'firebase/app'
import { connectAuthEmulator, inMemoryPersistence, initializeAuth, type Auth } from 'firebase/auth'
import type { UploadTransportConfig } from '../../../../shared/browser-config'

export type FirebaseWebConfig = Extract<UploadTransportConfig, { transport: 'cloud-storage' }>

let shared: { app: FirebaseApp; auth: Auth } | undefined

export function dashboardFirebase(config: FirebaseWebConfig): { app: FirebaseApp; auth: Auth } {
  if (shared) return shared
  const app = initializeApp(config.firebase, 'dashboard')
  const auth = initializeAuth(app, { persistence: inMemoryPersistence })
  if (config.emulators?.auth) connectAuthEmulator(auth, `http://${config.emulators.auth}`, { disableWarnings: true })
  shared = { app, auth }
  return shared
}
