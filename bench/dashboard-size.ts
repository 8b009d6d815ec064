/**
 * The dashboard's JavaScript per page, as a browser loads it: the entry and its static
 * imports, then the page's own chunk and its static imports, compressed (brotli as served,
 * gzip for reference). Chunks loaded later on demand (the calendar, the rich-text editor) are
 * listed separately, each with what it brings that the page has not loaded.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'

interface Output {
  imports: { path: string; kind: string }[]
  entryPoint?: string
  inputs: Record<string, { bytesInOutput: number }>
}

/** What a chunk loaded on demand is: its largest source file of ours, else its largest package. */
function mainInput(output: Output): string {
  const inputs = Object.entries(output.inputs).sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput)
  const ours = inputs.find(([name]) => !name.includes('node_modules/'))
  const [largest] = ours ? [ours] : inputs
  if (!largest) return '?'
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(largest[0])
  return pkg ? pkg[1]! : path.basename(largest[0]).replace(/\.[jt]sx?$/, '')
}

/** A dashboard page's source: `dashboard/pages/*-page.tsx` or `dashboard/collections/{name}/*-page.tsx`. */
const PAGE_FILE = /dashboard\/(?:pages|collections)\/((?:[a-z-]+\/)?[a-z-]+-page)\.tsx$/

export function dashboardSizes(root: string) {
  const meta = JSON.parse(readFileSync(path.join(root, 'dist/dashboard-meta.json'), 'utf8')) as { outputs: Record<string, Output> }
  const outputs = meta.outputs
  const size = (file: string) => {
    const bytes = readFileSync(path.isAbsolute(file) ? file : path.join(root, file))
    return { br: brotliCompressSync(bytes).length, gz: gzipSync(bytes, { level: 9 }).length }
  }
  const closure = (start: string, seen = new Set<string>()) => {
    if (seen.has(start) || !outputs[start]) return seen
    seen.add(start)
    for (const imp of outputs[start]!.imports) if (imp.kind === 'import-statement') closure(imp.path, seen)
    return seen
  }
  const entry = Object.keys(outputs).find((k) => outputs[k]!.entryPoint?.endsWith('web/src/dashboard/main.tsx'))!
  const base = closure(entry)
  const pages = Object.keys(outputs).filter((k) => k.endsWith('.js') && Object.keys(outputs[k]!.inputs).some((i) => PAGE_FILE.test(i)))
  const total = (files: Set<string>) => [...files].reduce((sum, f) => {
    const s = size(f)
    return { br: sum.br + s.br, gz: sum.gz + s.gz }
  }, { br: 0, gz: 0 })
  const rows = pages.map((page) => {
    // A collection's own pages are named with their folder (`practice-areas/list-page`).
    const name = PAGE_FILE.exec(Object.keys(outputs[page]!.inputs).find((i) => PAGE_FILE.test(i))!)![1]!
    const files = closure(page, new Set(base))
    // Whatever the page's own files import on demand (the calendar, the rich-text editor; the
    // entry's are the other pages), with what it brings that the page has not loaded yet.
    const own = [...files].filter((f) => !base.has(f))
    const targets = new Set(own.flatMap((f) => outputs[f]!.imports.filter((i) => i.kind === 'dynamic-import' && !files.has(i.path)).map((i) => i.path)))
    const lazy = [...targets].map((target) => {
      const extra = new Set([...closure(target)].filter((f) => !files.has(f)))
      return { file: path.basename(target), what: mainInput(outputs[target]!), ...total(extra) }
    })
    return { page: name, ...total(files), files: files.size, lazy }
  })
  return { entry: total(base), pages: rows.sort((a, b) => b.br - a.br) }
}
