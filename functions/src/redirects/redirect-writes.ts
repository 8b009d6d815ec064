/**
 * What saves and deletes write to the `redirects` collection (shared/collections/redirects.ts):
 * a published item's old addresses lead to its new ones when its slug changes, a deleted
 * published item's addresses are marked gone (410), and an address an item takes frees any
 * entry from it (a slug freed by a rename can be reused). Every write is an ordinary store
 * write: change events clear the render cache and the redirect table with it.
 */
import type { CollectionName, Redirect, RedirectData } from '../../../shared/schemas/types'
import { NotFoundError, StaleVersionError, UniqueConstraintError, type ContentStore } from '../backends/ports'
import { addressPaths, movedPaths, pathList, publicPaths } from './public-paths'

/** The entry from `path`, if any (`from` is unique). */
export async function entryFrom(store: ContentStore, path: string): Promise<Redirect | null> {
  const [entry] = await store.query('redirects', { where: [{ field: 'from', op: '==', value: path }], limit: 1 })
  return entry ?? null
}

const dataOf = ({ id: _i, version: _v, createdAt: _c, updatedAt: _u, updatedBy: _b, ...data }: Redirect): RedirectData => data

/** Removes an entry; one removed or changed meanwhile by someone else is left to them. */
async function removeEntry(store: ContentStore, entry: Redirect, actor: string): Promise<void> {
  try {
    await store.remove('redirects', entry.id, { actor, expectedVersion: entry.version })
  } catch (error) {
    if (!(error instanceof NotFoundError || error instanceof StaleVersionError)) throw error
  }
}

/**
 * Writes the entry from `data.from`, replacing the one there unless `keep` says it stays
 * (a manual entry an admin made). Two writers racing on one path: the loser reads again.
 */
async function putEntry(store: ContentStore, data: RedirectData, actor: string, keep: (existing: Redirect) => boolean): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const existing = await entryFrom(store, data.from)
    if (existing && keep(existing)) return
    try {
      if (existing) await store.update('redirects', existing.id, data, { actor, expectedVersion: existing.version })
      else await store.create('redirects', data, { actor })
      return
    } catch (error) {
      if (!(error instanceof UniqueConstraintError || error instanceof StaleVersionError || error instanceof NotFoundError)) throw error
    }
  }
}

/** Deletes every entry from these paths: an item answers there now. */
export async function releasePaths(store: ContentStore, paths: readonly string[], actor: string): Promise<number> {
  let released = 0
  for (const path of paths) {
    const entry = await entryFrom(store, path)
    if (entry) {
      await removeEntry(store, entry, actor)
      released++
    }
  }
  return released
}

const keepManual = (existing: Redirect) => existing.kind === 'manual'

/**
 * After an item of `collection` was saved (`before` null when created): the addresses it took
 * are freed of entries, and when it was public before and after and its addresses changed
 * (its slug), each old address leads to the new one, with the entries that led to the old
 * address moved along, so a chain a→b→c is stored as a→c and b→c (one 301 each).
 */
export async function followSave<D extends { id: string }>(store: ContentStore, collection: CollectionName, before: D | null, after: D, now: Date, actor: string): Promise<void> {
  const had = new Set(pathList(addressPaths(collection, before)))
  const taken = pathList(addressPaths(collection, after)).filter((path) => !had.has(path))
  if (taken.length === 0) return
  await releasePaths(store, taken, actor)
  if (!before) return
  await leadTo(store, movedPaths(publicPaths(collection, before, now), publicPaths(collection, after, now)), { kind: 'slug', collection, itemId: after.id }, actor)
}

/**
 * Each old address leads to its new one, and the entries that led to an old address are moved
 * along, so a chain a→b→c is stored as a→c and b→c (one 301 each); one that would lead to
 * itself goes.
 */
async function leadTo(store: ContentStore, pairs: [string, string][], entry: Pick<RedirectData, 'kind' | 'collection' | 'itemId'>, actor: string): Promise<void> {
  for (const [from, to] of pairs) {
    await putEntry(store, { from, to, ...entry }, actor, keepManual)
    for (const earlier of await store.query('redirects', { where: [{ field: 'to', op: '==', value: from }] })) {
      if (earlier.from === to) await removeEntry(store, earlier, actor)
      else await store.update('redirects', earlier.id, { ...dataOf(earlier), to }, { actor, expectedVersion: earlier.version }).catch((error: unknown) => {
        if (!(error instanceof NotFoundError || error instanceof StaleVersionError)) throw error
      })
    }
  }
}

/**
 * A category or tag deleted once its items moved to another: each of its public
 * addresses (its list filters, in both languages) leads to the same address of the one they
 * moved to, replacing the gone entries its delete wrote; entries that led to it follow. The
 * deleted item's id stays on the entries, so restoring it from Sampah frees its addresses again.
 */
export async function followMerge<D extends { id: string }>(store: ContentStore, collection: CollectionName, merged: D, into: D, now: Date, actor: string): Promise<void> {
  await leadTo(store, movedPaths(publicPaths(collection, merged, now), publicPaths(collection, into, now)), { kind: 'merged', collection, itemId: merged.id }, actor)
}

/** A published item deleted: each address it had answers 410 Gone (a manual entry there stays). Returns the paths. */
export async function markGone(store: ContentStore, collection: CollectionName, doc: object & { id: string }, now: Date, actor: string): Promise<string[]> {
  const paths = pathList(publicPaths(collection, doc, now))
  for (const from of paths) await putEntry(store, { from, to: '', kind: 'gone', collection, itemId: doc.id }, actor, keepManual)
  return paths
}

/** An item restored: its gone entries go, and its addresses are freed of any other entry. */
export async function unmarkGone(store: ContentStore, collection: CollectionName, doc: object & { id: string }, actor: string): Promise<void> {
  const entries = await store.query('redirects', { where: [{ field: 'itemId', op: '==', value: doc.id }] })
  for (const entry of entries) if (entry.kind === 'gone') await removeEntry(store, entry, actor)
  await releasePaths(store, pathList(addressPaths(collection, doc)), actor)
}
