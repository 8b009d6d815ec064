import { readdir } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SubscriberData } from '../../../shared/schemas/types'
import type { App } from '../app'
import { outboxDir } from '../mail/create-mailer'
import { createOutboxMailer } from '../mail/outbox-mailer'
import { exampleData } from '../testing/example-data'
import { fixtures } from '../testing/fixtures'
import { formBody } from '../testing/form-bodies'
import { postForm, signIn, TEST_ORIGIN } from '../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../testing/test-backend'
import { createAlertQueue } from './alert-queue'

let backend: TestBackend
let app: App
let clock: TestClock
let cookie: string
let adminCookie: string
let taxId = ''
let laborId = ''
let areaId = ''

const XSS = '<script>alert("xss")</script>'

async function subscriber(over: Partial<SubscriberData> = {}) {
  clock.advance(60_000)
  const email = over.email ?? `pelanggan${Math.random().toString(36).slice(2, 8)}@example.test`
  return backend.content.create('subscribers', exampleData('subscribers', { email, emailKey: email.toLowerCase(), status: 'active', linkKey: 'kunci', confirmedAt: clock.now().toISOString(), purgeAt: null, requestedAt: clock.now().toISOString(), ...over }), { actor: 'visitor' })
}

async function get(path: string, as = cookie) {
  const res = await app.request(`${TEST_ORIGIN}${path}`, { headers: { cookie: as } })
  return { res, html: await res.text() }
}

