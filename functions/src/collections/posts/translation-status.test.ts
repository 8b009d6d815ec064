/**
 * The staff side of the English edition: the list marks which languages each post
 * has and filters those missing English; a post whose Indonesian text changed after its English
 * version was saved is flagged Perlu diperbarui, with the words that changed, until the English
 * is saved again or the flag is dismissed (with the version the form was loaded at).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Blog } from '../../../../shared/schemas/types'
import type { App } from '../../app'
import { fixtures, tinyJpeg } from '../../testing/fixtures'
import { formBody, withEnglish, type FormBody } from '../../testing/form-bodies'
import { postForm, signIn } from '../../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../../testing/test-backend'

const BODY = `<p>${'Mahkamah Konstitusi memerintahkan pembentuk undang-undang menyusun aturan ketenagakerjaan yang baru. '.repeat(2)}</p>`
const CHANGED_BODY = `<p>${'Mahkamah Konstitusi memerintahkan pembentuk undang-undang menyusun aturan ketenagakerjaan yang baru. '.repeat(2)}Putusan berlaku sejak diucapkan.</p>`
const ENGLISH_BODY = `<p>${'The Constitutional Court ordered lawmakers to write new employment rules within two years. '.repeat(2)}</p>`

let backend: TestBackend
let app: App
let cookie: string
let categoryId: string
const cover = 'blog_images/sampul.jpg'

beforeAll(async () => {
  const clock = new TestClock()
  backend = createTestBackend({ now: clock.now })
  app = createTestApp(backend, { now: clock.now })
  await backend.identity.createStaff({ email: 'editor@example.test', password: 'kata-sandi-editor', displayName: 'Editor', role: 'editor' })
  cookie = await signIn(app, 'editor@example.test', 'kata-sandi-editor')
  categoryId = (await fixtures(backend).category('Analisis Hukum')).id
  await backend.files.put(cover, await tinyJpeg(), 'image/jpeg')
})
afterAll(() => backend.cleanup())

const indonesian = (overrides: FormBody = {}) =>
  formBody('blogs', { title: 'Putusan MK tentang PKWT', slug: 'putusan-mk-pkwt', content: BODY, categoryId, cover, publishedAt: '2026-06-01T08:00', ...overrides })
const english = withEnglish('blogs', { titleEn: 'Constitutional Court ruling on fixed-term contracts', slugEn: 'court-ruling-fixed-term', contentEn: ENGLISH_BODY, coverAltEn: 'The Constitutional Court building' })
const stored = async (slug: string) => (await backend.content.query('blogs', { where: [{ field: 'slug', op: '==', value: slug }] }))[0] as Blog
const page = async (path: string) => {
  const res = await app.request(path, { headers: { cookie } })
  expect(res.status).toBe(200)
  return res.text()
}
/** The list row of a title: from its link to the end of its row. */
const rowOf = (html: string, title: string) => {
  const start = html.indexOf(`>${title}</a>`)
  expect(start).toBeGreaterThan(-1)
  return html.slice(start, html.indexOf('</tr>', start))
}
const edit = (post: Blog, fields: FormBody) => postForm(app, `/dashboard/blogs/${post.id}/edit`, { ...fields, version: String(post.version) }, cookie)

describe('languages in the blog list', () => {
  beforeAll(async () => {
    expect((await postForm(app, '/dashboard/blogs/create', { ...indonesian(), ...english }, cookie)).status).toBe(303)
    expect((await postForm(app, '/dashboard/blogs/create', indonesian({ title: 'Tulisan tanpa terjemahan', slug: 'tanpa-terjemahan' }), cookie)).status).toBe(303)
  })

  it('marks each row with its languages, named in full for screen readers', async () => {
    const html = await page('/dashboard/blogs')
    const translated = rowOf(html, 'Putusan MK tentang PKWT')
    expect(translated).toContain('<span aria-hidden="true">ID</span><span class="visually-hidden">Bahasa Indonesia</span>')
    expect(translated).toContain('<span aria-hidden="true">EN</span><span class="visually-hidden">, English</span>')
    expect(translated).not.toContain('Perlu diperbarui')
    const untranslated = rowOf(html, 'Tulisan tanpa terjemahan')
    expect(untranslated).toContain('Bahasa Indonesia')
    expect(untranslated).not.toContain('>EN<')
    expect(untranslated).toContain('belum ada bahasa Inggris')
  })

  it('filters the posts missing English (?lang=missing-en), and keeps the filter in its form', async () => {
    const html = await page('/dashboard/blogs?lang=missing-en')
    expect(html).toContain('>Tulisan tanpa terjemahan</a>')
    expect(html).not.toContain('>Putusan MK tentang PKWT</a>')
    expect(html).toContain('1 dari 2 blog')
    expect(html).toMatch(/<option value="missing-en" selected="">Belum ada bahasa Inggris<\/option>/)
    // Anything else is no filter.
    expect(await page('/dashboard/blogs?lang=xx')).toContain('>Putusan MK tentang PKWT</a>')
  })
})

