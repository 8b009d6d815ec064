import type { Auth, DecodedIdToken, UserRecord } from 'firebase-admin/auth'
import type { Firestore } from 'firebase-admin/firestore'
import { createHash } from 'node:crypto'
import { SignInRefusedError, type BrowserSignInIdentity, type FirebaseWebConfig } from '../../auth/firebase-sign-in'
import { hashRecoveryCode } from '../../auth/recovery-codes'
import { EmailTakenError, StoreUnavailableError, type PasswordLinks, type StaffRole, type StaffSession, type StaffUser, type TwoFactorState } from '../ports'
import { CREDENTIAL_ERRORS, signInWithPassword } from './firebase-identity-rest'
import { isStaffRole } from '../../../../shared/schemas/staff'

/** Firebase accepts session cookies that live between 5 minutes and 2 weeks. */
export const MIN_SESSION_TTL_MS = 5 * 60_000
export const MAX_SESSION_TTL_MS = 14 * 24 * 60 * 60_000
/** A session starts only from a sign-in made this recently (a stolen, older ID token is not enough). */
export const MAX_SIGN_IN_AGE_MS = 5 * 60_000

export interface FirebaseIdentityOptions {
  /**
   * The Admin SDK's Auth of the project (`getAuth(app)`), or how to load it: the site's backend
   * loads firebase-admin's Auth SDK with the first sign-in or session check, not at an instance's
   * start (a visitor's page needs none). With FIREBASE_AUTH_EMULATOR_HOST set in the environment
   * it talks to the Auth emulator (the SDK reads the variable per call).
   */
  auth: Auth | (() => Promise<Auth>)
  /** What the browser SDK signs in with; rendered into the login page. */
  webConfig: FirebaseWebConfig
  /** Clock of the sign-in age check (tests move it). */
  now?: () => number
  /** For the password check over the Auth REST API (tests may stub it). */
  fetch?: typeof fetch
  /**
   * Where recovery codes are kept (hashes, `staffTwoFactor/{uid}`, closed to clients by
   * firestore.rules). Firebase Authentication has none of its own. Without it, recovery codes
   * are refused.
   */
  db?: Firestore
}

/** The Firestore collection of recovery-code hashes, one document per staff uid. */
export const RECOVERY_CODES_COLLECTION = 'staffTwoFactor'

interface RecoveryCodesDoc {
  hashes: string[]
  updatedAt: string
}

/** The custom claim that makes a Firebase user a staff member: `{ staff: { role } }`. */
export interface StaffClaim {
  role: StaffRole
}

function staffClaimOf(claims: Record<string, unknown> | undefined): StaffClaim | null {
  const staff = claims?.staff as { role?: unknown } | undefined
  return staff && isStaffRole(staff.role) ? { role: staff.role } : null
}

/** The second factors enrolled on an account (TOTP through the dashboard; any other counts too). */
const enrolledFactors = (record: UserRecord) => record.multiFactor?.enrolledFactors ?? []

function toStaff(record: UserRecord): StaffUser | null {
  const claim = staffClaimOf(record.customClaims)
  if (!claim || !record.email) return null
  const created = Date.parse(record.metadata.creationTime)
  return {
    uid: record.uid,
    email: record.email,
    displayName: record.displayName ?? '',
    role: claim.role,
    disabled: record.disabled,
    createdAt: new Date(Number.isNaN(created) ? 0 : created).toISOString(),
    twoFactor: enrolledFactors(record).length > 0,
    // Invited (docs/decisions/0049): made without a password, and none set through the link yet.
    ...(record.providerData.some((p) => p.providerId === 'password') ? {} : { invited: true }),
  }
}

const codeOf = (error: unknown) => String((error as { code?: unknown } | null)?.code ?? '')

