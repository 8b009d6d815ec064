import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { MSG } from '../../../../shared/schemas/messages'
import { DASHBOARD_PER_PAGE } from '../../../../shared/schemas/limits'
import type { Blog } from '../../../../shared/schemas/types'
import { fixtures, tinyJpeg, tinyPdf } from '../../testing/fixtures'
import { formBody, type FormBody } from '../../testing/form-bodies'
import { formHeaders, postForm, signIn, TEST_ORIGIN } from '../../testing/staff-session'
import { createTestApp, createTestBackend, TestClock } from '../../testing/test-backend'
import { FORM_BODY_LIMIT } from '../../routes/dashboard/index'
import { deriveExcerpt } from './data'
import { POST_GONE } from './save'
import { purgeFromTrash } from '../../trash/trash-item'

const DAY = 86_400_000
const BODY_TEXT =
  'Mahkamah Konstitusi memerintahkan pembentuk undang-undang menyusun aturan ketenagakerjaan yang baru. Putusan ini mengubah cara perusahaan menyusun perjanjian kerja waktu tertentu.'

/** A signed-in site with categories, tags and attorneys, on its own data folder. */
async function createSite() {
  const clock = new TestClock() // 2026-06-15T03:00Z, 10:00 in Jakarta
  const backend = createTestBackend({ now: clock.now })
  const app = createTestApp(backend, { now: clock.now })
  await backend.identity.createStaff({ email: 'editor@example.test', password: 'kata-sandi-editor', displayName: 'Editor Konten', role: 'editor' })
  const cookie = await signIn(app, 'editor@example.test', 'kata-sandi-editor')
  const f = fixtures(backend)
  const categories = { analysis: await f.category('Analisis Hukum'), news: await f.category('Berita Firma') }
  const tags = { tax: await f.tag('Pajak'), labour: await f.tag('Ketenagakerjaan') }
  const authors = { budi: await f.profile({ name: 'Budi Santoso', position: 'Partner' }) }
  return { clock, backend, app, cookie, f, categories, tags, authors }
}
type Site = Awaited<ReturnType<typeof createSite>>

async function get(site: Site, path: string) {
  const res = await site.app.request(`${TEST_ORIGIN}${path}`, { headers: { cookie: site.cookie } })
  return { res, html: await res.text() }
}

/** What a reader sees: tags and React's text separators removed, entities of quotes decoded. */
function textOf(html: string): string {
  return html
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
}

/** Uploads bytes as the browser's upload field does and returns the stored path. */
async function upload(site: Site, folder: string, bytes: Uint8Array, name: string): Promise<string> {
  const res = await site.app.request(`${TEST_ORIGIN}/dashboard/uploads/${folder}`, {
    method: 'POST',
    headers: { origin: TEST_ORIGIN, cookie: site.cookie, 'content-type': 'application/octet-stream', 'x-file-name': name },
    body: new Uint8Array(bytes),
  })
  const body = (await res.json()) as { file?: { path: string }; error?: string }
  if (res.status !== 201 || !body.file) throw new Error(`upload failed: ${res.status} ${body.error}`)
  return body.file.path
}

/** A valid blog form (functions/src/testing/form-bodies.ts) with this test's values. */
function blogFields(site: Site, cover: string, overrides: FormBody = {}): FormBody {
  return formBody('blogs', {
    title: 'Putusan MK tentang ketenagakerjaan',
    slug: 'putusan-mk-ketenagakerjaan',
    content: `<h2>Latar belakang</h2><p>${BODY_TEXT}</p><ul><li><p>PKWT</p></li></ul>`,
    categoryId: site.categories.analysis.id,
    tagIds: [site.tags.labour.id],
    authorIds: [site.authors.budi.id],
    publishedAt: '2026-06-14T08:00',
    cover,
    ...overrides,
  })
}

