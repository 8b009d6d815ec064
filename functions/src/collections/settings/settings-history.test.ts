/**
 * Riwayat of Pengaturan Situs and of each office, through the app: every save keeps a
 * revision; the history lists them with who and when, compares one with the one before it or
 * with the settings now (labelled as the form labels them, files by name), and answers a
 * revision's values as the form shows them, which Pulihkan loads. Saving them is an ordinary
 * save: from the version the form was loaded at, refused when stale. Admins only, like the forms.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SETTINGS_ID } from '../../../../shared/collections/settings'
import type { HistoryList, RevisionDetail } from '../../../../shared/history-view'
import { MSG } from '../../../../shared/schemas/messages'
import type { App } from '../../app'
import { tinyJpeg } from '../../testing/fixtures'
import { formBody, type FormBody } from '../../testing/form-bodies'
import { postForm, signIn, TEST_ORIGIN } from '../../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../../testing/test-backend'

let backend: TestBackend
let app: App
let clock: TestClock
let admin: string
let editor: string
let logoPath: string

const SETTINGS_HISTORY = `/dashboard/settings/${SETTINGS_ID}/history`

function get(path: string, cookie = admin, json = false) {
  return app.request(`${TEST_ORIGIN}${path}`, { headers: { cookie, ...(json ? { accept: 'application/json' } : {}) } })
}
const getJson = async <T>(path: string, cookie = admin) => (await (await get(path, cookie, true)).json()) as T
const detailOf = (history: string, id: string, against = false) => getJson<RevisionDetail>(`${history}/${encodeURIComponent(id)}${against ? '?against=current' : ''}`)

/** The changed words of a field's comparison: what was removed, then what was added. */
function changedWords(detail: RevisionDetail, label: string) {
  const parts = detail.changes.find((change) => change.label === label)?.parts ?? []
  return {
    removed: parts.filter((part) => part.removed).map((part) => part.value.trim()),
    added: parts.filter((part) => part.added).map((part) => part.value.trim()),
  }
}

/** A field's text before and after, as its comparison reads. */
function sides(detail: RevisionDetail, label: string) {
  const parts = detail.changes.find((change) => change.label === label)?.parts ?? []
  return {
    before: parts.filter((part) => !part.added).map((part) => part.value).join(''),
    after: parts.filter((part) => !part.removed).map((part) => part.value).join(''),
  }
}

const SETTINGS: FormBody = {
  name: 'Adiwarsa Lubis & Rekan',
  tagline: 'Konsultan hukum korporasi di Jakarta',
  shortDescription: 'Kantor hukum di Jakarta yang mendampingi perusahaan sejak 2004.',
  foundingYear: '2004',
  email: 'kantor@example.test',
  whatsapp: '0811 1900 4477',
  logo: '',
  shareImage: '',
}
const saveSettings = (over: FormBody, version?: number) =>
  postForm(app, '/dashboard/settings', { ...formBody('settings', { ...SETTINGS, ...over }), ...(version === undefined ? {} : { version: String(version) }) }, admin)

