/**
 * When a blog or publication becomes a client alert: at the moment it is published,
 * if staff chose **Kirim sebagai peringatan klien** on it, or left it on Otomatis and its category
 * is one Pengaturan Situs sends by default. Two ways reach that moment, and both end in the same
 * idempotent create (the alert's id is `{collection}-{postId}`, so an item never has two):
 * - a save that publishes it (Terbitkan, or a date not ahead): the app's change listener, right
 *   after the write commits (`alertOnChange`);
 * - a scheduled item whose date arrives with no write at all: the sweep, which looks at items
 *   dated since its last run (`sweepNewlyPublished`, a checkpoint in the store's meta records),
 *   so a server that was down when a date passed catches up on its next run.
 * An item published before (a restore from Sampah, a save of a published item) is not news, and
 * changing the category setting sends nothing already published; only choosing Ya on a
 * published item that never went out sends it then.
 */
import { SETTINGS_ID } from '../../../shared/collections/settings'
import type { SendAlertChoice } from '../../../shared/collections/alerts'
import { isPublishedAt } from '../../../shared/publish-rule'
import type { Alert, Blog, Publication, Settings } from '../../../shared/schemas/types'
import { UniqueConstraintError, type ChangeEvent, type ContentStore } from '../backends/ports'

export type PostCollection = 'blogs' | 'publications'

/** The store's record of how far the sweep has looked (`readMeta`). */
export const ALERT_SWEEP_META_KEY = 'alertSweep'

/** The alert of an item: one per item, ever. */
export function alertIdOf(collection: PostCollection, postId: string): string {
  return `${collection}-${postId}`
}

/** The item's choice (a document written before client alerts has none: Otomatis). */
function choiceOf(post: Pick<Blog, 'sendAlert'> | { sendAlert?: unknown }): SendAlertChoice {
  const value = (post as { sendAlert?: unknown }).sendAlert
  return value === 'yes' || value === 'no' ? value : 'auto'
}

/** Why the item goes out as an alert, or null when it does not. */
export function alertReason(post: Blog | Publication, settings: Pick<Settings, 'alertCategoryIds'> | null): Alert['reason'] | null {
  const choice = choiceOf(post)
  if (choice === 'yes') return 'chosen'
  if (choice === 'no') return null
  return (settings?.alertCategoryIds ?? []).includes(post.categoryId) ? 'category' : null
}

/** Creates the item's alert (state `preparing`, for the queue); null when it already has one. */
export async function ensureAlert(store: ContentStore, collection: PostCollection, post: Blog | Publication, reason: Alert['reason']): Promise<Alert | null> {
  try {
    return await store.create(
      'alerts',
      { collection, postId: post.id, title: post.title, reason, state: 'preparing', recipients: 0, finishedAt: null, counts: null, digest: null },
      { actor: 'system', id: alertIdOf(collection, post.id) },
    )
  } catch (error) {
    if (error instanceof UniqueConstraintError) return null
    throw error
  }
}

/**
 * The change listener's part: an alert when this write published the item (it was a draft or
 * scheduled, or it is new), or when staff chose Ya on a published item. True when one was made.
 */
export async function alertOnChange(event: ChangeEvent, deps: { store: ContentStore; now: () => Date }): Promise<boolean> {
  if (event.collection !== 'blogs' && event.collection !== 'publications') return false
  const after = event.after as Blog | Publication | null
  if (!after) return false
  const now = deps.now()
  if (!isPublishedAt(after, now)) return false
  const before = event.before as Blog | Publication | null
  // A new document is version 1; a document put back from Sampah arrives with no `before` too, but was published before.
  const published = before ? !isPublishedAt(before, now) : after.version === 1
  const chosenNow = choiceOf(after) === 'yes' && before !== null && choiceOf(before) !== 'yes'
  if (!published && !chosenNow) return false
  const settings = await deps.store.get('settings', SETTINGS_ID)
  const reason = alertReason(after, settings)
  if (!reason) return false
  return (await ensureAlert(deps.store, event.collection, after, reason)) !== null
}

/**
 * The sweep's part: items whose publication date falls after the last run and not after now
 * (scheduled items reaching their date) get their alert. The first run only starts the record:
 * nothing published before the feature existed goes out.
 */
export async function sweepNewlyPublished(store: ContentStore, now: Date): Promise<number> {
  const nowIso = now.toISOString()
  const mark = await store.readMeta(ALERT_SWEEP_META_KEY)
  const since = typeof mark?.until === 'string' ? mark.until : null
  let created = 0
  if (since !== null && since < nowIso) {
    const settings = await store.get('settings', SETTINGS_ID)
    for (const collection of ['blogs', 'publications'] as const) {
      const posts = await store.query(collection, {
        where: [
          { field: 'publishedAt', op: '>', value: since },
          { field: 'publishedAt', op: '<=', value: nowIso },
        ],
      })
      for (const post of posts) {
        const reason = alertReason(post, settings)
        if (reason && (await ensureAlert(store, collection, post, reason))) created++
      }
    }
  }
  if (since === null || since < nowIso) await store.writeMeta(ALERT_SWEEP_META_KEY, { until: nowIso })
  return created
}
