/**
 * The dashboard's SEO, alt text and slug points in a real browser (Chromium), on the built site with the demo firm:
 *   - confirmation dialogs wrap their text at every width (a category's and a blog's);
 *   - the upload field shows the uploaded file's name and "Ganti file", never the browser's
 *     "No file chosen"; a toast never covers the last row's actions; list badges and action
 *     columns line up from row to row;
 *   - Urutan & Sorotan: "Pindahkan ke atas" on each row, and leaving with unsaved reordering asks
 *     first (saving does not);
 *   - list filters apply as soon as they change, with Terapkan kept for pages without JavaScript;
 *   - renaming a tag: its slug follows the name as it is typed, and the old filter address
 *     leads to the new one;
 *   - deleting a category in use: the dialog asks where its posts go, moves them and deletes it
 *     in one confirmed step; the old filter address leads to the target's;
 * Screenshots at 390 and 1366 px go to artifacts/screenshots/polish-*.
 */
import path from 'node:path'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeUploadFixtures, type UploadFixtures } from './fixtures/files'
import { clickAndWaitForNavigation, expectNoErrors, expectToast, hydrated, launchBrowser, leavePromptCount, newPage, screenshot, signIn, startSite, type Site } from './harness'
import { expectAxeClean } from './quality-checks'

const WIDTHS = [390, 1366] as const

let site: Site
let browser: Browser
let admin: Page
let files: UploadFixtures

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
      // Text for screen readers only (clipped to one pixel on purpose) is not shown.
      if (node.parentElement?.closest('.visually-hidden')) continue
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
  ;[site, browser, files] = await Promise.all([startSite(), launchBrowser(), makeUploadFixtures()])
  admin = await newPage(browser, { baseURL: site.baseUrl })
  await signIn(admin)
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
  files?.remove()
}, 30_000)

type Box = { left: number; top: number; right: number; bottom: number }
const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
const boxOf = (locator: Locator) => locator.evaluate((el) => {
  const r = el.getBoundingClientRect()
  return { left: r.left, top: r.top, right: r.right, bottom: r.bottom }
})

