import { describe, expect, it } from 'vitest'
import { NotFoundError, SearchUnavailableError, StoreUnavailableError, type ContentStore, type IdentityPort, type SearchIndex } from './ports'
import { guardContentStore, guardIdentity, guardMethods, guardSearchIndex, ServiceGuard, type DeadlineSettings } from './with-deadline'

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

  it('once a call timed out, probes with a short deadline and refuses the calls made meanwhile at once', async () => {
    const inner = new ControlledStore()
    const store = guarded(inner)
    inner.hanging = true
    await timed(store.get('blogs', 'b1'))
    inner.calls.length = 0
    // A page's next calls: one probe (50 ms), the others refused without being sent.
    const [probe, ...others] = await Promise.all([timed(store.query('blogs')), timed(store.count('blogs')), timed(store.get('blogs', 'b2'))])
    expect(probe!.error).toBeInstanceOf(StoreUnavailableError)
    expect(probe!.ms).toBeLessThan(150)
    for (const other of others) {
      expect(other.error).toBeInstanceOf(StoreUnavailableError)
      expect(other.ms).toBeLessThan(20)
    }
    expect(inner.calls).toEqual(['query'])

    // The service is back: the first probe answered brings it up, with its full deadlines again.
    inner.hanging = false
    expect(await store.count('blogs')).toBe(0)
    expect(await Promise.all([store.query('blogs'), store.get('blogs', 'b3')])).toEqual([[], { id: 'b3' }])
  })

  it('takes the store’s own unavailable errors as the service being down too', async () => {
    const guard = new ServiceGuard({
      service: 'content store',
      unavailable: (message) => new StoreUnavailableError(message),
      isOutage: (error) => error instanceof StoreUnavailableError,
      probeMs: 50,
    })
    await expect(guard.run('get', 200, () => Promise.reject(new StoreUnavailableError('gRPC 14')))).rejects.toThrow('gRPC 14')
    expect(guard.down).toBe(true)
    // An answer, even a refusal, brings it back up.
    await expect(guard.run('update', 200, () => Promise.reject(new NotFoundError('blogs', 'x')))).rejects.toBeInstanceOf(NotFoundError)
    expect(guard.down).toBe(false)
    // A call that throws before returning a promise is a rejection, not an exception of the guard.
    await expect(guard.run('get', 200, () => { throw new Error('bug') })).rejects.toThrow('bug')
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
    // Down now: the next call is a short probe.
    const next = await timed(identity.createSession({ idToken: 't' }, 1000))
    expect(next.error).toBeInstanceOf(StoreUnavailableError)
    expect(next.ms).toBeLessThan(150)
  })
})
