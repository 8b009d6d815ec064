/**
 * An image inside a blog's text, from the toolbar's Gambar to the public page: the panel's
 * "Pilih dari Pustaka Media" fills the image's path and its library entry's alternative text,
 * the panel refuses an image without one, Simpan saves it, and the visitor's page shows a
 * <figure> with resized renditions (srcset), its pixel size, lazy loading and the caption, the
 * image served to visitors now that a published post shows it (decision 19).
 * A paste from Word or Google Docs keeps a library image and drops every other (a local file,
 * Google's servers, `data:`).
 * Screenshots of the public article at 390 and 1366 px: artifacts/screenshots/rich-text-image-*.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clickAndWaitForNavigation, expectNoErrors, expectToast, hydrated, launchBrowser, newPage, screenshot, signIn, startSite, type Site } from './harness'

let site: Site
let browser: Browser
let staff: Page

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
  staff = await newPage(browser, { baseURL: site.baseUrl })
  await signIn(staff)
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
}, 30_000)

const CAPTION = 'Ruang rapat firma di Jakarta, tempat klien diterima.'

/** The blog edited by the first test, and the library file it put in its text. */
const chosen = { title: '', path: '' }

describe('an image in rich text', { timeout: 120_000 }, () => {
  it('is chosen from Pustaka Media with Gambar, saved with its alternative text, and shown as a figure with a srcset and its caption', async () => {
    // Pustaka Media lists the files items use once it has been opened (its backfill).
    await staff.goto('/dashboard/media')
    await staff.goto('/blogs')
    const card = staff.locator('main article').first()
    const published = { title: (await card.locator('h2').innerText()).trim(), path: (await card.locator('h2 a').getAttribute('href'))! }

    await staff.goto('/dashboard/blogs')
    await clickAndWaitForNavigation(staff, staff.getByRole('link', { name: `Ubah ${published.title}`, exact: true }))
    await staff.locator('.editor-frame[data-ready="true"]').first().waitFor()
    await hydrated(staff.locator('.form-actions button[name="intent"]'))
    const area = staff.getByRole('textbox', { name: 'Konten', exact: true })
    const frame = staff.locator('.editor-frame', { has: area })
    await area.evaluate((element) => (element as HTMLElement & { editor: { chain(): { focus(at: string): { run(): boolean } } } }).editor.chain().focus('end').run())
    await staff.keyboard.press('Enter')
    await frame.getByRole('toolbar').getByRole('button', { name: 'Gambar', exact: true }).click()

    await frame.getByRole('button', { name: 'Pilih dari Pustaka Media' }).click()
    const dialog = staff.getByRole('dialog')
    // A file with its alternative text written: its detail line reads "{w}×{h} piksel · {text}".
    const choice = dialog.locator('.media-picker-choice', { has: staff.locator('.media-picker-detail', { hasText: ' piksel · ' }) }).first()
    await choice.waitFor()
    const described = (await choice.locator('.media-picker-detail').innerText()).split(' piksel · ')[1]!.trim()
    await choice.click()
    await dialog.waitFor({ state: 'detached' })
    const alt = frame.getByLabel('Teks alternatif', { exact: true })
    chosen.path = await frame.getByLabel('Lokasi gambar di Pustaka Media').inputValue()
    chosen.title = published.title
    expect(chosen.path).toMatch(/^[a-z_]+\/[A-Za-z0-9._-]+$/)
    expect(await alt.inputValue()).toBe(described)

    // Without alternative text the image is not put in.
    await alt.fill('')
    await frame.getByRole('button', { name: 'Terapkan' }).click()
    expect(await frame.getByRole('alert').innerText()).toBe('Isi teks alternatif.')
    await alt.fill('Ruang rapat dengan meja panjang dan jendela ke kota')
    await frame.getByLabel('Keterangan', { exact: true }).fill(CAPTION)
    await frame.getByRole('button', { name: 'Terapkan' }).click()
    await expect.poll(() => area.locator('figure img').count()).toBe(1)
    expect(await area.locator('figure figcaption').innerText()).toBe(CAPTION)

    await clickAndWaitForNavigation(staff, staff.getByRole('button', { name: 'Simpan', exact: true }))
    await expectToast(staff, 'Blog tersimpan.')
    expectNoErrors(staff)

    const visitor = await newPage(browser, { baseURL: site.baseUrl, viewport: { width: 1366, height: 900 } })
    await visitor.goto(published.path)
    const figure = visitor.locator('.prose figure')
    expect(await figure.count()).toBe(1)
    const image = figure.locator('img')
    expect(await image.getAttribute('alt')).toBe('Ruang rapat dengan meja panjang dan jendela ke kota')
    expect(await image.getAttribute('srcset')).toMatch(/^\/img\/320\/[a-z_]+\/\S+ 320w/)
    expect(await image.getAttribute('sizes')).toBeTruthy()
    expect(Number(await image.getAttribute('width'))).toBeGreaterThan(0)
    expect(Number(await image.getAttribute('height'))).toBeGreaterThan(0)
    expect(await image.getAttribute('loading')).toBe('lazy')
    expect(await figure.locator('figcaption').innerText()).toBe(CAPTION)
    // Served to the visitor (not the 404 of an image no public item uses).
    await image.scrollIntoViewIfNeeded()
    await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0)).toBe(true)
    await figure.scrollIntoViewIfNeeded()
    await screenshot(visitor, 'rich-text-image-1366', { fullPage: false })
    await visitor.setViewportSize({ width: 390, height: 844 })
    await figure.scrollIntoViewIfNeeded()
    await screenshot(visitor, 'rich-text-image-390', { fullPage: false })
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    expectNoErrors(visitor)
  })

  it('keeps only library images when a text with images is pasted from Word or Google Docs', async () => {
    expect(chosen.path).not.toBe('')
    await staff.goto('/dashboard/blogs')
    await clickAndWaitForNavigation(staff, staff.getByRole('link', { name: `Ubah ${chosen.title}`, exact: true }))
    await staff.locator('.editor-frame[data-ready="true"]').first().waitFor()
    const area = staff.getByRole('textbox', { name: 'Konten', exact: true })
    expect(await area.locator('figure img').count()).toBe(1)
    // At the start, in the first paragraph: at the end the saved figure would be selected, and replaced.
    await area.evaluate((element) => (element as HTMLElement & { editor: { chain(): { focus(at: string): { run(): boolean } } } }).editor.chain().focus('start').run())
    const clipboard =
      '<p class="MsoNormal">Denah kantor:<img width="320" height="200" src="file:///C:/Users/staf/AppData/Local/Temp/msohtmlclip1/01/clip_image002.png"></p>' +
      '<p dir="ltr" id="docs-internal-guid-1"><span><img src="https://lh7-us.googleusercontent.com/docsz/AD_4nXc" width="300" height="200"></span></p>' +
      '<p>Tanda tangan <img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==" alt="ttd"></p>' +
      `<figure><img src="/media/${chosen.path}" alt="Ruang rapat dari Pustaka Media"><figcaption>Dari Pustaka Media</figcaption></figure>`
    await area.evaluate((element, markup) => {
      const data = new DataTransfer()
      data.setData('text/html', markup)
      data.setData('text/plain', markup.replace(/<[^>]*>/g, ''))
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
    }, clipboard)
    await expect.poll(() => area.locator('figure img').count()).toBe(2)
    expect(await area.locator('img').count()).toBe(2)
    expect(await area.getByText('Denah kantor:').count()).toBe(1)
    const sent = await staff.locator('input[type="hidden"][name="content"]').inputValue()
    expect(sent).toContain(`<figure><img src="/media/${chosen.path}" alt="Ruang rapat dari Pustaka Media"><figcaption>Dari Pustaka Media</figcaption></figure>`)
    for (const foreign of ['file:', 'googleusercontent', 'data:']) expect(sent).not.toContain(foreign)
    expectNoErrors(staff)
  })
})
