/**
 * The public pages' JavaScript budget (decision 11: at most 6 KB compressed per page), measured
 * as a browser loads it: every script a page type fetches once it has settled (the entry, its
 * imports, the chunks the page asks for: the live search, a form's script, the language
 * suggestion), weighed as the site serves it to browsers over https (brotli, the precompressed
 * files of the build under test) and as gzip. Figures go to artifacts/quality/public-js.json.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectNoErrors, launchBrowser, newPage, prepareRun, ROOT, startSite, type Site } from './harness'

/** Decision 11. */
const BUDGET = 6 * 1024

let site: Site
let browser: Browser
let assets: string

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
  assets = path.join((await prepareRun()).distDir, 'public')
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
}, 30_000)

async function firstLink(listPath: string, prefix: string): Promise<string> {
  const match = new RegExp(`<a href="(${prefix}/[a-z0-9-]+)"`).exec(await (await fetch(`${site.baseUrl}${listPath}`)).text())
  if (!match) throw new Error(`no link to ${prefix}/… on ${listPath}`)
  return match[1]!
}

describe('JavaScript on public pages', { timeout: 120_000 }, () => {
  it('stays within 6 KB brotli on every page type, the language suggestion and the forms’ scripts included', async () => {
    const pages = [
      { name: 'home', path: '/' },
      { name: 'blog post', path: await firstLink('/blogs', '/blogs') },
      { name: 'search', path: '/search?q=kontrak' },
      { name: 'contact', path: '/contact-us' },
      { name: 'attorney (short form)', path: await firstLink('/attorneys', '/attorneys') },
      { name: 'opening (application form)', path: await firstLink('/career', '/career') },
      { name: 'English contact', path: '/en/contact-us' },
      { name: 'English application', path: '/en/career' },
      // An online event's page loads the visitor's-time chunk (decision 58).
      { name: 'event (local time)', path: '/events/webinar-pojk-22-2023-pelindungan-konsumen' },
    ]
    const figures: Record<string, { scripts: string[]; brotli: number; gzip: number; suggestion: boolean }> = {}
    // A browser preferring English on the Indonesian pages (and Indonesian on the English ones):
    // every page that has a version in the other language loads the suggestion too.
    for (const { name, path: pagePath } of pages) {
      const page = await newPage(browser, { baseURL: site.baseUrl, locale: pagePath.startsWith('/en') ? 'id-ID' : 'en-GB' })
      await page.goto(pagePath)
      await page.waitForLoadState('networkidle')
      const scripts = await page.evaluate(() => [...new Set(performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname).filter((p) => p.endsWith('.js')))])
      expect(scripts.length, name).toBeGreaterThan(0)
      const size = (ext: string) => scripts.reduce((sum, script) => sum + readFileSync(path.join(assets, `${script}${ext}`)).length, 0)
      figures[name] = { scripts, brotli: size('.br'), gzip: size('.gz'), suggestion: (await page.locator('aside.lang-suggestion').count()) > 0 }
      expectNoErrors(page)
      await page.close()
    }
    mkdirSync(path.join(ROOT, 'artifacts', 'quality'), { recursive: true })
    writeFileSync(path.join(ROOT, 'artifacts', 'quality', 'public-js.json'), JSON.stringify(figures, null, 2))
    // The suggestion was weighed with the forms' scripts, where both load.
    for (const name of ['home', 'contact', 'English contact', 'English application']) expect(figures[name]!.suggestion, name).toBe(true)
    const over = Object.entries(figures).filter(([, f]) => f.brotli > BUDGET).map(([name, f]) => `${name}: ${f.brotli} B brotli`)
    expect(over).toEqual([])
  })
})
