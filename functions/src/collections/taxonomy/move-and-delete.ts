/**
 * Deleting a category or tag still in use (decision 35): its blogs and publications
 * move to another category (a tag is merged into another: posts that had both keep one), then it
 * goes to Sampah, in one confirmed step. The items move in one store transaction (updateMany:
 * SQLite one, Firestore one per 100 items), each a new version with its revision and log line,
 * and their change events re-sync search and clear the render cache as any save does. The old
 * filter addresses then lead to the target's (`followMerge`).
 */
import type { CategoryData, TagData } from '../../../../shared/schemas/types'
import { NotFoundError, StaleVersionError, type BatchUpdate, type ContentStore, type DocOf } from '../../backends/ports'
import { followMerge } from '../../redirects/redirect-writes'
import { moveToTrash, type Actor } from '../../trash/trash-item'
import type { TaxonomyKind } from '../../../../web/src/dashboard/collections/taxonomy/list-page'

/** The post collections a category or tag is used by. */
const POSTS = ['blogs', 'publications'] as const

/** Rounds of "move what uses it": a post given the old term while the first round ran is moved by the next. */
const ROUNDS = 3

export type MoveOutcome =
  | { ok: true; moved: number; target: { id: string; name: string } }
  /** The term changed since the list showed it (renamed by someone): nothing written. */
  | { ok: false; reason: 'stale' }
  /** The term is gone already (deleted by someone else). */
  | { ok: false; reason: 'missing' }
  /** No target, the term itself, or a target gone meanwhile. */
  | { ok: false; reason: 'target' }
  /** Posts kept changing under the move: those moved stay moved, the term stays. */
  | { ok: false; reason: 'busy'; moved: number }

/** The query that finds the posts using a term. */
function usedBy(kind: TaxonomyKind, id: string) {
  return kind === 'categories' ? { field: 'categoryId', op: '==' as const, value: id } : { field: 'tagIds', op: 'array-contains' as const, value: id }
}

/** A post's data with `from` replaced by `to` (a tag list keeps each tag once). */
function moved(kind: TaxonomyKind, post: DocOf<'blogs'> | DocOf<'publications'>, from: string, to: string) {
  if (kind === 'categories') return { ...post, categoryId: to }
  const tagIds = [...new Set(post.tagIds.map((tagId) => (tagId === from ? to : tagId)))]
  return { ...post, tagIds }
}

/** The writes that move every post using the term now, each at the version read. */
async function movesOf(store: ContentStore, kind: TaxonomyKind, from: string, to: string): Promise<BatchUpdate[]> {
  const found = await Promise.all(POSTS.map(async (collection) => (await store.query(collection, { where: [usedBy(kind, from)] })).map((post) => ({ collection, post }))))
  return found.flat().map(({ collection, post }) => {
    const { id, version, createdAt: _c, updatedAt: _u, updatedBy: _b, ...data } = moved(kind, post, from, to)
    return { collection, id, data, expectedVersion: version } as BatchUpdate
  })
}

/**
 * Moves every post using term `id` to `targetId`, then moves the term to Sampah and leads its
 * filter addresses to the target's. `expectedVersion` is the term's version the confirmation
 * showed: a term changed since is refused before anything is written.
 */
export async function moveAndDelete(
  store: ContentStore,
  kind: TaxonomyKind,
  id: string,
  targetId: string,
  actor: Actor,
  options: { now: Date; expectedVersion?: number },
): Promise<MoveOutcome> {
  const term = (await store.get(kind, id)) as (DocOf<'categories'> & CategoryData) | (DocOf<'tags'> & TagData) | null
  if (!term) return { ok: false, reason: 'missing' }
  if (options.expectedVersion !== undefined && options.expectedVersion !== term.version) return { ok: false, reason: 'stale' }
  const target = targetId && targetId !== id ? await store.get(kind, targetId) : null
  if (!target) return { ok: false, reason: 'target' }

  let count = 0
  for (let round = 0; ; round++) {
    const writes = await movesOf(store, kind, id, target.id)
    if (writes.length === 0) break
    if (round === ROUNDS) return { ok: false, reason: 'busy', moved: count }
    try {
      count += (await store.updateMany(writes, { actor: actor.uid })).length
    } catch (error) {
      // A post saved between the read and the write: read again and move what is there now.
      if (!(error instanceof StaleVersionError)) throw error
    }
  }
  try {
    await moveToTrash(store, kind, id, actor, { now: options.now, expectedVersion: term.version })
  } catch (error) {
    // Renamed while its posts moved: they stay moved; the list shows it unused, to delete again.
    if (error instanceof StaleVersionError) return { ok: false, reason: 'stale' }
    if (error instanceof NotFoundError) return { ok: false, reason: 'missing' }
    throw error
  }
  await followMerge(store, kind, term, target, options.now, actor.uid)
  return { ok: true, moved: count, target: { id: target.id, name: target.name } }
}
