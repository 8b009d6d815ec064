/**
 * The dashboard's one Firebase web app and its Authentication instance, shared by the uploads
 * (Cloud Storage) and the live changes (Firestore), so a page signs in once. Loaded only on
 * Firebase, through the dynamic imports of those two modules.
 *
 * Sessions stay in memory (never in IndexedDB or localStorage, like the sign-in page): the
 * browser signs in with a custom token the app mints for the signed-in staff member
 * (POST /dashboard/uploads/token), whose `staff.role` claim storage.rules and firestore.rules check.
 *
 * App Check: when the configuration names a reCAPTCHA Enterprise site key (APP_CHECK_SITE_KEY),
 * App Check is initialized on this app before the app is handed out, so every Storage and
 * Firestore request carries a token and the console can enforce App Check on both
 * (https://firebase.google.com/docs/app-check/web/recaptcha-enterprise-provider). Its SDK is a
 * chunk of its own, loaded only then: without a key (and on the emulators, where the server
 * never sends one) the dashboard downloads nothing more.
 */
import { initializeApp, type FirebaseApp } from 'firebase/app'
import { connectAuthEmulator, inMemoryPersistence, initializeAuth, type Auth } from 'firebase/auth'
import type { UploadTransportConfig } from '../../../../shared/browser-config'

export type FirebaseWebConfig = Extract<UploadTransportConfig, { transport: 'cloud-storage' }>

export interface DashboardFirebase {
  app: FirebaseApp
  auth: Auth
}

/** What this module uses of `firebase/app-check`. */
export type AppCheckSdk = Pick<typeof import('firebase/app-check'), 'initializeAppCheck' | 'ReCaptchaEnterpriseProvider'>

/** The App Check SDK as its own chunk (a dynamic import: the bundler splits it off). */
export const loadAppCheckSdk = (): Promise<AppCheckSdk> => import('firebase/app-check')

export interface DashboardFirebaseOptions {
  /** Loads the App Check SDK; replaceable in tests. */
  loadAppCheck?: () => Promise<AppCheckSdk>
  /** The Firebase app's name (tests give each instance its own). */
  name?: string
}

/**
 * A getter of the page's shared app: the first call creates it, every call resolves to the same
 * one, and only once App Check (when configured) is initialized on it, so no caller can reach
 * Storage or Firestore without it. A failed load of the App Check chunk (offline, a new deploy)
 * rejects that call; the next one tries the load again.
 */
export function createDashboardFirebase(options: DashboardFirebaseOptions = {}): (config: FirebaseWebConfig) => Promise<DashboardFirebase> {
  const loadAppCheck = options.loadAppCheck ?? loadAppCheckSdk
  let shared: DashboardFirebase | undefined
  let ready: Promise<DashboardFirebase> | undefined
  return (config) => {
    if (ready) return ready
    if (!shared) {
      const app = initializeApp(config.firebase, options.name ?? 'dashboard')
      const auth = initializeAuth(app, { persistence: inMemoryPersistence })
      if (config.emulators?.auth) connectAuthEmulator(auth, `http://${config.emulators.auth}`, { disableWarnings: true })
      shared = { app, auth }
    }
    const created = shared
    const siteKey = config.appCheck?.siteKey
    if (!siteKey) return (ready = Promise.resolve(created))
    ready = loadAppCheck().then(
      ({ initializeAppCheck, ReCaptchaEnterpriseProvider }) => {
        // Refreshes the token before it expires, so a long upload or an open list keeps one.
        initializeAppCheck(created.app, { provider: new ReCaptchaEnterpriseProvider(siteKey), isTokenAutoRefreshEnabled: true })
        return created
      },
      (error: unknown) => {
        ready = undefined
        throw error
      },
    )
    return ready
  }
}

/** The page's shared Firebase app and sign-in, with App Check when configured. */
export const dashboardFirebase = createDashboardFirebase()
