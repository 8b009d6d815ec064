/**
 * Fields a store writes from a document's own data at every write (create, update, a batch, put),
 * whoever writes it: a save, an approval, a restore, a migration, the seed. So a value an index
 * serves never goes stale when a new write path forgets it. Today: the order of the dashboard's
 * post lists (shared/post-list-order.ts), and whether a library image's focal point is off the
 * middle (content/focal-points.ts).
 */
import { POST_MODULES } from '../../../shared/collections'
import { FOCAL_MIDDLE } from '../../../shared/collections/media'
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
}

/** The data with its collection's derived fields written (the same object when it has none). */
export function withDerivedFields<T extends Record<string, unknown>>(collection: CollectionName, data: T): T {
  const derive = DERIVED[collection]
  return derive ? { ...data, ...derive(data) } : data
}
