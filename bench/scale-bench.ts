/**
 * `npm run bench:scale`: the product at a large firm's size (docs/scale.md). A store of
 * 10,000 posts in both languages, 150 profiles, 1,000 regulations, 300 events and 20,000 Pustaka Media entries
 * (functions/src/seed/large-content.ts; filled once and cached, bench/scale-store.ts), then, in one
 * production-mode process on a copy of it:
 *
 * - every public page type on a cache miss (the cache emptied before each request): p50, p99 and
 *   the store reads of one miss, list pages at page 1 and page 400, the events' list at page 1 and
 *   its last page;
 * - the dashboard's lists and their search, signed in;
 * - search p50/p99 on the store's own records: FTS5, and the Algolia stand-in over HTTP;
 * - a reindex of every document (FTS5 and the stand-in);
 * - the process's resident memory after visiting every public page (every sitemap address and
 *   every list page of both languages);
 * - a backup of the store and a restore of it into an empty folder.
 *
 * Goals on a quiet machine: a public miss p50 ≤ 15 ms with reads independent of the archive's
 * size, search p99 ≤ 10 ms, dashboard lists ≤ 100 ms, memory ≤ 256 MB. The load average is printed
 * at the start and the end. BENCH_SCALE_POSTS, BENCH_SCALE_PROFILES, BENCH_SCALE_MEDIA, BENCH_SCALE_REGULATIONS and BENCH_SCALE_EVENTS change
 * the sizes (small ones check the tooling); BENCH_SCALE_ROUNDS the misses per page (20).
 * BENCH_SCALE_ONLY=memory runs the memory part alone (the built server, its crawl), after the store;
 * BENCH_SCALE_SERVER_FLAGS gives that server Node flags (`--trace-gc`, a heap limit), and
 * BENCH_SCALE_SERVER_LOG a file for its output. BENCH_SCALE_OLD_UPLOADS=1 dates the copy's uploads
 * a month back, as a real store's are: the server's start then prunes uploads, reading every item.
 */
