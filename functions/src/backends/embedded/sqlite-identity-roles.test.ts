import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { SqliteIdentity } from './sqlite-identity'

describe('a database made when the roles were admin and editor', () => {
  it('takes the roles that came since (reviewer, HR, marketing), keeping its accounts and their sessions', async () => {
    const db = new Database(':memory:')
    db.pragma('foreign_keys = ON')
    // The staff table as databases made before docs/decisions/0052-staff-roles.md have it.
    db.exec(`CREATE TABLE staff (
        uid TEXT PRIMARY KEY, email TEXT NOT NULL UNIQUE COLLATE NOCASE, display_name TEXT NOT NULL,
        role TEXT NOT NULL CHECK (role IN ('admin', 'editor')), disabled INTEGER NOT NULL DEFAULT 0,
        password_hash TEXT NOT NULL, created_at TEXT NOT NULL)`)
    const before = new SqliteIdentity(db)
    const kept = await before.createStaff({ email: 'lama@example.test', password: 'kata-sandi-lama', displayName: 'Lama', role: 'editor' })
    const { cookie } = await before.createSession({ uid: kept.uid }, 60_000)

    const identity = new SqliteIdentity(db)
    const hr = await identity.createStaff({ email: 'hr@example.test', password: 'kata-sandi-hr-baru', displayName: 'HR', role: 'hr' })
    await identity.setRole(kept.uid, 'marketing')
    expect((await identity.getStaff(hr.uid))?.role).toBe('hr')
    expect((await identity.verifySession(cookie))?.user).toMatchObject({ email: 'lama@example.test', role: 'marketing' })
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1)
    expect(() => db.prepare("UPDATE staff SET role = 'tamu' WHERE uid = ?").run(hr.uid)).toThrow(/CHECK/)
  })
})
