/**
 * The page's props as state, so a list can show fresh rows without a reload, and the notice of
 * what changed, which the page's one notice area shows (components/toast.tsx: it stays until
 * closed or replaced, as the confirmation of one's own action does). DashboardApp wraps every
 * page in it; pages reach it with useLivePage() (null outside the provider, as in tests that
 * render a page alone).
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import type { DashboardData } from '../types'
import { fetchPageData, type PageDataResult } from './page-data'

export interface LivePageControls {
  /** Fetches the page again and shows its new props (same page only). */
  refresh(): Promise<PageDataResult<unknown>['status']>
  /** Shows a short notice of what changed. */
  announce(text: string): void
}

const LiveContext = createContext<LivePageControls | null>(null)

export function useLivePage(): LivePageControls | null {
  return useContext(LiveContext)
}

/** The notice of the latest change, shown by the page's one notice area (components/toast.tsx). */
export interface LiveNotice {
  notice: { text: string; key: number } | null
  dismiss(): void
}

const LiveNoticeContext = createContext<LiveNotice>({ notice: null, dismiss: () => {} })

export function useLiveNotice(): LiveNotice {
  return useContext(LiveNoticeContext)
}

export function LivePage({ data, children }: { data: DashboardData; children: (props: unknown) => ReactNode }) {
  const [props, setProps] = useState(data.props)
  const [notice, setNotice] = useState<{ text: string; key: number } | null>(null)
  const page = data.page

  const refresh = useCallback(async () => {
    const result = await fetchPageData(window.location.pathname + window.location.search)
    if (result.status === 'ok' && result.data.page === page) setProps(result.data.props)
    return result.status
  }, [page])
  const announce = useCallback((text: string) => setNotice((previous) => ({ text, key: (previous?.key ?? 0) + 1 })), [])
  const controls = useMemo(() => ({ refresh, announce }), [refresh, announce])

  const shown = useMemo(() => ({ notice, dismiss: () => setNotice(null) }), [notice])

  return (
    <LiveContext.Provider value={controls}>
      <LiveNoticeContext.Provider value={shown}>{children(props)}</LiveNoticeContext.Provider>
    </LiveContext.Provider>
  )
}
