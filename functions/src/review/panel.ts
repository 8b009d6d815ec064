/**
 * What the review panel under a reviewed item's form shows (docs/decisions/0051-review-before-publishing.md):
 * where the review stands, its thread, whom to choose, and which of its forms the signed-in
 * member may send. The routes check the same again; the panel only leaves out what they refuse.
 */
import type { Context } from 'hono'
import { mayApprove, type ReviewedCollection, type ReviewPanelProps } from '../../../shared/collections/reviews'
import type { AppEnv } from '../app-env'
import { reviewIsOn } from './publish-gate'
import { approvalCovers, readReview, type ReviewedItem } from './review-store'
import { REVIEW_BASES } from './routes'

/** The panel of a saved item, or null while the setting is off and the item was never reviewed. */
export async function reviewPanel(c: Context<AppEnv>, collection: ReviewedCollection, item: ReviewedItem): Promise<ReviewPanelProps | null> {
  const backend = c.get('backend')
  const [on, review] = await Promise.all([reviewIsOn(backend.content), readReview(backend.content, collection, item.id)])
  if (!on && !review) return null
  const me = c.get('session')!.user
  const staff = await backend.identity.listStaff()
  const names = new Map(staff.map((user) => [user.uid, user.displayName || user.email]))
  const pending = review?.state === 'pending'
  const reviewer = Boolean(review?.reviewers.includes(me.uid))
  return {
    base: `${REVIEW_BASES[collection]}/${item.id}/review`,
    version: item.version,
    state: review?.state ?? null,
    approvedCurrent: approvalCovers(review, item as unknown as Record<string, unknown>),
    steps: review?.steps ?? [],
    reviewerNames: (review?.reviewers ?? []).map((uid) => names.get(uid) ?? uid),
    choices: staff.filter((user) => mayApprove(user.role) && !user.disabled && !user.invited && user.uid !== me.uid).map((user) => ({ uid: user.uid, name: names.get(user.uid)! })),
    may: {
      request: on,
      comment: pending && (reviewer || review?.requestedBy === me.uid),
      decide: pending && reviewer && mayApprove(me.role) && review?.requestedBy !== me.uid,
    },
  }
}

/**
 * Whether Terbitkan would be refused for `item` as saved (a new item: null): Tinjauan is on and
 * no approval covers it. The form then offers Simpan draf and says how the item goes live.
 */
export async function awaitsApproval(c: Context<AppEnv>, panel: ReviewPanelProps | null, item: ReviewedItem | null): Promise<boolean> {
  if (item) return Boolean(panel?.may.request) && !panel!.approvedCurrent
  return reviewIsOn(c.get('backend').content)
}
