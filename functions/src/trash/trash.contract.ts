/**
 * Sampah and the redirects it and slug changes write, through the ContentStore port alone: the
 * same checks on every adapter (run from trash-embedded.contract.test.ts and
 * trash-firestore.contract.test.ts). `make` returns an empty store before each check.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { TRASH_DAYS } from '../../../shared/collections/trash'
import type { BlogData } from '../../../shared/schemas/types'
import { StaleVersionError, type ContentStore } from '../backends/ports'
import { exampleData } from '../testing/example-data'
import { followSave } from '../redirects/redirect-writes'
import { readRedirectTable, resolveRedirect } from '../redirects/redirect-table'
import { DAY_MS, listTrash, moveToTrash, purgeExpired, purgeFromTrash, restoreFromTrash } from './trash-item'

export interface TrashStoreUnderTest {
  store: ContentStore
  cleanup(): Promise<void>
}

const NOW = new Date('2026-06-15T03:00:00.000Z')
const ACTOR = { uid: 'editor-1', name: 'Budi Editor' }

export function describeTrashContract(name: string, make: () => Promise<TrashStoreUnderTest>): void {
  describe(`Sampah and redirects: ${name}`, () => {
    let subject: TrashStoreUnderTest
    const store = () => subject.store
    beforeEach(async () => {
      subject = await make()
    })
    afterEach(async () => {
      await subject?.cleanup()
    })

    const blog = (over: Partial<BlogData> = {}) =>
      store().create('blogs', exampleData('blogs', { title: 'Tulisan yang dihapus', slug: 'tulisan', publishedAt: '2026-05-01T00:00:00.000Z', ...over }), { actor: 'u', id: 'b1' })
    const resolve = async (url: string) => {
      const parsed = new URL(url, 'http://x')
      return resolveRedirect(await readRedirectTable(store()), parsed.pathname, parsed.searchParams)
    }

    it('moves an item into the trash whole, with who and when, its files and its addresses gone (410)', async () => {
      const created = await blog()
      const entry = await moveToTrash(store(), 'blogs', 'b1', ACTOR, { now: NOW, expectedVersion: 1 })
      expect(await store().get('blogs', 'b1')).toBeNull()
      const kept = await store().get('trash', entry.id)
      expect(kept).toMatchObject({
        collection: 'blogs',
        itemId: 'b1',
        title: 'Tulisan yang dihapus',
        slug: 'tulisan',
        doc: created,
        // Every file it names: the cover and the sharing image.
        files: [created.cover.path, created.seoImage!.path],
        paths: ['/blogs/tulisan'],
        deletedAt: NOW.toISOString(),
        deletedBy: 'editor-1',
        deletedByName: 'Budi Editor',
        purgeAt: new Date(NOW.getTime() + TRASH_DAYS * DAY_MS).toISOString(),
      })
      expect(await resolve('/blogs/tulisan')).toEqual({ status: 410 })
      expect((await listTrash(store())).map((e) => e.itemId)).toEqual(['b1'])
    })

    it('refuses a stale version and writes nothing', async () => {
      await blog()
      await expect(moveToTrash(store(), 'blogs', 'b1', ACTOR, { now: NOW, expectedVersion: 7 })).rejects.toBeInstanceOf(StaleVersionError)
      expect(await store().get('blogs', 'b1')).not.toBeNull()
      expect(await store().query('trash')).toEqual([])
    })

    it('takes its copy back when the item changed between the copy and the remove: the item stays, nothing is lost', async () => {
      await blog()
      const racing = new Proxy(store(), {
        get(target, property) {
          // Bound to the store itself: adapters keep private fields a proxy receiver cannot reach.
          if (property !== 'remove') return (Reflect.get(target, property) as (...args: unknown[]) => unknown).bind(target)
          return async (collection: string, id: string, options: { actor: string; expectedVersion?: number }) => {
            if (collection === 'blogs') {
              // Someone saves the item just before the remove.
              const current = (await target.get('blogs', id))!
              await target.update('blogs', id, { ...current, title: 'Disimpan orang lain' } as never, { actor: 'other' })
            }
            return target.remove(collection as 'blogs', id, options)
          }
        },
      })
      await expect(moveToTrash(racing, 'blogs', 'b1', ACTOR, { now: NOW, expectedVersion: 1 })).rejects.toBeInstanceOf(StaleVersionError)
      expect((await store().get('blogs', 'b1'))?.title).toBe('Disimpan orang lain')
      expect(await store().query('trash')).toEqual([])
    })

    it('restores the item under its id as a new version; its address answers again', async () => {
      const created = await blog()
      const entry = await moveToTrash(store(), 'blogs', 'b1', ACTOR, { now: NOW })
      const outcome = await restoreFromTrash(store(), entry.id, ACTOR, { now: new Date(NOW.getTime() + DAY_MS) })
      expect(outcome.ok).toBe(true)
      const back = (await store().get('blogs', 'b1'))!
      expect(back).toMatchObject({ ...created, version: 2, updatedBy: 'editor-1', updatedAt: new Date(NOW.getTime() + DAY_MS).toISOString() })
      expect(await store().query('trash')).toEqual([])
      expect(await resolve('/blogs/tulisan')).toBeNull()
    })

    it('keeps a revision of the restore (who, when, the document) and its log line, written with it; a refused restore keeps none', async () => {
      await blog()
      const entry = await moveToTrash(store(), 'blogs', 'b1', ACTOR, { now: NOW })
      await store().create('blogs', exampleData('blogs', { title: 'Tulisan baru', slug: 'tulisan' }), { actor: 'u', id: 'b2' })
      expect((await restoreFromTrash(store(), entry.id, ACTOR, { now: NOW })).ok).toBe(false)
      expect((await store().listRevisions('blogs', 'b1')).map((r) => r.action)).toEqual(['delete', 'create'])
      const outcome = await restoreFromTrash(store(), entry.id, ACTOR, { now: NOW, slug: 'tulisan-2' })
      expect(outcome.ok).toBe(true)
      const revisions = await store().listRevisions('blogs', 'b1')
      expect(revisions.map((r) => [r.action, r.version, r.actor])).toEqual([
        ['restore', 2, 'editor-1'],
        ['delete', 1, 'editor-1'],
        ['create', 1, 'u'],
      ])
      const restored = await store().getRevision(revisions[0]!.id)
      expect(restored?.doc).toEqual(await store().get('blogs', 'b1'))
      expect(restored?.doc).toMatchObject({ slug: 'tulisan-2', version: 2, updatedBy: 'editor-1' })
      const log = await store().queryActivity({ actor: 'editor-1', action: 'restore', limit: 10 })
      expect(log.map((line) => [line.collection, line.itemId, line.itemTitle])).toEqual([['blogs', 'b1', 'Tulisan yang dihapus']])
    })

    it('explains a slug taken meanwhile, suggests a free one, and restores under the slug the user picks', async () => {
      await blog()
      const entry = await moveToTrash(store(), 'blogs', 'b1', ACTOR, { now: NOW })
      await store().create('blogs', exampleData('blogs', { title: 'Tulisan baru', slug: 'tulisan', publishedAt: '2026-06-01T00:00:00.000Z' }), { actor: 'u', id: 'b2' })
      const refused = await restoreFromTrash(store(), entry.id, ACTOR, { now: NOW })
      expect(refused).toEqual({ ok: false, reason: 'slug-taken', slug: 'tulisan', takenBy: 'Tulisan baru', suggestion: 'tulisan-2' })
      expect(await store().get('blogs', 'b1')).toBeNull()
      const restored = await restoreFromTrash(store(), entry.id, ACTOR, { now: NOW, slug: 'tulisan-2' })
      expect(restored.ok).toBe(true)
      expect((await store().get('blogs', 'b1'))?.slug).toBe('tulisan-2')
      expect((await store().get('blogs', 'b2'))?.slug).toBe('tulisan')
      // The new item took the address, which freed it of the gone entry.
      expect(await resolve('/blogs/tulisan')).toBeNull()
    })

    it('purges for good: the entry goes, the pin with it, the address still answers 410', async () => {
      await blog()
      await store().create('orderings', { type: 'home_pinned', key: null, ids: ['blogs/b1', 'blogs/b9'] }, { actor: 'u', id: 'home_pinned' })
      const entry = await moveToTrash(store(), 'blogs', 'b1', ACTOR, { now: NOW })
      // While in the trash the pin stays, so a restore puts the item back where it was.
      expect((await store().get('orderings', 'home_pinned'))?.ids).toEqual(['blogs/b1', 'blogs/b9'])
      expect(await purgeFromTrash(store(), entry, 'admin-1')).toBe(true)
      expect(await store().get('trash', entry.id)).toBeNull()
      expect((await store().get('orderings', 'home_pinned'))?.ids).toEqual(['blogs/b9'])
      expect(await resolve('/blogs/tulisan')).toEqual({ status: 410 })
      expect(await purgeFromTrash(store(), entry, 'admin-1')).toBe(false)
    })

    it('the sweep purges entries past their 30 days only', async () => {
      await blog()
      await store().create('blogs', exampleData('blogs', { slug: 'kedua' }), { actor: 'u', id: 'b2' })
      const old = await moveToTrash(store(), 'blogs', 'b1', ACTOR, { now: NOW })
      const recent = await moveToTrash(store(), 'blogs', 'b2', ACTOR, { now: new Date(NOW.getTime() + 10 * DAY_MS) })
      expect(await purgeExpired(store(), new Date(NOW.getTime() + (TRASH_DAYS - 1) * DAY_MS))).toBe(0)
      expect(await purgeExpired(store(), new Date(NOW.getTime() + TRASH_DAYS * DAY_MS))).toBe(1)
      expect(await store().get('trash', old.id)).toBeNull()
      expect(await store().get('trash', recent.id)).not.toBeNull()
    })

    it('a copy left by a move that never finished is hidden, and purging it leaves the item', async () => {
      const created = await blog()
      // The copy was written, then the process stopped before the remove.
      const copy = await store().create(
        'trash',
        { collection: 'blogs', itemId: 'b1', title: created.title, slug: created.slug, doc: { ...created }, files: [], paths: [], deletedAt: NOW.toISOString(), deletedBy: 'u', deletedByName: 'U', purgeAt: NOW.toISOString() },
        { actor: 'u' },
      )
      expect(await listTrash(store())).toEqual([])
      expect(await purgeExpired(store(), NOW)).toBe(1)
      expect(await store().get('trash', copy.id)).toBeNull()
      expect(await store().get('blogs', 'b1')).toEqual(created)
    })

    it('a published slug change redirects the old address; chains collapse; a reused slug drops its redirect', async () => {
      const a = await blog({ slug: 'a' })
      const b = await store().update('blogs', 'b1', { ...a, slug: 'b' }, { actor: 'u' })
      await followSave(store(), 'blogs', a, b, NOW, 'u')
      const c = await store().update('blogs', 'b1', { ...b, slug: 'c' }, { actor: 'u' })
      await followSave(store(), 'blogs', b, c, NOW, 'u')
      const stored = (await store().query('redirects')).map((r) => [r.from, r.to, r.kind]).sort()
      expect(stored).toEqual([
        ['/blogs/a', '/blogs/c', 'slug'],
        ['/blogs/b', '/blogs/c', 'slug'],
      ])
      expect(await resolve('/blogs/a')).toEqual({ status: 301, location: '/blogs/c' })
      // Another item takes the freed slug "a": its redirect goes.
      const other = await store().create('blogs', exampleData('blogs', { slug: 'a' }), { actor: 'u', id: 'b2' })
      await followSave(store(), 'blogs', null, other, NOW, 'u')
      expect((await store().query('redirects')).map((r) => r.from)).toEqual(['/blogs/b'])
      // Renaming back to an old slug never leaves a loop.
      const back = await store().update('blogs', 'b1', { ...c, slug: 'b' }, { actor: 'u' })
      await followSave(store(), 'blogs', c, back, NOW, 'u')
      expect((await store().query('redirects')).map((r) => [r.from, r.to])).toEqual([['/blogs/c', '/blogs/b']])
    })

    it('an English slug change redirects the old English address on its own; chains collapse; a delete marks both languages gone', async () => {
      const english = { titleEn: 'A post', slugEn: 'en-a', contentEn: '<p>In English.</p>', publishedAtEn: '2026-05-01T00:00:00.000Z' }
      const a = await blog({ slug: 'a', ...english })
      const b = await store().update('blogs', 'b1', { ...a, slugEn: 'en-b' }, { actor: 'u' })
      await followSave(store(), 'blogs', a, b, NOW, 'u')
      const c = await store().update('blogs', 'b1', { ...b, slugEn: 'en-c' }, { actor: 'u' })
      await followSave(store(), 'blogs', b, c, NOW, 'u')
      expect((await store().query('redirects')).map((r) => [r.from, r.to, r.kind]).sort()).toEqual([
        ['/en/blogs/en-a', '/en/blogs/en-c', 'slug'],
        ['/en/blogs/en-b', '/en/blogs/en-c', 'slug'],
      ])
      expect(await resolve('/en/blogs/en-a')).toEqual({ status: 301, location: '/en/blogs/en-c' })
      const entry = await moveToTrash(store(), 'blogs', 'b1', ACTOR, { now: NOW })
      expect(entry.paths).toEqual(['/blogs/a', '/en/blogs/en-c'])
      expect(await resolve('/en/blogs/en-c')).toEqual({ status: 410 })
      expect(await resolve('/en/blogs/en-a')).toEqual({ status: 410 })
      expect(await resolve('/blogs/a')).toEqual({ status: 410 })
    })

    it('a scheduled post’s slug change leaves no redirect (it was never public)', async () => {
      const a = await blog({ slug: 'a', publishedAt: '2026-12-01T00:00:00.000Z' })
      const b = await store().update('blogs', 'b1', { ...a, slug: 'b' }, { actor: 'u' })
      await followSave(store(), 'blogs', a, b, NOW, 'u')
      expect(await store().query('redirects')).toEqual([])
    })
  })
}