import { spawn } from 'node:child_process'
import { createWriteStream, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { LARGE_SIZES, type LargeSizes } from '../functions/src/seed/large-content'
import { loadAverageLine } from './machine-load'
import { copyOfLargeStore } from './scale-store'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const ROUNDS = Number(process.env.BENCH_SCALE_ROUNDS ?? 20)
const BASE = 'https://www.example.test'
const SERVER_PORT = 3311

const GOALS = { publicMissMs: 15, searchP99Ms: 10, dashboardMs: 100, rssMb: 256 }

interface Timed {
  name: string
  path: string
  p50: number
  p99: number
  reads: number
  status: number
}

interface Figures {
  pages: Timed[]
  dashboard: Timed[]
  search: { engine: string; records: number; queries: number; p50: number; p99: number }[]
  reindex: { engine: string; documents: number; seconds: number }[]
  memory: { visited: number; seconds: number; rssMb: number; peakRssMb: number; startRssMb: number; startPeakRssMb: number }
}

type Measured = Omit<Figures, 'memory'>

function sizes(): LargeSizes {
  const size = (name: string, fallback: number) => Number(process.env[name] ?? fallback)
  return {
    posts: size('BENCH_SCALE_POSTS', LARGE_SIZES.posts),
    profiles: size('BENCH_SCALE_PROFILES', LARGE_SIZES.profiles),
    media: size('BENCH_SCALE_MEDIA', LARGE_SIZES.media),
    regulations: size('BENCH_SCALE_REGULATIONS', LARGE_SIZES.regulations),
    events: size('BENCH_SCALE_EVENTS', LARGE_SIZES.events),
  }
}

/** The highest `?page=N` a list page links to (1 when it has no pagination). */
const lastPageOf = (page: string) => Math.max(1, ...[...page.matchAll(/[?&]page=(\d+)/g)].map((m) => Number(m[1])))

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0

/** The measurements, in a production-mode process of their own (React's production build, as `npm start` runs it). */
async function measure(dataDir: string): Promise<Measured> {
  const { createEmbeddedBackend } = await import('../functions/src/backends/embedded')
  const { createApp } = await import('../functions/src/app')
  const { loadConfig } = await import('../functions/src/config')
  const { countReads } = await import('../functions/src/testing/counting-store')
  const { signIn } = await import('../functions/src/testing/staff-session')
  const { reindexAll } = await import('../functions/src/search/search-sync')
  const { startAlgoliaStandIn } = await import('../functions/src/testing/algolia-stand-in')
  const { AlgoliaSearchIndex } = await import('../functions/src/backends/firebase/algolia-search-index')
  const { publishedConstraint, PUBLISH_FIELD, PUBLISH_FIELD_EN } = await import('../shared/publish-rule')
  const { BLOGS_PER_PAGE } = await import('../shared/schemas/limits')

  const backend = createEmbeddedBackend({ dataDir })
  try {
    await backend.prepare(() => {})
    const counted = countReads(backend.content)
    const app = createApp({ ...backend, content: counted.store }, loadConfig({ PUBLIC_BASE_URL: BASE, SEED_DEMO: '0', DATA_DIR: dataDir }), {
      imageCacheDir: path.join(dataDir, 'cache', 'img'),
    })
    const get = (p: string, headers: Record<string, string> = {}) => app.request(BASE + p, { headers: { 'accept-encoding': 'br, gzip', ...headers } })
    const html = async (p: string) => (await app.request(BASE + p)).text()
    const first = (page: string, prefix: string) => new RegExp(`href="(/${prefix}/[a-z0-9-]+)"`).exec(page)?.[1] ?? `/${prefix}`
    const clear = () => {
      app.cache.clear()
      app.searchCache.clear()
    }
    const now = new Date()
    /** Page 400 of a list, or its last page where it has fewer (a small store checking the tooling). */
    const deep = async (collection: 'blogs' | 'publications', field: typeof PUBLISH_FIELD | typeof PUBLISH_FIELD_EN = PUBLISH_FIELD) =>
      Math.max(1, Math.min(400, Math.ceil((await backend.content.count(collection, { where: [publishedConstraint(now, field)] })) / BLOGS_PER_PAGE)))
    const [deepBlogs, deepPublications, deepEnglish] = await Promise.all([deep('blogs'), deep('publications'), deep('blogs', PUBLISH_FIELD_EN)])
    const middle = (page: number) => Math.ceil(page / 2)
    /** The last page of past events on /events (each page is read the same way, so the last is the deepest). */
    const lastEvents = lastPageOf(await html('/events'))
    /** The first type's own list that /regulations links (decision 66), and its last page. */
    const regulationType = /href="(\/regulations\?type=[a-z]+)"/.exec(await html('/regulations'))?.[1] ?? '/regulations?type=uu'
    const lastRegulations = Math.max(1, ...[...(await html(regulationType)).matchAll(/type=[a-z]+&amp;page=(\d+)/g)].map((m) => Number(m[1])))

    /** Misses of one address: p50, p99, and the store reads of one of them. */
    const timeMisses = async (name: string, p: string, rounds: number, headers: Record<string, string> = {}, between = clear): Promise<Timed> => {
      for (let i = 0; i < 3; i++) {
        between()
        await (await get(p, headers)).arrayBuffer()
      }
      const times: number[] = []
      let status = 0
      for (let i = 0; i < rounds; i++) {
        between()
        const t = performance.now()
        const res = await get(p, headers)
        await res.arrayBuffer()
        times.push(performance.now() - t)
        status = res.status
      }
      between()
      counted.reset()
      await (await get(p, headers)).arrayBuffer()
      times.sort((a, b) => a - b)
      return { name, path: p, p50: percentile(times, 50), p99: percentile(times, 99), reads: counted.calls.length, status }
    }

    const pages: [string, string][] = [
      ['home', '/'],
      ['home (English)', '/en'],
      ['blogs, page 1', '/blogs'],
      [`blogs, page ${deepBlogs}`, `/blogs?page=${deepBlogs}`],
      ['publications, page 1', '/publications'],
      [`publications, page ${deepPublications}`, `/publications?page=${deepPublications}`],
      ['blogs (English), page 1', '/en/blogs'],
      [`blogs (English), page ${deepEnglish}`, `/en/blogs?page=${deepEnglish}`],
      ['blog', first(await html(`/blogs?page=${middle(deepBlogs)}`), 'blogs')],
      ['publication', first(await html(`/publications?page=${middle(deepPublications)}`), 'publications')],
      ['blog (English)', first(await html(`/en/blogs?page=${middle(deepEnglish)}`), 'en/blogs')],
      ['attorneys', '/attorneys'],
      ['attorney', first(await html('/attorneys'), 'attorneys')],
      ['practice areas', '/practice-area'],
      ['practice area', first(await html('/practice-area'), 'practice-area')],
      ['about', '/about'],
      ['regulations', '/regulations'],
      ['regulations, a type', regulationType],
      [`regulations, a type, page ${lastRegulations}`, `${regulationType}&page=${lastRegulations}`],
      ['regulation', first(await html('/regulations'), 'regulations')],
      ['events, page 1', '/events'],
      [`events, page ${lastEvents}`, `/events?page=${lastEvents}`],
      ['event', first(await html(`/events?page=${lastEvents}`), 'events')],
      ['search', '/search?q=hukum'],
      ['sitemap (index or whole)', '/sitemap.xml'],
      ['sitemap, a year of blogs', `/sitemap-blogs-${now.getUTCFullYear() - 1}.xml`],
      ['sitemap, other pages', '/sitemap-pages.xml'],
      ['feed (blogs)', '/blogs/feed.xml'],
      ['feed (publications)', '/publications/feed.xml'],
      ['feed (English)', '/en/blogs/feed.xml'],
    ]
    const figures: Measured = { pages: [], dashboard: [], search: [], reindex: [] }
    for (const [name, p] of pages) figures.pages.push(await timeMisses(name, p, name === 'sitemap (index or whole)' ? Math.min(ROUNDS, 5) : ROUNDS))

    await backend.identity.createStaff({ email: 'skala@example.test', password: 'kata-sandi-skala-1', displayName: 'Skala', role: 'admin' })
    const cookie = await signIn(app, 'skala@example.test', 'kata-sandi-skala-1')
    const dashboard: [string, string][] = [
      ['Ringkasan', '/dashboard'],
      ['blogs', '/dashboard/blogs'],
      ['blogs, page 200', '/dashboard/blogs?page=200'],
      ['blogs, search', '/dashboard/blogs?q=hukum'],
      ['publications', '/dashboard/publications'],
      ['profiles', '/dashboard/profiles'],
      ['Pustaka Media', '/dashboard/media'],
      ['Pustaka Media, page 400', '/dashboard/media?page=400'],
      ['Pustaka Media, search', '/dashboard/media?q=arsip%20kantor'],
    ]
    for (const [name, p] of dashboard) figures.dashboard.push(await timeMisses(name, p, Math.max(5, Math.floor(ROUNDS / 2)), { cookie }, () => {}))

    // Search on the store's own records: words of the posts' titles, one or two, and prefixes.
    const titles = (await backend.content.query('blogs', { orderBy: [{ field: 'publishedAt', direction: 'desc' }], limit: 400 })).map((post) => post.title)
    const words = [...new Set(titles.flatMap((title) => title.toLowerCase().split(/[^a-z]+/)).filter((word) => word.length > 3))]
    const queries = Array.from({ length: 1000 }, (_, i) => {
      const word = (n: number) => words[(i * 7 + n * 13) % words.length]!
      return i % 4 === 0 ? word(0) : i % 4 === 1 ? `${word(0)} ${word(1)}` : i % 4 === 2 ? word(0).slice(0, 4) : `${word(0)} ${word(1).slice(0, 4)}`
    })
    const timeSearch = async (engine: string, search: (q: string) => Promise<unknown>, records: number, count: number) => {
      for (const q of queries.slice(0, Math.min(50, Math.ceil(count / 10)))) await search(q)
      const times: number[] = []
      for (const q of queries.slice(0, count)) {
        const t = performance.now()
        await search(q)
        times.push(performance.now() - t)
      }
      times.sort((a, b) => a - b)
      figures.search.push({ engine, records, queries: count, p50: percentile(times, 50), p99: percentile(times, 99) })
    }
    const publicRecords = (await backend.search.parentIds('public')).size
    await timeSearch('FTS5 (public index)', (q) => backend.search.search('public', { q, perPage: 10 }), publicRecords, queries.length)
    await timeSearch('FTS5 (staff, titles)', (q) => backend.search.search('staff', { q, titleOnly: true, idsOnly: true, perPage: 1000 }), (await backend.search.parentIds('staff')).size, queries.length)

    const deps = { store: backend.content, search: backend.search, now: () => new Date() }
    let started = performance.now()
    const { total } = await reindexAll(deps)
    figures.reindex.push({ engine: 'FTS5', documents: total, seconds: (performance.now() - started) / 1000 })

    const standIn = await startAlgoliaStandIn()
    try {
      const algolia = new AlgoliaSearchIndex({ appId: standIn.appId, adminApiKey: standIn.apiKey, indexPrefix: 'scale', hosts: [standIn.host] })
      await algolia.ensureSettings()
      started = performance.now()
      const indexed = await reindexAll({ ...deps, search: algolia })
      figures.reindex.push({ engine: 'Algolia stand-in (HTTP)', documents: indexed.total, seconds: (performance.now() - started) / 1000 })
      standIn.requests.length = 0
      // The stand-in matches by scanning every record (it is a test fake, not Algolia): at 10,000
      // records a query takes seconds, so 30 queries keep the bench within its minutes.
      await timeSearch('Algolia stand-in (HTTP)', (q) => algolia.search('public', { q, perPage: 10 }), standIn.objects('scale_public').length, 30)
    } catch (error) {
      // The stand-in answers in the same process: on a machine this busy its client may give up.
      figures.reindex.push({ engine: `Algolia stand-in: failed (${error instanceof Error ? error.message.slice(0, 80) : String(error)})`, documents: 0, seconds: 0 })
    } finally {
      await standIn.stop()
    }

    return figures
  } finally {
    await backend.close()
  }
}

/**
 * The server's memory after every public page has been served once (each address of the sitemap,
 * every list page of both languages): the built server (`dist/server.mjs`, as `npm start` runs
 * it) on the copy of the store, over HTTP, its resident set read from /proc (VmRSS now, VmHWM
 * its peak).
 */
async function visitEveryPage(dataDir: string): Promise<Figures['memory']> {
  await new Promise<void>((resolve, reject) => {
    const build = spawn(process.execPath, ['scripts/build.mjs'], { cwd: ROOT, stdio: 'ignore' })
    build.on('exit', (code) => (code === 0 ? resolve() : reject(new Error('build failed'))))
  })
  const flags = (process.env.BENCH_SCALE_SERVER_FLAGS ?? '').split(' ').filter(Boolean)
  const server = spawn(process.execPath, [...flags, 'dist/server.mjs'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(SERVER_PORT), DATA_DIR: dataDir, NODE_ENV: 'production', ALLOW_INSECURE_HTTP: '1', SEED_DEMO: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  try {
    await new Promise<void>((resolve, reject) => {
      let output = ''
      const onData = (data: Buffer) => {
        output += data.toString()
        if (/Situs berjalan/.test(output)) resolve()
      }
      server.stdout!.on('data', onData)
      server.stderr!.on('data', onData)
      const log = process.env.BENCH_SCALE_SERVER_LOG
      if (log) {
        const file = createWriteStream(log)
        server.stdout!.pipe(file)
        server.stderr!.pipe(file)
      }
      server.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)))
    })
    const kb = (status: string, field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0) / 1024
    // Once started (its first sweep done before it listens): what the start alone holds and peaked at.
    const atStart = readFileSync(`/proc/${server.pid}/status`, 'utf8')
    const origin = `http://localhost:${SERVER_PORT}`
    const html = async (p: string) => (await fetch(origin + p)).text()
    const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
    const started = performance.now()
    // A large store's sitemap is an index of files (routes/sitemap.ts): their addresses, and the files themselves.
    const sitemap = await html('/sitemap.xml')
    const addresses = sitemap.includes('<sitemapindex') ? [] : locs(sitemap)
    if (sitemap.includes('<sitemapindex')) for (const file of locs(sitemap)) addresses.push(file, ...locs(await html(file)))
    for (const [list, prefix] of [['/blogs', ''], ['/publications', ''], ['/events', ''], ['/blogs', '/en'], ['/publications', '/en'], ['/events', '/en']] as const) {
      const firstPage = await html(prefix + list)
      const last = Math.max(1, ...[...firstPage.matchAll(/[?&]page=(\d+)/g)].map((m) => Number(m[1])))
      for (let page = 2; page <= last; page++) addresses.push(`${prefix}${list}?page=${page}`)
    }
    for (const address of addresses) await (await fetch(origin + address, { headers: { 'accept-encoding': 'br, gzip' } })).arrayBuffer()
    const status = readFileSync(`/proc/${server.pid}/status`, 'utf8')
    return {
      visited: addresses.length,
      seconds: (performance.now() - started) / 1000,
      rssMb: kb(status, 'VmRSS'),
      peakRssMb: kb(status, 'VmHWM'),
      startRssMb: kb(atStart, 'VmRSS'),
      startPeakRssMb: kb(atStart, 'VmHWM'),
    }
  } finally {
    server.kill('SIGTERM')
  }
}

