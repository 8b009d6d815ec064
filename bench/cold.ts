/**
 * `npm run bench:cold`: the cold start of each Cloud Function. Builds the
 * Functions bundle as `firebase deploy` uploads it, then for each function imports it in a fresh
 * Node process with FUNCTION_TARGET set, as an instance does when it starts, 5 times, and prints
 * the median:
 *
 * - import: `import()` of the bundle's index for that function, and the process's resident
 *   memory (RSS) after it;
 * - first event: what the first event loads on top (the configuration and the Firebase backend:
 *   firebase-admin, Firestore, Storage, Auth, Algolia), without opening any connection;
 * - the JavaScript each function loads at its start, and whether that includes the site (Hono,
 *   React) or sharp.
 *
 * Then `app`'s first real request, against the official Cloud Firestore emulator seeded with the
 * demo firm, on REST (production's transport) and on gRPC (cold-first-request.ts): import, the
 * first `GET /`, a post, `/` again, the RSS, and the Firestore calls each request made.
 *
 * Goals: `app` import ≤ 250 ms and ≤ 80 MB RSS, its first request ≤ 300 ms against the emulator,
 * each trigger's import ≤ 100 ms. Times are the wall clock, with the process's CPU time beside
 * them: on a busy machine the CPU time is close to what a quiet one takes, the wall clock is not.
 * BENCH_COLD_RUNS changes the 5; BENCH_COLD_SKIP_BUILD=1 uses the last build; BENCH_COLD_ONLY=request
 * measures the first request only; BENCH_COLD_CPU_PROF=<folder> writes a CPU profile of one
 * instance per transport there, with marks.json beside it (where each request starts and ends on
 * the profile's clock); BENCH_COLD_CALLS=1 lists the Firestore calls of each request;
 * BENCH_COLD_NODE_FLAGS passes flags to the measured instances' Node (`--trace-gc`, `--require …`).
 */
import { execFile, spawn } from 'node:child_process'
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { loadAverageLine } from './machine-load'
import { measureFirstRequests, type FirstRequestProbe, type FirstRequestResult, type StoreCounts } from './cold-first-request'
// @ts-expect-error: a plain .mjs build helper without type declarations
import { groupClosure, outputOf } from '../scripts/functions-bundle-closure.mjs'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
// Inside the project, so the bundle resolves firebase-functions, firebase-admin and sharp from node_modules.
const OUT = path.join(ROOT, 'node_modules/.cache/bench-cold')
const META = path.join(OUT, 'metafile.json')
const RUNS = Number(process.env.BENCH_COLD_RUNS ?? 5)
const run = promisify(execFile)

/**
 * One function of each group: the searchSync functions share one module, the schedules another.
 * `firstEvent`: the sources its first event imports before the backend (a trigger's definition,
 * which holds firebase-functions' provider, and the work it runs); `app` builds the site from
 * what its start loaded.
 */
const MEASURED: { name: string; group: 'app' | 'searchSync' | 'upload' | 'schedules'; goalMs: number; goalMb?: number; firstEvent: string[] }[] = [
  { name: 'app', group: 'app', goalMs: 250, goalMb: 80, firstEvent: [] },
  { name: 'searchSyncBlogs', group: 'searchSync', goalMs: 100, firstEvent: ['functions/src/cloud-functions/search-sync-functions.ts'] },
  { name: 'validateUpload', group: 'upload', goalMs: 100, firstEvent: ['functions/src/cloud-functions/upload-function.ts'] },
  {
    name: 'sweepScheduled',
    group: 'schedules',
    goalMs: 100,
    firstEvent: [
      'functions/src/cloud-functions/schedule-functions.ts',
      'functions/src/collections/applications/sweep.ts',
      'functions/src/history/history-sweep.ts',
      'functions/src/collections/inquiries/sweep.ts',
      'functions/src/mail/create-mailer.ts',
      'functions/src/trash/trash-item.ts',
      'functions/src/search/search-sync.ts',
    ],
  },
  { name: 'pruneUploads', group: 'schedules', goalMs: 100, firstEvent: ['functions/src/cloud-functions/schedule-functions.ts', 'functions/src/uploads/prune-orphan-uploads.ts'] },
]

