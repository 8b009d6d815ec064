/** The dashboard's profile list: search, filters, sort and pages, as pure functions. */
import { byName } from '../../../../shared/schemas/common'
import { DASHBOARD_PER_PAGE } from '../../../../shared/schemas/limits'
import type { Profile, ProfileKind } from '../../../../shared/schemas/types'

export interface ProfileFilters {
  q: string
  kind: '' | ProfileKind
  /** Practice area id: the spec's "filter by category" for profiles. */
  area: string
  page: number
}

/** Lowercase without diacritics, so "sitompul" finds "Sitompul" and "jose" finds "José". */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

/** Reads `?q=&kind=&area=&page=` leniently: anything unknown means "no filter" or page 1. */
export function parseProfileFilters(query: (name: string) => string | undefined): ProfileFilters {
  const kind = query('kind')
  const page = Number(query('page'))
  return {
    q: (query('q') ?? '').trim().slice(0, 100),
    kind: kind === 'attorney' || kind === 'staff' ? kind : '',
    area: (query('area') ?? '').trim().slice(0, 100),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  }
}


/**
 * The profiles matching the filters, sorted by name, cut to one page. The search runs in
 * memory over all profiles: a firm has tens to a few hundred people, one read of them all
 * is cheaper than a search index round trip (revisit past a few thousand).
 */
export function filterProfiles(profiles: Profile[], filters: ProfileFilters, perPage = DASHBOARD_PER_PAGE) {
  const needle = foldForSearch(filters.q)
  const matching = profiles
    .filter((p) => !needle || foldForSearch(p.name).includes(needle))
    .filter((p) => !filters.kind || p.kind === filters.kind)
    .filter((p) => !filters.area || p.practiceAreaIds.includes(filters.area))
    .sort(byName)
  const pages = Math.max(1, Math.ceil(matching.length / perPage))
  // A page past the end (after deletions) shows the last page rather than an empty table.
  const page = Math.min(filters.page, pages)
  return { items: matching.slice((page - 1) * perPage, page * perPage), total: matching.length, page, pages }
}
