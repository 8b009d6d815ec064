/**
 * The English edition in a real browser (Chromium), the visitor's side, on the demo
 * firm (half its posts have English versions):
 *   - an English post opened from /en/blogs; its language switch lands on the Indonesian page
 *     of the same post, whose switch leads back;
 *   - a post without English is absent from /en/blogs, and its switch leads to /en/blogs,
 *     which says the page is not available in English;
 *   - the English page types pass axe and html-validate, weigh no more HTML than the budget
 *     (14 KB compressed, as the Indonesian pages), and nothing scrolls sideways at 390 px
 *     (screenshots in artifacts/screenshots/english-*).
 * Every wait is on the page's state (a URL), never a fixed delay.
 */
import { gzipSync } from 'node:zlib'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectNoErrors, launchBrowser, newPage, screenshot, startSite, type Site } from './harness'
import { expectAxeClean, validateHtml } from './quality-checks'

const HTML_BUDGET = 14 * 1024

let site: Site
let browser: Browser

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
}, 30_000)

async function html(path: string): Promise<string> {
  const res = await fetch(`${site.baseUrl}${path}`)
  expect(res.status, path).toBe(200)
  return res.text()
}

/** The first link of a list page to one of its items. */
async function firstItem(listPath: string, prefix: string): Promise<string> {
  const match = new RegExp(`<a href="(${prefix}/[a-z0-9-]+)"`).exec(await html(listPath))
  if (!match) throw new Error(`no link to ${prefix}/… on ${listPath}`)
  return match[1]!
}

async function followSwitch(page: Page) {
  const link = page.locator('a.lang-switch')
  const from = page.url()
  await Promise.all([page.waitForURL((url) => url.href !== from), link.click()])
}

describe('English edition', { timeout: 120_000 }, () => {
  it('an English post switches to the same post in Indonesian, and back', async () => {
    const page = await newPage(browser, { baseURL: site.baseUrl })
    const englishPath = await firstItem('/en/blogs', '/en/blogs')
    await page.goto(englishPath)
    expect(await page.locator('html').getAttribute('lang')).toBe('en')
    const englishTitle = await page.locator('h1').innerText()
    expect(await page.locator('a.lang-switch').textContent()).toBe('ID (Bahasa Indonesia)')
    await followSwitch(page)
    const indonesianPath = new URL(page.url()).pathname
    expect(indonesianPath).toMatch(/^\/blogs\/[a-z0-9-]+$/)
    expect(await page.locator('html').getAttribute('lang')).toBe('id')
    expect(await page.locator('h1').innerText()).not.toBe(englishTitle)
    // The same post: its page names the English one as its alternate.
    expect(await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute('href')).toMatch(new RegExp(`${englishPath}$`))
    await followSwitch(page)
    expect(new URL(page.url()).pathname).toBe(englishPath)
    expect(await page.locator('h1').innerText()).toBe(englishTitle)
    expectNoErrors(page)
    await page.close()
  })

  it('a post without English is not in /en/blogs; its switch leads there, saying so', async () => {
    const page = await newPage(browser, { baseURL: site.baseUrl })
    // The Indonesian posts whose switch leads to the English list: those without English.
    const indonesian = [...(await html('/blogs')).matchAll(/<a href="(\/blogs\/[a-z0-9-]+)"/g)].map((m) => m[1]!)
    let untranslated: string | null = null
    for (const path of indonesian) {
      if ((await html(path)).includes('class="lang-switch" href="/en/blogs?untranslated=1"')) {
        untranslated = path
        break
      }
    }
    expect(untranslated, 'the demo has posts without English').not.toBeNull()
    await page.goto(untranslated!)
    const title = await page.locator('h1').innerText()
    await followSwitch(page)
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/en/blogs?untranslated=1')
    expect(await page.locator('[role="note"]').first().innerText()).toContain('not available in English')
    expect(await page.locator('main').innerText()).not.toContain(title)
    expect((await fetch(`${site.baseUrl}/en${untranslated}`)).status).toBe(404)
    await page.close()
  })

  it('English page types: axe and html-validate clean, within the HTML budget, nothing scrolling sideways', async () => {
    const paths = [
      '/en',
      '/en/about',
      '/en/blogs',
      await firstItem('/en/blogs', '/en/blogs'),
      '/en/publications',
      await firstItem('/en/publications', '/en/publications'),
      '/en/practice-area',
      await firstItem('/en/practice-area', '/en/practice-area'),
      '/en/attorneys',
      await firstItem('/en/attorneys', '/en/attorneys'),
      '/en/career',
      '/en/contact-us',
      '/en/search?q=contract',
    ]
    const page = await newPage(browser, { baseURL: site.baseUrl })
    const problems: string[] = []
    for (const path of paths) {
      const body = await html(path)
      const compressed = gzipSync(body).length
      if (compressed > HTML_BUDGET) problems.push(`${path}: ${compressed} bytes of HTML compressed`)
      problems.push(...(await validateHtml(body)).map((error) => `${path}: ${error}`))
      await page.setViewportSize({ width: 1366, height: 900 })
      await page.goto(path)
      expect(await page.locator('html').getAttribute('lang'), path).toBe('en')
      await expectAxeClean(page, `english ${path}`)
      await page.setViewportSize({ width: 390, height: 844 })
      if (await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)) problems.push(`${path}: scrolls sideways at 390 px`)
    }
    for (const [name, path] of [
      ['home', '/en'],
      ['post', paths[3]!],
    ] as const) {
      for (const width of [390, 1366]) {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(path)
        await screenshot(page, `english-${name}-${width}`)
      }
    }
    expect(problems).toEqual([])
    await page.close()
  })
})
