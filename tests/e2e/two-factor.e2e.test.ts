/**
 * Akun Saya and two-step verification in a real browser (Chromium) on the built site
 * (embedded backend): a staff member enrols an authenticator app with a code computed from the
 * secret the page shows (as an app would compute it), signs out, signs in with the password and
 * a code, signs in once with a recovery code (a second use is refused), and changes the password,
 * which ends another open session and keeps this one. Screenshots of Akun Saya and of the second
 * step at 390 and 1366 px, with the layout checked.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { totpCode, totpStep } from '../../functions/src/auth/totp'
import { ADMIN_EMAIL, ADMIN_PASSWORD, expectNoErrors, expectToast, hydrated, launchBrowser, newPage, screenshot, signIn, startSite, type Site } from './harness'

const resourceError = (...statuses: number[]) => new RegExp(`Failed to load resource: the server responded with a status of (${statuses.join('|')})`)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

let site: Site
let browser: Browser
/** How far the server's clock runs ahead of the real one (clock-ahead.mjs), in ms. */
let ahead = 0
const clockDir = mkdtempSync(path.join(tmpdir(), 'alr-two-factor-clock-'))
const clockFile = path.join(clockDir, 'ahead')

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite({ env: { E2E_CLOCK_FILE: clockFile } }), launchBrowser()])
}, 120_000)
afterAll(async () => {
  await browser?.close()
  await site?.stop()
  rmSync(clockDir, { recursive: true, force: true })
})

/** The box of an element is inside the viewport's width (nothing cut off at the right). */
async function expectInsideWidth(page: Page, locator: Locator, name: string) {
  const box = await locator.boundingBox()
  const width = page.viewportSize()!.width
  expect(box, name).not.toBeNull()
  expect(box!.x, `${name}: left edge`).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width, `${name}: right edge within ${width} px`).toBeLessThanOrEqual(width + 0.5)
}

/** The page has no horizontal scrolling. */
async function expectNoHorizontalScroll(page: Page, name: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow, `${name}: no horizontal scroll`).toBeLessThanOrEqual(0)
}

/**
 * A code as the phone would show it at the server's time, never one of a time step already used:
 * the server refuses a replayed step, so after a sign-in the next one takes the next step, which
 * the server's one-step window accepts, or else moves the server's clock on by one step (30 s
 * that the test used to wait for, up to four times a run).
 */
let lastStep = 0
async function freshCode(secret: string): Promise<string> {
  for (;;) {
    const now = Date.now() + ahead
    const step = totpStep(now)
    // The next step's code is valid now (window of one step) and later than the last one used.
    const candidate = Math.max(step, lastStep + 1)
    if (totpStep(now + 2000) !== step) await sleep(1000)
    else if (candidate > step + 1) {
      ahead += 30_000
      writeFileSync(clockFile, String(ahead))
    } else {
      lastStep = candidate
      return totpCode(secret, candidate * 30_000)
    }
  }
}

async function signOut(page: Page) {
  await Promise.all([page.waitForURL((url) => url.pathname === '/login'), page.getByRole('banner').getByRole('button', { name: 'Keluar' }).click()])
}

async function passwordStep(page: Page, password = ADMIN_PASSWORD) {
  await page.goto('/login')
  await page.getByLabel('Email', { exact: true }).fill(ADMIN_EMAIL)
  await page.getByLabel('Kata sandi').fill(password)
  await Promise.all([page.waitForURL((url) => url.pathname === '/login/two-factor'), page.getByRole('button', { name: 'Masuk' }).click()])
}

async function secondStep(page: Page, code: string) {
  await page.getByLabel('Kode', { exact: true }).fill(code)
  return Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'Verifikasi' }).click()]).then(([response]) => response)
}

