/**
 * The public lists' filters, in Chromium on the demo firm:
 *   - with JavaScript a filter applies on change (blogs, publications, attorneys): the list and
 *     the URL change without pressing Terapkan (drawn quieter then), the focus stays on the field;
 *   - the attorney directory filters by position and language and finds a person by name,
 *     with and without JavaScript, in both languages;
 *   - without JavaScript, Terapkan is there and applies the filters;
 *   - screenshots of the directory's filters at 390 and 1366 px (artifacts/screenshots/list-filters-*),
 *     every field inside the screen.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectNoErrors, launchBrowser, newPage, screenshot, startSite, type Site } from './harness'
import { expectAxeClean } from './quality-checks'

let site: Site
let browser: Browser

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
}, 30_000)

const cardNames = (page: Page) => page.locator('.attorney-card-name').allInnerTexts()
const count = (page: Page) => page.locator('.result-count').innerText()

/** Waits for the URL to carry `param=value` (the swapped page's), after an action. */
async function changesTo(page: Page, param: string, value: string, action: () => Promise<unknown>) {
  await Promise.all([page.waitForURL((url) => url.searchParams.get(param) === value), action()])
}

describe('filters with JavaScript', { timeout: 120_000 }, () => {
  it('apply on change on blogs and publications, the Terapkan button quieter, the focus kept', async () => {
    const page = await newPage(browser, { baseURL: site.baseUrl, viewport: { width: 1366, height: 900 } })
    for (const list of ['/blogs', '/publications']) {
      await page.goto(list)
      await page.waitForFunction(() => document.querySelector('form.filters')?.classList.contains('is-auto'))
      // The button stays in its place (no layout shift), drawn as a quiet outline.
      expect(await page.getByRole('button', { name: 'Terapkan' }).evaluate((b) => getComputedStyle(b).backgroundColor), list).toBe('rgba(0, 0, 0, 0)')
      const before = await count(page)
      const select = page.locator('#filter-category')
      const value = await select.locator('option').nth(1).getAttribute('value')
      await changesTo(page, 'category', value!, () => select.selectOption(value!))
      expect(new URL(page.url()).pathname).toBe(list)
      expect(await count(page), list).not.toBe(before)
      expect(await page.evaluate(() => document.activeElement?.id), `${list}: the focus stays on the field`).toBe('filter-category')
      expect(await page.locator('#filter-category').inputValue()).toBe(value)
    }
    expectNoErrors(page)
    await page.close()
  })

  it('find attorneys by position, language and name, each applied as it changes', async () => {
    const page = await newPage(browser, { baseURL: site.baseUrl, viewport: { width: 1366, height: 900 } })
    await page.goto('/attorneys')
    await page.waitForFunction(() => document.querySelector('form.filters')?.classList.contains('is-auto'))
    const all = await cardNames(page)
    expect(all.length).toBe(14)

    await changesTo(page, 'position', 'Partner', () => page.locator('#filter-position').selectOption('Partner'))
    const partners = await cardNames(page)
    expect(partners.length).toBeGreaterThan(0)
    expect(partners.length).toBeLessThan(all.length)
    for (const position of await page.locator('.attorney-card-position').allInnerTexts()) expect(position).toBe('Partner')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('filter-position')

    await changesTo(page, 'language', 'Belanda', () => page.locator('#filter-language').selectOption('Belanda'))
    const dutchPartners = await cardNames(page)
    expect(dutchPartners.length).toBeLessThanOrEqual(partners.length)

    // A name: applied on Enter.
    await page.locator('#filter-position').selectOption('')
    await page.waitForURL((url) => url.searchParams.get('position') === '')
    await page.locator('#filter-language').selectOption('')
    await page.waitForURL((url) => url.searchParams.get('language') === '')
    const someone = all[3]!
    const word = someone.split(' ')[1]!.toLowerCase()
    await page.locator('#filter-name').fill(word)
    await changesTo(page, 'q', word, () => page.locator('#filter-name').press('Enter'))
    expect(await cardNames(page)).toContain(someone)
    for (const name of await cardNames(page)) expect(name.toLowerCase()).toContain(word)
    // The new count is said to screen readers.
    await expect.poll(() => page.locator('#swap-status').textContent()).toBe(await count(page))
    // (The loading bar, a progressbar outside the landmarks while it shows, is gone first.)
    await page.waitForFunction(() => (document.querySelector('.loading-bar') as HTMLElement | null)?.hidden !== false)
    await expectAxeClean(page, 'attorney directory, filtered by name')
    expectNoErrors(page)
    await page.close()
  })

  it('do the same in English, with the English words', async () => {
    const page = await newPage(browser, { baseURL: site.baseUrl, viewport: { width: 1366, height: 900 } })
    await page.goto('/en/attorneys')
    await page.waitForFunction(() => document.querySelector('form.filters')?.classList.contains('is-auto'))
    expect(await page.locator('label[for="filter-language"]').innerText()).toBe('Language')
    const options = await page.locator('#filter-language option').allInnerTexts()
    expect(options).toContain('English')
    expect(options).not.toContain('Inggris')
    const language = options.find((o) => o !== 'All languages' && o !== 'English' && o !== 'Indonesian')!
    await changesTo(page, 'language', language, () => page.locator('#filter-language').selectOption(language))
    expect(await page.locator('html').getAttribute('lang')).toBe('en')
    expect((await cardNames(page)).length).toBeGreaterThan(0)
    expect(await count(page)).toMatch(/lawyers?$/)
    expectNoErrors(page)
    await page.close()
  })
})

