import { describe, expect, it } from 'vitest'
import { NotFoundError, SearchUnavailableError, StoreUnavailableError, type ContentStore, type IdentityPort, type SearchIndex } from './ports'
import {
  COOL_DOWN_MS,
  FAILURE_RATE_TO_TRIP,
  FAILURE_WINDOW_MS,
  MIN_FAILURES_TO_TRIP,
  guardContentStore,
  guardIdentity,
  guardMethods,
  guardSearchIndex,
  ServiceGuard,
  type DeadlineSettings,
  type ServiceGuardOptions,
} from './with-deadline'

const SETTINGS: DeadlineSettings = { readMs: 200, writeMs: 400, longMs: 600, probeMs: 50 }
const never = () => new Promise<never>(() => {})
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** How long a promise takes to settle, and how. */
async function timed(promise: Promise<unknown>): Promise<{ ms: number; error?: unknown }> {
  const started = performance.now()
  try {
    await promise
    return { ms: performance.now() - started }
  } catch (error) {
    return { ms: performance.now() - started, error }
  }
}

/** A content store whose calls hang while `hanging` is set, and answer otherwise. */
class ControlledStore {
  hanging = false
  calls: string[] = []
  secret = 'kept'
  #answer<T>(name: string, value: T): Promise<T> {
    this.calls.push(name)
    return this.hanging ? never() : Promise.resolve(value)
  }
  get(_collection: string, id: string) {
    return this.#answer('get', id === 'missing' ? null : { id })
  }
  query() {
    return this.#answer('query', [])
  }
  count() {
    return this.#answer('count', 0)
  }
  async update(collection: string, id: string) {
    this.calls.push('update')
    throw new NotFoundError(collection, id)
  }
}

const guarded = (store: ControlledStore) => guardContentStore(store as unknown as ContentStore, SETTINGS) as unknown as ContentStore & ControlledStore

describe('guardContentStore', () => {
  it('answers as the store does, keeping its other properties and private fields', async () => {
    const store = guarded(new ControlledStore())
    expect(await store.get('blogs', 'b1')).toEqual({ id: 'b1' })
    expect(await store.get('blogs', 'missing')).toBeNull()
    expect(store.secret).toBe('kept')
    // Errors that are answers (not found, stale, taken) pass through unchanged.
    await expect(store.update('blogs', 'b1', {} as never, { actor: 't' })).rejects.toBeInstanceOf(NotFoundError)
  })

  it('gives up on a call after its deadline with StoreUnavailableError', async () => {
    const inner = new ControlledStore()
    const store = guarded(inner)
    inner.hanging = true
    const { ms, error } = await timed(store.query('blogs'))
    expect(error).toBeInstanceOf(StoreUnavailableError)
    expect((error as Error).message).toBe('content store did not answer query within 200 ms')
    expect(ms).toBeGreaterThanOrEqual(190)
    expect(ms).toBeLessThan(400)
  })

  it('a service that stops answering costs one full deadline and one of a third before the breaker opens; then calls fail at once, unsent', async () => {
    const inner = new ControlledStore()
    const store = guarded(inner)
    inner.hanging = true
    const first = await timed(store.get('blogs', 'b1'))
    expect(first.ms).toBeGreaterThanOrEqual(190)
    // The last call failed: the next is sent with a third of its deadline (200 / 3 ms).
    const second = await timed(store.query('blogs'))
    expect(second.error).toBeInstanceOf(StoreUnavailableError)
    expect((second.error as Error).message).toBe('content store did not answer query within 67 ms')
    inner.calls.length = 0
    // Two failures out of two: open. A page's next calls are refused without being sent.
    const others = await Promise.all([timed(store.query('blogs')), timed(store.count('blogs')), timed(store.get('blogs', 'b2'))])
    for (const other of others) {
      expect(other.error).toBeInstanceOf(StoreUnavailableError)
      expect(other.ms).toBeLessThan(20)
    }
    expect(inner.calls).toEqual([])
  })

  it('one slow call among answers does not trip it: the concurrent calls after it are all sent and answered', async () => {
    const inner = new SlowOnce()
    const store = guardMethods(inner, new ServiceGuard(options()), { get: SETTINGS.readMs })
    for (let i = 0; i < 5; i++) await store.get(`b${i}`)
    inner.slowNext = true
    const slow = await timed(store.get('slow'))
    expect(slow.error).toBeInstanceOf(StoreUnavailableError)
    // Seven image requests at once, the service up: every one answered, none refused.
    const burst = await Promise.all(Array.from({ length: 7 }, (_, i) => timed(store.get(`img${i}`))))
    expect(burst.map((call) => call.error)).toEqual(Array(7).fill(undefined))
    expect(inner.sent).toBe(5 + 1 + 7)
  })

  it('takes the store’s own unavailable errors as failures too, but a refusal is an answer', async () => {
    const guard = new ServiceGuard(options())
    await expect(guard.run('get', 200, () => Promise.reject(new StoreUnavailableError('gRPC 14')))).rejects.toThrow('gRPC 14')
    // One failure never trips it.
    expect(guard.state).toBe('closed')
    // An answer, even a refusal, is not a failure: one failure of two calls stays closed.
    await expect(guard.run('update', 200, () => Promise.reject(new NotFoundError('blogs', 'x')))).rejects.toBeInstanceOf(NotFoundError)
    await expect(guard.run('get', 200, () => Promise.reject(new StoreUnavailableError('gRPC 14')))).rejects.toThrow('gRPC 14')
    expect(guard.state).toBe('open')
    // A call that throws before returning a promise is a rejection, not an exception of the guard.
    const other = new ServiceGuard(options())
    await expect(other.run('get', 200, () => { throw new Error('bug') })).rejects.toThrow('bug')
  })
})

