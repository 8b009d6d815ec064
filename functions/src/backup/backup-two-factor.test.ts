/**
 * Backup and restore keep two-step verification working: the sealed secrets travel in the
 * database, their key (`two-factor.key`) beside it, so a restored site checks the same codes;
 * sign-ins waiting for their second step, like sessions, are not restored.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createEmbeddedBackend } from '../backends/embedded'
import { totpCode } from '../auth/totp'
import { createBackup } from './backup'
import { restoreBackup } from './restore'

const scratch = mkdtempSync(path.join(os.tmpdir(), 'alr-backup-two-factor-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

describe('backup and restore of two-step verification', () => {
  it('carries the key with the database: the restored site checks the same codes and recovery codes', async () => {
    const live = path.join(scratch, 'live')
    const backend = createEmbeddedBackend({ dataDir: live, sweepIntervalMs: 3_600_000 })
    const user = await backend.identity.createStaff({ email: 'dua@example.test', password: 'kata-sandi-dua', displayName: 'Dua', role: 'admin' })
    const secret = await backend.identity.serverTwoFactor.beginEnrolment(user.uid)
    await backend.identity.serverTwoFactor.confirmEnrolment(user.uid, totpCode(secret, Date.now()))
    await backend.identity.replaceRecoveryCodes(user.uid, ['k7m2-x9qp-4hfd'])
    await backend.identity.serverTwoFactor.startPendingSignIn(user.uid, 60_000)

    const { dir, manifest } = await createBackup({ dataDir: live, outDir: path.join(scratch, 'backups') })
    await backend.close()
    expect(manifest.twoFactorKey?.file).toBe('two-factor.key')
    expect(statSync(path.join(dir, 'two-factor.key')).mode & 0o777).toBe(0o600)
    expect(manifest.database.tables).toMatchObject({ staff_two_factor: 1, staff_recovery_codes: 1, pending_sign_ins: 1 })

    // Into a folder that has a key of its own (a new machine that started once): replaced.
    const restored = path.join(scratch, 'restored')
    await createEmbeddedBackend({ dataDir: restored, sweepIntervalMs: 3_600_000 }).close()
    const fresh = createEmbeddedBackend({ dataDir: restored, sweepIntervalMs: 3_600_000 })
    await fresh.identity.serverTwoFactor.beginEnrolment((await fresh.identity.createStaff({ email: 'x@example.test', password: 'kata-sandi-x1', displayName: 'X', role: 'editor' })).uid)
    await fresh.close()
    const before = readFileSync(path.join(restored, 'two-factor.key'), 'utf8')
    const { replacedDir } = await restoreBackup({ backupDir: dir, dataDir: restored })
    expect(readFileSync(path.join(restored, 'two-factor.key'), 'utf8')).toBe(readFileSync(path.join(live, 'two-factor.key'), 'utf8'))
    expect(readFileSync(path.join(replacedDir!, 'two-factor.key'), 'utf8')).toBe(before)

    const back = createEmbeddedBackend({ dataDir: restored, sweepIntervalMs: 3_600_000 })
    try {
      expect((await back.identity.getStaff(user.uid))?.twoFactor).toBe(true)
      expect(await back.identity.serverTwoFactor.verifyCode(user.uid, totpCode(secret, Date.now() + 30_000))).toEqual({ ok: true })
      expect(await back.identity.useRecoveryCode(user.uid, 'k7m2-x9qp-4hfd')).toBe(true)
      const rows = back.content.db.prepare('SELECT count(*) AS n FROM pending_sign_ins').get() as { n: number }
      expect(rows.n).toBe(0)
    } finally {
      await back.close()
    }
  })

  it('a data folder that never had two-step verification backs up without a key, and restoring leaves the live key alone', async () => {
    const live = path.join(scratch, 'plain')
    const backend = createEmbeddedBackend({ dataDir: live, sweepIntervalMs: 3_600_000 })
    await backend.identity.createStaff({ email: 'biasa@example.test', password: 'kata-sandi-biasa', displayName: 'Biasa', role: 'admin' })
    const { dir, manifest } = await createBackup({ dataDir: live, outDir: path.join(scratch, 'plain-backups') })
    await backend.close()
    expect(manifest.twoFactorKey).toBeUndefined()
    expect(existsSync(path.join(dir, 'two-factor.key'))).toBe(false)
  })
})
