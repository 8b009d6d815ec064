/**
 * The phone header, in Chromium on the demo firm:
 *   - below 768 px the navigation and the search fold behind a Menu button, a <details>
 *     disclosure: it opens without JavaScript, by keyboard (Enter), and is exposed to screen
 *     readers as a disclosure with its expanded state; with scripts Escape closes it and gives
 *     the focus back;
 *   - the language switch stays in the header's row and the search is one tap away;
 *   - at 390×844 the header is one row and every page's heading is within the first screen;
 *   - at 1366 px the navigation, search and switch stand in one row, no Menu button;
 *   - both languages; screenshots in artifacts/screenshots/phone-header-*.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectNoErrors, launchBrowser, newPage, screenshot, startSite, type Site } from './harness'
import { expectAxeClean } from './quality-checks'

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1366, height: 900 }

let site: Site
let browser: Browser
let post = ''

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
  const html = await (await fetch(`${site.baseUrl}/blogs`)).text()
  post = /<a href="(\/blogs\/[a-z0-9-]+)"/.exec(html)![1]!
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
}, 30_000)

/** An element's box, failing when it has none (not rendered). */
async function box(page: Page, selector: string) {
  const found = await page.locator(selector).first().boundingBox()
  if (!found) throw new Error(`${selector} is not rendered`)
  return found
}

/** The disclosure's role and state as Chromium exposes them to screen readers (CDP accessibility tree). */
async function menuButtonForScreenReaders(page: Page): Promise<{ role: string; expanded: boolean | undefined }> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Accessibility.enable')
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: { role?: { value: string }; name?: { value: string }; properties?: { name: string; value: { value: unknown } }[]; ignored: boolean }[] }
  const node = nodes.find((n) => !n.ignored && n.name?.value === 'Menu' && !['StaticText', 'InlineTextBox'].includes(n.role?.value ?? ''))
  if (!node) throw new Error(`no accessible node named Menu among ${nodes.length}: ${JSON.stringify(nodes.filter((n) => /Menu/.test(JSON.stringify(n.name))).map((n) => [n.role?.value, n.name?.value, n.ignored]))}`)
  const expanded = node.properties?.find((p) => p.name === 'expanded')?.value.value as boolean | undefined
  return { role: node.role!.value, expanded }
}

