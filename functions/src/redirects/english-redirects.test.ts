/**
 * Decision 27 in the English edition (decision 30): an item's old English addresses
 * answer 301 to its new English ones when its English slug changes (chains collapse, a freed
 * English slug can be reused), a deleted item's English addresses answer 410 with the English
 * error page, and Pengalihan takes `/en` paths. The 404 path of the `/en` sub-app asks the
 * redirect table with the full path.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COLLECTION_MODULES } from '../../../shared/collections'
import { formValues } from '../../../shared/collections/define'
import type { CollectionName } from '../../../shared/schemas/types'
import type { App } from '../app'
import { fixtures } from '../testing/fixtures'
import { withEnglish, withoutEnglish } from '../testing/form-bodies'
import { postForm, signIn, TEST_ORIGIN } from '../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../testing/test-backend'

let backend: TestBackend
let app: App
let editor: string
let admin: string
let f: ReturnType<typeof fixtures>
let categoryId: string

const visit = (path: string) => app.request(`${TEST_ORIGIN}${path}`)

/** One request, no redirect followed: the status and where it points. */
async function hop(path: string) {
  const res = await visit(path)
  return { status: res.status, location: res.headers.get('location') }
}

/** Saves a stored item through its dashboard form with `changes` over its values. */
async function save<D extends { id: string; version: number }>(collection: CollectionName, doc: D, changes: Record<string, string>): Promise<D> {
  const values = formValues(COLLECTION_MODULES[collection] as never, doc) as Record<string, string | string[]>
  const res = await postForm(app, `/dashboard/${collection}/${doc.id}/edit`, { ...values, ...changes, version: String(doc.version) }, editor)
  if (res.status !== 303) {
    const page = await res.text()
    throw new Error(`save answered ${res.status}: ${[...page.matchAll(/class="field-error"[^>]*>([^<]+)/g)].map((m) => m[1]).join('; ') || page.slice(0, 300)}`)
  }
  return (await backend.content.get(collection, doc.id)) as unknown as D
}

/** The English fields of a post, as its form's English tab sends them. */
const english = (title: string, slug: string) => withEnglish('blogs', {
  titleEn: title,
  slugEn: slug,
  // Longer than the content's shortest length (100 characters of text), as the Indonesian rule asks.
  contentEn: '<p>The Constitutional Court ordered lawmakers to write new employment rules within two years, and said what they must cover.</p>',
  excerptEn: 'What the ruling changes for employers.',
  // An item with English and a cover describes the cover in English too.
  coverAltEn: 'A courtroom seen from the public gallery.',
}) as Record<string, string>

beforeAll(async () => {
  const clock = new TestClock()
  backend = createTestBackend({ now: clock.now })
  app = createTestApp(backend, { now: clock.now })
  await backend.identity.createStaff({ email: 'editor@example.test', password: 'kata-sandi-editor', displayName: 'Editor', role: 'editor' })
  await backend.identity.createStaff({ email: 'admin@example.test', password: 'kata-sandi-admin', displayName: 'Admin', role: 'admin' })
  editor = await signIn(app, 'editor@example.test', 'kata-sandi-editor')
  admin = await signIn(app, 'admin@example.test', 'kata-sandi-admin')
  f = fixtures(backend)
  categoryId = (await f.category('Analisis')).id
})
afterAll(() => backend.cleanup())