describe('the list', () => {
  let site: Site
  const titles: string[] = []
  let scheduled: Blog

  beforeAll(async () => {
    site = await createSite()
    for (let i = 1; i <= DASHBOARD_PER_PAGE + 3; i++) {
      const title = `Catatan kepatuhan nomor ${String(i).padStart(2, '0')}`
      titles.push(title)
      await site.f.blog({
        title,
        categoryId: i % 2 ? site.categories.analysis.id : site.categories.news.id,
        publishedAt: new Date(site.clock.time.getTime() - (40 - i) * DAY).toISOString(),
      })
    }
    await site.f.blog({ title: 'Pérusahaan Terbuka dan Saham Treasuri', slug: 'perusahaan-terbuka', categoryId: site.categories.news.id, publishedAt: new Date(site.clock.time.getTime() - 50 * DAY).toISOString() })
    scheduled = await site.f.blog({ title: 'Rencana aturan yang dijadwalkan', categoryId: site.categories.news.id, publishedAt: new Date(site.clock.time.getTime() + 3 * DAY).toISOString() })
  })
  afterAll(() => site.backend.cleanup())

  it('shows the newest first, one page at a time, with a create button', async () => {
    const { res, html } = await get(site, '/dashboard/blogs')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(html).toContain('<h1>Blog</h1>')
    expect(html).toMatch(/<a class="btn btn-primary" href="\/dashboard\/blogs\/create">Buat blog<\/a>/)
    expect(html.match(/<tr>/g)?.length).toBe(DASHBOARD_PER_PAGE + 1) // header row + one page
    expect(html.indexOf(scheduled.title)).toBeLessThan(html.indexOf(titles.at(-1)!))
    expect(html.indexOf(titles.at(-1)!)).toBeLessThan(html.indexOf(titles.at(-2)!))
    expect(html).not.toContain(titles[0])
    expect(textOf(html)).toContain('Halaman 1 dari 2')
    expect(html).toContain('href="/dashboard/blogs?page=2"')
    const second = await get(site, '/dashboard/blogs?page=2')
    expect(second.html).toContain(titles[0])
    expect(second.html).toContain('Pérusahaan Terbuka')
  })

  it('marks scheduled items and links only published ones to the site', async () => {
    const { html } = await get(site, '/dashboard/blogs')
    const rows = html.split('<tr>').slice(2)
    const scheduledRow = rows.find((row) => row.includes(scheduled.title))!
    expect(scheduledRow).toContain('status-scheduled">Terjadwal</span>')
    expect(scheduledRow).not.toContain('Lihat di situs')
    expect(scheduledRow).toMatch(new RegExp(`href="/dashboard/blogs/${scheduled.id}/preview"[^>]*>Pratinjau<`))
    expect(scheduledRow).toContain(`href="/dashboard/blogs/${scheduled.id}/edit"`)
    const publishedRow = rows.find((row) => row.includes(titles.at(-1)!))!
    expect(publishedRow).toContain('status-published">Terbit</span>')
    expect(publishedRow).toMatch(/href="\/blogs\/catatan-kepatuhan-nomor-23"[^>]*>Lihat di situs</)
    expect(publishedRow).not.toContain('Pratinjau')
    expect(publishedRow).toMatch(/>Ubah<\/a>/)
    expect(publishedRow).toMatch(/>Hapus<\/button>/)
    expect(publishedRow).toContain('<dialog class="confirm-dialog"')
  })

  it('searches titles whatever the case and diacritics', async () => {
    for (const q of ['perusahaan', 'PERUSAHAAN', 'pérusahaan', 'terbuka dan']) {
      const { html } = await get(site, `/dashboard/blogs?q=${encodeURIComponent(q)}`)
      expect(html, q).toContain('Pérusahaan Terbuka dan Saham Treasuri')
      expect(html, q).not.toContain(titles[0])
      expect(textOf(html), q).toContain(`1 dari ${titles.length + 2} blog`)
    }
    const none = await get(site, '/dashboard/blogs?q=kontrak+pintar')
    expect(none.res.status).toBe(200)
    expect(textOf(none.html)).toContain('Tidak ada blog dengan judul yang memuat “kontrak pintar”. Tampilkan semua blog.')
    expect(none.html).toContain('value="kontrak pintar"')
  })

  it('filters by category and sorts by date', async () => {
    const { html } = await get(site, `/dashboard/blogs?category=${site.categories.analysis.id}`)
    expect(html).toContain(titles[0])
    expect(html).not.toContain(titles[1])
    expect(html).not.toContain('Pérusahaan')
    const oldest = await get(site, '/dashboard/blogs?sort=oldest')
    expect(oldest.html.indexOf('Pérusahaan')).toBeLessThan(oldest.html.indexOf(titles[0]!))
    expect(oldest.html).not.toContain(scheduled.title)
    const combined = await get(site, `/dashboard/blogs?category=${site.categories.news.id}&q=rencana&sort=oldest`)
    expect(combined.html).toContain(scheduled.title)
    expect(combined.html.match(/<tr>/g)?.length).toBe(2)
  })

  it('shrugs off odd query values', async () => {
    for (const query of ['page=abc', 'page=-3', 'page=999', 'sort=sideways', 'category=tidak-ada', `q=${'x'.repeat(5000)}`]) {
      expect((await get(site, `/dashboard/blogs?${query}`)).res.status, query).toBe(200)
    }
    expect(textOf((await get(site, '/dashboard/blogs?page=999')).html)).toContain('Halaman 2 dari 2')
  })

  it('says when there is nothing yet', async () => {
    const { html } = await get(site, '/dashboard/publications')
    expect(textOf(html)).toContain('Belum ada publikasi. Buat publikasi')
    expect(html).toMatch(/<div class="empty">.*href="\/dashboard\/publications\/create">Buat publikasi<\/a>/)
  })
})

