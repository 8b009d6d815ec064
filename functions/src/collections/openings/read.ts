/**
 * The reads behind the public career pages: only openings the opening rule shows at `now`
 * (shared/opening-rule.ts), so a closed or past opening is gone from every public page by itself.
 * In English only openings with an English version, as English lists hold only the
 * posts and practice areas that have one (decision 30).
 */
import { CLOSING_FIELD, isOpenAt, openConstraints } from '../../../../shared/opening-rule'
import type { Lang } from '../../../../shared/i18n/langs'
import type { Opening } from '../../../../shared/schemas/types'
import type { ContentStore } from '../../backends/ports'
import { englishSlug } from '../../content/english-edition'

/** More than a firm ever advertises at once; the list is one page. */
export const OPENINGS_SHOWN = 100

/** The openings visitors of `lang`'s pages may see at `now`, soonest closing first. */
export async function openOpenings(store: ContentStore, now: Date, lang: Lang = 'id'): Promise<Opening[]> {
  const open = await store.query('openings', { where: openConstraints(now), orderBy: [{ field: CLOSING_FIELD, direction: 'asc' }], limit: OPENINGS_SHOWN })
  // A firm's open openings fit one read: filtered here rather than by one more indexed field.
  return lang === 'id' ? open : open.filter((opening) => englishSlug('openings', opening) !== null)
}

/** The opening at `slug` (its English slug on an English page) when visitors may see it at `now`, else null. */
export async function findOpenOpening(store: ContentStore, slug: string, now: Date, lang: Lang = 'id'): Promise<Opening | null> {
  const [opening] = await store.query('openings', { where: [{ field: lang === 'en' ? 'slugEn' : 'slug', op: '==', value: slug }], limit: 1 })
  if (!opening || !isOpenAt(opening, now)) return null
  return lang === 'id' || englishSlug('openings', opening) === slug ? opening : null
}
