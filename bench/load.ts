/**
 * `npm run bench:load`: the public pages under load while a staff member keeps saving through
 * the dashboard, on the built server (`node dist/server.mjs`) with the demo content.
 *
 *   LOAD_SECONDS            duration (default 60)
 *   LOAD_CONNECTIONS        concurrent visitors' connections (default 100)
 *   LOAD_WRITE_INTERVAL_MS  one dashboard save every … ms (default 1000: an editor saving every
 *                           second, far more than staff do; every save empties the render cache,
 *                           so each one is followed by a burst of renders. Lower it for a worst
 *                           case: at 100 ms the cache is nearly always empty); 0: no writer
 *   LOAD_SUBMISSIONS_PER_S  contact-form submissions per second beside the readers (the contact form's goal asks
 *                           for 5; default 0: none). The run is then made twice on the same server,
 *                           first without submissions, then with them (LOAD_SECONDS each), and
 *                           the readers' figures are printed side by side. The submissions are
 *                           valid and unhurried, from many loopback source addresses, so the
 *                           spam guard's limits stay as deployed (bench/inquiry-load.ts)
 *   LOAD_SUBMISSIONS_MAX    at most this many submissions (default 1000), whatever the rate and duration
 *   LOAD_INSIGHTS_SECONDS   what Statistik's counting costs on cached pages (default 10 each; 0: skipped),
 *                           without a writer, as views a second of the same pages asked for as a
 *                           browser opens them (Sec-Fetch-Mode: navigate, a user agent, a Referer
 *                           from another site on one in four): on the server above, which counts
 *                           them where it serves them (INSIGHTS_COUNTING=server, the embedded
 *                           default; the goal: at most 5 % below off), on a second server with
 *                           INSIGHTS_COUNTING=off and on a third with INSIGHTS_COUNTING=image, each
 *                           page followed by the image it holds (from a different address each,
 *                           as visitors are): what a view costs where the image counts (Firebase).
 *                           The three run side by side on copies of the seeded store and take
 *                           turns in rounds of 2 s (after a warm-up round each), so other work on
 *                           the machine weighs on each alike. The views counted are checked in
 *                           each store after its server stopped (its SIGTERM writes the last sums)
 *   LOAD_SKIP_BUILD=1       use the existing dist/
 * A short CI run: LOAD_SECONDS=5 LOAD_CONNECTIONS=10 npm run bench:load
 * The contact form's load run: LOAD_SUBMISSIONS_PER_S=5 npm run bench:load
 *
 * Prints the machine's load average at the start (above 0.5 the run is marked noisy: other work
 * shares the cores and the figures are low), throughput, latency (p50/p99), errors (connection
 * errors, timeouts, non-2xx answers, refused saves) and the saves acknowledged vs found in the
 * store afterwards (read from the file after the server stopped, with an integrity check); with
 * submissions, how many were sent, acknowledged, stored, lost, duplicated and set aside as spam.
 * Before the readers start, every public page is rendered once (the render cache full with the
 * demo content), and the server's peak resident memory over the whole run is printed at the end
 * (≤ 256 MB, what the `app` function must fit; Linux only, from /proc).
 * Exits 1 when anything failed. The figures also go to artifacts/bench-load.json.
 */

/** The server's peak resident memory the `app` function must fit in. */
const MEMORY_GOAL_MB = 256
import autocannon from 'autocannon'
import Database from 'better-sqlite3'
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadAverage, QUIET_LOAD_AVERAGE } from './machine-load'
import { fillRenderCache, residentMemory } from './fill-cache'
import { assertSourceAddresses, checkInquiries, submitInquiries, SUBMISSIONS_PER_ADDRESS, TOKEN_LEAD_MS, type InquiryCheck, type SubmissionResult } from './inquiry-load'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

