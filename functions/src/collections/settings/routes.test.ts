/**
 * Pengaturan Situs: the settings form and the offices, admins only. Valid saves,
 * every rule's message next to its field, stale saves refused with the input kept, editors
 * refused, the public site following each save at once.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { OFFICE_MSG } from '../../../../shared/collections/offices'
import { SETTINGS_ID, SETTINGS_MSG } from '../../../../shared/collections/settings'
import { MSG } from '../../../../shared/schemas/messages'
import { socialUrlMessage } from '../../../../shared/schemas/social-links'
import type { App } from '../../app'
import { fixtures, tinyJpeg } from '../../testing/fixtures'
import { formBody, type FormBody } from '../../testing/form-bodies'
import { postForm, signIn, TEST_ORIGIN } from '../../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../../testing/test-backend'
import { OFFICES_FULL } from './routes'

let backend: TestBackend
let app: App
let admin: string
let editor: string

async function get(path: string, cookie = admin) {
  const res = await app.request(`${TEST_ORIGIN}${path}`, { headers: { cookie } })
  return { res, html: await res.text() }
}

/** The text of the error region next to a field (Conform's `{form}-{field}-error` id). */
function fieldError(html: string, form: 'settings-form' | 'office-form', field: string): string {
  const match = new RegExp(`id="${form}-${field}-error"[^>]*>(.*?)</div>`).exec(html)
  return (match?.[1] ?? '').replace(/<[^>]+>/g, '')
}

/** The errors shown under a day's row of opening hours. */
function dayError(html: string, day: string): string {
  const match = new RegExp(`id="office-form-open${day}-day-error"[^>]*>(.*?)</div>`).exec(html)
  return (match?.[1] ?? '').replace(/<[^>]+>/g, '')
}

/** The errors above the form. */
function formError(html: string, form: 'settings-form' | 'office-form'): string {
  const match = new RegExp(`id="${form}-error"[^>]*>(.*?)</div>`).exec(html)
  return (match?.[1] ?? '').replace(/<[^>]+>/g, '')
}

const SETTINGS: FormBody = {
  name: 'Adiwarsa Lubis & Rekan',
  legalName: 'Kantor Hukum Adiwarsa Lubis & Rekan',
  tagline: 'Konsultan hukum korporasi di Jakarta',
  shortDescription: 'Kantor hukum di Jakarta yang mendampingi perusahaan sejak 2004.',
  foundingYear: '2004',
  email: 'kantor@example.test',
  careerEmail: 'karier@example.test',
  whatsapp: '0811 1900 4477',
  linkedinUrl: 'https://www.linkedin.com/company/alr',
  instagramUrl: '',
  xUrl: '',
  youtubeUrl: '',
  disclaimer: 'Informasi di situs ini bersifat umum dan bukan nasihat hukum.',
}

/** A valid settings form (from the module's example, with this test's values), no uploads. */
const settingsForm = (over: FormBody = {}) => formBody('settings', { ...SETTINGS, logo: '', shareImage: '', ...over })

const OFFICE: FormBody = {
  name: 'Kantor Jakarta',
  address: 'Menara Adiwarsa, Lantai 18\r\nJl. Jenderal Sudirman Kav. 71',
  city: 'Jakarta Selatan',
  region: 'DKI Jakarta',
  postalCode: '12190',
  phone: '(021) 5088 7700',
  email: 'kantor@example.test',
  latitude: '-6.2268',
  longitude: '106.8088',
  hoursNote: '',
}
const WEEK = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']
/** Monday to Friday 08:30–17:30, closed at the weekend. */
const WEEKDAYS: FormBody = Object.fromEntries(WEEK.flatMap((day, i) => [[`open${day}`, i < 5 ? '08:30' : ''], [`close${day}`, i < 5 ? '17:30' : '']]))
const officeForm = (over: FormBody = {}) => formBody('offices', { ...OFFICE, ...WEEKDAYS, ...over })

async function saveSettings(over: FormBody = {}, version?: number, cookie = admin) {
  return postForm(app, '/dashboard/settings', { ...settingsForm(over), ...(version === undefined ? {} : { version: String(version) }) }, cookie)
}

async function officesInOrder() {
  return backend.content.query('offices', { orderBy: [{ field: 'sortOrder' }] })
}

