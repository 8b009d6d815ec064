/**
 * The contact form and Pesan Masuk in a real browser (Chromium): a visitor without
 * JavaScript sends an inquiry from /contact-us and lands on the thank-you page; the outbox holds
 * the notification to the firm and the acknowledgement to the sender; staff see it in Pesan Masuk
 * with the unread count, assign it and close it. A filled honeypot and a form sent within 3 s of
 * the page showing (with JavaScript, inline; the sender still acknowledged) land in Spam, a form
 * autofilled after the page sat a while does not; the 6th submission in a minute from one address gets
 * 429 with the input kept. axe and html-validate find nothing on the new public pages and the
 * pages carrying the form; screenshots at 390 and 1366 px go to artifacts/screenshots/inquiry-*.
 */
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectNoErrors, launchBrowser, newPage, screenshot, startSite, type Site, signIn } from './harness'
import { expectAxeClean, validateHtml } from './quality-checks'

let site: Site
let browser: Browser

const MESSAGE = 'Perusahaan kami menghadapi sengketa kontrak pasokan dengan distributor dan memerlukan pendampingan hukum.'
const WIDTHS = [390, 1366] as const

/** Chromium logs every 4xx response (the document's included) as a console error. */
const resourceError = (...statuses: number[]) => new RegExp(`Failed to load resource: the server responded with a status of (${statuses.join('|')})`)
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function fillContactForm(page: Page, name: string, email: string) {
  const form = page.locator('form[data-inquiry-form]')
  await form.getByLabel('Nama', { exact: true }).fill(name)
  await form.getByLabel('Email', { exact: true }).fill(email)
  await form.getByLabel('Telepon', { exact: true }).fill('0812 3456 7890')
  await form.getByLabel('Perusahaan', { exact: true }).fill('PT Contoh Makmur')
  await form.getByLabel('Bidang praktik', { exact: true }).selectOption({ index: 1 })
  await form.getByLabel('Pesan', { exact: true }).fill(MESSAGE)
  await form.getByLabel('Pihak lain yang terlibat', { exact: true }).fill('PT Distributor Jaya')
  await form.getByLabel(/^Saya menyetujui/).check()
}

async function shots(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    expect(await scrollsSideways(page), `${name} at ${width} px scrolls sideways`).toBe(false)
    await screenshot(page, `inquiry-${name}-${width}`)
  }
}

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
}, 30_000)

