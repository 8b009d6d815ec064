import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { memoryTmpDir, useTestTmpDir } from './test-tmpdir'

describe("the run's temporary folder", () => {
  it('is in memory only on a tmpfs: never on a disk folder or one that does not exist', () => {
    expect(memoryTmpDir(import.meta.dirname)).toBeNull()
    expect(memoryTmpDir('/nonexistent-folder')).toBeNull()
  })

  it('is TEST_TMPDIR when set, remembering the machine’s folder for machine-wide locks', () => {
    const chosen = mkdtempSync(path.join(os.tmpdir(), 'test-tmpdir-'))
    try {
      const env: NodeJS.ProcessEnv = { TMPDIR: '/var/tmp', TEST_TMPDIR: path.join(chosen, 'run') }
      expect(useTestTmpDir(env, '/dev/shm/alr-tests')).toBe(path.join(chosen, 'run'))
      expect(env).toEqual({ TMPDIR: path.join(chosen, 'run'), TEST_TMPDIR: path.join(chosen, 'run'), MACHINE_TMPDIR: '/var/tmp' })
    } finally {
      rmSync(chosen, { recursive: true, force: true })
    }
  })

  it('leaves TMPDIR alone without a tmpfs, and a nested run keeps the first machine folder', () => {
    const env: NodeJS.ProcessEnv = { TMPDIR: '/var/tmp' }
    expect(useTestTmpDir(env, null)).toBeNull()
    expect(env).toEqual({ TMPDIR: '/var/tmp', MACHINE_TMPDIR: '/var/tmp' })
    const nested: NodeJS.ProcessEnv = { TMPDIR: '/dev/shm/alr-tests', MACHINE_TMPDIR: '/tmp' }
    useTestTmpDir(nested, null)
    expect(nested.MACHINE_TMPDIR).toBe('/tmp')
  })

  it('is where this run’s workers make their temporary files', () => {
    const memory = memoryTmpDir()
    if (memory && !process.env.TEST_TMPDIR) expect(os.tmpdir()).toBe(memory)
    if (process.env.TEST_TMPDIR) expect(os.tmpdir()).toBe(process.env.TEST_TMPDIR)
  })
})
