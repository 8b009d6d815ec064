import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COLLECTION_MODULES } from '../../../shared/collections'
import { TRASH_DAYS, TRASH_TYPE_LABELS, TRASHABLE } from '../../../shared/collections/trash'
import { NOTICE_NOUNS, noticeText } from '../../../shared/notices'
import { MSG } from '../../../shared/schemas/messages'
import { mayReadCopy } from '../../../shared/collections/access'
import { STAFF_ROLES, type StaffRole } from '../../../shared/schemas/staff'
import type { HistoryList, RevisionDetail } from '../../../shared/history-view'
import type { ListPageProps } from '../../../shared/collections/list'
import { extractDashboardData } from '../../../web/src/dashboard/live/page-data'
import type { App } from '../app'
import { orderingId } from '../content/orderings'
import { exampleData } from '../testing/example-data'
import { fixtures } from '../testing/fixtures'
import { postForm, signIn, TEST_ORIGIN } from '../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../testing/test-backend'
import { DAY_MS, purgeExpired } from './trash-item'

let backend: TestBackend
let app: App
let clock: TestClock
let editor: string
let admin: string
let f: ReturnType<typeof fixtures>

const visit = (path: string) => app.request(`${TEST_ORIGIN}${path}`)
const dashboard = async (path: string, cookie = editor) => (await app.request(`${TEST_ORIGIN}${path}`, { headers: { cookie } })).text()
/** The trash entry of an item (there is one per delete). */
const entryOf = async (itemId: string) => (await backend.content.query('trash', { where: [{ field: 'itemId', op: '==', value: itemId }] }))[0]

beforeAll(async () => {
  clock = new TestClock()
  backend = createTestBackend({ now: clock.now })
  app = createTestApp(backend, { now: clock.now })
  await backend.identity.createStaff({ email: 'editor@example.test', password: 'kata-sandi-editor', displayName: 'Budi Editor', role: 'editor' })
  await backend.identity.createStaff({ email: 'admin@example.test', password: 'kata-sandi-admin', displayName: 'Sari Admin', role: 'admin' })
  editor = await signIn(app, 'editor@example.test', 'kata-sandi-editor')
  admin = await signIn(app, 'admin@example.test', 'kata-sandi-admin')
  f = fixtures(backend)
})
afterAll(async () => {
  await backend.cleanup()
})

