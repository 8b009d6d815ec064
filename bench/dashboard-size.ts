/**
 * The dashboard's JavaScript per page, as a browser loads it: the entry and its static
 * imports, then the page's own chunk and its static imports, compressed (brotli as served,
 * gzip for reference). Chunks loaded later on demand (the calendar) are listed separately.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'

interface Output {
  imports: { path: string; kind: string }[]
  entryPoint?: string
  inputs: Record<string, unknown>
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
    const lazy = outputs[page]!.imports.filter((i) => i.kind === 'dynamic-import').map((i) => ({ file: path.basename(i.path), ...size(i.path) }))
    return { page: name, ...total(files), files: files.size, lazy }
  })
  return { entry: total(base), pages: rows.sort((a, b) => b.br - a.br) }
}
