/**
 * Halaman (the fixed pages' copy) in a real browser (Chromium):
 *   - signed in, "Halaman" in the dashboard's navigation lists Beranda, Tentang Kami, Karier and
 *     Kontak; Beranda's Judul utama, its first button (text and target) and its first figure;
 *     the demo's third figure counts the practice areas the home page lists
 *     (value and label), edited through the form, show on / as soon as the notice does;
 *   - a figure half filled is refused, in the browser before any request and by the server,
 *     with the message next to the empty field and every typed value kept;
 *   - Tentang Kami's Isi, typed in the Tiptap editor, shows on /about.
 * Fields are found by their labels (the module's), every wait is on the page's state (a URL, a
 * toast, a polled value), never a fixed delay. Screenshots of the list, of Beranda's form (its
 * buttons and figures in named groups, each pair side by side on a wide screen), the same with
 * a refused figure, and of Tentang Kami's form, at 390 and 1366 px, go to
 * artifacts/screenshots/pages-*; none of them scrolls sideways.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PAGE_MSG } from '../../shared/collections/pages'
import { expectNoErrors, expectToast, hydrated, launchBrowser, newPage, screenshot, startSite, type Site, signIn, clickAndWaitForNavigation } from './harness'

/** Chromium logs every 4xx response (the document's included) as a console error. */
const resourceError = (...statuses: number[]) => new RegExp(`Failed to load resource: the server responded with a status of (${statuses.join('|')})`)

const HEADING = 'Pendamping hukum bagi usaha keluarga dan perusahaan rintisan'
const BUTTON = { label: 'Kenali advokat kami', path: '/attorneys' }
const FIGURE = { value: '1.200+', label: 'klien yang kami dampingi' }
const ABOUT_BODY =
  'Kami percaya nasihat hukum harus bisa langsung dipakai. Karena itu setiap perkara dipimpin partner, ' +
  'setiap pendapat ditulis dalam bahasa yang jelas, dan setiap tenggat dijaga bersama klien.'

let site: Site
let browser: Browser
/** The signed-in session, for the screenshots. */
let cookies: Awaited<ReturnType<BrowserContext['cookies']>> = []

const pathOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search

/** A field by its label, as a screen reader names it (the required mark " *" is hidden from it). */
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true })
const save = (page: Page) => page.getByRole('button', { name: 'Simpan', exact: true })

/** The error text shown right below a field (its .form-field's .field-error). */
function fieldError(input: Locator): Locator {
  return input.locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " form-field ")][1]').locator('.field-error').first()
}

/** Waits until a page form is live: hydrated, and its Tiptap editor (when it has one) mounted. */
async function formReady(page: Page) {
  await hydrated(save(page))
  if (await page.locator('.editor-frame').count()) await page.locator('.editor-frame[data-ready="true"]').first().waitFor()
}

/** From the list, the form of the page named `title`. */
async function openForm(page: Page, title: string) {
  await page.goto('/dashboard/pages')
  await clickAndWaitForNavigation(page, page.getByRole('link', { name: `Ubah halaman ${title}`, exact: true }))
  await formReady(page)
}

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
}, 30_000)