describe('Perlu diperbarui', () => {
  const slug = 'flag-pkwt'
  const base = () => indonesian({ title: 'Putusan MK tentang kontrak kerja', slug })

  it('is absent once the Indonesian and English are saved together', async () => {
    expect((await postForm(app, '/dashboard/blogs/create', { ...base(), ...english, slugEn: 'flag-ruling' }, cookie)).status).toBe(303)
    const post = await stored(slug)
    expect((post as unknown as { translationSource: unknown }).translationSource).toMatchObject({ title: 'Putusan MK tentang kontrak kerja' })
    expect(await page(`/dashboard/blogs/${post.id}/edit`)).not.toContain('Perlu diperbarui')
  })

  it('flags the English once only the Indonesian changes, with the words that changed, in the list and on the form', async () => {
    const post = await stored(slug)
    expect((await edit(post, { ...base(), content: CHANGED_BODY, ...english, slugEn: 'flag-ruling' })).status).toBe(303)
    const list = await page('/dashboard/blogs')
    expect(rowOf(list, 'Putusan MK tentang kontrak kerja')).toContain('Perlu diperbarui')
    expect(await page('/dashboard/blogs?lang=stale-en')).toContain('>Putusan MK tentang kontrak kerja</a>')
    const form = await page(`/dashboard/blogs/${post.id}/edit`)
    expect(form).toContain('Perlu diperbarui')
    // The word-level view: the sentence added to the Indonesian content, marked as added.
    expect(form).toMatch(/<ins><span class="visually-hidden">\[ditambahkan: <\/span>\s*Putusan berlaku sejak diucapkan\./)
    expect(form).toContain('Tandai sudah diperbarui')
    expect(form).toContain(`action="/dashboard/blogs/${post.id}/translation-current"`)
  })

  it('goes once the English is saved again', async () => {
    const post = await stored(slug)
    expect((await edit(post, { ...base(), content: CHANGED_BODY, ...english, slugEn: 'flag-ruling', titleEn: 'Court ruling on employment contracts' })).status).toBe(303)
    const after = await stored(slug)
    expect(rowOf(await page('/dashboard/blogs'), 'Putusan MK tentang kontrak kerja')).not.toContain('Perlu diperbarui')
    expect(await page(`/dashboard/blogs/${after.id}/edit`)).not.toContain('Tandai sudah diperbarui')
  })

  it('goes when dismissed with the version the form was loaded at, and a stale dismissal is refused', async () => {
    const post = await stored(slug)
    expect((await edit(post, { ...base(), title: 'Putusan MK tentang kontrak kerja waktu tertentu', content: CHANGED_BODY, ...english, slugEn: 'flag-ruling', titleEn: 'Court ruling on employment contracts' })).status).toBe(303)
    const flagged = await stored(slug)
    expect(await page(`/dashboard/blogs/${flagged.id}/edit`)).toContain('Tandai sudah diperbarui')

    const stale = await postForm(app, `/dashboard/blogs/${flagged.id}/translation-current`, { version: String(flagged.version - 1) }, cookie)
    expect(stale.status).toBe(409)
    expect(await stale.text()).toContain('baru saja diubah orang lain')
    expect((await stored(slug)).version).toBe(flagged.version)

    const done = await postForm(app, `/dashboard/blogs/${flagged.id}/translation-current`, { version: String(flagged.version) }, cookie)
    expect(done.status).toBe(303)
    expect(done.headers.get('location')).toBe(`/dashboard/blogs/${flagged.id}/edit`)
    const dismissed = await stored(slug)
    expect(dismissed.version).toBe(flagged.version + 1)
    expect(dismissed.title).toBe('Putusan MK tentang kontrak kerja waktu tertentu')
    expect(await page(`/dashboard/blogs/${flagged.id}/edit`)).not.toContain('Tandai sudah diperbarui')
    expect(rowOf(await page('/dashboard/blogs'), 'Putusan MK tentang kontrak kerja waktu tertentu')).not.toContain('Perlu diperbarui')
  })

  it('is refused to visitors and to other sites', async () => {
    const post = await stored(slug)
    const anonymous = await postForm(app, `/dashboard/blogs/${post.id}/translation-current`, { version: String(post.version) })
    expect([302, 303, 401, 403]).toContain(anonymous.status)
    const crossSite = await app.request(`/dashboard/blogs/${post.id}/translation-current`, {
      method: 'POST',
      headers: { cookie, origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: `version=${post.version}`,
    })
    expect(crossSite.status).toBe(403)
    expect((await stored(slug)).version).toBe(post.version)
  })
})
