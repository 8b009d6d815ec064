import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { APPLICATION_MSG } from '../../../../shared/collections/applications'
import { INQUIRY_MSG } from '../../../../shared/collections/inquiries'
import { SETTINGS_ID } from '../../../../shared/collections/settings'
import type { Application, ApplicationData } from '../../../../shared/schemas/types'
import type { App } from '../../app'
import type { Mailer, MailMessage } from '../../mail/mailer'
import { exampleData } from '../../testing/example-data'
import { fixtures, tinyPdf } from '../../testing/fixtures'
import { postForm, signIn, TEST_ORIGIN } from '../../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../../testing/test-backend'
import { retentionFromSetting } from './retention'
import { sweepApplications } from './sweep'

let backend: TestBackend
let app: App
let clock: TestClock
let cookie: string
let adminCookie: string
let openingId = ''
let rinaId = ''
const sent: MailMessage[] = []
let failSends = false

/** A mailer that records what it sends, and fails while asked to. */
const mailer: Mailer = {
  transport: 'outbox',
  async send(message) {
    if (failSends) throw new Error('SMTP 451 coba lagi nanti')
    sent.push(message)
    return { ref: `test:${message.id}` }
  },
}

async function get(path: string, withCookie: boolean | string = true) {
  const res = await app.request(`${TEST_ORIGIN}${path}`, { headers: withCookie ? { cookie: withCookie === true ? cookie : withCookie } : {} })
  return { res, body: await res.text() }
}

let counter = 0
/** An application as the public form stores it, with its CV in the store. */
async function application(data: Partial<ApplicationData> & { name: string }): Promise<Application> {
  const path = `application_cvs/cv-${++counter}.pdf`
  const bytes = await tinyPdf(`CV ${data.name}`)
  await backend.files.put(path, bytes, 'application/pdf')
  const email = data.email ?? `${data.name.split(' ')[0]!.toLowerCase()}@example.test`
  return backend.content.create(
    'applications',
    exampleData('applications', {
      email,
      emailKey: email.toLowerCase(),
      cv: { path, contentType: 'application/pdf', size: bytes.byteLength, originalName: `${data.name}.pdf` },
      status: 'new',
      unread: true,
      mail: [],
      mailDue: false,
      ...data,
    }),
    { actor: 'visitor' },
  )
}

beforeAll(async () => {
  clock = new TestClock()
  backend = createTestBackend()
  app = createTestApp(backend, { now: clock.now, mailer })
  await backend.content.create('settings', exampleData('settings', { name: 'Firma Contoh', email: 'kantor@example.test', careerEmail: 'karier@example.test' }), { actor: 'seed', id: SETTINGS_ID })
  openingId = (await backend.content.create('openings', exampleData('openings', { title: 'Associate Korporasi', slug: 'associate-korporasi' }), { actor: 'test' })).id
  await backend.identity.createStaff({ email: 'hr@example.test', password: 'kata-sandi-hr', displayName: 'HR Uji', role: 'hr' })
  cookie = await signIn(app, 'hr@example.test', 'kata-sandi-hr')
  await backend.identity.createStaff({ email: 'admin@example.test', password: 'kata-sandi-admin', displayName: 'Admin Uji', role: 'admin' })
  adminCookie = await signIn(app, 'admin@example.test', 'kata-sandi-admin')
  rinaId = (await fixtures(backend).profile({ name: 'Rina Advokat' })).id
  await application({ name: 'Sari Wulandari', openingId, openingTitle: 'Associate Korporasi', coverLetter: 'Saya menyukai uji tuntas.' })
  await application({ name: 'Budi Terbuka' })
  await application({ name: 'Spam Bot', status: 'spam', unread: false, spamReasons: ['honeypot'] })
})
afterAll(async () => {
  await backend.cleanup()
})

