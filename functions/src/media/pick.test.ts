import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../app'
import { MEDIA_PICK_MSG, MEDIA_PICK_PAGE_SIZE, type MediaPickPage } from '../../../shared/media-pick'
import { tinyJpeg, tinyPdf } from '../testing/fixtures'
import { formBody } from '../testing/form-bodies'
import { fixtures } from '../testing/fixtures'
import { postForm, signIn, TEST_ORIGIN } from '../testing/staff-session'
import { MSG } from '../../../shared/schemas/messages'
import { createTestApp, createTestBackend, type TestBackend } from '../testing/test-backend'
import { addToLibrary } from './library'

let backend: TestBackend
let app: App
let editor: string

const pick = (query: string, cookie = editor) => app.request(`${TEST_ORIGIN}/dashboard/media/pick${query}`, { headers: cookie ? { cookie, accept: 'application/json' } : {} })
const pageOf = async (query: string) => {
  const res = await pick(query)
  expect(res.status, query).toBe(200)
  return (await res.json()) as MediaPickPage
}

async function uploadTo(path: string, name: string, bytes: Uint8Array) {
  const res = await app.request(`${TEST_ORIGIN}${path}`, {
    method: 'POST',
    headers: { origin: TEST_ORIGIN, cookie: editor, accept: 'application/json', 'x-file-name': encodeURIComponent(name) },
    body: new Blob([new Uint8Array(bytes)]),
  })
  expect(res.status, name).toBe(201)
}

beforeAll(async () => {
  backend = createTestBackend()
  app = createTestApp(backend)
  await backend.identity.createStaff({ email: 'editor@example.test', password: 'kata-sandi-editor', displayName: 'Editor', role: 'editor' })
  editor = await signIn(app, 'editor@example.test', 'kata-sandi-editor')
  // A portrait from its field, two images and a PDF from Pustaka Media.
  await uploadTo('/dashboard/uploads/profile_pictures', 'rahmat.jpg', await tinyJpeg(300, 400))
  await uploadTo('/dashboard/media/upload', 'Kantor Jakarta.jpg', await tinyJpeg(1200, 675))
  await uploadTo('/dashboard/media/upload', 'Ruang sidang.jpg', await tinyJpeg(800, 450))
  await uploadTo('/dashboard/media/upload', 'Laporan.pdf', await tinyPdf())
  const [office] = (await backend.content.query('media')).filter((entry) => entry.originalName === 'Kantor Jakarta.jpg')
  const { id, createdAt: _c, updatedAt: _u, updatedBy: _b, version, ...data } = office!
  await backend.content.update('media', id, { ...data, alt: 'Lobi kantor di Jakarta', altEn: 'The Jakarta office lobby', caption: 'Kantor pusat', focalX: 0.25, focalY: 0.8 }, { actor: 't', expectedVersion: version })
})

afterAll(async () => {
  await backend.cleanup()
})

