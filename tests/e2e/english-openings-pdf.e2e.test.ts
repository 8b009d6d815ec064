/**
 * English openings and publications' PDFs in a real browser (Chromium):
 *   - staff write an opening's English version in the English tab of Lowongan; the English slug
 *     follows the English title in English ("&" reads "and"), the Indonesian one in Indonesian
 *     ("dan"); the list marks it EN;
 *   - a visitor finds it on /en/career, opens its English page (JobPosting in English) and its
 *     application form names it in English; the language switch leads to the Indonesian posting;
 *   - an English publication page offers its English PDF where it has one, and otherwise the
 *     Indonesian PDF, said to be in Indonesian; the publication form has File PDF (English) in its
 *     English tab.
 * Screenshots at 390 and 1366 px (artifacts/screenshots/issue27-*), nothing scrolling sideways,
 * axe clean on the public pages.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clickAndWaitForNavigation, expectNoErrors, expectToast, hydrated, launchBrowser, newPage, screenshot, signIn, startSite, type Site } from './harness'
import { expectAxeClean, validateHtml } from './quality-checks'

let site: Site
let browser: Browser

const TITLE = 'Associate Maritim & Pelayaran'
const TITLE_EN = 'Maritime & Shipping Associate'
const DESCRIPTION = 'Mendampingi pemilik kapal, penyewa, dan perusahaan asuransi dalam sengketa muatan, tubrukan, dan penahanan kapal di pelabuhan Indonesia.'
const DESCRIPTION_EN = 'Acting for shipowners, charterers and insurers in cargo claims, collisions and ship arrests in Indonesian ports, before the courts and in arbitration.'

/** Jakarta's calendar date `days` from now (UTC+7), as the closing-date field takes it. */
const jakartaDay = (days: number) => new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10)

/** Each width's screenshot, nothing scrolling sideways. */
async function atBothWidths(page: Page, name: string) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1), `${name} at ${width} px scrolls sideways`).toBe(true)
    await screenshot(page, `issue27-${name}-${width}`)
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

describe('openings in English', { timeout: 180_000 }, () => {
  it('are written in the English tab, the slugs following each title in its own language', async () => {
    const page = await newPage(browser, { baseURL: site.baseUrl })
    await signIn(page)
    await page.goto('/dashboard/openings/create')
    await hydrated(page.getByRole('tab', { name: /^English/ }))
    await page.locator('.editor-frame[data-ready="true"]').first().waitFor({ timeout: 15_000 })
    await page.getByRole('textbox', { name: 'Judul', exact: true }).fill(TITLE)
    expect(await page.getByRole('textbox', { name: 'Slug', exact: true }).inputValue()).toBe('associate-maritim-dan-pelayaran')
    await page.getByRole('textbox', { name: 'Lokasi', exact: true }).fill('Jakarta Selatan')
    await page.getByLabel('Jenis pekerjaan').selectOption('full-time')
    await page.getByRole('textbox', { name: 'Deskripsi', exact: true }).click()
    await page.keyboard.type(DESCRIPTION, { delay: 0 })
    await page.getByRole('textbox', { name: 'Batas lamaran', exact: true }).fill(jakartaDay(30))

    await page.getByRole('tab', { name: /^English/ }).click()
    await page.getByRole('textbox', { name: 'Judul (English)' }).fill(TITLE_EN)
    expect(await page.getByRole('textbox', { name: 'Slug (English)' }).inputValue(), 'an English slug reads "&" as "and"').toBe('maritime-and-shipping-associate')
    const english = page.getByRole('textbox', { name: 'Deskripsi (English)' })
    await english.click()
    await page.keyboard.type(DESCRIPTION_EN, { delay: 0 })
    await expect.poll(async () => (await english.innerText()).trim()).toBe(DESCRIPTION_EN)
    await atBothWidths(page, 'opening-form-english')
    await clickAndWaitForNavigation(page, page.getByRole('button', { name: 'Simpan', exact: true }))
    await expectToast(page, 'Lowongan berhasil dibuat.')
    const row = page.locator('tbody tr').filter({ hasText: TITLE })
    expect(await row.locator('.lang-mark [aria-hidden="true"]').allInnerTexts()).toEqual(['ID', 'EN'])
    await atBothWidths(page, 'opening-list')
    expectNoErrors(page)
    await page.close()
  })

  it('are listed on /en/career, each English page in English with its form naming it in English', async () => {
    const page = await newPage(browser, { baseURL: site.baseUrl })
    await page.goto('/en/career')
    const link = page.locator('.opening-list a', { hasText: TITLE_EN })
    expect(await link.getAttribute('href')).toBe('/en/career/maritime-and-shipping-associate')
    // The demo's openings are advertised in English too.
    expect(await page.locator('.opening-list a').count()).toBeGreaterThanOrEqual(3)
    await expectAxeClean(page, '/en/career')
    await atBothWidths(page, 'en-career')
    await page.goto('/en/career/maritime-and-shipping-associate')
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(TITLE_EN)
    expect(await page.locator('.prose').first().innerText()).toContain('Acting for shipowners')
    expect(await page.getByRole('heading', { name: `Apply for ${TITLE_EN}` }).count()).toBe(1)
    const postings = await page.locator('script[type="application/ld+json"]').allTextContents()
    const posting = postings.flatMap((text) => [JSON.parse(text)].flat()).find((node: { '@type'?: string }) => node['@type'] === 'JobPosting')
    expect(posting?.title).toBe(TITLE_EN)
    expect(new URL(posting?.url).pathname).toBe('/en/career/maritime-and-shipping-associate')
    await expectAxeClean(page, '/en/career/{slugEn}')
    expect(await validateHtml(await (await fetch(`${site.baseUrl}/en/career/maritime-and-shipping-associate`)).text())).toEqual([])
    await atBothWidths(page, 'en-opening')
    expect(await page.locator('a.lang-switch').getAttribute('href')).toBe('/career/associate-maritim-dan-pelayaran')
    expectNoErrors(page)
    await page.close()
  })
})