describe('/dashboard/applications (Lamaran)', () => {
  it('lists applications newest first with their position, without spam, and the unread count in the navigation', async () => {
    const { res, body } = await get('/dashboard/applications')
    expect(res.status).toBe(200)
    expect(body).toMatch(/<a[^>]*href="\/dashboard\/applications"[^>]*>Lamaran<span class="nav-badge">2<span class="visually-hidden"> belum dibaca/)
    expect(body.indexOf('Budi Terbuka')).toBeLessThan(body.indexOf('Sari Wulandari'))
    expect(body).toContain('Lamaran terbuka')
    expect(body).toContain('Associate Korporasi')
    expect(body).not.toContain('Spam Bot')
    expect((await get('/dashboard/applications?status=spam')).body).toContain('Spam Bot')
  })

  it('filters by opening (or open applications) and searches the candidate’s fields', async () => {
    const byOpening = (await get(`/dashboard/applications?opening=${openingId}`)).body
    expect(byOpening).toContain('Sari Wulandari')
    expect(byOpening).not.toContain('Budi Terbuka')
    const open = (await get('/dashboard/applications?opening=terbuka')).body
    expect(open).toContain('Budi Terbuka')
    expect(open).not.toContain('Sari Wulandari')
    const found = (await get('/dashboard/applications?q=uji%20tuntas')).body
    expect(found).toContain('Sari Wulandari')
    expect(found).not.toContain('Budi Terbuka')
    // The opening list counts its applications and links to them.
    expect((await get('/dashboard/openings')).body).toContain(`href="/dashboard/applications?opening=${openingId}">1</a>`)
  })

  it('opens an application (read from then on) with the CV behind a staff-only route', async () => {
    const [sari] = await backend.content.query('applications', { where: [{ field: 'emailKey', op: '==', value: 'sari@example.test' }] })
    const { body } = await get(`/dashboard/applications/${sari!.id}`)
    expect(body).toContain('Lamaran dari Sari Wulandari')
    expect(body).toContain(`href="/dashboard/applications/${sari!.id}/cv"`)
    expect(body).toContain('dihapus otomatis 6 bulan setelah diterima')
    expect((await backend.content.get('applications', sari!.id))!.unread).toBe(false)

    const cv = await app.request(`${TEST_ORIGIN}/dashboard/applications/${sari!.id}/cv`, { headers: { cookie } })
    expect(cv.status).toBe(200)
    expect(cv.headers.get('content-type')).toBe('application/pdf')
    expect(cv.headers.get('cache-control')).toBe('private, no-store')
    expect(cv.headers.get('content-disposition')).toMatch(/^attachment; filename="CV Sari Wulandari.pdf"/)
    expect(cv.headers.get('x-content-type-options')).toBe('nosniff')
    expect(Buffer.from(await cv.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-')

    const visitor = await app.request(`${TEST_ORIGIN}/dashboard/applications/${sari!.id}/cv`)
    expect(visitor.status).toBe(302)
    expect(visitor.headers.get('location')).toMatch(/^\/login\?next=/)
    expect((await get('/dashboard/applications/tidak-ada/cv')).res.status).toBe(404)
  })

  it('takes notes, changes the status, refuses an empty note or a stale version', async () => {
    const [budi] = await backend.content.query('applications', { where: [{ field: 'emailKey', op: '==', value: 'budi@example.test' }] })
    const path = `/dashboard/applications/${budi!.id}`
    expect((await postForm(app, path, { intent: 'note', note: 'Undang wawancara Senin.', version: String(budi!.version) }, cookie)).status).toBe(303)
    let current = (await backend.content.get('applications', budi!.id))!
    expect(current.notes).toMatchObject([{ byName: 'HR Uji', text: 'Undang wawancara Senin.' }])
    const empty = await postForm(app, path, { intent: 'note', note: '  ', version: String(current.version) }, cookie)
    expect(empty.status).toBe(400)
    expect(await empty.text()).toContain(INQUIRY_MSG.noteRequired)
    expect((await postForm(app, path, { intent: 'status', status: 'in_progress', version: String(current.version) }, cookie)).status).toBe(303)
    current = (await backend.content.get('applications', budi!.id))!
    expect(current.status).toBe('in_progress')
    const stale = await postForm(app, path, { intent: 'status', status: 'done', version: String(current.version - 1) }, cookie)
    expect(stale.status).toBe(409)
  })

  it('“Bukan spam” tells the firm and the candidate then; a failed email is kept and sent again on request', async () => {
    const [bot] = await backend.content.query('applications', { where: [{ field: 'status', op: '==', value: 'spam' }] })
    failSends = true
    expect((await postForm(app, `/dashboard/applications/${bot!.id}`, { intent: 'not-spam', version: String(bot!.version) }, cookie)).status).toBe(303)
    let current = (await backend.content.get('applications', bot!.id))!
    expect(current.status).toBe('new')
    expect(current.mail.map((m) => [m.kind, m.state])).toEqual([
      ['notification', 'pending'],
      ['acknowledgement', 'pending'],
    ])
    expect(current.mail[0]!.lastError).toContain('SMTP 451')
    expect((await get(`/dashboard/applications/${bot!.id}`)).body).toContain('Kirim ulang sekarang')
    failSends = false
    expect((await postForm(app, `/dashboard/applications/${bot!.id}`, { intent: 'resend', version: String(current.version) }, cookie)).status).toBe(303)
    current = (await backend.content.get('applications', bot!.id))!
    expect(current.mail.map((m) => m.state)).toEqual(['sent', 'sent'])
    expect(sent.map((m) => m.to)).toEqual([['karier@example.test'], [current.email]])
  })

  it('assigns an application to a profile and unassigns it; the page shows who handles it', async () => {
    let doc = await application({ name: 'Tugas Pelamar' })
    const path = `/dashboard/applications/${doc.id}`
    const assign = await postForm(app, path, { intent: 'assign', assigneeId: rinaId, version: String(doc.version) }, cookie)
    expect(assign.status).toBe(303)
    expect(assign.headers.get('location')).toBe(`${path}?notice=application-assigned`)
    doc = (await backend.content.get('applications', doc.id))!
    expect(doc.assigneeId).toBe(rinaId)
    expect((await get(path)).body).toMatch(new RegExp(`<option value="${rinaId}" selected="">Rina Advokat</option>`))
    expect((await get('/dashboard/applications?q=Tugas')).body).toContain('Rina Advokat')
    doc = (await backend.content.get('applications', doc.id))!
    expect((await postForm(app, path, { intent: 'assign', assigneeId: '', version: String(doc.version) }, cookie)).status).toBe(303)
    expect((await backend.content.get('applications', doc.id))!.assigneeId).toBe('')
    await backend.content.remove('applications', doc.id, { actor: 'test' })
  })

  it('refuses an unknown profile with an Indonesian message, nothing changed', async () => {
    const doc = await application({ name: 'Profil Hilang', assigneeId: rinaId })
    const res = await postForm(app, `/dashboard/applications/${doc.id}`, { intent: 'assign', assigneeId: 'tidak-ada', version: String(doc.version) }, cookie)
    expect(res.status).toBe(400)
    expect(await res.text()).toContain(APPLICATION_MSG.assigneeUnknown)
    expect(await backend.content.get('applications', doc.id)).toMatchObject({ assigneeId: rinaId, version: doc.version })
    await backend.content.remove('applications', doc.id, { actor: 'test' })
  })

  it('filters by who handles it (a profile, or no one) and exports that filtered list with the name', async () => {
    const taken = await application({ name: 'Ditangani Rina', assigneeId: rinaId })
    const free = await application({ name: 'Belum Siapa', assigneeId: '' })
    const byRina = (await get(`/dashboard/applications?assignee=${rinaId}`)).body
    expect(byRina).toContain('Ditangani Rina')
    expect(byRina).not.toContain('Belum Siapa')
    expect(byRina).not.toContain('Sari Wulandari')
    expect(byRina).toContain('Hapus filter')
    const none = (await get('/dashboard/applications?assignee=none')).body
    expect(none).toContain('Belum Siapa')
    expect(none).toContain('Sari Wulandari')
    expect(none).not.toContain('Ditangani Rina')
    // Any other value is no filter, never an error.
    expect((await get('/dashboard/applications?assignee=%3Cscript%3E')).body).toContain('Ditangani Rina')
    const csv = await (await app.request(`${TEST_ORIGIN}/dashboard/applications/export.csv?assignee=${rinaId}`, { headers: { cookie } })).text()
    const lines = csv.replace(/^\uFEFF/, '').trim().split('\r\n')
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain('"Ditangani Rina"')
    expect(lines[1]).toContain('"Rina Advokat"')
    for (const doc of [taken, free]) await backend.content.remove('applications', doc.id, { actor: 'test' })
  })

  it('keeps script payloads in every field a candidate types inert: list, page, CSV and both emails', async () => {
    const XSS = '<script>alert("xss")</script><img src=x onerror=alert(1)>'
    // Stored as is (the form's rules would refuse most of it): the pages must not rely on them.
    const doc = await application({
      name: `Budi ${XSS}`,
      email: `budi${XSS}@example.test`,
      phone: `+62${XSS}`,
      linkedinUrl: `javascript:alert(1)//${XSS}`,
      coverLetter: `Surat ${XSS}`,
      status: 'spam',
      unread: false,
    })
    const stored = (await backend.content.get('applications', doc.id))!
    const withName = { ...stored, cv: { ...stored.cv, originalName: `${XSS}.pdf` } }
    const { id, version, createdAt: _c, updatedAt: _u, updatedBy: _b, ...data } = withName
    await backend.content.update('applications', id, data, { actor: 'visitor', expectedVersion: version })
    const raw = /<script>alert|<img src=x|href="javascript:/i
    for (const path of ['/dashboard/applications?status=spam', `/dashboard/applications/${doc.id}`]) {
      const { res, body } = await get(path)
      expect(res.status, path).toBe(200)
      expect(body, path).not.toMatch(raw)
      expect(body, path).toContain('&lt;script&gt;alert(&quot;xss&quot;)&lt;/script&gt;')
    }
    const csv = await (await app.request(`${TEST_ORIGIN}/dashboard/applications/export.csv?status=spam&q=budi`, { headers: { cookie } })).text()
    expect(csv).toContain('"Budi <script>alert(""xss"")</script><img src=x onerror=alert(1)>"')
    // Every cell quoted, quotes doubled (RFC 4180): a payload stays in its own cell.
    expect(csv.replace(/^\uFEFF/, '').trim().split('\r\n')[1]!.split('","')).toHaveLength(10)
    // "Bukan spam" sends the notification and the acknowledgement now.
    sent.length = 0
    const current = (await backend.content.get('applications', doc.id))!
    expect((await postForm(app, `/dashboard/applications/${doc.id}`, { intent: 'not-spam', version: String(current.version) }, cookie)).status).toBe(303)
    const [notification, acknowledgement] = sent
    expect(notification!.html).not.toMatch(raw)
    expect(notification!.html).toContain('&lt;script&gt;alert(&quot;xss&quot;)&lt;/script&gt;')
    expect(notification!.text).toContain(`Surat ${XSS}`)
    // The acknowledgement repeats nothing the candidate typed.
    expect(`${acknowledgement!.subject}${acknowledgement!.text}${acknowledgement!.html}`).not.toMatch(/script|onerror|Budi|Surat/)
    await backend.content.remove('applications', doc.id, { actor: 'test' })
  })

  it('exports the filtered list as CSV with formula cells neutralised, never cached', async () => {
    await application({ name: '=HYPERLINK("https://jahat.example","klik")', email: 'formula@example.test', coverLetter: '+62 812, -1, @SUM(A1)' })
    const res = await app.request(`${TEST_ORIGIN}/dashboard/applications/export.csv?q=formula`, { headers: { cookie } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="lamaran-\d{4}-\d{2}-\d{2}\.csv"$/)
    const csv = await res.text()
    const lines = csv.replace(/^\uFEFF/, '').trim().split('\r\n')
    expect(lines).toHaveLength(2)
    expect(lines[0]).toBe('"Diterima","Status","Posisi","Nama","Email","Telepon","URL LinkedIn","Surat lamaran","Ditangani oleh","Catatan internal"')
    expect(lines[1]).toContain(`"'=HYPERLINK(""https://jahat.example"",""klik"")"`)
    expect(lines[1]).toContain(`"'+62 812, -1, @SUM(A1)"`)
    expect(lines[1]).not.toMatch(/,"[=+\-@]/)
  })

  it('deletes an application with its CV, for admins only: an editor sees no Hapus and is refused', async () => {
    const target = await application({ name: 'Hapus Saya' })
    expect(await backend.files.stat(target.cv.path)).not.toBeNull()
    const action = `action="/dashboard/applications/${target.id}/delete"`
    expect((await get(`/dashboard/applications/${target.id}`)).body).not.toContain(action)
    const refused = await postForm(app, `/dashboard/applications/${target.id}/delete`, { version: String(target.version) }, cookie)
    expect(refused.status).toBe(403)
    expect(await backend.content.get('applications', target.id)).not.toBeNull()
    expect(await backend.files.stat(target.cv.path)).not.toBeNull()
    expect((await get(`/dashboard/applications/${target.id}`, adminCookie)).body).toContain(action)
    const res = await postForm(app, `/dashboard/applications/${target.id}/delete`, { version: String((await backend.content.get('applications', target.id))!.version) }, adminCookie)
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/dashboard/applications?notice=application-deleted')
    expect(await backend.content.get('applications', target.id)).toBeNull()
    expect(await backend.files.stat(target.cv.path)).toBeNull()
  })

  it('deleting one person’s data on request takes their applications and CVs too', async () => {
    const first = await application({ name: 'Minta Hapus', email: 'Minta.Hapus@example.test', emailKey: 'minta.hapus@example.test' })
    const second = await application({ name: 'Minta Hapus', email: 'minta.hapus@example.test', openingId, openingTitle: 'Associate Korporasi' })
    const listed = (await get('/dashboard/inquiries/person?email=minta.hapus%40example.test', adminCookie)).body
    expect(listed.match(/Lamaran/g)?.length).toBeGreaterThanOrEqual(2)
    const res = await postForm(app, '/dashboard/inquiries/person', { email: 'MINTA.HAPUS@example.test' }, adminCookie)
    expect(res.status).toBe(303)
    for (const doc of [first, second]) {
      expect(await backend.content.get('applications', doc.id)).toBeNull()
      expect(await backend.files.stat(doc.cv.path)).toBeNull()
    }
  })

  it('sends a visitor to sign in, for the list, an application and the export', async () => {
    for (const path of ['/dashboard/applications', '/dashboard/applications/export.csv', '/dashboard/applications/x']) {
      const res = await app.request(`${TEST_ORIGIN}${path}`)
      expect(res.status, path).toBe(302)
    }
  })
})

describe('the applications sweep', () => {
  it('keeps applications for the months Pengaturan Situs says (Simpan lamaran), 6 when it says nothing', async () => {
    expect(retentionFromSetting('')).toBe(6)
    expect(retentionFromSetting('abc')).toBe(6)
    expect(retentionFromSetting('0')).toBe(6)
    expect(retentionFromSetting('2')).toBe(2)
    const settings = (await backend.content.get('settings', SETTINGS_ID))!
    const { id, version, createdAt: _c, updatedAt: _u, updatedBy: _b, ...data } = settings
    await backend.content.update('settings', id, { ...data, applicationRetentionMonths: '1' }, { actor: 'admin', expectedVersion: version })
    const target = await application({ name: 'Sebulan Lalu' })
    const deps = { store: backend.content, files: backend.files, mailer, baseUrl: 'https://www.example.test' }
    // A month and a day after the store dated it.
    const result = await sweepApplications({ ...deps, now: () => new Date(Date.parse(target.createdAt) + 32 * 86_400_000) })
    expect(result.deleted).toBeGreaterThanOrEqual(1)
    expect(await backend.content.get('applications', target.id)).toBeNull()
    const restored = (await backend.content.get('settings', SETTINGS_ID))!
    await backend.content.update('settings', id, { ...data, applicationRetentionMonths: '' }, { actor: 'admin', expectedVersion: restored.version })
  })

  it('retries emails that are due and deletes applications past 6 months, CVs included', async () => {
    const old = await application({ name: 'Lama Sekali' })
    const pending = await application({
      name: 'Tertunda',
      mail: [{ kind: 'acknowledgement', id: 'application-x-acknowledgement', to: ['tertunda@example.test'], state: 'pending', attempts: 1, nextAt: clock.now().toISOString(), lastError: 'x', sentAt: '', ref: '' }],
      mailDue: true,
    })
    const deps = { store: backend.content, files: backend.files, mailer, baseUrl: 'https://www.example.test' }
    // Six months and a day on: the ones made now are past their retention.
    const later = new Date(clock.now())
    later.setUTCMonth(later.getUTCMonth() + 6)
    later.setUTCDate(later.getUTCDate() + 1)
    const early = await sweepApplications({ ...deps, now: () => clock.now() })
    expect(early).toEqual({ retried: 1, deleted: 0 })
    expect((await backend.content.get('applications', pending.id))!.mail[0]!.state).toBe('sent')
    // The store dates documents by the real clock: the sweep is asked from half a year ahead of it.
    const result = await sweepApplications({ ...deps, now: () => new Date(Date.now() + (later.getTime() - clock.now().getTime())) })
    expect(result.deleted).toBeGreaterThanOrEqual(2)
    expect(await backend.content.get('applications', old.id)).toBeNull()
    expect(await backend.files.stat(old.cv.path)).toBeNull()
  })
})
