/**
 * Drafts of blogs and publications: Simpan draf keeps a post off every public read,
 * Terbitkan publishes it (now, or at its date), Kembalikan ke draf takes it off at once, and
 * Pratinjau shows a draft, or the form's unsaved text, as visitors would see it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Blog } from '../../../../shared/schemas/types'
import type { App } from '../../app'
import { fixtures, tinyJpeg } from '../../testing/fixtures'
import { formBody, type FormBody } from '../../testing/form-bodies'
import { postForm, signIn, TEST_ORIGIN } from '../../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../../testing/test-backend'

const DAY = 86_400_000
const BODY = '<p>Mahkamah Konstitusi memerintahkan pembentuk undang-undang menyusun aturan ketenagakerjaan yang baru, dan putusan ini mengubah perjanjian kerja waktu tertentu.</p>'

let clock: TestClock
let backend: TestBackend
let app: App
let cookie: string
let categoryId: string
let cover: string

beforeAll(async () => {
  clock = new TestClock() // 2026-06-15T03:00Z
  backend = createTestBackend({ now: clock.now })
  app = createTestApp(backend, { now: clock.now })
  await backend.identity.createStaff({ email: 'editor@example.test', password: 'kata-sandi-editor', displayName: 'Editor Konten', role: 'editor' })
  cookie = await signIn(app, 'editor@example.test', 'kata-sandi-editor')
  const f = fixtures(backend)
  categoryId = (await f.category('Analisis Hukum')).id
  // Another published post keeps the public lists non-empty, so an absence means something.
  await f.blog({ title: 'Catatan yang sudah lama terbit', categoryId, publishedAt: new Date(clock.time.getTime() - 9 * DAY).toISOString() })
  const res = await app.request(`${TEST_ORIGIN}/dashboard/uploads/blog_images`, {
    method: 'POST',
    headers: { origin: TEST_ORIGIN, cookie, 'content-type': 'application/octet-stream', 'x-file-name': 'sampul.jpg' },
    body: new Uint8Array(await tinyJpeg()),
  })
  cover = ((await res.json()) as { file: { path: string } }).file.path
})
afterAll(() => backend.cleanup())

function fields(overrides: FormBody = {}): FormBody {
  return formBody('blogs', { title: 'Draf putusan MK tentang PKWT', slug: 'draf-putusan-mk', content: BODY, categoryId, publishedAt: '', cover, ...overrides })
}

async function page(path: string, withCookie = false) {
  const res = await app.request(`${TEST_ORIGIN}${path}`, withCookie ? { headers: { cookie } } : {})
  return { status: res.status, headers: res.headers, html: await res.text() }
}

const stored = async (slug: string) => (await backend.content.query('blogs', { where: [{ field: 'slug', op: '==', value: slug }] }))[0] as Blog

/** Every public place a post shows: its page, the list, the feed, the sitemap, search. */
async function publicPlaces(slug: string, title: string) {
  const [detail, list, feed, sitemap, search] = await Promise.all([
    page(`/blogs/${slug}`),
    page('/blogs'),
    page('/blogs/feed.xml'),
    page('/sitemap.xml'),
    page(`/search?q=${encodeURIComponent('PKWT putusan')}`),
  ])
  return {
    detail: detail.status,
    list: list.html.includes(title),
    feed: feed.html.includes(`/blogs/${slug}`),
    sitemap: sitemap.html.includes(`/blogs/${slug}`),
    // Titles in results carry highlight marks.
    search: search.html.replace(/<[^>]+>/g, '').includes(title),
  }
}