/** What a fresh instance does: import the index for FUNCTION_TARGET, then what its first event loads. */
const PROBE = `
// node -e: the arguments follow the executable.
const [index, ...firstEvent] = process.argv.slice(1)
const mb = () => process.memoryUsage().rss / 1048576
const cpu = (since) => { const u = process.cpuUsage(since); return (u.user + u.system) / 1000 }
const started = performance.now()
const cpuStart = process.cpuUsage()
const mod = await import(index)
const importMs = performance.now() - started
const importCpuMs = cpu(cpuStart)
const importMb = mb()
const defined = typeof mod[process.env.FUNCTION_TARGET] === 'function'
const second = performance.now()
const cpuSecond = process.cpuUsage()
for (const module of firstEvent) await import(module)
const eventMs = performance.now() - second
console.log(JSON.stringify({ importMs, importCpuMs, importMb, eventMs, eventCpuMs: cpu(cpuSecond), eventMb: mb(), defined }))
`

interface Probe {
  importMs: number
  /** CPU time (user + system) of the import: on a busy machine much closer to a quiet machine's time than the wall clock. */
  importCpuMs: number
  importMb: number
  eventMs: number
  eventCpuMs: number
  eventMb: number
  defined: boolean
}

function probe(name: string, index: string, firstEvent: string[]): Promise<Probe> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', PROBE, index, ...firstEvent], {
      cwd: OUT,
      env: { ...process.env, FUNCTION_TARGET: name, GCLOUD_PROJECT: 'demo-alr', NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    let err = ''
    child.stdout.on('data', (data: Buffer) => (out += data.toString()))
    child.stderr.on('data', (data: Buffer) => (err += data.toString()))
    child.on('exit', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('{'))
      if (code !== 0 || !line) reject(new Error(`${name}: exited with ${code}: ${err || out}`))
      else resolve(JSON.parse(line) as Probe)
    })
  })
}

/** firebase-functions' providers (each imports firebase-admin's matching SDK) and what the backend opens. */
const SDK_MODULES = [
  'firebase-functions/params',
  'firebase-functions/https',
  'firebase-functions/firestore',
  'firebase-functions/storage',
  'firebase-functions/scheduler',
  'firebase-admin/app',
  'firebase-admin/firestore',
  'firebase-admin/auth',
  'firebase-admin/storage',
]