/** Errors that say "this token or cookie does not prove a session", as opposed to an outage. */
const TOKEN_ERRORS = new Set([
  'auth/argument-error',
  'auth/invalid-argument',
  'auth/invalid-id-token',
  'auth/id-token-expired',
  'auth/id-token-revoked',
  'auth/invalid-session-cookie',
  'auth/session-cookie-expired',
  'auth/session-cookie-revoked',
  'auth/user-disabled',
  'auth/user-not-found',
])

function refusalOf(error: unknown): SignInRefusedError | null {
  const code = codeOf(error)
  if (!TOKEN_ERRORS.has(code)) return null
  const reason = code === 'auth/user-disabled' ? 'disabled' : code === 'auth/id-token-revoked' ? 'revoked' : 'invalid-token'
  return new SignInRefusedError(reason, { cause: error })
}

/**
 * Admin SDK errors meaning Firebase Authentication could not be reached (the request failed or
 * timed out on the way), as opposed to an answer about the request. `auth/internal-error` is
 * not one: the SDK also throws it for its own assertions.
 */
const OUTAGE_CODES = new Set(['app/network-error', 'app/network-timeout'])

/**
 * The port's "cannot answer now" for an outage, so it is answered as the store being down is
 * (503, Retry-After) and the deadline guard counts it (with-deadline.ts); before, an Auth that
 * refused connections gave a 500 and stopped the standalone server's start.
 */
function asOutage(error: unknown): unknown {
  const code = codeOf(error)
  return OUTAGE_CODES.has(code) ? new StoreUnavailableError(`identity service unavailable (${code})`, { cause: error }) : error
}

/** The same Auth, every call's outage error turned into StoreUnavailableError (other errors kept as they are). */
function outageAware(auth: Auth): Auth {
  return new Proxy(auth, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target)
      if (typeof value !== 'function') return value
      return (...args: unknown[]) => {
        const result: unknown = value.apply(target, args)
        return result instanceof Promise
          ? result.catch((error: unknown) => {
              throw asOutage(error)
            })
          : result
      }
    },
  })
}

/** The password check's request failing on the way (refused, reset, its 15 s timeout), not an answer. */
function fetchOutage(error: unknown): unknown {
  const name = (error as { name?: unknown } | null)?.name
  return error instanceof TypeError || name === 'TimeoutError' || name === 'AbortError'
    ? new StoreUnavailableError('identity service unavailable (password check not answered)', { cause: error })
    : error
}

/** The `exp` of a JWT the Admin SDK just issued (no check: it is ours), in ms. */
function expiryOf(jwt: string): number | null {
  try {
    const payload = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: unknown }
    return typeof payload.exp === 'number' ? payload.exp * 1000 : null
  } catch {
    return null
  }
}

const sessionId = (cookie: string) => createHash('sha256').update(cookie).digest('base64url').slice(0, 12)

/**
 * Staff accounts in Firebase Authentication. A staff member is a Firebase user with the custom
 * claim `staff: { role }`; other users of the project (if any) cannot enter the dashboard.
 * Sign-in happens in the browser (Firebase browser SDK); the server turns the fresh ID token
 * into a session cookie (`createSessionCookie`) and checks it on every request.
 */
export class FirebaseIdentity implements BrowserSignInIdentity {
  readonly signInMethod = 'firebase-id-token' as const
  readonly twoFactorMethod = 'firebase' as const
  readonly webConfig: FirebaseWebConfig
  private readonly auth: () => Promise<Auth>
  private readonly now: () => number
  private readonly fetch?: typeof fetch
  private readonly db?: Firestore

  constructor(options: FirebaseIdentityOptions) {
    const auth = options.auth
    const load = typeof auth === 'function' ? auth : async () => auth
    const wrapped = new WeakMap<Auth, Auth>()
    this.auth = async () => {
      const loaded = await load()
      let aware = wrapped.get(loaded)
      if (!aware) wrapped.set(loaded, (aware = outageAware(loaded)))
      return aware
    }
    this.webConfig = options.webConfig
    this.now = options.now ?? Date.now
    this.fetch = options.fetch
    this.db = options.db
  }