export interface LoadOptions {
  baseUrl: string
  /** The server's DATA_DIR, read (never written) to find the categories the writer renames. */
  dataDir: string
  email: string
  password: string
  seconds: number
  connections: number
  writeIntervalMs: number
  /** Put in the names the writer saves, so a second run on the same store makes new tags rather than taken names. */
  writeLabel?: string
  log?: (line: string) => void
}

/** What the writer got acknowledged: created tags, and per renamed category its last acknowledged name and how many renames were acknowledged. */
export interface AckedWrites {
  tags: string[]
  categories: Map<string, { name: string; saves: number }>
}

export interface LoadResult {
  pages: string[]
  requests: number
  rps: number
  latency: { p50: number; p90: number; p99: number; max: number }
  errors: { connection: number; timeouts: number; non2xx: number }
  writes: { attempted: number; acknowledged: number; refused: string[]; p50: number; p99: number; acked: AckedWrites }
}

export interface WriteCheck {
  acknowledged: number
  present: number
  lost: string[]
  integrity: string
}

/** The public pages a visitor walks through: every page type, several items of each. */
export async function discoverPages(baseUrl: string): Promise<string[]> {
  const slugs = async (list: string, prefix: string, count: number) => {
    const html = await (await fetch(`${baseUrl}${list}`)).text()
    const found = [...html.matchAll(new RegExp(`href="(/${prefix}/[a-z0-9-]+)"`, 'g'))].map((m) => m[1]!)
    return [...new Set(found)].slice(0, count)
  }
  return [
    '/',
    '/about',
    '/career',
    '/contact-us',
    '/practice-area',
    '/attorneys',
    '/blogs',
    '/blogs?page=2',
    '/publications',
    '/search?q=hukum',
    ...(await slugs('/blogs', 'blogs', 4)),
    ...(await slugs('/publications', 'publications', 2)),
    ...(await slugs('/attorneys', 'attorneys', 2)),
  ]
}

/** Views a second of one run: pages (and, in image mode, their images) answered. */
export interface CountingRun {
  viewsPerS: number
  p99: number
  non2xx: number
  /** Views answered, the warm-up's included: each is one counted view when counting is on. */
  answered: number
}

export interface CountingResult {
  seconds: number
  /** INSIGHTS_COUNTING=server: the server counts the pages it serves. */
  server: CountingRun
  /** INSIGHTS_COUNTING=off: nothing counted, the baseline. */
  off: CountingRun
  /** INSIGHTS_COUNTING=image: each page and the image it holds. */
  image: CountingRun
}

const BROWSER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36'

/** A documentation-range address per image (RFC 5737), so the per-address limit sees many visitors, as it would. */
const visitorAddress = (n: number) => `198.51.${(n >> 8) & 255}.${n & 255}`

/**
 * The counting runs alternate between the three servers in rounds of this many seconds (after
 * a warm-up round each), so other work on the machine weighs on every mode alike.
 */
const ROUND_SECONDS = 2

/**
 * The pages as a browser opens them: a navigation with a user agent, one in four from another
 * site (a search engine's Referer), the others from the site's own pages.
 */
function navigations(baseUrl: string, pages: readonly string[]): autocannon.Request[] {
  return pages.map((p, i) => ({
    method: 'GET' as const,
    path: p,
    headers: { 'sec-fetch-mode': 'navigate', referer: i % 4 === 0 ? 'https://www.google.com/' : `${baseUrl}/` },
  }))
}

/** One server's share of the counting runs, added up over its rounds. */
interface CountingLoad {
  round(seconds: number, warmUp?: boolean): Promise<void>
  result(): CountingRun
}

/**
 * Cached pages requested as navigations (each answered page is one view), or in image mode each
 * page followed by the Statistik image it holds (the server reads the address from
 * X-Forwarded-For: it runs with TRUSTED_PROXY_HOPS=1), from a different address each, as
 * visitors are: a view is two requests, and each image answered is a view counted.
 */
