/**
 * Cache misses for `npm run bench`: the first render of a page, per page type,
 * on the demo content, beside a hit of the same page. In-process (the app's own fetch, no
 * sockets), so a miss is compared with a hit on equal terms, in one process started with
 * NODE_ENV=production (React's production build, as `npm start` runs it):
 *
 * - hit: the page served from the render cache, one request after another;
 * - miss: the render cache emptied before each request (as a save empties it), so each is a
 *   whole render: the store's reads, React, compression into brotli and gzip;
 * - React: React's renderToString of that page alone (render/render-timing.ts);
 * - reads: the store reads of one miss (each a round trip on Firestore).
 *
 * `runMissBench()` starts that process and returns its figures; run directly, this file is that
 * process and prints them as JSON.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

export interface MissFigures {
  page: string
  path: string
  hit: { p50: number; perSecond: number }
  miss: { p50: number; p99: number; perSecond: number }
  react: { p50: number }
  reads: number
}

/** The list page's React render, p50, that the bench's goal asks to stay within. */
export const LIST_RENDER_GOAL_MS = 5

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}

/** Runs the measurement in a production-mode process and returns its figures. */
export function runMissBench(): Promise<MissFigures[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let out = ''
    child.stdout!.on('data', (data: Buffer) => (out += data.toString()))
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`miss bench exited with ${code}`))
      const line = out.split('\n').find((l) => l.startsWith('{'))
      if (!line) return reject(new Error(`miss bench printed no figures: ${out}`))
      resolve((JSON.parse(line) as { figures: MissFigures[] }).figures)
    })
  })
}

/** Rows of `runMissBench`'s figures, with the goal of the list page. */
export function missLines(figures: MissFigures[]): string[] {
  const list = figures.find((f) => f.page === 'list')
  return [
    'page type          | hit p50  | hits/s | miss p50 | miss p99 | misses/s | miss/hit | React p50 | reads',
    '-------------------|----------|--------|----------|----------|----------|----------|-----------|------',
    ...figures.map(
      (f) =>
        `${f.page.padEnd(18)} | ${`${f.hit.p50.toFixed(3)} ms`.padStart(8)} | ${f.hit.perSecond.toFixed(0).padStart(6)} | ${`${f.miss.p50.toFixed(1)} ms`.padStart(8)} | ${`${f.miss.p99.toFixed(1)} ms`.padStart(8)} | ${f.miss.perSecond.toFixed(0).padStart(8)} | ${(f.miss.perSecond / f.hit.perSecond).toFixed(4).padStart(8)} | ${`${f.react.p50.toFixed(2)} ms`.padStart(9)} | ${String(f.reads).padStart(5)}`,
    ),
    ...(list ? [`list page React render p50 ${list.react.p50.toFixed(2)} ms (goal ≤ ${LIST_RENDER_GOAL_MS} ms): ${list.react.p50 <= LIST_RENDER_GOAL_MS ? 'met' : 'NOT MET'}`] : []),
  ]
}

async function measure(): Promise<MissFigures[]> {
  const { createEmbeddedBackend } = await import('../functions/src/backends/embedded')
  const { seedDemoContent } = await import('../functions/src/seed')
  const { createApp } = await import('../functions/src/app')
  const { loadConfig } = await import('../functions/src/config')
  const { observeRenderTime } = await import('../functions/src/render/render-timing')
  const { countReads } = await import('../functions/src/testing/counting-store')

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'alr-miss-'))
  const backend = createEmbeddedBackend({ dataDir })
  try {
    await seedDemoContent(backend, { log: () => {} })
    const counted = countReads(backend.content)
    const base = 'http://localhost:3000'
    const app = createApp({ ...backend, content: counted.store }, loadConfig({ PUBLIC_BASE_URL: base, SEED_DEMO: '0' }))
    const html = async (p: string) => (await app.request(base + p)).text()
    const first = (page: string, prefix: string) => new RegExp(`href="(/${prefix}/[a-z0-9-]+)"`).exec(page)?.[1]
    const pages: [string, string][] = [
      ['home', '/'],
      ['list', '/blogs'],
      ['detail', first(await html('/blogs'), 'blogs')!],
      ['list (English)', '/en/blogs'],
      ['attorneys', '/attorneys'],
      ['attorney', first(await html('/attorneys'), 'attorneys')!],
      ['practice areas', '/practice-area'],
      ['practice area', first(await html('/practice-area'), 'practice-area')!],
      ['about', '/about'],
    ]
    const figures: MissFigures[] = []
    for (const [page, p] of pages) {
      const url = base + p
      const timed = async (n: number, before: () => void) => {
        const times: number[] = []
        const started = performance.now()
        for (let i = 0; i < n; i++) {
          before()
          const t = performance.now()
          await (await app.request(url, { headers: { 'accept-encoding': 'br, gzip' } })).arrayBuffer()
          times.push(performance.now() - t)
        }
        const seconds = (performance.now() - started) / 1000
        return { sorted: times.sort((a, b) => a - b), perSecond: n / seconds }
      }
      const clear = () => {
        app.cache.clear()
        app.searchCache.clear()
      }
      await timed(20, clear) // warm-up: modules, statements, JIT
      await timed(200, () => {})
      const hit = await timed(2000, () => {})
      const react: number[] = []
      const stop = observeRenderTime((ms) => react.push(ms))
      const miss = await timed(100, clear)
      stop()
      clear()
      counted.reset()
      await app.request(url)
      figures.push({
        page,
        path: p,
        hit: { p50: percentile(hit.sorted, 50), perSecond: hit.perSecond },
        miss: { p50: percentile(miss.sorted, 50), p99: percentile(miss.sorted, 99), perSecond: miss.perSecond },
        react: { p50: percentile(react.sort((a, b) => a - b), 50) },
        reads: counted.calls.length,
      })
    }
    return figures
  } finally {
    await backend.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  measure().then(
    (figures) => {
      process.stdout.write(`${JSON.stringify({ figures })}\n`)
      process.exit(0)
    },
    (error) => {
      console.error(error)
      process.exit(1)
    },
  )
}
