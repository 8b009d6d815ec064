/**
 * Every category, read once per render cache generation: the alerts form in every page's footer
 * lists them (alerts/form-context.ts), so each render queried them all. A save of any public
 * document starts a new generation (app.ts), as does another instance's save seen through the
 * content version, so the categories kept for the current generation are the stored ones; like the
 * site's read (site.ts) a kept read is also dropped after the render cache's age limit.
 */
import type { Context } from 'hono'
import type { Category } from '../../../shared/schemas/types'
import type { AppEnv } from '../app-env'
import type { RenderCache } from '../render/render-cache'
import { allCategories } from './public-content'

interface Held {
  generation: number
  /** When the read started (the request clock, ms). */
  readAt: number
  categories: Promise<Category[]>
}

const held = new WeakMap<RenderCache, Held>()

/** The categories for this request's render: the read kept for the generation, or a new one. A failed read is not kept. */
export function categoriesFor(c: Context<AppEnv>): Promise<Category[]> {
  const cache = c.get('cache')
  const now = c.get('now').getTime()
  const maxAgeMs = c.get('config').renderCacheMaxAgeMs ?? Number.POSITIVE_INFINITY
  const current = held.get(cache)
  if (current && current.generation === cache.generation && now - current.readAt < maxAgeMs) return current.categories
  const entry: Held = { generation: cache.generation, readAt: now, categories: allCategories(c.get('backend').content) }
  held.set(cache, entry)
  entry.categories.catch(() => {
    if (held.get(cache) === entry) held.delete(cache)
  })
  return entry.categories
}
