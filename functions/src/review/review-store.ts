/**
 * The steps of a review (docs/decisions/0051-review-before-publishing.md) on the content store,
 * whichever backend holds it: Ajukan tinjauan, Komentar, Setujui, Minta perubahan. Each checks
 * who may take it and where the review stands, then writes the review document (one per item)
 * with the version it read, trying again when someone wrote meanwhile. Setujui also publishes
 * the item (or schedules it, for a post with a planned date) with the version the reviewer saw.
 * Nothing here sends email or writes the log: the routes do, once a step stands.
 */
import { REVIEW_MSG, REVIEW_STEPS_MAX, reviewId, reviews, type ReviewedCollection, type ReviewStep, type ReviewStepKind } from '../../../shared/collections/reviews'
import { COLLECTION_MODULES } from '../../../shared/collections'
import { mayApprove } from '../../../shared/collections/reviews'
import type { StaffRole } from '../../../shared/schemas/staff'
import { NotFoundError, StaleVersionError, UniqueConstraintError, type ContentStore, type DataOf, type DocOf } from '../backends/ports'
import { withEnglishDate } from '../collections/publish-intent'
import { contentDigest } from './content-digest'

export type Review = DocOf<'reviews'>
export type ReviewedItem = DocOf<ReviewedCollection>

/** Who takes a step. */
export interface ReviewActor {
  uid: string
  name: string
  role: StaffRole
}

export type StepOutcome =
  | { ok: true; review: Review; item: ReviewedItem; step: ReviewStep; kind: ReviewStepKind }
  | { ok: false; status: 400 | 403 | 404 | 409; error: string }

const refuse = (status: 400 | 403 | 404 | 409, error: string): StepOutcome => ({ ok: false, status, error })

/** The review of an item, or null when none was ever asked for. */
export function readReview(store: ContentStore, collection: ReviewedCollection, itemId: string): Promise<Review | null> {
  return store.get('reviews', reviewId(collection, itemId))
}

/** Whether the approval of `review` still covers `item` as it is stored. */
export function approvalCovers(review: Review | null, item: Record<string, unknown>): boolean {
  return review?.state === 'approved' && review.approvedDigest !== '' && review.approvedDigest === contentDigest(item)
}

const itemTitle = (item: ReviewedItem) => ('title' in item && typeof item.title === 'string' ? item.title : item.id)

type Change = (current: Review | null) => DataOf<'reviews'> | { refused: StepOutcome }

/**
 * Writes the review with `change` applied to the latest stored one: a step by someone else
 * meanwhile is kept, never overwritten. Three tries, then the conflict is said.
 */
async function writeReview(store: ContentStore, id: string, actor: string, change: Change): Promise<Review | { refused: StepOutcome }> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const current = await store.get('reviews', id)
    const next = change(current)
    if ('refused' in next) return next
    try {
      return current ? await store.update('reviews', id, next, { actor, expectedVersion: current.version }) : await store.create('reviews', next, { actor, id })
    } catch (error) {
      if (!(error instanceof StaleVersionError || error instanceof UniqueConstraintError || error instanceof NotFoundError)) throw error
    }
  }
  return { refused: refuse(409, 'Tinjauan ini sedang diubah orang lain. Muat ulang halaman lalu coba lagi.') }
}

/** The stored data of a review (metadata aside). */
function dataOf(review: Review): DataOf<'reviews'> {
  const { id: _id, version: _v, createdAt: _c, updatedAt: _u, updatedBy: _b, ...data } = review
  return { ...reviews.stored, ...data } as unknown as DataOf<'reviews'>
}

const stepOf = (kind: ReviewStepKind, actor: ReviewActor, text: string, at: string): ReviewStep => ({ at, by: actor.uid, byName: actor.name, kind, text })

/**
 * Ajukan tinjauan: the item waits for `reviewers` (staff uids already checked to exist and to
 * be allowed to approve). A new request starts a new thread: the earlier one stays in the
 * activity log and the emails.
 */
export async function requestReview(
  store: ContentStore,
  input: { collection: ReviewedCollection; itemId: string; actor: ReviewActor; reviewers: string[]; text: string; now: Date },
): Promise<StepOutcome> {
  const item = (await store.get(input.collection, input.itemId)) as ReviewedItem | null
  if (!item) return refuse(404, REVIEW_MSG.gone)
  if (input.reviewers.includes(input.actor.uid)) return refuse(400, REVIEW_MSG.reviewerSelf)
  const at = input.now.toISOString()
  const step = stepOf('request', input.actor, input.text, at)
  const written = await writeReview(store, reviewId(input.collection, item.id), input.actor.uid, () => ({
    collection: input.collection,
    itemId: item.id,
    itemTitle: itemTitle(item),
    state: 'pending',
    reviewers: input.reviewers,
    waitingFor: input.reviewers,
    requestedBy: input.actor.uid,
    requestedAt: at,
    approvedDigest: '',
    steps: [step],
  }))
  if ('refused' in written) return written.refused
  return { ok: true, review: written, item, step, kind: 'request' }
}

