/**
 * The README's contract, as ops run it: `npm start` on an empty data folder seeds the demo,
 * prints the URL and where to sign in, and a SIGTERM sent to npm (systemd, a container
 * runtime) stops the server itself cleanly, not only the shell npm started.
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { withLock } from '../../functions/src/testing/dir-lock'
import { ROOT, freePort } from '../e2e/harness'
import { removeTempDirs, tempDir } from './site'

afterAll(() => removeTempDirs())

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2000) })
    return true
  } catch {
    return false
  }
}

describe('npm start', () => {
  it('seeds, says where to sign in, and stops the server on a SIGTERM to npm', async () => {
    const dataDir = tempDir('alr-npm-start-')
    const port = await freePort()
    const url = `http://localhost:${port}`
    // `npm start` rebuilds dist/: not while another run or the bench is building it.
    await withLock(path.join(tmpdir(), 'alr-e2e-build.lock'), async () => {
      const npm = spawn('npm', ['start'], {
        cwd: ROOT,
        // Its own process group, so whatever it leaves behind can be killed after the test.
        detached: true,
        env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, ADMIN_EMAIL: 'ops@example.test', ADMIN_PASSWORD: 'rahasia-ops-123', PUBLIC_BASE_URL: url },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let output = ''
      npm.stdout!.on('data', (chunk) => (output += chunk))
      npm.stderr!.on('data', (chunk) => (output += chunk))
      const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)))
      try {
        const deadline = Date.now() + 90_000
        while (!/Dasbor staf/.test(output) && Date.now() < deadline && npm.exitCode === null) await new Promise((r) => setTimeout(r, 200))
        expect(output).toContain(`Situs berjalan di ${url}`)
        expect(output).toContain(`Dasbor staf: ${url}/login (masuk sebagai ops@example.test)`)
        expect(output).toMatch(/Konten demo siap dalam [\d,]+ detik: 17 profil/)
        expect((await fetch(`${url}/attorneys`)).status).toBe(200)

        npm.kill('SIGTERM')
        expect(await exited).toBe(0)
        expect(output).toContain('SIGTERM diterima')
        expect(await answers(url)).toBe(false)
        // A clean stop checkpoints the write-ahead log into content.db.
        expect(existsSync(path.join(dataDir, 'content.db-wal'))).toBe(false)
      } finally {
        try {
          process.kill(-npm.pid!, 'SIGKILL')
        } catch {
          // the group is gone: nothing left behind
        }
      }
    })
  }, 150_000)
})
