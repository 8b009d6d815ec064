/**
 * What staff are told about a post's client alert (docs/alerts.md): on its form, what the choice
 * will do for this item (AlertReach, shared/alert-reach.ts); after its save, what was queued
 * (`alertOutcome`, said by the save's notice). Both count with the queue's own rule.
 */
import { matchesInterests, type AlertReach } from '../../../shared/alert-reach'
import { SETTINGS_ID } from '../../../shared/collections/settings'
import type { AlertOutcome } from '../../../shared/notices'
import { publishStatus } from '../../../shared/publish-rule'
import type { Blog, Publication } from '../../../shared/schemas/types'
import type { ContentStore } from '../backends/ports'
import { itemPracticeAreas } from './alert-context'
import { alertIdOf, alertReason, type PostCollection } from './alert-planner'

type Post = Blog | Publication

function activeSubscribers(store: ContentStore) {
  return store.query('subscribers', { where: [{ field: 'status', op: '==', value: 'active' }] })
}

/** What the post form needs to say what its alert choice will do; `authorIds` are the authors it offers. */
export async function alertReachFor(store: ContentStore, collection: PostCollection, existing: Post | null, authorIds: readonly string[], admin: boolean): Promise<AlertReach> {
  const [settings, subscribers, authors, alert] = await Promise.all([
    store.get('settings', SETTINGS_ID),
    activeSubscribers(store),
    store.getMany('profiles', [...new Set(authorIds)]),
    existing ? store.get('alerts', alertIdOf(collection, existing.id)) : null,
  ])
  const groups = new Map<string, AlertReach['groups'][number]>()
  for (const subscriber of subscribers) {
    const categoryIds = [...subscriber.categoryIds].sort()
    const practiceAreaIds = [...subscriber.practiceAreaIds].sort()
    const regulationIds = [...(subscriber.regulationIds ?? [])].sort()
    const lang = subscriber.lang === 'en' ? 'en' : 'id'
    const key = JSON.stringify([categoryIds, practiceAreaIds, regulationIds, lang])
    const group = groups.get(key)
    if (group) group.count++
    else groups.set(key, { categoryIds, practiceAreaIds, ...(regulationIds.length ? { regulationIds } : {}), lang, count: 1 })
  }
  return {
    autoCategoryIds: settings?.alertCategoryIds ?? [],
    groups: [...groups.values()],
    authorAreas: Object.fromEntries(authors.map((author) => [author.id, author.practiceAreaIds])),
    // While its recipients are being listed the count is not known yet: the ones matching now.
    sent: alert ? { recipients: alert.state === 'preparing' ? await recipientsOf(store, existing!) : alert.recipients, at: alert.createdAt } : null,
    settingsHref: admin ? '/dashboard/settings' : null,
  }
}

/** How many active subscribers the item reaches now, by the queue's rule. */
export async function recipientsOf(store: ContentStore, post: Post): Promise<number> {
  const [subscribers, areaIds] = await Promise.all([activeSubscribers(store), itemPracticeAreas(store, post)])
  return subscribers.filter((subscriber) => matchesInterests(subscriber, { categoryId: post.categoryId, areaIds, regulationIds: post.regulationIds ?? [] })).length
}

/** Whether the item has its alert (it goes once, ever): read before a save, to tell one this save queued. */
export async function hasAlert(store: ContentStore, collection: PostCollection, post: Post | null): Promise<boolean> {
  return post ? (await store.get('alerts', alertIdOf(collection, post.id))) !== null : false
}

/**
 * What the save of `after` did with its alert, for the save's notice; null when there is nothing
 * to say (a draft, a save of an item already published that queued nothing, Jangan kirim). The
 * alert itself was queued by the store's change listener (watch-publishing.ts) before the save
 * returned: one that exists now and did not before is this save's.
 */
export async function alertOutcome(store: ContentStore, collection: PostCollection, before: Post | null, after: Post, hadAlert: boolean, now: Date): Promise<AlertOutcome | null> {
  const status = publishStatus(after, now)
  if (status === 'draft' || hadAlert) return null
  if (status === 'published') {
    if (await hasAlert(store, collection, after)) {
      const count = await recipientsOf(store, after)
      return count > 0 ? { kind: 'sent', count } : { kind: 'none' }
    }
    const publishedNow = !before || publishStatus(before, now) !== 'published'
    if (!publishedNow) return null
    return offByCategory(store, after, 'off')
  }
  // Scheduled: it goes when its date comes, to whoever matches then.
  const settings = await store.get('settings', SETTINGS_ID)
  if (alertReason(after, settings)) return { kind: 'later', count: await recipientsOf(store, after) }
  return offByCategory(store, after, 'off-later')
}

/**
 * Otomatis on an item whose category the settings do not send: said when someone would have
 * received it (a firm without matching subscribers is not told about alerts at every save).
 */
async function offByCategory(store: ContentStore, post: Post, kind: 'off' | 'off-later'): Promise<AlertOutcome | null> {
  if ((post as { sendAlert?: string }).sendAlert === 'no') return null
  const settings = await store.get('settings', SETTINGS_ID)
  if (alertReason(post, settings) !== null) return null
  const count = await recipientsOf(store, post)
  return count > 0 ? { kind, count } : null
}
