/**
 * Lines of the activity log that are not a content change (those the store writes with the
 * change itself): sign-ins, sign-outs, staff account changes, and whatever another feature
 * reports (a trash's purge). The log is never edited from the app: this appends.
 */
import type { ActivityAction, ActivityEntry, NewActivity } from '../../../shared/history'
import type { CollectionName, ContentStore } from '../backends/ports'

export type { ActivityAction, ActivityEntry }

/**
 * Appends one line: who (`actor`, a staff uid), what (`action`), on what (`collection` and
 * `itemId`, `itemTitle` as it is called now), from where (`address`). Waits until it is stored;
 * a store that cannot take it fails the call, so an action is never reported done unlogged.
 *
 *   await logActivity(store, { action: 'purge', actor: uid, collection: 'blogs', itemId, itemTitle })
 */
export function logActivity(
  store: Pick<ContentStore, 'appendActivity'>,
  entry: {
    action: ActivityAction
    actor: string
    collection?: CollectionName
    itemId?: string
    itemTitle?: string
    address?: string
    detail?: string
    /** When it happened (the request's clock); the store's now when absent. */
    at?: string
  },
): Promise<ActivityEntry> {
  return store.appendActivity(clean(entry))
}

/** Bounded text: a line of the log never carries more than a line's worth of what a user typed. */
function clean(entry: NewActivity): NewActivity {
  const cut = (value: string | undefined, max: number) => (value === undefined ? undefined : value.slice(0, max))
  return JSON.parse(
    JSON.stringify({ ...entry, itemTitle: cut(entry.itemTitle, 200), detail: cut(entry.detail, 300), address: cut(entry.address, 64) }),
  ) as NewActivity
}
