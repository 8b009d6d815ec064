import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AREA_MSG } from '../../../../shared/collections/practice-areas'
import { MSG } from '../../../../shared/schemas/messages'
import type { App } from '../../app'
import { orderingId } from '../../content/orderings'
import { fixtures, tinyJpeg } from '../../testing/fixtures'
import { postForm, signIn, TEST_ORIGIN } from '../../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../../testing/test-backend'
import { purgeFromTrash } from '../../trash/trash-item'

let backend: TestBackend
let app: App
let cookie: string
let f: ReturnType<typeof fixtures>

const DESCRIPTION = `<p>${'Kami mendampingi klien dalam perkara ketenagakerjaan, dari perjanjian kerja hingga perselisihan di Pengadilan Hubungan Industrial. '.repeat(2)}</p>`

async function get(path: string) {
  const res = await app.request(`${TEST_ORIGIN}${path}`, { headers: { cookie } })
  return { res, html: await res.text() }
}

/** The text of the error region next to a field (Conform's `{form}-{field}-error` id). */
function fieldError(html: string, field: string): string {
  const match = new RegExp(`id="practiceAreas-form-${field}-error"[^>]*>(.*?)</div>`).exec(html)
  return (match?.[1] ?? '').replace(/<[^>]+>/g, '')
}

beforeAll(async () => {
  const clock = new TestClock()
  backend = createTestBackend({ now: clock.now })
  app = createTestApp(backend, { now: clock.now })
  await backend.identity.createStaff({ email: 'editor@example.test', password: 'kata-sandi-editor', displayName: 'Editor', role: 'editor' })
  cookie = await signIn(app, 'editor@example.test', 'kata-sandi-editor')
  f = fixtures(backend)
})
afterAll(async () => {
  await backend.cleanup()
})

