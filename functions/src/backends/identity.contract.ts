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
  /**
   * Turns two-step verification on for an account as the adapter's own path does (embedded: a
   * secret and its first code; Firebase: a second factor enrolled through the Admin SDK, the
   * phone factor the Auth emulator supports standing in for TOTP, which it does not).
   */
  enrolSecondFactor(uid: string): Promise<void>
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

    describe('Akun Saya: own name and password', () => {
      it('changes the display name, trimmed, seen by open sessions and lists', async () => {
        const { user, password } = await staff('nama')
        const { cookie } = await session(user.email, password)
        await id().setDisplayName(user.uid, '  Siti Rahmawati ')
        expect((await id().getStaff(user.uid))?.displayName).toBe('Siti Rahmawati')
        expect((await id().verifySession(cookie))?.user.displayName).toBe('Siti Rahmawati')
        expect((await id().listStaff()).find((u) => u.uid === user.uid)?.displayName).toBe('Siti Rahmawati')
      })

      it("changes one's own password: the old one stops working, every other session ends, this one goes on", async () => {
        const { user, password } = await staff('ganti-sandi')
        const current = await session(user.email, password)
        const other = await session(user.email, password)
        const bystander = await staff('ganti-sandi-lain')
        const theirs = await session(bystander.user.email, bystander.password)
        await settle()
        const next = await id().changeOwnPassword(user.uid, 'kata-sandi-baru-456', current.cookie)
        expect(next).not.toBeNull()
        expect(await id().verifyPassword(user.email, password)).toBeNull()
        expect(await id().verifyPassword(user.email, 'kata-sandi-baru-456')).toMatchObject({ uid: user.uid })
        expect(await alive(other.cookie)).toBe(false)
        expect(await alive(current.cookie)).toBe(false)
        expect((await id().verifySession(next!.cookie))?.user.uid).toBe(user.uid)
        // The session lives on as long as the one it replaces had left (Firebase: whole seconds).
        expect(Math.abs(next!.expiresAt - current.expiresAt)).toBeLessThan(2000)
        expect(await alive(theirs.cookie)).toBe(true)
      })
    })

    describe('two-step verification', () => {
      it('is off for a new account, and on once enrolled, with its time', async () => {
        const { user } = await staff('dua-langkah')
        expect(user.twoFactor).toBe(false)
        expect(await id().twoFactorState(user.uid)).toEqual({ enabled: false, recoveryCodesLeft: 0 })
        await s().enrolSecondFactor(user.uid)
        expect((await id().getStaff(user.uid))?.twoFactor).toBe(true)
        expect((await id().listStaff()).find((u) => u.uid === user.uid)?.twoFactor).toBe(true)
        const state = await id().twoFactorState(user.uid)
        expect(state.enabled).toBe(true)
        expect(Math.abs(Date.parse(state.enabledAt!) - s().now())).toBeLessThan(60_000)
      })

      it('keeps recovery codes as hashes, each usable once, for its own account only', async () => {
        const { user } = await staff('pemulihan')
        const other = await staff('pemulihan-lain')
        await s().enrolSecondFactor(user.uid)
        const codes = ['k7m2-x9qp-4hfd', 'a1b2-c3d4-e5f6', 'zzzz-yyyy-xxxx']
        await id().replaceRecoveryCodes(user.uid, codes)
        expect((await id().twoFactorState(user.uid)).recoveryCodesLeft).toBe(3)
        expect(await id().useRecoveryCode(other.user.uid, codes[0]!)).toBe(false)
        expect(await id().useRecoveryCode(user.uid, 'bukan-kode')).toBe(false)
        expect(await id().useRecoveryCode(user.uid, '0000-0000-0000')).toBe(false)
        // Typed in capitals with spaces: the same code.
        expect(await id().useRecoveryCode(user.uid, 'K7M2 X9QP 4HFD')).toBe(true)
        expect(await id().useRecoveryCode(user.uid, codes[0]!)).toBe(false)
        expect((await id().twoFactorState(user.uid)).recoveryCodesLeft).toBe(2)
        // New codes replace the old ones: an unused old code stops working.
        await id().replaceRecoveryCodes(user.uid, ['mmmm-nnnn-pppp'])
        expect(await id().useRecoveryCode(user.uid, codes[1]!)).toBe(false)
        expect(await id().useRecoveryCode(user.uid, 'mmmm-nnnn-pppp')).toBe(true)
      })

      it('is turned off by a reset: the factor and the recovery codes are gone, sessions stay', async () => {
        const { user, password } = await staff('atur-ulang-2fa')
        await s().enrolSecondFactor(user.uid)
        await id().replaceRecoveryCodes(user.uid, ['k7m2-x9qp-4hfd'])
        await id().resetTwoFactor(user.uid)
        expect((await id().getStaff(user.uid))?.twoFactor).toBe(false)
        expect(await id().twoFactorState(user.uid)).toEqual({ enabled: false, recoveryCodesLeft: 0 })
        expect(await id().useRecoveryCode(user.uid, 'k7m2-x9qp-4hfd')).toBe(false)
        // Signing in with the password alone works again.
        expect(await alive((await session(user.email, password)).cookie)).toBe(true)
        await expect(id().resetTwoFactor(`tidak-ada-${tag}`)).resolves.toBeUndefined()
      })

      it('still checks the password of an account with a second factor (Akun Saya asks for it)', async () => {
        const { user, password } = await staff('sandi-2fa')
        await s().enrolSecondFactor(user.uid)
        expect(await id().verifyPassword(user.email, password)).toMatchObject({ uid: user.uid, twoFactor: true })
        expect(await id().verifyPassword(user.email, `${password}x`)).toBeNull()
      })
    })

    describe('invitations (docs/decisions/0049)', () => {
      it('make an account listed as invited, which no password opens, until it is withdrawn', async () => {
        const invited = await id().passwordLinks.invite({ email: email('undangan'), displayName: 'Staf Undangan', role: 'editor' })
        expect(invited).toMatchObject({ email: email('undangan'), role: 'editor', invited: true, disabled: false })
        expect((await id().listStaff()).find((u) => u.uid === invited.uid)).toMatchObject({ invited: true })
        for (const guess of ['', 'kata-sandi-tebakan']) expect(await id().verifyPassword(email('undangan'), guess)).toBeNull()
        await expect(id().passwordLinks.invite({ email: email('undangan'), displayName: 'Lagi', role: 'admin' })).rejects.toBeInstanceOf(EmailTakenError)
        const link = await id().passwordLinks.issue(invited.uid, 'invite', 60 * 60_000, { appLink: (token) => `https://www.example.test/login/password/${token}`, continueUrl: 'https://www.example.test/login' })
        expect(link).toMatch(/^https?:\/\//)
        expect(await id().passwordLinks.revokeInvite(invited.uid)).toBe(true)
        expect(await id().getStaff(invited.uid)).toBeNull()
        expect(await id().passwordLinks.revokeInvite(invited.uid)).toBe(false)
      })

      it('never withdraw an account in use', async () => {
        const { user, password } = await staff('bukan-undangan')
        expect(user.invited).toBeUndefined()
        expect(await id().passwordLinks.revokeInvite(user.uid)).toBe(false)
        expect(await id().verifyPassword(user.email, password)).toMatchObject({ uid: user.uid })
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
