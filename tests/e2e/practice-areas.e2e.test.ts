/**
 * Practice areas from the dashboard to every public page that shows them, in a real
 * browser (Chromium):
 *   - created through its form (Nama, Slug, Ringkasan, Deskripsi in Tiptap, Gambar sampul),
 *     then seen on /practice-area, on its own page /practice-area/{slug}, as an
 *     /attorneys?area= filter (after it is given to an attorney through the profile form) and
 *     in /search;
 *   - renamed, and every one of those pages follows (the slug, a shared address, stays);
 *   - its delete not offered while a profile names it, then deleted once none does, and gone
 *     from every page;
 *   - a save refused for an empty Nama, in the browser and by the server: the message next to
 *     the field, the typed description kept.
 * Every wait is on the page's state (a URL, a toast, a polled value), never a fixed delay.
 * Screenshots of an area's page (with and without a cover), the dashboard list and the form at
 * 390 and 1366 px go to artifacts/screenshots/practice-area-*; none of them scrolls sideways.
 * (The quality suites check the seeded areas, which have no cover: the page with one is
 * checked here with html-validate and axe.)
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { slugify } from '../../shared/schemas/common'
import { makeUploadFixtures, type UploadFixtures } from './fixtures/files'
import { ADMIN_EMAIL, ADMIN_PASSWORD, expectNoErrors, expectToast, hydrated, launchBrowser, newPage, ROOT, screenshot, startSite, type Site, clickAndWaitForNavigation } from './harness'
import { expectAxeClean, validateHtml } from './quality-checks'

/** Chromium logs every 4xx response (the document's included) as a console error. */
const resourceError = (...statuses: number[]) => new RegExp(`Failed to load resource: the server responded with a status of (${statuses.join('|')})`)

const NAME_REQUIRED = 'Nama harus diisi'
/** Each name carries a word found nowhere else on the site, so a search for it finds only this area. */
const NAME = 'Hukum Antariksa dan Satelit'
const RENAMED = 'Hukum Kedirgantaraan dan Satelit'
const SUMMARY = 'Perizinan orbit, spektrum frekuensi, dan kontrak peluncuran bagi operator dan pengguna jasa satelit.'
const DESCRIPTION =
  'Kami mendampingi operator satelit, penyedia jasa telekomunikasi, dan investor sejak perencanaan hingga sengketa: ' +
  'hak labuh, filing ITU, asuransi peluncuran, dan pengadaan stasiun bumi.'

let site: Site
let browser: Browser
let files: UploadFixtures

const pathOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search

/** The error text shown right below a field (its .form-field's .field-error). */
function fieldError(input: Locator): Locator {
  return input.locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " form-field ")][1]').locator('.field-error').first()
}

// By role and accessible name: the labels' required mark (" *") is hidden from assistive technology.
const nameInput = (page: Page) => page.getByRole('textbox', { name: 'Nama', exact: true })
const slugInput = (page: Page) => page.getByRole('textbox', { name: 'Slug', exact: true })
const summaryInput = (page: Page) => page.getByRole('textbox', { name: 'Ringkasan', exact: true })
const editor = (page: Page) => page.getByRole('textbox', { name: 'Deskripsi', exact: true })
/** Simpan: a profile's save, and a published area's. */
const save = (page: Page) => page.getByRole('button', { name: 'Simpan', exact: true })
/** Terbitkan: a new area's save that puts it on the site (Simpan draf would keep it off). */
const publish = (page: Page) => page.getByRole('button', { name: 'Terbitkan', exact: true })

/** Waits until a practice-area form is live: hydrated (its save buttons, new or published), and its Tiptap editor mounted. */
async function formReady(page: Page) {
  await page.locator('.editor-frame[data-ready="true"]').first().waitFor()
  await hydrated(page.locator('.form-actions button[name="intent"]'))
}

/** Types into the Tiptap area, as a user would. */
async function typeDescription(page: Page, text: string) {
  await editor(page).click()
  await page.keyboard.type(text, { delay: 0 })
  await expect.poll(async () => (await editor(page).innerText()).trim()).toBe(text)
}

/** The area names /practice-area lists, in order. */
async function listedAreas(page: Page) {
  await page.goto('/practice-area')
  return (await page.locator('main section.area h2').allInnerTexts()).map((name) => name.trim())
}

