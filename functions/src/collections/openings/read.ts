/**
 * The reads behind the public career pages: only openings the opening rule shows at `now`
 * (shared/opening-rule.ts), so a closed or past opening is gone from every public page by itself.
 */
import { CLOSING_FIELD, isOpenAt, openConstraints } from '../../../../shared/opening-rule'
import type { Opening } from '../../../../shared/schemas/types'
import type { ContentStore } from '../../backends/ports'

/** More than a firm ever advertises at once; the list is one page. */
export const OPENINGS_SHOWN = 100

/** The openings visitors may see at `now`, soonest closing first. */
export async function openOpenings(store: ContentStore, now: Date): Promise<Opening[]> {
  return store.query('openings', { where: openConstraints(now), orderBy: [{ field: CLOSING_FIELD, direction: 'asc' }], limit: OPENINGS_SHOWN })
}

/** The opening at `slug` when visitors may see it at `now`, else null. */
export async function findOpenOpening(store: ContentStore, slug: string, now: Date): Promise<Opening | null> {
  const [opening] = await store.query('openings', { where: [{ field: 'slug', op: '==', value: slug }], limit: 1 })
  return opening && isOpenAt(opening, now) ? opening : null
}