const OFFICE: FormBody = {
  name: 'Kantor Jakarta',
  address: 'Menara Adiwarsa, Lantai 18\r\nJl. Jenderal Sudirman Kav. 71',
  city: 'Jakarta Selatan',
  region: 'DKI Jakarta',
  postalCode: '12190',
  phone: '021 5088 7700',
  email: 'kantor@example.test',
  latitude: '-6.2268',
  longitude: '106.8088',
  hoursNote: '',
  ...Object.fromEntries(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'].flatMap((day, i) => [[`open${day}`, i < 5 ? '08:30' : ''], [`close${day}`, i < 5 ? '17:30' : '']])),
}
const officeForm = (over: FormBody = {}) => formBody('offices', { ...OFFICE, ...over })

beforeAll(async () => {
  clock = new TestClock()
  backend = createTestBackend({ now: clock.now })
  app = createTestApp(backend, { now: clock.now })
  await backend.identity.createStaff({ email: 'admin@example.test', password: 'kata-sandi-admin', displayName: 'Sari Admin', role: 'admin' })
  await backend.identity.createStaff({ email: 'editor@example.test', password: 'kata-sandi-editor', displayName: 'Budi Editor', role: 'editor' })
  admin = await signIn(app, 'admin@example.test', 'kata-sandi-admin')
  editor = await signIn(app, 'editor@example.test', 'kata-sandi-editor')
})

afterAll(async () => {
  await backend.cleanup()
})

describe('Riwayat of Pengaturan Situs', () => {
  it('is not offered before the settings are first saved', async () => {
    const html = await (await get('/dashboard/settings')).text()
    expect(html).not.toContain('riwayat-panel')
    expect((await get(SETTINGS_HISTORY, admin, true)).status).toBe(404)
  })

  it('keeps a revision of every save, listed newest first with who and when', async () => {
    expect((await saveSettings({})).status).toBe(303)
    clock.advance(60_000)
    const upload = await app.request(`${TEST_ORIGIN}/dashboard/uploads/site_logos`, {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, cookie: admin, 'content-type': 'image/jpeg', 'x-file-name': 'logo-kantor.jpg' },
      body: new Uint8Array(await tinyJpeg(240, 120)),
    })
    logoPath = ((await upload.json()) as { file: { path: string } }).file.path
    expect((await saveSettings({ tagline: 'Konsultan hukum bisnis di Jakarta', logo: logoPath, logoName: 'logo-kantor.jpg' }, 1)).status).toBe(303)
    clock.advance(60_000)
    expect(
      (await saveSettings({ tagline: 'Konsultan hukum bisnis di Jakarta dan Surabaya', shortDescription: 'Kantor hukum yang mendampingi perusahaan sejak 2004.', logo: logoPath }, 2)).status,
    ).toBe(303)

    const res = await get(SETTINGS_HISTORY, admin, true)
    expect(res.status).toBe(200)
    const list = (await res.json()) as HistoryList
    expect(list).toMatchObject({ collection: 'settings', docId: SETTINGS_ID, title: 'Adiwarsa Lubis & Rekan', currentVersion: 3, editHref: '/dashboard/settings' })
    expect(list.revisions.map((r) => [r.version, r.action, r.actorName])).toEqual([
      [3, 'update', 'Sari Admin'],
      [2, 'update', 'Sari Admin'],
      [1, 'create', 'Sari Admin'],
    ])
    expect(list.revisions[0]!.at).toBe(clock.now().toISOString())
  })

  it('shows what each save changed, labelled as the form labels it, the logo by name', async () => {
    const [third, second] = (await getJson<HistoryList>(SETTINGS_HISTORY)).revisions
    const latest = await detailOf(SETTINGS_HISTORY, third!.id)
    expect(latest.changes.map((change) => change.label)).toEqual(['Slogan', 'Deskripsi singkat'])
    expect(changedWords(latest, 'Slogan')).toEqual({ removed: [], added: ['dan Surabaya'] })
    expect(changedWords(latest, 'Deskripsi singkat')).toEqual({ removed: ['di Jakarta'], added: [] })
    const withLogo = await detailOf(SETTINGS_HISTORY, second!.id)
    expect(withLogo.changes.map((change) => change.label)).toEqual(['Slogan', 'Logo'])
    expect(withLogo.changes[1]!.files).toEqual({ before: null, after: { name: 'logo-kantor.jpg', path: logoPath, href: `/media/${logoPath}`, image: true } })
  })

  it('answers a revision’s values as the form shows them, and what restoring it would change', async () => {
    const first = (await getJson<HistoryList>(SETTINGS_HISTORY)).revisions.at(-1)!
    const restoring = await detailOf(SETTINGS_HISTORY, first.id, true)
    expect(restoring.against).toBe('current')
    expect(restoring.other).toMatchObject({ version: 3, actorName: 'Sari Admin' })
    expect(restoring.changes.map((change) => change.label)).toEqual(['Slogan', 'Deskripsi singkat', 'Logo'])
    // The WhatsApp number as the form shows it (stored in E.164), no logo.
    expect(restoring.values).toMatchObject({ tagline: SETTINGS.tagline, whatsapp: '+62 811 1900 4477', logo: '' })
  })

  it('saves restored values as a new save from the version the form was loaded at; a stale one is refused', async () => {
    const list = await getJson<HistoryList>(SETTINGS_HISTORY)
    const first = await detailOf(SETTINGS_HISTORY, list.revisions.at(-1)!.id)
    const stale = await postForm(app, '/dashboard/settings', { ...first.values, version: '2' }, admin)
    expect(stale.status).toBe(409)
    expect(await stale.text()).toContain(MSG.stale)
    expect((await backend.content.get('settings', SETTINGS_ID))!.version).toBe(3)

    expect((await postForm(app, '/dashboard/settings', { ...first.values, version: '3' }, admin)).status).toBe(303)
    expect(await backend.content.get('settings', SETTINGS_ID)).toMatchObject({ tagline: SETTINGS.tagline, whatsapp: '+6281119004477', logo: null, version: 4 })

    // The logo comes back with a revision that had it: the file is still there.
    const withLogo = await detailOf(SETTINGS_HISTORY, list.revisions[1]!.id)
    expect(withLogo.files.logo).toMatchObject({ path: logoPath, originalName: 'logo-kantor.jpg' })
    expect((await postForm(app, '/dashboard/settings', { ...withLogo.values, logoName: 'logo-kantor.jpg', version: '4' }, admin)).status).toBe(303)
    expect((await backend.content.get('settings', SETTINGS_ID))!.logo).toMatchObject({ path: logoPath, width: 240, height: 120 })
    expect((await getJson<HistoryList>(SETTINGS_HISTORY)).revisions.map((r) => r.version)).toEqual([5, 4, 3, 2, 1])
  })

  it('is offered by the settings form, and is a page whose Pulihkan opens the form with that revision', async () => {
    const form = await (await get('/dashboard/settings')).text()
    expect(form).toMatch(/<button type="button" class="btn btn-quiet" aria-expanded="false" aria-controls="riwayat-panel">Riwayat<\/button>/)
    const [latest] = (await getJson<HistoryList>(SETTINGS_HISTORY)).revisions
    const page = await get(`${SETTINGS_HISTORY}/${encodeURIComponent(latest!.id)}`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Riwayat: Adiwarsa Lubis &amp; Rekan')
    expect(html).toContain(`/dashboard/settings?pulihkan=${encodeURIComponent(latest!.id)}`)
  })

  it('is for admins, as the form is', async () => {
    const [latest] = (await getJson<HistoryList>(SETTINGS_HISTORY)).revisions
    for (const path of [SETTINGS_HISTORY, `${SETTINGS_HISTORY}/${encodeURIComponent(latest!.id)}`]) {
      expect((await get(path, editor, true)).status, path).toBe(403)
      expect((await get(path, editor)).status, path).toBe(403)
    }
  })
})

describe('Riwayat of an office', () => {
  let officeId: string
  let history: string

  it('keeps a revision of every save of the office form', async () => {
    expect((await postForm(app, '/dashboard/settings/offices/create', officeForm(), admin)).status).toBe(303)
    officeId = (await backend.content.query('offices'))[0]!.id
    history = `/dashboard/settings/offices/${officeId}/history`
    const edit = `/dashboard/settings/offices/${officeId}/edit`
    clock.advance(60_000)
    expect((await postForm(app, edit, officeForm({ phone: '021 5088 9999', closeFr: '16:00', version: '1' }), admin)).status).toBe(303)
    clock.advance(60_000)
    expect((await postForm(app, edit, officeForm({ name: 'Kantor Pusat Jakarta', phone: '021 5088 9999', closeFr: '16:00', latitude: '', longitude: '', version: '2' }), admin)).status).toBe(303)

    const list = await getJson<HistoryList>(history)
    expect(list).toMatchObject({ collection: 'offices', docId: officeId, title: 'Kantor Pusat Jakarta', currentVersion: 3, editHref: edit })
    expect(list.revisions.map((r) => [r.version, r.action, r.actorName])).toEqual([
      [3, 'update', 'Sari Admin'],
      [2, 'update', 'Sari Admin'],
      [1, 'create', 'Sari Admin'],
    ])
  })

  it('shows what a save changed, labelled as the form labels it', async () => {
    const [third, second] = (await getJson<HistoryList>(history)).revisions
    const phone = await detailOf(history, second!.id)
    expect(phone.changes.map((change) => change.label)).toEqual(['Telepon', 'Tutup hari Jumat'])
    expect(sides(phone, 'Tutup hari Jumat')).toEqual({ before: '17:30', after: '16:00' })
    const named = await detailOf(history, third!.id)
    expect(named.changes.map((change) => change.label)).toEqual(['Nama kantor', 'Lintang', 'Bujur'])
  })

  it('answers the first version’s values as the form shows them (phone as people read it, coordinates as typed)', async () => {
    const first = (await getJson<HistoryList>(history)).revisions.at(-1)!
    const detail = await detailOf(history, first.id, true)
    expect(detail.changes.map((change) => change.label)).toEqual(['Nama kantor', 'Telepon', 'Lintang', 'Bujur', 'Tutup hari Jumat'])
    expect(detail.values).toMatchObject({
      name: 'Kantor Jakarta',
      address: 'Menara Adiwarsa, Lantai 18\nJl. Jenderal Sudirman Kav. 71',
      phone: '+62 21 5088 7700',
      latitude: '-6.2268',
      longitude: '106.8088',
      closeFr: '17:30',
    })
  })

  it('saves restored values as a new save from the version the form was loaded at; a stale one is refused', async () => {
    const first = await detailOf(history, (await getJson<HistoryList>(history)).revisions.at(-1)!.id)
    const edit = `/dashboard/settings/offices/${officeId}/edit`
    const stale = await postForm(app, edit, { ...first.values, version: '1' }, admin)
    expect(stale.status).toBe(409)
    expect(await stale.text()).toContain(MSG.stale)
    expect((await postForm(app, edit, { ...first.values, version: '3' }, admin)).status).toBe(303)
    expect(await backend.content.get('offices', officeId)).toMatchObject({
      name: 'Kantor Jakarta',
      phone: '+622150887700',
      latitude: -6.2268,
      longitude: 106.8088,
      closeFr: '17:30',
      main: true,
      version: 4,
    })
    expect((await getJson<HistoryList>(history)).revisions.map((r) => r.version)).toEqual([4, 3, 2, 1])
  })

  it('is offered by the office’s edit form, not by the create form; admins only', async () => {
    const form = await (await get(`/dashboard/settings/offices/${officeId}/edit`)).text()
    expect(form).toMatch(/aria-controls="riwayat-panel">Riwayat<\/button>/)
    expect(await (await get('/dashboard/settings/offices/create')).text()).not.toContain('riwayat-panel')
    const page = await (await get(history)).text()
    expect(page).toContain(`/dashboard/settings/offices/${officeId}/edit?pulihkan=`)
    expect((await get(history, editor, true)).status).toBe(403)
  })
})
