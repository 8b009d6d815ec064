/**
 * Real server processes for the reliability tests: the build and the seeded data folder come
 * from the e2e harness (built and seeded once per test run), but these servers can be killed
 * with SIGKILL and restarted on the same data folder.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import Database from 'better-sqlite3'
import { ADMIN_EMAIL, ADMIN_PASSWORD, ROOT, freePort, prepareRun } from '../e2e/harness'

export { ADMIN_EMAIL, ADMIN_PASSWORD, ROOT }

export interface Server {
  baseUrl: string
  dataDir: string
  pid: number
  logs(): string
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>
  /** SIGKILL: no shutdown code runs, as in a crash. */
  kill(): Promise<void>
}

const live = new Set<ChildProcess>()
const dirs = new Set<string>()
process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL')
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

/** A fresh data folder holding a copy of the seeded demo content; removed when the worker exits. */
export async function seededDataDir(): Promise<string> {
  const { templateDir } = await prepareRun()
  const dir = mkdtempSync(path.join(tmpdir(), 'alr-rel-'))
  dirs.add(dir)
  cpSync(templateDir, dir, { recursive: true })
  return dir
}

/** An empty temporary folder, removed when the worker exits. */
export function tempDir(prefix = 'alr-rel-'): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix))
  dirs.add(dir)
  return dir
}

/** Removes every folder this module made (call from afterAll; the exit handler is the fallback). */
export function removeTempDirs() {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  dirs.clear()
}

/** Starts `node server.mjs` (the run's build) on a data folder and waits for its ready line. */
export async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<Server> {
  const { distDir } = await prepareRun()
  const port = await freePort()
  const baseUrl = `http://localhost:${port}`
  const watchdog = pathToFileURL(path.join(ROOT, 'tests/e2e/exit-with-parent.mjs')).href
  const child = spawn(process.execPath, [`--import=${watchdog}`, path.join(distDir, 'server.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ALLOW_INSECURE_HTTP: '1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      PUBLIC_BASE_URL: baseUrl,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      SEED_DEMO: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  live.add(child)
  let output = ''
  const exited = new Promise<void>((resolve) => child.once('exit', () => (live.delete(child), resolve())))
  const running = () => child.exitCode === null && child.signalCode === null
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start within 30 s:\n${output}`)), 30_000)
    const onData = (chunk: Buffer) => {
      output += chunk
      if (/Situs berjalan di/.test(output)) {
        clearTimeout(timer)
        resolve()
      }
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      reject(new Error(`server exited (${signal ?? code}) before it was ready:\n${output}`))
    })
  })
  return {
    baseUrl,
    dataDir,
    pid: child.pid!,
    logs: () => output,
    async stop() {
      if (!running()) return
      child.kill('SIGTERM')
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000)
      await exited
      clearTimeout(force)
    },
    async kill() {
      if (!running()) return
      child.kill('SIGKILL')
      await exited
    },
  }
}

/** Signs in through POST /login and returns the `__session` cookie pair. */
export async function signIn(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: baseUrl, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  })
  const cookie = /__session=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')
  if (res.status !== 303 || !cookie) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`)
  return `__session=${cookie[1]}`
}

/** A same-site form POST with the staff session, not following the redirect. */
export function postForm(baseUrl: string, pathname: string, fields: Record<string, string | string[]>, cookie: string): Promise<Response> {
  const body = new URLSearchParams()
  for (const [name, value] of Object.entries(fields)) for (const v of Array.isArray(value) ? value : [value]) body.append(name, v)
  return fetch(`${baseUrl}${pathname}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: baseUrl, cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body,
  })
}

/** A save the dashboard acknowledged: a 303 to the page, with a notice. */
export function acknowledged(res: Response): boolean {
  return res.status === 303 && /[?&]notice=/.test(res.headers.get('location') ?? '')
}

/** Opens a store file read-only for checks (WAL readers never block the running site). */
export function openStore(dataDir: string): Database.Database {
  return new Database(path.join(dataDir, 'content.db'), { readonly: true, fileMustExist: true })
}

export function integrity(db: Database.Database): string {
  return (db.pragma('integrity_check') as { integrity_check: string }[]).map((r) => r.integrity_check).join('; ')
}

/** Names of the documents of a collection that has a `name` field (tags, categories). */
export function names(db: Database.Database, collection: 'tags' | 'categories'): Set<string> {
  return new Set((db.prepare(`SELECT json_extract(data, '$.name') AS name FROM "${collection}"`).all() as { name: string }[]).map((r) => r.name))
}
