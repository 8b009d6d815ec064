/**
 * Which way the code may depend: browser code (web/src, its tests included) on shared/, never on
 * the server (functions/src); the server on web/src only to render views (pages, components, the
 * dashboard, the interface text they show), never for helpers or constants a view happens to
 * define: what both sides use (URLs, formats, the site view) lives in shared/. Backup and restore
 * reach the database through the embedded backend, never through a driver of their own.
 * Other test files may import anything.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../..')

function sources(dir: string, options: { tests?: boolean } = {}): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && (options.tests || !/\.test\.tsx?$/.test(file)))
    .map((file) => path.join(dir, file))
}

/** The folders of web/src that hold views the server renders, and the text they show. */
const VIEWS = ['web/src/pages/', 'web/src/components/', 'web/src/dashboard/', 'web/src/i18n/']

/** Database and cloud drivers: the backends' business (functions/src/backends). */
const DRIVER = /^(better-sqlite3|firebase-admin|@google-cloud\/)/

interface ImportLine {
  /** The names imported as values (not `type`), empty for `import type` and dynamic imports. */
  values: string[]
  /** The imported module, relative to the repository. */
  target: string
}

const STATIC_IMPORT = /^(?:import|export)\s+(type\s+)?(?:\{([^}]*)\}|[\w*\s,{}]+?)\s+from\s+'([^']+)'/gm
const DYNAMIC_IMPORT = /import\(\s*'([^']+)'\s*\)/g

function importsOf(file: string): ImportLine[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8')
  const resolve = (spec: string) => (spec.startsWith('.') ? path.relative(ROOT, path.resolve(ROOT, path.dirname(file), spec)) : spec)
  const lines: ImportLine[] = []
  for (const [, typeOnly, names, spec] of text.matchAll(STATIC_IMPORT)) {
    const values = typeOnly || !names ? [] : names.split(',').map((n) => n.trim()).filter((n) => n && !n.startsWith('type '))
    lines.push({ values: values.map((n) => n.split(/\s+as\s+/)[0]!), target: resolve(spec!) })
  }
  for (const [, spec] of text.matchAll(DYNAMIC_IMPORT)) lines.push({ values: [], target: resolve(spec!) })
  return lines
}

describe('import direction', () => {
  it('finds the imports it checks', () => {
    expect(importsOf('functions/src/routes/search.tsx')).toContainEqual({ values: ['SearchPage'], target: 'web/src/pages/search-page' })
  })

  it('browser code and its tests never import the server, not even a type', () => {
    const found = sources('web/src', { tests: true }).flatMap((file) =>
      importsOf(file)
        .filter((line) => line.target.startsWith('functions/'))
        .map((line) => `${file} → ${line.target}`),
    )
    expect(found).toEqual([])
  })

  it('the server takes no constants from page or component modules (only the views themselves)', () => {
    // From a view module the server renders the view (PascalCase) or loads it (camelCase); the
    // addresses and field names both sides use are in shared/ (urls.ts, public-form-fields.ts).
    const found = sources('functions/src').flatMap((file) =>
      importsOf(file)
        .filter((line) => line.target.startsWith('web/src/') && (line.target.includes('/pages/') || line.target.includes('/components/')))
        .flatMap((line) => line.values.filter((name) => /^[A-Z][A-Z0-9_]+$/.test(name)).map((name) => `${file}: ${name} from ${line.target}`)),
    )
    expect(found).toEqual(KNOWN_CONSTANT_IMPORTS)
  })

  it('the server imports browser code only to render views', () => {
    const found = sources('functions/src').flatMap((file) =>
      importsOf(file)
        .filter((line) => line.target.startsWith('web/') && !VIEWS.some((folder) => line.target.startsWith(folder)))
        .map((line) => `${file} → ${line.target}`),
    )
    expect(found).toEqual([])
  })

  it('backup and restore import no database driver', () => {
    const found = sources('functions/src/backup', { tests: true }).flatMap((file) =>
      importsOf(file)
        .filter((line) => DRIVER.test(line.target))
        .map((line) => `${file} → ${line.target}`),
    )
    expect(found).toEqual([])
    expect(importsOf('functions/src/backends/embedded/database-file.ts').map((line) => line.target)).toContain('better-sqlite3')
  })
})

/** None left: every constant the server needs comes from shared/. */
const KNOWN_CONSTANT_IMPORTS: string[] = []
