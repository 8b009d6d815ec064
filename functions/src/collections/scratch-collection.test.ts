/**
 * A new collection, `awards`, defined here as its module would define it
 * (shared/collections/awards.ts): a title with an English version, its slug, a year and a
 * description, the title and description searchable, its dashboard list declared, and
 * `genericDashboard`. It is registered the way a real one is, as one more entry of the registry
 * (shared/collections/index.ts: its name in COLLECTION_NAMES, its module in COLLECTION_MODULES),
 * swapped in for this file only, and added to the form page's modules
 * (web/src/dashboard/collections/form-modules.ts), which keep the registry out of the browser's
 * JavaScript. With nothing else edited it has: its table in the SQLite store, its dashboard
 * list with its columns and its Hapus (to Sampah, under the collection's role rule; the route
 * roles' statement covers its routes), its create and edit form saved through the one save (its
 * rules, its English version), its entry in the dashboard menu, its search records
 * (functions/src/search/records.ts `moduleRecords`) in the staff index after each write and
 * after a reindex, and its Firebase search-sync trigger, `searchSyncAwards`, defined from the
 * registry.
 *
 * What a real new collection adds beside the module, the registry entry and the form page's
 * line (3 files): its block in firestore.rules (the rules' coverage check below refuses a
 * registry without it; tests/firebase/firestore-rules.test.ts also puts it in one of its access
 * classes, by hand, as an access decision): 4 files, 5 with that test. Searchable, its trigger's
 * name in functions/src/cloud-functions/function-names.ts and in the export line of
 * functions/src/index.ts (2 more: an ES module names each export; the check below says what is
 * missing). Its public pages, where it has them (3 more): its address in shared/urls.ts
 * COLLECTION_PATHS, a public-routes file giving each page's loader and view, and their mounting
 * in app.ts; the public frame then serves the list, the item page and the 404 (the last block
 * below declares them in the test). docs/layout.md ("How to add a collection") lists them.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { COLLECTION_MODULES, COLLECTION_NAMES } from '../../../shared/collections'
import { exampleDocument, type Field } from '../../../shared/collections/define'
import { localize } from '../../../shared/i18n/localize'
import { collectionsWithoutRule } from '../../../tests/firebase/firestore-rule-blocks'
import type { App } from '../app'
import { toAlgoliaObject } from '../backends/firebase/algolia-records'
import type { CollectionName } from '../backends/ports'
import { formBody } from '../testing/form-bodies'
import { postForm, signIn, TEST_ORIGIN } from '../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../testing/test-backend'
import { moduleRecords } from '../search/records'
import { reindexAll } from '../search/search-sync'
import { defineSearchSyncFunctions, SEARCH_SYNC_COLLECTIONS, searchSyncNamesOutOfStep } from '../cloud-functions/search-sync-functions'
import { TRASH_NOTE } from '../../../shared/collections/trash'
import { moduleRouteRoles } from '../../../tests/security/module-route-roles'
import { moduleNavEntries } from './module-nav'
import type { GenericModule } from './module-routes'
import { publicRoutes } from './public-route'

/** The new collection's words: its labels, a required field's message, and a word only its description holds. */
const AWARDS = vi.hoisted(() => ({
  title: 'Penghargaan',
  titleLabel: 'Nama penghargaan',
  titleRequired: 'Nama penghargaan harus diisi',
  empty: 'Belum ada penghargaan.',
  word: 'anugerahtahunan',
}))

/** The module, as shared/collections/awards.ts would export it. */
async function awardsModule() {
  const { defineCollection, slug, text, translated, wrappedText } = await import('../../../shared/collections/define')
  const { dashboardPath } = await import('../../../shared/dashboard-path')
  return defineCollection({
    name: 'awards',
    labels: { title: AWARDS.title, noun: 'penghargaan', create: 'Tambah penghargaan', edit: 'Ubah penghargaan' },
    fields: translated(
      {
        title: text({ label: AWARDS.titleLabel, required: AWARDS.titleRequired, max: [160, 'Nama penghargaan maksimal 160 karakter'], searchable: true }),
        slug: slug({ from: 'title' }),
        year: text({ label: 'Tahun', required: 'Tahun harus diisi', max: [4, 'Tahun ditulis empat angka'] }),
        description: wrappedText({ label: 'Keterangan', rows: 4, searchable: true, max: [600, 'Keterangan maksimal 600 karakter'] }),
      },
      ['title'],
    ),
    list: {
      path: dashboardPath('awards' as CollectionName),
      columns: [
        { name: 'title', label: AWARDS.titleLabel, cell: 'title' },
        { name: 'year', label: 'Tahun' },
      ],
      empty: AWARDS.empty,
      create: true,
    },
    genericDashboard: true,
  })
}

