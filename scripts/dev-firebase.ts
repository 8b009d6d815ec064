/**
 * `npm run dev:firebase`: the Firebase deployment of the site on this machine, one command.
 *
 *   - firebase-tools' own emulators: Hosting (the built assets, rewriting every other path to
 *     the function), Functions (the built bundle, `functions/lib` as `firebase deploy` uploads
 *     it, reading its params and secret from `.env.local` and `.secret.local`) and Auth;
 *   - Firestore: the pure-JS emulator (`@firestore-emulator/server`); the official one needs
 *     Java 21;
 *   - Cloud Storage: firebase-tools' emulator in this process, with a stand-in of its rules
 *     runtime (dev-firebase-storage.ts);
 *   - Algolia: the local stand-in of its REST API, reached through ALGOLIA_HOSTS as any other
 *     Algolia host would be;
 *   - content: the demo firm seeded into a fresh embedded store, then copied by the migration
 *     (`npm run migrate -- --from embedded --to firebase`), then indexed for search;
 *   - the first admin in the Auth emulator with the staff claim: ADMIN_EMAIL / ADMIN_PASSWORD,
 *     or admin@kantor-hukum.local with a generated password, printed with the address.
 *
 * Everything listens on 127.0.0.1 only and lives in a temporary folder removed at the end;
 * the project id is a `demo-` one, so nothing can reach a real Firebase project. Ctrl-C or
 * SIGTERM stops it all. PORT chooses the site's port (default 5000).
 *
 * Differences from a deployment, on purpose or by necessity: the Firestore triggers do not run
 * (the pure-JS emulator delivers no events to the Functions emulator), so this process runs the
 * same search-sync handler on Firestore's change stream instead; the Storage trigger does not
 * run either (the app checks each upload itself when the browser asks for its result); the
 * scheduled functions do not run.
 */
import { FirestoreServer } from '@firestore-emulator/server'
import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { generatePassword } from '../functions/src/auth/password-hash'
import { DEFAULT_ADMIN_EMAIL } from '../functions/src/auth/bootstrap-admin'
import { openBackend } from '../functions/src/backends/open-backend'
import type { Backend } from '../functions/src/backends/ports'
import { loadConfig } from '../functions/src/config'
import { runMigrateCommand } from '../functions/src/migrate/command'
import { startAlgoliaStandIn, type AlgoliaStandIn } from '../functions/src/testing/algolia-stand-in'
import { reindexAll } from '../functions/src/search/search-sync'
import { startDevStorageEmulator, type DevStorageEmulator } from './dev-firebase-storage'
import { followFirestoreChanges } from './dev-firebase-triggers'
// @ts-expect-error: a plain .mjs build script without type declarations
import { robotsTxt } from './hosting-files.mjs'
import { BUILD_LOCK, withLock } from '../functions/src/testing/dir-lock'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
/** `demo-` project ids never reach Google: the CLI and the SDKs refuse anything but emulators. */
export const DEV_PROJECT_ID = 'demo-kantor-hukum'
/** The function's region; the generated Hosting rewrite names the same one. */
const REGION = 'asia-southeast2'
const LOOPBACK = '127.0.0.1'
const WEB_API_KEY = 'demo-api-key'
const EMULATORS_READY = /All emulators ready/
const START_TIMEOUT_MS = 150_000

const log = (line: string) => process.stdout.write(`${line}\n`)

// ---------------------------------------------------------------------------------------------
// Build
// ---------------------------------------------------------------------------------------------

function run(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`node ${args.join(' ')} gagal:\n${output}`))))
  })
}

/**
 * The browser assets (built under the lock, then copied: a later build elsewhere cannot pull
 * them from under the running site) and the Functions bundle built from that copy's manifest.
 */
async function build(work: string, baseUrl: string): Promise<void> {
  const started = Date.now()
  await withLock(BUILD_LOCK, async () => {
    await run(['scripts/build.mjs', '--assets-only'])
    cpSync(path.join(ROOT, 'dist', 'public'), path.join(work, 'public'), { recursive: true })
    cpSync(path.join(ROOT, 'dist', 'manifest.json'), path.join(work, 'manifest.json'))
  })
  // Hosting serves robots.txt itself (scripts/hosting-files.mjs says why).
  writeFileSync(path.join(work, 'public', 'robots.txt'), robotsTxt(baseUrl))
  await run(['scripts/build-functions.mjs', '--out-dir', path.join(work, 'functions'), '--manifest', path.join(work, 'manifest.json')])
  log(`Build selesai dalam ${((Date.now() - started) / 1000).toFixed(1)} detik.`)
}

