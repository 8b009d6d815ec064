import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { COLLECTION_MODULES } from '../../../shared/collections'
import { formValues } from '../../../shared/collections/define'
import { REDIRECT_MSG } from '../../../shared/collections/redirects'
import type { CollectionName } from '../../../shared/schemas/types'
import type { App } from '../app'
import { exampleData } from '../testing/example-data'
import { fixtures } from '../testing/fixtures'
import { postForm, signIn, TEST_ORIGIN } from '../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../testing/test-backend'
import { followSave } from './redirect-writes'
import { FAILED_READ_HOLD_MS } from './redirect-table'
import { StoreUnavailableError } from '../backends/ports'

let backend: TestBackend
let app: App
let clock: TestClock
let editor: string
let admin: string
let f: ReturnType<typeof fixtures>

const visit = (path: string) => app.request(`${TEST_ORIGIN}${path}`)
const html = async (path: string, cookie: string) => (await app.request(`${TEST_ORIGIN}${path}`, { headers: { cookie } })).text()

/** Saves a stored item through its dashboard form with `changes` over its values. */
async function save<D extends { id: string; version: number }>(collection: CollectionName, base: string, doc: D, changes: Record<string, string>): Promise<D> {
  const values = formValues(COLLECTION_MODULES[collection] as never, doc) as Record<string, string | string[]>
  // Openings are HR's and admins' (docs/roles.md); the rest, content, an editor saves.
  const res = await postForm(app, `${base}/${doc.id}/edit`, { ...values, ...changes, version: String(doc.version) }, collection === 'openings' ? admin : editor)
  if (res.status !== 303) throw new Error(`save answered ${res.status}: ${(await res.text()).slice(0, 300)}`)
  return (await backend.content.get(collection, doc.id)) as unknown as D
}

/** One request, no redirect followed: the status and where it points. */
async function hop(path: string) {
  const res = await visit(path)
  return { status: res.status, location: res.headers.get('location') }
}

beforeAll(async () => {
  clock = new TestClock()
  backend = createTestBackend({ now: clock.now })
  app = createTestApp(backend, { now: clock.now })
  await backend.identity.createStaff({ email: 'editor@example.test', password: 'kata-sandi-editor', displayName: 'Editor', role: 'editor' })
  await backend.identity.createStaff({ email: 'admin@example.test', password: 'kata-sandi-admin', displayName: 'Admin', role: 'admin' })
  editor = await signIn(app, 'editor@example.test', 'kata-sandi-editor')
  admin = await signIn(app, 'admin@example.test', 'kata-sandi-admin')
  f = fixtures(backend)
})
afterAll(async () => {
  await backend.cleanup()
})

