import Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { SqliteIdentity } from './sqlite-identity'

const storedCost = (db: Database.Database, email: string) => (db.prepare('SELECT password_hash FROM staff WHERE email = ?').get(email) as { password_hash: string }).password_hash.split('$')[1]

describe('a password hashed before PASSWORD_HASH_COST changed', () => {
  const saved = process.env.PASSWORD_HASH_COST
  afterEach(() => {
    if (saved === undefined) delete process.env.PASSWORD_HASH_COST
    else process.env.PASSWORD_HASH_COST = saved
  })

  it("is hashed again at today's cost at its next sign-in, so its time matches an unknown email's", async () => {
    const db = new Database(':memory:')
    const identity = new SqliteIdentity(db)
    process.env.PASSWORD_HASH_COST = '10'
    await identity.createStaff({ email: 'lama@example.test', password: 'kata-sandi-lama-1', displayName: 'Lama', role: 'editor' })
    expect(storedCost(db, 'lama@example.test')).toBe(String(2 ** 10))

    process.env.PASSWORD_HASH_COST = '11'
    // A wrong password changes nothing.
    expect(await identity.verifyPassword('lama@example.test', 'kata-sandi-salah')).toBeNull()
    expect(storedCost(db, 'lama@example.test')).toBe(String(2 ** 10))
    expect(await identity.verifyPassword('lama@example.test', 'kata-sandi-lama-1')).not.toBeNull()
    expect(storedCost(db, 'lama@example.test')).toBe(String(2 ** 11))
    // And still signs in, now at the new cost.
    expect(await identity.verifyPassword('lama@example.test', 'kata-sandi-lama-1')).not.toBeNull()
  })
})
