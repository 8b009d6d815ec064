/**
 * The public site's quieter furniture in a real browser (Chromium), on the demo firm, at 390 and
 * 1366 px (screenshots in artifacts/screenshots/quiet-*), nothing scrolling sideways:
 *   - the directory: each card names areas and languages and offers Email and vCard; the
 *     filters' controls (and Reset) end on one line at 1366 px; card headings are not underlined
 *     until hovered;
 *   - an article: the whole subscription form; the footer: one line, Email and Berlangganan,
 *     that leads to /subscribe with the address typed in (without JavaScript).
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectNoErrors, launchBrowser, newPage, screenshot, startSite, type Site } from './harness'

let site: Site
let browser: Browser

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
}, 30_000)

const WIDTHS = [390, 1366] as const

const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)
const decoration = (page: Page, selector: string) => page.locator(selector).first().evaluate((el) => getComputedStyle(el).textDecorationLine)

describe('quiet furniture', { timeout: 180_000 }, () => {
  it('the directory: cards with areas, languages, Email and vCard; filters on one baseline; headings underlined on hover only', async () => {
    const page = await newPage(browser, { baseURL: site.baseUrl, viewport: { width: 1366, height: 900 } })
    await page.goto('/attorneys')
    const card = page.locator('.attorney-card').filter({ has: page.locator('.attorney-card-facts') }).first()
    await card.waitFor()
    expect(await card.locator('dt').allInnerTexts()).toContain('Bahasa')
    const name = (await card.locator('.attorney-card-name').innerText()).trim()
    expect(await card.getByRole('link', { name: `vCard ${name}` }).getAttribute('href')).toMatch(/^\/attorneys\/[a-z0-9-]+\/vcard$/)
    expect(await page.locator('.attorney-card-actions a[href^="mailto:"]').count()).toBeGreaterThan(0)
    expect(await decoration(page, '.attorney-card-name a')).toBe('none')
    await page.locator('.attorney-card-name a').first().hover()
    expect(await decoration(page, '.attorney-card-name a')).toBe('underline')

    // Filtered, so Reset shows too: every control ends on the same line.
    const position = await page.locator('#filter-position option').nth(1).getAttribute('value')
    await page.goto(`/attorneys?position=${encodeURIComponent(position!)}`)
    const bottoms = await page.locator('form.filters').evaluate((form) =>
      [...form.querySelectorAll('input:not([type=hidden]), select, button, a.filters-reset')].map((el) => Math.round(el.getBoundingClientRect().bottom)),
    )
    expect(bottoms.length).toBeGreaterThanOrEqual(4)
    expect(Math.max(...bottoms) - Math.min(...bottoms), `control bottoms ${bottoms.join(', ')}`).toBeLessThanOrEqual(1)
    await page.goto('/attorneys')
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 })
      expect(await scrollsSideways(page), `/attorneys at ${width} px`).toBe(false)
      await screenshot(page, `quiet-attorneys-${width}`, { fullPage: false })
    }
    expectNoErrors(page)
    await page.close()
  })

  it('an article has the whole form; the footer one line that carries the address to /subscribe', async () => {
    const page = await newPage(browser, { baseURL: site.baseUrl, javaScriptEnabled: false })
    await page.goto('/blogs')
    expect(await decoration(page, '.post-card-title a')).toBe('none')
    await page.locator('.post-card-title a').first().click()
    await page.locator('.subscribe-post').waitFor()
    expect(await page.locator('.subscribe-post').getByLabel(/^Saya menyetujui/).count()).toBe(1)
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 })
      expect(await scrollsSideways(page), `article at ${width} px`).toBe(false)
      await page.locator('.subscribe-post').scrollIntoViewIfNeeded()
      await screenshot(page, `quiet-article-${width}`, { fullPage: false })
      const footer = page.locator('.subscribe-compact')
      await footer.scrollIntoViewIfNeeded()
      const field = (await footer.getByLabel('Email', { exact: true }).boundingBox())!
      const button = (await footer.getByRole('button', { name: 'Berlangganan' }).boundingBox())!
      expect(Math.abs(field.y + field.height / 2 - (button.y + button.height / 2)), `field and button on one line at ${width} px`).toBeLessThanOrEqual(1)
      expect(button.x + button.width).toBeLessThanOrEqual(width)
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      await screenshot(page, `quiet-footer-${width}`, { fullPage: false })
    }
    await page.locator('.subscribe-compact').getByLabel('Email', { exact: true }).fill('pembaca@example.test')
    await Promise.all([page.waitForURL('**/subscribe?email=*'), page.locator('.subscribe-compact').getByRole('button', { name: 'Berlangganan' }).click()])
    expect(await page.locator('#subscribe-page-email').inputValue()).toBe('pembaca@example.test')
    expectNoErrors(page)
    await page.close()
  })
})
