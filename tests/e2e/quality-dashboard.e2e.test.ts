/**
 * Quality gates of the staff dashboard, on one seeded site:
 *   - html-validate on the server-rendered HTML of every dashboard screen and the login page,
 *     including the answers to refused submissions (400, 401, 409);
 *   - axe-core in Chromium on every screen (lists, forms, practice areas, the fixed pages' copy
 *     (Halaman), order settings, staff, login) and on their states: client-side field errors, server-side errors, an open
 *     confirmation dialog, a refused delete, the calendar, a toast, an unsaved order, a stale
 *     order save, a button target off the site refused in the browser and by the server;
 *   - screenshots of the screens the dashboard browser test does not take, at 360 and 1280 px.
 * What axe and html-validate saw is written to artifacts/quality/.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PAGE_IDS } from '../../shared/collections/pages'
import { ADMIN_EMAIL, ADMIN_PASSWORD, expectNoErrors, hydrated, launchBrowser, newPage, ROOT, screenshot, startSite, type Site } from './harness'
import { AxeLog, expectAxeClean, validateHtml, writeHtmlRecords, type HtmlRecord } from './quality-checks'
import { totpCode } from '../../functions/src/auth/totp'

const resourceError = (...statuses: number[]) => new RegExp(`Failed to load resource: the server responded with a status of (${statuses.join('|')})`)

let site: Site
let browser: Browser
/** The staff session as a Cookie header (for fetch) and as browser cookies. */
let cookie = ''
let sessionCookies: Awaited<ReturnType<BrowserContext['cookies']>> = []
const axeLog = new AxeLog('dashboard')
const htmlRecords: HtmlRecord[] = []
const ids = {
  blogEdit: '',
  publicationEdit: '',
  blogPreview: '',
  publicationPreview: '',
  profileEdit: '',
  area: '',
  /** A practice area's edit page, and its delete address (the seeded areas all have people: refused). */
  areaEdit: '',
  areaDelete: '',
  category: { id: '', version: '', name: '' },
  tagName: '',
}

/** Beranda's copy as a form sends it (the seed's page is at version 1). */
const PAGE_HOME = { heroHeading: 'Mitra hukum untuk usaha yang tumbuh', heroLead: '', primaryLabel: 'Hubungi kami', primaryPath: '/contact-us', version: '1' }

const form = (fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams()
  for (const [name, value] of Object.entries(fields)) for (const v of Array.isArray(value) ? value : [value]) body.append(name, v)
  return body
}

function request(target: string, options: { method?: 'GET' | 'POST'; fields?: Record<string, string | string[]>; signedIn?: boolean } = {}) {
  const headers: Record<string, string> = {}
  if (options.signedIn !== false) headers.cookie = cookie
  if (options.method === 'POST') {
    headers.origin = site.baseUrl
    headers['content-type'] = 'application/x-www-form-urlencoded'
  }
  return fetch(`${site.baseUrl}${target}`, { method: options.method ?? 'GET', headers, body: options.fields ? form(options.fields) : undefined, redirect: 'manual' })
}

async function text(target: string) {
  return (await request(target)).text()
}


async function staffPage(options: { viewport?: { width: number; height: number } } = {}): Promise<Page> {
  const page = await newPage(browser, { baseURL: site.baseUrl, ...options })
  await page.context().addCookies(sessionCookies)
  return page
}

