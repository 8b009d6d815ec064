/**
 * Statistik's server mode (docs/insights.md, docs/decisions/0064-count-where-served.md): the
 * server counts each page view it serves, on the render cache's fast path and on the full chain
 * alike (cache-fast-path.ts calls this for both), instead of a second request per view.
 *
 * It runs on every cached page served, so it does no more than it must: header reads from
 * Node's parsed headers, the user agent's verdict remembered, the day's string kept until the
 * day ends, the referring URL parsed only when it names another site, and increments of sums in
 * memory (never a store call).
 *
 * Counted: a GET answered 200 or 304 with an indexed public page or a search (the page marks
 * itself: render/page-view.ts), that the browser asked for as a navigation (`Sec-Fetch-Mode:
 * navigate`, or no such header at all: browsers older than it), from a visitor that may be
 * counted (no DNT or GPC, a user agent that is not a bot). A script's fetch (`cors`,
 * `same-origin`: the page-swapping script's fetches and hover prefetches) is not: a prefetched
 * page the visitor never opens must not count; the script says what it shows by a beacon.
 */
import type { InsightsCounter } from '../backends/ports'
import type { OnPageView } from '../render/cache-fast-path'
import { insightsDay } from '../../../shared/insights/types'
import { agentDevice, countryOf, ownHosts, referrerHost, type HeaderSource } from './visitor-signals'

type IncomingHeaders = Record<string, string | string[] | undefined>

/** Node's parsed request headers when the adapter gives them (as the fast path reads them), else the Fetch request's. */
function headersOf(request: Request, env: unknown): HeaderSource {
  const incoming = (env as { incoming?: { headers?: IncomingHeaders } } | undefined)?.incoming?.headers
  if (incoming) {
    return {
      header(name) {
        const value = incoming[name]
        return typeof value === 'string' ? value : value?.join(', ')
      },
    }
  }
  const headers = request.headers
  return { header: (name) => headers.get(name) ?? undefined }
}

/** The host name of an absolute URL or of a Host header, lower case, without port or `www.`, by string operations. */
export function bareHost(value: string): string {
  const scheme = value.indexOf('://')
  const start = scheme < 0 ? 0 : scheme + 3
  let end = value.length
  for (let i = start; i < value.length; i++) {
    const ch = value.charCodeAt(i)
    // '/', '?', '#', ':' end the host (a port, a path, a query).
    if (ch === 47 || ch === 63 || ch === 35 || ch === 58) {
      end = i
      break
    }
  }
  const host = value.slice(start, end).toLowerCase()
  return host.startsWith('www.') ? host.slice(4) : host
}

const DAY_MS = 86_400_000
/** Asia/Jakarta is UTC+7 all year (insightsDay). */
const JAKARTA_OFFSET_MS = 7 * 3_600_000

export interface PageViewCounterOptions {
  counter: InsightsCounter
  /** The site's own origins (PUBLIC_BASE_URL and the others it answers at): a Referer from them is no referring site. */
  origins: readonly string[]
  /** The app's clock in ms (tests move it). */
  now: () => number
}

/** The `onView` hook of the cache fast path that counts, in server mode. */
export function createPageViewCounter({ counter, origins, now }: PageViewCounterOptions): OnPageView {
  const own = ownHosts(origins)
  let day = ''
  let dayStart = 0
  let dayEnd = 0

  return (request, env, view, status) => {
    if (status !== 200 && status !== 304) return
    const headers = headersOf(request, env)
    const mode = headers.header('sec-fetch-mode')
    if (mode !== undefined && mode !== 'navigate') return
    if (headers.header('dnt')?.trim() === '1' || headers.header('sec-gpc')?.trim() === '1') return
    const device = agentDevice(headers.header('user-agent'))
    if (!device) return

    const at = now()
    if (at < dayStart || at >= dayEnd) {
      day = insightsDay(new Date(at))
      dayStart = Math.floor((at + JAKARTA_OFFSET_MS) / DAY_MS) * DAY_MS - JAKARTA_OFFSET_MS
      dayEnd = dayStart + DAY_MS
    }
    const lang = view.lang
    counter.count({ day, lang, dimension: 'view', key: view.path })
    counter.count({ day, lang, dimension: 'device', key: device })
    const country = countryOf(headers)
    if (country) counter.count({ day, lang, dimension: 'country', key: country })
    const referer = headers.header('referer')
    if (referer) {
      // Most views come from the site's own pages: those are told apart without parsing a URL.
      const from = bareHost(referer)
      if (!own.has(from) && from !== bareHost(headers.header('host') ?? request.url)) {
        const host = referrerHost(referer, own)
        if (host) counter.count({ day, lang, dimension: 'referrer', key: host })
      }
    }
    if (view.search) {
      const key = view.search.query
      counter.count({ day, lang, dimension: 'search', key })
      if (view.search.results === 0) counter.count({ day, lang, dimension: 'search-empty', key })
    }
  }
}
