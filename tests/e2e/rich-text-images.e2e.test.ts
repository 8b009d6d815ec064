/**
 * An image inside a blog's text, from the toolbar's Gambar to the public page: the panel's
 * "Pilih dari Pustaka Media" fills the image's path and its library entry's alternative text,
 * the panel refuses an image without one, Simpan saves it, and the visitor's page shows a
 * <figure> with resized renditions (srcset), its pixel size, lazy loading and the caption, the
 * image served to visitors now that a published post shows it (decision 19).
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
    const choice = dialog.locator('.media-picker-choice').first()
    await choice.waitFor()
    // "Pilih {name}: {alternative text}" when the entry has one.
    const described = /^Pilih [^:]+: (.+)$/.exec((await choice.getAttribute('aria-label')) ?? '')?.[1] ?? ''
    await choice.click()
    await dialog.waitFor({ state: 'detached' })
    const alt = frame.getByLabel('Teks alternatif', { exact: true })
    expect(await frame.getByLabel('Lokasi gambar di Pustaka Media').inputValue()).toMatch(/^[a-z_]+\/[A-Za-z0-9._-]+$/)
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
})
