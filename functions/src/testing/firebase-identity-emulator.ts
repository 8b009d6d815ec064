/**
 * The Firebase Auth emulator for tests, one per test run, shared by every test file that asks.
 *
 * The emulator is firebase-tools' own Auth emulator server (pure JS, offline), started in a
 * child process through its programmatic entry (`lib/emulator/auth/server.js`, `createApp`)
 * on a free port. That skips what `firebase emulators:start` adds around it (the hub, the
 * logging emulator, fixed ports, a locator file per project in /tmp, a network call for the
 * CLI's news). Most of the start-up is firebase-tools compiling the Identity Toolkit API spec
 * (~10 s of CPU, 15-30 s on a busy machine), so a run starts it once:
 *
 *   - the first caller creates `$TMPDIR/alr-auth-emulator-{pid of the Vitest main process}`
 *     and spawns the emulator, which writes its `host:port` there when it listens;
 *   - the other callers (other test files, in other workers) wait for that file;
 *   - the emulator watches the Vitest process and exits with it, removing the folder;
 *     folders of dead runs are removed by later runs.
 *
 * With FIREBASE_AUTH_EMULATOR_HOST already set (e.g. under `firebase emulators:exec`), that
 * emulator is used and nothing is started.
 *
 * Accounts persist for the whole run and are shared between files: tests use unique emails.
 * `openEmulatorIdentity` gives a FirebaseIdentity over it (route tests use it, so they need not
 * import firebase-admin themselves).
 */
import { deleteApp, initializeApp } from 'firebase-admin/app'
import { getAuth, type Auth } from 'firebase-admin/auth'
import type { Firestore } from 'firebase-admin/firestore'
import { spawn } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { FirebaseIdentity } from '../backends/firebase/firebase-identity'
import { signInWithPassword } from '../backends/firebase/firebase-identity-rest'

export const EMULATOR_PROJECT_ID = 'demo-alr'
/** Any key works on the emulator; it maps every key to its default project. */
export const EMULATOR_API_KEY = 'demo-api-key'

const PREFIX = 'alr-auth-emulator-'
const START_TIMEOUT_MS = 110_000
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** The child's program: start the emulator on a free port, report it, exit with the owner. */
const RUNNER = `
const fs = require('node:fs')
const path = require('node:path')
const [serverModule, projectId, ownerPid, dir] = process.argv.slice(1)
const started = Date.now()
const { createApp } = require(serverModule)
function gone() {
  try { process.kill(Number(ownerPid), 0); return false } catch (e) { return e.code !== 'EPERM' }
}
function quit() {
  fs.rmSync(dir, { recursive: true, force: true })
  process.exit(0)
}
setInterval(() => { if (gone() || !fs.existsSync(dir)) quit() }, 500)
process.on('SIGTERM', quit)
process.on('SIGINT', quit)
createApp(projectId, 0).then((app) => {
  const server = app.listen(0, '127.0.0.1', () => {
    const host = '127.0.0.1:' + server.address().port
    fs.writeFileSync(path.join(dir, 'host.tmp'), host)
    fs.renameSync(path.join(dir, 'host.tmp'), path.join(dir, 'host'))
    console.log('auth emulator on ' + host + ' after ' + (Date.now() - started) + ' ms')
  })
}, (error) => {
  console.error(error)
  fs.writeFileSync(path.join(dir, 'failed'), String(error && error.stack || error))
  process.exit(1)
})
`

/** firebase-tools' Auth emulator server module (firebase-tools has no `exports` map: deep paths resolve). */
function serverModule(): string {
  const require = createRequire(import.meta.url)
  return path.join(path.dirname(require.resolve('firebase-tools/package.json')), 'lib/emulator/auth/server.js')
}

async function isReady(host: string): Promise<boolean> {
  try {
    const res = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(2000) })
    const body = (await res.json()) as { authEmulator?: { ready?: boolean } }
    return body.authEmulator?.ready === true
  } catch {
    return false
  }
}

