/** The one call every dashboard delete route makes: the item goes to Sampah (trash-item.ts). */
import type { Context } from 'hono'
import type { TrashableCollection } from '../../../shared/collections/trash'
import type { AppEnv } from '../app-env'
import { NotFoundError, StaleVersionError } from '../backends/ports'
import { moveToTrash, type Actor } from './trash-item'

/** The signed-in staff member as the trash records them. */
export function actorOf(c: Context<AppEnv>): Actor {
  const user = c.get('session')!.user
  return { uid: user.uid, name: user.displayName || user.email }
}

/**
 * Moves the item to the trash for the signed-in staff member: `moved`, `stale` (changed since
 * the version the list showed: nothing written) or `missing` (gone already: nothing to do).
 */
export async function trashFromRoute(c: Context<AppEnv>, collection: TrashableCollection, id: string, expectedVersion?: number): Promise<'moved' | 'stale' | 'missing'> {
  try {
    await moveToTrash(c.get('backend').content, collection, id, actorOf(c), { now: c.get('now'), ...(expectedVersion !== undefined ? { expectedVersion } : {}) })
    return 'moved'
  } catch (error) {
    if (error instanceof StaleVersionError) return 'stale'
    if (error instanceof NotFoundError) return 'missing'
    throw error
  }
}