/** Runs one part in a production-mode process of its own and returns what it printed. */
function inChild<T>(mode: '--measure', dataDir: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), mode, dataDir], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let out = ''
    child.stdout!.on('data', (data: Buffer) => (out += data.toString()))
    child.on('exit', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('{'))
      if (code !== 0 || !line) return reject(new Error(`scale measurement exited with ${code}: ${out.slice(-2000)}`))
      resolve(JSON.parse(line) as T)
    })
  })
}

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9)
const met = (ok: boolean) => (ok ? 'met' : 'NOT MET')

function table(rows: Timed[], goalMs: number): string[] {
  return [
    'page                          | status | miss p50 | miss p99 | reads | goal',
    '------------------------------|--------|----------|----------|-------|-----',
    ...rows.map((r) => `${r.name.padEnd(29)} | ${String(r.status).padStart(6)} | ${ms(r.p50)}| ${ms(r.p99)}| ${String(r.reads).padStart(5)} | ${met(r.p50 <= goalMs && r.status === 200)} (p50 ≤ ${goalMs} ms)`),
  ]
}

function printMemory(memory: Figures['memory']) {
  console.log(
    `\nMemory once started: the server's RSS ${memory.startRssMb.toFixed(0)} MB, peak ${memory.startPeakRssMb.toFixed(0)} MB\n` +
      `Memory after visiting every public page (${memory.visited.toLocaleString('en')} addresses in ${memory.seconds.toFixed(0)} s): ` +
      `the server's RSS ${memory.rssMb.toFixed(0)} MB, peak ${memory.peakRssMb.toFixed(0)} MB (goal ≤ ${GOALS.rssMb} MB: ${met(memory.peakRssMb <= GOALS.rssMb)})`,
  )
}