describe('a published item’s slug changes', () => {
  it('a blog’s old address answers one 301 to the new one; a chain a→b→c serves a→c; a reused slug drops its redirect', async () => {
    const category = await f.category('Analisis')
    let blog = await f.blog({ title: 'Putusan MK tentang PKWT', slug: 'putusan-a', categoryId: category.id, publishedAt: '2026-05-01T03:00:00.000Z' })
    expect((await visit('/blogs/putusan-a')).status).toBe(200)
    blog = await save('blogs', '/dashboard/blogs', blog, { slug: 'putusan-b' })
    expect(await hop('/blogs/putusan-a')).toEqual({ status: 301, location: '/blogs/putusan-b' })
    expect(await hop('/blogs/putusan-a?utm_source=linkedin')).toEqual({ status: 301, location: '/blogs/putusan-b?utm_source=linkedin' })
    blog = await save('blogs', '/dashboard/blogs', blog, { slug: 'putusan-c' })
    expect(await hop('/blogs/putusan-a')).toEqual({ status: 301, location: '/blogs/putusan-c' })
    expect(await hop('/blogs/putusan-b')).toEqual({ status: 301, location: '/blogs/putusan-c' })
    expect((await visit('/blogs/putusan-c')).status).toBe(200)

    // Another post takes the freed slug "putusan-a": its page answers, the redirect is gone.
    const created = await postForm(app, '/dashboard/blogs/create', { ...(formValues(COLLECTION_MODULES.blogs, { ...blog, id: undefined }) as unknown as Record<string, string>), title: 'Tulisan lain dengan alamat lama', slug: 'putusan-a' }, editor)
    expect(created.status).toBe(303)
    expect((await visit('/blogs/putusan-a')).status).toBe(200)
    expect((await backend.content.query('redirects')).map((r) => r.from).sort()).toEqual(['/blogs/putusan-b'])
  })

  it('a scheduled blog’s slug change leaves no redirect', async () => {
    const category = await f.category('Agenda')
    const blog = await f.blog({ title: 'Agenda seminar tahunan', slug: 'agenda-lama', categoryId: category.id, publishedAt: '2026-12-01T03:00:00.000Z' })
    await save('blogs', '/dashboard/blogs', blog, { slug: 'agenda-baru' })
    expect((await hop('/blogs/agenda-lama')).status).toBe(404)
  })

  it('an attorney’s page, CV and vCard follow the new slug', async () => {
    const person = await f.profile({ name: 'Larasati Wibowo' })
    await save('profiles', '/dashboard/profiles', person, { slug: 'larasati-w' })
    expect(await hop('/attorneys/larasati-wibowo')).toEqual({ status: 301, location: '/attorneys/larasati-w' })
    expect(await hop('/attorneys/larasati-wibowo/cv')).toEqual({ status: 301, location: '/attorneys/larasati-w/cv' })
    expect(await hop('/attorneys/larasati-wibowo/vcard')).toEqual({ status: 301, location: '/attorneys/larasati-w/vcard' })
    expect((await visit('/attorneys/larasati-w/cv')).status).toBe(200)
  })

  it('a publication’s download, a practice area’s page and filter, an opening’s page follow too', async () => {
    const category = await f.category('Buletin')
    const publication = await f.publication({ title: 'Buletin pajak triwulan', slug: 'buletin-lama', categoryId: category.id, publishedAt: '2026-04-01T03:00:00.000Z' })
    await save('publications', '/dashboard/publications', publication, { slug: 'buletin-baru' })
    expect(await hop('/publications/buletin-lama/download')).toEqual({ status: 301, location: '/publications/buletin-baru/download' })

    const area = await f.practiceArea('Hukum Pajak')
    await save('practiceAreas', '/dashboard/practice-areas', area, { slug: 'perpajakan', description: `<p>${'Kami mendampingi klien dalam sengketa dan perencanaan pajak. '.repeat(3)}</p>` })
    expect(await hop('/practice-area/hukum-pajak')).toEqual({ status: 301, location: '/practice-area/perpajakan' })
    expect(await hop('/attorneys?area=hukum-pajak')).toEqual({ status: 301, location: '/attorneys?area=perpajakan' })

    const opening = await backend.content.create('openings', exampleData('openings', { slug: 'associate-lama', closesOn: '2099-12-31' }), { actor: 't' })
    await save('openings', '/dashboard/openings', opening, { slug: 'associate-litigasi' })
    expect(await hop('/career/associate-lama')).toEqual({ status: 301, location: '/career/associate-litigasi' })
  })

  it('a category’s or tag’s filter follows a new slug, keeping the page', async () => {
    const before = await f.category('Kajian Lama')
    const after = await backend.content.update('categories', before.id, { name: before.name, slug: 'kajian' }, { actor: 't' })
    await followSave(backend.content, 'categories', before, after, clock.now(), 't')
    expect(await hop('/blogs?category=kajian-lama&page=2')).toEqual({ status: 301, location: '/blogs?category=kajian&page=2' })
    expect(await hop('/publications?category=kajian-lama')).toEqual({ status: 301, location: '/publications?category=kajian' })
  })
})

