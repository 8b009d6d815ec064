/**
 * The staff journeys, end to end in the browser, on one seeded site:
 *   - keyboard only (no mouse, no fill()): sign in, create a blog (title, rich text, date from
 *     the calendar, time, category, tag, cover) and reorder the attorneys; every stop on the way
 *     shows its focus;
 *   - a full day's work with the mouse: create, edit, schedule, reorder, pin, delete (and a
 *     profile edit), each change checked on the public site.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { slugify } from '../../shared/schemas/common'
import { makeUploadFixtures, type UploadFixtures } from './fixtures/files'
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  editorSelectionMade,
  expectNoErrors,
  expectToast,
  hydrated,
  keyboardDragFirstDown,
  launchBrowser,
  newPage,
  ROOT,
  startSite,
  type Site,
} from './harness'
import { tabTo } from './quality-checks'

const NOT_FOUND_RESOURCE = /Failed to load resource: the server responded with a status of 404/

let site: Site
let browser: Browser
let files: UploadFixtures

const pathOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search
/** Today and tomorrow in Jakarta, as the date field takes them (YYYY-MM-DD). */
const jakartaDay = (offsetDays = 0) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date(Date.now() + offsetDays * 86_400_000))



/** The names on the public attorney list, in order. */
async function publicAttorneys(page: Page): Promise<string[]> {
  await page.goto('/attorneys')
  return (await page.locator('main article h2').allInnerTexts()).map((name) => name.trim())
}

async function publicStatus(page: Page, target: string): Promise<number> {
  return (await page.request.get(target)).status()
}

beforeAll(async () => {
  ;[site, browser, files] = await Promise.all([startSite(), launchBrowser(), makeUploadFixtures()])
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
  files?.remove()
  if (site) {
    mkdirSync(path.join(ROOT, 'artifacts', 'logs'), { recursive: true })
    writeFileSync(path.join(ROOT, 'artifacts', 'logs', 'quality-journeys.server.log'), site.logs())
  }
}, 30_000)

