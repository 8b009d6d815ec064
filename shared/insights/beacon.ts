/**
 * Statistik's beacon, as the browser sends it and the server reads it (docs/insights.md): a POST
 * to INSIGHTS_BEACON_PATH of a few bytes, either the path and query of a page the script swapped
 * in (`/search?q=pajak`, text: docs/decisions/0064-count-where-served.md) or the JSON below
 * (docs/decisions/0061-private-insights.md).
 */

/** Where the beacon goes; `INSIGHTS_PIXEL_PATH` is the image a page without scripts loads instead. */
export const INSIGHTS_BEACON_PATH = '/api/insights'
export const INSIGHTS_PIXEL_PATH = '/api/insights/p.gif'

/** The most bytes a beacon's body may have: a path, a host, a query and a count fit in far less. */
export const INSIGHTS_BEACON_MAX_BYTES = 1024

/**
 * What a beacon says:
 * - `p`: the page's path (no query);
 * - `r`: the host of the site the visitor came from, only on the first page of a visit (the
 *   browser keeps `document.referrer` across the pages it swaps in);
 * - `q`, `n`: on a search page, its query and how many results it found.
 */
export interface BeaconBody {
  p: string
  r?: string
  q?: string
  n?: number
}
