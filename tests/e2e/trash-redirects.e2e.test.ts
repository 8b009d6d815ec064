/**
 * Sampah and Pengalihan in a real browser (Chromium), on the built site:
 *   - a published blog's slug changed through its form: the old address leads to the new page
 *     with one 301;
 *   - a profile deleted from the list (its page answers 410 Gone with the error page), found in
 *     Sampah with who deleted it, restored, and its page back;
 *   - a purge by the admin (Hapus permanen, confirmed), and an editor who sees no purge button
 *     and whose direct request is refused;
 *   - a manual redirect added in Pengalihan, a loop refused with its message next to the field.
 * Screenshots of Sampah (with items, and a slug conflict), Pengalihan and the 410 page at 390
 * and 1366 px go to artifacts/screenshots/trash-*, redirects-*; axe finds nothing on them.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REDIRECT_MSG } from '../../shared/collections/redirects'
import { extractDashboardData } from '../../web/src/dashboard/live/page-data'
import type { ListPageProps } from '../../shared/collections/list'
import { ADMIN_EMAIL, ADMIN_PASSWORD, expectNoErrors, expectToast, hydrated, launchBrowser, newPage, screenshot, startSite, type Site, signIn } from './harness'
import { expectAxeClean } from './quality-checks'

/** Chromium logs every 4xx response (the document's included) as a console error. */
const resourceError = (...statuses: number[]) => new RegExp(`Failed to load resource: the server responded with a status of (${statuses.join('|')})`)
const EDITOR = { email: 'budi.editor@example.test', displayName: 'Budi Editor' }
const WIDTHS = [390, 1366] as const

let site: Site
let browser: Browser
let admin: Page
let editorPassword = ''

async function clickAndWait(page: Page, click: () => Promise<void>) {
  await Promise.all([page.waitForNavigation(), click()])
}

