import type { Lang } from '../../../shared/i18n/langs'

/**
 * What Statistik counts when a page is served (docs/insights.md, server mode): the page as its
 * route names it, worked out once when the page is rendered and kept with its cached entry, so
 * a cache hit counts it without reading the page again.
 */
export interface PageView {
  /** The public path as counted (`countablePath`: no query, no trailing slash). */
  path: string
  lang: Lang
  /** On the search page: its query as counted (`normaliseQuery`) and how many results it found. */
  search?: { query: string; results: number }
}

/** The view each request's answer is, set while the full chain answers it (the renderer, the render cache). */
const views = new WeakMap<Request, PageView>()

/** Marks the answer to `request` as a view of `view` (only indexed public pages and searches are marked). */
export function markPageView(request: Request, view: PageView): void {
  views.set(request, view)
}

/** The view the full chain's answer to `request` is, if any. */
export function pageViewOf(request: Request): PageView | undefined {
  return views.get(request)
}
