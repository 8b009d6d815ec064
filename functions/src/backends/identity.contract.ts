/**
 * What every IdentityPort adapter must do (SQLite accounts, Firebase Authentication). Run it
 * from an adapter's test file:
 *
 *   describeIdentityContract('SqliteIdentity', async () => ({ identity, signInProof, ... }))
 *
 * Accounts are not removed between tests (an emulator may be shared by several test files):
 * every test uses emails of its own, and lists are checked for what they contain.
 */
import { randomBytes } from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { SignInRefusedError } from '../auth/firebase-sign-in'
import { EmailTakenError, type IdentityPort, type StaffRole } from './ports'

export interface IdentityUnderTest {
  identity: IdentityPort
  /** What the login route hands `createSession` once the user proved who they are. */
  signInProof(email: string, password: string): Promise<{ uid: string } | { idToken: string }>
  /** The clock sessions are checked against, in ms. */
  now(): number
  /** Moves that clock forward. */
  advanceClock(ms: number): void
  /** Back to the real (or starting) clock; called after every test. */
  resetClock(): void
  /**
   * Waits until a revocation made now ends every session started so far. Firebase stores the
   * revocation time in whole seconds and lets a sign-in of the same second survive it.
   */
  settleBeforeRevocation?(): Promise<void>
  /** Creates an account that is not staff; absent where every account is staff (embedded). */
  createNonStaff?(email: string, password: string): Promise<{ uid: string }>
  /** The shortest session the adapter issues (Firebase: 5 minutes). */
  minSessionTtlMs: number
  cleanup(): Promise<void>
}

