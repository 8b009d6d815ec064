/**
 * The roles in a browser (docs/roles.md): an admin gives a colleague the HR role in Akun Staf;
 * HR's menu holds Lowongan and Lamaran alone, and a blog form is refused with a page that says
 * whom it is for; an editor is refused an applicant's CV the same way. Every route for every
 * role is tests/security/route-roles.test.ts's; this checks what a person sees.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { extractDashboardData } from '../../web/src/dashboard/live/page-data'
import { hydrated, launchBrowser, newPage, signIn, startSite, type Site } from './harness'

let site: Site
let browser: Browser

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
}, 30_000)

describe('staff roles', { timeout: 60_000 }, () => {
  it('HR is given its role in Akun Staf, sees its two screens, and cannot open a blog form; an editor cannot open a CV', async () => {
    const admin = await newPage(browser, { baseURL: site.baseUrl })
    await signIn(admin)
    await admin.goto('/dashboard/staff')
    const add = admin.locator('form[action="/dashboard/staff"]')
    await hydrated(add.getByRole('button', { name: 'Simpan' }))
    await add.getByLabel('Email').fill('sdm@example.test')
    await add.getByLabel('Nama').fill('Sari Personalia')
    await add.getByLabel('Peran').selectOption('hr')
    await add.getByRole('button', { name: 'Simpan' }).click()
    const revealed = admin.locator('.alert-ok', { hasText: 'sdm@example.test' })
    await revealed.waitFor()
    const hrPassword = (await revealed.locator('code').innerText()).trim()
    expect(await admin.locator('tr', { hasText: 'sdm@example.test' }).locator('[data-label="Peran"]').innerText()).toBe('HR')

    const hr = await newPage(browser, { baseURL: site.baseUrl })
    await signIn(hr, 'sdm@example.test', hrPassword)
    const menu = hr.getByRole('navigation', { name: 'Menu dasbor' })
    expect((await menu.getByRole('link').allInnerTexts()).map((text) => text.trim())).toEqual(['Ringkasan', 'Lowongan', 'Sampah', 'Lamaran', 'Akun Saya'])
    expect((await hr.goto('/dashboard/blogs/create'))?.status()).toBe(403)
    expect(await hr.locator('main').innerText()).toContain('Halaman ini hanya untuk peran Admin, Editor, Peninjau dan Pemasaran. Peran Anda: HR.')
    expect(await hr.getByRole('heading', { level: 1 }).innerText()).toBe('Akses ditolak')
    expect(await hr.getByRole('link', { name: 'Kembali ke dasbor' }).count()).toBe(1)

    const created = await admin.context().request.post('/dashboard/staff', { headers: { Origin: site.baseUrl }, form: { email: 'penulis@example.test', displayName: 'Penulis', role: 'editor' } })
    const editorPassword = extractDashboardData<{ revealed: { password: string } }>(await created.text())!.props.revealed.password
    const editor = await newPage(browser, { baseURL: site.baseUrl })
    await signIn(editor, 'penulis@example.test', editorPassword)
    expect((await editor.goto('/dashboard/applications/lamaran-mana-pun/cv'))?.status()).toBe(403)
    expect(await editor.locator('main').innerText()).toContain('Halaman ini hanya untuk peran Admin dan HR. Peran Anda: Editor.')
  })
})