describe('the contact form and Pesan Masuk', { timeout: 120_000 }, () => {
  it('a visitor without JavaScript sends an inquiry; the outbox holds both emails; staff see it with the count, assign and close it', async () => {
    const visitor = await newPage(browser, { baseURL: site.baseUrl, javaScriptEnabled: false })
    // axe on the new public pages, with scripts (axe runs in the page).
    const reader = await newPage(browser, { baseURL: site.baseUrl })
    for (const pagePath of ['/contact-us', '/privacy', '/contact-us/terima-kasih']) {
      await reader.goto(pagePath)
      await expectAxeClean(reader, `inquiry ${pagePath}`)
    }
    await reader.goto('/privacy')
    await shots(reader, 'privacy')
    expectNoErrors(reader)
    await visitor.goto('/contact-us')
    await shots(visitor, 'contact')
    // Refused first: every message next to its field, nothing lost.
    await visitor.locator('form[data-inquiry-form]').getByLabel('Perusahaan', { exact: true }).fill('PT Tetap Ada')
    await Promise.all([visitor.waitForLoadState(), visitor.getByRole('button', { name: 'Kirim pesan' }).click()])
    await expect.poll(() => visitor.locator('h1').textContent()).toBe('Periksa kembali pesan Anda')
    expect(await visitor.locator('.field-error', { hasText: 'Nama harus diisi' }).count()).toBe(1)
    expect(await visitor.locator('form[data-inquiry-form]').getByLabel('Perusahaan', { exact: true }).inputValue()).toBe('PT Tetap Ada')
    await shots(visitor, 'refused')

    await visitor.goto('/contact-us')
    await fillContactForm(visitor, 'Budi Pengunjung', 'budi.pengunjung@example.test')
    await sleep(3_100)
    await Promise.all([visitor.waitForURL('**/contact-us/terima-kasih'), visitor.getByRole('button', { name: 'Kirim pesan' }).click()])
    expect(await visitor.locator('h1').textContent()).toBe('Terima kasih, pesan Anda telah terkirim')
    await shots(visitor, 'thanks')
    // POST, redirect, GET: a refresh asks for the thank-you page again and sends nothing.
    await visitor.reload()
    expectNoErrors(visitor, { allow: [resourceError(400)] })

    const outbox = path.join(site.dataDir, 'outbox')
    await expect.poll(async () => (await readdir(outbox).catch(() => [])).length).toBe(2)
    const files = await readdir(outbox)
    const notification = await readFile(path.join(outbox, files.find((f) => f.endsWith('-notification.eml'))!), 'utf8')
    const acknowledgement = await readFile(path.join(outbox, files.find((f) => f.endsWith('-acknowledgement.eml'))!), 'utf8')
    expect(notification).toMatch(/^To: kantor@adiwarsalubis\.co\.id\r$/m)
    expect(notification).toMatch(/^Reply-To: budi\.pengunjung@example\.test\r$/m)
    expect(acknowledgement).toMatch(/^To: budi\.pengunjung@example\.test\r$/m)

    const staff = await newPage(browser, { baseURL: site.baseUrl })
    await signIn(staff)
    await staff.goto('/dashboard/inquiries')
    const entry = staff.getByRole('navigation', { name: 'Menu dasbor' }).getByRole('link', { name: /Pesan Masuk/ })
    expect(await entry.textContent()).toBe('Pesan Masuk1 belum dibaca')
    await shots(staff, 'inbox')
    await staff.getByRole('link', { name: /Budi Pengunjung/ }).click()
    await staff.waitForURL(/\/dashboard\/inquiries\/[\w-]+$/)
    expect(await staff.locator('.inbox-message').first().textContent()).toBe(MESSAGE)
    expect(await entry.locator('.nav-badge').count()).toBe(0)
    await staff.getByLabel('Ditangani oleh').selectOption({ index: 1 })
    const assignee = (await staff.getByLabel('Ditangani oleh').locator('option:checked').textContent())!
    await Promise.all([staff.waitForURL(/notice=inquiry-assigned/), staff.getByRole('button', { name: 'Tugaskan' }).click()])
    await staff.getByLabel('Status').selectOption('done')
    await Promise.all([staff.waitForURL(/notice=inquiry-status/), staff.getByRole('button', { name: 'Simpan status' }).click()])
    expect(await staff.locator('.page-head .status-badge').textContent()).toBe('Selesai')
    expect(await staff.getByLabel('Ditangani oleh').locator('option:checked').textContent()).toBe(assignee)
    await expectAxeClean(staff, 'inquiry detail')
    await shots(staff, 'detail')
    expectNoErrors(staff)
  })

  it('files a filled honeypot and a form sent within 3 s of the page showing in Spam, answering each like any other; a person who lingered then autofilled is not', async () => {
    const bot = await newPage(browser, { baseURL: site.baseUrl, javaScriptEnabled: false })
    await bot.goto('/contact-us')
    await fillContactForm(bot, 'Robot Madu', 'robot.madu@example.test')
    await bot.locator('form[data-inquiry-form] input[name="website"]').fill('https://murah.example')
    await sleep(3_100)
    await Promise.all([bot.waitForURL('**/contact-us/terima-kasih'), bot.getByRole('button', { name: 'Kirim pesan' }).click()])

    // With JavaScript: the form's time is the moment the page was shown (asked for as it loads,
    // the page itself coming from the render cache), so a send 1 s later is too fast...
    const quick = await newPage(browser, { baseURL: site.baseUrl })
    const renewed = quick.waitForResponse((res) => res.url().endsWith('/contact-us/token'))
    await quick.goto('/contact-us')
    await renewed
    await quick.locator('form[data-inquiry-form][data-enhanced]').waitFor()
    await fillContactForm(quick, 'Robot Cepat', 'robot.cepat@example.test')
    await quick.getByRole('button', { name: 'Kirim pesan' }).click()
    await quick.getByRole('heading', { name: 'Pesan terkirim' }).waitFor()
    expect(new URL(quick.url()).pathname).toBe('/contact-us')
    expectNoErrors(quick)
    // ...and is still acknowledged (it may be a person), while the firm is told nothing.
    const outbox = path.join(site.dataDir, 'outbox')
    const mailTo = async (address: string) =>
      (await Promise.all((await readdir(outbox)).map((file) => readFile(path.join(outbox, file), 'utf8').then((text) => ({ file, text }))))).filter(({ text }) => text.includes(address))
    await expect.poll(async () => (await mailTo('robot.cepat@example.test')).map(({ file }) => file.replace(/^inquiry-[\w-]+?-(?=[a-z]+\.eml$)/, ''))).toEqual(['acknowledgement.eml'])

    // A person who lets the page sit, then autofills and pastes, is not timed from the first click.
    const autofill = await newPage(browser, { baseURL: site.baseUrl })
    await autofill.goto('/contact-us')
    await autofill.locator('form[data-inquiry-form][data-enhanced]').waitFor()
    await sleep(3_100)
    await fillContactForm(autofill, 'Sari Isi Otomatis', 'sari.otomatis@example.test')
    await autofill.getByRole('button', { name: 'Kirim pesan' }).click()
    await autofill.getByRole('heading', { name: 'Pesan terkirim' }).waitFor()
    expectNoErrors(autofill)

    const staff = await newPage(browser, { baseURL: site.baseUrl })
    await signIn(staff)
    await staff.goto('/dashboard/inquiries?status=spam')
    await staff.getByRole('link', { name: /Robot Madu/ }).waitFor()
    await staff.getByRole('link', { name: /Robot Cepat/ }).waitFor()
    expect(await staff.getByRole('link', { name: /Sari Isi Otomatis/ }).count()).toBe(0)
    await staff.goto('/dashboard/inquiries')
    expect(await staff.getByRole('link', { name: /Robot/ }).count()).toBe(0)
    await staff.getByRole('link', { name: /Sari Isi Otomatis/ }).waitFor()
  })

  it('serves valid HTML on the new public pages and the pages that carry the form', async () => {
    const get = async (pagePath: string) => (await fetch(`${site.baseUrl}${pagePath}`)).text()
    const attorney = /href="\/attorneys\/([a-z0-9-]+)"/.exec(await get('/attorneys'))![1]
    const area = /href="\/practice-area\/([a-z0-9-]+)"/.exec(await get('/practice-area'))![1]
    const refused = await (
      await fetch(`${site.baseUrl}/contact-us`, { method: 'POST', headers: { origin: site.baseUrl, 'content-type': 'application/x-www-form-urlencoded' }, body: 'name=&message=pendek' })
    ).text()
    for (const [name, html] of [
      ['/contact-us', await get('/contact-us')],
      ['/privacy', await get('/privacy')],
      ['/contact-us/terima-kasih', await get('/contact-us/terima-kasih')],
      [`/attorneys/${attorney}`, await get(`/attorneys/${attorney}`)],
      [`/practice-area/${area}`, await get(`/practice-area/${area}`)],
      ['the form shown again', refused],
    ] as const) {
      expect(await validateHtml(html), name).toEqual([])
    }
  })

  it('answers the 6th submission in a minute from one address with 429 and an Indonesian message, the input kept', async () => {
    const fresh = await startSite()
    try {
      const page = await newPage(browser, { baseURL: fresh.baseUrl, javaScriptEnabled: false })
      for (let i = 1; i <= 5; i++) {
        await page.goto('/contact-us')
        await fillContactForm(page, `Pengirim ${i}`, `pengirim${i}@example.test`)
        await Promise.all([page.waitForURL('**/contact-us/terima-kasih'), page.getByRole('button', { name: 'Kirim pesan' }).click()])
      }
      await page.goto('/contact-us')
      await fillContactForm(page, 'Pengirim Keenam', 'keenam@example.test')
      const [response] = await Promise.all([page.waitForResponse((res) => res.request().method() === 'POST'), page.getByRole('button', { name: 'Kirim pesan' }).click()])
      expect(response.status()).toBe(429)
      await page.waitForLoadState()
      expect(await page.locator('.form-error').textContent()).toMatch(/^Terlalu banyak pesan dari alamat internet Anda dalam waktu singkat\. Tunggu 1 menit/)
      expect(await page.locator('form[data-inquiry-form]').getByLabel('Nama', { exact: true }).inputValue()).toBe('Pengirim Keenam')
      expect(await page.locator('form[data-inquiry-form]').getByLabel('Pesan', { exact: true }).inputValue()).toBe(MESSAGE)
      await shots(page, 'limited')
      expectNoErrors(page, { allow: [resourceError(429)] })
    } finally {
      await fresh.stop()
    }
  })
})
