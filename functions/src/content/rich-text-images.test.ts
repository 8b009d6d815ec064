/**
 * An image inside a post's text (the editor's Gambar): a save refuses one without alternative
 * text and one that is no file of Pustaka Media, each named; a saved one carries its file's
 * pixel size, shows on the public page with resized renditions and its caption, and is served
 * to visitors while the post is public (decision 19), the English text's as well.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PageBlock } from '../../../shared/collections/page-blocks'
import type { Blog } from '../../../shared/schemas/types'
import { checkBlockTextImages } from './sanitize-blocks'
import { usagesOf } from '../media/library'
import { exampleData } from '../testing/example-data'
import type { App } from '../app'
import { fixtures, tinyJpeg } from '../testing/fixtures'
import { formBody, type FormBody } from '../testing/form-bodies'
import { postForm, signIn, TEST_ORIGIN } from '../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../testing/test-backend'

const TEXT = '<p>Mahkamah Konstitusi memerintahkan pembentuk undang-undang menyusun aturan ketenagakerjaan yang baru, dan putusan ini mengubah perjanjian kerja waktu tertentu.</p>'

let clock: TestClock
let backend: TestBackend
let app: App
let cookie: string
let categoryId: string
let cover: string
let photo: string

async function upload(name: string, width: number, height: number): Promise<string> {
  const res = await app.request(`${TEST_ORIGIN}/dashboard/uploads/blog_images`, {
    method: 'POST',
    headers: { origin: TEST_ORIGIN, cookie, 'content-type': 'application/octet-stream', 'x-file-name': name },
    body: new Uint8Array(await tinyJpeg(width, height)),
  })
  return ((await res.json()) as { file: { path: string } }).file.path
}

const figure = (path: string, alt: string, caption = '') => `<figure><img src="/media/${path}" alt="${alt}">${caption ? `<figcaption>${caption}</figcaption>` : ''}</figure>`

function fields(content: string, overrides: FormBody = {}): FormBody {
  return formBody('blogs', { title: 'Putusan MK tentang PKWT', slug: 'putusan-mk-pkwt', content, categoryId, publishedAt: '2026-06-01T01:00', cover, ...overrides })
}

/** The form's error texts (what staff read beside the field). */
async function errorsOf(res: Response): Promise<string> {
  return (await res.text()).replace(/<[^>]+>/g, ' ')
}

const stored = async () => (await backend.content.query('blogs', { where: [{ field: 'slug', op: '==', value: 'putusan-mk-pkwt' }] }))[0] as Blog | undefined

beforeAll(async () => {
  clock = new TestClock() // 2026-06-15T03:00Z
  backend = createTestBackend({ now: clock.now })
  app = createTestApp(backend, { now: clock.now })
  await backend.identity.createStaff({ email: 'editor@example.test', password: 'kata-sandi-editor', displayName: 'Editor Konten', role: 'editor' })
  cookie = await signIn(app, 'editor@example.test', 'kata-sandi-editor')
  categoryId = (await fixtures(backend).category('Analisis Hukum')).id
  cover = await upload('sampul.jpg', 64, 36)
  photo = await upload('ruang-sidang.jpg', 1000, 600)
})
afterAll(() => backend.cleanup())

describe('a save of a text with an image', () => {
  it('refuses an image without alternative text, naming it', async () => {
    const res = await postForm(app, '/dashboard/blogs/create', fields(TEXT + figure(photo, '')), cookie)
    expect(res.status).toBe(400)
    expect(await errorsOf(res)).toContain('Gambar ke-1 di teks (ruang-sidang.jpg) belum punya teks alternatif')
    expect(await stored()).toBeUndefined()
  })

  it('refuses a path that is no file of Pustaka Media, naming it', async () => {
    const res = await postForm(app, '/dashboard/blogs/create', fields(TEXT + figure(photo, 'Ruang sidang') + figure('blog_images/tidak-ada.jpg', 'Hilang')), cookie)
    expect(res.status).toBe(400)
    expect(await errorsOf(res)).toContain('Gambar ke-2 di teks (tidak-ada.jpg) tidak ditemukan di Pustaka Media')
    expect(await stored()).toBeUndefined()
  })

  it('stores a described image with its file’s pixel size, whatever was sent', async () => {
    const sent = TEXT + figure(photo, 'Ruang sidang', 'Ruang sidang Mahkamah Konstitusi').replace('alt=', 'width="5" height="5" alt=')
    const res = await postForm(app, '/dashboard/blogs/create', fields(sent, { titleEn: 'Court ruling on fixed-term work', slugEn: 'court-ruling', excerptEn: 'A summary.', contentEn: TEXT + figure(cover, 'The cover'), coverAltEn: 'The cover' }), cookie)
    expect(res.status, res.status === 303 ? '' : (await errorsOf(res)).replace(/\s+/g, ' ').slice(0, 3000)).toBe(303)
    const post = (await stored())!
    expect(post.content).toContain(`<img src="/media/${photo}" alt="Ruang sidang" width="1000" height="600" />`)
    expect(post.content).toContain('<figcaption>Ruang sidang Mahkamah Konstitusi</figcaption>')
  })
})