describe('a regulation’s or a block page’s address changes', () => {
  /** Every automatic entry, as `from → to` pairs in order. */
  const entries = async (itemId: string) => (await backend.content.query('redirects', { where: [{ field: 'itemId', op: '==', value: itemId }] })).map((r) => [r.from, r.to]).sort()

  it('a regulation’s old address answers one 301 to the new one in both languages; a second change leaves no chain; changing back leaves no loop', async () => {
    let regulation = await backend.content.create('regulations', exampleData('regulations', { title: 'Pelindungan Data Pribadi', slug: 'uu-27-2022', type: 'UU', number: '27', year: '2022' }), { actor: 'seed' })
    expect((await visit('/regulations/uu-27-2022')).status).toBe(200)
    expect((await visit('/en/regulations/uu-27-2022')).status).toBe(200)

    // One slug in both editions, English title or not: both old addresses follow it.
    regulation = await save('regulations', '/dashboard/regulations', regulation, { slug: 'uu-pdp' })
    expect(await hop('/regulations/uu-27-2022')).toEqual({ status: 301, location: '/regulations/uu-pdp' })
    expect(await hop('/en/regulations/uu-27-2022')).toEqual({ status: 301, location: '/en/regulations/uu-pdp' })
    expect(await hop('/en/regulations/uu-27-2022?utm_source=linkedin')).toEqual({ status: 301, location: '/en/regulations/uu-pdp?utm_source=linkedin' })

    regulation = await save('regulations', '/dashboard/regulations', regulation, { slug: 'uu-pdp-2022' })
    expect(await hop('/regulations/uu-27-2022')).toEqual({ status: 301, location: '/regulations/uu-pdp-2022' })
    expect(await hop('/regulations/uu-pdp')).toEqual({ status: 301, location: '/regulations/uu-pdp-2022' })
    expect(await hop('/en/regulations/uu-27-2022')).toEqual({ status: 301, location: '/en/regulations/uu-pdp-2022' })
    expect(await hop('/en/regulations/uu-pdp')).toEqual({ status: 301, location: '/en/regulations/uu-pdp-2022' })
    expect(await entries(regulation.id)).toEqual([
      ['/en/regulations/uu-27-2022', '/en/regulations/uu-pdp-2022'],
      ['/en/regulations/uu-pdp', '/en/regulations/uu-pdp-2022'],
      ['/regulations/uu-27-2022', '/regulations/uu-pdp-2022'],
      ['/regulations/uu-pdp', '/regulations/uu-pdp-2022'],
    ])

    // Back to the first slug: it answers again, and nothing leads away from it or round a loop.
    regulation = await save('regulations', '/dashboard/regulations', regulation, { slug: 'uu-27-2022' })
    expect((await visit('/regulations/uu-27-2022')).status).toBe(200)
    expect((await visit('/en/regulations/uu-27-2022')).status).toBe(200)
    expect(await hop('/regulations/uu-pdp')).toEqual({ status: 301, location: '/regulations/uu-27-2022' })
    expect(await hop('/en/regulations/uu-pdp-2022')).toEqual({ status: 301, location: '/en/regulations/uu-27-2022' })
    expect(await entries(regulation.id)).toEqual([
      ['/en/regulations/uu-pdp', '/en/regulations/uu-27-2022'],
      ['/en/regulations/uu-pdp-2022', '/en/regulations/uu-27-2022'],
      ['/regulations/uu-pdp', '/regulations/uu-27-2022'],
      ['/regulations/uu-pdp-2022', '/regulations/uu-27-2022'],
    ])
  })

  it('a block page’s old path answers one 301 to the new one, under /en too; a second change leaves no chain; changing back leaves no loop', async () => {
    let page = await backend.content.create('blockPages', exampleData('blockPages', { title: 'Japan Desk', path: '/japan-desk', publishedAt: '2026-05-01T03:00:00.000Z' }), { actor: 'seed' })
    expect((await visit('/japan-desk')).status).toBe(200)
    expect((await visit('/en/japan-desk')).status).toBe(200)

    page = await save('blockPages', '/dashboard/pages', page, { path: '/layanan/japan-desk' })
    expect(await hop('/japan-desk')).toEqual({ status: 301, location: '/layanan/japan-desk' })
    expect(await hop('/en/japan-desk')).toEqual({ status: 301, location: '/en/layanan/japan-desk' })
    expect((await visit('/layanan/japan-desk')).status).toBe(200)

    page = await save('blockPages', '/dashboard/pages', page, { path: '/desk-jepang' })
    expect(await hop('/japan-desk')).toEqual({ status: 301, location: '/desk-jepang' })
    expect(await hop('/layanan/japan-desk')).toEqual({ status: 301, location: '/desk-jepang' })
    expect(await hop('/en/japan-desk')).toEqual({ status: 301, location: '/en/desk-jepang' })
    expect(await entries(page.id)).toEqual([
      ['/en/japan-desk', '/en/desk-jepang'],
      ['/en/layanan/japan-desk', '/en/desk-jepang'],
      ['/japan-desk', '/desk-jepang'],
      ['/layanan/japan-desk', '/desk-jepang'],
    ])

    page = await save('blockPages', '/dashboard/pages', page, { path: '/japan-desk' })
    expect((await visit('/japan-desk')).status).toBe(200)
    expect((await visit('/en/japan-desk')).status).toBe(200)
    expect(await hop('/desk-jepang')).toEqual({ status: 301, location: '/japan-desk' })
    expect(await entries(page.id)).toEqual([
      ['/desk-jepang', '/japan-desk'],
      ['/en/desk-jepang', '/en/japan-desk'],
      ['/en/layanan/japan-desk', '/en/japan-desk'],
      ['/layanan/japan-desk', '/japan-desk'],
    ])
  })

  it('another block page taking a freed path answers there, and the redirect from it is gone', async () => {
    let page = await backend.content.create('blockPages', exampleData('blockPages', { title: 'Pro Bono', path: '/pro-bono', publishedAt: '2026-05-01T03:00:00.000Z' }), { actor: 'seed' })
    page = await save('blockPages', '/dashboard/pages', page, { path: '/bantuan-hukum' })
    expect(await hop('/pro-bono')).toEqual({ status: 301, location: '/bantuan-hukum' })

    // A second page moves to the freed path (and a draft would free it just the same).
    const other = await backend.content.create('blockPages', exampleData('blockPages', { title: 'Program Pro Bono', path: '/program-lama', publishedAt: '2026-05-02T03:00:00.000Z' }), { actor: 'seed' })
    await save('blockPages', '/dashboard/pages', other, { path: '/pro-bono' })
    expect((await visit('/pro-bono')).status).toBe(200)
    expect((await visit('/en/pro-bono')).status).toBe(200)
    expect(await hop('/program-lama')).toEqual({ status: 301, location: '/pro-bono' })
    // Both of the first page's old addresses (the English one too) are the second page's now.
    expect(await entries(page.id)).toEqual([])
    expect((await hop('/bantuan-hukum')).status).toBe(200)
  })

  it('a draft block page’s path change leaves no redirect', async () => {
    const page = await backend.content.create('blockPages', exampleData('blockPages', { title: 'Agenda', path: '/agenda-lama', publishedAt: null }), { actor: 'seed' })
    await save('blockPages', '/dashboard/pages', page, { path: '/agenda-baru' })
    expect((await hop('/agenda-lama')).status).toBe(404)
    expect(await entries(page.id)).toEqual([])
  })
})

