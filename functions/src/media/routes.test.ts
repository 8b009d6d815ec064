import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../app'
import { fixtures, tinyJpeg, tinyPdf } from '../testing/fixtures'
import { postForm, signIn, TEST_ORIGIN } from '../testing/staff-session'
import { createTestApp, createTestBackend, type TestBackend } from '../testing/test-backend'
import { LIBRARY_TYPES_MESSAGE } from './library-upload'
import { MEDIA_BACKFILL_META, mediaIdOf } from './library'

let backend: TestBackend
let app: App
let admin: string
let editor: string
let f: ReturnType<typeof fixtures>

function upload(name: string, body: Uint8Array, cookie = editor) {
  return app.request(`${TEST_ORIGIN}/dashboard/media/upload`, {
    method: 'POST',
    headers: { origin: TEST_ORIGIN, cookie, accept: 'application/json', 'x-file-name': encodeURIComponent(name) },
    body: body as BodyInit,
  })
}

const get = (path: string, cookie = editor) => app.request(`${TEST_ORIGIN}${path}`, { headers: { cookie } })

beforeAll(async () => {
  backend = createTestBackend()
  app = createTestApp(backend)
  f = fixtures(backend)
  await backend.identity.createStaff({ email: 'admin@example.test', password: 'kata-sandi-admin', displayName: 'Admin', role: 'admin' })
  await backend.identity.createStaff({ email: 'editor@example.test', password: 'kata-sandi-editor', displayName: 'Editor', role: 'editor' })
  admin = await signIn(app, 'admin@example.test', 'kata-sandi-admin')
  editor = await signIn(app, 'editor@example.test', 'kata-sandi-editor')
})

afterAll(async () => {
  await backend.cleanup()
})

