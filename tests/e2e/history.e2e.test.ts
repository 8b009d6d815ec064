/**
 * Riwayat and Log Aktivitas in a real browser (Chromium):
 *   - a blog edited twice (its title, then its title and a sentence added to its content) has
 *     its history opened from the form's Riwayat button: the newest revision compared with the
 *     one before it shows the title's words removed and added and the new sentence; the first
 *     edit's revision, chosen and restored with Pulihkan, fills the form, and saving it makes a
 *     fourth version with that title;
 *   - the history as a page, whose Pulihkan opens the form with that revision loaded;
 *   - Pengaturan Situs changed twice: its Riwayat shows the slogan's added words, Pulihkan loads
 *     the first change into the form and saving it makes a new version (the panel open at 390
 *     and 1366 px in artifacts/screenshots/history-settings-*, nothing scrolling sideways);
 *   - the history page, the panel and Log Aktivitas at 390 and 1366 px (screenshots in
 *     artifacts/screenshots/history-*), nothing scrolling sideways, axe clean at 1366 px;
 *   - an admin sees the edits in Log Aktivitas; an editor has no link to it and gets the
 *     admin-only refusal.
 * Every wait is on the page's state (a URL, a toast, a polled value), never a fixed delay.
 */
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectNoErrors, expectToast, hydrated, launchBrowser, newPage, screenshot, startSite, type Site, signIn, clickAndWaitForNavigation } from './harness'
import { expectAxeClean } from './quality-checks'

/** Chromium logs every 4xx response (the document's included) as a console error. */
const resourceError = (...statuses: number[]) => new RegExp(`Failed to load resource: the server responded with a status of (${statuses.join('|')})`)

const FIRST_TITLE = 'Putusan MK tentang uji formil undang-undang cipta kerja'
const SECOND_TITLE = 'Putusan MK tentang uji materiil undang-undang cipta kerja'
const ADDED_SENTENCE = 'Tim kami mencatat tiga akibat praktis bagi pemberi kerja.'
const FIRST_TAGLINE = 'Konsultan hukum korporasi di Jakarta'
const SECOND_TAGLINE = 'Konsultan hukum korporasi di Jakarta dan Surabaya'

let site: Site
let browser: Browser
let editHref = ''

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true })
const save = (page: Page) => page.getByRole('button', { name: 'Simpan', exact: true })

/** The save's notice: saved, and (the first blog may be scheduled) still scheduled for its date. */
async function expectSaved(page: Page) {
  await page.locator('.toast > span').waitFor()
  expect(await page.locator('.toast > span').innerText()).toMatch(/^Blog tersimpan( dan tetap dijadwalkan terbit pada .+ WIB)?\.$/)
}

async function formReady(page: Page) {
  await hydrated(save(page))
  await page.locator('.editor-frame[data-ready="true"]').first().waitFor()
}

/** Opens the blog's form, changes the title (and adds a sentence to the content), saves. */
async function editBlog(page: Page, title: string, sentence?: string) {
  await page.goto(editHref)
  await formReady(page)
  await field(page, 'Judul').fill(title)
  if (sentence) {
    const editor = page.getByRole('textbox', { name: 'Konten', exact: true })
    await editor.click()
    await page.keyboard.press('Control+End')
    await page.keyboard.press('Enter')
    await page.keyboard.type(sentence)
    await expect.poll(async () => (await editor.innerText()).includes(sentence)).toBe(true)
  }
  await clickAndWaitForNavigation(page, save(page))
  await expectSaved(page)
}

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
}, 30_000)

