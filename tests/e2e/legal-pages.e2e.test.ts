/**
 * Blocks after a fixed page's copy and the privacy notice as a page staff edit (decision 48), in
 * a real browser (Chromium):
 *   - staff add a Tanya-jawab block to Tentang Kami with Tambah blok, in both languages, save, and
 *     it shows on /about and /en/about after the page's copy;
 *   - the privacy notice's form starts from today's notice; renaming the required heading
 *     "Hak Anda" is refused with the message naming that section, a valid edit shows on /privacy
 *     with the retention period from the settings where the text holds its placeholder.
 * Screenshots of the public About page with the block and of the privacy form (refused) at 390
 * and 1366 px go to artifacts/screenshots/legal-pages-*; none of them scrolls sideways.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LEGAL_MSG } from '../../shared/collections/legal-pages'
import { clickAndWaitForNavigation, expectNoErrors, expectToast, hydrated, launchBrowser, newPage, screenshot, signIn, startSite, type Site } from './harness'

/** Chromium logs every 4xx response (the document's included) as a console error. */
const resourceError = (...statuses: number[]) => new RegExp(`Failed to load resource: the server responded with a status of (${statuses.join('|')})`)

const QUESTION = { id: 'Apakah konsultasi pertama dipungut biaya?', en: 'Is the first consultation charged?' }
const ANSWER = { id: 'Tidak. Konsultasi pertama selama tiga puluh menit tanpa biaya.', en: 'No. The first thirty-minute consultation is free.' }
const ADDED = 'Kami juga meninjau kebijakan ini setiap tahun.'

let site: Site
let browser: Browser
let cookies: Awaited<ReturnType<BrowserContext['cookies']>> = []

const save = (page: Page) => page.getByRole('button', { name: 'Simpan', exact: true })

/** From Halaman, the form of the page named `title`, live (hydrated, its editors mounted). */
async function openForm(page: Page, title: string) {
  await page.goto('/dashboard/pages')
  await clickAndWaitForNavigation(page, page.getByRole('link', { name: `Ubah halaman ${title}`, exact: true }))
  await hydrated(save(page))
  if (await page.locator('.editor-frame').count()) await page.locator('.editor-frame[data-ready="true"]').first().waitFor()
}

/** The heading `text` inside the rich-text editor `editor`, retyped as `replacement`. */
async function retypeHeading(page: Page, editor: Locator, text: string, replacement: string) {
  await editor.getByRole('heading', { name: text, exact: true }).click({ clickCount: 3 })
  await page.keyboard.type(replacement, { delay: 0 })
  await expect.poll(async () => editor.getByRole('heading', { name: replacement, exact: true }).count()).toBe(1)
}

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
}, 30_000)

