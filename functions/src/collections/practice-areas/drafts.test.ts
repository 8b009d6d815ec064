/**
 * Draft practice areas: a draft is public nowhere (its page, the list, the home page,
 * the attorney filter, the contact form's choices, the sitemap, search), Terbitkan publishes it,
 * Kembalikan ke draf takes it off at once, and staff preview it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PracticeArea } from '../../../../shared/schemas/types'
import { INQUIRY_MSG } from '../../../../shared/collections/inquiries'
import type { App } from '../../app'
import { fixtures } from '../../testing/fixtures'
import { fromAddress, postForm, signIn, TEST_ORIGIN } from '../../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../../testing/test-backend'

const DESCRIPTION = `<p>${'Kami mendampingi klien dalam sengketa pajak, dari keberatan hingga banding di Pengadilan Pajak. '.repeat(2)}</p>`

let clock: TestClock
let backend: TestBackend
let app: App
let cookie: string

beforeAll(async () => {
  clock = new TestClock()
  backend = createTestBackend({ now: clock.now })
  app = createTestApp(backend, { now: clock.now })
  await backend.identity.createStaff({ email: 'editor@example.test', password: 'kata-sandi-editor', displayName: 'Editor', role: 'editor' })
  cookie = await signIn(app, 'editor@example.test', 'kata-sandi-editor')
  // A published area beside it, so that an empty list is not what makes the draft absent.
  await fixtures(backend).practiceArea('Ketenagakerjaan')
})
afterAll(() => backend.cleanup())

const fields = { name: 'Sengketa Pajak', slug: 'sengketa-pajak', summary: 'Keberatan, banding, dan gugatan pajak.', description: DESCRIPTION, cover: '' }

async function page(path: string, withCookie = false) {
  const res = await app.request(`${TEST_ORIGIN}${path}`, withCookie ? { headers: { cookie } } : {})
  return { status: res.status, headers: res.headers, html: await res.text() }
}

const stored = async () => (await backend.content.query('practiceAreas', { where: [{ field: 'slug', op: '==', value: 'sengketa-pajak' }] }))[0] as PracticeArea

async function publicPlaces() {
  const [detail, list, home, attorneys, contact, sitemap, search] = await Promise.all([
    page('/practice-area/sengketa-pajak'),
    page('/practice-area'),
    page('/'),
    page('/attorneys'),
    page('/contact-us'),
    page('/sitemap.xml'),
    page('/search?q=sengketa'),
  ])
  const strip = (html: string) => html.replace(/<[^>]+>/g, '')
  return {
    detail: detail.status,
    list: list.html.includes('Sengketa Pajak'),
    home: home.html.includes('Sengketa Pajak'),
    attorneys: attorneys.html.includes('Sengketa Pajak'),
    contact: contact.html.includes('Sengketa Pajak'),
    sitemap: sitemap.html.includes('/practice-area/sengketa-pajak'),
    search: strip(search.html).includes('Sengketa Pajak'),
  }
}

const NOWHERE = { detail: 404, list: false, home: false, attorneys: false, contact: false, sitemap: false, search: false }
const EVERYWHERE = { detail: 200, list: true, home: true, attorneys: true, contact: true, sitemap: true, search: true }

describe('a draft practice area', () => {
  it('is saved by Simpan draf, public nowhere, and listed as Draf with a preview for staff', async () => {
    const res = await postForm(app, '/dashboard/practice-areas/create', { ...fields, intent: 'draft' }, cookie)
    expect(res.status).toBe(303)
    expect((await stored()).publishedAt).toBeNull()
    expect(await publicPlaces()).toEqual(NOWHERE)
    const list = await page('/dashboard/practice-areas', true)
    expect(list.html).toContain('<span class="status-badge status-draft">Draf</span>')
    expect(list.html).toContain(`href="/dashboard/practice-areas/${(await stored()).id}/preview"`)
    const preview = await page(`/dashboard/practice-areas/${(await stored()).id}/preview`, true)
    expect(preview.status).toBe(200)
    expect(preview.headers.get('cache-control')).toBe('private, no-store')
    expect(preview.html).toContain('Draf: belum tampil untuk pengunjung.')
    expect(preview.html).toContain('<h1 id="area-title">Sengketa Pajak</h1>')
    // Visitors are not staff: the preview does not exist for them.
    expect((await page(`/dashboard/practice-areas/${(await stored()).id}/preview`)).status).not.toBe(200)
  })

  it('cannot be chosen in the contact form by its id, as a published one can', async () => {
    const send = async (practiceAreaId: string) => {
      const { token } = (await (await app.request('/contact-us/token')).json()) as { token: string }
      clock.advance(5_000)
      const form = { name: 'Rina', email: 'rina@example.test', phone: '', company: '', otherParties: '', website: '', target: '', practiceAreaId, consent: 'ya', formToken: token, message: 'Saya ingin berkonsultasi tentang keberatan pajak perusahaan kami.' }
      const res = await app.request(`${TEST_ORIGIN}/contact-us`, { method: 'POST', headers: { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form) }, fromAddress('10.77.0.1'))
      return { status: res.status, html: await res.text() }
    }
    const draft = await send((await stored()).id)
    expect(draft.status).toBe(400)
    expect(draft.html).toContain(INQUIRY_MSG.area)
    expect(await backend.content.count('inquiries')).toBe(0)
    const published = (await backend.content.query('practiceAreas', { where: [{ field: 'slug', op: '==', value: 'ketenagakerjaan' }] }))[0]!
    expect((await send(published.id)).status).toBe(303)
    expect(await backend.content.count('inquiries')).toBe(1)
  })

  it('is published by Terbitkan, shown everywhere at once, and its date kept on later saves', async () => {
    const area = await stored()
    await page('/practice-area') // cached while it was a draft
    await postForm(app, `/dashboard/practice-areas/${area.id}/edit`, { ...fields, version: String(area.version), intent: 'publish' }, cookie)
    const published = await stored()
    expect(published.publishedAt).toBe(clock.time.toISOString())
    expect(await publicPlaces()).toEqual(EVERYWHERE)
    clock.time = new Date(clock.time.getTime() + 60_000)
    await postForm(app, `/dashboard/practice-areas/${area.id}/edit`, { ...fields, summary: 'Keberatan dan banding pajak.', version: String(published.version) }, cookie)
    expect((await stored()).publishedAt).toBe(published.publishedAt)
  })

  it('leaves the site at once when returned to draft', async () => {
    const area = await stored()
    const res = await postForm(app, `/dashboard/practice-areas/${area.id}/edit`, { ...fields, version: String(area.version), intent: 'draft' }, cookie)
    expect(res.status).toBe(303)
    expect((await stored()).publishedAt).toBeNull()
    expect(await publicPlaces()).toEqual(NOWHERE)
  })

  it('previews the unsaved form, writing nothing', async () => {
    const area = await stored()
    const res = await postForm(app, `/dashboard/practice-areas/${area.id}/preview`, { ...fields, name: 'Sengketa Pajak dan Bea Cukai' }, cookie)
    const html = await res.text()
    expect(res.status).toBe(200)
    expect(html).toContain('<h1 id="area-title">Sengketa Pajak dan Bea Cukai</h1>')
    expect(html).toContain('Belum disimpan')
    expect((await stored()).name).toBe('Sengketa Pajak')
  })
})
