/**
 * Who an item's alert goes to, and why (docs/decisions/0060-regulation-alerts.md): each matching
 * active subscriber once, however many of their interests the item meets (its category, a
 * practice area, a regulation it links). The queue makes one record per recipient from this list
 * (`{alertId}.{subscriberId}`), so a subscriber who follows both the item's practice area and a
 * regulation it links gets one email, which names the regulation.
 */
import { followedRegulationsOf, matchesInterests, type Interests, type ItemInterests } from '../../../shared/alert-reach'

export interface AlertRecipient<S> {
  subscriber: S
  /** The item's linked regulations this subscriber follows (empty when another interest, or none chosen, matched). */
  followed: string[]
}

/** The recipients among `subscribers` of an item: one entry per subscriber id, in the order first met. */
export function planRecipients<S extends Interests & { id: string }>(subscribers: readonly S[], item: ItemInterests): AlertRecipient<S>[] {
  const byId = new Map<string, AlertRecipient<S>>()
  for (const subscriber of subscribers) {
    if (byId.has(subscriber.id) || !matchesInterests(subscriber, item)) continue
    byId.set(subscriber.id, { subscriber, followed: followedRegulationsOf(subscriber, item) })
  }
  return [...byId.values()]
}
