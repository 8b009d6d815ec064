import type { ComponentType } from 'react'
import { AppShell } from './components/app-shell'
import type { DashboardData } from './types'

/** The tree rendered on the server and hydrated in the browser: the shell around one page. */
export function DashboardApp({ data, Page }: { data: DashboardData; Page: ComponentType<{ props: unknown }> }) {
  return (
    <AppShell user={data.user} path={data.path} notice={data.notice}>
      <Page props={data.props} />
    </AppShell>
  )
}
