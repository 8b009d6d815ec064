import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MSG } from '../../../../shared/schemas/messages'
import type { App } from '../../app'
import { fixtures } from '../../testing/fixtures'
import { postForm, signIn, TEST_ORIGIN } from '../../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../../testing/test-backend'

let backend: TestBackend
let app: App
let cookie: string
let f: ReturnType<typeof fixtures>

async function get(path: string) {
  const res = await app.request(`${TEST_ORIGIN}${path}`, { headers: { cookie } })
  return { res, html: await res.text() }
}

const names = async (kind: 'categories' | 'tags') => (await backend.content.query(kind)).map((item) => item.name).sort()

/** The names in the list's rows, in the order shown. */
const rowNames = (html: string) => [...html.matchAll(/<tr><td>([^<]+)<\/td>/g)].map((m) => m[1]!)

beforeAll(async () => {
  const clock = new TestClock()
  backend = createTestBackend({ now: clock.now })
  app = createTestApp(backend, { now: clock.now })
  await backend.identity.createStaff({ email: 'editor@example.test', password: 'kata-sandi-editor', displayName: 'Editor', role: 'editor' })
  cookie = await signIn(app, 'editor@example.test', 'kata-sandi-editor')
  f = fixtures(backend)
})
afterAll(async () => {
  await backend.cleanup()
})

describe('categories', () => {
  it('adds a category with a slug from its name, its spaces tidied', async () => {
    const res = await postForm(app, '/dashboard/categories', { name: '  Analisis   Hukum ' }, cookie)
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/dashboard/categories?notice=category-created')
    const [category] = await backend.content.query('categories', { where: [{ field: 'slug', op: '==', value: 'analisis-hukum' }] })
    expect(category).toMatchObject({ name: 'Analisis Hukum', slug: 'analisis-hukum' })
  })

  it('refuses a name that reads the same as another, whatever its case, accents, spacing or punctuation', async () => {
    for (const name of ['Analisis Hukum', 'analisis hukum', 'ANALISIS  HUKUM', 'Analisis-Hukum', 'Análisis Hukum']) {
      const res = await postForm(app, '/dashboard/categories', { name }, cookie)
      expect(res.status, name).toBe(409)
      expect(await res.text()).toContain(MSG.categoryTaken)
    }
    expect(await names('categories')).toEqual(['Analisis Hukum'])
  })

  it('lets an item change the case of its own name, keeping its slug', async () => {
    const [category] = await backend.content.query('categories')
    const res = await postForm(app, `/dashboard/categories/${category!.id}`, { name: 'analisis hukum', version: String(category!.version) }, cookie)
    expect(res.status).toBe(303)
    expect(await backend.content.get('categories', category!.id)).toMatchObject({ name: 'analisis hukum', slug: 'analisis-hukum' })
  })

  it('links each row to its history, which an editor can open and which holds the rename', async () => {
    const [category] = await backend.content.query('categories')
    const { html } = await get('/dashboard/categories')
    expect(html).toContain(`href="/dashboard/categories/${category!.id}/history" aria-label="Riwayat ${category!.name}">Riwayat</a>`)
    const history = await get(`/dashboard/categories/${category!.id}/history`)
    expect(history.res.status).toBe(200)
    expect(history.html).toContain('Versi 2')
  })

  it('refuses renaming onto another name, and a stale version', async () => {
    const other = await f.category('Berita Firma')
    const clash = await postForm(app, `/dashboard/categories/${other.id}`, { name: 'Analisis hukum', version: String(other.version) }, cookie)
    expect(clash.status).toBe(409)
    expect(await clash.text()).toContain(MSG.categoryTaken)
    const stale = await postForm(app, `/dashboard/categories/${other.id}`, { name: 'Kabar Firma', version: String(other.version + 5) }, cookie)
    expect(stale.status).toBe(409)
    expect(await stale.text()).toContain(MSG.stale)
    expect((await backend.content.get('categories', other.id))!.name).toBe('Berita Firma')
  })

  it('lists names as a reader sorts them, lower case among the rest', async () => {
    await f.category('zakat dan wakaf')
    await f.category('Ketenagakerjaan')
    const { html } = await get('/dashboard/categories')
    // Without JavaScript the dashboard says at once what it needs (the sign-in page works without).
    expect(html).toContain('<noscript><p class="noscript-banner">Dasbor memerlukan JavaScript')
    expect(await (await app.request('/login')).text()).not.toContain('noscript-banner')
    expect(rowNames(html)).toEqual(['analisis hukum', 'Berita Firma', 'Ketenagakerjaan', 'zakat dan wakaf'])
    // The blog form's Kategori choices too.
    const form = (await get('/dashboard/blogs/create')).html
    const select = form.slice(form.indexOf('name="categoryId"'), form.indexOf('</select>', form.indexOf('name="categoryId"')))
    expect([...select.matchAll(/<option value="[^"]+">([^<]+)</g)].map((m) => m[1])).toEqual(['analisis hukum', 'Berita Firma', 'Ketenagakerjaan', 'zakat dan wakaf'])
  })

  it('does not delete a category in use without a target, naming the items (move-and-delete.test.ts moves them), and deletes it once free', async () => {
    const category = await f.category('Studi Kasus')
    const blog = await f.blog({ title: 'Studi kasus sengketa merek dagang', categoryId: category.id, publishedAt: '2026-06-01T01:00:00.000Z' })
    const refused = await postForm(app, `/dashboard/categories/${category.id}/delete`, { version: String(category.version) }, cookie)
    expect(refused.status).toBe(409)
    const html = (await refused.text()).replace(/<!-- -->/g, '')
    expect(html).toContain('Kategori “Studi Kasus” dipakai oleh 1 konten. Pilih kategori tujuan')
    expect(html).toContain(`href="/dashboard/blogs/${blog.id}/edit"`)
    expect(await backend.content.get('categories', category.id)).not.toBeNull()

    await backend.content.remove('blogs', blog.id, { actor: 'test' })
    const done = await postForm(app, `/dashboard/categories/${category.id}/delete`, { version: String(category.version) }, cookie)
    expect(done.status).toBe(303)
    expect(done.headers.get('location')).toBe('/dashboard/categories?notice=category-deleted')
    expect(await backend.content.get('categories', category.id)).toBeNull()
  })
})

describe('tags', () => {
  it('refuses look-alike tags the same way', async () => {
    expect((await postForm(app, '/dashboard/tags', { name: 'Hak Kekayaan Intelektual' }, cookie)).status).toBe(303)
    const res = await postForm(app, '/dashboard/tags', { name: 'hak  kekayaan intelektual' }, cookie)
    expect(res.status).toBe(409)
    expect(await res.text()).toContain(MSG.tagTaken)
    expect(await names('tags')).toEqual(['Hak Kekayaan Intelektual'])
  })

  it('moves a renamed tag to the slug of its new name; its old filter links redirect (slug-follows.test.ts)', async () => {
    const [tag] = await backend.content.query('tags')
    const res = await postForm(app, `/dashboard/tags/${tag!.id}`, { name: 'HKI', version: String(tag!.version) }, cookie)
    expect(res.status).toBe(303)
    expect(await backend.content.get('tags', tag!.id)).toMatchObject({ name: 'HKI', slug: 'hki', slugByHand: false })
  })
})