function countingLoad(baseUrl: string, pages: readonly string[], connections: number, images: boolean): CountingLoad {
  let visitor = 0
  let imagesAnswered = 0
  const requests = images
    ? navigations(baseUrl, pages).flatMap((page): autocannon.Request[] => [
        page,
        {
          method: 'GET' as const,
          path: `/api/insights/p.gif?p=${encodeURIComponent(page.path!.replace(/\?.*$/, ''))}`,
          headers: { 'x-forwarded-for': visitorAddress(0) },
          setupRequest: (request: autocannon.Request) => ({ ...request, headers: { ...request.headers, 'x-forwarded-for': visitorAddress(++visitor % 65536) } }),
          onResponse: (status: number) => {
            if (status === 200) imagesAnswered++
          },
        },
      ])
    : navigations(baseUrl, pages)
  let measured = 0
  let seconds = 0
  let p99 = 0
  let non2xx = 0
  let answered = 0
  return {
    async round(duration, warmUp = false) {
      const run = await autocannon({ url: baseUrl, connections, duration, headers: { 'accept-encoding': 'br, gzip', 'user-agent': BROWSER_AGENT }, requests })
      non2xx += run.non2xx
      answered += run.requests.total
      if (warmUp) return
      measured += run.requests.total
      seconds += run.duration
      p99 = Math.max(p99, run.latency.p99)
    },
    result: () => ({
      viewsPerS: seconds > 0 ? measured / seconds / (images ? 2 : 1) : 0,
      p99,
      non2xx,
      answered: images ? imagesAnswered : answered,
    }),
  }
}

/** The three modes on their own servers, in alternating rounds of ROUND_SECONDS, `seconds` each. */
export async function runCounting(urls: Record<'server' | 'off' | 'image', string>, pages: readonly string[], seconds: number, connections: number): Promise<CountingResult> {
  const loads = {
    off: countingLoad(urls.off, pages, connections, false),
    server: countingLoad(urls.server, pages, connections, false),
    image: countingLoad(urls.image, pages, connections, true),
  }
  for (const load of Object.values(loads)) await load.round(ROUND_SECONDS, true)
  const rounds = Math.max(1, Math.round(seconds / ROUND_SECONDS))
  for (let i = 0; i < rounds; i++) for (const load of Object.values(loads)) await load.round(seconds / rounds)
  return { seconds, server: loads.server.result(), off: loads.off.result(), image: loads.image.result() }
}

/** The views the store holds after the server stopped (each counted beacon is one). */
export function storedViews(dataDir: string): number {
  const db = new Database(path.join(dataDir, 'content.db'), { readonly: true, fileMustExist: true })
  try {
    return (db.prepare(`SELECT COALESCE(SUM(count), 0) AS views FROM insights WHERE dimension = 'view'`).get() as { views: number }).views
  } finally {
    db.close()
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}

async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: baseUrl, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }),
  })
  const cookie = /__session=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')
  if (res.status !== 303 || !cookie) throw new Error(`sign-in failed: ${res.status}`)
  return `__session=${cookie[1]}`
}

/**
 * Saves through the dashboard until `until`: alternately a new tag and a rename of a category
 * (categories show on public pages, and a rename re-indexes every post in it).
 */
