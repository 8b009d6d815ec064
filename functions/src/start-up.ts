/**
 * The standalone server's start-up work that needs the store or the identity service: the demo
 * seed, the backend's preparation (the embedded store's migrations and search index), the
 * release of alert claims left by a stopped process, the first admin.
 *
 * It used to run before the server listened, so a store or an Auth service that could not be
 * reached at that moment (Firestore or Firebase Authentication unreachable, the SQLite file
 * locked by another process for longer than its busy timeout) made the process exit with
 * nothing listening, and a supervisor restarting it ran into the same outage. Now the server
 * listens at once and this work runs in the background, each step tried again with a bounded
 * backoff for as long as it fails for want of the service (StoreUnavailableError, the ports'
 * "cannot answer now"). Until a phase is done, the requests that depend on it answer the
 * store's 503 page with Retry-After, and /healthz says which phase is pending. Any other
 * failure (a refused ADMIN_PASSWORD, a migration that cannot apply) is not waited out: it
 * stops the process as before.
 */
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from './app-env'
import { StoreUnavailableError } from './backends/ports'

/**
 * `content`: everything but the staff routes waits for it (pages must not be served from a
 * store that is not migrated, not seeded yet, or whose alert claims are not released).
 * `staff`: sign-in and the dashboard wait for it (the first admin exists).
 */
export type StartPhase = 'content' | 'staff'

export const START_PHASES: readonly StartPhase[] = ['content', 'staff']

/** First wait after a failed step; doubled after each failure up to START_RETRY_MAX_MS. */
export const START_RETRY_FIRST_MS = 1000
/**
 * The longest wait between two tries. A try against an unreachable service costs one call
 * bounded by its deadline (backends/with-deadline.ts), so trying every 10 s is cheap, and a
 * service that comes back is used within about 10 s.
 */
export const START_RETRY_MAX_MS = 10_000

/**
 * A request answered before the start-up phase it needs is done. A StoreUnavailableError, so it
 * is answered as the store being down is (503, Retry-After, no-store), but not logged per
 * request: the start-up logs its own state changes.
 */
export class StartPendingError extends StoreUnavailableError {
  constructor(readonly phase: StartPhase) {
    super(`the server's start-up (${phase}) is not done yet`)
    this.name = 'StartPendingError'
  }
}

/** Which start-up phases are still pending; shared by the gate and /healthz. */
export class StartUp {
  readonly #pending = new Set<StartPhase>(START_PHASES)
  readonly #finished = new Map<StartPhase, { promise: Promise<void>; resolve: () => void }>(
    START_PHASES.map((phase) => {
      let resolve!: () => void
      const promise = new Promise<void>((done) => (resolve = done))
      return [phase, { promise, resolve }]
    }),
  )

  /** The phases not done yet, in start order (empty once the server is fully up). */
  pending(): StartPhase[] {
    return START_PHASES.filter((phase) => this.#pending.has(phase))
  }

  isDone(phase: StartPhase): boolean {
    return !this.#pending.has(phase)
  }

  done(phase: StartPhase): void {
    this.#pending.delete(phase)
    this.#finished.get(phase)!.resolve()
  }

  /** Settles when the phase is done (never, if the server stops first). */
  whenDone(phase: StartPhase): Promise<void> {
    return this.#finished.get(phase)!.promise
  }
}

/** Sign-in, sign-out and the dashboard: the routes the first admin is needed for. */
const STAFF_PATH = /^\/(login|logout|dashboard)(\/|$)/

/** The phase this request waits for, or null when it may go on. */
export function blockingPhase(startUp: StartUp, path: string): StartPhase | null {
  if (!startUp.isDone('content')) return 'content'
  if (!startUp.isDone('staff') && STAFF_PATH.test(path)) return 'staff'
  return null
}

/**
 * Answers requests whose start-up phase is pending with the store's 503 page (the error
 * handler renders StartPendingError). Mounted after the static assets and /healthz, which need
 * no store and must answer while the server starts.
 */
export function startUpGate(startUp: StartUp): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const phase = blockingPhase(startUp, c.req.path)
    if (phase) throw new StartPendingError(phase)
    await next()
  }
}

export interface RetryOptions {
  /** What the step does, for the log ("akun admin pertama"). */
  what: string
  /** Stops the retries (SIGTERM): the step's promise then settles with `{ stopped: true }`. */
  signal?: AbortSignal
  /** Where the step's state changes are written (a failure once, then its recovery). */
  log: (line: string) => void
  firstDelayMs?: number
  maxDelayMs?: number
}

export type RetryResult<T> = { stopped: false; value: T } | { stopped: true }

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve()
    const done = () => {
      clearTimeout(timer)
      signal?.removeEventListener('abort', done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    signal?.addEventListener('abort', done, { once: true })
  })
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * Runs `step` until it succeeds. A StoreUnavailableError is waited out (1 s, 2 s, 4 s… up to
 * 10 s between tries); any other error is thrown. The log gets one line when the step first
 * fails and one when it succeeds after failing, never one per try: an outage of an hour is two
 * lines, not hundreds.
 */
export async function retryWhileUnavailable<T>(step: () => Promise<T>, options: RetryOptions): Promise<RetryResult<T>> {
  const first = options.firstDelayMs ?? START_RETRY_FIRST_MS
  const max = options.maxDelayMs ?? START_RETRY_MAX_MS
  const began = Date.now()
  let failures = 0
  for (;;) {
    if (options.signal?.aborted) return { stopped: true }
    try {
      const value = await step()
      if (failures > 0) {
        const seconds = ((Date.now() - began) / 1000).toFixed(1).replace('.', ',')
        options.log(`Mulai: ${options.what} berhasil setelah ${failures + 1} percobaan (${seconds} detik).`)
      }
      return { stopped: false, value }
    } catch (error) {
      // A failure after SIGTERM is the backend closing under the step: nothing to report.
      if (options.signal?.aborted) return { stopped: true }
      if (!(error instanceof StoreUnavailableError)) throw error
      if (failures === 0) {
        options.log(
          `Mulai: ${options.what} belum dapat dijalankan (${reasonOf(error)}). Server tetap menerima permintaan dan menjawab 503 untuk yang memerlukannya; dicoba lagi di latar belakang sampai berhasil.`,
        )
      }
      failures++
      await pause(Math.min(max, first * 2 ** (failures - 1)), options.signal)
    }
  }
}

/** One piece of start-up work, tried again while its service cannot answer. */
export interface StartStep {
  what: string
  run: () => Promise<unknown>
}

/**
 * Runs each phase's steps in order, each retried on its own (a step that succeeded is not run
 * again when a later one fails), and marks the phase done when its last step has succeeded.
 * Resolves true when every phase is done, false when stopped first.
 */
export async function runStartUp(startUp: StartUp, steps: Record<StartPhase, StartStep[]>, options: Omit<RetryOptions, 'what'>): Promise<boolean> {
  for (const phase of START_PHASES) {
    for (const step of steps[phase]) {
      const result = await retryWhileUnavailable(step.run, { ...options, what: step.what })
      if (result.stopped) return false
    }
    // A last step that succeeded while the server was stopping: nothing may start on it now.
    if (options.signal?.aborted) return false
    startUp.done(phase)
  }
  return true
}
