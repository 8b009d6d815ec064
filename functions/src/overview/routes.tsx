import { Hono } from 'hono'
import type { AppEnv } from '../app-env'
import { guards } from '../auth/guards'
import { renderDashboard } from '../render/dashboard-renderer'
import type { OverviewPageProps } from '../../../web/src/dashboard/overview/overview-types'
import { overviewCards } from './overview-cards'

/** Where staff land after signing in (docs/decisions/0050-staff-overview.md). */
export const OVERVIEW_PATH = '/dashboard'

/** Ringkasan: the cards of what needs the signed-in staff member's attention. */
export function overviewRoutes() {
  const app = new Hono<AppEnv>()
  app.get(OVERVIEW_PATH, guards('auth'), async (c) => {
    const session = c.get('session')!
    const props: OverviewPageProps = { cards: await overviewCards({ store: c.get('backend').content, user: session.user, now: c.get('now') }) }
    return renderDashboard(c, 'overview', props, { title: 'Ringkasan' })
  })
  return app
}
