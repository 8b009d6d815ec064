/**
 * Sampah: a delete moves the item into the `trash` collection for TRASH_DAYS days;
 * restore puts it back as it was, purge deletes it for good. One function per step, called by
 * every delete route, the trash screen and the sweep, on either backend (ports only).
 *
 * The move is ordered so that nothing is lost whatever fails between its writes: the trash
 * entry (the whole document) is written first, then the item is removed at exactly the version
 * copied; a remove refused (changed or deleted meanwhile) takes back the entry just written, so
 * the item stays where it was. A crash between the two leaves the item in its collection and a
 * copy in the trash: the trash list hides such a copy and the sweep clears it, never touching
 * the item. The addresses the item had are marked gone (410) after the remove; a failure there
 * leaves them answering 404, nothing else.
 */
import { blockImagePaths, type PageBlock } from '../../../shared/collections/page-blocks'
import { COLLECTION_MODULES } from '../../../shared/collections'
import { TRASH_DAYS, type TrashableCollection } from '../../../shared/collections/trash'
import type { OfficeData, StoredFile, TrashData, TrashEntry } from '../../../shared/schemas/types'
import { NotFoundError, StaleVersionError, UniqueConstraintError, type ContentStore, type DocOf } from '../backends/ports'
import { removeFromPracticeAreaOrder } from '../content/practice-area-order'
import { logActivity } from '../history/activity'
import { markGone, unmarkGone } from '../redirects/redirect-writes'
import { removeFromOrderings } from '../collections/profiles/cleanup'
import { unpinFromHome } from '../collections/posts/data'

export const DAY_MS = 24 * 60 * 60 * 1000

/** Who acts: the staff member's id (stored as `updatedBy`) and the name the trash list shows. */
export interface Actor {
  uid: string
  name: string
}

type AnyDoc = Record<string, unknown> & { id: string; version: number }

/** The name an item goes by in lists: its title, else its name. */
export function titleOf(doc: Record<string, unknown>): string {
  for (const field of ['title', 'name']) if (typeof doc[field] === 'string' && doc[field]) return doc[field] as string
  return String(doc.id ?? '')
}

/** The upload paths an item refers to, from its module's upload fields (and a block page's blocks). */
export function filesOf(collection: TrashableCollection, doc: Record<string, unknown>): string[] {
  const fields = Object.keys(COLLECTION_MODULES[collection].uploads)
  const uploads = fields.flatMap((field) => {
    const file = doc[field] as StoredFile | null | undefined
    return file?.path ? [file.path] : []
  })
  // A block page's images are paths inside its blocks (shared/collections/page-blocks.ts).
  return collection === 'blockPages' ? [...uploads, ...blockImagePaths(doc.blocks as PageBlock[] | undefined)] : uploads
}

/** Attempts when the caller gave no version: each one copies the version it then removes. */
const ATTEMPTS = 3

/**
 * Moves an item to the trash. With `expectedVersion`, an item changed since (another version
 * stored) is refused with StaleVersionError and nothing is written; an item gone already throws
 * NotFoundError. Returns the trash entry.
 */
export async function moveToTrash(
  store: ContentStore,
  collection: TrashableCollection,
  id: string,
  actor: Actor,
  options: { now: Date; expectedVersion?: number },
): Promise<TrashEntry> {
  for (let attempt = 0; ; attempt++) {
    const doc = (await store.get(collection, id)) as AnyDoc | null
    if (!doc) throw new NotFoundError(collection, id)
    if (options.expectedVersion !== undefined && options.expectedVersion !== doc.version) {
      throw new StaleVersionError(collection, id, options.expectedVersion, doc.version)
    }
    const deletedAt = options.now.toISOString()
    const data: TrashData = {
      collection,
      itemId: id,
      title: titleOf(doc),
      slug: typeof doc.slug === 'string' ? doc.slug : '',
      doc,
      files: filesOf(collection, doc),
      paths: [],
      deletedAt,
      deletedBy: actor.uid,
      deletedByName: actor.name,
      purgeAt: new Date(options.now.getTime() + TRASH_DAYS * DAY_MS).toISOString(),
    }
    const entry = await store.create('trash', data, { actor: actor.uid })
    try {
      await store.remove(collection, id, { actor: actor.uid, expectedVersion: doc.version })
    } catch (error) {
      // Not removed: the copy goes, the item stays as it is.
      await store.remove('trash', entry.id, { actor: actor.uid }).catch(() => undefined)
      const retry = error instanceof StaleVersionError && options.expectedVersion === undefined && attempt + 1 < ATTEMPTS
      if (!retry) throw error
      continue
    }
    const paths = await markGone(store, collection, doc, options.now, actor.uid).catch((error: unknown) => {
      console.error(`trash: ${collection}/${id} is in the trash, its addresses answer 404 instead of 410`, error)
      return [] as string[]
    })
    if (paths.length === 0) return entry
    // The addresses are shown in the list; the entry is the one just written, so its version is known.
    return store.update('trash', entry.id, { ...data, paths }, { actor: actor.uid, expectedVersion: entry.version }).catch(() => entry)
  }
}

