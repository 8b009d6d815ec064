/**
 * For tests/firebase/trigger-chain.test.ts: the Firebase deployment's Firestore triggers on this
 * machine, each part the real one.
 *
 *   - the Functions bundle, built by scripts/build-functions.mjs as `firebase deploy` uploads it
 *     (as tests/firebase/functions-bundle.test.ts builds it: a scratch folder and an asset
 *     manifest of its own, so dist/ and its build lock are not involved), with its params in
 *     `.env.local` and its secret in `.secret.local`, as `npm run dev:firebase` gives them;
 *   - the official Cloud Firestore emulator, started as the run's shared one is
 *     (tests/setup/official-firestore-emulator.ts: `startEmulator`, tied to the test process by a
 *     pipe), plus `--functions_emulator`, where it delivers each write's events;
 *   - firebase-tools' Functions emulator, in a process of its own
 *     (functions-emulator-launcher.mjs), which registers the triggers with that Firestore and
 *     runs each function of the bundle in its own Node process when an event comes.
 *
 * Everything listens on 127.0.0.1, for a `demo-` project, in one temporary folder removed at the
 * end (the folder of a run that was killed is removed by the next one).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { execFile } from 'node:child_process'
import { chmodSync, closeSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { isAlive } from '../../functions/src/testing/dir-lock'
import { freePort, startEmulator, type EmulatorCommand, type StartedEmulator } from '../setup/official-firestore-emulator'

const run = promisify(execFile)
const ROOT = path.resolve(import.meta.dirname, '../..')
const LAUNCHER = path.join(import.meta.dirname, 'functions-emulator-launcher.mjs')
const DIR_PREFIX = 'trigger-chain-'
const OWNER_FILE = 'owner.pid'

/** The functions' region (APP_REGION): the emulator names each function `{region}-{name}`. */
export const REGION = 'asia-southeast2'

export interface ChainAlgolia {
  appId: string
  apiKey: string
  /** `http://127.0.0.1:{port}`, the function's ALGOLIA_HOSTS. */
  url: string
}

export interface TriggerChainOptions {
  projectId: string
  algolia: ChainAlgolia
  indexPrefix: string
}

export interface TriggerChain {
  /** `127.0.0.1:{port}` of the Firestore emulator that delivers the events. */
  firestoreHost: string
  /** The functions the emulator loaded from the bundle. */
  loaded: string[]
  /**
   * The functions whose event Firestore could not deliver (the function failed), in order: the
   * emulator logs each failed delivery, as Eventarc counts the ones it will retry.
   */
  failedDeliveries(): string[]
  /** The end of the Functions emulator's log (each function's start, output and failure). */
  functionsLog(lines?: number): string
  /** Runs a scheduled function once as Cloud Scheduler does (an HTTP request naming its job); its HTTP status. */
  runSchedule(name: string): Promise<number>
  stop(): Promise<void>
}

/** Every param the bundle declares (a complete file: the emulator would otherwise ask for each in the terminal). */
function params(options: TriggerChainOptions): Record<string, string> {
  return {
    APP_REGION: REGION,
    APP_MEMORY_MB: '1024',
    APP_MIN_INSTANCES: '0',
    APP_MAX_INSTANCES: '10',
    TRIGGER_MIN_INSTANCES: '0',
    TRIGGER_MAX_INSTANCES: '3',
    APP_CHECK: 'off',
    APP_CHECK_SITE_KEY: '',
    PUBLIC_BASE_URL: 'http://127.0.0.1:5000',
    EXTRA_ORIGINS: '',
    WEB_API_KEY: 'demo-api-key',
    WEB_APP_ID: '',
    ALERT_RATE_PER_MINUTE: '60',
    MAIL_FROM: '',
    TRUSTED_PROXY_HOPS: '2',
    FORM_LIMIT_PER_ADDRESS: '5',
    FORM_LIMIT_PER_EMAIL: '5',
    REVISIONS_KEEP_ALL_DAYS: '30',
    ALGOLIA_APP_ID: options.algolia.appId,
    ALGOLIA_INDEX_PREFIX: options.indexPrefix,
    // Not a param: read from the function's environment (config.ts, functionsProcessSettings).
    ALGOLIA_HOSTS: options.algolia.url,
  }
}

