/**
 * Issue 17's dashboard points in a real browser (Chromium), on the built site with the demo firm:
 *   - confirmation dialogs wrap their text at every width (a category's and a blog's);
 * Screenshots at 390 and 1366 px go to artifacts/screenshots/polish-*.
 */
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectNoErrors, hydrated, launchBrowser, newPage, screenshot, signIn, startSite, type Site } from './harness'
import { expectAxeClean } from './quality-checks'

const WIDTHS = [390, 1366] as const

let site: Site
let browser: Browser
let admin: Page

/**
 * Every line of text inside the element, measured with Range rects: each lies inside the
 * element's box and inside the viewport, and nothing scrolls sideways. Returns the lines that
 * do not, as "text (reason)".
 */
async function hiddenText(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const box = root.getBoundingClientRect()
    const problems: string[] = []
    if (root.scrollWidth > root.clientWidth + 1) problems.push(`the element scrolls sideways (${root.scrollWidth} > ${root.clientWidth})`)
    if (box.left < 0 || box.right > window.innerWidth + 0.5) problems.push(`the element leaves the viewport (${box.left}–${box.right} of ${window.innerWidth})`)
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      for (const rect of range.getClientRects()) {
        if (rect.width === 0) continue
        if (rect.left < box.left - 0.5 || rect.right > box.right + 0.5) problems.push(`${node.textContent.trim().slice(0, 60)} (${Math.round(rect.left)}–${Math.round(rect.right)} outside ${Math.round(box.left)}–${Math.round(box.right)})`)
        else if (rect.right > window.innerWidth + 0.5) problems.push(`${node.textContent.trim().slice(0, 60)} (beyond the viewport)`)
      }
    }
    return problems
  })
}

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
  admin = await newPage(browser, { baseURL: site.baseUrl })
  await signIn(admin)
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
}, 30_000)

describe('dashboard polish', { timeout: 90_000 }, () => {
  it('wraps a confirmation dialog’s text at 390 and 1366 px: all of it is readable', async () => {
    for (const width of WIDTHS) {
      await admin.setViewportSize({ width, height: 800 })
      for (const [path, trigger] of [
        ['/dashboard/categories', /^Hapus Analisis Hukum$/],
        ['/dashboard/blogs', /^Hapus Undangan Webinar/],
      ] as const) {
        await admin.goto(path)
        const button = admin.getByRole('button', { name: trigger })
        await hydrated(button)
        await button.click()
        const dialog = admin.getByRole('dialog')
        await dialog.waitFor()
        expect(await hiddenText(dialog), `${path} at ${width} px`).toEqual([])
        await screenshot(admin, `polish-dialog-${path.split('/').pop()}-${width}`, { fullPage: false })
        await expectAxeClean(admin, `dialog ${path} ${width}`)
        await admin.keyboard.press('Escape')
      }
    }
    expectNoErrors(admin)
  })
})