/** The refusal of a step by `actor` on `review`, or null when they may take it. */
function checkStep(review: Review | null, actor: ReviewActor, kind: 'comment' | 'approve' | 'changes'): StepOutcome | null {
  if (!review || review.state !== 'pending') return refuse(409, REVIEW_MSG.notInReview)
  if (kind === 'comment') {
    if (actor.uid !== review.requestedBy && !review.reviewers.includes(actor.uid)) return refuse(403, REVIEW_MSG.notInvolved)
  } else if (!review.reviewers.includes(actor.uid) || !mayApprove(actor.role) || actor.uid === review.requestedBy) {
    return refuse(403, REVIEW_MSG.notReviewer)
  }
  if (review.steps.length >= REVIEW_STEPS_MAX) return refuse(409, REVIEW_MSG.tooManySteps)
  return null
}

/** Komentar, or Minta perubahan (the item goes back to its author), on an item in review. */
export async function addStep(
  store: ContentStore,
  input: { collection: ReviewedCollection; itemId: string; actor: ReviewActor; kind: 'comment' | 'changes'; text: string; now: Date },
): Promise<StepOutcome> {
  const item = (await store.get(input.collection, input.itemId)) as ReviewedItem | null
  if (!item) return refuse(404, REVIEW_MSG.gone)
  const step = stepOf(input.kind, input.actor, input.text, input.now.toISOString())
  const written = await writeReview(store, reviewId(input.collection, item.id), input.actor.uid, (current) => {
    const refused = checkStep(current, input.actor, input.kind)
    if (refused) return { refused }
    const data = dataOf(current!)
    return { ...data, ...(input.kind === 'changes' ? { state: 'changes' as const, waitingFor: [] } : {}), steps: [...data.steps, step] }
  })
  if ('refused' in written) return written.refused
  return { ok: true, review: written, item, step, kind: input.kind }
}

/**
 * Setujui: publishes the item as the reviewer saw it (`version`), at its planned date when a
 * post has one (then it is scheduled), else now; an item already dated keeps its date. The
 * approval then covers the item's content, so saving it unchanged keeps it public.
 */
export async function approve(
  store: ContentStore,
  input: { collection: ReviewedCollection; itemId: string; actor: ReviewActor; version: number; text: string; now: Date },
): Promise<StepOutcome> {
  const item = (await store.get(input.collection, input.itemId)) as ReviewedItem | null
  if (!item) return refuse(404, REVIEW_MSG.gone)
  const refused = checkStep(await readReview(store, input.collection, item.id), input.actor, 'approve')
  if (refused) return refused
  if (item.version !== input.version) return refuse(409, REVIEW_MSG.stale)

  const at = input.now.toISOString()
  const { id: _id, version: _v, createdAt: _c, updatedAt: _u, updatedBy: _b, ...data } = item as ReviewedItem & { plannedAt?: string | null }
  const planned = 'plannedAt' in data && typeof data.plannedAt === 'string' ? data.plannedAt : null
  const publishedAt = item.publishedAt ?? planned ?? at
  const module = COLLECTION_MODULES[input.collection]
  const dated = withEnglishDate(module, { ...data, publishedAt, ...('plannedAt' in data ? { plannedAt: null } : {}) })
  let published: ReviewedItem
  try {
    published = (await store.update(input.collection, item.id, dated as never, { actor: input.actor.uid, expectedVersion: input.version })) as ReviewedItem
  } catch (error) {
    if (error instanceof StaleVersionError) return refuse(409, REVIEW_MSG.stale)
    if (error instanceof NotFoundError) return refuse(404, REVIEW_MSG.gone)
    throw error
  }
  const step = stepOf('approve', input.actor, input.text, at)
  const digest = contentDigest(published as unknown as Record<string, unknown>)
  const written = await writeReview(store, reviewId(input.collection, item.id), input.actor.uid, (current) => {
    // The item is published now: a review changed meanwhile (a new request) still records the approval.
    const data = current ? dataOf(current) : null
    return {
      ...(data ?? { collection: input.collection, itemId: item.id, itemTitle: itemTitle(item), reviewers: [input.actor.uid], requestedBy: '', requestedAt: null }),
      state: 'approved',
      waitingFor: [],
      approvedDigest: digest,
      steps: [...(data?.steps ?? []), step].slice(-REVIEW_STEPS_MAX),
    } as DataOf<'reviews'>
  })
  if ('refused' in written) return written.refused
  return { ok: true, review: written, item: published, step, kind: 'approve' }
}
