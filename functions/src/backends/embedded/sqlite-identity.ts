import type Database from 'better-sqlite3'
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { decoyPasswordHash, hashPassword, needsRehash, verifyPasswordHash } from '../../auth/password-hash'
import { hashRecoveryCode } from '../../auth/recovery-codes'
import { SecretBox } from '../../auth/secret-box'
import { checkTotp, newTotpSecret } from '../../auth/totp'
import {
  EmailTakenError,
  type CodeCheck,
  type IdentityPort,
  type PasswordLinkPurpose,
  type PasswordLinks,
  type PendingSignIn,
  type ServerTwoFactor,
  type StaffRole,
  type StaffSession,
  type StaffUser,
  type TwoFactorState,
} from '../ports'
import { asStoreError } from './sqlite-content-store'
import { STAFF_ROLES } from '../../../../shared/schemas/staff'

interface StaffRow {
  uid: string
  email: string
  display_name: string
  role: StaffRole
  disabled: number
  password_hash: string
  created_at: string
  two_factor: number | null
  invited: number | null
}

interface TwoFactorRow {
  uid: string
  secret: string | null
  enabled_at: string | null
  last_step: number | null
  pending_secret: string | null
  pending_at: number | null
}

const toUser = (row: StaffRow): StaffUser => ({
  uid: row.uid,
  email: row.email,
  displayName: row.display_name,
  role: row.role,
  disabled: row.disabled === 1,
  createdAt: row.created_at,
  twoFactor: row.two_factor === 1,
  ...(row.invited === 1 ? { invited: true } : {}),
})

/** Every staff column and whether two-step verification is on, for `FROM staff st`. */
const STAFF_COLUMNS = `st.*, (SELECT tf.enabled_at IS NOT NULL FROM staff_two_factor tf WHERE tf.uid = st.uid) AS two_factor, (SELECT 1 FROM staff_invites si WHERE si.uid = st.uid) AS invited`

/** A secret waiting for its first code is forgotten after this long (the page was left). */
export const ENROLMENT_TTL_MS = 30 * 60_000

/** Session ids are stored hashed: a copy of the database does not hand out live cookies. */
const sessionKey = (cookie: string) => createHash('sha256').update(cookie).digest('base64url')

/** Password-link tokens are stored hashed too: a copy of the database sets no one's password. */
const linkKey = (token: string) => createHash('sha256').update(token).digest('base64url')

/** A token as the app writes it (32 random bytes, base64url): anything else is refused unread. */
const LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/

/** Runs statements, turning "the store cannot be used now" (locked, full, read-only) into StoreUnavailableError. */
function guarded<T>(work: () => T): T {
  try {
    return work()
  } catch (error) {
    throw asStoreError(error)
  }
}

export interface SqliteIdentityOptions {
  /**
   * Seals the authenticator secrets at rest (auth/secret-box.ts): the embedded backend's key file
   * in DATA_DIR, made on first use. Without it, a key held in memory (tests).
   */
  secrets?: () => SecretBox
}

/** The staff table's definition; the role is one of STAFF_ROLES. */
const STAFF_TABLE = `
        uid TEXT PRIMARY KEY, email TEXT NOT NULL UNIQUE COLLATE NOCASE, display_name TEXT NOT NULL,
        role TEXT NOT NULL CHECK (role IN (${STAFF_ROLES.map((role) => `'${role}'`).join(', ')})), disabled INTEGER NOT NULL DEFAULT 0,
        password_hash TEXT NOT NULL, created_at TEXT NOT NULL`

/**
 * A database made before the roles of docs/decisions/0052-staff-roles.md checks for admin and
 * editor only, and SQLite cannot change a CHECK in place: the staff table is made again with
 * today's list and its rows copied, in one transaction (SQLite's documented way; the tables that
 * refer to staff keep their rows, as foreign keys are off meanwhile).
 */
function widenStaffRoles(db: Database.Database): void {
  const row = db.prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'staff'").get() as { sql: string } | undefined
  if (!row || STAFF_ROLES.every((role) => row.sql.includes(`'${role}'`))) return
  const foreignKeys = db.pragma('foreign_keys', { simple: true }) as number
  db.pragma('foreign_keys = OFF')
  try {
    db.transaction(() => {
      db.exec(`CREATE TABLE staff_widened (${STAFF_TABLE});
        INSERT INTO staff_widened SELECT uid, email, display_name, role, disabled, password_hash, created_at FROM staff;
        DROP TABLE staff;
        ALTER TABLE staff_widened RENAME TO staff;`)
    })()
  } finally {
    db.pragma(`foreign_keys = ${foreignKeys ? 'ON' : 'OFF'}`)
  }
}

