/**
 * What the sign-in route needs to know about an identity that signs in in the browser
 * (`signInMethod: 'firebase-id-token'`): the public configuration of the browser SDK, and why
 * an ID token was refused. Kept out of `backends/firebase/` so routes never import an adapter.
 */
import type { FirebaseWebConfig } from '../../../shared/browser-config'
import type { IdentityPort } from '../backends/ports'

export type { FirebaseWebConfig }

/** An identity whose users sign in with the Firebase browser SDK, then hand the server an ID token. */
export interface BrowserSignInIdentity extends IdentityPort {
  readonly signInMethod: 'firebase-id-token'
  readonly webConfig: FirebaseWebConfig
}

/** The browser configuration of an identity that signs in in the browser, else null. */
export function firebaseWebConfig(identity: IdentityPort): FirebaseWebConfig | null {
  if (identity.signInMethod !== 'firebase-id-token') return null
  const config = (identity as Partial<BrowserSignInIdentity>).webConfig
  return config ?? null
}

/**
 * Why `createSession({ idToken })` refused:
 * - `invalid-token`: not an ID token of this project, tampered, expired or unreadable;
 * - `stale-sign-in`: the password was typed too long ago (`auth_time` older than 5 minutes);
 * - `not-staff`: a valid account without the staff claim;
 * - `disabled`: the account is disabled;
 * - `revoked`: the account's sessions were ended after this sign-in (password reset).
 */
export type SignInRefusal = 'invalid-token' | 'stale-sign-in' | 'not-staff' | 'disabled' | 'revoked'

export class SignInRefusedError extends Error {
  constructor(
    readonly reason: SignInRefusal,
    options?: { cause?: unknown },
  ) {
    super(`sign-in refused: ${reason}`, options)
    this.name = 'SignInRefusedError'
  }
}
