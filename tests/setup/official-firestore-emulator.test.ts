/**
 * The run's official Firestore emulator (official-firestore-emulator.ts): found where it is
 * installed, started on a free port, stopped with the run, and never left behind, not even when
 * the process that started it is killed. Each check that starts one starts its own, so the
 * run's emulator is left alone.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it, vi } from 'vitest'
import { isAlive } from '../../functions/src/testing/dir-lock'
import { officialFirestoreAbsent, officialFirestoreHost, officialFirestoreReady } from '../../functions/src/testing/official-firestore-emulator'
import type { TestProject } from 'vitest/node'
import { findEmulator, OFFICIAL_FIRESTORE_SUITES, runUsesIt, sweepStaleFolders } from './official-firestore-emulator'

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

  it('is started only for a run with a file that uses it (the files the command line selects), or when they cannot be known', async () => {
    const run = (files: string[] | Error) =>
      runUsesIt({
        vitest: {
          filenamePattern: ['some-filter'],
          globTestSpecifications: async (filters?: string[]) => {
            expect(filters).toEqual(['some-filter'])
            if (files instanceof Error) throw files
            return files.map((file) => ({ moduleId: path.join(ROOT, file) }))
          },
        },
      } as unknown as TestProject)
    expect(await run(['shared/publish-rule.test.ts', 'tests/e2e/brand.e2e.test.ts'])).toBe(false)
    expect(await run(['shared/publish-rule.test.ts', 'tests/firebase/firestore-rules.test.ts'])).toBe(true)
    expect(await run(new Error('no such API'))).toBe(true)
  })

  it('names, when it is absent, every test file that uses it', () => {
    const users = ['functions/src', 'web/src', 'tests', 'shared']
      .flatMap((dir) => readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' }).map((file) => path.join(dir, file)))
      .filter((file) => /\.test\.tsx?$/.test(file) && /from '[^']*official-firestore-emulator'/.test(readFileSync(path.join(ROOT, file), 'utf8')))
    expect(users.sort()).toEqual(Object.keys(OFFICIAL_FIRESTORE_SUITES).sort())
  })
})

/**
 * Starts an emulator in a Node process of its own, as Vitest's main process does, and reports
 * its host, JVM and folder. With `teardown`, the process stops it the way the run's teardown
 * does when a line arrives on its standard input, prints `stopped` and ends by itself;
 * otherwise it stays until it is killed.
 */
async function startInChild(mode: 'teardown' | 'stay') {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'emulator-child-'))
  const script = path.join(scratch, 'start.mts')
  writeFileSync(
    script,
    [
      `import { findEmulator, startEmulator } from ${JSON.stringify(pathToFileURL(path.join(import.meta.dirname, 'official-firestore-emulator.ts')).href)}`,
      'const found = findEmulator()',
      "if ('absent' in found) throw new Error(found.absent)",
      'const emulator = await startEmulator(found)',
      'while (!emulator.pid()) await new Promise((resolve) => setTimeout(resolve, 50))',
      'console.log(JSON.stringify({ host: emulator.host, pid: emulator.pid(), log: emulator.log }))',
      mode === 'teardown'
        ? [
            // Told to stop on its standard input; then nothing but the teardown keeps it alive.
            'await new Promise((resolve) => process.stdin.once(\'data\', resolve))',
            'process.stdin.destroy()',
            'await emulator.stop()',
            "console.log('stopped')",
          ].join('\n')
        : 'setInterval(() => {}, 1000)',
    ].join('\n'),
  )
  const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'] })
  let out = ''
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()))
  const ended = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  await vi.waitFor(() => expect(out, 'the child reported its emulator').toContain('\n'), { timeout: JVM_START_MS, interval: 50 })
  const started = JSON.parse(out.split('\n')[0]!) as { host: string; pid: number; log: string }
  return {
    ...started,
    child,
    ended,
    output: () => out,
    cleanup() {
      if (child.exitCode === null) child.kill('SIGKILL')
      if (isAlive(started.pid)) process.kill(started.pid, 'SIGKILL')
      rmSync(path.dirname(started.log), { recursive: true, force: true })
      rmSync(scratch, { recursive: true, force: true })
    },
  }
}

describe.skipIf(!present)('the official Firestore emulator of a run', () => {
  it('answers on its host, enforces firestore.rules, and leaves nothing behind after the teardown', async () => {
    const run = await startInChild('teardown')
    try {
      // A visitor's read of a collection no rule opens.
      await waitUntil(() => answers(run.host), 'answers')
      const refused = await fetch(`http://${run.host}/v1/projects/demo-setup/databases/(default)/documents/uniques/x`)
      expect(refused.status).toBe(403)
      // The teardown keeps its process alive until the JVM has gone and its folder with it.
      run.child.stdin!.write('stop\n')
      expect(await run.ended).toBe(0)
      expect(run.output()).toContain('stopped')
      expect(isAlive(run.pid)).toBe(false)
      expect(existsSync(path.dirname(run.log))).toBe(false)
      expect(await answers(run.host)).toBe(false)
    } finally {
      run.cleanup()
    }
  }, JVM_START_MS + 30_000)

  it('stops when the process that started it is killed without a teardown, and a later run removes its folder', async () => {
    const run = await startInChild('stay')
    try {
      await waitUntil(() => answers(run.host), 'answers')
      run.child.kill('SIGKILL')
      await waitUntil(() => !isAlive(run.pid), 'the JVM has ended', 30_000)
      expect(await answers(run.host)).toBe(false)
      expect(existsSync(path.dirname(run.log))).toBe(true)
      sweepStaleFolders()
      expect(existsSync(path.dirname(run.log))).toBe(false)
    } finally {
      run.cleanup()
    }
  }, JVM_START_MS + 30_000)

  it('the run’s own emulator answers the tests, and its folder is kept while it runs', async () => {
    expect(await officialFirestoreReady()).toBe(officialFirestoreHost())
    sweepStaleFolders()
    expect(await officialFirestoreReady()).toBe(officialFirestoreHost())
  })
})
