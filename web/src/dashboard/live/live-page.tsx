/**
 * The page's props as state, so a list can show fresh rows without a reload, and a small
 * notice region for what changed. DashboardApp wraps every page in it; pages reach it with
 * useLivePage() (null outside the provider, as in tests that render a page alone).
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
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

/** How long a notice stays; long enough to read two lines, short enough not to linger. */
const NOTICE_MS = 8_000

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

  useEffect(() => {
    if (!notice) return
    const timer = window.setTimeout(() => setNotice(null), NOTICE_MS)
    return () => window.clearTimeout(timer)
  }, [notice])

  return (
    <LiveContext.Provider value={controls}>
      {children(props)}
      <div className="live-notice-region" role="status" aria-live="polite">
        {notice ? (
          <div className="live-notice" key={notice.key}>
            <span>{notice.text}</span>
            <button type="button" className="live-notice-close" aria-label="Tutup pemberitahuan pembaruan" onClick={() => setNotice(null)}>
              ×
            </button>
          </div>
        ) : null}
      </div>
    </LiveContext.Provider>
  )
}
