/**
 * Vitest globalSetup: the official Cloud Firestore emulator, once per run, for the test files
 * listed in OFFICIAL_FIRESTORE_SUITES (they reach it through
 * functions/src/testing/official-firestore-emulator.ts).
 *
 * The emulator is Google's own (Debian's `google-cloud-cli-firestore-emulator`, or
 * `gcloud components install cloud-firestore-emulator`): a jar built for Java 11, so it runs on
 * the machine's Java 17, where firebase-tools' `emulators:start` insists on Java 21. It is
 * started here with `java -cp`, on a free port, with firestore.rules as every project's rules,
 * only when the run has a file that uses it. It is not waited for: those files wait until it
 * answers, and the others run while the JVM starts. It stops with the run, and also when the
 * run dies without its teardown (killed, crashed): a shell between it and Vitest holds a pipe
 * from Vitest and stops the JVM when that pipe closes, which happens however Vitest ends.
 *
 * Under `npm run test:firebase` (FIREBASE_FULL_SUITE=1 inside `firebase emulators:exec`) the
 * emulator firebase-tools started is used instead. Without Java or the emulator, the run says
 * which suites it skips and why.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { accessSync, appendFileSync, closeSync, constants, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, realpathSync, rmSync, statSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { isAlive } from '../../functions/src/testing/dir-lock'
import type { OfficialFirestore } from '../../functions/src/testing/official-firestore-emulator'

/** The test files that need the emulator, and what each checks there: named when they are skipped. */
export const OFFICIAL_FIRESTORE_SUITES: Readonly<Record<string, string>> = {
  'tests/firebase/firestore-rules.test.ts': 'firestore.rules for visitors, signed-in users, editors and admins',
  'tests/firebase/firestore-rules-roles.test.ts': 'firestore.rules reading by role: each staff role its areas of the matrix and no other',
  'functions/src/backends/firebase/firebase-full.test.ts':
    'the store and alerts contracts in full, the checks the pure-JS emulator cannot run included, and the migration round trip',
  'functions/src/backends/firebase/live-firestore.test.ts': 'the live lists seeing a deletion, under firestore.rules',
  'tests/setup/official-firestore-emulator.test.ts': 'this setup starting and stopping the emulator',
  'functions/src/cli/verify-deploy.test.ts': "the deploy check's Firestore write, refused by firestore.rules and let through without them",
  'functions/src/collections/posts/list-reads-firestore.test.ts': 'an uncached post list reading the posts of its page only, by offset and count aggregations',
  'functions/src/collections/events/event-list-reads-firestore.test.ts': 'uncached events pages reading their upcoming events and one page of past ones, by two range filters, offset and a count',
  'tests/reliability/firebase-backup-restore.test.ts': 'the Firebase restore rehearsal: a backup read at one instant, paged by document id, restored into an empty project',
  'tests/firebase/trigger-chain.test.ts': 'the search sync on Firebase end to end: a write, its event, the deployed function, Algolia (an instance of its own, with the Functions emulator)',
  'functions/src/backends/firebase/firestore-rate-counters.test.ts': "the form limits' counters shared by several instances, atomic under concurrent hits",
  'tests/security/shared-form-limits.test.ts': 'ten parallel contact-form posts from one address spread over seven instances: at most the limit accepted',
  'functions/src/overview/overview-firestore.test.ts': "Ringkasan's count aggregations and bounded reads giving on Firestore what they give on the embedded store",
  'tests/firebase/firestore-rules-insights.test.ts': "firestore.rules keeping Statistik's counters from every browser, staff of every role included",
  'functions/src/backends/firebase/firestore-insights.contract.test.ts': "Statistik's counters: increments from several instances adding up, a period's reads, retention",
  'functions/src/backends/firebase/firestore-rest-emulator.test.ts': 'Firestore over REST (FIRESTORE_PREFER_REST=1) reaching the emulator as owner, as bench:cold measures the first request',
}

/** Where Debian's package (and Google's apt repository) installs the emulator. */
export const DEBIAN_JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar'
const JAR_IN_SDK = 'platform/cloud-firestore-emulator/cloud-firestore-emulator.jar'
const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore'
const ROOT = path.resolve(import.meta.dirname, '../..')

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK)
    return true
  } catch {
    return false
  }
}

