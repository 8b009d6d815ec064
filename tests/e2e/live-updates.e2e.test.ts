/**
 * Live changes between two staff members in real browsers (Chromium), on the embedded backend
 * (server-sent events): the administrator's blog list updates when an editor, Budi, creates a
 * post; the administrator's open edit form says at once that Budi saved the same post, loads
 * his version beside her input without touching it (the draft kept), and her save then goes
 * through; Budi's own list in another tab refreshes without a notice about his own save.
 * A screenshot of the comparison goes to artifacts/screenshots/live-updates-compare-1280.jpg.
 */
import { readFileSync } from 'node:fs'
import type { APIRequestContext, Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { slugify } from '../../shared/schemas/common'
import { extractDashboardData } from '../../web/src/dashboard/live/page-data'
import { makeUploadFixtures, type UploadFixtures } from './fixtures/files'
import { ADMIN_EMAIL, ADMIN_PASSWORD, expectNoErrors, expectToast, hydrated, launchBrowser, newPage, screenshot, startSite, type Site, signIn } from './harness'

const EDITOR = { email: 'budi@example.test', displayName: 'Budi Santoso' }
const CONTENT =
  '<p>Mahkamah Konstitusi memerintahkan pembentuk undang-undang menyusun aturan ketenagakerjaan yang baru. ' +
  'Putusan ini mengubah cara perusahaan menyusun perjanjian kerja waktu tertentu.</p>'

let site: Site
let browser: Browser
let files: UploadFixtures
/** The administrator (watching) and Budi (saving), each in their own browser context. */
let admin: Page
let budi: Page
let editorPassword = ''

/** The data a dashboard page was rendered with, read through a session's own requests. */
async function pageData<P>(request: APIRequestContext, path: string): Promise<P> {
  const res = await request.get(path)
  expect(res.status(), path).toBe(200)
  return extractDashboardData<P>(await res.text())!.props
}

/** Creates a blog as the dashboard's form would send it, with Budi's session (cover uploaded first). */
async function createBlogAsBudi(title: string): Promise<void> {
  const request = budi.context().request
  const headers = { Origin: site.baseUrl }
  const upload = await request.post('/dashboard/uploads/blog_images', {
    headers: { ...headers, Accept: 'application/json', 'Content-Type': 'image/jpeg', 'X-File-Name': 'sampul.jpg' },
    data: readFileSync(files.coverJpeg),
  })
  expect(upload.status()).toBe(201)
  const cover = ((await upload.json()) as { file: { path: string } }).file.path
  const form = await pageData<{ options: { categoryId: { id: string }[] }; defaults: { publishedAt: string } }>(request, '/dashboard/blogs/create')
  // Terbitkan (intent=publish), with the form's date left as it comes: empty, so published now.
  const res = await request.post('/dashboard/blogs/create', {
    headers,
    form: { title, slug: slugify(title, 'id'), content: CONTENT, excerpt: '', categoryId: form.options.categoryId[0]!.id, publishedAt: form.defaults.publishedAt, cover, coverAlt: 'Ruang sidang dilihat dari kursi pengunjung.', intent: 'publish' },
    maxRedirects: 0,
  })
  expect(res.status(), await res.text()).toBe(303)
}

/** Opens a post form and waits until it is live: hydrated, and the Tiptap editor mounted. */
async function openPostForm(page: Page, url: string) {
  expect((await page.goto(url))?.status(), url).toBe(200)
  await page.locator('.editor-frame[data-ready="true"]').first().waitFor()
  await hydrated(page.getByRole('button', { name: 'Simpan', exact: true }))
}

const liveNotice = (page: Page) => page.locator('.live-notice > span')

beforeAll(async () => {
  ;[site, browser, files] = await Promise.all([startSite(), launchBrowser(), makeUploadFixtures()])
  admin = await newPage(browser, { baseURL: site.baseUrl })
  await signIn(admin, ADMIN_EMAIL, ADMIN_PASSWORD)
  // The administrator adds Budi's account; the page shows his generated password once.
  const created = await admin.context().request.post('/dashboard/staff', {
    headers: { Origin: site.baseUrl },
    form: { email: EDITOR.email, displayName: EDITOR.displayName, role: 'editor' },
  })
  expect(created.status()).toBe(201)
  editorPassword = extractDashboardData<{ revealed: { password: string } }>(await created.text())!.props.revealed.password
  budi = await newPage(browser, { baseURL: site.baseUrl })
  await signIn(budi, EDITOR.email, editorPassword)
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
  files?.remove()
}, 30_000)

describe('live changes between two staff sessions', { timeout: 60_000 }, () => {
  it("updates the administrator's blog list when Budi creates a post", async () => {
    await admin.goto('/dashboard/blogs')
    await hydrated(admin.getByRole('link', { name: 'Buat blog' }))
    const count = admin.locator('.list-count')
    const before = Number.parseInt(await count.innerText(), 10)

    const title = 'Putusan MK tentang perjanjian kerja waktu tertentu'
    await createBlogAsBudi(title)

    await admin.locator('.row-title', { hasText: title }).waitFor({ timeout: 10_000 })
    expect(Number.parseInt(await count.innerText(), 10)).toBe(before + 1)
    await expect.poll(() => liveNotice(admin).innerText()).toBe(`Daftar diperbarui: ${EDITOR.displayName} menambahkan “${title}”.`)
    // Announced politely, without moving the focus.
    expect(await admin.locator('.live-notice-region').getAttribute('role')).toBe('status')
    expect(new URL(admin.url()).pathname, 'no reload: the same page').toBe('/dashboard/blogs')
    expectNoErrors(admin)
  })

  it("shows the administrator's open form that Budi saved the same post, and loads his version beside her input", async () => {
    const row = admin.locator('.row-title', { hasText: 'Putusan MK tentang perjanjian kerja' })
    const editUrl = (await row.getAttribute('href'))!
    await openPostForm(admin, editUrl)
    const herTitle = 'Putusan MK tentang PKWT: catatan untuk perusahaan'
    await admin.getByRole('textbox', { name: 'Judul', exact: true }).fill(herTitle)

    // Budi's list in another tab: his own save refreshes it without a notice.
    const budiList = await budi.context().newPage()
    const budiListErrors: string[] = []
    budiList.on('console', (message) => void (message.type() === 'error' && budiListErrors.push(message.text())))
    budiList.on('pageerror', (error) => void budiListErrors.push(String(error)))
    await budiList.goto('/dashboard/blogs')
    await hydrated(budiList.getByRole('link', { name: 'Buat blog' }))

    await openPostForm(budi, editUrl)
    const hisTitle = 'Putusan MK tentang PKWT: versi Budi'
    await budi.getByRole('textbox', { name: 'Judul', exact: true }).fill(hisTitle)
    await Promise.all([budi.waitForURL((url) => url.pathname === '/dashboard/blogs'), budi.getByRole('button', { name: 'Simpan', exact: true }).click()])
    await expectToast(budi, 'Blog tersimpan.')
    await budiList.locator('.row-title', { hasText: hisTitle }).waitFor({ timeout: 10_000 })
    expect(await budiList.locator('.live-notice').count(), 'no notice of his own save').toBe(0)

    const banner = admin.getByRole('alert').filter({ hasText: 'baru saja menyimpan konten ini' })
    await banner.waitFor({ timeout: 10_000 })
    expect((await banner.locator('p').first().innerText()).trim()).toBe(`${EDITOR.displayName} baru saja menyimpan konten ini. Muat versi mereka di samping isian Anda?`)
    expect(await admin.getByRole('textbox', { name: 'Judul', exact: true }).inputValue(), 'her input is untouched').toBe(herTitle)

    await admin.getByRole('button', { name: 'Muat versi mereka' }).click()
    const compare = admin.getByRole('region', { name: `Versi ${EDITOR.displayName} (versi 2) di samping isian Anda` })
    await compare.waitFor()
    const titleRow = compare.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: /^Judul/ }) })
    expect((await titleRow.getByRole('cell').nth(0).innerText()).trim()).toBe(herTitle)
    expect((await titleRow.getByRole('cell').nth(1).innerText()).trim()).toBe(hisTitle)
    expect(await titleRow.innerText()).toContain('Berbeda')
    // Only the title differs; the other fields are hidden until asked for.
    expect(await compare.locator('tbody tr').count()).toBe(1)
    await compare.getByLabel('Tampilkan juga kolom yang sama').check()
    expect(await compare.locator('tbody tr').count()).toBeGreaterThan(5)
    await screenshot(admin, 'live-updates-compare-1280')
    // Loading changed nothing in the form, and the draft is still kept.
    expect(await admin.getByRole('textbox', { name: 'Judul', exact: true }).inputValue()).toBe(herTitle)
    const draft = await admin.evaluate((path) => window.localStorage.getItem(`draft:${path}`), editUrl)
    expect(JSON.parse(draft!).values.title).toBe(herTitle)
    expect(await banner.count(), 'the banner gives way to the comparison').toBe(0)

    // Having seen his version, her save replaces it (the stale-save refusal is for unseen ones).
    await Promise.all([admin.waitForURL((url) => url.pathname === '/dashboard/blogs'), admin.getByRole('button', { name: 'Simpan', exact: true }).click()])
    await expectToast(admin, 'Blog tersimpan.')
    await admin.locator('.row-title', { hasText: herTitle }).waitFor()

    // Budi's list followed both saves; only hers is announced to him.
    await budiList.locator('.row-title', { hasText: herTitle }).waitFor({ timeout: 10_000 })
    await expect.poll(() => liveNotice(budiList).innerText()).toBe(`Daftar diperbarui: Administrator menyimpan “${herTitle}”.`)
    expectNoErrors(admin)
    expectNoErrors(budi)
    expect(budiListErrors).toEqual([])
    await budiList.close()
  })
})
