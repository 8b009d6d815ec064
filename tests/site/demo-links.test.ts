/**
 * Every internal link of every public page of the demo firm, in both languages, leads somewhere:
 * the crawl starts at `/` and `/en`, follows each same-site `<a href>` it finds, and checks that
 * none answers an error and that none crosses from one language to the other unless the page says
 * so on the link (`hreflang` or `lang` naming the other language: the language switch, an
 * untranslated item's notice, an Indonesian-only document).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseDocument } from 'htmlparser2'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../functions/src/app'
import { createEmbeddedBackend, type EmbeddedBackend } from '../../functions/src/backends/embedded'
import { seedDemoContent } from '../../functions/src/seed'
import { createTestApp, testConfig } from '../../functions/src/testing/test-backend'

const NOW = new Date('2026-06-15T03:00:00.000Z')
const BASE = 'https://www.example.test'

let dataDir: string
let backend: EmbeddedBackend
let app: App

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'alr-crawl-'))
  backend = createEmbeddedBackend({ dataDir, now: () => NOW })
  await seedDemoContent(backend, { now: NOW, log: () => {} })
  app = createTestApp(Object.assign(backend, { cleanup: async () => {} }), { now: () => NOW, config: testConfig({ PUBLIC_BASE_URL: BASE }) })
}, 300_000)

afterAll(async () => {
  await backend?.close()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

interface Link {
  href: string
  hreflang?: string
  lang?: string
  /** The `lang` of the nearest ancestor that names one. */
  inherited?: string
}

function linksOf(html: string): Link[] {
  const document = parseDocument(html)
  const links: Link[] = []
  const walk = (node: any, lang: string | undefined) => {
    const own = node.attribs?.lang ?? lang
    // The head's language alternates and canonical URL are links search engines follow.
    const followed = node.name === 'a' || (node.name === 'link' && /\b(alternate|canonical)\b/.test(node.attribs?.rel ?? '') && !node.attribs?.type)
    if (followed && node.attribs?.href) links.push({ href: node.attribs.href, hreflang: node.attribs.hreflang, lang: node.attribs.lang, inherited: own })
    for (const child of node.children ?? []) walk(child, own)
  }
  walk(document, undefined)
  return links
}

/** A same-site path (with its query) from an href, or null for another site, a mailto and the like. */
function internalPath(href: string, from: string): string | null {
  const url = new URL(href, `${BASE}${from}`)
  if (url.origin !== BASE) return null
  return url.pathname + url.search
}

const isEnglish = (p: string) => p === '/en' || p.startsWith('/en/') || p.startsWith('/en?')

describe('the demo firm, crawled', () => {
  it('has no broken internal link and none that crosses languages unmarked', async () => {
    const seen = new Map<string, number>()
    const broken: string[] = []
    const html = new Set<string>()
    const crossing: Array<{ from: string; to: string; marked: string | undefined }> = []
    const queue: Array<{ path: string; from: string }> = [
      { path: '/', from: '(start)' },
      { path: '/en', from: '(start)' },
    ]
    // Query variants (filters, pages) are checked once each but not crawled further than one step.
    while (queue.length > 0) {
      const { path: target, from } = queue.shift()!
      if (seen.has(target)) continue
      const response = await app.request(target, { headers: { accept: 'text/html' } })
      seen.set(target, response.status)
      if (response.status === 301 || response.status === 302 || response.status === 308) {
        const location = response.headers.get('location')!
        const next = internalPath(location, target)
        if (next && !seen.has(next)) queue.push({ path: next, from: target })
        continue
      }
      if (response.status !== 200) {
        broken.push(`${target} → ${response.status} (linked from ${from})`)
        continue
      }
      const type = response.headers.get('content-type') ?? ''
      if (!type.includes('text/html')) continue
      html.add(target)
      for (const link of linksOf(await response.text())) {
        const next = internalPath(link.href, target)
        if (!next) continue
        const marked = link.hreflang ?? link.lang ?? link.inherited
        if (isEnglish(target) !== isEnglish(next)) crossing.push({ from: target, to: next, marked })
        if (!seen.has(next)) queue.push({ path: next, from: target })
      }
    }
    expect(html.size, 'pages crawled').toBeGreaterThan(200)
    expect(broken).toEqual([])
    // Pages only: a file (a CV, a vCard, an image) has no language edition of its own.
    const unmarked = crossing
      .filter(({ to, marked }) => html.has(to) && marked !== (isEnglish(to) ? 'en' : 'id') && marked !== 'x-default')
      .map(({ from, to, marked }) => `${from} → ${to} (${marked ?? 'unmarked'})`)
    expect(unmarked).toEqual([])
  }, 600_000)
})

describe('the home page of each language reads its own language', () => {
  it('names the practice areas in the page language, in the page and in its JSON-LD', async () => {
    const areas = await backend.content.query('practiceAreas')
    for (const [path, names] of [
      ['/', areas.map((area) => area.name)],
      ['/en', areas.map((area) => (area as { nameEn?: string }).nameEn)],
    ] as const) {
      const html = await (await app.request(path)).text()
      const ld = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].flatMap((m) => [JSON.parse(m[1]!)].flat())
      const firm = ld.find((node) => node['@type'] === 'LegalService')
      expect(new Set(firm.knowsAbout), path).toEqual(new Set(names))
      for (const name of names) expect(html, `${path} shows ${name}`).toContain(`>${name!.replace(/&/g, '&amp;')}<`)
    }
  })
})