// The registry with the new collection: one more name, one more module.
vi.mock('../../../shared/collections', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../shared/collections')>()
  const awards = await awardsModule()
  return { ...original, COLLECTION_NAMES: [...original.COLLECTION_NAMES, 'awards'], COLLECTION_MODULES: { ...original.COLLECTION_MODULES, awards } }
})

// The form page's modules with the new one.
vi.mock('../../../web/src/dashboard/collections/form-modules', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../web/src/dashboard/collections/form-modules')>()
  const { COLLECTION_MODULES: registry } = await import('../../../shared/collections')
  return { ...original, FORM_MODULES: { ...original.FORM_MODULES, awards: (registry as Record<string, unknown>).awards } }
})

// Its public address: one more entry of shared/urls.ts COLLECTION_PATHS (the item route is built from it).
vi.mock('../../../shared/urls', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../shared/urls')>()
  const paths: Record<string, string> = { ...original.COLLECTION_PATHS, awards: '/awards' }
  return { ...original, COLLECTION_PATHS: paths, itemUrl: (collection: string, slug: string) => `${paths[collection]}/${slug}`, itemRoute: (collection: string, under = '') => `${paths[collection]}/:slug${under}` }
})

// The app without the block pages' route: app.ts mounts a collection's pages before it, while this
// file mounts the new pages after the app is made, where that route would answer their paths first.
vi.mock('./block-pages/public-routes', async (importOriginal) => {
  const original = await importOriginal<typeof import('./block-pages/public-routes')>()
  const { Hono } = await import('hono')
  return { ...original, blockPagePublicRoutes: () => new Hono() }
})

const awards = (COLLECTION_MODULES as unknown as Record<string, GenericModule>).awards!
const fields = awards.fields as Record<string, Field>

