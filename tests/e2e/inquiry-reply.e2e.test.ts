/**
 * Balas in a real browser (Chromium): staff open an inquiry, answer it with Balas (the subject
 * already "Re: …"), and see the reply in Percakapan; the outbox holds the email to the sender.
 * Screenshots of the page with its
 * thread at 390 and 1366 px go to artifacts/screenshots/inquiry-reply-*.
 */
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEmbeddedBackend } from '../../functions/src/backends/embedded'
import { exampleData } from '../../functions/src/testing/example-data'
import { expectNoErrors, launchBrowser, newPage, screenshot, signIn, startSite, type Site } from './harness'

let site: Site
let browser: Browser

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
}, 30_000)

describe('Balas', { timeout: 120_000 }, () => {
  it('answers an inquiry: the reply is in the thread and in the outbox', async () => {
    const backend = createEmbeddedBackend({ dataDir: site.dataDir })
    const inquiry = await backend.content.create('inquiries', exampleData('inquiries', { name: 'Budi Santoso', email: 'budi@example.test', emailKey: 'budi@example.test' }), { actor: 'visitor' })
    const page = await newPage(browser, { baseURL: site.baseUrl })
    await signIn(page)
    await page.goto(`/dashboard/inquiries/${inquiry.id}`)
    const form = page.locator('form[action$="/reply"]')
    expect(await form.getByLabel('Subjek').inputValue()).toMatch(/^Re: /)
    await form.getByLabel('Subjek').fill('Re: Konsultasi sengketa kontrak')
    await form.getByLabel('Isi balasan').fill('Terima kasih, Bapak Budi.\n\nKami dapat bertemu pada Senin pukul 10.00 di kantor kami.')
    await Promise.all([page.waitForURL(/notice=inquiry-replied/), form.getByRole('button', { name: 'Kirim balasan' }).click()])
    const thread = page.getByRole('region', { name: 'Percakapan' })
    await expect.poll(() => thread.textContent()).toContain('Kami dapat bertemu pada Senin pukul 10.00')
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 })
      expect(await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1), `scrolls sideways at ${width}`).toBe(false)
      await screenshot(page, `inquiry-reply-${width}`)
    }
    const outbox = path.join(site.dataDir, 'outbox')
    const file = (await readdir(outbox)).find((name) => name.startsWith(`inquiry-${inquiry.id}-reply-`))
    expect(file).toBeTruthy()
    expect(await readFile(path.join(outbox, file!), 'utf8')).toContain('Kami dapat bertemu pada Senin pukul 10.00')
    expectNoErrors(page)
  })
})
