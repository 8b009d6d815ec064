/**
 * Search figures for `npm run bench`: indexing throughput and query latency (p50, p99) of the
 * embedded FTS5 index on 10,000 generated documents, through the SearchIndex port.
 */
import Database from 'better-sqlite3'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { FtsSearchIndex } from '../functions/src/backends/embedded/fts-search-index'
import type { SearchRecord } from '../functions/src/backends/ports'

const WORDS = `hukum perusahaan perjanjian kerja pesangon merger akuisisi pajak penghasilan pasar modal emiten obligasi sukuk
arbitrase sengketa pengadilan niaga kepailitan restrukturisasi utang perlindungan data pribadi konsumen fintech
perbankan kredit jaminan fidusia hak tanggungan kekayaan intelektual merek paten hak cipta energi tambang mineral
batubara minyak gas lingkungan izin usaha investasi asing penanaman modal ketenagakerjaan outsourcing pidana korporasi
direksi komisaris pemegang saham rapat umum anggaran dasar notaris akta kontrak wanprestasi ganti rugi persaingan
usaha monopoli kppu ojk bank indonesia regulasi peraturan pemerintah undang-undang mahkamah agung konstitusi`.split(/\s+/)

/** mulberry32: a small seeded generator, so every run indexes and queries the same text. */
function random(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * A vocabulary shaped like real text: the legal words above plus 4,000 made-up words, drawn
 * with a Zipf distribution (a few words in most documents, most words in few).
 */
function zipfPicker(rnd: () => number, vocabulary: string[], exponent = 1.05) {
  const weights = vocabulary.map((_, rank) => 1 / (rank + 1) ** exponent)
  const total = weights.reduce((a, b) => a + b, 0)
  const cumulative: number[] = []
  let sum = 0
  for (const w of weights) cumulative.push((sum += w / total))
  return () => {
    const x = rnd()
    let lo = 0
    let hi = cumulative.length - 1
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (cumulative[mid]! < x) lo = mid + 1
      else hi = mid
    }
    return vocabulary[lo]!
  }
}

const SYLLABLES = ['ka', 'ra', 'ta', 'si', 'nu', 'pe', 'lo', 'ma', 'di', 'ba', 'ge', 'ri', 'sa', 'tu', 'ne', 'ko', 'la', 'pu', 'wi', 'ha']

export function vocabulary(rnd: () => number): string[] {
  const made = new Set<string>()
  while (made.size < 4000) {
    const n = 2 + Math.floor(rnd() * 3)
    made.add(Array.from({ length: n }, () => SYLLABLES[Math.floor(rnd() * SYLLABLES.length)]).join(''))
  }
  return [...WORDS, ...made]
}

export function generateRecords(count: number): SearchRecord[] {
  const rnd = random(42)
  const pick = zipfPicker(rnd, vocabulary(random(1)))
  const sentence = (n: number) => Array.from({ length: n }, pick).join(' ')
  return Array.from({ length: count }, (_, i) => {
    const type = i % 10 === 0 ? 'attorney' : i % 3 === 0 ? 'publication' : 'blog'
    return {
      objectID: `doc/${i}`,
      parentId: `doc/${i}`,
      type,
      title: sentence(6 + Math.floor(rnd() * 6)),
      text: sentence(300 + Math.floor(rnd() * 500)),
      url: `/x/${i}`,
      summary: sentence(20),
      categoryId: `c${i % 8}`,
      categoryName: `Kategori ${i % 8}`,
      tags: [pick(), pick()],
      publishedAt: new Date(Date.UTC(2024, 0, 1) + i * 3_600_000).toISOString(),
      docId: String(i),
      collection: type === 'attorney' ? 'profiles' : type === 'blog' ? 'blogs' : 'publications',
    } as SearchRecord
  })
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}

export async function runSearchBench(documents = 10_000, queries = 3_000) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'alr-search-bench-'))
  const db = new Database(path.join(dir, 'search.db'))
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = FULL')
  try {
    const index = new FtsSearchIndex(db)
    const records = generateRecords(documents)
    const started = performance.now()
    const BATCH = 200
    for (let i = 0; i < records.length; i += BATCH) await index.upsert('public', records.slice(i, i + BATCH))
    const indexSeconds = (performance.now() - started) / 1000
    const rnd = random(7)
    const pick = zipfPicker(rnd, vocabulary(random(1)), 0.6)
    const inputs = Array.from({ length: queries }, (_, i) => {
      const kind = i % 4
      if (kind === 0) return pick() // one word
      if (kind === 1) return `${pick()} ${pick()}` // two words
      if (kind === 2) return pick().slice(0, 3) // typing: a prefix
      return `${pick()} ${pick().slice(0, 4)}` // a word and a prefix
    })
    for (const q of inputs.slice(0, 200)) await index.search('public', { q }) // warm-up
    const times: number[] = []
    for (const q of inputs) {
      const t = performance.now()
      await index.search('public', { q, perPage: 10 })
      times.push(performance.now() - t)
    }
    times.sort((a, b) => a - b)
    return {
      documents,
      indexSeconds,
      docsPerSecond: documents / indexSeconds,
      queries,
      p50: percentile(times, 50),
      p99: percentile(times, 99),
      max: times[times.length - 1]!,
    }
  } finally {
    db.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