describe('the form', () => {
  let site: Site
  beforeAll(async () => {
    site = await createSite()
  })
  afterAll(() => site.backend.cleanup())

  it('has every field with its visible label, undated (Terbitkan dates it), with the draft and publish buttons', async () => {
    const { res, html } = await get(site, '/dashboard/blogs/create')
    expect(res.status).toBe(200)
    expect(html).toContain('<h1>Buat blog</h1>')
    for (const label of ['Judul', 'Slug', 'Gambar sampul', 'Konten', 'Kategori', 'Tanggal publikasi', 'Ringkasan']) {
      expect(html, label).toMatch(new RegExp(`<label[^>]*>${label}(<span class="required"|</label>)`))
    }
    expect(html).toContain('<legend>Tag</legend>')
    expect(html).toContain('<legend>Penulis</legend>')
    expect(html).not.toContain('File publikasi')
    // Enter presses the first button: on a new item, the draft one.
    expect(html).toMatch(/<div class="form-actions"><button type="submit" value="draft" class="btn" name="intent">Simpan draf<\/button><button type="submit" value="publish" class="btn btn-primary" name="intent">Terbitkan<\/button>/)
    expect(html).toContain('formAction="/dashboard/blogs/preview" formTarget="_blank">Pratinjau</button>')
    expect(html).toContain('name="publishedAt" value=""')
    // The editor mounts in the browser; the server sends its frame, labelled, and the field it fills.
    expect(html).toMatch(/role="textbox" aria-multiline="true" aria-labelledby="post-form-content-label"/)
    expect(html).toContain('<input type="hidden" name="content" value=""/>')
    expect(html).toMatch(/<button type="button" class="editor-button" aria-label="Tebal" title="Tebal" aria-pressed="false" disabled=""/)
    expect(html).toContain('Budi Santoso')
    expect(html).toContain('>Pajak<')
    expect(html).not.toContain('name="version"')
  })

  it('adds the publication file for publications', async () => {
    const { html } = await get(site, '/dashboard/publications/create')
    expect(html).toContain('<h1>Buat publikasi</h1>')
    expect(html).toMatch(/<label[^>]*>File publikasi<span class="required"/)
  })

  it('answers 404 for an unknown item', async () => {
    expect((await get(site, '/dashboard/blogs/tidak-ada/edit')).res.status).toBe(404)
    const res = await postForm(site.app, '/dashboard/blogs/tidak-ada/edit', { title: 'x' }, site.cookie)
    expect(res.status).toBe(404)
  })
})

describe('creating and editing', () => {
  let site: Site
  let cover: string
  beforeAll(async () => {
    site = await createSite()
    cover = await upload(site, 'blog_images', await tinyJpeg(), 'sampul.jpg')
  })
  afterAll(() => site.backend.cleanup())

  it('creates a blog with an uploaded cover, which the public site shows at once', async () => {
    const before = await site.app.request('/blogs')
    expect(await before.text()).not.toContain('Putusan MK tentang ketenagakerjaan')
    const res = await postForm(site.app, '/dashboard/blogs/create', blogFields(site, cover), site.cookie)
    expect(res.status).toBe(303)
    // Published by this save; no subscriber yet, so nothing said of a client alert.
    expect(res.headers.get('location')).toBe('/dashboard/blogs?notice=item-published&notice-of=blogs')
    const [blog] = await site.backend.content.query('blogs', { where: [{ field: 'slug', op: '==', value: 'putusan-mk-ketenagakerjaan' }] })
    expect(blog).toMatchObject({
      title: 'Putusan MK tentang ketenagakerjaan',
      categoryId: site.categories.analysis.id,
      tagIds: [site.tags.labour.id],
      authorIds: [site.authors.budi.id],
      publishedAt: '2026-06-14T01:00:00.000Z',
      cover: { path: cover, contentType: 'image/jpeg', width: 64, height: 36 },
    })
    expect(blog!.excerpt).toBe(deriveExcerpt(`Latar belakang ${BODY_TEXT} PKWT`))
    expect(blog!.excerpt.length).toBeLessThanOrEqual(181)
    expect(blog!.excerpt.endsWith('…')).toBe(true)
    const list = await site.app.request('/blogs')
    expect(await list.text()).toContain('Putusan MK tentang ketenagakerjaan')
    const page = await site.app.request('/blogs/putusan-mk-ketenagakerjaan')
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<h2 id="latar-belakang">Latar belakang</h2>')
    const notice = await get(site, '/dashboard/blogs?notice=item-published&notice-of=blogs')
    expect(notice.html).toContain('Blog diterbitkan dan tampil di situs.')
  })

  it('creates a publication with its cover and PDF', async () => {
    const pubCover = await upload(site, 'publication_images', await tinyJpeg(), 'sampul.jpg')
    const pdf = await upload(site, 'publications', await tinyPdf(), 'buletin.pdf')
    const res = await postForm(
      site.app,
      '/dashboard/publications/create',
      { ...blogFields(site, pubCover), title: 'Buletin hukum edisi Juni', slug: 'buletin-juni', file: pdf, fileName: 'Buletin Hukum Juni.pdf', excerpt: 'Ringkasan buatan penulis.' },
      site.cookie,
    )
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/dashboard/publications?notice=item-published&notice-of=publications')
    const [publication] = await site.backend.content.query('publications', { where: [{ field: 'slug', op: '==', value: 'buletin-juni' }] })
    expect(publication!.file).toMatchObject({ path: pdf, contentType: 'application/pdf', originalName: 'Buletin Hukum Juni.pdf' })
    // The edit form names the file as the user knows it, not by its stored name.
    const edit = await site.app.request(`/dashboard/publications/${publication!.id}/edit`, { headers: { cookie: site.cookie } })
    expect(await edit.text()).toContain('<span>Buletin Hukum Juni.pdf<span class="muted"> · ')
    expect(publication!.excerpt).toBe('Ringkasan buatan penulis.')
    expect(await (await site.app.request('/publications')).text()).toContain('Buletin hukum edisi Juni')
  })

  it('edits with the version it was loaded at, keeping the cover', async () => {
    const [blog] = await site.backend.content.query('blogs', { where: [{ field: 'slug', op: '==', value: 'putusan-mk-ketenagakerjaan' }] })
    const { html } = await get(site, `/dashboard/blogs/${blog!.id}/edit`)
    expect(html).toContain('<h1>Ubah blog</h1>')
    expect(html).toContain(`<input type="hidden" name="version" value="${blog!.version}"/>`)
    expect(html).toContain('value="Putusan MK tentang ketenagakerjaan"')
    expect(html).toContain('name="publishedAt" value="2026-06-14T08:00"')
    expect(html).toContain(`name="cover" value="${cover}"`)
    expect(html).toContain('href="/blogs/putusan-mk-ketenagakerjaan"')
    // The derived excerpt shows as empty, so it follows the content when that changes.
    expect(html).toMatch(/<textarea id="post-form-excerpt"[^>]*><\/textarea>/)
    const content = `<p>Isi yang diperbarui. ${BODY_TEXT}</p>`
    const res = await postForm(
      site.app,
      `/dashboard/blogs/${blog!.id}/edit`,
      blogFields(site, cover, { title: 'Putusan MK tentang ketenagakerjaan (diperbarui)', version: String(blog!.version), tagIds: [], content }),
      site.cookie,
    )
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/dashboard/blogs?notice=blog-saved')
    const saved = await site.backend.content.get('blogs', blog!.id)
    expect(saved).toMatchObject({ title: 'Putusan MK tentang ketenagakerjaan (diperbarui)', version: blog!.version + 1, tagIds: [], cover: blog!.cover })
    expect(saved!.updatedBy).not.toBe('test')
    expect(saved!.excerpt.startsWith('Isi yang diperbarui. Mahkamah')).toBe(true)
  })

  it('drops tags and authors that no longer exist', async () => {
    const res = await postForm(
      site.app,
      '/dashboard/blogs/create',
      blogFields(site, cover, { slug: 'tag-hilang', tagIds: ['tidak-ada', site.tags.tax.id], authorIds: ['hilang'] }),
      site.cookie,
    )
    expect(res.status).toBe(303)
    const [blog] = await site.backend.content.query('blogs', { where: [{ field: 'slug', op: '==', value: 'tag-hilang' }] })
    expect(blog).toMatchObject({ tagIds: [site.tags.tax.id], authorIds: [] })
  })
})

