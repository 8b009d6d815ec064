/**
 * Where a test run keeps its temporary files: in memory (tmpfs, /dev/shm on Linux) when the
 * machine has one with room, instead of the disk under /tmp.
 *
 * The embedded store opens SQLite with `synchronous = FULL` (docs/decisions/0005-sqlite-durability.md),
 * so each transaction waits for the disk: creating an empty store took 116 to 250 ms on the
 * disk and 6 ms on tmpfs, and route tests, fuzz cases and browser tests' sites commit
 * thousands of transactions (docs/decisions/0063-test-run-speed.md). Nothing a test checks
 * changes: the same pragmas run, and a process killed mid-write loses nothing either way
 * (what reaches the kernel survives the process); only a power cut, which no test makes, tells
 * the two apart.
 *
 * Vitest's workers and every process they start (the built site, Chromium, the emulators)
 * inherit TMPDIR, so `os.tmpdir()` answers the same folder everywhere in the run. Locks that
 * must hold across the machine (the build's, functions/src/testing/dir-lock.ts) stay in the
 * machine's own temporary folder, named by MACHINE_TMPDIR.
 */
import { mkdirSync, statfsSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** statfs's type for tmpfs (linux/magic.h). */
const TMPFS_MAGIC = 0x01021994
/** Below this much free memory the run keeps the disk: a run's folders take tens of MB, and tmpfs takes RAM. */
const MIN_FREE_BYTES = 2 * 1024 ** 3

/** The tmpfs folder the run can use, or null (no tmpfs, too little room, not Linux). */
export function memoryTmpDir(root = '/dev/shm'): string | null {
  try {
    const stats = statfsSync(root)
    if (stats.type !== TMPFS_MAGIC || stats.bavail * stats.bsize < MIN_FREE_BYTES) return null
    return path.join(root, 'alr-tests')
  } catch {
    return null
  }
}

/**
 * Points TMPDIR at the run's temporary folder, before any worker starts: `TEST_TMPDIR` when
 * set (`TEST_TMPDIR=/tmp npm test` keeps the disk), otherwise tmpfs when there is one.
 */
export function useTestTmpDir(env: NodeJS.ProcessEnv = process.env, memory = memoryTmpDir()): string | null {
  env.MACHINE_TMPDIR ||= env.TMPDIR || os.tmpdir()
  const chosen = env.TEST_TMPDIR ? path.resolve(env.TEST_TMPDIR) : memory
  if (!chosen) return null
  mkdirSync(chosen, { recursive: true })
  env.TMPDIR = chosen
  return chosen
}
