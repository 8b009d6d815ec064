import { Hono } from 'hono'
import type { AppEnv } from '../app-env'
import { RETRY_AFTER_SECONDS } from '../render/error-handling'

/**
 * GET /healthz for load balancers, uptime monitors and deploy checks: 200 when the site can
 * read its content (the same query the home page makes), else 503 with Retry-After. It says
 * which build answers, so ops can see a deploy has landed, and nothing about the store.
 */
export function healthRoutes() {
  const app = new Hono<AppEnv>()
  app.get('/healthz', async (c) => {
    c.header('Cache-Control', 'no-store')
    const { buildId } = c.get('config')
    try {
      await c.get('backend').content.query('blogs', {
        where: [{ field: 'publishedAt', op: '<=', value: c.get('now').toISOString() }],
        orderBy: [{ field: 'publishedAt', direction: 'desc' }],
        limit: 1,
      })
    } catch (error) {
      console.error(`[${c.get('requestId')}] health check: the store cannot be read`, error)
      c.header('Retry-After', String(RETRY_AFTER_SECONDS))
      return c.json({ status: 'unavailable', build: buildId }, 503)
    }
    return c.json({ status: 'ok', build: buildId })
  })
  return app
}
