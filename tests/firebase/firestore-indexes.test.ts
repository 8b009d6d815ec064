/**
 * firestore.indexes.json holds every composite index the app's queries need, and no other.
 *
 * Firestore refuses a query that needs a composite index it does not have (FAILED_PRECONDITION),
 * in production only: the emulators serve any query. So the queries are collected from the code
 * as it runs: the site and the dashboard are toured on the embedded backend with a recording
 * content store (the same ContentStore calls reach Firestore on the firebase backend), and each
 * call site of `query`/`count` in the source must have been reached by the tour. The dashboard's
 * live lists query Firestore from the browser (web/src/dashboard/live/live-firestore.ts): each
 * list page is opened as every role, and the query its data makes the browser ask is counted too.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COLLECTION_NAMES } from '../../shared/collections'
import type { CollectionName } from '../../shared/schemas/types'
import { COLLECTION_SPECS } from '../../functions/src/backends/collections'
import type { Query, Where } from '../../functions/src/backends/ports'
import { seedDemoContent } from '../../functions/src/seed'
import { staffProfiles } from '../../functions/src/content/public-content'
import { authoredContent, removeFromOrderings } from '../../functions/src/collections/profiles/cleanup'
import { reindexAll, sweepScheduled, syncSearchOnChange } from '../../functions/src/search/search-sync'
import { fromAddress, postForm, signIn, TEST_ORIGIN } from '../../functions/src/testing/staff-session'
import { COLLECTION_MODULES } from '../../shared/collections'
import type { ListPageProps } from '../../shared/collections/list'
import { STAFF_ROLES } from '../../shared/schemas/staff'
import { extractDashboardData } from '../../web/src/dashboard/live/page-data'
import { liveFilters } from '../../web/src/dashboard/live/live-firestore'
import { createTestApp, createTestBackend, type TestBackend } from '../../functions/src/testing/test-backend'
import { tinyJpeg } from '../../functions/src/testing/fixtures'
import { formBody } from '../../functions/src/testing/form-bodies'
import { exampleData } from '../../functions/src/testing/example-data'
import { pruneOrphanUploads, referencedUploads } from '../../functions/src/uploads/prune-orphan-uploads'
import { backfillLibrary, deleteUnused } from '../../functions/src/media/library'
import type { App } from '../../functions/src/app'
import { fieldOptions } from '../../functions/src/collections/module-form'
import { sweepApplications } from '../../functions/src/collections/applications/sweep'
import { sweepRegistrations } from '../../functions/src/collections/registrations/sweep'
import { sweepInbox } from '../../functions/src/collections/inquiries/sweep'
import { profiles } from '../../shared/collections/profiles'
import { purgeExpired } from '../../functions/src/trash/trash-item'
import { followSave } from '../../functions/src/redirects/redirect-writes'
import { createOutboxMailer } from '../../functions/src/mail/outbox-mailer'
import { confirmSubscription, requestSubscription } from '../../functions/src/alerts/subscriptions'
import { deliverSubscriptionMail } from '../../functions/src/alerts/subscription-mail'
import { linkKey, signLink } from '../../functions/src/alerts/links'
import { createAlertQueue } from '../../functions/src/alerts/alert-queue'
import { sweepAlerts } from '../../functions/src/alerts/alerts-sweep'

const root = path.resolve(import.meta.dirname, '../..')

interface IndexField {
  fieldPath: string
  order?: 'ASCENDING' | 'DESCENDING'
  arrayConfig?: 'CONTAINS'
}
interface IndexEntry {
  collectionGroup: string
  queryScope: 'COLLECTION' | 'COLLECTION_GROUP'
  fields: IndexField[]
}
const file = JSON.parse(readFileSync(path.join(root, 'firestore.indexes.json'), 'utf8')) as {
  indexes: IndexEntry[]
  fieldOverrides: { collectionGroup: string; fieldPath: string; ttl?: boolean; indexes: unknown[] }[]
}

/**
 * One condition of a query, as index selection reads it: the store's (Where), or the browser's
 * `in` (live-firestore.ts), which Firestore serves from the index an equality would use.
 */
interface Condition {
  field: string
  op: Where['op'] | 'in'
  value?: unknown
}

interface Recorded {
  collection: CollectionName
  kind: 'query' | 'count'
  query: { where?: readonly Condition[]; orderBy?: Query['orderBy'] }
  /** `path:line` of the call in the app's source. */
  site: string
}

const RANGE_OPS = new Set<Condition['op']>(['<', '<=', '>', '>='])
const key = (index: { collectionGroup: string; fields: IndexField[] }) =>
  `${index.collectionGroup}(${index.fields.map((f) => `${f.fieldPath} ${f.arrayConfig ?? f.order}`).join(', ')})`

/**
 * The composite index a query needs in Firestore, or null when single-field indexes serve it:
 * equality and array-contains filters alone are merged from single-field indexes, and one
 * sort (orderBy, or the implied order of a range filter) on one field needs nothing more.
 * Otherwise the index is: the equality fields, the array-contains field, then the sort fields
 * in order, with their directions (a range field not ordered explicitly sorts ascending).
 */
