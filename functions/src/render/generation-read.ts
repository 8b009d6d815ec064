/**
 * A read kept for each render cache's current generation: many requests arriving together share
 * it, and every render of the generation uses it. A save of any public document starts a new
 * generation (app.ts), as does another instance's save seen through the content version, so what
 * is kept is what is stored; a kept read is also dropped after the render cache's age limit, for
 * instances that do not receive every event. A failed read is not kept.
 */
import type { Context } from 'hono'
import type { AppEnv } from '../app-env'
import type { RenderCache } from './render-cache'

interface Held<T> {
  generation: number
  /** When the read started (the request clock, ms). */
  readAt: number
  value: Promise<T>
}

export function keptPerGeneration<T>(read: (c: Context<AppEnv>) => Promise<T>): (c: Context<AppEnv>) => Promise<T> {
  const held = new WeakMap<RenderCache, Held<T>>()
  return (c) => {
    const cache = c.get('cache')
    const now = c.get('now').getTime()
    const maxAgeMs = c.get('config').renderCacheMaxAgeMs ?? Number.POSITIVE_INFINITY
    const current = held.get(cache)
    if (current && current.generation === cache.generation && now - current.readAt < maxAgeMs) return current.value
    const entry: Held<T> = { generation: cache.generation, readAt: now, value: read(c) }
    held.set(cache, entry)
    entry.value.catch(() => {
      if (held.get(cache) === entry) held.delete(cache)
    })
    return entry.value
  }
}
