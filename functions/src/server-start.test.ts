/**
 * The standalone server (`npm start`, functions/src/server.ts) started as a real process while
 * the services its start-up needs cannot be reached. It used to exit with status 1 and nothing
 * listening (the first-admin check or the alert-claim release threw); now it listens at once,
 * answers 503 (no-store, Retry-After) where it cannot serve yet, finishes its start-up once the
 * services answer, and still stops cleanly on SIGTERM while it waits.
 *
 * - Firebase: Firestore and Authentication point at closed loopback ports, then the pure-JS
 *   Firestore emulator starts on Firestore's port and the Auth emulator is reached on Auth's
 *   (firebase-tools' emulator takes 15-30 s to start and is shared by the test run, so a
 *   forwarder on the port stands for it coming back). Recovery is timed from that moment.
 *   Meanwhile another process's alert claim is left alone (only the embedded server, the one
 *   process on its store, releases claims at start).
 * - Embedded: another process holds the SQLite file's write lock for longer than the store's
 *   busy timeout while the server starts and must create the admin from ADMIN_EMAIL.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { FirestoreServer } from '@firestore-emulator/server'
import Database from 'better-sqlite3'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { deleteApp } from 'firebase-admin/app'
import { ChangeEmitter } from './backends/change-emitter'
import { createEmbeddedBackend } from './backends/embedded'
import { FirestoreContentStore } from './backends/firebase/firestore-content-store'
import { connectFirestore, freePort } from './testing/firestore-js-emulator'
import { EMULATOR_PROJECT_ID, openEmulatorIdentity, type EmulatorIdentity } from './testing/firebase-identity-emulator'

const ROOT = path.resolve(import.meta.dirname, '../..')
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const dirs: string[] = []
const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'alr-server-start-'))
  dirs.push(dir)
  return dir
}

interface ServerProcess {
  child: ChildProcess
  baseUrl: string
  output(): string
  exited: Promise<number | null>
}

/** `node functions/src/server.ts` (through tsx) with the given settings; no build is needed. */
async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const watchdog = pathToFileURL(path.join(ROOT, 'tests/e2e/exit-with-parent.mjs')).href
  const child = spawn(process.execPath, ['--import=tsx', `--import=${watchdog}`, 'functions/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_BASE_URL: baseUrl,
      // No build: no manifest, no static files (the test does not wait on a build).
      DIST_DIR: path.join(tempDir(), 'dist'),
      DATA_DIR: tempDir(),
      SEED_DEMO: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL')
      await exited
    }
  })
  return { child, baseUrl, output: () => output, exited }
}

/** Polls until `check` returns a value; fails with the server's output after `ms`. */
async function waitFor<T>(server: ServerProcess, what: string, check: () => Promise<T | undefined | null | false>, ms: number): Promise<T> {
  const deadline = Date.now() + ms
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`the server exited (${server.child.exitCode}) while waiting for ${what}:\n${server.output()}`)
    const value = await check().catch(() => undefined)
    if (value) return value
    if (Date.now() > deadline) throw new Error(`no ${what} within ${ms / 1000} s:\n${server.output()}`)
    await sleep(100)
  }
}

/** The answer to a GET, or undefined when nothing answers. */
async function get(url: string): Promise<Response | undefined> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(10_000), redirect: 'manual' })
    await res.clone().arrayBuffer()
    return res
  } catch {
    return undefined
  }
}

function expectStartingAnswer(res: Response | undefined, what: string) {
  expect(res?.status, what).toBe(503)
  expect(res?.headers.get('cache-control'), what).toBe('no-store')
  expect(res?.headers.get('retry-after'), what).toBe('30')
}

/** Accepts connections on `port` and passes them to `target` (`host:port`): the service comes up there. */
function forward(port: number, target: string): Promise<net.Server> {
  const [host, targetPort] = target.split(':')
  const server = net.createServer((socket) => {
    const upstream = net.connect(Number(targetPort), host)
    socket.pipe(upstream).pipe(socket)
    socket.on('error', () => upstream.destroy())
    upstream.on('error', () => socket.destroy())
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve(server))
  })
}

