import type { Backend } from '../backends/ports'
import { alertOnChange } from './alert-planner'
import type { AlertQueue } from './alert-queue'

/**
 * The app's part of the client alerts: every committed write of a blog or publication
 * that publishes it makes its alert (alert-planner.ts), on both backends (the store's change
 * events of this process: every staff save goes through the app). Where the queue runs in this
 * process (the embedded server) it is woken at once; on Firebase the alert's creation starts the sender (sendQueuedAlerts).
 */
export function watchPublishing(backend: Pick<Backend, 'content' | 'events'>, deps: { now: () => Date; queue?: Pick<AlertQueue, 'kick'> }): () => void {
  return backend.events.subscribe(async (event) => {
    if (event.collection !== 'blogs' && event.collection !== 'publications') return
    if (await alertOnChange(event, { store: backend.content, now: deps.now })) deps.queue?.kick()
  })
}
