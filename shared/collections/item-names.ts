/**
 * What Log Aktivitas and Riwayat call an item: the name staff see in the dashboard. A document
 * whose id is a place (a fixed page, an ordering) is named by its module (CollectionLabels.item:
 * "Tentang Kami", "Urutan advokat"), never by its id; any other by its title or name.
 */
import { itemTitle } from '../history'
import type { CollectionName } from '../schemas/types'
import { COLLECTION_MODULES } from '.'
import type { CollectionLabels, ItemName } from './define'

/** The module's name for a document id, or null when its module names documents by their content. */
export function fixedItemName(collection: CollectionName, id: string): ItemName | null {
  const labels = COLLECTION_MODULES[collection]?.labels as CollectionLabels | undefined
  return labels?.item?.(id) ?? null
}

/**
 * An item's name as the log stores it and Riwayat heads it; undefined for personal data, which
 * is named by nothing but its id (shared/history.ts).
 */
export function itemName(collection: CollectionName, doc: Record<string, unknown> | null | undefined, id: string): string | undefined {
  return fixedItemName(collection, id)?.name ?? itemTitle(collection, doc, id)
}