export type RestoreOutcome =
  | { ok: true; doc: AnyDoc }
  /** The slug is another item's now: the user picks another (`suggestion` is free). */
  | { ok: false; reason: 'slug-taken'; slug: string; takenBy: string; suggestion: string }
  /**
   * Another of its unique values (a block page's address, an English slug) is another item's
   * now: that item is changed first, then the restore tried again.
   */
  | { ok: false; reason: 'taken'; label: string; value: string; takenBy: string }
  /** The entry is gone (restored or purged by someone else meanwhile). */
  | { ok: false; reason: 'gone' }

/** A free slug close to `slug`: `slug-2`, `slug-3`… */
async function freeSlug(store: ContentStore, collection: TrashableCollection, slug: string): Promise<string> {
  for (let n = 2; n < 100; n++) {
    const candidate = `${slug}-${n}`.slice(0, 200)
    if (!(await holderOf(store, collection, candidate))) return candidate
  }
  return `${slug}-${Date.now().toString(36)}`
}

/** The item of the collection that holds `slug`, if any. */
async function holderOf(store: ContentStore, collection: TrashableCollection, slug: string): Promise<AnyDoc | null> {
  const [holder] = await store.query(collection, { where: [{ field: 'slug', op: '==', value: slug }], limit: 1 })
  return (holder as AnyDoc | undefined) ?? null
}

/** Why the entry could not be restored under its own slug now (another item holds it), or null; writes nothing. */
export async function slugConflict(store: ContentStore, entry: TrashEntry): Promise<Extract<RestoreOutcome, { reason: 'slug-taken' }> | null> {
  if (!entry.slug) return null
  const holder = await holderOf(store, entry.collection, entry.slug)
  if (!holder || holder.id === entry.itemId) return null
  return { ok: false, reason: 'slug-taken', slug: entry.slug, takenBy: titleOf(holder), suggestion: await freeSlug(store, entry.collection, entry.slug) }
}

/**
 * The first of the item's unique values besides its slug (a block page's address, an English
 * slug) that another item of its collection holds now, or null.
 */
async function otherValueTaken(store: ContentStore, collection: TrashableCollection, doc: AnyDoc): Promise<Extract<RestoreOutcome, { reason: 'taken' }> | null> {
  const module = COLLECTION_MODULES[collection]
  const fields = { ...module.fields, ...module.stored } as Record<string, { unique: boolean; label: string }>
  for (const [name, field] of Object.entries(fields)) {
    const value = doc[name]
    if (!field.unique || name === 'slug' || typeof value !== 'string' || !value) continue
    const [found] = await store.query(collection, { where: [{ field: name, op: '==', value }], limit: 1 })
    const holder = found as AnyDoc | undefined
    if (holder && holder.id !== doc.id) return { ok: false, reason: 'taken', label: field.label, value, takenBy: titleOf(holder) }
  }
  return null
}

/** What a restored item's collection needs besides the document (one main office at most). */
async function fitBack(store: ContentStore, collection: TrashableCollection, doc: AnyDoc): Promise<AnyDoc> {
  if (collection !== 'offices') return doc
  const others = await store.query('offices')
  // The site has one main office while it has offices: a restored one is main only when none is.
  return { ...doc, main: !others.some((office) => (office as OfficeData).main) }
}

/**
 * Puts a trashed item back under its id, with `slug` when given (else its own). A slug another
 * item took meanwhile is not overwritten: the outcome names that item and suggests a free slug.
 * Nor is another unique value (a block page's address, an English slug): the outcome names the
 * item that holds it, which is changed first. The restored item is a new version (so a form opened before the delete is stale) with its
 * revision, its addresses stop answering 410, and the entry leaves the trash.
 */
