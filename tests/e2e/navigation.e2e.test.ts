/**
 * Navigasi in a real browser (Chromium) on the demo firm: staff add a header entry with two
 * sub-menu entries (one without an English label), move it up with Naik, give the footer a
 * second column, and save; the public site shows the menus at once: on a desktop the entry
 * opens its children, on a phone the Menu button shows them, and the English site leaves out
 * what has no English label and prefixes its addresses with /en. Screenshots of the page and the
 * public header at 390 and 1366 px go to artifacts/screenshots/navigation-*; axe finds nothing.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectNoErrors, expectToast, hydrated, launchBrowser, newPage, screenshot, signIn, startSite, type Site } from './harness'
import { expectAxeClean } from './quality-checks'

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1366, height: 900 }

let site: Site
let browser: Browser

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
}, 30_000)

/** Fills the last row of a menu's list. */
async function fillLastRow(page: Page, list: string, values: { kind: string; label: string; labelEn?: string; href?: string }) {
  const row = page.getByRole('list', { name: list }).getByRole('listitem').last()
  await row.getByLabel('Jenis').selectOption({ label: values.kind })
  await row.getByLabel('Label (Indonesia)').fill(values.label)
  await row.getByLabel('Label (Inggris)').fill(values.labelEn ?? '')
  await row.getByLabel('Tujuan').fill(values.href ?? '')
}

describe('Navigasi', { timeout: 120_000 }, () => {
  it('arranges the header and footer menus, and the site follows in both languages and on a phone', async () => {
    const page = await newPage(browser, { baseURL: site.baseUrl, viewport: DESKTOP })
    await signIn(page)
    await page.getByRole('navigation', { name: 'Menu dasbor' }).getByRole('link', { name: 'Navigasi' }).click()
    await page.waitForURL('**/dashboard/navigation')
    expect((await page.locator('main h1').innerText()).trim()).toBe('Navigasi')
    await hydrated(page.getByRole('button', { name: 'Tambah entri menu' }))

    const header = 'Entri menu header'
    await page.getByRole('button', { name: 'Tambah entri menu' }).click()
    await fillLastRow(page, header, { kind: 'Entri utama', label: 'Layanan Khusus', labelEn: 'Special Services' })
    await page.getByRole('button', { name: 'Tambah entri menu' }).click()
    await fillLastRow(page, header, { kind: 'Sub-menu', label: 'Pro Bono', labelEn: 'Pro Bono', href: '/pro-bono' })
    await page.getByRole('button', { name: 'Tambah entri menu' }).click()
    await fillLastRow(page, header, { kind: 'Sub-menu', label: 'Meja Jepang', href: '/meja-jepang' })
    // Three rows up: the new entry and its children move before Kontak, one row at a time.
    for (const name of ['Layanan Khusus', 'Pro Bono', 'Meja Jepang']) {
      await page.getByRole('button', { name: `Naik ${name}` }).click()
    }

    const footer = 'Baris footer'
    await page.getByRole('button', { name: 'Tambah baris footer' }).click()
    await fillLastRow(page, footer, { kind: 'Judul kolom', label: 'Program', labelEn: 'Programmes' })
    await page.getByRole('button', { name: 'Tambah baris footer' }).click()
    await fillLastRow(page, footer, { kind: 'Tautan', label: 'Pendaftaran Webinar', labelEn: 'Webinar sign-up', href: 'https://daftar.example.com/webinar' })

    await screenshot(page, 'navigation-1366')
    await expectAxeClean(page, 'navigation page')
    await Promise.all([page.waitForURL(/notice=navigation-saved/), page.getByRole('button', { name: 'Simpan navigasi' }).click()])
    await expectToast(page, 'Navigasi tersimpan dan tampil di situs.')
    await page.setViewportSize(PHONE)
    await screenshot(page, 'navigation-390')
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1)).toBe(true)

    // Desktop: the entry opens its children; they stand before Kontak.
    const visitor = await newPage(browser, { baseURL: site.baseUrl, viewport: DESKTOP })
    await visitor.goto('/')
    const nav = visitor.getByRole('navigation', { name: 'Navigasi utama' })
    const entries = (await nav.locator(':scope > ul > li').allInnerTexts()).map((text) => text.split('\n')[0]!.trim())
    expect(entries.indexOf('Layanan Khusus')).toBe(entries.indexOf('Kontak') - 1)
    expect(await nav.getByRole('link', { name: 'Pro Bono' }).isVisible()).toBe(false)
    await nav.getByText('Layanan Khusus').click()
    expect(await nav.getByRole('link', { name: 'Pro Bono' }).getAttribute('href')).toBe('/pro-bono')
    expect(await nav.getByRole('link', { name: 'Meja Jepang' }).isVisible()).toBe(true)
    await screenshot(visitor, 'navigation-site-1366', { fullPage: false })
    await visitor.keyboard.press('Escape')
    expect(await nav.getByRole('link', { name: 'Pro Bono' }).isVisible()).toBe(false)
    const column = visitor.getByRole('navigation', { name: 'Program' })
    expect(await column.getByRole('link', { name: 'Pendaftaran Webinar' }).getAttribute('rel')).toBe('noopener')
    await expectAxeClean(visitor, 'header with a submenu')

    // English: no English label, no entry; site paths under /en.
    await visitor.goto('/en')
    const enNav = visitor.getByRole('navigation', { name: 'Main navigation' })
    await enNav.getByText('Special Services').click()
    expect(await enNav.getByRole('link', { name: 'Pro Bono' }).getAttribute('href')).toBe('/en/pro-bono')
    expect(await enNav.getByText('Meja Jepang').count()).toBe(0)
    expect(await visitor.getByRole('navigation', { name: 'Programmes' }).getByRole('link', { name: 'Webinar sign-up' }).count()).toBe(1)

    // A phone: the Menu button, then the entry, then its children.
    const phone = await newPage(browser, { baseURL: site.baseUrl, viewport: PHONE })
    await phone.goto('/')
    await phone.locator('summary.menu-button').click()
    const phoneNav = phone.getByRole('navigation', { name: 'Navigasi utama' })
    await phoneNav.getByText('Layanan Khusus').click()
    expect(await phoneNav.getByRole('link', { name: 'Meja Jepang' }).isVisible()).toBe(true)
    await screenshot(phone, 'navigation-site-390', { fullPage: false })
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1)).toBe(true)

    for (const p of [page, visitor, phone]) expectNoErrors(p)
  })
})
