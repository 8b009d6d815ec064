import type { SearchIndex, SearchType } from '../backends/ports'

/** At most this many matches are listed in a dashboard search (50 pages of the index). */
export const STAFF_SEARCH_LIMIT = 500

/**
 * The ids of the documents a dashboard list search matches, through the same search port the
 * visitors' search uses (the `staff` index also holds scheduled items and staff profiles).
 * Null when there is nothing to search for, so the list shows everything.
 */
export async function staffSearchIds(
  search: SearchIndex,
  q: string,
  filters: { types: SearchType[]; categoryId?: string; titleOnly?: boolean },
): Promise<Set<string> | null> {
  if (!q.trim()) return null
  const ids = new Set<string>()
  for (let page = 0; ids.size < STAFF_SEARCH_LIMIT; page++) {
    const result = await search.search('staff', { q, types: filters.types, categoryId: filters.categoryId, titleOnly: filters.titleOnly, page, perPage: 50 })
    for (const hit of result.hits) ids.add(hit.record.docId)
    if (result.hits.length < 50) break
  }
  return ids
}
