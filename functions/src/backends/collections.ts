/**
 * Each collection described once: which fields are queried (and so indexed),
 * which are unique and which are arrays queried with `array-contains`.
 * The SQLite adapter builds its indexes from this; firestore.indexes.json mirrors it.
 */
import type { CollectionName } from './ports'

export interface CollectionSpec {
  /** Scalar fields used in where/orderBy, each with its own index. */
  indexed: string[]
  /** Composite indexes (equality field first, then the sort field). */
  composite?: string[][]
  /** Fields whose value must be unique in the collection. */
  unique?: string[]
  /** Array fields queried with array-contains. */
  arrays?: string[]
}

export const COLLECTION_SPECS: Record<CollectionName, CollectionSpec> = {
  profiles: {
    indexed: ['slug', 'kind', 'name'],
    unique: ['slug'],
    arrays: ['practiceAreaIds'],
  },
  blogs: {
    indexed: ['slug', 'publishedAt', 'categoryId', 'title'],
    composite: [['categoryId', 'publishedAt']],
    unique: ['slug'],
    arrays: ['tagIds', 'authorIds'],
  },
  publications: {
    indexed: ['slug', 'publishedAt', 'categoryId', 'title'],
    composite: [['categoryId', 'publishedAt']],
    unique: ['slug'],
    arrays: ['tagIds', 'authorIds'],
  },
  categories: { indexed: ['slug', 'name'], unique: ['slug'] },
  tags: { indexed: ['slug', 'name'], unique: ['slug'] },
  practiceAreas: { indexed: ['slug', 'name'], unique: ['slug'] },
  orderings: { indexed: ['type'] },
}