function onPath(name: string, env: NodeJS.ProcessEnv): string | null {
  for (const dir of (env.PATH ?? '').split(path.delimiter)) {
    if (dir && executable(path.join(dir, name))) return path.join(dir, name)
  }
  return null
}

export interface EmulatorCommand {
  java: string
  jar: string
}

/** The java and the emulator jar this machine has, or why it cannot run the emulator. */
export function findEmulator(env: NodeJS.ProcessEnv = process.env): EmulatorCommand | { absent: string } {
  let jar: string | undefined
  if (env.FIRESTORE_EMULATOR_JAR !== undefined) {
    if (!existsSync(env.FIRESTORE_EMULATOR_JAR)) return { absent: `FIRESTORE_EMULATOR_JAR names no file (${env.FIRESTORE_EMULATOR_JAR || 'empty'})` }
    jar = env.FIRESTORE_EMULATOR_JAR
  } else {
    // The Cloud SDK beside the `gcloud` on PATH (bin/gcloud is one level below its root), then Debian's place.
    const gcloud = onPath('gcloud', env)
    const fromSdk = gcloud ? path.join(path.dirname(path.dirname(realpathSync(gcloud))), JAR_IN_SDK) : null
    jar = [fromSdk, DEBIAN_JAR].find((candidate): candidate is string => !!candidate && existsSync(candidate))
    if (!jar) return { absent: `the official Firestore emulator is not installed (no ${JAR_IN_SDK} beside gcloud, nor ${DEBIAN_JAR})` }
  }
  const java = env.JAVA_HOME && executable(path.join(env.JAVA_HOME, 'bin/java')) ? path.join(env.JAVA_HOME, 'bin/java') : onPath('java', env)
  if (!java) return { absent: 'no java on PATH (the emulator needs Java 11 or later)' }
  return { java, jar }
}

/** A port free on 127.0.0.1 now (the emulators here, and the chain test's Functions emulator). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

/**
 * Runs the command given as arguments, and stops it when this shell's standard input closes:
 * Vitest holds the other end, so the emulator ends with the run even when Vitest is killed.
 * The command's own standard input is /dev/null; its pid is written to $PID_FILE; when it
 * exits, the shell notes its status in the log (the tests quote it rather than wait in vain).
 */
const WATCHDOG = `
exec 3<&0
"$@" </dev/null &
child=$!
echo "$child" > "$PID_FILE"
( cat <&3 >/dev/null; kill "$child" 2>/dev/null ) &
exec 3<&-
wait "$child"
echo "the Firestore emulator exited with status $?" >&2
`

export interface StartedEmulator {
  host: string
  log: string
  /** The JVM's pid, once the shell has started it. */
  pid(): number | null
  stop(): Promise<void>
}

const DIR_PREFIX = 'firestore-emulator-'

/**
 * Removes the folders (the log and the JVM's pid) of emulators that are no longer running: a run
 * that was killed had no teardown to remove its own.
 */
export function sweepStaleFolders(tmp = os.tmpdir()): void {
  for (const name of readdirSync(tmp)) {
    // Only this setup's own folders: the prefix, and the log it creates first.
    if (!name.startsWith(DIR_PREFIX)) continue
    const dir = path.join(tmp, name)
    try {
      if (!existsSync(path.join(dir, 'emulator.log'))) continue
      const pid = existsSync(path.join(dir, 'java.pid')) ? Number(readFileSync(path.join(dir, 'java.pid'), 'utf8')) : 0
      if (pid > 0 ? isAlive(pid) : Date.now() - statSync(dir).mtimeMs < 10 * 60_000) continue
      rmSync(dir, { recursive: true, force: true })
    } catch {
      // Removed meanwhile by another run's sweep.
    }
  }
}