describe('what the browser would have caught, the server refuses too', () => {
  let site: Site
  let cover: string
  let pubCover: string
  let pdf: string
  beforeAll(async () => {
    site = await createSite()
    cover = await upload(site, 'blog_images', await tinyJpeg(), 'sampul.jpg')
    pubCover = await upload(site, 'publication_images', await tinyJpeg(), 'sampul.jpg')
    pdf = await upload(site, 'publications', await tinyPdf(), 'buletin.pdf')
    await site.backend.files.put('publications/bukan-pdf.pdf', await tinyJpeg(), 'application/pdf')
  })
  afterAll(() => site.backend.cleanup())

  const BLOG_CASES: [string, Record<string, string | string[]>, string, string][] = [
    ['a 9-character title', { title: 'Sembilan.' }, 'title', MSG.titleMin],
    ['a 201-character title', { title: 'a'.repeat(201) }, 'title', MSG.titleMax],
    ['a missing title', { title: '' }, 'title', MSG.titleMin],
    ['a slug with a double hyphen', { slug: 'putusan--mk' }, 'slug', MSG.slug],
    ['an uppercase slug', { slug: 'Putusan-MK' }, 'slug', MSG.slug],
    ['a slug with a leading hyphen', { slug: '-putusan' }, 'slug', MSG.slug],
    ['a missing slug', { slug: '' }, 'slug', MSG.slugRequired],
    ['99 visible characters of content', { content: `<p>${'x'.repeat(99)}</p>` }, 'content', MSG.contentMin],
    ['content that is long only in markup', { content: `<p><script>${'x'.repeat(200)}</script>kurang</p><img src=x onerror="${'y'.repeat(100)}">` }, 'content', MSG.contentMin],
    ['no category', { categoryId: '' }, 'categoryId', MSG.categoryRequired],
    ['an unknown category', { categoryId: 'tidak-ada' }, 'categoryId', MSG.categoryRequired],
    ['no cover', { cover: '' }, 'cover', MSG.coverRequired],
    ['a cover from another folder', { cover: 'profile_pictures/orang.jpg' }, 'cover', MSG.uploadOtherFolder],
    ['a cover path that climbs out', { cover: 'blog_images/../cv/x.pdf' }, 'cover', MSG.coverRequired],
    ['a cover that was never uploaded', { cover: 'blog_images/tidak-ada.jpg' }, 'cover', 'File tidak ditemukan. Unggah ulang file.'],
    ['a date that is not a date', { publishedAt: 'besok pagi' }, 'publishedAt', MSG.publishedDate],
    ['a day that does not exist', { publishedAt: '2026-02-30T08:00' }, 'publishedAt', MSG.publishedDate],
    ['a date that is not one', { publishedAt: 'kemarin' }, 'publishedAt', MSG.publishedDate],
    ['an excerpt past its limit', { excerpt: 'r'.repeat(301) }, 'excerpt', 'Ringkasan maksimal 300 karakter'],
  ]

  it.each(BLOG_CASES)('%s → 400 with the message at its field, nothing written', async (_name, overrides, field, message) => {
    const res = await postForm(site.app, '/dashboard/blogs/create', blogFields(site, cover, overrides), site.cookie)
    const html = await res.text()
    expect(res.status).toBe(400)
    expect(html).toMatch(new RegExp(`<div class="field-error" id="post-form-${field}-error" aria-live="polite"><p>${escapeRegExp(message)}</p></div>`))
    expect(await site.backend.content.count('blogs')).toBe(0)
    // The rest of what was typed is still in the form.
    if (field !== 'title') expect(html).toContain(`value="${blogFields(site, cover).title}"`)
  })

  it.each([
    ['no publication file', { file: '' }, MSG.publicationRequired],
    ['a publication file from another folder', { file: 'cv/riwayat.pdf' }, MSG.uploadOtherFolder],
    ['a publication file that is not a PDF', { file: 'publications/bukan-pdf.pdf' }, MSG.publicationType],
  ])('%s → 400 at File publikasi', async (_name, overrides, message) => {
    const res = await postForm(site.app, '/dashboard/publications/create', Object.assign(blogFields(site, pubCover), { file: pdf }, overrides), site.cookie)
    expect(res.status).toBe(400)
    expect(await res.text()).toContain(`<div class="field-error" id="post-form-file-error" aria-live="polite"><p>${message}</p></div>`)
    expect(await site.backend.content.count('publications')).toBe(0)
  })

  it('keeps the uploaded cover in a refused form, with its preview', async () => {
    const res = await postForm(site.app, '/dashboard/blogs/create', blogFields(site, cover, { title: 'pendek' }), site.cookie)
    const html = await res.text()
    expect(html).toContain(`name="cover" value="${cover}"`)
    expect(html).toContain(`src="/media/${cover}"`)
  })

  it('never answers 500 to a form that is not one, or too big', async () => {
    const json = await site.app.request(`${TEST_ORIGIN}/dashboard/blogs/create`, {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, cookie: site.cookie, 'content-type': 'multipart/form-data; boundary=rusak' },
      body: '--rusak\r\nbukan form',
    })
    expect(json.status).toBe(400)
    const huge = await postForm(site.app, '/dashboard/blogs/create', blogFields(site, cover, { content: 'x'.repeat(FORM_BODY_LIMIT + 1) }), site.cookie)
    expect(huge.status).toBe(413)
    const empty = await postForm(site.app, '/dashboard/blogs/create', {}, site.cookie)
    expect(empty.status).toBe(400)
    expect(await site.backend.content.count('blogs')).toBe(0)
    // A field browsers never repeat counts once: the first value (form-helpers.ts readForm).
    const repeated = await postForm(site.app, '/dashboard/blogs/create', { ...blogFields(site, cover), title: ['Dua judul sekaligus', 'Judul yang kedua'] }, site.cookie)
    expect(repeated.status).toBe(303)
    expect((await site.backend.content.query('blogs')).map((b) => b.title)).toEqual(['Dua judul sekaligus'])
  })
})

