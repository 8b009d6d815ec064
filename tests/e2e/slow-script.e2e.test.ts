/**
 * A staff member on a slow connection types before the dashboard's script has run: what they
 * typed is kept and followed. The script is held back until the title is typed (a gate, not a
 * delay), as a slow network would hold it.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hydrated, launchBrowser, newPage, signIn, startSite, type Site } from './harness'

let site: Site
let browser: Browser

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
}, 30_000)

describe('typing before the script runs', { timeout: 60_000 }, () => {
  it('a title typed before hydration becomes the new item’s slug once the script runs', async () => {
    const page = await newPage(browser, { baseURL: site.baseUrl })
    await signIn(page)

    let release = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await gate
      await route.continue()
    })
    // Module scripts hold DOMContentLoaded back: the page is used as soon as its HTML is there.
    await page.goto('/dashboard/blogs/create', { waitUntil: 'commit' })
    await page.getByRole('textbox', { name: 'Judul', exact: true }).fill('Catatan atas PP Nomor 35 Tahun 2021')
    release()
    await hydrated(page.getByRole('button', { name: 'Terbitkan', exact: true }))
    await expect.poll(() => page.getByRole('textbox', { name: 'Slug', exact: true }).inputValue()).toBe('catatan-atas-pp-nomor-35-tahun-2021')
    expect(await page.getByRole('textbox', { name: 'Judul', exact: true }).inputValue()).toBe('Catatan atas PP Nomor 35 Tahun 2021')
  })
})
