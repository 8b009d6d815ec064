/**
 * What every ContentStore adapter must do with the editorial history (revisions and the
 * activity log, docs/decisions/0026). Run it from an adapter's test file beside the content
 * contract, with the same `make`:
 *
 *   describeHistoryContract('SqliteContentStore', async () => ({ store, events, cleanup }))
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { BlogData } from '../../../shared/schemas/types'
import type { ActivityEntry, Revision } from '../../../shared/history'
import { exampleData } from '../testing/example-data'
import type { ContentStoreUnderTest } from './content-store.contract'
import { NotFoundError, StaleVersionError, UniqueConstraintError, type ContentStore } from './ports'

const blog = (over: Partial<BlogData> = {}): BlogData =>
  exampleData('blogs', {
    title: 'Judul pertama yang cukup panjang',
    slug: 'judul',
    cover: { path: 'blog_images/a.jpg', contentType: 'image/jpeg', size: 10, width: 1200, height: 630 },
    content: '<p>isi pertama</p>',
    excerpt: 'ringkas',
    categoryId: 'c1',
    tagIds: ['t1'],
    authorIds: ['p1'],
    publishedAt: '2026-01-01T00:00:00.000Z',
    ...over,
  })

const at = (day: number, hour = 0) => `2026-02-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00.000Z`

/** Titles of the checks below that depend on an engine feature an emulator may lack. */
export const HISTORY_CHECKS = {
  concurrentTally: 'counts every one of several tallies of one line made at once',
} as const
type HistoryCheckTitle = (typeof HISTORY_CHECKS)[keyof typeof HISTORY_CHECKS]

/**
 * The checks the pure-JS Firestore emulator cannot pass, and why (as FIRESTORE_JS_EMULATOR_GAPS
 * for the content contract). They run against the official emulator in `npm run test:firebase`
 * (firebase/firebase-full.test.ts) and always against SQLite.
 */
export const FIRESTORE_JS_EMULATOR_HISTORY_GAPS: Readonly<Partial<Record<HistoryCheckTitle, string>>> = {
  [HISTORY_CHECKS.concurrentTally]:
    'the JS emulator has no transaction isolation (reads take no locks, commits never abort), so tallies made at once overwrite each other',
}

