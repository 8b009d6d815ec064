import type { Context } from 'hono'
import { renderToString } from 'react-dom/server'
import { NOTICE_PARAMS, noticeText } from '../../../shared/notices'
import { loadPage, type PageName } from '../../../web/src/dashboard/pages/registry'
import type { DashboardData } from '../../../web/src/dashboard/types'
import type { AppEnv } from '../app-env'
import { dashboardConfig } from '../config'
import { contentSecurityPolicy, createNonce } from '../security/security-headers'
import { unreadInquiries } from '../collections/inquiries/unread'
import { unreadApplications } from '../collections/applications/unread'
import { dashboardBrand } from './dashboard-brand'
import { moduleNavEntries } from '../collections/module-nav'

/**
 * The dashboard's shell (its layout, navigation, forms library): loaded with the first dashboard
 * page a process renders, so a site instance that only serves visitors never parses it.
 */
const loadShell = async () => {
  const [{ DashboardApp }, { DashboardDocument }] = await Promise.all([import('../../../web/src/dashboard/dashboard-app'), import('../../../web/src/dashboard/dashboard-document')])
  return { DashboardApp, DashboardDocument }
}

/**
 * Renders a dashboard page on the server with the data the browser hydrates from. Dashboard
 * responses are private and never stored by any cache.
 */
export async function renderDashboard<P>(
  c: Context<AppEnv>,
  page: PageName,
  props: P,
  options: { title: string; status?: number },
): Promise<Response> {
  const session = c.get('session')
  if (!session) throw new Error('renderDashboard needs a session')
  // A count the store cannot give right now is left out, never a failed page.
  const store = c.get('backend').content
  const [{ DashboardApp, DashboardDocument }, Page, unread, applications, brand] = await Promise.all([
    loadShell(),
    loadPage(page),
    unreadInquiries(store).catch(() => null),
    unreadApplications(store).catch(() => null),
    dashboardBrand(c),
  ])
  const badges = { ...(unread ? { '/dashboard/inquiries': unread } : {}), ...(applications ? { '/dashboard/applications': applications } : {}) }
  const moduleNav = moduleNavEntries()
  const data: DashboardData<P> = {
    page,
    props,
    user: { displayName: session.user.displayName, email: session.user.email, role: session.user.role },
    path: c.req.path,
    title: options.title,
    ...(brand ? { brand } : {}),
    notice: noticeText(c.req.query('notice'), { of: c.req.query(NOTICE_PARAMS.of), at: c.req.query(NOTICE_PARAMS.at), alert: c.req.query(NOTICE_PARAMS.alert) }),
    ...(Object.keys(badges).length ? { badges } : {}),
    ...(moduleNav.length ? { moduleNav } : {}),
    config: dashboardConfig(c.get('config')),
  }
  const nonce = createNonce()
  const html =
    '<!DOCTYPE html>' +
    renderToString(
      <DashboardDocument title={options.title} assets={c.get('config').assets.files} data={data} nonce={nonce}>
        <DashboardApp data={data as DashboardData} Page={Page} />
      </DashboardDocument>,
    )
  return c.html(html, (options.status ?? 200) as 200, {
    'Cache-Control': 'no-store',
    'Content-Security-Policy': contentSecurityPolicy({
      nonce,
      staff: true,
      connectOrigins: c.get('config').cspConnectOrigins,
      appCheck: Boolean(c.get('config').firebase?.appCheckSiteKey),
    }),
  })
}