describe('filters without JavaScript', { timeout: 60_000 }, () => {
  it('apply with Terapkan: position, language and name together', async () => {
    const page = await newPage(browser, { baseURL: site.baseUrl, viewport: { width: 1366, height: 900 }, javaScriptEnabled: false })
    await page.goto('/attorneys')
    const apply = page.getByRole('button', { name: 'Terapkan' })
    expect(await apply.isVisible()).toBe(true)
    await page.locator('#filter-position').selectOption('Associate')
    await page.waitForTimeout(100)
    expect(new URL(page.url()).search, 'nothing happens before Terapkan').toBe('')
    await page.locator('#filter-language').selectOption('Inggris')
    await Promise.all([page.waitForURL((url) => url.searchParams.get('position') === 'Associate'), apply.click()])
    const associates = await cardNames(page)
    expect(associates.length).toBeGreaterThan(0)
    for (const position of await page.locator('.attorney-card-position').allInnerTexts()) expect(position).toBe('Associate')
    await page.locator('#filter-name').fill('zzzz')
    await Promise.all([page.waitForURL((url) => url.searchParams.get('q') === 'zzzz'), page.getByRole('button', { name: 'Terapkan' }).click()])
    expect(await cardNames(page)).toEqual([])
    expect(await page.locator('.empty-state').innerText()).toContain('Tidak ada advokat yang cocok dengan filter ini.')
    expectNoErrors(page)
    await page.close()
  })
})

describe('layout of the directory’s filters', { timeout: 60_000 }, () => {
  for (const width of [390, 1366]) {
    it(`keeps every field inside the screen at ${width} px`, async () => {
      const page = await newPage(browser, { baseURL: site.baseUrl, viewport: { width, height: 900 } })
      await page.goto('/attorneys?position=Partner')
      await page.waitForFunction(() => document.querySelector('form.filters')?.classList.contains('is-auto'))
      for (const id of ['filter-name', 'filter-area', 'filter-position', 'filter-language']) {
        const b = (await page.locator(`#${id}`).boundingBox())!
        expect(b.x, id).toBeGreaterThanOrEqual(0)
        expect(b.x + b.width, id).toBeLessThanOrEqual(width)
        expect(b.height, `${id}: a finger-sized field`).toBeGreaterThanOrEqual(44)
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow).toBe(0)
      await screenshot(page, `list-filters-attorneys-${width}`, { fullPage: false })
      expectNoErrors(page)
      await page.close()
    })
  }
})
