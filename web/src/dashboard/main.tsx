/**
 * Browser entry of the dashboard: reads the data the server rendered with, loads the page's
 * chunk and hydrates. Drafts of other paths are cleared on every page load (spec section 2:
 * navigating to a different path clears the saved drafts).
 */
import { hydrateRoot } from 'react-dom/client'
import { DashboardApp } from './dashboard-app'
import { clearDraftsExcept } from './drafts'
import { loadPage } from './pages/registry'
import type { DashboardData } from './types'

async function start() {
  const element = document.getElementById('dashboard-data')
  const root = document.getElementById('dashboard-root')
  if (!element || !root) return
  const data = JSON.parse(element.textContent ?? '{}') as DashboardData
  clearDraftsExcept(window.location.pathname)
  const Page = await loadPage(data.page)
  hydrateRoot(root, <DashboardApp data={data} Page={Page} />)
}

void start()
