/**
 * Job openings and applications in a real browser (Chromium):
 *   - staff publish an opening through Lowongan (Tiptap description, closing date), and it is on
 *     /career and its own page with JSON-LD JobPosting;
 *   - a candidate without JavaScript applies with a PDF: refused first (no consent), the CV kept,
 *     then sent, landing on the thank-you page; the outbox holds the firm's notification and the
 *     candidate's acknowledgement;
 *   - with JavaScript an open application goes from /career without a reload;
 *   - staff see both in Lamaran with the unread count and download the CV through the staff-only
 *     route (private, no-store, attachment: the same bytes); a visitor asking for it is sent to
 *     sign in;
 *   - an opening whose closing day is past is gone from /career and its page answers 404.
 * Screenshots at 390 and 1366 px go to artifacts/screenshots/careers-*; none scrolls sideways.
 */
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeUploadFixtures, type UploadFixtures } from './fixtures/files'
import { expectNoErrors, hydrated, launchBrowser, newPage, screenshot, startSite, type Site, signIn } from './harness'
import { expectAxeClean, validateHtml } from './quality-checks'

let site: Site
let browser: Browser
let files: UploadFixtures

const WIDTHS = [390, 1366] as const
const TITLE = 'Associate Hukum Maritim'
const DESCRIPTION = 'Mendampingi pemilik kapal, penyewa, dan perusahaan asuransi dalam sengketa muatan, tubrukan, dan penahanan kapal di pelabuhan Indonesia.'

/** Chromium logs every 4xx response (the document's included) as a console error. */
const resourceError = (...statuses: number[]) => new RegExp(`Failed to load resource: the server responded with a status of (${statuses.join('|')})`)
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Jakarta's calendar date `days` from now (UTC+7), as the closing-date field takes it. */
const jakartaDay = (days: number) => new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10)

async function shots(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    expect(await scrollsSideways(page), `${name} at ${width} px scrolls sideways`).toBe(false)
    await screenshot(page, `careers-${name}-${width}`)
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}

/** Fills the application form on the page (the CV included) with the consent ticked or not. */
async function fillApplication(page: Page, name: string, email: string, options: { consent: boolean; cv?: boolean }) {
  const form = page.locator('form[data-application-form]')
  await form.getByRole('textbox', { name: 'Nama', exact: true }).fill(name)
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email)
  await form.getByRole('textbox', { name: 'Telepon', exact: true }).fill('0812 3456 7890')
  await form.getByRole('textbox', { name: 'URL LinkedIn', exact: true }).fill('https://www.linkedin.com/in/calon-uji')
  if (options.cv !== false) await form.getByLabel('CV', { exact: true }).setInputFiles(files.pdf)
  await form.getByRole('textbox', { name: 'Surat lamaran', exact: true }).fill('Saya berpengalaman dua tahun dalam perkara pengangkutan laut.')
  if (options.consent) await form.getByLabel(/^Saya menyetujui/).check()
}

beforeAll(async () => {
  ;[site, browser, files] = await Promise.all([startSite(), launchBrowser(), makeUploadFixtures()])
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
  files?.remove()
}, 30_000)

