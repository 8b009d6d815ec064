/**
 * The public pages of a collection that has them, served by one frame: its list at
 * `COLLECTION_PATHS[collection]` and an item's page at `itemRoute(collection)` (shared/urls.ts).
 * app.ts mounts the frame's routes in both editions, at `/` and under `/en`, and `c.get('lang')`
 * says which the request is in; a collection's module gives the loader and view of each page.
 *
 * What every such page shares is here: the page renderer, the render cache (keyed by the list's
 * own query parameters, or by its own key), and the 404 of an item not found. That 404 is a bare
 * one on purpose: the error handler looks the address up in the redirect table first, so a
 * renamed item's old slug answers 301 to its new page and a deleted one's 410 Gone
 * (render/error-handling.tsx). Each view names its page in the other language itself
 * (`alternates` in its head): the loaders read them with the item.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { COLLECTION_PATHS, itemRoute, type PublicCollection } from '../../../shared/urls'
import type { AppEnv } from '../app-env'
import { cachedPage } from '../render/cached-page'
import { pageRenderer } from '../render/page-renderer'
import { notFound } from '../routes/not-found'

type Rendered = Response | Promise<Response>

/** A collection's list page. */
export interface PublicListPage {
  /** The query parameters that make another page of the list (the cache's key); the rest are ignored. */
  query?: readonly string[]
  /** The list's own cache, when its key is more than those parameters' raw values. */
  cache?: MiddlewareHandler<AppEnv>
  render: (c: Context<AppEnv>) => Rendered
}

/** A collection's item page. */
export interface PublicDetailPage<T> {
  /**
   * What the page shows of the item at `slug` in the request's language (under /en the English
   * slug, where the collection translates it), or null when visitors may not see it.
   */
  load: (c: Context<AppEnv>, slug: string) => Promise<T | null>
  render: (c: Context<AppEnv>, found: T) => Rendered
}

/** What a collection's module declares of its public pages: a list, an item page, or both. */
export interface CollectionPublicPages<T> {
  collection: PublicCollection
  list?: PublicListPage
  detail?: PublicDetailPage<T>
}

/** The routes of one collection's public pages, to mount at `/` and under `/en`. */
export function publicRoutes<T>(pages: CollectionPublicPages<T>): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const { collection, list, detail } = pages
  if (list) {
    app.get(COLLECTION_PATHS[collection], pageRenderer, list.cache ?? cachedPage(list.query ?? []), (c) => list.render(c))
  }
  if (detail) {
    app.get(itemRoute(collection), pageRenderer, cachedPage(), async (c) => {
      const found = await detail.load(c, c.req.param('slug'))
      if (found === null) notFound()
      return detail.render(c, found)
    })
  }
  return app
}

/** `?page=` as a positive integer: 1 when absent, null for anything else (a page that does not exist). */
export function parsePage(value: string | undefined): number | null {
  if (value === undefined || value === '') return 1
  if (!/^[1-9]\d{0,5}$/.test(value)) return null
  return Number(value)
}