  /**
   * Firebase Authentication's own email actions (docs/decisions/0049): the link is
   * `generatePasswordResetLink`'s, landing on Firebase's action page, which sets the password;
   * Firebase decides its life (1 hour) and spends it once. The app only sends it by its mailer.
   */
  readonly passwordLinks: PasswordLinks = {
    handler: 'firebase',
    // No password: the account has no password provider until the link sets one, so no one can
    // sign in to it before its owner does.
    invite: (input) => this.#createWithRole(input),
    // The life is Firebase's, not `ttlMs`: a password-reset code lasts 1 hour whatever the purpose.
    issue: async (uid, _purpose, _ttlMs, target) => {
      const record = await (await this.auth()).getUser(uid)
      if (!record.email) throw new Error('the account has no email address')
      return (await this.auth()).generatePasswordResetLink(record.email, { url: target.continueUrl })
    },
    revokeInvite: async (uid) => {
      const user = await this.getStaff(uid)
      if (!user?.invited) return false
      // The account goes, and with it any link sent to it (Firebase refuses a code of a deleted user).
      await (await this.auth()).deleteUser(uid)
      return true
    },
  }

  async listStaff(): Promise<StaffUser[]> {
    const staff: StaffUser[] = []
    let pageToken: string | undefined
    do {
      const page = await (await this.auth()).listUsers(1000, pageToken)
      for (const record of page.users) {
        const user = toStaff(record)
        if (user) staff.push(user)
      }
      pageToken = page.pageToken
    } while (pageToken)
    return staff.sort((a, b) => (a.email < b.email ? -1 : a.email > b.email ? 1 : 0))
  }

  async getStaff(uid: string): Promise<StaffUser | null> {
    const record = await this.#user(uid)
    return record ? toStaff(record) : null
  }

  async findStaffByEmail(email: string): Promise<StaffUser | null> {
    try {
      return toStaff(await (await this.auth()).getUserByEmail(email.trim()))
    } catch (error) {
      if (codeOf(error) === 'auth/user-not-found' || codeOf(error) === 'auth/invalid-email') return null
      throw error
    }
  }

  createStaff(input: { email: string; password: string; displayName: string; role: StaffRole }): Promise<StaffUser> {
    return this.#createWithRole(input)
  }