export function describeHistoryContract(
  name: string,
  make: () => Promise<ContentStoreUnderTest>,
  options: { skip?: Readonly<Partial<Record<string, string>>> } = {},
): void {
  const skip = options.skip ?? {}
  const unknown = Object.keys(skip).filter((title) => !(Object.values(HISTORY_CHECKS) as string[]).includes(title))
  if (unknown.length) throw new Error(`skip names unknown checks: ${unknown.join(', ')}`)
  /** A check that an emulator listed in `skip` cannot do: skipped there, run everywhere else. */
  const gated = (title: HistoryCheckTitle, fn: () => Promise<void>) => it.skipIf(title in skip)(title, fn)

  describe(`History contract: ${name}`, () => {
    let subject: ContentStoreUnderTest | undefined
    const store = (): ContentStore => subject!.store

    beforeEach(async () => {
      subject = await make()
    })
    afterEach(async () => {
      await subject?.cleanup()
      subject = undefined
    })

    it('keeps a revision of every create, update and delete: who, when, the version and the whole document', async () => {
      const created = await store().create('blogs', blog(), { actor: 'u1', id: 'b1' })
      const updated = await store().update('blogs', 'b1', blog({ title: 'Judul kedua yang cukup panjang' }), { actor: 'u2', expectedVersion: 1 })
      await store().remove('blogs', 'b1', { actor: 'u1', expectedVersion: 2 })

      const list = await store().listRevisions('blogs', 'b1')
      expect(list.map((r) => [r.action, r.version, r.actor])).toEqual([
        ['delete', 2, 'u1'],
        ['update', 2, 'u2'],
        ['create', 1, 'u1'],
      ])
      expect(list.every((r) => r.collection === 'blogs' && r.docId === 'b1' && !('doc' in r))).toBe(true)
      expect(list[2]!.at).toBe(created.createdAt)
      expect(list[1]!.at).toBe(updated.updatedAt)
      expect((await store().getRevision(list[2]!.id))!.doc).toEqual(created)
      expect((await store().getRevision(list[1]!.id))!.doc).toEqual(updated)
      // The deleted document as it was: what a restore brings back.
      expect((await store().getRevision(list[0]!.id))!.doc).toEqual(updated)
      expect(await store().getRevision('missing')).toBeNull()
    })

    it('writes nothing for a change that did not happen: stale version, missing document, taken slug', async () => {
      await store().create('blogs', blog(), { actor: 'u1', id: 'b1' })
      await store().create('blogs', blog({ slug: 'lain' }), { actor: 'u1', id: 'b2' })
      await expect(store().update('blogs', 'b1', blog({ title: 'Basi' }), { actor: 'u2', expectedVersion: 7 })).rejects.toBeInstanceOf(StaleVersionError)
      await expect(store().remove('blogs', 'b1', { actor: 'u2', expectedVersion: 7 })).rejects.toBeInstanceOf(StaleVersionError)
      await expect(store().update('blogs', 'nope', blog(), { actor: 'u2' })).rejects.toBeInstanceOf(NotFoundError)
      await expect(store().create('blogs', blog(), { actor: 'u2', id: 'b3' })).rejects.toBeInstanceOf(UniqueConstraintError)
      await expect(store().update('blogs', 'b2', blog(), { actor: 'u2' })).rejects.toBeInstanceOf(UniqueConstraintError)
      expect((await store().listRevisions('blogs', 'b1')).map((r) => r.action)).toEqual(['create'])
      expect((await store().listRevisions('blogs', 'b2')).map((r) => r.action)).toEqual(['create'])
      expect(await store().listRevisions('blogs', 'b3')).toEqual([])
      expect(await store().listRevisions('blogs', 'nope')).toEqual([])
      const log = await store().queryActivity({ limit: 50 })
      expect(log.map((e) => [e.action, e.itemId, e.actor])).toEqual([
        ['create', 'b2', 'u1'],
        ['create', 'b1', 'u1'],
      ])
    })

    it('logs a person’s changes with the item’s title; the seed keeps revisions but is no activity', async () => {
      await store().create('categories', { name: 'Pajak', slug: 'pajak' }, { actor: 'seed', id: 'c1' })
      await store().update('categories', 'c1', { name: 'Perpajakan', slug: 'pajak' }, { actor: 'u1' })
      await store().create('orderings', { type: 'attorneys', key: null, ids: ['p1'] }, { actor: 'u1', id: 'attorneys' })
      const log = await store().queryActivity({ limit: 10 })
      expect(log.map((e) => [e.action, e.collection, e.itemId, e.itemTitle, e.actor])).toEqual([
        ['create', 'orderings', 'attorneys', 'Urutan advokat', 'u1'],
        ['update', 'categories', 'c1', 'Perpajakan', 'u1'],
      ])
      expect((await store().listRevisions('categories', 'c1')).map((r) => [r.action, r.actor])).toEqual([
        ['update', 'u1'],
        ['create', 'seed'],
      ])
      // Orderings are lists of ids: logged, no revisions.
      expect(await store().listRevisions('orderings', 'attorneys')).toEqual([])
    })

    it('logs personal data only when staff delete it, by id alone, and keeps no revision of it', async () => {
      const inquiry = exampleData('inquiries', { name: 'Budi Santoso', email: 'budi@example.test' })
      await store().create('inquiries', inquiry, { actor: 'visitor', id: 'i1' })
      await store().update('inquiries', 'i1', { ...inquiry, unread: false }, { actor: 'u1' })
      await store().remove('inquiries', 'i1', { actor: 'u1' })
      const log = await store().queryActivity({ limit: 10 })
      expect(log).toHaveLength(1)
      expect(log[0]).toMatchObject({ action: 'delete', collection: 'inquiries', itemId: 'i1', actor: 'u1' })
      expect(JSON.stringify(log[0])).not.toContain('Budi')
      expect(await store().listRevisions('inquiries', 'i1')).toEqual([])
    })

    it('lists one document’s revisions newest first, a page at a time', async () => {
      await store().create('tags', { name: 'Merger 0', slug: 'merger' }, { actor: 'u1', id: 't1' })
      await store().create('tags', { name: 'Lain', slug: 'lain' }, { actor: 'u1', id: 't10' })
      for (let i = 1; i <= 5; i++) await store().update('tags', 't1', { name: `Merger ${i}`, slug: 'merger' }, { actor: 'u1' })
      const all = await store().listRevisions('tags', 't1')
      expect(all.map((r) => r.version)).toEqual([6, 5, 4, 3, 2, 1])
      const first = await store().listRevisions('tags', 't1', { limit: 2 })
      expect(first.map((r) => r.version)).toEqual([6, 5])
      const next = await store().listRevisions('tags', 't1', { limit: 3, before: first.at(-1)!.id })
      expect(next.map((r) => r.version)).toEqual([4, 3, 2])
      // `t10` starts with `t1`: a prefix of an id is another document.
      expect((await store().listRevisions('tags', 't10')).map((r) => r.version)).toEqual([1])
    })

    it('filters the log by person, action and date, newest first, and pages with `before`', async () => {
      const lines: [string, ActivityEntry['action'], string][] = [
        [at(1, 8), 'sign-in', 'u1'],
        [at(1, 9), 'sign-in-failed', 'u2'],
        [at(2, 8), 'sign-in', 'u2'],
        [at(3, 8), 'sign-out', 'u1'],
        [at(4, 8), 'sign-in', 'u1'],
        [at(5, 8), 'staff-role', 'u1'],
      ]
      for (const [when, action, actor] of lines) {
        await store().appendActivity({ at: when, action, actor, ...(action === 'sign-in-failed' ? { address: '203.0.113.9', detail: 'b@example.test' } : {}) })
      }
      const view = (entries: ActivityEntry[]) => entries.map((e) => `${e.at.slice(8, 13)} ${e.action} ${e.actor}`)
      expect(view(await store().queryActivity({ limit: 10 }))).toEqual([
        '05T08 staff-role u1',
        '04T08 sign-in u1',
        '03T08 sign-out u1',
        '02T08 sign-in u2',
        '01T09 sign-in-failed u2',
        '01T08 sign-in u1',
      ])
      expect(view(await store().queryActivity({ actor: 'u2', limit: 10 }))).toEqual(['02T08 sign-in u2', '01T09 sign-in-failed u2'])
      expect(view(await store().queryActivity({ action: 'sign-in', limit: 10 }))).toEqual(['04T08 sign-in u1', '02T08 sign-in u2', '01T08 sign-in u1'])
      expect(view(await store().queryActivity({ actor: 'u1', action: 'sign-in', limit: 10 }))).toEqual(['04T08 sign-in u1', '01T08 sign-in u1'])
      expect(view(await store().queryActivity({ from: at(2), to: at(4), limit: 10 }))).toEqual(['03T08 sign-out u1', '02T08 sign-in u2'])
      expect(view(await store().queryActivity({ actor: 'u1', from: at(3), to: at(5), limit: 10 }))).toEqual(['04T08 sign-in u1', '03T08 sign-out u1'])
      const page = await store().queryActivity({ limit: 2 })
      expect(view(await store().queryActivity({ limit: 2, before: page.at(-1)!.id }))).toEqual(['03T08 sign-out u1', '02T08 sign-in u2'])
      expect(view(await store().queryActivity({ action: 'sign-in', limit: 1, before: page.at(-1)!.id }))).toEqual(['02T08 sign-in u2'])
      const failed = (await store().queryActivity({ action: 'sign-in-failed', limit: 1 }))[0]!
      expect(failed).toMatchObject({ address: '203.0.113.9', detail: 'b@example.test', actor: 'u2' })
      // What appendActivity answered is what the log holds.
      const written = await store().appendActivity({ action: 'sign-out', actor: 'u3' })
      expect((await store().queryActivity({ actor: 'u3', limit: 1 }))[0]).toEqual(written)
    })

    it('counts repeated failures on one line: count and last instant, the detail kept or replaced, nothing lost at once', async () => {
      const first = await store().appendActivity({ at: at(6, 8), action: 'sign-in-failed', actor: 'u4', address: '203.0.113.4', detail: 'kode pemulihan' })
      expect(first.count).toBeUndefined()
      const second = await store().tallyActivity(first.id, { at: at(6, 9) })
      expect(second).toEqual({ ...first, count: 2, lastAt: at(6, 9) })
      const third = await store().tallyActivity(first.id, { at: at(6, 10), detail: 'kode pemulihan, dan lainnya' })
      expect(third).toEqual({ ...first, count: 3, lastAt: at(6, 10), detail: 'kode pemulihan, dan lainnya' })
      expect((await store().queryActivity({ actor: 'u4', limit: 5 }))[0]).toEqual(third)
      // A line without a detail stays without one.
      const plain = await store().appendActivity({ action: 'two-factor-failed', actor: 'u5' })
      expect(await store().tallyActivity(plain.id, { at: at(6, 12) })).toEqual({ ...plain, count: 2, lastAt: at(6, 12) })
      expect((await store().queryActivity({ actor: 'u5', limit: 1 }))[0]).toEqual({ ...plain, count: 2, lastAt: at(6, 12) })
      expect(await store().tallyActivity(`${at(6, 8)}~tidakada`, { at: at(6, 13) })).toBeNull()
    })

    gated(HISTORY_CHECKS.concurrentTally, async () => {
      const line = await store().appendActivity({ action: 'sign-in-failed', actor: 'u6', address: '203.0.113.6' })
      // Failed sign-ins answered side by side: each counts.
      await Promise.all(Array.from({ length: 5 }, () => store().tallyActivity(line.id, { at: at(7, 9) })))
      expect((await store().queryActivity({ actor: 'u6', limit: 5 }))[0]).toEqual({ ...line, count: 6, lastAt: at(7, 9) })
    })

    it('scans, copies and deletes records in time order (sweeps, migration), putting the same record twice once', async () => {
      for (let day = 1; day <= 5; day++) await store().appendActivity({ at: at(day), action: 'sign-in', actor: 'u1' })
      const all = await store().scanHistory('activity', { limit: 10 })
      expect(all.map((e) => e.at)).toEqual([at(1), at(2), at(3), at(4), at(5)])
      expect((await store().scanHistory('activity', { after: all[1]!.id, limit: 2 })).map((e) => e.at)).toEqual([at(3), at(4)])
      expect((await store().scanHistory('activity', { before: at(3), limit: 10 })).map((e) => e.at)).toEqual([at(1), at(2)])
      await store().deleteHistory('activity', [all[0]!.id, all[2]!.id])
      expect((await store().scanHistory('activity', { limit: 10 })).map((e) => e.at)).toEqual([at(2), at(4), at(5)])

      await store().create('tags', { name: 'Merger', slug: 'merger' }, { actor: 'u1', id: 't1' })
      const [revision] = (await store().scanHistory('revisions', { limit: 10 })) as Revision[]
      expect(revision!.doc).toMatchObject({ id: 't1', name: 'Merger', version: 1 })
      const later = '2999-01-01T00:00:00.000Z'
      const copied: Revision = { ...revision!, id: `${later}~copy`, at: later, version: 5, doc: { ...revision!.doc, version: 5 } }
      await store().putHistory('revisions', [copied])
      await store().putHistory('revisions', [copied])
      await store().putHistory('activity', [all[0]!])
      expect(await store().getRevision(copied.id)).toEqual(copied)
      expect((await store().listRevisions('tags', 't1')).map((r) => r.version)).toEqual([5, 1])
      const days = (entries: ActivityEntry[]) => entries.map((e) => e.at).filter((when) => when.startsWith('2026-02-'))
      expect(days(await store().scanHistory('activity', { limit: 10 }))).toEqual([at(1), at(2), at(4), at(5)])
      await store().deleteHistory('revisions', [revision!.id])
      expect((await store().listRevisions('tags', 't1')).map((r) => r.version)).toEqual([5])
    })

    it('keeps history apart from content: a store holding only history is empty of content', async () => {
      await store().appendActivity({ action: 'sign-in', actor: 'u1' })
      expect(await store().isEmpty()).toBe(true)
    })
  })
}