/** The names the /attorneys filter offers (without "Semua bidang praktik"). */
async function filterOptions(page: Page) {
  await page.goto('/attorneys')
  return (await page.locator('#filter-area option').allInnerTexts()).map((name) => name.trim()).slice(1)
}

/**
 * The practice-area results of a search, once the index has them (search sync follows a save;
 * the page is asked again until the result is there).
 */
async function expectAreaHits(page: Page, query: string, expected: { name: string; href: string }[]) {
  await expect
    .poll(
      async () => {
        await page.goto(`/search?q=${encodeURIComponent(query)}`)
        const group = page.locator('section.search-group', { has: page.getByRole('heading', { name: /^Bidang Praktik/ }) })
        return group.locator('.search-hit-title a').evaluateAll((links) => links.map((a) => ({ name: (a as HTMLElement).innerText.trim(), href: a.getAttribute('href') })))
      },
      { message: `practice areas found by /search?q=${query}`, timeout: 15_000 },
    )
    .toEqual(expected)
}

/** Signs in through the login form the page is on. */
async function signIn(page: Page) {
  await page.getByLabel('Email').fill(ADMIN_EMAIL)
  await page.getByLabel('Kata sandi').fill(ADMIN_PASSWORD)
  await clickAndWaitForNavigation(page, page.getByRole('button', { name: 'Masuk' }))
}

/** Gives `area` to, or takes it from, the profile named `person`, through the profile form. */
async function setProfileArea(page: Page, person: string, area: string, checked: boolean) {
  await page.goto(`/dashboard/profiles?q=${encodeURIComponent(person)}`)
  await clickAndWaitForNavigation(page, page.getByRole('link', { name: `Ubah ${person}`, exact: true }))
  await hydrated(save(page))
  const box = page.getByRole('group', { name: 'Bidang praktik' }).getByRole('checkbox', { name: area, exact: true })
  await box.setChecked(checked)
  await clickAndWaitForNavigation(page, save(page))
  await expectToast(page, 'Profil tersimpan.')
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
    writeFileSync(path.join(ROOT, 'artifacts', 'logs', 'practice-areas.server.log'), site.logs())
  }
}, 30_000)

