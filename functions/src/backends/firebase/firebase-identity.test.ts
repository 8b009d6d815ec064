/**
 * FirebaseIdentity against the Firebase Auth emulator (firebase-tools, offline). The emulator
 * is started once per test run (functions/src/testing/firebase-identity-emulator.ts). Note what
 * it cannot show: the Admin SDK skips signature checks of emulator tokens, so a forged but
 * well-formed cookie is only refused in production; here tampering is checked on malformed
 * cookies.
 */
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { SignInRefusedError, firebaseWebConfig } from '../../auth/firebase-sign-in'
import { describeIdentityContract } from '../identity.contract'
import { FirebaseIdentity, MAX_SESSION_TTL_MS, MIN_SESSION_TTL_MS } from './firebase-identity'
import { openEmulatorIdentity, type EmulatorIdentity } from '../../testing/firebase-identity-emulator'
import { startFirestoreJsEmulator } from '../../testing/firestore-js-emulator'

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Revocation is kept in whole seconds: wait until the clock enters the next second. */
const nextSecond = () => sleep(1000 - (Date.now() % 1000) + 20)

describeIdentityContract('FirebaseIdentity (Auth emulator)', async () => {
  // Recovery codes live in Firestore: here on the pure-JS emulator.
  const firestore = await startFirestoreJsEmulator('demo-alr')
  const h = await openEmulatorIdentity({ db: firestore.firestore() })
  return {
    identity: h.identity,
    signInProof: async (email, password) => ({ idToken: await h.idToken(email, password) }),
    now: () => Date.now(),
    // The cookie's expiry is checked by the Admin SDK against Date: move Date itself.
    advanceClock(ms) {
      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(Date.now() + ms)
    },
    resetClock() {
      vi.useRealTimers()
    },
    settleBeforeRevocation: nextSecond,
    createNonStaff: h.createNonStaff,
    enrolSecondFactor: h.enrolPhoneFactor,
    minSessionTtlMs: MIN_SESSION_TTL_MS,
    async cleanup() {
      await h.close()
      await firestore.stop()
    },
  }
})

