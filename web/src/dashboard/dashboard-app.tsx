import type { ComponentType } from 'react'
import { AppShell } from './components/app-shell'
import { BrandContext } from './components/brand-context'
import { LivePage } from './live/live-page'
import type { DashboardData } from './types'

/**
 * The tree rendered on the server and hydrated in the browser: the shell around one page. The
 * page's props live in LivePage, so lists can show other people's changes without a reload.
 */
export function DashboardApp({ data, Page }: { data: DashboardData; Page: ComponentType<{ props: unknown }> }) {
  return (
    <LivePage data={data}>
      {(props) => (
        <AppShell user={data.user} path={data.path} notice={data.notice} badges={data.badges} brand={data.brand} moduleNav={data.moduleNav}>
          <BrandContext.Provider value={data.brand}>
            <Page props={props} />
          </BrandContext.Provider>
        </AppShell>
      )}
    </LivePage>
  )
}
