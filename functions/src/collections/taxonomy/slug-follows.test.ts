/**
 * A category's or tag's slugs follow a rename unless staff fixed them by hand (
 * decision 35), in both languages, and the old filter addresses keep working (301, decision 27).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MSG } from '../../../../shared/schemas/messages'
import { TERM_MSG } from '../../../../shared/collections/taxonomy-fields'
import type { App } from '../../app'
import { fixtures } from '../../testing/fixtures'
import { postForm, signIn, TEST_ORIGIN } from '../../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../../testing/test-backend'

let backend: TestBackend
let app: App
let cookie: string
let f: ReturnType<typeof fixtures>

const PAST = '2026-01-05T03:00:00.000Z'

async function rename(kind: 'categories' | 'tags', id: string, fields: Record<string, string>) {
  const current = (await backend.content.get(kind, id))!
  return postForm(app, `/dashboard/${kind}/${id}`, { nameEn: current.nameEn ?? '', ...fields, version: String(current.version) }, cookie)
}

/** Where a visitor at `path` is sent: the 301's location, or the status when there is none. */
async function redirectOf(path: string) {
  const res = await app.request(`${TEST_ORIGIN}${path}`)
  return res.status === 301 ? res.headers.get('location') : res.status
}

beforeAll(async () => {
  const clock = new TestClock(new Date('2026-03-01T00:00:00.000Z'))
  backend = createTestBackend({ now: clock.now })
  app = createTestApp(backend, { now: clock.now })
  await backend.identity.createStaff({ email: 'editor@example.test', password: 'kata-sandi-editor', displayName: 'Editor', role: 'editor' })
  cookie = await signIn(app, 'editor@example.test', 'kata-sandi-editor')
  f = fixtures(backend)
})
afterAll(() => backend.cleanup())