describe('Halaman', { timeout: 90_000 }, () => {
  it("Beranda's heading, first button and first figure, saved in the dashboard, show on / at once", async () => {
    const page = await newPage(browser, { baseURL: site.baseUrl })
    await signIn(page)
    cookies = await page.context().cookies()
    await page.goto('/')
    expect((await page.locator('#hero-title').innerText()).trim(), 'the seeded heading differs').not.toBe(HEADING)

    // "Halaman" in the navigation: the six fixed pages first, then the pages built from blocks.
    await page.goto('/dashboard/blogs')
    const nav = page.getByRole('navigation', { name: 'Menu dasbor' })
    await clickAndWaitForNavigation(page, nav.getByRole('link', { name: 'Halaman', exact: true }))
    expect(pathOf(page)).toBe('/dashboard/pages')
    expect((await page.locator('main h1').innerText()).trim()).toBe('Halaman')
    expect(await nav.getByRole('link', { name: 'Halaman', exact: true }).getAttribute('aria-current')).toBe('page')
    expect((await page.locator('main tbody .row-title').allInnerTexts()).map((name) => name.trim()).slice(0, 6)).toEqual(['Beranda', 'Tentang Kami', 'Karier', 'Kontak', 'Kebijakan Privasi', 'Penafian'])

    // Beranda's form, by the labels its module gives.
    await clickAndWaitForNavigation(page, page.getByRole('link', { name: 'Ubah halaman Beranda', exact: true }))
    expect(pathOf(page)).toBe('/dashboard/pages/home')
    await formReady(page)
    await field(page, 'Judul utama').fill(HEADING)
    await field(page, 'Tombol utama: teks').fill(BUTTON.label)
    await field(page, 'Tombol utama: tujuan').fill(BUTTON.path)
    await field(page, 'Angka 1').fill(FIGURE.value)
    await field(page, 'Keterangan angka 1').fill(FIGURE.label)
    // The demo's third figure counts the practice areas: chosen in the form, not typed.
    expect(await page.getByRole('combobox', { name: 'Angka 3 dihitung otomatis', exact: true }).inputValue()).toBe('practiceAreas')
    const saved = await clickAndWaitForNavigation(page, save(page))
    expect(saved?.status()).toBe(200)
    await expectToast(page, 'Halaman tersimpan.')
    await expect.poll(() => pathOf(page), { message: 'the notice key is removed from the address' }).toBe('/dashboard/pages')

    // The home page, right away.
    await page.goto('/')
    expect((await page.locator('#hero-title').innerText()).trim()).toBe(HEADING)
    const button = page.locator('.hero-actions a').first()
    expect((await button.innerText()).trim()).toBe(BUTTON.label)
    expect(await button.getAttribute('href')).toBe(BUTTON.path)
    const figure = page.getByRole('list', { name: 'Sekilas tentang kami' }).getByRole('listitem').first()
    expect((await figure.locator('strong').innerText()).trim()).toBe(FIGURE.value)
    expect((await figure.innerText()).replace(/\s+/g, ' ').trim()).toBe(`${FIGURE.value} ${FIGURE.label}`)
    const areas = await page.locator('.area-list > li').count()
    expect(areas).toBeGreaterThan(0)
    const counted = page.getByRole('list', { name: 'Sekilas tentang kami' }).getByRole('listitem').nth(2)
    expect((await counted.innerText()).replace(/\s+/g, ' ').trim(), 'the figure counts the areas the page lists').toBe(`${areas} bidang praktik`)
    // The button leads where it says.
    await Promise.all([page.waitForURL((url) => url.pathname === BUTTON.path), button.click()])
    expectNoErrors(page)
    await page.close()
  })

  it('refuses a half-filled figure, in the browser and from the server, with the message next to the empty field and the input kept', async () => {
    const page = await newPage(browser, { baseURL: site.baseUrl })
    await page.context().addCookies(cookies)
    await page.goto('/')
    const headingBefore = (await page.locator('#hero-title').innerText()).trim()
    await openForm(page, 'Beranda')
    const posts: string[] = []
    page.on('request', (request) => request.method() === 'POST' && posts.push(request.url()))

    const heading = 'Judul yang belum boleh tersimpan'
    await field(page, 'Judul utama').fill(heading)
    await field(page, 'Angka 4').fill('75')
    await field(page, 'Keterangan angka 4').fill('')

    // In the browser: nothing is sent, the message sits below the empty label.
    await save(page).click()
    const empty = field(page, 'Keterangan angka 4')
    await expect.poll(() => fieldError(empty).innerText()).toBe(PAGE_MSG.figurePair)
    expect(await empty.getAttribute('aria-invalid')).toBe('true')
    expect(await empty.getAttribute('aria-describedby')).toContain(await fieldError(empty).getAttribute('id'))
    expect(await fieldError(field(page, 'Angka 4')).innerText(), 'nothing is said below the filled half').toBe('')
    expect(posts, 'no request before the browser check passes').toEqual([])
    expect(await field(page, 'Judul utama').inputValue()).toBe(heading)
    expect(await field(page, 'Angka 4').inputValue()).toBe('75')

    // The same form sent without the browser's checks: the server refuses it the same way.
    const [response] = await Promise.all([
      page.waitForNavigation(),
      page.evaluate(() => {
        const form = document.getElementById('pages-form') as HTMLFormElement
        form.noValidate = true
        HTMLFormElement.prototype.submit.call(form)
      }),
    ])
    expect(response?.status()).toBe(400)
    expect(await response?.text(), 'the server wrote the message itself').toContain(PAGE_MSG.figurePair)
    await formReady(page)
    expect(await fieldError(empty).innerText()).toBe(PAGE_MSG.figurePair)
    expect(await empty.getAttribute('aria-invalid')).toBe('true')
    expect(await field(page, 'Judul utama').inputValue(), 'the typed heading is kept').toBe(heading)
    expect(await field(page, 'Angka 4').inputValue(), 'the typed figure is kept').toBe('75')
    expect(await empty.inputValue()).toBe('')

    // Nothing was saved.
    await page.goto('/')
    expect((await page.locator('#hero-title').innerText()).trim()).toBe(headingBefore)
    expectNoErrors(page, { allow: [resourceError(400)] })
    await page.close()
  })

  it("Tentang Kami's Isi, typed in the editor, shows on /about", async () => {
    const page = await newPage(browser, { baseURL: site.baseUrl })
    await page.context().addCookies(cookies)
    await page.goto('/about')
    expect((await page.locator('main .prose').innerText()).trim(), 'the seeded text differs').not.toBe(ABOUT_BODY)
    await openForm(page, 'Tentang Kami')
    expect(pathOf(page)).toBe('/dashboard/pages/about')
    const editor = page.getByRole('textbox', { name: 'Isi', exact: true })
    await editor.click()
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type(ABOUT_BODY, { delay: 0 })
    await expect.poll(async () => (await editor.innerText()).trim()).toBe(ABOUT_BODY)
    await clickAndWaitForNavigation(page, save(page))
    await expectToast(page, 'Halaman tersimpan.')

    await page.goto('/about')
    expect((await page.locator('main .prose').innerText()).trim()).toBe(ABOUT_BODY)
    expectNoErrors(page)
    await page.close()
  })
})

