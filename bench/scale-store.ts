/**
 * The large store `npm run bench:scale` measures, filled once and kept under
 * node_modules/.cache/bench-scale/: filling 10,000 posts and 20,000 media entries takes minutes,
 * reading a copy seconds. The copy is keyed by the sizes and by the code that shapes what is
 * stored (the seed, the collection modules, the embedded store and its search index, the schema
 * steps): a change to any of them fills a new one.
 */
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { fillLargeStore } from '../functions/src/seed/fill-large-store'
import type { LargeSizes } from '../functions/src/seed/large-content'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const CACHE = path.join(ROOT, 'node_modules/.cache/bench-scale')
/** The code whose change makes a cached store stale. */
const SHAPING = ['functions/src/seed', 'shared/collections', 'shared/schemas', 'functions/src/backends/embedded', 'functions/src/backends/migrations.ts', 'functions/src/search']

function sourceFiles(entry: string): string[] {
  const full = path.join(ROOT, entry)
  if (!statSync(full).isDirectory()) return [full]
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .sort()
    .map((name) => path.join(full, name))
}

function storeKey(sizes: LargeSizes): string {
  const hash = createHash('sha256')
  for (const file of SHAPING.flatMap(sourceFiles)) hash.update(path.relative(ROOT, file)).update(readFileSync(file))
  return `p${sizes.posts}-f${sizes.profiles}-m${sizes.media}-r${sizes.regulations}-e${sizes.events}-${hash.digest('hex').slice(0, 12)}`
}

/**
 * A fresh copy of the large store in `workDir` (filled first when no cached one fits), and how
 * long the fill took (null when a cached store was used).
 */
export async function copyOfLargeStore(sizes: LargeSizes, workDir: string, log: (line: string) => void): Promise<{ fillSeconds: number | null; copySeconds: number }> {
  const key = storeKey(sizes)
  const cached = path.join(CACHE, key)
  let fillSeconds: number | null = null
  if (!existsSync(cached)) {
    // Older stores of other code or sizes: only the latest is kept.
    rmSync(CACHE, { recursive: true, force: true })
    mkdirSync(CACHE, { recursive: true })
    const partial = `${cached}.partial`
    log(`filling a new large store (${key}); later runs copy it`)
    const filled = await fillLargeStore(partial, sizes, { now: new Date('2026-11-01T03:00:00.000Z'), log: (line) => log(`  ${line}`) })
    fillSeconds = filled.seconds
    renameSync(partial, cached)
  }
  const started = performance.now()
  cpSync(cached, workDir, { recursive: true })
  return { fillSeconds, copySeconds: (performance.now() - started) / 1000 }
}
