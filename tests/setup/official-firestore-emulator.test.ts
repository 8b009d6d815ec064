/**
 * The run's official Firestore emulator (official-firestore-emulator.ts): found where it is
 * installed, started on a free port, stopped with the run, and never left behind, not even when
 * the process that started it is killed. Each check that starts one starts its own, so the
 * run's emulator is left alone.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it, vi } from 'vitest'
import { isAlive } from '../../functions/src/testing/dir-lock'
import { officialFirestoreAbsent, officialFirestoreHost, officialFirestoreReady } from '../../functions/src/testing/official-firestore-emulator'
import { findEmulator, OFFICIAL_FIRESTORE_SUITES, startEmulator } from './official-firestore-emulator'

const ROOT = path.resolve(import.meta.dirname, '../..')
const found = findEmulator()
const present = !('absent' in found)

async function answers(host: string): Promise<boolean> {
  try {
    return (await fetch(`http://${host}/`, { signal: AbortSignal.timeout(2_000) })).ok
  } catch {
    return false
  }
}

/** A JVM starts in two seconds on an idle machine, several times that beside a full test run. */
const JVM_START_MS = 60_000

async function waitUntil(check: () => Promise<boolean> | boolean, what: string, timeoutMs = JVM_START_MS) {
  await vi.waitFor(async () => expect(await check(), what).toBe(true), { timeout: timeoutMs, interval: 100 })
}

describe('finding the official Firestore emulator', () => {
  it('says why it cannot run: no emulator where FIRESTORE_EMULATOR_JAR points, or no java', () => {
    expect(findEmulator({ PATH: process.env.PATH, FIRESTORE_EMULATOR_JAR: '/nonexistent/emulator.jar' })).toEqual({
      absent: 'FIRESTORE_EMULATOR_JAR names no file (/nonexistent/emulator.jar)',
    })
    const jar = path.join(mkdtempSync(path.join(os.tmpdir(), 'emulator-jar-')), 'emulator.jar')
    writeFileSync(jar, '')
    try {
      expect(findEmulator({ PATH: '/nonexistent', FIRESTORE_EMULATOR_JAR: jar })).toEqual({ absent: 'no java on PATH (the emulator needs Java 11 or later)' })
    } finally {
      rmSync(path.dirname(jar), { recursive: true, force: true })
    }
  })

  it('the run provides its host exactly when the machine has the emulator', () => {
    if (present) expect(officialFirestoreHost()).toMatch(/^127\.0\.0\.1:\d+$/)
    else expect(officialFirestoreAbsent()).toBe(found.absent)
  })

  it('names, when it is absent, every test file that uses it', () => {
    const users = ['functions/src', 'web/src', 'tests', 'shared']
      .flatMap((dir) => readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' }).map((file) => path.join(dir, file)))
      .filter((file) => /\.test\.tsx?$/.test(file) && /from '[^']*official-firestore-emulator'/.test(readFileSync(path.join(ROOT, file), 'utf8')))
    expect(users.sort()).toEqual(Object.keys(OFFICIAL_FIRESTORE_SUITES).sort())
  })
})

describe.skipIf(!present)('the official Firestore emulator of a run', () => {
  it('answers on its host, enforces firestore.rules, and is gone after the teardown', async () => {
    if (!present) return
    const emulator = await startEmulator(found)
    let java: number | null = null
    try {
      await waitUntil(() => answers(emulator.host), 'answers')
      java = emulator.pid()
      expect(java).toBeGreaterThan(0)
      // A visitor's read of a collection no rule opens.
      const refused = await fetch(`http://${emulator.host}/v1/projects/demo-setup/databases/(default)/documents/uniques/x`)
      expect(refused.status).toBe(403)
    } finally {
      await emulator.stop()
    }
    expect(isAlive(java!)).toBe(false)
    expect(await answers(emulator.host)).toBe(false)
  }, JVM_START_MS + 30_000)

  it('stops when the process that started it is killed without a teardown', async () => {
    if (!present) return
    const scratch = mkdtempSync(path.join(os.tmpdir(), 'emulator-orphan-'))
    const script = path.join(scratch, 'start.mts')
    writeFileSync(
      script,
      [
        `import { findEmulator, startEmulator } from ${JSON.stringify(pathToFileURL(path.join(import.meta.dirname, 'official-firestore-emulator.ts')).href)}`,
        'const found = findEmulator()',
        "if ('absent' in found) throw new Error(found.absent)",
        'const emulator = await startEmulator(found)',
        'for (;;) {',
        '  const pid = emulator.pid()',
        '  if (pid) { console.log(JSON.stringify({ host: emulator.host, pid })); break }',
        '  await new Promise((resolve) => setTimeout(resolve, 50))',
        '}',
        'setInterval(() => {}, 1000)',
      ].join('\n'),
    )
    const parent = spawn(process.execPath, ['--import', 'tsx', script], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] })
    let java = 0
    try {
      const started = await new Promise<{ host: string; pid: number }>((resolve, reject) => {
        let out = ''
        parent.stdout!.on('data', (chunk: Buffer) => {
          out += chunk.toString()
          if (out.includes('\n')) resolve(JSON.parse(out.split('\n')[0]!) as { host: string; pid: number })
        })
        parent.once('exit', (code) => reject(new Error(`the starting process exited (${code}) before the emulator started`)))
      })
      java = started.pid
      await waitUntil(() => answers(started.host), 'answers')
      parent.kill('SIGKILL')
      await waitUntil(() => !isAlive(java), 'the JVM has ended', 30_000)
      expect(await answers(started.host)).toBe(false)
    } finally {
      if (parent.exitCode === null) parent.kill('SIGKILL')
      if (java && isAlive(java)) process.kill(java, 'SIGKILL')
      rmSync(scratch, { recursive: true, force: true })
    }
  }, JVM_START_MS + 30_000)

  it('the run’s own emulator answers the tests', async () => {
    expect(await officialFirestoreReady()).toBe(officialFirestoreHost())
  })
})
