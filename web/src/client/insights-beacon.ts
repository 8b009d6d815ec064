import { INSIGHTS_BEACON_PATH, type BeaconBody } from '../../../shared/insights/beacon'

/**
 * Statistik's beacon (docs/decisions/0061-private-insights.md): one small POST per page shown,
 * the first load and every page swapped in, except pages that ask not to be indexed. It sends the path, the referring site's host (not
 * its URL) on the first page only, and on a search page its query and result count. Nothing is
 * stored in the browser; with Do Not Track or Global Privacy Control on, nothing is sent (the
 * server checks the same headers again).
 */
export function startBeacon(win: Window & typeof globalThis): void {
  const nav = win.navigator as Navigator & { globalPrivacyControl?: boolean }
  if (nav.doNotTrack === '1' || nav.globalPrivacyControl || !nav.sendBeacon) return
  let referrer: string | undefined
  try {
    referrer = new URL(win.document.referrer).host
  } catch {
    // No referrer, or none that parses: nothing to say.
  }
  const send = () => {
    // Error pages and staff previews say noindex: they are not views of the site. A search's
    // page says it too (results are not worth indexing), yet it is a view, with its query.
    const results = win.document.querySelector('[data-results]')?.getAttribute('data-results')
    if (!results && win.document.querySelector('meta[name=robots][content=noindex]')) return
    const body: BeaconBody = { p: win.location.pathname, r: referrer }
    if (results) Object.assign(body, { q: new URLSearchParams(win.location.search).get('q'), n: +results })
    nav.sendBeacon(INSIGHTS_BEACON_PATH, JSON.stringify(body))
    referrer = undefined
  }
  send()
  win.document.addEventListener('site:swap', send)
}
