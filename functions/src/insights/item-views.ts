/**
 * The one read behind "Dilihat 123 kali dalam 30 hari terakhir" on an item's form: its page's
 * views in both languages over the last 30 days (docs/decisions/0062-insights-dashboard.md).
 */
import { localePath } from '../../../shared/i18n/langs'
import { lastDays, insightsDay } from '../../../shared/insights/types'
import type { CollectionName } from '../../../shared/schemas/types'
import type { Backend } from '../backends/ports'
import { addressPaths } from '../redirects/public-paths'
import { eventUrl } from '../../../shared/urls'

export const ITEM_VIEWS_DAYS = 30

/** The paths an item's views are counted under: its page and its English page. */
export function itemPagePaths(collection: CollectionName, item: object): string[] {
  const doc = item as Record<string, unknown>
  // A page built from blocks lives at its own path, the same under /en.
  if (collection === 'blockPages') return typeof doc.path === 'string' && doc.path ? [doc.path, localePath('en', doc.path)] : []
  // An event has one slug in both editions (docs/decisions/0058-events.md).
  if (collection === 'events') return typeof doc.slug === 'string' && doc.slug ? [eventUrl(doc.slug), localePath('en', eventUrl(doc.slug))] : []
  const paths = addressPaths(collection, item)
  return [paths.page, paths['en:page']].filter((path): path is string => Boolean(path))
}

/**
 * The item's views in the last 30 days, or null: a new item, a collection without pages, no
 * counters on this backend, or a read that failed (the form opens regardless).
 */
export async function itemViews(backend: Pick<Backend, 'insights'>, collection: CollectionName, item: object | null, now: Date): Promise<number | null> {
  if (!item || !backend.insights) return null
  const paths = itemPagePaths(collection, item)
  if (paths.length === 0) return null
  try {
    return (await backend.insights.pathViews(paths, lastDays(insightsDay(now), ITEM_VIEWS_DAYS))).total
  } catch {
    return null
  }
}