async function writeUntil(options: LoadOptions, until: number) {
  const cookie = await signIn(options.baseUrl, options.email, options.password)
  const db = new Database(path.join(options.dataDir, 'content.db'), { readonly: true, fileMustExist: true })
  const categories = (db.prepare(`SELECT id, version, json_extract(data, '$.name') AS name FROM categories ORDER BY id`).all() as {
    id: string
    version: number
    name: string
  }[]).map((c) => ({ ...c, base: c.name.slice(0, 30) }))
  db.close()
  const acked: AckedWrites = { tags: [], categories: new Map() }
  const refused: string[] = []
  const latencies: number[] = []
  let attempted = 0
  const post = (pathname: string, fields: Record<string, string>) =>
    fetch(`${options.baseUrl}${pathname}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: options.baseUrl, cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    })
  const ok = (res: Response) => res.status === 303 && /[?&]notice=/.test(res.headers.get('location') ?? '')
  for (let n = 0; Date.now() < until; n++) {
    const started = Date.now()
    attempted++
    try {
      if (n % 2 === 0 || categories.length === 0) {
        const name = `Beban ${options.writeLabel ?? ''}${n}`
        const res = await post('/dashboard/tags', { name })
        if (ok(res)) acked.tags.push(name)
        else refused.push(`tag ${name}: ${res.status}`)
      } else {
        const category = categories[(n >> 1) % categories.length]!
        const name = `${category.base} ${options.writeLabel ?? ''}${n}`
        const res = await post(`/dashboard/categories/${category.id}`, { name, version: String(category.version) })
        if (ok(res)) {
          category.version++
          acked.categories.set(category.id, { name, saves: (acked.categories.get(category.id)?.saves ?? 0) + 1 })
        } else refused.push(`category ${category.id} → ${name}: ${res.status}`)
      }
    } catch (error) {
      refused.push(`save ${n}: ${String(error)}`)
    }
    const took = Date.now() - started
    latencies.push(took)
    if (took < options.writeIntervalMs) await new Promise((resolve) => setTimeout(resolve, options.writeIntervalMs - took))
  }
  latencies.sort((a, b) => a - b)
  return { attempted, acknowledged: countAcked(acked), acked, refused, p50: percentile(latencies, 50), p99: percentile(latencies, 99) }
}

const NO_WRITES = { attempted: 0, acknowledged: 0, acked: { tags: [], categories: new Map() } as AckedWrites, refused: [] as string[], p50: 0, p99: 0 }

/** Visitors on the public pages and a writer in the dashboard, at the same time. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const log = options.log ?? (() => {})
  const pages = await discoverPages(options.baseUrl)
  log(`${pages.length} public pages, ${options.connections} connections, ${options.seconds} s, ${options.writeIntervalMs > 0 ? `one save every ${options.writeIntervalMs} ms` : 'no saves'}`)
  const writing = options.writeIntervalMs > 0 ? writeUntil(options, Date.now() + options.seconds * 1000) : Promise.resolve(NO_WRITES)
  const result = await autocannon({
    url: options.baseUrl,
    connections: options.connections,
    duration: options.seconds,
    headers: { 'accept-encoding': 'br, gzip' },
    requests: pages.map((p) => ({ method: 'GET' as const, path: p })),
  })
  const writes = await writing
  return {
    pages,
    requests: result.requests.total,
    rps: result.requests.average,
    latency: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    errors: { connection: result.errors, timeouts: result.timeouts, non2xx: result.non2xx },
    writes: { attempted: writes.attempted, acknowledged: writes.acknowledged, refused: writes.refused, p50: writes.p50, p99: writes.p99, acked: writes.acked },
  }
}

/** The writes of two runs on one store: the second run's renames come after the first's. */
export function mergeAcked(first: AckedWrites, second: AckedWrites): AckedWrites {
  const categories = new Map(first.categories)
  for (const [id, c] of second.categories) categories.set(id, { name: c.name, saves: (categories.get(id)?.saves ?? 0) + c.saves })
  return { tags: [...first.tags, ...second.tags], categories }
}

function countAcked(acked: AckedWrites): number {
  return acked.tags.length + [...acked.categories.values()].reduce((sum, c) => sum + c.saves, 0)
}

/**
 * Every acknowledged save in the store file: each created tag, and each renamed category under
 * its last acknowledged name (the renames of one category are sequential, so the last one
 * standing means the ones before it were applied too).
 */
export function checkWrites(dataDir: string, acked: AckedWrites): WriteCheck {
  const db = new Database(path.join(dataDir, 'content.db'), { readonly: true, fileMustExist: true })
  try {
    const tags = new Set((db.prepare(`SELECT json_extract(data, '$.name') AS name FROM tags`).all() as { name: string }[]).map((r) => r.name))
    const categories = new Map(
      (db.prepare(`SELECT id, json_extract(data, '$.name') AS name FROM categories`).all() as { id: string; name: string }[]).map((r) => [r.id, r.name]),
    )
    const lostTags = acked.tags.filter((name) => !tags.has(name))
    const lostCategories = [...acked.categories].filter(([id, c]) => categories.get(id) !== c.name)
    const lost = [
      ...lostTags.map((name) => `tag ${name}`),
      ...lostCategories.map(([id, c]) => `category ${id} named ${c.name} (found ${categories.get(id)})`),
    ]
    const total = countAcked(acked)
    const missing = lostTags.length + lostCategories.reduce((sum, [, c]) => sum + c.saves, 0)
    const integrity = (db.pragma('integrity_check') as { integrity_check: string }[]).map((r) => r.integrity_check).join('; ')
    return { acknowledged: total, present: total - missing, lost, integrity }
  } finally {
    db.close()
  }
}

// ——— Command line ———

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit' })
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))))
  })
}

function startServer(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['dist/server.mjs'], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    const onData = (data: Buffer) => {
      output += data.toString()
      if (/Situs berjalan/.test(output)) resolve(child)
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)))
  })
}


/** SIGTERM, and wait for the exit (the server writes Statistik's last sums first). */
async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

function readerLines(label: string, result: LoadResult, seconds: number, baseline?: LoadResult): string[] {
  const ratio = baseline && baseline.rps > 0 ? ` (${(result.rps / baseline.rps).toFixed(2)} × without)` : ''
  return [
    `${label}`,
    `  requests     ${result.requests} in ${seconds} s, ${result.rps.toFixed(0)} req/s${ratio}`,
    `  latency      p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
    `  errors       connection ${result.errors.connection}, timeouts ${result.errors.timeouts}, non-2xx ${result.errors.non2xx}, refused saves ${result.writes.refused.length}`,
    `  saves        ${result.writes.attempted} sent, ${result.writes.acknowledged} acknowledged, p50 ${result.writes.p50} ms, p99 ${result.writes.p99} ms`,
  ]
}

