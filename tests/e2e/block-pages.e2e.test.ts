/**
 * Halaman in a real browser (Chromium) on the demo firm: staff build a "Pro Bono" page from five
 * blocks (Hero, Teks, Daftar advokat, Tanya-jawab, Ajakan) in both languages through Tambah blok,
 * move a block with Turun, publish it, and find it at /pro-bono and /en/pro-bono, in the
 * sitemap and the site search; then link it from the header menu in Navigasi and open it from
 * the phone's Menu. Screenshots of the form and the public page at 390 and 1366 px go to
 * artifacts/screenshots/block-page-*. Then a Gambar block: an image uploaded, a save refused
 * without its alternative text (the message at that field, focused, nothing typed lost), and
 * the image on the public page from its srcset.
 */
import type { Browser, Locator, Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectNoErrors, hydrated, launchBrowser, newPage, screenshot, signIn, startSite, type Site } from './harness'

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1366, height: 900 }

let site: Site
let browser: Browser

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
}, 240_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
}, 30_000)

/** Adds a block of `type` with Tambah blok; its panel. */
async function addBlock(page: Page, type: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Tambah blok' }).click()
  await page.getByRole('list', { name: 'Jenis blok' }).getByRole('button', { name: type, exact: true }).click()
  return page.locator('.block-panel').last()
}

/** Types into a rich-text area of a panel, named by its label. */
async function typeRich(panel: Locator, label: string, text: string) {
  const area = panel.getByRole('textbox', { name: label, exact: true })
  await area.click()
  await area.pressSequentially(text)
}