describe('Pustaka Media', () => {
  it('lists the files items used before it existed, once opened, under the name of the navigation', async () => {
    const category = await f.category('Kajian')
    const blog = await f.blog({ title: 'Pos lama dengan sampul', categoryId: category.id, publishedAt: '2024-01-01T01:00:00.000Z', coverAlt: 'Ruang sidang yang kosong' })
    expect(await backend.content.readMeta(MEDIA_BACKFILL_META)).toBeNull()
    const res = await get('/dashboard/media')
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('Pustaka Media')
    expect(html).toContain('href="/dashboard/media"')
    expect(await backend.content.get('media', mediaIdOf(blog.cover.path))).toMatchObject({ alt: 'Ruang sidang yang kosong' })
    expect(await backend.content.readMeta(MEDIA_BACKFILL_META)).not.toBeNull()
  })

  it('takes several files, one request each: a JPEG, a WebP, a PDF stored, a wrong file refused with its name and a message', async () => {
    const webp = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#204060' } }).webp().toBuffer()
    const results = await Promise.all([
      upload('Kantor Jakarta.jpg', await tinyJpeg()),
      upload('Ruang rapat.webp', webp),
      upload('Laporan tahunan.pdf', await tinyPdf()),
      upload('catatan.txt', new TextEncoder().encode('bukan gambar')),
    ])
    expect(results.map((res) => res.status)).toEqual([201, 201, 201, 415])
    expect(await results[3]!.json()).toEqual({ error: `catatan.txt: ${LIBRARY_TYPES_MESSAGE}` })
    const entries = await backend.content.query('media')
    expect(entries.find((entry) => entry.originalName === 'Ruang rapat.webp')).toMatchObject({ kind: 'image', contentType: 'image/webp', width: 40, height: 30 })
    expect(entries.find((entry) => entry.originalName === 'Laporan tahunan.pdf')).toMatchObject({ kind: 'pdf', path: expect.stringMatching(/^publications\//) })
    expect(entries.some((entry) => entry.originalName === 'catatan.txt')).toBe(false)
  })

  it('refuses a damaged HEIC, a truncated image and an oversized body with Indonesian messages, never a 500', async () => {
    const heic = new Uint8Array(64)
    heic.set(new TextEncoder().encode('\0\0\0\x18ftypheic\0\0\0\0mif1heic'), 0)
    const broken = await upload('IMG_0001.HEIC', heic)
    expect(broken.status).toBe(400)
    expect(((await broken.json()) as { error: string }).error).toMatch(/^IMG_0001\.HEIC: Foto HEIC tidak dapat dibaca/)
    const jpeg = await tinyJpeg(200, 100)
    const cut = await upload('terpotong.jpg', jpeg.subarray(0, jpeg.length - 40))
    expect(cut.status).toBe(400)
    const huge = await app.request(`${TEST_ORIGIN}/dashboard/media/upload`, {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, cookie: editor, 'x-file-name': 'besar.pdf', 'content-length': String(30 * 1024 * 1024) },
      body: new Uint8Array(10),
    })
    expect(huge.status).toBe(413)
    expect(((await huge.json()) as { error: string }).error).toMatch(/^besar\.pdf: Ukuran file maksimal 20MB$/)
  })

  it('searches by name and alternative text, filters by kind, pages', async () => {
    const byName = await (await get('/dashboard/media?q=kantor')).text()
    expect(byName).toContain('Kantor Jakarta.jpg')
    expect(byName).not.toContain('Laporan tahunan.pdf')
    const byAlt = await (await get('/dashboard/media?q=ruang%20sidang')).text()
    expect(byAlt).toContain('Ruang sidang yang kosong')
    // Name and alternative text are searched apart: no match across the two.
    expect(await (await get('/dashboard/media?q=jpg%20ruang')).text()).not.toContain('Ruang sidang yang kosong')
    const pdfs = await (await get('/dashboard/media?kind=pdf')).text()
    expect(pdfs).toContain('Laporan tahunan.pdf')
    expect(pdfs).not.toContain('Kantor Jakarta.jpg')
  })

  it('saves alternative text, caption and a focal point; refuses a focal point outside 0..1', async () => {
    const [entry] = (await backend.content.query('media')).filter((e) => e.originalName === 'Kantor Jakarta.jpg')
    const path = `/dashboard/media/${entry!.id}/edit`
    const page = await (await get(path)).text()
    expect(page).toContain('Belum dipakai di mana pun.')
    const refused = await postForm(app, path, { alt: 'Kantor', altEn: '', caption: '', captionEn: '', focalX: '1,5', focalY: '0.2', version: String(entry!.version) }, editor)
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain('Titik fokus harus berupa angka 0 sampai 1')
    const saved = await postForm(app, path, { alt: 'Lobi kantor di Jakarta', altEn: 'The Jakarta office lobby', caption: 'Kantor pusat', captionEn: '', focalX: '0,25', focalY: '0.8', version: String(entry!.version) }, editor)
    expect(saved.status).toBe(303)
    expect(await backend.content.get('media', entry!.id)).toMatchObject({ alt: 'Lobi kantor di Jakarta', altEn: 'The Jakarta office lobby', caption: 'Kantor pusat', focalX: 0.25, focalY: 0.8 })
    // The search finds it by its new text at once (the list it searches follows each save).
    expect(await (await get('/dashboard/media?q=office%20lobby')).text()).toContain('Kantor Jakarta.jpg')
  })

  it('says where a file is used, refuses deleting it naming where, deletes an unused one, and cleans up (admins only)', async () => {
    const [used] = (await backend.content.query('media')).filter((entry) => entry.alt === 'Ruang sidang yang kosong')
    const page = await (await get(`/dashboard/media/${used!.id}/edit`)).text()
    expect(page).toContain('Dipakai di')
    expect(page).toContain('Blog: Pos lama dengan sampul')
    // Editors may not delete: a file leaves for good.
    expect((await postForm(app, `/dashboard/media/${used!.id}/delete`, {}, editor)).status).toBe(403)
    const refused = await postForm(app, `/dashboard/media/${used!.id}/delete`, {}, admin)
    expect(refused.status).toBe(409)
    expect(await refused.text()).toContain('tidak dapat dihapus karena masih dipakai di: Blog: Pos lama dengan sampul (Gambar sampul)')
    expect(await backend.files.stat(used!.path)).not.toBeNull()

    const [unused] = (await backend.content.query('media')).filter((entry) => entry.originalName === 'Ruang rapat.webp')
    expect((await postForm(app, `/dashboard/media/${unused!.id}/delete`, {}, admin)).status).toBe(303)
    expect(await backend.files.stat(unused!.path)).toBeNull()

    expect((await postForm(app, '/dashboard/media/cleanup', {}, editor)).status).toBe(403)
    const cleaned = await postForm(app, '/dashboard/media/cleanup', {}, admin)
    expect(cleaned.status).toBe(303)
    expect((await backend.content.query('media')).map((entry) => entry.id)).toEqual([used!.id])
  })
})