/** Starts the emulator in the background (it answers a second or two later). */
export async function startEmulator(command: EmulatorCommand, rulesFile = path.join(ROOT, 'firestore.rules')): Promise<StartedEmulator> {
  const dir = mkdtempSync(path.join(os.tmpdir(), DIR_PREFIX))
  const log = path.join(dir, 'emulator.log')
  const pidFile = path.join(dir, 'java.pid')
  const port = await freePort()
  const host = `127.0.0.1:${port}`
  const out = openSync(log, 'a')
  // English messages, as Google's own start script sets them. The quick compiler only and one
  // garbage-collector thread: a test run is short and the machine's two cores are busy with the
  // tests themselves (the emulator answered in 1.5-2 s instead of 3-4.4 s, and the rules and
  // store checks ran 25-35% faster, measured beside other runs).
  const jvm = ['-Duser.language=en', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC']
  const child: ChildProcess = spawn(
    'sh',
    ['-c', WATCHDOG, 'firestore-emulator', command.java, ...jvm, '-cp', command.jar, MAIN_CLASS, 'start', '--host=127.0.0.1', `--port=${port}`, `--rules=${rulesFile}`],
    { stdio: ['pipe', out, out], env: { ...process.env, PID_FILE: pidFile } },
  )
  closeSync(out)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.once('error', (error) => appendFileSync(log, `\nthe Firestore emulator exited with status 127 (${error.message})\n`))
  // Neither the shell nor its pipe keeps Vitest's process alive while the tests run; the
  // teardown takes hold of them again until the emulator is gone.
  child.unref()
  const pipe = child.stdin as unknown as net.Socket | null
  pipe?.unref()

  const pid = () => {
    try {
      return Number(readFileSync(pidFile, 'utf8')) || null
    } catch {
      return null
    }
  }
  return {
    host,
    log,
    pid,
    async stop() {
      const java = pid()
      // Referenced again: with nothing else left to do, Node would otherwise end this process
      // before the JVM has stopped and its folder is gone.
      child.ref()
      pipe?.ref()
      child.stdin?.end()
      let timer: NodeJS.Timeout | undefined
      // Vitest gives a teardown 10 s; the JVM takes one or two to stop on SIGTERM.
      const stopped = await Promise.race([exited.then(() => true), new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), 6_000)))])
      clearTimeout(timer)
      if (!stopped && java) {
        try {
          process.kill(java, 'SIGKILL')
        } catch {
          // Already gone.
        }
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

function absentMessage(reason: string): string {
  return [
    `Official Firestore emulator: ${reason}. Skipped:`,
    ...Object.entries(OFFICIAL_FIRESTORE_SUITES).map(([file, what]) => `  - ${file} (${what})`),
    'Install it (`apt-get install google-cloud-cli-firestore-emulator` from Google Cloud\'s apt repository, or',
    '`gcloud components install cloud-firestore-emulator`), or set FIRESTORE_EMULATOR_JAR; `npm run test:firebase` runs them on Java 21.',
  ].join('\n')
}

/**
 * Whether a file of this run uses the emulator: a run of other files only (one file of something
 * else, say) starts no JVM. The run's files are the ones its command-line filters select
 * (Vitest's globTestSpecifications, as the run itself finds them); when they cannot be known,
 * it is started.
 */
export async function runUsesIt(project: TestProject): Promise<boolean> {
  try {
    const vitest = project.vitest as unknown as { filenamePattern?: string[]; globTestSpecifications(filters?: string[]): Promise<{ moduleId: string }[]> }
    const files = (await vitest.globTestSpecifications(vitest.filenamePattern)).map((spec) => spec.moduleId)
    return files.length === 0 || files.some((file) => Object.keys(OFFICIAL_FIRESTORE_SUITES).some((suite) => file.endsWith(`/${suite}`)))
  } catch {
    return true
  }
}

export default async function setup(project: TestProject) {
  // Inside `firebase emulators:exec` (npm run test:firebase): its emulator, with firestore.rules from firebase.json.
  if (process.env.FIREBASE_FULL_SUITE === '1' && process.env.FIRESTORE_EMULATOR_HOST) {
    project.provide('officialFirestore', { host: process.env.FIRESTORE_EMULATOR_HOST, log: null } satisfies OfficialFirestore)
    return
  }
  if (!(await runUsesIt(project))) {
    project.provide('officialFirestore', { absent: 'no test file of this run uses it' } satisfies OfficialFirestore)
    return
  }
  const found = findEmulator()
  if ('absent' in found) {
    console.warn(absentMessage(found.absent))
    project.provide('officialFirestore', found satisfies OfficialFirestore)
    return
  }
  sweepStaleFolders()
  const emulator = await startEmulator(found)
  project.provide('officialFirestore', { host: emulator.host, log: emulator.log } satisfies OfficialFirestore)
  return () => emulator.stop()
}