describe('slugs are unique per collection', () => {
  let site: Site
  let cover: string
  let existing: Blog
  beforeAll(async () => {
    site = await createSite()
    cover = await upload(site, 'blog_images', await tinyJpeg(), 'sampul.jpg')
    existing = await site.f.blog({ title: 'Tulisan yang sudah ada', slug: 'sudah-ada', categoryId: site.categories.news.id, publishedAt: '2026-06-01T01:00:00.000Z' })
  })
  afterAll(() => site.backend.cleanup())

  it('refuses a taken slug next to the Slug field', async () => {
    const res = await postForm(site.app, '/dashboard/blogs/create', blogFields(site, cover, { slug: 'sudah-ada' }), site.cookie)
    const html = await res.text()
    expect(res.status).toBe(409)
    expect(html).toContain(`<div class="field-error" id="post-form-slug-error" aria-live="polite"><p>${MSG.slugTaken}</p></div>`)
    expect(html).toContain('value="sudah-ada"')
    expect(await site.backend.content.count('blogs')).toBe(1)
  })

  it('refuses it also when another save took it between the check and the write', async () => {
    const spy = vi.spyOn(site.backend.content, 'query').mockResolvedValueOnce([])
    const res = await postForm(site.app, '/dashboard/blogs/create', blogFields(site, cover, { slug: 'sudah-ada' }), site.cookie)
    spy.mockRestore()
    expect(res.status).toBe(409)
    expect(await res.text()).toContain(MSG.slugTaken)
    expect(await site.backend.content.count('blogs')).toBe(1)
  })

  it('lets an item keep its own slug, and a publication use a blog slug', async () => {
    const edit = await postForm(
      site.app,
      `/dashboard/blogs/${existing.id}/edit`,
      blogFields(site, existing.cover.path, { slug: 'sudah-ada', title: 'Tulisan yang sudah ada, diubah', version: String(existing.version) }),
      site.cookie,
    )
    expect(edit.status).toBe(303)
    const pubCover = await upload(site, 'publication_images', await tinyJpeg(), 'sampul.jpg')
    const pdf = await upload(site, 'publications', await tinyPdf(), 'x.pdf')
    const publication = await postForm(site.app, '/dashboard/publications/create', { ...blogFields(site, pubCover, { slug: 'sudah-ada' }), file: pdf }, site.cookie)
    expect(publication.status).toBe(303)
  })
})

