/**
 * `npm run bench:cold`, second part: the `app` function's first real request, against the
 * official Cloud Firestore emulator seeded with the demo firm. Each run is a fresh Node process
 * that imports the built bundle with FUNCTION_TARGET=app, as an instance does when it starts,
 * serves the exported handler on a loopback port and asks it for `/`, then for the first post
 * the home page links, then for `/` again, measuring each (wall clock and CPU) and the RSS.
 *
 * Transports: REST (`preferRest`, what production uses; FIRESTORE_PREFER_REST=1 makes the
 * backend use it against an emulator too, firestore-transport.ts) and gRPC (what the emulators
 * use by default), in alternate runs. A first REST run goes through a counting proxy to the
 * emulator (HTTP/1.1 only, so it also proves no call went over gRPC): the Firestore calls and
 * documents each request reads. It is not timed, and warms the emulator's queries for the runs
 * that are. Before it, one instance neither counted nor timed renders the first page after the
 * seed's saves, which keeps the render cache's next change for the instances after it.
 *
 * Nothing needs the Auth or Storage emulators: a public page opens neither SDK. Algolia is the
 * local stand-in, which a page view does not call either.
 */
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { createFirebaseBackend } from '../functions/src/backends/firebase'
import { LocalFileStore } from '../functions/src/backends/embedded/local-file-store'
import { runMigrations } from '../functions/src/backends/migrations'
import { BULK_DEADLINES } from '../functions/src/backends/with-deadline'
import { seedDemoContent } from '../functions/src/seed'
import { startAlgoliaStandIn, type AlgoliaStandIn } from '../functions/src/testing/algolia-stand-in'
import { connectFirestore } from '../functions/src/testing/firestore-js-emulator'
import { COLLECTION_PATHS } from '../shared/urls'
import { findEmulator, startEmulator, type StartedEmulator } from '../tests/setup/official-firestore-emulator'

export const PROJECT_ID = 'demo-bench-cold'
const BUCKET = `${PROJECT_ID}.appspot.com`

export type Transport = 'rest' | 'grpc'

/** What one fresh instance measured. */
export interface FirstRequestProbe {
  importMs: number
  importCpuMs: number
  importMb: number
  requests: { path: string; status: number; bytes: number; ms: number; cpuMs: number; mb: number; reads: StoreCounts | null }[]
  /** Where each request starts and ends, in a CPU profile's clock (µs). */
  marks: [string, number][]
}

/** The Firestore calls one request made (REST only: the proxy sees them). */
export interface StoreCounts {
  calls: Record<string, number>
  documents: number
  /** The documents written (collection/id), from the commits' bodies. */
  written: string[]
  /** Each call as answered: when it was sent and answered after the request's first call, what it asked for and what came back (`3–9 ms: runQuery blogs (6 documents, 12.0 KB)`). */
  asked: string[]
}

/**
 * The instance: import, a loopback server around the exported handler (Cloud Functions serves it
 * the same way, Express's extras aside), three requests made with node:http, which the bundle has
 * already loaded. The home page's first post link is the second request.
 */