describe('Akun Saya and two-step verification', { timeout: 240_000 }, () => {
  it('enrol, sign in with a code, a recovery code once, change the password', async () => {
    const page = await newPage(browser, { baseURL: site.baseUrl, viewport: { width: 1366, height: 900 } })
    await signIn(page)

    // Linked from the header of every dashboard page.
    await page.getByRole('banner').getByRole('link', { name: 'Akun Saya' }).click()
    await page.waitForURL((url) => url.pathname === '/dashboard/account')
    await hydrated(page.locator('main h1'))
    expect(await page.locator('main h1').textContent()).toBe('Akun Saya')
    await screenshot(page, 'account-1366')
    await page.setViewportSize({ width: 390, height: 844 })
    await expectNoHorizontalScroll(page, 'Akun Saya at 390 px')
    for (const panel of await page.locator('.account-grid > .panel').all()) await expectInsideWidth(page, panel, 'a panel of Akun Saya at 390 px')
    await screenshot(page, 'account-390')

    // Enrolment: the password, then the QR code and the secret as text.
    const twoFactor = page.locator('.two-factor-panel')
    await twoFactor.getByLabel('Kata sandi Anda').fill(ADMIN_PASSWORD)
    await Promise.all([page.waitForNavigation(), twoFactor.getByRole('button', { name: 'Mulai aktifkan' }).click()])
    await hydrated(page.locator('main h1'))
    const qr = page.getByRole('img', { name: 'Kode QR untuk aplikasi autentikator' })
    await qr.waitFor()
    await expectInsideWidth(page, qr, 'the QR code at 390 px')
    const qrBox = (await qr.locator('svg').boundingBox())!
    expect(qrBox.width).toBeGreaterThanOrEqual(180)
    const shown = (await page.locator('.totp-secret').textContent())!
    const secret = shown.replace(/\s/g, '')
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    await expectInsideWidth(page, page.locator('.totp-secret'), 'the secret at 390 px')
    await screenshot(page, 'account-enrolment-390')
    await page.setViewportSize({ width: 1366, height: 900 })
    await screenshot(page, 'account-enrolment-1366')

    // A wrong code is said beside the field; the right one turns it on.
    const code = page.getByLabel('Kode 6 angka dari aplikasi')
    await code.fill('000000')
    const [wrong] = await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'Aktifkan' }).click()])
    expect(wrong?.status()).toBe(400)
    await hydrated(page.locator('main h1'))
    expect(await page.locator('.field-error').filter({ hasText: 'Kode salah atau sudah kedaluwarsa.' }).count()).toBe(1)
    await page.getByLabel('Kode 6 angka dari aplikasi').fill(await freshCode(secret))
    await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'Aktifkan' }).click()])
    await hydrated(page.locator('main h1'))
    expect(await page.getByRole('status').filter({ hasText: 'Verifikasi dua langkah aktif.' }).count()).toBe(1)
    const codes = (await page.getByRole('list', { name: 'Kode pemulihan' }).locator('code').allTextContents()).map((c) => c.trim())
    expect(codes).toHaveLength(10)
    await screenshot(page, 'account-recovery-codes-1366')
    await page.getByRole('link', { name: 'Sudah saya simpan' }).click()
    await page.waitForURL((url) => url.pathname === '/dashboard/account')
    await hydrated(page.locator('main h1'))
    expect(await page.locator('.two-factor-panel').textContent()).toContain('Kode pemulihan tersisa: 10 dari 10')
    for (const c of codes) expect(await page.content()).not.toContain(c)
    await screenshot(page, 'account-enabled-1366')

    // Sign out, then in with the password and a code: the password alone reaches nothing.
    await signOut(page)
    await passwordStep(page)
    expect((await page.request.get('/dashboard/blogs', { maxRedirects: 0 })).status()).toBe(302)
    await screenshot(page, 'second-step-1366')
    const card = page.locator('.login-card')
    await expectInsideWidth(page, card, 'the second-step card at 1366 px')
    await page.setViewportSize({ width: 390, height: 844 })
    await expectNoHorizontalScroll(page, 'the second step at 390 px')
    await expectInsideWidth(page, card, 'the second-step card at 390 px')
    // The code field and its button are on the first screen of a phone.
    const button = (await page.getByRole('button', { name: 'Verifikasi' }).boundingBox())!
    expect(button.y + button.height).toBeLessThanOrEqual(844)
    await screenshot(page, 'second-step-390')
    // A wrong code first: said on the page, still no session.
    const refused = await secondStep(page, '000000')
    expect(refused?.status()).toBe(401)
    expect(await page.getByRole('alert').textContent()).toContain('Kode salah atau sudah kedaluwarsa.')
    await screenshot(page, 'second-step-wrong-code-390')
    await page.setViewportSize({ width: 1366, height: 900 })
    const signedIn = await secondStep(page, await freshCode(secret))
    expect(signedIn?.status()).toBe(200)
    expect(new URL(page.url()).pathname).toBe('/dashboard')

    // A recovery code signs in once.
    await signOut(page)
    await passwordStep(page)
    await page.getByText('Tidak bisa memakai ponsel?').click()
    expect(await page.locator('.second-step-help').textContent()).toContain('kode pemulihan')
    await secondStep(page, codes[0]!)
    expect(new URL(page.url()).pathname).toBe('/dashboard/account')
    await hydrated(page.locator('main h1'))
    await expectToast(page, 'Anda masuk dengan kode pemulihan. Periksa sisa kode pemulihan Anda.')
    expect(await page.locator('.two-factor-panel').textContent()).toContain('Kode pemulihan tersisa: 9 dari 10')
    await signOut(page)
    await passwordStep(page)
    const reused = await secondStep(page, codes[0]!)
    expect(reused?.status()).toBe(401)
    expect(await page.getByRole('alert').textContent()).toContain('Kode pemulihan salah atau sudah pernah dipakai.')
    expect(new URL(page.url()).pathname).toBe('/login/two-factor')
    await secondStep(page, await freshCode(secret))
    expect(new URL(page.url()).pathname).toBe('/dashboard')

    // Another browser signed in as the same person, then the password changed here.
    const other = await newPage(browser, { baseURL: site.baseUrl })
    await other.goto('/login')
    await other.getByLabel('Email', { exact: true }).fill(ADMIN_EMAIL)
    await other.getByLabel('Kata sandi').fill(ADMIN_PASSWORD)
    await Promise.all([other.waitForURL((url) => url.pathname === '/login/two-factor'), other.getByRole('button', { name: 'Masuk' }).click()])
    await secondStep(other, await freshCode(secret))
    expect(new URL(other.url()).pathname).toBe('/dashboard')

    await page.goto('/dashboard/account')
    await hydrated(page.locator('main h1'))
    const newPassword = 'kata sandi baru yang panjang'
    await page.getByLabel('Kata sandi saat ini').fill(ADMIN_PASSWORD)
    await page.getByLabel(/^Kata sandi baru/).fill(newPassword)
    await page.getByLabel('Ulangi kata sandi baru').fill(newPassword)
    await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'Ganti kata sandi' }).click()])
    await hydrated(page.locator('main h1'))
    await expectToast(page, 'Kata sandi diganti. Sesi Anda di perangkat lain sudah diakhiri.')
    // This browser goes on; the other one is signed out.
    await page.goto('/dashboard/blogs')
    expect(new URL(page.url()).pathname).toBe('/dashboard/blogs')
    await other.reload()
    expect(new URL(other.url()).pathname).toBe('/login')
    // The new password (and a code) signs in; the old one does not.
    await signOut(page)
    await passwordStep(page, newPassword)
    await secondStep(page, await freshCode(secret))
    expect(new URL(page.url()).pathname).toBe('/dashboard')

    expectNoErrors(page, { allow: [resourceError(400, 401)] })
    expectNoErrors(other)
    await other.close()
    await page.close()
  })
})
