/** What the login page says for each failure of the Firebase browser SDK, in the shared sign-in messages. */
import { LOGIN_MESSAGES } from '../../../shared/login-messages'

/** The message for an error code of the Firebase browser SDK (`auth/...`). */
export function messageForFirebaseError(code: string): { field?: 'email' | 'password'; message: string } {
  switch (code) {
    case 'auth/wrong-password':
    case 'auth/user-not-found':
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
      return { message: LOGIN_MESSAGES.wrongCredentials }
    case 'auth/invalid-email':
      return { field: 'email', message: LOGIN_MESSAGES.emailInvalid }
    case 'auth/missing-email':
      return { field: 'email', message: LOGIN_MESSAGES.emailRequired }
    case 'auth/missing-password':
      return { field: 'password', message: LOGIN_MESSAGES.passwordRequired }
    case 'auth/too-many-requests':
      return { message: LOGIN_MESSAGES.tooManyRequests }
    case 'auth/user-disabled':
      return { message: LOGIN_MESSAGES.userDisabled }
    case 'auth/invalid-verification-code':
    case 'auth/missing-code':
      return { message: LOGIN_MESSAGES.wrongCode }
    case 'auth/missing-multi-factor-session':
    case 'auth/multi-factor-info-not-found':
    case 'auth/code-expired':
      return { message: LOGIN_MESSAGES.staleSignIn }
    case 'app/unsupported-second-factor':
      return { message: 'Akun ini memakai jenis verifikasi dua langkah yang tidak didukung halaman ini. Hubungi admin kantor.' }
    case 'auth/network-request-failed':
    case 'auth/timeout':
      return { message: LOGIN_MESSAGES.networkFailed }
    default:
      return { message: LOGIN_MESSAGES.serviceFailed }
  }
}
