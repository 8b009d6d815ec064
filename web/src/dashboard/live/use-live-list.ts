/**
 * Keeps a dashboard list current: when another staff member creates, saves or deletes an item
 * of its collections, the list's rows are fetched again (the page's own data, with its search,
 * filter and page) and a short notice says what changed. A burst of changes is one refresh.
 * The user's own saves (another tab) refresh quietly.
 */
import { useEffect, useRef } from 'react'
import { listNotice, type LiveChange } from './live-change'
import { useLivePage } from './live-page'
import { subscribeToChanges, type LiveRequest, type LiveSubscription } from './live-updates'

/** Changes arriving this close together are shown with one refresh. */
export const REFRESH_DEBOUNCE_MS = 300

export function useLiveList(collections: readonly string[], ids: readonly { collection: string; id: string }[], scope?: LiveRequest['scope']) {
  const live = useLivePage()
  const subscription = useRef<LiveSubscription | null>(null)
  const key = collections.join(',')
  // The scope comes with the page's data: the same on every refresh, but a new object each time.
  const scopeKey = JSON.stringify(scope ?? null)

  useEffect(() => {
    // A list that follows no collection (its items change only by its own forms) subscribes to none.
    if (!live || !key) return
    let pending: LiveChange[] = []
    let timer: number | undefined
    let stopped = false
    const flush = async () => {
      const changes = pending
      pending = []
      const status = await live.refresh()
      if (stopped) return
      if (status === 'signed-out') return subscription.current?.close()
      // The page could not be fetched again (offline, or it answers a form that was sent): say
      // so rather than show rows that are out of date without a word.
      const text = listNotice(changes, status === 'ok')
      if (text) live.announce(text)
    }
    const schedule = () => {
      window.clearTimeout(timer)
      timer = window.setTimeout(() => void flush(), REFRESH_DEBOUNCE_MS)
    }
    subscription.current = subscribeToChanges(
      { collections: key.split(','), ids: [...ids], ...(scope ? { scope } : {}) },
      {
        onChange(change) {
          pending.push(change)
          schedule()
        },
        // Changes were missed: the rows are fetched again, without a notice (nobody to name).
        onResync: schedule,
      },
    )
    return () => {
      stopped = true
      window.clearTimeout(timer)
      subscription.current?.close()
      subscription.current = null
    }
    // The ids are followed by watchIds below, without a new connection.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [live, key, scopeKey])

  const idsKey = ids.map((item) => `${item.collection}/${item.id}`).join(',')
  useEffect(() => {
    subscription.current?.watchIds([...ids])
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [idsKey])
}
