/**
 * The notice after each action says what that action did, on the page the action leads to:
 * a delete moves the item to Sampah, Pulihkan restores it (never "… dihapus"), a save says where
 * the item now stands (a draft, published, scheduled for a day and hour, back to a draft) and
 * what its client alert did (sent to how many subscribers, or why not). The post form says
 * beforehand what its alert choice will do for the item.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Blog } from '../../../../shared/schemas/types'
import type { App } from '../../app'
import { exampleData } from '../../testing/example-data'
import { fixtures, tinyJpeg } from '../../testing/fixtures'
import { formBody, type FormBody } from '../../testing/form-bodies'
import { postForm, signIn, TEST_ORIGIN } from '../../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../../testing/test-backend'

const BODY = '<p>Mahkamah Konstitusi memerintahkan pembentuk undang-undang menyusun aturan ketenagakerjaan yang baru, dan putusan ini mengubah perjanjian kerja waktu tertentu.</p>'

let backend: TestBackend
let app: App
let cookie: string
let cover: string
let sent: string
let quiet: string

beforeAll(async () => {
  const clock = new TestClock() // 2026-06-15T03:00Z
  backend = createTestBackend({ now: clock.now })
  app = createTestApp(backend, { now: clock.now })
  await backend.identity.createStaff({ email: 'admin@example.test', password: 'kata-sandi-admin', displayName: 'Admin', role: 'admin' })
  cookie = await signIn(app, 'admin@example.test', 'kata-sandi-admin')
  const f = fixtures(backend)
  sent = (await f.category('Analisis Hukum')).id
  quiet = (await f.category('Berita Firma')).id
  // Pengaturan Situs sends Analisis Hukum on Otomatis, not Berita Firma.
  await f.settings({ alertCategoryIds: [sent] })
  // Two subscribers take everything, one only Analisis Hukum, one only Berita Firma; one left.
  const subscriber = (email: string, over: Record<string, unknown>) =>
    backend.content.create('subscribers', exampleData('subscribers', { email, emailKey: email, status: 'active', categoryIds: [], practiceAreaIds: [], ...over }), { actor: 'visitor' })
  await subscriber('a@example.test', {})
  await subscriber('b@example.test', {})
  await subscriber('c@example.test', { categoryIds: [sent] })
  await subscriber('d@example.test', { categoryIds: [quiet] })
  await subscriber('e@example.test', { status: 'unsubscribed' })
  const res = await app.request(`${TEST_ORIGIN}/dashboard/uploads/blog_images`, {
    method: 'POST',
    headers: { origin: TEST_ORIGIN, cookie, 'content-type': 'application/octet-stream', 'x-file-name': 'sampul.jpg' },
    body: new Uint8Array(await tinyJpeg()),
  })
  cover = ((await res.json()) as { file: { path: string } }).file.path
})
afterAll(() => backend.cleanup())

function fields(slug: string, overrides: FormBody = {}): FormBody {
  return formBody('blogs', { title: `Putusan MK ${slug}`, slug, content: BODY, categoryId: sent, publishedAt: '', cover, ...overrides })
}

/** Sends a form, follows its redirect, and gives the notice the page shows. */
async function noticeAfter(path: string, form: FormBody): Promise<string> {
  const res = await postForm(app, path, form, cookie)
  expect(res.status, await res.clone().text().then((t) => t.slice(0, 300))).toBe(303)
  const page = await app.request(`${TEST_ORIGIN}${res.headers.get('location')}`, { headers: { cookie } })
  const match = /<div class="toast"><span>(.*?)<\/span>/.exec(await page.text())
  return (match?.[1] ?? '').replace(/&quot;/g, '"')
}

const stored = async (slug: string) => (await backend.content.query('blogs', { where: [{ field: 'slug', op: '==', value: slug }] }))[0] as Blog