describe('Riwayat', { timeout: 120_000 }, () => {
  it('edit a blog twice, open its history, see the diff, restore the first edit and save it', async () => {
    const page = await newPage(browser, { baseURL: site.baseUrl })
    await signIn(page)
    await page.goto('/dashboard/blogs')
    editHref = (await page.locator('a[aria-label^="Ubah "]').first().getAttribute('href'))!
    expect(editHref).toMatch(/^\/dashboard\/blogs\/[^/]+\/edit$/)

    await editBlog(page, FIRST_TITLE)
    await editBlog(page, SECOND_TITLE, ADDED_SENTENCE)

    // The history panel: the newest revision first, compared with the one before it.
    await page.goto(editHref)
    await formReady(page)
    const button = page.getByRole('button', { name: 'Riwayat', exact: true })
    expect(await button.getAttribute('aria-expanded')).toBe('false')
    await button.click()
    const panel = page.getByRole('region', { name: 'Riwayat' })
    await panel.waitFor()
    expect(await button.getAttribute('aria-expanded')).toBe('true')
    const versions = panel.locator('.history-pick')
    await expect.poll(() => versions.count()).toBeGreaterThanOrEqual(3)
    const lines = (await versions.allInnerTexts()).map((line) => line.trim())
    expect(lines[0]).toMatch(/^Versi 3 · Disimpan oleh Admin/)
    expect(lines[1]).toMatch(/^Versi 2 · Disimpan oleh Admin/)
    expect(lines.at(-1)).toMatch(/^Versi 1 · Dibuat oleh /)
    const changes = panel.locator('.history-changes')
    await changes.waitFor()
    const title = changes.locator('.history-change').filter({ has: page.locator('dt', { hasText: /^Judul$/ }) })
    // Words as read aloud: the marks screen readers hear ("[dihapus: …]") around the words.
    const words = async (part: Locator) => ((await part.textContent()) ?? '').replace(/\[(?:dihapus|ditambahkan):\s*|\]/g, '').trim()
    expect(await title.locator('del').textContent()).toBe('[dihapus: formil]')
    expect(await words(title.locator('ins'))).toBe('materiil')
    const content = changes.locator('.history-change').filter({ has: page.locator('dt', { hasText: /^Konten$/ }) })
    expect(await content.locator('ins').innerText()).toContain(ADDED_SENTENCE)
    expect(await content.innerText()).not.toContain('<p>')
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 })
      await screenshot(page, `history-panel-${width}`)
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    }
    await page.setViewportSize({ width: 1366, height: 900 })
    await expectAxeClean(page, 'blog form with its history open')

    // The first edit (version 2), compared with the blog now, then restored into the form.
    await versions.nth(1).click()
    await expect.poll(async () => (await panel.locator('h3').innerText()).trim()).toMatch(/^Versi 2 · /)
    await panel.getByRole('button', { name: 'Bandingkan dengan versi sekarang' }).click()
    await expect.poll(async () => (await panel.locator('.history-against').innerText()).trim()).toContain('bila versi 2 dipulihkan')
    await panel.getByRole('button', { name: 'Pulihkan', exact: true }).click()
    await expect.poll(() => field(page, 'Judul').inputValue()).toBe(FIRST_TITLE)
    expect(await page.getByRole('region', { name: 'Riwayat' }).count()).toBe(0)
    expect(await page.locator('.alert-info[role="status"]').innerText()).toContain('Versi 2 · Disimpan oleh Admin')
    await formReady(page)
    expect(await page.getByRole('textbox', { name: 'Konten', exact: true }).innerText()).not.toContain(ADDED_SENTENCE)
    await clickAndWaitForNavigation(page, save(page))
    await expectSaved(page)

    // Saved as a new save: version 4 holds the first edit's title.
    await page.goto(editHref)
    await formReady(page)
    expect(await field(page, 'Judul').inputValue()).toBe(FIRST_TITLE)
    await page.getByRole('button', { name: 'Riwayat', exact: true }).click()
    await expect.poll(async () => ((await page.locator('.history-pick').first().innerText()) || '').trim()).toMatch(/^Versi 4 · Disimpan oleh Admin/)
    expectNoErrors(page)
    await page.close()
  })

  it('the history as a page, readable without the form, at 390 and 1366 px', async () => {
    for (const width of [1366, 390]) {
      const page = await newPage(browser, { baseURL: site.baseUrl, viewport: { width, height: 900 } })
      await signIn(page)
      const res = await page.goto(editHref.replace(/\/edit$/, '/history'))
      expect(res?.status()).toBe(200)
      expect(await page.locator('main h1').innerText()).toContain(`Riwayat: ${FIRST_TITLE}`)
      expect(await page.getByRole('link', { name: 'Pulihkan' }).getAttribute('href')).toMatch(/\/edit\?pulihkan=/)
      await screenshot(page, `history-page-${width}`)
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
      if (width === 1366) {
        await expectAxeClean(page, 'history page')
        // Pulihkan from the page: the form opens with that revision loaded, the address cleaned.
        await clickAndWaitForNavigation(page, page.getByRole('link', { name: /^Versi 3 · / }))
        await clickAndWaitForNavigation(page, page.getByRole('link', { name: 'Pulihkan' }))
        await formReady(page)
        await expect.poll(() => field(page, 'Judul').inputValue()).toBe(SECOND_TITLE)
        expect(new URL(page.url()).search).toBe('')
        expect(await page.locator('.alert-info[role="status"]').innerText()).toContain('Versi 3 · Disimpan oleh Admin')
      }
      expectNoErrors(page)
      await page.close()
    }
  })
})

