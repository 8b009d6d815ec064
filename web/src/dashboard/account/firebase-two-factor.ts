/**
 * Enrolment of an authenticator app with Firebase Authentication's TOTP multi-factor, in the
 * browser (Akun Saya on the Firebase backend; docs/decisions/0032). Loaded only there, on demand:
 *
 *   1. the server marks the account's email verified (Firebase enrols only verified addresses),
 *      then the page signs in again with the password (Firebase requires a recent sign-in to
 *      enrol), in memory, in a Firebase app of this page's own;
 *   2. `TotpMultiFactorGenerator.generateSecret` makes the secret at Firebase; the page shows its
 *      QR code (drawn by the server from the otpauth address) and the secret as text;
 *   3. the first code enrols it (`multiFactor(user).enroll`), and the fresh ID token, which now
 *      carries the second factor, goes to the server as a form POST: the server mints the
 *      session's new cookie from it and shows the recovery codes.
 */
import { initializeApp, type FirebaseApp } from 'firebase/app'
import {
  connectAuthEmulator,
  inMemoryPersistence,
  initializeAuth,
  multiFactor,
  signInWithEmailAndPassword,
  TotpMultiFactorGenerator,
  type Auth,
} from 'firebase/auth'
import type { FirebaseWebConfig } from '../../../../shared/browser-config'
import { LOGIN_MESSAGES } from '../../../../shared/login-messages'
import { TWO_FACTOR_MESSAGES } from '../../../../shared/two-factor'

let app: FirebaseApp | undefined
let auth: Auth | undefined

function authFor(config: FirebaseWebConfig): Auth {
  if (auth) return auth
  app = initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId }, 'account')
  auth = initializeAuth(app, { persistence: inMemoryPersistence })
  auth.languageCode = 'id'
  if (config.authEmulatorHost) connectAuthEmulator(auth, `http://${config.authEmulatorHost}`, { disableWarnings: true })
  return auth
}

/** Steps 1 and 2: the secret made at Firebase, and how to finish with the first code (step 3). */
export async function beginTotpEnrolment(config: FirebaseWebConfig, email: string, password: string, issuer: string) {
  // Firebase enrols second factors only on verified addresses: the server marks this one.
  const prepared = await fetch('/dashboard/account/two-factor/prepare', { method: 'POST', credentials: 'same-origin' })
  if (!prepared.ok) throw Object.assign(new Error('prepare'), { code: 'app/prepare-failed' })
  const credential = await signInWithEmailAndPassword(authFor(config), email, password)
  const user = credential.user
  const session = await multiFactor(user).getSession()
  const secret = await TotpMultiFactorGenerator.generateSecret(session)
  return {
    uri: secret.generateQrCodeUrl(email, issuer),
    secret: secret.secretKey,
    /** Enrols with the first code; resolves to an ID token that carries the second factor. */
    async finish(code: string): Promise<string> {
      await multiFactor(user).enroll(TotpMultiFactorGenerator.assertionForEnrollment(secret, code), 'Aplikasi autentikator')
      return user.getIdToken(true)
    },
  }
}

/** The QR code of the address, drawn by the server as on the embedded backend. */
export async function qrSvgFromServer(uri: string): Promise<string> {
  const res = await fetch('/dashboard/account/two-factor/qr', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ uri }),
    credentials: 'same-origin',
  })
  const body = (await res.json().catch(() => ({}))) as { svg?: string }
  if (!res.ok || !body.svg) throw Object.assign(new Error('qr'), { code: 'app/qr-failed' })
  return body.svg
}

/** Step 3's end: a form POST, so the server's answer (the recovery codes) is the next page. */
export function postEnrolment(idToken: string) {
  const form = document.createElement('form')
  form.method = 'post'
  form.action = '/dashboard/account/two-factor/firebase'
  form.hidden = true
  const field = document.createElement('input')
  field.type = 'hidden'
  field.name = 'idToken'
  field.value = idToken
  form.append(field)
  document.body.append(form)
  form.submit()
}

/** What to tell the staff member, in Indonesian, for an error of the SDK or of the steps above. */
export function messageFor(error: unknown): string {
  const code = String((error as { code?: unknown } | null)?.code ?? '')
  switch (code) {
    case 'auth/wrong-password':
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
      return TWO_FACTOR_MESSAGES.wrongPassword
    case 'auth/invalid-verification-code':
    case 'auth/missing-code':
      return TWO_FACTOR_MESSAGES.wrongCode
    case 'auth/too-many-requests':
      return LOGIN_MESSAGES.tooManyRequests
    case 'auth/network-request-failed':
      return LOGIN_MESSAGES.networkFailed
    case 'auth/operation-not-allowed':
    case 'auth/admin-restricted-operation':
      return 'Verifikasi dua langkah dengan aplikasi autentikator belum diaktifkan untuk proyek Firebase ini. Hubungi admin kantor.'
    default:
      return LOGIN_MESSAGES.serviceFailed
  }
}