/** The left edge of each match, rounded: one value when they line up. */
async function lefts(locator: Locator): Promise<number[]> {
  return locator.evaluateAll((els) => [...new Set(els.map((el) => Math.round(el.getBoundingClientRect().left)))])
}

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

  it('shows the uploaded file by name with “Ganti file”, the browser’s own “No file chosen” hidden', async () => {
    for (const width of WIDTHS) {
      await admin.setViewportSize({ width, height: 900 })
      await admin.goto('/dashboard/blogs/create')
      const picker = admin.getByLabel('Gambar sampul', { exact: false }).and(admin.locator('input[type="file"]'))
      await hydrated(picker)
      const box = admin.locator('.upload-box', { has: picker })
      expect(await box.innerText()).toContain('Pilih file')
      await picker.setInputFiles(files.coverJpeg)
      await expect.poll(() => admin.getByRole('progressbar', { name: 'Unggahan Gambar sampul' }).getAttribute('data-state'), { timeout: 15_000 }).toBe('success')
      // The native control (whose "No file chosen" a page cannot reword) takes no visible room...
      const native = await picker.evaluate((el) => {
        const r = el.getBoundingClientRect()
        return { area: r.width * r.height, opacity: Number(getComputedStyle(el).opacity) }
      })
      expect(native.area <= 1 || native.opacity === 0, JSON.stringify(native)).toBe(true)
      // ...while the field says what it holds, and how to change it.
      expect(await box.innerText()).toContain(path.basename(files.coverJpeg))
      const change = box.locator('.upload-choose')
      expect((await change.innerText()).trim()).toBe('Ganti file')
      expect(await hiddenText(box)).toEqual([])
      // Still reached and named by the keyboard: focus lands on the picker, which shows it.
      await picker.focus()
      expect(await change.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none')
      await screenshot(admin, `polish-upload-${width}`, { fullPage: false })
      await admin.goto('/dashboard/blogs')
    }
    expectNoErrors(admin)
  })

  it('never covers a row’s actions with a notice, wherever the page is scrolled: it sits above the heading', async () => {
    for (const width of WIDTHS) {
      await admin.setViewportSize({ width, height: 700 })
      await admin.goto('/dashboard/tags?notice=tag-saved')
      const toast = admin.locator('.toast')
      await toast.waitFor()
      const rows = admin.locator('.data-table tbody tr .row-actions')
      for (const place of ['top', 'center', 'bottom'] as const) {
        if (place === 'bottom') await admin.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
        else if (place === 'center') await rows.last().evaluate((el) => el.scrollIntoView({ block: 'center' }))
        else await admin.evaluate(() => window.scrollTo(0, 0))
        const t = await boxOf(toast)
        for (const a of await Promise.all((await rows.all()).map(boxOf))) {
          expect(overlaps(t, a), `${width} px, scrolled to the ${place}: notice ${JSON.stringify(t)} over ${JSON.stringify(a)}`).toBe(false)
        }
      }
      // In the page's flow, right above the page's heading.
      expect(await admin.evaluate(() => document.querySelector('.toast-region')!.nextElementSibling?.querySelector('h1') !== null)).toBe(true)
      await admin.evaluate(() => window.scrollTo(0, 0))
      await screenshot(admin, `polish-toast-${width}`, { fullPage: false })
    }
    expectNoErrors(admin)
  })

  it('lines up list badges and action columns from row to row', async () => {
    await admin.setViewportSize({ width: 1366, height: 900 })
    await admin.goto('/dashboard/blogs')
    await hydrated(admin.getByRole('button', { name: /^Hapus / }))
    // A scheduled post (Pratinjau) beside published ones (Lihat di situs): the same columns.
    for (const selector of ['.status-badge', 'a[aria-label^="Ubah "]', 'a[aria-label^="Lihat di situs"], a[aria-label^="Pratinjau"]', 'button[aria-label^="Hapus "]', '.lang-marks']) {
      expect(await lefts(admin.locator(`.data-table tbody ${selector}`)), `blogs: ${selector}`).toHaveLength(1)
    }
    await screenshot(admin, 'polish-align-blogs-1366', { fullPage: false })
    await admin.goto('/dashboard/profiles')
    await hydrated(admin.getByRole('button', { name: /^Hapus / }))
    // Staff (no public page) beside attorneys: Hapus stays in its column.
    for (const selector of ['a[aria-label^="Ubah "]', 'button[aria-label^="Hapus "]', '.lang-marks', '.status-badge']) {
      expect(await lefts(admin.locator(`.data-table tbody ${selector}`)), `profiles: ${selector}`).toHaveLength(1)
    }
    await screenshot(admin, 'polish-align-profiles-1366')
    expectNoErrors(admin)
  })

  it('moves an attorney to the top in one click, and asks before leaving unsaved reordering', async () => {
    const page = await newPage(browser, { baseURL: site.baseUrl })
    await page.context().addCookies(await admin.context().cookies())
    await page.goto('/dashboard/profiles/order-settings')
    const list = page.getByRole('list', { name: 'Urutan advokat', exact: true })
    const rows = list.locator('.order-label')
    const names = await rows.allInnerTexts()
    const last = names.at(-1)!
    const toTop = list.getByRole('button', { name: `Pindahkan ke atas ${last}` })
    await hydrated(toTop)
    // The first row has nothing above it: its button says so instead of doing nothing silently.
    expect(await list.getByRole('button', { name: `Pindahkan ke atas ${names[0]}` }).getAttribute('aria-disabled')).toBe('true')
    await toTop.click()
    expect(await rows.allInnerTexts()).toEqual([last, ...names.slice(0, -1)])
    expect(await page.locator('#urutan-advokat .order-announcer').innerText()).toBe(`${last} dipindahkan ke posisi 1 dari ${names.length}.`)
    // Keyboard focus follows the row to the top, on the same button.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Pindahkan ke atas')
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 })
      const row = list.locator('.order-row').first()
      expect(await hiddenText(row), `first row at ${width} px`).toEqual([])
      await screenshot(page, `polish-order-${width}`, { fullPage: false })
    }
    await page.setViewportSize({ width: 1280, height: 800 })

    // Leaving now asks first, as a form with unsaved input does; staying keeps the new order.
    const before = leavePromptCount(page)
    await clickAndWaitForNavigation(page, page.getByRole('link', { name: 'Blog', exact: true }))
    expect(leavePromptCount(page)).toBe(before + 1)

    // Saved: no question on the way out.
    await page.goto('/dashboard/profiles/order-settings')
    await hydrated(toTop)
    await toTop.click()
    await clickAndWaitForNavigation(page, page.locator('#urutan-advokat').getByRole('button', { name: 'Simpan urutan' }))
    await expectToast(page, 'Urutan tersimpan.')
    expect((await list.locator('.order-label').allInnerTexts())[0]).toBe(last)
    const saved = leavePromptCount(page)
    await clickAndWaitForNavigation(page, page.getByRole('link', { name: 'Blog', exact: true }))
    expect(leavePromptCount(page)).toBe(saved)
    expectNoErrors(page)
    await page.close()
  })

  it('applies list filters as soon as they change; Terapkan stays for pages without JavaScript', async () => {
    for (const [path, label, value, param] of [
      ['/dashboard/blogs', 'Status', 'draft', 'status=draft'],
      ['/dashboard/publications', 'Kategori', null, 'category='],
      ['/dashboard/profiles', 'Jenis', 'staff', 'kind=staff'],
      ['/dashboard/inquiries', 'Ditangani oleh', null, 'assignee='],
      ['/dashboard/activity', 'Tindakan', null, 'action='],
    ] as const) {
      await admin.goto(path)
      const select = admin.getByRole('combobox', { name: label, exact: true })
      await hydrated(select)
      const option = value ?? (await select.locator('option').nth(1).getAttribute('value'))!
      await Promise.all([admin.waitForURL((url) => url.search.includes(param)), select.selectOption(option)])
      expect(new URL(admin.url()).searchParams.get(param.split('=')[0]!), path).toBe(option)
      expect(await admin.getByRole('combobox', { name: label, exact: true }).inputValue()).toBe(option)
    }
    expectNoErrors(admin)

    const plain = await newPage(browser, { baseURL: site.baseUrl, javaScriptEnabled: false })
    await plain.context().addCookies(await admin.context().cookies())
    await plain.goto('/dashboard/blogs')
    await plain.getByRole('combobox', { name: 'Status', exact: true }).selectOption('draft')
    await clickAndWaitForNavigation(plain, plain.getByRole('button', { name: 'Terapkan' }))
    expect(new URL(plain.url()).searchParams.get('status')).toBe('draft')
    await plain.close()
  })

  it('renames a tag with its slug following the name as typed; the old filter address leads to the new one', async () => {
    await admin.setViewportSize({ width: 1366, height: 900 })
    await admin.goto('/dashboard/tags')
    const edit = admin.getByRole('button', { name: 'Ubah nama Arbitrase' })
    await hydrated(edit)
    await edit.click()
    const form = admin.locator('.rename-cell form')
    const name = form.getByRole('textbox', { name: 'Nama tag', exact: true })
    const slug = form.getByRole('textbox', { name: 'Slug', exact: true })
    expect(await slug.inputValue()).toBe('arbitrase')
    await name.fill('Arbitrase & Mediasi')
    expect(await slug.inputValue()).toBe('arbitrase-dan-mediasi')
    await form.getByRole('textbox', { name: 'Nama tag (English)', exact: true }).fill('Arbitration & Mediation')
    expect(await form.getByRole('textbox', { name: 'Slug (English)', exact: true }).inputValue()).toBe('arbitration-and-mediation')
    for (const width of WIDTHS) {
      await admin.setViewportSize({ width, height: 900 })
      expect(await hiddenText(form), `rename form at ${width} px`).toEqual([])
      await screenshot(admin, `polish-rename-${width}`, { fullPage: false })
    }
    await expectAxeClean(admin, 'tag rename form')
    await clickAndWaitForNavigation(admin, form.getByRole('button', { name: 'Simpan' }))
    await expectToast(admin, 'Nama tag diubah.')
    expect(await admin.locator('tbody code').allInnerTexts()).toContain('arbitrase-dan-mediasi')

    const visitor = await newPage(browser, { baseURL: site.baseUrl })
    const response = (await visitor.goto('/blogs?tag=arbitrase'))!
    expect(response.status()).toBe(200)
    expect(new URL(visitor.url()).search).toBe('?tag=arbitrase-dan-mediasi')
    expect((await response.request().redirectedFrom()!.response())!.status()).toBe(301)
    await visitor.close()
    expectNoErrors(admin)
  })

  it('deletes a category in use by moving its posts to another, in one confirmed step', async () => {
    await admin.goto('/dashboard/categories')
    const remove = admin.getByRole('button', { name: 'Hapus Studi Kasus' })
    await hydrated(remove)
    const used = Number((await admin.locator('tr', { has: remove }).locator('td').nth(2).innerText()).split(' ')[0])
    expect(used).toBeGreaterThan(0)
    await remove.click()
    const dialog = admin.getByRole('dialog', { name: 'Hapus kategori “Studi Kasus”?' })
    await dialog.waitFor()
    expect(await dialog.innerText()).toContain(`dipakai oleh ${used} konten`)
    const target = dialog.getByRole('combobox', { name: /Pindahkan kontennya ke kategori/ })
    await target.selectOption({ label: 'Berita Firma' })
    for (const width of WIDTHS) {
      await admin.setViewportSize({ width, height: 800 })
      expect(await hiddenText(dialog), `move dialog at ${width} px`).toEqual([])
      await screenshot(admin, `polish-move-${width}`, { fullPage: false })
    }
    await expectAxeClean(admin, 'move dialog')
    await admin.setViewportSize({ width: 1366, height: 900 })
    await clickAndWaitForNavigation(admin, dialog.getByRole('button', { name: 'Pindahkan dan hapus' }))
    await expectToast(admin, 'Konten dipindahkan ke kategori yang Anda pilih, dan kategori lama dipindahkan ke Sampah.')
    expect(await admin.getByRole('button', { name: 'Hapus Studi Kasus' }).count()).toBe(0)
    const berita = Number((await admin.locator('tr', { has: admin.getByRole('button', { name: 'Hapus Berita Firma' }) }).locator('td').nth(2).innerText()).split(' ')[0])
    expect(berita).toBeGreaterThanOrEqual(used)

    const visitor = await newPage(browser, { baseURL: site.baseUrl })
    await visitor.goto('/blogs?category=studi-kasus')
    expect(new URL(visitor.url()).search).toBe('?category=berita-firma')
    await visitor.close()
    expectNoErrors(admin)
  })
})