describe('Riwayat of Pengaturan Situs', { timeout: 120_000 }, () => {
  const slogan = (page: Page) => field(page, 'Slogan')
  const saveSettings = (page: Page) => page.getByRole('button', { name: 'Simpan pengaturan', exact: true })

  /** Opens the settings, types the slogan, saves. */
  async function changeSlogan(page: Page, text: string) {
    await page.goto('/dashboard/settings')
    await hydrated(saveSettings(page))
    await slogan(page).fill(text)
    await clickAndWaitForNavigation(page, saveSettings(page))
    await expectToast(page, 'Pengaturan situs tersimpan.')
  }

  it('change the settings twice, open Riwayat, see the diff, restore the first change and save it', async () => {
    const page = await newPage(browser, { baseURL: site.baseUrl })
    await signIn(page)
    await changeSlogan(page, FIRST_TAGLINE)
    await changeSlogan(page, SECOND_TAGLINE)

    await page.goto('/dashboard/settings')
    await hydrated(saveSettings(page))
    const button = page.getByRole('button', { name: 'Riwayat', exact: true })
    await button.click()
    const panel = page.getByRole('region', { name: 'Riwayat' })
    await panel.waitFor()
    const versions = panel.locator('.history-pick')
    await expect.poll(() => versions.count()).toBeGreaterThanOrEqual(3)
    const lines = (await versions.allInnerTexts()).map((line) => line.trim())
    const newest = Number(/^Versi (\d+) · Disimpan oleh Admin/.exec(lines[0]!)?.[1])
    expect(newest).toBeGreaterThanOrEqual(3)
    expect(lines[1]).toMatch(new RegExp(`^Versi ${newest - 1} · Disimpan oleh Admin`))
    // The newest save added two words to the slogan.
    const change = panel.locator('.history-change').filter({ has: page.locator('dt', { hasText: /^Slogan$/ }) })
    await change.waitFor()
    expect(((await change.locator('ins').textContent()) ?? '').replace(/\[ditambahkan:\s*|\]/g, '').trim()).toBe('dan Surabaya')
    expect(await change.locator('del').count()).toBe(0)
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 })
      await screenshot(page, `history-settings-${width}`)
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    }
    await page.setViewportSize({ width: 1366, height: 900 })
    await expectAxeClean(page, 'settings with their history open')

    // The first change, restored into the form, then saved as a new version.
    await versions.nth(1).click()
    await expect.poll(async () => (await panel.locator('h3').innerText()).trim()).toMatch(new RegExp(`^Versi ${newest - 1} · `))
    await panel.getByRole('button', { name: 'Pulihkan', exact: true }).click()
    await expect.poll(() => slogan(page).inputValue()).toBe(FIRST_TAGLINE)
    expect(await page.locator('.alert-info[role="status"]').innerText()).toContain(`Versi ${newest - 1} · Disimpan oleh Admin`)
    await hydrated(saveSettings(page))
    await clickAndWaitForNavigation(page, saveSettings(page))
    await expectToast(page, 'Pengaturan situs tersimpan.')
    expect(await slogan(page).inputValue()).toBe(FIRST_TAGLINE)
    await page.getByRole('button', { name: 'Riwayat', exact: true }).click()
    await expect.poll(async () => ((await page.locator('.history-pick').first().innerText()) || '').trim()).toMatch(new RegExp(`^Versi ${newest + 1} · Disimpan oleh Admin`))
    expectNoErrors(page)
    await page.close()
  })
})

describe('Log Aktivitas', { timeout: 90_000 }, () => {
  it('shows an admin the edits with their item and actor, filtered; an editor cannot see it', async () => {
    const admin = await newPage(browser, { baseURL: site.baseUrl })
    await signIn(admin)
    const nav = admin.getByRole('navigation', { name: 'Menu dasbor' })
    await clickAndWaitForNavigation(admin, nav.getByRole('link', { name: 'Log Aktivitas', exact: true }))
    expect(new URL(admin.url()).pathname).toBe('/dashboard/activity')
    const table = admin.locator('.activity-table')
    expect(await table.innerText()).toContain(FIRST_TITLE)
    expect(await table.innerText()).toContain('Mengubah')
    await admin.getByLabel('Tindakan').selectOption('sign-in')
    await clickAndWaitForNavigation(admin, admin.getByRole('button', { name: 'Saring' }))
    expect(new URL(admin.url()).searchParams.get('action')).toBe('sign-in')
    expect(await table.innerText()).not.toContain(FIRST_TITLE)
    expect(await table.innerText()).toContain('Masuk')
    for (const width of [1366, 390]) {
      await admin.setViewportSize({ width, height: 900 })
      await admin.goto('/dashboard/activity')
      await screenshot(admin, `history-activity-${width}`)
      expect(await admin.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    }
    await expectAxeClean(admin, 'activity log')

    // An editor, made by the admin.
    await admin.goto('/dashboard/staff')
    const create = admin.getByRole('region', { name: 'Tambah akun staf' })
    await create.getByLabel('Email', { exact: true }).fill('editor.riwayat@example.test')
    await create.getByLabel('Nama', { exact: true }).fill('Editor Riwayat')
    await create.getByRole('button', { name: 'Simpan' }).click()
    const password = (await admin.locator('.alert-ok code').innerText()).trim()
    expectNoErrors(admin)
    await admin.close()

    const editor = await newPage(browser, { baseURL: site.baseUrl })
    await signIn(editor, 'editor.riwayat@example.test', password)
    expect(await editor.getByRole('navigation', { name: 'Menu dasbor' }).getByRole('link', { name: 'Log Aktivitas' }).count()).toBe(0)
    const res = await editor.goto('/dashboard/activity')
    expect(res?.status()).toBe(403)
    expect(await editor.locator('main').innerText()).toContain('Halaman ini hanya untuk admin.')
    expectNoErrors(editor, { allow: [resourceError(403)] })
    await editor.close()
  })
})
