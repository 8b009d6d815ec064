/**
 * Nobody can lock a staff member out by failing to sign in as them: the
 * second audit's sequence, as it ran against the embedded server behind one proxy. 25 addresses
 * each try 6 wrong passwords for one account (past the account-wide 100); then the owner, from a
 * fresh address, types the password wrong once and then right. Before the fix that answered
 * `429` with `Retry-After: 900`. The guessers themselves stay slowed.
 *
 * Every guess runs the real password hash (about 100 ms each), so this file is slow on purpose:
 * the throttle's own tests (auth/login-throttle.test.ts) cover the rule in milliseconds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../functions/src/app'
import { formHeaders, fromAddress, TEST_ORIGIN } from '../../functions/src/testing/staff-session'
import { createTestApp, createTestBackend, testConfig, type TestBackend } from '../../functions/src/testing/test-backend'

let backend: TestBackend
let app: App

/** A sign-in through the proxy on this machine, from `client` as the proxy wrote it. */
function login(email: string, password: string, client: string) {
  return app.request(
    `${TEST_ORIGIN}/login`,
    { method: 'POST', headers: { ...formHeaders(), 'x-forwarded-for': client }, body: new URLSearchParams({ email, password }) },
    fromAddress('127.0.0.1'),
  )
}

beforeAll(async () => {
  backend = createTestBackend()
  app = createTestApp(backend, { config: testConfig({ TRUSTED_PROXY_HOPS: '1' }) })
  await backend.identity.createStaff({ email: 'pemilik@example.test', password: 'kata-sandi-pemilik', displayName: 'Pemilik Akun', role: 'admin' })
})

afterAll(async () => {
  await backend?.cleanup()
})

describe('a distributed guess at one account', () => {
  it('never keeps the owner out after a typo from a fresh address, and keeps the guessers slowed', { timeout: 180_000 }, async () => {
    // The addresses guess side by side, as the audit's did; each one's six in turn.
    const answers = await Promise.all(
      Array.from({ length: 25 }, async (_, a) => {
        const statuses: number[] = []
        for (let i = 0; i < 6; i++) statuses.push((await login('pemilik@example.test', `tebakan-${a}-${i}`, `198.51.100.${a + 1}`)).status)
        return statuses
      }),
    )
    expect(answers.flat().every((status) => status === 401 || status === 429)).toBe(true)
    expect(answers.flat().filter((status) => status === 401).length).toBeGreaterThan(100)

    // A guesser that used its free failures is still held back, even with the right password.
    const guesser = await login('pemilik@example.test', 'kata-sandi-pemilik', '198.51.100.1')
    expect(guesser.status).toBe(429)
    expect(Number(guesser.headers.get('retry-after'))).toBeGreaterThan(0)

    // The owner, from a fresh address: one typo, then the right password.
    expect((await login('pemilik@example.test', 'kata-sandi-pemlik', '203.0.113.50')).status).toBe(401)
    const owner = await login('pemilik@example.test', 'kata-sandi-pemilik', '203.0.113.50')
    expect(owner.headers.get('retry-after')).toBeNull()
    expect(owner.status).toBe(303)
    expect(owner.headers.get('set-cookie')).toMatch(/__session=/)
  })
})
