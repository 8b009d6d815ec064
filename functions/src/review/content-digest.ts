/**
 * What an approval covers (docs/decisions/0051-review-before-publishing.md): a digest of the
 * item as readers would see it, without what changes by publishing it (the dates) or by the
 * store (version, who saved last). A save whose digest differs from the approved one changed
 * what was approved, and needs approval again.
 */
import { createHash } from 'node:crypto'
import { TRANSLATION_SOURCE } from '../../../shared/collections/define'
import { ENGLISH_STATE, IS_DRAFT, LISTED_AT } from '../../../shared/post-list-order'

/** Keys that say when or by whom, not what: publishing an approved item changes them. */
const NOT_CONTENT = new Set(['id', 'version', 'createdAt', 'updatedAt', 'updatedBy', 'publishedAt', 'publishedAtEn', 'plannedAt', LISTED_AT, IS_DRAFT, ENGLISH_STATE, TRANSLATION_SOURCE])

/** Absent, null, empty text and empty lists read the same: a field added later changes nothing. */
const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)

/** JSON with every object's keys sorted, so the same content gives the same text whatever the store's order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical)
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => !isEmpty(v))
    return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, v]) => [k, canonical(v)]))
  }
  return value
}

/** The digest of an item's content (SHA-256, hex). */
export function contentDigest(doc: Record<string, unknown>): string {
  const content = Object.fromEntries(Object.entries(doc).filter(([key]) => !NOT_CONTENT.has(key)))
  return createHash('sha256').update(JSON.stringify(canonical(content))).digest('hex')
}