describe('the header on a phone (390 × 844)', { timeout: 120_000 }, () => {
  it('folds the navigation behind a Menu button that opens without JavaScript, and keeps the switch in the row', async () => {
    const page = await newPage(browser, { baseURL: site.baseUrl, viewport: PHONE, javaScriptEnabled: false })
    await page.goto('/')
    const menu = page.locator('summary.menu-button')
    expect(await menu.isVisible()).toBe(true)
    expect(await page.locator('.main-nav').getByRole('link', { name: 'Advokat', exact: true }).isVisible()).toBe(false)
    expect(await page.locator('#site-search').isVisible()).toBe(false)
    // One row: brand, switch and button side by side, all inside the screen.
    const header = await box(page, '.site-header')
    expect(header.height, 'header height').toBeLessThanOrEqual(64)
    for (const selector of ['.brand', 'a.lang-switch', 'summary.menu-button']) {
      const b = await box(page, selector)
      expect(b.x, selector).toBeGreaterThanOrEqual(0)
      expect(b.x + b.width, selector).toBeLessThanOrEqual(PHONE.width)
      expect(b.y + b.height, selector).toBeLessThanOrEqual(header.height)
    }
    await screenshot(page, 'phone-header-390-closed', { fullPage: false })

    await menu.click()
    const nav = page.getByRole('navigation', { name: 'Navigasi utama' })
    for (const name of ['Tentang Kami', 'Bidang Praktik', 'Advokat', 'Blog', 'Publikasi', 'Karier', 'Kontak']) {
      const link = nav.getByRole('link', { name, exact: true })
      expect(await link.isVisible(), name).toBe(true)
      const b = (await link.boundingBox())!
      expect(b.x + b.width, name).toBeLessThanOrEqual(PHONE.width)
      expect(b.height, `${name}: a finger-sized target`).toBeGreaterThanOrEqual(44)
    }
    const search = page.locator('#site-search')
    expect(await search.isVisible()).toBe(true)
    const searchBox = (await search.boundingBox())!
    expect(searchBox.y + searchBox.height, 'the search inside the first screen').toBeLessThanOrEqual(PHONE.height)
    await screenshot(page, 'phone-header-390-open', { fullPage: false })

    // A link of the open menu leads to its page, whose menu is closed again.
    await Promise.all([page.waitForURL('**/attorneys'), nav.getByRole('link', { name: 'Advokat', exact: true }).click()])
    expect(await page.locator('details.site-menu').getAttribute('open')).toBeNull()
    // The search works from the menu without scripts.
    await page.locator('summary.menu-button').click()
    await page.locator('#site-search').fill('pajak')
    await Promise.all([page.waitForURL('**/search?q=pajak'), page.locator('#site-search').press('Enter')])
    expect(await page.locator('main input[name="q"]').inputValue()).toBe('pajak')
    expectNoErrors(page)
    await page.close()
  })

  it('is a disclosure for keyboards and screen readers: Enter opens it, its state is said, Escape closes it', async () => {
    const page = await newPage(browser, { baseURL: site.baseUrl, viewport: PHONE })
    await page.goto('/blogs')
    expect(await menuButtonForScreenReaders(page)).toEqual({ role: 'DisclosureTriangle', expanded: false })
    // Skip link, brand, then the Menu button.
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.matches('summary.menu-button'))).toBe(true)
    await page.keyboard.press('Enter')
    expect(await page.locator('details.site-menu').getAttribute('open')).toBe('')
    expect(await menuButtonForScreenReaders(page)).toEqual({ role: 'DisclosureTriangle', expanded: true })
    // The next Tab goes into the menu.
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.closest('.menu-panel') !== null)).toBe(true)
    await page.keyboard.press('Escape')
    expect(await page.locator('details.site-menu').getAttribute('open')).toBeNull()
    expect(await page.evaluate(() => document.activeElement?.matches('summary.menu-button'))).toBe(true)
    // A click outside closes it too.
    await page.locator('summary.menu-button').click()
    await expectAxeClean(page, 'phone header, menu open')
    // Below the open panel (it lies over the page's top).
    const panel = await box(page, '.menu-panel')
    await page.mouse.click(PHONE.width / 2, Math.min(PHONE.height - 10, panel.y + panel.height + 40))
    expect(await page.locator('details.site-menu').getAttribute('open')).toBeNull()
    expectNoErrors(page)
    await page.close()
  })

  it('shows every page’s heading within the first screen, in both languages', async () => {
    const page = await newPage(browser, { baseURL: site.baseUrl, viewport: PHONE })
    for (const path of ['/', '/blogs', '/attorneys', '/practice-area', post, '/contact-us', '/en', '/en/blogs', '/en/attorneys']) {
      await page.goto(path)
      const h1 = await box(page, 'main h1')
      expect(h1.y, `${path}: the heading starts on the first screen`).toBeGreaterThan(0)
      expect(h1.y + Math.min(h1.height, 120), `${path}: the heading is on the first screen`).toBeLessThanOrEqual(PHONE.height)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow, `${path} scrolls sideways`).toBe(0)
    }
    await page.goto('/en')
    expect(await page.locator('summary.menu-button').innerText()).toBe('Menu')
    expect((await page.locator('a.lang-switch').innerText()).trim()).toMatch(/^ID/)
    await screenshot(page, 'phone-header-390-en', { fullPage: false })
    await page.locator('summary.menu-button').click()
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Lawyers', exact: true }).isVisible()).toBe(true)
    await screenshot(page, 'phone-header-390-en-open', { fullPage: false })
    expectNoErrors(page)
    await page.close()
  })
})

describe('the header on a wide screen (1366 px)', { timeout: 60_000 }, () => {
  it('stands in one row with the navigation, search and switch, and no Menu button, in both languages', async () => {
    const page = await newPage(browser, { baseURL: site.baseUrl, viewport: DESKTOP })
    for (const path of ['/', '/en']) {
      await page.goto(path)
      expect(await page.locator('summary.menu-button').isVisible(), path).toBe(false)
      const header = await box(page, '.site-header')
      expect(header.height, `${path}: one row`).toBeLessThanOrEqual(80)
      for (const selector of ['.main-nav a >> nth=0', '.main-nav li:last-child a', '#site-search', 'a.lang-switch']) {
        const b = await box(page, selector)
        expect(await page.locator(selector).first().isVisible(), `${path} ${selector}`).toBe(true)
        // Measured from the header's top: the language suggestion's bar may stand above it.
        expect(b.y + b.height, `${path} ${selector} in the row`).toBeLessThanOrEqual(header.y + header.height)
        expect(b.x + b.width, `${path} ${selector}`).toBeLessThanOrEqual(DESKTOP.width)
      }
      await screenshot(page, `phone-header-1366${path === '/en' ? '-en' : ''}`, { fullPage: false })
    }
    // Between the two, the tablet layout keeps its links visible without a button.
    await page.setViewportSize({ width: 800, height: 900 })
    await page.goto('/blogs')
    expect(await page.locator('summary.menu-button').isVisible()).toBe(false)
    expect(await page.locator('.main-nav a').first().isVisible()).toBe(true)
    await screenshot(page, 'phone-header-800', { fullPage: false })
    expectNoErrors(page)
    await page.close()
  })
})
