/**
 * Pustaka Media in a real browser (Chromium), on the built site:
 *   - two images chosen at once in one file input, both stored and listed;
 *   - the alternative text of one typed on its page and saved;
 *   - that image made a blog's cover through the blog's own form endpoint: its page then says
 *     where it is used ("Dipakai di"), and deleting it is refused with a message naming the blog.
 * Screenshots of /dashboard/media at 390 and 1366 px go to artifacts/screenshots/media-list-*.
 */
import sharp from 'sharp'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_EMAIL, ADMIN_PASSWORD, expectNoErrors, hydrated, launchBrowser, newPage, screenshot, signIn, startSite, type Site } from './harness'

/** Chromium logs every 4xx response (the refused delete's 409) as a console error. */
const resourceError = (...statuses: number[]) => new RegExp(`Failed to load resource: the server responded with a status of (${statuses.join('|')})`)

let site: Site
let browser: Browser
let admin: Page

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
  admin = await newPage(browser, { baseURL: site.baseUrl })
  await signIn(admin, ADMIN_EMAIL, ADMIN_PASSWORD)
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

const photo = (color: string) => sharp({ create: { width: 800, height: 450, channels: 3, background: color } }).jpeg().toBuffer()

describe('Pustaka Media', () => {
  it('uploads two images at once, sets alternative text, shows where one is used and refuses deleting it', async () => {
    await admin.goto('/dashboard/media')
    await expect.poll(() => admin.getByRole('navigation').getByRole('link', { name: 'Pustaka Media' }).count()).toBeGreaterThan(0)
    const input = admin.locator('input[type="file"][multiple]')
    await hydrated(input)
    await Promise.all([
      admin.waitForNavigation(),
      input.setInputFiles([
        { name: 'Ruang Sidang Uji.jpg', mimeType: 'image/jpeg', buffer: await photo('#2a4d6e') },
        { name: 'Lobi Kantor Uji.jpg', mimeType: 'image/jpeg', buffer: await photo('#6e4d2a') },
      ]),
    ])
    // Both stored: the list (reloaded once every file was stored) shows them.
    await expect.poll(() => admin.getByRole('link', { name: 'Ruang Sidang Uji.jpg', exact: true }).count()).toBe(1)
    await expect.poll(() => admin.getByRole('link', { name: 'Lobi Kantor Uji.jpg', exact: true }).count()).toBe(1)
    for (const width of [390, 1366]) {
      await admin.setViewportSize({ width, height: 900 })
      expect(await admin.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `media list at ${width} px scrolls sideways`).toBe(true)
      await screenshot(admin, `media-list-${width}`)
    }
    await admin.setViewportSize({ width: 1280, height: 800 })

    // Its page: the alternative text typed and saved.
    await Promise.all([admin.waitForNavigation(), admin.getByRole('link', { name: 'Ruang Sidang Uji.jpg', exact: true }).click()])
    const alt = admin.getByLabel('Teks alternatif', { exact: true })
    await hydrated(alt)
    await alt.fill('Ruang sidang dengan meja kayu panjang')
    await Promise.all([admin.waitForNavigation(), admin.getByRole('button', { name: 'Simpan' }).click()])
    await expect.poll(() => admin.getByLabel('Teks alternatif', { exact: true }).inputValue()).toBe('Ruang sidang dengan meja kayu panjang')
    expect(await admin.getByRole('region', { name: 'Dipakai di' }).textContent()).toContain('Belum dipakai di mana pun.')
    const entryUrl = admin.url()
    const path = (await admin.locator('.media-facts code').textContent())!.trim()

    // The first blog takes it as its cover, through the blog form's own endpoint (its fields as the form holds them).
    await admin.goto('/dashboard/blogs')
    const edit = admin.getByRole('link', { name: /^Ubah / }).first()
    await Promise.all([admin.waitForNavigation(), edit.click()])
    const form = admin.locator('form[method="post"]').filter({ has: admin.locator('input[name="cover"]') })
    await hydrated(form)
    const fields = await form.evaluate((element) => [...new FormData(element as HTMLFormElement)].filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
    const action = await form.evaluate((element) => (element as HTMLFormElement).action)
    const body = new URLSearchParams(fields.map(([name, value]) => [name, name === 'cover' ? path : name === 'coverAlt' ? 'Ruang sidang dengan meja kayu panjang' : value]))
    const saved = await admin.context().request.post(action, { headers: { Origin: site.baseUrl, 'Content-Type': 'application/x-www-form-urlencoded' }, data: body.toString(), maxRedirects: 0 })
    expect(saved.status()).toBe(303)

    // "Dipakai di" names the blog; Hapus is refused, naming it too.
    await admin.goto(entryUrl)
    const usages = admin.getByRole('region', { name: 'Dipakai di' })
    await expect.poll(() => usages.textContent()).toMatch(/Blog: .+ — Gambar sampul/)
    await hydrated(admin.getByRole('button', { name: 'Hapus file' }))
    await admin.getByRole('button', { name: 'Hapus file' }).click()
    await Promise.all([admin.waitForNavigation(), admin.getByRole('dialog').getByRole('button', { name: 'Hapus' }).click()])
    await expect.poll(() => admin.getByRole('alert').first().textContent()).toMatch(/tidak dapat dihapus karena masih dipakai di: Blog: /)
    expectNoErrors(admin, { allow: [resourceError(409)] })
  }, 180_000)
})
