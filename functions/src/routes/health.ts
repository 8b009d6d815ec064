import { Hono } from 'hono'
import { publishedConstraint } from '../../../shared/publish-rule'
import type { AppEnv } from '../app-env'
import type { Backend } from '../backends/ports'
import { RETRY_AFTER_SECONDS } from '../render/error-handling'

/**
 * Each check's own limit, so /healthz answers within 5 s whatever a backend does. Firebase's
 * ports give up sooner (with-deadline.ts); this bounds a backend without deadlines.
 */
export const HEALTH_CHECK_TIMEOUT_MS = 4000

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
 * GET /healthz for load balancers, uptime monitors and deploy checks. It checks the content
 * store, the search service and the file store at once and says which is down, and which
 * build answers (ops see a deploy has landed); never the errors themselves (they are logged).
 *
 * Only content down is a 503 (with Retry-After): no page can be served without it. With search
 * or files down every page is still served and only search, images and downloads answer their
 * unavailable state, so the answer is 200 `degraded`. Every instance shares those services: a
 * load balancer pulling instances over them would take down the pages that still work.
 */
export function healthRoutes() {
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
    if (checks.content === 'down') {
      c.header('Retry-After', String(RETRY_AFTER_SECONDS))
      return c.json({ status: 'unavailable', build: buildId, checks }, 503)
    }
    return c.json({ status: results.includes('down') ? 'degraded' : 'ok', build: buildId, checks })
  })
  return app
}
