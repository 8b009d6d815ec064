/**
 * Live changes on the embedded backend: an EventSource on /dashboard/events
 * (functions/src/routes/dashboard/events.ts).
 *
 * EventSource reconnects by itself after a dropped connection, sending the last id it saw
 * (Last-Event-ID), and the server replays what was missed. It gives up for good on any answer
 * other than a 200 event stream (HTML Living Standard, "Server-sent events": too many tabs
 * (429), a session that ended (204)); then this module tries again
 * later, less and less often, and at once when the tab is shown again. A tab hidden for a
 * minute closes its stream, so tabs left open in the background do not hold the browser's few
 * connections to the site (six per host over HTTP/1.1) or the server's stream slots.
 */
import { parseLiveChange } from './live-change'
import type { LiveHandlers, LiveRequest, LiveSubscription } from './live-updates'

export interface EventSourceLike {
  readonly readyState: number
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void
  close(): void
}

export interface SseDeps {
  createEventSource(url: string): EventSourceLike
  /** Visibility of the page (document), to close the stream of a hidden tab. */
  visibility?: { readonly visibilityState: string; addEventListener(type: 'visibilitychange', fn: () => void): void; removeEventListener(type: 'visibilitychange', fn: () => void): void }
  /** ms since the page started loading (performance.now()): changes of that time are asked for. */
  sinceLoadMs(): number
  setTimeout(fn: () => void, ms: number): unknown
  clearTimeout(timer: unknown): void
  random(): number
}

/** EventSource.CLOSED: the browser will not reconnect by itself. */
const CLOSED = 2
const HIDDEN_CLOSE_MS = 60_000
const FIRST_RETRY_MS = 15_000
const MAX_RETRY_MS = 5 * 60_000
/** Saves made while the page was loading and starting are asked for too (the server keeps two minutes). */
const LOAD_MARGIN_MS = 2_000

function browserDeps(): SseDeps {
  return {
    createEventSource: (url) => new EventSource(url),
    visibility: document,
    sinceLoadMs: () => performance.now(),
    setTimeout: (fn, ms) => window.setTimeout(fn, ms),
    clearTimeout: (timer) => window.clearTimeout(timer as number),
    random: Math.random,
  }
}

export function subscribeWithEventSource(request: LiveRequest, handlers: LiveHandlers, deps: SseDeps = browserDeps()): LiveSubscription {
  const collections = [...new Set(request.collections)].join(',')
  let source: EventSourceLike | null = null
  let cursor: string | null = null
  let stopped = false
  let failures = 0
  let retryTimer: unknown = null
  let hideTimer: unknown = null

  const url = () => {
    const base = `/dashboard/events?collections=${collections}`
    if (cursor) return `${base}&since=${encodeURIComponent(cursor)}`
    return `${base}&recent=${Math.min(120_000, Math.ceil(deps.sinceLoadMs()) + LOAD_MARGIN_MS)}`
  }

  const disconnect = () => {
    source?.close()
    source = null
  }

  const connect = () => {
    if (stopped || source) return
    deps.clearTimeout(retryTimer)
    retryTimer = null
    const es = deps.createEventSource(url())
    source = es
    const track = (event: MessageEvent<string>) => {
      if (event.lastEventId) cursor = event.lastEventId
    }
    es.addEventListener('ready', (event) => {
      track(event)
      failures = 0
    })
    es.addEventListener('change', (event) => {
      track(event)
      let change = null
      try {
        change = parseLiveChange(JSON.parse(event.data))
      } catch {
        // Not JSON: ignored, like any message this page does not understand.
      }
      if (change && request.collections.includes(change.collection)) handlers.onChange(change)
    })
    es.addEventListener('resync', (event) => {
      track(event)
      handlers.onResync?.()
    })
    es.addEventListener('end', () => {
      // The session ended: nothing more will come until the user signs in again.
      stop()
    })
    es.addEventListener('error', () => {
      if (es !== source || es.readyState !== CLOSED) return
      source = null
      const delay = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** failures) * (0.8 + 0.4 * deps.random())
      failures++
      retryTimer = deps.setTimeout(connect, delay)
    })
  }

  const onVisibility = () => {
    if (!deps.visibility) return
    if (deps.visibility.visibilityState === 'hidden') {
      deps.clearTimeout(hideTimer)
      hideTimer = deps.setTimeout(disconnect, HIDDEN_CLOSE_MS)
    } else {
      deps.clearTimeout(hideTimer)
      hideTimer = null
      // Shown again: resume from the cursor (the server replays what was missed) at once.
      failures = 0
      if (!source) connect()
    }
  }

  const stop = () => {
    stopped = true
    disconnect()
    deps.clearTimeout(retryTimer)
    deps.clearTimeout(hideTimer)
    deps.visibility?.removeEventListener('visibilitychange', onVisibility)
  }

  deps.visibility?.addEventListener('visibilitychange', onVisibility)
  connect()
  // Opened in a background tab: the same minute of grace as a tab that was hidden.
  if (deps.visibility?.visibilityState === 'hidden') hideTimer = deps.setTimeout(disconnect, HIDDEN_CLOSE_MS)
  return { close: stop, watchIds: () => {} }
}