const PROBE = `
import http from 'node:http'
const [index, postPrefix, countsUrl] = process.argv.slice(1)
const cpu = (since) => { const u = process.cpuUsage(since); return (u.user + u.system) / 1000 }
const mb = () => process.memoryUsage().rss / 1048576
const started = performance.now()
const cpuStart = process.cpuUsage()
const mod = await import(index)
const importMs = performance.now() - started
const importCpuMs = cpu(cpuStart)
const importMb = mb()
if (typeof mod.app !== 'function') throw new Error('app is not exported when it is FUNCTION_TARGET')
const server = http.createServer((req, res) => void mod.app(req, res))
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
const base = 'http://127.0.0.1:' + server.address().port
const get = (url) => new Promise((resolve, reject) => {
  http.get(url, { agent: false }, (res) => {
    let body = ''
    res.setEncoding('utf8')
    res.on('data', (chunk) => (body += chunk))
    res.on('end', () => resolve({ status: res.statusCode, body }))
  }).on('error', reject)
})
const counts = async () => (countsUrl ? JSON.parse((await get(countsUrl)).body) : null)
// Monotonic microseconds, the clock of a --cpu-prof profile's timestamps: where each request starts and ends in it.
const marks = []
const mark = (name) => marks.push([name, Number(process.hrtime.bigint() / 1000n)])
const timed = async (path) => {
  mark('start ' + path)
  const t = performance.now()
  const c = process.cpuUsage()
  const answer = await get(base + path)
  const ms = performance.now() - t
  const cpuMs = cpu(c)
  mark('end ' + path)
  return { path, status: answer.status, bytes: Buffer.byteLength(answer.body), ms, cpuMs, mb: mb(), reads: await counts(), body: answer.body }
}
await counts()
const home = await timed('/')
const escaped = postPrefix.replace(/[/]/g, '\\\\/')
const post = new RegExp('href="(' + escaped + '\\\\/[^"?#/.]+)"').exec(home.body)?.[1]
if (!post) throw new Error('the home page (' + home.status + ') links no post under ' + postPrefix + ': ' + home.body.slice(0, 500))
const second = await timed(post)
const again = await timed('/')
const requests = [home, second, again].map(({ body, ...rest }) => rest)
console.log('BENCH ' + JSON.stringify({ importMs, importCpuMs, importMb, requests, marks }))
process.exit(0)
`

