import type { Context } from 'hono'
import type { DashboardBrand } from '../../../web/src/dashboard/types'
import type { AppEnv } from '../app-env'
import { siteFor } from '../content/site'

/**
 * The firm's name and its mark's initials for the dashboard's header and the login page, from
 * the site settings through the read every public page shares (`siteFor`), so a save in
 * Pengaturan Situs shows here at once too. Null while no name is saved, and while the store
 * cannot be read: the dashboard then says a neutral "Dasbor" with no mark, and never fails for
 * it (signing in must not depend on the settings).
 */
export async function dashboardBrand(c: Context<AppEnv>): Promise<DashboardBrand | null> {
  try {
    const site = await siteFor(c)
    return site.name ? { name: site.name, initials: site.initials } : null
  } catch {
    return null
  }
}