/** Removes the folders of runs whose process is gone (killed before their teardown). */
function sweepStaleChains(tmp = os.tmpdir()): void {
  for (const name of readdirSync(tmp)) {
    if (!name.startsWith(DIR_PREFIX)) continue
    const dir = path.join(tmp, name)
    try {
      const owner = Number(readFileSync(path.join(dir, OWNER_FILE), 'utf8'))
      if (owner > 0 && !isAlive(owner)) rmSync(dir, { recursive: true, force: true })
    } catch {
      // Not one of these folders, or being created or removed right now.
    }
  }
}

/** The bundle into `{work}/functions`, with its params and secret beside it. */
async function buildBundle(work: string, options: TriggerChainOptions): Promise<void> {
  // The bundle resolves firebase-admin and firebase-functions from the project, and the
  // emulator finds the SDK's discovery program there.
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(work, 'node_modules'), 'dir')
  const manifest = path.join(work, 'manifest.json')
  writeFileSync(manifest, JSON.stringify({ buildId: 'trigger-chain', builtAt: '2026-01-01T00:00:00.000Z', files: {} }))
  mkdirSync(path.join(work, 'public/assets'), { recursive: true })
  const functionsDir = path.join(work, 'functions')
  await run(process.execPath, ['scripts/build-functions.mjs', '--out-dir', functionsDir, '--manifest', manifest], { cwd: ROOT })
  const lines = Object.entries(params(options)).map(([name, value]) => `${name}=${value}\n`)
  writeFileSync(path.join(functionsDir, '.env.local'), lines.join(''))
  writeFileSync(path.join(functionsDir, '.secret.local'), `ALGOLIA_ADMIN_KEY=${options.algolia.apiKey}\n`)
}

/**
 * The emulator's command with `--functions_emulator` added: startEmulator runs `java` with its
 * own arguments, and this script runs the real java with those and one more (exec: the pid
 * startEmulator records is the JVM's).
 */
function javaWithFunctions(work: string, command: EmulatorCommand, functionsPort: number): EmulatorCommand {
  if (command.java.includes("'")) throw new Error(`a java path with a quote is not supported: ${command.java}`)
  const script = path.join(work, 'java-with-functions.sh')
  writeFileSync(script, `#!/bin/sh\nexec '${command.java}' "$@" --functions_emulator=127.0.0.1:${functionsPort}\n`)
  chmodSync(script, 0o755)
  return { java: script, jar: command.jar }
}