function firebaseEnv(ports: { firestore: number; auth: number; closed: number }, admin: { email: string; password: string }): Record<string, string> {
  return {
    BACKEND: 'firebase',
    GOOGLE_CLOUD_PROJECT: EMULATOR_PROJECT_ID,
    STORAGE_BUCKET: `${EMULATOR_PROJECT_ID}.appspot.com`,
    WEB_API_KEY: 'demo-api-key',
    ALGOLIA_APP_ID: 'DEMO',
    ALGOLIA_ADMIN_KEY: 'demo',
    ALGOLIA_HOSTS: `http://127.0.0.1:${ports.closed}`,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    FIREBASE_STORAGE_EMULATOR_HOST: `127.0.0.1:${ports.closed}`,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  }
}

describe('the standalone server with Firebase unreachable at start', () => {
  it('listens at once, answers 503 until Firestore and Auth answer, then creates the first admin and serves the site without a restart', async () => {
    // The Auth emulator starts meanwhile (it is reached only once the forwarder opens).
    const emulator: Promise<EmulatorIdentity> = openEmulatorIdentity()
    cleanups.push(async () => (await emulator).close())
    const ports = { firestore: await freePort(), auth: await freePort(), closed: await freePort() }
    const admin = { email: `ops-${randomBytes(4).toString('hex')}@example.test`, password: 'rahasia-ops-123' }
    const launched = Date.now()
    const server = await startServer(firebaseEnv(ports, admin))

    const first = await waitFor(server, 'an answer', () => get(`${server.baseUrl}/healthz`), 30_000)
    console.info(`Firebase unreachable: the server answered ${Date.now() - launched} ms after its launch (tsx included)`)
    expect(first.status).toBe(503)
    // Its start-up says once that it waits, and it keeps answering.
    await waitFor(server, 'the start-up waiting for Auth', async () => /Mulai: akun admin pertama belum dapat dijalankan/.test(server.output()), 30_000)
    for (const page of ['/', '/attorneys', '/login', '/dashboard/blogs']) expectStartingAnswer(await get(`${server.baseUrl}${page}`), page)
    const health = await get(`${server.baseUrl}/healthz`)
    expectStartingAnswer(health, '/healthz')
    expect(await health!.json()).toMatchObject({ checks: { content: 'down' }, starting: expect.arrayContaining(['staff']) })
    // Several tries later: one line about the wait, still running, still no ready line.
    await sleep(4000)
    expect(server.child.exitCode).toBeNull()
    expect(server.output().match(/belum dapat dijalankan/g)).toHaveLength(1)
    expect(server.output()).not.toContain('Situs berjalan di')

    // The services come back on the addresses the server was given.
    const identity = await emulator
    const firestore = new FirestoreServer()
    await firestore.start(ports.firestore)
    cleanups.push(() => firestore.stop())
    // Another process's alert send in progress (sendAlerts, or a second server): its claim is
    // live, and only its lease may end it. The embedded server's release at start is not for here.
    const { app: testApp, db } = connectFirestore(`127.0.0.1:${ports.firestore}`, EMULATOR_PROJECT_ID)
    cleanups.push(() => deleteApp(testApp))
    const store = new FirestoreContentStore({ db, events: new ChangeEmitter() })
    const lease = new Date(Date.now() + 3_600_000).toISOString()
    const claim = await store.create(
      'alertDeliveries',
      { alertId: 'alert-1', subscriberId: 'sub-1', state: 'sending', dueAt: lease, attempts: 1, lang: 'id', lastError: '', sentAt: null, ref: '' },
      { actor: 'system', id: 'alert-1.sub-1' },
    )
    const auth = await forward(ports.auth, identity.host)
    cleanups.push(() => new Promise((resolve) => auth.close(resolve)))
    const back = Date.now()

    await waitFor(server, 'the home page', async () => (await get(`${server.baseUrl}/`))?.status === 200, 90_000)
    const pagesMs = Date.now() - back
    await waitFor(server, 'the sign-in page', async () => (await get(`${server.baseUrl}/login`))?.status === 200, 90_000)
    const staffMs = Date.now() - back
    console.info(`Firebase back: pages served after ${pagesMs} ms, sign-in after ${staffMs} ms`)
    // "Akun admin dibuat: …" on an empty Auth, "Akun admin … dibuat dari ADMIN_EMAIL." beside other staff.
    expect(server.output()).toMatch(new RegExp(`^Akun admin (dibuat: )?${admin.email.replace(/[.]/g, '\\.')}`, 'm'))
    expect(server.output()).toMatch(/Mulai: akun admin pertama berhasil setelah \d+ percobaan/)
    // The ready lines follow the last start-up step's own line; on a loaded machine a moment later.
    const ready = `Dasbor staf: ${server.baseUrl.replace('127.0.0.1', 'localhost')}/login (masuk sebagai ${admin.email})`
    await waitFor(server, 'the ready lines', async () => server.output().includes(ready), 90_000)
    expect(await identity.identity.findStaffByEmail(admin.email)).toMatchObject({ email: admin.email, role: 'admin' })
    const up = await get(`${server.baseUrl}/healthz`)
    expect(up?.status).toBe(200)
    const body = (await up!.json()) as Record<string, unknown>
    expect(body).toMatchObject({ checks: { content: 'ok' } })
    expect(body).not.toHaveProperty('starting')
    expect(await store.get('alertDeliveries', claim.id)).toMatchObject({ state: 'sending', dueAt: lease, version: claim.version })

    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
  }, 180_000)

  it('stops cleanly on SIGTERM while its start-up is still waiting', async () => {
    const ports = { firestore: await freePort(), auth: await freePort(), closed: await freePort() }
    const server = await startServer(firebaseEnv(ports, { email: 'ops@example.test', password: 'rahasia-ops-123' }))
    await waitFor(server, 'the start-up waiting for Auth', async () => /Mulai: akun admin pertama belum dapat dijalankan/.test(server.output()), 30_000)
    expectStartingAnswer(await get(`${server.baseUrl}/login`), '/login')
    const sent = Date.now()
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    const stopMs = Date.now() - sent
    console.info(`SIGTERM during the start-up's retries: exited 0 after ${stopMs} ms`)
    expect(stopMs).toBeLessThan(8000)
    expect(server.output()).toContain('SIGTERM diterima')
    expect(await get(`${server.baseUrl}/healthz`)).toBeUndefined()
  }, 60_000)
})

