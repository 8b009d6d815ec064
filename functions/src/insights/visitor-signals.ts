/**
 * What a request may tell Statistik, and whether it may be counted at all
 * (docs/decisions/0061-private-insights.md). Each function reads one header and keeps only a
 * coarse class of it; the header itself (the user agent, the referring URL) is never stored.
 */
import { isbot } from 'isbot'
import type { DeviceClass } from '../../../shared/insights/types'

/** Header reads, so a Hono request and a Fetch request both fit. */
export interface HeaderSource {
  header(name: string): string | undefined
}

/**
 * Whether the visitor lets itself be counted: not with Do Not Track (`DNT: 1`) or Global
 * Privacy Control (`Sec-GPC: 1`), and not a known bot or a request without a user agent.
 */
export function mayCount(headers: HeaderSource): boolean {
  if (headers.header('dnt')?.trim() === '1') return false
  if (headers.header('sec-gpc')?.trim() === '1') return false
  return agentDevice(headers.header('user-agent')) !== null
}

/**
 * Verdicts on user agents seen lately: isbot's patterns cost more than a cached page's whole
 * answer in server mode, and a site's visitors send a few hundred distinct user agents. Memory
 * only, never written, with no count or time: emptied when full.
 */
const AGENT_VERDICTS_MAX = 1000
const agentVerdicts = new Map<string, DeviceClass | null>()

/** The device class of a user agent that may be counted; null for none, an empty one or a bot (isbot). */
export function agentDevice(agent: string | undefined): DeviceClass | null {
  if (!agent) return null
  let verdict = agentVerdicts.get(agent)
  if (verdict === undefined) {
    verdict = isbot(agent) ? null : deviceClass(agent)
    if (agentVerdicts.size >= AGENT_VERDICTS_MAX) agentVerdicts.clear()
    // A user agent can be kilobytes long: those are judged each time rather than kept.
    if (agent.length <= 512) agentVerdicts.set(agent, verdict)
  }
  return verdict
}

/**
 * The device class of a user agent. Tablets first: iPads and Android tablets also say
 * "Mobile" in some browsers, and an Android user agent without "Mobile" is a tablet (Google's
 * advice to Android browser makers).
 */
export function deviceClass(agent: string | undefined): DeviceClass {
  const ua = agent ?? ''
  if (/iPad|Tablet|PlayBook|Silk|Kindle|(Android(?!.*Mobile))/i.test(ua)) return 'tablet'
  if (/Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini|IEMobile/i.test(ua)) return 'phone'
  return 'desktop'
}

/**
 * Country headers a CDN or platform in front of the app sets from the client's address
 * (Google's front end, a proxy's convention, Cloudflare), in that order. A visitor cannot be
 * told apart by them: a country is millions of people.
 */
const COUNTRY_HEADERS = ['x-appengine-country', 'x-country-code', 'cf-ipcountry'] as const

/**
 * The visitor's country (ISO 3166-1 alpha-2) where a CDN header gives it, else null. The
 * Accept-Language region is not used: it says which language a browser was set up in, not
 * where its user is (an Indonesian reading in en-US would count as the United States).
 */
export function countryOf(headers: HeaderSource): string | null {
  for (const name of COUNTRY_HEADERS) {
    const value = headers.header(name)?.trim().toUpperCase()
    // "ZZ" (Google) and "XX"/"T1" (Cloudflare: unknown, Tor) say the country is not known.
    if (value && /^[A-Z]{2}$/.test(value) && value !== 'ZZ' && value !== 'XX' && value !== 'T1') return value
  }
  return null
}

/**
 * The host of a referring URL from another site, or null (none, unreadable, this site's own
 * host, not http). Only the host is kept: the path of a search or a webmail link can say who
 * the visitor is.
 */
export function referrerHost(referrer: string | undefined, ownHosts: ReadonlySet<string>): string | null {
  if (!referrer || referrer.length > 2048) return null
  let url: URL
  try {
    url = new URL(referrer)
  } catch {
    // The beacon sends the host alone.
    if (!/^[a-z0-9.-]{1,253}(:\d{1,5})?$/i.test(referrer)) return null
    url = new URL(`https://${referrer}`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  const host = url.hostname.toLowerCase().replace(/^www\./, '')
  if (!host || ownHosts.has(host)) return null
  return host.slice(0, 120)
}

/** This site's own hosts, as referrerHost compares them (www. dropped). */
export function ownHosts(origins: readonly string[]): Set<string> {
  const hosts = new Set<string>()
  for (const origin of origins) {
    try {
      hosts.add(new URL(origin).hostname.toLowerCase().replace(/^www\./, ''))
    } catch {
      // An origin that is not a URL names no host.
    }
  }
  return hosts
}
