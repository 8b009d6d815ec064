import type { CollectionName } from '../schemas/types'

/**
 * Collections of personal data visitors send (the client alerts' subscribers and their
 * per-recipient records, event registrations): on no public page, feed, sitemap,
 * search index or JSON-LD, read by staff only (firestore.rules). Their writes leave the render
 * cache alone: a page never shows them, and a stream of submissions must not cost every visitor
 * a freshly rendered page.
 */
export const PRIVATE_COLLECTIONS: ReadonlySet<CollectionName> = new Set<CollectionName>(['inquiries', 'applications', 'subscribers', 'alerts', 'alertDeliveries', 'registrations'])
