import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestBackend, type TestBackend } from '../testing/test-backend'
import { runStaffCommand } from './staff-command'
import { totpCode } from '../auth/totp'

let backend: TestBackend
let out: string[]
let err: string[]
const io = { out: (line: string) => out.push(line), err: (line: string) => err.push(line) }
const run = (...args: string[]) => {
  out = []
  err = []
  return runStaffCommand(args, backend.identity, io)
}

beforeAll(() => {
  backend = createTestBackend()
})
afterAll(async () => {
  await backend.cleanup()
})

describe('npm run staff', () => {
  it('adds an account with a generated password shown once, and lists it', async () => {
    expect(await run('add', 'Rina@Example.test', '--name', 'Rina Lubis', '--role', 'admin')).toBe(0)
    const password = /: (\S+)$/.exec(out[1]!)![1]!
    expect(await backend.identity.verifyPassword('rina@example.test', password)).toMatchObject({ role: 'admin', displayName: 'Rina Lubis' })
    expect(await run('list')).toBe(0)
    expect(out.join('\n')).toMatch(/rina@example\.test\s+admin\s+aktif\s+Rina Lubis/)
  })

  it('refuses a taken email, a bad email and a short password', async () => {
    expect(await run('add', 'rina@example.test')).toBe(1)
    expect(err[0]).toContain('sudah dipakai')
    expect(await run('add', 'bukan-email')).toBe(1)
    expect(await run('add', 'baru@example.test', '--password', 'pendek')).toBe(1)
    expect(err[0]).toBe('Kata sandi minimal 10 karakter.')
  })

  it('refuses a name with control characters, and never prints one from elsewhere', async () => {
    expect(await run('add', 'esc@example.test', '--name', 'Rina\u001b[2J')).toBe(1)
    expect(err[0]).toMatch(/^Nama tidak valid: /)
    await backend.identity.createStaff({ email: 'luar@example.test', password: 'kata-sandi-luar', displayName: 'Luar\u001b[2J\r', role: 'editor' })
    expect(await run('list')).toBe(0)
    expect(out.join('\n')).not.toMatch(/[\u0000-\u0009\u000b-\u001f]/)
    expect(out.join('\n')).toContain('Luar?[2J')
  })

  it('resets a password and ends the sessions', async () => {
    const user = (await backend.identity.findStaffByEmail('rina@example.test'))!
    const { cookie } = await backend.identity.createSession({ uid: user.uid }, 60_000)
    expect(await run('reset-password', 'rina@example.test', '--password', 'sandi-baru-rina')).toBe(0)
    expect(await backend.identity.verifySession(cookie)).toBeNull()
    expect(await backend.identity.verifyPassword('rina@example.test', 'sandi-baru-rina')).not.toBeNull()
  })

  it('turns off two-step verification of an account (an admin who lost the phone), logged', async () => {
    const user = (await backend.identity.findStaffByEmail('rina@example.test'))!
    const secret = await backend.identity.serverTwoFactor.beginEnrolment(user.uid)
    await backend.identity.serverTwoFactor.confirmEnrolment(user.uid, totpCode(secret, Date.now()))
    expect((await backend.identity.getStaff(user.uid))?.twoFactor).toBe(true)
    const logged: unknown[] = []
    out = []
    err = []
    expect(await runStaffCommand(['reset-two-factor', 'rina@example.test'], backend.identity, { ...io, log: async (change) => logged.push(change) })).toBe(0)
    expect(out[0]).toBe('Verifikasi dua langkah rina@example.test dimatikan; masuk berikutnya hanya memerlukan kata sandi.')
    expect((await backend.identity.getStaff(user.uid))?.twoFactor).toBe(false)
    expect(logged).toEqual([{ action: 'two-factor-reset', itemId: user.uid, itemTitle: user.displayName, detail: 'rina@example.test' }])
    expect(await run('reset-two-factor', 'tidak-ada@example.test')).toBe(1)
  })

  it('disables and enables an account', async () => {
    expect(await run('disable', 'rina@example.test')).toBe(0)
    expect(await backend.identity.verifyPassword('rina@example.test', 'sandi-baru-rina')).toBeNull()
    expect(await run('enable', 'rina@example.test')).toBe(0)
    expect(await backend.identity.verifyPassword('rina@example.test', 'sandi-baru-rina')).not.toBeNull()
    expect(await run('disable', 'tidak-ada@example.test')).toBe(1)
  })

  it('runs as a real command against DATA_DIR', async () => {
    const root = path.resolve(import.meta.dirname, '../../..')
    const env = { ...process.env, DATA_DIR: backend.dataDir, SEED_DEMO: '0' }
    const { stdout } = await promisify(execFile)(path.join(root, 'node_modules/.bin/tsx'), ['functions/src/cli/staff.ts', 'list'], { cwd: root, env })
    expect(stdout).toContain('rina@example.test')
  })
})
