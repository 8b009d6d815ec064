/**
 * The calls the rest of the app makes to Statistik (docs/insights.md): a page view (from the
 * beacon), a search, a conversion. Each one checks that the visitor may be counted, keeps only
 * coarse classes of what the request says, and adds one to sums in memory: it never waits for
 * the store and never throws.
 */
import type { Context } from 'hono'
import type { AppEnv } from '../app-env'
import type { InsightsCounter } from '../backends/ports'
import { conversionKey, insightsDay, INSIGHTS_KEY_MAX, type ConversionKind } from '../../../shared/insights/types'
import { countablePath } from '../../../shared/insights/countable-path'
import { countryOf, deviceClass, mayCount, ownHosts, referrerHost } from './visitor-signals'

export type { ConversionKind }

const hostsOfOrigin = new Map<string, Set<string>>()

function siteHosts(c: Context<AppEnv>): Set<string> {
  const origin = c.get('config')?.publicBaseUrl ?? ''
  let hosts = hostsOfOrigin.get(origin)
  if (!hosts) {
    hosts = ownHosts([origin, new URL(c.req.url).origin])
    hostsOfOrigin.set(origin, hosts)
  }
  return hosts
}

function counterOf(c: Context<AppEnv>): InsightsCounter | null {
  return c.get('backend')?.insightsCounter ?? null
}

function dayOf(c: Context<AppEnv>): string {
  return insightsDay(c.get('now') ?? new Date())
}

/**
 * One view of a public page (`path` as the browser shows it), with the host of the site that
 * sent the visitor (`referrer`: the beacon sends a host, the image the browser's header).
 * False when not counted (not a public page, or a visitor who may not be counted).
 */
export function countView(c: Context<AppEnv>, path: string, referrer: string | undefined): boolean {
  const counter = counterOf(c)
  const page = countablePath(path)
  if (!counter || !page || !mayCount(c.req)) return false
  const base = { day: dayOf(c), lang: page.lang }
  counter.count({ ...base, dimension: 'view', key: page.path })
  counter.count({ ...base, dimension: 'device', key: deviceClass(c.req.header('user-agent')) })
  const country = countryOf(c.req)
  if (country) counter.count({ ...base, dimension: 'country', key: country })
  const host = referrerHost(referrer, siteHosts(c))
  if (host) counter.count({ ...base, dimension: 'referrer', key: host })
  return true
}

/** A search's query as counted: lower case, spaces collapsed, cut at INSIGHTS_KEY_MAX. */
export function normaliseQuery(query: string): string {
  return query.normalize('NFKC').toLowerCase().replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/\s+/g, ' ').trim().slice(0, INSIGHTS_KEY_MAX)
}

/**
 * One search of the public site and how many results it found (0: listed under searches without
 * results; null: not known, counted as a search only).
 */
export function countSearch(c: Context<AppEnv>, query: string, results: number | null): void {
  const counter = counterOf(c)
  const key = normaliseQuery(query)
  if (!counter || !key || !mayCount(c.req)) return
  const base = { day: dayOf(c), lang: c.get('lang') ?? 'id', key }
  counter.count({ ...base, dimension: 'search' })
  if (results === 0) counter.count({ ...base, dimension: 'search-empty' })
}

/** The public page a request came from: its same-site Referer's path, when that is a public page. */
function refererPath(c: Context<AppEnv>): string | null {
  const referer = c.req.header('referer')
  if (!referer) return null
  try {
    const url = new URL(referer)
    if (url.origin !== new URL(c.req.url).origin && !siteHosts(c).has(url.hostname.replace(/^www\./, ''))) return null
    return url.pathname
  } catch {
    return null
  }
}

/**
 * One conversion (an inquiry or application sent, a subscription confirmed, an event
 * registration, a PDF or vCard downloaded) and the public page it was done from: `fromPath`
 * when the caller knows it, else the request's same-site Referer, else unknown (''). The
 * language is the request's.
 */
export function countConversion(c: Context<AppEnv>, kind: ConversionKind, fromPath?: string): void {
  const counter = counterOf(c)
  if (!counter || !mayCount(c.req)) return
  const page = countablePath(fromPath ?? refererPath(c) ?? '')
  counter.count({ day: dayOf(c), lang: page?.lang ?? c.get('lang') ?? 'id', dimension: 'conversion', key: conversionKey(kind, page?.path ?? '') })
}

/**
 * Whether a file request is a download to count: a GET that is not a browser revalidating its
 * copy (If-None-Match, If-Modified-Since) nor the second part of a download in ranges.
 */
export function isNewDownload(c: Context<AppEnv>): boolean {
  if (c.req.method !== 'GET' || c.req.header('if-none-match') || c.req.header('if-modified-since')) return false
  const range = c.req.header('range')
  return !range || /^bytes=0-/.test(range.trim())
}
