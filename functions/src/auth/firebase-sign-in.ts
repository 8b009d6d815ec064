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
  /**
   * Recovery (POST /login/recovery): whether this password is right for an account waiting for
   * its second factor, by uid; null for a wrong password or an account without a second factor.
   */
  passwordNeedsSecondFactor(email: string, password: string): Promise<{ uid: string } | null>
  /**
   * Before the browser enrols a TOTP factor: Firebase enrols second factors only on accounts whose
   * email is verified (so nobody can lock an address's owner out). Staff addresses are set by an
   * admin, who hands the password over: the account is marked verified.
   */
  prepareTotpEnrolment(uid: string): Promise<void>
  /** After the second factor was removed (recovery): a session from the password alone. */
  sessionFromPassword(email: string, password: string, ttlMs: number): Promise<{ cookie: string; expiresAt: number } | null>
}

/** The identity as one that signs in in the browser, or null. */
export function browserSignIn(identity: IdentityPort): BrowserSignInIdentity | null {
  return identity.signInMethod === 'firebase-id-token' ? (identity as BrowserSignInIdentity) : null
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
 * - `revoked`: the account's sessions were ended after this sign-in (password reset);
 * - `second-factor-required`: the account has two-step verification on and the token was not
 *   made by a sign-in that passed it (an older token, one made before enrolment).
 */
export type SignInRefusal = 'invalid-token' | 'stale-sign-in' | 'not-staff' | 'disabled' | 'revoked' | 'second-factor-required'

export class SignInRefusedError extends Error {
  constructor(
    readonly reason: SignInRefusal,
    options?: { cause?: unknown },
  ) {
    super(`sign-in refused: ${reason}`, options)
    this.name = 'SignInRefusedError'
  }
}