describe('deleting moves to Sampah', () => {
  it('a published blog leaves the page, lists, search, feed and sitemap at once, and its address answers 410 with the error page', async () => {
    const category = await f.category('Analisis')
    const blog = await f.blog({ title: 'Putusan arbitrase yang dibatalkan', slug: 'putusan-arbitrase', categoryId: category.id, publishedAt: '2026-05-01T03:00:00.000Z' })
    // Cached first, so the test shows the delete clears the render cache.
    expect((await visit('/blogs/putusan-arbitrase')).status).toBe(200)
    expect((await visit('/blogs/putusan-arbitrase')).headers.get('x-render-cache')).toBe('HIT')
    expect(await (await visit('/blogs')).text()).toContain('Putusan arbitrase yang dibatalkan')

    const res = await postForm(app, `/dashboard/blogs/${blog.id}/delete`, { version: String(blog.version) }, editor)
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/dashboard/blogs?notice=blog-deleted')

    const gone = await visit('/blogs/putusan-arbitrase')
    expect(gone.status).toBe(410)
    expect(gone.headers.get('x-render-cache')).toBeNull()
    expect(gone.headers.get('cache-control')).toBe('no-store')
    const page = await gone.text()
    expect(page).toContain('410')
    expect(page).toContain('Konten di alamat ini sudah dihapus: /blogs/putusan-arbitrase')
    expect(page).toContain('lang="id"')
    for (const path of ['/blogs', '/blogs/feed.xml', '/sitemap.xml', '/search?q=arbitrase', '/api/search?q=arbitrase']) {
      expect(await (await visit(path)).text(), path).not.toContain('Putusan arbitrase yang dibatalkan')
    }

    const list = await dashboard('/dashboard/trash')
    expect(list).toContain('Putusan arbitrase yang dibatalkan')
    expect(list).toContain('oleh Budi Editor')
    const entry = await entryOf(blog.id)
    expect(entry).toMatchObject({ collection: 'blogs', deletedBy: expect.any(String), deletedAt: clock.now().toISOString(), paths: ['/blogs/putusan-arbitrase'] })
    expect(Date.parse(entry!.purgeAt) - Date.parse(entry!.deletedAt)).toBe(TRASH_DAYS * DAY_MS)
  })

  it.each([
    // English addresses too: an attorney's page and every category or tag filter exist in English, translated or not.
    ['profiles', async () => f.profile({ name: 'Yohanes Wenas' }), ['/attorneys/yohanes-wenas', '/attorneys/yohanes-wenas/cv', '/attorneys/yohanes-wenas/vcard', '/en/attorneys/yohanes-wenas']],
    ['practiceAreas', async () => f.practiceArea('Hukum Laut'), ['/practice-area/hukum-laut', '/attorneys?area=hukum-laut']],
    ['categories', async () => f.category('Kategori Sepi'), ['/blogs?category=kategori-sepi', '/publications?category=kategori-sepi', '/en/blogs?category=kategori-sepi', '/en/publications?category=kategori-sepi']],
    ['tags', async () => f.tag('Tag Sepi'), ['/blogs?tag=tag-sepi', '/publications?tag=tag-sepi', '/en/blogs?tag=tag-sepi', '/en/publications?tag=tag-sepi']],
    ['openings', async () => backend.content.create('openings', exampleData('openings', { slug: 'associate-pajak', closesOn: '2099-12-31' }), { actor: 't' }), ['/career/associate-pajak']],
    ['offices', async () => f.office({ name: 'Kantor Medan', main: false }), []],
  ] as const)('%s go to the trash; their public addresses answer 410', async (collection, make, paths) => {
    const item = await make()
    for (const path of paths) expect((await visit(path)).status, path).toBe(200)
    const base = collection === 'offices' ? '/dashboard/settings/offices' : collection === 'practiceAreas' ? '/dashboard/practice-areas' : `/dashboard/${collection}`
    const res = await postForm(app, `${base}/${item.id}/delete`, { version: String(item.version) }, collection === 'offices' || collection === 'openings' ? admin : editor)
    expect(res.status).toBe(303)
    expect(await backend.content.get(collection, item.id)).toBeNull()
    expect(await entryOf(item.id)).toMatchObject({ collection, itemId: item.id, paths })
    for (const path of paths) expect((await visit(path)).status, path).toBe(410)
  })

  it('a block page and a regulation go to Sampah too: an editor sees each under its type with Pulihkan, and it comes back at its address', async () => {
    const page = await backend.content.create('blockPages', exampleData('blockPages', { title: 'Program Pro Bono', path: '/program-pro-bono', publishedAt: '2026-05-01T03:00:00.000Z' }), { actor: 'seed' })
    const regulation = await backend.content.create('regulations', exampleData('regulations', { title: 'Cipta Kerja', slug: 'uu-6-2023-sampah', type: 'UU', number: '6', year: '2023' }), { actor: 'seed' })
    const items = [
      { collection: 'blockPages', item: page, title: 'Program Pro Bono', base: '/dashboard/pages', paths: ['/program-pro-bono', '/en/program-pro-bono'] },
      { collection: 'regulations', item: regulation, title: 'Cipta Kerja', base: '/dashboard/regulations', paths: ['/regulations/uu-6-2023-sampah', '/en/regulations/uu-6-2023-sampah'] },
    ] as const
    for (const { collection, item, title, base, paths } of items) {
      for (const path of paths) expect((await visit(path)).status, path).toBe(200)
      expect((await postForm(app, `${base}/${item.id}/delete`, { version: String(item.version) }, editor)).status).toBe(303)
      expect(await backend.content.get(collection, item.id)).toBeNull()
      // Gone from the site: their addresses, the English one too, answer 410 as any deleted item's.
      for (const path of paths) expect((await visit(path)).status, path).toBe(410)
      const entry = await entryOf(item.id)
      expect(entry).toMatchObject({ collection, itemId: item.id, title, paths })

      // The editor's Sampah: the entry, its type's word, and Pulihkan.
      const rows = extractDashboardData<ListPageProps>(await dashboard('/dashboard/trash'))!.props.rows
      const row = rows.find((one) => one.id === entry!.id)
      expect(row?.cells.title).toMatchObject({ text: title, kind: TRASH_TYPE_LABELS[collection] })
      expect(row?.actions).toEqual([expect.objectContaining({ kind: 'post', label: 'Pulihkan', action: `/dashboard/trash/${entry!.id}/restore` })])

      const res = await postForm(app, `/dashboard/trash/${entry!.id}/restore`, {}, editor)
      expect(res.status).toBe(303)
      expect(res.headers.get('location')).toBe(`/dashboard/trash?notice=trash-restored&notice-of=${collection}`)
      expect(await backend.content.get(collection, item.id)).toMatchObject({ title, version: item.version + 1 })
      for (const path of paths) expect((await visit(path)).status, path).toBe(200)
      expect(await entryOf(item.id)).toBeUndefined()
    }
  })

  it('a stale delete is refused and writes nothing to the trash', async () => {
    const person = await f.profile({ name: 'Rangga Sudrajat' })
    const res = await postForm(app, `/dashboard/profiles/${person.id}/delete`, { version: String(person.version + 2) }, editor)
    expect(res.status).toBe(409)
    expect(await backend.content.get('profiles', person.id)).not.toBeNull()
    expect(await entryOf(person.id)).toBeUndefined()
  })
})