describe('Halaman', { timeout: 180_000 }, () => {
  it('builds Pro Bono from five blocks in both languages, publishes it, and the site shows it', async () => {
    const page = await newPage(browser, { baseURL: site.baseUrl, viewport: DESKTOP })
    await signIn(page)
    await page.goto('/dashboard/pages')
    await page.getByRole('link', { name: 'Tambah halaman' }).first().click()
    await page.waitForURL('**/dashboard/pages/create')
    await hydrated(page.getByRole('button', { name: 'Tambah blok' }))

    await page.getByRole('textbox', { name: 'Judul', exact: true }).fill('Pro Bono')
    await page.getByRole('textbox', { name: 'Alamat halaman', exact: true }).fill('/pro-bono')

    // Ajakan first, then moved down below the others with Turun: the order is the editor's.
    const hero = await addBlock(page, 'Hero')
    await hero.getByRole('textbox', { name: 'Judul', exact: true }).fill('Bantuan Hukum Pro Bono')
    await hero.getByRole('textbox', { name: 'Judul (English)', exact: true }).fill('Pro Bono Legal Aid')
    await hero.getByRole('textbox', { name: 'Pengantar', exact: true }).fill('Pendampingan cuma-cuma bagi yang tidak mampu.')
    await hero.getByRole('textbox', { name: 'Pengantar (English)', exact: true }).fill('Free counsel for those who cannot afford it.')

    const text = await addBlock(page, 'Teks')
    await typeRich(text, 'Teks', 'Setiap tahun para advokat kami menyediakan waktu untuk perkara pro bono.')
    await typeRich(text, 'Teks (English)', 'Every year our lawyers give time to pro bono matters.')

    const cta = await addBlock(page, 'Ajakan')
    await cta.getByRole('textbox', { name: 'Judul', exact: true }).fill('Butuh bantuan hukum?')
    await cta.getByRole('textbox', { name: 'Judul (English)', exact: true }).fill('Need legal help?')
    await cta.getByRole('textbox', { name: 'Label tombol', exact: true }).fill('Hubungi kami')
    await cta.getByRole('textbox', { name: 'Label tombol (English)', exact: true }).fill('Contact us')
    await cta.getByRole('textbox', { name: 'Tujuan tombol', exact: true }).fill('/contact-us')

    const attorneys = await addBlock(page, 'Daftar advokat')
    await attorneys.getByRole('textbox', { name: 'Judul', exact: true }).fill('Tim pro bono')
    await attorneys.getByRole('textbox', { name: 'Judul (English)', exact: true }).fill('Pro bono team')
    await attorneys.getByRole('group', { name: 'Advokat', exact: true }).getByRole('checkbox').first().check()

    const faq = await addBlock(page, 'Tanya-jawab')
    await faq.getByRole('textbox', { name: 'Judul', exact: true }).fill('Pertanyaan umum')
    await faq.getByRole('textbox', { name: 'Judul (English)', exact: true }).fill('Questions')
    await faq.getByRole('textbox', { name: 'Pertanyaan 1', exact: true }).fill('Siapa yang dapat mengajukan?')
    await faq.getByRole('textbox', { name: 'Pertanyaan 1 (English)', exact: true }).fill('Who may apply?')
    await faq.getByRole('textbox', { name: 'Jawaban 1', exact: true }).fill('Setiap orang yang tidak mampu membayar advokat.')
    await faq.getByRole('textbox', { name: 'Jawaban 1 (English)', exact: true }).fill('Anyone who cannot afford a lawyer.')

    // Ajakan (block 3) goes to the end: two steps down.
    await page.getByRole('button', { name: 'Turunkan blok 3 (Ajakan)' }).click()
    await page.getByRole('button', { name: 'Turunkan blok 4 (Ajakan)' }).click()
    expect(await page.locator('.block-panel h3').allInnerTexts()).toEqual(['Blok 1: Hero', 'Blok 2: Teks', 'Blok 3: Daftar advokat', 'Blok 4: Tanya-jawab', 'Blok 5: Ajakan'])

    // The title in English, in the form's English tab.
    await page.getByRole('tab', { name: /English/ }).click()
    await page.getByRole('tabpanel').getByRole('textbox', { name: 'Judul (English)', exact: true }).first().fill('Pro Bono')
    await page.getByRole('tab', { name: /Bahasa Indonesia/ }).click()

    await screenshot(page, 'block-page-form-1366', { fullPage: true })
    await page.setViewportSize(PHONE)
    await screenshot(page, 'block-page-form-390')
    await page.setViewportSize(DESKTOP)

    await Promise.all([page.waitForURL('**/dashboard/pages'), page.getByRole('button', { name: 'Terbitkan' }).click()])
    expect(await page.getByRole('link', { name: 'Pro Bono' }).count()).toBeGreaterThan(0)

    const visitor = await newPage(browser, { baseURL: site.baseUrl, viewport: DESKTOP })
    await visitor.goto('/pro-bono')
    await expect.poll(() => visitor.locator('h1').innerText()).toBe('Bantuan Hukum Pro Bono')
    const body = await visitor.locator('main').innerText()
    for (const words of ['Setiap tahun para advokat kami', 'Tim pro bono', 'Siapa yang dapat mengajukan?', 'Butuh bantuan hukum?']) expect(body).toContain(words)
    expect(body.indexOf('Tim pro bono')).toBeLessThan(body.indexOf('Butuh bantuan hukum?'))
    await screenshot(visitor, 'block-page-public-1366', { fullPage: true })
    await visitor.setViewportSize(PHONE)
    await screenshot(visitor, 'block-page-public-390', { fullPage: true })

    await visitor.goto('/en/pro-bono')
    const english = await visitor.locator('main').innerText()
    for (const words of ['Pro Bono Legal Aid', 'Every year our lawyers give time', 'Who may apply?', 'Need legal help?', 'Contact us']) expect(english).toContain(words)

    const sitemap = await (await visitor.request.get('/sitemap.xml')).text()
    expect(sitemap).toContain('/pro-bono</loc>')
    expect(sitemap).toContain('/en/pro-bono</loc>')

    // The site search finds it by a word of its text, in each language at its own address.
    await visitor.goto('/search?q=perkara%20pro%20bono')
    expect(await visitor.locator('main a[href="/pro-bono"]').count()).toBeGreaterThan(0)
    await visitor.goto('/en/search?q=lawyers%20give%20time')
    expect(await visitor.locator('main a[href="/en/pro-bono"]').count()).toBeGreaterThan(0)

    // Linked from the header menu in Navigasi, and opened from the phone's Menu.
    await page.goto('/dashboard/navigation')
    await hydrated(page.getByRole('button', { name: 'Tambah entri menu' }))
    await page.getByRole('button', { name: 'Tambah entri menu' }).click()
    const row = page.getByRole('list', { name: 'Entri menu header' }).getByRole('listitem').last()
    await row.getByLabel('Jenis').selectOption({ label: 'Entri utama' })
    await row.getByLabel('Label (Indonesia)').fill('Pro Bono')
    await row.getByLabel('Label (Inggris)').fill('Pro Bono')
    await row.getByLabel('Tujuan').fill('/pro-bono')
    await Promise.all([page.waitForURL(/notice=navigation-saved/), page.getByRole('button', { name: 'Simpan navigasi' }).click()])
    const phone = await newPage(browser, { baseURL: site.baseUrl, viewport: PHONE })
    await phone.goto('/')
    await phone.locator('summary.menu-button').click()
    await Promise.all([phone.waitForURL('**/pro-bono'), phone.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Pro Bono' }).click()])
    await expect.poll(() => phone.locator('h1').innerText()).toBe('Bantuan Hukum Pro Bono')

    for (const p of [page, visitor, phone]) expectNoErrors(p)
  })

  it('a Gambar block: an uploaded image, refused without its alternative text at that field, then shown on the page from its srcset', async () => {
    const page = await newPage(browser, { baseURL: site.baseUrl, viewport: DESKTOP })
    await signIn(page)
    await page.goto('/dashboard/pages/create')
    await hydrated(page.getByRole('button', { name: 'Tambah blok' }))
    await page.getByRole('textbox', { name: 'Judul', exact: true }).fill('Galeri Kantor')
    await page.getByRole('textbox', { name: 'Alamat halaman', exact: true }).fill('/galeri-kantor')

    // Each panel by its place (addBlock's locator is the last panel, whichever it is by then).
    await addBlock(page, 'Kutipan')
    const quote = page.locator('.block-panel').nth(0)
    await quote.getByRole('textbox', { name: 'Kutipan', exact: true }).fill('Ruang kerja yang terbuka untuk klien.')
    await addBlock(page, 'Gambar')
    const image = page.locator('.block-panel').nth(1)
    const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2a4d6e' } }).jpeg().toBuffer()
    await image.getByLabel('Gambar', { exact: true }).setInputFiles({ name: 'ruang-rapat.jpg', mimeType: 'image/jpeg', buffer: photo })
    await expect.poll(() => image.locator('.upload-status').last().innerText(), { timeout: 20_000 }).toContain('Berhasil diunggah')
    await image.getByRole('textbox', { name: 'Keterangan', exact: true }).fill('Ruang rapat lantai 16.')

    // Terbitkan without the alternative text: the message at that field of block 2, which has the focus.
    await page.getByRole('button', { name: 'Terbitkan' }).click()
    const alt = image.getByRole('textbox', { name: 'Teks alternatif', exact: true })
    await expect.poll(() => alt.getAttribute('aria-invalid')).toBe('true')
    const message = page.locator(`#${await alt.getAttribute('aria-describedby')}`)
    expect(await message.innerText()).toBe('Blok 2 (Gambar): Teks alternatif harus diisi')
    // Only there in its panel (the upload's own message region stays empty).
    expect((await image.locator('.field-error').allInnerTexts()).filter(Boolean)).toEqual(['Blok 2 (Gambar): Teks alternatif harus diisi'])
    expect(await alt.evaluate((node) => node === document.activeElement)).toBe(true)
    expect(await page.locator('.block-editor > .field-error').innerText()).toBe('Periksa isian yang ditandai di Blok 2.')
    // Only that field is drawn as wrong: a field of the other block keeps its usual border.
    const border = (locator: Locator) => locator.evaluate((node) => getComputedStyle(node).borderColor)
    expect(await border(quote.getByRole('textbox', { name: 'Kutipan', exact: true }))).not.toBe(await border(alt))
    expect(new URL(page.url()).pathname).toBe('/dashboard/pages/create')
    // Nothing typed is lost: the other block, the caption and the upload are all still there.
    expect(await quote.getByRole('textbox', { name: 'Kutipan', exact: true }).inputValue()).toBe('Ruang kerja yang terbuka untuk klien.')
    expect(await image.getByRole('textbox', { name: 'Keterangan', exact: true }).inputValue()).toBe('Ruang rapat lantai 16.')
    expect(await image.locator('.upload-file-name').innerText()).toContain('ruang-rapat.jpg')
    await screenshot(page, 'block-page-image-refused-1366')

    // Typed, the message goes; the save goes through.
    await alt.fill('Ruang rapat dengan meja panjang dan jendela ke arah kota')
    await expect.poll(() => alt.getAttribute('aria-invalid')).toBeNull()
    await Promise.all([page.waitForURL('**/dashboard/pages'), page.getByRole('button', { name: 'Terbitkan' }).click()])

    const visitor = await newPage(browser, { baseURL: site.baseUrl, viewport: PHONE })
    await visitor.goto('/galeri-kantor')
    const shown = visitor.locator('figure.block-image img')
    expect(await shown.getAttribute('alt')).toBe('Ruang rapat dengan meja panjang dan jendela ke arah kota')
    expect(await shown.getAttribute('srcset')).toMatch(/^\/img\/640\/hero_images\/[^ ]+ 640w, \/img\/960\//)
    await shown.scrollIntoViewIfNeeded()
    await expect.poll(() => shown.evaluate((node) => (node as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
    // A phone takes a width from the srcset, not the largest.
    expect(await shown.evaluate((node) => (node as HTMLImageElement).currentSrc)).toMatch(/\/img\/(640|960)\//)
    expect(await visitor.locator('figure.block-image figcaption').innerText()).toBe('Ruang rapat lantai 16.')
    // Without English, the English page shows the image as decorative (an attribute cannot be marked lang="id").
    await visitor.goto('/en/galeri-kantor')
    expect(await visitor.locator('figure.block-image img').getAttribute('alt')).toBe('')
    for (const p of [page, visitor]) expectNoErrors(p)
  })

  it('a Gambar block takes a file of Pustaka Media with its path and its texts together', async () => {
    const page = await newPage(browser, { baseURL: site.baseUrl, viewport: DESKTOP })
    await signIn(page)
    // The image the test above uploaded into a block, described once in the library.
    await page.goto('/dashboard/media?q=ruang-rapat')
    await Promise.all([page.waitForNavigation(), page.getByRole('link', { name: 'ruang-rapat.jpg', exact: true }).first().click()])
    const libraryAlt = page.getByLabel('Teks alternatif', { exact: true })
    await hydrated(libraryAlt)
    await libraryAlt.fill('Meja rapat panjang menghadap jendela')
    await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'Simpan' }).click()])
    const path = (await page.locator('.media-facts code').textContent())!.trim()

    await page.goto('/dashboard/pages/create')
    await hydrated(page.getByRole('button', { name: 'Tambah blok' }))
    const image = await addBlock(page, 'Gambar')
    await image.getByRole('button', { name: 'Pilih dari Pustaka Media' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: /^Pilih ruang-rapat\.jpg/ }).first().click()
    await expect.poll(() => dialog.count()).toBe(0)
    // The path and the alternative text, set one after the other, both stay.
    expect(await image.getByRole('textbox', { name: 'Teks alternatif', exact: true }).inputValue()).toBe('Meja rapat panjang menghadap jendela')
    const stored = JSON.parse(await page.locator('input[type="hidden"][name="blocks"]').inputValue()) as { image: string; alt: string }[]
    expect(stored[0]).toMatchObject({ image: path, alt: 'Meja rapat panjang menghadap jendela' })
    expectNoErrors(page)
  })
})