beforeAll(async () => {
  const clock = new TestClock()
  backend = createTestBackend({ now: clock.now })
  app = createTestApp(backend, { now: clock.now })
  await backend.identity.createStaff({ email: 'admin@example.test', password: 'kata-sandi-admin', displayName: 'Admin', role: 'admin' })
  await backend.identity.createStaff({ email: 'editor@example.test', password: 'kata-sandi-editor', displayName: 'Editor', role: 'editor' })
  admin = await signIn(app, 'admin@example.test', 'kata-sandi-admin')
  editor = await signIn(app, 'editor@example.test', 'kata-sandi-editor')
})

afterAll(async () => {
  await backend.cleanup()
})

describe('who may use Pengaturan Situs', () => {
  it('needs a session', async () => {
    const res = await app.request('/dashboard/settings')
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/login?next=%2Fdashboard%2Fsettings')
  })

  it('refuses editors as the staff accounts screen does, every route of it, and changes nothing', async () => {
    for (const path of ['/dashboard/settings', '/dashboard/settings/offices/create']) {
      const { res, html } = await get(path, editor)
      expect(res.status, path).toBe(403)
      expect(html).toContain('Halaman ini hanya untuk admin.')
    }
    expect((await saveSettings({}, undefined, editor)).status).toBe(403)
    expect((await postForm(app, '/dashboard/settings/offices/create', officeForm(), editor)).status).toBe(403)
    expect(await backend.content.isEmpty()).toBe(true)
  })

  it('is in the navigation of admins only, as “Pengaturan Situs”', async () => {
    expect((await get('/dashboard/settings')).html).toContain('<a href="/dashboard/settings" aria-current="page">Pengaturan Situs</a>')
    expect((await get('/dashboard/blogs', editor)).html).not.toContain('Pengaturan Situs')
  })
})

