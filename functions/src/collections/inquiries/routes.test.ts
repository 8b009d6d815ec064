import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SETTINGS_ID } from '../../../../shared/collections/settings'
import type { InquiryData } from '../../../../shared/schemas/types'
import type { App } from '../../app'
import type { MailMessage } from '../../mail/mailer'
import { exampleData } from '../../testing/example-data'
import { fixtures } from '../../testing/fixtures'
import { postForm, signIn, TEST_ORIGIN } from '../../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../../testing/test-backend'

let backend: TestBackend
let app: App
let clock: TestClock
let cookie: string
let adminCookie: string
let rinaId = ''
const sent: MailMessage[] = []
let failing = false

const XSS = '<script>alert("xss")</script><img src=x onerror=alert(1)>'

async function inquiry(over: Partial<InquiryData> = {}) {
  clock.advance(60_000)
  return backend.content.create('inquiries', exampleData('inquiries', { emailKey: (over.email ?? 'budi@example.test').toLowerCase(), ...over }), { actor: 'visitor' })
}

async function get(path: string, as = cookie) {
  const res = await app.request(`${TEST_ORIGIN}${path}`, { headers: { cookie: as } })
  return { res, html: await res.text() }
}

beforeAll(async () => {
  clock = new TestClock()
  backend = createTestBackend()
  app = createTestApp(backend, {
    now: clock.now,
    mailer: {
      transport: 'smtp',
      send: async (message) => {
        if (failing) throw new Error('Invalid login: 535 Authentication failed')
        sent.push(message)
        return { ref: '250 OK' }
      },
    },
  })
  await backend.identity.createStaff({ email: 'marketing@example.test', password: 'kata-sandi-marketing', displayName: 'Pemasaran Uji', role: 'marketing' })
  cookie = await signIn(app, 'marketing@example.test', 'kata-sandi-marketing')
  await backend.identity.createStaff({ email: 'admin@example.test', password: 'kata-sandi-admin', displayName: 'Admin Uji', role: 'admin' })
  adminCookie = await signIn(app, 'admin@example.test', 'kata-sandi-admin')
  rinaId = (await fixtures(backend).profile({ name: 'Rina Advokat' })).id
})
afterAll(async () => {
  await backend.cleanup()
})

