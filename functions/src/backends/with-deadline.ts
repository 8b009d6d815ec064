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
 * up. So once a call has timed out or found the service unavailable, the service is taken as
 * down: the next call goes through as a probe with a short deadline, calls made while it is
 * under way fail at once, and the first answer brings the service back up. This is the
 * half-open state of a circuit breaker (https://martinfowler.com/bliki/CircuitBreaker.html)
 * without its fixed wait, so one slow answer from a healthy service costs only the calls made
 * during one short probe, never seconds of refusals.
 */
import { SearchUnavailableError, StoreUnavailableError, type ContentStore, type FileStore, type IdentityPort, type SearchIndex } from './ports'

export interface DeadlineSettings {
  /** A document, a query, a count, a file's metadata, a search: tens of milliseconds when healthy. */
  readMs: number
  /** A store transaction (read, then commit), deleting a file, listing a folder. */
  writeMs: number
  /** A file's bytes (up to 20 MB), an index write Algolia is waited on for, a browse of an index. */
  longMs: number
  /** Any call while its service is taken as down. */
  probeMs: number
}

/**
 * /healthz and every page must answer within 5 s with a service unreachable: one read deadline
 * plus one probe is 4 s. Cloud Functions stops a request at 60 s (cloud-functions.ts).
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
}

/** Deadlines and the up/down state of one service, shared by every call to it in this process. */
export class ServiceGuard {
  #down = false
  #probing = false

  constructor(readonly options: ServiceGuardOptions) {}

  /** True after a call timed out or found the service unavailable, until a call is answered. */
  get down(): boolean {
    return this.#down
  }

  async run<T>(what: string, deadlineMs: number, call: () => Promise<T>): Promise<T> {
    const { service, unavailable, isOutage, probeMs } = this.options
    let probe = false
    let limit = deadlineMs
    if (this.#down) {
      if (this.#probing) throw unavailable(`${service} is down: ${what} not sent while another call checks it`)
      probe = this.#probing = true
      limit = Math.min(deadlineMs, probeMs)
    }
    try {
      const result = await withinDeadline(call, limit)
      this.#down = false
      return result
    } catch (error) {
      if (error instanceof DeadlineExceeded) {
        this.#down = true
        throw unavailable(`${service} did not answer ${what} within ${limit} ms`)
      }
      this.#down = isOutage(error)
      throw error
    } finally {
      if (probe) this.#probing = false
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
    countValues: readMs,
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
