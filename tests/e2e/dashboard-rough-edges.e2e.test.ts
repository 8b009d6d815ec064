/**
 * The dashboard's rough edges a firm would notice in its first week, in a real browser on the
 * built demo site:
 *   - one notice per action, saying what it did (moved to Sampah, restored), above the list, over
 *     no row; after a save that returns to a section, above that section, in view;
 *   - Batas lamaran and Log Aktivitas' dates: the blog form's calendar, and a day typed as
 *     Indonesian forms write it (31/01/2027);
 *   - Kirim sebagai peringatan klien says what it will do for the item;
 *   - the shared card's caption is inset inside its border; Tentang Kami's value descriptions are
 *     text boxes.
 * Screenshots at 390 and 1366 px go to artifacts/screenshots/rough-*.
 */
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clickAndWaitForNavigation, expectNoErrors, hydrated, launchBrowser, newPage, screenshot, signIn, startSite, type Site } from './harness'

const WIDTHS = [390, 1366] as const

let site: Site
let browser: Browser
let admin: Page

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
  admin = await newPage(browser, { baseURL: site.baseUrl })
  await signIn(admin)
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
}, 30_000)

type Box = { left: number; top: number; right: number; bottom: number }
const boxOf = (locator: Locator): Promise<Box> =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect()
    return { left: r.left, top: r.top, right: r.right, bottom: r.bottom }
  })
const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

/** The notices the page shows now. */
const notices = (page: Page) => page.locator('.toast > span').allInnerTexts()

/** Waits past the moment a list asks for the changes made while it loaded (the live replay). */
const settle = (page: Page) => page.waitForTimeout(1_500)

