/**
 * What a committed change leaves in the history (shared/history.ts), decided once for both
 * adapters: a revision for the collections staff edit, and a line of the activity log when a
 * person made it. The adapters write both in the transaction of the change itself, so a change
 * that committed always has them and a refused one never does.
 */
import { itemName } from '../../../shared/collections/item-names'
import { PRIVATE_COLLECTIONS } from '../../../shared/collections/private'
import {
  REVISIONED_COLLECTIONS,
  SYSTEM_ACTORS,
  historyId,
  type ActivityEntry,
  type NewActivity,
  type Revision,
  type RevisionAction,
  type RevisionSummary,
} from '../../../shared/history'
import type { CollectionName } from '../../../shared/schemas/types'

export interface ChangeRecords {
  revision: Revision | null
  activity: ActivityEntry | null
}

/** Collections whose changes by a person are logged though they keep no revision. */
const LOGGED_WITHOUT_REVISION: ReadonlySet<CollectionName> = new Set<CollectionName>(['orderings'])

/**
 * The records of one change. `doc` is the document after the change, or, for a delete, as it
 * was. Personal data (inquiries, applications) is logged only when deleted, and by id alone:
 * the log outlives it, and opening an inquiry (which marks it read) is no event.
 */
export function changeRecords(input: {
  collection: CollectionName
  action: RevisionAction
  doc: Record<string, unknown> & { id: string; version: number }
  actor: string
  at: string
}): ChangeRecords {
  const { collection, action, doc, actor, at } = input
  const id = historyId(at)
  const revision: Revision | null = REVISIONED_COLLECTIONS.has(collection)
    ? { id, at, collection, docId: doc.id, version: doc.version, action, actor, doc }
    : null
  const person = !SYSTEM_ACTORS.has(actor)
  const logged =
    REVISIONED_COLLECTIONS.has(collection) || LOGGED_WITHOUT_REVISION.has(collection) || (PRIVATE_COLLECTIONS.has(collection) && action === 'delete')
  const title = itemName(collection, doc, doc.id)
  const activity: ActivityEntry | null =
    person && logged ? { id, at, action, actor, collection, itemId: doc.id, ...(title !== undefined ? { itemTitle: title } : {}) } : null
  return { revision, activity }
}

/** A log line ready to store: its id from its instant (now unless given). */
export function activityRecord(entry: NewActivity, now: Date): ActivityEntry {
  const at = entry.at ?? now.toISOString()
  const { at: _at, ...rest } = entry
  // Stored as JSON keeps it: no undefined values.
  return JSON.parse(JSON.stringify({ id: historyId(at), at, ...rest })) as ActivityEntry
}

/** A revision without its document. */
export function summaryOf(revision: Revision): RevisionSummary {
  const { doc: _doc, ...summary } = revision
  return summary
}

/** Upper bound of a string range that holds every value starting with the prefix before it. */
export const RANGE_END = '\uffff'
