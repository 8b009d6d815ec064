/**
 * Deleting a category or tag in use (decision 35): its posts move to another one (a
 * tag merges into another), then it goes to Sampah, in one confirmed step: each moved post a new
 * version with its revision and log line, search and the render cache following, and the old
 * filter addresses leading to the target's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TERM_MSG } from '../../../../shared/collections/taxonomy-fields'
import type { Blog, Category, Publication, Tag } from '../../../../shared/schemas/types'
import type { App } from '../../app'
import { fixtures } from '../../testing/fixtures'
import { postForm, signIn, TEST_ORIGIN } from '../../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../../testing/test-backend'

let backend: TestBackend
let app: App
let cookie: string
let f: ReturnType<typeof fixtures>
let editorId: string

const PAST = '2026-01-05T03:00:00.000Z'
const ENGLISH = { contentEn: `<p>${'English text of the post. '.repeat(6)}</p>` }

async function page(path: string) {
  const res = await app.request(`${TEST_ORIGIN}${path}`, { headers: { cookie } })
  return { res, html: await res.text() }
}

async function redirectOf(path: string) {
  const res = await app.request(`${TEST_ORIGIN}${path}`)
  return res.status === 301 ? res.headers.get('location') : res.status
}

beforeAll(async () => {
  const clock = new TestClock(new Date('2026-03-01T00:00:00.000Z'))
  backend = createTestBackend({ now: clock.now })
  app = createTestApp(backend, { now: clock.now })
  editorId = (await backend.identity.createStaff({ email: 'editor@example.test', password: 'kata-sandi-editor', displayName: 'Editor', role: 'editor' })).uid
  cookie = await signIn(app, 'editor@example.test', 'kata-sandi-editor')
  f = fixtures(backend)
})
afterAll(() => backend.cleanup())

describe('deleting a category in use moves its posts first', () => {
  let from: Category
  let into: Category
  let posts: (Blog | Publication)[]

  beforeAll(async () => {
    from = await backend.content.create('categories', { name: 'Analisis Hukum', slug: 'analisis-hukum', nameEn: 'Legal Analysis', slugEn: 'legal-analysis' }, { actor: 'seed' })
    into = await backend.content.create('categories', { name: 'Berita Firma', slug: 'berita-firma', nameEn: 'Firm News', slugEn: 'firm-news' }, { actor: 'seed' })
    posts = [
      await f.blog({ title: 'Kewajiban pelaporan transaksi keuangan', categoryId: from.id, publishedAt: PAST, titleEn: 'Reporting duties for transactions', slugEn: 'reporting-duties', ...ENGLISH }),
      await f.blog({ title: 'Perubahan aturan ketenagakerjaan 2026', categoryId: from.id, publishedAt: PAST }),
      await f.publication({ title: 'Kajian hukum persaingan usaha digital', categoryId: from.id, publishedAt: PAST }),
    ]
    await f.blog({ title: 'Kabar kantor tentang rekan baru firma', categoryId: into.id, publishedAt: PAST })
  })

  it('offers the move instead of a delete that cannot succeed: the list’s dialog has the choice of a target', async () => {
    const { html } = await page('/dashboard/categories')
    expect(html).toContain('Pindahkan kontennya ke kategori')
    expect(html).toContain('Pindahkan dan hapus')
    expect(html).not.toContain('sehingga tidak akan dihapus')
  })

  it('without a target (a page without JavaScript) lists the posts with the move as a plain form; an empty choice is named', async () => {
    const none = await postForm(app, `/dashboard/categories/${from.id}/delete`, { version: String(from.version) }, cookie)
    expect(none.status).toBe(409)
    const html = await none.text()
    expect(html).toContain('dipakai oleh 3 konten')
    expect(html).toContain('Kewajiban pelaporan transaksi keuangan')
    expect(html).toContain(`class="move-form" action="/dashboard/categories/${from.id}/delete" method="post"`)
    expect(html).toContain('name="target"')
    const empty = await postForm(app, `/dashboard/categories/${from.id}/delete`, { version: String(from.version), target: '' }, cookie)
    expect(await empty.text()).toContain(TERM_MSG.targetRequired('kategori'))
    const self = await postForm(app, `/dashboard/categories/${from.id}/delete`, { version: String(from.version), target: from.id }, cookie)
    expect(self.status).toBe(409)
    expect(await self.text()).toContain(TERM_MSG.targetGone('kategori'))
    const stale = await postForm(app, `/dashboard/categories/${from.id}/delete`, { version: String(from.version + 3), target: into.id }, cookie)
    expect(stale.status).toBe(409)
    expect(await stale.text()).toContain('baru saja diubah orang lain')
    expect((await backend.content.get('blogs', posts[0]!.id))!.categoryId).toBe(from.id)
    expect(await backend.content.get('categories', from.id)).not.toBeNull()
  })

  it('moves every post in one step, each a new version with its revision and log line, then deletes the category', async () => {
    // The target's list is rendered (and cached) before the move.
    expect((await page('/blogs?category=berita-firma')).html).not.toContain('Kewajiban pelaporan')
    const res = await postForm(app, `/dashboard/categories/${from.id}/delete`, { version: String(from.version), target: into.id }, cookie)
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/dashboard/categories?notice=category-merged')

    for (const post of posts) {
      const collection = 'file' in post ? 'publications' : 'blogs'
      const stored = (await backend.content.get(collection, post.id))!
      expect(stored).toMatchObject({ categoryId: into.id, version: post.version + 1, updatedBy: editorId })
      const [revision] = await backend.content.listRevisions(collection, post.id, { limit: 1 })
      expect(revision).toMatchObject({ action: 'update', version: post.version + 1, actor: editorId })
    }
    const log = await backend.content.queryActivity({ actor: editorId, limit: 20 })
    expect(log.filter((line) => line.action === 'update').map((line) => line.itemId).sort()).toEqual(posts.map((post) => post.id).sort())
    expect(log.some((line) => line.action === 'delete' && line.itemId === from.id)).toBe(true)
    expect(await backend.content.get('categories', from.id)).toBeNull()
    const [entry] = await backend.content.query('trash', { where: [{ field: 'itemId', op: '==', value: from.id }] })
    expect(entry).toMatchObject({ collection: 'categories', title: 'Analisis Hukum' })

    // The render cache was cleared; search carries the new category.
    expect((await page('/blogs?category=berita-firma')).html).toContain('Kewajiban pelaporan transaksi keuangan')
    const found = await backend.search.search('public', { q: 'kewajiban pelaporan', categoryId: into.id })
    expect(found.hits.map((hit) => hit.record.parentId)).toContain(`blogs/${posts[0]!.id}`)
    expect((await backend.search.search('public', { q: 'kewajiban pelaporan', categoryId: from.id })).total).toBe(0)
  })

  it('leads the old filter addresses, in both languages, to the target’s with one 301', async () => {
    expect(await redirectOf('/blogs?category=analisis-hukum')).toBe('/blogs?category=berita-firma')
    expect(await redirectOf('/blogs?category=analisis-hukum&page=2')).toBe('/blogs?category=berita-firma&page=2')
    expect(await redirectOf('/publications?category=analisis-hukum')).toBe('/publications?category=berita-firma')
    expect(await redirectOf('/en/blogs?category=legal-analysis')).toBe('/en/blogs?category=firm-news')
    const [entry] = await backend.content.query('redirects', { where: [{ field: 'from', op: '==', value: '/blogs?category=analisis-hukum' }] })
    expect(entry).toMatchObject({ kind: 'merged', itemId: from.id })
  })
})

describe('deleting a tag in use merges it into another', () => {
  it('puts the target tag on its posts in place of it, once on a post that had both', async () => {
    const category = await f.category('Studi Kasus')
    const from = await f.tag('Arbitrase')
    const into = await f.tag('Penyelesaian Sengketa')
    const other = await f.tag('Pajak')
    const both = await f.blog({ title: 'Arbitrase dan mediasi di Jakarta', categoryId: category.id, tagIds: [from.id, into.id, other.id], publishedAt: PAST })
    const one = await f.publication({ title: 'Kajian arbitrase investasi asing', categoryId: category.id, tagIds: [other.id, from.id], publishedAt: PAST })
    const res = await postForm(app, `/dashboard/tags/${from.id}/delete`, { version: String(from.version), target: into.id }, cookie)
    expect(res.headers.get('location')).toBe('/dashboard/tags?notice=tag-merged')
    expect((await backend.content.get('blogs', both.id))!.tagIds).toEqual([into.id, other.id])
    expect((await backend.content.get('publications', one.id))!.tagIds).toEqual([other.id, into.id])
    expect(await backend.content.get('tags', from.id)).toBeNull()
    expect(await redirectOf('/blogs?tag=arbitrase')).toBe('/blogs?tag=penyelesaian-sengketa')
  })

  it('frees the old filter addresses again when the deleted tag is restored from Sampah', async () => {
    const entry = (await backend.content.query('trash')).find((item) => item.title === 'Arbitrase')
    const restored = await postForm(app, `/dashboard/trash/${entry!.id}/restore`, {}, cookie)
    expect(restored.status).toBe(303)
    const tag = (await backend.content.get('tags', entry!.itemId)) as Tag
    expect(tag.slug).toBe('arbitrase')
    expect(await backend.content.query('redirects', { where: [{ field: 'from', op: '==', value: '/blogs?tag=arbitrase' }] })).toEqual([])
  })
})