const sleepUntil = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())))

async function main() {
  const seconds = Number(process.env.LOAD_SECONDS ?? 60)
  const connections = Number(process.env.LOAD_CONNECTIONS ?? 100)
  const writeIntervalMs = Number(process.env.LOAD_WRITE_INTERVAL_MS ?? 1000)
  const submissionsPerS = Number(process.env.LOAD_SUBMISSIONS_PER_S ?? 0)
  const submissionsMax = Number(process.env.LOAD_SUBMISSIONS_MAX ?? 1000)
  const insightsSeconds = Number(process.env.LOAD_INSIGHTS_SECONDS ?? 10)
  for (const [name, value] of Object.entries({ LOAD_INSIGHTS_SECONDS: insightsSeconds, LOAD_SECONDS: seconds, LOAD_CONNECTIONS: connections, LOAD_WRITE_INTERVAL_MS: writeIntervalMs, LOAD_SUBMISSIONS_PER_S: submissionsPerS, LOAD_SUBMISSIONS_MAX: submissionsMax })) {
    if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number ≥ 0`)
  }
  const submissionCount = Math.min(submissionsMax, Math.floor(submissionsPerS * seconds))
  const atStart = loadAverage()
  const noisy = atStart.oneMinute > QUIET_LOAD_AVERAGE
  console.log(`load average   ${atStart.line} at the start${noisy ? `: NOISY (above ${QUIET_LOAD_AVERAGE}, other work shares the cores; the figures are low)` : ''}`)
  if (submissionCount > 0) await assertSourceAddresses(submissionCount)
  if (process.env.LOAD_SKIP_BUILD !== '1') await run('node', ['scripts/build.mjs'])
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'alr-load-'))
  const email = 'beban@example.test'
  const password = randomBytes(12).toString('base64url')
  const port = await freePort()
  const baseUrl = `http://localhost:${port}`
  // Statistik's counting runs: a server that counts nothing and one that counts by the image, beside this one.
  const otherDirs = { off: `${dataDir}-off`, image: `${dataDir}-image` }
  const others: ChildProcess[] = []
  let server: ChildProcess | undefined
  try {
    console.log('Menyiapkan situs dengan konten demo…')
    const serverEnv = {
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      ALLOW_INSECURE_HTTP: '1',
      PUBLIC_BASE_URL: baseUrl,
      SEED_DEMO: '1',
      ADMIN_EMAIL: email,
      ADMIN_PASSWORD: password,
      // The image run names its visitors in X-Forwarded-For; requests without it fall back to the socket.
      TRUSTED_PROXY_HOPS: '1',
      // The embedded default, whatever the shell says: the counting runs start other servers for the other modes.
      INSIGHTS_COUNTING: 'server',
    }
    server = await startServer(serverEnv)
    // Seeding draws every portrait and PDF in the server process (sharp, pdf-lib), memory a
    // deployed site never spends: the measured server is a second start on the seeded store.
    const seeded = new Promise((resolve) => server!.once('exit', resolve))
    server.kill('SIGTERM')
    await seeded
    // The counting runs' other two servers each get a copy of the seeded store.
    for (const dir of Object.values(otherDirs)) cpSync(dataDir, dir, { recursive: true })
    server = await startServer(serverEnv)
    const options: LoadOptions = { baseUrl, dataDir, email, password, seconds, connections, writeIntervalMs, log: (line) => console.log(line) }
    const filled = await fillRenderCache(baseUrl)
    const afterFill = residentMemory(server.pid!)
    console.log(`render cache   ${filled.pages} public pages rendered (${(filled.bytes / 1048576).toFixed(1)} MB of HTML)${afterFill ? `; server RSS ${afterFill.nowMb.toFixed(0)} MB` : ''}`)
    const atReaders = loadAverage()
    console.log(`load average   ${atReaders.line} as the readers start (after the build and the seed)`)
    const result = await runLoad(options)

    // The same run again with the submissions beside it, on the same server and store.
    let withSubmissions: LoadResult | undefined
    let submissions: SubmissionResult | undefined
    const runId = randomBytes(4).toString('hex')
    if (submissionCount > 0) {
      console.log(`Again with ${submissionCount} contact-form submissions, ${submissionsPerS} a second, from ${Math.ceil(submissionCount / SUBMISSIONS_PER_ADDRESS)} loopback addresses (${SUBMISSIONS_PER_ADDRESS} each)…`)
      const startAt = Date.now() + TOKEN_LEAD_MS
      const submitting = submitInquiries({ baseUrl, ratePerS: submissionsPerS, count: submissionCount, startAt, runId })
      // The first tokens are fetched first; the readers start with the first send.
      await sleepUntil(startAt)
      withSubmissions = await runLoad({ ...options, writeLabel: 'b' })
      submissions = await submitting
    }

    // Statistik's cost on cached pages, no writer: this server counts the pages it serves, a
    // second one nothing, a third by the image (Firebase's way); the runs alternate between them.
    const beforeCounting = residentMemory(server.pid!)
    let counting: CountingResult | undefined
    let atCounting: ReturnType<typeof loadAverage> | undefined
    let imageMemory: ReturnType<typeof residentMemory> = null
    const otherServers: Partial<Record<'off' | 'image', ChildProcess>> = {}
    if (insightsSeconds > 0) {
      console.log(`Cached pages as browsers open them, Statistik counting where they are served, off, and by the image: three servers, ${insightsSeconds} s each in rounds of ${ROUND_SECONDS} s…`)
      const urls = { server: baseUrl, off: '', image: '' }
      for (const mode of ['off', 'image'] as const) {
        const otherPort = await freePort()
        urls[mode] = `http://localhost:${otherPort}`
        const child = await startServer({ ...serverEnv, PORT: String(otherPort), PUBLIC_BASE_URL: urls[mode], DATA_DIR: otherDirs[mode], INSIGHTS_COUNTING: mode })
        others.push(child)
        otherServers[mode] = child
      }
      for (const url of Object.values(urls)) await fillRenderCache(url)
      atCounting = loadAverage()
      counting = await runCounting(urls, result.pages, insightsSeconds, connections)
      imageMemory = residentMemory(otherServers.image!.pid!)
    }

    // The server's peak over the whole run (the full cache, the readers, the writer, the counting), before it stops.
    const memory = residentMemory(server.pid!)
    // Stop the servers cleanly (each writes Statistik's last sums), then read the store files themselves.
    await stopServer(server)
    server = undefined
    for (const child of others.splice(0)) await stopServer(child)
    const acked = withSubmissions ? mergeAcked(result.writes.acked, withSubmissions.writes.acked) : result.writes.acked
    const check = checkWrites(dataDir, acked)
    const serverViews = counting ? storedViews(dataDir) : 0
    const offViews = counting ? storedViews(otherDirs.off) : 0
    const imageViews = counting ? storedViews(otherDirs.image) : 0
    const inquiries: InquiryCheck | undefined = submissions ? checkInquiries(dataDir, runId, submissions.acknowledged) : undefined

    const runs = [result, ...(withSubmissions ? [withSubmissions] : [])]
    const errors = runs.reduce((sum, r) => sum + r.errors.connection + r.errors.timeouts + r.errors.non2xx + r.writes.refused.length, 0)
    console.log('')
    if (withSubmissions) {
      for (const line of readerLines('readers without submissions', result, seconds)) console.log(line)
      for (const line of readerLines(`readers with ${submissionsPerS} submissions a second`, withSubmissions, seconds, result)) console.log(line)
    } else {
      for (const line of readerLines('readers', result, seconds)) console.log(line)
    }
    console.log(`after the run  ${check.present} of ${check.acknowledged} acknowledged saves in the store, integrity ${check.integrity}`)
    if (counting) {
      const { server: on, off, image } = counting
      const cost = (run: CountingRun) => (off.viewsPerS > 0 ? (1 - run.viewsPerS / off.viewsPerS) * 100 : 100)
      console.log(`counting       load average ${atCounting!.line} as the counting runs start`)
      console.log(`  off          ${off.viewsPerS.toFixed(0)} cached page views/s, p99 ${off.p99} ms, non-2xx ${off.non2xx} (INSIGHTS_COUNTING=off)`)
      console.log(
        `  server       ${on.viewsPerS.toFixed(0)} cached page views/s, each counted (${(on.viewsPerS / off.viewsPerS).toFixed(3)} × off, cost ${cost(on).toFixed(1)} %; goal ≤ 5 %: ${cost(on) <= 5 ? 'met' : 'NOT MET'}), p99 ${on.p99} ms, non-2xx ${on.non2xx} (INSIGHTS_COUNTING=server, the embedded default)`,
      )
      console.log(
        `  image        ${image.viewsPerS.toFixed(0)} cached page views/s with their images (${(image.viewsPerS / off.viewsPerS).toFixed(3)} × off, cost ${cost(image).toFixed(1)} %), p99 ${image.p99} ms, non-2xx ${image.non2xx} (INSIGHTS_COUNTING=image, Firebase's way)`,
      )
      console.log(`  in the store ${serverViews} views counted by the server for ${on.answered} pages answered; ${offViews} with counting off; ${imageViews} by ${image.answered} images answered (warm-ups included; written by the flushes and the SIGTERM)`)
    }
    if (submissions && inquiries) {
      console.log(
        `submissions    ${submissions.sent} sent (${submissions.achievedRatePerS.toFixed(2)} a second, lag p50 ${submissions.lagMs.p50} ms, max ${submissions.lagMs.max} ms), ` +
          `${inquiries.acknowledged} acknowledged, p50 ${submissions.latency.p50} ms, p99 ${submissions.latency.p99} ms, max ${submissions.latency.max} ms; tokens at least ${(submissions.minTokenAgeMs / 1000).toFixed(2)} s old`,
      )
      console.log(
        `  in the store ${inquiries.stored} stored, ${inquiries.lost.length} lost, ${inquiries.duplicated} duplicated, ${inquiries.spam} set aside as spam, ` +
          `${inquiries.emails} emails in the outbox (2 each), integrity ${inquiries.integrity}`,
      )
    }
    if (memory) {
      console.log(`server memory  peak ${memory.peakMb.toFixed(0)} MB resident (VmHWM), ${memory.nowMb.toFixed(0)} MB at the end; goal ≤ ${MEMORY_GOAL_MB} MB: ${memory.peakMb <= MEMORY_GOAL_MB ? 'met' : 'NOT MET'}`)
      if (beforeCounting && counting) console.log(`  before the counting run: peak ${beforeCounting.peakMb.toFixed(0)} MB${imageMemory ? `; the image-mode server's peak ${imageMemory.peakMb.toFixed(0)} MB` : ''}`)
    }
    console.log(`load average   ${atStart.line} at the start${noisy ? ': NOISY' : ''}`)
    const problems = [
      ...runs.flatMap((r) => r.writes.refused),
      ...check.lost,
      ...(submissions?.refused ?? []),
      ...(inquiries?.lost.map((index) => `submission ${index} acknowledged, not stored`) ?? []),
    ]
    for (const line of problems.slice(0, 10)) console.log(`  ${line}`)
    mkdirSync(path.join(ROOT, 'artifacts'), { recursive: true })
    const summary = (r: LoadResult) => {
      const { acked: _acked, ...writes } = r.writes
      return { ...r, writes }
    }
    writeFileSync(
      path.join(ROOT, 'artifacts/bench-load.json'),
      JSON.stringify(
        {
          at: new Date().toISOString(),
          loadAverage: { atStart: atStart.line, atReaders: atReaders.line, noisy },
          renderCache: filled,
          serverMemoryMb: memory
            ? { peak: memory.peakMb, atEnd: memory.nowMb, afterFill: afterFill?.nowMb ?? null, peakBeforeCounting: beforeCounting?.peakMb ?? null, imageModePeak: imageMemory?.peakMb ?? null }
            : null,
          seconds,
          connections,
          writeIntervalMs,
          ...summary(result),
          ...(withSubmissions && submissions && inquiries
            ? { withSubmissions: summary(withSubmissions), submissions: { ratePerS: submissionsPerS, ...submissions, refused: submissions.refused.length, acknowledged: submissions.acknowledged.length }, inquiries: { ...inquiries, lost: inquiries.lost.length } }
            : {}),
          check: { ...check, lost: check.lost.length },
          ...(counting ? { counting: { ...counting, storedViews: { server: serverViews, off: offViews, image: imageViews }, loadAverage: atCounting!.line } } : {}),
        },
        null,
        2,
      ),
    )
    const inquiryFailed = inquiries ? inquiries.lost.length > 0 || inquiries.duplicated > 0 || inquiries.spam > 0 || inquiries.integrity !== 'ok' || (submissions?.refused.length ?? 0) > 0 : false
    // Every view answered counted, none with counting off.
    const countingFailed = counting
      ? counting.off.non2xx > 0 || counting.server.non2xx > 0 || counting.image.non2xx > 0 || serverViews < counting.server.answered || offViews !== 0 || imageViews < counting.image.answered
      : false
    if (countingFailed || errors > 0 || check.lost.length > 0 || check.integrity !== 'ok' || inquiryFailed) process.exitCode = 1
  } finally {
    server?.kill('SIGTERM')
    for (const child of others) child.kill('SIGTERM')
    for (const dir of [dataDir, ...Object.values(otherDirs)]) rmSync(dir, { recursive: true, force: true })
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error)
    process.exit(1)
  })
}