describe('a collection defined in its module and registered', () => {
  it('is in the registry, with its store spec and search flag derived', () => {
    expect(COLLECTION_NAMES).toContain('awards')
    expect(awards.searchable).toBe(true)
    expect(awards.spec).toEqual({ indexed: ['slug'], unique: ['slug'] })
    expect(fields.titleEn).toMatchObject({ translates: 'title', label: `${AWARDS.titleLabel} (English)` })
  })

  it('is covered by the Firestore rules check: a registry with it and no rule for it is refused, a rule for it passes', () => {
    const rules = readFileSync(path.resolve(import.meta.dirname, '../../../firestore.rules'), 'utf8')
    expect(collectionsWithoutRule(rules, COLLECTION_NAMES)).toEqual(['awards'])
    const staffOnly = '\n    match /awards/{id} {\n      allow read: if isStaff();\n      allow write: if false;\n    }\n'
    expect(collectionsWithoutRule(rules.replace(/\n\s*match \/redirects\/\{id\} \{/, `${staffOnly}$&`), COLLECTION_NAMES)).toEqual([])
  })

  it('gives search records: titled by its title column, its description in the text, in English from its English title', () => {
    const doc = { ...exampleDocument(awards), id: 'a1', title: 'Penghargaan Firma Terbaik', titleEn: 'Best Firm Award', description: `Diberikan dalam acara ${AWARDS.word}.` }
    const [record] = moduleRecords(awards, doc, '/dashboard/awards/a1/edit')
    expect(record).toMatchObject({ parentId: 'awards/a1', collection: 'awards', title: 'Penghargaan Firma Terbaik', url: '/dashboard/awards/a1/edit' })
    expect(record!.text).toContain(AWARDS.word)
    expect(toAlgoliaObject(record as never).text).toContain(AWARDS.word)
    expect(moduleRecords(awards, localize(awards, doc, 'en'), '/dashboard/awards/a1/edit')[0]!.title).toBe('Best Firm Award')
  })
})

describe('its search sync on Firebase, derived from the registry', () => {
  it('has a trigger of its own, searchSyncAwards, on its documents, beside the existing ones under their names', () => {
    expect(SEARCH_SYNC_COLLECTIONS).toContain('awards')
    const fns = defineSearchSyncFunctions({ load: () => Promise.reject(new Error('no event is sent here')) }) as Record<string, unknown>
    expect(Object.keys(fns).sort()).toEqual(['searchSyncAwards', 'searchSyncBlockPages', 'searchSyncBlogs', 'searchSyncCategories', 'searchSyncEvents', 'searchSyncPracticeAreas', 'searchSyncProfiles', 'searchSyncPublications', 'searchSyncRegulations', 'searchSyncTags'])
    expect((fns.searchSyncAwards as { __endpoint: { eventTrigger: unknown } }).__endpoint.eventTrigger).toMatchObject({ eventFilterPathPatterns: { document: 'awards/{id}' }, retry: true })
  })

  it('names the export the deployment lacks: the entry and function-names.ts list each function by hand', () => {
    expect(searchSyncNamesOutOfStep()).toEqual({ missing: ['searchSyncAwards'], extra: [] })
  })
})

describe('its dashboard pages, with no route or page of its own', () => {
  let backend: TestBackend
  let app: App
  let cookie: string
  beforeAll(async () => {
    const clock = new TestClock()
    backend = createTestBackend({ now: clock.now })
    app = createTestApp(backend, { now: clock.now })
    await backend.identity.createStaff({ email: 'editor@example.test', password: 'kata-sandi-editor', displayName: 'Editor', role: 'editor' })
    cookie = await signIn(app, 'editor@example.test', 'kata-sandi-editor')
  })
  afterAll(() => backend.cleanup())

  const page = async (path: string) => {
    const res = await app.request(`${TEST_ORIGIN}${path}`, { headers: { cookie } })
    return { status: res.status, html: await res.text() }
  }
  const stored = async () => (await backend.content.query('awards' as CollectionName)) as unknown as (Record<string, unknown> & { id: string; version: number })[]
  /** The staff index's records of the collection matching `q` (the after-write sync runs once the write is committed). */
  const staffHits = async (q: string) => (await backend.search.search('staff', { q, types: ['awards' as never], perPage: 10 })).hits.map((hit) => hit.record)

  it('has its entry in the dashboard menu, under its title, for every staff member', async () => {
    expect(moduleNavEntries().filter((entry) => entry.href === '/dashboard/awards')).toEqual([{ href: '/dashboard/awards', label: AWARDS.title, roles: ['admin', 'editor', 'reviewer', 'marketing'] }])
    expect((await page('/dashboard/awards')).html).toContain(`<a href="/dashboard/awards" aria-current="page">${AWARDS.title}</a>`)
    expect((await page('/dashboard/blogs')).html).toContain(`<a href="/dashboard/awards">${AWARDS.title}</a>`)
  })

  it('has each route covered by the route roles (tests/security/module-route-roles.ts): the content roles, as access.ts says', async () => {
    // The dashboard's routes load with its first request (routes/lazy-routes.ts).
    const routes = [...new Set((await app.dashboard.load()).routes.filter((r) => r.method !== 'ALL' && r.path.startsWith('/dashboard/awards')).map((r) => `${r.method} ${r.path}`))].sort()
    const roles = Object.fromEntries(Object.entries(moduleRouteRoles(COLLECTION_MODULES)).filter(([route]) => route.includes(' /dashboard/awards')))
    expect(Object.keys(roles).sort()).toEqual(routes)
    expect(routes).toContain('POST /dashboard/awards/:id/delete')
    expect(new Set(Object.values(roles))).toEqual(new Set(['content']))
  })

  it('lists it, empty at first, with its create button', async () => {
    const { status, html } = await page('/dashboard/awards')
    expect(status).toBe(200)
    expect(html).toContain(AWARDS.empty)
    expect(html).toContain('href="/dashboard/awards/create"')
  })

  it('shows its create form: each field labelled, the English version in its tab', async () => {
    const { status, html } = await page('/dashboard/awards/create')
    expect(status).toBe(200)
    expect(html).toContain('<h1>Tambah penghargaan</h1>')
    for (const label of [AWARDS.titleLabel, 'Tahun', 'Keterangan', `${AWARDS.titleLabel} (English)`]) expect(html).toContain(`>${label}`)
  })

  it('refuses a form without its required title, with its message, and stores nothing', async () => {
    const res = await postForm(app, '/dashboard/awards/create', formBody('awards' as CollectionName, { title: '' }), cookie)
    expect(res.status).toBe(400)
    expect(await res.text()).toContain(AWARDS.titleRequired)
    expect(await stored()).toEqual([])
  })

  it('saves it to the SQLite store, and lists it with its columns', async () => {
    const res = await postForm(app, '/dashboard/awards/create', formBody('awards' as CollectionName, { title: 'Penghargaan Firma Terbaik', slug: 'penghargaan-firma-terbaik', year: '2025', description: `Diberikan dalam acara ${AWARDS.word}.`, titleEn: 'Best Firm Award' }), cookie)
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/dashboard/awards')
    const [award] = await stored()
    expect(award).toMatchObject({ title: 'Penghargaan Firma Terbaik', year: '2025', titleEn: 'Best Firm Award', version: 1 })
    const { html } = await page('/dashboard/awards')
    expect(html).toContain(`href="/dashboard/awards/${award!.id}/edit"`)
    expect(html).toContain('Penghargaan Firma Terbaik')
    expect(html).toContain('2025')
    expect(html).toContain(`>${AWARDS.titleLabel}<`)
  })

  it('is in the staff search index once saved (the after-write sync of the embedded backend), linking to its form', async () => {
    const [award] = await stored()
    await vi.waitFor(async () => expect(await staffHits(AWARDS.word)).toHaveLength(1))
    expect((await staffHits(AWARDS.word))[0]).toMatchObject({ parentId: `awards/${award!.id}`, title: 'Penghargaan Firma Terbaik', url: `/dashboard/awards/${award!.id}/edit` })
    // Only the staff index: nothing says which of its items visitors may find.
    expect((await backend.search.search('public', { q: AWARDS.word })).hits).toEqual([])
  })

  it('edits it: the form shows what was saved, and a save writes the new version', async () => {
    const [award] = await stored()
    expect((await page(`/dashboard/awards/${award!.id}/edit`)).html).toMatch(/<input [^>]*value="Penghargaan Firma Terbaik"/)
    const res = await postForm(app, `/dashboard/awards/${award!.id}/edit`, formBody('awards' as CollectionName, { title: 'Penghargaan Firma Terbaik Asia', slug: 'penghargaan-firma-terbaik', year: '2026', titleEn: 'Best Firm Award', version: String(award!.version) }), cookie)
    expect(res.status).toBe(303)
    expect((await stored())[0]).toMatchObject({ title: 'Penghargaan Firma Terbaik Asia', year: '2026', version: 2 })
    await vi.waitFor(async () => expect((await staffHits('Asia')).map((record) => record.title)).toEqual(['Penghargaan Firma Terbaik Asia']))
  })

  it('is in the index again after a reindex (npm run search:reindex)', async () => {
    await backend.search.clear('staff')
    expect(await staffHits('Asia')).toEqual([])
    await reindexAll({ store: backend.content, search: backend.search, now: () => new Date() })
    expect((await staffHits('Asia')).map((record) => record.title)).toEqual(['Penghargaan Firma Terbaik Asia'])
  })

  it('is deleted from its list (Hapus, for an editor): to Sampah, which lists it under its noun, and out of the search index', async () => {
    const [award] = await stored()
    const list = (await page('/dashboard/awards')).html
    expect(list).toContain(`action="/dashboard/awards/${award!.id}/delete"`)
    expect(list).toContain(TRASH_NOTE)
    const res = await postForm(app, `/dashboard/awards/${award!.id}/delete`, { version: String(award!.version) }, cookie)
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/dashboard/awards')
    expect(await stored()).toEqual([])
    const [entry] = await backend.content.query('trash')
    expect(entry).toMatchObject({ collection: 'awards', itemId: award!.id, title: 'Penghargaan Firma Terbaik Asia' })
    const trash = (await page('/dashboard/trash')).html
    expect(trash).toContain('Penghargaan Firma Terbaik Asia')
    expect(trash).toContain('>Penghargaan<')
    await vi.waitFor(async () => expect(await staffHits('Asia')).toEqual([]))
  })

  it('comes back from Sampah (Pulihkan): in its list and its search records again', async () => {
    const [entry] = await backend.content.query('trash')
    expect((await postForm(app, `/dashboard/trash/${entry!.id}/restore`, {}, cookie)).status).toBe(303)
    expect((await stored()).map((award) => award.title)).toEqual(['Penghargaan Firma Terbaik Asia'])
    await vi.waitFor(async () => expect((await staffHits('Asia')).map((record) => record.title)).toEqual(['Penghargaan Firma Terbaik Asia']))
  })
})

describe('its public pages, through the public frame (functions/src/collections/public-route.ts)', () => {
  let backend: TestBackend
  let app: App
  beforeAll(async () => {
    backend = createTestBackend()
    app = createTestApp(backend)
    // What its public-routes file would declare: a loader and a view for each page; app.ts mounts it.
    app.route(
      '/',
      publicRoutes({
        collection: 'awards' as never,
        list: { render: async (c) => c.html(`<ul>${(await c.get('backend').content.query('awards' as CollectionName)).map((award) => `<li>${(award as { title: string }).title}</li>`).join('')}</ul>`) },
        detail: {
          load: async (c, slug) => (await c.get('backend').content.query('awards' as CollectionName, { where: [{ field: 'slug', op: '==', value: slug }] }))[0] ?? null,
          render: (c, award) => c.html(`<h1>${(award as { title: string }).title}</h1>`),
        },
      }),
    )
    await backend.content.create('awards' as CollectionName, { ...exampleDocument(awards), title: 'Penghargaan Firma Terbaik', slug: 'penghargaan-firma-terbaik' } as never, { actor: 'u1' })
  })
  afterAll(() => backend.cleanup())

  it('serves its list and an item page at its address, and 404 for a slug it does not have', async () => {
    expect(await (await app.request('/awards')).text()).toContain('<li>Penghargaan Firma Terbaik</li>')
    const item = await app.request('/awards/penghargaan-firma-terbaik')
    expect(item.status).toBe(200)
    expect(await item.text()).toContain('<h1>Penghargaan Firma Terbaik</h1>')
    expect((await app.request('/awards/tidak-ada')).status).toBe(404)
  })
})
