/**
 * The home page on a phone is about five screens: at 390 × 844 on the demo firm its document
 * is under 5,500 px tall, in Indonesian and in English (docs/public-site.md). Prints the
 * measured heights; full-page screenshots at 390 and 1366 px in
 * artifacts/screenshots/home-length-*.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, newPage, screenshot, startSite, type Site } from './harness'

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1366, height: 900 }
const MAX_PHONE_HEIGHT = 5500

let site: Site
let browser: Browser

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
}, 30_000)

describe('the home page on a phone (390 × 844)', { timeout: 120_000 }, () => {
  for (const path of ['/', '/en']) {
    it(`${path} is under ${MAX_PHONE_HEIGHT} px tall`, async () => {
      const page = await newPage(browser, { baseURL: site.baseUrl, viewport: PHONE })
      await page.goto(path)
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      console.log(`home ${path} at 390×844: ${height} px`)
      await screenshot(page, `home-length-390${path === '/' ? '' : '-en'}`, { fullPage: true })
      expect(height).toBeLessThan(MAX_PHONE_HEIGHT)
      await page.close()
    })
  }

  it('keeps the richer layout at 1366 px (screenshot)', async () => {
    const page = await newPage(browser, { baseURL: site.baseUrl, viewport: DESKTOP })
    await page.goto('/')
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    console.log(`home / at 1366×900: ${height} px`)
    await screenshot(page, 'home-length-1366', { fullPage: true })
    await page.close()
  })
})
