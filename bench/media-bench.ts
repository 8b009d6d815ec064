/**
 * Pustaka Media's list on the embedded backend: 10,000 library entries (images and PDFs, with
 * names and alternative texts), and the time of one request for a page of the list as staff ask
 * for it (the first page, a page deep in the list, a search by name, a search by alternative
 * text, the PDFs only), through app.request: the route, the store read, the filter, the page,
 * the render. Goal: under 200 ms per page. `npx tsx bench/media-bench.ts` runs it alone.
 */
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { MEDIA_BACKFILL_META, mediaIdOf } from '../functions/src/media/library'
import { signIn, TEST_ORIGIN } from '../functions/src/testing/staff-session'
import { createTestApp, createTestBackend } from '../functions/src/testing/test-backend'
import type { DocOf } from '../functions/src/backends/ports'

const WORDS = ['kantor', 'sidang', 'rapat', 'advokat', 'gedung', 'jakarta', 'surabaya', 'seminar', 'laporan', 'kontrak', 'tim', 'lobi', 'klien', 'penghargaan', 'buku']

export async function runMediaBench(files = 10_000, rounds = 15) {
  const backend = createTestBackend()
  try {
    const app = createTestApp(backend)
    await backend.identity.createStaff({ email: 'bench@example.test', password: 'kata-sandi-bench', displayName: 'Bench', role: 'editor' })
    const cookie = await signIn(app, 'bench@example.test', 'kata-sandi-bench')
    const start = Date.parse('2026-01-01T00:00:00.000Z')
    for (let i = 0; i < files; i++) {
      const pdf = i % 5 === 0
      const path = `${pdf ? 'publications' : 'blog_images'}/bench-${i}.${pdf ? 'pdf' : 'jpg'}`
      const at = new Date(start + i * 60_000).toISOString()
      const word = (n: number) => WORDS[(i * 7 + n) % WORDS.length]!
      const entry = {
        id: mediaIdOf(path),
        createdAt: at,
        updatedAt: at,
        updatedBy: 'bench',
        version: 1,
        path,
        originalName: `${word(0)} ${word(3)} ${i}.${pdf ? 'pdf' : 'jpg'}`,
        kind: pdf ? 'pdf' : 'image',
        contentType: pdf ? 'application/pdf' : 'image/jpeg',
        size: 200_000 + i,
        width: pdf ? null : 1600,
        height: pdf ? null : 900,
        createdBy: 'bench',
        alt: pdf ? '' : `Foto ${word(1)} di ${word(2)} nomor ${i}`,
        altEn: '',
        caption: '',
        captionEn: '',
        focalX: 0.5,
        focalY: 0.5,
      } as unknown as DocOf<'media'>
      await backend.content.put('media', entry)
    }
    // The library exists already: the first request does not run the backfill.
    await backend.content.writeMeta(MEDIA_BACKFILL_META, { doneAt: new Date().toISOString(), added: 0 })
    const pages = ['/dashboard/media', '/dashboard/media?page=150', '/dashboard/media?q=kantor%20sidang', '/dashboard/media?q=foto%20rapat', '/dashboard/media?kind=pdf&page=3']
    const results: { page: string; p50: number; max: number; cpu: number }[] = []
    for (const page of pages) {
      const times: number[] = []
      const cpu: number[] = []
      for (let round = 0; round < rounds + 2; round++) {
        const begin = performance.now()
        const cpuBegin = process.cpuUsage()
        const res = await app.request(`${TEST_ORIGIN}${page}`, { headers: { cookie } })
        await res.text()
        const used = process.cpuUsage(cpuBegin)
        if (res.status !== 200) throw new Error(`${page} answered ${res.status}`)
        // The first two warm the code paths (module loads, the statement cache).
        if (round >= 2) {
          times.push(performance.now() - begin)
          cpu.push((used.user + used.system) / 1000)
        }
      }
      times.sort((a, b) => a - b)
      cpu.sort((a, b) => a - b)
      results.push({ page, p50: times[Math.floor(times.length / 2)]!, max: times.at(-1)!, cpu: cpu[Math.floor(cpu.length / 2)]! })
    }
    return { files, rounds, results }
  } finally {
    await backend.cleanup()
  }
}

/** The lines `npm run bench` prints. */
export function mediaLines(bench: Awaited<ReturnType<typeof runMediaBench>>): string[] {
  return [
    `Pustaka Media list (embedded, ${bench.files.toLocaleString('en')} files, ${bench.rounds} requests each, goal < 200 ms)`,
    // CPU time of the process per request: what the page costs whatever else the machine runs.
    ...bench.results.map((r) => `${r.page.padEnd(34)} p50 ${r.p50.toFixed(1)} ms, max ${r.max.toFixed(1)} ms, CPU p50 ${r.cpu.toFixed(1)} ms${r.p50 < 200 ? '' : '  (over the goal)'}`),
  ]
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runMediaBench()
    .then((bench) => console.log(mediaLines(bench).join('\n')))
    .catch((error) => {
      console.error(error)
      process.exit(1)
    })
}