describe('Pengalihan (/dashboard/redirects)', () => {
  it('is for admins: editors are refused', async () => {
    expect((await app.request(`${TEST_ORIGIN}/dashboard/redirects`, { headers: { cookie: editor } })).status).toBe(403)
    expect((await postForm(app, '/dashboard/redirects', { from: '/x', to: '/y' }, editor)).status).toBe(403)
    expect(await backend.content.query('redirects', { where: [{ field: 'from', op: '==', value: '/x' }] })).toEqual([])
  })

  it('adds a manual redirect that answers at once, lists it, and deletes it', async () => {
    const res = await postForm(app, '/dashboard/redirects', { from: '/kantor-lama', to: '/contact-us#alamat' }, admin)
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/dashboard/redirects?notice=redirect-created')
    expect(await hop('/kantor-lama')).toEqual({ status: 301, location: '/contact-us#alamat' })
    const page = await html('/dashboard/redirects', admin)
    expect(page).toContain('/kantor-lama')
    expect(page).toContain('Slug berubah')
    const [entry] = await backend.content.query('redirects', { where: [{ field: 'from', op: '==', value: '/kantor-lama' }] })
    const removed = await postForm(app, `/dashboard/redirects/${entry!.id}/delete`, { version: String(entry!.version) }, admin)
    expect(removed.status).toBe(303)
    expect((await hop('/kantor-lama')).status).toBe(404)
  })

  it('refuses a loop, another site, a path already redirected, in Indonesian, keeping the input', async () => {
    await postForm(app, '/dashboard/redirects', { from: '/satu', to: '/dua' }, admin)
    await postForm(app, '/dashboard/redirects', { from: '/dua', to: '/tiga' }, admin)
    const loop = await postForm(app, '/dashboard/redirects', { from: '/tiga', to: '/satu' }, admin)
    expect(loop.status).toBe(400)
    const loopPage = await loop.text()
    expect(loopPage).toContain(REDIRECT_MSG.loop('/tiga → /satu → /dua → /tiga'))
    expect(loopPage).toContain('value="/tiga"')
    expect(await hop('/satu')).toEqual({ status: 301, location: '/tiga' })

    const outside = await postForm(app, '/dashboard/redirects', { from: '/keluar', to: 'https://evil.example/' }, admin)
    expect(outside.status).toBe(400)
    expect(await outside.text()).toContain(REDIRECT_MSG.notSitePath)
    const twice = await postForm(app, '/dashboard/redirects', { from: '/satu', to: '/lain' }, admin)
    expect(twice.status).toBe(409)
    expect(await twice.text()).toContain(REDIRECT_MSG.taken)
    expect((await hop('/keluar')).status).toBe(404)
  })

  it('refuses a target that leaves the site once normalised, and never follows one stored before', async () => {
    for (const to of ['/.//evil.example', '/dashboard/../..//evil.example']) {
      const res = await postForm(app, '/dashboard/redirects', { from: '/ke-luar', to }, admin)
      expect(res.status, to).toBe(400)
      const page = await res.text()
      expect(page).toContain(REDIRECT_MSG.leavesSite.slice(0, 40))
      expect(page).toContain('value="/ke-luar"')
    }
    expect(await backend.content.query('redirects', { where: [{ field: 'from', op: '==', value: '/ke-luar' }] })).toEqual([])
    // Entries saved before the rule (as the audit saved them), or written around the form.
    for (const [from, to] of [['/lama-luar', '//evil.example'], ['/lama-luar-2', '/.//evil.example'], ['/lama-luar-3', '/\\evil.example'], ['/lama-rantai', '/lama-luar']]) {
      await backend.content.create('redirects', { from: from!, to: to!, kind: 'manual', collection: '', itemId: '' }, { actor: 't' })
    }
    for (const path of ['/lama-luar', '/lama-luar-2', '/lama-luar-3', '/lama-rantai', '/lama-luar?x=1']) {
      const res = await hop(path)
      expect(res, path).toEqual({ status: 404, location: null })
    }
  })

  it('is read once per render-cache generation, not per 404', async () => {
    const spy = vi.spyOn(backend.content, 'query')
    try {
      app.cache.clear()
      for (let i = 0; i < 20; i++) expect((await visit(`/tidak-ada-${i}`)).status).toBe(404)
      expect(spy.mock.calls.filter(([collection]) => collection === 'redirects')).toHaveLength(1)
    } finally {
      spy.mockRestore()
    }
  })

  it('with the store down, an unknown path is a plain 404 at once, and the store is asked again 10 s later', async () => {
    await backend.content.create('redirects', { from: '/saat-gangguan', to: '/blogs', kind: 'manual', collection: '', itemId: '' }, { actor: 't' })
    const query = backend.content.query.bind(backend.content)
    let reads = 0
    backend.content.query = ((collection: CollectionName, q?: object) => {
      if (collection !== 'redirects') return query(collection, q)
      reads++
      return Promise.reject(new StoreUnavailableError('down'))
    }) as typeof backend.content.query
    try {
      app.cache.clear()
      for (let i = 0; i < 5; i++) expect((await visit('/saat-gangguan')).status).toBe(404)
      expect(reads).toBe(1)
    } finally {
      backend.content.query = query
    }
    expect((await visit('/saat-gangguan')).status).toBe(404)
    clock.advance(FAILED_READ_HOLD_MS)
    expect(await hop('/saat-gangguan')).toEqual({ status: 301, location: '/blogs' })
  })

  it('never answers the dashboard or the API', async () => {
    await backend.content.create('redirects', { from: '/dashboard/lama', to: '/blogs', kind: 'manual', collection: '', itemId: '' }, { actor: 't' })
    expect((await app.request(`${TEST_ORIGIN}/dashboard/lama`, { headers: { cookie: admin } })).status).toBe(404)
  })
})
