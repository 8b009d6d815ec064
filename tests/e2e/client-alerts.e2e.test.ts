/**
 * Client alerts in a real browser (Chromium), end to end on the built site:
 *   - a visitor without JavaScript types an address into the footer's one line of the home page,
 *     lands on /subscribe with it typed in, chooses a category there (Nama, the interests,
 *     Saya menyetujui, Berlangganan), and lands on "Periksa email Anda";
 *   - the confirmation email is in the outbox; its link opens a page whose button confirms;
 *   - staff publish a publication of that category with Kirim sebagai peringatan klien: exactly
 *     one alert for that subscriber appears in the outbox, with the one-click headers;
 *   - the visitor unsubscribes with one click on the alert's link page;
 *   - staff publish another publication of that category: no alert reaches the address;
 *   - Pelanggan shows the subscriber as left, and the two reports.
 * Screenshots at 390 and 1366 px (artifacts/screenshots/alerts-*), nothing scrolling sideways,
 * the footer's line inside the viewport; axe on the new pages, html-validate on the pages with the
 * form and the link pages; the English footer's line in English.
 */
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clickAndWaitForNavigation, expectNoErrors, expectToast, hydrated, launchBrowser, newPage, screenshot, signIn, startSite, type Site } from './harness'
import { expectAxeClean, validateHtml } from './quality-checks'

let site: Site
let browser: Browser

const WIDTHS = [390, 1366] as const
const EMAIL = 'klien.setia@example.test'
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1)

/**
 * An email file's text with its header lines unfolded (RFC 5322 section 2.2.3) and the body's
 * quoted-printable soft breaks and `=3D` undone: enough to read its headers and links.
 */
function readable(eml: string): string {
  const end = eml.indexOf('\r\n\r\n')
  return eml.slice(0, end).replace(/\r\n[ \t]+/g, ' ') + eml.slice(end).replace(/=\r\n/g, '').replace(/=3D/g, '=')
}

async function outbox(): Promise<string[]> {
  return (await readdir(path.join(site.dataDir, 'outbox')).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'))
}
const mail = (file: string) => readFile(path.join(site.dataDir, 'outbox', file), 'utf8')
/** The alert files addressed to `email`. */
async function alertsTo(email: string): Promise<string[]> {
  const found: string[] = []
  for (const file of (await outbox()).filter((f) => f.startsWith('alert-'))) if (new RegExp(`^To: ${email.replace(/\./g, '\\.')}\\r$`, 'm').test(await mail(file))) found.push(file)
  return found
}

async function shots(page: Page, name: string, target?: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    if (target) await page.locator(target).scrollIntoViewIfNeeded()
    expect(await scrollsSideways(page), `${name} at ${width} px scrolls sideways`).toBe(false)
    if (target) {
      // The form lies wholly inside the viewport's width.
      const box = (await page.locator(target).boundingBox())!
      expect(box.x, `${name} at ${width} px`).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width, `${name} at ${width} px`).toBeLessThanOrEqual(width + 0.5)
    }
    await screenshot(page, `alerts-${name}-${width}`)
  }
  await page.setViewportSize({ width: 1366, height: 900 })
}

/**
 * Staff publish a published publication again with Kirim sebagai peringatan klien: back to draft,
 * choose Ya, Terbitkan; the notice says what the alert did (`alert`).
 */
async function publishWithAlert(staff: Page, editHref: string, alert: string) {
  await staff.goto(editHref)
  await hydrated(button(staff, 'Kembalikan ke draf'))
  await clickAndWaitForNavigation(staff, button(staff, 'Kembalikan ke draf'))
  await expectToast(staff, 'Publikasi dikembalikan ke draf dan tidak tampil lagi di situs.')
  await staff.goto(editHref)
  await hydrated(button(staff, 'Terbitkan'))
  await staff.getByLabel('Kirim sebagai peringatan klien').selectOption('yes')
  await clickAndWaitForNavigation(staff, button(staff, 'Terbitkan'))
  await expectToast(staff, `Publikasi diterbitkan dan tampil di situs. ${alert}`)
}

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
}, 30_000)