/** Options of a guard on the content store with a clock the test moves. */
function options(clock = { ms: 0 }): ServiceGuardOptions {
  return {
    service: 'content store',
    unavailable: (message) => new StoreUnavailableError(message),
    isOutage: (error) => error instanceof StoreUnavailableError,
    probeMs: SETTINGS.probeMs,
    now: () => clock.ms,
  }
}

/** A store whose next call hangs when asked, and answers otherwise; counts the calls it receives. */
class SlowOnce {
  slowNext = false
  sent = 0
  get(id: string) {
    this.sent++
    if (this.slowNext) {
      this.slowNext = false
      return never()
    }
    return Promise.resolve({ id })
  }
}

describe('the breaker over a failure window', () => {
  /** A guard opened by two failures, on a clock at 0. */
  async function opened() {
    const clock = { ms: 0 }
    const guard = new ServiceGuard(options(clock))
    const fail = () => Promise.reject(new StoreUnavailableError('gRPC 14'))
    await guard.run('get', 200, fail).catch(() => {})
    await guard.run('get', 200, fail).catch(() => {})
    expect(guard.state).toBe('open')
    return { guard, clock }
  }

  it('trips at half of the window’s calls failed, with two failures at least', async () => {
    const guard = new ServiceGuard(options())
    const ok = () => Promise.resolve('ok')
    const fail = () => Promise.reject(new StoreUnavailableError('gRPC 14'))
    for (let i = 0; i < 3; i++) await guard.run('get', 200, ok)
    await guard.run('get', 200, fail).catch(() => {})
    await guard.run('get', 200, fail).catch(() => {})
    // Two of five failed: closed.
    expect(guard.state).toBe('closed')
    await guard.run('get', 200, fail).catch(() => {})
    // Three of six: open.
    expect(guard.state).toBe('open')
    expect(MIN_FAILURES_TO_TRIP).toBe(2)
    expect(FAILURE_RATE_TO_TRIP).toBe(0.5)
  })

  it('forgets failures older than the window', async () => {
    const clock = { ms: 0 }
    const guard = new ServiceGuard(options(clock))
    await guard.run('get', 200, () => Promise.reject(new StoreUnavailableError('gRPC 14'))).catch(() => {})
    await guard.run('get', 200, () => Promise.resolve('ok'))
    clock.ms += FAILURE_WINDOW_MS
    await guard.run('get', 200, () => Promise.reject(new StoreUnavailableError('gRPC 14'))).catch(() => {})
    expect(guard.state).toBe('closed')
  })

  it('open, it refuses every call for the cool-down; half-open, it lets exactly one probe through and refuses the others', async () => {
    const { guard, clock } = await opened()
    let sent = 0
    const counted = () => {
      sent++
      return never()
    }
    await expect(guard.run('get', 200, counted)).rejects.toThrow('content store is down: get not sent (the breaker is open)')
    clock.ms += COOL_DOWN_MS - 1
    await expect(guard.run('get', 200, counted)).rejects.toBeInstanceOf(StoreUnavailableError)
    expect(sent).toBe(0)
    clock.ms += 1
    expect(guard.state).toBe('half-open')
    const calls = await Promise.all([timed(guard.run('query', 200, counted)), timed(guard.run('count', 200, counted)), timed(guard.run('get', 200, counted))])
    expect(sent).toBe(1)
    // The probe waited its short deadline; the others were refused at once.
    expect((calls[0]!.error as Error).message).toBe('content store did not answer query within 50 ms')
    for (const refused of calls.slice(1)) {
      expect((refused.error as Error).message).toMatch(/not sent while another call checks it/)
      expect(refused.ms).toBeLessThan(20)
    }
    // The probe failed: open again for another cool-down.
    expect(guard.state).toBe('open')
  })

  it('a probe that is answered closes it: every call is sent again, with its full deadline', async () => {
    const { guard, clock } = await opened()
    clock.ms += COOL_DOWN_MS
    expect(await guard.run('get', 200, () => Promise.resolve('back'))).toBe('back')
    expect(guard.state).toBe('closed')
    expect(guard.down).toBe(false)
    const answers = await Promise.all([1, 2, 3].map((n) => guard.run('get', 200, () => sleep(80).then(() => n))))
    expect(answers).toEqual([1, 2, 3])
    // The window starts clean: one failure after the outage does not reopen it.
    await guard.run('get', 200, () => Promise.reject(new StoreUnavailableError('gRPC 14'))).catch(() => {})
    expect(guard.state).toBe('closed')
  })

  it('a service back but slower than the probe deadline still closes it: each probe that timed out doubles the next one’s deadline, up to the call’s', async () => {
    const { guard, clock } = await opened()
    // The store answers again, each call in 120 ms: more than the probe's 50 ms, less than the call's 200.
    const slow = () => sleep(120).then(() => 'back')
    const deadlines: string[] = []
    for (let probe = 0; probe < 4 && guard.state !== 'closed'; probe++) {
      clock.ms += COOL_DOWN_MS
      await guard.run('get', 200, slow).then(
        () => deadlines.push('answered'),
        (error: Error) => deadlines.push(/within (\d+) ms/.exec(error.message)![1]!),
      )
    }
    // 50 ms, then 100 ms, then 200 ms (the call's own), which the store meets.
    expect(deadlines).toEqual(['50', '100', 'answered'])
    expect(guard.state).toBe('closed')
    // Once closed, a later outage's first probe has the short deadline again.
    await guard.run('get', 200, () => Promise.reject(new StoreUnavailableError('gRPC 14'))).catch(() => {})
    await guard.run('get', 200, () => Promise.reject(new StoreUnavailableError('gRPC 14'))).catch(() => {})
    clock.ms += COOL_DOWN_MS
    await expect(guard.run('get', 200, slow)).rejects.toThrow('within 50 ms')
  })
})

