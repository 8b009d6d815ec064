/**
 * Undang staf and Lupa kata sandi? in a real browser (Chromium), on the built site with the
 * outbox folder as its mailer (docs/decisions/0049):
 *   - an admin invites a colleague from Akun Staf; the colleague opens the outbox email's link,
 *     sets a password and signs in with it;
 *   - the colleague, having forgotten it, asks from the sign-in page's Lupa kata sandi?, opens
 *     the new email's link, sets another password, and signs in with that one (the old one is refused).
 * Screenshots at 390 and 1366 px of the invite form, the forgot form and the link's page
 * (artifacts/screenshots/staff-invite-*), nothing scrolling sideways; axe and html-validate on the new pages.
 */
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectNoErrors, expectToast, hydrated, launchBrowser, newPage, screenshot, signIn, startSite, type Site } from './harness'
import { expectAxeClean, validateHtml } from './quality-checks'

let site: Site
let browser: Browser

const WIDTHS = [390, 1366] as const
const COLLEAGUE = 'rekan.baru@example.test'
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1)

/** The email's text with quoted-printable soft breaks and `=3D` undone: enough to read its link. */
const readable = (eml: string) => eml.replace(/=\r\n/g, '').replace(/=3D/g, '=')

/** The path of the set-password link in the outbox's newest email whose file name starts with `prefix`. */
async function linkFromOutbox(prefix: string, seen: ReadonlySet<string>): Promise<string> {
  const dir = path.join(site.dataDir, 'outbox')
  let file: string | undefined
  await expect
    .poll(async () => (file = (await readdir(dir).catch(() => [] as string[])).find((f) => f.startsWith(prefix) && f.endsWith('.eml') && !seen.has(f))), { timeout: 10_000 })
    .toBeTruthy()
  const eml = readable(await readFile(path.join(dir, file!), 'utf8'))
  expect(eml).toMatch(new RegExp(`^To: ${COLLEAGUE.replace(/\./g, '\\.')}\\r$`, 'm'))
  const link = /https?:\/\/[^\s"<>]+\/login\/password\/[A-Za-z0-9_-]{43}/.exec(eml)?.[0]
  expect(link, `a set-password link in ${file}`).toBeTruthy()
  return new URL(link!).pathname
}

async function outboxFiles(): Promise<Set<string>> {
  return new Set(await readdir(path.join(site.dataDir, 'outbox')).catch(() => [] as string[]))
}

async function shots(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    expect(await scrollsSideways(page), `${name} at ${width} px scrolls sideways`).toBe(false)
    await screenshot(page, `staff-invite-${name}-${width}`)
  }
  await page.setViewportSize({ width: 1366, height: 900 })
}

/** Sets a password on the link's page and lands on the sign-in page with its message. */
async function setPassword(page: Page, linkPath: string, password: string, shot?: string) {
  await page.goto(linkPath)
  await page.getByLabel('Kata sandi baru', { exact: true }).waitFor()
  if (shot) {
    await shots(page, shot)
    await expectAxeClean(page, `staff-invite-${shot}`)
  }
  await page.getByLabel('Kata sandi baru', { exact: true }).fill(password)
  await page.getByLabel('Ulangi kata sandi baru', { exact: true }).fill(password)
  await Promise.all([page.waitForURL((url) => url.pathname === '/login'), page.getByRole('button', { name: 'Simpan kata sandi' }).click()])
}

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
}, 30_000)

describe('staff invitations and password resets', { timeout: 180_000 }, () => {
  it('an invited colleague sets a password from the outbox link and signs in; later resets a forgotten one the same way', async () => {
    // The admin invites from Akun Staf.
    const admin = await newPage(browser, { baseURL: site.baseUrl })
    await signIn(admin)
    await admin.goto('/dashboard/staff')
    const invite = admin.locator('section', { has: admin.getByRole('heading', { name: 'Undang staf', exact: true }) })
    await hydrated(invite.getByRole('button', { name: 'Undang staf' }))
    await invite.scrollIntoViewIfNeeded()
    await shots(admin, 'form')
    const before = await outboxFiles()
    await invite.getByLabel('Email', { exact: true }).fill(COLLEAGUE)
    await invite.getByLabel('Nama', { exact: true }).fill('Rekan Baru')
    await invite.getByLabel('Peran').selectOption('editor')
    await Promise.all([admin.waitForURL('**/dashboard/staff?notice=staff-invited'), invite.getByRole('button', { name: 'Undang staf' }).click()])
    await expectToast(admin, 'Undangan terkirim. Rekan Anda membuat kata sandinya sendiri lewat tautan di email itu.')
    await expect.poll(() => admin.locator('tr', { hasText: COLLEAGUE }).innerText()).toContain('Diundang')
    expectNoErrors(admin)

    // The colleague opens the email's link in their own browser and chooses a password.
    const inviteLink = await linkFromOutbox('staff-invite-', before)
    // The server's HTML of the new pages is valid (opening the link spends nothing).
    for (const [name, address] of [['forgot', '/login/forgot'], ['link page', inviteLink], ['link gone', '/login/password/tidak-ada']] as const) {
      const html = await (await fetch(`${site.baseUrl}${address}`)).text()
      expect(await validateHtml(html), name).toEqual([])
    }
    const colleague = await newPage(browser, { baseURL: site.baseUrl })
    await setPassword(colleague, inviteLink, 'kata-sandi-rekan-123', 'set-password')
    await expect.poll(() => colleague.getByRole('status').first().innerText()).toContain('Kata sandi Anda tersimpan')
    await signIn(colleague, COLLEAGUE, 'kata-sandi-rekan-123')
    expect(new URL(colleague.url()).pathname.startsWith('/dashboard')).toBe(true)
    // The link worked once.
    const again = await colleague.goto(inviteLink)
    expect(again?.status()).toBe(410)
    expectNoErrors(colleague, { allow: [/status of 410/] })

    // Forgotten: Lupa kata sandi? on the sign-in page, in a fresh browser.
    const later = await newPage(browser, { baseURL: site.baseUrl })
    await later.goto('/login')
    await later.getByRole('link', { name: 'Lupa kata sandi?' }).click()
    await later.getByRole('heading', { name: 'Lupa kata sandi?' }).waitFor()
    await shots(later, 'forgot')
    await expectAxeClean(later, 'staff-invite-forgot')
    const beforeReset = await outboxFiles()
    await later.getByLabel('Email', { exact: true }).fill(COLLEAGUE)
    await Promise.all([later.waitForURL('**/login/forgot'), later.getByRole('button', { name: 'Kirim tautan' }).click()])
    await expect.poll(() => later.getByRole('status').first().innerText()).toContain('Jika email itu terdaftar sebagai akun staf')
    await shots(later, 'forgot-sent')
    const resetLink = await linkFromOutbox('password-reset-', beforeReset)
    await setPassword(later, resetLink, 'kata-sandi-baru-456', 'reset-page')
    // The colleague's earlier session ended with the reset.
    await colleague.goto('/dashboard/blogs')
    expect(new URL(colleague.url()).pathname).toBe('/login')
    // The old password is refused; the new one signs in.
    await later.getByLabel('Email', { exact: true }).fill(COLLEAGUE)
    await later.getByLabel('Kata sandi').fill('kata-sandi-rekan-123')
    await later.getByRole('button', { name: 'Masuk' }).click()
    await later.getByText('Email atau kata sandi salah').first().waitFor()
    await signIn(later, COLLEAGUE, 'kata-sandi-baru-456')
    expectNoErrors(later, { allow: [/status of 401/] })
  })
})
