import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * The machine-wide lock around `scripts/build.mjs` shared by the browser tests and `npm run dev:firebase`.
 * In the machine's temporary folder even when a test run keeps its own files elsewhere (tests/setup/test-tmpdir.ts).
 */
export const BUILD_LOCK = path.join(process.env.MACHINE_TMPDIR || tmpdir(), 'alr-e2e-build.lock')

/** Whether a process with this pid still runs (EPERM: it does, under another user). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function safeMtime(file: string): number {
  try {
    return statSync(file).mtimeMs
  } catch {
    return Date.now()
  }
}

/**
 * Runs `fn` holding a mkdir lock (atomic on every filesystem) that records its owner's pid; a
 * dead owner's lock is taken over, so a killed run never blocks the next one.
 */
export async function withLock<T>(lockDir: string, fn: () => Promise<T> | T, timeoutMs = 180_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      mkdirSync(lockDir)
      writeFileSync(path.join(lockDir, 'pid'), String(process.pid))
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      let owner = 0
      try {
        owner = Number(readFileSync(path.join(lockDir, 'pid'), 'utf8'))
      } catch {
        // Just created, pid not written yet (or the owner died right then).
        if (Date.now() - safeMtime(lockDir) > 10_000) owner = -1
      }
      if (owner === -1 || (owner > 0 && owner !== process.pid && !isAlive(owner))) {
        rmSync(lockDir, { recursive: true, force: true })
        continue
      }
      if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for the lock ${lockDir} (held by pid ${owner})`, { cause: error })
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  try {
    return await fn()
  } finally {
    rmSync(lockDir, { recursive: true, force: true })
  }
}
