/**
 * The embedded backend's own part of two-step verification (ServerTwoFactor): enrolment, the
 * replay guard, sign-ins waiting for their second step, and the secret sealed at rest.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { totpCode } from '../../auth/totp'
import { createTestBackend, TestClock, type TestBackend } from '../../testing/test-backend'
import { ENROLMENT_TTL_MS } from './sqlite-identity'

let backend: TestBackend | undefined
afterEach(async () => {
  await backend?.cleanup()
  backend = undefined
})

async function setup() {
  const clock = new TestClock(new Date('2026-06-15T03:00:10.000Z'))
  backend = createTestBackend({ now: clock.now })
  const identity = backend.identity
  const user = await identity.createStaff({ email: 'dua@example.test', password: 'kata-sandi-dua', displayName: 'Dua', role: 'editor' })
  return { clock, identity, two: identity.serverTwoFactor, user, at: () => clock.now().getTime() }
}

describe('enrolment', () => {
  it('waits for a valid code of the new secret before two-step verification is on', async () => {
    const { two, identity, user, at } = await setup()
    expect(await two.pendingEnrolment(user.uid)).toBeNull()
    const secret = await two.beginEnrolment(user.uid)
    expect(await two.pendingEnrolment(user.uid)).toBe(secret)
    expect((await identity.getStaff(user.uid))?.twoFactor).toBe(false)
    expect(await two.confirmEnrolment(user.uid, '000000')).toEqual({ ok: false, reason: 'wrong' })
    expect((await identity.twoFactorState(user.uid)).enabled).toBe(false)
    // A code of the secret works; nothing is on before it.
    expect(await two.confirmEnrolment(user.uid, totpCode(secret, at()))).toEqual({ ok: true })
    expect((await identity.getStaff(user.uid))?.twoFactor).toBe(true)
    expect(await two.pendingEnrolment(user.uid)).toBeNull()
    // The code that confirmed the enrolment cannot sign in too.
    expect(await two.verifyCode(user.uid, totpCode(secret, at()))).toEqual({ ok: false, reason: 'reused' })
  })

  it('starting again replaces the waiting secret, and a waiting secret expires', async () => {
    const { two, user, clock, at } = await setup()
    const first = await two.beginEnrolment(user.uid)
    const second = await two.beginEnrolment(user.uid)
    expect(second).not.toBe(first)
    expect(await two.confirmEnrolment(user.uid, totpCode(first, at()))).toEqual({ ok: false, reason: 'wrong' })
    clock.advance(ENROLMENT_TTL_MS + 1000)
    expect(await two.pendingEnrolment(user.uid)).toBeNull()
    expect(await two.confirmEnrolment(user.uid, totpCode(second, at()))).toEqual({ ok: false, reason: 'wrong' })
  })

  it('a new enrolment while on keeps the old secret until the new one is confirmed', async () => {
    const { two, user, clock, at } = await setup()
    const old = await two.beginEnrolment(user.uid)
    await two.confirmEnrolment(user.uid, totpCode(old, at()))
    clock.advance(30_000)
    await two.beginEnrolment(user.uid)
    expect(await two.verifyCode(user.uid, totpCode(old, at()))).toEqual({ ok: true })
  })
})

describe('codes at sign-in', () => {
  it('accepts the code of the moment and one step either side, each once', async () => {
    const { two, user, clock, at } = await setup()
    const secret = await two.beginEnrolment(user.uid)
    await two.confirmEnrolment(user.uid, totpCode(secret, at()))
    clock.advance(60_000)
    expect(await two.verifyCode(user.uid, totpCode(secret, at() - 60_000))).toEqual({ ok: false, reason: 'wrong' })
    expect(await two.verifyCode(user.uid, totpCode(secret, at() - 30_000))).toEqual({ ok: true })
    expect(await two.verifyCode(user.uid, totpCode(secret, at() - 30_000))).toEqual({ ok: false, reason: 'reused' })
    expect(await two.verifyCode(user.uid, totpCode(secret, at()))).toEqual({ ok: true })
    // Replayed 20 s later, still within its window: refused.
    clock.advance(20_000)
    expect(await two.verifyCode(user.uid, totpCode(secret, at() - 20_000))).toEqual({ ok: false, reason: 'reused' })
    expect(await two.verifyCode(user.uid, totpCode(secret, at() + 30_000))).toEqual({ ok: true })
    expect(await two.verifyCode(user.uid, 'bukan')).toEqual({ ok: false, reason: 'wrong' })
  })

  it('checks nothing for an account without two-step verification', async () => {
    const { two, user } = await setup()
    await two.beginEnrolment(user.uid)
    expect(await two.verifyCode(user.uid, '123456')).toEqual({ ok: false, reason: 'wrong' })
  })
})

describe('sign-ins waiting for the second step', () => {
  it('are not sessions, count wrong codes, expire, and end with the account’s sessions', async () => {
    const { identity, two, user, clock } = await setup()
    const pending = await two.startPendingSignIn(user.uid, 5 * 60_000)
    expect(await identity.verifySession(pending.cookie)).toBeNull()
    expect(await two.pendingSignIn(pending.cookie)).toEqual({ uid: user.uid, failures: 0, expiresAt: pending.expiresAt })
    expect(await two.recordPendingFailure(pending.cookie)).toBe(1)
    expect(await two.recordPendingFailure(pending.cookie)).toBe(2)
    expect((await two.pendingSignIn(pending.cookie))?.failures).toBe(2)
    // A real session's cookie is not a waiting sign-in.
    const session = await identity.createSession({ uid: user.uid }, 60_000)
    expect(await two.pendingSignIn(session.cookie)).toBeNull()
    await identity.revokeUserSessions(user.uid)
    expect(await two.pendingSignIn(pending.cookie)).toBeNull()

    const later = await two.startPendingSignIn(user.uid, 5 * 60_000)
    clock.advance(5 * 60_000)
    expect(await two.pendingSignIn(later.cookie)).toBeNull()
    const ended = await two.startPendingSignIn(user.uid, 5 * 60_000)
    await two.endPendingSignIn(ended.cookie)
    expect(await two.pendingSignIn(ended.cookie)).toBeNull()
    // Sign-out from the second-step page ends it as well.
    const signedOut = await two.startPendingSignIn(user.uid, 5 * 60_000)
    await identity.revokeSession(signedOut.cookie)
    expect(await two.pendingSignIn(signedOut.cookie)).toBeNull()
    for (const bad of ['', 'x', 'a'.repeat(500)]) expect(await two.pendingSignIn(bad)).toBeNull()
  })

  it('end when the account is disabled', async () => {
    const { identity, two, user } = await setup()
    const pending = await two.startPendingSignIn(user.uid, 5 * 60_000)
    await identity.setDisabled(user.uid, true)
    expect(await two.pendingSignIn(pending.cookie)).toBeNull()
  })
})

describe('at rest', () => {
  it('keeps the secret sealed with the key file in DATA_DIR: the database file never holds it', async () => {
    const { identity, two, user, at } = await setup()
    const secret = await two.beginEnrolment(user.uid)
    await two.confirmEnrolment(user.uid, totpCode(secret, at()))
    await identity.replaceRecoveryCodes(user.uid, ['k7m2-x9qp-4hfd'])
    backend!.content.db.pragma('wal_checkpoint(TRUNCATE)')
    const bytes = readFileSync(path.join(backend!.dataDir, 'content.db')).toString('latin1')
    expect(bytes).toContain('dua@example.test')
    expect(bytes).not.toContain(secret)
    expect(bytes).not.toContain('k7m2x9qp4hfd')
    expect(bytes).not.toContain('k7m2-x9qp-4hfd')
    expect(readFileSync(path.join(backend!.dataDir, 'two-factor.key'), 'utf8')).toMatch(/^[0-9a-f]{64}\n$/)
  })
})