describe('a stale version', () => {
  let site: Site
  let blog: Blog
  beforeAll(async () => {
    site = await createSite()
    blog = await site.f.blog({ title: 'Tulisan yang diedit dua orang', slug: 'diedit-dua-orang', categoryId: site.categories.news.id, publishedAt: '2026-06-01T01:00:00.000Z' })
  })
  afterAll(() => site.backend.cleanup())

  it('is refused with 409, the message, and everything the user typed still in the form', async () => {
    // Someone else saves first.
    const { id: _id, version: _v, createdAt: _c, updatedAt: _u, updatedBy: _b, ...data } = blog
    await site.backend.content.update('blogs', blog.id, { ...data, title: 'Judul dari rekan kerja' }, { actor: 'rekan', expectedVersion: blog.version })
    const mine = blogFields(site, blog.cover.path, {
      title: 'Judul baru dari saya sendiri',
      slug: 'judul-baru-saya',
      content: `<p>Isi yang saya tulis ulang dengan hati-hati. ${BODY_TEXT}</p>`,
      excerpt: 'Ringkasan saya',
      tagIds: [site.tags.tax.id],
      publishedAt: '2026-07-01T09:30',
      version: String(blog.version),
    })
    const res = await postForm(site.app, `/dashboard/blogs/${blog.id}/edit`, mine, site.cookie)
    const html = await res.text()
    expect(res.status).toBe(409)
    expect(html).toContain(`<p>${MSG.stale}</p>`)
    expect(html).toContain('value="Judul baru dari saya sendiri"')
    expect(html).toContain('value="judul-baru-saya"')
    expect(html).toContain('>Ringkasan saya</textarea>')
    expect(html).toContain('name="publishedAt" value="2026-07-01T09:30"')
    expect(html).toContain(`name="tagIds" checked="" value="${site.tags.tax.id}"`)
    expect(html).toContain('Isi yang saya tulis ulang dengan hati-hati.')
    // The form still carries the version it was loaded at: saving again is refused until a reload.
    expect(html).toContain(`<input type="hidden" name="version" value="${blog.version}"/>`)
    const stored = await site.backend.content.get('blogs', blog.id)
    expect(stored).toMatchObject({ title: 'Judul dari rekan kerja', version: blog.version + 1 })
  })

  it('says so when the item was deleted meanwhile', async () => {
    const gone = await site.f.blog({ title: 'Tulisan yang akan hilang', slug: 'akan-hilang', categoryId: site.categories.news.id, publishedAt: '2026-06-01T01:00:00.000Z' })
    // The route loads it, then it is deleted before the write.
    const spy = vi.spyOn(site.backend.content, 'get').mockResolvedValueOnce(gone)
    await site.backend.content.remove('blogs', gone.id, { actor: 'rekan' })
    const res = await postForm(site.app, `/dashboard/blogs/${gone.id}/edit`, blogFields(site, gone.cover.path, { slug: 'akan-hilang', version: String(gone.version) }), site.cookie)
    spy.mockRestore()
    expect(res.status).toBe(404)
    expect(await res.text()).toContain(POST_GONE)
  })
})

