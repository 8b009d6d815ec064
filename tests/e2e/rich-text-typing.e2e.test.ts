/**
 * Fast typing into the rich-text editor on a slow machine: the keystrokes queue up faster than
 * the page handles them (sent as a burst through the DevTools protocol, the CPU slowed down),
 * so each one is handled before React gets to the renders the one before scheduled. Every
 * keystroke must reach the editor and the field's hidden input, with no error on the page.
 *
 * It guards against React's "Maximum update depth exceeded" (error #185) thrown in the editor's
 * onChange: when the field's input events were dispatched from an effect after each keystroke's
 * render, a form listener's update (the SEO preview's) was left pending after every commit, and
 * more than 50 keystrokes in a row tripped React's limit (components/rich-text-editor.tsx).
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectNoErrors, hydrated, launchBrowser, newPage, signIn, startSite, type Site } from './harness'

let site: Site
let browser: Browser

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
}, 30_000)

/** Well over React's 50 nested commits, one keystroke each. */
const TEXT = 'Sengketa muatan, tubrukan kapal, sewa kapal, dan perizinan angkutan laut di perairan Indonesia.'

describe('typing fast into the rich-text editor on a slow machine', { timeout: 60_000 }, () => {
  it('keeps every keystroke, in the editor and in the form, without an error', async () => {
    const page = await newPage(browser, { baseURL: site.baseUrl })
    await signIn(page)
    await page.goto('/dashboard/practice-areas/create')
    await page.locator('.editor-frame[data-ready="true"]').first().waitFor()
    await hydrated(page.locator('.form-actions button[name="intent"]'))
    // The practice-area form has an SEO preview, which reads the form at each input event.
    await page.locator('.seo-preview').first().waitFor({ state: 'attached' })
    const area = page.getByRole('textbox', { name: 'Deskripsi', exact: true })
    await area.click()
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    try {
      // Every key sent without waiting for the page to handle the one before.
      await Promise.all(
        [...TEXT].map(async (key) => {
          await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', key, text: key, unmodifiedText: key })
          await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key })
        }),
      )
      await expect.poll(async () => (await area.innerText()).trim(), { timeout: 15_000 }).toBe(TEXT)
      await expect.poll(() => page.locator('input[type="hidden"][name="description"]').inputValue()).toBe(`<p>${TEXT}</p>`)
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
      await cdp.detach()
    }
    expectNoErrors(page)
    await page.close()
  })
})