describe('/dashboard/practice-areas', () => {
  it('shows the form with every field of the module, labelled', async () => {
    const { res, html } = await get('/dashboard/practice-areas/create')
    expect(res.status).toBe(200)
    for (const label of ['Nama', 'Slug', 'Ringkasan', 'Deskripsi', 'Gambar sampul']) expect(html).toContain(`>${label}`)
    expect(html).toContain('Alamat halaman: /practice-area/…')
  })

  it('creates an area, shown on the public list and its own page at once', async () => {
    const cover = 'practice_area_images/ketenagakerjaan.jpg'
    await backend.files.put(cover, await tinyJpeg(1200, 675), 'image/jpeg')
    const res = await postForm(app, '/dashboard/practice-areas/create', { name: 'Ketenagakerjaan', slug: 'ketenagakerjaan', summary: 'Hubungan kerja dan PHK.', description: DESCRIPTION, cover, coverAlt: 'Pekerja pabrik berunding dengan manajemen' }, cookie)
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/dashboard/practice-areas?notice=item-published&notice-of=practiceAreas')
    const [area] = await backend.content.query('practiceAreas', { where: [{ field: 'slug', op: '==', value: 'ketenagakerjaan' }] })
    expect(area).toMatchObject({ name: 'Ketenagakerjaan', summary: 'Hubungan kerja dan PHK.', cover: { path: cover } })
    const list = await app.request(`${TEST_ORIGIN}/practice-area`)
    expect(await list.text()).toContain('Ketenagakerjaan')
    const { html } = await get('/dashboard/practice-areas')
    expect(html).toContain('Ketenagakerjaan')
    expect(html).toContain('Hubungan kerja dan PHK.')
  })

  it('answers each rule next to its field, keeping what was typed', async () => {
    const res = await postForm(app, '/dashboard/practice-areas/create', { name: '', slug: 'ada spasi', summary: 'x'.repeat(301), description: '<p>pendek</p>' }, cookie)
    expect(res.status).toBe(400)
    const html = await res.text()
    expect(fieldError(html, 'name')).toBe(MSG.nameRequired)
    expect(fieldError(html, 'summary')).toBe(AREA_MSG.summaryMax)
    expect(fieldError(html, 'description')).toBe(AREA_MSG.descriptionMin)
    expect(fieldError(html, 'slug')).not.toBe('')
    expect(html).toContain('x'.repeat(301))
    // Each invalid control names its help and its error once.
    const described = [...html.matchAll(/aria-describedby="([^"]+)"/g)].map((m) => m[1]!.split(' '))
    expect(described.length).toBeGreaterThan(3)
    for (const ids of described) expect(new Set(ids).size, ids.join(' ')).toBe(ids.length)
    expect(html).toContain('aria-describedby="practiceAreas-form-summary-error practiceAreas-form-summary-help"')
  })

  it('refuses a slug another area holds with 409', async () => {
    const res = await postForm(app, '/dashboard/practice-areas/create', { name: 'Lain', slug: 'ketenagakerjaan', summary: 'Ringkas.', description: DESCRIPTION }, cookie)
    expect(res.status).toBe(409)
    expect(fieldError(await res.text(), 'slug')).toBe(MSG.slugTaken)
  })

  it('saves an edit, and refuses a stale one with the input kept', async () => {
    const area = await f.practiceArea('Perbankan')
    const edit = `/dashboard/practice-areas/${area.id}/edit`
    // An existing address may have been shared: the form says what changing the slug does.
    expect((await get(edit)).html).toContain('tautan lama dialihkan ke alamat baru')
    expect((await get('/dashboard/practice-areas/create')).html).not.toContain('tautan lama')
    const ok = await postForm(app, edit, { name: 'Perbankan & Keuangan', slug: area.slug, summary: 'Baru.', description: DESCRIPTION, cover: area.cover!.path, coverAlt: 'Gedung bank di Jakarta', version: String(area.version) }, cookie)
    expect(ok.status).toBe(303)
    expect(await backend.content.get('practiceAreas', area.id)).toMatchObject({ name: 'Perbankan & Keuangan', summary: 'Baru.', version: area.version + 1 })
    const stale = await postForm(app, edit, { name: 'Punyaku', slug: area.slug, summary: 'Lama.', description: DESCRIPTION, version: String(area.version) }, cookie)
    expect(stale.status).toBe(409)
    const html = await stale.text()
    expect(html).toContain(MSG.stale)
    expect(html).toContain('Punyaku')
    expect((await backend.content.get('practiceAreas', area.id))!.name).toBe('Perbankan & Keuangan')
  })

  it('refuses to delete an area profiles name, naming them; deletes it once free', async () => {
    const area = await f.practiceArea('Pajak')
    const person = await f.profile({ name: 'Rina Pajak', practiceAreaIds: [area.id] })
    await f.ordering('practice_area_attorneys', [person.id], area.id)
    const others = await backend.content.query('practiceAreas')
    await f.ordering('practice_areas', others.map((a) => a.id))
    const refused = await postForm(app, `/dashboard/practice-areas/${area.id}/delete`, { version: String(area.version) }, cookie)
    expect(refused.status).toBe(409)
    const html = await refused.text()
    expect(html).toContain('tidak dapat dihapus')
    expect(html).toContain(`href="/dashboard/profiles/${person.id}/edit"`)
    expect(await backend.content.get('practiceAreas', area.id)).not.toBeNull()

    await backend.content.update('profiles', person.id, { ...person, practiceAreaIds: [] }, { actor: 't' })
    const stale = await postForm(app, `/dashboard/practice-areas/${area.id}/delete`, { version: String(area.version + 3) }, cookie)
    expect(stale.status).toBe(409)
    const done = await postForm(app, `/dashboard/practice-areas/${area.id}/delete`, { version: String(area.version) }, cookie)
    expect(done.status).toBe(303)
    expect(done.headers.get('location')).toBe('/dashboard/practice-areas?notice=practice-area-deleted')
    expect(await backend.content.get('practiceAreas', area.id)).toBeNull()
    // In the trash its orders stay for a restore; the purge removes them.
    expect(await backend.content.get('orderings', orderingId('practice_area_attorneys', area.id))).not.toBeNull()
    const [entry] = await backend.content.query('trash', { where: [{ field: 'itemId', op: '==', value: area.id }] })
    await purgeFromTrash(backend.content, entry!, 'admin')
    expect(await backend.content.get('orderings', orderingId('practice_area_attorneys', area.id))).toBeNull()
    expect((await backend.content.get('orderings', orderingId('practice_areas', null)))!.ids).not.toContain(area.id)
  })

  it('answers 404 for an unknown area, and sends a visitor to sign in', async () => {
    expect((await get('/dashboard/practice-areas/tidak-ada/edit')).res.status).toBe(404)
    const anonymous = await app.request(`${TEST_ORIGIN}/dashboard/practice-areas`)
    expect(anonymous.status).toBe(302)
  })
})