async function firestoreAnswers(host: string, log: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      if ((await fetch(`http://${host}/`, { signal: AbortSignal.timeout(2_000) })).ok) return
    } catch {
      // Not listening yet.
    }
    const output = readText(log)
    if (/the Firestore emulator exited/.test(output) || Date.now() > deadline) {
      throw new Error(`the Firestore emulator at ${host} did not answer:\n${tail(output, 15)}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return ''
  }
}

function tail(text: string, lines: number): string {
  return text.trim().split('\n').slice(-lines).join('\n')
}

interface FunctionsProcess {
  child: ChildProcess
  loaded: string[]
  stop(): Promise<void>
}

/**
 * The launcher, in its own process group (the function runtimes it starts are in it too), its
 * standard input a pipe from this process: it stops when the pipe closes.
 */
async function startFunctions(work: string, log: string, config: { projectId: string; port: number; firestoreHost: string }, timeoutMs: number): Promise<FunctionsProcess> {
  const tmp = path.join(work, 'tmp')
  mkdirSync(tmp)
  const out = openSync(log, 'a')
  const env = {
    PATH: process.env.PATH ?? '',
    // The emulator's sockets, the discovery's manifest and anything else temporary stay in the folder.
    HOME: tmp,
    TMPDIR: tmp,
    FIREBASE_FUNCTIONS_DISCOVERY_OUTPUT_PATH: tmp,
    // The bundle's entry has a top-level await; the emulator require()s it and falls back to
    // import() only on ERR_REQUIRE_ESM (scripts/dev-firebase.ts says more).
    NODE_OPTIONS: '--no-experimental-require-module',
    // PUBLIC_BASE_URL is a loopback http address.
    ALLOW_INSECURE_HTTP: '1',
    METADATA_SERVER_DETECTION: 'none',
  }
  const child = spawn(process.execPath, [LAUNCHER, JSON.stringify({ ...config, functionsDir: path.join(work, 'functions') })], {
    cwd: work,
    env,
    stdio: ['pipe', out, out],
    detached: true,
  })
  closeSync(out)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    child.stdin?.end()
    let timer: NodeJS.Timeout | undefined
    await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 8_000)))])
    clearTimeout(timer)
    // Whatever is left of its group (a function runtime it did not stop).
    try {
      process.kill(-child.pid!, 'SIGKILL')
    } catch {
      // The group is empty.
    }
  }
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const ready = /^READY (.*)$/m.exec(readText(log))
    if (ready) return { child, loaded: ready[1]!.split(' '), stop }
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      await stop()
      throw new Error(`the Functions emulator did not start:\n${tail(readText(log), 30)}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** Builds the bundle and starts Firestore and the Functions emulator; stops what it started when a step fails. */
export async function startTriggerChain(command: EmulatorCommand, options: TriggerChainOptions, timeoutMs = 90_000): Promise<TriggerChain> {
  sweepStaleChains()
  const work = mkdtempSync(path.join(os.tmpdir(), DIR_PREFIX))
  writeFileSync(path.join(work, OWNER_FILE), String(process.pid))
  const functionsLog = path.join(work, 'functions.log')
  let firestore: StartedEmulator | undefined
  let functions: FunctionsProcess | undefined
  const stop = async () => {
    await functions?.stop()
    await firestore?.stop()
    rmSync(work, { recursive: true, force: true })
  }
  const functionsPort = await freePort()
  try {
    // The JVM starts while the bundle is built.
    firestore = await startEmulator(javaWithFunctions(work, command, functionsPort))
    await buildBundle(work, options)
    await firestoreAnswers(firestore.host, firestore.log, timeoutMs)
    functions = await startFunctions(work, functionsLog, { projectId: options.projectId, port: functionsPort, firestoreHost: firestore.host }, timeoutMs)
  } catch (error) {
    await stop()
    throw error
  }
  const { host, log } = firestore
  const failedDelivery = /Unsuccessful HTTP response when publishing v2 event for projects\/[^/]+\/eventarcTriggers\/([\w-]+)/g
  return {
    firestoreHost: host,
    loaded: functions.loaded,
    failedDeliveries: () =>
      // The emulator's trigger ids are `{region}-{name}-{generation}`.
      [...readText(log).matchAll(failedDelivery)].map((match) => match[1]!.replace(`${REGION}-`, '').replace(/-\d+$/, '')),
    functionsLog: (lines = 40) => tail(readText(functionsLog), lines),
    async runSchedule(name) {
      // A scheduled function is an HTTP function the emulator keeps under its trigger id
      // (`{region}-{name}-0`: the functions are loaded once); it answers when the run is over.
      const response = await fetch(`http://127.0.0.1:${functionsPort}/functions/projects/${options.projectId}/triggers/${REGION}-${name}-0`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-cloudscheduler-jobname': `firebase-schedule-${name}-${REGION}`, 'x-cloudscheduler-scheduletime': new Date().toISOString() },
        body: '{}',
      })
      await response.arrayBuffer()
      return response.status
    },
    stop,
  }
}
