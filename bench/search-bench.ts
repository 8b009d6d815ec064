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

function random(seed: number) {
  let s = seed
  return () => {
    s = (s * 1103515245 + 12345) & 0x7fffffff
    return s / 0x7fffffff
  }
}

export function generateRecords(count: number): SearchRecord[] {
  const rnd = random(42)
  const pick = () => WORDS[Math.floor(rnd() * WORDS.length)]!
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
    const pick = () => WORDS[Math.floor(rnd() * WORDS.length)]!
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

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await runSearchBench()
  console.log(r)
}