describe('the standalone server on a port another program holds', () => {
  it('says so in one line and exits with status 1', async () => {
    const holder = net.createServer()
    await new Promise<void>((resolve) => holder.listen(0, resolve))
    cleanups.push(() => new Promise((resolve) => holder.close(resolve)))
    const port = (holder.address() as net.AddressInfo).port
    const server = await startServer({ PORT: String(port) })
    expect(await server.exited).toBe(1)
    expect(server.output()).toContain(`Port ${port} sudah dipakai program lain.`)
    expect(server.output()).not.toContain('node:events')
  }, 60_000)
})

describe('the standalone server with its SQLite file locked at start', () => {
  it('serves the pages, answers 503 on sign-in until the lock is released, then creates the admin', async () => {
    // A store that exists (as after an earlier start), without the admin ADMIN_EMAIL names.
    const dataDir = tempDir()
    await createEmbeddedBackend({ dataDir }).close()
    // Another process (a long `npm run restore`, an operator's sqlite3 shell) holds the write lock.
    const holder = new Database(path.join(dataDir, 'content.db'))
    holder.exec('BEGIN IMMEDIATE')
    cleanups.push(() => holder.open && holder.close())

    const server = await startServer({ DATA_DIR: dataDir, ADMIN_EMAIL: 'ops@example.test', ADMIN_PASSWORD: 'rahasia-ops-123' })
    await waitFor(server, 'the start-up waiting for the lock', async () => /Mulai: akun admin pertama belum dapat dijalankan \(content store unavailable \(SQLITE_BUSY\)\)/.test(server.output()), 30_000)
    expect((await get(`${server.baseUrl}/attorneys`))?.status).toBe(200)
    expectStartingAnswer(await get(`${server.baseUrl}/login`), '/login')
    const health = await get(`${server.baseUrl}/healthz`)
    expect(health?.status).toBe(200)
    expect(await health!.json()).toMatchObject({ status: 'degraded', checks: { content: 'ok' }, starting: ['staff'] })

    holder.exec('ROLLBACK')
    holder.close()
    const released = Date.now()
    await waitFor(server, 'the sign-in page', async () => (await get(`${server.baseUrl}/login`))?.status === 200, 30_000)
    console.info(`SQLite lock released: sign-in served after ${Date.now() - released} ms`)
    expect(server.output()).toContain('Akun admin dibuat: ops@example.test (kata sandi dari ADMIN_PASSWORD).')
    expect(server.output()).toContain('(masuk sebagai ops@example.test)')

    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
  }, 90_000)
})
