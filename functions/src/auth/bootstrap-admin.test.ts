import { afterEach, describe, expect, it } from 'vitest'
import { signIn } from '../testing/staff-session'
import { createTestApp, createTestBackend, type TestBackend } from '../testing/test-backend'
import { DEFAULT_ADMIN_EMAIL, ensureFirstAdmin } from './bootstrap-admin'

let backend: TestBackend | undefined
afterEach(async () => {
  await backend?.cleanup()
  backend = undefined
})

describe('the first admin', () => {
  it('without ADMIN_EMAIL: a placeholder address and a password printed once, which sign in through the form', async () => {
    backend = createTestBackend()
    const lines: string[] = []
    const result = await ensureFirstAdmin(backend.identity, { log: (line) => lines.push(line) })
    expect(result).toMatchObject({ created: true, email: DEFAULT_ADMIN_EMAIL })
    expect(lines).toEqual([
      `Akun admin dibuat: ${DEFAULT_ADMIN_EMAIL}`,
      `Kata sandi sementara (hanya ditampilkan sekali): ${result.generatedPassword}`,
      `Ganti dengan: npm run staff -- reset-password ${DEFAULT_ADMIN_EMAIL}`,
    ])
    // What the README tells a new user to do with those two lines.
    expect(await signIn(createTestApp(backend), DEFAULT_ADMIN_EMAIL, result.generatedPassword!)).toMatch(/^__session=/)

    // Later starts create nothing and print nothing.
    lines.length = 0
    expect(await ensureFirstAdmin(backend.identity, { log: (line) => lines.push(line) })).toEqual({ created: false })
    expect(lines).toEqual([])
  })

  it('from ADMIN_EMAIL and ADMIN_PASSWORD, and adds an ADMIN_EMAIL that has no account yet', async () => {
    backend = createTestBackend()
    const log = () => {}
    expect(await ensureFirstAdmin(backend.identity, { email: 'Kepala@Example.test', password: 'rahasia-kepala-1', log })).toEqual({ created: true, email: 'kepala@example.test' })
    // Beside other staff: created, and named, so the server's ready line says to sign in with it.
    expect(await ensureFirstAdmin(backend.identity, { email: 'ops@example.test', password: 'rahasia-ops-123', log })).toEqual({ created: true, email: 'ops@example.test' })
    // On a later start: nothing created, still the address to sign in with.
    expect(await ensureFirstAdmin(backend.identity, { email: 'OPS@example.test', password: 'rahasia-ops-123', log })).toEqual({ created: false, email: 'ops@example.test' })
    expect((await backend.identity.listStaff()).map((u) => [u.email, u.role]).sort()).toEqual([
      ['kepala@example.test', 'admin'],
      ['ops@example.test', 'admin'],
    ])
    expect(await signIn(createTestApp(backend), 'ops@example.test', 'rahasia-ops-123')).toMatch(/^__session=/)
  })
})
