/**
 * Fields a store writes from a document's own data at every write (create, update, a batch, put),
 * whoever writes it: a save, an approval, a restore, a migration, the seed. So a value an index
 * serves never goes stale when a new write path forgets it. Today: the order of the dashboard's
 * post lists (shared/post-list-order.ts), whether a library image's focal point is off the
 * middle (content/focal-points.ts), a regulation's place in its type's list
 * (shared/collections/regulations.ts `regulationListKey`), and where a past event is listed
 * (shared/collections/events.ts `pastListing`).
 */
import { POST_MODULES } from '../../../shared/collections'
import { pastListing } from '../../../shared/collections/events'
import { FOCAL_MIDDLE } from '../../../shared/collections/media'
import { regulationListKey } from '../../../shared/collections/regulations'
import { itemLanguages } from '../../../shared/collections/translation-status'
import { englishStateOf, postListFields } from '../../../shared/post-list-order'
import type { CollectionName } from './ports'

/** A post's list fields: its list date, whether it is a draft, where its English stands. */
const postFields = (module: (typeof POST_MODULES)[keyof typeof POST_MODULES]) => (data: Record<string, unknown>) => ({
  ...postListFields(data),
  englishState: englishStateOf(itemLanguages(module, data)),
})

/** A coordinate off the middle (an entry without one is centred). */
const offMiddle = (value: unknown) => typeof value === 'number' && value !== FOCAL_MIDDLE

const DERIVED: Partial<Record<CollectionName, (data: Record<string, unknown>) => Record<string, unknown>>> = {
  blogs: postFields(POST_MODULES.blogs),
  publications: postFields(POST_MODULES.publications),
  media: (data) => ({ focalMoved: offMiddle(data.focalX) || offMiddle(data.focalY) }),
  regulations: (data) => ({ listKey: regulationListKey(data) }),
  events: pastListing,
}

/** The data with its collection's derived fields written (the same object when it has none). */
export function withDerivedFields<T extends Record<string, unknown>>(collection: CollectionName, data: T): T {
  const derive = DERIVED[collection]
  return derive ? { ...data, ...derive(data) } : data
}

/** What every store write sets itself, whatever the data: not a change of the item's content. */
const WRITE_METADATA = new Set(['version', 'updatedAt', 'updatedBy', 'createdAt'])

/**
 * Whether a write changed a derived field and nothing else of `before` but its write metadata:
 * a migration step that fills a new derived field writes every document so. Nothing a visitor
 * or a search record sees came from it. A save that changed nothing at all is not one: saving
 * again is how a record that missed a sync (an outage) is written anew.
 */
export function changesOnlyDerivedFields(collection: CollectionName, before: object | null, after: object | null): boolean {
  const derive = DERIVED[collection]
  if (!derive || !before || !after) return false
  const derived = new Set(Object.keys(derive(after as Record<string, unknown>)))
  const old = before as Record<string, unknown>
  const now = after as Record<string, unknown>
  const same = (key: string) => JSON.stringify(old[key]) === JSON.stringify(now[key])
  // Most saves change no derived field: answered from those few small values, before the
  // item's texts are compared.
  if ([...derived].every(same)) return false
  for (const key of new Set([...Object.keys(old), ...Object.keys(now)])) {
    if (!WRITE_METADATA.has(key) && !derived.has(key) && !same(key)) return false
  }
  return true
}