export function describeIdentityContract(name: string, make: () => Promise<IdentityUnderTest>): void {
  describe(`IdentityPort contract: ${name}`, () => {
    let subject: IdentityUnderTest | undefined
    const s = () => subject!
    const id = () => subject!.identity
    // Unique per run: an emulator shared by several files keeps every account of the run.
    const tag = randomBytes(4).toString('hex')
    const email = (name: string) => `${name}-${tag}@example.test`
    const settle = async () => s().settleBeforeRevocation?.()

    async function staff(name: string, role: StaffRole = 'editor', password = `sandi-${name}-rahasia`) {
      const user = await id().createStaff({ email: email(name), password, displayName: `Staf ${name}`, role })
      return { user, password }
    }
    async function session(address: string, password: string, ttl = 60 * 60_000) {
      return id().createSession(await s().signInProof(address, password), ttl)
    }
    const alive = async (cookie: string) => (await id().verifySession(cookie)) !== null

    beforeAll(async () => {
      subject = await make()
    })
    afterAll(async () => {
      await subject?.cleanup()
    })
    afterEach(() => {
      subject?.resetClock()
    })

    describe('accounts', () => {
      it('creates a staff account and finds it by uid and by email in any case', async () => {
        const created = await id().createStaff({
          email: `Siti-${tag}@Example.TEST`,
          password: 'kata-sandi-siti',
          displayName: '  Siti Rahma ',
          role: 'editor',
        })
        expect(created).toMatchObject({ email: `siti-${tag}@example.test`, displayName: 'Siti Rahma', role: 'editor', disabled: false })
        expect(created.uid).toBeTruthy()
        expect(new Date(created.createdAt).toISOString()).toBe(created.createdAt)
        expect(await id().getStaff(created.uid)).toEqual(created)
        expect(await id().findStaffByEmail(`SITI-${tag}@example.test`)).toEqual(created)
        expect(await id().findStaffByEmail(` siti-${tag}@example.test `)).toEqual(created)
        expect(await id().getStaff(`tidak-ada-${tag}`)).toBeNull()
        expect(await id().findStaffByEmail(email('tidak-ada'))).toBeNull()
        expect(await id().findStaffByEmail('bukan email')).toBeNull()
      })

      it('refuses a second account with the same email, whatever its case', async () => {
        await staff('ganda')
        await expect(staff('ganda')).rejects.toBeInstanceOf(EmailTakenError)
        const upper = id().createStaff({ email: email('ganda').toUpperCase(), password: 'kata-sandi-lain', displayName: 'Lain', role: 'admin' })
        await expect(upper).rejects.toBeInstanceOf(EmailTakenError)
      })

      it('lists staff with their roles, sorted by email', async () => {
        const a = await staff('daftar-a', 'admin')
        const b = await staff('daftar-b', 'editor')
        const list = await id().listStaff()
        expect(list).toContainEqual(a.user)
        expect(list).toContainEqual(b.user)
        const emails = list.map((u) => u.email)
        expect(emails).toEqual([...emails].sort())
      })

      it('changes roles, and sessions already open see the new role', async () => {
        const { user, password } = await staff('peran', 'editor')
        const { cookie } = await session(user.email, password)
        await id().setRole(user.uid, 'admin')
        expect((await id().getStaff(user.uid))?.role).toBe('admin')
        expect((await id().verifySession(cookie))?.user.role).toBe('admin')
        await id().setRole(user.uid, 'editor')
        expect((await id().verifySession(cookie))?.user.role).toBe('editor')
        expect((await id().listStaff()).find((u) => u.uid === user.uid)?.role).toBe('editor')
      })

      it('checks passwords', async () => {
        const { user, password } = await staff('sandi')
        expect(await id().verifyPassword(user.email, password)).toEqual(user)
        expect(await id().verifyPassword(user.email.toUpperCase(), password)).toEqual(user)
        expect(await id().verifyPassword(user.email, `${password}x`)).toBeNull()
        expect(await id().verifyPassword(email('tidak-terdaftar'), password)).toBeNull()
      })

      it('disables an account: no password sign-in, its sessions end and stay ended after re-enabling', async () => {
        const { user, password } = await staff('nonaktif')
        const { cookie } = await session(user.email, password)
        expect(await alive(cookie)).toBe(true)
        await settle()
        await id().setDisabled(user.uid, true)
        expect((await id().getStaff(user.uid))?.disabled).toBe(true)
        expect((await id().listStaff()).find((u) => u.uid === user.uid)?.disabled).toBe(true)
        expect(await id().verifyPassword(user.email, password)).toBeNull()
        expect(await alive(cookie)).toBe(false)
        await id().setDisabled(user.uid, false)
        expect((await id().getStaff(user.uid))?.disabled).toBe(false)
        expect(await id().verifyPassword(user.email, password)).toEqual(user)
        expect(await alive(cookie)).toBe(false)
        expect(await alive((await session(user.email, password)).cookie)).toBe(true)
      })

      it('resets a password: the old one stops working and every session of the account ends', async () => {
        const { user, password } = await staff('reset')
        const first = await session(user.email, password)
        const second = await session(user.email, password)
        const other = await staff('reset-lain')
        const untouched = await session(other.user.email, other.password)
        await settle()
        await id().setPassword(user.uid, 'kata-sandi-baru-123')
        expect(await id().verifyPassword(user.email, password)).toBeNull()
        expect(await id().verifyPassword(user.email, 'kata-sandi-baru-123')).toEqual(user)
        expect(await alive(first.cookie)).toBe(false)
        expect(await alive(second.cookie)).toBe(false)
        expect(await alive(untouched.cookie)).toBe(true)
        expect(await alive((await session(user.email, 'kata-sandi-baru-123')).cookie)).toBe(true)
      })
    })

    describe('sessions', () => {
      it('starts a session that verifies to its user and says when it ends', async () => {
        const { user, password } = await staff('sesi', 'admin')
        const ttl = 60 * 60_000
        const { cookie, expiresAt } = await session(user.email, password, ttl)
        expect(typeof cookie).toBe('string')
        expect(Math.abs(expiresAt - (s().now() + ttl))).toBeLessThan(60_000)
        const verified = await id().verifySession(cookie)
        expect(verified?.user).toEqual(user)
        expect(verified?.expiresAt).toBe(expiresAt)
        expect(verified?.id).toBeTruthy()
        expect(cookie).not.toContain(verified!.id)
      })

      it('refuses unknown, malformed and tampered cookies', async () => {
        const { user, password } = await staff('palsu')
        const { cookie } = await session(user.email, password)
        const flipped = cookie.slice(0, -1) + (cookie.endsWith('A') ? 'B' : 'A')
        for (const bad of ['', 'x', 'abc.def.ghi', flipped, cookie.slice(0, -4), `${cookie}x`, 'a'.repeat(20_000)]) {
          expect(await id().verifySession(bad), bad.slice(0, 40)).toBeNull()
        }
        expect(await alive(cookie)).toBe(true)
        await expect(id().revokeSession('x')).resolves.toBeUndefined()
      })

      it('ends a session after its time to live', async () => {
        const { user, password } = await staff('kedaluwarsa')
        const ttl = s().minSessionTtlMs
        const { cookie } = await session(user.email, password, ttl)
        s().advanceClock(ttl - 30_000)
        expect(await alive(cookie)).toBe(true)
        s().advanceClock(31_000)
        expect(await alive(cookie)).toBe(false)
      })

      it('ends a session at sign-out, and a later sign-in works', async () => {
        const { user, password } = await staff('keluar')
        const { cookie } = await session(user.email, password)
        await settle()
        await id().revokeSession(cookie)
        expect(await alive(cookie)).toBe(false)
        expect(await alive((await session(user.email, password)).cookie)).toBe(true)
      })

      it("ends every session of one user, not other users' sessions", async () => {
        const a = await staff('semua-a')
        const b = await staff('semua-b')
        const a1 = await session(a.user.email, a.password)
        const a2 = await session(a.user.email, a.password)
        const b1 = await session(b.user.email, b.password)
        await settle()
        await id().revokeUserSessions(a.user.uid)
        expect(await alive(a1.cookie)).toBe(false)
        expect(await alive(a2.cookie)).toBe(false)
        expect(await alive(b1.cookie)).toBe(true)
      })
    })

    describe('accounts that are not staff', () => {
      it('are not listed, not found, and cannot sign in', async (ctx) => {
        if (!s().createNonStaff) return ctx.skip()
        const address = email('bukan-staf')
        const { uid } = await s().createNonStaff!(address, 'kata-sandi-tamu')
        expect(await id().getStaff(uid)).toBeNull()
        expect(await id().findStaffByEmail(address)).toBeNull()
        expect((await id().listStaff()).some((u) => u.uid === uid)).toBe(false)
        expect(await id().verifyPassword(address, 'kata-sandi-tamu')).toBeNull()
        const attempt = id().createSession(await s().signInProof(address, 'kata-sandi-tamu'), 60 * 60_000)
        await expect(attempt).rejects.toBeInstanceOf(SignInRefusedError)
        await expect(attempt).rejects.toMatchObject({ reason: 'not-staff' })
      })
    })
  })
}