describe('the settings form', () => {
  it('shows every field by its label, and the offices section, before anything was saved', async () => {
    const { res, html } = await get('/dashboard/settings')
    expect(res.status).toBe(200)
    for (const label of ['Nama firma', 'Nama resmi', 'Slogan', 'Deskripsi singkat', 'Tahun berdiri', 'Email utama', 'Email karier', 'WhatsApp', 'Logo', 'Gambar berbagi', 'URL LinkedIn', 'URL Instagram', 'URL X', 'URL YouTube', 'Penafian footer', 'Simpan data pendaftar acara \\(bulan\\)']) {
      expect(html, label).toMatch(new RegExp(`<label[^>]*>${label}(<span|</label>)`))
    }
    expect(html).toContain('Belum ada kantor.')
    // No version yet: the first save creates the settings.
    expect(html).not.toContain('name="version"')
  })

  it('saves a valid form as settings/site, with one notice, and the site shows it at once', async () => {
    expect((await get('/')).html).not.toContain('Adiwarsa')
    const res = await saveSettings()
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/dashboard/settings?notice=settings-saved')
    const stored = await backend.content.get('settings', SETTINGS_ID)
    expect(stored).toMatchObject({ name: 'Adiwarsa Lubis & Rekan', whatsapp: '+6281119004477', version: 1, logo: null })
    const page = await get('/dashboard/settings?notice=settings-saved')
    // One toast (the page data carries the same words for the browser to hydrate with).
    expect(page.html.match(/<div class="toast"><span>Pengaturan situs tersimpan\.<\/span>/g)).toHaveLength(1)
    const home = await app.request(`${TEST_ORIGIN}/`)
    expect(await home.text()).toContain('<span class="brand-name">Adiwarsa Lubis &amp; Rekan</span>')
  })

  it('says every rule in its message next to its field, keeps the input and saves nothing', async () => {
    const before = await backend.content.get('settings', SETTINGS_ID)
    const res = await saveSettings(
      {
        name: '',
        shortDescription: '',
        foundingYear: '1700',
        email: 'bukan email',
        careerEmail: 'juga@bukan',
        whatsapp: '12',
        linkedinUrl: 'https://www.instagram.com/alr',
        instagramUrl: 'https://evil.example/instagram.com',
        xUrl: 'javascript:alert(1)',
        youtubeUrl: 'https://vimeo.com/alr',
        tagline: 'x'.repeat(161),
        legalName: 'x'.repeat(121),
        disclaimer: 'x'.repeat(501),
        registrationRetentionMonths: '121',
      },
      before!.version,
    )
    expect(res.status).toBe(400)
    const html = await res.text()
    expect({
      name: fieldError(html, 'settings-form', 'name'),
      legalName: fieldError(html, 'settings-form', 'legalName'),
      tagline: fieldError(html, 'settings-form', 'tagline'),
      shortDescription: fieldError(html, 'settings-form', 'shortDescription'),
      foundingYear: fieldError(html, 'settings-form', 'foundingYear'),
      email: fieldError(html, 'settings-form', 'email'),
      careerEmail: fieldError(html, 'settings-form', 'careerEmail'),
      whatsapp: fieldError(html, 'settings-form', 'whatsapp'),
      linkedinUrl: fieldError(html, 'settings-form', 'linkedinUrl'),
      instagramUrl: fieldError(html, 'settings-form', 'instagramUrl'),
      xUrl: fieldError(html, 'settings-form', 'xUrl'),
      youtubeUrl: fieldError(html, 'settings-form', 'youtubeUrl'),
      disclaimer: fieldError(html, 'settings-form', 'disclaimer'),
      registrationRetentionMonths: fieldError(html, 'settings-form', 'registrationRetentionMonths'),
    }).toEqual({
      name: SETTINGS_MSG.nameRequired,
      legalName: SETTINGS_MSG.legalNameMax,
      tagline: SETTINGS_MSG.taglineMax,
      shortDescription: SETTINGS_MSG.descriptionRequired,
      foundingYear: SETTINGS_MSG.foundingYear,
      email: MSG.emailInvalid,
      careerEmail: MSG.emailInvalid,
      whatsapp: SETTINGS_MSG.phone,
      linkedinUrl: socialUrlMessage('linkedin'),
      instagramUrl: socialUrlMessage('instagram'),
      xUrl: socialUrlMessage('x'),
      youtubeUrl: socialUrlMessage('youtube'),
      disclaimer: SETTINGS_MSG.disclaimerMax,
      registrationRetentionMonths: SETTINGS_MSG.registrationRetention,
    })
    expect(html).toContain('value="https://vimeo.com/alr"')
    expect(await backend.content.get('settings', SETTINGS_ID)).toEqual(before)
  })

  it('refuses a stale save with the input kept, and saves the latest version', async () => {
    const loaded = (await backend.content.get('settings', SETTINGS_ID))!
    expect((await saveSettings({ tagline: 'Disimpan lebih dulu oleh admin lain' }, loaded.version)).status).toBe(303)
    const res = await saveSettings({ tagline: 'Isian saya yang belum tersimpan' }, loaded.version)
    expect(res.status).toBe(409)
    const html = await res.text()
    expect(formError(html, 'settings-form')).toBe(MSG.stale)
    expect(html).toContain('value="Isian saya yang belum tersimpan"')
    // The form keeps the version it was loaded at: sending it again is refused again.
    expect(html).toContain(`name="version" value="${loaded.version}"`)
    expect((await backend.content.get('settings', SETTINGS_ID))!.tagline).toBe('Disimpan lebih dulu oleh admin lain')
    // A form sent without a version (loaded before the settings existed) is stale too.
    expect((await saveSettings({})).status).toBe(409)
  })

  it('takes a logo uploaded to its folder, with its pixel size, and refuses a path of another folder', async () => {
    const upload = await app.request(`${TEST_ORIGIN}/dashboard/uploads/site_logos`, {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, cookie: admin, 'content-type': 'image/jpeg', 'x-file-name': 'logo.jpg' },
      body: new Uint8Array(await tinyJpeg(240, 120)),
    })
    expect(upload.status).toBe(201)
    const path = ((await upload.json()) as { file: { path: string } }).file.path
    expect(path).toMatch(/^site_logos\//)
    const current = (await backend.content.get('settings', SETTINGS_ID))!
    const wrong = await saveSettings({ logo: 'blog_images/a.jpg' }, current.version)
    expect(wrong.status).toBe(400)
    expect(fieldError(await wrong.text(), 'settings-form', 'logo')).toBe(MSG.uploadOtherFolder)
    expect((await saveSettings({ logo: path, logoName: 'logo.jpg' }, current.version)).status).toBe(303)
    expect((await backend.content.get('settings', SETTINGS_ID))!.logo).toMatchObject({ path, width: 240, height: 120, contentType: 'image/jpeg' })
    // Visitors get the logo in the header (the image route serves it to them).
    const home = await (await app.request(`${TEST_ORIGIN}/`)).text()
    expect(home).toMatch(new RegExp(`<img class="brand-logo" src="/img/\\d+/${path}\\?v=\\w+"[^>]* width="80" height="40"`))
    expect((await app.request(`${TEST_ORIGIN}/img/96/${path}`)).status).toBe(200)
  })
})

