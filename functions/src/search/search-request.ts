import type { SearchType } from '../backends/ports'
import { SLUG_MAX } from '../../../shared/schemas/limits'
import { SLUG_PATTERN } from '../../../shared/schemas/common'
import { MAX_SEARCH_QUERY_LENGTH, SEARCH_GROUPS } from '../../../shared/search'

export { MAX_SEARCH_QUERY_LENGTH }
/**
 * Raw input looked at: enough to fill the cap after runs of spaces collapse, without scanning
 * whatever a URL can carry (tens of kilobytes) on every request.
 */
const RAW_QUERY_SCAN = MAX_SEARCH_QUERY_LENGTH * 4
/** Pages of one type's results a visitor can ask for (the page's pagination never goes near). */
const PAGE_PATTERN = /^[1-9]\d{0,3}$/
/** The types a visitor can filter by: the search page's groups (staff profiles are never public). */
const TYPES: readonly SearchType[] = SEARCH_GROUPS.map((g) => g.type)

/**
 * The query as the search page, its cache key and the JSON results all use it: control
 * characters (NUL and the like, never text anyone meant) become spaces, runs of whitespace one
 * space, no space at either end, at most MAX_SEARCH_QUERY_LENGTH characters. Normalising twice
 * changes nothing, so `q=a%20%20b` and `q=a b` are one query and one cache entry.
 */
export function normaliseSearchQuery(raw: string | null | undefined): string {
  if (!raw) return ''
  const text = cutAt(raw, RAW_QUERY_SCAN)
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return cutAt(text, MAX_SEARCH_QUERY_LENGTH).trimEnd()
}

/** Cuts to `length` UTF-16 units without leaving half of a surrogate pair (an emoji) at the end. */
function cutAt(text: string, length: number): string {
  if (text.length <= length) return text
  const cut = text.slice(0, length)
  const last = cut.charCodeAt(cut.length - 1)
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut
}

/** What /search shows, from its URL; every other parameter is ignored. */
export interface SearchRequest {
  q: string
  type: SearchType | null
  /** Syntactically a slug; whether such a category exists is the page's business. */
  categorySlug: string | null
  /** 1 unless a type is chosen (only one type's results are paginated). */
  page: number
}

export function readSearchRequest(param: (name: string) => string | undefined): SearchRequest {
  const q = normaliseSearchQuery(param('q'))
  const typeParam = param('type')
  const type = TYPES.find((t) => t === typeParam) ?? null
  const categoryParam = param('category')
  const categorySlug = categoryParam && categoryParam.length <= SLUG_MAX && SLUG_PATTERN.test(categoryParam) ? categoryParam : null
  const pageParam = param('page')
  const page = type && q && pageParam && PAGE_PATTERN.test(pageParam) ? Number(pageParam) : 1
  return { q, type, categorySlug, page }
}

/**
 * The search cache's key: the request as the page reads it, so spellings of one search (spaces,
 * unknown or malformed parameters, a page number without a type) share one entry.
 */
export function searchCacheKey(path: string, request: SearchRequest): string {
  const params = new URLSearchParams()
  if (request.q) params.set('q', request.q)
  if (request.type) params.set('type', request.type)
  if (request.categorySlug) params.set('category', request.categorySlug)
  if (request.page > 1) params.set('page', String(request.page))
  return params.size ? `${path}?${params}` : path
}
