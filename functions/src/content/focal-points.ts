/**
 * The focal points of Pustaka Media's images, for the crops of the public pages
 * (docs/decisions/0043-media-library.md): which part of each image a `object-fit: cover` box
 * keeps. Only entries whose point is not the middle matter: the store marks them at every write
 * (`focalMoved`, backends/derived-fields.ts), so one query finds every one of them, however large
 * the library (it took four range reads, left of, right of, above and below the middle).
 *
 * Held per backend and dropped only when a library entry changes (or after the render cache's
 * age limit, for instances that miss other instances' events), so a page render reads nothing
 * for it: a save of a post does not move any image's focus.
 */
import type { Context } from 'hono'
import type { FocalPoint } from '../../../shared/focal-point'
import type { AppEnv } from '../app-env'
import type { Backend, ContentStore } from '../backends/ports'

/** Focal points by file path (`{folder}/{name}`), only those that are not the middle. */
export type FocalPoints = ReadonlyMap<string, FocalPoint>

/** Every library entry whose focal point is not the middle, by its file's path. */
export async function readFocalPoints(store: ContentStore): Promise<FocalPoints> {
  const moved = await store.query('media', { where: [{ field: 'focalMoved', op: '==', value: true }] })
  const points = new Map<string, FocalPoint>()
  for (const entry of moved) points.set(entry.path, { x: entry.focalX, y: entry.focalY })
  return points
}

interface Held {
  readAt: number
  points: Promise<FocalPoints>
}

const held = new WeakMap<Backend, Held>()
const watched = new WeakSet<Backend>()

/**
 * The focal points for this request's render: the kept read, or a new one (requests arriving
 * together share it). Never fails a page: a failed read gives no focal points (every crop
 * centred, as before they existed) and is not kept.
 */
export function focalPointsFor(c: Context<AppEnv>): Promise<FocalPoints> {
  const backend = c.get('backend')
  if (!watched.has(backend)) {
    watched.add(backend)
    backend.events.subscribe((event) => {
      if (event.collection === 'media') held.delete(backend)
    })
  }
  const now = c.get('now').getTime()
  const maxAgeMs = c.get('config').renderCacheMaxAgeMs ?? Number.POSITIVE_INFINITY
  const current = held.get(backend)
  if (current && now - current.readAt < maxAgeMs) return current.points
  const entry: Held = {
    readAt: now,
    points: readFocalPoints(backend.content).catch(() => {
      if (held.get(backend) === entry) held.delete(backend)
      return new Map()
    }),
  }
  held.set(backend, entry)
  return entry.points
}