describe('the public page', () => {
  it('shows the image with a srcset within the file’s width, its size, lazy loading and its caption', async () => {
    const html = await (await app.request(`${TEST_ORIGIN}/blogs/putusan-mk-pkwt`)).text()
    const tag = /<img[^>]*alt="Ruang sidang"[^>]*>/.exec(html)?.[0] ?? ''
    expect(tag).toContain(`srcset="/img/320/${photo} 320w, /img/480/${photo} 480w, /img/640/${photo} 640w, /img/800/${photo} 800w, /img/960/${photo} 960w"`)
    expect(tag).toContain('sizes="')
    expect(tag).toContain('width="1000" height="600"')
    expect(tag).toContain('loading="lazy"')
    expect(tag).toContain('decoding="async"')
    expect(html).toContain('<figcaption>Ruang sidang Mahkamah Konstitusi</figcaption>')
  })

  it('serves the text’s images to visitors while the post is public, the English text’s too', async () => {
    expect((await app.request(`${TEST_ORIGIN}/img/640/${photo}`)).status).toBe(200)
    // A file used nowhere yet is no visitor's; once the English text shows it, it is.
    const only = await upload('english-only.jpg', 400, 300)
    expect((await app.request(`${TEST_ORIGIN}/img/320/${only}`)).status).toBe(404)
    const post = (await stored())!
    const res = await postForm(
      app,
      `/dashboard/blogs/${post.id}/edit`,
      fields(post.content, { version: String(post.version), titleEn: 'Court ruling on fixed-term work', slugEn: 'court-ruling', excerptEn: 'A summary.', contentEn: TEXT + figure(only, 'English only'), coverAltEn: 'The cover' }),
      cookie,
    )
    expect(res.status).toBe(303)
    expect((await app.request(`${TEST_ORIGIN}/img/320/${only}`)).status).toBe(200)
    const english = await (await app.request(`${TEST_ORIGIN}/en/blogs/court-ruling`)).text()
    expect(english).toMatch(/<img[^>]*srcset="\/img\/320\/[^"]*english-only|<img[^>]*alt="English only"/)
  })
})

describe('a block page’s texts', () => {
  it('are checked as a rich-text field is: the image named at its block, a described one sized', async () => {
    const text = (html: string) => ({ type: 'text', html, htmlEn: '' }) as unknown as PageBlock
    const stores = { store: backend.content, files: backend.files }
    const refused = await checkBlockTextImages([text(TEXT), text(TEXT + figure(photo, ''))], stores)
    expect('problems' in refused && refused.problems[0]).toMatchObject({ path: [1, 'html'] })
    expect('problems' in refused && refused.problems[0]!.message).toContain('Gambar ke-1 di teks (ruang-sidang.jpg) belum punya teks alternatif')
    const kept = await checkBlockTextImages([text(TEXT + figure(photo, 'Ruang sidang'))], stores)
    expect('blocks' in kept && (kept.blocks[0] as unknown as { html: string }).html).toContain('width="1000" height="600"')
  })
})

describe('Dipakai di', () => {
  it('names a block page whose text or image block shows the file, so it is not deleted as unused', async () => {
    const blocks = [
      { type: 'text', html: TEXT + figure(photo, 'Ruang sidang'), htmlEn: '' },
      { type: 'image', image: cover, alt: 'Sampul', altEn: '', caption: '', captionEn: '' },
    ]
    await backend.content.create('blockPages', exampleData('blockPages', { title: 'Meja Jepang', blocks } as never), { actor: 'test' })
    for (const path of [photo, cover]) expect((await usagesOf(backend.content, path)).map((usage) => usage.collection), path).toContain('blockPages')
  })
})
