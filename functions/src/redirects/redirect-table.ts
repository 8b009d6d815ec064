/**
 * The redirect table the 404 path consults (render/error-handling.tsx): every entry of the
 * `redirects` collection in memory, read once per render-cache generation (any content write
 * clears the cache, so a new redirect or a restored item is seen by the next request) and,
 * where instances do not see each other's writes (Firebase), at most `renderCacheMaxAgeMs` old.
 * A path no route answers costs one map lookup, never a store read per request.
 */
import type { Context } from 'hono'
import { pathOf } from '../../../shared/collections/redirects'
import type { RedirectKind } from '../../../shared/collections/redirects'
import { sameSitePath } from '../../../shared/site-path'
import type { AppEnv } from '../app-env'
import type { ContentStore } from '../backends/ports'
import type { RenderCache } from '../render/render-cache'

export type RedirectTable = ReadonlyMap<string, { to: string; kind: RedirectKind }>

/** Query parameters a list page reads as a slug (a category, a tag, a practice area): old values are redirected. */
export const SLUG_PARAMS = ['category', 'tag', 'area'] as const

/** Hops followed through entries that lead to entries (manual chains); more is treated as a loop. */
export const MAX_HOPS = 10

export type Resolution = { status: 301; location: string } | { status: 410 } | null

export async function readRedirectTable(store: ContentStore): Promise<RedirectTable> {
  const entries = await store.query('redirects')
  return new Map(entries.map((entry) => [entry.from, { to: entry.to, kind: entry.kind }]))
}

interface Match {
  /** The table key that matched (loops are found by it). */
  key: string
  to: string
  kind: RedirectKind
  /** The slug parameter that matched, when the key carries one. */
  param?: string
}

/** The entry for a path with its query: the path itself, else the path with one slug parameter (`/blogs?category=old`). */
function lookup(table: RedirectTable, path: string, search: URLSearchParams): Match | null {
  const direct = table.get(path)
  if (direct) return { key: path, ...direct }
  for (const name of SLUG_PARAMS) {
    const value = search.get(name)
    if (!value) continue
    const key = `${path}?${name}=${encodeURIComponent(value)}`
    const entry = table.get(key)
    if (entry) return { key, ...entry, param: name }
  }
  return null
}

/** A site path's query and fragment apart: `/a?b=1#c` → `/a`, `b=1`, `#c`. */
function split(target: string): { path: string; search: URLSearchParams; hash: string } {
  const hashAt = target.indexOf('#')
  const hash = hashAt === -1 ? '' : target.slice(hashAt)
  const bare = hashAt === -1 ? target : target.slice(0, hashAt)
  const queryAt = bare.indexOf('?')
  return { path: pathOf(bare), search: new URLSearchParams(queryAt === -1 ? '' : bare.slice(queryAt + 1)), hash }
}

/** The parameters of `first`, then those of `rest` that `first` does not set. */
function merged(first: URLSearchParams, rest: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(first)
  for (const [name, value] of rest) if (!first.has(name)) params.append(name, value)
  return params
}

/**
 * Where a request for `path?search` goes: a 301 to the end of its chain (a→b→c answers a→c
 * at once), a 410 when the chain reaches a deleted item, or null (a plain 404) when no entry
 * matches, the chain loops or its end is not a path on this site. The request's other query
 * parameters travel along (`?page=2`, campaign tags); the slug parameter that matched is
 * replaced by the target's.
 */
export function resolveRedirect(table: RedirectTable, path: string, search: URLSearchParams): Resolution {
  let match = lookup(table, path, search)
  let carried = new URLSearchParams(search)
  const seen = new Set<string>()
  for (let hop = 0; match && hop <= MAX_HOPS; hop++) {
    if (seen.has(match.key)) return null
    seen.add(match.key)
    if (match.param) carried.delete(match.param)
    if (match.kind === 'gone') return { status: 410 }
    const target = split(match.to)
    const next = lookup(table, target.path, target.search)
    carried = merged(target.search, carried)
    if (!next) {
      const query = carried.toString()
      // Checked again as it is answered, by the rule the form applies (shared/site-path.ts): an
      // entry saved before that rule, or written around the form, that leads off the site
      // (`//evil.example`) is no redirect. A 301 is kept by browsers, so it must never go out.
      const location = sameSitePath(`${target.path}${query ? `?${query}` : ''}${target.hash}`)
      return location ? { status: 301, location } : null
    }
    match = next
  }
  return null
}

interface Held {
  generation: number
  /** When this read stops being used (ms). */
  until: number
  table: Promise<RedirectTable>
}
const held = new WeakMap<RenderCache, Held>()

/**
 * While the store cannot be read, unknown paths answer a plain 404 from an empty table for this
 * long before the store is asked again: a burst of 404s during an outage must not each wait for
 * the store's deadline (a few seconds on Firebase).
 */
export const FAILED_READ_HOLD_MS = 10_000

/** The table for this request: the read kept for the render cache's current generation, or a new one. */
export function redirectTableFor(c: Context<AppEnv>): Promise<RedirectTable> {
  const cache = c.get('cache')
  const now = c.get('now').getTime()
  const maxAgeMs = c.get('config').renderCacheMaxAgeMs ?? Number.POSITIVE_INFINITY
  const current = held.get(cache)
  if (current && current.generation === cache.generation && now < current.until) return current.table
  const entry: Held = { generation: cache.generation, until: now + maxAgeMs, table: readRedirectTable(c.get('backend').content) }
  held.set(cache, entry)
  entry.table.catch(() => {
    if (held.get(cache) === entry) held.set(cache, { generation: entry.generation, until: now + FAILED_READ_HOLD_MS, table: Promise.resolve(new Map()) })
  })
  return entry.table
}

/**
 * The loop a new entry `from → to` would close, as the addresses in order (`/a → /b → /a`), or
 * null: the chain from `to` is followed through the table and must not come back to `from`
 * (nor go round a loop of its own, which the 404 path would answer as no redirect).
 */
export function loopThrough(table: RedirectTable, from: string, to: string): string[] | null {
  const chain = [from]
  let current: string = to
  for (let hop = 0; hop <= MAX_HOPS + 1; hop++) {
    const target = split(current)
    chain.push(target.path)
    if (target.path === from || chain.indexOf(target.path) < chain.length - 1) return chain
    const next = lookup(table, target.path, target.search)
    if (!next || next.kind === 'gone') return null
    current = next.to
  }
  return chain
}