describe('practice areas', { timeout: 120_000 }, () => {
  it('created in the dashboard, shown on /practice-area, its own page, the /attorneys filter and /search; renamed everywhere; deleted once no profile names it', async () => {
    const page = await newPage(browser, { baseURL: site.baseUrl })
    const slug = slugify(NAME, 'id')
    const areaUrl = `/practice-area/${slug}`
    const areasBefore = await listedAreas(page)
    expect(areasBefore).not.toContain(NAME)
    const attorney = (await page.goto('/attorneys'), (await page.locator('main article h2').first().innerText()).trim())

    // Sign in, then "Bidang Praktik" in the dashboard's navigation.
    await page.goto('/login')
    await signIn(page)
    const nav = page.getByRole('navigation', { name: 'Menu dasbor' })
    await clickAndWaitForNavigation(page, nav.getByRole('link', { name: 'Bidang Praktik', exact: true }))
    expect(pathOf(page)).toBe('/dashboard/practice-areas')
    expect((await page.locator('main h1').innerText()).trim()).toBe('Bidang Praktik')
    expect(await nav.getByRole('link', { name: 'Bidang Praktik', exact: true }).getAttribute('aria-current')).toBe('page')
    const rowNames = () => page.locator('.area-table tbody .row-title').allInnerTexts()
    expect(await rowNames(), 'the list shows the areas in the order the site uses').toEqual(areasBefore)

    // The form.
    await clickAndWaitForNavigation(page, page.getByRole('link', { name: 'Tambah bidang praktik' }))
    expect(pathOf(page)).toBe('/dashboard/practice-areas/create')
    await formReady(page)
    await nameInput(page).fill(NAME)
    await expect.poll(() => slugInput(page).inputValue(), { message: 'the slug follows the name' }).toBe(slug)
    expect(await page.getByText(`Alamat halaman: ${areaUrl}`).count()).toBe(1)
    await summaryInput(page).fill(SUMMARY)
    await typeDescription(page, DESCRIPTION)
    const picker = page.getByLabel('Gambar sampul', { exact: false }).and(page.locator('input[type="file"]'))
    await picker.setInputFiles(files.coverJpeg)
    await expect.poll(() => page.getByRole('progressbar', { name: 'Unggahan Gambar sampul' }).getAttribute('data-state')).toBe('success')
    expect(await page.locator('input[type="hidden"][name="cover"]').inputValue()).toMatch(/^practice_area_images\/[0-9a-f-]{36}\.jpg$/)
    await page.getByRole('textbox', { name: 'Teks alternatif', exact: true }).fill('Ikon timbangan keadilan di atas pola abstrak.')

    const created = await clickAndWaitForNavigation(page, publish(page))
    expect(created?.status()).toBe(200)
    await expectToast(page, 'Bidang praktik diterbitkan dan tampil di situs.')
    await expect.poll(() => pathOf(page), { message: 'the notice key is removed from the address' }).toBe('/dashboard/practice-areas')
    expect(await rowNames(), 'a new area comes last').toEqual([...areasBefore, NAME])

    // /practice-area lists it with a link to its own page.
    expect(await listedAreas(page)).toEqual([...areasBefore, NAME])
    const section = page.locator(`section.area#${slug}`)
    expect((await section.locator('.area-summary').innerText()).trim()).toBe(SUMMARY)
    // (The public site swaps pages in place: the address changes without a document load.)
    await Promise.all([page.waitForURL((url) => url.pathname === areaUrl), section.getByRole('link', { name: NAME, exact: true }).click()])

    // Its own page: name, summary, cover, description, an empty team for now.
    await expect.poll(() => page.locator('main h1').innerText()).toBe(NAME)
    expect(await page.title()).toContain(NAME)
    expect((await page.locator('.area-detail .lead').innerText()).trim()).toBe(SUMMARY)
    expect(await page.locator('.area-detail-cover img, img.area-detail-cover').count()).toBe(1)
    expect((await page.locator('.area-detail .prose').innerText()).trim()).toBe(DESCRIPTION)
    expect(await page.locator('section.related .attorney-card').count()).toBe(0)
    expect(await page.getByRole('link', { name: /^Semua advokat bidang/ }).count(), 'no link to an attorney list that would be empty').toBe(0)
    const serviceLd = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) =>
      scripts.flatMap((s) => [JSON.parse(s.textContent ?? 'null')].flat()).find((node) => node?.['@type'] === 'Service'),
    )
    expect(serviceLd).toMatchObject({ name: NAME, description: SUMMARY, url: `${site.baseUrl}${areaUrl}` })

    // Search finds it under "Bidang Praktik".
    await expectAreaHits(page, 'Antariksa', [{ name: NAME, href: areaUrl }])

    // An attorney takes it on (the profile form), and the /attorneys filter offers it.
    await setProfileArea(page, attorney, NAME, true)
    expect(await filterOptions(page)).toEqual([...areasBefore, NAME])
    await page.getByLabel('Bidang praktik').selectOption({ label: NAME })
    await Promise.all([page.waitForURL((url) => url.searchParams.get('area') === slug), page.getByRole('button', { name: 'Terapkan' }).click()])
    await expect.poll(() => page.locator('main h1').innerText()).toBe(`Advokat bidang ${NAME}`)
    expect((await page.locator('main article h2').allInnerTexts()).map((n) => n.trim())).toEqual([attorney])
    // The area's page shows its team.
    await page.goto(areaUrl)
    expect((await page.locator('section.related .attorney-card h3').allInnerTexts()).map((n) => n.trim())).toEqual([attorney])
    expect(await page.getByRole('link', { name: `Semua advokat bidang ${NAME}` }).getAttribute('href')).toBe(`/attorneys?area=${slug}`)

    // Rename: every page follows; the address stays.
    await page.goto('/dashboard/practice-areas')
    await clickAndWaitForNavigation(page, page.getByRole('link', { name: `Ubah ${NAME}`, exact: true }))
    await formReady(page)
    expect(await nameInput(page).inputValue()).toBe(NAME)
    await nameInput(page).fill(RENAMED)
    expect(await slugInput(page).inputValue(), "an existing area's slug does not follow its name").toBe(slug)
    await clickAndWaitForNavigation(page, save(page))
    await expectToast(page, 'Bidang praktik tersimpan.')
    expect(await rowNames()).toEqual([...areasBefore, RENAMED])

    expect(await listedAreas(page)).toEqual([...areasBefore, RENAMED])
    await page.goto(areaUrl)
    expect((await page.locator('main h1').innerText()).trim()).toBe(RENAMED)
    expect(await page.title()).toContain(RENAMED)
    expect(await filterOptions(page)).toEqual([...areasBefore, RENAMED])
    await page.goto(`/attorneys?area=${slug}`)
    expect((await page.locator('main h1').innerText()).trim()).toBe(`Advokat bidang ${RENAMED}`)
    await expectAreaHits(page, 'Kedirgantaraan', [{ name: RENAMED, href: areaUrl }])
    await expectAreaHits(page, 'Antariksa', [])
    expect(await page.locator('.result-count').innerText(), 'the old name is found nowhere').toBe('Tidak ada hasil untuk “Antariksa”.')

    // While a profile names it, the list offers that profile instead of a delete.
    await page.goto('/dashboard/practice-areas')
    const row = page.locator('.area-table tbody tr', { has: page.getByRole('link', { name: `Ubah ${RENAMED}`, exact: true }) })
    expect(await row.getByRole('button', { name: `Hapus ${RENAMED}` }).count()).toBe(0)
    expect((await row.getByRole('link', { name: 'Dipakai 1 profil' }).getAttribute('href'))!).toMatch(/^\/dashboard\/profiles\?area=/)
    await setProfileArea(page, attorney, RENAMED, false)

    // Then it can go, after a confirmation.
    await page.goto('/dashboard/practice-areas')
    const remove = page.getByRole('button', { name: `Hapus ${RENAMED}`, exact: true })
    await hydrated(remove)
    await remove.click()
    const dialog = page.getByRole('dialog', { name: `Hapus bidang praktik “${RENAMED}”?` })
    await dialog.waitFor()
    await clickAndWaitForNavigation(page, dialog.getByRole('button', { name: 'Hapus', exact: true }))
    await expectToast(page, 'Bidang praktik dipindahkan ke Sampah.')
    expect(await rowNames()).toEqual(areasBefore)

    // Gone from every page; in Sampah, so its addresses answer 410 Gone.
    expect(await listedAreas(page)).toEqual(areasBefore)
    expect((await page.goto(areaUrl))?.status()).toBe(410)
    expect(await filterOptions(page)).toEqual(areasBefore)
    expect((await page.goto(`/attorneys?area=${slug}`))?.status()).toBe(410)
    await expectAreaHits(page, 'Kedirgantaraan', [])
    expectNoErrors(page, { allow: [resourceError(404, 410)] })
    await page.close()
  })

  it('refuses a save with an empty Nama, with the message next to the field, keeping the typed description', async () => {
    const page = await newPage(browser, { baseURL: site.baseUrl })
    await page.goto('/login?next=%2Fdashboard%2Fpractice-areas%2Fcreate')
    await signIn(page)
    expect(pathOf(page)).toBe('/dashboard/practice-areas/create')
    await formReady(page)
    const posts: string[] = []
    page.on('request', (request) => request.method() === 'POST' && posts.push(request.url()))

    await slugInput(page).fill('hukum-tanpa-nama')
    await summaryInput(page).fill(SUMMARY)
    await typeDescription(page, DESCRIPTION)

    // In the browser: nothing is sent, the message sits below Nama, which says it is invalid.
    await publish(page).click()
    await expect.poll(() => fieldError(nameInput(page)).innerText()).toBe(NAME_REQUIRED)
    expect(await nameInput(page).getAttribute('aria-invalid')).toBe('true')
    expect(await nameInput(page).getAttribute('aria-describedby')).toContain(await fieldError(nameInput(page)).getAttribute('id'))
    expect(posts, 'no request before the browser check passes').toEqual([])
    expect(pathOf(page)).toBe('/dashboard/practice-areas/create')
    expect((await editor(page).innerText()).trim()).toBe(DESCRIPTION)

    // The same form sent without the browser's checks: the server refuses it the same way.
    const [response] = await Promise.all([
      page.waitForNavigation(),
      page.evaluate(() => {
        const form = document.getElementById('practiceAreas-form') as HTMLFormElement
        form.noValidate = true
        HTMLFormElement.prototype.submit.call(form)
      }),
    ])
    expect(response?.status()).toBe(400)
    expect(await response?.text(), 'the server wrote the message itself').toContain(NAME_REQUIRED)
    await formReady(page)
    expect(await fieldError(nameInput(page)).innerText()).toBe(NAME_REQUIRED)
    expect(await nameInput(page).getAttribute('aria-invalid')).toBe('true')
    expect((await editor(page).innerText()).trim(), 'the description is kept').toBe(DESCRIPTION)
    expect(await summaryInput(page).inputValue()).toBe(SUMMARY)
    expect(await slugInput(page).inputValue()).toBe('hukum-tanpa-nama')

    // Named, it goes through with what was kept.
    await nameInput(page).fill('Hukum Tanpa Nama')
    await clickAndWaitForNavigation(page, publish(page))
    await expectToast(page, 'Bidang praktik diterbitkan dan tampil di situs.')
    await page.goto('/practice-area/hukum-tanpa-nama')
    expect((await page.locator('.area-detail .prose').innerText()).trim()).toBe(DESCRIPTION)
    expectNoErrors(page, { allow: [resourceError(400)] })
    await page.close()
  })
})

