/** What deleting a practice area leaves behind in the orderings, and its removal. */
import { NotFoundError, StaleVersionError, type ContentStore } from '../backends/ports'
import { orderingId } from './orderings'

/** Rewrites of the order tried before giving up: each retry reads the order someone just saved. */
const ATTEMPTS = 3

export interface PracticeAreaOrderCleanup {
  /** The area's id was taken out of the `practice_areas` ordering. */
  order: boolean
  /** The area's team ordering (`practice_area_attorneys:{areaId}`) was deleted. */
  team: boolean
}

/**
 * Takes a deleted practice area out of the `practice_areas` ordering and deletes its
 * `practice_area_attorneys:{areaId}` ordering. The order is rewritten against the version just
 * read and read again when someone saved it meanwhile, so a concurrent reorder is never
 * overwritten (as collections/profiles/cleanup.ts does for a deleted profile). Public reads skip ids that no
 * longer exist, so a failure here leaves no page broken, only a stale id until the next save.
 */
export async function removeFromPracticeAreaOrder(store: ContentStore, areaId: string, actor: string): Promise<PracticeAreaOrderCleanup> {
  return { order: await dropFromOrder(store, areaId, actor), team: await deleteTeamOrder(store, areaId, actor) }
}

async function dropFromOrder(store: ContentStore, areaId: string, actor: string): Promise<boolean> {
  const id = orderingId('practice_areas')
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const current = await store.get('orderings', id)
    if (!current || !current.ids.includes(areaId)) return false
    try {
      await store.update(
        'orderings',
        id,
        { type: current.type, key: current.key, ids: current.ids.filter((other) => other !== areaId) },
        { actor, expectedVersion: current.version },
      )
      return true
    } catch (error) {
      if (error instanceof NotFoundError) return false
      if (!(error instanceof StaleVersionError)) throw error
    }
  }
  return false
}

async function deleteTeamOrder(store: ContentStore, areaId: string, actor: string): Promise<boolean> {
  try {
    await store.remove('orderings', orderingId('practice_area_attorneys', areaId), { actor })
    return true
  } catch (error) {
    if (error instanceof NotFoundError) return false
    throw error
  }
}