describe('careers: openings and applications', { timeout: 180_000 }, () => {
  let staff: Page
  let openingPath = ''

  it('staff publish an opening through Lowongan; it is on /career and its page, with JSON-LD JobPosting', async () => {
    staff = await newPage(browser, { baseURL: site.baseUrl })
    await signIn(staff)
    await staff.goto('/dashboard/openings')
    await staff.getByRole('link', { name: 'Tambah lowongan' }).first().click()
    await staff.waitForURL('**/dashboard/openings/create')
    // Typed once the form is live, as the other form tests do: one run under load left the slug
    // empty beside a typed title (the slug follows the title from the hydrated form), and Simpan
    // then stopped at the form's own check.
    await hydrated(staff.getByRole('button', { name: 'Simpan', exact: true }))
    await staff.getByRole('textbox', { name: 'Judul', exact: true }).fill(TITLE)
    await staff.getByRole('textbox', { name: 'Lokasi', exact: true }).fill('Jakarta Selatan')
    await staff.getByLabel('Jenis pekerjaan').selectOption('full-time')
    await staff.getByRole('textbox', { name: 'Deskripsi' }).click()
    await staff.keyboard.type(DESCRIPTION)
    await staff.getByRole('textbox', { name: 'Batas lamaran', exact: true }).fill(jakartaDay(30))
    await shots(staff, 'opening-form')
    await Promise.all([staff.waitForURL(/notice=opening-created/), staff.getByRole('button', { name: 'Simpan' }).click()])
    await staff.getByRole('link', { name: TITLE, exact: true }).waitFor()
    expect(await staff.locator('tr', { hasText: TITLE }).locator('.status-badge').textContent()).toBe('Tampil di situs')
    await shots(staff, 'openings')

    const reader = await newPage(browser, { baseURL: site.baseUrl })
    await reader.goto('/career')
    const link = reader.locator('.opening-list a', { hasText: TITLE })
    openingPath = (await link.getAttribute('href'))!
    expect(openingPath).toBe('/career/associate-hukum-maritim')
    await expectAxeClean(reader, 'careers /career')
    await shots(reader, 'career')
    await reader.goto(openingPath)
    const postings = await reader.locator('script[type="application/ld+json"]').allTextContents()
    const posting = postings.flatMap((text) => [JSON.parse(text)].flat()).find((node: { '@type'?: string }) => node['@type'] === 'JobPosting')
    expect(posting).toMatchObject({ title: TITLE, employmentType: 'FULL_TIME', validThrough: `${jakartaDay(30)}T23:59:59+07:00`, directApply: true })
    for (const required of ['title', 'description', 'datePosted', 'hiringOrganization', 'jobLocation', 'validThrough']) expect(posting[required], required).toBeTruthy()
    await expectAxeClean(reader, 'careers opening page')
    await shots(reader, 'opening')
    await reader.goto('/career/lamaran/terima-kasih')
    await expectAxeClean(reader, 'careers thank-you page')
    // The new public pages are valid HTML (.htmlvalidate.json), the form's refusal included.
    for (const page of ['/career', openingPath, '/career/lamaran/terima-kasih']) {
      expect(await validateHtml(await (await reader.request.get(page)).text()), page).toEqual([])
    }
    expectNoErrors(reader)
  })

  it('a candidate without JavaScript applies with a PDF: refused once with the input and the CV kept, then the thank-you page and both emails', async () => {
    const candidate = await newPage(browser, { baseURL: site.baseUrl, javaScriptEnabled: false })
    await candidate.goto(openingPath)
    await fillApplication(candidate, 'Sari Pelamar', 'sari.pelamar@example.test', { consent: false })
    const [refused] = await Promise.all([candidate.waitForResponse((res) => res.request().method() === 'POST'), candidate.getByRole('button', { name: 'Kirim lamaran' }).click()])
    expect(refused.status()).toBe(400)
    expect(await validateHtml(await refused.text()), 'the refused form').toEqual([])
    await candidate.locator('.field-error', { hasText: 'Centang persetujuan ini' }).waitFor()
    const form = candidate.locator('form[data-application-form]')
    expect(await form.getByRole('textbox', { name: 'Nama', exact: true }).inputValue()).toBe('Sari Pelamar')
    expect(await form.getByRole('textbox', { name: 'Surat lamaran', exact: true }).inputValue()).toBe('Saya berpengalaman dua tahun dalam perkara pengangkutan laut.')
    expect(await candidate.locator('#apply-cv-help').textContent()).toMatch(/^Terlampir: dokumen\.pdf/)
    await shots(candidate, 'refused')
    // The CV is not chosen again: the kept one goes with the second try.
    await form.getByLabel(/^Saya menyetujui/).check()
    await sleep(3_100)
    await Promise.all([candidate.waitForURL('**/career/lamaran/terima-kasih'), candidate.getByRole('button', { name: 'Kirim lamaran' }).click()])
    expect(await candidate.locator('h1').textContent()).toBe('Lamaran terkirim')
    await shots(candidate, 'thanks')
    // POST, redirect, GET: a refresh asks for the thank-you page again and sends nothing.
    await candidate.reload()
    expectNoErrors(candidate, { allow: [resourceError(400)] })

    const outbox = path.join(site.dataDir, 'outbox')
    await expect.poll(async () => (await readdir(outbox).catch(() => [])).filter((f) => f.startsWith('application-')).length).toBe(2)
    const mails = (await readdir(outbox)).filter((f) => f.startsWith('application-'))
    const notification = await readFile(path.join(outbox, mails.find((f) => f.endsWith('-notification.eml'))!), 'utf8')
    const acknowledgement = await readFile(path.join(outbox, mails.find((f) => f.endsWith('-acknowledgement.eml'))!), 'utf8')
    expect(notification).toMatch(/^Reply-To: sari\.pelamar@example\.test\r$/m)
    expect(notification).toContain(TITLE)
    expect(acknowledgement).toMatch(/^To: sari\.pelamar@example\.test\r$/m)
    expect(acknowledgement).not.toContain('Sari Pelamar')
  })

  it('with JavaScript, an open application goes from /career without a reload', async () => {
    const candidate = await newPage(browser, { baseURL: site.baseUrl })
    // The form's time is renewed as the page is shown (the page may come from the render cache),
    // not at the first click: a candidate who read the page, then autofills and sends at once, is
    // no spam.
    const renewed = candidate.waitForResponse((res) => res.url().endsWith('/career/lamaran/token'))
    await candidate.goto('/career')
    await renewed
    // The form's script is a chunk of its own: typing starts once it has taken the form over.
    await candidate.locator('form[data-application-form][data-enhanced]').waitFor()
    await sleep(3_100)
    await fillApplication(candidate, 'Budi Terbuka', 'budi.terbuka@example.test', { consent: true })
    await candidate.getByRole('button', { name: 'Kirim lamaran' }).click()
    await candidate.getByRole('heading', { name: 'Lamaran terkirim' }).waitFor()
    expect(new URL(candidate.url()).pathname).toBe('/career')
    expectNoErrors(candidate)
  })

  it('staff see both in Lamaran with the unread count and download the CV through the staff-only route', async () => {
    await staff.goto('/dashboard/applications')
    const entry = staff.getByRole('navigation', { name: 'Menu dasbor' }).getByRole('link', { name: /Lamaran/ })
    expect(await entry.textContent()).toBe('Lamaran2 belum dibaca')
    expect(await staff.locator('tr', { hasText: 'Budi Terbuka' }).textContent()).toContain('Lamaran terbuka')
    await shots(staff, 'applications')
    await staff.goto((await staff.getByRole('link', { name: /Sari Pelamar/ }).getAttribute('href'))!)
    expect(await staff.locator('.inbox-facts').textContent()).toContain(TITLE)
    expect(await entry.textContent()).toBe('Lamaran1 belum dibaca')
    const cvLink = staff.getByRole('link', { name: /^Unduh CV/ })
    const [download] = await Promise.all([staff.waitForEvent('download'), cvLink.click()])
    const saved = await download.path()
    expect(Buffer.compare(await readFile(saved), await readFile(files.pdf))).toBe(0)
    const res = await staff.request.get((await cvLink.getAttribute('href'))!)
    expect(res.headers()['cache-control']).toBe('private, no-store')
    expect(res.headers()['content-disposition']).toMatch(/^attachment; filename="CV Sari Pelamar\.pdf"/)
    await expectAxeClean(staff, 'careers application detail')
    await shots(staff, 'application')

    const stranger = await newPage(browser, { baseURL: site.baseUrl })
    const answer = await stranger.request.get((await cvLink.getAttribute('href'))!, { maxRedirects: 0 })
    expect(answer.status()).toBe(302)
    expect(answer.headers().location).toMatch(/^\/login\?next=/)
    expectNoErrors(staff)
  })

  it('an opening whose closing day is past is gone from /career, and its page answers 404', async () => {
    await staff.goto('/dashboard/openings')
    await staff.getByRole('link', { name: `Ubah ${TITLE}` }).click()
    await staff.waitForURL(/\/dashboard\/openings\/[\w-]+\/edit$/)
    await hydrated(staff.getByRole('button', { name: 'Simpan', exact: true }))
    await staff.getByRole('textbox', { name: 'Batas lamaran', exact: true }).fill(jakartaDay(-1))
    await Promise.all([staff.waitForURL(/notice=opening-saved/), staff.getByRole('button', { name: 'Simpan' }).click()])
    expect(await staff.locator('tr', { hasText: TITLE }).locator('.status-badge').textContent()).toBe('Lewat batas')

    const reader = await newPage(browser, { baseURL: site.baseUrl })
    await reader.goto('/career')
    expect(await reader.locator('.opening-list a', { hasText: TITLE }).count()).toBe(0)
    const gone = await reader.goto(openingPath)
    expect(gone?.status()).toBe(404)
    expect(await (await reader.request.get('/sitemap.xml')).text()).not.toContain(openingPath)
    expectNoErrors(reader, { allow: [resourceError(404)] })
  })
})
