/**
 * The saved orders staff set (Urutan: the attorneys, each practice area's team), as the public
 * read model applies them to what it lists.
 */
import type { OrderingType } from '../../../shared/schemas/types'
import type { ContentStore } from '../backends/ports'

/** Document id of an ordering: `attorneys`, or `practice_area_attorneys:{areaId}`. */
export function orderingId(type: OrderingType, key?: string | null): string {
  return key ? `${type}:${key}` : type
}

/** The ids of an ordering, or an empty list when none was saved yet. */
export async function readOrdering(store: ContentStore, type: OrderingType, key?: string | null): Promise<string[]> {
  const doc = await store.get('orderings', orderingId(type, key))
  return doc?.ids ?? []
}

/**
 * Sorts items by an ordering: listed ids first in their saved order, then the rest
 * by the fallback comparator. Items added after the ordering was saved still appear.
 */
export function applyOrdering<T extends { id: string }>(items: T[], ids: string[], fallback: (a: T, b: T) => number): T[] {
  const position = new Map(ids.map((id, index) => [id, index]))
  return [...items].sort((a, b) => {
    const pa = position.get(a.id)
    const pb = position.get(b.id)
    if (pa !== undefined && pb !== undefined) return pa - pb
    if (pa !== undefined) return -1
    if (pb !== undefined) return 1
    return fallback(a, b)
  })
}