describe('keyboard only', { timeout: 90_000 }, () => {
  it('a staff member signs in, creates a blog and reorders the attorneys without a mouse', async () => {
    const page = await newPage(browser, { baseURL: site.baseUrl })
    const press = (key: string) => page.keyboard.press(key)
    const type = (text: string) => page.keyboard.type(text, { delay: 0 })
    const focused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement)

    // Sign in, asked on the way to the blog list (staff land on Ringkasan otherwise).
    await page.goto('/login?next=%2Fdashboard%2Fblogs')
    await tabTo(page, page.getByLabel('Email'))
    await type(ADMIN_EMAIL)
    await press('Tab')
    expect(await focused(page.getByLabel('Kata sandi'))).toBe(true)
    await type(ADMIN_PASSWORD)
    await Promise.all([page.waitForURL((url) => url.pathname === '/dashboard/blogs'), press('Enter')])

    // To the blog form.
    await hydrated(page.locator('main h1'))
    await tabTo(page, page.getByRole('link', { name: 'Buat blog' }))
    await Promise.all([page.waitForURL((url) => url.pathname === '/dashboard/blogs/create'), press('Enter')])
    await page.locator('.editor-frame[data-ready="true"]').first().waitFor({ timeout: 15_000 })
    await hydrated(page.getByRole('button', { name: 'Terbitkan', exact: true }))

    const title = 'Uji Papan Ketik: Panduan Kepatuhan Pelaporan Transaksi Keuangan'
    await tabTo(page, page.getByRole('textbox', { name: 'Judul', exact: true }))
    await type(title)
    await expect.poll(() => page.getByRole('textbox', { name: 'Slug', exact: true }).inputValue()).toBe(slugify(title, 'id'))

    // The content: typed, and one word made bold with the keyboard shortcut.
    const content =
      'Penyedia jasa keuangan wajib melaporkan transaksi keuangan mencurigakan kepada PPATK. ' +
      'Tulisan ini merangkum kewajiban pelaporan, tenggat, dan sanksinya.'
    const editor = page.getByRole('textbox', { name: 'Konten' })
    await tabTo(page, editor)
    await type(content)
    await expect.poll(async () => (await editor.innerText()).trim()).toBe(content)
    await press('Control+Shift+ArrowLeft')
    // ProseMirror learns of a selection the browser made from the next `selectionchange`
    // event; a person never presses the shortcut before the selection shows.
    await editorSelectionMade(editor)
    await press('Control+b')
    await press('End')
    await expect.poll(() => editor.locator('strong').count(), { message: 'Ctrl+B made the selection bold' }).toBe(1)

    // The date from the calendar (Enter picks the focused day: today), then the time.
    await tabTo(page, page.getByRole('button', { name: 'Kalender: pilih tanggal' }))
    await press('Enter')
    const calendar = page.getByRole('dialog', { name: 'Kalender' })
    await calendar.getByRole('grid').waitFor()
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null), { message: 'the calendar takes the focus' }).toBe(true)
    await press('Enter')
    await calendar.waitFor({ state: 'detached' })
    expect(await page.getByLabel('Tanggal publikasi').inputValue()).toBe(jakartaDay())
    await tabTo(page, page.getByLabel('Jam', { exact: true }))
    await type('0000')
    await expect.poll(() => page.locator('input[type="hidden"][name="publishedAt"]').inputValue()).toBe(`${jakartaDay()}T00:00`)
    expect(await page.locator('.schedule-note').innerText()).toBe('Tampil di situs begitu diterbitkan.')

    // A category with the arrow keys, a tag with the space bar.
    const category = page.getByLabel('Kategori')
    await tabTo(page, category)
    await press('ArrowDown')
    expect(await category.inputValue(), 'ArrowDown picks the first category').not.toBe('')
    const categoryName = (await category.locator('option:checked').innerText()).trim()
    const tag = page.getByRole('group', { name: 'Tag' }).getByRole('checkbox').first()
    await tabTo(page, tag)
    await press('Space')
    expect(await tag.isChecked()).toBe(true)

    // The cover: the file picker opened from the keyboard.
    const picker = page.getByLabel('Gambar sampul', { exact: false }).and(page.locator('input[type="file"]'))
    // Past the demo's tags, attorneys and its 38 regulations (Peraturan terkait), one stop each.
    await tabTo(page, picker, { max: 120 })
    // Space on a focused file input opens the picker. Headless Chromium now and then drops the
    // first activation while it is busy, so a person's second press is allowed for.
    let chooser = null
    for (let attempt = 0; attempt < 3 && !chooser; attempt++) {
      expect(await page.evaluate(() => document.activeElement?.getAttribute('type')), 'the file input has focus').toBe('file')
      ;[chooser] = await Promise.all([page.waitForEvent('filechooser', { timeout: 5_000 }).catch(() => null), press('Space')])
    }
    expect(chooser, 'Space opened the file picker').not.toBeNull()
    await chooser!.setFiles(files.coverJpeg)
    await expect.poll(() => page.getByRole('progressbar', { name: 'Unggahan Gambar sampul' }).getAttribute('data-state'), { timeout: 15_000 }).toBe('success')
    // Its alternative text, typed like the rest.
    await tabTo(page, page.getByRole('textbox', { name: 'Teks alternatif', exact: true }))
    await type('Ruang sidang dilihat dari kursi pengunjung.')

    // Publish (past Simpan draf, which comes first).
    await tabTo(page, page.getByRole('button', { name: 'Terbitkan', exact: true }))
    const [created] = await Promise.all([page.waitForNavigation(), press('Enter')])
    expect(created?.status()).toBe(200)
    await expectToast(page, 'Blog diterbitkan dan tampil di situs.')
    expect(await page.getByRole('link', { name: `Ubah ${title}` }).count()).toBe(1)

    // Reorder the attorneys: the nav link, the handle (Space, ArrowDown, Space), Simpan urutan.
    await hydrated(page.locator('main h1'))
    await tabTo(page, page.getByRole('navigation', { name: 'Menu dasbor' }).getByRole('link', { name: 'Urutan & Sorotan' }), { max: 40 })
    await Promise.all([page.waitForURL((url) => url.pathname === '/dashboard/profiles/order-settings'), press('Enter')])
    const list = page.getByRole('list', { name: 'Urutan advokat', exact: true })
    const before = (await list.locator('.order-label').allInnerTexts()).map((name) => name.trim())
    const [first, second] = before as [string, string]
    const handle = list.getByRole('button', { name: `Pindahkan ${first}` })
    await hydrated(handle)
    await tabTo(page, handle)
    await keyboardDragFirstDown(page, first, before.length)
    const moved = [second, first, ...before.slice(2)]
    await expect.poll(async () => (await list.locator('.order-label').allInnerTexts()).map((name) => name.trim())).toEqual(moved)
    await tabTo(page, page.locator('#urutan-advokat').getByRole('button', { name: 'Simpan urutan' }))
    const [saved] = await Promise.all([page.waitForNavigation(), press('Enter')])
    expect(saved?.status()).toBe(200)
    await expectToast(page, 'Urutan tersimpan.')

    // The site shows both.
    expect(await publicAttorneys(page)).toEqual(moved)
    await page.goto('/blogs')
    // Among the newest (another test of this file may publish on the same day).
    const card = page.locator('main article', { has: page.getByRole('heading', { name: title, exact: true }) })
    await expect.poll(() => card.count()).toBe(1)
    const newest = (await page.locator('main article h2').allInnerTexts()).slice(0, 2).map((t) => t.trim())
    expect(newest).toContain(title)
    expect(await card.locator('.post-card-meta').textContent()).toContain(categoryName)
    expectNoErrors(page)
    await page.close()
  })
})

