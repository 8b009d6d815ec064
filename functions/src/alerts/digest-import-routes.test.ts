/**
 * Buletin and the subscriber import through their routes (docs/decisions/0053-digest-and-import.md):
 * staff only, what the form shows before anything is sent or written, what the send and the
 * import record, and a 400 with a sentence for any file the import cannot use.
 */
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SubscriberData } from '../../../shared/schemas/types'
import type { App } from '../app'
import { outboxDir } from '../mail/create-mailer'
import { createOutboxMailer } from '../mail/outbox-mailer'
import { exampleData } from '../testing/example-data'
import { fixtures } from '../testing/fixtures'
import { postForm, signIn, TEST_ORIGIN } from '../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../testing/test-backend'
import { createAlertQueue } from './alert-queue'
import { sweepAlerts } from './alerts-sweep'
import { IMPORT_MAX_CHARS, IMPORT_MSG } from './subscriber-import'

let backend: TestBackend
let app: App
let clock: TestClock
let cookie: string
let adminCookie: string
let editorCookie: string
let areaId = ''
let otherAreaId = ''
let categoryId = ''

const XSS = '<script>alert("xss")</script>'

async function subscriber(over: Partial<SubscriberData> = {}) {
  clock.advance(1_000)
  const email = over.email ?? `pelanggan${Math.random().toString(36).slice(2, 8)}@example.test`
  return backend.content.create('subscribers', exampleData('subscribers', { email, emailKey: email.toLowerCase(), status: 'active', linkKey: 'kunci', confirmedAt: clock.now().toISOString(), purgeAt: null, requestedAt: clock.now().toISOString(), ...over }), { actor: 'visitor' })
}

async function get(route: string, as = cookie) {
  const res = await app.request(`${TEST_ORIGIN}${route}`, { headers: { cookie: as } })
  return { res, html: await res.text() }
}

/** A multipart upload of `csv` as the file field, as the browser sends the import form. */
function upload(route: string, csv: string | Uint8Array<ArrayBuffer>, fields: Record<string, string> = {}) {
  const form = new FormData()
  form.append('file', new File([csv], 'pelanggan.csv', { type: 'text/csv' }))
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  return app.request(`${TEST_ORIGIN}${route}`, { method: 'POST', headers: { origin: TEST_ORIGIN, cookie }, body: form })
}