/** Opens a dashboard screen and waits for its hydration (the main heading carries React's props). */
async function open(page: Page, target: string, status = 200) {
  const response = await page.goto(target)
  expect(response?.status(), target).toBe(status)
  // A preview is a public page: rendered on the server, never hydrated.
  if (target.endsWith('/preview')) await page.locator('main h1').waitFor()
  else await hydrated(page.locator('main h1'))
  if (await page.locator('.editor-frame').count()) await page.locator('.editor-frame[data-ready="true"]').first().waitFor({ timeout: 15_000 })
}

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
  const res = await fetch(`${site.baseUrl}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: site.baseUrl, 'content-type': 'application/x-www-form-urlencoded' },
    body: form({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  })
  expect(res.status).toBe(303)
  const pair = /__session=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')!
  cookie = `__session=${pair[1]}`
  sessionCookies = [{ name: '__session', value: pair[1]!, domain: 'localhost', path: '/', expires: -1, httpOnly: true, secure: false, sameSite: 'Lax' }]

  ids.blogEdit = /href="(\/dashboard\/blogs\/[^"/]+\/edit)"/.exec(await text('/dashboard/blogs'))![1]!
  ids.publicationEdit = /href="(\/dashboard\/publications\/[^"/]+\/edit)"/.exec(await text('/dashboard/publications'))![1]!
  ids.profileEdit = /href="(\/dashboard\/profiles\/[^"/]+\/edit)"/.exec(await text('/dashboard/profiles'))![1]!
  // The demo's scheduled blog and publication, which the lists offer to preview.
  ids.blogPreview = /href="(\/dashboard\/blogs\/[^"/]+\/preview)"/.exec(await text('/dashboard/blogs'))![1]!
  ids.publicationPreview = /href="(\/dashboard\/publications\/[^"/]+\/preview)"/.exec(await text('/dashboard/publications'))![1]!
  ids.area = /id="order-area"[^>]*>.*?<option[^>]*value="([^"]+)"/s.exec(await text('/dashboard/profiles/order-settings'))![1]!
  ids.areaEdit = /href="(\/dashboard\/practice-areas\/[^"/]+\/edit)"/.exec(await text('/dashboard/practice-areas'))![1]!
  ids.areaDelete = ids.areaEdit.replace(/\/edit$/, '/delete')
  // A category in use (its delete asks where its posts go) and its version, from the list's delete form.
  const categories = await text('/dashboard/categories')
  const row = /<tr><td>([^<]+)<.*?<td>([1-9]\d*)(?:<!-- -->)? konten<\/td>.*?action="\/dashboard\/categories\/([^"/]+)\/delete".*?name="version" value="(\d+)"/s.exec(categories)!
  ids.category = { name: row[1]!, id: row[3]!, version: row[4]! }
  ids.tagName = /<tr><td>([^<]+)</.exec(await text('/dashboard/tags'))![1]!
}, 120_000)

afterAll(async () => {
  axeLog.write()
  writeHtmlRecords('dashboard', htmlRecords)
  await browser?.close()
  await site?.stop()
  if (site) {
    mkdirSync(path.join(ROOT, 'artifacts', 'logs'), { recursive: true })
    writeFileSync(path.join(ROOT, 'artifacts', 'logs', 'quality-dashboard.server.log'), site.logs())
  }
}, 30_000)

describe('valid HTML', { timeout: 60_000 }, () => {
  it('every dashboard screen and the login page pass html-validate, including refused submissions', async () => {
    const screens: { name: string; path: string; method?: 'POST'; fields?: Record<string, string | string[]>; signedIn?: boolean; status: number }[] = [
      { name: 'login', path: '/login', signedIn: false, status: 200 },
      { name: 'login, asked to sign in', path: '/login?next=%2Fdashboard%2Fblogs', signedIn: false, status: 200 },
      { name: 'login, signed out', path: '/login?reason=signed-out', signedIn: false, status: 200 },
      { name: 'login, empty fields', path: '/login', method: 'POST', fields: { email: '', password: '' }, signedIn: false, status: 400 },
      { name: 'login, wrong password', path: '/login', method: 'POST', fields: { email: 'tamu@example.test', password: 'bukan-sandinya' }, signedIn: false, status: 401 },
      { name: 'Ringkasan', path: '/dashboard', status: 200 },
      { name: 'Statistik', path: '/dashboard/insights', status: 200 },
      { name: 'Statistik, a filter it cannot read', path: '/dashboard/insights?period=selamanya&lang=fr', status: 400 },
      { name: 'blog list', path: '/dashboard/blogs', status: 200 },
      { name: 'blog list with a toast', path: '/dashboard/blogs?notice=blog-saved', status: 200 },
      { name: 'blog list, page 2', path: '/dashboard/blogs?page=2', status: 200 },
      { name: 'blog list, nothing found', path: '/dashboard/blogs?q=zzzyyyxxx', status: 200 },
      { name: 'blog form', path: '/dashboard/blogs/create', status: 200 },
      { name: 'blog form, refused', path: '/dashboard/blogs/create', method: 'POST', fields: { title: 'Pendek', content: '', categoryId: '', publishedAt: '', cover: '' }, status: 400 },
      { name: 'blog edit', path: ids.blogEdit, status: 200 },
      { name: 'blog preview (scheduled)', path: ids.blogPreview, status: 200 },
      { name: 'publication preview (scheduled)', path: ids.publicationPreview, status: 200 },
      { name: 'publication list', path: '/dashboard/publications', status: 200 },
      { name: 'publication form', path: '/dashboard/publications/create', status: 200 },
      { name: 'publication form, refused', path: '/dashboard/publications/create', method: 'POST', fields: { title: 'Pendek' }, status: 400 },
      { name: 'publication edit', path: ids.publicationEdit, status: 200 },
      { name: 'profile list', path: '/dashboard/profiles', status: 200 },
      { name: 'profile form', path: '/dashboard/profiles/create', status: 200 },
      { name: 'profile form, refused', path: '/dashboard/profiles/create', method: 'POST', fields: { name: '', kind: 'attorney' }, status: 400 },
      { name: 'profile edit', path: ids.profileEdit, status: 200 },
      { name: 'order settings', path: '/dashboard/profiles/order-settings', status: 200 },
      { name: 'order settings of an area', path: `/dashboard/profiles/order-settings?area=${ids.area}`, status: 200 },
      { name: 'order settings, refused', path: '/dashboard/profiles/order-settings', method: 'POST', fields: { type: 'attorneys', version: '0', ids: ['tidak-ada'] }, status: 400 },
      { name: 'categories', path: '/dashboard/categories', status: 200 },
      { name: 'categories, empty name', path: '/dashboard/categories', method: 'POST', fields: { name: '' }, status: 400 },
      { name: 'categories, rename refused', path: `/dashboard/categories/${ids.category.id}`, method: 'POST', fields: { name: '', version: ids.category.version }, status: 400 },
      { name: 'categories, delete without a target (in use)', path: `/dashboard/categories/${ids.category.id}/delete`, method: 'POST', fields: { version: ids.category.version }, status: 409 },
      { name: 'practice areas', path: '/dashboard/practice-areas', status: 200 },
      { name: 'practice areas with a toast', path: '/dashboard/practice-areas?notice=practice-area-saved', status: 200 },
      { name: 'practice areas, delete refused (in use)', path: ids.areaDelete, method: 'POST', fields: { version: '1' }, status: 409 },
      { name: 'practice area form', path: '/dashboard/practice-areas/create', status: 200 },
      { name: 'practice area form, refused', path: '/dashboard/practice-areas/create', method: 'POST', fields: { name: '', slug: '', summary: '', description: '', cover: '' }, status: 400 },
      { name: 'practice area edit', path: ids.areaEdit, status: 200 },
      { name: 'pages', path: '/dashboard/pages', status: 200 },
      { name: 'pages with a toast', path: '/dashboard/pages?notice=page-saved', status: 200 },
      ...PAGE_IDS.map((id) => ({ name: `page form (${id})`, path: `/dashboard/pages/${id}`, status: 200 })),
      { name: 'page form, refused (a button target off the site)', path: '/dashboard/pages/home', method: 'POST', fields: { ...PAGE_HOME, primaryPath: '//contoh.test' }, status: 400 },
      { name: 'tags', path: '/dashboard/tags', status: 200 },
      { name: 'tags, name taken', path: '/dashboard/tags', method: 'POST', fields: { name: ids.tagName }, status: 409 },
      { name: 'staff accounts', path: '/dashboard/staff', status: 200 },
      { name: 'staff accounts, refused', path: '/dashboard/staff', method: 'POST', fields: { email: 'bukan-email', displayName: '', role: 'editor' }, status: 400 },
      { name: 'staff accounts, account created', path: '/dashboard/staff', method: 'POST', fields: { email: 'staf.baru@example.test', displayName: 'Staf Baru', role: 'editor' }, status: 201 },
    ]
    const failures: string[] = []
    for (const screen of screens) {
      const response = await request(screen.path, screen)
      expect(response.status, `${screen.name}: ${screen.method ?? 'GET'} ${screen.path}`).toBe(screen.status)
      expect(response.headers.get('content-type') ?? '').toMatch(/^text\/html/)
      const errors = await validateHtml(await response.text())
      htmlRecords.push({ name: screen.name, url: `${screen.method ?? 'GET'} ${screen.path}`, status: response.status, errors })
      failures.push(...errors.map((e) => `${screen.name} (${screen.path}) ${e}`))
    }
    expect(failures).toEqual([])
  })
})

describe('accessibility (axe-core)', { timeout: 90_000 }, () => {
  /** Runs axe and collects a failure instead of stopping, so one run reports every screen. */
  async function check(page: Page, name: string, failures: string[]) {
    try {
      await expectAxeClean(page, name, axeLog)
    } catch (error) {
      failures.push((error as Error).message)
    }
  }

  it('the login page: plain, asked to sign in, wrong password, empty fields', async () => {
    const page = await newPage(browser, { baseURL: site.baseUrl })
    const failures: string[] = []
    await page.goto('/login')
    await check(page, 'login', failures)
    await page.goto('/login?next=%2Fdashboard%2Fblogs')
    await check(page, 'login, asked to sign in', failures)
    await page.getByLabel('Email').fill('tamu@example.test')
    await page.getByLabel('Kata sandi').fill('bukan-sandinya')
    await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'Masuk' }).click()])
    expect(await page.getByRole('alert').innerText()).toContain('Email atau kata sandi salah.')
    await check(page, 'login, wrong password', failures)
    await page.getByLabel('Email').fill('')
    await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'Masuk' }).click()])
    expect(await page.locator('.field-error').first().innerText()).not.toBe('')
    await check(page, 'login, empty fields', failures)
    expect(failures).toEqual([])
    expectNoErrors(page, { allow: [resourceError(400, 401)] })
    await page.close()
  })

  it('every list and form screen, as loaded', async () => {
    const page = await staffPage()
    const failures: string[] = []
    const screens: [string, string][] = [
      ['Ringkasan', '/dashboard'],
      ['Statistik', '/dashboard/insights'],
      ['blog list', '/dashboard/blogs'],
      ['blog list, nothing found', '/dashboard/blogs?q=zzzyyyxxx'],
      ['blog form', '/dashboard/blogs/create'],
      ['blog edit', ids.blogEdit],
      ['publication list', '/dashboard/publications'],
      ['publication form', '/dashboard/publications/create'],
      ['publication edit', ids.publicationEdit],
      ['blog preview (scheduled)', ids.blogPreview],
      ['publication preview (scheduled)', ids.publicationPreview],
      ['profile list', '/dashboard/profiles'],
      ['profile form', '/dashboard/profiles/create'],
      ['profile edit', ids.profileEdit],
      ['order settings', '/dashboard/profiles/order-settings'],
      ['order settings of an area', `/dashboard/profiles/order-settings?area=${ids.area}`],
      ['categories', '/dashboard/categories'],
      ['tags', '/dashboard/tags'],
      ['practice areas', '/dashboard/practice-areas'],
      ['practice area form', '/dashboard/practice-areas/create'],
      ['practice area edit', ids.areaEdit],
      ['pages', '/dashboard/pages'],
      ...PAGE_IDS.map((id): [string, string] => [`page form (${id})`, `/dashboard/pages/${id}`]),
      ['staff accounts', '/dashboard/staff'],
    ]
    for (const [name, target] of screens) {
      await open(page, target)
      await check(page, name, failures)
    }
    // A toast after a save (its close button, its live region).
    await open(page, '/dashboard/blogs?notice=blog-saved')
    await page.locator('.toast').waitFor()
    await check(page, 'blog list with a toast', failures)
    expect(failures).toEqual([])
    expectNoErrors(page)
    await page.close()
  })

  it('forms with their errors: in the browser and from the server', async () => {
    const page = await staffPage()
    const failures: string[] = []
    const save = () => page.getByRole('button', { name: 'Simpan', exact: true })
    // A new blog, publication or practice area is saved with Terbitkan (or Simpan draf).
    const publish = () => page.getByRole('button', { name: 'Terbitkan', exact: true })

    // Blog form: every required field missing, as the browser reports it.
    await open(page, '/dashboard/blogs/create')
    await page.getByRole('textbox', { name: 'Judul', exact: true }).fill('Pendek')
    await publish().click()
    await expect.poll(() => page.locator('.field-error p').count()).toBeGreaterThanOrEqual(3)
    await check(page, 'blog form, errors in the browser', failures)

    // The calendar open beside the date field.
    await page.getByRole('button', { name: 'Kalender: pilih tanggal' }).click()
    await page.getByRole('dialog', { name: 'Kalender' }).getByRole('grid').waitFor()
    await check(page, 'blog form, calendar open', failures)
    await page.keyboard.press('Escape')

    // The same form refused by the server (sent without the browser's checks).
    const [response] = await Promise.all([
      page.waitForNavigation(),
      page.evaluate(() => {
        const element = document.getElementById('post-form') as HTMLFormElement
        element.noValidate = true
        HTMLFormElement.prototype.submit.call(element)
      }),
    ])
    expect(response?.status()).toBe(400)
    await hydrated(publish())
    await check(page, 'blog form, refused by the server', failures)

    // Publication and profile forms with their errors.
    await open(page, '/dashboard/publications/create')
    await publish().click()
    await expect.poll(() => page.locator('.field-error p').count()).toBeGreaterThanOrEqual(3)
    await check(page, 'publication form, errors in the browser', failures)
    await open(page, '/dashboard/profiles/create')
    await save().click()
    await expect.poll(() => page.locator('.field-error p').count()).toBeGreaterThanOrEqual(2)
    await check(page, 'profile form, errors in the browser', failures)

    // Categories: a name already taken (server), an inline rename, a delete refused while in use.
    await open(page, '/dashboard/categories')
    await page.getByLabel('Nama kategori').first().fill(ids.category.name)
    await Promise.all([page.waitForNavigation(), save().first().click()])
    await hydrated(page.locator('main h1'))
    await expect.poll(() => page.locator('.field-error p').count()).toBeGreaterThan(0)
    await check(page, 'categories, name taken', failures)
    await open(page, '/dashboard/categories')
    await page.getByRole('button', { name: `Ubah nama ${ids.category.name}` }).click()
    await check(page, 'categories, renaming inline', failures)
    // The rename takes the row (names and slugs); Batal gives the row its actions back.
    await page.locator('.rename-cell').getByRole('button', { name: 'Batal' }).click()
    await page.getByRole('button', { name: `Hapus ${ids.category.name}` }).click()
    const dialog = page.getByRole('dialog', { name: `Hapus kategori “${ids.category.name}”?` })
    await dialog.waitFor()
    await check(page, 'categories, delete dialog open', failures)
    // In use: the dialog moves its posts to another category first.
    await dialog.getByRole('combobox', { name: /Pindahkan kontennya ke kategori/ }).selectOption({ index: 1 })
    await Promise.all([page.waitForNavigation(), dialog.getByRole('button', { name: 'Pindahkan dan hapus' }).click()])
    await hydrated(page.locator('main h1'))
    expect(await page.locator('.toast').innerText()).toContain('Konten dipindahkan ke kategori yang Anda pilih, dan kategori lama dipindahkan ke Sampah.')
    await check(page, 'categories, posts moved and category deleted', failures)

    // Practice areas: every field missing (browser), the same refused by the server, a delete
    // refused because profiles name the area.
    await open(page, '/dashboard/practice-areas/create')
    await publish().click()
    await expect.poll(() => page.locator('.field-error p').count()).toBeGreaterThanOrEqual(3)
    await check(page, 'practice area form, errors in the browser', failures)
    const [refused] = await Promise.all([
      page.waitForNavigation(),
      page.evaluate(() => {
        const element = document.getElementById('practiceAreas-form') as HTMLFormElement
        element.noValidate = true
        HTMLFormElement.prototype.submit.call(element)
      }),
    ])
    expect(refused?.status()).toBe(400)
    await hydrated(publish())
    await check(page, 'practice area form, refused by the server', failures)
    await open(page, '/dashboard/practice-areas')
    // The list offers no delete for an area in use; the refusal is what a delete sent from an
    // older copy of the list gets.
    const [blocked] = await Promise.all([
      page.waitForNavigation(),
      page.evaluate((action) => {
        const element = document.createElement('form')
        element.method = 'post'
        element.action = action
        element.innerHTML = '<input type="hidden" name="version" value="1">'
        document.body.append(element)
        element.submit()
      }, ids.areaDelete),
    ])
    expect(blocked?.status()).toBe(409)
    await hydrated(page.locator('main h1'))
    expect(await page.getByRole('alert').filter({ hasText: 'tidak dapat dihapus' }).count()).toBe(1)
    await check(page, 'practice areas, delete refused (in use)', failures)
    // An area no profile names offers its delete, behind a confirmation.
    const unused = 'Hukum Pertambangan Laut Dalam'
    const created = await request('/dashboard/practice-areas/create', {
      method: 'POST',
      fields: { name: unused, slug: 'hukum-pertambangan-laut-dalam', summary: 'Izin eksplorasi dan eksploitasi mineral dasar laut.', description: `<p>${'Perizinan, lingkungan hidup, dan kontrak kerja sama. '.repeat(3)}</p>`, cover: '' },
    })
    expect(created.status, 'the unused area is created').toBe(303)
    await open(page, '/dashboard/practice-areas')
    await page.getByRole('button', { name: `Hapus ${unused}` }).click()
    await page.getByRole('dialog', { name: `Hapus bidang praktik “${unused}”?` }).waitFor()
    await check(page, 'practice areas, delete dialog open', failures)
    await page.keyboard.press('Escape')

    // Beranda: a button whose target is another site (`//host` is one), in the browser, then
    // the same form refused by the server.
    await open(page, '/dashboard/pages/home')
    const target = page.getByRole('textbox', { name: 'Tombol utama: tujuan', exact: true })
    await target.fill('//contoh.test')
    await target.press('Tab')
    await expect.poll(() => target.getAttribute('aria-invalid')).toBe('true')
    await check(page, 'page form (home), button target off the site', failures)
    const [offSite] = await Promise.all([
      page.waitForNavigation(),
      page.evaluate(() => {
        const element = document.getElementById('pages-form') as HTMLFormElement
        element.noValidate = true
        HTMLFormElement.prototype.submit.call(element)
      }),
    ])
    expect(offSite?.status()).toBe(400)
    await hydrated(save())
    expect(await target.getAttribute('aria-invalid')).toBe('true')
    await check(page, 'page form (home), refused by the server', failures)

    // Staff: an invalid email.
    await open(page, '/dashboard/staff')
    const create = page.getByRole('region', { name: 'Tambah akun staf' })
    await create.getByLabel('Email', { exact: true }).fill('bukan-email')
    await create.getByLabel('Email', { exact: true }).press('Tab')
    await expect.poll(() => page.locator('.field-error p').count()).toBeGreaterThan(0)
    await check(page, 'staff accounts, invalid email', failures)
    expect(failures).toEqual([])
    expectNoErrors(page, { allow: [resourceError(400, 409)] })
    await page.close()
  })

  it('order settings: an unsaved change, and a save refused because someone else saved first', async () => {
    const page = await staffPage()
    const failures: string[] = []
    await open(page, '/dashboard/profiles/order-settings')
    const section = page.locator('#urutan-advokat')
    await hydrated(section.getByRole('button', { name: 'Simpan urutan' }))
    await section.getByRole('button', { name: /^Turun / }).first().click()
    await section.locator('.order-dirty').waitFor()
    await check(page, 'order settings, unsaved change', failures)

    // Someone else saves the same ordering meanwhile (its version moves on).
    const saved = await section.locator('input[name="ids"]').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))
    const version = await section.locator('input[name="version"]').inputValue()
    const answer = await page.evaluate(
      async ({ ids, version }) => {
        const body = new URLSearchParams({ type: 'attorneys', version })
        for (const id of ids) body.append('ids', id)
        return (await fetch('/dashboard/profiles/order-settings', { method: 'POST', body, redirect: 'manual' })).type
      },
      { ids: saved, version },
    )
    expect(answer, 'the other save went through (a redirect)').toBe('opaqueredirect')
    const [response] = await Promise.all([page.waitForNavigation(), section.getByRole('button', { name: 'Simpan urutan' }).click()])
    expect(response?.status()).toBe(409)
    await hydrated(page.locator('main h1'))
    expect(await page.locator('#urutan-advokat').getByRole('alert').count()).toBe(1)
    await check(page, 'order settings, save refused (stale)', failures)
    expect(failures).toEqual([])
    expectNoErrors(page, { allow: [resourceError(409)] })
    await page.close()
  })
})

