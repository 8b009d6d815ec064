import { Hono, type Context } from 'hono'
import type { AppEnv } from '../app-env'
import { capabilityGuard } from '../auth/guards'
import { renderDashboard } from '../render/dashboard-renderer'
import { insightsCsv } from './insights-csv'
import { readInsightsFilter, type InsightsFilter } from './insights-filter'
import { INSIGHTS_CSV_PATH, INSIGHTS_PATH, insightsView, pathsOf } from './insights-view'
import { describePaths } from './path-items'

/** How many entries each list of the page shows. */
const TOP = 20

/** The page's view of `filter`: one summary of the counters, and the titles of the paths it names. */
async function readView(c: Context<AppEnv>, filter: InsightsFilter) {
  const backend = c.get('backend')
  const summary = backend.insights ? await backend.insights.summary({ from: filter.from, to: filter.to, ...(filter.lang === 'all' ? {} : { lang: filter.lang }) }, { top: TOP }) : null
  const items = summary ? await describePaths(backend.content, pathsOf(summary)) : new Map()
  return insightsView(summary, filter, items, c.get('now'))
}

/**
 * Statistik (docs/decisions/0062-insights-dashboard.md): the page and its CSV, for the roles
 * with `insights` in the matrix (admins and Pemasaran). A filter value that cannot be read is
 * said on the page, which shows the default instead (400, as Log Aktivitas answers its own).
 */
export function insightsRoutes() {
  const app = new Hono<AppEnv>()
  const read = (c: Context<AppEnv>) => readInsightsFilter((name) => c.req.query(name), c.get('now'))

  app.get(INSIGHTS_PATH, capabilityGuard('insights'), async (c) => {
    const filter = read(c)
    return renderDashboard(c, 'insights', await readView(c, filter), { title: 'Statistik', status: filter.problems.length ? 400 : 200 })
  })

  app.get(INSIGHTS_CSV_PATH, capabilityGuard('insights'), async (c) => {
    const filter = read(c)
    const view = await readView(c, filter)
    return c.body(insightsCsv(view), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="statistik-${filter.from}-${filter.to}${filter.lang === 'all' ? '' : `-${filter.lang}`}.csv"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    })
  })
  return app
}