describe('Halaman: blocks on Tentang Kami, the privacy notice', { timeout: 150_000 }, () => {
  it('staff add a Tanya-jawab block to Tentang Kami and it shows on /about and /en/about', async () => {
    const page = await newPage(browser, { baseURL: site.baseUrl, viewport: { width: 1366, height: 900 } })
    await signIn(page)
    cookies = await page.context().cookies()
    await openForm(page, 'Tentang Kami')
    await hydrated(page.getByRole('button', { name: 'Tambah blok' }))
    await page.getByRole('button', { name: 'Tambah blok' }).click()
    await page.getByRole('list', { name: 'Jenis blok' }).getByRole('button', { name: 'Tanya-jawab', exact: true }).click()
    const faq = page.locator('.block-panel').last()
    await faq.getByRole('textbox', { name: 'Judul', exact: true }).fill('Pertanyaan yang sering diajukan')
    await faq.getByRole('textbox', { name: 'Judul (English)', exact: true }).fill('Frequently asked questions')
    await faq.getByRole('textbox', { name: 'Pertanyaan 1', exact: true }).fill(QUESTION.id)
    await faq.getByRole('textbox', { name: 'Pertanyaan 1 (English)', exact: true }).fill(QUESTION.en)
    await faq.getByRole('textbox', { name: 'Jawaban 1', exact: true }).fill(ANSWER.id)
    await faq.getByRole('textbox', { name: 'Jawaban 1 (English)', exact: true }).fill(ANSWER.en)
    await clickAndWaitForNavigation(page, save(page))
    await expectToast(page, 'Halaman tersimpan.')

    await page.goto('/about')
    const main = page.locator('main')
    await expect.poll(() => main.innerText()).toContain(QUESTION.id)
    // The answer is in the question's closed <details>: in the page, shown once opened.
    await main.getByText(QUESTION.id).click()
    expect(await main.innerText()).toContain(ANSWER.id)
    await page.goto('/en/about')
    expect(await main.innerText()).toContain(QUESTION.en)
    expect(await main.innerText()).not.toContain(QUESTION.id)
    expectNoErrors(page)
    await page.close()
  })

  it('the privacy notice: removing a required section is refused by name, a valid edit shows on /privacy', async () => {
    const page = await newPage(browser, { baseURL: site.baseUrl, viewport: { width: 1366, height: 900 } })
    await page.context().addCookies(cookies)
    await openForm(page, 'Kebijakan Privasi')
    const editor = page.getByRole('textbox', { name: 'Isi kebijakan privasi', exact: true })
    // Today's notice, its required sections as headings.
    expect(await editor.getByRole('heading', { name: 'Hak Anda', exact: true }).count()).toBe(1)
    expect(await editor.innerText()).toContain('{{retensi_pertanyaan}}')

    await retypeHeading(page, editor, 'Hak Anda', 'Hak-hak')
    await save(page).click()
    const message = LEGAL_MSG.missingSection('Hak Anda')
    await page.getByText(message).first().waitFor()
    expect(new URL(page.url()).pathname).toBe('/dashboard/pages/privacy')

    await retypeHeading(page, editor, 'Hak-hak', 'Hak Anda')
    await editor.getByRole('heading', { name: 'Hak Anda', exact: true }).click()
    await page.keyboard.press('End')
    await page.keyboard.press('Enter')
    await page.keyboard.type(ADDED, { delay: 0 })
    await clickAndWaitForNavigation(page, save(page))
    await expectToast(page, 'Halaman tersimpan.')

    await page.goto('/privacy')
    const main = page.locator('main')
    expect(await main.innerText()).toContain(ADDED)
    expect(await main.innerText()).toMatch(/paling lama \d+ bulan sejak diterima/)
    expect(await main.innerText()).not.toContain('{{')
    expectNoErrors(page, { allow: [resourceError(400)] })
    await page.close()
  })
})

describe('layout', { timeout: 90_000 }, () => {
  for (const width of [390, 1366]) {
    it(`the About page with its block and the refused privacy form at ${width} px: screenshots, nothing scrolls sideways`, async () => {
      const page = await newPage(browser, { baseURL: site.baseUrl, viewport: { width, height: 844 } })
      await page.context().addCookies(cookies)
      const overflow: string[] = []
      await page.goto('/about')
      await page.getByText(QUESTION.id).first().waitFor()
      if ((await sideways(page)) > 0) overflow.push('/about')
      await screenshot(page, `legal-pages-about-${width}`)
      await openForm(page, 'Kebijakan Privasi')
      const editor = page.getByRole('textbox', { name: 'Isi kebijakan privasi', exact: true })
      await retypeHeading(page, editor, 'Peringatan klien', 'Buletin')
      await save(page).click()
      const refusal = page.getByText(LEGAL_MSG.missingSection('Peringatan klien')).first()
      await refusal.waitFor()
      await refusal.scrollIntoViewIfNeeded()
      if ((await sideways(page)) > 0) overflow.push('/dashboard/pages/privacy')
      await screenshot(page, `legal-pages-privacy-form-${width}`, { fullPage: false })
      expect(overflow, 'pages that scroll sideways').toEqual([])
      expectNoErrors(page, { allow: [resourceError(400)] })
      await page.close()
    })
  }
})