describe('restore', () => {
  it('brings an office back for admins only, as its own screen is theirs: an editor does not see it and is refused', async () => {
    const office = await f.office({ name: 'Kantor Balikpapan', main: false })
    await postForm(app, `/dashboard/settings/offices/${office.id}/delete`, { version: String(office.version) }, admin)
    const entry = await entryOf(office.id)
    const action = `action="/dashboard/trash/${entry!.id}/restore"`
    expect(await dashboard('/dashboard/trash')).not.toContain(entry!.id)
    const refused = await postForm(app, `/dashboard/trash/${entry!.id}/restore`, {}, editor)
    expect(refused.status).toBe(403)
    expect(await refused.text()).toContain('Halaman ini hanya untuk admin.')
    expect(await backend.content.get('offices', office.id)).toBeNull()
    expect(await dashboard('/dashboard/trash', admin)).toContain(action)
    expect((await postForm(app, `/dashboard/trash/${entry!.id}/restore`, {}, admin)).status).toBe(303)
    expect(await backend.content.get('offices', office.id)).toMatchObject({ name: 'Kantor Balikpapan' })
  })

  it('puts a profile back with its places in the orderings, and its page answers again', async () => {
    const person = await f.profile({ name: 'Cut Nadia Safira' })
    const other = await f.profile({ name: 'Dimas Prakoso' })
    await f.ordering('attorneys', [other.id, person.id])
    await postForm(app, `/dashboard/profiles/${person.id}/delete`, { version: String(person.version) }, editor)
    expect((await visit('/attorneys/cut-nadia-safira')).status).toBe(410)
    expect(await (await visit('/attorneys')).text()).not.toContain('Cut Nadia Safira')

    const entry = await entryOf(person.id)
    const res = await postForm(app, `/dashboard/trash/${entry!.id}/restore`, {}, editor)
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/dashboard/trash?notice=trash-restored&notice-of=profiles')
    expect(await backend.content.get('profiles', person.id)).toMatchObject({ name: 'Cut Nadia Safira', slug: 'cut-nadia-safira', version: person.version + 1 })
    expect((await visit('/attorneys/cut-nadia-safira')).status).toBe(200)
    expect((await visit('/attorneys/cut-nadia-safira/vcard')).status).toBe(200)
    const attorneys = await (await visit('/attorneys')).text()
    expect(attorneys.indexOf('Dimas Prakoso')).toBeLessThan(attorneys.indexOf('Cut Nadia Safira'))
    expect(await entryOf(person.id)).toBeUndefined()
  })

  it('shows the restore in the item’s Riwayat (who, when), its values ready for Pulihkan', async () => {
    const area = await f.practiceArea('Hukum Perkapalan')
    await postForm(app, `/dashboard/practice-areas/${area.id}/delete`, { version: String(area.version) }, editor)
    clock.advance(60_000)
    const entry = await entryOf(area.id)
    expect((await postForm(app, `/dashboard/trash/${entry!.id}/restore`, {}, admin)).status).toBe(303)

    const history = await app.request(`${TEST_ORIGIN}/dashboard/practice-areas/${area.id}/history`, { headers: { cookie: editor, accept: 'application/json' } })
    const list = (await history.json()) as HistoryList
    expect(list.currentVersion).toBe(area.version + 1)
    expect(list.revisions.slice(0, 2).map((r) => [r.action, r.version, r.actorName])).toEqual([
      ['restore', area.version + 1, 'Sari Admin'],
      ['delete', area.version, 'Budi Editor'],
    ])
    expect(list.revisions[0]!.at).toBe(clock.now().toISOString())
    const page = await dashboard(`/dashboard/practice-areas/${area.id}/history`)
    expect(page).toContain(`Versi ${area.version + 1} · Dipulihkan dari Sampah oleh Sari Admin`)
    const detail = await app.request(`${TEST_ORIGIN}/dashboard/practice-areas/${area.id}/history/${encodeURIComponent(list.revisions[0]!.id)}`, {
      headers: { cookie: editor, accept: 'application/json' },
    })
    expect(((await detail.json()) as RevisionDetail).values).toMatchObject({ name: 'Hukum Perkapalan', slug: area.slug })
  })

  it('explains a slug taken meanwhile and restores under the slug the user picks', async () => {
    const category = await f.category('Opini')
    const blog = await f.blog({ title: 'Catatan lama', slug: 'catatan', categoryId: category.id, publishedAt: '2026-05-02T03:00:00.000Z' })
    await postForm(app, `/dashboard/blogs/${blog.id}/delete`, { version: String(blog.version) }, editor)
    await f.blog({ title: 'Catatan baru', slug: 'catatan', categoryId: category.id, publishedAt: '2026-05-03T03:00:00.000Z' })
    const entry = await entryOf(blog.id)

    const refused = await postForm(app, `/dashboard/trash/${entry!.id}/restore`, {}, editor)
    expect(refused.status).toBe(409)
    const html = await refused.text()
    expect(html).toContain('Slug “catatan” sekarang dipakai oleh “Catatan baru”')
    expect(html).toContain('value="catatan-2"')
    expect(await backend.content.get('blogs', blog.id)).toBeNull()

    const invalid = await postForm(app, `/dashboard/trash/${entry!.id}/restore`, { slug: 'Bukan Slug!' }, editor)
    expect(invalid.status).toBe(400)
    expect(await invalid.text()).toContain(MSG.slug)
    const taken = await postForm(app, `/dashboard/trash/${entry!.id}/restore`, { slug: 'catatan' }, editor)
    expect(taken.status).toBe(409)

    // Loaded again (a reload, the live list's refresh), the refused restore's address shows the same conflict.
    const again = await dashboard(`/dashboard/trash/${entry!.id}/restore`)
    expect(again).toContain('Slug “catatan” sekarang dipakai oleh “Catatan baru”')

    const done = await postForm(app, `/dashboard/trash/${entry!.id}/restore`, { slug: 'catatan-lama' }, editor)
    expect(done.status).toBe(303)
    expect((await backend.content.get('blogs', blog.id))?.slug).toBe('catatan-lama')
    expect(await (await visit('/blogs/catatan-lama')).text()).toContain('Catatan lama')
    expect(await (await visit('/blogs/catatan')).text()).toContain('Catatan baru')
  })

  it("refuses, with why, a block page whose address another page took meanwhile: nothing is written, the entry stays", async () => {
    const old = await backend.content.create('blockPages', exampleData('blockPages', { title: 'Layanan Lama', path: '/layanan-khusus', publishedAt: '2026-05-01T03:00:00.000Z' }), { actor: 'seed' })
    await postForm(app, `/dashboard/pages/${old.id}/delete`, { version: String(old.version) }, editor)
    const entry = await entryOf(old.id)
    await backend.content.create('blockPages', exampleData('blockPages', { title: 'Layanan Baru', path: '/layanan-khusus', publishedAt: '2026-05-02T03:00:00.000Z' }), { actor: 'seed' })

    const refused = await postForm(app, `/dashboard/trash/${entry!.id}/restore`, {}, editor)
    expect(refused.status).toBe(409)
    const html = await refused.text()
    expect(html).toContain('“Layanan Lama” tidak dipulihkan')
    expect(html).toContain('Alamat halaman “/layanan-khusus” sekarang dipakai oleh “Layanan Baru”. Ubah alamat halaman “Layanan Baru” lebih dulu, lalu pulihkan lagi.')
    expect(await backend.content.get('blockPages', old.id)).toBeNull()
    expect(await backend.content.get('trash', entry!.id)).not.toBeNull()
    expect(await (await visit('/layanan-khusus')).text()).toContain('Layanan Baru')
  })

  it('says so when someone else restored or purged the entry meanwhile', async () => {
    const res = await postForm(app, '/dashboard/trash/tidak-ada/restore', {}, editor)
    expect(res.status).toBe(409)
    expect(await res.text()).toContain('sudah dipulihkan atau dihapus permanen oleh orang lain')
    expect(await dashboard('/dashboard/trash/tidak-ada/restore')).toContain('Isi Sampah')
  })
})

