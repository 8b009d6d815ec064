/**
 * Peraturan in a browser (docs/decisions/0056-regulations.md): a published blog gains a sentence
 * citing "UU No. 27 Tahun 2022"; Peraturan terkait then suggests linking UU No. 27 Tahun 2022,
 * Tautkan ticks it, and once saved the post is listed on the regulation's page and found by the
 * search for `UU 27/2022`; /regulations leads from a type's newest to its own list, page by page
 * (decision 66). Everything else (the pages, the spellings, the status) is the route test's
 * (functions/src/collections/regulations/public-routes.test.ts).
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clickAndWaitForNavigation, hydrated, launchBrowser, newPage, signIn, startSite, type Site } from './harness'

const SENTENCE = 'Kewajiban ini juga diatur UU No. 27 Tahun 2022 tentang Pelindungan Data Pribadi.'
const REGULATION_PAGE = '/regulations/uu-27-2022'

let site: Site
let browser: Browser

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
}, 30_000)

describe('Peraturan terkait', { timeout: 60_000 }, () => {
  it('a post citing UU No. 27 Tahun 2022 is suggested the link, then is on the regulation’s page and found by UU 27/2022', async () => {
    const page = await newPage(browser, { baseURL: site.baseUrl })
    await signIn(page)
    // The oldest blog: published, and about something else than personal data.
    await page.goto('/dashboard/blogs?sort=oldest')
    const edit = page.locator('a[aria-label^="Ubah "]').first()
    const title = (await edit.getAttribute('aria-label'))!.replace(/^Ubah /, '')
    const regulationText = async () => (await (await page.context().request.get(REGULATION_PAGE)).text())
    expect(await regulationText()).not.toContain(title)
    await clickAndWaitForNavigation(page, edit)
    const save = page.getByRole('button', { name: 'Simpan', exact: true })
    await hydrated(save)
    await page.locator('.editor-frame[data-ready="true"]').first().waitFor()
    const link = page.getByRole('button', { name: 'Tautkan UU No. 27 Tahun 2022' })
    expect(await link.count()).toBe(0)

    const editor = page.getByRole('textbox', { name: 'Konten', exact: true })
    await editor.click()
    await page.keyboard.press('Control+End')
    await page.keyboard.press('Enter')
    await page.keyboard.type(SENTENCE, { delay: 0 })
    await link.waitFor()
    await link.click()
    const box = page.getByRole('group', { name: 'Peraturan terkait' }).getByRole('checkbox', { name: /UU No\. 27 Tahun 2022/ })
    expect(await box.isChecked()).toBe(true)
    expect(await link.count()).toBe(0)
    await clickAndWaitForNavigation(page, save)
    await page.locator('.toast > span').waitFor()

    await page.goto(REGULATION_PAGE)
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('UU No. 27 Tahun 2022')
    expect(await page.getByRole('region', { name: 'Tulisan kami tentang peraturan ini' }).getByRole('link', { name: title }).count()).toBeGreaterThan(0)
    // The search index follows the save a moment later.
    await expect
      .poll(async () => (await (await page.context().request.get(`/search?q=${encodeURIComponent('UU 27/2022')}`)).text()).includes(title), { timeout: 10_000 })
      .toBe(true)
  })
})

describe('the regulation lists', { timeout: 60_000 }, () => {
  it('lead from a type’s newest on /regulations to all of it, a page at a time', async () => {
    const page = await newPage(browser, { baseURL: site.baseUrl })
    await page.goto('/regulations')
    const section = page.getByRole('region', { name: 'Undang-Undang (UU)' })
    expect(await section.getByRole('listitem').count()).toBe(8)
    // The site's script swaps pages in place (history.pushState): the address, then the page's heading.
    await section.getByRole('link', { name: /^Semua UU \(\d+\)$/ }).click()
    await page.waitForURL('**/regulations?type=uu')
    await page.getByRole('heading', { level: 1, name: 'Undang-Undang (UU)' }).waitFor()
    const firstPage = await page.locator('.regulation-list > li').allInnerTexts()
    expect(firstPage).toHaveLength(20)
    await page.getByRole('navigation', { name: 'Halaman' }).getByRole('link', { name: 'Berikutnya →' }).click()
    await page.waitForURL('**/regulations?type=uu&page=2')
    await page.getByRole('navigation', { name: 'Halaman' }).locator('[aria-current="page"]', { hasText: '2' }).waitFor()
    const secondPage = await page.locator('.regulation-list > li').allInnerTexts()
    expect(secondPage.length).toBeGreaterThan(0)
    expect(secondPage.filter((line) => firstPage.includes(line))).toEqual([])
  })
})
