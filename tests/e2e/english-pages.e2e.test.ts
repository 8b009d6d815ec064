/**
 * The firm's own pages in English, on the seeded site: axe-core finds nothing on the
 * English home and contact pages on a phone (390 px) and a desktop (1366 px), their HTML passes
 * html-validate, and screenshots are kept (artifacts/screenshots/english-*).
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectNoErrors, launchBrowser, newPage, screenshot, startSite, type Site } from './harness'
import { expectAxeClean, validateHtml } from './quality-checks'

let site: Site
let browser: Browser

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
})
afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

const PAGES = [
  { name: 'home', path: '/en' },
  { name: 'contact', path: '/en/contact-us' },
]

describe('English pages', { timeout: 90_000 }, () => {
  it('are valid HTML in English', async () => {
    for (const { path } of PAGES) {
      const html = await (await fetch(`${site.baseUrl}${path}`)).text()
      expect(html, path).toContain('<html lang="en">')
      expect(await validateHtml(html), path).toEqual([])
    }
  })

  for (const width of [390, 1366]) {
    it(`have no axe violation at ${width} px`, async () => {
      const page = await newPage(browser, { baseURL: site.baseUrl, viewport: { width, height: 844 } })
      for (const { name, path } of PAGES) {
        const response = await page.goto(path)
        expect(response?.status(), path).toBe(200)
        await expectAxeClean(page, `english ${name} @${width}`)
        await screenshot(page, `english-${name}-${width}`)
      }
      expectNoErrors(page)
      await page.close()
    })
  }
})