describe('purge', () => {
  it('is for admins: an editor is refused, an admin deletes for good, the address stays 410', async () => {
    const area = await f.practiceArea('Hukum Antariksa')
    const person = await f.profile({ name: 'Rina Antariksa' })
    await f.ordering('practice_area_attorneys', [person.id], area.id)
    await postForm(app, `/dashboard/practice-areas/${area.id}/delete`, { version: String(area.version) }, editor)
    const entry = await entryOf(area.id)

    expect(await dashboard('/dashboard/trash')).not.toContain('Hapus permanen')
    const refused = await postForm(app, `/dashboard/trash/${entry!.id}/purge`, {}, editor)
    expect(refused.status).toBe(403)
    expect(await refused.text()).toContain('Halaman ini hanya untuk admin.')
    expect(await backend.content.get('trash', entry!.id)).not.toBeNull()

    expect(await dashboard('/dashboard/trash', admin)).toContain('Hapus permanen')
    const res = await postForm(app, `/dashboard/trash/${entry!.id}/purge`, {}, admin)
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/dashboard/trash?notice=trash-purged&notice-of=practiceAreas')
    expect(await backend.content.get('trash', entry!.id)).toBeNull()
    // What the area left in the orderings goes with it.
    expect(await backend.content.get('orderings', orderingId('practice_area_attorneys', area.id))).toBeNull()
    expect((await visit('/practice-area/hukum-antariksa')).status).toBe(410)
  })

  it('happens by itself after 30 days (the sweep)', async () => {
    const tag = await f.tag('Tag Lama Sekali')
    await postForm(app, `/dashboard/tags/${tag.id}/delete`, { version: String(tag.version) }, editor)
    const entry = await entryOf(tag.id)
    expect(await purgeExpired(backend.content, new Date(clock.now().getTime() + (TRASH_DAYS - 1) * DAY_MS))).toBe(0)
    expect(await purgeExpired(backend.content, new Date(clock.now().getTime() + TRASH_DAYS * DAY_MS))).toBeGreaterThanOrEqual(1)
    expect(await backend.content.get('trash', entry!.id)).toBeNull()
  })
})