describe('FirebaseIdentity beyond the contract', () => {
  let h: EmulatorIdentity
  const tag = randomBytes(4).toString('hex')
  const email = (name: string) => `${name}-${tag}@example.test`
  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(SignInRefusedError)
    return (error as SignInRefusedError).reason
  }

  beforeAll(async () => {
    h = await openEmulatorIdentity()
  })
  afterAll(async () => {
    await h.close()
  })

  it('signs in with ID tokens and gives the browser its configuration', () => {
    expect(h.identity.signInMethod).toBe('firebase-id-token')
    expect(firebaseWebConfig(h.identity)).toEqual({
      apiKey: h.apiKey,
      authDomain: 'demo-alr.firebaseapp.com',
      projectId: 'demo-alr',
      authEmulatorHost: h.host,
    })
  })

  it('keeps the role in the custom claim `staff`, next to other claims', async () => {
    const user = await h.identity.createStaff({ email: email('klaim'), password: 'kata-sandi-klaim', displayName: 'Klaim', role: 'editor' })
    expect((await h.auth.getUser(user.uid)).customClaims).toEqual({ staff: { role: 'editor' } })
    await h.auth.setCustomUserClaims(user.uid, { staff: { role: 'editor' }, lainnya: true })
    await h.identity.setRole(user.uid, 'admin')
    expect((await h.auth.getUser(user.uid)).customClaims).toEqual({ staff: { role: 'admin' }, lainnya: true })
  })

  it('refuses garbage, a uid, and tokens that are not ID tokens of a fresh staff sign-in', async () => {
    for (const garbage of ['', 'garbage', 'a.b.c', 'x'.repeat(9000), `${'eyJ'.repeat(10)}.${'eyJ'.repeat(10)}.`]) {
      expect(await refusal(h.identity.createSession({ idToken: garbage }, 60 * 60_000))).toBe('invalid-token')
    }
    await expect(h.identity.createSession({ uid: 'x' }, 60 * 60_000)).rejects.toThrow(/ID tokens/)
    // A session cookie is not an ID token.
    const user = await h.identity.createStaff({ email: email('jenis'), password: 'kata-sandi-jenis', displayName: 'Jenis', role: 'editor' })
    const { cookie } = await h.identity.createSession({ idToken: await h.idToken(user.email, 'kata-sandi-jenis') }, 60 * 60_000)
    expect(await refusal(h.identity.createSession({ idToken: cookie }, 60 * 60_000))).toBe('invalid-token')
  })

  it('refuses a sign-in older than 5 minutes', async () => {
    const user = await h.identity.createStaff({ email: email('lama'), password: 'kata-sandi-lama', displayName: 'Lama', role: 'editor' })
    const idToken = await h.idToken(user.email, 'kata-sandi-lama')
    const later = new FirebaseIdentity({ auth: h.auth, webConfig: h.identity.webConfig, now: () => Date.now() + 5 * 60_000 + 5000 })
    expect(await refusal(later.createSession({ idToken }, 60 * 60_000))).toBe('stale-sign-in')
    await expect(h.identity.createSession({ idToken }, 60 * 60_000)).resolves.toMatchObject({ cookie: expect.any(String) })
  })

  it('refuses the token of an account disabled or revoked since it signed in', async () => {
    const a = await h.identity.createStaff({ email: email('mati'), password: 'kata-sandi-mati', displayName: 'Mati', role: 'editor' })
    const tokenA = await h.idToken(a.email, 'kata-sandi-mati')
    await h.identity.setDisabled(a.uid, true)
    expect(await refusal(h.identity.createSession({ idToken: tokenA }, 60 * 60_000))).toBe('disabled')

    const b = await h.identity.createStaff({ email: email('cabut'), password: 'kata-sandi-cabut', displayName: 'Cabut', role: 'editor' })
    const tokenB = await h.idToken(b.email, 'kata-sandi-cabut')
    await nextSecond()
    await h.identity.revokeUserSessions(b.uid)
    expect(await refusal(h.identity.createSession({ idToken: tokenB }, 60 * 60_000))).toBe('revoked')
  })

  describe('two-step verification (a phone factor on the emulator standing in for TOTP, which it cannot enrol)', () => {
    it('refuses a session from a token made before the second factor, accepts one that passed it', async () => {
      const user = await h.identity.createStaff({ email: email('faktor'), password: 'kata-sandi-faktor', displayName: 'Faktor', role: 'editor' })
      // Signed in with the password alone while nothing was enrolled: a real, fresh ID token.
      const before = await h.idToken(user.email, 'kata-sandi-faktor')
      await h.enrolPhoneFactor(user.uid)
      expect(await refusal(h.identity.createSession({ idToken: before }, 60 * 60_000))).toBe('second-factor-required')
      // Firebase now gives no ID token for the password alone.
      await expect(h.idToken(user.email, 'kata-sandi-faktor')).rejects.toThrow(/second factor/)
      const after = await h.secondFactorIdToken(user.email, 'kata-sandi-faktor')
      const { cookie } = await h.identity.createSession({ idToken: after }, 60 * 60_000)
      expect((await h.identity.verifySession(cookie))?.user).toMatchObject({ uid: user.uid, twoFactor: true })
    })

    it('recovery: tells a right password of an account waiting for its factor, and after a reset signs in with the password alone', async () => {
      const user = await h.identity.createStaff({ email: email('pulih'), password: 'kata-sandi-pulih', displayName: 'Pulih', role: 'editor' })
      expect(await h.identity.passwordNeedsSecondFactor(user.email, 'kata-sandi-pulih')).toBeNull()
      await h.enrolPhoneFactor(user.uid)
      expect(await h.identity.passwordNeedsSecondFactor(user.email, 'salah-sandi-pulih')).toBeNull()
      expect(await h.identity.passwordNeedsSecondFactor(user.email, 'kata-sandi-pulih')).toEqual({ uid: user.uid })
      expect(await h.identity.sessionFromPassword(user.email, 'kata-sandi-pulih', 60 * 60_000)).toBeNull()
      await h.identity.resetTwoFactor(user.uid)
      expect((await h.auth.getUser(user.uid)).multiFactor?.enrolledFactors ?? []).toEqual([])
      const session = await h.identity.sessionFromPassword(user.email, 'kata-sandi-pulih', 60 * 60_000)
      expect((await h.identity.verifySession(session!.cookie))?.user.uid).toBe(user.uid)
    })

    it("a password change with a second factor ends every session, this one too (the new cookie needs the browser's second step)", async () => {
      const user = await h.identity.createStaff({ email: email('sandi-faktor'), password: 'kata-sandi-lama-1', displayName: 'SF', role: 'editor' })
      await h.enrolPhoneFactor(user.uid)
      const current = await h.identity.createSession({ idToken: await h.secondFactorIdToken(user.email, 'kata-sandi-lama-1') }, 60 * 60_000)
      await nextSecond()
      expect(await h.identity.changeOwnPassword(user.uid, 'kata-sandi-baru-1', current.cookie)).toBeNull()
      expect(await h.identity.verifySession(current.cookie)).toBeNull()
      expect(await h.identity.verifyPassword(user.email, 'kata-sandi-baru-1')).toMatchObject({ uid: user.uid })
    })
  })

  it('keeps session lengths within what Firebase allows (5 minutes to 2 weeks)', async () => {
    const user = await h.identity.createStaff({ email: email('durasi'), password: 'kata-sandi-durasi', displayName: 'Durasi', role: 'admin' })
    const idToken = await h.idToken(user.email, 'kata-sandi-durasi')
    const short = await h.identity.createSession({ idToken }, 1000)
    expect(Math.abs(short.expiresAt - (Date.now() + MIN_SESSION_TTL_MS))).toBeLessThan(10_000)
    const long = await h.identity.createSession({ idToken }, 365 * 24 * 60 * 60_000)
    expect(Math.abs(long.expiresAt - (Date.now() + MAX_SESSION_TTL_MS))).toBeLessThan(10_000)
  })

  it('ends sessions of a user whose staff claim is removed or who is deleted', async () => {
    const a = await h.identity.createStaff({ email: email('klaim-hapus'), password: 'kata-sandi-klaim', displayName: 'A', role: 'admin' })
    const sa = await h.identity.createSession({ idToken: await h.idToken(a.email, 'kata-sandi-klaim') }, 60 * 60_000)
    expect(await h.identity.verifySession(sa.cookie)).not.toBeNull()
    await h.auth.setCustomUserClaims(a.uid, null)
    expect(await h.identity.verifySession(sa.cookie)).toBeNull()

    const b = await h.identity.createStaff({ email: email('dihapus'), password: 'kata-sandi-hapus', displayName: 'B', role: 'admin' })
    const sb = await h.identity.createSession({ idToken: await h.idToken(b.email, 'kata-sandi-hapus') }, 60 * 60_000)
    await h.auth.deleteUser(b.uid)
    expect(await h.identity.verifySession(sb.cookie)).toBeNull()
    await expect(h.identity.revokeSession(sb.cookie)).resolves.toBeUndefined()
  })

  it('signs a user out everywhere at sign-out (Firebase cannot end one session cookie alone)', async () => {
    const user = await h.identity.createStaff({ email: email('semua'), password: 'kata-sandi-semua', displayName: 'Semua', role: 'editor' })
    const laptop = await h.identity.createSession({ idToken: await h.idToken(user.email, 'kata-sandi-semua') }, 60 * 60_000)
    const phone = await h.identity.createSession({ idToken: await h.idToken(user.email, 'kata-sandi-semua') }, 60 * 60_000)
    await nextSecond()
    await h.identity.revokeSession(laptop.cookie)
    expect(await h.identity.verifySession(laptop.cookie)).toBeNull()
    expect(await h.identity.verifySession(phone.cookie)).toBeNull()
  })

  it('maps an email already in Firebase (staff or not) to EmailTakenError', async () => {
    await h.auth.createUser({ email: email('sudah-ada'), password: 'kata-sandi-ada' })
    await expect(
      h.identity.createStaff({ email: email('sudah-ada'), password: 'kata-sandi-lain', displayName: 'X', role: 'editor' }),
    ).rejects.toMatchObject({ name: 'EmailTakenError' })
  })
})