describe('an English slug changes', () => {
  it('the old English address answers one 301 to the new one; a chain collapses; the Indonesian address is untouched', async () => {
    let blog = await f.blog({ title: 'Putusan MK tentang PKWT', slug: 'putusan-pkwt', categoryId, publishedAt: '2026-05-01T03:00:00.000Z' })
    blog = await save('blogs', blog, english('Court ruling on fixed-term contracts', 'ruling-a'))
    expect((await visit('/en/blogs/ruling-a')).status).toBe(200)
    // Giving a post its English version redirects nothing.
    expect(await backend.content.query('redirects')).toEqual([])

    blog = await save('blogs', blog, { slugEn: 'ruling-b' })
    expect(await hop('/en/blogs/ruling-a')).toEqual({ status: 301, location: '/en/blogs/ruling-b' })
    expect(await hop('/en/blogs/ruling-a?utm_source=linkedin')).toEqual({ status: 301, location: '/en/blogs/ruling-b?utm_source=linkedin' })
    blog = await save('blogs', blog, { slugEn: 'ruling-c' })
    expect(await hop('/en/blogs/ruling-a')).toEqual({ status: 301, location: '/en/blogs/ruling-c' })
    expect(await hop('/en/blogs/ruling-b')).toEqual({ status: 301, location: '/en/blogs/ruling-c' })
    expect((await visit('/en/blogs/ruling-c')).status).toBe(200)
    expect((await visit('/blogs/putusan-pkwt')).status).toBe(200)
    expect((await backend.content.query('redirects')).map((r) => [r.from, r.to]).sort()).toEqual([
      ['/en/blogs/ruling-a', '/en/blogs/ruling-c'],
      ['/en/blogs/ruling-b', '/en/blogs/ruling-c'],
    ])

    // Both slugs at once: each language's old address leads to its own new one, never across.
    await save('blogs', blog, { slug: 'putusan-pkwt-baru', slugEn: 'ruling-d' })
    expect(await hop('/blogs/putusan-pkwt')).toEqual({ status: 301, location: '/blogs/putusan-pkwt-baru' })
    expect(await hop('/en/blogs/ruling-a')).toEqual({ status: 301, location: '/en/blogs/ruling-d' })
    expect(await hop('/en/blogs/ruling-c')).toEqual({ status: 301, location: '/en/blogs/ruling-d' })
  })

  it('a freed English slug can be taken by another post: its page answers, the redirect is gone', async () => {
    let blog = await f.blog({ title: 'Tulisan tentang merek', slug: 'tulisan-merek', categoryId, publishedAt: '2026-05-02T03:00:00.000Z' })
    blog = await save('blogs', blog, english('On trademarks', 'on-trademarks'))
    await save('blogs', blog, { slugEn: 'trademarks-explained' })
    expect(await hop('/en/blogs/on-trademarks')).toEqual({ status: 301, location: '/en/blogs/trademarks-explained' })

    const other = await f.blog({ title: 'Tulisan lain', slug: 'tulisan-lain', categoryId, publishedAt: '2026-05-03T03:00:00.000Z' })
    await save('blogs', other, english('Another article on trademarks', 'on-trademarks'))
    expect((await visit('/en/blogs/on-trademarks')).status).toBe(200)
    expect(await backend.content.query('redirects', { where: [{ field: 'from', op: '==', value: '/en/blogs/on-trademarks' }] })).toEqual([])
    expect(await hop('/en/blogs/trademarks-explained')).toEqual({ status: 200, location: null })
  })

  it('a publication’s English download follows its English slug', async () => {
    let publication = await f.publication({ title: 'Buletin Data Pribadi', slug: 'buletin-data', categoryId, publishedAt: '2026-05-01T03:00:00.000Z' })
    publication = await save('publications', publication, english('Data Protection Bulletin', 'data-bulletin'))
    await save('publications', publication, { slugEn: 'data-protection-bulletin' })
    expect(await hop('/en/publications/data-bulletin')).toEqual({ status: 301, location: '/en/publications/data-protection-bulletin' })
    expect(await hop('/en/publications/data-bulletin/download')).toEqual({ status: 301, location: '/en/publications/data-protection-bulletin/download' })
    expect((await visit('/en/publications/data-protection-bulletin/download')).status).toBe(200)
  })

  it('an English version taken off leaves its old address a 404, never a redirect to the Indonesian page', async () => {
    let blog = await f.blog({ title: 'Catatan sementara', slug: 'catatan-sementara', categoryId, publishedAt: '2026-05-04T03:00:00.000Z' })
    blog = await save('blogs', blog, english('A temporary note', 'temporary-note'))
    await save('blogs', blog, withoutEnglish('blogs') as Record<string, string>)
    expect(await hop('/en/blogs/temporary-note')).toEqual({ status: 404, location: null })
  })

  it('an English slug changed before the post is published leaves no redirect', async () => {
    let blog = await f.blog({ title: 'Agenda seminar', slug: 'agenda-seminar', categoryId, publishedAt: '2026-12-01T03:00:00.000Z' })
    blog = await save('blogs', blog, english('Seminar agenda', 'seminar-agenda'))
    await save('blogs', blog, { slugEn: 'annual-seminar' })
    expect((await hop('/en/blogs/seminar-agenda')).status).toBe(404)
  })
})