async function main() {
  console.log(loadAverageLine('at the start'))
  const size = sizes()
  const work = mkdtempSync(path.join(os.tmpdir(), 'alr-scale-'))
  const dataDir = path.join(work, 'data')
  const started = performance.now()
  try {
    const store = await copyOfLargeStore(size, dataDir, (line) => console.log(line))
    if (process.env.BENCH_SCALE_OLD_UPLOADS === '1') {
      // A copy's files are dated now, so the start's pruning finds none old enough and reads nothing.
      const monthAgo = new Date(Date.now() - 30 * 86_400_000)
      const uploads = path.join(dataDir, 'uploads')
      for (const file of readdirSync(uploads, { recursive: true, encoding: 'utf8' })) utimesSync(path.join(uploads, file), monthAgo, monthAgo)
    }
    console.log(
      `\nStore: ${size.posts.toLocaleString('en')} posts (blogs and publications, half of them in English too), ${size.profiles} profiles, ${size.regulations.toLocaleString('en')} regulations, ${size.events} events, ${size.media.toLocaleString('en')} media entries; ` +
        `${store.fillSeconds === null ? 'cached' : `filled in ${store.fillSeconds.toFixed(1)} s`}, copied in ${store.copySeconds.toFixed(1)} s`,
    )
    console.log(loadAverageLine('before the measurements'))
    if (process.env.BENCH_SCALE_ONLY === 'memory') {
      printMemory(await visitEveryPage(dataDir))
      console.log(loadAverageLine('at the end'))
      return
    }
    const f: Figures = { ...(await inChild<Measured>('--measure', dataDir)), memory: await visitEveryPage(dataDir) }
    console.log(`\nPublic pages on a cache miss (${ROUNDS} misses each, the sitemap 5; production mode, in-process)\n`)
    for (const line of table(f.pages, GOALS.publicMissMs)) console.log(line)
    console.log('(reads: store round trips of one miss; they must equal the small store\'s, held by routes/page-reads-large.test.ts)')
    console.log('\nDashboard, signed in (p50 of repeated requests; the dashboard has no render cache)\n')
    for (const line of table(f.dashboard, GOALS.dashboardMs)) console.log(line)
    console.log('\nSearch\n')
    for (const s of f.search) console.log(`${s.engine.padEnd(26)} ${String(s.records).padStart(6)} documents, ${s.queries} queries: p50 ${s.p50.toFixed(2)} ms, p99 ${s.p99.toFixed(2)} ms (goal p99 ≤ ${GOALS.searchP99Ms} ms: ${met(s.p99 <= GOALS.searchP99Ms)})`)
    console.log('\nReindex (every document of the store)\n')
    for (const r of f.reindex) console.log(`${r.engine.padEnd(26)} ${r.documents} documents in ${r.seconds.toFixed(1)} s`)
    printMemory(f.memory)

    const { createBackup } = await import('../functions/src/backup/backup')
    const { restoreBackup } = await import('../functions/src/backup/restore')
    let t = performance.now()
    const backup = await createBackup({ dataDir, outDir: path.join(work, 'backups') })
    const backupSeconds = (performance.now() - t) / 1000
    t = performance.now()
    await restoreBackup({ backupDir: backup.dir, dataDir: path.join(work, 'restored') })
    const restoreSeconds = (performance.now() - t) / 1000
    console.log(`\nBackup ${backupSeconds.toFixed(1)} s, restore into an empty folder ${restoreSeconds.toFixed(1)} s (${backup.manifest.uploads.count} files, ${(backup.manifest.database.bytes / 1048576).toFixed(0)} MB of database)`)
    console.log(`\nwhole run ${((performance.now() - started) / 1000).toFixed(0)} s`)
    console.log(loadAverageLine('at the end'))
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

if (process.argv[2] === '--measure') {
  measure(process.argv[3]!).then(
    (figures) => {
      process.stdout.write(`${JSON.stringify(figures)}\n`)
      process.exit(0)
    },
    (error) => {
      console.error(error)
      process.exit(1)
    },
  )
} else {
  main().catch((error) => {
    console.error(error)
    process.exit(1)
  })
}