export async function restoreFromTrash(store: ContentStore, entryId: string, actor: Actor, options: { now: Date; slug?: string }): Promise<RestoreOutcome> {
  const entry = await store.get('trash', entryId)
  if (!entry) return { ok: false, reason: 'gone' }
  const collection = entry.collection
  const stored = entry.doc as AnyDoc
  const current = (await store.get(collection, entry.itemId)) as AnyDoc | null
  if (current) {
    // The move never finished (a crash between its writes): the item is there; the copy goes.
    await store.remove('trash', entry.id, { actor: actor.uid }).catch(() => undefined)
    return { ok: true, doc: current }
  }
  const slug = options.slug ?? (typeof stored.slug === 'string' ? stored.slug : undefined)
  const conflict = async (taken: string): Promise<RestoreOutcome> => {
    const holder = await holderOf(store, collection, taken)
    return { ok: false, reason: 'slug-taken', slug: taken, takenBy: holder ? titleOf(holder) : '', suggestion: await freeSlug(store, collection, taken) }
  }
  if (slug) {
    const holder = await holderOf(store, collection, slug)
    if (holder && holder.id !== entry.itemId) return conflict(slug)
  }
  const doc = await fitBack(store, collection, {
    ...stored,
    ...(slug ? { slug } : {}),
    id: entry.itemId,
    version: stored.version + 1,
    updatedAt: options.now.toISOString(),
    updatedBy: actor.uid,
  })
  const taken = await otherValueTaken(store, collection, doc)
  if (taken) return taken
  try {
    // An edit like a save: its `restore` revision (who, when, the document) and log line are
    // written in the put's own transaction, so the item's Riwayat shows the restore.
    await store.put(collection, doc as unknown as DocOf<typeof collection>, { restoredBy: actor.uid })
  } catch (error) {
    // Taken between the check and the write.
    if (error instanceof UniqueConstraintError) {
      const other = await otherValueTaken(store, collection, doc)
      if (other) return other
      if (slug) return conflict(slug)
    }
    throw error
  }
  await store.remove('trash', entry.id, { actor: actor.uid }).catch((error: unknown) => {
    if (!(error instanceof NotFoundError)) throw error
  })
  await unmarkGone(store, collection, doc, actor.uid)
  return { ok: true, doc }
}

/**
 * Deletes a trashed item for good: the entry goes, and what the item left in the orderings (a
 * profile's places, a practice area's order and team, a pinned post) with it. Its addresses keep
 * answering 410 until another item takes them; its files go with the next unused-upload pruning.
 * A copy whose item still exists (a move that never finished) is dropped, the item untouched.
 * Returns false when the entry was already gone.
 */
export async function purgeFromTrash(store: ContentStore, entry: TrashEntry, actor: string): Promise<boolean> {
  try {
    await store.remove('trash', entry.id, { actor })
  } catch (error) {
    if (error instanceof NotFoundError) return false
    throw error
  }
  if (await store.get(entry.collection, entry.itemId)) return true
  await logActivity(store, { action: 'purge', actor, collection: entry.collection, itemId: entry.itemId, itemTitle: entry.title })
  switch (entry.collection) {
    case 'profiles':
      await removeFromOrderings(store, entry.itemId, actor)
      break
    case 'practiceAreas':
      await removeFromPracticeAreaOrder(store, entry.itemId, actor)
      break
    case 'blogs':
    case 'publications':
      await unpinFromHome(store, entry.collection, entry.itemId, actor)
      break
  }
  return true
}

/** Trash entries past their `purgeAt`, oldest first, a bounded batch per run. */
export const PURGE_BATCH = 100

/** The sweep's part: entries whose 30 days are over are purged. Returns how many. */
export async function purgeExpired(store: ContentStore, now: Date): Promise<number> {
  const due = await store.query('trash', { where: [{ field: 'purgeAt', op: '<=', value: now.toISOString() }], orderBy: [{ field: 'purgeAt' }], limit: PURGE_BATCH })
  let purged = 0
  for (const entry of due) if (await purgeFromTrash(store, entry, 'retention')) purged++
  return purged
}

/**
 * The entries to list, newest first, without the copies of items still in their collection
 * (a move that never finished: the sweep drops those).
 */
export async function listTrash(store: ContentStore): Promise<TrashEntry[]> {
  const entries = await store.query('trash', { orderBy: [{ field: 'deletedAt', direction: 'desc' }] })
  const live = new Set<string>()
  const byCollection = new Map<TrashableCollection, string[]>()
  for (const entry of entries) byCollection.set(entry.collection, [...(byCollection.get(entry.collection) ?? []), entry.itemId])
  for (const [collection, ids] of byCollection) for (const doc of await store.getMany(collection, ids)) live.add(`${collection}/${doc.id}`)
  return entries.filter((entry) => !live.has(`${entry.collection}/${entry.itemId}`))
}