describe('the list, by role', () => {
  it('shows each role the entries its role may read, as firestore.rules and the live changes do: an office only to admins, an opening to HR and admins', async () => {
    const roles = { reviewer: 'peninjau-sampah', hr: 'hr-sampah', marketing: 'pemasaran-sampah' } as const
    const cookies: Record<StaffRole, string> = { admin, editor } as Record<StaffRole, string>
    for (const [role, name] of Object.entries(roles) as [keyof typeof roles, string][]) {
      await backend.identity.createStaff({ email: `${name}@example.test`, password: `kata-sandi-${name}`, displayName: name, role })
      cookies[role] = await signIn(app, `${name}@example.test`, `kata-sandi-${name}`)
    }
    const office = await f.office({ name: 'Kantor Pontianak', main: false })
    const opening = await backend.content.create('openings', exampleData('openings', { slug: 'paralegal-sampah', closesOn: '2099-12-31' }), { actor: 't' })
    const blog = await backend.content.create('blogs', exampleData('blogs', { slug: 'tulisan-sampah-per-peran', publishedAt: null }), { actor: 't' })
    const deleted = [
      ['offices', `/dashboard/settings/offices/${office.id}/delete`, office.version, admin],
      ['openings', `/dashboard/openings/${opening.id}/delete`, opening.version, admin],
      ['blogs', `/dashboard/blogs/${blog.id}/delete`, blog.version, editor],
    ] as const
    const entries = new Map<string, string>()
    for (const [collection, action, version, cookie] of deleted) {
      expect((await postForm(app, action, { version: String(version) }, cookie)).status, collection).toBe(303)
      const itemId = collection === 'offices' ? office.id : collection === 'openings' ? opening.id : blog.id
      entries.set((await entryOf(itemId))!.id, collection)
    }

    const seen = async (role: StaffRole) => {
      const { props } = extractDashboardData<ListPageProps>(await dashboard('/dashboard/trash', cookies[role]))!
      const rows = props.rows.filter((row) => entries.has(row.id))
      // Whatever a role is shown it may restore: no row is a note, and each has Pulihkan.
      for (const row of rows) expect(row.actions?.[0], `${role} ${entries.get(row.id)}`).toMatchObject({ kind: 'post', label: 'Pulihkan' })
      const collections = rows.map((row) => entries.get(row.id)!).sort()
      // The same collections its live list names on Firebase (admins name none: every entry).
      const scope = props.view.liveScope?.trash
      if (scope) for (const collection of collections) expect(scope, role).toContain(collection)
      return collections
    }
    expect(await seen('admin')).toEqual(['blogs', 'offices', 'openings'])
    expect(await seen('editor')).toEqual(['blogs'])
    expect(await seen('reviewer')).toEqual(['blogs'])
    expect(await seen('marketing')).toEqual(['blogs'])
    expect(await seen('hr')).toEqual(['openings'])
    for (const role of STAFF_ROLES) {
      expect(await seen(role), role).toEqual([...new Set(entries.values())].filter((collection) => mayReadCopy(role, collection)).sort())
      expect(await dashboard('/dashboard/trash', cookies[role]), role).not.toContain('Hanya admin yang dapat memulihkan')
    }

    // Restored again, so the other tests' lists are as they were.
    for (const id of entries.keys()) expect((await postForm(app, `/dashboard/trash/${id}/restore`, {}, admin)).status).toBe(303)
  })
})