describe('stored HTML is sanitized', () => {
  let site: Site
  beforeAll(async () => {
    site = await createSite()
  })
  afterAll(() => site.backend.cleanup())

  const PAYLOADS = [
    '<script>alert("xss-script")</script>',
    '<img src=x onerror="alert(\'xss-img\')">',
    '<a href="javascript:alert(\'xss-js\')">tautan jahat</a>',
    '<svg onload="alert(\'xss-svg\')"><circle r="4"/></svg>',
    '<style>body{background:url("xss-style")}</style>',
    '<a href="data:text/html;base64,eHNzLWRhdGE=">data</a>',
    '<iframe src="https://evil.example/xss-frame"></iframe>',
    '<p onclick="alert(\'xss-click\')">klik <strong>tebal',
  ]

  it('keeps none of the payloads, in the store or on the public page', async () => {
    const cover = await upload(site, 'blog_images', await tinyJpeg(), 'sampul.jpg')
    const content = `<h2>Aman</h2><p>${BODY_TEXT}</p>${PAYLOADS.join('')}<p>Tautan <a href="https://peraturan.go.id/">resmi</a>.</p>`
    const res = await postForm(site.app, '/dashboard/blogs/create', blogFields(site, cover, { slug: 'uji-xss', content }), site.cookie)
    expect(res.status).toBe(303)
    const [blog] = await site.backend.content.query('blogs', { where: [{ field: 'slug', op: '==', value: 'uji-xss' }] })
    const page = await (await site.app.request('/blogs/uji-xss')).text()
    for (const text of [blog!.content, page]) {
      expect(text).not.toMatch(/xss-|javascript:|onerror|onload|onclick|<svg|<iframe|<img src=x|data:text/i)
    }
    expect(blog!.content).toContain('<a href="https://peraturan.go.id/" rel="noopener noreferrer nofollow">resmi</a>')
    expect(page).toContain('<h2 id="aman">Aman</h2>')
  })
})

describe('deleting', () => {
  let site: Site
  let pinned: Blog
  let other: Blog
  beforeAll(async () => {
    site = await createSite()
    pinned = await site.f.blog({ title: 'Tulisan yang disematkan', slug: 'disematkan', categoryId: site.categories.news.id, publishedAt: '2026-06-01T01:00:00.000Z' })
    other = await site.f.blog({ title: 'Tulisan lain di beranda', slug: 'lain', categoryId: site.categories.news.id, publishedAt: '2026-06-02T01:00:00.000Z' })
    await site.f.ordering('home_pinned', [`blogs/${other.id}`, `blogs/${pinned.id}`])
  })
  afterAll(() => site.backend.cleanup())

  it('asks for confirmation in a dialog that posts the version', async () => {
    const { html } = await get(site, '/dashboard/blogs')
    expect(html).toContain(`aria-label="Hapus Tulisan yang disematkan"`)
    expect(html).toContain(`<form action="/dashboard/blogs/${pinned.id}/delete" method="post"><input type="hidden" name="version" value="${pinned.version}"/>`)
    expect(html).toContain('Hapus blog “Tulisan yang disematkan”?')
  })

  it('refuses a stale version and moves it to the trash with the right one; the purge unpins it', async () => {
    const stale = await postForm(site.app, `/dashboard/blogs/${pinned.id}/delete`, { version: String(pinned.version + 5) }, site.cookie)
    expect(stale.status).toBe(409)
    expect(textOf(await stale.text())).toContain('baru saja diubah orang lain dan tidak dihapus')
    expect(await site.backend.content.get('blogs', pinned.id)).not.toBeNull()

    expect((await site.app.request('/')).status).toBe(200)
    expect(await (await site.app.request('/')).text()).toContain('Tulisan yang disematkan')
    const res = await postForm(site.app, `/dashboard/blogs/${pinned.id}/delete`, { version: String(pinned.version) }, site.cookie)
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/dashboard/blogs?notice=blog-deleted')
    expect(await site.backend.content.get('blogs', pinned.id)).toBeNull()
    expect((await site.app.request('/blogs/disematkan')).status).toBe(410)
    expect(await (await site.app.request('/')).text()).not.toContain('Tulisan yang disematkan')
    // The pin stays while the post is in the trash (a restore puts it back in place); the purge takes it out.
    expect((await site.backend.content.get('orderings', 'home_pinned'))!.ids).toEqual([`blogs/${other.id}`, `blogs/${pinned.id}`])
    const [entry] = await site.backend.content.query('trash', { where: [{ field: 'itemId', op: '==', value: pinned.id }] })
    await purgeFromTrash(site.backend.content, entry!, 'admin')
    expect((await site.backend.content.get('orderings', 'home_pinned'))!.ids).toEqual([`blogs/${other.id}`])
    // Deleting again is harmless.
    expect((await postForm(site.app, `/dashboard/blogs/${pinned.id}/delete`, { version: '1' }, site.cookie)).status).toBe(303)
  })

  it('refuses a delete from another site', async () => {
    const res = await site.app.request(`${TEST_ORIGIN}/dashboard/blogs/${other.id}/delete`, {
      method: 'POST',
      headers: { ...formHeaders(site.cookie), origin: 'https://evil.example' },
      body: new URLSearchParams({ version: String(other.version) }),
    })
    expect(res.status).toBe(403)
    expect(await site.backend.content.get('blogs', other.id)).not.toBeNull()
  })
})