export function requiredIndex(collection: string, query: { where?: readonly Condition[]; orderBy?: Query['orderBy'] }): IndexEntry | null {
  const where = query.where ?? []
  const equalities = where.filter((w) => w.op === '==' || w.op === 'in').map((w) => w.field)
  // array-contains-any is served by the same index as array-contains (arrayConfig CONTAINS).
  const contains = where.filter((w) => w.op === 'array-contains' || w.op === 'array-contains-any').map((w) => w.field)
  const sorts: IndexField[] = (query.orderBy ?? [])
    .filter((o) => !equalities.includes(o.field))
    .map((o) => ({ fieldPath: o.field, order: o.direction === 'desc' ? 'DESCENDING' : 'ASCENDING' }))
  for (const range of where.filter((w) => RANGE_OPS.has(w.op))) {
    if (!sorts.some((s) => s.fieldPath === range.field)) sorts.push({ fieldPath: range.field, order: 'ASCENDING' })
  }
  if (equalities.length + contains.length === 0 && sorts.length <= 1) return null
  if (sorts.length === 0) return null
  return {
    collectionGroup: collection,
    queryScope: 'COLLECTION',
    fields: [
      ...[...new Set(equalities)].sort().map((fieldPath) => ({ fieldPath, order: 'ASCENDING' as const })),
      ...contains.map((fieldPath) => ({ fieldPath, arrayConfig: 'CONTAINS' as const })),
      ...sorts,
    ],
  }
}

/** The app's source files (not adapters, tests or test helpers) with a `query`/`count` call per line. */
function callSites(): string[] {
  const sites: string[] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name)
      if (statSync(full).isDirectory()) {
        // Adapters implement the port; testing/ holds helpers; cli/ and migrate/ read whole
        // collections (no filter, no order: no index), from the command line.
        if (['backends', 'testing', 'cli', 'migrate'].includes(name)) continue
        walk(full)
      } else if (path.relative(root, full) === path.join('functions/src/seed/large-content.ts')) {
        // `npm run seed:large` and the scale bench, from the command line too: whole collections.
        continue
      } else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name)) {
        readFileSync(full, 'utf8')
          .split('\n')
          .forEach((line, i) => {
            if (/\b(store|content)\.(query|count)\(/.test(line)) sites.push(`${path.relative(root, full)}:${i + 1}`)
          })
      }
    }
  }
  walk(path.join(root, 'functions/src'))
  walk(path.join(root, 'web/src'))
  return sites.sort()
}

/** The first frame of a stack in the app's source, outside the adapters and this file. */
function siteOf(stack: string): string {
  for (const line of stack.split('\n').slice(1)) {
    const match = /\((\/[^)]+?):(\d+):\d+\)$/.exec(line) ?? /at (\/[^ ]+?):(\d+):\d+$/.exec(line)
    if (!match) continue
    const rel = path.relative(root, match[1]!)
    if (rel.startsWith('functions/src/backends/') || rel.startsWith('tests/') || rel.startsWith('node_modules/')) continue
    return `${rel}:${match[2]}`
  }
  return 'unknown'
}

let backend: TestBackend
let app: App
let cookie: string
const recorded: Recorded[] = []

function record(store: TestBackend['content']) {
  const query = store.query.bind(store)
  const count = store.count.bind(store)
  Object.assign(store, {
    query: (collection: CollectionName, q: Query = {}) => {
      recorded.push({ collection, kind: 'query', query: q, site: siteOf(new Error().stack ?? '') })
      return query(collection, q)
    },
    count: (collection: CollectionName, q: Pick<Query, 'where'> = {}) => {
      recorded.push({ collection, kind: 'count', query: q, site: siteOf(new Error().stack ?? '') })
      return count(collection, q)
    },
  })
}

async function get(pathAndQuery: string) {
  const res = await app.request(`${TEST_ORIGIN}${pathAndQuery}`, { headers: { cookie } })
  await res.arrayBuffer()
  return res.status
}