describe('the notice after a save', () => {
  it('says a draft is a draft, a publication what went out to how many subscribers, a return to draft what it did', async () => {
    expect(await noticeAfter('/dashboard/blogs/create', { ...fields('draf-satu'), intent: 'draft' })).toBe('Blog disimpan sebagai draf dan belum tampil di situs.')
    const draft = await stored('draf-satu')
    // Published now, Otomatis, a category the settings send: the two who take everything and the one who chose it.
    expect(await noticeAfter(`/dashboard/blogs/${draft.id}/edit`, { ...fields('draf-satu'), version: String(draft.version), intent: 'publish' })).toBe(
      'Blog diterbitkan dan tampil di situs. Peringatan klien dikirim ke 3 pelanggan.',
    )
    const published = await stored('draf-satu')
    // Saved again: nothing new went out.
    expect(await noticeAfter(`/dashboard/blogs/${published.id}/edit`, { ...fields('draf-satu', { title: 'Putusan MK, diperbarui' }), version: String(published.version), intent: 'publish' })).toBe('Blog tersimpan.')
    const again = await stored('draf-satu')
    expect(await noticeAfter(`/dashboard/blogs/${again.id}/edit`, { ...fields('draf-satu'), version: String(again.version), intent: 'draft' })).toBe(
      'Blog dikembalikan ke draf dan tidak tampil lagi di situs.',
    )
  })

  it('says when a scheduled item goes out, and to how many; saved again, that it stays scheduled', async () => {
    expect(await noticeAfter('/dashboard/blogs/create', { ...fields('terjadwal', { publishedAt: '2026-12-01T09:00' }), intent: 'publish' })).toBe(
      'Blog dijadwalkan terbit pada 1 Des 2026 pukul 09.00 WIB. Peringatan klien akan dikirim ke 3 pelanggan saat terbit.',
    )
    const scheduled = await stored('terjadwal')
    expect(await noticeAfter(`/dashboard/blogs/${scheduled.id}/edit`, { ...fields('terjadwal', { publishedAt: '2026-12-01T09:00', sendAlert: 'no' }), version: String(scheduled.version), intent: 'publish' })).toBe(
      'Blog tersimpan dan tetap dijadwalkan terbit pada 1 Des 2026 pukul 09.00 WIB.',
    )
  })

  it('says why Otomatis sent nothing, and to how many it would have gone', async () => {
    expect(await noticeAfter('/dashboard/blogs/create', { ...fields('berita', { categoryId: quiet }), intent: 'publish' })).toBe(
      'Blog diterbitkan dan tampil di situs. Tidak dikirim sebagai peringatan klien ke 3 pelanggan yang minatnya cocok: pada pilihan Otomatis, kategorinya tidak dipilih di Pengaturan Situs.',
    )
    expect(await backend.content.get('alerts', `blogs-${(await stored('berita')).id}`)).toBeNull()
    // Chosen Ya: it goes.
    expect(await noticeAfter('/dashboard/blogs/create', { ...fields('berita-ya', { categoryId: quiet, sendAlert: 'yes' }), intent: 'publish' })).toBe(
      'Blog diterbitkan dan tampil di situs. Peringatan klien dikirim ke 3 pelanggan.',
    )
  })
})

describe('the notice after Hapus and in Sampah', () => {
  it('says the item went to Sampah, then that it was restored, never that it was deleted', async () => {
    const post = await stored('berita-ya')
    expect(await noticeAfter(`/dashboard/blogs/${post.id}/delete`, { version: String(post.version) })).toBe('Blog dipindahkan ke Sampah.')
    const [entry] = await backend.content.query('trash')
    expect(await noticeAfter(`/dashboard/trash/${entry!.id}/restore`, {})).toBe('Blog dipulihkan dari Sampah.')
    const restored = await stored('berita-ya')
    await postForm(app, `/dashboard/blogs/${restored.id}/delete`, { version: String(restored.version) }, cookie)
    const [again] = await backend.content.query('trash')
    expect(await noticeAfter(`/dashboard/trash/${again!.id}/purge`, {})).toBe('Blog dihapus permanen.')
  })
})

describe('the post form', () => {
  const plan = async (path: string) => {
    const html = await (await app.request(`${TEST_ORIGIN}${path}`, { headers: { cookie } })).text()
    return (/<p class="alert-plan[^"]*"[^>]*>(.*?)<\/p>/.exec(html)?.[1] ?? '').replace(/<!-- -->/g, '').replace(/&quot;/g, '"')
  }

  it('says what Kirim sebagai peringatan klien will do for the item, and to how many subscribers', async () => {
    const draft = await noticeAfter('/dashboard/blogs/create', { ...fields('rencana', { categoryId: quiet }), intent: 'draft' })
    expect(draft).toMatch(/draf/)
    const item = await stored('rencana')
    expect(await plan(`/dashboard/blogs/${item.id}/edit`)).toBe(
      'Tidak akan dikirim: kategori “Berita Firma” tidak termasuk kategori yang dikirim otomatis di Pengaturan Situs. Pilih “Ya, kirim saat terbit” untuk mengirimnya ke 3 pelanggan yang minatnya cocok saat ini (3 Bahasa Indonesia). <a href="/dashboard/settings#settings-peringatan">Atur kategori di Pengaturan Situs</a>',
    )
    const published = await stored('draf-satu')
    expect(await plan(`/dashboard/blogs/${published.id}/edit`)).toBe('Sudah dikirim sebagai peringatan klien ke 3 pelanggan; item ini tidak dikirim lagi.')
    expect(await plan('/dashboard/blogs/create')).toMatch(/^Pilih kategorinya|^Kategori “Analisis Hukum” dikirim otomatis/)
  })
})
