/**
 * Statistik in a real browser (docs/decisions/0062-insights-dashboard.md): a visitor reads a
 * blog, searches for something the site does not have and sends the contact form; signed in,
 * an admin finds the visit under Halaman teratas, the search under Pencarian tanpa hasil and
 * the inquiry under the conversions, the chart drawn over its table. axe on the page, and
 * screenshots at 390 and 1366 px (artifacts/screenshots/insights-*).
 *
 * The server counts the pages it serves (server mode, docs/decisions/0064-count-where-served.md):
 * a page opened by a link the script swaps in is counted once, by the script's beacon; a link
 * only hovered (its page prefetched) is not counted.
 */
import path from 'node:path'
import Database from 'better-sqlite3'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectNoErrors, hydrated, launchBrowser, newPage, screenshot, signIn, startSite, type Site } from './harness'
import { expectAxeClean } from './quality-checks'

let site: Site
let browser: Browser

/** A visitor's browser as a person's: headless Chromium names itself in its user agent, and Statistik leaves bots uncounted. */
const PERSON_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const QUERY = 'kapal selam antariksa'
/** The contact form files what is sent within 3 s of the page showing as spam (no conversion). */
const FORM_MIN_MS = 3_100

async function visitorPage(): Promise<Page> {
  const context = await browser.newContext({ baseURL: site.baseUrl, locale: 'id-ID', userAgent: PERSON_AGENT, viewport: { width: 1280, height: 800 } })
  context.setDefaultTimeout(15_000)
  return context.newPage()
}

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
}, 30_000)

describe('Statistik', { timeout: 60_000 }, () => {
  it("counts a visitor's page, empty search and inquiry, and shows them to an admin", async () => {
    // The contact form first: its time starts when it shows.
    const form = await visitorPage()
    // The server counts the page it serves to a browser's navigation.
    await form.goto('/contact-us')
    const shownAt = Date.now()

    // Meanwhile, in another tab: a blog opened by a link, another only hovered, and a search that finds nothing.
    const reader = await visitorPage()
    await reader.goto('/blogs')
    const hrefs = await reader.locator('main a[href^="/blogs/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    const [hoveredPath, blogPath] = [...new Set(hrefs.filter((href) => /^\/blogs\/[a-z0-9-]+$/.test(href)))]
    const link = (href: string) => reader.locator(`main a[href="${href}"]`).first()
    // Hovering prefetches the page (the script's fetch, which the server does not count).
    await Promise.all([reader.waitForResponse((res) => new URL(res.url()).pathname === hoveredPath), link(hoveredPath!).hover()])
    // A click swaps the page in, and the script's beacon names it.
    const [beacon] = await Promise.all([
      reader.waitForRequest((req) => req.method() === 'POST' && new URL(req.url()).pathname === '/api/insights'),
      link(blogPath!).click(),
    ])
    expect(beacon.postData()).toBe(blogPath)
    await reader.waitForURL(`**${blogPath}`)
    const blogTitle = (await reader.locator('main h1').innerText()).trim()
    await reader.goto(`/search?q=${encodeURIComponent(QUERY)}`)

    // In the store after the server's next write of its sums (every 5 s): the page opened by
    // the link once, the one only hovered not at all.
    const views = () => {
      const db = new Database(path.join(site.dataDir, 'content.db'), { readonly: true, fileMustExist: true })
      try {
        const rows = db.prepare(`SELECT key, SUM(count) AS count FROM insights WHERE dimension = 'view' GROUP BY key`).all() as { key: string; count: number }[]
        return Object.fromEntries(rows.map((row) => [row.key, row.count]))
      } finally {
        db.close()
      }
    }
    await expect.poll(() => views()['/search'] ?? 0, { timeout: 15_000, interval: 500 }).toBe(1)
    expect(views()).toMatchObject({ '/contact-us': 1, '/blogs': 1, [blogPath!]: 1 })
    expect(views()[hoveredPath!]).toBeUndefined()

    const staff = await newPage(browser, { baseURL: site.baseUrl, viewport: { width: 1366, height: 900 } })
    await signIn(staff)

    const inquiry = form.locator('form[data-inquiry-form]')
    await inquiry.getByLabel('Nama', { exact: true }).fill('Rina Pengunjung')
    await inquiry.getByLabel('Email', { exact: true }).fill('rina.pengunjung@example.test')
    await inquiry.getByLabel('Telepon', { exact: true }).fill('0812 3456 7890')
    await inquiry.getByLabel('Perusahaan', { exact: true }).fill('PT Contoh Makmur')
    await inquiry.getByLabel('Pihak lain yang terlibat', { exact: true }).fill('PT Distributor Jaya')
    await inquiry.getByLabel('Bidang praktik', { exact: true }).selectOption({ index: 1 })
    await inquiry.getByLabel('Pesan', { exact: true }).fill('Kami ingin berkonsultasi tentang perjanjian kerja waktu tertentu untuk cabang baru.')
    await inquiry.getByLabel(/^Saya menyetujui/).check()
    while (Date.now() - shownAt < FORM_MIN_MS) await form.waitForTimeout(250)
    // With scripts the form is sent in place and says so.
    await form.getByRole('button', { name: 'Kirim pesan' }).click()
    await form.getByText('Pesan terkirim', { exact: true }).waitFor()

    // The counts reach the store at the server's next write of its sums (every 5 s).
    const section = (id: string) => staff.locator(`[data-list="${id}"]`)
    await expect
      .poll(
        async () => {
          await staff.goto('/dashboard/insights?period=7d')
          return (await staff.locator('main').innerText()).includes(QUERY) && (await section('conversions').innerText()).includes('Pesan (formulir kontak)')
        },
        { timeout: 15_000, interval: 1_000 },
      )
      .toBe(true)
    await hydrated(staff.locator('main h1'))
    expect(await section('pages').innerText()).toContain(blogTitle)
    expect(await section('pages').getByRole('link', { name: /^Ubah/ }).first().getAttribute('href')).toMatch(/^\/dashboard\//)
    expect(await section('searches-empty').innerText()).toContain(QUERY)
    expect(await section('conversions').innerText()).toMatch(/Pesan \(formulir kontak\)[\s\S]*dari Kontak/)
    // The chart is drawn over its table, which stays for screen readers.
    await staff.locator('.insights-plot canvas').first().waitFor()
    expect(await staff.getByRole('table', { name: /Tayangan halaman per/ }).count()).toBe(1)
    await expectAxeClean(staff, 'Statistik')
    await screenshot(staff, 'insights-1366')
    await staff.setViewportSize({ width: 390, height: 844 })
    expect(await staff.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    await screenshot(staff, 'insights-390')
    expectNoErrors(staff)
    await Promise.all([form.close(), reader.close(), staff.close()])
  })
})