describe('guardSearchIndex', () => {
  it('gives up with SearchUnavailableError, and leaves methods without a deadline as they are', async () => {
    const search = guardSearchIndex(
      {
        search: never,
        indexName: (index: string) => `alr_${index}`,
      } as unknown as SearchIndex & { indexName(index: string): string },
      SETTINGS,
    )
    expect(search.indexName('public')).toBe('alr_public')
    const { ms, error } = await timed(search.search('public', { q: 'pajak' }))
    expect(error).toBeInstanceOf(SearchUnavailableError)
    expect(ms).toBeLessThan(400)
  })
})

describe('guardMethods', () => {
  it('wraps a method replaced after guarding (tests stub adapters in place)', async () => {
    const guard = new ServiceGuard({ service: 'x', unavailable: (m) => new Error(m), isOutage: () => false, probeMs: 50 })
    const target = { read: async () => 'first' }
    const port = guardMethods(target, guard, { read: 100 })
    expect(await port.read()).toBe('first')
    port.read = () => sleep(300).then(() => 'late')
    await expect(port.read()).rejects.toThrow('x did not answer read within 100 ms')
  })
})

describe('guardIdentity', () => {
  it('gives up on a session check after the read deadline, so the dashboard answers 503 instead of waiting', async () => {
    const hanging = { signInMethod: 'firebase-id-token', verifySession: never, createSession: never } as unknown as IdentityPort
    const identity = guardIdentity(hanging, SETTINGS)
    expect(identity.signInMethod).toBe('firebase-id-token')
    const check = await timed(identity.verifySession('cookie'))
    expect(check.error).toBeInstanceOf(StoreUnavailableError)
    expect(check.ms).toBeLessThan(400)
    // The last call failed: the next is sent with a third of its deadline.
    const next = await timed(identity.createSession({ idToken: 't' }, 1000))
    expect(next.error).toBeInstanceOf(StoreUnavailableError)
    expect(next.ms).toBeLessThan(150)
  })
})
