/**
 * Live changes for dashboard lists and forms, whatever the backend:
 *
 *   const live = subscribeToChanges({ collections: ['blogs'], ids: visibleIds }, { onChange, onResync })
 *   …
 *   live.close()
 *
 * On the embedded backend the changes come as server-sent events (live-sse.ts); on Firebase
 * from Firestore listeners (live-firestore.ts), whose code and SDK load only then, like the
 * upload SDK, so the embedded dashboard's JavaScript barely grows. Which one runs follows the
 * configuration the server rendered into the page: where uploads go straight to Cloud Storage,
 * the site runs on Firebase.
 *
 * One subscription per page: each holds its own connection.
 */
import type { UploadTransportConfig } from '../../../../shared/browser-config'
import { readUploadConfig } from '../components/upload-transport'
import type { LiveChange } from './live-change'
import { subscribeWithEventSource } from './live-sse'

export interface LiveRequest {
  collections: string[]
  /**
   * Items the page shows. Server-sent events carry every change anyway; Firestore listeners
   * see the deletion of an item not saved since the page loaded only when it is named here.
   */
  ids?: { collection: string; id: string }[]
  /**
   * Per collection whose entries hold items of other collections (Sampah's): the item
   * collections the session reads, as the server gave them (ListView.liveScope). A Firestore
   * listener names them in its query, which firestore.rules require; server-sent events are
   * filtered by the server itself.
   */
  scope?: Record<string, readonly string[]>
}

export interface LiveHandlers {
  onChange(change: LiveChange): void
  /** Some changes could not be delivered (a long disconnection): reload what the page shows. */
  onResync?(): void
}

export interface LiveSubscription {
  close(): void
  /** The items the page shows now (after a refresh). */
  watchIds(ids: NonNullable<LiveRequest['ids']>): void
}

export function subscribeToChanges(request: LiveRequest, handlers: LiveHandlers, config: UploadTransportConfig = readUploadConfig()): LiveSubscription {
  if (typeof window === 'undefined') return { close() {}, watchIds() {} }
  if (config.transport !== 'cloud-storage') return subscribeWithEventSource(request, handlers)
  // An emulated stack (npm run dev:firebase) names the emulators the browser may reach; the
  // pure-JS Firestore emulator speaks only gRPC, which browsers cannot, so there the page is not
  // live rather than sending the emulator's tokens to production Firestore.
  const emulators = config.emulators as { firestore?: string } | undefined
  if (emulators && !emulators.firestore) return { close() {}, watchIds() {} }

  let inner: LiveSubscription | null = null
  let closed = false
  let ids = request.ids
  import('./live-firestore')
    .then(async ({ subscribeWithFirestore }) => {
      if (closed) return
      const subscription = await subscribeWithFirestore(config, { ...request, ids }, handlers)
      if (closed) subscription.close()
      else inner = subscription
    })
    .catch(() => {
      // The chunk could not load (offline, a new deploy) or sign-in failed: the page works
      // without live changes, and the stale-save refusal still guards its forms.
    })
  return {
    close() {
      closed = true
      inner?.close()
    },
    watchIds(next) {
      ids = next
      inner?.watchIds(next)
    },
  }
}