describe('GET /dashboard/media/pick (the media picker)', () => {
  it('sends a visitor to sign in and answers staff JSON that no cache keeps', async () => {
    const visitor = await pick('?kind=image', '')
    expect([302, 303]).toContain(visitor.status)
    expect(visitor.headers.get('location')).toMatch(/^\/login\?next=/)
    const res = await pick('?kind=image')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
  })

  it('hands over what a field fills in: path, texts, pixel size, focal point and a thumbnail', async () => {
    const page = await pageOf('?q=kantor&kind=image')
    expect(page).toMatchObject({ total: 1, page: 1, pages: 1 })
    expect(page.entries[0]).toMatchObject({
      path: expect.stringMatching(/^blog_images\/[\w-]+\.jpg$/),
      name: 'Kantor Jakarta.jpg',
      alt: 'Lobi kantor di Jakarta',
      altEn: 'The Jakarta office lobby',
      caption: 'Kantor pusat',
      captionEn: '',
      width: 1200,
      height: 675,
      focal: { x: 0.25, y: 0.8 },
      thumb: expect.stringMatching(/^\/img\/160\/blog_images\//),
    })
    // Found by its English alternative text too.
    expect((await pageOf('?q=office%20lobby')).entries.map((entry) => entry.name)).toEqual(['Kantor Jakarta.jpg'])
  })

  it('lists images only by default, newest first; PDFs when asked', async () => {
    expect((await pageOf('')).entries.map((entry) => entry.name)).toEqual(['Ruang sidang.jpg', 'Kantor Jakarta.jpg', 'rahmat.jpg'])
    expect((await pageOf('?kind=pdf')).entries.map((entry) => entry.name)).toEqual(['Laporan.pdf'])
  })

  it("offers a field only what it can save: its own folder's files, of its types (no WebP)", async () => {
    await uploadTo('/dashboard/media/upload', 'Taman.webp', await sharp({ create: { width: 1200, height: 675, channels: 3, background: '#3a6b35' } }).webp().toBuffer())
    expect((await pageOf('?q=taman')).entries.map((entry) => entry.name)).toEqual(['Taman.webp'])
    expect((await pageOf('?folder=profile_pictures')).entries.map((entry) => entry.name)).toEqual(['rahmat.jpg'])
    expect((await pageOf('?folder=blog_images')).entries.map((entry) => entry.name)).toEqual(['Ruang sidang.jpg', 'Kantor Jakarta.jpg'])
    expect((await pageOf('?folder=share_images')).total).toBe(0)
  })

  it('pages: 24 a page, a page past the last answers the last', async () => {
    for (let n = 0; n < 30; n++) await addToLibrary(backend.content, { path: `practice_area_images/halaman-${n}.jpg`, contentType: 'image/jpeg', size: 100 + n, width: 1200, height: 675, originalName: `Halaman ${n}.jpg` }, 't')
    const first = await pageOf('?folder=practice_area_images')
    expect(first).toMatchObject({ total: 30, page: 1, pages: 2 })
    expect(first.entries).toHaveLength(MEDIA_PICK_PAGE_SIZE)
    const last = await pageOf('?folder=practice_area_images&page=2')
    expect(last.entries).toHaveLength(30 - MEDIA_PICK_PAGE_SIZE)
    expect(new Set([...first.entries, ...last.entries].map((entry) => entry.id)).size).toBe(30)
    expect(await pageOf('?folder=practice_area_images&page=999999')).toMatchObject({ page: 2 })
  })

  it('reads strange queries without a 500: odd pages and searches answered, unknown kinds and folders refused in Indonesian', async () => {
    for (const query of ['?page=-1', '?page=1e3', '?page=%00', '?page=1&page=2', `?q=${'a'.repeat(5000)}`, '?q=%', '?q=%E0%A4%A', '?q[]=x', '?q=%3Cscript%3E', '?kind=']) {
      const res = await pick(query)
      expect(res.status, query).toBe(200)
      expect(((await res.json()) as MediaPickPage).page, query).toBeGreaterThanOrEqual(1)
    }
    for (const [query, message] of [
      ['?kind=video', MEDIA_PICK_MSG.kind],
      ['?kind=__proto__', MEDIA_PICK_MSG.kind],
      ['?folder=cv', MEDIA_PICK_MSG.folder],
      ['?folder=application_cvs', MEDIA_PICK_MSG.folder],
      ['?folder=..%2Fblog_images', MEDIA_PICK_MSG.folder],
      ['?folder=constructor', MEDIA_PICK_MSG.folder],
    ] as const) {
      const res = await pick(query)
      expect(res.status, query).toBe(400)
      expect(await res.json(), query).toEqual({ error: message })
    }
  })
})

describe('an upload field given a file of the library', () => {
  const BODY = '<p>Mahkamah Konstitusi memerintahkan pembentuk undang-undang menyusun aturan ketenagakerjaan yang baru, dan putusan ini mengubah perjanjian kerja waktu tertentu.</p>'
  const post = async (slug: string, cover: string) => {
    const categoryId = (await fixtures(backend).category(`Kategori ${slug}`)).id
    return postForm(app, '/dashboard/blogs/create', formBody('blogs', { title: 'Putusan MK tentang PKWT', slug, content: BODY, categoryId, publishedAt: '', cover, coverName: 'dari pustaka.jpg', coverAlt: 'Lobi kantor' }), editor)
  }
  const byName = async (name: string) => (await backend.content.query('media')).find((entry) => entry.originalName === name)!

  it('saves a library file of its folder as the cover, with no second library entry', async () => {
    const entries = (await backend.content.query('media')).length
    const office = await byName('Kantor Jakarta.jpg')
    const res = await post('sampul-dari-pustaka', office.path)
    expect(res.status, await res.clone().text()).toBe(303)
    const [saved] = await backend.content.query('blogs', { where: [{ field: 'slug', op: '==', value: 'sampul-dari-pustaka' }] })
    expect(saved!.cover).toMatchObject({ path: office.path, contentType: 'image/jpeg', width: 1200, height: 675 })
    expect((await backend.content.query('media')).length).toBe(entries)
  })

  it('refuses a file of another folder (a portrait as a cover) with a sentence that says so', async () => {
    const portrait = await byName('rahmat.jpg')
    const res = await post('sampul-dari-folder-lain', portrait.path)
    expect(res.status).toBe(400)
    expect(await res.text()).toContain(MSG.uploadOtherFolder)
    expect(await backend.content.query('blogs', { where: [{ field: 'slug', op: '==', value: 'sampul-dari-folder-lain' }] })).toEqual([])
  })
})
