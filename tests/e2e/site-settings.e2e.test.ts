/**
 * Pengaturan Situs in a real browser (Chromium): an admin changes the main office's
 * phone in its form, and the home page, /contact-us, the footer, the JSON-LD LegalService and
 * an attorney's vCard all carry the new number at once (tel: links and JSON-LD in E.164). The
 * browser checks the phone rule before the server does; an editor gets the admin-only refusal.
 * Screenshots of the settings screen and the office form at 390 and 1366 px (and of the contact
 * page after the change) go to artifacts/screenshots/site-settings-*; none of them scrolls sideways, and axe finds nothing.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SETTINGS_MSG } from '../../shared/collections/settings'
import { DEMO_OFFICES } from '../../functions/src/seed/firm-site'
import { formatPhone } from '../../shared/schemas/phone'
import { expectNoErrors, expectToast, hydrated, launchBrowser, newPage, screenshot, startSite, type Site, signIn } from './harness'
import { expectAxeClean } from './quality-checks'

/** Chromium logs every 4xx response (the document's included) as a console error. */
const resourceError = (...statuses: number[]) => new RegExp(`Failed to load resource: the server responded with a status of (${statuses.join('|')})`)

const MAIN_OFFICE = DEMO_OFFICES.find((office) => office.main)!
/** The new number as typed (national format), as shown, and as stored. */
const TYPED = '021 5099 1234'
const SHOWN = '+62 21 5099 1234'
const E164 = '+622150991234'

let site: Site
let browser: Browser

/** The page scrolls sideways (something is wider than the viewport). */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1)

/** The JSON-LD LegalService of a page. */
async function legalService(page: Page): Promise<Record<string, any>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  const firm = blocks.map((block) => JSON.parse(block) as Record<string, any>).find((block) => block['@type'] === 'LegalService')
  expect(firm, 'a LegalService block').toBeDefined()
  return firm!
}

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
}, 30_000)

describe('Pengaturan Situs', { timeout: 90_000 }, () => {
  it('changes the main office phone, and every public place that shows it follows at once', async () => {
    const page = await newPage(browser, { baseURL: site.baseUrl })
    await signIn(page)
    await page.goto('/dashboard/settings')
    expect((await page.locator('main h1').innerText()).trim()).toBe('Pengaturan Situs')
    expect(await page.getByRole('navigation', { name: 'Menu dasbor' }).getByRole('link', { name: 'Pengaturan Situs' }).getAttribute('aria-current')).toBe('page')

    // The main office's form, from the offices list.
    await Promise.all([page.waitForURL(/\/dashboard\/settings\/offices\/[^/]+\/edit$/), page.getByRole('link', { name: `Ubah ${MAIN_OFFICE.name}` }).click()])
    const phone = page.getByRole('textbox', { name: 'Telepon', exact: true })
    await hydrated(page.getByRole('button', { name: 'Simpan', exact: true }))
    // Shown as people read it; kept in E.164.
    expect(await phone.inputValue()).toBe(formatPhone(MAIN_OFFICE.phone))

    // The browser checks the rule first, with the server's message.
    await phone.fill('5099 1234')
    await phone.blur()
    const error = page.locator('#office-form-phone-error')
    await expect.poll(() => error.innerText()).toBe(SETTINGS_MSG.phone)

    await phone.fill(TYPED)
    await expect.poll(() => error.innerText()).toBe('')
    await Promise.all([page.waitForURL((url) => url.pathname === '/dashboard/settings'), page.getByRole('button', { name: 'Simpan', exact: true }).click()])
    await expectToast(page, 'Kantor tersimpan.')
    expect(await page.locator('#kantor').innerText()).toContain(SHOWN)

    // The home page's footer: the number as people read it, dialled in E.164.
    await page.goto('/')
    const footerPhone = page.locator('footer.site-footer a[href^="tel:"]')
    expect(await footerPhone.getAttribute('href')).toBe(`tel:${E164}`)
    expect((await footerPhone.innerText()).replace(/\u00a0/g, ' ')).toBe(SHOWN)
    // The JSON-LD: the firm's telephone and its main office's, in E.164.
    const firm = await legalService(page)
    expect(firm.telephone).toBe(E164)
    expect((firm.location as Record<string, any>[]).find((place) => place.name === MAIN_OFFICE.name)?.telephone).toBe(E164)

    // The contact page lists the office with its new number.
    await page.goto('/contact-us')
    const office = page.locator('main section', { has: page.getByRole('heading', { name: MAIN_OFFICE.name }) })
    expect(await office.locator('a[href^="tel:"]').getAttribute('href')).toBe(`tel:${E164}`)
    expect((await page.locator('main').innerText()).replace(/\u00a0/g, ' ')).toContain(SHOWN)
    expect((await legalService(page)).telephone).toBe(E164)
    await screenshot(page, 'site-settings-contact-us')

    // An attorney's vCard carries the office's number beside the attorney's own.
    await page.goto('/attorneys')
    const attorney = await page.locator('main .attorney-card a').first().getAttribute('href')
    const card = await (await page.request.get(`${attorney}/vcard`)).text()
    // The vCard: in the one readable form the site shows.
    expect(card).toContain(`\r\nTEL;TYPE=WORK,VOICE:${SHOWN}\r\n`)
    expect(card).toContain('\r\nORG:Adiwarsa Lubis & Rekan\r\n')
    expectNoErrors(page)
  })

  it('screens: the settings and the office form at 390 and 1366 px, none scrolling sideways, axe clean', async () => {
    for (const width of [390, 1366]) {
      const page = await newPage(browser, { baseURL: site.baseUrl, viewport: { width, height: 900 } })
      await signIn(page)
      await page.goto('/dashboard/settings')
      await hydrated(page.getByRole('button', { name: 'Simpan pengaturan' }))
      await screenshot(page, `site-settings-${width}`)
      expect(await scrollsSideways(page), `settings at ${width} px`).toBe(false)
      if (width === 1366) await expectAxeClean(page, 'site settings')

      await page.goto('/dashboard/settings/offices/create')
      await hydrated(page.getByRole('button', { name: 'Simpan', exact: true }))
      expect(await page.getByRole('group', { name: 'Jam buka' }).isVisible()).toBe(true)
      await screenshot(page, `site-settings-office-${width}`)
      expect(await scrollsSideways(page), `office form at ${width} px`).toBe(false)
      if (width === 1366) await expectAxeClean(page, 'office form')
      expectNoErrors(page)
      await page.close()
    }
  })

  it('refuses an editor, as the other admin screens do', async () => {
    const admin = await newPage(browser, { baseURL: site.baseUrl })
    await signIn(admin)
    await admin.goto('/dashboard/staff')
    const create = admin.getByRole('region', { name: 'Tambah akun staf' })
    await create.getByLabel('Email', { exact: true }).fill('editor.pengaturan@example.test')
    await create.getByLabel('Nama', { exact: true }).fill('Editor Pengaturan')
    await create.getByRole('button', { name: 'Simpan' }).click()
    const password = (await admin.locator('.alert-ok code').innerText()).trim()
    await admin.close()

    const page = await newPage(browser, { baseURL: site.baseUrl })
    await signIn(page, 'editor.pengaturan@example.test', password)
    expect(await page.getByRole('navigation', { name: 'Menu dasbor' }).getByRole('link', { name: 'Pengaturan Situs' }).count()).toBe(0)
    const res = await page.goto('/dashboard/settings')
    expect(res?.status()).toBe(403)
    expect(await page.locator('main').innerText()).toContain('Halaman ini hanya untuk admin.')
    expectNoErrors(page, { allow: [resourceError(403)] })
  })
})