describe('the live list', () => {
  it("names the item collections a non-admin's Sampah reads, for its Firestore listener: its areas', never an admin screen's", async () => {
    await backend.identity.createStaff({ email: 'hr@example.test', password: 'kata-sandi-hr-uji', displayName: 'Hana HR', role: 'hr' })
    const hr = await signIn(app, 'hr@example.test', 'kata-sandi-hr-uji')
    const viewOf = async (cookie: string) => extractDashboardData<ListPageProps>(await dashboard('/dashboard/trash', cookie))!.props.view
    expect((await viewOf(hr)).live).toEqual(['trash'])
    expect((await viewOf(hr)).liveScope).toEqual({ trash: ['openings'] })
    expect((await viewOf(editor)).liveScope).toEqual({ trash: ['blogs', 'publications', 'profiles', 'practiceAreas', 'categories', 'tags', 'events', 'blockPages', 'regulations'] })
    // Admins read every entry: their query names none.
    expect((await viewOf(admin)).liveScope).toBeUndefined()
  })
})

describe('what goes to Sampah', () => {
  it("names every collection whose Hapus moves to Sampah, each with its type's word in the list and in the notices", () => {
    // A generic dashboard's Hapus is a move to Sampah (collections/module-routes.tsx); the other
    // delete routes name their collection from TRASHABLE, which the type checker holds them to.
    const generic = Object.values(COLLECTION_MODULES).filter((module) => (module as { genericDashboard?: true }).genericDashboard).map((module) => module.name)
    expect(generic.length).toBeGreaterThan(0)
    for (const name of generic) expect(TRASHABLE, name).toContain(name)
    for (const collection of TRASHABLE) {
      expect(NOTICE_NOUNS[collection], collection).toBe(TRASH_TYPE_LABELS[collection])
      expect(noticeText('trash-restored', { of: collection })).toBe(`${TRASH_TYPE_LABELS[collection]} dipulihkan dari Sampah.`)
    }
  })
})