  /** An account with its role; with a password when one is handed over, none for an invitation. */
  async #createWithRole(input: { email: string; password?: string; displayName: string; role: StaffRole }): Promise<StaffUser> {
    let record: UserRecord
    try {
      record = await (await this.auth()).createUser({
        email: input.email.trim().toLowerCase(),
        // An admin (or the operator) gives the address: verified, as Firebase requires before a
        // second factor can be enrolled (decision 32).
        emailVerified: true,
        ...(input.password ? { password: input.password } : {}),
        displayName: input.displayName.trim() || undefined,
      })
    } catch (error) {
      if (codeOf(error) === 'auth/email-already-exists') throw new EmailTakenError(input.email)
      throw error
    }
    try {
      await (await this.auth()).setCustomUserClaims(record.uid, { staff: { role: input.role } })
    } catch (error) {
      // An account without the claim could never sign in; do not leave it holding the email.
      await (await this.auth()).deleteUser(record.uid).catch(() => undefined)
      throw error
    }
    return (await this.getStaff(record.uid))!
  }

  async setPassword(uid: string, password: string): Promise<void> {
    await (await this.auth()).updateUser(uid, { password })
    await this.revokeUserSessions(uid)
  }

  async setDisabled(uid: string, disabled: boolean): Promise<void> {
    await (await this.auth()).updateUser(uid, { disabled })
    // Disabled users are refused at every check already; revoking also keeps their old cookies
    // dead if the account is enabled again, as on the embedded backend.
    if (disabled) await this.revokeUserSessions(uid)
  }

  async setRole(uid: string, role: StaffRole): Promise<void> {
    const record = await (await this.auth()).getUser(uid)
    // setCustomUserClaims replaces every claim: keep the others.
    await (await this.auth()).setCustomUserClaims(uid, { ...(record.customClaims ?? {}), staff: { role } })
  }

  /**
   * The Admin SDK cannot check a password; the Auth REST API can (a real sign-in: it updates the
   * user's last sign-in time and counts towards Firebase's own attempt limits). Used by the staff
   * CLI and tests; the dashboard signs in in the browser. Throws when the service refuses for
   * another reason than the credentials (too many attempts, outage).
   */
  async verifyPassword(email: string, password: string): Promise<StaffUser | null> {
    // An account with a second factor answers with a pending credential: the password is right.
    const result = await this.#passwordSignIn(email, password)
    if (!result) return null
    const user = await this.getStaff(result.uid)
    return user && !user.disabled ? user : null
  }

  /** The REST password sign-in: null for wrong credentials, throws for anything else. */
  async #passwordSignIn(email: string, password: string): Promise<{ uid: string; idToken: string | null } | null> {
    const result = await signInWithPassword(email.trim(), password, {
      apiKey: this.webConfig.apiKey,
      emulatorHost: process.env.FIREBASE_AUTH_EMULATOR_HOST || undefined,
      fetch: this.fetch,
    }).catch((error: unknown) => {
      throw fetchOutage(error)
    })
    if (!result.ok) {
      if (CREDENTIAL_ERRORS.has(result.code)) return null
      throw new Error(`Firebase Auth refused the password check: ${result.code}`)
    }
    return result
  }

  async setDisplayName(uid: string, displayName: string): Promise<void> {
    await (await this.auth()).updateUser(uid, { displayName: displayName.trim() })
  }

  /**
   * Firebase cannot end one session and keep another: a password change ends them all (and
   * revoking again makes sure). The session making the change goes on under a cookie minted
   * from a fresh sign-in with the new password, made here, lasting as long as the old one had
   * left; with a second factor enrolled that sign-in needs the code, which only the browser
   * can give: null, and the user signs in again.
   */
  async changeOwnPassword(uid: string, password: string, current: string): Promise<{ cookie: string; expiresAt: number } | null> {
    let remainingMs = MAX_SESSION_TTL_MS
    try {
      remainingMs = (await (await this.auth()).verifySessionCookie(current, false)).exp * 1000 - this.now()
    } catch {
      // An unreadable current cookie: the route found a session, so this does not happen; a new
      // session then gets the longest life instead.
    }
    const record = await (await this.auth()).updateUser(uid, { password })
    await this.revokeUserSessions(uid)
    if (enrolledFactors(record).length > 0 || !record.email) return null
    const signedIn = await this.#passwordSignIn(record.email, password)
    if (!signedIn?.idToken) return null
    const expiresIn = Math.min(MAX_SESSION_TTL_MS, Math.max(MIN_SESSION_TTL_MS, Math.round(remainingMs)))
    const cookie = await (await this.auth()).createSessionCookie(signedIn.idToken, { expiresIn })
    return { cookie, expiresAt: expiryOf(cookie) ?? this.now() + expiresIn }
  }

  async twoFactorState(uid: string): Promise<TwoFactorState> {
    const record = await this.#user(uid)
    const factors = record ? enrolledFactors(record) : []
    if (factors.length === 0) return { enabled: false, recoveryCodesLeft: 0 }
    const enrolled = Math.min(...factors.map((f) => Date.parse(f.enrollmentTime ?? '')).filter((t) => !Number.isNaN(t)))
    const codes = this.db ? ((await this.db.collection(RECOVERY_CODES_COLLECTION).doc(uid).get()).data() as RecoveryCodesDoc | undefined) : undefined
    return {
      enabled: true,
      ...(Number.isFinite(enrolled) ? { enabledAt: new Date(enrolled).toISOString() } : {}),
      recoveryCodesLeft: codes?.hashes.length ?? 0,
    }
  }

  /** Removes every enrolled second factor (Admin SDK) and the recovery codes. */
  async resetTwoFactor(uid: string): Promise<void> {
    try {
      await (await this.auth()).updateUser(uid, { multiFactor: { enrolledFactors: null } })
    } catch (error) {
      if (codeOf(error) !== 'auth/user-not-found') throw error
    }
    await this.db?.collection(RECOVERY_CODES_COLLECTION).doc(uid).delete()
  }

  async replaceRecoveryCodes(uid: string, codes: readonly string[]): Promise<void> {
    if (!this.db) throw new Error('FirebaseIdentity keeps recovery codes in Firestore: pass `db`')
    const hashes = codes.map((code) => {
      const hash = hashRecoveryCode(uid, code)
      if (!hash) throw new Error('not a recovery code')
      return hash
    })
    const doc: RecoveryCodesDoc = { hashes, updatedAt: new Date(this.now()).toISOString() }
    await this.db.collection(RECOVERY_CODES_COLLECTION).doc(uid).set(doc)
  }

  /** In a transaction: of two requests with the same code, one removes it, the other finds it gone. */
  async useRecoveryCode(uid: string, code: string): Promise<boolean> {
    const hash = hashRecoveryCode(uid, code)
    if (!hash || !this.db) return false
    const db = this.db
    const ref = db.collection(RECOVERY_CODES_COLLECTION).doc(uid)
    return db.runTransaction(async (tx) => {
      const stored = (await tx.get(ref)).data() as RecoveryCodesDoc | undefined
      if (!stored?.hashes.includes(hash)) return false
      const doc: RecoveryCodesDoc = { hashes: stored.hashes.filter((h) => h !== hash), updatedAt: new Date(this.now()).toISOString() }
      tx.set(ref, doc)
      return true
    })
  }

  /**
   * The recovery sign-in on Firebase (POST /login/recovery): the browser cannot pass Firebase's
   * second step without the authenticator, so the server checks the password (Firebase answers
   * "right, second factor pending"), the caller checks the recovery code, then this removes the
   * enrolled factors and signs in with the password alone to mint the session. Null when the
   * password is wrong or the account has no second factor to recover from.
   */
  async passwordNeedsSecondFactor(email: string, password: string): Promise<{ uid: string } | null> {
    const result = await this.#passwordSignIn(email, password)
    return result && result.idToken === null ? { uid: result.uid } : null
  }

  async prepareTotpEnrolment(uid: string): Promise<void> {
    const record = await (await this.auth()).getUser(uid)
    if (!record.emailVerified) await (await this.auth()).updateUser(uid, { emailVerified: true })
  }

  /** After `resetTwoFactor`: a session from the password alone (recovery). Null if refused. */
  async sessionFromPassword(email: string, password: string, ttlMs: number): Promise<{ cookie: string; expiresAt: number } | null> {
    const result = await this.#passwordSignIn(email, password)
    if (!result?.idToken) return null
    return this.createSession({ idToken: result.idToken }, ttlMs)
  }

  /**
   * Starts a session from an ID token the browser got by signing in: checks the token (and that
   * it is not revoked), that the sign-in is at most 5 minutes old and that the user is staff,
   * then has Firebase mint a session cookie. Throws SignInRefusedError with the reason.
   */
  async createSession(proof: { uid: string } | { idToken: string }, ttlMs: number): Promise<{ cookie: string; expiresAt: number }> {
    if (!('idToken' in proof)) throw new Error('the Firebase identity starts sessions from ID tokens, not from a uid')
    const idToken = proof.idToken
    if (typeof idToken !== 'string' || idToken.length < 20 || idToken.length > 8192) throw new SignInRefusedError('invalid-token')
    let decoded: DecodedIdToken
    try {
      decoded = await (await this.auth()).verifyIdToken(idToken, true)
    } catch (error) {
      throw refusalOf(error) ?? error
    }
    if (this.now() - decoded.auth_time * 1000 > MAX_SIGN_IN_AGE_MS) throw new SignInRefusedError('stale-sign-in')
    if (!staffClaimOf(decoded)) throw new SignInRefusedError('not-staff')
    // Firebase gives an account with a second factor no ID token before its second step; a token
    // without one is older than the enrolment (or forged on an emulator). Never a session.
    const record = await this.#user(decoded.uid)
    if (!record) throw new SignInRefusedError('invalid-token')
    if (enrolledFactors(record).length > 0 && !decoded.firebase?.sign_in_second_factor) throw new SignInRefusedError('second-factor-required')
    const expiresIn = Math.min(MAX_SESSION_TTL_MS, Math.max(MIN_SESSION_TTL_MS, Math.round(ttlMs)))
    let cookie: string
    try {
      cookie = await (await this.auth()).createSessionCookie(idToken, { expiresIn })
    } catch (error) {
      throw refusalOf(error) ?? error
    }
    return { cookie, expiresAt: expiryOf(cookie) ?? this.now() + expiresIn }
  }

  /**
   * The session behind a cookie: a valid session cookie of this project, of a user that exists,
   * is enabled, still has the staff claim, and whose sessions were not revoked after the sign-in.
   * This is what `verifySessionCookie(cookie, true)` checks, done with one user lookup instead of
   * two: the lookup also gives the current role, so a role change or the claim's removal applies
   * at the next request instead of when the cookie expires.
   */
  async verifySession(cookie: string): Promise<StaffSession | null> {
    if (!cookie || cookie.length > 8192) return null
    let decoded: DecodedIdToken
    try {
      decoded = await (await this.auth()).verifySessionCookie(cookie, false)
    } catch (error) {
      if (TOKEN_ERRORS.has(codeOf(error))) return null
      throw error
    }
    const record = await this.#user(decoded.uid)
    if (!record || record.disabled) return null
    // Revocation is stored in whole seconds (`validSince`), as the Admin SDK compares it.
    if (record.tokensValidAfterTime && decoded.auth_time * 1000 < Date.parse(record.tokensValidAfterTime)) return null
    const user = toStaff(record)
    if (!user) return null
    return { id: sessionId(cookie), user, expiresAt: decoded.exp * 1000 }
  }

  /**
   * Firebase session cookies cannot be revoked one by one: they are signed tokens with no
   * server-side record. Ending one means revoking every refresh token and session of its user
   * (`revokeRefreshTokens`), so signing out on one device signs the user out everywhere.
   */
  async revokeSession(cookie: string): Promise<void> {
    if (!cookie || cookie.length > 8192) return
    let uid: string
    try {
      uid = (await (await this.auth()).verifySessionCookie(cookie, false)).uid
    } catch (error) {
      if (TOKEN_ERRORS.has(codeOf(error))) return // nothing to end
      throw error
    }
    await this.revokeUserSessions(uid)
  }

  /**
   * Sessions started before now end. Firebase keeps the revocation time in whole seconds and
   * compares it with the sign-in time (also seconds): a sign-in made in the same second as the
   * revocation survives it.
   */
  async revokeUserSessions(uid: string): Promise<void> {
    try {
      await (await this.auth()).revokeRefreshTokens(uid)
    } catch (error) {
      if (codeOf(error) !== 'auth/user-not-found') throw error
    }
  }

  async #user(uid: string): Promise<UserRecord | null> {
    try {
      return await (await this.auth()).getUser(uid)
    } catch (error) {
      if (codeOf(error) === 'auth/user-not-found' || codeOf(error) === 'auth/invalid-uid') return null
      throw error
    }
  }
}
