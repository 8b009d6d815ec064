/**
 * When an item that can be a draft (a blog, a publication, a practice area) is public: once its
 * `publishedAt` is not after now. A draft has no `publishedAt` (null): no comparison with an
 * instant matches null, in SQLite, in Firestore's queries and in its rules alike, so a draft is
 * public nowhere by the same one rule (docs/decisions/0029-drafts.md). The one statement of that rule: public lists, single reads, feeds, the health check and
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

/** The English edition's publish field: the item's date while it has an English version (decision 30). */
export const PUBLISH_FIELD_EN = 'publishedAtEn'

/** A `where` clause of the ContentStore port (functions/src/backends/ports.ts). */
export interface PublishConstraint {
  field: typeof PUBLISH_FIELD | typeof PUBLISH_FIELD_EN
  op: typeof PUBLISH_OP | '>'
  value: string
}

function iso(now: Date | string): string {
  return typeof now === 'string' ? now : now.toISOString()
}

/**
 * The query constraint that keeps only items visitors may see at `now`: of the Indonesian
 * edition, or with `PUBLISH_FIELD_EN` of the English one (published and translated).
 */
export function publishedConstraint(now: Date | string, field: PublishConstraint['field'] = PUBLISH_FIELD): PublishConstraint {
  return { field, op: PUBLISH_OP, value: iso(now) }
}

/** The complement: items dated after `now` (scheduled), which visitors do not see yet. */
export function scheduledConstraint(now: Date | string): PublishConstraint {
  return { field: PUBLISH_FIELD, op: '>', value: iso(now) }
}

/** An item as visitors read it: published, so dated. */
export type Published<T extends { publishedAt: string | null }> = T & { publishedAt: string }

/** True when the item (or a bare publication instant) is public at `now`; a draft (null) never is. */
export function isPublishedAt<T extends { publishedAt: string | null }>(doc: T, now: Date | string): doc is Published<T>
export function isPublishedAt(doc: string | null, now: Date | string): boolean
export function isPublishedAt(doc: { publishedAt: string | null } | string | null, now: Date | string): boolean {
  const publishedAt = doc === null || typeof doc === 'string' ? doc : doc[PUBLISH_FIELD]
  return typeof publishedAt === 'string' && publishedAt <= iso(now)
}

/** Where an item stands: Draf (no date), Terjadwal (dated after now) or Terbit. */
export type PublishStatus = 'draft' | 'scheduled' | 'published'

/** What the dashboard calls each status (lists, filters, badges). */
export const PUBLISH_STATUS_LABELS: Record<PublishStatus, string> = { draft: 'Draf', scheduled: 'Terjadwal', published: 'Terbit' }

export const PUBLISH_STATUSES = Object.keys(PUBLISH_STATUS_LABELS) as PublishStatus[]

export function publishStatus(doc: { publishedAt: string | null }, now: Date | string): PublishStatus {
  if (doc[PUBLISH_FIELD] === null || doc[PUBLISH_FIELD] === undefined) return 'draft'
  return isPublishedAt(doc, now) ? 'published' : 'scheduled'
}

/**
 * What a save asks of an item that can be a draft: `publish` (Terbitkan, or Simpan on a
 * published one) or `draft` (Simpan draf, or Kembalikan ke draf). Sent by the form's submit
 * button as `intent`; a form without one keeps the item where it stands (a new item is published).
 */
export type PublishIntent = 'publish' | 'draft'

export function readPublishIntent(sent: unknown, existing: { publishedAt?: string | null } | null): PublishIntent {
  if (sent === 'publish' || sent === 'draft') return sent
  return existing && (existing[PUBLISH_FIELD] ?? null) === null ? 'draft' : 'publish'
}