// ---------------------------------------------------------------------------------------------
// Firebase CLI
// ---------------------------------------------------------------------------------------------

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, LOOPBACK, () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, LOOPBACK, () => probe.close(() => resolve(true)))
  })
}

/** Every listener of the CLI, on a loopback port (left to itself it takes 4400, 4500, 9299…). */
interface Ports {
  hosting: number
  functions: number
  auth: number
  hub: number
  logging: number
  eventarc: number
  tasks: number
}

/**
 * firebase.json for the emulators: the project's Hosting settings (headers, ignore) with the
 * copied assets and a rewrite to the function's region, the built bundle, the emulators on
 * loopback ports. The project's firebase.json is read, never written.
 */
function emulatorConfig(ports: Ports): object {
  const project = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')) as { hosting: Record<string, unknown> }
  const { predeploy: _predeploy, postdeploy: _postdeploy, ...hosting } = project.hosting
  const at = (port: number) => ({ host: LOOPBACK, port })
  return {
    hosting: { ...hosting, public: 'public', rewrites: [{ source: '**', function: { functionId: 'app', region: REGION } }] },
    functions: [{ source: 'functions', codebase: 'default', runtime: 'nodejs22' }],
    emulators: {
      singleProjectMode: true,
      hosting: at(ports.hosting),
      functions: at(ports.functions),
      auth: at(ports.auth),
      hub: at(ports.hub),
      logging: at(ports.logging),
      eventarc: at(ports.eventarc),
      tasks: at(ports.tasks),
      ui: { enabled: false },
    },
  }
}

/** The params (`.env.local`) and the secret (`.secret.local`) the function reads, as on a deploy. */
function writeFunctionSettings(work: string, baseUrl: string, algolia: AlgoliaStandIn) {
  const lines = {
    APP_REGION: REGION,
    PUBLIC_BASE_URL: baseUrl,
    WEB_API_KEY,
    ALGOLIA_APP_ID: algolia.appId,
    // Not a param: read from the function's environment (config.ts, functionsProcessSettings).
    ALGOLIA_HOSTS: algolia.url,
  }
  writeFileSync(path.join(work, 'functions', '.env.local'), Object.entries(lines).map(([k, v]) => `${k}=${v}\n`).join(''))
  writeFileSync(path.join(work, 'functions', '.secret.local'), `ALGOLIA_ADMIN_KEY=${algolia.apiKey}\n`)
}

/** Sends SIGTERM to a process when this one is gone (preloaded with `node --import`). */
const WATCHDOG = `data:text/javascript,${encodeURIComponent(
  `const p=${process.pid};setInterval(()=>{try{process.kill(p,0)}catch{process.kill(process.pid,'SIGTERM')}},500).unref()`,
)}`

interface Cli {
  child: ChildProcess
  ready: Promise<void>
  stop(): Promise<void>
}

