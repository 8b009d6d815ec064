/**
 * Fields a store writes from a document's own data at every write (create, update, a batch, put),
 * whoever writes it: a save, an approval, a restore, a migration, the seed. So a value an index
 * serves never goes stale when a new write path forgets it. Today: the order of the dashboard's
 * post lists (shared/post-list-order.ts).
 */
import { postListFields } from '../../../shared/post-list-order'
import type { CollectionName } from './ports'

const DERIVED: Partial<Record<CollectionName, (data: Record<string, unknown>) => Record<string, unknown>>> = {
  blogs: postListFields,
  publications: postListFields,
}

/** The data with its collection's derived fields written (the same object when it has none). */
export function withDerivedFields<T extends Record<string, unknown>>(collection: CollectionName, data: T): T {
  const derive = DERIVED[collection]
  return derive ? { ...data, ...derive(data) } : data
}