describe('Akun Saya and the second step of a sign-in (html-validate and axe)', { timeout: 120_000 }, () => {
  /** A staff member with two-step verification, and a sign-in of theirs waiting for its code. */
  async function enrolledEditor() {
    const email = `dua.langkah.${Date.now()}@example.test`
    const created = await request('/dashboard/staff', { method: 'POST', fields: { email, displayName: 'Dua Langkah', role: 'editor' } })
    expect(created.status).toBe(201)
    const password = /<code>([A-Za-z0-9-]{23})<\/code>/.exec(await created.text())![1]!
    const signIn = async () => {
      const res = await fetch(`${site.baseUrl}/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: { origin: site.baseUrl, 'content-type': 'application/x-www-form-urlencoded' },
        body: form({ email, password }),
      })
      return { res, cookie: `__session=${/__session=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')![1]}` }
    }
    const { cookie: editor } = await signIn()
    const post = (target: string, fields: Record<string, string>) =>
      fetch(`${site.baseUrl}${target}`, { method: 'POST', redirect: 'manual', headers: { cookie: editor, origin: site.baseUrl, 'content-type': 'application/x-www-form-urlencoded' }, body: form(fields) })
    const started = await post('/dashboard/account/two-factor/start', { password })
    const secret = /data-secret="([A-Z2-7]+)"/.exec(await started.text())![1]!
    expect((await post('/dashboard/account/two-factor/confirm', { code: totpCode(secret, Date.now()) })).status).toBe(200)
    const waiting = await signIn()
    expect(waiting.res.headers.get('location')).toBe('/login/two-factor')
    return { email, pending: waiting.cookie }
  }

  it('every state of Akun Saya and the second-step page pass html-validate', async () => {
    const { pending } = await enrolledEditor()
    const asPending = (target: string, fields?: Record<string, string>) =>
      fetch(`${site.baseUrl}${target}`, {
        method: fields ? 'POST' : 'GET',
        redirect: 'manual',
        headers: { cookie: pending, ...(fields ? { origin: site.baseUrl, 'content-type': 'application/x-www-form-urlencoded' } : {}) },
        body: fields ? form(fields) : undefined,
      })
    const screens: { name: string; response: Response; status: number }[] = [
      { name: 'Akun Saya', response: await request('/dashboard/account'), status: 200 },
      { name: 'Akun Saya, name refused', response: await request('/dashboard/account/name', { method: 'POST', fields: { displayName: '' } }), status: 400 },
      { name: 'Akun Saya, password refused', response: await request('/dashboard/account/password', { method: 'POST', fields: { currentPassword: '', newPassword: 'pendek', confirmPassword: 'lain' } }), status: 400 },
      { name: 'Akun Saya, enrolment refused (wrong password)', response: await request('/dashboard/account/two-factor/start', { method: 'POST', fields: { password: 'bukan-sandinya' } }), status: 401 },
      { name: 'Akun Saya, enrolment (QR code and secret)', response: await request('/dashboard/account/two-factor/start', { method: 'POST', fields: { password: ADMIN_PASSWORD } }), status: 200 },
      { name: 'Akun Saya, enrolment, wrong code', response: await request('/dashboard/account/two-factor/confirm', { method: 'POST', fields: { code: '12' } }), status: 400 },
      { name: 'second step', response: await asPending('/login/two-factor'), status: 200 },
      { name: 'second step, not a code', response: await asPending('/login/two-factor', { code: 'abc' }), status: 400 },
      { name: 'second step, wrong code', response: await asPending('/login/two-factor', { code: '000000' }), status: 401 },
    ]
    const failures: string[] = []
    for (const screen of screens) {
      expect(screen.response.status, screen.name).toBe(screen.status)
      const errors = await validateHtml(await screen.response.text())
      htmlRecords.push({ name: screen.name, url: screen.response.url, status: screen.response.status, errors })
      failures.push(...errors.map((e) => `${screen.name}: ${e}`))
    }
    expect(failures).toEqual([])
  })

  it('axe: Akun Saya as loaded, its errors, the enrolment; the second step and its wrong code', async () => {
    const failures: string[] = []
    const check = async (page: Page, name: string) => {
      try {
        await expectAxeClean(page, name, axeLog)
      } catch (error) {
        failures.push((error as Error).message)
      }
    }
    const page = await staffPage()
    await open(page, '/dashboard/account')
    await check(page, 'Akun Saya')
    await page.getByRole('button', { name: 'Ganti kata sandi' }).click()
    await expect.poll(() => page.locator('.field-error p').count()).toBeGreaterThan(0)
    await check(page, 'Akun Saya, password errors in the browser')
    // The enrolment (already waiting when the html-validate test above started one: shown again).
    const start = page.getByRole('button', { name: 'Mulai aktifkan' })
    if (await start.count()) {
      await page.locator('.two-factor-panel').getByLabel('Kata sandi Anda').fill(ADMIN_PASSWORD)
      await Promise.all([page.waitForNavigation(), start.click()])
      await hydrated(page.locator('main h1'))
    }
    await page.getByRole('img', { name: 'Kode QR untuk aplikasi autentikator' }).waitFor()
    await check(page, 'Akun Saya, enrolment')
    expectNoErrors(page)
    await page.close()

    const { pending } = await enrolledEditor()
    const second = await newPage(browser, { baseURL: site.baseUrl })
    await second.context().addCookies([{ name: '__session', value: pending.slice('__session='.length), domain: 'localhost', path: '/', expires: -1, httpOnly: true, secure: false, sameSite: 'Lax' }])
    await second.goto('/login/two-factor')
    await check(second, 'second step')
    await second.getByLabel('Kode', { exact: true }).fill('000000')
    await Promise.all([second.waitForNavigation(), second.getByRole('button', { name: 'Verifikasi' }).click()])
    await second.getByText('Tidak bisa memakai ponsel?').click()
    await check(second, 'second step, wrong code, help open')
    expectNoErrors(second, { allow: [resourceError(401)] })
    await second.close()
    expect(failures).toEqual([])
  })
})

describe('layout', { timeout: 60_000 }, () => {
  for (const width of [360, 1280]) {
    it(`screenshots of the profile, publication, preview, category and staff screens at ${width} px`, async () => {
      const page = await staffPage({ viewport: { width, height: 800 } })
      const shots: [string, string][] = [
        ['overview', '/dashboard'],
        ['profile-list', '/dashboard/profiles'],
        ['profile-form', ids.profileEdit],
        ['publication-form', ids.publicationEdit],
        ['publication-preview', ids.publicationPreview],
        ['categories', '/dashboard/categories'],
        ['staff', '/dashboard/staff'],
      ]
      const overflow: string[] = []
      for (const [name, target] of shots) {
        await open(page, target)
        const extra = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
        if (extra > 0) overflow.push(`${target}: ${extra}px`)
        await screenshot(page, `quality-dashboard-${name}-${width}`)
      }
      expect(overflow, 'screens that scroll sideways').toEqual([])
      expectNoErrors(page)
      await page.close()
    })
  }
})
