/**
 * When a dated item (a blog or a publication) is public: once its `publishedAt` is not after
 * now. The one statement of that rule: public lists, single reads, feeds, the health check and
 * the search sync ask the store with `publishedConstraint`, single documents in hand are judged
 * with `isPublishedAt`, and firestore.rules states the same comparison for clients that read
 * Firestore directly (publish-rule.test.ts reads the rules file and fails when the two differ).
 *
 * Instants are compared as strings: the app stores them as `Date.toISOString()` writes them
 * (ISO 8601 in UTC, fixed width), and strings in that one format sort as the instants they name.
 */

/** The stored field that dates an item's publication. */
export const PUBLISH_FIELD = 'publishedAt'

/** An item is public when `PUBLISH_FIELD PUBLISH_OP now`. */
export const PUBLISH_OP = '<='

/** A `where` clause of the ContentStore port (functions/src/backends/ports.ts). */
export interface PublishConstraint {
  field: typeof PUBLISH_FIELD
  op: typeof PUBLISH_OP | '>'
  value: string
}

function iso(now: Date | string): string {
  return typeof now === 'string' ? now : now.toISOString()
}

/** The query constraint that keeps only items visitors may see at `now`. */
export function publishedConstraint(now: Date | string): PublishConstraint {
  return { field: PUBLISH_FIELD, op: PUBLISH_OP, value: iso(now) }
}

/** The complement: items dated after `now` (scheduled), which visitors do not see yet. */
export function scheduledConstraint(now: Date | string): PublishConstraint {
  return { field: PUBLISH_FIELD, op: '>', value: iso(now) }
}

/** True when the item (or a bare publication instant) is public at `now`. */
export function isPublishedAt(doc: { publishedAt: string } | string, now: Date | string): boolean {
  const publishedAt = typeof doc === 'string' ? doc : doc[PUBLISH_FIELD]
  return publishedAt <= iso(now)
}
