/**
 * Deadlines for the ports of a remote backend (Firestore, Cloud Storage, Algolia).
 *
 * Their clients retry on their own for a long time (Firestore's default deadline is 60 s;
 * @google-cloud/storage retries with backoff; algoliasearch tries each host in turn), so with a
 * service unreachable a page waited 40 s for its 503 and /healthz 42 s. Here every call gets a
 * deadline of a few seconds, after which it rejects with the port's own unavailable error. The
 * call itself goes on in the background: a store write is one transaction checked against the
 * version the writer read, so a commit that lands late is whole, and sending the form again is
 * refused as stale rather than applied twice.
 *
 * A page makes several calls one after another, and waiting a whole deadline on each would add
 * up, so each service has a circuit breaker (https://martinfowler.com/bliki/CircuitBreaker.html).
 * It trips on a failure rate, never on one slow call: one 3 s timeout on a loaded machine used
 * to refuse every call made during the next probe, and seven concurrent image requests answered
 * 503 with Firestore up. Closed, every call is sent; once MIN_FAILURES_TO_TRIP calls have
 * failed in the last FAILURE_WINDOW_MS and they are at least FAILURE_RATE_TO_TRIP of the calls
 * that ended there, it opens: calls fail at once for COOL_DOWN_MS. Then it is half-open: one
 * call goes through as a probe with the short probe deadline, the others still fail at once; an
 * answer closes it, a failure opens it for another cool-down. While the last call that ended
 * failed (and none answered since), calls are sent with a third of their deadline: a service
 * that is really down then costs one full read deadline and one short one before the breaker
 * opens (a page answers within 5 s), and a healthy one answers well within it.
 */
import { SearchUnavailableError, StoreUnavailableError, type ContentStore, type FileStore, type IdentityPort, type SearchIndex } from './ports'

export interface DeadlineSettings {
  /** A document, a query, a count, a file's metadata, a search: tens of milliseconds when healthy. */
  readMs: number
  /** A store transaction (read, then commit), deleting a file, listing a folder. */
  writeMs: number
  /** A file's bytes (up to 20 MB), an index write Algolia is waited on for, a browse of an index. */
  longMs: number
  /** The one call a half-open breaker lets through to see whether its service is back. */
  probeMs: number
}

/**
 * /healthz and every page must answer within 5 s with a service unreachable: one read deadline
 * plus one at a third of it (see ServiceGuard) is 4 s, and the breaker is open after them. Cloud Functions stops a request at 60 s (cloud-functions.ts).
 */
export const DEFAULT_DEADLINES: DeadlineSettings = { readMs: 3000, writeMs: 10_000, longMs: 30_000, probeMs: 1000 }

/**
 * For command-line tools run from an operator's machine (search:reindex): they read whole
 * collections over a home or office connection, and nobody is waiting on a page.
 */
export const BULK_DEADLINES: DeadlineSettings = { readMs: 120_000, writeMs: 120_000, longMs: 300_000, probeMs: 120_000 }

class DeadlineExceeded extends Error {}

function withinDeadline<T>(call: () => Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new DeadlineExceeded()), ms)
    // A call that throws before returning its promise is a rejection like any other.
    Promise.resolve()
      .then(call)
      .then(
        (value) => {
          clearTimeout(timer)
          resolve(value)
        },
        (error: unknown) => {
          clearTimeout(timer)
          reject(error)
        },
      )
  })
}

export interface ServiceGuardOptions {
  /** Names the service in messages ("content store"). */
  service: string
  /** The port's error for "cannot answer now". */
  unavailable: (message: string, cause?: unknown) => Error
  /** Errors meaning the service cannot answer, as opposed to an answer such as a refused write. */
  isOutage: (error: unknown) => boolean
  probeMs: number
  /** The clock in ms (tests move it through the cool-down). */
  now?: () => number
}

/**
 * How far back the breaker looks: calls that ended in the last 10 s. Long enough to hold several
 * calls of an idle instance's few visitors, short enough that an outage of a minute ago is not
 * held against a service that answers again.
 */
export const FAILURE_WINDOW_MS = 10_000
/** The window in buckets of this length, so a busy instance keeps ten counters, not every call. */
const BUCKET_MS = 1000
/** One failure never trips the breaker, whatever the share: a single slow call is not an outage. */
export const MIN_FAILURES_TO_TRIP = 2
/** The share of the window's calls that must have failed: half (two failures among two to four calls). */
export const FAILURE_RATE_TO_TRIP = 0.5
/**
 * How long an open breaker refuses every call before a probe: pages answer at once meanwhile
 * (the last good render or the 503 page), and a service that is back is used again within it.
 */
export const COOL_DOWN_MS = 2000

