import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, createTestBackend, type TestBackend } from '../../testing/test-backend'
import { postForm, signIn } from '../../testing/staff-session'
import type { App } from '../../app'

let backend: TestBackend
let app: App
let admin: string
let editor: string

beforeAll(async () => {
  backend = createTestBackend()
  app = createTestApp(backend)
  await backend.identity.createStaff({ email: 'admin@example.test', password: 'kata-sandi-admin', displayName: 'Admin', role: 'admin' })
  await backend.identity.createStaff({ email: 'editor@example.test', password: 'kata-sandi-editor', displayName: 'Editor', role: 'editor' })
  admin = await signIn(app, 'admin@example.test', 'kata-sandi-admin')
  editor = await signIn(app, 'editor@example.test', 'kata-sandi-editor')
})
afterAll(async () => {
  await backend.cleanup()
})

describe('roles', () => {
  it('lets editors manage content but not staff accounts', async () => {
    expect((await app.request('/dashboard/categories', { headers: { cookie: editor } })).status).toBe(200)
    const res = await app.request('/dashboard/staff', { headers: { cookie: editor } })
    expect(res.status).toBe(403)
    const html = await res.text()
    expect(html).toContain('Halaman ini hanya untuk admin.')
    // A refusal, not a fault: no "server error" hint, and the way back is the dashboard.
    expect(html).toContain('Akun Anda tidak memiliki izin untuk membuka halaman ini.')
    expect(html).not.toContain('Terjadi kesalahan di server')
    expect(html).toContain('<a href="/dashboard">Kembali ke dasbor</a>')
    expect((await postForm(app, '/dashboard/staff', { email: 'x@example.test', displayName: 'X', role: 'admin' }, editor)).status).toBe(403)
    expect(await backend.identity.findStaffByEmail('x@example.test')).toBeNull()
  })

  it('shows the staff menu entry to admins only', async () => {
    expect(await (await app.request('/dashboard/categories', { headers: { cookie: admin } })).text()).toContain('href="/dashboard/staff"')
    expect(await (await app.request('/dashboard/categories', { headers: { cookie: editor } })).text()).not.toContain('href="/dashboard/staff"')
  })
})

describe('staff accounts page', () => {
  it('names the role and status cells, for the stacked rows of a phone screen', async () => {
    const html = await (await app.request('/dashboard/staff', { headers: { cookie: admin } })).text()
    expect(html).toMatch(/<td data-label="Peran">(Admin|Editor)<\/td><td data-label="Status">Aktif<\/td>/)
  })

  it('creates an account and shows its password once', async () => {
    const res = await postForm(app, '/dashboard/staff', { email: 'baru@example.test', displayName: 'Staf Baru', role: 'editor' }, admin)
    expect(res.status).toBe(201)
    const html = await res.text()
    const password = /<code>([A-Za-z0-9-]{23})<\/code>/.exec(html)?.[1]
    expect(password).toBeTruthy()
    expect(await backend.identity.verifyPassword('baru@example.test', password!)).toMatchObject({ role: 'editor' })
    const later = await (await app.request('/dashboard/staff', { headers: { cookie: admin } })).text()
    expect(later.includes(password!)).toBe(false)
  })

  it('validates the form with messages next to the fields', async () => {
    const res = await postForm(app, '/dashboard/staff', { email: 'bukan', displayName: '', role: 'editor' }, admin)
    expect(res.status).toBe(400)
    const html = await res.text()
    expect(html).toContain('Alamat email tidak valid')
    expect(html).toContain('Nama harus diisi')
    const taken = await postForm(app, '/dashboard/staff', { email: 'editor@example.test', displayName: 'Lagi', role: 'editor' }, admin)
    expect(taken.status).toBe(409)
    expect(await taken.text()).toContain('Email ini sudah dipakai akun lain')
  })

  it('disables an account (ending its sessions) and refuses to lock out the admin themselves', async () => {
    const target = (await backend.identity.findStaffByEmail('editor@example.test'))!
    expect((await postForm(app, `/dashboard/staff/${target.uid}`, { intent: 'disable' }, admin)).status).toBe(303)
    expect((await app.request('/dashboard/categories', { headers: { cookie: editor } })).status).toBe(302)
    const self = (await backend.identity.findStaffByEmail('admin@example.test'))!
    const res = await postForm(app, `/dashboard/staff/${self.uid}`, { intent: 'disable' }, admin)
    expect(res.status).toBe(409)
    expect((await backend.identity.getStaff(self.uid))!.disabled).toBe(false)
    expect((await postForm(app, `/dashboard/staff/${self.uid}`, { intent: 'hapus-semua' }, admin)).status).toBe(400)
  })
})
