import { ofetch, type $Fetch } from 'ofetch'
import type { AppConfig } from './config'

/**
 * The one HTTP client of the browser scripts. ofetch's defaults are the retry policy:
 * statuses 408, 409, 425, 429, 500, 502, 503, 504 are retried once for GET/HEAD and never
 * for POST, PUT, PATCH, DELETE (retrying a write is not safe). The base URL comes from the
 * page configuration (spec section 7).
 */
export function createHttp(config: Pick<AppConfig, 'baseURL'>): $Fetch {
  return ofetch.create({ baseURL: config.baseURL })
}

/**
 * The page's client. Until `initHttp` runs it is plain ofetch, which behaves like base URL '/'
 * (ofetch leaves paths alone for that base); `initHttp` is called once by site.ts with the page
 * configuration, so importing this module has no side effect.
 */
export let http: $Fetch = ofetch

export function initHttp(config: Pick<AppConfig, 'baseURL'>): $Fetch {
  return (http = createHttp(config))
}