function startCli(work: string, env: NodeJS.ProcessEnv): Cli {
  const bin = path.join(ROOT, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js')
  const args = [`--import=${WATCHDOG}`, bin, 'emulators:start', '--config', path.join(work, 'firebase.json'), '--project', DEV_PROJECT_ID, '--only', 'hosting,functions,auth']
  // The bundle's entry picks its function with a top-level await (functions/src/index.ts). The
  // Functions emulator loads it with require(), which Node 20.19+ tries on ES modules and refuses
  // for one with top-level await, and falls back to import() only on ERR_REQUIRE_ESM: with
  // require(esm) turned off it gets that error and imports the bundle, as Cloud Functions does.
  const nodeOptions = [env.NODE_OPTIONS, '--no-experimental-require-module'].filter(Boolean).join(' ')
  // Its own process group: Ctrl-C in the terminal reaches this script, which stops the CLI once.
  const child = spawn(process.execPath, args, { cwd: work, env: { ...env, NODE_OPTIONS: nodeOptions }, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  let output = ''
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Emulator Firebase belum siap setelah ${START_TIMEOUT_MS / 1000} detik:\n${output}`)), START_TIMEOUT_MS)
    const onData = (chunk: Buffer) => {
      output += chunk
      if (EMULATORS_READY.test(output)) {
        clearTimeout(timer)
        resolve()
      }
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      reject(new Error(`firebase emulators:start berhenti (${signal ?? `kode ${code}`}):\n${output}`))
    })
  })
  ready.catch(() => {})
  // After start-up, the CLI's request log goes to the terminal (a page's errors show there).
  void ready.then(() => {
    child.stdout!.on('data', (chunk: Buffer) => process.stdout.write(chunk))
    child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(chunk))
  }, () => {})
  return {
    child,
    ready,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      // The CLI stops its emulators and the function's runtime on SIGINT, but waits for open
      // connections (a browser's keep-alive ones) to end; a second SIGINT stops it at once.
      child.kill('SIGINT')
      const again = setTimeout(() => child.kill('SIGINT'), 2_000)
      const killed = setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL')
        } catch {
          // already gone
        }
      }, 10_000)
      await exited
      clearTimeout(again)
      clearTimeout(killed)
      // The CLI can exit before the function's runtime it started (a child in its process
      // group): whatever is left of the group is stopped too, so nothing outlives a run.
      try {
        process.kill(-child.pid!, 'SIGKILL')
      } catch {
        // the group is already empty
      }
    },
  }
}

// ---------------------------------------------------------------------------------------------
// Firestore
// ---------------------------------------------------------------------------------------------

interface Firestore {
  /** `127.0.0.1:{port}`, as FIRESTORE_EMULATOR_HOST holds it. */
  host: string
  stop(): void
}

/**
 * The pure-JS Firestore emulator on loopback. Its own `start(port)` listens on every interface
 * (0.0.0.0), so the gRPC server it holds is bound here instead, with the credentials class of
 * the same @grpc/grpc-js copy (grpc-js checks it with instanceof).
 */
async function startFirestore(port: number): Promise<Firestore> {
  const emulator = new FirestoreServer()
  const fromEmulator = createRequire(createRequire(import.meta.url).resolve('@firestore-emulator/server'))
  const { ServerCredentials } = fromEmulator('@grpc/grpc-js') as { ServerCredentials: { createInsecure(): unknown } }
  const grpc = (emulator as unknown as { server: { bindAsync(address: string, credentials: unknown, done: (error: Error | null) => void): void } }).server
  await new Promise<void>((resolve, reject) => grpc.bindAsync(`${LOOPBACK}:${port}`, ServerCredentials.createInsecure(), (error) => (error ? reject(error) : resolve())))
  return { host: `${LOOPBACK}:${port}`, stop: () => emulator.stop() }
}

// ---------------------------------------------------------------------------------------------
// Content, search, the first admin
// ---------------------------------------------------------------------------------------------

/** The demo firm into a fresh embedded store, then the migration into Firestore and Storage. */
async function seedByMigration(work: string, env: NodeJS.ProcessEnv): Promise<void> {
  const dataDir = path.join(work, 'seed')
  const [{ createEmbeddedBackend }, { seedDemoContent }] = await Promise.all([import('../functions/src/backends/embedded'), import('../functions/src/seed')])
  const embedded = createEmbeddedBackend({ dataDir })
  try {
    await seedDemoContent(embedded, { log: () => {} })
  } finally {
    await embedded.close()
  }
  const summary = await runMigrateCommand(['--from', 'embedded', '--to', 'firebase', '--from-data-dir', dataDir], env, () => {})
  log(`Konten demo dimigrasikan: ${summary.documentCount} dokumen, ${summary.files.total} file (${(summary.ms / 1000).toFixed(1)} detik).`)
  rmSync(dataDir, { recursive: true, force: true })
}

async function createAdmin(backend: Backend): Promise<{ email: string; password: string }> {
  const email = (process.env.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL).toLowerCase()
  const password = process.env.ADMIN_PASSWORD ?? generatePassword()
  await backend.identity.createStaff({ email, password, displayName: 'Administrator', role: 'admin' })
  return { email, password }
}

// ---------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------

async function main() {
  const started = Date.now()
  const hostingPort = Number(process.env.PORT ?? 5000)
  if (!Number.isInteger(hostingPort) || hostingPort <= 0 || hostingPort > 65535) throw new Error(`PORT harus nomor port, bukan "${process.env.PORT}".`)
  if (!(await portIsFree(hostingPort))) throw new Error(`Port ${hostingPort} sedang dipakai; pilih yang lain dengan PORT=...`)
  const baseUrl = `http://${LOOPBACK}:${hostingPort}`

  const work = mkdtempSync(path.join(os.tmpdir(), 'alr-dev-firebase-'))
  let firestore: Firestore | undefined
  let storage: DevStorageEmulator | undefined
  let algolia: AlgoliaStandIn | undefined
  let cli: Cli | undefined
  let backend: Backend | undefined
  let unfollow: (() => void) | undefined

  let stopping: Promise<void> | undefined
  const stop = (reason?: string) =>
    (stopping ??= (async () => {
      if (reason) log(`${reason} diterima, menghentikan emulator…`)
      unfollow?.()
      await cli?.stop()
      await backend?.close()
      const { getApps, deleteApp } = await import('firebase-admin/app')
      await Promise.all(getApps().map((app) => deleteApp(app).catch(() => {})))
      firestore?.stop()
      await Promise.all([storage?.stop(), algolia?.stop()].map((p) => p?.catch(() => {})))
      rmSync(work, { recursive: true, force: true })
    })())
  // Ctrl-C reaches this process twice under npm (from the terminal, and forwarded by npm):
  // every signal after the first waits for the same stop.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      setTimeout(() => process.exit(1), 20_000).unref()
      void stop(signal).then(() => process.exit(0))
    })
  }

  try {
    // The bundle resolves firebase-admin, firebase-functions and sharp from the project.
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(work, 'node_modules'), 'dir')
    const [ports, firestorePort, storagePort] = await Promise.all([
      (async (): Promise<Ports> => ({
        hosting: hostingPort,
        functions: await freePort(),
        auth: await freePort(),
        hub: await freePort(),
        logging: await freePort(),
        eventarc: await freePort(),
        tasks: await freePort(),
      }))(),
      freePort(),
      freePort(),
    ])
    ;[firestore, storage, algolia] = await Promise.all([
      startFirestore(firestorePort),
      startDevStorageEmulator(DEV_PROJECT_ID, storagePort),
      startAlgoliaStandIn(),
    ])
    const bucket = `${DEV_PROJECT_ID}.appspot.com`
    const authHost = `${LOOPBACK}:${ports.auth}`

    // This process and the CLI (hence the function) reach the same emulators.
    const emulatorEnv = {
      FIRESTORE_EMULATOR_HOST: firestore.host,
      FIREBASE_STORAGE_EMULATOR_HOST: storage.host,
      FIREBASE_AUTH_EMULATOR_HOST: authHost,
    }
    Object.assign(process.env, emulatorEnv)
    // No credentials, and no probe of Google's metadata server (the Functions emulator does the same).
    delete process.env.GOOGLE_APPLICATION_CREDENTIALS
    process.env.METADATA_SERVER_DETECTION = 'none'

    await build(work, baseUrl)
    writeFileSync(path.join(work, 'firebase.json'), JSON.stringify(emulatorConfig(ports), null, 2))
    writeFunctionSettings(work, baseUrl, algolia)

    // The CLI sets the Auth emulator's address for the function itself.
    const { FIREBASE_AUTH_EMULATOR_HOST: _auth, ...cliEnv } = { ...process.env, ...emulatorEnv, ALLOW_INSECURE_HTTP: '1' }
    log('Menjalankan emulator Firebase (Hosting, Functions, Auth) dan menyiapkan konten…')
    cli = startCli(work, cliEnv)
    await seedByMigration(work, { FIREBASE_PROJECT_ID: DEV_PROJECT_ID, FIREBASE_STORAGE_BUCKET: bucket, ...emulatorEnv })

    // The same settings the function reads, parsed the same way (ALGOLIA_HOSTS included).
    const config = loadConfig({
      BACKEND: 'firebase',
      SEED_DEMO: '0',
      GOOGLE_CLOUD_PROJECT: DEV_PROJECT_ID,
      STORAGE_BUCKET: bucket,
      WEB_API_KEY,
      ALGOLIA_APP_ID: algolia.appId,
      ALGOLIA_ADMIN_KEY: algolia.apiKey,
      ALGOLIA_HOSTS: algolia.url,
      ...emulatorEnv,
    })
    backend = await openBackend(config)
    await backend.prepare?.(() => {})
    const { total } = await reindexAll({ store: backend.content, search: backend.search, now: () => new Date() })
    log(`Indeks pencarian dibangun: ${total} dokumen.`)
    unfollow = followFirestoreChanges(backend, (error) => console.error('sinkronisasi pencarian gagal:', error))

    await cli.ready
    const admin = await createAdmin(backend)
    log(`Emulator: Hosting ${LOOPBACK}:${ports.hosting}, Functions ${LOOPBACK}:${ports.functions}, Auth ${authHost}, Firestore (JS) ${firestore.host}, Storage ${storage.host}, Algolia (pengganti lokal) ${algolia.url}`)
    log(`Siap dalam ${((Date.now() - started) / 1000).toFixed(1)} detik. Ctrl-C menghentikan semuanya.`)
    log(`Situs (emulator Firebase) berjalan di ${baseUrl}`)
    log(`Dasbor staf: ${baseUrl}/login (masuk sebagai ${admin.email}, kata sandi: ${admin.password})`)
  } catch (error) {
    await stop()
    throw error
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
