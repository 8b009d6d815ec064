import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OPENING_MSG } from '../../../../shared/collections/openings'
import { MSG } from '../../../../shared/schemas/messages'
import type { App } from '../../app'
import { postForm, signIn, TEST_ORIGIN } from '../../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../../testing/test-backend'

let backend: TestBackend
let app: App
let cookie: string

const DESCRIPTION = `<p>${'Menyusun dan meninjau perjanjian, mendampingi uji tuntas, dan menulis memo hukum untuk klien korporasi. '.repeat(2)}</p>`
const FORM = { title: 'Associate Korporasi', slug: 'associate-korporasi', location: 'Jakarta Selatan', employmentType: 'full-time', description: DESCRIPTION, closesOn: '2026-07-31', status: 'open' }

async function get(path: string, withCookie = true) {
  const res = await app.request(`${TEST_ORIGIN}${path}`, { headers: withCookie ? { cookie } : {} })
  return { res, html: await res.text() }
}

/** The text of the error region next to a field (Conform's `{form}-{field}-error` id). */
function fieldError(html: string, field: string): string {
  const match = new RegExp(`id="openings-form-${field}-error"[^>]*>(.*?)</div>`).exec(html)
  return (match?.[1] ?? '').replace(/<[^>]+>/g, '')
}

async function stored(slug: string) {
  const [opening] = await backend.content.query('openings', { where: [{ field: 'slug', op: '==', value: slug }] })
  return opening!
}

beforeAll(async () => {
  // 2026-06-15 10:00 in Jakarta.
  const clock = new TestClock()
  backend = createTestBackend({ now: clock.now })
  app = createTestApp(backend, { now: clock.now })
  await backend.identity.createStaff({ email: 'hr@example.test', password: 'kata-sandi-hr', displayName: 'HR', role: 'hr' })
  cookie = await signIn(app, 'hr@example.test', 'kata-sandi-hr')
})
afterAll(async () => {
  await backend.cleanup()
})

describe('/dashboard/openings (Lowongan)', () => {
  it('is in the navigation, and shows the form with every field of the module, labelled', async () => {
    const { html: list } = await get('/dashboard/openings')
    expect(list).toMatch(/<a[^>]*href="\/dashboard\/openings"[^>]*>Lowongan<\/a>/)
    expect(list).toContain('Belum ada lowongan.')
    const { res, html } = await get('/dashboard/openings/create')
    expect(res.status).toBe(200)
    for (const label of ['Judul', 'Slug', 'Lokasi', 'Jenis pekerjaan', 'Deskripsi', 'Batas lamaran', 'Status']) expect(html).toContain(`>${label}`)
    for (const choice of ['Penuh waktu', 'Magang', 'Dibuka', 'Ditutup']) expect(html).toContain(`>${choice}</option>`)
    expect(html).toContain('Alamat halaman: /career/…')
  })

  it('creates an opening, shown on /career and its page at once', async () => {
    const res = await postForm(app, '/dashboard/openings/create', FORM, cookie)
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/dashboard/openings?notice=opening-created')
    expect(await stored('associate-korporasi')).toMatchObject({ title: 'Associate Korporasi', closesOn: '2026-07-31', status: 'open', employmentType: 'full-time' })
    expect((await get('/career', false)).html).toContain('href="/career/associate-korporasi"')
    expect((await get('/career/associate-korporasi', false)).res.status).toBe(200)
    const { html } = await get('/dashboard/openings')
    expect(html).toContain('Associate Korporasi')
    expect(html).toContain('Penuh waktu · Jakarta Selatan')
    expect(html).toContain('31 Juli 2026')
    expect(html).toContain('Tampil di situs')
    expect(html).toContain('href="/career/associate-korporasi"')
  })

  it('answers each rule next to its field, keeping what was typed', async () => {
    const res = await postForm(app, '/dashboard/openings/create', { ...FORM, title: '', slug: 'ada spasi', location: 'Kota <b>baru</b>', description: '<p>pendek</p>', closesOn: '2026-02-30', employmentType: 'lepas' }, cookie)
    expect(res.status).toBe(400)
    const html = await res.text()
    expect(fieldError(html, 'title')).toBe(OPENING_MSG.titleRequired)
    expect(fieldError(html, 'description')).toBe(OPENING_MSG.descriptionMin)
    expect(fieldError(html, 'closesOn')).toBe(OPENING_MSG.closesOn)
    expect(fieldError(html, 'employmentType')).toBe(OPENING_MSG.type)
    expect(fieldError(html, 'slug')).not.toBe('')
    expect(html).toContain('value="2026-02-30"')
    expect(html).toContain('Kota &lt;b&gt;baru&lt;/b&gt;')
  })

  it('refuses a slug another opening holds with 409', async () => {
    const res = await postForm(app, '/dashboard/openings/create', { ...FORM, title: 'Lain' }, cookie)
    expect(res.status).toBe(409)
    expect(fieldError(await res.text(), 'slug')).toBe(MSG.slugTaken)
  })

  it('closing an opening, or a past closing day, takes it off the site; the list says which', async () => {
    const opening = await stored('associate-korporasi')
    const closed = await postForm(app, `/dashboard/openings/${opening.id}/edit`, { ...FORM, status: 'closed', version: String(opening.version) }, cookie)
    expect(closed.status).toBe(303)
    expect((await get('/career/associate-korporasi', false)).res.status).toBe(404)
    expect((await get('/career', false)).html).not.toContain('Associate Korporasi')
    expect((await get('/dashboard/openings')).html).toContain('>Ditutup<')

    await postForm(app, '/dashboard/openings/create', { ...FORM, title: 'Paralegal', slug: 'paralegal', closesOn: '2026-06-14' }, cookie)
    expect((await get('/career/paralegal', false)).res.status).toBe(404)
    const { html } = await get('/dashboard/openings')
    expect(html).toContain('Lewat batas')
    expect(html).not.toContain('href="/career/paralegal"')
  })

  it('refuses a stale edit with the input kept', async () => {
    const opening = await stored('paralegal')
    const stale = await postForm(app, `/dashboard/openings/${opening.id}/edit`, { ...FORM, title: 'Punyaku', slug: 'paralegal', version: String(opening.version + 5) }, cookie)
    expect(stale.status).toBe(409)
    const html = await stale.text()
    expect(html).toContain(MSG.stale)
    expect(html).toContain('Punyaku')
  })

  it('deletes an opening; a delete from a stale list is refused and said', async () => {
    const opening = await stored('paralegal')
    const stale = await postForm(app, `/dashboard/openings/${opening.id}/delete`, { version: String(opening.version + 1) }, cookie)
    expect(stale.status).toBe(409)
    expect(await stale.text()).toContain('baru saja diubah orang lain dan tidak dihapus')
    const done = await postForm(app, `/dashboard/openings/${opening.id}/delete`, { version: String(opening.version) }, cookie)
    expect(done.status).toBe(303)
    expect(done.headers.get('location')).toBe('/dashboard/openings?notice=opening-deleted')
    expect(await backend.content.get('openings', opening.id)).toBeNull()
  })

  it('answers 404 for an unknown opening, and sends a visitor to sign in', async () => {
    expect((await get('/dashboard/openings/tidak-ada/edit')).res.status).toBe(404)
    const anonymous = await get('/dashboard/openings', false)
    expect(anonymous.res.status).toBe(302)
    expect(anonymous.res.headers.get('location')).toBe('/login?next=%2Fdashboard%2Fopenings')
  })
})