describe('Pesan Masuk', () => {
  it('is for staff only: every route sends a visitor to sign in', async () => {
    const doc = await inquiry()
    for (const path of ['/dashboard/inquiries', `/dashboard/inquiries/${doc.id}`, '/dashboard/inquiries/export.csv', '/dashboard/inquiries/person?email=budi@example.test']) {
      const res = await app.request(`${TEST_ORIGIN}${path}`)
      expect([302, 303], path).toContain(res.status)
      expect(res.headers.get('location'), path).toMatch(/^\/login\?next=/)
    }
    const post = await postForm(app, `/dashboard/inquiries/${doc.id}`, { intent: 'spam', version: '1' })
    expect([302, 303]).toContain(post.status)
    expect((await backend.content.get('inquiries', doc.id))!.status).toBe('new')
    await backend.content.remove('inquiries', doc.id, { actor: 'test' })
  })

  it('lists new inquiries with the unread count in the navigation; opening one reads it', async () => {
    const doc = await inquiry({ name: 'Sari Pengirim', message: 'Kami ingin berkonsultasi tentang sengketa tanah warisan keluarga.' })
    const list = await get('/dashboard/inquiries')
    expect(list.res.status).toBe(200)
    expect(list.html).toContain('Sari Pengirim')
    expect(list.html).toMatch(/Pesan Masuk<span class="nav-badge">1<span class="visually-hidden"> belum dibaca<\/span><\/span>/)
    const detail = await get(`/dashboard/inquiries/${doc.id}`)
    expect(detail.html).toContain('Kami ingin berkonsultasi tentang sengketa tanah warisan keluarga.')
    expect((await backend.content.get('inquiries', doc.id))!.unread).toBe(false)
    expect((await get('/dashboard/inquiries')).html).not.toContain('nav-badge')
  })

  it('assigns to a profile, keeps notes, and closes', async () => {
    let doc = await inquiry()
    expect((await postForm(app, `/dashboard/inquiries/${doc.id}`, { intent: 'assign', assigneeId: rinaId, version: String(doc.version) }, cookie)).status).toBe(303)
    doc = (await backend.content.get('inquiries', doc.id))!
    expect(doc.assigneeId).toBe(rinaId)
    const note = await postForm(app, `/dashboard/inquiries/${doc.id}`, { intent: 'note', note: 'Sudah ditelepon, jadwal rapat Senin.', version: String(doc.version) }, cookie)
    expect(note.headers.get('location')).toBe(`/dashboard/inquiries/${doc.id}?notice=inquiry-note`)
    doc = (await backend.content.get('inquiries', doc.id))!
    expect(doc.notes).toEqual([{ at: expect.any(String), by: expect.any(String), byName: 'Pemasaran Uji', text: 'Sudah ditelepon, jadwal rapat Senin.' }])
    await postForm(app, `/dashboard/inquiries/${doc.id}`, { intent: 'status', status: 'done', version: String(doc.version) }, cookie)
    doc = (await backend.content.get('inquiries', doc.id))!
    expect(doc.status).toBe('done')
    const page = await get(`/dashboard/inquiries/${doc.id}`)
    expect(page.html).toContain('Sudah ditelepon, jadwal rapat Senin.')
    expect(page.html).toContain('Rina Advokat')
  })

  it('refuses an empty note, an unknown status and a stale version, with the reason and nothing changed', async () => {
    const doc = await inquiry()
    const empty = await postForm(app, `/dashboard/inquiries/${doc.id}`, { intent: 'note', note: '  ', version: String(doc.version) }, cookie)
    expect(empty.status).toBe(400)
    expect(await empty.text()).toContain('Catatan tidak boleh kosong')
    expect((await postForm(app, `/dashboard/inquiries/${doc.id}`, { intent: 'status', status: 'hapus', version: String(doc.version) }, cookie)).status).toBe(400)
    const stale = await postForm(app, `/dashboard/inquiries/${doc.id}`, { intent: 'status', status: 'done', version: String(doc.version + 5) }, cookie)
    expect(stale.status).toBe(409)
    expect(await stale.text()).toContain('baru saja diubah orang lain')
    expect((await backend.content.get('inquiries', doc.id))!.version).toBe(doc.version)
  })

  it('marks spam and not spam; an inquiry set aside before anyone was told is then emailed', async () => {
    const doc = await inquiry({ status: 'spam', unread: false, spamReasons: ['too-fast'], mail: [], email: 'benar@example.test' })
    const spamPage = await get(`/dashboard/inquiries/${doc.id}`)
    expect(spamPage.html).toContain('Dikirim kurang dari 3 detik setelah formulir ditampilkan')
    expect((await get('/dashboard/inquiries')).html).not.toContain(`/dashboard/inquiries/${doc.id}"`)
    expect((await get('/dashboard/inquiries?status=spam')).html).toContain(`/dashboard/inquiries/${doc.id}"`)
    sent.length = 0
    await postForm(app, `/dashboard/inquiries/${doc.id}`, { intent: 'not-spam', version: String(doc.version) }, cookie)
    const after = (await backend.content.get('inquiries', doc.id))!
    expect(after.status).toBe('new')
    expect(sent.map((m) => m.to)).toEqual([['benar@example.test']])
    // No main email in the settings: the notification waits, failed, for one to be set.
    expect(after.mail.map((m) => [m.kind, m.state])).toEqual([
      ['notification', 'failed'],
      ['acknowledgement', 'sent'],
    ])
    await postForm(app, `/dashboard/inquiries/${after.id}`, { intent: 'spam', version: String(after.version) }, cookie)
    expect((await backend.content.get('inquiries', doc.id))!.status).toBe('spam')
  })

  it('“Bukan spam” on a quick sender already acknowledged tells the firm, and does not acknowledge twice', async () => {
    const acknowledged = { kind: 'acknowledgement' as const, id: 'inquiry-q-acknowledgement', to: ['cepat@example.test'], state: 'sent' as const, attempts: 1, nextAt: '', lastError: '', sentAt: '2026-01-01T00:00:00.000Z', ref: 'x' }
    const doc = await inquiry({ status: 'spam', unread: false, spamReasons: ['too-fast'], mail: [acknowledged], email: 'cepat@example.test' })
    sent.length = 0
    await postForm(app, `/dashboard/inquiries/${doc.id}`, { intent: 'not-spam', version: String(doc.version) }, cookie)
    const after = (await backend.content.get('inquiries', doc.id))!
    expect(after.status).toBe('new')
    expect(sent).toEqual([])
    expect(after.mail.map((m) => [m.kind, m.state])).toEqual([
      ['notification', 'failed'],
      ['acknowledgement', 'sent'],
    ])
    expect(after.mail[1]).toEqual(acknowledged)
  })

  it('sends a notification that had no recipient once the settings give one', async () => {
    const doc = await inquiry({ mail: [{ kind: 'notification', id: 'inquiry-z-notification', to: [], state: 'failed', attempts: 0, nextAt: '', lastError: 'Belum ada alamat tujuan', sentAt: '', ref: '' }] })
    await backend.content.create('settings', exampleData('settings', { email: 'kantor.baru@example.test' }), { actor: 'admin', id: SETTINGS_ID })
    try {
      sent.length = 0
      await postForm(app, `/dashboard/inquiries/${doc.id}`, { intent: 'resend', version: String(doc.version) }, cookie)
      expect(sent.map((m) => m.to)).toEqual([['kantor.baru@example.test']])
      expect((await backend.content.get('inquiries', doc.id))!.mail[0]).toMatchObject({ state: 'sent', to: ['kantor.baru@example.test'] })
    } finally {
      await backend.content.remove('settings', SETTINGS_ID, { actor: 'admin' })
    }
  })

  it('shows failed email and sends it again on request', async () => {
    const doc = await inquiry({ mail: [{ kind: 'acknowledgement', id: 'inquiry-x-acknowledgement', to: ['budi@example.test'], state: 'failed', attempts: 6, nextAt: '', lastError: 'Invalid login', sentAt: '', ref: '' }] })
    const page = await get(`/dashboard/inquiries/${doc.id}`)
    expect(page.html).toContain('Gagal')
    expect(page.html).toContain('6× dicoba. Terakhir: Invalid login')
    expect((await get('/dashboard/inquiries')).html).toContain('Email gagal terkirim')
    sent.length = 0
    const res = await postForm(app, `/dashboard/inquiries/${doc.id}`, { intent: 'resend', version: String(doc.version) }, cookie)
    expect(res.headers.get('location')).toBe(`/dashboard/inquiries/${doc.id}?notice=inquiry-resent`)
    expect(sent).toHaveLength(1)
    expect((await backend.content.get('inquiries', doc.id))!.mail[0]).toMatchObject({ state: 'sent', attempts: 1, lastError: '' })
  })

  it('filters by status, assignee and words, and exports the filtered list as CSV with formulas neutralised', async () => {
    await inquiry({ name: '=HYPERLINK("https://evil.example","klik")', company: '@Perusahaan', message: 'Sengketa pajak bumi dan bangunan yang berlarut-larut.', assigneeId: rinaId, status: 'in_progress' })
    await inquiry({ name: 'Orang Lain', message: 'Pertanyaan tentang perceraian dan hak asuh anak.' })
    const found = await get('/dashboard/inquiries?q=PAJAK%20bumi')
    expect(found.html).toContain('Sengketa pajak bumi')
    expect(found.html).not.toContain('Orang Lain')
    expect((await get(`/dashboard/inquiries?assignee=${rinaId}&status=in_progress`)).html).toContain('Sengketa pajak bumi')
    expect((await get('/dashboard/inquiries?status=done&q=pajak')).html).not.toContain('Sengketa pajak bumi')
    const csv = await app.request(`${TEST_ORIGIN}/dashboard/inquiries/export.csv?q=pajak`, { headers: { cookie } })
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="pesan-masuk-\d{4}-\d{2}-\d{2}\.csv"$/)
    expect(csv.headers.get('cache-control')).toBe('private, no-store')
    const bytes = new Uint8Array(await csv.arrayBuffer())
    // A byte order mark, so spreadsheet programs read UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).split('\r\n')
    expect(lines[0]).toBe('\uFEFF"Diterima","Status","Nama","Email","Telepon","Perusahaan","Bidang praktik","Ditujukan kepada","Pesan","Pihak lain yang terlibat","Ditangani oleh","Catatan internal"')
    expect(lines).toHaveLength(3)
    expect(lines[2]).toBe('')
    expect(lines[1]).toContain('"\'=HYPERLINK(""https://evil.example"",""klik"")"')
    expect(lines[1]).toContain('"\'@Perusahaan"')
    expect(lines[1]).toContain('"Rina Advokat"')
  })

  it('keeps script payloads inert in the list and on the inquiry’s page', async () => {
    const doc = await inquiry({ name: `Budi ${XSS}`, company: XSS, message: `Pesan berbahaya ${XSS}`, otherParties: XSS })
    for (const path of ['/dashboard/inquiries', `/dashboard/inquiries/${doc.id}`]) {
      const { html } = await get(path)
      expect(html, path).not.toContain('<script>alert("xss")')
      expect(html, path).not.toContain('<img src=x onerror')
      expect(html, path).toContain('&lt;script&gt;alert(&quot;xss&quot;)&lt;/script&gt;')
    }
  })

  it('deletes one inquiry after confirmation, with its version, for admins only: an editor sees no Hapus and is refused', async () => {
    const doc = await inquiry()
    const action = `action="/dashboard/inquiries/${doc.id}/delete"`
    const asEditor = (await get(`/dashboard/inquiries/${doc.id}`)).html
    expect(asEditor).not.toContain(action)
    expect(asEditor).not.toContain('Hapus semua data orang ini')
    expect((await postForm(app, `/dashboard/inquiries/${doc.id}/delete`, { version: String(doc.version) }, cookie)).status).toBe(403)
    expect(await backend.content.get('inquiries', doc.id)).not.toBeNull()
    const current = (await backend.content.get('inquiries', doc.id))!
    const asAdmin = (await get(`/dashboard/inquiries/${doc.id}`, adminCookie)).html
    expect(asAdmin).toContain(action)
    expect(asAdmin).toContain('Hapus semua data orang ini')
    expect((await postForm(app, `/dashboard/inquiries/${doc.id}/delete`, { version: String(current.version + 1) }, adminCookie)).status).toBe(409)
    const res = await postForm(app, `/dashboard/inquiries/${doc.id}/delete`, { version: String(current.version) }, adminCookie)
    expect(res.headers.get('location')).toBe('/dashboard/inquiries?notice=inquiry-deleted')
    expect(await backend.content.get('inquiries', doc.id)).toBeNull()
  })

  it('deletes every record of one person on request, found by their email in any case; admins only', async () => {
    const a = await inquiry({ email: 'Hapus.Saya@Example.test' })
    const b = await inquiry({ email: 'hapus.saya@example.test' })
    const other = await inquiry({ email: 'tetap@example.test' })
    // An editor has no way in: no button on the list, the page and its form refused.
    expect((await get('/dashboard/inquiries')).html).not.toContain('Hapus data seseorang')
    expect((await get('/dashboard/inquiries/person?email=HAPUS.SAYA%40example.test')).res.status).toBe(403)
    expect((await postForm(app, '/dashboard/inquiries/person', { email: 'HAPUS.SAYA@example.test' }, cookie)).status).toBe(403)
    expect(await backend.content.getMany('inquiries', [a.id, b.id, other.id])).toHaveLength(3)
    expect((await get('/dashboard/inquiries', adminCookie)).html).toContain('Hapus data seseorang')
    const review = await get('/dashboard/inquiries/person?email=HAPUS.SAYA%40example.test', adminCookie)
    expect(review.html).toContain('2 data dengan email HAPUS.SAYA@example.test')
    const res = await postForm(app, '/dashboard/inquiries/person', { email: 'HAPUS.SAYA@example.test' }, adminCookie)
    expect(res.headers.get('location')).toBe('/dashboard/inquiries?notice=inquiry-person-deleted')
    expect(await backend.content.getMany('inquiries', [a.id, b.id, other.id])).toEqual([expect.objectContaining({ id: other.id })])
    expect((await postForm(app, '/dashboard/inquiries/person', { email: '' }, adminCookie)).status).toBe(400)
  })

  it('says so when an email cannot be sent now, and the sweep tries again later', async () => {
    failing = true
    try {
      const doc = await inquiry({ mail: [{ kind: 'acknowledgement', id: 'inquiry-y-acknowledgement', to: ['budi@example.test'], state: 'failed', attempts: 6, nextAt: '', lastError: 'x', sentAt: '', ref: '' }] })
      await postForm(app, `/dashboard/inquiries/${doc.id}`, { intent: 'resend', version: String(doc.version) }, cookie)
      expect((await backend.content.get('inquiries', doc.id))!.mail[0]).toMatchObject({ state: 'pending', attempts: 1, lastError: 'Invalid login: 535 Authentication failed' })
      expect((await backend.content.get('inquiries', doc.id))!.mailDue).toBe(true)
    } finally {
      failing = false
    }
  })
})