describe('a deleted item in English', () => {
  it('answers 410 at its English addresses with the English error page', async () => {
    let blog = await f.blog({ title: 'Putusan arbitrase', slug: 'putusan-arbitrase', categoryId, publishedAt: '2026-05-01T03:00:00.000Z' })
    blog = await save('blogs', blog, english('Arbitral award set aside', 'arbitral-award'))
    const res = await postForm(app, `/dashboard/blogs/${blog.id}/delete`, { version: String(blog.version) }, editor)
    expect(res.status).toBe(303)
    const [entry] = await backend.content.query('trash', { where: [{ field: 'itemId', op: '==', value: blog.id }] })
    expect(entry?.paths).toEqual(['/blogs/putusan-arbitrase', '/en/blogs/arbitral-award'])

    const gone = await visit('/en/blogs/arbitral-award')
    expect(gone.status).toBe(410)
    expect(gone.headers.get('cache-control')).toBe('no-store')
    const page = await gone.text()
    expect(page).toContain('<html lang="en">')
    expect(page).toContain('<h1>Content removed</h1>')
    expect(page).toContain('/en/blogs/arbitral-award')
    expect(page).not.toContain('Konten di alamat ini sudah dihapus')
    expect((await visit('/blogs/putusan-arbitrase')).status).toBe(410)

    // Restored: both addresses answer again.
    const restored = await postForm(app, `/dashboard/trash/${entry!.id}/restore`, {}, editor)
    expect(restored.status).toBe(303)
    expect((await visit('/en/blogs/arbitral-award')).status).toBe(200)
    expect((await visit('/blogs/putusan-arbitrase')).status).toBe(200)
  })

  it('an attorney’s English page answers 410 too', async () => {
    const person = await f.profile({ name: 'Yohanes Wenas' })
    expect((await visit('/en/attorneys/yohanes-wenas')).status).toBe(200)
    await postForm(app, `/dashboard/profiles/${person.id}/delete`, { version: String(person.version) }, editor)
    const gone = await visit('/en/attorneys/yohanes-wenas')
    expect(gone.status).toBe(410)
    expect(await gone.text()).toContain('<html lang="en">')
  })
})

describe('Pengalihan with /en paths', () => {
  it('adds a manual redirect from an English address that the /en 404 path answers', async () => {
    const res = await postForm(app, '/dashboard/redirects', { from: '/en/old-insights', to: '/en/blogs' }, admin)
    expect(res.status).toBe(303)
    expect(await hop('/en/old-insights')).toEqual({ status: 301, location: '/en/blogs' })
    // An address under an /en route that finds nothing (its handler's 404) is asked too.
    await postForm(app, '/dashboard/redirects', { from: '/en/blogs/old-english-post', to: '/en/blogs/ruling-d' }, admin)
    expect(await hop('/en/blogs/old-english-post')).toEqual({ status: 301, location: '/en/blogs/ruling-d' })
    // Only the path it names: the Indonesian address is no redirect.
    expect((await hop('/old-insights')).status).toBe(404)
  })
})