describe('layout', { timeout: 90_000 }, () => {
  const COVERED = 'Hukum Maritim dan Pelayaran'
  let cookies: Awaited<ReturnType<BrowserContext['cookies']>> = []
  /** A seeded area with a team and its writing, and one with a cover and no team. */
  const areas = { seeded: '', covered: `/practice-area/${slugify(COVERED, 'id')}` }

  // (A test rather than a beforeAll: expect.poll, which the waits use, runs only inside tests.)
  it('adds an area with a cover for the screenshots; its page (the seeded ones have none) passes html-validate and axe', async () => {
    const page = await newPage(browser, { baseURL: site.baseUrl })
    await page.goto('/practice-area')
    areas.seeded = (await page.locator('main section.area h2 a').first().getAttribute('href'))!
    await page.goto('/login?next=%2Fdashboard%2Fpractice-areas%2Fcreate')
    await signIn(page)
    cookies = await page.context().cookies()
    await formReady(page)
    await nameInput(page).fill(COVERED)
    await summaryInput(page).fill('Sengketa muatan, tubrukan kapal, sewa kapal, dan perizinan angkutan laut di perairan Indonesia.')
    await typeDescription(page, DESCRIPTION)
    await page.getByLabel('Gambar sampul', { exact: false }).and(page.locator('input[type="file"]')).setInputFiles(files.coverJpeg)
    await expect.poll(() => page.getByRole('progressbar', { name: 'Unggahan Gambar sampul' }).getAttribute('data-state')).toBe('success')
    // A cover needs its alternative text.
    await page.getByRole('textbox', { name: 'Teks alternatif', exact: true }).fill('Ikon kapal di atas gelombang laut.')
    await clickAndWaitForNavigation(page, publish(page))
    await expectToast(page, 'Bidang praktik diterbitkan dan tampil di situs.')
    expect(await validateHtml(await (await fetch(`${site.baseUrl}${areas.covered}`)).text())).toEqual([])
    await page.goto(areas.covered)
    await expectAxeClean(page, 'practice area with a cover')
    expectNoErrors(page)
    await page.close()
  })

  for (const width of [390, 1366]) {
    it(`an area's page, the dashboard list and the form at ${width} px: screenshots, nothing scrolls sideways`, async () => {
      const page = await newPage(browser, { baseURL: site.baseUrl, viewport: { width, height: 844 } })
      await page.context().addCookies(cookies)
      const overflow: string[] = []
      const shoot = async (name: string) => {
        const extra = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
        if (extra > 0) overflow.push(`${pathOf(page)}: ${extra}px`)
        await screenshot(page, `practice-area-${name}-${width}`)
      }
      for (const [name, target] of [
        ['page', areas.seeded],
        ['page-cover', areas.covered],
      ] as const) {
        await page.goto(target)
        await page.evaluate(() => document.querySelectorAll('img[loading="lazy"]').forEach((img) => ((img as HTMLImageElement).loading = 'eager')))
        await page.waitForFunction(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0), undefined, { timeout: 15_000 })
        await shoot(name)
      }
      await page.goto('/dashboard/practice-areas')
      await hydrated(page.locator('main h1'))
      await shoot('dashboard-list')
      await page.goto('/dashboard/practice-areas')
      await clickAndWaitForNavigation(page, page.getByRole('link', { name: `Ubah ${COVERED}`, exact: true }))
      await formReady(page)
      await page.waitForFunction(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0))
      await shoot('dashboard-form')
      // The form with its errors (every field emptied).
      await page.goto('/dashboard/practice-areas/create')
      await formReady(page)
      await publish(page).click()
      await expect.poll(() => fieldError(nameInput(page)).innerText()).toBe(NAME_REQUIRED)
      await shoot('dashboard-form-errors')
      expect(overflow, 'pages that scroll sideways').toEqual([])
      expectNoErrors(page)
      await page.close()
    })
  }
})