/** The official emulator on a free loopback port, answering. */
export async function startFirestore(): Promise<StartedEmulator> {
  const found = findEmulator()
  if ('absent' in found) throw new Error(`bench:cold needs the official Firestore emulator: ${found.absent}`)
  const emulator = await startEmulator(found)
  const deadline = Date.now() + 60_000
  for (;;) {
    try {
      if ((await fetch(`http://${emulator.host}/`, { signal: AbortSignal.timeout(2_000) })).ok) return emulator
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await emulator.stop()
      throw new Error(`the official Firestore emulator did not answer within 60 s (its log: ${emulator.log})`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/**
 * The demo firm into the emulator's project, as a deployment holds it after `npm run migrate`:
 * the documents, and the schema marker at the latest version (the files go to a temporary
 * folder; no page view reads them).
 */
export async function seedFirestore(host: string, algolia: AlgoliaStandIn): Promise<number> {
  const started = performance.now()
  // No probe of Google's metadata server from this process either (the emulator needs no account).
  process.env.METADATA_SERVER_DETECTION = 'none'
  const { app } = connectFirestore(host, PROJECT_ID)
  const backend = createFirebaseBackend({
    app,
    projectId: PROJECT_ID,
    storageBucket: BUCKET,
    webApiKey: 'demo-api-key',
    algolia: { appId: algolia.appId, adminApiKey: algolia.apiKey, indexPrefix: 'alr', hosts: [algolia.host] },
    deadlines: BULK_DEADLINES,
  })
  const files = mkdtempSync(path.join(os.tmpdir(), 'bench-cold-files-'))
  try {
    await runMigrations(backend.content)
    await seedDemoContent({ ...backend, files: new LocalFileStore(files) }, { log: () => {} })
  } finally {
    await backend.close?.()
    const { deleteApp } = await import('firebase-admin/app')
    await deleteApp(app)
    rmSync(files, { recursive: true, force: true })
  }
  return performance.now() - started
}

/** Firestore's REST calls by method (`runQuery`, `batchGet`, …) and the documents they returned. */
function countDocuments(method: string, body: string): number {
  try {
    const parsed = JSON.parse(body) as unknown
    const items = Array.isArray(parsed) ? parsed : [parsed]
    return items.filter((item) => item && typeof item === 'object' && ('document' in item || 'found' in item || (method === 'get' && 'name' in item))).length
  } catch {
    return 0
  }
}

/** `collection/id` of each document a commit's body writes. */
function writtenDocuments(body: string): string[] {
  try {
    const { writes = [] } = JSON.parse(body) as { writes?: { update?: { name?: string }; delete?: string }[] }
    return writes.map((write) => (write.update?.name ?? write.delete ?? '?').split('/documents/')[1] ?? '?')
  } catch {
    return ['?']
  }
}

/** The documents a batchGet names, or the collection a query reads. */
function askedFor(body: string): string {
  try {
    const request = JSON.parse(body) as { documents?: string[]; structuredQuery?: { from?: { collectionId?: string }[] }; structuredAggregationQuery?: { structuredQuery?: { from?: { collectionId?: string }[] } } }
    if (request.documents) return request.documents.map((name) => name.split('/documents/')[1]).join(' ')
    const query = request.structuredQuery ?? request.structuredAggregationQuery?.structuredQuery
    return query?.from?.map((from) => from.collectionId).join(' ') ?? ''
  } catch {
    return ''
  }
}

/** An HTTP/1.1 proxy to the emulator that counts the calls; `GET /__bench/counts` answers them and starts again. */
export async function countingProxy(target: string): Promise<{ server: Server; host: string }> {
  const [hostname, port] = target.split(':')
  let counts: StoreCounts = { calls: {}, documents: 0, written: [], asked: [] }
  // When the request's first call came: each call's line says when it was sent and answered after it.
  let firstCallAt: number | undefined
  const server = createServer((incoming, outgoing) => {
    if (incoming.url === '/__bench/counts') {
      outgoing.end(JSON.stringify(counts))
      counts = { calls: {}, documents: 0, written: [], asked: [] }
      firstCallAt = undefined
      return
    }
    const sentAt = performance.now() - (firstCallAt ??= performance.now())
    const method = /:(\w+)$/.exec(incoming.url?.split('?')[0] ?? '')?.[1] ?? incoming.method!.toLowerCase()
    const sent: Buffer[] = []
    incoming.on('data', (chunk: Buffer) => sent.push(chunk))
    const forwarded = request({ hostname, port: Number(port), path: incoming.url, method: incoming.method, headers: incoming.headers }, (answer) => {
      const chunks: Buffer[] = []
      answer.on('data', (chunk: Buffer) => chunks.push(chunk))
      answer.on('end', () => {
        const raw = Buffer.concat(chunks)
        const text = (answer.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8')
        counts.calls[method] = (counts.calls[method] ?? 0) + 1
        counts.documents += countDocuments(method, text)
        const body = Buffer.concat(sent).toString('utf8')
        if (method === 'commit') counts.written.push(...writtenDocuments(body))
        const answeredAt = performance.now() - firstCallAt!
        counts.asked.push(`${sentAt.toFixed(0)}–${answeredAt.toFixed(0)} ms: ${method} ${askedFor(body)} (${countDocuments(method, text)} documents, ${(text.length / 1024).toFixed(1)} KB)`)
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
        outgoing.end(raw)
      })
    })
    forwarded.on('error', () => outgoing.destroy())
    incoming.pipe(forwarded)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, host: `127.0.0.1:${(server.address() as AddressInfo).port}` }
}

/** The params and settings a deployed `app` reads, for the emulator's project (a demo- id never reaches Google). */
export function instanceEnv(firestoreHost: string, transport: Transport, algolia: AlgoliaStandIn): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    FUNCTION_TARGET: 'app',
    NODE_ENV: 'production',
    GCLOUD_PROJECT: PROJECT_ID,
    FIREBASE_CONFIG: JSON.stringify({ projectId: PROJECT_ID, storageBucket: BUCKET }),
    FIRESTORE_EMULATOR_HOST: firestoreHost,
    PUBLIC_BASE_URL: 'https://www.example.co.id',
    WEB_API_KEY: 'demo-api-key',
    ALGOLIA_APP_ID: algolia.appId,
    ALGOLIA_ADMIN_KEY: algolia.apiKey,
    ALGOLIA_HOSTS: algolia.url,
    // No credentials and no probe of Google's metadata server, as on the Functions emulator.
    METADATA_SERVER_DETECTION: 'none',
  }
  delete env.GOOGLE_APPLICATION_CREDENTIALS
  delete env.FIREBASE_AUTH_EMULATOR_HOST
  delete env.FIREBASE_STORAGE_EMULATOR_HOST
  if (transport === 'rest') env.FIRESTORE_PREFER_REST = '1'
  else delete env.FIRESTORE_PREFER_REST
  return env
}

export function probe(cwd: string, index: string, env: NodeJS.ProcessEnv, countsUrl: string, cpuProfDir?: string): Promise<FirstRequestProbe> {
  return new Promise((resolve, reject) => {
    const flags = [...(cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}`] : []), ...(process.env.BENCH_COLD_NODE_FLAGS?.split(' ').filter(Boolean) ?? [])]
    const child = spawn(process.execPath, [...flags, '--input-type=module', '-e', PROBE, index, COLLECTION_PATHS.blogs, countsUrl], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    let err = ''
    child.stdout.on('data', (data: Buffer) => (out += data.toString()))
    child.stderr.on('data', (data: Buffer) => (err += data.toString()))
    child.on('exit', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('BENCH '))
      if (code !== 0 || !line) reject(new Error(`app's first request: exited with ${code}: ${err || out}`))
      else {
        const probed = JSON.parse(line.slice('BENCH '.length)) as FirstRequestProbe
        // Beside the profile: where each request starts and ends on its clock.
        if (cpuProfDir) writeFileSync(path.join(cpuProfDir, 'marks.json'), JSON.stringify(probed.marks))
        resolve(probed)
      }
    })
  })
}

export interface FirstRequestResult {
  seedMs: number
  counted: FirstRequestProbe
  runs: Record<Transport, FirstRequestProbe[]>
}

/**
 * Starts the emulator and the Algolia stand-in, seeds, runs the counted REST instance, then
 * `runs` instances of each transport in turn; stops the emulator whatever happens.
 * BENCH_COLD_CPU_PROF names a folder for a CPU profile of each transport's first timed instance.
 */
export async function measureFirstRequests(cwd: string, index: string, runs: number, log: (line: string) => void): Promise<FirstRequestResult> {
  const [emulator, algolia] = await Promise.all([startFirestore(), startAlgoliaStandIn()])
  let proxy: Server | undefined
  try {
    log(`Official Firestore emulator on ${emulator.host}; seeding the demo firm…`)
    const seedMs = await seedFirestore(emulator.host, algolia)
    const counting = await countingProxy(emulator.host)
    proxy = counting.server
    // The first page after a save (the seed's) computes the render cache's next change and keeps
    // it beside the content version; the instances after it read it (decision 67). That first
    // instance runs here, not timed: the counted and timed ones are the new instances of a site
    // that has served since its last save, as most are.
    await probe(cwd, index, instanceEnv(emulator.host, 'rest', algolia), '')
    const counted = await probe(cwd, index, instanceEnv(counting.host, 'rest', algolia), `http://${counting.host}/__bench/counts`)
    const profiles = process.env.BENCH_COLD_CPU_PROF
    const result: Record<Transport, FirstRequestProbe[]> = { rest: [], grpc: [] }
    for (let i = 0; i < runs; i++) {
      for (const transport of ['rest', 'grpc'] as const) {
        const dir = profiles && i === 0 ? path.resolve(profiles, transport) : undefined
        if (dir) mkdirSync(dir, { recursive: true })
        result[transport].push(await probe(cwd, index, instanceEnv(emulator.host, transport, algolia), '', dir))
      }
    }
    return { seedMs, counted, runs: result }
  } finally {
    await new Promise((resolve) => (proxy ? proxy.close(resolve) : resolve(undefined)))
    await Promise.all([emulator.stop(), algolia.stop()])
  }
}