describe('a slug follows a rename', () => {
  it('makes the slug from the new name, and the old filter addresses lead to the new ones', async () => {
    const created = await postForm(app, '/dashboard/categories', { name: 'Analisis Hukum', nameEn: 'Legal Analysis' }, cookie)
    expect(created.status).toBe(303)
    const [category] = await backend.content.query('categories', { where: [{ field: 'slug', op: '==', value: 'analisis-hukum' }] })
    expect(category).toMatchObject({ slugByHand: false, slugEnByHand: false })
    await f.blog({ title: 'Putusan penting tentang kontrak', categoryId: category!.id, publishedAt: PAST, titleEn: 'An important ruling on contracts', slugEn: 'important-ruling', contentEn: '<p>' + 'English text of the ruling. '.repeat(6) + '</p>' })

    // Only the names sent (a form without slug fields, as before slugs followed renames): both slugs follow.
    const res = await rename('categories', category!.id, { name: 'Kajian Hukum', nameEn: 'Legal Commentary' })
    expect(res.status, await res.text()).toBe(303)
    expect(await backend.content.get('categories', category!.id)).toMatchObject({ slug: 'kajian-hukum', slugEn: 'legal-commentary', slugByHand: false, slugEnByHand: false })

    expect(await redirectOf('/blogs?category=analisis-hukum')).toBe('/blogs?category=kajian-hukum')
    expect(await redirectOf('/blogs?category=analisis-hukum&page=1')).toBe('/blogs?category=kajian-hukum&page=1')
    expect(await redirectOf('/publications?category=analisis-hukum')).toBe('/publications?category=kajian-hukum')
    expect(await redirectOf('/en/blogs?category=legal-analysis')).toBe('/en/blogs?category=legal-commentary')
    expect((await app.request(`${TEST_ORIGIN}/blogs?category=kajian-hukum`)).status).toBe(200)
  })

  it('sends the slug the form shows: following the name (as the browser types it) is not “by hand”', async () => {
    const [category] = await backend.content.query('categories', { where: [{ field: 'slug', op: '==', value: 'kajian-hukum' }] })
    const res = await rename('categories', category!.id, { name: 'Ulasan Hukum', slug: 'ulasan-hukum', nameEn: 'Legal Review', slugEn: 'legal-review' })
    expect(res.status).toBe(303)
    expect(await backend.content.get('categories', category!.id)).toMatchObject({ slug: 'ulasan-hukum', slugEn: 'legal-review', slugByHand: false, slugEnByHand: false })
    // Two renames, one hop: the first address is stored collapsed onto the newest.
    expect(await redirectOf('/blogs?category=analisis-hukum')).toBe('/blogs?category=ulasan-hukum')
    expect(await redirectOf('/blogs?category=kajian-hukum')).toBe('/blogs?category=ulasan-hukum')
  })

  it('keeps a slug typed by hand through later renames, until it is emptied', async () => {
    const [category] = await backend.content.query('categories', { where: [{ field: 'slug', op: '==', value: 'ulasan-hukum' }] })
    const id = category!.id
    expect((await rename('categories', id, { name: 'Ulasan Hukum', slug: 'ulasan', nameEn: 'Legal Review', slugEn: 'review' })).status).toBe(303)
    expect(await backend.content.get('categories', id)).toMatchObject({ slug: 'ulasan', slugEn: 'review', slugByHand: true, slugEnByHand: true })

    // Renamed with the slugs as shown (unchanged): they stay, both languages.
    expect((await rename('categories', id, { name: 'Catatan Hukum', slug: 'ulasan', nameEn: 'Legal Notes', slugEn: 'review' })).status).toBe(303)
    expect(await backend.content.get('categories', id)).toMatchObject({ name: 'Catatan Hukum', slug: 'ulasan', slugEn: 'review', slugByHand: true })
    // Renamed without slug fields at all: still kept.
    expect((await rename('categories', id, { name: 'Catatan Hukum Firma' })).status).toBe(303)
    expect(await backend.content.get('categories', id)).toMatchObject({ slug: 'ulasan', slugByHand: true })

    // Emptied: the slug follows the name again.
    expect((await rename('categories', id, { name: 'Catatan Hukum Firma', slug: '', nameEn: 'Legal Notes', slugEn: '' })).status).toBe(303)
    expect(await backend.content.get('categories', id)).toMatchObject({ slug: 'catatan-hukum-firma', slugEn: 'legal-notes', slugByHand: false, slugEnByHand: false })
    expect(await redirectOf('/blogs?category=ulasan')).toBe('/blogs?category=catatan-hukum-firma')
  })

  it('refuses a slug another item holds, or one that is not a slug, each on its field, and saves nothing', async () => {
    const other = await f.category('Berita Firma')
    const [category] = await backend.content.query('categories', { where: [{ field: 'slug', op: '==', value: 'catatan-hukum-firma' }] })
    const before = await backend.content.get('categories', category!.id)
    const taken = await rename('categories', category!.id, { name: 'Catatan Hukum Firma', slug: other.slug })
    expect(taken.status).toBe(400)
    expect(await taken.text()).toContain(TERM_MSG.slugTaken('kategori'))
    const wrong = await rename('categories', category!.id, { name: 'Catatan Hukum Firma', slug: 'Bukan Slug!' })
    expect(wrong.status).toBe(400)
    expect(await wrong.text()).toContain(MSG.slug)
    expect(await backend.content.get('categories', category!.id)).toEqual(before)
  })

  it('keeps a numbered slug whose name still makes it, and numbers a new one when the name’s slug is taken', async () => {
    const bea = await backend.content.create('tags', { name: 'Bea', slug: 'bea-2', nameEn: null, slugEn: null }, { actor: 'seed' })
    expect((await rename('tags', bea.id, { name: 'BEA' })).status).toBe(303)
    expect(await backend.content.get('tags', bea.id)).toMatchObject({ name: 'BEA', slug: 'bea-2' })

    // Another tag fixed "cukai" by hand: a tag renamed "Cukai" gets the next free one.
    await backend.content.create('tags', { name: 'Lain-lain', slug: 'cukai', nameEn: null, slugEn: null, slugByHand: true }, { actor: 'seed' })
    const customs = await f.tag('Kepabeanan')
    expect((await rename('tags', customs.id, { name: 'Cukai' })).status).toBe(303)
    expect(await backend.content.get('tags', customs.id)).toMatchObject({ slug: 'cukai-2', slugByHand: false })
  })

  it('moves the tag filter addresses too, and drops the English slug with the English name', async () => {
    const tag = await f.tag('Arbitrase')
    await f.blog({ title: 'Arbitrase di Singapura dan Jakarta', categoryId: (await f.category('Studi Kasus')).id, tagIds: [tag.id], publishedAt: PAST })
    expect((await rename('tags', tag.id, { name: 'Arbitrase Internasional', nameEn: 'International Arbitration' })).status).toBe(303)
    expect(await redirectOf('/blogs?tag=arbitrase')).toBe('/blogs?tag=arbitrase-internasional')
    expect(await backend.content.get('tags', tag.id)).toMatchObject({ slugEn: 'international-arbitration' })
    expect((await rename('tags', tag.id, { name: 'Arbitrase Internasional', nameEn: '' })).status).toBe(303)
    expect(await backend.content.get('tags', tag.id)).toMatchObject({ nameEn: null, slugEn: null, slugEnByHand: false })
  })
})