function importAlone(module: string): Promise<[number, number]> {
  return new Promise((resolve, reject) => {
    const code = `const t = performance.now(); const c = process.cpuUsage(); await import(${JSON.stringify(module)}); const u = process.cpuUsage(c); console.log(performance.now() - t, (u.user + u.system) / 1000)`
    const child = spawn(process.execPath, ['--input-type=module', '-e', code], { cwd: OUT, stdio: ['ignore', 'pipe', 'inherit'] })
    let out = ''
    child.stdout.on('data', (data: Buffer) => (out += data.toString()))
    child.on('exit', (code) => (code === 0 ? resolve(out.trim().split(' ').map(Number) as [number, number]) : reject(new Error(`${module}: exited with ${code}`))))
  })
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`

async function main() {
  console.log(loadAverageLine('at the start'))
  if (process.env.BENCH_COLD_SKIP_BUILD !== '1') {
    if (!existsSync(path.join(ROOT, 'dist/manifest.json'))) await run(process.execPath, ['scripts/build.mjs', '--assets-only'], { cwd: ROOT })
    await run(process.execPath, ['scripts/build-functions.mjs', '--out-dir', OUT, '--metafile', META], { cwd: ROOT })
  }
  const meta = JSON.parse(readFileSync(META, 'utf8'))
  const lib = path.join(OUT, 'lib')
  const chunks = readdirSync(path.join(lib, 'chunks')).filter((name) => name.endsWith('.js'))
  const total = statSync(path.join(lib, 'index.js')).size + chunks.reduce((sum, name) => sum + statSync(path.join(lib, 'chunks', name)).size, 0)
  console.log(`\nFunctions bundle: index.js ${kb(statSync(path.join(lib, 'index.js')).size)}, ${chunks.length} chunks, ${kb(total)} in all (before: one file of 8,700 KB every function loaded whole)`)

  // The first event opens the configuration and the Firebase backend (both imported then).
  const moduleUrl = (entry: string) => {
    const output = outputOf(meta, entry)
    if (!output) throw new Error(`${entry} is not a chunk of its own in the bundle (imported statically?)`)
    return pathToFileURL(path.join(ROOT, output)).href
  }
  const backendModules = ['functions/src/cloud-functions/firebase-runtime.ts', 'functions/src/backends/firebase/index.ts']
  const index = path.join(lib, 'index.js')
  const onlyRequest = process.env.BENCH_COLD_ONLY === 'request'
  const rows: Record<string, unknown>[] = []
  const floors: Record<string, { ms: number; cpuMs: number }> = {}
  if (!onlyRequest) await measureImports(meta, index, backendModules.map(moduleUrl), moduleUrl, rows, floors)
  const firstRequest = await measureFirstRequests(OUT, pathToFileURL(index).href, RUNS, (line) => console.log(`\n${line}`))
  printFirstRequests(firstRequest)
  console.log(`\n${loadAverageLine('at the end')}`)
  writeFileSync(path.join(OUT, 'bench-cold.json'), JSON.stringify({ at: new Date().toISOString(), rows, floors, firstRequest }, null, 2))
}

async function measureImports(
  meta: unknown,
  index: string,
  backendUrls: string[],
  moduleUrl: (entry: string) => string,
  rows: Record<string, unknown>[],
  floors: Record<string, { ms: number; cpuMs: number }>,
) {
  console.log(`\nEach function imported in a fresh process with FUNCTION_TARGET, ${RUNS} times, median\n`)
  console.log('function         | JS at start | site or sharp at start | import (CPU)     | RSS after | + first event (CPU) | RSS after | import + event | goal (import)')
  console.log('-----------------|-------------|------------------------|------------------|-----------|---------------------|-----------|----------------|--------------')
  for (const fn of MEASURED) {
    const closure = groupClosure(meta, fn.group) as { bytes: number; packages: Set<string>; externals: Set<string> }
    const heavy = ['hono', 'react', 'react-dom'].filter((name) => closure.packages.has(name))
    if ([...closure.externals].some((name) => name === 'sharp')) heavy.push('sharp')
    const probes: Probe[] = []
    const firstEvent = [...fn.firstEvent.map(moduleUrl), ...backendUrls]
    for (let i = 0; i < RUNS; i++) probes.push(await probe(fn.name, pathToFileURL(index).href, firstEvent))
    if (!probes.every((p) => p.defined)) throw new Error(`${fn.name} is not exported when it is FUNCTION_TARGET`)
    const m = {
      importMs: median(probes.map((p) => p.importMs)),
      importCpuMs: median(probes.map((p) => p.importCpuMs)),
      importMb: median(probes.map((p) => p.importMb)),
      eventMs: median(probes.map((p) => p.eventMs)),
      eventCpuMs: median(probes.map((p) => p.eventCpuMs)),
      eventMb: median(probes.map((p) => p.eventMb)),
    }
    const met = m.importMs <= fn.goalMs && (fn.goalMb === undefined || m.importMb <= fn.goalMb)
    const goal = `${met ? 'met' : 'NOT MET'} (≤ ${fn.goalMs} ms${fn.goalMb ? `, ≤ ${fn.goalMb} MB` : ''})`
    console.log(
      `${fn.name.padEnd(16)} | ${kb(closure.bytes).padStart(11)} | ${(heavy.join(', ') || 'none').padEnd(22)} | ${`${m.importMs.toFixed(0)} ms (${m.importCpuMs.toFixed(0)})`.padStart(16)} | ${`${m.importMb.toFixed(0)} MB`.padStart(9)} | ${`${m.eventMs.toFixed(0)} ms (${m.eventCpuMs.toFixed(0)})`.padStart(19)} | ${`${m.eventMb.toFixed(0)} MB`.padStart(9)} | ${`${(m.importMs + m.eventMs).toFixed(0)} ms`.padStart(14)} | ${goal}`,
    )
    rows.push({ function: fn.name, jsAtStartBytes: closure.bytes, siteOrSharp: heavy, ...m, runs: probes })
  }

  // The floor: the SDK modules each function needs, imported alone in a fresh process.
  console.log(`\nThe SDK modules alone (a fresh process each, ${RUNS} times, median): what no split can remove\n`)
  for (const module of SDK_MODULES) {
    const times: [number, number][] = []
    for (let i = 0; i < RUNS; i++) times.push(await importAlone(module))
    floors[module] = { ms: median(times.map((t) => t[0])), cpuMs: median(times.map((t) => t[1])) }
    console.log(`${module.padEnd(30)} ${`${floors[module]!.ms.toFixed(0)} ms`.padStart(8)} (CPU ${floors[module]!.cpuMs.toFixed(0)} ms)`)
  }
}

const FIRST_REQUEST_GOAL_MS = 300
const APP_IMPORT_GOAL_MS = 250
const ms = (wall: number, cpu: number) => `${wall.toFixed(0)} ms (${cpu.toFixed(0)})`

function printFirstRequests(result: FirstRequestResult) {
  const runs = result.runs.rest.length
  console.log(`\n\`app\`'s first request against the official Firestore emulator (demo firm seeded in ${(result.seedMs / 1000).toFixed(1)} s), ${runs} fresh processes per transport, median; CPU in brackets\n`)
  console.log('transport            | import (CPU)     | RSS    | GET / first (CPU) | RSS    | GET a post (CPU) | GET / again (CPU) | RSS    | goal (import, first request)')
  console.log('---------------------|------------------|--------|-------------------|--------|------------------|-------------------|--------|-----------------------------')
  const label = { rest: 'REST (production)', grpc: 'gRPC (emulator only)' }
  for (const transport of ['rest', 'grpc'] as const) {
    const probes = result.runs[transport]
    const at = (i: number, pick: (r: FirstRequestProbe['requests'][number]) => number) => median(probes.map((p) => pick(p.requests[i]!)))
    const importMs = median(probes.map((p) => p.importMs))
    const firstMs = at(0, (r) => r.ms)
    const met = importMs <= APP_IMPORT_GOAL_MS && firstMs <= FIRST_REQUEST_GOAL_MS
    console.log(
      [
        label[transport].padEnd(20),
        ms(importMs, median(probes.map((p) => p.importCpuMs))).padStart(16),
        `${median(probes.map((p) => p.importMb)).toFixed(0)} MB`.padStart(6),
        ms(firstMs, at(0, (r) => r.cpuMs)).padStart(17),
        `${at(0, (r) => r.mb).toFixed(0)} MB`.padStart(6),
        ms(at(1, (r) => r.ms), at(1, (r) => r.cpuMs)).padStart(16),
        ms(at(2, (r) => r.ms), at(2, (r) => r.cpuMs)).padStart(17),
        `${at(2, (r) => r.mb).toFixed(0)} MB`.padStart(6),
        `${met ? 'met' : 'NOT MET'} (≤ ${APP_IMPORT_GOAL_MS} ms, ≤ ${FIRST_REQUEST_GOAL_MS} ms)`,
      ].join(' | '),
    )
  }
  const calls = (counts: StoreCounts | null) =>
    counts
      ? `${Object.entries(counts.calls).map(([name, n]) => `${name} ${n}`).join(', ') || 'none'}; ${counts.documents} documents read${counts.written.length ? `; written: ${counts.written.join(', ')}` : ''}`
      : 'not counted'
  console.log('\nFirestore calls of one REST instance (through a counting proxy, not timed):')
  for (const request of result.counted.requests) {
    console.log(`  GET ${request.path} (${request.status}, ${kb(request.bytes)}): ${calls(request.reads)}`)
    // BENCH_COLD_CALLS=1: each call and what it asked for.
    if (process.env.BENCH_COLD_CALLS === '1') for (const call of request.reads?.asked ?? []) console.log(`    ${call}`)
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