beforeAll(async () => {
  backend = createTestBackend()
  await seedDemoContent(backend, { log: () => {} })
  app = createTestApp(backend)
  await backend.identity.createStaff({ email: 'admin@example.test', password: 'sandi-admin-uji', displayName: 'Admin', role: 'admin' })
  cookie = await signIn(app, 'admin@example.test', 'sandi-admin-uji')
  record(backend.content)

  const [blog] = await backend.content.query('blogs', { limit: 1 })
  const [publication] = await backend.content.query('publications', { limit: 1 })
  const [attorney] = await backend.content.query('profiles', { where: [{ field: 'kind', op: '==', value: 'attorney' }], limit: 1 })
  const [category] = await backend.content.query('categories', { limit: 1 })
  const [tag] = await backend.content.query('tags', { limit: 1 })
  const [area] = await backend.content.query('practiceAreas', { limit: 1 })
  const [office] = await backend.content.query('offices', { limit: 1 })
  const opening = await backend.content.create('openings', exampleData('openings', { slug: 'lowongan-uji-indeks' }), { actor: 'test' })
  // A page built from blocks, published: its address, its list blocks, its dashboard form.
  await backend.content.create('blockPages', exampleData('blockPages', { path: '/uji-indeks', publishedAt: '2026-01-01T00:00:00.000Z', blocks: [{ type: 'practiceAreas', heading: '', headingEn: '' }] }), { actor: 'test' })
  // The home page counting every kind of figure, so the tour reaches each count's query.
  const home = (await backend.content.get('pages', 'home'))!
  const { id: _id, createdAt: _c, updatedAt: _u, updatedBy: _b, version, ...homeData } = home
  await backend.content.update(
    'pages',
    'home',
    { ...homeData, figure1Count: 'attorneys', figure1Label: 'advokat', figure2Count: 'offices', figure2Label: 'kantor', figure3Count: 'practiceAreas', figure3Label: 'bidang praktik' } as typeof homeData,
    { actor: 'test', expectedVersion: version },
  )

  // The public site, with every filter its lists take.
  const pages = [
    '/',
    '/about',
    '/career',
    '/contact-us',
    '/practice-area',
    '/attorneys',
    `/attorneys?area=${area!.slug}`,
    `/attorneys/${attorney!.slug}`,
    `/attorneys/${attorney!.slug}/vcard`,
    `/attorneys/${attorney!.slug}/cv`,
    '/search?q=hukum',
    '/api/search?q=huk',
    '/sitemap.xml',
    // A large archive's sitemap files (routes/sitemap.ts): the demo's posts are of this year or the last.
    `/sitemap-blogs-${new Date().getUTCFullYear()}.xml`,
    `/sitemap-events-${new Date().getUTCFullYear()}.xml`,
    '/sitemap-regulations-uu.xml',
    '/sitemap-pages.xml',
    '/healthz',
    '/robots.txt',
    '/blogs/feed.xml',
    '/publications/feed.xml',
    // The English feeds (by publishedAtEn); the sitemap lists both languages from the Indonesian reads.
    '/en/blogs/feed.xml',
    '/en/publications/feed.xml',
  ]
  for (const [collection, post] of [
    ['blogs', blog],
    ['publications', publication],
  ] as const) {
    pages.push(`/${collection}`, `/${collection}?page=2`, `/${collection}?category=${category!.slug}`, `/${collection}?tag=${tag!.slug}`, `/${collection}/${post!.slug}`)
    // The dashboard lists, their filters and forms.
    pages.push(
      `/dashboard/${collection}`,
      `/dashboard/${collection}?sort=oldest`,
      `/dashboard/${collection}?category=${category!.id}`,
      `/dashboard/${collection}?category=${category!.id}&sort=oldest`,
      // Each status in its pages' order (shared/post-list-order.ts), with a category and without.
      `/dashboard/${collection}?status=draft`,
      `/dashboard/${collection}?status=draft&sort=oldest`,
      `/dashboard/${collection}?category=${category!.id}&status=draft`,
      `/dashboard/${collection}?category=${category!.id}&status=draft&sort=oldest`,
      `/dashboard/${collection}?category=${category!.id}&status=published`,
      `/dashboard/${collection}?category=${category!.id}&status=scheduled&sort=oldest`,
      `/dashboard/${collection}?lang=missing-en&oleh=saya`,
      // Oleh saya: who saved last, alone, with a category, with the drafts, with both, both orders.
      ...['', `category=${category!.id}&`, 'status=draft&', `category=${category!.id}&status=draft&`].flatMap((filters) => [
        `/dashboard/${collection}?${filters}oleh=saya`,
        `/dashboard/${collection}?${filters}oleh=saya&sort=oldest`,
      ]),
      `/dashboard/${collection}?lang=stale-en&sort=oldest`,
      `/dashboard/${collection}?category=${category!.id}&lang=missing-en`,
      `/dashboard/${collection}?category=${category!.id}&lang=missing-en&status=published&sort=oldest`,
      `/dashboard/${collection}?q=hukum`,
      `/dashboard/${collection}/create`,
      `/dashboard/${collection}/${post!.id}/edit`,
    )
  }
  // The English edition's public pages: the same lists, by `publishedAtEn` (decision 30).
  pages.push('/en', '/en/about', '/en/career', '/en/contact-us', '/en/privacy', '/en/practice-area', '/en/attorneys', `/en/attorneys/${attorney!.slug}`)
  // Peraturan: the list, a type's own list, and a regulation the demo's posts link, with its writing.
  pages.push('/regulations', '/regulations?type=uu', '/regulations/uu-27-2022', '/en/regulations/uu-27-2022')
  // Ikuti peraturan ini: the subscription form with the regulation ticked, found by its slug (decision 60).
  pages.push('/subscribe?follow=uu-27-2022')
  // Acara: the list and an event's page, in both editions, and its dashboard list (decision 58).
  pages.push('/events', '/en/events', '/events/webinar-pojk-22-2023-pelindungan-konsumen', '/en/events/webinar-pojk-22-2023-pelindungan-konsumen', '/dashboard/acara')
  // An area and a category with English versions: their English pages and filters, by English slugs.
  const { id: areaId, version: _areaVersion, createdAt: _areaCreated, updatedAt: _areaUpdated, updatedBy: _areaBy, ...areaData } = area!
  await backend.content.update('practiceAreas', areaId, { ...areaData, nameEn: 'Area in English', slugEn: 'area-in-english', summaryEn: 'In English.', descriptionEn: '<p>In English.</p>', publishedAtEn: area!.publishedAt }, { actor: 'test' })
  const { id: categoryId, version: _categoryVersion, createdAt: _categoryCreated, updatedAt: _categoryUpdated, updatedBy: _categoryBy, ...categoryData } = category!
  await backend.content.update('categories', categoryId, { ...categoryData, nameEn: 'Category in English', slugEn: 'category-in-english' }, { actor: 'test' })
  pages.push('/en/practice-area/area-in-english', '/en/attorneys?area=area-in-english')
  // English lists filter by a category's or tag's English slug, by the Indonesian one where it has none.
  for (const collection of ['blogs', 'publications']) pages.push(`/en/${collection}`, `/en/${collection}?category=category-in-english`, `/en/${collection}?tag=${(tag!.nameEn && tag!.slugEn) || tag!.slug}`)
  pages.push(`/publications/${publication!.slug}/download`)
  // Images are served only while a public item uses them (the public image index's queries).
  pages.push(`/media/${blog!.cover.path}`)
  pages.push(
    // Ringkasan: its cards' counts and first items (functions/src/overview/overview-cards.ts).
    '/dashboard',
    '/dashboard/profiles',
    `/dashboard/profiles?kind=attorney&area=${area!.id}`,
    '/dashboard/profiles/create',
    `/dashboard/profiles/${attorney!.id}/edit`,
    '/dashboard/profiles/order-settings',
    `/dashboard/profiles/order-settings?area=${area!.id}`,
    '/dashboard/categories',
    '/dashboard/tags',
    '/dashboard/staff',
    '/dashboard/settings',
    '/dashboard/settings/offices/create',
    `/dashboard/settings/offices/${office!.id}/edit`,
    '/dashboard/practice-areas',
    '/dashboard/practice-areas/create',
    `/dashboard/practice-areas/${area!.id}/edit`,
    '/uji-indeks',
    '/dashboard/pages',
    '/dashboard/pages/create',
    `/practice-area/${area!.slug}`,
    `/career/${opening.slug}`,
    '/dashboard/openings',
    '/dashboard/openings/create',
    `/dashboard/openings/${opening.id}/edit`,
  )
  // Lamaran: the folders, filters and export, an application's page.
  const applicationDoc = await backend.content.create('applications', exampleData('applications', { openingId: opening.id }), { actor: 'visitor' })
  pages.push('/dashboard/applications', `/dashboard/applications?status=new&opening=${opening.id}&q=contoh`, '/dashboard/applications/export.csv?status=all', `/dashboard/applications/${applicationDoc.id}`)
  // Pesan Masuk: the folders, filters and export, an inquiry's page, one person's data; the privacy page.
  const inquiry = await backend.content.create('inquiries', exampleData('inquiries'), { actor: 'visitor' })
  pages.push(
    '/dashboard/inquiries',
    '/dashboard/inquiries?status=new',
    '/dashboard/inquiries?status=all&q=sengketa&assignee=none',
    '/dashboard/inquiries/export.csv?status=spam',
    `/dashboard/inquiries/${inquiry.id}`,
    '/dashboard/inquiries/person?email=budi%40example.test',
    '/privacy',
    '/contact-us/terima-kasih',
  )
  for (const page of pages) {
    const status = await get(page)
    if (status >= 400) throw new Error(`${page} answered ${status}`)
  }

  // Writes that query first: new taxonomy names and slugs, a saved post, a saved and a deleted profile.
  await postForm(app, '/dashboard/categories', { name: 'Kategori Uji Indeks' }, cookie)
  await postForm(app, '/dashboard/tags', { name: 'Tag Uji Indeks' }, cookie)
  const cover = await app.request(`${TEST_ORIGIN}/dashboard/uploads/blog_images`, {
    method: 'POST',
    headers: { origin: TEST_ORIGIN, cookie, 'content-type': 'image/jpeg', 'x-file-name': 'sampul.jpg' },
    body: new Uint8Array(await tinyJpeg(1200, 630)),
  })
  const coverPath = ((await cover.json()) as { file: { path: string } }).file.path
  const lonely = await backend.content.create('categories', { name: 'Kategori Sepi', slug: 'kategori-sepi' }, { actor: 'test' })
  const created = await postForm(
    app,
    '/dashboard/blogs/create',
    formBody('blogs', {
      title: 'Uji indeks gabungan Firestore',
      slug: 'uji-indeks-gabungan',
      content: `<p>${'Isi tulisan untuk menguji indeks gabungan. '.repeat(5)}</p>`,
      categoryId: lonely.id,
      tagIds: [tag!.id],
      authorIds: [attorney!.id],
      publishedAt: '2026-06-14T08:00',
      cover: coverPath,
    }),
    cookie,
  )
  if (created.status !== 303) throw new Error(`blog save answered ${created.status}`)
  // Alone in its category: the related posts fall back to the latest ones.
  if ((await get('/blogs/uji-indeks-gabungan')) !== 200) throw new Error('new blog page not found')
  const profile = await backend.content.create(
    'profiles',
    { ...(({ id: _i, version: _v, createdAt: _c, updatedAt: _u, updatedBy: _b, ...data }) => data)(attorney!), slug: 'profil-uji-indeks', name: 'Profil Uji Indeks' },
    { actor: 'test' },
  )
  const saved = await postForm(
    app,
    `/dashboard/profiles/${profile.id}/edit`,
    {
      name: profile.name,
      slug: profile.slug,
      position: profile.position,
      kind: profile.kind,
      email: profile.email,
      phone: profile.phone,
      bio: profile.bio,
      education: profile.education.join('\n'),
      barAdmissions: profile.barAdmissions.join('\n'),
      languages: profile.languages.join('\n'),
      practiceAreaIds: profile.practiceAreaIds,
      picture: profile.picture?.path ?? '',
      // A portrait needs its alternative text; the seed writes one.
      pictureAlt: profile.pictureAlt || 'Foto profil.',
      cv: profile.cv?.path ?? '',
      linkedinUrl: profile.linkedinUrl,
      version: String(profile.version),
    },
    cookie,
  )
  if (saved.status !== 303) throw new Error(`profile save answered ${saved.status}`)
  await postForm(app, `/dashboard/profiles/${profile.id}/delete`, { version: String(profile.version) }, cookie)
  await authoredContent(backend.content, attorney!.id)
  // Exported for pages, not routed today; its query is held to the same rule.
  await staffProfiles(backend.content)
  await removeFromOrderings(backend.content, 'tidak-ada', 'test')
  // A practice area saved (its slug checked) and deleted (its profiles checked first).
  const areaSaved = await postForm(
    app,
    '/dashboard/practice-areas/create',
    { name: 'Bidang Uji Indeks', slug: 'bidang-uji-indeks', summary: 'Ringkasan uji.', description: `<p>${'Deskripsi bidang praktik untuk menguji indeks. '.repeat(4)}</p>` },
    cookie,
  )
  if (areaSaved.status !== 303) throw new Error(`practice area save answered ${areaSaved.status}`)
  const [newArea] = await backend.content.query('practiceAreas', { where: [{ field: 'slug', op: '==', value: 'bidang-uji-indeks' }] })
  await postForm(app, `/dashboard/practice-areas/${newArea!.id}/delete`, { version: String(newArea!.version) }, cookie)
  // The choices of a module's reference fields (read by module-driven forms with references).
  await fieldOptions(backend.content, profiles.fields)
  // Sampah: the list, a restore (its slug checked, then taken by another item and restored under
  // a suggested one), a restored office (the main office checked), a restored block page (its
  // address checked), a purge and the sweep's part.
  if ((await get('/dashboard/trash')) !== 200) throw new Error('trash page failed')
  await postForm(app, `/dashboard/profiles/${profile.id}/delete`, { version: String(profile.version + 1) }, cookie)
  const [trashedProfile] = await backend.content.query('trash', { where: [{ field: 'itemId', op: '==', value: profile.id }] })
  await postForm(app, `/dashboard/trash/${trashedProfile!.id}/restore`, {}, cookie)
  await postForm(app, `/dashboard/profiles/${profile.id}/delete`, { version: String(profile.version + 2) }, cookie)
  await backend.content.create('profiles', { ...exampleData('profiles'), slug: profile.slug }, { actor: 'test' })
  const [again] = await backend.content.query('trash', { where: [{ field: 'itemId', op: '==', value: profile.id }] })
  await postForm(app, `/dashboard/trash/${again!.id}/restore`, {}, cookie)
  await postForm(app, `/dashboard/settings/offices/${office!.id}/delete`, { version: String(office!.version) }, cookie)
  const [trashedOffice] = await backend.content.query('trash', { where: [{ field: 'itemId', op: '==', value: office!.id }] })
  await postForm(app, `/dashboard/trash/${trashedOffice!.id}/restore`, {}, cookie)
  // A restored block page: its address checked (its unique value besides a slug).
  const [blockPage] = await backend.content.query('blockPages', { where: [{ field: 'path', op: '==', value: '/uji-indeks' }] })
  await postForm(app, `/dashboard/pages/${blockPage!.id}/delete`, { version: String(blockPage!.version) }, cookie)
  const [trashedPage] = await backend.content.query('trash', { where: [{ field: 'itemId', op: '==', value: blockPage!.id }] })
  await postForm(app, `/dashboard/trash/${trashedPage!.id}/restore`, {}, cookie)
  if (!(await backend.content.get('blockPages', blockPage!.id))) throw new Error('block page restore failed')
  const [trashedArea] = await backend.content.query('trash', { where: [{ field: 'itemId', op: '==', value: newArea!.id }] })
  await postForm(app, `/dashboard/trash/${trashedArea!.id}/purge`, {}, cookie)
  await purgeExpired(backend.content, new Date(Date.now() + 31 * 86_400_000))
  // Redirects: a published item's slug changed (old addresses redirected, chains collapsed), the
  // list and a manual one, and a path no route answers (the redirect table the 404 path reads).
  const [published] = await backend.content.query('blogs', { where: [{ field: 'slug', op: '==', value: 'uji-indeks-gabungan' }] })
  await followSave(backend.content, 'blogs', published!, { ...published!, slug: 'uji-indeks-gabungan-baru' }, new Date(), 'test')
  if ((await get('/dashboard/redirects')) !== 200) throw new Error('redirects page failed')
  await postForm(app, '/dashboard/redirects', { from: '/alamat-lama-uji', to: '/blogs' }, cookie)
  await get('/alamat-yang-tidak-ada')
  // A category in use deleted into another: its posts found and moved first.
  const [lonelyNow] = await backend.content.query('categories', { where: [{ field: 'slug', op: '==', value: 'kategori-sepi' }] })
  const moved = await postForm(app, `/dashboard/categories/${lonelyNow!.id}/delete`, { version: String(lonelyNow!.version), target: category!.id }, cookie)
  if (moved.status !== 303) throw new Error(`category move and delete answered ${moved.status}`)

  // The search triggers (every collection's change) and the scheduled sweep and reindex.
  const deps = { store: backend.content, search: backend.search, now: () => new Date() }
  for (const [collection, doc] of [
    ['blogs', blog],
    ['publications', publication],
    ['profiles', attorney],
    ['categories', category],
    ['tags', tag],
    ['practiceAreas', area],
  ] as const) {
    await syncSearchOnChange({ collection, id: doc!.id, before: { ...doc!, name: 'Nama lama' } as never, after: doc! as never }, deps)
  }
  // A renamed regulation: the posts linking it re-synced, a page at a time (decision 60).
  const [regulation] = await backend.content.query('regulations', { where: [{ field: 'slug', op: '==', value: 'uu-27-2022' }], limit: 1 })
  await syncSearchOnChange({ collection: 'regulations', id: regulation!.id, before: { ...regulation!, abbreviation: 'Nama lama' } as never, after: regulation! as never }, deps)
  await sweepScheduled(deps)
  // A full pass a post at a time: each page ends on a date whose posts are read by themselves.
  await sweepScheduled(deps, { pageSize: 1 })
  // An English index without attorneys (an install from before the English edition): the sweep fills it.
  await backend.search.clear('public-en')
  await sweepScheduled(deps)
  await reindexAll(deps)
  // The daily pruning of unused uploads (its candidates would be none this young: ask directly).
  await referencedUploads(backend.content)
  // The applications' sweep: emails still due, applications past their retention.
  await sweepApplications({ store: backend.content, files: backend.files, mailer: { transport: 'outbox', send: async () => ({ ref: 'x' }) }, now: () => new Date(), baseUrl: TEST_ORIGIN })
  // The inbox sweep: emails still due, inquiries past their retention.
  await sweepInbox({ store: backend.content, mailer: { transport: 'outbox', send: async () => ({ ref: 'x' }) }, now: () => new Date(), baseUrl: TEST_ORIGIN })
  await postForm(app, '/dashboard/inquiries/person', { email: 'budi@example.test' }, cookie)
  // Event registration (decision 59): the form by slug, a cancel link's page by its hash, Pendaftar, the reminders' sweep.
  const [registrable] = await backend.content.query('events', { where: [{ field: 'startsAt', op: '>=', value: new Date().toISOString() }], limit: 1 })
  const { token: formToken } = (await (await app.request('/contact-us/token')).json()) as { token: string }
  await postForm(app, `/events/${registrable!.slug}/daftar`, { name: 'Peserta Indeks', email: 'peserta.indeks@example.test', consent: 'ya', formToken, website: '' })
  await get(`/events/daftar/batal?t=${'a'.repeat(43)}`)
  await get(`/dashboard/acara/${registrable!.id}/pendaftar`)
  await sweepRegistrations({ store: backend.content, mailer: { transport: 'outbox', send: async () => ({ ref: 'x' }) }, now: () => new Date(), baseUrl: TEST_ORIGIN })

  // Client alerts: a request, its confirmation, a publish that makes an alert, the
  // queue, the sweep, a claim released, the link pages, Pelanggan and its reports, a deletion.
  const outboxMailer = createOutboxMailer({ dir: path.join(backend.dataDir, 'outbox'), from: 'noreply@example.test' })
  const { subscriber } = await requestSubscription(backend.content, { email: 'pelanggan.indeks@example.test', name: '', categoryIds: [], practiceAreaIds: [], lang: 'id', consent: 'ya' }, { now: new Date(), pageLang: 'id', sourcePath: '/' })
  await deliverSubscriptionMail(subscriber, { store: backend.content, mailer: outboxMailer, firm: { name: 'Firma', email: '', baseUrl: TEST_ORIGIN }, now: new Date() })
  await confirmSubscription(backend.content, subscriber.id, new Date())
  const key = await linkKey(backend.content)
  for (const purpose of ['confirm', 'manage', 'unsubscribe'] as const) await get(`/subscribe/${purpose}?t=${encodeURIComponent(signLink(key, purpose, subscriber, Date.now()))}`)
  await get('/subscribe')
  const alerted = await backend.content.create('blogs', { ...exampleData('blogs'), slug: 'uji-indeks-peringatan', sendAlert: 'yes', publishedAt: null }, { actor: 'test' })
  const { id: alertedId, version: alertedVersion, createdAt: _ac, updatedAt: _au, updatedBy: _ab, ...alertedData } = alerted
  await backend.content.update('blogs', alertedId, { ...alertedData, publishedAt: new Date().toISOString() }, { actor: 'test', expectedVersion: alertedVersion })
  const alertQueue = createAlertQueue({ store: backend.content, mailer: outboxMailer, now: () => new Date(), baseUrl: TEST_ORIGIN, ratePerMinute: 60_000, sleep: async () => {} })
  await alertQueue.drain()
  await alertQueue.releaseClaims()
  await sweepAlerts({ store: backend.content, mailer: outboxMailer, now: () => new Date(), baseUrl: TEST_ORIGIN })
  await sweepAlerts({ store: backend.content, mailer: outboxMailer, now: () => new Date(Date.now() + 400 * 86_400_000), baseUrl: TEST_ORIGIN })
  for (const page of ['/dashboard/subscribers', '/dashboard/subscribers?status=active&q=indeks', '/dashboard/subscribers/export.csv', '/dashboard/subscribers/alerts', `/dashboard/subscribers/alerts/blogs-${alertedId}`, `/dashboard/subscribers/alerts/blogs-${alertedId}?state=sent`]) {
    const status = await get(page)
    if (status >= 400) throw new Error(`${page} answered ${status}`)
  }
  // Statistik: its lists name counted paths by their item (a post by its slug, a block page by its path; decision 62).
  const day = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10)
  await backend.insights.add(['/uji-indeks', `/blogs/${blog!.slug}`].map((key) => ({ day, lang: 'id' as const, dimension: 'view' as const, key, count: 1 })))
  for (const page of ['/dashboard/insights', '/dashboard/insights/export.csv']) {
    const status = await get(page)
    if (status >= 400) throw new Error(`${page} answered ${status}`)
  }
  // Buletin (compose, preview, send) and the CSV import (preview, import): decision 53.
  await get('/dashboard/digest')
  for (const intent of ['preview', 'send']) await postForm(app, '/dashboard/digest', { intent, intro: 'Pengantar', items: `blogs/${alertedId}` }, cookie)
  for (const step of ['/dashboard/subscribers/import/preview', '/dashboard/subscribers/import']) await postForm(app, step, { csv: 'email,name\nimpor.indeks@example.test,Impor', consentNote: 'Kartu nama' }, cookie)
  await alertQueue.drain()
  const other = await requestSubscription(backend.content, { email: 'hapus.indeks@example.test', name: '', categoryIds: [], practiceAreaIds: [], lang: 'id', consent: 'ya' }, { now: new Date(), pageLang: 'id', sourcePath: '/' })
  await postForm(app, `/dashboard/subscribers/${other.subscriber.id}/delete`, {}, cookie)

  // Pustaka Media: its backfill, where each file is used, its clean-up, and the weekly pruning
  // (every file old enough, so its reads run) that spares the library's files. Last: it deletes files.
  await backfillLibrary(backend.content, backend.files)
  // Its list's pages, read by the store: all kinds, and one kind (a composite index).
  for (const page of ['/dashboard/media', '/dashboard/media?kind=pdf&page=2', '/dashboard/media?q=foto']) {
    const status = await get(page)
    if (status >= 400) throw new Error(`${page} answered ${status}`)
  }
  await deleteUnused(backend.content, backend.files, 'test')
  await pruneOrphanUploads({ store: backend.content, files: backend.files, now: () => new Date(Date.now() + 30 * 86_400_000) })

  // The live lists on Firebase: each list page that follows changes, as every role that opens it,
  // and the listener query its data makes the browser ask (Sampah's names a non-admin's areas).
  const livePaths = Object.values(COLLECTION_MODULES).flatMap((module) => {
    const list = (module as { list?: { path: string; live?: boolean } }).list
    return list?.live ? [list.path] : []
  })
  if (!livePaths.includes('/dashboard/trash')) throw new Error('Sampah is not a live list any more: see what this tour reads')
  for (const [i, role] of STAFF_ROLES.entries()) {
    const email = `live-${role}@example.test`
    await backend.identity.createStaff({ email, password: 'sandi-peran-uji', displayName: role, role })
    const session = await signIn(app, email, 'sandi-peran-uji', fromAddress(`10.0.9.${i + 1}`))
    for (const livePath of livePaths) {
      const res = await app.request(`${TEST_ORIGIN}${livePath}`, { headers: { cookie: session } })
      const html = await res.text()
      if (res.status === 403) continue
      if (res.status !== 200) throw new Error(`${livePath} answered ${res.status} to ${role}`)
      const view = extractDashboardData<ListPageProps>(html)?.props.view
      for (const name of view?.live ?? []) {
        const filters = liveFilters(name, new Date().toISOString(), view!.liveScope)
        if (filters) recorded.push({ collection: name as CollectionName, kind: 'query', query: { where: filters }, site: 'web/src/dashboard/live/live-firestore.ts' })
      }
    }
  }
}, 120_000)

