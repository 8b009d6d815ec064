/**
 * Drafts in a real browser (Chromium):
 *   - a published blog returned to draft with Kembalikan ke draf leaves the site at once (its
 *     page answers 404), shows as Draf in the list, filtered by status;
 *   - Pratinjau of the form's unsaved text opens in a new tab as visitors would see it, and the
 *     form keeps what was typed (nothing saved, nothing lost);
 *   - Terbitkan publishes it again, with the title typed;
 *   - a practice area returned to draft leaves /practice-area at once;
 *   - the form's buttons and the list at 390 and 1366 px (artifacts/screenshots/drafts-*),
 *     nothing scrolling sideways, axe clean.
 * Every wait is on the page's state (a URL, a toast, a popup), never a fixed delay.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectNoErrors, expectToast, hydrated, launchBrowser, newPage, screenshot, startSite, type Site, signIn, clickAndWaitForNavigation } from './harness'
import { expectAxeClean } from './quality-checks'

const NEW_TITLE = 'Catatan draf: perubahan aturan PKWT setelah putusan MK'

let site: Site
let browser: Browser

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
}, 30_000)

describe('Draf', { timeout: 120_000 }, () => {
  it('return a published blog to draft, preview unsaved text in a new tab, publish it again', async () => {
    const page = await newPage(browser, { baseURL: site.baseUrl })
    await signIn(page)
    await page.goto('/dashboard/blogs?status=published')
    const firstRow = page.locator('tbody tr').first()
    const editHref = (await firstRow.locator('a[aria-label^="Ubah "]').getAttribute('href'))!
    const publicHref = (await firstRow.locator('a[aria-label^="Lihat di situs: "]').getAttribute('href'))!
    expect((await page.request.get(publicHref)).status()).toBe(200)

    // A published item: Simpan first (what Enter presses), Kembalikan ke draf beside it.
    await page.goto(editHref)
    await hydrated(button(page, 'Simpan'))
    expect(await page.locator('.form-actions button[type="submit"]').allInnerTexts()).toEqual(['Simpan', 'Kembalikan ke draf', 'Pratinjau'])
    await clickAndWaitForNavigation(page, button(page, 'Kembalikan ke draf'))
    await expectToast(page, 'Blog dikembalikan ke draf dan tidak tampil lagi di situs.')
    // Off the site at once.
    expect((await page.request.get(publicHref)).status()).toBe(404)

    // Listed as Draf, and found by the status filter.
    await page.goto('/dashboard/blogs')
    await page.getByLabel('Status').selectOption('draft')
    await clickAndWaitForNavigation(page, button(page, 'Terapkan'))
    expect(new URL(page.url()).searchParams.get('status')).toBe('draft')
    const draftRow = page.locator('tbody tr').filter({ has: page.locator(`a[href="${editHref}"]`) })
    expect(await draftRow.locator('.status-badge').innerText()).toBe('Draf')
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 })
      await screenshot(page, `drafts-list-${width}`)
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    }
    await page.setViewportSize({ width: 1366, height: 900 })

    // The draft's form: Simpan draf first, Terbitkan primary; a new title typed, not saved.
    await page.goto(editHref)
    await hydrated(button(page, 'Terbitkan'))
    await page.locator('.editor-frame[data-ready="true"]').first().waitFor()
    expect(await page.locator('.form-actions button[type="submit"]').allInnerTexts()).toEqual(['Simpan draf', 'Terbitkan', 'Pratinjau'])
    expect(await page.locator('.form-actions .status-badge').innerText()).toBe('Draf')
    await page.getByRole('textbox', { name: 'Judul', exact: true }).fill(NEW_TITLE)
    const [preview] = await Promise.all([page.waitForEvent('popup'), button(page, 'Pratinjau').click()])
    await preview.waitForLoadState()
    expect(new URL(preview.url()).pathname).toMatch(/^\/dashboard\/blogs\/[^/]+\/preview$/)
    expect(await preview.locator('h1').innerText()).toBe(NEW_TITLE)
    expect(await preview.locator('.preview-banner').innerText()).toContain('Belum disimpan')
    await preview.close()
    // The form was not sent: still on it, with the title typed.
    expect(new URL(page.url()).pathname).toBe(editHref)
    expect(await page.getByRole('textbox', { name: 'Judul', exact: true }).inputValue()).toBe(NEW_TITLE)
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 })
      await page.locator('.form-actions').scrollIntoViewIfNeeded()
      await screenshot(page, `drafts-form-${width}`, { fullPage: false })
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    }
    await page.setViewportSize({ width: 1366, height: 900 })
    await expectAxeClean(page, 'a draft blog form')

    // Terbitkan: public again, with the new title, at its new slug's page (the slug followed? no: kept).
    await clickAndWaitForNavigation(page, button(page, 'Terbitkan'))
    await expectToast(page, 'Blog diterbitkan dan tampil di situs.')
    const published = await page.request.get(publicHref)
    expect(published.status()).toBe(200)
    expect(await published.text()).toContain(NEW_TITLE)
    expectNoErrors(page, { allow: [/status of 404/] })
  })

  it('return a practice area to draft: it leaves the public list at once', async () => {
    const page = await newPage(browser, { baseURL: site.baseUrl })
    await signIn(page)
    await page.goto('/dashboard/practice-areas')
    const row = page.locator('tbody tr').first()
    const name = (await row.locator('.row-title').innerText()).trim()
    expect(await (await page.request.get('/practice-area')).text()).toContain(name)
    await page.goto((await row.locator('a[aria-label^="Ubah "]').getAttribute('href'))!)
    await hydrated(button(page, 'Kembalikan ke draf'))
    await clickAndWaitForNavigation(page, button(page, 'Kembalikan ke draf'))
    await expectToast(page, 'Bidang praktik dikembalikan ke draf dan tidak tampil lagi di situs.')
    expect(await (await page.request.get('/practice-area')).text()).not.toContain(`>${name}<`)
    const badge = page.locator('tbody tr').filter({ hasText: name }).locator('.status-badge')
    expect(await badge.innerText()).toBe('Draf')
  })
})
