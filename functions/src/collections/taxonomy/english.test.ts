/**
 * Categories and tags in English: the inline form takes an optional English name, its
 * English slug made from it as the Indonesian slug is from the name, unique among English slugs;
 * names that read alike are refused within each language, not across them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MSG } from '../../../../shared/schemas/messages'
import type { App } from '../../app'
import { postForm, signIn, TEST_ORIGIN } from '../../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../../testing/test-backend'

let backend: TestBackend
let app: App
let cookie: string

const bySlug = async (kind: 'categories' | 'tags', slug: string) => (await backend.content.query(kind, { where: [{ field: 'slug', op: '==', value: slug }] }))[0]

beforeAll(async () => {
  const clock = new TestClock()
  backend = createTestBackend({ now: clock.now })
  app = createTestApp(backend, { now: clock.now })
  await backend.identity.createStaff({ email: 'editor@example.test', password: 'kata-sandi-editor', displayName: 'Editor', role: 'editor' })
  cookie = await signIn(app, 'editor@example.test', 'kata-sandi-editor')
})
afterAll(() => backend.cleanup())

describe('English names of categories and tags', () => {
  it('adds a category with an English name and an English slug made from it', async () => {
    const res = await postForm(app, '/dashboard/categories', { name: 'Analisis Hukum', nameEn: '  Legal   Analysis ' }, cookie)
    expect(res.status).toBe(303)
    expect(await bySlug('categories', 'analisis-hukum')).toMatchObject({ name: 'Analisis Hukum', nameEn: 'Legal Analysis', slugEn: 'legal-analysis' })
  })

  it('adds one without an English name: no English slug', async () => {
    expect((await postForm(app, '/dashboard/categories', { name: 'Berita Firma', nameEn: '' }, cookie)).status).toBe(303)
    expect(await bySlug('categories', 'berita-firma')).toMatchObject({ nameEn: null, slugEn: null })
  })

  it('refuses an English name that reads like another English name, on the English field', async () => {
    const res = await postForm(app, '/dashboard/categories', { name: 'Kajian Hukum', nameEn: 'legal-analysis' }, cookie)
    expect(res.status).toBe(409)
    const html = await res.text()
    expect(html).toContain(MSG.categoryTaken)
    expect(await bySlug('categories', 'kajian-hukum')).toBeUndefined()
  })

  it('allows the same words in the other language: an English name may equal an Indonesian one', async () => {
    expect((await postForm(app, '/dashboard/tags', { name: 'Omnibus Law', nameEn: 'Omnibus Law' }, cookie)).status).toBe(303)
    expect((await postForm(app, '/dashboard/tags', { name: 'Pajak', nameEn: 'Tax & Customs' }, cookie)).status).toBe(303)
    // An English "&" reads "and" in the English slug.
    expect(await bySlug('tags', 'pajak')).toMatchObject({ slugEn: 'tax-and-customs' })
    expect(await bySlug('tags', 'omnibus-law')).toMatchObject({ slugEn: 'omnibus-law' })
  })

  it('moves the English slug with a rename, makes one when an English name is first given, drops it with the name', async () => {
    const analysis = (await bySlug('categories', 'analisis-hukum'))!
    await postForm(app, `/dashboard/categories/${analysis.id}`, { name: 'Analisis Hukum', nameEn: 'Legal Commentary', version: String(analysis.version) }, cookie)
    expect(await backend.content.get('categories', analysis.id)).toMatchObject({ nameEn: 'Legal Commentary', slugEn: 'legal-commentary' })

    const news = (await bySlug('categories', 'berita-firma'))!
    await postForm(app, `/dashboard/categories/${news.id}`, { name: 'Berita Firma', nameEn: 'Firm News', version: String(news.version) }, cookie)
    const named = (await backend.content.get('categories', news.id))!
    expect(named).toMatchObject({ nameEn: 'Firm News', slugEn: 'firm-news' })

    await postForm(app, `/dashboard/categories/${news.id}`, { name: 'Berita Firma', nameEn: '', version: String(named.version) }, cookie)
    expect(await backend.content.get('categories', news.id)).toMatchObject({ nameEn: null, slugEn: null })
  })

  it('shows the English name and slug in the list, and the field in the form', async () => {
    const res = await app.request(`${TEST_ORIGIN}/dashboard/categories`, { headers: { cookie } })
    const html = await res.text()
    expect(html).toContain('Nama kategori (English)')
    expect(html).toContain('<span lang="en">Legal Commentary</span>')
    expect(html).toContain('<code>en/legal-commentary</code>')
  })
})
