/**
 * The EventSource transport against a stand-in EventSource and clock: what it asks the server
 * for, the changes it hands on, the cursor it resumes from, its retries after a refusal, the
 * end of a session, and closing the stream of a tab hidden for a minute.
 */
import { describe, expect, it } from 'vitest'
import type { LiveChange } from './live-change'
import { subscribeWithEventSource, type EventSourceLike, type SseDeps } from './live-sse'

class FakeEventSource implements EventSourceLike {
  readyState = 0
  closed = false
  listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>()
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener])
  }
  close() {
    this.closed = true
    this.readyState = 2
  }
  emit(type: string, data: unknown = {}, lastEventId = '') {
    this.readyState = 1
    for (const listener of this.listeners.get(type) ?? []) listener({ data: typeof data === 'string' ? data : JSON.stringify(data), lastEventId } as MessageEvent<string>)
  }
  /** The browser gave up (a 429, a redirect to the sign-in page). */
  refuse() {
    this.readyState = 2
    for (const listener of this.listeners.get('error') ?? []) listener({} as MessageEvent<string>)
  }
}

function harness(options: { hidden?: boolean } = {}) {
  const sources: FakeEventSource[] = []
  let now = 0
  const timers: { at: number; fn: () => void; id: number }[] = []
  let nextId = 1
  const visibilityListeners = new Set<() => void>()
  const visibility = {
    visibilityState: options.hidden ? 'hidden' : 'visible',
    addEventListener: (_: 'visibilitychange', fn: () => void) => visibilityListeners.add(fn),
    removeEventListener: (_: 'visibilitychange', fn: () => void) => visibilityListeners.delete(fn),
  }
  const deps: SseDeps = {
    createEventSource: (url) => {
      const source = new FakeEventSource(url)
      sources.push(source)
      return source
    },
    visibility,
    sinceLoadMs: () => 1234.5,
    setTimeout: (fn, ms) => {
      const id = nextId++
      timers.push({ at: now + ms, fn, id })
      return id
    },
    clearTimeout: (id) => {
      const index = timers.findIndex((timer) => timer.id === id)
      if (index >= 0) timers.splice(index, 1)
    },
    random: () => 0.5,
  }
  const changes: LiveChange[] = []
  let resyncs = 0
  return {
    deps,
    sources,
    changes,
    resyncs: () => resyncs,
    handlers: { onChange: (change: LiveChange) => changes.push(change), onResync: () => resyncs++ },
    advance(ms: number) {
      now += ms
      for (;;) {
        timers.sort((a, b) => a.at - b.at)
        const due = timers[0]
        if (!due || due.at > now) break
        timers.shift()
        due.fn()
      }
    },
    setVisibility(state: 'hidden' | 'visible') {
      visibility.visibilityState = state
      for (const fn of visibilityListeners) fn()
    },
    visibilityListeners,
  }
}

const change = { collection: 'blogs', id: 'b1', kind: 'update', version: 2, title: 'Judul', by: 'Budi', byYou: false }

describe('subscribeWithEventSource', () => {
  it('asks for its collections and the changes made while the page loaded, and hands on valid changes', () => {
    const h = harness()
    subscribeWithEventSource({ collections: ['blogs', 'blogs', 'categories'] }, h.handlers, h.deps)
    expect(h.sources.map((s) => s.url)).toEqual(['/dashboard/events?collections=blogs,categories&recent=3235'])
    const [source] = h.sources
    source!.emit('ready', {}, 'abc.4')
    source!.emit('change', change, 'abc.5')
    source!.emit('change', { ...change, collection: 'tags' }, 'abc.6')
    source!.emit('change', 'not json', 'abc.7')
    source!.emit('change', { ...change, kind: 'explode' }, 'abc.8')
    expect(h.changes).toEqual([change])
    source!.emit('resync', {}, 'abc.9')
    expect(h.resyncs()).toBe(1)
  })

  it('after a refusal, tries again later and later, resuming from the last cursor', () => {
    const h = harness()
    subscribeWithEventSource({ collections: ['blogs'] }, h.handlers, h.deps)
    h.sources[0]!.emit('change', change, 'abc.5')
    h.sources[0]!.refuse()
    h.advance(11_000)
    expect(h.sources).toHaveLength(1)
    h.advance(5_000)
    expect(h.sources).toHaveLength(2)
    expect(h.sources[1]!.url).toBe('/dashboard/events?collections=blogs&since=abc.5')
    h.sources[1]!.refuse()
    h.advance(29_000)
    expect(h.sources, 'the second wait is twice as long').toHaveLength(2)
    h.advance(2_000)
    expect(h.sources).toHaveLength(3)
    // A stream that was dropped while open is the browser's to reconnect (readyState CONNECTING).
    h.sources[2]!.emit('ready', {}, 'abc.6')
    h.sources[2]!.readyState = 0
    for (const listener of h.sources[2]!.listeners.get('error') ?? []) listener({} as MessageEvent<string>)
    h.advance(600_000)
    expect(h.sources).toHaveLength(3)
  })

  it('stops for good when the session ended, and when the page closes it', () => {
    const h = harness()
    subscribeWithEventSource({ collections: ['blogs'] }, h.handlers, h.deps)
    h.sources[0]!.emit('end', { reason: 'session' })
    expect(h.sources[0]!.closed).toBe(true)
    h.advance(3_600_000)
    expect(h.sources).toHaveLength(1)
    expect(h.visibilityListeners.size).toBe(0)

    const other = harness()
    const subscription = subscribeWithEventSource({ collections: ['blogs'] }, other.handlers, other.deps)
    other.sources[0]!.refuse()
    subscription.close()
    other.advance(3_600_000)
    expect(other.sources).toHaveLength(1)
  })

  it('closes the stream of a tab hidden for a minute and resumes it when shown', () => {
    const h = harness()
    subscribeWithEventSource({ collections: ['blogs'] }, h.handlers, h.deps)
    h.sources[0]!.emit('ready', {}, 'abc.9')
    h.setVisibility('hidden')
    h.advance(30_000)
    h.setVisibility('visible')
    h.setVisibility('hidden')
    h.advance(59_000)
    expect(h.sources[0]!.closed, 'a short absence keeps the stream').toBe(false)
    h.advance(1_000)
    expect(h.sources[0]!.closed).toBe(true)
    h.setVisibility('visible')
    expect(h.sources.map((s) => s.url)).toEqual(['/dashboard/events?collections=blogs&recent=3235', '/dashboard/events?collections=blogs&since=abc.9'])

    const background = harness({ hidden: true })
    subscribeWithEventSource({ collections: ['blogs'] }, background.handlers, background.deps)
    background.advance(60_000)
    expect(background.sources[0]!.closed, 'opened in a background tab').toBe(true)
  })
})