/** Staff accounts (scrypt hashes) and server-side sessions in the same SQLite file as the content. */
export class SqliteIdentity implements IdentityPort {
  readonly signInMethod = 'password' as const
  readonly twoFactorMethod = 'server' as const
  readonly serverTwoFactor: ServerTwoFactor
  #box: SecretBox | null = null
  readonly #secrets: () => SecretBox

  constructor(
    private readonly db: Database.Database,
    private readonly now: () => number = Date.now,
    options: SqliteIdentityOptions = {},
  ) {
    this.#secrets = options.secrets ?? (() => SecretBox.ephemeral())
    widenStaffRoles(db)
    db.exec(`
      CREATE TABLE IF NOT EXISTS staff (${STAFF_TABLE});
      CREATE TABLE IF NOT EXISTS sessions (
        key TEXT PRIMARY KEY, uid TEXT NOT NULL REFERENCES staff(uid) ON DELETE CASCADE,
        created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL);
      CREATE INDEX IF NOT EXISTS sessions_by_uid ON sessions (uid);
      CREATE INDEX IF NOT EXISTS sessions_by_expiry ON sessions (expires_at);
      -- Two-step verification (docs/decisions/0032): the sealed secret once confirmed, the time
      -- step of the last code accepted (replay guard), a sealed secret waiting for its first code.
      CREATE TABLE IF NOT EXISTS staff_two_factor (
        uid TEXT PRIMARY KEY REFERENCES staff(uid) ON DELETE CASCADE,
        secret TEXT, enabled_at TEXT, last_step INTEGER, pending_secret TEXT, pending_at INTEGER);
      CREATE TABLE IF NOT EXISTS staff_recovery_codes (
        uid TEXT NOT NULL REFERENCES staff(uid) ON DELETE CASCADE, hash TEXT NOT NULL, used_at TEXT,
        PRIMARY KEY (uid, hash)) WITHOUT ROWID;
      -- Sign-ins whose password was right, waiting for their second step: not sessions.
      CREATE TABLE IF NOT EXISTS pending_sign_ins (
        key TEXT PRIMARY KEY, uid TEXT NOT NULL REFERENCES staff(uid) ON DELETE CASCADE,
        expires_at INTEGER NOT NULL, failures INTEGER NOT NULL DEFAULT 0);
      CREATE INDEX IF NOT EXISTS pending_sign_ins_by_uid ON pending_sign_ins (uid);
      -- Invitations and password resets by email (docs/decisions/0049): token hashes only.
      CREATE TABLE IF NOT EXISTS password_links (
        key TEXT PRIMARY KEY, uid TEXT NOT NULL REFERENCES staff(uid) ON DELETE CASCADE,
        purpose TEXT NOT NULL CHECK (purpose IN ('invite', 'reset')), expires_at INTEGER NOT NULL);
      CREATE INDEX IF NOT EXISTS password_links_by_uid ON password_links (uid);
      -- Accounts invited and not yet in: they have no password of their own.
      CREATE TABLE IF NOT EXISTS staff_invites (
        uid TEXT PRIMARY KEY REFERENCES staff(uid) ON DELETE CASCADE, invited_at TEXT NOT NULL);
    `)
    this.serverTwoFactor = {
      beginEnrolment: (uid) => this.#beginEnrolment(uid),
      pendingEnrolment: (uid) => this.#pendingEnrolment(uid),
      confirmEnrolment: (uid, code) => this.#confirmEnrolment(uid, code),
      verifyCode: (uid, code) => this.#verifyCode(uid, code),
      startPendingSignIn: (uid, ttlMs) => this.#startPendingSignIn(uid, ttlMs),
      pendingSignIn: (cookie) => this.#pendingSignIn(cookie),
      recordPendingFailure: (cookie) => this.#recordPendingFailure(cookie),
      endPendingSignIn: (cookie) => this.#endPendingSignIn(cookie),
    }
    this.passwordLinks = {
      handler: 'app',
      invite: (input) => this.#invite(input),
      issue: (uid, purpose, ttlMs, target) => this.#issueLink(uid, purpose, ttlMs, target.appLink),
      revokeInvite: (uid) => this.#revokeInvite(uid),
      peek: (token) => this.#peekLink(token),
      redeem: (token, password) => this.#redeemLink(token, password),
    }
  }

