import type Database from 'better-sqlite3'
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { decoyPasswordHash, hashPassword, verifyPasswordHash } from '../../auth/password-hash'
import { EmailTakenError, type IdentityPort, type StaffRole, type StaffSession, type StaffUser } from '../ports'
import { asStoreError } from './sqlite-content-store'

interface StaffRow {
  uid: string
  email: string
  display_name: string
  role: StaffRole
  disabled: number
  password_hash: string
  created_at: string
}

const toUser = (row: StaffRow): StaffUser => ({
  uid: row.uid,
  email: row.email,
  displayName: row.display_name,
  role: row.role,
  disabled: row.disabled === 1,
  createdAt: row.created_at,
})

/** Session ids are stored hashed: a copy of the database does not hand out live cookies. */
const sessionKey = (cookie: string) => createHash('sha256').update(cookie).digest('base64url')

/** Runs statements, turning "the store cannot be used now" (locked, full, read-only) into StoreUnavailableError. */
function guarded<T>(work: () => T): T {
  try {
    return work()
  } catch (error) {
    throw asStoreError(error)
  }
}

/** Staff accounts (scrypt hashes) and server-side sessions in the same SQLite file as the content. */
export class SqliteIdentity implements IdentityPort {
  readonly signInMethod = 'password' as const

  constructor(
    private readonly db: Database.Database,
    private readonly now: () => number = Date.now,
  ) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS staff (
        uid TEXT PRIMARY KEY, email TEXT NOT NULL UNIQUE COLLATE NOCASE, display_name TEXT NOT NULL,
        role TEXT NOT NULL CHECK (role IN ('admin', 'editor')), disabled INTEGER NOT NULL DEFAULT 0,
        password_hash TEXT NOT NULL, created_at TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS sessions (
        key TEXT PRIMARY KEY, uid TEXT NOT NULL REFERENCES staff(uid) ON DELETE CASCADE,
        created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL);
      CREATE INDEX IF NOT EXISTS sessions_by_uid ON sessions (uid);
      CREATE INDEX IF NOT EXISTS sessions_by_expiry ON sessions (expires_at);
    `)
  }

  async listStaff(): Promise<StaffUser[]> {
    return guarded(() => this.db.prepare('SELECT * FROM staff ORDER BY email').all() as StaffRow[]).map(toUser)
  }

  async getStaff(uid: string): Promise<StaffUser | null> {
    const row = guarded(() => this.db.prepare('SELECT * FROM staff WHERE uid = ?').get(uid) as StaffRow | undefined)
    return row ? toUser(row) : null
  }

  async findStaffByEmail(email: string): Promise<StaffUser | null> {
    const row = guarded(() => this.db.prepare('SELECT * FROM staff WHERE email = ?').get(email.trim()) as StaffRow | undefined)
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

  async verifyPassword(email: string, password: string): Promise<StaffUser | null> {
    const row = guarded(() => this.db.prepare('SELECT * FROM staff WHERE email = ?').get(email.trim()) as StaffRow | undefined)
    // Unknown emails still pay for one hash, so timing does not reveal which emails exist.
    const ok = await verifyPasswordHash(password, row?.password_hash ?? (await decoyPasswordHash()))
    if (!row || !ok || row.disabled) return null
    return toUser(row)
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
          .prepare('SELECT s.key, s.expires_at, st.* FROM sessions s JOIN staff st ON st.uid = s.uid WHERE s.key = ?')
          .get(key) as (StaffRow & { key: string; expires_at: number }) | undefined,
    )
    if (!row || row.expires_at <= this.now() || row.disabled) return null
    return { id: key.slice(0, 12), user: toUser(row), expiresAt: row.expires_at }
  }

  async revokeSession(cookie: string): Promise<void> {
    guarded(() => this.db.prepare('DELETE FROM sessions WHERE key = ?').run(sessionKey(cookie)))
  }

  async revokeUserSessions(uid: string): Promise<void> {
    guarded(() => this.db.prepare('DELETE FROM sessions WHERE uid = ?').run(uid))
  }
}
