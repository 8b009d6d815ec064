/**
 * SEO per item and alt text in a real browser (Chromium), on the built site with the
 * demo firm: a blog's form shows what a search result and a shared link will show while staff
 * type (the counters against what a result shows, the cut at 60 and 160 characters), the
 * public page takes the SEO title as its whole <title> and og:title and the cover's Teks
 * alternatif as its alt, and an empty field keeps the page's own. Screenshots of the group at
 * 390 and 1366 px go to artifacts/screenshots/seo-*.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cut } from '../../web/src/dashboard/components/seo-preview'
import { clickAndWaitForNavigation, expectNoErrors, expectToast, hydrated, launchBrowser, newPage, screenshot, signIn, startSite, type Site } from './harness'

let site: Site
let browser: Browser
let admin: Page
let editHref: string
let publicPath: string

const SEO_TITLE = 'Kontrak kerja setelah putusan MK: yang wajib diubah perusahaan tahun ini'
const SEO_DESCRIPTION = 'Ringkasan praktis untuk HRD dan direksi: klausul PKWT yang harus ditinjau, tenggat waktunya, dan risiko bila perjanjian lama tetap dipakai tanpa perubahan apa pun.'
const ALT = 'Dua advokat membaca berkas perjanjian kerja di ruang rapat.'

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true })

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
  admin = await newPage(browser, { baseURL: site.baseUrl })
  await signIn(admin)
  await admin.goto('/dashboard/blogs')
  // The newest published blog: its edit form and its public page.
  const row = admin.locator('tbody tr').filter({ has: admin.getByRole('link', { name: 'Lihat di situs' }) }).first()
  editHref = (await row.getByRole('link', { name: /^Ubah / }).getAttribute('href'))!
  publicPath = new URL((await row.getByRole('link', { name: 'Lihat di situs' }).getAttribute('href'))!, site.baseUrl).pathname
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
}, 30_000)

describe('SEO per item and alt text', { timeout: 90_000 }, () => {
  it('previews the search result and the shared card as staff type, counting against what a result shows', async () => {
    await admin.goto(editHref)
    await hydrated(admin.getByRole('button', { name: 'Simpan', exact: true }))
    const preview = admin.locator('.seo-preview').first()
    // Without an SEO title, the page's own: the post's title with the firm's name, cut as a result shows it.
    const postTitle = await field(admin, 'Judul').inputValue()
    await expect.poll(() => preview.locator('[data-seo-title]').innerText()).toBe(cut(`${postTitle} | Adiwarsa Lubis & Rekan`, 60))

    await field(admin, 'Judul SEO').fill(SEO_TITLE)
    // Cut at a word before 60 characters, as a result shows it.
    await expect.poll(() => preview.locator('[data-seo-title]').innerText()).toBe(cut(SEO_TITLE, 60))
    expect(cut(SEO_TITLE, 60)).toBe('Kontrak kerja setelah putusan MK: yang wajib diubah…')
    // Past what a result shows: counted, and said so.
    expect(await admin.locator('#post-form-seoTitle-count').innerText()).toMatch(new RegExp(`^${SEO_TITLE.length} / 60 karakter · yang lebih dari 60`))
    expect(await preview.locator('.social-preview-title').innerText()).toBe(SEO_TITLE)
    await field(admin, 'Deskripsi SEO').fill(SEO_DESCRIPTION)
    await expect.poll(() => preview.locator('[data-seo-description]').innerText()).toBe(cut(SEO_DESCRIPTION, 160))
    expect(cut(SEO_DESCRIPTION, 160).length).toBeLessThanOrEqual(160)
    expect(await admin.locator('#post-form-seoDescription-count').innerText()).toMatch(new RegExp(`^${SEO_DESCRIPTION.length} / 160 karakter`))

    for (const width of [390, 1366]) {
      await admin.setViewportSize({ width, height: 900 })
      const group = admin.locator('fieldset.seo-section').first()
      await group.scrollIntoViewIfNeeded()
      // The group and its preview fit the screen: nothing scrolls sideways.
      const boxes = await group.evaluate((el) => {
        const box = el.getBoundingClientRect()
        return { left: box.left, right: box.right, viewport: window.innerWidth, scroll: document.documentElement.scrollWidth - document.documentElement.clientWidth }
      })
      expect(boxes.left, `${width} px`).toBeGreaterThanOrEqual(0)
      expect(boxes.right, `${width} px`).toBeLessThanOrEqual(boxes.viewport)
      expect(boxes.scroll, `${width} px: nothing scrolls sideways`).toBe(0)
      await screenshot(admin, `seo-group-${width}`, { fullPage: false })
    }
    await admin.setViewportSize({ width: 1366, height: 900 })
    expectNoErrors(admin)
  })

  it('saves: the public page takes the SEO title whole and the cover’s alt text; emptied, the page’s own come back', async () => {
    await admin.goto(editHref)
    await hydrated(admin.getByRole('button', { name: 'Simpan', exact: true }))
    await field(admin, 'Judul SEO').fill(SEO_TITLE)
    await field(admin, 'Deskripsi SEO').fill(SEO_DESCRIPTION)
    await field(admin, 'Teks alternatif').fill(ALT)
    await clickAndWaitForNavigation(admin, admin.getByRole('button', { name: 'Simpan', exact: true }))
    await expectToast(admin, 'Blog tersimpan.')

    const html = await (await fetch(`${site.baseUrl}${publicPath}`)).text()
    expect(html).toContain(`<title>${SEO_TITLE}</title>`)
    expect(html).toContain(`<meta property="og:title" content="${SEO_TITLE}"`)
    expect(html).toContain(`<meta name="description" content="${SEO_DESCRIPTION}"`)
    expect(html).toContain(`alt="${ALT}"`)

    await admin.goto(editHref)
    await hydrated(admin.getByRole('button', { name: 'Simpan', exact: true }))
    await field(admin, 'Judul SEO').fill('')
    await field(admin, 'Deskripsi SEO').fill('')
    await clickAndWaitForNavigation(admin, admin.getByRole('button', { name: 'Simpan', exact: true }))
    await expectToast(admin, 'Blog tersimpan.')
    const plain = await (await fetch(`${site.baseUrl}${publicPath}`)).text()
    expect(plain).not.toContain(SEO_TITLE)
    expect(plain).toMatch(/<title>[^<]+ \| Adiwarsa Lubis &amp; Rekan<\/title>/)
    expectNoErrors(admin)
  })
})
