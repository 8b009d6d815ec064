/**
 * The staff dashboard in a real browser (Chromium): sign-in and sign-out, a blog created and
 * edited through the form (upload, Tiptap, date, category) and seen on the public site, field
 * errors in the browser and from the server, keyboard reordering of attorneys, moving a practice
 * area with its Turun button, upload states (success, wrong type, canceled), drafts, and the
 * stale-save refusal between two editors.
 * Screenshots of the main screens at 360 and 1280 px go to artifacts/screenshots/dashboard-*.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { slugify } from '../../shared/schemas/common'
import { makeUploadFixtures, type UploadFixtures } from './fixtures/files'
import { ADMIN_EMAIL, ADMIN_PASSWORD, expectNoErrors, expectToast, hydrated, keyboardDragFirstDown, launchBrowser, leavePromptCount, newPage, ROOT, screenshot, startSite, type Site, clickAndWaitForNavigation } from './harness'

/** Chromium logs every 4xx response (the document's included) as a console error. */
const resourceError = (...statuses: number[]) => new RegExp(`Failed to load resource: the server responded with a status of (${statuses.join('|')})`)

const TITLE_MIN_MESSAGE = 'Judul minimal 10 karakter'
const COVER_TYPE_MESSAGE = 'Gambar harus berupa PNG atau JPEG'
const STALE_PREFIX = 'Data ini sudah diubah orang lain'

let site: Site
let browser: Browser
let files: UploadFixtures
/** The session cookie of a staff member signed in once in beforeAll (reused by most tests). */
let sessionCookies: Awaited<ReturnType<BrowserContext['cookies']>> = []

const pathOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search

/** Today's date in Jakarta, as the date field takes it (YYYY-MM-DD). */
const jakartaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date())

/** Signs in through the login form of the page it is on (a /login page). */
async function submitLogin(page: Page) {
  await page.getByLabel('Email').fill(ADMIN_EMAIL)
  await page.getByLabel('Kata sandi').fill(ADMIN_PASSWORD)
  await Promise.all([page.waitForURL((url) => url.pathname === '/dashboard' || url.pathname.startsWith('/dashboard/')), page.getByRole('button', { name: 'Masuk' }).click()])
}

/** A page in its own context that already carries the shared staff session. */
async function staffPage(options: { viewport?: { width: number; height: number } } = {}): Promise<Page> {
  const page = await newPage(browser, { baseURL: site.baseUrl, ...options })
  await page.context().addCookies(sessionCookies)
  return page
}


/**
 * The save buttons of a post form: a new post (or a draft) offers Simpan draf and Terbitkan, a
 * published one Simpan and Kembalikan ke draf (docs/decisions/0029-drafts.md).
 */
const saveButtons = (page: Page) => page.locator('.form-actions button[name="intent"]')

/** Opens a post form and waits until it is live: hydrated, and the Tiptap editor mounted. */
async function openPostForm(page: Page, url: string) {
  const response = await page.goto(url)
  expect(response?.status(), url).toBe(200)
  await page.locator('.editor-frame[data-ready="true"]').first().waitFor({ timeout: 15_000 })
  await hydrated(saveButtons(page))
}

/** The error text shown right below a field (its .form-field's .field-error). */
function fieldError(input: Locator): Locator {
  return input.locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " form-field ")][1]').locator('.field-error').first()
}


const coverProgress = (page: Page) => page.getByRole('progressbar', { name: 'Unggahan Gambar sampul' })
// The cover's own box (the form has another upload: Gambar berbagi).
const coverState = (page: Page) => page.locator('.upload-box', { has: coverPicker(page) }).locator('[data-upload-state]')
const coverPicker = (page: Page) => page.getByLabel('Gambar sampul', { exact: false }).and(page.locator('input[type="file"]'))
const coverPath = (page: Page) => page.locator('input[type="hidden"][name="cover"]')

