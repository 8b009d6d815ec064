import type { SearchIndex, SearchType } from '../backends/ports'

/** At most this many matches are listed in a dashboard search, all asked for in one search. */
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
  // One page of ids only (no marks): one request to Algolia, where pages of 50 took up to ten.
  const result = await search.search('staff', {
    q,
    types: filters.types,
    categoryId: filters.categoryId,
    titleOnly: filters.titleOnly,
    perPage: STAFF_SEARCH_LIMIT,
    idsOnly: true,
  })
  return new Set(result.hits.map((hit) => hit.record.docId))
}
