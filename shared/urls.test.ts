/**
 * Public addresses are built in shared/urls.ts: the forms' addresses agree with the pages they
 * belong to, routes match the links, and no other source file writes a public path out.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { localePath } from './i18n/langs'
import {
  APPLICATION_ACTION,
  APPLICATION_ACTION_EN,
  APPLICATION_THANKS_PATH,
  APPLICATION_TOKEN_PATH,
  COLLECTION_PATHS,
  INQUIRY_ACTION,
  INQUIRY_THANKS_PATH,
  INQUIRY_TOKEN_PATH,
  itemRoute,
  itemUrl,
  SEARCH_PATH,
  SITE_PATHS,
  type PublicCollection,
} from './urls'

const ROOT = path.resolve(import.meta.dirname, '..')

/** Where public paths may be written: this module, the subscription's own, and the English words of langs.ts. */
const DECLARED_IN = ['shared/urls.ts', 'shared/subscription-paths.ts', 'shared/i18n/langs.ts']

/** A string that starts with a public path of the site, in either language. */
const PUBLIC_PATH = new RegExp(`^(/en)?(${[...Object.values(SITE_PATHS).filter((p) => p !== '/'), ...Object.values(COLLECTION_PATHS), '/subscribe'].join('|')})(?=[/?#]|$)`)

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|contract)\.tsx?$/.test(file))
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/')))
    .filter((file) => !file.includes('/testing/'))
}

/** The string literals and template heads of a file that start with a public path (comments are not read). */
function writtenPaths(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(path.join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)) && PUBLIC_PATH.test(node.text)) found.push(`${file}: ${node.text}`)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

describe('public addresses', () => {
  it('the forms post to the page they are on, and their other addresses sit under it', () => {
    expect(INQUIRY_ACTION).toBe(SITE_PATHS.contact)
    for (const address of [INQUIRY_THANKS_PATH, INQUIRY_TOKEN_PATH]) expect(address.startsWith(`${SITE_PATHS.contact}/`)).toBe(true)
    for (const address of [APPLICATION_ACTION, APPLICATION_ACTION_EN]) expect(address.startsWith(`${COLLECTION_PATHS.openings}/`)).toBe(true)
    for (const address of [APPLICATION_THANKS_PATH, APPLICATION_TOKEN_PATH]) expect(address.startsWith(`${APPLICATION_ACTION}/`)).toBe(true)
    expect(SEARCH_PATH).toBe(SITE_PATHS.search)
  })

  it('an item’s route matches its page’s address, in both languages', () => {
    for (const collection of Object.keys(COLLECTION_PATHS) as PublicCollection[]) {
      expect(itemRoute(collection).replace(':slug', 'contoh')).toBe(itemUrl(collection, 'contoh'))
      expect(localePath('en', itemUrl(collection, 'example'))).toBe(`/en${COLLECTION_PATHS[collection]}/example`)
    }
  })

  it('are written out nowhere else in the source', () => {
    expect(writtenPaths('shared/urls.ts')).toContain(`shared/urls.ts: ${COLLECTION_PATHS.practiceAreas}`)
    const found = ['functions/src', 'web/src', 'shared'].flatMap(sourceFiles).filter((file) => !DECLARED_IN.includes(file)).flatMap(writtenPaths)
    expect(found).toEqual([])
  })
})