describe('client alerts', { timeout: 180_000 }, () => {
  it('subscribe without JavaScript, confirm from the email, one alert on publishing, unsubscribe with one click, none after', async () => {
    // Staff pick two published publications of one category.
    const staff = await newPage(browser, { baseURL: site.baseUrl })
    await signIn(staff)
    await staff.goto('/dashboard/publications?status=published')
    const firstEdit = (await staff.locator('tbody tr').first().locator('a[aria-label^="Ubah "]').getAttribute('href'))!
    await staff.goto(firstEdit)
    await hydrated(button(staff, 'Simpan'))
    const category = staff.getByLabel('Kategori')
    const categoryId = await category.inputValue()
    const categoryName = (await category.locator('option:checked').innerText()).trim()
    await staff.goto(`/dashboard/publications?status=published&category=${categoryId}`)
    const edits = await staff.locator('tbody tr a[aria-label^="Ubah "]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!))
    expect(edits.length, `two published publications in ${categoryName}`).toBeGreaterThanOrEqual(2)

    // A visitor without JavaScript starts from the home page footer's one line and finishes on /subscribe.
    const visitor = await newPage(browser, { baseURL: site.baseUrl, javaScriptEnabled: false })
    await visitor.goto('/')
    const footer = visitor.locator('.subscribe-compact')
    await shots(visitor, 'footer', '.subscribe-compact')
    await footer.getByLabel('Email', { exact: true }).fill(EMAIL)
    await Promise.all([visitor.waitForURL('**/subscribe?email=*'), footer.getByRole('button', { name: 'Berlangganan' }).click()])
    const form = visitor.locator('.subscribe-page')
    expect(await form.getByLabel('Email', { exact: true }).inputValue()).toBe(EMAIL)
    await form.getByLabel(/^Nama/).fill('Klien Setia')
    await form.getByLabel(categoryName, { exact: true }).check()
    await form.getByLabel(/^Saya menyetujui/).check()
    await sleep(3_100)
    await Promise.all([visitor.waitForURL('**/subscribe/sent'), form.getByRole('button', { name: 'Berlangganan' }).click()])
    expect(await visitor.locator('h1').innerText()).toBe('Periksa email Anda')
    await shots(visitor, 'sent')

    // The confirmation email; its link's page confirms by its button.
    await expect.poll(async () => (await outbox()).filter((f) => f.startsWith('subscription-') && f.endsWith('-confirm.eml')).length).toBe(1)
    const confirmation = readable(await mail((await outbox()).find((f) => f.endsWith('-confirm.eml'))!))
    expect(confirmation).toMatch(new RegExp(`^To: ${EMAIL.replace(/\./g, '\\.')}\\r$`, 'm'))
    expect(confirmation).toContain(categoryName)
    const confirmUrl = new RegExp(`${site.baseUrl}/subscribe/confirm\\?t=[A-Za-z0-9._%-]+`).exec(confirmation)![0]
    // The link's page (opening it changes nothing): axe with scripts, html-validate.
    const reader = await newPage(browser, { baseURL: site.baseUrl })
    await reader.goto(confirmUrl)
    await expectAxeClean(reader, 'the confirmation page')
    expect(await validateHtml(await (await fetch(confirmUrl)).text()), 'the confirmation page').toEqual([])
    await visitor.goto(confirmUrl)
    expect(await visitor.locator('h1').innerText()).toBe('Konfirmasi langganan')
    await shots(visitor, 'confirm')
    await clickAndWaitForNavigation(visitor, button(visitor, 'Konfirmasi langganan'))
    expect(await visitor.locator('h1').innerText()).toBe('Langganan aktif')

    // Staff publish a publication of that category as a client alert: exactly one alert for the address.
    await publishWithAlert(staff, edits[0]!, 'Peringatan klien dikirim ke 1 pelanggan.')
    await expect.poll(() => alertsTo(EMAIL), { timeout: 20_000 }).toHaveLength(1)
    const [alertFile] = await alertsTo(EMAIL)
    const alert = readable(await mail(alertFile!))
    expect(alert).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r$/m)
    expect(alert).toMatch(new RegExp(`^List-Unsubscribe: <${site.baseUrl}/subscribe/unsubscribe\\?t=u\\.[^>]+>\\r$`, 'm'))
    await sleep(1_000)
    expect(await alertsTo(EMAIL)).toHaveLength(1)

    // One click on the unsubscribe page.
    const unsubscribeUrl = /^List-Unsubscribe: <([^>]+)>\r$/m.exec(alert)![1]!
    const manageUrl = new RegExp(`${site.baseUrl}/subscribe/manage\\?t=[A-Za-z0-9._%-]+`).exec(alert)![0]
    for (const [name, url] of [['the unsubscribe page', unsubscribeUrl], ['the manage page', manageUrl]] as const) {
      await reader.goto(url)
      await expectAxeClean(reader, name)
      expect(await validateHtml(await (await fetch(url)).text()), name).toEqual([])
    }
    await reader.goto(manageUrl)
    await shots(reader, 'manage', '.subscribe-manage')
    expectNoErrors(reader)
    await visitor.goto(unsubscribeUrl)
    await shots(visitor, 'unsubscribe')
    await clickAndWaitForNavigation(visitor, button(visitor, 'Berhenti berlangganan'))
    expect(await visitor.locator('h1').innerText()).toBe('Anda sudah berhenti berlangganan')
    await shots(visitor, 'unsubscribed')

    // Another publication of that category: it goes out as an alert, but not to the address that left.
    await publishWithAlert(staff, edits[1]!, 'Tidak ada pelanggan yang minatnya cocok, jadi tidak ada peringatan klien yang dikirim.')
    await staff.goto('/dashboard/subscribers/alerts')
    await expect
      .poll(async () => {
        await staff.reload()
        return staff.locator('tbody tr .status-badge').allInnerTexts()
      }, { timeout: 20_000 })
      .toEqual(['Selesai', 'Selesai'])
    expect(await alertsTo(EMAIL)).toEqual([alertFile])
    await expectAxeClean(staff, 'alert reports')
    await shots(staff, 'reports')
    await staff.locator('tbody tr a').last().click()
    await staff.waitForURL(/\/dashboard\/subscribers\/alerts\/publications-/)
    expect(await staff.locator('main').innerText()).toContain(EMAIL)
    await expectAxeClean(staff, 'an alert report')
    await shots(staff, 'report')

    // Pelanggan: the address, its interest, and that it left.
    await staff.goto('/dashboard/subscribers')
    const row = staff.locator('tbody tr').filter({ hasText: EMAIL })
    expect(await row.locator('.status-badge').innerText()).toBe('Berhenti berlangganan')
    expect(await row.innerText()).toContain(categoryName)
    await expectAxeClean(staff, 'Pelanggan')
    await shots(staff, 'subscribers')
    expectNoErrors(staff)
    expectNoErrors(visitor)
  })

  it('has the form on blog and publication pages, in English on English pages, accessible and valid', async () => {
    const reader = await newPage(browser, { baseURL: site.baseUrl })
    const get = async (pagePath: string) => (await fetch(`${site.baseUrl}${pagePath}`)).text()
    const blog = /href="\/blogs\/([a-z0-9-]+)"/.exec(await get('/blogs'))![1]
    await reader.goto(`/blogs/${blog}`)
    expect(await reader.locator('.subscribe-post h2').innerText()).toBe('Dapatkan peringatan klien')
    await shots(reader, 'post', '.subscribe-post')
    await expectAxeClean(reader, 'a blog page with the subscription form')
    await reader.goto('/en')
    const footer = reader.locator('.subscribe-compact')
    expect(await footer.locator('h2').innerText()).toBe('Client alerts')
    expect(await footer.getByRole('button').innerText()).toBe('Subscribe')
    await shots(reader, 'footer-en', '.subscribe-compact')
    await expectAxeClean(reader, 'the English home page with the subscription form')
    for (const pagePath of ['/subscribe', '/subscribe/sent', '/en/subscribe/sent']) {
      await reader.goto(pagePath)
      await expectAxeClean(reader, pagePath)
    }
    await reader.goto('/subscribe/confirm?t=tidak-berlaku')
    expect(await reader.locator('h1').innerText()).toBe('Tautan tidak berlaku')
    await expectAxeClean(reader, 'a link that is not valid')
    const refused = await (
      await fetch(`${site.baseUrl}/subscribe`, { method: 'POST', headers: { origin: site.baseUrl, 'content-type': 'application/x-www-form-urlencoded' }, body: 'email=bukan&consent=' })
    ).text()
    for (const [name, html] of [
      ['/', await get('/')],
      ['/en', await get('/en')],
      [`/blogs/${blog}`, await get(`/blogs/${blog}`)],
      ['/subscribe', await get('/subscribe')],
      ['/subscribe/sent', await get('/subscribe/sent')],
      ['/subscribe/confirm (invalid)', await get('/subscribe/confirm?t=x')],
      ['the form shown again', refused],
    ] as const) {
      expect(await validateHtml(html), name).toEqual([])
    }
    expectNoErrors(reader, { allow: [/status of 400/] })
  })
})