/** Screenshots of the current page at both widths; none scrolls sideways. */
async function shoot(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${name} at ${width} px scrolls sideways`).toBe(true)
    await screenshot(page, `${name}-${width}`)
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}

/** An attorney created through the dashboard's form endpoint, with the admin's session. */
async function createAttorney(name: string, slug: string) {
  const res = await admin.context().request.post('/dashboard/profiles/create', {
    headers: { Origin: site.baseUrl },
    form: {
      name,
      slug,
      position: 'Associate',
      kind: 'attorney',
      email: `${slug}@example.test`,
      phone: '',
      bio: `${name} menangani sengketa ketenagakerjaan dan hubungan industrial bagi perusahaan manufaktur dan jasa keuangan di Jakarta.`,
      education: '',
      barAdmissions: '',
      languages: 'Indonesia',
      linkedinUrl: '',
    },
    maxRedirects: 0,
  })
  expect(res.status(), await res.text()).toBe(303)
}

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
  admin = await newPage(browser, { baseURL: site.baseUrl })
  await signIn(admin, ADMIN_EMAIL, ADMIN_PASSWORD)
  const created = await admin.context().request.post('/dashboard/staff', { headers: { Origin: site.baseUrl }, form: { ...EDITOR, role: 'editor' } })
  expect(created.status()).toBe(201)
  editorPassword = extractDashboardData<{ revealed: { password: string } }>(await created.text())!.props.revealed.password
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
}, 30_000)

describe('Sampah and Pengalihan', { timeout: 90_000 }, () => {
  it("changes a published blog's slug in its form; the old address leads to the new page with one 301", async () => {
    const list = await admin.context().request.get('/dashboard/blogs')
    // A published one: its row links to its public page.
    const rows = extractDashboardData<ListPageProps>(await list.text())!.props.rows
    const [row, view] = rows.flatMap((r) => r.actions.flatMap((a) => (a.kind === 'link' && a.label === 'Lihat di situs' ? [[r, a] as const] : []))).at(0)!
    const oldPath = view.href
    await admin.goto(`/dashboard/blogs/${row.id}/edit`)
    await admin.locator('.editor-frame[data-ready="true"]').first().waitFor()
    const save = admin.getByRole('button', { name: 'Simpan', exact: true })
    await hydrated(save)
    const slug = admin.getByRole('textbox', { name: 'Slug', exact: true })
    const newSlug = `${await slug.inputValue()}-baru`
    await slug.fill(newSlug)
    await clickAndWait(admin, () => save.click())
    await expectToast(admin, 'Blog tersimpan.')

    const visitor = await newPage(browser, { baseURL: site.baseUrl })
    const response = (await visitor.goto(oldPath))!
    expect(response.status()).toBe(200)
    expect(new URL(visitor.url()).pathname).toBe(`/blogs/${newSlug}`)
    // One hop: the page's request was redirected from the old address, which was not redirected itself.
    const hop = response.request().redirectedFrom()
    expect(new URL(hop!.url()).pathname).toBe(oldPath)
    expect((await hop!.response())!.status()).toBe(301)
    expect(hop!.redirectedFrom()).toBeNull()
    expect(await visitor.locator('h1').innerText()).toBe(row.name)
    expectNoErrors(visitor)
    await visitor.close()
  })

  it('deletes a profile (its page answers 410), finds it in Sampah with who deleted it, and restores it', async () => {
    await createAttorney('Larasati Wibowo', 'larasati-wibowo')
    await admin.goto('/dashboard/profiles?q=Larasati')
    await hydrated(admin.getByRole('button', { name: 'Hapus Larasati Wibowo' }))
    await admin.getByRole('button', { name: 'Hapus Larasati Wibowo' }).click()
    const dialog = admin.getByRole('dialog')
    await expect.poll(() => dialog.innerText()).toContain('dipindahkan ke Sampah')
    await clickAndWait(admin, () => dialog.getByRole('button', { name: 'Hapus' }).click())
    await expectToast(admin, 'Profil dipindahkan ke Sampah.')

    const visitor = await newPage(browser, { baseURL: site.baseUrl })
    const gone = (await visitor.goto('/attorneys/larasati-wibowo'))!
    expect(gone.status()).toBe(410)
    expect(await visitor.locator('h1').innerText()).toBe('Konten sudah dihapus')
    expect(await visitor.locator('.error-description').innerText()).toBe('Konten di alamat ini sudah dihapus: /attorneys/larasati-wibowo')
    await expectAxeClean(visitor, '410 page')
    await shoot(visitor, 'trash-410-page')
    expectNoErrors(visitor, { allow: [resourceError(410)] })

    await admin.goto('/dashboard/trash')
    const item = admin.getByRole('row', { name: /Larasati Wibowo/ })
    await expect.poll(() => item.innerText()).toContain('oleh ')
    await expectAxeClean(admin, 'Sampah')
    await shoot(admin, 'trash-list')
    await hydrated(item.getByRole('button', { name: 'Pulihkan Larasati Wibowo' }))
    await clickAndWait(admin, () => item.getByRole('button', { name: 'Pulihkan Larasati Wibowo' }).click())
    await expectToast(admin, 'Profil dipulihkan dari Sampah.')
    expect((await visitor.goto('/attorneys/larasati-wibowo'))!.status()).toBe(200)
    expect(await visitor.locator('h1').innerText()).toContain('Larasati Wibowo')
    expectNoErrors(admin)
    await visitor.close()
  })

  it('explains a slug taken while the item was in Sampah and restores it under a new one', async () => {
    await createAttorney('Dimas Prakoso', 'dimas-prakoso')
    await admin.goto('/dashboard/profiles?q=Dimas')
    await admin.getByRole('button', { name: 'Hapus Dimas Prakoso' }).click()
    await clickAndWait(admin, () => admin.getByRole('dialog').getByRole('button', { name: 'Hapus' }).click())
    await createAttorney('Dimas Prakoso Putra', 'dimas-prakoso')
    await admin.goto('/dashboard/trash')
    await hydrated(admin.getByRole('button', { name: 'Pulihkan Dimas Prakoso' }))
    await clickAndWait(admin, () => admin.getByRole('button', { name: 'Pulihkan Dimas Prakoso' }).click())
    await expect.poll(() => admin.getByRole('alert').first().innerText()).toContain('Slug “dimas-prakoso” sekarang dipakai oleh “Dimas Prakoso Putra”')
    expect(await admin.getByRole('textbox', { name: 'Slug baru' }).inputValue()).toBe('dimas-prakoso-2')
    await shoot(admin, 'trash-conflict')
    await expectAxeClean(admin, 'Sampah, slug conflict')
    await clickAndWait(admin, () => admin.getByRole('button', { name: 'Pulihkan dengan slug ini' }).click())
    await expectToast(admin, 'Profil dipulihkan dari Sampah.')
    const res = await admin.context().request.get('/attorneys/dimas-prakoso-2')
    expect(res.status()).toBe(200)
    expectNoErrors(admin, { allow: [resourceError(409)] })
  })

  it('an editor sees no purge and is refused one; the admin purges', async () => {
    await createAttorney('Rangga Sudrajat', 'rangga-sudrajat')
    await admin.goto('/dashboard/profiles?q=Rangga')
    await admin.getByRole('button', { name: 'Hapus Rangga Sudrajat' }).click()
    await clickAndWait(admin, () => admin.getByRole('dialog').getByRole('button', { name: 'Hapus' }).click())

    const budi = await newPage(browser, { baseURL: site.baseUrl })
    await signIn(budi, EDITOR.email, editorPassword)
    await budi.goto('/dashboard/trash')
    await budi.getByRole('row', { name: /Rangga Sudrajat/ }).waitFor()
    expect(await budi.getByRole('button', { name: /Hapus permanen/ }).count()).toBe(0)
    expect(await budi.getByRole('link', { name: 'Pengalihan' }).count()).toBe(0)
    const entryId = await budi.getByRole('row', { name: /Rangga Sudrajat/ }).locator('form').first().getAttribute('action')
    const refused = await budi.context().request.post(entryId!.replace('/restore', '/purge'), { headers: { Origin: site.baseUrl }, maxRedirects: 0 })
    expect(refused.status()).toBe(403)
    expect(await refused.text()).toContain('Halaman ini hanya untuk admin.')
    expectNoErrors(budi)
    await budi.close()

    await admin.goto('/dashboard/trash')
    const row = admin.getByRole('row', { name: /Rangga Sudrajat/ })
    await hydrated(row.getByRole('button', { name: 'Hapus permanen Rangga Sudrajat' }))
    await row.getByRole('button', { name: 'Hapus permanen Rangga Sudrajat' }).click()
    const dialog = admin.getByRole('dialog', { name: 'Hapus permanen “Rangga Sudrajat”?' })
    await clickAndWait(admin, () => dialog.getByRole('button', { name: 'Hapus permanen' }).click())
    await expectToast(admin, 'Profil dihapus permanen.')
    expect(await admin.getByRole('row', { name: /Rangga Sudrajat/ }).count()).toBe(0)
    expect((await admin.context().request.get('/attorneys/rangga-sudrajat')).status()).toBe(410)
    // The page's log keeps the refused restore of the test before.
    expectNoErrors(admin, { allow: [resourceError(409)] })
  })

  it('adds a manual redirect in Pengalihan and refuses a loop next to the field', async () => {
    await admin.goto('/dashboard/redirects')
    const from = admin.getByRole('textbox', { name: 'Alamat lama' })
    const to = admin.getByRole('textbox', { name: 'Alamat tujuan' })
    await hydrated(from)
    await from.fill('/tim-kami')
    await to.fill('/attorneys')
    await clickAndWait(admin, () => admin.getByRole('button', { name: 'Tambah pengalihan' }).click())
    await expectToast(admin, 'Pengalihan ditambahkan.')
    const followed = (await admin.context().request.get('/tim-kami', { maxRedirects: 0 }))
    expect(followed.status()).toBe(301)
    expect(followed.headers().location).toBe('/attorneys')

    await hydrated(from)
    await from.fill('/attorneys')
    await to.fill('/tim-kami')
    await clickAndWait(admin, () => admin.getByRole('button', { name: 'Tambah pengalihan' }).click())
    await expect.poll(() => admin.locator('.field-error').allInnerTexts()).toContain(REDIRECT_MSG.loop('/attorneys → /tim-kami → /attorneys'))
    // Refused in the browser before sending: another site.
    await hydrated(to)
    await to.fill('https://contoh.example/')
    await to.blur()
    await expect.poll(() => admin.locator('.field-error').allInnerTexts()).toContain(REDIRECT_MSG.notSitePath)
    await expectAxeClean(admin, 'Pengalihan')
    await shoot(admin, 'redirects-list')
    expectNoErrors(admin, { allow: [resourceError(400, 409)] })
  })
})