const outbox = async () => (await readdir(outboxDir(backend.dataDir)).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'))
const queue = () => createAlertQueue({ store: backend.content, mailer: createOutboxMailer({ dir: outboxDir(backend.dataDir), from: 'noreply@example.test' }), now: clock.now, baseUrl: TEST_ORIGIN, ratePerMinute: 6000, sleep: async () => {} })

beforeAll(async () => {
  clock = new TestClock()
  backend = createTestBackend()
  app = createTestApp(backend, { now: clock.now })
  await backend.identity.createStaff({ email: 'marketing@example.test', password: 'kata-sandi-marketing', displayName: 'Pemasaran Uji', role: 'marketing' })
  await backend.identity.createStaff({ email: 'admin@example.test', password: 'kata-sandi-admin', displayName: 'Admin Uji', role: 'admin' })
  cookie = await signIn(app, 'marketing@example.test', 'kata-sandi-marketing')
  adminCookie = await signIn(app, 'admin@example.test', 'kata-sandi-admin')
  const f = fixtures(backend)
  await f.settings({ name: 'Firma Contoh', email: 'kantor@example.test' })
  taxId = (await f.category('Perpajakan')).id
  laborId = (await f.category('Ketenagakerjaan')).id
  areaId = (await f.practiceArea('Litigasi')).id
})
afterAll(async () => {
  await backend.cleanup()
})

describe('Pelanggan', () => {
  it('is for staff only: every route sends a visitor to sign in', async () => {
    const s = await subscriber()
    for (const path of ['/dashboard/subscribers', '/dashboard/subscribers/export.csv', '/dashboard/subscribers/alerts', '/dashboard/subscribers/alerts/x']) {
      const res = await app.request(`${TEST_ORIGIN}${path}`)
      expect([302, 303], path).toContain(res.status)
      expect(res.headers.get('location'), path).toMatch(/^\/login\?next=/)
    }
    const refused = await app.request(`${TEST_ORIGIN}/dashboard/subscribers/${s.id}/delete`, { method: 'POST', headers: { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' }, body: '' })
    expect(refused.status).not.toBe(200)
    expect(await backend.content.get('subscribers', s.id)).not.toBeNull()
  })

  it('lists subscribers with their interests, language and standing, filtered by status and searched, in the navigation', async () => {
    await subscriber({ email: 'aktif.pajak@example.test', name: 'Sari Pajak', categoryIds: [taxId], practiceAreaIds: [areaId], lang: 'en' })
    await subscriber({ email: 'menunggu@example.test', status: 'pending', confirmedAt: null, purgeAt: '2026-07-01T00:00:00.000Z' })
    await subscriber({ email: 'pergi@example.test', status: 'unsubscribed', unsubscribedAt: clock.now().toISOString() })
    const { res, html } = await get('/dashboard/subscribers')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(html).toContain('<a href="/dashboard/subscribers"')
    expect(html).toContain('Pelanggan')
    expect(html).toContain('aktif.pajak@example.test')
    expect(html).toContain('Litigasi, Perpajakan')
    expect(html).toContain('Bahasa Inggris')
    expect(html).toContain('Menunggu konfirmasi')
    expect(html).toContain('Berhenti berlangganan')
    const pending = (await get('/dashboard/subscribers?status=pending')).html
    expect(pending).toContain('menunggu@example.test')
    expect(pending).not.toContain('aktif.pajak@example.test')
    const searched = (await get('/dashboard/subscribers?q=sari')).html
    expect(searched).toContain('aktif.pajak@example.test')
    expect(searched).not.toContain('pergi@example.test')
  })

  it('exports the filtered list as CSV, cells a spreadsheet would run as formulas neutralised, nothing typed as markup', async () => {
    await subscriber({ email: 'formula@example.test', name: '=HYPERLINK("https://jahat.example","klik")' })
    await subscriber({ email: 'skrip@example.test', name: XSS })
    const pdp = await backend.content.create('regulations', exampleData('regulations', { type: 'UU', number: '27', year: '2022', title: 'Pelindungan Data Pribadi', abbreviation: '', slug: 'uu-27-2022-csv' }), { actor: 'test' })
    await subscriber({ email: 'pengikut@example.test', regulationIds: [pdp.id] })
    const res = await app.request(`${TEST_ORIGIN}/dashboard/subscribers/export.csv?status=active`, { headers: { cookie } })
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="pelanggan-\d{4}-\d{2}-\d{2}\.csv"$/)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const bytes = new Uint8Array(await res.arrayBuffer())
    // A byte order mark, so spreadsheet programs read UTF-8 (TextDecoder drops it when decoding).
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const csv = new TextDecoder().decode(bytes)
    expect(csv.startsWith('"Email","Nama","Status","Bidang praktik","Kategori","Peraturan diikuti"')).toBe(true)
    // The regulations followed, by their citation.
    expect(csv).toMatch(/"pengikut@example\.test",[^\n]*"UU No\. 27 Tahun 2022[^"]*"/)
    expect(csv).toContain(`"'=HYPERLINK(""https://jahat.example"",""klik"")"`)
    expect(csv).not.toContain('menunggu@example.test')
    const page = (await get('/dashboard/subscribers?q=skrip')).html
    expect(page).not.toContain(XSS)
  })

  it('deletes a subscriber on request with its per-alert records and its emails’ copies, logged by id alone; admins only', async () => {
    const s = await subscriber({ email: 'hapus.saya@example.test', categoryIds: [laborId] })
    const post = await fixtures(backend).blog({ title: 'Upah minimum berubah', categoryId: laborId, publishedAt: clock.now().toISOString(), sendAlert: 'yes' })
    await queue().drain()
    const file = `alert-blogs-${post.id}-${s.id}.eml`
    expect(await outbox()).toContain(file)
    // An editor sees neither Hapus nor Hapus data seseorang, and is refused.
    const action = `action="/dashboard/subscribers/${s.id}/delete"`
    const asEditor = (await get('/dashboard/subscribers')).html
    expect(asEditor).not.toContain(action)
    expect(asEditor).not.toContain('Hapus data seseorang')
    expect((await postForm(app, `/dashboard/subscribers/${s.id}/delete`, {}, cookie)).status).toBe(403)
    expect(await backend.content.get('subscribers', s.id)).not.toBeNull()
    const asAdmin = (await get('/dashboard/subscribers', adminCookie)).html
    expect(asAdmin).toContain(action)
    expect(asAdmin).toContain('Hapus data seseorang')
    // Its dialog says the delete is for good: a subscriber never goes to Sampah.
    expect(asAdmin).toContain('dihapus sekarang dan tidak dapat dipulihkan')
    expect(asAdmin).not.toContain('dipindahkan ke Sampah')
    const res = await postForm(app, `/dashboard/subscribers/${s.id}/delete`, {}, adminCookie)
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/dashboard/subscribers?notice=subscriber-deleted')
    expect(await backend.content.get('subscribers', s.id)).toBeNull()
    expect(await backend.content.count('alertDeliveries', { where: [{ field: 'subscriberId', op: '==', value: s.id }] })).toBe(0)
    expect(await outbox()).not.toContain(file)
    const log = await backend.content.queryActivity({ limit: 20 })
    const line = log.find((entry) => entry.collection === 'subscribers' && entry.itemId === s.id)
    expect(line).toMatchObject({ action: 'delete' })
    expect(JSON.stringify(line)).not.toContain('hapus.saya')
    // Deleting again (a second tab) is not an error.
    expect((await postForm(app, `/dashboard/subscribers/${s.id}/delete`, {}, adminCookie)).status).toBe(303)
  })

  it('is covered by Hapus data seseorang: the subscription is listed and deleted with the person’s other records', async () => {
    await subscriber({ email: 'orang.sama@example.test', name: 'Orang Sama' })
    await backend.content.create('inquiries', exampleData('inquiries', { email: 'orang.sama@example.test', emailKey: 'orang.sama@example.test' }), { actor: 'visitor' })
    const listed = (await get('/dashboard/inquiries/person?email=Orang.Sama%40example.test', adminCookie)).html
    expect(listed).toContain('Langganan peringatan klien')
    expect(listed).toContain('Pesan')
    await postForm(app, '/dashboard/inquiries/person', { email: 'orang.sama@example.test' }, adminCookie)
    expect(await backend.content.count('subscribers', { where: [{ field: 'emailKey', op: '==', value: 'orang.sama@example.test' }] })).toBe(0)
    expect(await backend.content.count('inquiries', { where: [{ field: 'emailKey', op: '==', value: 'orang.sama@example.test' }] })).toBe(0)
  })

  it('reports each alert: how many were sent, failed, bounced or skipped, and each recipient’s state', async () => {
    const one = await subscriber({ email: 'satu@example.test', categoryIds: [taxId] })
    const left = await subscriber({ email: 'dua@example.test', categoryIds: [taxId] })
    const post = await fixtures(backend).publication({ title: 'Insentif pajak baru', categoryId: taxId, publishedAt: clock.now().toISOString(), sendAlert: 'yes' })
    await queue().drain({ budgetMs: 0 })
    await backend.content.update('subscribers', left.id, { ...(({ id: _i, version: _v, createdAt: _c, updatedAt: _u, updatedBy: _b, ...d }) => d)(left), status: 'unsubscribed' }, { actor: 'visitor' })
    await queue().drain()
    const list = (await get('/dashboard/subscribers/alerts')).html
    expect(list).toContain('Insentif pajak baru')
    expect(list).toContain('Terkirim: ')
    expect(list).toContain(`/dashboard/subscribers/alerts/publications-${post.id}`)
    const report = (await get(`/dashboard/subscribers/alerts/publications-${post.id}`)).html
    expect(report).toContain('Laporan: Insentif pajak baru')
    expect(report).toContain('satu@example.test')
    expect(report).toContain('Dilewati (berhenti atau dihapus)')
    expect(report).toContain('Alamat berhenti berlangganan sebelum gilirannya.')
    expect(report).toMatch(/Saat selesai<\/dt><dd>Terkirim \d+ · Gagal 0 · Ditolak 0 · Dilewati 1/)
    const skipped = (await get(`/dashboard/subscribers/alerts/publications-${post.id}?state=skipped`)).html
    expect(skipped).toContain('dua@example.test')
    expect(skipped).not.toContain('satu@example.test')
    expect(one.status).toBe('active')
    expect((await get('/dashboard/subscribers/alerts/tidak-ada')).res.status).toBe(404)
  })
})

describe('Kirim sebagai peringatan klien and the categories sent by default', () => {
  it('offers the choice on the post form, and saves it', async () => {
    const html = (await get('/dashboard/blogs/create')).html
    expect(html).toContain('Kirim sebagai peringatan klien')
    expect(html).toContain('Otomatis: bila kategorinya dipilih di Pengaturan Situs')
    const f = fixtures(backend)
    const author = await f.profile({ name: 'Penulis Peringatan' })
    const created = await postForm(
      app,
      '/dashboard/blogs/create',
      formBody('blogs', {
        ...(await f.uploads('blogs', 'sampul-peringatan')),
        title: 'Peringatan yang dipilih staf',
        slug: 'peringatan-dipilih',
        content: `<p>${'Isi tulisan yang cukup panjang untuk lolos aturan. '.repeat(5)}</p>`,
        categoryId: laborId,
        authorIds: [author.id],
        sendAlert: 'yes',
        intent: 'publish',
      }),
      cookie,
    )
    expect(created.status).toBe(303)
    const [saved] = await backend.content.query('blogs', { where: [{ field: 'slug', op: '==', value: 'peringatan-dipilih' }] })
    expect(saved).toMatchObject({ sendAlert: 'yes' })
    // Published through the dashboard: its alert was made by the save's change event.
    expect(await backend.content.get('alerts', `blogs-${saved!.id}`)).toMatchObject({ reason: 'chosen' })
    const refused = await postForm(app, '/dashboard/blogs/create', formBody('blogs', { title: 'Pilihan aneh', slug: 'pilihan-aneh', categoryId: laborId, sendAlert: 'mungkin' }), cookie)
    expect(await refused.text()).toContain('Pilihan peringatan klien tidak dikenal')
  })

  it('lets admins choose in Pengaturan Situs the categories sent by default, and refuses one that does not exist', async () => {
    const { html } = await get('/dashboard/settings', adminCookie)
    expect(html).toContain('Peringatan klien')
    expect(html).toContain('Kategori yang dikirim sebagai peringatan klien')
    expect(html).toContain('Perpajakan')
    const settings = (await backend.content.get('settings', 'site'))!
    const { settingsFormValues } = await import('../../../shared/collections/settings')
    const form = { ...settingsFormValues(settings), alertCategoryIds: [taxId], version: String(settings.version) } as Record<string, string | string[]>
    const saved = await postForm(app, '/dashboard/settings', form, adminCookie)
    expect(saved.status).toBe(303)
    expect((await backend.content.get('settings', 'site'))!.alertCategoryIds).toEqual([taxId])
    const fresh = (await backend.content.get('settings', 'site'))!
    const unknown = await postForm(app, '/dashboard/settings', { ...settingsFormValues(fresh), alertCategoryIds: ['tidak-ada'], version: String(fresh.version) } as Record<string, string | string[]>, adminCookie)
    expect(unknown.status).toBe(400)
    expect(await unknown.text()).toContain('Kategori itu tidak ditemukan')
  })
})
