/**
 * Ringkasan in a real browser (docs/decisions/0050-staff-overview.md): signing in lands on it, a
 * card's link opens its list filtered to what the card counted, the menu is grouped under its
 * headings, and on a phone (390 px) the menu folds behind one button, with or without
 * JavaScript, so the first screen shows Ringkasan's cards.
 * Screenshots at 390 and 1366 px go to artifacts/screenshots/overview-*.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectNoErrors, hydrated, launchBrowser, newPage, screenshot, signIn, startSite, type Site } from './harness'

let site: Site
let browser: Browser

const pathOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search
const PHONE = { width: 390, height: 844 }

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
}, 30_000)

describe('Ringkasan', { timeout: 60_000 }, () => {
  it('is where signing in lands; a card opens its list filtered to what it counted', async () => {
    const page = await newPage(browser, { baseURL: site.baseUrl, viewport: { width: 1366, height: 900 } })
    await signIn(page)
    expect(pathOf(page)).toBe('/dashboard')
    expect((await page.locator('main h1').innerText()).trim()).toBe('Ringkasan')

    // The menu: Ringkasan current, above the four groups named by their headings.
    const nav = page.getByRole('navigation', { name: 'Menu dasbor' })
    expect(await nav.getByRole('link', { name: 'Ringkasan' }).getAttribute('aria-current')).toBe('page')
    expect((await nav.getByRole('heading').allInnerTexts()).map((text) => text.trim().toLowerCase())).toEqual(['konten', 'kotak masuk', 'situs', 'akun'])
    expect(await nav.getByRole('list', { name: 'Kotak Masuk' }).getByRole('link', { name: /Pesan Masuk/ }).count()).toBe(1)
    // Wide, the menu is the sidebar: no Menu button.
    expect(await page.locator('.dash-menu-button').isVisible()).toBe(false)
    await screenshot(page, 'overview-1366')

    // Terjadwal's list link: the blog list with its status filter set, every row scheduled.
    const scheduled = page.locator('[data-card="scheduled"]')
    const counted = Number.parseInt(await scheduled.locator('.overview-count strong').innerText(), 10)
    await hydrated(page.locator('main h1'))
    await Promise.all([page.waitForURL((url) => url.pathname === '/dashboard/blogs'), scheduled.getByRole('link', { name: 'Blog terjadwal' }).click()])
    expect(pathOf(page)).toBe('/dashboard/blogs?status=scheduled')
    expect(await page.getByLabel('Status', { exact: true }).inputValue()).toBe('scheduled')
    const rows = await page.locator('main tbody tr').allInnerTexts()
    expect(rows.every((text) => text.includes('Terjadwal')), rows.join(' | ')).toBe(true)
    expect(rows.length).toBeLessThanOrEqual(counted)
    expect(await nav.getByRole('link', { name: 'Blog', exact: true }).getAttribute('aria-current')).toBe('page')

    // Pesan Masuk's card: the inbox filtered to what is unread.
    await page.goto('/dashboard')
    const unread = page.locator('[data-card="inquiries"]')
    const unreadCount = Number.parseInt(await unread.locator('.overview-count strong').innerText(), 10)
    await Promise.all([page.waitForURL((url) => url.pathname === '/dashboard/inquiries'), unread.getByRole('link', { name: 'Buka Pesan Masuk' }).click()])
    expect(pathOf(page)).toBe('/dashboard/inquiries?unread=true')
    expect(await page.getByLabel('Dibaca', { exact: true }).inputValue()).toBe('true')
    expect(await page.locator('main tbody tr').count()).toBe(Math.min(unreadCount, 20))
    expectNoErrors(page)
    await page.close()
  })

  for (const javaScriptEnabled of [true, false]) {
    it(`on a phone, folds the menu behind one button${javaScriptEnabled ? '' : ', without JavaScript too'}, the cards on the first screen`, async () => {
      const page = await newPage(browser, { baseURL: site.baseUrl, viewport: PHONE, javaScriptEnabled })
      await signIn(page)
      expect(pathOf(page)).toBe('/dashboard')
      const button = page.locator('summary.dash-menu-button')
      const blogLink = page.getByRole('navigation', { name: 'Menu dasbor' }).getByRole('link', { name: 'Blog', exact: true })
      expect(await button.isVisible()).toBe(true)
      expect(await blogLink.isVisible()).toBe(false)
      // The heading and the first card are on the first screen (without JavaScript, under the
      // dashboard's banner saying what works without it).
      const heading = (await page.locator('main h1').boundingBox())!
      const firstCard = (await page.locator('.overview-card').first().boundingBox())!
      expect(heading.y + heading.height).toBeLessThan(PHONE.height / 2)
      expect(firstCard.y + 120).toBeLessThan(PHONE.height * 0.75)
      await screenshot(page, javaScriptEnabled ? 'overview-390' : 'overview-390-no-js', { fullPage: false })

      await button.click()
      expect(await blogLink.isVisible()).toBe(true)
      expect(await page.locator('details.dash-menu').getAttribute('open')).not.toBeNull()
      if (javaScriptEnabled) await screenshot(page, 'overview-390-menu-open', { fullPage: false })
      await Promise.all([page.waitForURL((url) => url.pathname === '/dashboard/blogs'), blogLink.click()])
      // Folded again on the next page, its entry marked.
      expect(await page.getByRole('navigation', { name: 'Menu dasbor' }).getByRole('link', { name: 'Blog', exact: true }).isVisible()).toBe(false)
      expectNoErrors(page)
      await page.close()
    })
  }
})