/**
 * The deadline of a call sent while the last call failed: a third of its own (a read 1 s, a
 * file's bytes 10 s), never below the probe's.
 */
function suspectDeadline(deadlineMs: number, probeMs: number): number {
  return Math.min(deadlineMs, Math.max(probeMs, Math.round(deadlineMs / 3)))
}

export type BreakerState = 'closed' | 'open' | 'half-open'

interface Bucket {
  start: number
  calls: number
  failures: number
}

/** Deadlines and the circuit breaker of one service, shared by every call to it in this process. */
export class ServiceGuard {
  #buckets: Bucket[] = []
  /** When the breaker opened (ms of `now`), or null while closed. */
  #openedAt: number | null = null
  #probing = false
  /** The last call that ended failed, and none has answered since. */
  #suspect = false
  /** Probes that timed out in a row: each doubles the next one's deadline (see `run`). */
  #slowProbes = 0
  #now: () => number

  constructor(readonly options: ServiceGuardOptions) {
    this.#now = options.now ?? (() => performance.now())
  }

  get state(): BreakerState {
    if (this.#openedAt === null) return 'closed'
    return this.#now() - this.#openedAt < COOL_DOWN_MS ? 'open' : 'half-open'
  }

  /** True while the breaker is open or half-open: the service is taken as down. */
  get down(): boolean {
    return this.#openedAt !== null
  }

  async run<T>(what: string, deadlineMs: number, call: () => Promise<T>): Promise<T> {
    const { service, unavailable, probeMs } = this.options
    const state = this.state
    if (state === 'open') throw unavailable(`${service} is down: ${what} not sent (the breaker is open)`)
    if (state === 'half-open' && this.#probing) throw unavailable(`${service} is down: ${what} not sent while another call checks it`)
    const probe = state === 'half-open'
    if (probe) this.#probing = true
    // A probe has the short deadline, doubled after each one that timed out, up to the call's
    // own: a service back but slow to answer its first call (a reconnection under load) still
    // closes the breaker, where a fixed probe deadline would keep it open for good.
    const limit = probe ? Math.min(deadlineMs, probeMs * 2 ** this.#slowProbes) : this.#suspect ? suspectDeadline(deadlineMs, probeMs) : deadlineMs
    try {
      const result = await withinDeadline(call, limit)
      if (probe) this.#slowProbes = 0
      this.#ended(false, probe)
      return result
    } catch (error) {
      const timedOut = error instanceof DeadlineExceeded
      if (probe) this.#slowProbes = timedOut ? Math.min(this.#slowProbes + 1, 10) : 0
      this.#ended(timedOut || this.options.isOutage(error), probe)
      if (timedOut) throw unavailable(`${service} did not answer ${what} within ${limit} ms`)
      throw error
    } finally {
      if (probe) this.#probing = false
    }
  }

  /** Counts a call that ended; an answer (even a refusal such as "not found") is not a failure. */
  #ended(failed: boolean, probe: boolean) {
    this.#suspect = failed
    if (probe) {
      // The probe decides: an answer closes the breaker with a clean window, a failure reopens it.
      this.#openedAt = failed ? this.#now() : null
      if (!failed) this.#buckets = []
      return
    }
    // A call sent before the breaker opened and ending after: the breaker already knows.
    if (this.#openedAt !== null) return
    const now = this.#now()
    const start = now - (now % BUCKET_MS)
    this.#buckets = this.#buckets.filter((bucket) => now - bucket.start < FAILURE_WINDOW_MS)
    let bucket = this.#buckets.at(-1)
    if (bucket?.start !== start) this.#buckets.push((bucket = { start, calls: 0, failures: 0 }))
    bucket.calls++
    if (failed) bucket.failures++
    let calls = 0
    let failures = 0
    for (const b of this.#buckets) {
      calls += b.calls
      failures += b.failures
    }
    if (failures >= MIN_FAILURES_TO_TRIP && failures >= calls * FAILURE_RATE_TO_TRIP) {
      this.#openedAt = now
      this.#buckets = []
    }
  }
}

type AsyncMethodNames<T> = { [K in keyof T]-?: NonNullable<T[K]> extends (...args: never[]) => Promise<unknown> ? K : never }[keyof T]

/** The deadline of each method; methods left out are called as they are. */
export type MethodDeadlines<T> = { [K in AsyncMethodNames<T>]?: number }

/**
 * The same object, its listed methods run under the guard with their deadline. Everything
 * else (properties, other methods) passes through, so an adapter keeps its own type.
 */
export function guardMethods<T extends object>(port: T, guard: ServiceGuard, deadlines: MethodDeadlines<T>): T {
  const wrappers = new WeakMap<(...args: unknown[]) => unknown, (...args: unknown[]) => unknown>()
  const limits = deadlines as Partial<Record<PropertyKey, number>>
  return new Proxy(port, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target)
      if (typeof value !== 'function') return value
      const method = value as (...args: unknown[]) => unknown
      let wrapper = wrappers.get(method)
      if (!wrapper) {
        const ms = limits[property]
        // Bound to the adapter itself: its private fields are not reachable through a proxy.
        wrapper =
          ms === undefined
            ? method.bind(target)
            : (...args: unknown[]) => guard.run(String(property), ms, () => method.apply(target, args) as Promise<unknown>)
        wrappers.set(method, wrapper)
      }
      return wrapper
    },
  })
}