describe('layout', { timeout: 60_000 }, () => {
  for (const width of [390, 1366]) {
    it(`the list and Beranda's form at ${width} px: screenshots, nothing scrolls sideways, every field reachable by its label`, async () => {
      const page = await newPage(browser, { baseURL: site.baseUrl, viewport: { width, height: 844 } })
      await page.context().addCookies(cookies)
      const overflow: string[] = []
      const shoot = async (name: string) => {
        const extra = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
        if (extra > 0) overflow.push(`${pathOf(page)}: ${extra}px`)
        await screenshot(page, `pages-${name}-${width}`)
      }
      await page.goto('/dashboard/pages')
      await hydrated(page.locator('main h1'))
      await shoot('list')
      await openForm(page, 'Beranda')
      await shoot('home-form')
      // Every field by its label; the buttons and the figures each in their named group.
      const buttons = ['utama', 'kedua'].flatMap((b) => [`Tombol ${b}: teks`, `Tombol ${b}: tujuan`])
      const figures = [1, 2, 3, 4].flatMap((n) => [`Angka ${n}`, `Keterangan angka ${n}`])
      const labels = ['Judul utama', 'Teks pembuka', ...buttons, ...figures]
      for (const label of labels) expect(await field(page, label).count(), label).toBe(1)
      // The Bahasa Indonesia tab's fields (the English tab's are hidden until chosen).
      // The hero image: its file picker and its alternative text, each by its label.
      expect(await page.getByLabel('Gambar utama', { exact: true }).and(page.locator('input[type="file"]')).count(), 'Gambar utama').toBe(1)
      expect(await field(page, 'Teks alternatif gambar utama').count(), 'Teks alternatif gambar utama').toBe(1)
      expect(await page.locator('form#pages-form').locator('input:not([type="hidden"]):visible, textarea:visible').count(), 'no field without its label').toBe(labels.length + 2)
      for (const [group, names] of [
        ['Tombol', buttons],
        ['Angka', figures],
      ] as const) {
        const inGroup = page.getByRole('group', { name: group, exact: true }).getByRole('textbox')
        expect(await inGroup.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).labels?.[0]?.textContent?.trim())), group).toEqual(names)
      }
      if (width > 700) {
        // A pair on one row: a figure's value beside its label.
        const [value, label] = await Promise.all([field(page, 'Angka 1').boundingBox(), field(page, 'Keterangan angka 1').boundingBox()])
        expect(Math.abs(value!.y - label!.y), 'Angka 1 beside Keterangan angka 1').toBeLessThan(2)
      }
      // The same form with a half-filled figure refused in the browser.
      await field(page, 'Keterangan angka 2').fill('')
      await save(page).click()
      await expect.poll(() => fieldError(field(page, 'Keterangan angka 2')).innerText()).toBe(PAGE_MSG.figurePair)
      await shoot('home-form-error')
      await openForm(page, 'Tentang Kami')
      await shoot('about-form')
      expect(overflow, 'pages that scroll sideways').toEqual([])
      expectNoErrors(page)
      await page.close()
    })
  }
})
