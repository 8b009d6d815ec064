/**
 * "Pilih dari Pustaka Media" in a real browser (Chromium), on the built site: an image uploaded
 * in Pustaka Media and described there becomes a published blog's cover from the blog's own
 * form (search in the dialog, arrow keys between files, choose with the keyboard), the cover's empty alternative text
 * takes the library's, the form saves, and a visitor sees that image on the post.
 * Screenshots of the dialog at 390 and 1366 px go to artifacts/screenshots/media-picker-*.
 */
import sharp from 'sharp'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { blogUrl } from '../../shared/urls'
import { ADMIN_EMAIL, ADMIN_PASSWORD, expectNoErrors, hydrated, launchBrowser, newPage, screenshot, signIn, startSite, type Site } from './harness'
import { expectAxeClean } from './quality-checks'

let site: Site
let browser: Browser
let admin: Page

const ALT = 'Meja rapat kayu di ruang pertemuan'

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
  admin = await newPage(browser, { baseURL: site.baseUrl })
  await signIn(admin, ADMIN_EMAIL, ADMIN_PASSWORD)
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

describe('Pilih dari Pustaka Media', () => {
  it("makes a library image a blog's cover from the blog's form, its alternative text with it, shown to visitors", async () => {
    // An image in the library, described there.
    await admin.goto('/dashboard/media')
    const input = admin.locator('input[type="file"][multiple]')
    await hydrated(input)
    const photo = await sharp({ create: { width: 1200, height: 675, channels: 3, background: '#5a3d2b' } }).jpeg().toBuffer()
    // A name of its own per attempt (a retried test finds the first attempt's file in the library).
    const name = `Ruang Rapat ${Date.now().toString(36)}.jpg`
    await Promise.all([admin.waitForNavigation(), input.setInputFiles([{ name, mimeType: 'image/jpeg', buffer: photo }])])
    await Promise.all([admin.waitForNavigation(), admin.getByRole('link', { name, exact: true }).click()])
    const alt = admin.getByLabel('Teks alternatif', { exact: true })
    await hydrated(alt)
    await alt.fill(ALT)
    await Promise.all([admin.waitForNavigation(), admin.getByRole('button', { name: 'Simpan' }).click()])
    const path = (await admin.locator('.media-facts code').textContent())!.trim()
    expect(path).toMatch(/^blog_images\//)

    // A published blog's form: its cover's alternative text emptied, then the picker opened.
    await admin.goto('/dashboard/blogs?status=published')
    await Promise.all([admin.waitForNavigation(), admin.getByRole('link', { name: /^Ubah / }).first().click()])
    const form = admin.locator('form[method="post"]').filter({ has: admin.locator('input[name="cover"]') })
    await hydrated(form)
    const slug = await form.locator('input[name="slug"]').inputValue()
    const coverAlt = form.locator('[name="coverAlt"]')
    await coverAlt.fill('')
    // The cover's button (the rich text's Gambar has its own).
    const open = form.locator('.upload-box', { has: admin.locator('input[name="cover"]') }).getByRole('button', { name: 'Pilih dari Pustaka Media' })
    await hydrated(open)

    for (const width of [390, 1366]) {
      await admin.setViewportSize({ width, height: width < 700 ? 844 : 900 })
      await open.click()
      const dialog = admin.getByRole('dialog', { name: 'Pilih gambar sampul dari Pustaka Media' })
      await dialog.waitFor()
      await expect.poll(() => dialog.getByRole('status').textContent()).toMatch(/\d+ gambar/)
      // The search box has focus, ready for typing.
      expect(await dialog.getByLabel('Cari gambar').evaluate((el) => el === document.activeElement)).toBe(true)
      // Nothing wider than the screen.
      expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().right <= window.innerWidth), `dialog at ${width} px`).toBe(true)
      await screenshot(admin, `media-picker-${width}`, { fullPage: false })
      await expectAxeClean(admin, `media picker ${width}`)
      // Arrow keys move between the files, a row down by as many as a row holds; Home goes back.
      const choices = dialog.locator('.media-picker-choice')
      const focused = () => choices.evaluateAll((all) => all.indexOf(document.activeElement as HTMLElement))
      const columns = await choices.evaluateAll((all) => all.filter((el) => (el as HTMLElement).offsetTop === (all[0] as HTMLElement).offsetTop).length)
      await choices.first().focus()
      await admin.keyboard.press('ArrowRight')
      expect(await focused()).toBe(1)
      await admin.keyboard.press('ArrowDown')
      expect(await focused()).toBe(1 + columns)
      await admin.keyboard.press('Home')
      expect(await focused()).toBe(0)
      // Escape closes it and gives focus back to the button.
      await admin.keyboard.press('Escape')
      await expect.poll(() => dialog.count()).toBe(0)
      expect(await open.evaluate((el) => el === document.activeElement)).toBe(true)
    }
    await admin.setViewportSize({ width: 1280, height: 800 })

    // Searched by its alternative text, chosen with the keyboard.
    await open.click()
    const dialog = admin.getByRole('dialog', { name: 'Pilih gambar sampul dari Pustaka Media' })
    await dialog.getByLabel('Cari gambar').fill(ALT.slice(0, 14))
    // Named by what it shows: "Pilih", the file's name, its pixel size and its alternative text.
    const choice = dialog.getByRole('button', { name: new RegExp(`^Pilih ${name.replace(/\./g, '\\.')}.*${ALT}$`) })
    await choice.waitFor()
    await choice.focus()
    await admin.keyboard.press('Enter')
    await expect.poll(() => dialog.count()).toBe(0)

    // The field holds its path, shows it, and the empty alternative text took the library's.
    expect(await form.locator('input[type="hidden"][name="cover"]').inputValue()).toBe(path)
    expect(await form.locator('.upload-box', { has: admin.locator('input[name="cover"]') }).locator('.upload-preview').getAttribute('src')).toBe(`/media/${path}`)
    expect(await coverAlt.inputValue()).toBe(ALT)
    expect(await form.locator('.upload-box', { has: admin.locator('input[name="cover"]') }).innerText()).toContain(name)

    await Promise.all([admin.waitForNavigation(), form.getByRole('button', { name: 'Simpan', exact: true }).click()])
    // Saved: a refusal would render the form again, at its own address.
    expect(new URL(admin.url()).pathname, await admin.locator('main').innerText()).toBe('/dashboard/blogs')

    // A visitor (no session) sees that image as the post's cover, described by its text.
    const visitor = await newPage(browser, { baseURL: site.baseUrl })
    await visitor.goto(blogUrl(slug))
    const cover = visitor.locator(`img[src*="${path}"]`).first()
    await cover.waitFor()
    expect(await cover.getAttribute('alt')).toBe(ALT)
    expect(await cover.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
    await visitor.close()
    expectNoErrors(admin)
  }, 240_000)
})
