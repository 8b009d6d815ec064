import { Hono } from 'hono'
import { publishedConstraint } from '../../../shared/publish-rule'
import type { AppEnv } from '../app-env'
import type { Backend } from '../backends/ports'
import { RETRY_AFTER_SECONDS } from '../render/error-handling'
import type { RenderCache } from '../render/render-cache'
import type { StartUp } from '../start-up'

/**
 * Each check's own limit, so /healthz answers within 5 s whatever a backend does. Firebase's
 * ports give up sooner (with-deadline.ts); this bounds a backend without deadlines.
 */
export const HEALTH_CHECK_TIMEOUT_MS = 4000

/**
 * /healthz says `servingStale` while this instance has served a page's last good render within
 * this long (render/cached-page.ts): an outage of the store that visitors do not see.
 */
export const STALE_REPORT_MS = 60_000

/** A path no upload can have (stored names are UUIDs with an extension): reading it costs one lookup. */
const ABSENT_FILE = 'healthz/absent'

type CheckName = 'content' | 'search' | 'files'
type CheckResult = 'ok' | 'down'

/** The cheapest question each dependency must answer to be counted as up. */
const CHECKS: Record<CheckName, (backend: Backend, now: Date) => Promise<unknown>> = {
  // The same query the home page makes.
  content: (backend, now) =>
    backend.content.query('blogs', {
      where: [publishedConstraint(now)],
      orderBy: [{ field: 'publishedAt', direction: 'desc' }],
      limit: 1,
    }),
  // Algolia bills searches, so its adapter answers with a read of the index settings instead.
  search: (backend) => (backend.search.check ? backend.search.check() : backend.search.search('public', { q: 'healthz', perPage: 1 })),
  files: (backend) => backend.files.stat(ABSENT_FILE),
}

function withinLimit(check: () => Promise<unknown>): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${HEALTH_CHECK_TIMEOUT_MS} ms`)), HEALTH_CHECK_TIMEOUT_MS)
    Promise.resolve()
      .then(check)
      .then(resolve, reject)
      .finally(() => clearTimeout(timer))
  })
}

/**
 * While pages are served stale: `servingStale: true` and `staleAnswers`, how many stale answers
 * this instance gave since it started. Nothing otherwise, so a healthy answer stays as it was.
 */
function staleReport(cache: RenderCache | undefined, now: number): { servingStale?: true; staleAnswers?: number } {
  if (!cache || cache.lastStaleAt === null || now - cache.lastStaleAt >= STALE_REPORT_MS) return {}
  return { servingStale: true, staleAnswers: cache.staleServed }
}

export interface HealthOptions {
  /** The standalone server's start-up (start-up.ts); its pending phases are part of the answer. */
  startUp?: StartUp
}

/**
 * GET /healthz for load balancers, uptime monitors and deploy checks. It checks the content
 * store, the search service and the file store at once and says which is down, and which
 * build answers (ops see a deploy has landed); never the errors themselves (they are logged).
 *
 * Only content down is a 503 (with Retry-After): no page can be rendered without it, and forms,
 * sign-in and the dashboard fail; pages this instance rendered before are served stale for a
 * while (render/cached-page.ts), which `servingStale` and `staleAnswers` say. With search
 * or files down every page is still served and only search, images and downloads answer their
 * unavailable state, so the answer is 200 `degraded`. Every instance shares those services: a
 * load balancer pulling instances over them would take down the pages that still work.
 *
 * While the server's start-up work is pending, `starting` lists its phases. `content` pending
 * is a 503 `starting` (every page answers 503 until it is done, even with the store up again:
 * the work runs before pages are served); only `staff` pending (the first admin, waiting for
 * the identity service) is a 200 `degraded`, as the pages are served.
 */
export function healthRoutes(options: HealthOptions = {}) {
  const app = new Hono<AppEnv>()
  app.get('/healthz', async (c) => {
    c.header('Cache-Control', 'no-store')
    const { buildId } = c.get('config')
    const backend = c.get('backend')
    const names = Object.keys(CHECKS) as CheckName[]
    const results = await Promise.all(
      names.map(async (name): Promise<CheckResult> => {
        try {
          await withinLimit(() => CHECKS[name](backend, c.get('now')))
          return 'ok'
        } catch (error) {
          console.error(`[${c.get('requestId')}] health check: ${name} is down`, error)
          return 'down'
        }
      }),
    )
    const checks = Object.fromEntries(names.map((name, i) => [name, results[i]])) as Record<CheckName, CheckResult>
    // Read after the checks: a phase that finished meanwhile is not reported pending.
    const starting = options.startUp?.pending() ?? []
    const pending = starting.length ? { starting } : {}
    const stale = staleReport(c.get('cache'), c.get('now').getTime())
    if (checks.content === 'down' || starting.includes('content')) {
      c.header('Retry-After', String(RETRY_AFTER_SECONDS))
      return c.json({ status: checks.content === 'down' ? 'unavailable' : 'starting', build: buildId, checks, ...pending, ...stale }, 503)
    }
    return c.json({ status: results.includes('down') || starting.length ? 'degraded' : 'ok', build: buildId, checks, ...pending, ...stale })
  })
  return app
}