describe('an English publication’s PDF', { timeout: 120_000 }, () => {
  it('is the English one where there is one, else the Indonesian one, said so', async () => {
    const page = await newPage(browser, { baseURL: site.baseUrl })
    const boxes: Record<string, { lang: string | null; hreflang: string | null; meta: string }> = {}
    await page.goto('/en/publications')
    const links = await page.locator('main a[href^="/en/publications/"]').evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href')!).filter((href) => /^\/en\/publications\/[a-z0-9-]+$/.test(href)))])
    for (const href of links) {
      await page.goto(href)
      const box = page.locator('.download-box')
      const link = box.getByRole('link')
      boxes[href] = { lang: await link.getAttribute('lang'), hreflang: await link.getAttribute('hreflang'), meta: await box.locator('.download-meta').innerText() }
    }
    const indonesian = Object.entries(boxes).filter(([, box]) => box.hreflang === 'id')
    const english = Object.entries(boxes).filter(([, box]) => box.hreflang === 'en')
    expect(indonesian.length, 'the demo has English publications without an English PDF').toBeGreaterThan(0)
    expect(english.length, 'and some with one').toBeGreaterThan(0)
    for (const [, box] of indonesian) {
      expect(box.lang).toBe('id')
      expect(box.meta).toMatch(/^PDF in Indonesian · /)
    }
    for (const [, box] of english) {
      expect(box.lang).toBeNull()
      expect(box.meta).toMatch(/^PDF · /)
    }
    for (const [name, href] of [
      ['en-publication-pdf-in-indonesian', indonesian[0]![0]],
      ['en-publication-pdf-in-english', english[0]![0]],
    ] as const) {
      await page.goto(href)
      await expectAxeClean(page, name)
      expect(await validateHtml(await (await fetch(`${site.baseUrl}${href}`)).text()), name).toEqual([])
      await page.locator('.download-box').scrollIntoViewIfNeeded()
      await atBothWidths(page, name)
    }
    expectNoErrors(page)
    await page.close()
  })

  it('is uploaded in the English tab of the publication form, as File PDF (English)', async () => {
    const page = await newPage(browser, { baseURL: site.baseUrl })
    await signIn(page)
    await page.goto('/dashboard/publications')
    await clickAndWaitForNavigation(page, page.locator('tbody tr a[aria-label^="Ubah "]').first())
    await hydrated(page.getByRole('tab', { name: /^English/ }))
    await page.getByRole('tab', { name: /^English/ }).click()
    const panel = page.getByRole('tabpanel', { name: /^English/ })
    expect(await panel.getByText('File PDF (English)', { exact: true }).count()).toBeGreaterThan(0)
    await atBothWidths(page, 'publication-form-english')
    expectNoErrors(page)
    await page.close()
  })
})