/** Uploads the valid cover and waits for the success state. */
async function uploadCover(page: Page, file: string) {
  await coverPicker(page).setInputFiles(file)
  await expect.poll(() => coverProgress(page).getAttribute('data-state'), { timeout: 15_000 }).toBe('success')
  expect(await coverState(page).innerText()).toBe('Berhasil diunggah')
  expect(await coverProgress(page).getAttribute('aria-valuenow')).toBe('100')
  expect(await coverPath(page).inputValue()).toMatch(/^blog_images\/[0-9a-f-]{36}\.jpg$/)
  // A cover needs its alternative text to be saved.
  await page.getByRole('textbox', { name: 'Teks alternatif', exact: true }).fill('Ruang sidang dilihat dari kursi pengunjung.')
}

/** Types text into the Tiptap area, as a user would. */
async function typeContent(page: Page, text: string) {
  const editor = page.getByRole('textbox', { name: 'Konten' })
  await editor.click()
  await page.keyboard.type(text, { delay: 0 })
  await expect.poll(async () => (await editor.innerText()).trim()).toBe(text)
}

const CONTENT =
  'Undang-undang pelindungan data pribadi mewajibkan setiap pengendali data menunjuk pejabat pelindungan data. ' +
  'Artikel ini menjelaskan langkah praktis bagi perusahaan menengah.'

beforeAll(async () => {
  mkdirSync(path.join(ROOT, 'artifacts', 'logs'), { recursive: true })
  ;[site, browser, files] = await Promise.all([startSite(), launchBrowser(), makeUploadFixtures()])
  // One shared session for the tests that do not test signing in themselves.
  const page = await newPage(browser, { baseURL: site.baseUrl })
  await page.goto('/login')
  await submitLogin(page)
  sessionCookies = await page.context().cookies()
  expect(sessionCookies.length).toBeGreaterThan(0)
  expectNoErrors(page)
  await page.close()
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
  files?.remove()
  if (site) writeFileSync(path.join(ROOT, 'artifacts', 'logs', 'dashboard.server.log'), site.logs())
}, 30_000)