describe('a future date schedules the item', () => {
  let site: Site
  beforeAll(async () => {
    site = await createSite()
  })
  afterAll(() => site.backend.cleanup())

  it('keeps it off the site until its date, then shows it', async () => {
    const cover = await upload(site, 'blog_images', await tinyJpeg(), 'sampul.jpg')
    // 2026-06-17 08:00 in Jakarta, two days after the clock.
    const res = await postForm(site.app, '/dashboard/blogs/create', blogFields(site, cover, { title: 'Tulisan untuk lusa pagi', slug: 'lusa-pagi', publishedAt: '2026-06-17T08:00' }), site.cookie)
    expect(res.status).toBe(303)
    const list = await get(site, '/dashboard/blogs')
    expect(list.html).toContain('status-scheduled">Terjadwal</span>')
    const [blog] = await site.backend.content.query('blogs', { where: [{ field: 'slug', op: '==', value: 'lusa-pagi' }] })
    const edit = await get(site, `/dashboard/blogs/${blog!.id}/edit`)
    expect(textOf(edit.html)).toContain('Akan terbit pada 17 Juni 2026 pukul 08.00 WIB.')
    expect(edit.html).not.toContain('Lihat di situs</a>')
    expect(edit.html).toContain(`href="/dashboard/blogs/${blog!.id}/preview"`)

    // Staff preview it as visitors will see it, with a banner; nobody else can.
    const preview = await get(site, `/dashboard/blogs/${blog!.id}/preview`)
    expect(preview.res.status).toBe(200)
    expect(preview.res.headers.get('cache-control')).toBe('private, no-store')
    expect(preview.html).toContain('<meta name="robots" content="noindex"')
    expect(textOf(preview.html)).toContain('Pratinjau. Belum terbit: tampil untuk pengunjung mulai 17 Juni 2026 pukul 08.00 WIB.')
    expect(preview.html).toContain('<h1>Tulisan untuk lusa pagi</h1>')
    expect(preview.html).toContain(BODY_TEXT)
    expect(preview.html).toContain(`href="/dashboard/blogs/${blog!.id}/edit">Kembali ke penyunting</a>`)
    const anonymous = await site.app.request(`${TEST_ORIGIN}/dashboard/blogs/${blog!.id}/preview`)
    expect(anonymous.status).toBe(302)
    expect(anonymous.headers.get('location')).toBe(`/login?next=${encodeURIComponent(`/dashboard/blogs/${blog!.id}/preview`)}`)
    expect((await get(site, '/dashboard/blogs/tidak-ada/preview')).res.status).toBe(404)

    expect(await (await site.app.request('/blogs')).text()).not.toContain('Tulisan untuk lusa pagi')
    expect((await site.app.request('/blogs/lusa-pagi')).status).toBe(404)
    site.clock.advance(2 * DAY - 2 * 3600_000) // 2026-06-17 08:00 Jakarta
    expect(await (await site.app.request('/blogs')).text()).toContain('Tulisan untuk lusa pagi')
    expect((await site.app.request('/blogs/lusa-pagi')).status).toBe(200)
  })

  it('previews a scheduled publication with its PDF, which only staff can download', async () => {
    // Two days have passed since the first sign-in: that session has expired.
    site.cookie = await signIn(site.app, 'editor@example.test', 'kata-sandi-editor')
    const [published] = await site.backend.content.query('blogs', { where: [{ field: 'slug', op: '==', value: 'lusa-pagi' }] })
    expect(textOf((await get(site, `/dashboard/blogs/${published!.id}/preview`)).html)).toContain('Pratinjau. Sudah terbit: beginilah pengunjung melihatnya.')

    const cover = await upload(site, 'publication_images', await tinyJpeg(), 'sampul.jpg')
    const pdf = await upload(site, 'publications', await tinyPdf('Buletin terjadwal'), 'buletin.pdf')
    const fields = { ...blogFields(site, cover), title: 'Buletin regulasi bulan depan', slug: 'buletin-bulan-depan', file: pdf, publishedAt: '2026-07-15T08:00' }
    expect((await postForm(site.app, '/dashboard/publications/create', fields, site.cookie)).status).toBe(303)
    const [publication] = await site.backend.content.query('publications', { where: [{ field: 'slug', op: '==', value: 'buletin-bulan-depan' }] })
    const preview = await get(site, `/dashboard/publications/${publication!.id}/preview`)
    expect(preview.res.status).toBe(200)
    expect(preview.html).toContain(`href="/dashboard/publications/${publication!.id}/file"`)
    const file = await get(site, `/dashboard/publications/${publication!.id}/file`)
    expect(file.res.status).toBe(200)
    expect(file.res.headers.get('content-type')).toBe('application/pdf')
    expect(file.res.headers.get('cache-control')).toBe('private, no-store')
    expect(file.html.startsWith('%PDF-')).toBe(true)
    expect((await site.app.request(`${TEST_ORIGIN}/dashboard/publications/${publication!.id}/file`)).status).toBe(302)
    expect((await site.app.request('/publications/buletin-bulan-depan/download')).status).toBe(404)
    expect((await get(site, `/dashboard/blogs/${publication!.id}/file`)).res.status).toBe(404)
  })
})

describe('helpers', () => {
  it('derives an excerpt at a word boundary', () => {
    expect(deriveExcerpt('Pendek saja.')).toBe('Pendek saja.')
    const long = 'kata '.repeat(60)
    const excerpt = deriveExcerpt(long)
    expect(excerpt.length).toBeLessThanOrEqual(181)
    expect(excerpt).toMatch(/kata…$/)
    expect(deriveExcerpt('x'.repeat(400))).toBe(`${'x'.repeat(180)}…`)
  })
})

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