describe('notices', () => {
  it('say what a delete and a restore did, one at a time, over no row', async () => {
    await admin.goto('/dashboard/blogs?status=published')
    const row = admin.locator('.data-table tbody tr').first()
    const title = (await row.locator('.row-title').innerText()).trim()
    await hydrated(row.getByRole('button', { name: /^Hapus / }))
    await row.getByRole('button', { name: /^Hapus / }).click()
    await clickAndWaitForNavigation(admin, admin.getByRole('dialog').getByRole('button', { name: 'Hapus', exact: true }))
    await settle(admin)
    // The user's own delete: its confirmation, and no second notice saying it was deleted.
    expect(await notices(admin)).toEqual(['Blog dipindahkan ke Sampah.'])
    for (const width of WIDTHS) {
      await admin.setViewportSize({ width, height: 800 })
      const notice = await boxOf(admin.locator('.toast'))
      for (const actions of await admin.locator('.data-table tbody tr .row-actions').all()) expect(overlaps(notice, await boxOf(actions))).toBe(false)
      await screenshot(admin, `rough-notice-delete-${width}`, { fullPage: false })
    }
    await admin.setViewportSize({ width: 1366, height: 900 })

    await admin.goto('/dashboard/trash')
    const entry = admin.getByRole('row', { name: new RegExp(title.slice(0, 30).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
    await hydrated(entry.getByRole('button', { name: /^Pulihkan / }))
    await clickAndWaitForNavigation(admin, entry.getByRole('button', { name: /^Pulihkan / }))
    await settle(admin)
    expect(await notices(admin)).toEqual(['Blog dipulihkan dari Sampah.'])
    await screenshot(admin, 'rough-notice-restore-1366', { fullPage: false })
    expectNoErrors(admin)
  })

  it('after a save that returns to a section, sit right above that section, in view', async () => {
    await admin.goto('/dashboard/profiles/order-settings')
    const section = admin.locator('#urutan-bidang-praktik')
    await hydrated(section.getByRole('button', { name: 'Simpan urutan' }))
    await clickAndWaitForNavigation(admin, section.getByRole('button', { name: 'Simpan urutan' }))
    const toast = admin.locator('.toast')
    await toast.waitFor()
    expect(await notices(admin)).toEqual(['Urutan tersimpan.'])
    const [notice, heading] = [await boxOf(toast), await boxOf(admin.locator('#urutan-bidang-praktik h2'))]
    expect(notice.top, 'the notice is in view').toBeGreaterThanOrEqual(0)
    expect(notice.bottom, 'above the section it confirms').toBeLessThanOrEqual(heading.top)
    await screenshot(admin, 'rough-notice-section-1366', { fullPage: false })
    expectNoErrors(admin)
  })
})

describe('dates', () => {
  it('Batas lamaran takes 31/01/2027 or a day from the calendar, and the opening saves', async () => {
    for (const width of WIDTHS) {
      await admin.setViewportSize({ width, height: 900 })
      await admin.goto('/dashboard/openings/create')
      const day = admin.getByRole('textbox', { name: /^Batas lamaran/ })
      await hydrated(day)
      await day.fill('31/01/2027')
      await day.press('Tab')
      expect(await admin.locator('.date-field .schedule-note').innerText()).toBe('31 Januari 2027')
      await admin.getByRole('button', { name: 'Kalender: pilih tanggal' }).click()
      const calendar = admin.getByRole('dialog', { name: 'Kalender' })
      await calendar.locator('.rdp-root').waitFor()
      await day.evaluate((el) => el.scrollIntoView({ block: 'start' }))
      await screenshot(admin, `rough-opening-calendar-${width}`, { fullPage: false })
      // A day picked: the box shows it, and the field says it in words.
      await calendar.getByRole('button', { name: /15/ }).first().click()
      expect(await day.inputValue()).toBe('2027-01-15')
      expect(await admin.locator('.date-field .schedule-note').innerText()).toBe('15 Januari 2027')
    }
    await admin.setViewportSize({ width: 1366, height: 900 })
    await admin.getByRole('textbox', { name: /^Judul/ }).first().fill('Associate Pajak')
    await admin.getByRole('textbox', { name: /^Lokasi/ }).fill('Jakarta Selatan')
    const editor = admin.locator('.editor-frame[data-ready="true"] [contenteditable="true"]').first()
    await editor.click()
    await admin.keyboard.type('Mendampingi klien dalam sengketa pajak, dari keberatan hingga banding di Pengadilan Pajak, bersama tim yang berpengalaman.')
    await admin.getByRole('textbox', { name: /^Batas lamaran/ }).fill('31-01-2027')
    await clickAndWaitForNavigation(admin, admin.getByRole('button', { name: 'Simpan', exact: true }))
    expect(await notices(admin)).toEqual(['Lowongan berhasil dibuat.'])
    expect(await admin.getByRole('row', { name: /Associate Pajak/ }).innerText()).toContain('31 Januari 2027')
    expectNoErrors(admin)
  })

  it('Log Aktivitas filters by a day typed as 31/01/2027 or picked, each with the calendar', async () => {
    await admin.goto('/dashboard/activity')
    const from = admin.getByLabel('Dari tanggal')
    await hydrated(from)
    expect(await admin.getByRole('button', { name: 'Kalender: pilih tanggal' }).count()).toBe(2)
    await from.fill('01/01/2026')
    await clickAndWaitForNavigation(admin, admin.getByRole('button', { name: 'Saring' }))
    expect(await admin.getByRole('alert').count()).toBe(0)
    expect(new URL(admin.url()).searchParams.get('from')).toBe('01/01/2026')
    // A day picked from the calendar applies at once, as a choice in a select does.
    await admin.getByRole('button', { name: 'Kalender: pilih tanggal' }).nth(1).click()
    const calendar = admin.getByRole('dialog', { name: 'Kalender' })
    await calendar.locator('.rdp-root').waitFor()
    await Promise.all([admin.waitForURL(/[?&]to=\d{4}-\d{2}-\d{2}/), calendar.locator('.rdp-day_button').last().click()])
    expect(await admin.getByRole('alert').count()).toBe(0)
    // Named as staff see them: a fixed page's title, an ordering's heading, never their ids.
    const items = await admin.locator('td[data-label="Item"]').allInnerTexts()
    expect(items.join('\n')).not.toMatch(/\n(about|home|attorneys|practice_areas)$/m)
    for (const width of WIDTHS) {
      await admin.setViewportSize({ width, height: 900 })
      await screenshot(admin, `rough-activity-${width}`, { fullPage: false })
    }
    await admin.setViewportSize({ width: 1366, height: 900 })
    expectNoErrors(admin)
  })
})

describe('the blog form and Tentang Kami', () => {
  it('says what the alert choice will do, and insets the shared card’s caption', async () => {
    for (const width of WIDTHS) {
      await admin.setViewportSize({ width, height: 900 })
      await admin.goto('/dashboard/blogs/create')
      const plan = admin.locator('[data-alert-plan]')
      await hydrated(admin.getByRole('combobox', { name: /^Kategori/ }))
      await admin.getByRole('combobox', { name: /^Kategori/ }).selectOption({ index: 1 })
      await expect.poll(() => plan.innerText()).toMatch(/^Tidak akan dikirim: kategori “.+” tidak termasuk kategori yang dikirim otomatis di Pengaturan Situs\./)
      await admin.getByLabel('Kirim sebagai peringatan klien').selectOption('yes')
      await expect.poll(() => plan.innerText()).toMatch(/^Saat terbit, dikirim ke pelanggan yang minatnya cocok/)
      await admin.getByLabel('Kirim sebagai peringatan klien').selectOption('auto')
      await plan.evaluate((el) => el.scrollIntoView({ block: 'center' }))
      await screenshot(admin, `rough-alert-plan-${width}`, { fullPage: false })

      const card = admin.locator('.social-preview').first()
      await card.evaluate((el) => el.scrollIntoView({ block: 'center' }))
      const inset = await card.evaluate((el) => {
        const caption = el.querySelector('figcaption')!
        const range = document.createRange()
        range.selectNodeContents(caption)
        const text = range.getBoundingClientRect()
        const box = el.getBoundingClientRect()
        return { left: text.left - box.left, top: text.top - box.top }
      })
      expect(inset.left, 'the caption is inset from the card’s border').toBeGreaterThanOrEqual(8)
      expect(inset.top).toBeGreaterThanOrEqual(6)
      await screenshot(admin, `rough-share-card-${width}`, { fullPage: false })
    }
    await admin.setViewportSize({ width: 1366, height: 900 })
    expectNoErrors(admin)
  })

  it('shows Tentang Kami’s value descriptions whole, in text boxes', async () => {
    for (const width of WIDTHS) {
      await admin.setViewportSize({ width, height: 900 })
      await admin.goto('/dashboard/pages/about')
      const value = admin.getByLabel('Uraian nilai 1', { exact: true })
      await hydrated(value)
      expect(await value.evaluate((el) => el.tagName)).toBe('TEXTAREA')
      // The whole description shows: nothing scrolls inside the box.
      expect(await value.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true)
      await value.evaluate((el) => el.scrollIntoView({ block: 'center' }))
      await screenshot(admin, `rough-about-values-${width}`, { fullPage: false })
    }
    await admin.setViewportSize({ width: 1366, height: 900 })
    expectNoErrors(admin)
  })
})