describe('a draft', () => {
  it('is saved with no date required, public nowhere, listed as Draf for staff', async () => {
    const res = await postForm(app, '/dashboard/blogs/create', { ...fields(), intent: 'draft' }, cookie)
    expect(res.status).toBe(303)
    const draft = await stored('draf-putusan-mk')
    expect(draft.publishedAt).toBeNull()
    expect(draft.plannedAt).toBeNull()
    expect(await publicPlaces('draf-putusan-mk', 'Draf putusan MK tentang PKWT')).toEqual({ detail: 404, list: false, feed: false, sitemap: false, search: false })
    const list = await page('/dashboard/blogs?status=draft', true)
    expect(list.html).toContain('Draf putusan MK tentang PKWT')
    expect(list.html).toContain('<span class="status-badge status-draft">Draf</span>')
    expect(list.html).not.toContain('Catatan yang sudah lama terbit')
    expect((await page('/dashboard/blogs?status=published', true)).html).not.toContain('Draf putusan MK tentang PKWT')
    // Its edit form offers publishing, and says where it stands.
    const form = await page(`/dashboard/blogs/${draft.id}/edit`, true)
    expect(form.html).toMatch(/>Simpan draf<\/button><button type="submit" value="publish" class="btn btn-primary" name="intent">Terbitkan<\/button>/)
    expect(form.html).toContain('<span class="badge status-badge status-draft" title="Status saat ini">Draf</span>')
  })

  it('keeps the date typed for it, and stays a draft when saved without a button (Enter on an old form)', async () => {
    const draft = await stored('draf-putusan-mk')
    const res = await postForm(app, `/dashboard/blogs/${draft.id}/edit`, { ...fields({ publishedAt: '2026-06-20T09:00' }), version: String(draft.version) }, cookie)
    expect(res.status).toBe(303)
    const saved = await stored('draf-putusan-mk')
    expect(saved.publishedAt).toBeNull()
    expect(saved.plannedAt).toBe('2026-06-20T02:00:00.000Z')
    // The form shows the planned date back.
    expect((await page(`/dashboard/blogs/${draft.id}/edit`, true)).html).toContain('name="publishedAt" value="2026-06-20T09:00"')
  })

  it('previews as visitors will see it, staff only, never cached or indexed', async () => {
    const draft = await stored('draf-putusan-mk')
    const preview = await page(`/dashboard/blogs/${draft.id}/preview`, true)
    expect(preview.status).toBe(200)
    expect(preview.headers.get('cache-control')).toBe('private, no-store')
    expect(preview.html).toContain('<meta name="robots" content="noindex')
    expect(preview.html).toContain('Draf: belum tampil untuk pengunjung.')
    expect(preview.html).toContain('<h1>Draf putusan MK tentang PKWT</h1>')
    // Dated as it would be: by its planned date.
    expect(preview.html).toContain('dateTime="2026-06-20"')
    expect((await page(`/dashboard/blogs/${draft.id}/preview`)).status).not.toBe(200)
  })

  it('is published by Terbitkan with an empty date: now, and shows at once', async () => {
    const draft = await stored('draf-putusan-mk')
    const before = await page('/blogs') // cached
    expect(before.html).not.toContain('Draf putusan MK tentang PKWT')
    const res = await postForm(app, `/dashboard/blogs/${draft.id}/edit`, { ...fields(), version: String(draft.version), intent: 'publish' }, cookie)
    expect(res.status).toBe(303)
    const published = await stored('draf-putusan-mk')
    expect(published.publishedAt).toBe(clock.time.toISOString())
    expect(published.plannedAt).toBeNull()
    expect(await publicPlaces('draf-putusan-mk', 'Draf putusan MK tentang PKWT')).toEqual({ detail: 200, list: true, feed: true, sitemap: true, search: true })
    const form = await page(`/dashboard/blogs/${draft.id}/edit`, true)
    expect(form.html).toMatch(/<div class="form-actions"><button type="submit" value="publish" class="btn btn-primary" name="intent">Simpan<\/button><button type="submit" value="draft" class="btn btn-quiet" name="intent">Kembalikan ke draf<\/button>/)
  })

  it('is taken off the site at once by Kembalikan ke draf, keeping its date for a later Terbitkan', async () => {
    const post = await stored('draf-putusan-mk')
    const date = post.publishedAt
    const res = await postForm(app, `/dashboard/blogs/${post.id}/edit`, { ...fields({ publishedAt: '2026-06-15T10:00' }), version: String(post.version), intent: 'draft' }, cookie)
    expect(res.status).toBe(303)
    const back = await stored('draf-putusan-mk')
    expect(back.publishedAt).toBeNull()
    expect(back.plannedAt).toBe(date)
    expect(await publicPlaces('draf-putusan-mk', 'Draf putusan MK tentang PKWT')).toEqual({ detail: 404, list: false, feed: false, sitemap: false, search: false })
  })

  it('is scheduled by Terbitkan with a date ahead: Terjadwal, public on that date', async () => {
    const post = await stored('draf-putusan-mk')
    await postForm(app, `/dashboard/blogs/${post.id}/edit`, { ...fields({ publishedAt: '2026-06-17T08:00' }), version: String(post.version), intent: 'publish' }, cookie)
    expect((await page('/dashboard/blogs?status=scheduled', true)).html).toContain('<span class="status-badge status-scheduled">Terjadwal</span>')
    expect((await page('/blogs/draf-putusan-mk')).status).toBe(404)
    clock.time = new Date(clock.time.getTime() + 3 * DAY)
    expect((await page('/blogs/draf-putusan-mk')).status).toBe(200)
  })
})

describe('Pratinjau of the unsaved form', () => {
  // The clock moved days ahead above: a fresh session.
  beforeAll(async () => {
    cookie = await signIn(app, 'editor@example.test', 'kata-sandi-editor')
  })

  it('shows what was typed, sanitized, as the page would be, and writes nothing', async () => {
    const count = await backend.content.count('blogs')
    const res = await postForm(
      app,
      '/dashboard/blogs/preview',
      fields({ title: 'Judul yang belum disimpan', slug: 'belum-disimpan', content: '<p>Isi yang masih ditulis<script>alert(1)</script></p>', publishedAt: '2026-07-01T08:00' }),
      cookie,
    )
    const html = await res.text()
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(html).toContain('Belum disimpan: beginilah isian formulir ini tampil')
    expect(html).toContain('<h1>Judul yang belum disimpan</h1>')
    expect(html).toContain('Isi yang masih ditulis')
    expect(html).not.toContain('alert(1)')
    expect(html).toContain('dateTime="2026-07-01"')
    expect(await backend.content.count('blogs')).toBe(count)
  })

  it('shows a half-written post too (no title, no category, content too short)', async () => {
    const res = await postForm(app, '/dashboard/blogs/preview', { title: '', content: '<p>Baru</p>', categoryId: 'tidak-ada', cover: '../../etc/passwd' }, cookie)
    const html = await res.text()
    expect(res.status).toBe(200)
    expect(html).toContain('<h1>(Tanpa judul)</h1>')
    expect(html).not.toContain('passwd')
    // Control characters a save would refuse never reach the page.
    const controls = await (await postForm(app, '/dashboard/blogs/preview', { title: 'Judul\u0000 dengan\u0007 kontrol' }, cookie)).text()
    expect(controls).toContain('<h1>Judul dengan kontrol</h1>')
  })

  it('is for signed-in staff only, from this site only', async () => {
    const anonymous = await app.request(`${TEST_ORIGIN}/dashboard/blogs/preview`, { method: 'POST', headers: { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' }, body: 'title=x' })
    expect(anonymous.status).not.toBe(200)
    const foreign = await app.request(`${TEST_ORIGIN}/dashboard/blogs/preview`, { method: 'POST', headers: { origin: 'https://evil.example', cookie, 'content-type': 'application/x-www-form-urlencoded' }, body: 'title=x' })
    expect(foreign.status).toBe(403)
  })
})