afterAll(async () => {
  await backend?.cleanup()
})

describe('firestore.indexes.json', () => {
  it('has the shape the CLI deploys: collection-scoped indexes of two or more fields', () => {
    for (const index of file.indexes) {
      expect(COLLECTION_NAMES).toContain(index.collectionGroup)
      expect(index.queryScope).toBe('COLLECTION')
      expect(index.fields.length).toBeGreaterThanOrEqual(2)
      for (const field of index.fields) expect(Boolean(field.order) !== Boolean(field.arrayConfig), JSON.stringify(field)).toBe(true)
    }
    expect(new Set(file.indexes.map(key)).size).toBe(file.indexes.length)
  })

  it('mirrors the composite indexes COLLECTION_SPECS declares (both directions of the sort field)', () => {
    const keys = new Set(file.indexes.map(key))
    for (const [collection, spec] of Object.entries(COLLECTION_SPECS)) {
      for (const [first, sort] of spec.composite ?? []) {
        for (const order of ['ASCENDING', 'DESCENDING']) expect(keys).toContain(`${collection}(${first} ASCENDING, ${sort} ${order})`)
      }
    }
  })

  it('lets Firestore delete upload refusals by their expireAt (TTL policy)', () => {
    expect(file.fieldOverrides).toContainEqual({ collectionGroup: 'uploadRejections', fieldPath: 'expireAt', ttl: true, indexes: [] })
  })

  it('the tour reached every query and count call in the source', () => {
    const reached = new Set(recorded.map((r) => r.site))
    const missing = callSites().filter((site) => !reached.has(site))
    expect(missing).toEqual([])
  })

  it('has an index for every composite query the code makes, and none it does not use', () => {
    const needed = new Map<string, string[]>()
    for (const r of recorded) {
      const index = requiredIndex(r.collection, r.query)
      if (index) needed.set(key(index), [...(needed.get(key(index)) ?? []), r.site])
    }
    const declared = new Set(file.indexes.map(key))
    expect([...needed.keys()].filter((k) => !declared.has(k)).map((k) => `${k} for ${needed.get(k)!.join(', ')}`)).toEqual([])
    expect([...declared].filter((k) => !needed.has(k))).toEqual([])
  })
})

