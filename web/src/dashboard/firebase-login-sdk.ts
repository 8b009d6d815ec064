/**
 * The Firebase part of the sign-in, loaded by firebase-login.ts when the form is used (it is
 * most of the bytes). Sign-in state is kept in memory only: the browser holds no Firebase
 * token after the page is left; the dashboard session is the server's `__session` cookie.
 */
import { initializeApp } from 'firebase/app'
import { connectAuthEmulator, inMemoryPersistence, initializeAuth, signInWithEmailAndPassword, type Auth } from 'firebase/auth'
import type { FirebaseWebConfig } from '../../../shared/browser-config'

let auth: Auth | undefined

function authFor(config: FirebaseWebConfig): Auth {
  if (auth) return auth
  const app = initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId })
  // initializeAuth with in-memory persistence and no popup/redirect resolver: the smallest
  // Auth the SDK builds (getAuth would bring IndexedDB persistence and the popup code).
  auth = initializeAuth(app, { persistence: inMemoryPersistence })
  auth.languageCode = 'id'
  if (config.authEmulatorHost) connectAuthEmulator(auth, `http://${config.authEmulatorHost}`, { disableWarnings: true })
  return auth
}

/** Signs in with Firebase and returns a fresh ID token; rejects with the SDK's `auth/...` errors. */
export async function signIn(config: FirebaseWebConfig, email: string, password: string): Promise<string> {
  const credential = await signInWithEmailAndPassword(authFor(config), email, password)
  return credential.user.getIdToken()
}