describe('the offices', () => {
  beforeEach(async () => {
    for (const office of await backend.content.query('offices')) await backend.content.remove('offices', office.id, { actor: 'test' })
  })

  it('shows the office form with the labels of the issue', async () => {
    const { res, html } = await get('/dashboard/settings/offices/create')
    expect(res.status).toBe(200)
    for (const label of ['Nama kantor', 'Alamat', 'Kota', 'Kode pos', 'Telepon', 'Email']) {
      expect(html, label).toMatch(new RegExp(`<label[^>]*>${label}(<span|</label>)`))
    }
    expect(html).toContain('<legend>Jam buka</legend>')
    expect(html).toMatch(/<input [^>]*type="time" name="openMo"/)
  })

  it('creates an office: phone in E.164, the first one main, each next one after it; the contact page follows', async () => {
    const res = await postForm(app, '/dashboard/settings/offices/create', officeForm(), admin)
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/dashboard/settings?notice=office-created#kantor')
    const second = await postForm(app, '/dashboard/settings/offices/create', officeForm({ name: 'Kantor Surabaya', city: 'Surabaya', phone: '+62 31 827 1900' }), admin)
    expect(second.status).toBe(303)
    const [jakarta, surabaya] = await officesInOrder()
    expect(jakarta).toMatchObject({ name: 'Kantor Jakarta', phone: '+622150887700', main: true, sortOrder: 1, latitude: -6.2268, address: ['Menara Adiwarsa, Lantai 18', 'Jl. Jenderal Sudirman Kav. 71'], openMo: '08:30', openSa: '' })
    expect(surabaya).toMatchObject({ name: 'Kantor Surabaya', phone: '+62318271900', main: false, sortOrder: 2 })
    const contact = await (await app.request(`${TEST_ORIGIN}/contact-us`)).text()
    expect(contact).toContain('href="tel:+622150887700"')
    expect(contact).toContain('<dt>Senin – Jumat</dt><dd>08.30 – 17.30</dd>')
    expect(contact).toContain('href="tel:+62318271900"')
    const list = (await get('/dashboard/settings')).html
    expect(list).toContain('+62 21 5088 7700')
    expect(list).toContain('Kantor utama')
  })

  it('says every rule of the office form next to its field, the rules between fields included', async () => {
    const res = await postForm(
      app,
      '/dashboard/settings/offices/create',
      officeForm({ name: '', address: '', city: '', postalCode: '12 190!', phone: '5088 7700', email: 'x@', latitude: '95', longitude: '200', closeMo: '', closeTu: '07:00', openWe: '8 pagi' }),
      admin,
    )
    expect(res.status).toBe(400)
    const html = await res.text()
    expect({
      name: fieldError(html, 'office-form', 'name'),
      address: fieldError(html, 'office-form', 'address'),
      city: fieldError(html, 'office-form', 'city'),
      postalCode: fieldError(html, 'office-form', 'postalCode'),
      phone: fieldError(html, 'office-form', 'phone'),
      email: fieldError(html, 'office-form', 'email'),
      latitude: fieldError(html, 'office-form', 'latitude'),
      longitude: fieldError(html, 'office-form', 'longitude'),
      Mo: dayError(html, 'Mo'),
      Tu: dayError(html, 'Tu'),
      We: dayError(html, 'We'),
    }).toEqual({
      name: OFFICE_MSG.nameRequired,
      address: OFFICE_MSG.addressRequired,
      city: OFFICE_MSG.cityRequired,
      postalCode: OFFICE_MSG.postalCode,
      phone: SETTINGS_MSG.phone,
      email: MSG.emailInvalid,
      latitude: OFFICE_MSG.latitude,
      longitude: OFFICE_MSG.longitude,
      Mo: OFFICE_MSG.timePair('Senin'),
      Tu: OFFICE_MSG.timeOrder('Selasa'),
      We: OFFICE_MSG.time,
    })
    expect(html).toContain('value="5088 7700"')
    const pair = await postForm(app, '/dashboard/settings/offices/create', officeForm({ longitude: '' }), admin)
    expect(fieldError(await pair.text(), 'office-form', 'longitude')).toBe(OFFICE_MSG.coordinatesPair)
    expect(await backend.content.count('offices')).toBe(0)
  })

  it('refuses a stale office save with the input kept', async () => {
    await postForm(app, '/dashboard/settings/offices/create', officeForm(), admin)
    const [office] = await officesInOrder()
    const path = `/dashboard/settings/offices/${office!.id}/edit`
    expect((await postForm(app, path, officeForm({ phone: '021 5088 9999', version: String(office!.version) }), admin)).status).toBe(303)
    const res = await postForm(app, path, officeForm({ phone: '021 5088 1111', version: String(office!.version) }), admin)
    expect(res.status).toBe(409)
    const html = await res.text()
    expect(formError(html, 'office-form')).toBe(MSG.stale)
    expect(html).toContain('value="021 5088 1111"')
    expect((await backend.content.get('offices', office!.id))!.phone).toBe('+622150889999')
  })

  it('keeps one main office: another can take the mark, deleting the main one hands it on', async () => {
    for (const name of ['Kantor Jakarta', 'Kantor Surabaya', 'Kantor Medan']) await postForm(app, '/dashboard/settings/offices/create', officeForm({ name }), admin)
    const [jakarta, surabaya] = await officesInOrder()
    const res = await postForm(app, `/dashboard/settings/offices/${surabaya!.id}/main`, {}, admin)
    expect(res.headers.get('location')).toBe('/dashboard/settings?notice=office-main#kantor')
    expect((await officesInOrder()).map((o) => [o.name, o.main])).toEqual([
      ['Kantor Jakarta', false],
      ['Kantor Surabaya', true],
      ['Kantor Medan', false],
    ])
    const main = (await backend.content.get('offices', surabaya!.id))!
    expect((await postForm(app, `/dashboard/settings/offices/${main.id}/delete`, { version: String(main.version) }, admin)).status).toBe(303)
    expect((await officesInOrder()).map((o) => [o.name, o.main])).toEqual([
      ['Kantor Jakarta', true],
      ['Kantor Medan', false],
    ])
    // A stale delete is refused; an office deleted meanwhile is not an error.
    const medan = (await officesInOrder())[1]!
    const stale = await postForm(app, `/dashboard/settings/offices/${medan.id}/delete`, { version: String(medan.version + 5) }, admin)
    expect(stale.status).toBe(409)
    expect(await stale.text()).toContain('baru saja diubah orang lain dan tidak dihapus')
    expect((await postForm(app, `/dashboard/settings/offices/${surabaya!.id}/delete`, { version: '1' }, admin)).status).toBe(303)
    expect((await postForm(app, `/dashboard/settings/offices/${surabaya!.id}/main`, {}, admin)).status).toBe(404)
    expect(jakarta).toBeDefined()
  })

  it('moves an office up and down the order the site lists them in', async () => {
    for (const name of ['Kantor A', 'Kantor B', 'Kantor C']) await postForm(app, '/dashboard/settings/offices/create', officeForm({ name }), admin)
    const [, b] = await officesInOrder()
    expect((await postForm(app, `/dashboard/settings/offices/${b!.id}/move`, { direction: 'up' }, admin)).headers.get('location')).toBe('/dashboard/settings?notice=office-moved#kantor')
    expect((await officesInOrder()).map((o) => o.name)).toEqual(['Kantor B', 'Kantor A', 'Kantor C'])
    await postForm(app, `/dashboard/settings/offices/${b!.id}/move`, { direction: 'down' }, admin)
    await postForm(app, `/dashboard/settings/offices/${b!.id}/move`, { direction: 'down' }, admin)
    expect((await officesInOrder()).map((o) => o.name)).toEqual(['Kantor A', 'Kantor C', 'Kantor B'])
    // Past the end, nothing moves; an unknown direction is said, not a 500.
    await postForm(app, `/dashboard/settings/offices/${b!.id}/move`, { direction: 'down' }, admin)
    expect((await officesInOrder()).map((o) => o.sortOrder)).toEqual([1, 2, 3])
    expect((await postForm(app, `/dashboard/settings/offices/${b!.id}/move`, { direction: 'kiri' }, admin)).status).toBe(400)
  })

  it('refuses an office past the limit, and says it above the form', async () => {
    const f = fixtures(backend)
    for (let i = 1; i <= 20; i++) await f.office({ name: `Kantor ${i}`, sortOrder: i, main: i === 1 })
    const res = await postForm(app, '/dashboard/settings/offices/create', officeForm({ name: 'Kantor 21' }), admin)
    expect(res.status).toBe(409)
    expect(formError(await res.text(), 'office-form')).toBe(OFFICES_FULL)
    expect(await backend.content.count('offices')).toBe(20)
  })
})