function removeDeadRuns() {
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(PREFIX)) continue
    if (!isAlive(Number(name.slice(PREFIX.length)))) rmSync(path.join(tmpdir(), name), { recursive: true, force: true })
  }
}

function startRunner(dir: string, owner: number) {
  const log = openSync(path.join(dir, 'emulator.log'), 'a')
  const child = spawn(process.execPath, ['-e', RUNNER, serverModule(), EMULATOR_PROJECT_ID, String(owner), dir], {
    detached: true,
    stdio: ['ignore', log, log],
  })
  child.unref()
}

/**
 * The `host:port` of a running Auth emulator (started if needed) with FIREBASE_AUTH_EMULATOR_HOST
 * set in this process, so the Admin SDK talks to it.
 */
export async function useAuthEmulator(): Promise<{ host: string; projectId: string; apiKey: string; startedMs: number }> {
  const began = Date.now()
  const done = (host: string) => {
    process.env.FIREBASE_AUTH_EMULATOR_HOST = host
    return { host, projectId: EMULATOR_PROJECT_ID, apiKey: EMULATOR_API_KEY, startedMs: Date.now() - began }
  }
  const given = process.env.FIREBASE_AUTH_EMULATOR_HOST
  if (given) return done(given)

  // Test files run in children of the Vitest main process: its pid names the run.
  const owner = process.ppid > 1 ? process.ppid : process.pid
  const dir = path.join(tmpdir(), `${PREFIX}${owner}`)
  removeDeadRuns()
  const deadline = Date.now() + START_TIMEOUT_MS
  for (;;) {
    let mine = false
    try {
      mkdirSync(dir)
      mine = true
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    if (mine) startRunner(dir, owner)
    // Wait for the host file of whoever started it.
    for (;;) {
      const hostFile = path.join(dir, 'host')
      if (existsSync(hostFile)) {
        const host = readFileSync(hostFile, 'utf8').trim()
        if (await isReady(host)) return done(host)
        // Written but not answering: the emulator died. Start over.
        rmSync(dir, { recursive: true, force: true })
        break
      }
      if (existsSync(path.join(dir, 'failed'))) {
        const reason = readFileSync(path.join(dir, 'failed'), 'utf8')
        rmSync(dir, { recursive: true, force: true })
        throw new Error(`the Auth emulator did not start:\n${reason}`)
      }
      if (!existsSync(dir)) break // removed by a failed start elsewhere: try again
      if (Date.now() > deadline) {
        let log = ''
        try {
          log = readFileSync(path.join(dir, 'emulator.log'), 'utf8')
        } catch {
          // no log yet
        }
        throw new Error(`the Auth emulator did not start within ${START_TIMEOUT_MS / 1000} s (${dir})\n${log}`)
      }
      // A folder left by a starter that died before spawning (no log after 10 s): take it over.
      if (!mine && !existsSync(path.join(dir, 'emulator.log')) && Date.now() - statSync(dir).mtimeMs > 10_000) {
        rmSync(dir, { recursive: true, force: true })
        break
      }
      await sleep(100)
    }
  }
}


export interface EmulatorIdentity {
  identity: FirebaseIdentity
  /** The Admin SDK's Auth on the emulator, for what the port does not do (claims, other users). */
  auth: Auth
  host: string
  projectId: string
  apiKey: string
  /** A real ID token, signed in through the emulator's REST API as the browser SDK does. */
  idToken(email: string, password: string): Promise<string>
  /** A Firebase user without the staff claim. */
  createNonStaff(email: string, password: string): Promise<{ uid: string }>
  /**
   * Enrols a second factor through the Admin SDK. The Auth emulator supports only SMS factors
   * (firebase-tools issue #6224: no TOTP enrolment or sign-in), so a phone factor stands in for
   * the authenticator app: the server's checks (enrolled factors, the token's second factor)
   * do not depend on the kind.
   */
  enrolPhoneFactor(uid: string): Promise<void>
  /** An ID token of a sign-in that passed the (phone) second factor, through the emulator's REST API. */
  secondFactorIdToken(email: string, password: string): Promise<string>
  close(): Promise<void>
}

/** A FirebaseIdentity over the run's Auth emulator (each with its own Admin SDK app). */
export async function openEmulatorIdentity(options: { now?: () => number; db?: Firestore } = {}): Promise<EmulatorIdentity> {
  const emulator = await useAuthEmulator()
  const app = initializeApp({ projectId: emulator.projectId }, `identity-test-${randomBytes(6).toString('hex')}`)
  const auth = getAuth(app)
  const identity = new FirebaseIdentity({
    auth,
    webConfig: {
      apiKey: emulator.apiKey,
      authDomain: `${emulator.projectId}.firebaseapp.com`,
      projectId: emulator.projectId,
      authEmulatorHost: emulator.host,
    },
    now: options.now,
    ...(options.db ? { db: options.db } : {}),
  })
  const rest = async <T>(method: string, body: unknown): Promise<T> => {
    const res = await fetch(`http://${emulator.host}/identitytoolkit.googleapis.com/v2/accounts/${method}?key=${emulator.apiKey}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    const json = (await res.json()) as T & { error?: { message?: string } }
    if (!res.ok) throw new Error(`${method}: ${json.error?.message ?? res.status}`)
    return json
  }
  return {
    identity,
    auth,
    host: emulator.host,
    projectId: emulator.projectId,
    apiKey: emulator.apiKey,
    async idToken(email, password) {
      const result = await signInWithPassword(email, password, { apiKey: emulator.apiKey, emulatorHost: emulator.host })
      if (!result.ok) throw new Error(`emulator sign-in failed for ${email}: ${result.code}`)
      if (!result.idToken) throw new Error(`emulator sign-in of ${email} waits for a second factor`)
      return result.idToken
    },
    async createNonStaff(email, password) {
      const record = await auth.createUser({ email, password, displayName: 'Tamu' })
      return { uid: record.uid }
    },
    async enrolPhoneFactor(uid) {
      // A number of its own per account: the emulator's numbers need not be real.
      const digits = String(parseInt(createHash('sha256').update(uid).digest('hex').slice(0, 8), 16) % 10_000_000).padStart(7, '0')
      await auth.updateUser(uid, {
        multiFactor: { enrolledFactors: [{ uid: randomBytes(14).toString('hex'), factorId: 'phone', phoneNumber: `+1555${digits}`, displayName: 'Ponsel uji', enrollmentTime: new Date().toUTCString() }] },
      })
    },
    async secondFactorIdToken(email, password) {
      const first = await fetch(`http://${emulator.host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${emulator.apiKey}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password, returnSecureToken: true }),
      }).then((res) => res.json() as Promise<{ mfaPendingCredential?: string; mfaInfo?: { mfaEnrollmentId: string }[] }>)
      if (!first.mfaPendingCredential || !first.mfaInfo?.[0]) throw new Error(`no second factor pending for ${email}`)
      const started = await rest<{ phoneResponseInfo: { sessionInfo: string } }>('mfaSignIn:start', {
        mfaPendingCredential: first.mfaPendingCredential,
        mfaEnrollmentId: first.mfaInfo[0].mfaEnrollmentId,
      })
      // The emulator lists the SMS codes it would have sent.
      const codes = (await fetch(`http://${emulator.host}/emulator/v1/projects/${emulator.projectId}/verificationCodes`).then((res) => res.json())) as {
        verificationCodes: { sessionInfo: string; code: string }[]
      }
      const code = codes.verificationCodes.find((c) => c.sessionInfo === started.phoneResponseInfo.sessionInfo)?.code
      const done = await rest<{ idToken: string }>('mfaSignIn:finalize', {
        mfaPendingCredential: first.mfaPendingCredential,
        phoneVerificationInfo: { sessionInfo: started.phoneResponseInfo.sessionInfo, code },
      })
      return done.idToken
    },
    close: () => deleteApp(app),
  }
}
