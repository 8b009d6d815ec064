/**
 * What every ContentStore adapter must do (SQLite, Firestore). Run it from an adapter's test file:
 *
 *   describeContentStoreContract('SqliteContentStore', async () => ({ store, events, cleanup }))
 *
 * `make` is called before each check and must return an empty store; `cleanup` runs after it.
 * An emulator that cannot do some checks passes them in `skip` with the reason, from the one list
 * below (FIRESTORE_JS_EMULATOR_GAPS), so the README can quote exactly which checks ran where.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { BlogData, Category, CategoryData, OrderingData, PublicationData } from '../../../shared/schemas/types'
import { addFieldDefault, readSchemaMarker, runMigrations, type MigrationStep, type StoredData } from './migrations'
import {
  NotFoundError,
  StaleVersionError,
  UniqueConstraintError,
  UPDATE_MANY_CHUNK,
  type ChangeEvent,
  type ChangeEvents,
  type ContentStore,
  type Query,
} from './ports'
import { exampleData } from '../testing/example-data'
import { SETTINGS_ID } from '../../../shared/collections/settings'
import { openConstraints } from '../../../shared/opening-rule'
import { COLLECTION_NAMES } from '../../../shared/collections'
import { COLLECTION_SPECS } from './collections'
import { blogs } from '../../../shared/collections/blogs'
import { TRANSLATION_SOURCE } from '../../../shared/collections/define'
import { needsUpdate, translationSnapshot } from '../../../shared/collections/translation-status'
import { snapshotTranslations } from './translation-migration'
import { ENGLISH_STATE, IS_DRAFT, LISTED_AT, UNDATED_LISTED_AT } from '../../../shared/post-list-order'
import { regulationTypeRange } from '../../../shared/collections/regulations'

export interface ContentStoreUnderTest {
  store: ContentStore
  /** The change events of `store`'s own writes. */
  events: ChangeEvents
  cleanup(): Promise<void>
}

/** Titles of the checks below that depend on an engine feature an emulator may lack. */
export const CONTENT_CHECKS = {
  dropsFields: 'drops the fields an update or a put leaves out',
  offset: 'pages with limit and offset, each document exactly once',
  tieOrder: 'breaks ties of an ascending sort by document id',
  idField: 'filters and sorts on the document id like on an indexed field',
  concurrentVersions: 'lets exactly one of two concurrent writers with the same version win',
  concurrentSlugs: 'lets exactly one of two concurrent creates claim the same slug',
  recheck: 're-applies recorded migration steps on recheck to documents a save left without the field',
  eventPages:
    "serves the bounded event reads: not ended and published, by start and limited; one page of past ones by offset, and their count",
} as const
export type ContentCheckTitle = (typeof CONTENT_CHECKS)[keyof typeof CONTENT_CHECKS]

/**
 * The checks `@firestore-emulator/server` (the pure-JS Firestore emulator) cannot pass, and why.
 * They run against the official Firestore emulator in firebase/firebase-full.test.ts (in
 * `npm test` wherever that emulator is installed) and always against SQLite.
 */
export const FIRESTORE_JS_EMULATOR_GAPS: Readonly<Partial<Record<ContentCheckTitle, string>>> = {
  [CONTENT_CHECKS.dropsFields]:
    'the JS emulator merges a set() into the stored fields instead of replacing the document, and ignores field deletes, so a field left out survives',
  [CONTENT_CHECKS.recheck]:
    'the JS emulator merges a set() into the stored fields, so an update that leaves the migrated field out does not remove it',
  [CONTENT_CHECKS.offset]: 'the JS emulator ignores `offset` in a structured query and returns the first page again',
  [CONTENT_CHECKS.eventPages]: 'the JS emulator ignores `offset` (the past events\' second page) and ordering by document name',
  [CONTENT_CHECKS.tieOrder]:
    'the JS emulator ignores ordering by document name (`__name__`), so ties stay in insertion order',
  [CONTENT_CHECKS.idField]: 'the JS emulator looks the document name (`__name__`) up as a stored field, so a filter on it matches nothing',
  [CONTENT_CHECKS.concurrentVersions]:
    'the JS emulator has no transaction isolation (BeginTransaction returns a dummy id, reads take no locks, commits never abort), so both writers commit',
  [CONTENT_CHECKS.concurrentSlugs]:
    'the JS emulator has no transaction isolation and applies the writes of a commit one by one, so both creates can commit',
}

const blog = (over: Partial<BlogData> = {}): BlogData =>
  exampleData('blogs', {
    title: 'Judul yang cukup panjang',
    slug: 'judul',
    cover: { path: 'blog_images/a.jpg', contentType: 'image/jpeg', size: 10, width: 1200, height: 630 },
    content: '<p>isi</p>',
    excerpt: 'ringkas',
    categoryId: 'c1',
    tagIds: ['t1', 't2'],
    authorIds: ['p1'],
    publishedAt: '2026-01-01T00:00:00.000Z',
    ...over,
  })

const publication = (over: Partial<PublicationData> = {}): PublicationData => ({
  ...blog(),
  file: { path: 'publications/a.pdf', contentType: 'application/pdf', size: 1, originalName: 'Kajian.pdf' },
  ...over,
})

const category = (over: Partial<CategoryData> = {}): CategoryData => ({ name: 'Regulasi', slug: 'regulasi', ...over })

const day = (n: number) => `2026-01-${String(n).padStart(2, '0')}T00:00:00.000Z`