  readonly passwordLinks: PasswordLinks

  // --- Invitations and password links (docs/decisions/0049) -----------------------------------

  async #invite(input: { email: string; displayName: string; role: StaffRole }): Promise<StaffUser> {
    // A password no one knows: the account cannot be entered until its link sets one, and a
    // sign-in attempt on it costs the same hash as any other.
    const user = await this.createStaff({ ...input, password: randomBytes(24).toString('base64url') })
    guarded(() => this.db.prepare('INSERT OR IGNORE INTO staff_invites (uid, invited_at) VALUES (?, ?)').run(user.uid, new Date(this.now()).toISOString()))
    return (await this.getStaff(user.uid))!
  }

  async #issueLink(uid: string, purpose: PasswordLinkPurpose, ttlMs: number, appLink: (token: string) => string): Promise<string> {
    const token = randomBytes(32).toString('base64url')
    const now = this.now()
    guarded(() =>
      this.db.transaction(() => {
        // One live link per account: a new one (a re-sent invitation, a second request) ends the earlier.
        this.db.prepare('DELETE FROM password_links WHERE uid = ? OR expires_at <= ?').run(uid, now)
        this.db.prepare('INSERT INTO password_links (key, uid, purpose, expires_at) VALUES (?, ?, ?, ?)').run(linkKey(token), uid, purpose, now + ttlMs)
      })(),
    )
    return appLink(token)
  }

  async #revokeInvite(uid: string): Promise<boolean> {
    return guarded(() =>
      this.db.transaction(() => {
        if (!this.db.prepare('SELECT 1 FROM staff_invites WHERE uid = ?').get(uid)) return false
        this.db.prepare('DELETE FROM password_links WHERE uid = ?').run(uid)
        this.db.prepare('DELETE FROM staff_invites WHERE uid = ?').run(uid)
        this.db.prepare('DELETE FROM sessions WHERE uid = ?').run(uid)
        this.db.prepare('DELETE FROM staff WHERE uid = ?').run(uid)
        return true
      })(),
    )
  }

  #liveLink(token: string): { uid: string; purpose: PasswordLinkPurpose; email: string; disabled: number } | undefined {
    if (typeof token !== 'string' || !LINK_TOKEN.test(token)) return undefined
    return guarded(
      () =>
        this.db
          .prepare('SELECT pl.uid, pl.purpose, st.email, st.disabled FROM password_links pl JOIN staff st ON st.uid = pl.uid WHERE pl.key = ? AND pl.expires_at > ?')
          .get(linkKey(token), this.now()) as { uid: string; purpose: PasswordLinkPurpose; email: string; disabled: number } | undefined,
    )
  }

  async #peekLink(token: string) {
    const link = this.#liveLink(token)
    return link && !link.disabled ? { uid: link.uid, purpose: link.purpose, email: link.email } : null
  }

  async #redeemLink(token: string, password: string): Promise<{ user: StaffUser; purpose: PasswordLinkPurpose } | null> {
    if (!this.#liveLink(token)) return null
    const hash = await hashPassword(password)
    const spent = guarded(() =>
      this.db.transaction(() => {
        // Checked again inside the write: of two requests with one token, only one finds it.
        const link = this.#liveLink(token)
        if (!link || link.disabled) return null
        this.db.prepare('DELETE FROM password_links WHERE uid = ?').run(link.uid)
        this.db.prepare('UPDATE staff SET password_hash = ? WHERE uid = ?').run(hash, link.uid)
        this.db.prepare('DELETE FROM staff_invites WHERE uid = ?').run(link.uid)
        this.db.prepare('DELETE FROM sessions WHERE uid = ?').run(link.uid)
        this.db.prepare('DELETE FROM pending_sign_ins WHERE uid = ?').run(link.uid)
        return link
      })(),
    )
    if (!spent) return null
    return { user: (await this.getStaff(spent.uid))!, purpose: spent.purpose }
  }

  get #secretBox(): SecretBox {
    this.#box ??= this.#secrets()
    return this.#box
  }

  #staffRow(where: 'uid' | 'email', value: string): StaffRow | undefined {
    return guarded(() => this.db.prepare(`SELECT ${STAFF_COLUMNS} FROM staff st WHERE st.${where} = ?`).get(value) as StaffRow | undefined)
  }

  async listStaff(): Promise<StaffUser[]> {
    return guarded(() => this.db.prepare(`SELECT ${STAFF_COLUMNS} FROM staff st ORDER BY st.email`).all() as StaffRow[]).map(toUser)
  }

  async getStaff(uid: string): Promise<StaffUser | null> {
    const row = this.#staffRow('uid', uid)
    return row ? toUser(row) : null
  }

  async findStaffByEmail(email: string): Promise<StaffUser | null> {
    const row = this.#staffRow('email', email.trim())
    return row ? toUser(row) : null
  }

  async createStaff(input: { email: string; password: string; displayName: string; role: StaffRole }): Promise<StaffUser> {
    const uid = randomUUID()
    const hash = await hashPassword(input.password)
    try {
      this.db
        .prepare('INSERT INTO staff (uid, email, display_name, role, password_hash, created_at) VALUES (?, ?, ?, ?, ?, ?)')
        .run(uid, input.email.trim().toLowerCase(), input.displayName.trim(), input.role, hash, new Date(this.now()).toISOString())
    } catch (error) {
      if (String((error as { code?: string }).code).startsWith('SQLITE_CONSTRAINT')) throw new EmailTakenError(input.email)
      throw asStoreError(error)
    }
    return (await this.getStaff(uid))!
  }

  async setPassword(uid: string, password: string): Promise<void> {
    const hash = await hashPassword(password)
    guarded(() => this.db.prepare('UPDATE staff SET password_hash = ? WHERE uid = ?').run(hash, uid))
    await this.revokeUserSessions(uid)
  }

  async setDisabled(uid: string, disabled: boolean): Promise<void> {
    guarded(() => this.db.prepare('UPDATE staff SET disabled = ? WHERE uid = ?').run(disabled ? 1 : 0, uid))
    if (disabled) await this.revokeUserSessions(uid)
  }

  async setRole(uid: string, role: StaffRole): Promise<void> {
    guarded(() => this.db.prepare('UPDATE staff SET role = ? WHERE uid = ?').run(role, uid))
  }

  async setDisplayName(uid: string, displayName: string): Promise<void> {
    guarded(() => this.db.prepare('UPDATE staff SET display_name = ? WHERE uid = ?').run(displayName.trim(), uid))
  }

  async verifyPassword(email: string, password: string): Promise<StaffUser | null> {
    const row = this.#staffRow('email', email.trim())
    // Unknown emails still pay for one hash, so timing does not reveal which emails exist.
    const ok = await verifyPasswordHash(password, row?.password_hash ?? (await decoyPasswordHash()))
    if (!row || !ok || row.disabled) return null
    // A hash made at another cost (PASSWORD_HASH_COST changed since) is made again at today's:
    // the decoy above is at today's cost, so an old one would tell an account by its time.
    if (needsRehash(row.password_hash)) {
      const hash = await hashPassword(password)
      guarded(() => this.db.prepare('UPDATE staff SET password_hash = ? WHERE uid = ? AND password_hash = ?').run(hash, row.uid, row.password_hash))
    }
    return toUser(row)
  }

  async changeOwnPassword(uid: string, password: string, current: string): Promise<{ cookie: string; expiresAt: number } | null> {
    const hash = await hashPassword(password)
    const cookie = randomBytes(32).toString('base64url')
    return guarded(() =>
      this.db.transaction(() => {
        // The session making the change goes on (same end) under a new id; every other one ends.
        const kept = this.db.prepare('SELECT expires_at FROM sessions WHERE key = ? AND uid = ?').get(sessionKey(current), uid) as { expires_at: number } | undefined
        this.db.prepare('UPDATE staff SET password_hash = ? WHERE uid = ?').run(hash, uid)
        this.db.prepare('DELETE FROM sessions WHERE uid = ?').run(uid)
        this.db.prepare('DELETE FROM pending_sign_ins WHERE uid = ?').run(uid)
        if (!kept || kept.expires_at <= this.now()) return null
        this.db.prepare('INSERT INTO sessions (key, uid, created_at, expires_at) VALUES (?, ?, ?, ?)').run(sessionKey(cookie), uid, this.now(), kept.expires_at)
        return { cookie, expiresAt: kept.expires_at }
      })(),
    )
  }

  async createSession(proof: { uid: string } | { idToken: string }, ttlMs: number) {
    if (!('uid' in proof)) throw new Error('the embedded identity signs in with passwords, not ID tokens')
    const cookie = randomBytes(32).toString('base64url')
    const now = this.now()
    const expiresAt = now + ttlMs
    guarded(() =>
      this.db.transaction(() => {
        this.db.prepare('INSERT INTO sessions (key, uid, created_at, expires_at) VALUES (?, ?, ?, ?)').run(sessionKey(cookie), proof.uid, now, expiresAt)
        // Expired sessions are removed as new ones start; no background job is needed.
        this.db.prepare('DELETE FROM sessions WHERE expires_at < ?').run(now)
        this.db.prepare('DELETE FROM pending_sign_ins WHERE expires_at < ?').run(now)
      })(),
    )
    return { cookie, expiresAt }
  }

  async verifySession(cookie: string): Promise<StaffSession | null> {
    if (!cookie || cookie.length > 200) return null
    const key = sessionKey(cookie)
    const row = guarded(
      () =>
        this.db
          .prepare(`SELECT s.key, s.expires_at, ${STAFF_COLUMNS} FROM sessions s JOIN staff st ON st.uid = s.uid WHERE s.key = ?`)
          .get(key) as (StaffRow & { key: string; expires_at: number }) | undefined,
    )
    if (!row || row.expires_at <= this.now() || row.disabled) return null
    return { id: key.slice(0, 12), user: toUser(row), expiresAt: row.expires_at }
  }

  async revokeSession(cookie: string): Promise<void> {
    guarded(() => {
      this.db.prepare('DELETE FROM sessions WHERE key = ?').run(sessionKey(cookie))
      this.db.prepare('DELETE FROM pending_sign_ins WHERE key = ?').run(sessionKey(cookie))
    })
  }

  async revokeUserSessions(uid: string): Promise<void> {
    guarded(() =>
      this.db.transaction(() => {
        this.db.prepare('DELETE FROM sessions WHERE uid = ?').run(uid)
        this.db.prepare('DELETE FROM pending_sign_ins WHERE uid = ?').run(uid)
      })(),
    )
  }

  // --- Two-step verification -------------------------------------------------------------------

  #twoFactorRow(uid: string): TwoFactorRow | undefined {
    return guarded(() => this.db.prepare('SELECT * FROM staff_two_factor WHERE uid = ?').get(uid) as TwoFactorRow | undefined)
  }

  async twoFactorState(uid: string): Promise<TwoFactorState> {
    const row = this.#twoFactorRow(uid)
    const left = guarded(() => (this.db.prepare('SELECT count(*) AS n FROM staff_recovery_codes WHERE uid = ? AND used_at IS NULL').get(uid) as { n: number }).n)
    if (!row?.enabled_at) return { enabled: false, recoveryCodesLeft: 0 }
    return { enabled: true, enabledAt: row.enabled_at, recoveryCodesLeft: left }
  }

  async resetTwoFactor(uid: string): Promise<void> {
    guarded(() =>
      this.db.transaction(() => {
        this.db.prepare('DELETE FROM staff_two_factor WHERE uid = ?').run(uid)
        this.db.prepare('DELETE FROM staff_recovery_codes WHERE uid = ?').run(uid)
        this.db.prepare('DELETE FROM pending_sign_ins WHERE uid = ?').run(uid)
      })(),
    )
  }

  async replaceRecoveryCodes(uid: string, codes: readonly string[]): Promise<void> {
    const hashes = codes.map((code) => {
      const hash = hashRecoveryCode(uid, code)
      if (!hash) throw new Error('not a recovery code')
      return hash
    })
    guarded(() =>
      this.db.transaction(() => {
        this.db.prepare('DELETE FROM staff_recovery_codes WHERE uid = ?').run(uid)
        const insert = this.db.prepare('INSERT OR IGNORE INTO staff_recovery_codes (uid, hash) VALUES (?, ?)')
        for (const hash of hashes) insert.run(uid, hash)
      })(),
    )
  }

  async useRecoveryCode(uid: string, code: string): Promise<boolean> {
    const hash = hashRecoveryCode(uid, code)
    if (!hash) return false
    // One statement: of two requests with the same code, only one changes the row.
    const result = guarded(() =>
      this.db.prepare('UPDATE staff_recovery_codes SET used_at = ? WHERE uid = ? AND hash = ? AND used_at IS NULL').run(new Date(this.now()).toISOString(), uid, hash),
    )
    return result.changes === 1
  }

  async #beginEnrolment(uid: string): Promise<string> {
    const secret = newTotpSecret()
    const sealed = this.#secretBox.seal(secret, uid)
    guarded(() =>
      this.db
        .prepare(
          `INSERT INTO staff_two_factor (uid, pending_secret, pending_at) VALUES (?, ?, ?)
           ON CONFLICT (uid) DO UPDATE SET pending_secret = excluded.pending_secret, pending_at = excluded.pending_at`,
        )
        .run(uid, sealed, this.now()),
    )
    return secret
  }

  #openPending(row: TwoFactorRow | undefined): string | null {
    if (!row?.pending_secret || row.pending_at === null || this.now() - row.pending_at > ENROLMENT_TTL_MS) return null
    return this.#secretBox.open(row.pending_secret, row.uid)
  }

  async #pendingEnrolment(uid: string): Promise<string | null> {
    return this.#openPending(this.#twoFactorRow(uid))
  }

  async #confirmEnrolment(uid: string, code: string): Promise<CodeCheck> {
    return guarded(() =>
      this.db.transaction((): CodeCheck => {
        const row = this.db.prepare('SELECT * FROM staff_two_factor WHERE uid = ?').get(uid) as TwoFactorRow | undefined
        const secret = this.#openPending(row)
        if (!secret) return { ok: false, reason: 'wrong' }
        const check = checkTotp(secret, code, this.now(), null)
        if (!check.ok) return check
        this.db
          .prepare('UPDATE staff_two_factor SET secret = pending_secret, enabled_at = ?, last_step = ?, pending_secret = NULL, pending_at = NULL WHERE uid = ?')
          .run(new Date(this.now()).toISOString(), check.step, uid)
        return { ok: true }
      })(),
    )
  }

  async #verifyCode(uid: string, code: string): Promise<CodeCheck> {
    // Read, check and record the step in one transaction: two requests with the same code
    // cannot both pass (better-sqlite3 runs it synchronously, SQLite serialises writers).
    return guarded(() =>
      this.db.transaction((): CodeCheck => {
        const row = this.db.prepare('SELECT * FROM staff_two_factor WHERE uid = ?').get(uid) as TwoFactorRow | undefined
        if (!row?.secret || !row.enabled_at) return { ok: false, reason: 'wrong' }
        const secret = this.#secretBox.open(row.secret, uid)
        if (!secret) {
          // The key file was replaced or lost: the code cannot be checked. Recovery codes and an
          // admin's reset still work; the operator should know.
          console.error(`two-step verification: the secret of ${uid} does not open with DATA_DIR/two-factor.key (restored without its key?)`)
          return { ok: false, reason: 'wrong' }
        }
        const check = checkTotp(secret, code, this.now(), row.last_step)
        if (!check.ok) return check
        this.db.prepare('UPDATE staff_two_factor SET last_step = ? WHERE uid = ?').run(check.step, uid)
        return { ok: true }
      })(),
    )
  }

  async #startPendingSignIn(uid: string, ttlMs: number): Promise<{ cookie: string; expiresAt: number }> {
    const cookie = randomBytes(32).toString('base64url')
    const expiresAt = this.now() + ttlMs
    guarded(() =>
      this.db.transaction(() => {
        this.db.prepare('INSERT INTO pending_sign_ins (key, uid, expires_at) VALUES (?, ?, ?)').run(sessionKey(cookie), uid, expiresAt)
        this.db.prepare('DELETE FROM pending_sign_ins WHERE expires_at < ?').run(this.now())
      })(),
    )
    return { cookie, expiresAt }
  }

  async #pendingSignIn(cookie: string): Promise<PendingSignIn | null> {
    if (!cookie || cookie.length > 200) return null
    const row = guarded(
      () =>
        this.db
          .prepare('SELECT p.uid, p.failures, p.expires_at, st.disabled FROM pending_sign_ins p JOIN staff st ON st.uid = p.uid WHERE p.key = ?')
          .get(sessionKey(cookie)) as { uid: string; failures: number; expires_at: number; disabled: number } | undefined,
    )
    if (!row || row.expires_at <= this.now() || row.disabled) return null
    return { uid: row.uid, failures: row.failures, expiresAt: row.expires_at }
  }

  async #recordPendingFailure(cookie: string): Promise<number> {
    const row = guarded(
      () => this.db.prepare('UPDATE pending_sign_ins SET failures = failures + 1 WHERE key = ? RETURNING failures').get(sessionKey(cookie)) as { failures: number } | undefined,
    )
    return row?.failures ?? 0
  }

  async #endPendingSignIn(cookie: string): Promise<void> {
    guarded(() => this.db.prepare('DELETE FROM pending_sign_ins WHERE key = ?').run(sessionKey(cookie)))
  }
}