describe('dashboard', { timeout: 60_000 }, () => {
  it('signs in from a protected page, creates a blog that the site shows at once, then edits it', async () => {
    const page = await newPage(browser, { baseURL: site.baseUrl })
    // A protected page sends a visitor to the login form, remembering where they were going.
    await page.goto('/dashboard/tags')
    expect(pathOf(page)).toBe('/login?next=%2Fdashboard%2Ftags')
    expect(await page.getByRole('status').innerText()).toBe('Silakan masuk untuk melanjutkan.')
    await submitLogin(page)
    expect(pathOf(page)).toBe('/dashboard/tags')
    expect((await page.locator('main h1').innerText()).trim()).toBe('Tag')

    await openPostForm(page, '/dashboard/blogs/create')
    const title = 'Uji E2E: Kewajiban Pejabat Pelindungan Data Pribadi'
    await page.getByRole('textbox', { name: 'Judul', exact: true }).fill(title)
    // The slug follows the title.
    await expect.poll(() => page.getByRole('textbox', { name: 'Slug', exact: true }).inputValue()).toBe(slugify(title, 'id'))
    const slug = await page.getByRole('textbox', { name: 'Slug', exact: true }).inputValue()
    await typeContent(page, CONTENT)
    expect(CONTENT.length).toBeGreaterThanOrEqual(100)
    const category = page.getByLabel('Kategori')
    await category.selectOption({ index: 1 })
    const categoryName = (await category.locator('option:checked').innerText()).trim()
    expect(categoryName).not.toBe('Pilih kategori')
    // Today, at a time already past whenever the test runs.
    await page.getByLabel('Tanggal publikasi').fill(jakartaToday())
    await page.getByLabel('Jam', { exact: true }).fill('00:00')
    expect(await page.locator('.schedule-note').innerText()).toBe('Tampil di situs begitu diterbitkan.')
    await uploadCover(page, files.coverJpeg)

    const created = await clickAndWaitForNavigation(page, page.getByRole('button', { name: 'Terbitkan', exact: true }))
    expect(created?.status()).toBe(200)
    await expectToast(page, 'Blog diterbitkan dan tampil di situs.')
    await expect.poll(() => pathOf(page), { message: 'the notice key is removed from the address' }).toBe('/dashboard/blogs')
    expect(await page.getByRole('link', { name: `Ubah ${title}` }).count()).toBe(1)

    // The public list shows it first (newest), with its category, right away.
    await page.goto('/blogs')
    const firstCard = page.locator('main article').first()
    expect((await firstCard.locator('h2').innerText()).trim()).toBe(title)
    expect(await firstCard.locator(`a[href="/blogs/${slug}"]`).count()).toBeGreaterThan(0)
    // (textContent: the card shows the category in capitals through CSS.)
    expect(await firstCard.locator('.post-card-meta').textContent()).toContain(categoryName)
    const todayText = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Jakarta' }).format(new Date())
    expect((await firstCard.locator('time').innerText()).trim(), 'dated today').toBe(todayText)

    // Edit: a new title, seen on its public page (the slug stays).
    await page.goto('/dashboard/blogs')
    await clickAndWaitForNavigation(page, page.getByRole('link', { name: `Ubah ${title}` }))
    expect(pathOf(page)).toMatch(/^\/dashboard\/blogs\/[^/]+\/edit$/)
    await page.locator('.editor-frame[data-ready="true"]').first().waitFor()
    await hydrated(page.getByRole('button', { name: 'Simpan', exact: true }))
    expect(await page.getByRole('textbox', { name: 'Judul', exact: true }).inputValue()).toBe(title)
    expect((await page.getByRole('textbox', { name: 'Konten' }).innerText()).trim()).toBe(CONTENT)
    const newTitle = 'Uji E2E: Pejabat Pelindungan Data Pribadi, Diperbarui'
    await page.getByRole('textbox', { name: 'Judul', exact: true }).fill(newTitle)
    expect(await page.getByRole('textbox', { name: 'Slug', exact: true }).inputValue(), 'an existing slug does not follow the title').toBe(slug)
    await clickAndWaitForNavigation(page, page.getByRole('button', { name: 'Simpan', exact: true }))
    await expectToast(page, 'Blog tersimpan.')

    const publicPage = await page.goto(`/blogs/${slug}`)
    expect(publicPage?.status()).toBe(200)
    expect((await page.locator('main h1').innerText()).trim()).toBe(newTitle)
    expect(await page.locator('main .prose').innerText()).toContain('pejabat pelindungan data')
    expectNoErrors(page)
    await page.close()
  })

  it('refuses a too-short title in the browser before any request, and the server says the same', async () => {
    const page = await staffPage()
    const posts: string[] = []
    page.on('request', (request) => request.method() === 'POST' && posts.push(request.url()))
    await openPostForm(page, '/dashboard/blogs/create')
    const titleInput = page.getByRole('textbox', { name: 'Judul', exact: true })
    await titleInput.fill('Pendek')
    await titleInput.press('Tab')
    await expect.poll(() => fieldError(titleInput).innerText()).toBe(TITLE_MIN_MESSAGE)
    expect(await titleInput.getAttribute('aria-invalid')).toBe('true')
    expect(await titleInput.getAttribute('aria-describedby')).toContain(await fieldError(titleInput).getAttribute('id'))
    // Terbitkan with errors stays on the page: nothing is sent.
    await page.getByRole('button', { name: 'Terbitkan', exact: true }).click()
    await expect.poll(() => fieldError(page.getByLabel('Kategori')).innerText()).toBe('Kategori harus dipilih')
    expect(await fieldError(titleInput).innerText()).toBe(TITLE_MIN_MESSAGE)
    expect(pathOf(page)).toBe('/dashboard/blogs/create')
    expect(posts, 'no request before the client-side check passes').toEqual([])

    // The same form sent without the browser's checks (native submit: no submit event, no handler).
    const [response] = await Promise.all([
      page.waitForNavigation(),
      page.evaluate(() => {
        const form = document.getElementById('post-form') as HTMLFormElement
        form.noValidate = true
        HTMLFormElement.prototype.submit.call(form)
      }),
    ])
    expect(response?.status()).toBe(400)
    // The server rendered the message itself (not the hydrated client).
    expect(await response?.text()).toContain(TITLE_MIN_MESSAGE)
    await hydrated(page.getByRole('button', { name: 'Terbitkan', exact: true }))
    expect(await page.getByRole('textbox', { name: 'Judul', exact: true }).inputValue(), 'the input is kept').toBe('Pendek')
    expect(await fieldError(page.getByRole('textbox', { name: 'Judul', exact: true })).innerText()).toBe(TITLE_MIN_MESSAGE)
    expect(await page.getByRole('textbox', { name: 'Judul', exact: true }).getAttribute('aria-invalid')).toBe('true')

    // And a plain POST (as any client could send) gets the same answer.
    const direct = await page.request.post('/dashboard/blogs/create', {
      form: { title: 'Pendek', slug: 'pendek', content: `<p>${CONTENT}</p>`, categoryId: '', publishedAt: `${jakartaToday()}T00:00`, cover: '' },
      headers: { origin: site.baseUrl },
      maxRedirects: 0,
    })
    expect(direct.status()).toBe(400)
    expect(await direct.text()).toContain(TITLE_MIN_MESSAGE)
    expectNoErrors(page, { allow: [resourceError(400)] })
    await page.close()
  })

  it('reorders attorneys with the keyboard and the site shows the new order', async () => {
    const page = await staffPage()
    await page.goto('/attorneys')
    const publicBefore = (await page.locator('main article h2').allInnerTexts()).map((name) => name.trim())
    expect(publicBefore.length).toBeGreaterThanOrEqual(3)

    await page.goto('/dashboard/profiles/order-settings')
    const list = page.getByRole('list', { name: 'Urutan advokat', exact: true })
    const labels = () => list.locator('.order-label').allInnerTexts()
    expect(await labels(), 'the dashboard shows the order the site uses').toEqual(publicBefore)
    const [first, second] = publicBefore as [string, string]
    const handle = list.getByRole('button', { name: `Pindahkan ${first}` })
    await hydrated(handle)
    // dnd-kit's keyboard drag: Space picks up, ArrowDown moves one place, Space drops.
    await handle.focus()
    await keyboardDragFirstDown(page, first, publicBefore.length)
    await expect.poll(labels).toEqual([second, first, ...publicBefore.slice(2)])
    const section = page.locator('#urutan-advokat')
    expect(await section.locator('.order-dirty').innerText()).toBe('Ada perubahan yang belum disimpan.')

    const save = section.getByRole('button', { name: 'Simpan urutan' })
    await save.focus()
    const [response] = await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')])
    expect(response?.status()).toBe(200)
    await expectToast(page, 'Urutan tersimpan.')
    expect(await labels(), 'the saved order comes back').toEqual([second, first, ...publicBefore.slice(2)])
    expect(await section.locator('.order-dirty').count()).toBe(0)

    await page.goto('/attorneys')
    const publicAfter = (await page.locator('main article h2').allInnerTexts()).map((name) => name.trim())
    expect(publicAfter).toEqual([second, first, ...publicBefore.slice(2)])
    expectNoErrors(page)
    await page.close()
  })

  it('moves a practice area down with its button, and /practice-area and the /attorneys filter follow', async () => {
    const page = await staffPage()
    const publicAreas = async () => {
      await page.goto('/practice-area')
      return (await page.locator('main section.area h2').allInnerTexts()).map((name) => name.trim())
    }
    const filterAreas = async () => {
      await page.goto('/attorneys')
      return (await page.locator('#filter-area option').allInnerTexts()).map((name) => name.trim()).slice(1)
    }
    const before = await publicAreas()
    expect(before.length).toBeGreaterThanOrEqual(3)
    expect(await filterAreas()).toEqual(before)

    await page.goto('/dashboard/profiles/order-settings')
    const section = page.locator('#urutan-bidang-praktik')
    const list = section.getByRole('list', { name: 'Urutan bidang praktik', exact: true })
    const labels = () => list.locator('.order-label').allInnerTexts()
    expect(await labels(), 'the dashboard shows the order the site uses').toEqual(before)
    const [first, second] = before as [string, string]
    const down = list.getByRole('button', { name: `Turun ${first}`, exact: true })
    await hydrated(down)
    await down.click()
    const moved = [second, first, ...before.slice(2)]
    await expect.poll(labels).toEqual(moved)
    expect(await section.locator('.order-dirty').innerText()).toBe('Ada perubahan yang belum disimpan.')

    const [response] = await Promise.all([page.waitForNavigation(), section.getByRole('button', { name: 'Simpan urutan' }).click()])
    expect(response?.status()).toBe(200)
    expect(new URL(page.url()).hash).toBe('#urutan-bidang-praktik')
    await expectToast(page, 'Urutan tersimpan.')
    expect(await labels(), 'the saved order comes back').toEqual(moved)

    expect(await publicAreas()).toEqual(moved)
    expect(await filterAreas()).toEqual(moved)
    expectNoErrors(page)
    await page.close()
  })

  it('signs out; the dashboard then sends the visitor to the login page, and the old session is dead', async () => {
    const page = await newPage(browser, { baseURL: site.baseUrl })
    await page.goto('/login')
    await submitLogin(page)
    expect(pathOf(page)).toBe('/dashboard')
    const cookies = await page.context().cookies()
    await clickAndWaitForNavigation(page, page.getByRole('button', { name: 'Keluar' }))
    expect(pathOf(page)).toBe('/login?reason=signed-out')
    expect(await page.getByRole('status').innerText()).toBe('Anda telah keluar.')

    await page.goto('/dashboard/tags')
    expect(pathOf(page)).toBe('/login?next=%2Fdashboard%2Ftags')
    expect((await page.locator('main h1').innerText()).trim()).toBe('Masuk ke dasbor')
    // A copy of the cookie from before signing out opens nothing either (revoked on the server).
    await page.context().addCookies(cookies)
    await page.goto('/dashboard/tags')
    expect(pathOf(page)).toBe('/login?next=%2Fdashboard%2Ftags')
    expectNoErrors(page)
    await page.close()
  })

  it('uploads: success, a wrong file type, and a slow upload canceled', async () => {
    const page = await staffPage()
    await openPostForm(page, '/dashboard/blogs/create')
    await uploadCover(page, files.coverJpeg)
    const stored = await coverPath(page).inputValue()
    expect(await page.getByRole('img', { name: 'Pratinjau gambar sampul' }).isVisible()).toBe(true)

    // PDF bytes under a .png name: the browser's precheck lets it through, the server refuses it.
    await coverPicker(page).setInputFiles(files.pdfNamedPng)
    await expect.poll(() => coverProgress(page).getAttribute('data-state')).toBe('error')
    expect(await coverState(page).innerText()).toBe('Gagal')
    expect(await fieldError(coverPicker(page)).innerText()).toBe(COVER_TYPE_MESSAGE)
    expect(await coverPicker(page).getAttribute('aria-invalid')).toBe('true')
    expect(await coverPath(page).inputValue(), 'the earlier cover stays').toBe(stored)

    // A multi-MB file over a slow uplink, canceled while it runs.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 100 * 1024 })
    await coverPicker(page).setInputFiles(files.largeJpeg)
    await expect.poll(() => coverProgress(page).getAttribute('data-state')).toBe('running')
    expect(await coverState(page).innerText()).toMatch(/^Mengunggah… \d{1,2}%$/)
    // Canceled once bytes have gone out, not before the first one.
    await expect.poll(async () => Number(await coverProgress(page).getAttribute('aria-valuenow'))).toBeGreaterThan(0)
    await page.getByRole('button', { name: 'Batalkan unggahan' }).click()
    await expect.poll(() => coverProgress(page).getAttribute('data-state')).toBe('canceled')
    expect(await coverState(page).innerText()).toBe('Dibatalkan')
    expect(await page.locator('.upload-status').getByText('Unggahan dibatalkan. File sebelumnya tetap dipakai.').count()).toBe(1)
    expect(await page.getByRole('button', { name: 'Batalkan unggahan' }).count()).toBe(0)
    expect(await coverPath(page).inputValue(), 'the canceled upload does not replace the cover').toBe(stored)
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })
    await cdp.detach()
    expectNoErrors(page, { allow: [resourceError(415)] })
    await page.close()
  })

  it('clears the "must be uploaded" message as soon as the upload succeeds, and notes a small cover', async () => {
    const page = await staffPage()
    await openPostForm(page, '/dashboard/blogs/create')
    await page.getByRole('button', { name: 'Terbitkan', exact: true }).click()
    await expect.poll(() => fieldError(coverPicker(page)).textContent()).toBe('Gambar sampul harus diunggah')
    await uploadCover(page, files.coverJpeg)
    await expect.poll(() => fieldError(coverPicker(page)).textContent()).toBe('')
    expect(await coverPicker(page).getAttribute('aria-invalid')).toBeNull()
    expect(await page.locator('.upload-note').count(), '1200×800 is large enough').toBe(0)
    // A small cover is taken, with a note that it may look blurred (not an error).
    await uploadCover(page, files.smallJpeg)
    expect(await page.locator('.upload-note').innerText()).toBe(
      'Gambar ini 600×400 piksel, lebih kecil dari yang disarankan (minimal 1200×675 piksel): di situs bisa tampak buram.',
    )
    expect(await fieldError(coverPicker(page)).textContent()).toBe('')
    expectNoErrors(page)
    await page.close()
  })

  it('keeps the name an uploaded CV had on the computer, shown again when the profile is edited', async () => {
    const page = await staffPage()
    await page.goto('/dashboard/profiles')
    await clickAndWaitForNavigation(page, page.getByRole('link', { name: /^Ubah / }).first())
    const editUrl = page.url()
    await hydrated(page.getByRole('button', { name: 'Simpan', exact: true }))
    const cvPicker = page.getByLabel('File CV', { exact: false }).and(page.locator('input[type="file"]'))
    await cvPicker.setInputFiles(files.pdf)
    const cvProgress = page.getByRole('progressbar', { name: 'Unggahan File CV' })
    await expect.poll(() => cvProgress.getAttribute('data-state'), { timeout: 15_000 }).toBe('success')
    expect(await page.locator('input[type="hidden"][name="cv"]').inputValue()).toMatch(/^cv\/[0-9a-f-]{36}\.pdf$/)
    await clickAndWaitForNavigation(page, page.getByRole('button', { name: 'Simpan', exact: true }))
    await expectToast(page, 'Profil tersimpan.')

    await page.goto(editUrl)
    const cvField = cvPicker.locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " form-field ")][1]')
    expect(await cvField.locator('.upload-status').first().innerText()).toContain('dokumen.pdf')
    expectNoErrors(page)
    await page.close()
  })

  it('offers a draft after a reload, and none after visiting another dashboard page', async () => {
    const page = await staffPage()
    await openPostForm(page, '/dashboard/blogs/create')
    const title = 'Draf yang belum disimpan tentang kepailitan'
    await page.getByRole('textbox', { name: 'Judul', exact: true }).fill(title)
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('draft:/dashboard/blogs/create')), { message: 'the draft is kept as the user types' })
      .toContain(title)

    expect(leavePromptCount(page)).toBe(0)
    await page.reload()
    expect(leavePromptCount(page), 'leaving unsaved input asks first').toBe(1)
    await page.locator('.editor-frame[data-ready="true"]').first().waitFor()
    const banner = page.locator('.draft-banner')
    await banner.waitFor()
    expect(await banner.locator('span').innerText()).toMatch(/^Ada draf yang belum disimpan dari .+\. Pulihkan isiannya\?$/)
    expect(await page.getByRole('textbox', { name: 'Judul', exact: true }).inputValue(), 'not restored before the user asks').toBe('')
    await page.getByRole('button', { name: 'Pulihkan draf' }).click()
    await expect.poll(() => page.getByRole('textbox', { name: 'Judul', exact: true }).inputValue()).toBe(title)
    expect(await banner.count()).toBe(0)
    expect(await page.getByRole('textbox', { name: 'Slug', exact: true }).inputValue()).toBe(slugify(title, 'id'))

    await page.goto('/dashboard/tags')
    expect(leavePromptCount(page), 'a restored draft is unsaved input too').toBe(2)
    await hydrated(page.locator('main h1'))
    await openPostForm(page, '/dashboard/blogs/create')
    expect(await page.locator('.draft-banner').count(), 'no draft after visiting another path').toBe(0)
    expect(await page.getByRole('button', { name: 'Pulihkan draf' }).count()).toBe(0)
    expect(await page.getByRole('textbox', { name: 'Judul', exact: true }).inputValue()).toBe('')
    // Nothing typed: leaving does not ask.
    await page.goto('/dashboard/tags')
    expect(leavePromptCount(page)).toBe(2)
    expectNoErrors(page)
    await page.close()
  })

  it('refuses the second of two editors saving the same blog, keeping their input', async () => {
    const first = await staffPage()
    await first.goto('/dashboard/blogs')
    const row = first.locator('tbody tr').filter({ has: first.locator('.status-published') }).nth(2)
    const original = (await row.locator('.row-title').innerText()).trim()
    const editUrl = (await row.locator('.row-title').getAttribute('href'))!
    const publicUrl = (await row.getByRole('link', { name: /^Lihat di situs: / }).getAttribute('href'))!
    expect(editUrl).toMatch(/^\/dashboard\/blogs\/[^/]+\/edit$/)

    const second = await staffPage()
    await Promise.all([openPostForm(first, editUrl), openPostForm(second, editUrl)])
    expect(await second.getByRole('textbox', { name: 'Judul', exact: true }).inputValue()).toBe(original)

    const titleA = `${original.slice(0, 150)} (versi A)`
    await first.getByRole('textbox', { name: 'Judul', exact: true }).fill(titleA)
    await clickAndWaitForNavigation(first, first.getByRole('button', { name: 'Simpan', exact: true }))
    await expectToast(first, 'Blog tersimpan.')

    const titleB = `${original.slice(0, 150)} (versi B)`
    await second.getByRole('textbox', { name: 'Judul', exact: true }).fill(titleB)
    const response = await clickAndWaitForNavigation(second, second.getByRole('button', { name: 'Simpan', exact: true }))
    expect(response?.status()).toBe(409)
    await hydrated(second.getByRole('button', { name: 'Simpan', exact: true }))
    const alert = second.getByRole('alert').filter({ hasText: STALE_PREFIX })
    expect((await alert.innerText()).trim().startsWith(STALE_PREFIX)).toBe(true)
    expect(await second.getByRole('textbox', { name: 'Judul', exact: true }).inputValue(), 'the refused input is still in the form').toBe(titleB)
    expect(pathOf(second)).toBe(editUrl)
    // The refused input is unsaved: leaving for another page asks first.
    const prompts = leavePromptCount(second)
    await clickAndWaitForNavigation(second, second.getByRole('navigation', { name: 'Menu dasbor' }).getByRole('link', { name: 'Tag', exact: true }))
    expect(leavePromptCount(second)).toBe(prompts + 1)

    // The first save stands.
    await first.goto(publicUrl)
    expect((await first.locator('main h1').innerText()).trim()).toBe(titleA)
    expectNoErrors(first)
    expectNoErrors(second, { allow: [resourceError(409)] })
    await Promise.all([first.close(), second.close()])
  })
})

