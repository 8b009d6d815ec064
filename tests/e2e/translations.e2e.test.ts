/**
 * The English version of a blog in a real browser (Chromium), staff side:
 *   - the list's language filter finds a blog without English; in its form's English tab a
 *     staff member writes the English title and content and saves: the list marks it EN;
 *   - the Indonesian title changed and saved: the list and the English tab say Perlu
 *     diperbarui, the tab's panel shows the words that changed;
 *   - Tandai sudah diperbarui takes the flag away;
 *   - the list and the flagged form at 390 and 1366 px (artifacts/screenshots/translations-*),
 *     nothing scrolling sideways, axe clean.
 * Every wait is on the page's state (a URL, a toast, a hydrated control), never a fixed delay.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectNoErrors, expectToast, hydrated, launchBrowser, newPage, screenshot, startSite, type Site, signIn, clickAndWaitForNavigation } from './harness'
import { expectAxeClean } from './quality-checks'

const ENGLISH_TITLE = 'Employment contracts after the Constitutional Court ruling'
const ENGLISH_CONTENT =
  'The Constitutional Court ordered lawmakers to write new employment rules. Fixed-term contracts now need a written reason, ' +
  'and employers should review the contracts they hold before the new rules take effect.'

let site: Site
let browser: Browser

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })

/** Opens a post form and waits until it is live: hydrated, and its editors mounted. */
async function openPostForm(page: Page, url: string) {
  expect((await page.goto(url))?.status(), url).toBe(200)
  await page.locator('.editor-frame[data-ready="true"]').first().waitFor({ timeout: 15_000 })
  await hydrated(page.getByRole('tab', { name: /^English/ }))
}

/** The list row of the blog edited through `editHref`. */
const rowOf = (page: Page, editHref: string) => page.locator('tbody tr').filter({ has: page.locator(`a[href="${editHref}"]`) })

/** Each width's screenshot, nothing scrolling sideways. */
async function atBothWidths(page: Page, name: string) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await screenshot(page, `translations-${name}-${width}`)
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${name} at ${width}px`).toBe(true)
  }
  await page.setViewportSize({ width: 1366, height: 900 })
}

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
}, 30_000)

describe('English version of a blog', { timeout: 150_000 }, () => {
  it('is written in the English tab, marked in the list, flagged when the Indonesian changes, and dismissed', async () => {
    const page = await newPage(browser, { baseURL: site.baseUrl })
    await signIn(page)

    // A blog without English, found by the list's filter.
    await page.goto('/dashboard/blogs')
    await page.getByLabel('Bahasa').selectOption('missing-en')
    await clickAndWaitForNavigation(page, button(page, 'Terapkan'))
    expect(new URL(page.url()).searchParams.get('lang')).toBe('missing-en')
    const editHref = (await page.locator('tbody tr a[aria-label^="Ubah "]').first().getAttribute('href'))!
    expect(await rowOf(page, editHref).locator('.lang-mark [aria-hidden="true"]').allInnerTexts()).toEqual(['ID'])

    // The English tab: its fields, written and saved with the Indonesian in one form.
    await openPostForm(page, editHref)
    const englishTab = page.getByRole('tab', { name: /^English/ })
    expect(await englishTab.innerText()).toContain('belum ada')
    await englishTab.click()
    expect(await englishTab.getAttribute('aria-selected')).toBe('true')
    await page.getByRole('textbox', { name: 'Judul (English)' }).fill(ENGLISH_TITLE)
    const englishEditor = page.getByRole('textbox', { name: 'Konten (English)' })
    await englishEditor.click()
    await page.keyboard.type(ENGLISH_CONTENT, { delay: 0 })
    await expect.poll(async () => (await englishEditor.innerText()).trim()).toBe(ENGLISH_CONTENT)
    expect(await page.getByRole('textbox', { name: 'Slug (English)' }).inputValue(), 'the English slug follows the English title').toBe('employment-contracts-after-the-constitutional-court-ruling')
    // The cover is described in English too.
    await page.getByRole('textbox', { name: 'Teks alternatif (English)' }).fill('Abstract image of layered waves.')
    await clickAndWaitForNavigation(page, button(page, 'Simpan'))
    await expectToast(page, 'Blog tersimpan.')
    expect(await rowOf(page, editHref).locator('.lang-mark [aria-hidden="true"]').allInnerTexts()).toEqual(['ID', 'EN'])
    expect(await rowOf(page, editHref).innerText()).not.toContain('Perlu diperbarui')

    // The Indonesian title alone changes: the English version needs updating.
    await openPostForm(page, editHref)
    const title = page.getByRole('textbox', { name: 'Judul', exact: true })
    const oldTitle = await title.inputValue()
    await title.fill(`${oldTitle} (diperbarui)`)
    await clickAndWaitForNavigation(page, button(page, 'Simpan'))
    await expectToast(page, 'Blog tersimpan.')
    const row = rowOf(page, editHref)
    expect(await row.locator('.lang-stale').innerText()).toBe('Perlu diperbarui')
    await atBothWidths(page, 'list')

    await openPostForm(page, editHref)
    expect(await englishTab.innerText()).toContain('Perlu diperbarui')
    await englishTab.click()
    const panel = page.locator('.translation-panel')
    await panel.waitFor()
    // The words added to the Indonesian title since the English version was written.
    expect(await panel.locator('dt').allInnerTexts()).toEqual(['Judul'])
    expect((await panel.locator('ins').textContent())?.replace(/\[ditambahkan:|\]/g, '').replace(/\s+/g, ' ').trim()).toBe('(diperbarui)')
    await expectAxeClean(page, 'translations-form')
    await atBothWidths(page, 'form')

    // Checked and still right: the flag goes.
    await clickAndWaitForNavigation(page, button(page, 'Tandai sudah diperbarui'))
    expect(new URL(page.url()).pathname).toBe(editHref)
    await hydrated(page.getByRole('tab', { name: /^English/ }))
    expect(await page.getByRole('tab', { name: /^English/ }).innerText()).not.toContain('Perlu diperbarui')
    expect(await page.locator('.translation-panel').count()).toBe(0)
    await page.goto('/dashboard/blogs?lang=stale-en')
    expect(await rowOf(page, editHref).count()).toBe(0)
    expectNoErrors(page)
    await page.close()
  })
})