describe('requiredIndex (Firestore index selection)', () => {
  it('needs nothing for equality or array-contains alone, or one sort', () => {
    expect(requiredIndex('blogs', { where: [{ field: 'slug', op: '==', value: 'a' }] })).toBeNull()
    expect(requiredIndex('blogs', { where: [{ field: 'tagIds', op: 'array-contains', value: 'a' }] })).toBeNull()
    expect(requiredIndex('blogs', { orderBy: [{ field: 'publishedAt', direction: 'desc' }] })).toBeNull()
    expect(requiredIndex('blogs', { where: [{ field: 'publishedAt', op: '<=', value: 'x' }], orderBy: [{ field: 'publishedAt', direction: 'desc' }] })).toBeNull()
    expect(requiredIndex('profiles', { where: [{ field: 'kind', op: '==', value: 'staff' }], orderBy: [{ field: 'kind' }] })).toBeNull()
  })

  it('needs equality, then array-contains, then the sorts with their directions', () => {
    expect(
      key(
        requiredIndex('blogs', {
          where: [
            { field: 'publishedAt', op: '<=', value: 'x' },
            { field: 'tagIds', op: 'array-contains', value: 't' },
          ],
          orderBy: [{ field: 'publishedAt', direction: 'desc' }],
        })!,
      ),
    ).toBe('blogs(tagIds CONTAINS, publishedAt DESCENDING)')
    expect(key(requiredIndex('blogs', { where: [{ field: 'categoryId', op: '==', value: 'c' }, { field: 'publishedAt', op: '<=', value: 'x' }] })!)).toBe(
      'blogs(categoryId ASCENDING, publishedAt ASCENDING)',
    )
    expect(key(requiredIndex('profiles', { where: [{ field: 'kind', op: '==', value: 'a' }], orderBy: [{ field: 'name' }] })!)).toBe(
      'profiles(kind ASCENDING, name ASCENDING)',
    )
    // `in` is served as an equality: Sampah's live query, naming a role's collections.
    expect(key(requiredIndex('trash', { where: [{ field: 'collection', op: 'in' }, { field: 'updatedAt', op: '>' }] })!)).toBe('trash(collection ASCENDING, updatedAt ASCENDING)')
    expect(requiredIndex('trash', { where: [{ field: 'updatedAt', op: '>' }] })).toBeNull()
  })
})
