/**
 * The data a dashboard page is rendered with (`#dashboard-data`), fetched again: a list reloads
 * its rows this way after a change, and an edit form reads another person's version of the
 * item from its own edit page. The server renders exactly what a reload would show, with the
 * same checks, so the browser needs no second API for it.
 */
import type { DashboardData } from '../types'

export type PageDataResult<P> =
  | { status: 'ok'; data: DashboardData<P> }
  /** The session ended: the answer was the sign-in page. */
  | { status: 'signed-out' }
  /** The item is gone (404) or the page could not be read. */
  | { status: 'not-found' }
  | { status: 'failed' }

const DATA_BLOCK = /<script\b[^>]*\bid="dashboard-data"[^>]*>([\s\S]*?)<\/script>/

/** The JSON data block of a dashboard page's HTML (its `<` are escaped, so it cannot hold `</script>`). */
export function extractDashboardData<P = unknown>(html: string): DashboardData<P> | null {
  const match = DATA_BLOCK.exec(html)
  if (!match) return null
  try {
    const data = JSON.parse(match[1]!) as DashboardData<P>
    return data && typeof data === 'object' && typeof data.page === 'string' ? data : null
  } catch {
    return null
  }
}

export async function fetchPageData<P = unknown>(url: string, fetchImpl: typeof fetch = (...args) => fetch(...args)): Promise<PageDataResult<P>> {
  let res: Response
  try {
    res = await fetchImpl(url, { credentials: 'same-origin', cache: 'no-store', headers: { Accept: 'text/html' } })
  } catch {
    return { status: 'failed' }
  }
  if (res.redirected && new URL(res.url, 'http://site.invalid').pathname === '/login') return { status: 'signed-out' }
  if (res.status === 404) return { status: 'not-found' }
  if (!res.ok) return { status: 'failed' }
  const data = extractDashboardData<P>(await res.text())
  return data ? { status: 'ok', data } : { status: 'failed' }
}
