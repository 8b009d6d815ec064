/**
 * What keeping a revision costs a save: the same blog (about 6 KB of content) saved
 * 400 times with `update` (the revision and the log line written in the save's transaction)
 * and with `put` at the expected version (the same read-check-write transaction, no history),
 * on SQLite (synchronous=FULL, so each commit waits for the disk) and on the pure-JS Firestore
 * emulator (in-process: relative figures only). Prints the median and 95th percentile of each,
 * and the bytes a revision adds to the store.
 *
 *   npx tsx bench/history-cost.ts
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ChangeEmitter } from '../functions/src/backends/change-emitter'
import { SqliteContentStore } from '../functions/src/backends/embedded/sqlite-content-store'
import { FirestoreContentStore } from '../functions/src/backends/firebase/firestore-content-store'
import type { ContentStore } from '../functions/src/backends/ports'
import { startFirestoreJsEmulator } from '../functions/src/testing/firestore-js-emulator'
import { exampleData } from '../functions/src/testing/example-data'

const SAVES = 400
const paragraph = '<p>Mahkamah Konstitusi memerintahkan pembentuk undang-undang menyusun aturan ketenagakerjaan yang baru dalam dua tahun. </p>'
const blog = (n: number) =>
  exampleData('blogs', {
    title: `Putusan MK tentang cipta kerja, versi ${n}`,
    slug: 'putusan-mk',
    content: paragraph.repeat(50),
    categoryId: 'c1',
    tagIds: ['t1', 't2'],
    authorIds: ['p1'],
    publishedAt: '2026-01-01T00:00:00.000Z',
    cover: { path: 'blog_images/a.jpg', contentType: 'image/jpeg', size: 10 },
  })

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!

async function measure(store: ContentStore, id: string): Promise<{ update: number[]; put: number[] }> {
  await store.create('blogs', blog(0), { actor: 'u1', id })
  const update: number[] = []
  const put: number[] = []
  for (let i = 1; i <= SAVES; i++) {
    // Alternated, so both meet the same store size and the same disk.
    const current = (await store.get('blogs', id))!
    let started = performance.now()
    const saved = await store.update('blogs', id, blog(i), { actor: 'u1', expectedVersion: current.version })
    update.push(performance.now() - started)
    started = performance.now()
    await store.put('blogs', { ...saved, ...blog(i), version: saved.version + 1 }, { expectedVersion: saved.version })
    put.push(performance.now() - started)
  }
  return { update, put }
}

function report(name: string, result: { update: number[]; put: number[] }) {
  const ms = (value: number) => `${value.toFixed(2)} ms`
  console.log(
    `${name}: save with revision (update) median ${ms(percentile(result.update, 50))}, p95 ${ms(percentile(result.update, 95))}; ` +
      `same write without history (put) median ${ms(percentile(result.put, 50))}, p95 ${ms(percentile(result.put, 95))}`,
  )
}

// BENCH_DIR: a folder on the disk the store would live on (the temp folder may be in memory).
const dir = mkdtempSync(path.join(process.env.BENCH_DIR ?? os.tmpdir(), 'alr-history-cost-'))
try {
  const sqlite = new SqliteContentStore({ file: path.join(dir, 'content.db'), events: new ChangeEmitter() })
  report(`SQLite (${SAVES} saves)`, await measure(sqlite, 'b1'))
  const revision = (sqlite.db.prepare(`SELECT avg(length(record)) AS bytes, count(*) AS n FROM revisions`).get() as { bytes: number; n: number })
  sqlite.db.pragma('wal_checkpoint(TRUNCATE)')
  console.log(`SQLite: ${revision.n} revisions of ${Math.round(revision.bytes)} bytes each on average; content.db ${(statSync(path.join(dir, 'content.db')).size / 1024 / 1024).toFixed(1)} MB`)
  sqlite.close()

  const emulator = await startFirestoreJsEmulator()
  try {
    const firestore = new FirestoreContentStore({ db: emulator.firestore(), events: new ChangeEmitter() })
    report(`Firestore JS emulator (${SAVES} saves)`, await measure(firestore, 'b1'))
  } finally {
    await emulator.stop()
  }
} finally {
  rmSync(dir, { recursive: true, force: true })
}
