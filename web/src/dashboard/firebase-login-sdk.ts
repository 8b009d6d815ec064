/**
 * The Firebase part of the sign-in, loaded by firebase-login.ts when the form is used (it is
 * most of the bytes). Sign-in state is kept in memory only: the browser holds no Firebase
 * token after the page is left; the dashboard session is the server's `__session` cookie.
 *
 * An account with two-step verification (Firebase Authentication's TOTP multi-factor) answers
 * the password with `auth/multi-factor-auth-required`: the resolver is kept here until the code
 * of the authenticator app finishes the sign-in (TotpMultiFactorGenerator.assertionForSignIn),
 * and only then is there an ID token for the server (docs/decisions/0032).
 */
import { initializeApp } from 'firebase/app'
import {
  connectAuthEmulator,
  getMultiFactorResolver,
  inMemoryPersistence,
  initializeAuth,
  signInWithEmailAndPassword,
  TotpMultiFactorGenerator,
  type Auth,
  type MultiFactorError,
  type MultiFactorResolver,
} from 'firebase/auth'
import type { FirebaseWebConfig } from '../../../shared/browser-config'

let auth: Auth | undefined
let resolver: MultiFactorResolver | undefined

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

/** A fresh ID token, or word that the code of the authenticator app is needed first. */
export type SignInStep = { idToken: string } | { secondFactor: true; totp: boolean }

/** Signs in with Firebase; rejects with the SDK's `auth/...` errors. */
export async function signIn(config: FirebaseWebConfig, email: string, password: string): Promise<SignInStep> {
  const current = authFor(config)
  resolver = undefined
  try {
    const credential = await signInWithEmailAndPassword(current, email, password)
    return { idToken: await credential.user.getIdToken() }
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/multi-factor-auth-required') throw error
    const pending = getMultiFactorResolver(current, error as MultiFactorError)
    // Another kind of factor (SMS, added outside the dashboard) is not one this page can finish:
    // only the recovery code is offered then.
    const totp = pending.hints.some((hint) => hint.factorId === TotpMultiFactorGenerator.FACTOR_ID)
    if (totp) resolver = pending
    return { secondFactor: true, totp }
  }
}

/** Finishes a sign-in waiting for its second step with the app's code; rejects with `auth/...` errors. */
export async function finishWithCode(code: string): Promise<string> {
  const pending = resolver
  const hint = pending?.hints.find((h) => h.factorId === TotpMultiFactorGenerator.FACTOR_ID)
  if (!pending || !hint) throw Object.assign(new Error('no sign-in waiting'), { code: 'auth/missing-multi-factor-session' })
  const credential = await pending.resolveSignIn(TotpMultiFactorGenerator.assertionForSignIn(hint.uid, code))
  resolver = undefined
  return credential.user.getIdToken()
}