describe('layout', { timeout: 60_000 }, () => {
  for (const width of [360, 1280]) {
    it(`screenshots of login, the blog list, the blog form with errors and order settings at ${width} px`, async () => {
      const viewport = { width, height: 800 }
      const guest = await newPage(browser, { baseURL: site.baseUrl, viewport })
      await guest.goto('/login?next=%2Fdashboard%2Fblogs')
      await screenshot(guest, `dashboard-login-${width}`)
      expectNoErrors(guest)
      await guest.close()

      const page = await staffPage({ viewport })
      const overflow: string[] = []
      const checkOverflow = async () => {
        const extra = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
        if (extra > 0) overflow.push(`${pathOf(page)}: ${extra}px`)
      }
      await page.goto('/dashboard/blogs')
      await hydrated(page.locator('main h1'))
      await checkOverflow()
      await screenshot(page, `dashboard-blog-list-${width}`)

      await openPostForm(page, '/dashboard/blogs/create')
      await page.getByRole('textbox', { name: 'Judul', exact: true }).fill('Pendek')
      await page.getByRole('button', { name: 'Terbitkan', exact: true }).click()
      await expect.poll(() => fieldError(page.getByRole('textbox', { name: 'Judul', exact: true })).innerText()).toBe(TITLE_MIN_MESSAGE)
      await checkOverflow()
      await screenshot(page, `dashboard-blog-form-error-${width}`)

      await page.goto('/dashboard/profiles/order-settings')
      await hydrated(page.getByRole('button', { name: 'Simpan urutan' }))
      await checkOverflow()
      await screenshot(page, `dashboard-order-settings-${width}`)
      expect(overflow, 'pages that scroll sideways').toEqual([])
      expectNoErrors(page)
      await page.close()
    })
  }
})
