/**
 * Each collection's store spec (which fields are queried, unique, or arrays queried with
 * `array-contains`), derived from its module in shared/collections. The SQLite adapter builds its
 * indexes from this; firestore.indexes.json must cover it (tests/firebase/firestore-indexes.test.ts).
 */
import { COLLECTION_MODULES } from '../../../shared/collections'
import type { CollectionSpec } from '../../../shared/collections/define'
import type { CollectionName } from './ports'

export type { CollectionSpec }

export const COLLECTION_SPECS = Object.fromEntries(
  Object.entries(COLLECTION_MODULES).map(([name, module]) => [name, module.spec]),
) as Record<CollectionName, CollectionSpec>