export function describeContentStoreContract(
  name: string,
  make: () => Promise<ContentStoreUnderTest>,
  options: { skip?: Readonly<Partial<Record<string, string>>> } = {},
): void {
  const skip = options.skip ?? {}
  const known = new Set<string>(Object.values(CONTENT_CHECKS))
  const unknown = Object.keys(skip).filter((title) => !known.has(title))
  if (unknown.length) throw new Error(`skip names unknown checks: ${unknown.join(', ')}`)
  /** A check that an emulator listed in `skip` cannot do: skipped there, run everywhere else. */
  const gated = (title: ContentCheckTitle, fn: () => Promise<void>) => it.skipIf(title in skip)(title, fn)

  describe(`ContentStore contract: ${name}`, () => {
    let subject: ContentStoreUnderTest | undefined
    let events: ChangeEvent[] = []
    const store = (): ContentStore => subject!.store

    beforeEach(async () => {
      subject = await make()
      events = []
      subject.events.subscribe((event) => {
        events.push(event)
      })
    })
    afterEach(async () => {
      await subject?.cleanup()
      subject = undefined
    })

    it('creates a document with its metadata and reads it back as stored', async () => {
      expect(await store().get('blogs', 'missing')).toBeNull()
      const created = await store().create('blogs', blog(), { actor: 'u1', id: 'b1' })
      expect(created).toMatchObject({ ...blog(), id: 'b1', version: 1, updatedBy: 'u1' })
      expect(created.createdAt).toBe(created.updatedAt)
      expect(new Date(created.createdAt).toISOString()).toBe(created.createdAt)
      expect(await store().get('blogs', 'b1')).toEqual(created)
      const generated = await store().create('blogs', blog({ slug: 'lain' }), { actor: 'u1' })
      expect(generated.id).toMatch(/^[A-Za-z0-9_-]{16,}$/)
      expect(await store().get('blogs', generated.id)).toEqual(generated)
      await expect(store().create('blogs', blog({ slug: 'ketiga' }), { actor: 'u1', id: 'b1' })).rejects.toBeInstanceOf(
        UniqueConstraintError,
      )
    })

    it('keeps values as JSON would: nested objects, nulls, empty arrays, numbers and any text', async () => {
      const data = {
        slug: 'rina',
        name: 'Rina Ç. Ñáñez — 日本語 ✓',
        position: 'Partner',
        kind: 'attorney' as const,
        email: 'rina@example.test',
        phone: '+62 21 000',
        bio: 'Baris satu\nBaris "dua" <b>tiga</b>',
        education: [],
        barAdmissions: ['PERADI'],
        languages: ['id', 'en'],
        practiceAreaIds: [],
        picture: { path: 'profile_pictures/r.webp', contentType: 'image/webp', size: 12345, width: 800, height: 1000.5 },
        cv: null,
        linkedinUrl: '',
        extra: undefined,
      }
      const created = await store().create('profiles', data, { actor: 'u', id: 'p1' })
      const { extra: _dropped, ...expected } = data
      expect(await store().get('profiles', 'p1')).toEqual({ ...expected, id: 'p1', version: 1, createdAt: created.createdAt, updatedAt: created.updatedAt, updatedBy: 'u' })
      expect(Object.keys((await store().get('profiles', 'p1'))!)).not.toContain('extra')
    })

    it('replaces the data on update, increments the version and keeps createdAt', async () => {
      const created = await store().create('blogs', blog(), { actor: 'u1', id: 'b1' })
      const next = blog({ title: 'Judul baru yang panjang', tagIds: ['t3'], cover: { path: 'blog_images/b.jpg', contentType: 'image/jpeg', size: 5 } })
      // Metadata in the data is ignored: the store keeps its own.
      const updated = await store().update('blogs', 'b1', { ...next, version: 99, createdAt: 'x' } as unknown as BlogData, {
        actor: 'u2',
        expectedVersion: 1,
      })
      expect(updated).toEqual({ ...next, id: 'b1', version: 2, createdAt: created.createdAt, updatedAt: updated.updatedAt, updatedBy: 'u2' })
      expect(updated.updatedAt >= created.updatedAt).toBe(true)
      expect(await store().get('blogs', 'b1')).toEqual(updated)
      // Without an expected version the write is not checked (last write wins).
      expect((await store().update('blogs', 'b1', blog(), { actor: 'u3' })).version).toBe(3)
    })

    it("writes a post's list date, draft flag and English state at every write, whatever the writer sent, and serves the list's order by them", async () => {
      await store().create('blogs', blog({ slug: 'a', publishedAt: day(3) }), { actor: 'u', id: 'a' })
      await store().create('blogs', blog({ slug: 'b', publishedAt: null, plannedAt: day(2) }), { actor: 'u', id: 'b' })
      await store().create('blogs', blog({ slug: 'c', publishedAt: null, plannedAt: null }), { actor: 'u', id: 'c' })
      await store().create('blogs', blog({ slug: 'd', publishedAt: day(1) }), { actor: 'u', id: 'd' })
      expect(await store().get('blogs', 'b')).toMatchObject({ listedAt: day(2), isDraft: true, englishState: 'none' })
      await store().update('blogs', 'd', blog({ slug: 'd', publishedAt: day(1), titleEn: 'In English', slugEn: 'd-en', contentEn: '<p>In English.</p>' }), { actor: 'u' })
      expect(await store().get('blogs', 'd')).toMatchObject({ englishState: 'current' })
      expect((await store().query('blogs', { where: [{ field: ENGLISH_STATE, op: '==', value: 'none' }], orderBy: [{ field: LISTED_AT, direction: 'desc' }] })).map((post) => post.id)).toEqual(['c', 'a', 'b'])
      const newest = { orderBy: [{ field: LISTED_AT, direction: 'desc' as const }] }
      const ids = async (query: Query) => (await store().query('blogs', query)).map((post) => post.id)
      // An undated draft first among the newest, a planned one at its date.
      expect(await ids(newest)).toEqual(['c', 'a', 'b', 'd'])
      expect(await ids({ where: [{ field: IS_DRAFT, op: '==', value: true }], ...newest })).toEqual(['c', 'b'])
      await store().update('blogs', 'b', { ...blog({ slug: 'b', publishedAt: day(4) }), listedAt: 'x', isDraft: true } as BlogData, { actor: 'u' })
      expect(await store().get('blogs', 'b')).toMatchObject({ listedAt: day(4), isDraft: false })
      const c = (await store().get('blogs', 'c'))!
      await store().put('blogs', { ...c, publishedAt: day(5) })
      expect(await store().get('blogs', 'c')).toMatchObject({ listedAt: day(5), isDraft: false })
      const a = (await store().get('blogs', 'a'))!
      await store().updateMany([{ collection: 'blogs', id: 'a', data: blog({ slug: 'a', publishedAt: null, plannedAt: null }), expectedVersion: a.version }], { actor: 'u' })
      expect(await store().get('blogs', 'a')).toMatchObject({ listedAt: UNDATED_LISTED_AT, isDraft: true })
      expect(await ids({ where: [{ field: IS_DRAFT, op: '==', value: true }], ...newest })).toEqual(['a'])
      expect(await store().count('blogs', { where: [{ field: IS_DRAFT, op: '==', value: false }] })).toBe(3)
    })

    it("writes a regulation's list key at every write, and serves one type's list in the gazette's order, a page and a count (decision 66)", async () => {
      const regulation = (type: string, number: string, year: string) => exampleData('regulations', { type, number, year, slug: `${type}-${number.replace('/', '-')}-${year}`.toLowerCase() } as never)
      for (const [type, number, year] of [['PBI', '27/2', '2021'], ['PBI', '27/10', '2021'], ['PBI', '9', '2022'], ['PBI', '100', '2020'], ['PP', '5', '2023'], ['Perppu', '1', '2024']]) {
        await store().create('regulations', regulation(type!, number!, year!), { actor: 'u', id: `${type}-${number}`.replace('/', '-') })
      }
      expect(await store().get('regulations', 'PBI-27-10')).toMatchObject({ listKey: 'PBI:002021:000027/000010' })
      const pbi = { where: regulationTypeRange('PBI'), orderBy: [{ field: 'listKey', direction: 'desc' as const }] }
      const ids = async (query: Query) => (await store().queryFields('regulations', query, ['number'])).map((r) => r.id)
      expect(await ids(pbi)).toEqual(['PBI-9', 'PBI-27-10', 'PBI-27-2', 'PBI-100'])
      // A page of it (deeper pages by offset, the offset check's: the JS emulator ignores it).
      expect(await ids({ ...pbi, limit: 2 })).toEqual(['PBI-9', 'PBI-27-10'])
      expect(await store().count('regulations', { where: regulationTypeRange('PBI') })).toBe(4)
      // A type whose name another's begins with (PP, Perppu) has its own range.
      expect(await ids({ where: regulationTypeRange('PP'), orderBy: pbi.orderBy })).toEqual(['PP-5'])
      // A write that changes the number moves it, whatever key the writer sent.
      const { id, createdAt: _c, updatedAt: _u, updatedBy: _b, version, ...data } = (await store().get('regulations', 'PBI-100'))!
      await store().update('regulations', id, { ...data, year: '2023', listKey: 'x' } as never, { actor: 'u', expectedVersion: version })
      expect(await ids(pbi)).toEqual(['PBI-100', 'PBI-9', 'PBI-27-10', 'PBI-27-2'])
    })

    it('finds the posts a staff member saved last, in the list order, with their drafts and a count (Oleh saya)', async () => {
      await store().create('blogs', blog({ slug: 'a', publishedAt: day(3) }), { actor: 'me', id: 'a' })
      await store().create('blogs', blog({ slug: 'b', publishedAt: null, plannedAt: day(2) }), { actor: 'me', id: 'b' })
      await store().create('blogs', blog({ slug: 'c', publishedAt: day(4) }), { actor: 'other', id: 'c' })
      await store().create('blogs', blog({ slug: 'd', publishedAt: day(1) }), { actor: 'other', id: 'd' })
      // Saved again by me: who saved last counts, not who created.
      await store().update('blogs', 'd', blog({ slug: 'd', publishedAt: day(1) }), { actor: 'me' })
      const mine = { field: 'updatedBy', op: '==' as const, value: 'me' }
      const ids = async (query: Query) => (await store().query('blogs', query)).map((post) => post.id)
      expect(await ids({ where: [mine], orderBy: [{ field: LISTED_AT, direction: 'desc' }] })).toEqual(['a', 'b', 'd'])
      expect(await ids({ where: [mine], orderBy: [{ field: LISTED_AT, direction: 'asc' }], limit: 2 })).toEqual(['d', 'b'])
      expect(await ids({ where: [{ field: IS_DRAFT, op: '==', value: true }, mine], orderBy: [{ field: LISTED_AT, direction: 'desc' }] })).toEqual(['b'])
      expect(await store().count('blogs', { where: [mine] })).toBe(3)
    })

    it('keeps what an English version was written from, so Perlu diperbarui and its migration read alike on every store', async () => {
      const english = { titleEn: 'A title long enough', slugEn: 'a-title', contentEn: blog().content }
      const data = { ...blog(), ...english } as BlogData
      const snapshot = translationSnapshot(blogs, data as unknown as StoredData)
      await store().create('blogs', { ...data, [TRANSLATION_SOURCE]: snapshot } as BlogData, { actor: 'u1', id: 'b1' })
      const saved = (await store().get('blogs', 'b1')) as unknown as StoredData
      expect(saved[TRANSLATION_SOURCE]).toEqual(snapshot)
      expect(needsUpdate(blogs, saved)).toBe(false)
      // The Indonesian alone changes: the snapshot stays, so the English is flagged.
      await store().update('blogs', 'b1', { ...data, title: 'Judul lain yang cukup panjang', [TRANSLATION_SOURCE]: snapshot } as BlogData, { actor: 'u2', expectedVersion: 1 })
      expect(needsUpdate(blogs, (await store().get('blogs', 'b1')) as unknown as StoredData)).toBe(true)
      // Items stored before snapshots: the migration gives those with English today's Indonesian, others null.
      const before = (doc: BlogData) => Object.fromEntries(Object.entries(doc).filter(([name]) => name !== TRANSLATION_SOURCE)) as BlogData
      await store().create('blogs', before({ ...data, slug: 'lama', slugEn: 'old' }), { actor: 'u1', id: 'b2' })
      await store().create('blogs', before(blog({ slug: 'tanpa-inggris' })), { actor: 'u1', id: 'b3' })
      expect(TRANSLATION_SOURCE in ((await store().get('blogs', 'b2')) as object)).toBe(false)
      expect(await runMigrations(store(), { steps: [snapshotTranslations({ version: 1, collection: 'blogs', description: 'sumber terjemahan' })] })).toMatchObject({ written: 2 })
      const [b1, b2, b3] = (await store().getMany('blogs', ['b1', 'b2', 'b3'])) as unknown as StoredData[]
      expect(b1![TRANSLATION_SOURCE]).toEqual(snapshot)
      expect(b2![TRANSLATION_SOURCE]).toEqual(translationSnapshot(blogs, b2!))
      expect(b3![TRANSLATION_SOURCE]).toBeNull()
    })

    gated(CONTENT_CHECKS.dropsFields, async () => {
      await store().create('blogs', blog({ excerpt: 'lama' }), { actor: 'u1', id: 'b1' })
      const { excerpt: _gone, ...withoutExcerpt } = blog()
      const updated = await store().update('blogs', 'b1', withoutExcerpt as BlogData, { actor: 'u2' })
      expect(updated).not.toHaveProperty('excerpt')
      expect(await store().get('blogs', 'b1')).toEqual(updated)
      const put: Category = { id: 'c1', name: 'Pajak', slug: 'pajak', version: 1, createdAt: day(1), updatedAt: day(1), updatedBy: 'u' }
      await store().put('categories', { ...put, note: 'lama' } as Category)
      await store().put('categories', put)
      expect(await store().get('categories', 'c1')).toEqual(put)
    })

    it('refuses a stale version on update and remove, keeping the stored document and emitting nothing', async () => {
      await store().create('blogs', blog(), { actor: 'u1', id: 'b1' })
      await store().update('blogs', 'b1', blog({ title: 'Versi dua dari editor A' }), { actor: 'a', expectedVersion: 1 })
      events = []
      const stale = store().update('blogs', 'b1', blog({ title: 'Versi dari editor B' }), { actor: 'b', expectedVersion: 1 })
      await expect(stale).rejects.toBeInstanceOf(StaleVersionError)
      await expect(stale).rejects.toMatchObject({ collection: 'blogs', id: 'b1', expected: 1, actual: 2 })
      await expect(store().remove('blogs', 'b1', { actor: 'b', expectedVersion: 1 })).rejects.toBeInstanceOf(StaleVersionError)
      expect(await store().get('blogs', 'b1')).toMatchObject({ title: 'Versi dua dari editor A', version: 2, updatedBy: 'a' })
      expect(events).toEqual([])
    })

    it('answers not found for updates and removals of missing documents', async () => {
      await expect(store().update('blogs', 'nope', blog(), { actor: 'u' })).rejects.toBeInstanceOf(NotFoundError)
      await expect(store().remove('blogs', 'nope', { actor: 'u' })).rejects.toBeInstanceOf(NotFoundError)
      expect(await store().get('blogs', 'nope')).toBeNull()
      expect(events).toEqual([])
    })

    it('keeps slugs unique per collection, and frees a slug once its holder moves or goes', async () => {
      await store().create('blogs', blog({ slug: 'sama' }), { actor: 'u', id: 'b1' })
      const taken = store().create('blogs', blog({ slug: 'sama' }), { actor: 'u', id: 'b2' })
      await expect(taken).rejects.toBeInstanceOf(UniqueConstraintError)
      await expect(taken).rejects.toMatchObject({ collection: 'blogs', field: 'slug' })
      expect(await store().get('blogs', 'b2')).toBeNull()
      // Another collection has its own slugs.
      await expect(store().create('publications', publication({ slug: 'sama' }), { actor: 'u', id: 'p1' })).resolves.toBeTruthy()

      await store().create('blogs', blog({ slug: 'kedua' }), { actor: 'u', id: 'b2' })
      await expect(store().update('blogs', 'b2', blog({ slug: 'sama' }), { actor: 'u' })).rejects.toBeInstanceOf(UniqueConstraintError)
      expect((await store().get('blogs', 'b2'))?.slug).toBe('kedua')
      // Keeping one's own slug is not a conflict.
      await expect(store().update('blogs', 'b1', blog({ slug: 'sama', title: 'Judul lain yang panjang' }), { actor: 'u' })).resolves.toBeTruthy()

      // Moving away frees the old slug; removing frees it too.
      await store().update('blogs', 'b1', blog({ slug: 'baru' }), { actor: 'u' })
      await store().update('blogs', 'b2', blog({ slug: 'sama' }), { actor: 'u' })
      await expect(store().create('blogs', blog({ slug: 'baru' }), { actor: 'u', id: 'b3' })).rejects.toBeInstanceOf(UniqueConstraintError)
      await store().remove('blogs', 'b1', { actor: 'u' })
      await expect(store().create('blogs', blog({ slug: 'baru' }), { actor: 'u', id: 'b3' })).resolves.toBeTruthy()
      expect((await store().query('blogs', { orderBy: [{ field: 'slug' }] })).map((b) => [b.id, b.slug])).toEqual([
        ['b3', 'baru'],
        ['b2', 'sama'],
      ])
    })

    gated(CONTENT_CHECKS.concurrentVersions, async () => {
      await store().create('blogs', blog(), { actor: 'u', id: 'b1' })
      const results = await Promise.allSettled(
        ['Editor A menulis judul ini', 'Editor B menulis judul ini'].map((title, i) =>
          store().update('blogs', 'b1', blog({ title }), { actor: `e${i}`, expectedVersion: 1 }),
        ),
      )
      const won = results.filter((r) => r.status === 'fulfilled')
      const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')
      expect(won).toHaveLength(1)
      expect(lost).toHaveLength(1)
      expect(lost[0]!.reason).toBeInstanceOf(StaleVersionError)
      const stored = await store().get('blogs', 'b1')
      expect(stored?.version).toBe(2)
      expect(stored).toEqual((won[0] as PromiseFulfilledResult<unknown>).value)
    })

    gated(CONTENT_CHECKS.concurrentSlugs, async () => {
      const results = await Promise.allSettled(
        ['x1', 'x2'].map((id) => store().create('categories', category({ slug: 'rebutan' }), { actor: 'u', id })),
      )
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
      const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')
      expect(lost).toHaveLength(1)
      expect(lost[0]!.reason).toBeInstanceOf(UniqueConstraintError)
      expect(await store().count('categories', { where: [{ field: 'slug', op: '==', value: 'rebutan' }] })).toBe(1)
    })

    describe('updateMany (a category\'s items moved at once)', () => {
      it('writes every document with its new version, revision and log line, and one change event each', async () => {
        const b1 = await store().create('blogs', blog({ slug: 'satu' }), { actor: 'u1', id: 'b1' })
        const b2 = await store().create('blogs', blog({ slug: 'dua', tagIds: ['t1'] }), { actor: 'u1', id: 'b2' })
        const p1 = await store().create('publications', publication({ slug: 'tiga' }), { actor: 'u1', id: 'p1' })
        events.length = 0
        const stored = await store().updateMany(
          [
            { collection: 'blogs', id: 'b1', data: { ...b1, categoryId: 'c2' }, expectedVersion: 1 },
            { collection: 'blogs', id: 'b2', data: { ...b2, categoryId: 'c2', tagIds: ['t9'] }, expectedVersion: 1 },
            { collection: 'publications', id: 'p1', data: { ...p1, categoryId: 'c2' }, expectedVersion: 1 },
          ],
          { actor: 'u2' },
        )
        expect(stored.map((doc) => [doc.id, doc.version, doc.updatedBy])).toEqual([
          ['b1', 2, 'u2'],
          ['b2', 2, 'u2'],
          ['p1', 2, 'u2'],
        ])
        expect(await store().get('blogs', 'b2')).toEqual(stored[1])
        expect(await store().get('publications', 'p1')).toMatchObject({ categoryId: 'c2', createdAt: p1.createdAt })
        // Indexed arrays follow (array-contains finds the new tag, not the old one).
        expect((await store().query('blogs', { where: [{ field: 'tagIds', op: 'array-contains', value: 't9' }] })).map((doc) => doc.id)).toEqual(['b2'])
        expect(await store().count('blogs', { where: [{ field: 'categoryId', op: '==', value: 'c2' }] })).toBe(2)
        expect(events.map((event) => [event.collection, event.id, event.before?.version, event.after?.version])).toEqual([
          ['blogs', 'b1', 1, 2],
          ['blogs', 'b2', 1, 2],
          ['publications', 'p1', 1, 2],
        ])
        for (const [collection, id] of [['blogs', 'b1'], ['publications', 'p1']] as const) {
          const [latest] = await store().listRevisions(collection, id, { limit: 1 })
          expect(latest).toMatchObject({ action: 'update', version: 2, actor: 'u2' })
        }
        const lines = await store().queryActivity({ actor: 'u2', limit: 10 })
        expect(lines.map((line) => line.itemId).sort()).toEqual(['b1', 'b2', 'p1'])
      })

      it('writes nothing when one document is stale or gone: no version, revision, log line or event', async () => {
        const b1 = await store().create('blogs', blog({ slug: 'satu' }), { actor: 'u1', id: 'b1' })
        const b2 = await store().create('blogs', blog({ slug: 'dua' }), { actor: 'u1', id: 'b2' })
        await store().update('blogs', 'b2', b2, { actor: 'u3', expectedVersion: 1 })
        events.length = 0
        const move = (second: { id: string; version: number }) =>
          store().updateMany(
            [
              { collection: 'blogs', id: 'b1', data: { ...b1, categoryId: 'c2' }, expectedVersion: 1 },
              { collection: 'blogs', id: second.id, data: { ...b2, categoryId: 'c2' }, expectedVersion: second.version },
            ],
            { actor: 'u2' },
          )
        await expect(move({ id: 'b2', version: 1 })).rejects.toBeInstanceOf(StaleVersionError)
        await expect(move({ id: 'gone', version: 1 })).rejects.toBeInstanceOf(NotFoundError)
        expect(await store().get('blogs', 'b1')).toEqual(b1)
        expect((await store().get('blogs', 'b2'))!.categoryId).toBe(b2.categoryId)
        expect(events).toEqual([])
        expect(await store().listRevisions('blogs', 'b1')).toHaveLength(1)
        expect(await store().queryActivity({ actor: 'u2', limit: 10 })).toEqual([])
      })

      it('refuses a unique value another document holds, whole', async () => {
        const b1 = await store().create('blogs', blog({ slug: 'satu' }), { actor: 'u1', id: 'b1' })
        await store().create('blogs', blog({ slug: 'dua' }), { actor: 'u1', id: 'b2' })
        await expect(
          store().updateMany([{ collection: 'blogs', id: 'b1', data: { ...b1, slug: 'dua' }, expectedVersion: 1 }], { actor: 'u2' }),
        ).rejects.toBeInstanceOf(UniqueConstraintError)
        expect(await store().get('blogs', 'b1')).toEqual(b1)
      })

      it('writes more documents than one Firestore transaction takes (UPDATE_MANY_CHUNK)', async () => {
        const count = UPDATE_MANY_CHUNK + 5
        const created = []
        for (let i = 0; i < count; i++) created.push(await store().create('categories', category({ slug: `k${i}`, name: `Kategori ${i}` }), { actor: 'u1', id: `c${String(i).padStart(3, '0')}` }))
        const stored = await store().updateMany(
          created.map((doc) => ({ collection: 'categories' as const, id: doc.id, data: { ...doc, name: `${doc.name} baru` }, expectedVersion: 1 })),
          { actor: 'u2' },
        )
        expect(stored).toHaveLength(count)
        expect((await store().query('categories')).every((doc) => doc.name.endsWith(' baru') && doc.version === 2)).toBe(true)
      }, 60_000)
    })

    describe('queries', () => {
      /** b1..b5: published on days 1..5, odd ones tagged 'odd', categories alternate. */
      const seed = async () => {
        for (let i = 1; i <= 5; i++) {
          await store().create(
            'blogs',
            blog({
              slug: `b${i}`,
              title: `Judul nomor ${6 - i} yang panjang`,
              publishedAt: day(i),
              tagIds: i % 2 ? ['odd', 'all'] : ['even', 'all'],
              authorIds: i <= 2 ? ['p1'] : ['p2'],
              categoryId: i % 2 ? 'ganjil' : 'genap',
            }),
            { actor: 'u', id: `id-b${i}` },
          )
        }
      }
      const slugs = (docs: { slug: string }[]) => docs.map((d) => d.slug)

      it('never matches a draft (publishedAt null) by a comparison with an instant, yet lists it when ordered by the date', async () => {
        // The one publish rule (shared/publish-rule.ts, decision 29) relies on this on both stores.
        await seed()
        await store().create('blogs', blog({ slug: 'draf', title: 'Draf yang belum terbit', publishedAt: null, categoryId: 'genap' }), { actor: 'u', id: 'id-draf' })
        for (const op of ['<', '<=', '>', '>='] as const) {
          const found = await store().query('blogs', { where: [{ field: 'publishedAt', op, value: day(3) }] })
          expect(slugs(found), op).not.toContain('draf')
        }
        expect(await store().count('blogs', { where: [{ field: 'publishedAt', op: '<=', value: day(9) }] })).toBe(5)
        expect(await store().count('blogs', { where: [{ field: 'publishedAt', op: '<=', value: day(9) }, { field: 'categoryId', op: '==', value: 'genap' }] })).toBe(2)
        // The dashboard's list orders every item by date: the draft is there. Where null sorts
        // is left to the store (first in SQLite and Firestore, last in the JS emulator); the
        // list places drafts itself (functions/src/collections/posts/data.ts).
        const dated = (docs: { slug: string }[]) => slugs(docs).filter((slug) => slug !== 'draf')
        const all = await store().query('blogs', { orderBy: [{ field: 'publishedAt', direction: 'asc' }] })
        expect(slugs(all)).toContain('draf')
        expect(dated(all)).toEqual(['b1', 'b2', 'b3', 'b4', 'b5'])
        const inCategory = await store().query('blogs', { where: [{ field: 'categoryId', op: '==', value: 'genap' }], orderBy: [{ field: 'publishedAt', direction: 'desc' }] })
        expect(slugs(inCategory)).toContain('draf')
        expect(dated(inCategory)).toEqual(['b4', 'b2'])
      })

      it('filters with where (==, <, <=, >, >=) and array-contains, and orders by one or two fields', async () => {
        await seed()
        expect(slugs(await store().query('blogs', { where: [{ field: 'slug', op: '==', value: 'b3' }] }))).toEqual(['b3'])
        const byDate = (op: '<' | '<=' | '>' | '>=') =>
          store().query('blogs', { where: [{ field: 'publishedAt', op, value: day(3) }], orderBy: [{ field: 'publishedAt' }] })
        expect(slugs(await byDate('<'))).toEqual(['b1', 'b2'])
        expect(slugs(await byDate('<='))).toEqual(['b1', 'b2', 'b3'])
        expect(slugs(await byDate('>'))).toEqual(['b4', 'b5'])
        expect(slugs(await byDate('>='))).toEqual(['b3', 'b4', 'b5'])

        const odd = await store().query('blogs', {
          where: [{ field: 'tagIds', op: 'array-contains', value: 'odd' }],
          orderBy: [{ field: 'publishedAt', direction: 'desc' }],
        })
        expect(slugs(odd)).toEqual(['b5', 'b3', 'b1'])
        // The public lists: published up to now, in one category, newest first, first page.
        const page = await store().query('blogs', {
          where: [
            { field: 'publishedAt', op: '<=', value: day(4) },
            { field: 'categoryId', op: '==', value: 'genap' },
          ],
          orderBy: [{ field: 'publishedAt', direction: 'desc' }],
          limit: 1,
        })
        expect(slugs(page)).toEqual(['b4'])
        // An author's posts (array-contains with a date bound).
        const byAuthor = await store().query('blogs', {
          where: [
            { field: 'authorIds', op: 'array-contains', value: 'p2' },
            { field: 'publishedAt', op: '<=', value: day(4) },
          ],
          orderBy: [{ field: 'publishedAt', direction: 'desc' }],
        })
        expect(slugs(byAuthor)).toEqual(['b4', 'b3'])
        expect(slugs(await store().query('blogs', { orderBy: [{ field: 'title' }] }))).toEqual(['b5', 'b4', 'b3', 'b2', 'b1'])
        expect(slugs(await store().query('blogs', { orderBy: [{ field: 'categoryId' }, { field: 'publishedAt', direction: 'desc' }] }))).toEqual([
          'b5',
          'b3',
          'b1',
          'b4',
          'b2',
        ])
        expect(slugs(await store().query('blogs', { orderBy: [{ field: 'publishedAt' }], limit: 2 }))).toEqual(['b1', 'b2'])
        expect(await store().query('blogs', { orderBy: [{ field: 'publishedAt' }], limit: 0 })).toEqual([])
        expect(await store().query('blogs', { where: [{ field: 'tagIds', op: 'array-contains', value: 'none' }] })).toEqual([])
        // Without orderBy the order is the store's own: compare as sets.
        expect(slugs(await store().query('blogs')).sort()).toEqual(['b1', 'b2', 'b3', 'b4', 'b5'])
        // Metadata fields are queryable too.
        expect(slugs(await store().query('blogs', { where: [{ field: 'version', op: '==', value: 1 }], orderBy: [{ field: 'publishedAt' }], limit: 1 }))).toEqual(['b1'])
        expect(await store().count('blogs', { where: [{ field: 'updatedAt', op: '>', value: day(1) }] })).toBe(5)
      })

      gated(CONTENT_CHECKS.idField, async () => {
        await seed()
        expect(slugs(await store().query('blogs', { where: [{ field: 'id', op: '==', value: 'id-b2' }] }))).toEqual(['b2'])
        expect(slugs(await store().query('blogs', { where: [{ field: 'id', op: '>', value: 'id-b3' }], orderBy: [{ field: 'id' }] }))).toEqual(['b4', 'b5'])
        expect(slugs(await store().query('blogs', { orderBy: [{ field: 'id', direction: 'desc' }], limit: 2 }))).toEqual(['b5', 'b4'])
      })

      it('finds documents whose array holds any of several values (array-contains-any), with a date bound and an order', async () => {
        await seed()
        const either = await store().query('blogs', {
          where: [
            { field: 'authorIds', op: 'array-contains-any', value: ['p1', 'nobody'] },
            { field: 'publishedAt', op: '<=', value: day(4) },
          ],
          orderBy: [{ field: 'publishedAt', direction: 'desc' }],
        })
        expect(slugs(either)).toEqual(['b2', 'b1'])
        const both = await store().query('blogs', { where: [{ field: 'tagIds', op: 'array-contains-any', value: ['odd', 'all'] }], orderBy: [{ field: 'publishedAt' }] })
        // A document holding both values is found once.
        expect(slugs(both)).toEqual(['b1', 'b2', 'b3', 'b4', 'b5'])
        await expect(store().query('blogs', { where: [{ field: 'tagIds', op: 'array-contains-any', value: [] }] })).rejects.toThrow(/1 to 30/)
      })

      it('counts with and without filters', async () => {
        expect(await store().count('blogs')).toBe(0)
        await seed()
        expect(await store().count('blogs')).toBe(5)
        expect(await store().count('blogs', { where: [{ field: 'tagIds', op: 'array-contains', value: 'even' }] })).toBe(2)
        expect(await store().count('blogs', { where: [{ field: 'publishedAt', op: '<=', value: day(3) }] })).toBe(3)
        expect(
          await store().count('blogs', {
            where: [
              { field: 'categoryId', op: '==', value: 'ganjil' },
              { field: 'publishedAt', op: '>', value: day(1) },
            ],
          }),
        ).toBe(2)
        expect(await store().count('publications')).toBe(0)
      })

      it('tells whether any document matches (exists), with the filters count takes', async () => {
        expect(await store().exists('blogs')).toBe(false)
        await seed()
        await store().create('blogs', blog({ slug: 'draf', title: 'Draf yang belum terbit', publishedAt: null, categoryId: 'kosong', tagIds: ['draf'] }), { actor: 'u', id: 'id-draf' })
        expect(await store().exists('blogs')).toBe(true)
        const published = { field: 'publishedAt', op: '<=' as const, value: day(9) }
        expect(await store().exists('blogs', { where: [published, { field: 'categoryId', op: '==', value: 'genap' }] })).toBe(true)
        expect(await store().exists('blogs', { where: [published, { field: 'tagIds', op: 'array-contains', value: 'odd' }] })).toBe(true)
        // Only a draft holds these: not published, so nothing matches.
        expect(await store().exists('blogs', { where: [published, { field: 'categoryId', op: '==', value: 'kosong' }] })).toBe(false)
        expect(await store().exists('blogs', { where: [published, { field: 'tagIds', op: 'array-contains', value: 'draf' }] })).toBe(false)
        expect(await store().exists('blogs', { where: [{ field: 'publishedAt', op: '<', value: day(1) }] })).toBe(false)
        expect(await store().exists('publications')).toBe(false)
        await expect(store().exists('blogs', { where: [{ field: 'excerpt', op: '==', value: 'x' }] })).rejects.toThrow(/not indexed/)
      })

      it('reads only some fields of the documents a query matches (queryFields), in its order', async () => {
        await seed()
        await store().create('blogs', blog({ slug: 'draf', title: 'Draf yang belum terbit', publishedAt: null, tagIds: [] }), { actor: 'u', id: 'id-draf' })
        const newest = await store().queryFields(
          'blogs',
          { where: [{ field: 'publishedAt', op: '<=', value: day(4) }], orderBy: [{ field: 'publishedAt', direction: 'desc' }], limit: 2 },
          ['slug', 'publishedAt', 'tagIds', 'cover', 'updatedAt', 'version'],
        )
        const full = await store().get('blogs', 'id-b4')
        expect(newest).toEqual([
          { id: 'id-b4', slug: 'b4', publishedAt: day(4), tagIds: ['even', 'all'], cover: blog().cover, updatedAt: full!.updatedAt, version: 1 },
          { id: 'id-b3', slug: 'b3', publishedAt: day(3), tagIds: ['odd', 'all'], cover: blog().cover, updatedAt: expect.any(String), version: 1 },
        ])
        // Nulls and empty arrays as stored; nothing but the fields asked for.
        const [draft] = await store().queryFields('blogs', { where: [{ field: 'slug', op: '==', value: 'draf' }] }, ['publishedAt', 'tagIds', 'title'])
        expect(draft).toEqual({ id: 'id-draf', publishedAt: null, tagIds: [], title: 'Draf yang belum terbit' })
        // A field a document lacks (stored before the field existed) reads as null on both backends.
        const { excerpt: _, ...withoutExcerpt } = blog({ slug: 'lama' })
        await store().create('blogs', withoutExcerpt as ReturnType<typeof blog>, { actor: 'u', id: 'id-lama' })
        expect(await store().queryFields('blogs', { where: [{ field: 'slug', op: '==', value: 'lama' }] }, ['excerpt', 'slug'])).toEqual([{ id: 'id-lama', excerpt: null, slug: 'lama' }])
        // Booleans stay booleans.
        await store().create('inquiries', exampleData('inquiries', { unread: true }), { actor: 'u', id: 'i1' })
        expect(await store().queryFields('inquiries', {}, ['unread'])).toEqual([{ id: 'i1', unread: true }])
        expect(await store().queryFields('blogs', { orderBy: [{ field: 'publishedAt' }], limit: 0 }, ['slug'])).toEqual([])
        await expect(store().queryFields('blogs', { orderBy: [{ field: 'content' }] }, ['slug'])).rejects.toThrow(/not indexed/)
      })

      gated(CONTENT_CHECKS.offset, async () => {
        await seed()
        const newestFirst = { orderBy: [{ field: 'publishedAt', direction: 'desc' as const }] }
        const pages = await Promise.all([0, 2, 4, 6].map((offset) => store().query('blogs', { ...newestFirst, limit: 2, offset })))
        expect(pages.map(slugs)).toEqual([['b5', 'b4'], ['b3', 'b2'], ['b1'], []])
        expect(slugs(await store().query('blogs', { ...newestFirst, offset: 3 }))).toEqual(['b2', 'b1'])
        const filtered = await store().query('blogs', {
          where: [{ field: 'tagIds', op: 'array-contains', value: 'odd' }],
          orderBy: [{ field: 'publishedAt' }],
          limit: 1,
          offset: 1,
        })
        expect(slugs(filtered)).toEqual(['b3'])
        // Equal sort keys: pages still hold every document exactly once.
        for (let i = 0; i < 6; i++) {
          await store().create('categories', category({ name: 'Sama', slug: `k${i}` }), { actor: 'u', id: `cat-${5 - i}` })
        }
        for (const direction of ['asc', 'desc'] as const) {
          const seen: string[] = []
          for (let offset = 0; offset < 6; offset += 4) {
            const page = await store().query('categories', { orderBy: [{ field: 'name', direction }], limit: 4, offset })
            seen.push(...page.map((c) => c.id))
          }
          expect(seen.sort(), direction).toEqual(['cat-0', 'cat-1', 'cat-2', 'cat-3', 'cat-4', 'cat-5'])
        }
      })

      gated(CONTENT_CHECKS.tieOrder, async () => {
        for (const id of ['m', 'c', 'x', 'a']) {
          await store().create('categories', category({ name: 'Sama', slug: `s-${id}` }), { actor: 'u', id })
        }
        await store().create('categories', category({ name: 'Awal', slug: 's-z' }), { actor: 'u', id: 'z' })
        const ids = (docs: Category[]) => docs.map((d) => d.id)
        expect(ids(await store().query('categories', { orderBy: [{ field: 'name' }] }))).toEqual(['z', 'a', 'c', 'm', 'x'])
        expect(ids(await store().query('categories', { orderBy: [{ field: 'name' }], limit: 3 }))).toEqual(['z', 'a', 'c'])
      })

      it('refuses fields that are not indexed, and array-contains on fields that are not arrays', async () => {
        await expect(store().query('blogs', { where: [{ field: 'excerpt', op: '==', value: 'x' }] })).rejects.toThrow(/not indexed/)
        await expect(store().query('blogs', { orderBy: [{ field: 'content' }] })).rejects.toThrow(/not indexed/)
        // Who saved last only where a composite index leads with it (the posts' Oleh saya).
        await expect(store().count('tags', { where: [{ field: 'updatedBy', op: '==', value: 'u' }] })).rejects.toThrow(/not indexed/)
        await expect(store().query('blogs', { where: [{ field: 'slug', op: 'array-contains', value: 'x' }] })).rejects.toThrow(
          /not an indexed array/,
        )
        await expect(
          store().query('blogs', { where: [{ field: 'slug', op: '!=' as '==', value: 'x' }] }),
        ).rejects.toThrow(/unsupported operator/)
      })
    })

    it('returns getMany in the requested order, skipping missing ids, in one call for long lists', async () => {
      expect(await store().getMany('tags', [])).toEqual([])
      const ids = Array.from({ length: 110 }, (_, i) => `t${String(i).padStart(3, '0')}`)
      for (let start = 0; start < ids.length; start += 22) {
        await Promise.all(
          ids.slice(start, start + 22).map((id) =>
            store().put('tags', { id, name: id, slug: id, version: 1, createdAt: day(1), updatedAt: day(1), updatedBy: 'seed' }),
          ),
        )
      }
      const wanted = [...ids].reverse().filter((_, i) => i % 3 !== 1)
      const asked = [wanted[0]!, 'missing', ...wanted.slice(1), 'also-missing', wanted[0]!]
      const got = await store().getMany('tags', asked)
      expect(got.map((t) => t.id)).toEqual([...wanted, wanted[0]])
      expect(got[1]).toEqual(await store().get('tags', wanted[1]!))
      expect(await store().getMany('tags', ['missing'])).toEqual([])
    })

    it('writes whole documents with put, metadata as given, keeping slugs unique', async () => {
      const doc: Category = {
        id: 'cat-1',
        name: 'Regulasi',
        slug: 'regulasi',
        version: 7,
        createdAt: '2025-01-01T00:00:00.000Z',
        updatedAt: '2025-02-01T00:00:00.000Z',
        updatedBy: 'import',
      }
      await store().put('categories', doc)
      expect(await store().get('categories', 'cat-1')).toEqual(doc)
      // Putting the same document again changes nothing.
      await store().put('categories', doc)
      expect(await store().get('categories', 'cat-1')).toEqual(doc)
      expect(await store().count('categories')).toBe(1)
      // The slug is held: by put and by create alike.
      await expect(store().put('categories', { ...doc, id: 'cat-2' })).rejects.toBeInstanceOf(UniqueConstraintError)
      await expect(store().create('categories', category(), { actor: 'u' })).rejects.toBeInstanceOf(UniqueConstraintError)
      expect(await store().get('categories', 'cat-2')).toBeNull()
      // Put over an existing document replaces it whole and moves its slug.
      const moved = { ...doc, slug: 'regulasi-baru', name: 'Regulasi Baru', version: 3, updatedBy: 'restore' }
      await store().put('categories', moved)
      expect(await store().get('categories', 'cat-1')).toEqual(moved)
      await expect(store().create('categories', category(), { actor: 'u', id: 'cat-3' })).resolves.toMatchObject({ slug: 'regulasi' })
      // A later write continues from the put version.
      expect((await store().update('categories', 'cat-1', category({ slug: 'regulasi-baru' }), { actor: 'u', expectedVersion: 3 })).version).toBe(4)
      expect(events.map((e) => [e.id, e.before?.version ?? null, e.after?.version ?? null])).toEqual([
        ['cat-1', null, 7],
        ['cat-1', 7, 7],
        ['cat-1', 7, 3],
        ['cat-3', null, 1],
        ['cat-1', 3, 4],
      ])
    })

    it('refuses a put with an expected version unless the stored document still has it, keeping the version given', async () => {
      const created = await store().create('categories', category(), { actor: 'u', id: 'c1' })
      const rewritten = { ...created, name: 'Regulasi Usaha' }
      await store().put('categories', rewritten, { expectedVersion: 1 })
      expect(await store().get('categories', 'c1')).toEqual(rewritten)
      await store().update('categories', 'c1', category({ name: 'Disimpan staf' }), { actor: 'u', expectedVersion: 1 })
      await expect(store().put('categories', rewritten, { expectedVersion: 1 })).rejects.toBeInstanceOf(StaleVersionError)
      expect(await store().get('categories', 'c1')).toMatchObject({ name: 'Disimpan staf', version: 2 })
      // A document removed meanwhile is not brought back.
      await expect(store().put('categories', { ...rewritten, id: 'gone' }, { expectedVersion: 1 })).rejects.toBeInstanceOf(NotFoundError)
      expect(await store().get('categories', 'gone')).toBeNull()
    })

    it('keeps meta records outside the collections, each replaced whole', async () => {
      expect(await store().readMeta('schema')).toBeNull()
      await store().writeMeta('schema', { version: 1, step: { version: 2, after: 'b1' } })
      expect(await store().readMeta('schema')).toEqual({ version: 1, step: { version: 2, after: 'b1' } })
      await store().writeMeta('schema', { version: 2, step: null })
      expect(await store().readMeta('schema')).toEqual({ version: 2, step: null })
      expect(await store().isEmpty()).toBe(true)
    })

    it('serves the event pages\' reads: published by date (no draft), one by slug, those of a practice area (array-contains)', async () => {
      // The queries of functions/src/collections/events/public-events.ts, on both stores.
      const event = (slug: string, publishedAt: string | null, practiceAreaIds: string[]) => exampleData('events', { slug, title: `Acara ${slug}`, publishedAt, practiceAreaIds, cover: null, slidesFile: null })
      await store().create('events', event('webinar', day(2), ['pajak']), { actor: 'u', id: 'e1' })
      await store().create('events', event('seminar', day(4), ['pajak', 'pasar-modal']), { actor: 'u', id: 'e2' })
      await store().create('events', event('draf', null, ['pajak']), { actor: 'u', id: 'e3' })
      const slugsOf = (docs: { slug: string }[]) => docs.map((d) => d.slug).sort()
      expect(slugsOf(await store().query('events', { where: [{ field: 'publishedAt', op: '<=', value: day(9) }] }))).toEqual(['seminar', 'webinar'])
      expect(slugsOf(await store().query('events', { where: [{ field: 'publishedAt', op: '<=', value: day(3) }] }))).toEqual(['webinar'])
      expect(slugsOf(await store().query('events', { where: [{ field: 'slug', op: '==', value: 'seminar' }], limit: 1 }))).toEqual(['seminar'])
      expect(slugsOf(await store().query('events', { where: [{ field: 'practiceAreaIds', op: 'array-contains', value: 'pajak' }] }))).toEqual(['draf', 'seminar', 'webinar'])
      expect(slugsOf(await store().query('events', { where: [{ field: 'practiceAreaIds', op: 'array-contains', value: 'pasar-modal' }] }))).toEqual(['seminar'])
    })

    gated(CONTENT_CHECKS.eventPages, async () => {
      // The queries of functions/src/collections/events/public-events.ts: two ranges (endsAt,
      // publishedAt) ordered by the start, then by both ranges, as firestore.indexes.json declares.
      const at = (n: number, hour = 0) => `2026-01-${String(n).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00.000Z`
      const event = (slug: string, start: number, publishedAt: string | null, practiceAreaIds: string[] = []) =>
        exampleData('events', { slug, title: `Acara ${slug}`, startsAt: at(start, 2), endsAt: at(start, 4), publishedAt, practiceAreaIds, cover: null, slidesFile: null })
      const now = at(10, 3)
      // Past: days 1 to 7 (one a draft, one published only after it ended, on day 12); day 10 runs now; 11 to 14 to come (one scheduled).
      for (const [slug, start, published, areas] of [
        ['lalu-1', 1, at(1, 0), ['pajak']], ['lalu-2', 2, at(1, 0), []], ['lalu-3', 3, null, []], ['lalu-4', 4, at(1, 0), []],
        ['lalu-5', 5, at(12, 0), []], ['lalu-6', 6, at(1, 0), []], ['lalu-7', 7, at(1, 0), []],
        ['kini', 10, at(1, 0), []], ['nanti-11', 11, at(1, 0), ['pajak']], ['nanti-12', 12, at(11, 0), ['pajak']], ['nanti-13', 13, at(1, 0), []], ['nanti-14', 14, null, ['pajak']],
      ] as const) {
        await store().create('events', event(slug, start, published, [...areas]), { actor: 'u', id: slug })
      }
      const notEnded = [{ field: 'endsAt', op: '>' as const, value: now }, { field: 'publishedAt', op: '<=' as const, value: now }]
      const ended = [{ field: 'endsAt', op: '<=' as const, value: now }, { field: 'publishedAt', op: '<=' as const, value: now }]
      const upcomingOrder = [{ field: 'startsAt', direction: 'asc' as const }, { field: 'endsAt', direction: 'asc' as const }, { field: 'publishedAt', direction: 'asc' as const }]
      const pastOrder = [{ field: 'startsAt', direction: 'desc' as const }, { field: 'endsAt', direction: 'desc' as const }, { field: 'publishedAt', direction: 'desc' as const }]
      const slugs = (docs: { slug: string }[]) => docs.map((d) => d.slug)
      expect(slugs(await store().query('events', { where: notEnded, orderBy: upcomingOrder, limit: 2 }))).toEqual(['kini', 'nanti-11'])
      expect(slugs(await store().query('events', { where: notEnded, orderBy: upcomingOrder, limit: 10 }))).toEqual(['kini', 'nanti-11', 'nanti-13'])
      expect(slugs(await store().query('events', { where: [{ field: 'practiceAreaIds', op: 'array-contains', value: 'pajak' }, ...notEnded], orderBy: upcomingOrder, limit: 3 }))).toEqual(['nanti-11'])
      expect(await store().count('events', { where: ended })).toBe(5)
      expect(slugs(await store().query('events', { where: ended, orderBy: pastOrder, limit: 3 }))).toEqual(['lalu-7', 'lalu-6', 'lalu-4'])
      expect(slugs(await store().query('events', { where: ended, orderBy: pastOrder, offset: 3, limit: 3 }))).toEqual(['lalu-2', 'lalu-1'])
      expect(slugs(await store().query('events', { where: [{ field: 'endsAt', op: '>', value: now }, { field: 'publishedAt', op: '<=', value: now }], orderBy: [{ field: 'endsAt', direction: 'asc' }, { field: 'publishedAt', direction: 'asc' }] }))).toEqual(['kini', 'nanti-11', 'nanti-13'])
    })

    describe('schema migrations', () => {
      /** A field blogs did not have, added with a default (a scratch field: the real list may be empty). */
      const subtitle = (version = 1): MigrationStep =>
        addFieldDefault({ version, collection: 'blogs', field: 'subtitle', value: '', description: 'subjudul kosong' })
      const ids = ['b1', 'b2', 'b3', 'b4', 'b5']
      const seedBlogs = async () => {
        for (const [i, id] of ids.entries()) await store().create('blogs', blog({ slug: `judul-${i}` }), { actor: 'u1', id })
        // One already has the field (saved by the new code): its value is kept.
        await store().update('blogs', 'b3', { ...blog({ slug: 'judul-2' }), subtitle: 'Ada' } as BlogData, { actor: 'u2' })
        events.length = 0
      }
      const subtitles = async () => (await store().getMany('blogs', ids)).map((doc) => (doc as unknown as StoredData).subtitle)

      it('writes a missing field once, keeping versions, advancing the marker; a second run does nothing', async () => {
        await seedBlogs()
        const before = await store().getMany('blogs', ids)
        const lines: string[] = []
        expect(await runMigrations(store(), { steps: [subtitle()], log: (line) => lines.push(line) })).toEqual({ from: 0, to: 1, written: 4 })
        expect(await subtitles()).toEqual(['', '', 'Ada', '', ''])
        // Metadata as it was: an edit form opened before the migration still saves.
        const after = await store().getMany('blogs', ids)
        expect(after.map(({ version, updatedAt, updatedBy }) => ({ version, updatedAt, updatedBy }))).toEqual(
          before.map(({ version, updatedAt, updatedBy }) => ({ version, updatedAt, updatedBy })),
        )
        expect(events.map((e) => e.id)).toEqual(['b1', 'b2', 'b4', 'b5'])
        expect(await readSchemaMarker(store())).toEqual({ version: 1, step: null })
        expect(lines.join('\n')).toMatch(/4 dokumen diperbarui/)
        await store().update('blogs', 'b1', { ...blog({ slug: 'judul-0' }), subtitle: '' } as BlogData, { actor: 'u2', expectedVersion: 1 })

        events.length = 0
        expect(await runMigrations(store(), { steps: [subtitle()] })).toEqual({ from: 1, to: 1, written: 0 })
        expect(events).toEqual([])
      })

      it('resumes after a crash between batches from the last finished document', async () => {
        await seedBlogs()
        const seen: string[] = []
        let crash = true
        const step: MigrationStep = {
          ...subtitle(),
          up(data) {
            seen.push(String(data.slug))
            if (data.slug === 'judul-4' && crash) throw new Error('proses berhenti')
            return subtitle().up(data)
          },
        }
        // Batches of two: b1 b2 | b3 b4 | b5, the crash in the third.
        await expect(runMigrations(store(), { steps: [step], batchSize: 2 })).rejects.toThrow('proses berhenti')
        expect(await readSchemaMarker(store())).toEqual({ version: 0, step: { version: 1, after: 'b4' } })
        expect(await subtitles()).toEqual(['', '', 'Ada', '', undefined])
        crash = false
        seen.length = 0
        events.length = 0
        expect(await runMigrations(store(), { steps: [step], batchSize: 2 })).toEqual({ from: 0, to: 1, written: 1 })
        expect(seen).toEqual(['judul-4'])
        expect(events.map((e) => e.id)).toEqual(['b5'])
        expect(await subtitles()).toEqual(['', '', 'Ada', '', ''])
        expect(await readSchemaMarker(store())).toEqual({ version: 1, step: null })
      })

      it('never overwrites a save made between its read and its write: the saved version is migrated', async () => {
        await seedBlogs()
        let raced = false
        const racing = new Proxy(store(), {
          get(target, property) {
            const value: unknown = Reflect.get(target, property, target)
            if (property === 'put' && !raced) {
              return async (...args: Parameters<ContentStore['put']>) => {
                raced = true
                await target.update('blogs', args[1].id, blog({ title: 'Disimpan staf sementara itu', slug: 'judul-0' }), { actor: 'u3' })
                return target.put(...args)
              }
            }
            return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value
          },
        })
        await runMigrations(racing, { steps: [subtitle()] })
        expect(await store().get('blogs', 'b1')).toMatchObject({ title: 'Disimpan staf sementara itu', subtitle: '', version: 2, updatedBy: 'u3' })
        expect(await subtitles()).toEqual(['', '', 'Ada', '', ''])
      })

      const featured = addFieldDefault({ version: 2, collection: 'blogs', field: 'featured', value: false, description: 'tidak disorot' })

      it('runs only the steps past the marker, in order', async () => {
        await seedBlogs()
        await runMigrations(store(), { steps: [subtitle(1)] })
        const seen: number[] = []
        const first = { ...subtitle(1), up: (data: StoredData) => (seen.push(1), data) }
        expect(await runMigrations(store(), { steps: [first, featured] })).toEqual({ from: 1, to: 2, written: 5 })
        expect(seen).toEqual([])
        expect(await readSchemaMarker(store())).toEqual({ version: 2, step: null })
        expect((await store().getMany('blogs', ids)).map((doc) => (doc as unknown as StoredData).featured)).toEqual(ids.map(() => false))
        await expect(runMigrations(store(), { steps: [featured, subtitle(1)] })).rejects.toThrow(/must increase/)
      })

      gated(CONTENT_CHECKS.recheck, async () => {
        await seedBlogs()
        const second = featured
        await runMigrations(store(), { steps: [subtitle(1), second] })
        // A save by code that does not know the field yet (the previous release) drops it again.
        await store().update('blogs', 'b2', blog({ slug: 'judul-1' }), { actor: 'u4' })
        expect(await runMigrations(store(), { steps: [subtitle(1), second] })).toEqual({ from: 2, to: 2, written: 0 })
        expect(await runMigrations(store(), { steps: [subtitle(1), second], recheck: true })).toEqual({ from: 2, to: 2, written: 2 })
        expect(await store().get('blogs', 'b2')).toMatchObject({ subtitle: '', featured: false, version: 2 })
      })
    })

    it('reports whether any collection holds a document', async () => {
      expect(await store().isEmpty()).toBe(true)
      const ordering: OrderingData = { type: 'attorneys', key: null, ids: ['p1', 'p2'] }
      await store().create('orderings', ordering, { actor: 'u', id: 'attorneys' })
      expect(await store().isEmpty()).toBe(false)
      expect(await store().get('orderings', 'attorneys')).toMatchObject(ordering)
      await store().remove('orderings', 'attorneys', { actor: 'u' })
      expect(await store().isEmpty()).toBe(true)
      await store().create('practiceAreas', { slug: 'pajak', name: 'Pajak', summary: 's', description: '<p>d</p>', cover: null, publishedAt: null }, { actor: 'u' })
      expect(await store().isEmpty()).toBe(false)
    })

    it('keeps a document of every collection of the registry as written, each counted by isEmpty', async () => {
      for (const collection of COLLECTION_NAMES) {
        expect(await store().isEmpty(), collection).toBe(true)
        const unique = COLLECTION_SPECS[collection].unique ?? []
        const data = exampleData(collection, Object.fromEntries(unique.map((field) => [field, `contoh-${collection.toLowerCase()}`])) as never)
        const created = await store().create(collection, data, { actor: 'u', id: 'satu' })
        expect(await store().get(collection, 'satu'), collection).toEqual(created)
        expect(await store().isEmpty(), collection).toBe(false)
        await store().remove(collection, 'satu', { actor: 'u' })
      }
    })

    it('lists open job openings by the opening rule, soonest closing first, and applications by equality filters', async () => {
      const opening = (slug: string, status: string, closesOn: string) => exampleData('openings', { slug, title: slug, status: status as 'open', closesOn })
      await store().create('openings', opening('kemarin', 'open', '2026-11-21'), { actor: 'staff', id: 'o1' })
      await store().create('openings', opening('hari-ini', 'open', '2026-11-22'), { actor: 'staff', id: 'o2' })
      await store().create('openings', opening('bulan-depan', 'open', '2026-12-22'), { actor: 'staff', id: 'o3' })
      await store().create('openings', opening('ditutup', 'closed', '2026-12-01'), { actor: 'staff', id: 'o4' })
      // Jakarta's 2026-11-22 until 16:59:59 UTC (shared/opening-rule.ts).
      const open = await store().query('openings', { where: openConstraints(new Date('2026-11-22T16:59:59.000Z')), orderBy: [{ field: 'closesOn', direction: 'asc' }] })
      expect(open.map((o) => o.slug)).toEqual(['hari-ini', 'bulan-depan'])
      const application = (openingId: string, status: string) => exampleData('applications', { openingId, status: status as 'new' })
      await store().create('applications', application('o3', 'new'), { actor: 'visitor', id: 'a1' })
      await store().create('applications', application('o3', 'spam'), { actor: 'visitor', id: 'a2' })
      await store().create('applications', application('', 'new'), { actor: 'visitor', id: 'a3' })
      const ids = async (where: { field: string; op: '=='; value: string }[]) => (await store().query('applications', { where })).map((a) => a.id).sort()
      expect(await ids([{ field: 'openingId', op: '==', value: 'o3' }, { field: 'status', op: '==', value: 'new' }])).toEqual(['a1'])
      expect(await ids([{ field: 'openingId', op: '==', value: '' }])).toEqual(['a3'])
      expect(await store().count('applications', { where: [{ field: 'unread', op: '==', value: true }] })).toBe(3)
    })

    it('keeps the one settings document at its fixed id, and lists offices in their order', async () => {
      const settings = await store().create('settings', exampleData('settings', { name: 'Firma Contoh' }), { actor: 'admin', id: SETTINGS_ID })
      expect(await store().get('settings', SETTINGS_ID)).toEqual(settings)
      const office = (name: string, sortOrder: number) => exampleData('offices', { name, sortOrder, main: sortOrder === 1 })
      await store().create('offices', office('Surabaya', 2), { actor: 'admin', id: 'o2' })
      await store().create('offices', office('Jakarta', 1), { actor: 'admin', id: 'o1' })
      await store().create('offices', office('Medan', 3), { actor: 'admin', id: 'o3' })
      const listed = await store().query('offices', { orderBy: [{ field: 'sortOrder' }] })
      expect(listed.map((o) => [o.name, o.main, o.latitude])).toEqual([
        ['Jakarta', true, null],
        ['Surabaya', false, null],
        ['Medan', false, null],
      ])
    })

    it('emits a change after each committed write, with the documents before and after, and who deleted', async () => {
      const seenByListener: unknown[] = []
      subject!.events.subscribe(async (event) => {
        // The write is committed when the listener runs: a read sees it.
        seenByListener.push(await store().get(event.collection, event.id))
      })
      const created = await store().create('blogs', blog(), { actor: 'u1', id: 'b1' })
      const updated = await store().update('blogs', 'b1', blog({ title: 'Judul baru yang panjang' }), { actor: 'u2', expectedVersion: 1 })
      await store().remove('blogs', 'b1', { actor: 'u2', expectedVersion: 2 })
      expect(events).toEqual([
        { collection: 'blogs', id: 'b1', before: null, after: created },
        { collection: 'blogs', id: 'b1', before: created, after: updated },
        { collection: 'blogs', id: 'b1', before: updated, after: null, actor: 'u2' },
      ])
      expect(seenByListener).toEqual([created, updated, null])
      // Put back from Sampah: the restorer, not the last editor the document names.
      await store().put('blogs', updated, { restoredBy: 'u3' })
      expect(events.at(-1)).toMatchObject({ before: null, actor: 'u3' })
    })
  })
}