describe('a full day of staff work', { timeout: 120_000 }, () => {
  it('creates, edits, schedules, reorders, pins and deletes; each change shows on the public site', async () => {
    const page = await newPage(browser, { baseURL: site.baseUrl })
    // Simpan saves a published blog or a profile; a new blog is saved with Terbitkan, which
    // publishes it at its date (a date to come schedules it).
    const save = () => page.getByRole('button', { name: 'Simpan', exact: true })
    const publish = () => page.getByRole('button', { name: 'Terbitkan', exact: true })
    const saveAndWait = async (button = save()) => (await Promise.all([page.waitForNavigation(), button.click()]))[0]

    async function openForm(target: string) {
      await page.goto(target)
      await page.locator('.editor-frame[data-ready="true"]').first().waitFor({ timeout: 15_000 })
      await hydrated(publish())
    }

    async function writeBlog(title: string, date: string) {
      await openForm('/dashboard/blogs/create')
      await page.getByRole('textbox', { name: 'Judul', exact: true }).fill(title)
      const editor = page.getByRole('textbox', { name: 'Konten' })
      await editor.click()
      await page.keyboard.type(
        `${title}. Catatan ini menjelaskan perubahan aturan yang berlaku bagi perusahaan dan langkah yang perlu diambil oleh direksi.`,
        { delay: 0 },
      )
      await page.getByLabel('Kategori').selectOption({ index: 1 })
      await page.getByLabel('Tanggal publikasi').fill(date)
      await page.getByLabel('Jam', { exact: true }).fill('00:00')
      await page.getByLabel('Gambar sampul', { exact: false }).and(page.locator('input[type="file"]')).setInputFiles(files.coverJpeg)
      await expect.poll(() => page.getByRole('progressbar', { name: 'Unggahan Gambar sampul' }).getAttribute('data-state'), { timeout: 15_000 }).toBe('success')
      await page.getByRole('textbox', { name: 'Teks alternatif', exact: true }).fill('Ruang sidang dilihat dari kursi pengunjung.')
      expect((await saveAndWait(publish()))?.status()).toBe(200)
      // Today's date publishes it; a day ahead schedules it, and the notice says for when.
      await page.locator('.toast > span').waitFor()
      expect(await page.locator('.toast > span').innerText()).toMatch(/^Blog (diterbitkan dan tampil di situs|dijadwalkan terbit pada \d{1,2} \w{3} \d{4} pukul 00\.00 WIB)\.$/)
      return slugify(title, 'id')
    }

    // Morning: sign in.
    await page.goto('/login')
    await page.getByLabel('Email').fill(ADMIN_EMAIL)
    await page.getByLabel('Kata sandi').fill(ADMIN_PASSWORD)
    await Promise.all([page.waitForURL((url) => url.pathname === '/dashboard'), page.getByRole('button', { name: 'Masuk' }).click()])

    // Create a blog: on the site at once, first in the list.
    const title = 'Hari Kerja Staf: Perubahan Aturan Rapat Umum Pemegang Saham Elektronik'
    const slug = await writeBlog(title, jakartaDay())
    await page.goto('/blogs')
    // Among the two newest: the keyboard journey of this file may publish on the same day.
    const newest = (await page.locator('main article h2').allInnerTexts()).slice(0, 2).map((t) => t.trim())
    expect(newest).toContain(title)

    // Edit it: a new title and an excerpt, seen on its page (the address stays).
    await page.goto('/dashboard/blogs')
    await Promise.all([page.waitForNavigation(), page.getByRole('link', { name: `Ubah ${title}` }).click()])
    await page.locator('.editor-frame[data-ready="true"]').first().waitFor()
    await hydrated(save())
    const edited = 'Hari Kerja Staf: RUPS Elektronik setelah Perubahan Aturan OJK'
    await page.getByRole('textbox', { name: 'Judul', exact: true }).fill(edited)
    await page.getByRole('textbox', { name: 'Ringkasan', exact: true }).fill('Ringkasan baru yang ditulis staf pada siang hari.')
    expect((await saveAndWait())?.status()).toBe(200)
    await expectToast(page, 'Blog tersimpan.')
    await page.goto(`/blogs/${slug}`)
    expect((await page.locator('main h1').innerText()).trim()).toBe(edited)
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe('Ringkasan baru yang ditulis staf pada siang hari.')

    // Schedule another for tomorrow: listed as scheduled, not on the site yet.
    const later = 'Hari Kerja Staf: Tulisan Terjadwal tentang Kontrak Kerja Waktu Tertentu'
    const laterSlug = await writeBlog(later, jakartaDay(1))
    const row = page.locator('tbody tr').filter({ has: page.getByRole('link', { name: `Ubah ${later}` }) })
    expect(await row.locator('.status-scheduled').innerText()).toBe('Terjadwal')
    expect(await publicStatus(page, `/blogs/${laterSlug}`)).toBe(404)
    await page.goto('/blogs')
    expect(await page.locator('main article h2').allInnerTexts()).not.toContain(later)

    // Reorder the attorneys with the Naik/Turun buttons.
    const before = await publicAttorneys(page)
    await page.goto('/dashboard/profiles/order-settings')
    const attorneys = page.locator('#urutan-advokat')
    await hydrated(attorneys.getByRole('button', { name: 'Simpan urutan' }))
    await attorneys.getByRole('button', { name: `Naik ${before[2]}` }).click()
    const reordered = [before[0]!, before[2]!, before[1]!, ...before.slice(3)]
    expect((await attorneys.locator('.order-label').allInnerTexts()).map((name) => name.trim())).toEqual(reordered)
    await Promise.all([page.waitForNavigation(), attorneys.getByRole('button', { name: 'Simpan urutan' }).click()])
    await expectToast(page, 'Urutan tersimpan.')
    expect(await publicAttorneys(page)).toEqual(reordered)

    // Pin the edited blog on the home page.
    await page.goto('/dashboard/profiles/order-settings')
    const pinned = page.locator('#konten-beranda')
    await hydrated(pinned.getByRole('button', { name: 'Simpan urutan' }))
    await pinned.getByLabel('Cari judul').fill('RUPS Elektronik')
    await pinned.getByRole('button', { name: `Sorot ${edited}` }).click()
    expect(await pinned.getByRole('list', { name: /ditampilkan/ }).locator('.order-label').allInnerTexts()).toContain(edited)
    await Promise.all([page.waitForNavigation(), pinned.getByRole('button', { name: 'Simpan urutan' }).click()])
    await expectToast(page, 'Urutan tersimpan.')
    await page.goto('/')
    const highlights = page.locator('section', { has: page.getByRole('heading', { name: 'Sorotan' }) })
    expect(await highlights.locator('article h3').allInnerTexts()).toContain(edited)

    // A profile edit: the attorney's new position on their page.
    await page.goto('/dashboard/profiles')
    const profileName = reordered[0]!
    await Promise.all([page.waitForNavigation(), page.getByRole('link', { name: `Ubah ${profileName}` }).click()])
    await hydrated(save())
    const position = 'Managing Partner dan Ketua Praktik Korporasi'
    await page.getByRole('textbox', { name: 'Jabatan', exact: true }).fill(position)
    expect((await saveAndWait())?.status()).toBe(200)
    await expectToast(page, 'Profil tersimpan.')
    await page.goto('/attorneys')
    const card = page.locator('main article').filter({ has: page.getByRole('link', { name: profileName, exact: true }) })
    expect((await card.locator('.attorney-card-position').innerText()).trim()).toBe(position)

    // Evening: delete the pinned blog; gone from the list, its page and the home page.
    await page.goto('/dashboard/blogs')
    await hydrated(page.locator('main h1'))
    await page.getByRole('button', { name: `Hapus ${edited}` }).click()
    const dialog = page.getByRole('dialog', { name: `Hapus blog “${edited}”?` })
    await dialog.waitFor()
    await Promise.all([page.waitForNavigation(), dialog.getByRole('button', { name: 'Hapus' }).click()])
    await expectToast(page, 'Blog dipindahkan ke Sampah.')
    expect(await page.getByRole('link', { name: `Ubah ${edited}` }).count()).toBe(0)
    // In Sampah now: its address answers 410 Gone.
    expect(await publicStatus(page, `/blogs/${slug}`)).toBe(410)
    await page.goto('/blogs')
    expect(await page.locator('main article h2').allInnerTexts()).not.toContain(edited)
    await page.goto('/')
    expect(await page.locator('main article h3').allInnerTexts()).not.toContain(edited)

    // Sign out.
    await page.goto('/dashboard/blogs')
    await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'Keluar' }).click()])
    expect(pathOf(page)).toBe('/login?reason=signed-out')
    expectNoErrors(page, { allow: [NOT_FOUND_RESOURCE] })
    await page.close()
  })
})