const outbox = async () => (await readdir(outboxDir(backend.dataDir)).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'))
const queue = () => createAlertQueue({ store: backend.content, mailer: createOutboxMailer({ dir: outboxDir(backend.dataDir), from: 'noreply@example.test' }), now: clock.now, baseUrl: TEST_ORIGIN, ratePerMinute: 6000, sleep: async () => {} })

beforeAll(async () => {
  clock = new TestClock()
  backend = createTestBackend()
  app = createTestApp(backend, { now: clock.now })
  await backend.identity.createStaff({ email: 'marketing@example.test', password: 'kata-sandi-marketing', displayName: 'Pemasaran Uji', role: 'marketing' })
  await backend.identity.createStaff({ email: 'editor@example.test', password: 'kata-sandi-editor', displayName: 'Editor Uji', role: 'editor' })
  await backend.identity.createStaff({ email: 'admin@example.test', password: 'kata-sandi-admin', displayName: 'Admin Uji', role: 'admin' })
  cookie = await signIn(app, 'marketing@example.test', 'kata-sandi-marketing')
  editorCookie = await signIn(app, 'editor@example.test', 'kata-sandi-editor')
  adminCookie = await signIn(app, 'admin@example.test', 'kata-sandi-admin')
  const f = fixtures(backend)
  await f.settings({ name: 'Firma Contoh', email: 'kantor@example.test' })
  categoryId = (await f.category('Perpajakan')).id
  areaId = (await f.practiceArea('Litigasi')).id
  otherAreaId = (await f.practiceArea('Ketenagakerjaan')).id
})
afterAll(async () => {
  await backend.cleanup()
})

describe('Buletin and the subscriber import', () => {
  it('are Pelanggan’s: a visitor is sent to sign in, a role without subscribers and alerts is refused, and nothing is sent or written', async () => {
    for (const route of ['/dashboard/digest', '/dashboard/subscribers/import']) {
      const res = await app.request(`${TEST_ORIGIN}${route}`)
      expect([302, 303], route).toContain(res.status)
      expect(res.headers.get('location'), route).toMatch(/^\/login\?next=/)
    }
    for (const route of ['/dashboard/digest', '/dashboard/subscribers/import/preview', '/dashboard/subscribers/import']) {
      const res = await postForm(app, route, { intent: 'send', csv: 'email\nx@example.test' })
      expect(res.status, route).not.toBe(200)
      expect((await postForm(app, route, { intent: 'send', csv: 'email\nx@example.test' }, editorCookie)).status, route).toBe(403)
    }
    expect((await get('/dashboard/digest', editorCookie)).res.status).toBe(403)
    expect(await backend.content.count('alerts')).toBe(0)
    expect(await backend.content.count('subscribers')).toBe(0)
  })

  it('composes a Buletin of recent items, previews it with who receives it by language, then queues it, logs it and reports it', async () => {
    const f = fixtures(backend)
    const old = await f.blog({ title: 'Blog Lama Sekali', categoryId, publishedAt: new Date(clock.now().getTime() - 200 * 86_400_000).toISOString() })
    const blog = await f.blog({ title: 'Blog Terbaru Pajak', categoryId, publishedAt: new Date(clock.now().getTime() - 86_400_000).toISOString() })
    const publication = await f.publication({ title: 'Publikasi Bulan Ini', categoryId, publishedAt: new Date(clock.now().getTime() - 2 * 86_400_000).toISOString() })
    const draft = await f.blog({ title: 'Draf Belum Terbit', categoryId, publishedAt: new Date(clock.now().getTime() + 86_400_000).toISOString() })
    const onList = await subscriber({ email: 'litigasi@example.test', practiceAreaIds: [areaId] })
    const english = await subscriber({ email: 'english@example.test', lang: 'en' })
    const elsewhere = await subscriber({ email: 'lain@example.test', practiceAreaIds: [otherAreaId] })

    const { res, html } = await get('/dashboard/digest', adminCookie)
    expect(res.status).toBe(200)
    // In the menu beside Pelanggan.
    expect(html).toMatch(/<a href="\/dashboard\/subscribers"[^>]*>Pelanggan<\/a><\/li><li><a href="\/dashboard\/digest"[^>]*>Buletin<\/a>/)
    expect(html.indexOf('Blog Terbaru Pajak')).toBeLessThan(html.indexOf('Publikasi Bulan Ini'))
    expect(html).not.toContain(old.title)
    expect(html).not.toContain(draft.title)

    const fields = { intro: `Salam dari kantor. ${XSS}`, items: [`publications/${publication.id}`, `blogs/${blog.id}`], practiceAreaIds: [areaId] }
    const preview = await postForm(app, '/dashboard/digest', { ...fields, intent: 'preview' }, cookie)
    const previewHtml = await preview.text()
    expect(preview.status).toBe(200)
    expect(previewHtml).toContain('Akan dikirim ke 2 pelanggan: 1 Bahasa Indonesia, 1 English.')
    expect(previewHtml).toContain('Kirim ke 2 pelanggan')
    expect(previewHtml).toContain('Firma Contoh bulletin')
    expect(previewHtml).not.toContain(XSS)
    expect(await backend.content.count('alerts')).toBe(0)

    const sent = await postForm(app, '/dashboard/digest', { ...fields, intent: 'send' }, cookie)
    expect(sent.status).toBe(303)
    const location = sent.headers.get('location')!
    expect(location).toMatch(/^\/dashboard\/subscribers\/alerts\/digest-/)
    const alertId = location.split('/').at(-1)!
    expect(await backend.content.get('alerts', alertId)).toMatchObject({ reason: 'digest', state: 'preparing', digest: { practiceAreaIds: [areaId] } })
    const [logged] = await backend.content.queryActivity({ action: 'digest-send', limit: 5 })
    expect(logged).toMatchObject({ itemId: alertId, detail: expect.stringContaining('2 item ke Litigasi: 2 pelanggan (1 Bahasa Indonesia, 1 English)') })
    // Kirim pressed twice: the same Buletin, not a second copy to every subscriber.
    const again = await postForm(app, '/dashboard/digest', { ...fields, intent: 'send' }, cookie)
    expect(again.status).toBe(303)
    expect(again.headers.get('location')).toBe(location)
    expect(await backend.content.count('alerts')).toBe(1)
    expect(await backend.content.queryActivity({ action: 'digest-send', limit: 5 })).toHaveLength(1)

    await queue().drain()
    const files = await outbox()
    expect(files.filter((f) => f.startsWith(`alert-${alertId}-`)).sort()).toEqual([onList, english].map((s) => `alert-${alertId}-${s.id}.eml`).sort())
    expect(files.some((f) => f.includes(elsewhere.id))).toBe(false)
    const mail = (await readFile(path.join(outboxDir(backend.dataDir), `alert-${alertId}-${onList.id}.eml`), 'utf8')).replace(/=\r\n/g, '')
    expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
    expect(mail).toContain('Blog Terbaru Pajak')

    const report = await get(location)
    expect(report.res.status).toBe(200)
    expect(report.html).toContain('<dd>Buletin disusun staf</dd>')
    expect(report.html).toContain('litigasi@example.test')
    const list = await get('/dashboard/subscribers/alerts')
    expect(list.html).toContain('Buletin disusun staf')
    expect(list.html).not.toContain('Blog · Buletin')
  })

  it('shows the compose form again with the reason when nothing is picked, an item is gone or no one is on the list', async () => {
    const none = await postForm(app, '/dashboard/digest', { intro: '', intent: 'send' }, cookie)
    expect(none.status).toBe(400)
    expect(await none.text()).toContain('Pilih minimal satu item.')
    const gone = await postForm(app, '/dashboard/digest', { items: 'blogs/tidak-ada', intent: 'send' }, cookie)
    expect(gone.status).toBe(400)
    expect(await gone.text()).toContain('tidak lagi terbit atau tidak ditemukan')
    const before = await backend.content.count('alerts')
    const crafted = await postForm(app, '/dashboard/digest', { items: ['x'], practiceAreaIds: 'bukan-bidang', intro: 'a'.repeat(5_000), intent: 'send' }, cookie)
    expect(crafted.status).toBe(400)
    expect(await backend.content.count('alerts')).toBe(before)
  })

  it('previews a CSV row by row, then imports the new addresses as pending with consent, each sent its confirmation, and logs it', async () => {
    const active = await subscriber({ email: 'sudah.aktif@example.test', name: 'Nama Asli' })
    expect((await get('/dashboard/subscribers')).html).toContain('href="/dashboard/subscribers/import"')
    const csv = ['email,name,language,practice areas,consent note', 'klien.baru@example.test,Klien Baru,en,Litigasi,Kartu nama', 'sudah.aktif@example.test,Nama Baru,id,,', 'bukan email,,id,,', `xss@example.test,${XSS},jerman,,`].join('\n')
    const preview = await upload('/dashboard/subscribers/import/preview', csv, { consentNote: 'Seminar pajak Mei 2026' })
    const html = await preview.text()
    expect(preview.status).toBe(200)
    expect(html).toContain('1 alamat baru akan diimpor, 1 sudah ada (tidak diubah), 2 baris tidak valid (dilewati).')
    expect(html).toContain('Sudah berlangganan (aktif): tidak diubah.')
    expect(html).toContain('Email: Alamat email tidak valid')
    expect(html).toContain('Bahasa “jerman” tidak dikenal: tulis id atau en.')
    expect(html).toContain('&lt;script&gt;')
    expect(html).not.toContain(XSS)
    expect(html).toContain('Impor 1 alamat')
    expect(await backend.content.count('subscribers', { where: [{ field: 'emailKey', op: '==', value: 'klien.baru@example.test' }] })).toBe(0)

    const before = new Set(await outbox())
    const imported = await postForm(app, '/dashboard/subscribers/import', { csv, consentNote: 'Seminar pajak Mei 2026' }, cookie)
    expect(imported.status).toBe(200)
    expect(await imported.text()).toContain('1 alamat baru disimpan dan menunggu konfirmasi')
    const [created] = await backend.content.query('subscribers', { where: [{ field: 'emailKey', op: '==', value: 'klien.baru@example.test' }] })
    expect(created).toMatchObject({ status: 'pending', lang: 'en', practiceAreaIds: [areaId], consentSource: 'Impor CSV: Kartu nama', consentAt: clock.now().toISOString() })
    expect(await backend.content.get('subscribers', active.id)).toMatchObject({ name: 'Nama Asli', version: active.version })
    // The confirmation goes with the subscription mail sweep.
    expect((await outbox()).filter((f) => !before.has(f))).toEqual([])
    await sweepAlerts({ store: backend.content, mailer: createOutboxMailer({ dir: outboxDir(backend.dataDir), from: 'noreply@example.test' }), now: clock.now, baseUrl: TEST_ORIGIN })
    const newFiles = (await outbox()).filter((f) => !before.has(f))
    expect(newFiles).toEqual([expect.stringMatching(new RegExp(`^subscription-${created!.id}-.*-confirm\\.eml$`))])
    const [logged] = await backend.content.queryActivity({ action: 'subscriber-import', limit: 5 })
    expect(logged!.detail).toBe('1 alamat baru menunggu konfirmasi, 1 sudah ada (tidak diubah), 2 baris tidak valid')
  })

  it('answers a file it cannot use with a 400 and a sentence, never a 500, and writes nothing', async () => {
    const count = await backend.content.count('subscribers')
    const cases: [string | Uint8Array<ArrayBuffer>, string][] = [
      [new Uint8Array([0x50, 0x4b, 3, 4, 0, 0, 0xff, 0xfe]), IMPORT_MSG.notText],
      ['x'.repeat(IMPORT_MAX_CHARS + 1), IMPORT_MSG.tooLarge],
      ['', IMPORT_MSG.empty],
      ['nama,kota\nA,B', IMPORT_MSG.noEmailColumn],
      ['email\n"a@example.test\n', IMPORT_MSG.unclosedQuote],
    ]
    for (const [file, message] of cases) {
      for (const route of ['/dashboard/subscribers/import/preview', '/dashboard/subscribers/import']) {
        const res = await upload(route, file)
        expect(res.status, `${route} ${message}`).toBe(400)
        expect(await res.text()).toContain(message.replace(/"/g, '&quot;'))
      }
    }
    const notForm = await app.request(`${TEST_ORIGIN}/dashboard/subscribers/import`, { method: 'POST', headers: { origin: TEST_ORIGIN, cookie, 'content-type': 'text/plain' }, body: 'email\na@example.test' })
    expect(notForm.status).toBe(400)
    const broken = await app.request(`${TEST_ORIGIN}/dashboard/subscribers/import/preview`, { method: 'POST', headers: { origin: TEST_ORIGIN, cookie, 'content-type': 'multipart/form-data; boundary=x' }, body: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nno end' })
    expect(broken.status).toBe(400)
    expect(await backend.content.count('subscribers')).toBe(count)
  })
})