export function guardContentStore<S extends ContentStore>(store: S, settings: DeadlineSettings = DEFAULT_DEADLINES): S {
  const guard = new ServiceGuard({
    service: 'content store',
    unavailable: (message, cause) => new StoreUnavailableError(message, { cause }),
    isOutage: (error) => error instanceof StoreUnavailableError,
    probeMs: settings.probeMs,
  })
  const { readMs, writeMs } = settings
  return guardMethods<ContentStore>(store, guard, {
    get: readMs,
    getMany: readMs,
    query: readMs,
    count: readMs,
    isEmpty: readMs,
    create: writeMs,
    update: writeMs,
    // Many documents (a category's items moved at once): the long deadline.
    updateMany: settings.longMs,
    remove: writeMs,
    put: writeMs,
    readMeta: readMs,
    writeMeta: writeMs,
    listRevisions: readMs,
    getRevision: readMs,
    queryActivity: readMs,
    appendActivity: writeMs,
    tallyActivity: writeMs,
  }) as S
}

export function guardFileStore<F extends FileStore>(files: F, settings: DeadlineSettings = DEFAULT_DEADLINES): F {
  const guard = new ServiceGuard({
    service: 'file store',
    unavailable: (message, cause) => new StoreUnavailableError(message, { cause }),
    isOutage: (error) => error instanceof StoreUnavailableError,
    probeMs: settings.probeMs,
  })
  const { readMs, writeMs, longMs } = settings
  // `stream` is bounded until the stream is handed over; its bytes flow at the client's pace.
  return guardMethods<FileStore>(files, guard, { stat: readMs, stream: readMs, delete: writeMs, list: writeMs, read: longMs, put: longMs }) as F
}

/** `extra`: the deadlines of the adapter's own methods (Algolia's settings). */
export function guardSearchIndex<I extends SearchIndex>(search: I, settings: DeadlineSettings = DEFAULT_DEADLINES, extra: MethodDeadlines<I> = {}): I {
  const guard = new ServiceGuard({
    service: 'search',
    unavailable: (message, cause) => new SearchUnavailableError(message, { cause }),
    isOutage: (error) => error instanceof SearchUnavailableError,
    probeMs: settings.probeMs,
  })
  const { readMs, longMs } = settings
  const deadlines: MethodDeadlines<SearchIndex> = {
    search: readMs,
    searchMany: readMs,
    check: readMs,
    // Writes are waited on until Algolia has applied them; a browse pages through the index.
    upsert: longMs,
    removeParents: longMs,
    clear: longMs,
    parentIds: longMs,
  }
  return guardMethods(search, guard, { ...deadlines, ...extra } as MethodDeadlines<I>)
}

/**
 * Firebase Authentication: every dashboard request checks its session cookie (a revocation
 * check is a call to Auth), so with Auth unreachable the dashboard waited as long as the SDK
 * retried. An unavailable answer is the store's 503 page, which tells staff nothing was saved.
 */
export function guardIdentity<I extends IdentityPort>(identity: I, settings: DeadlineSettings = DEFAULT_DEADLINES): I {
  const guard = new ServiceGuard({
    service: 'identity',
    unavailable: (message, cause) => new StoreUnavailableError(message, { cause }),
    isOutage: (error) => error instanceof StoreUnavailableError,
    probeMs: settings.probeMs,
  })
  const { readMs, writeMs } = settings
  return guardMethods<IdentityPort>(identity, guard, {
    verifySession: readMs,
    getStaff: readMs,
    findStaffByEmail: readMs,
    listStaff: readMs,
    verifyPassword: writeMs,
    createSession: writeMs,
    revokeSession: writeMs,
    revokeUserSessions: writeMs,
    createStaff: writeMs,
    setPassword: writeMs,
    setDisabled: writeMs,
    setRole: writeMs,
    setDisplayName: writeMs,
    changeOwnPassword: writeMs,
    twoFactorState: readMs,
    resetTwoFactor: writeMs,
    replaceRecoveryCodes: writeMs,
    useRecoveryCode: writeMs,
  }) as I
}
