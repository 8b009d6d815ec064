/**
 * The rule of Tinjauan at the save (docs/decisions/0051-review-before-publishing.md): with the
 * setting on, a save of a blog, a publication or a block page that would leave it public or
 * scheduled is refused unless what it makes public was approved: the same content as the
 * approval covers, or, for an item already public, the same content it already shows. A draft
 * needs nobody's approval.
 */
import { isReviewedCollection, REVIEW_MSG } from '../../../shared/collections/reviews'
import { reviewRequired, SETTINGS_ID } from '../../../shared/collections/settings'
import type { CollectionName } from '../../../shared/schemas/types'
import type { ContentStore } from '../backends/ports'
import { contentDigest } from './content-digest'
import { approvalCovers, readReview } from './review-store'

/** Whether the site asks for a reviewer's approval before publishing. */
export async function reviewIsOn(store: ContentStore): Promise<boolean> {
  return reviewRequired(await store.get('settings', SETTINGS_ID))
}

/** The message refusing the save of `write` (the data about to be stored), or null when it may be saved. */
export async function publishRefusal(
  store: ContentStore,
  collection: CollectionName,
  existing: Record<string, unknown> | null,
  write: Record<string, unknown>,
): Promise<string | null> {
  if (!isReviewedCollection(collection) || typeof write.publishedAt !== 'string') return null
  if (!(await reviewIsOn(store))) return null
  if (existing && typeof existing.publishedAt === 'string' && contentDigest(existing) === contentDigest(write)) return null
  const review = existing && typeof existing.id === 'string' ? await readReview(store, collection, existing.id) : null
  return approvalCovers(review, write) ? null : REVIEW_MSG.needsApproval
}
