import type { AppConfig } from './config'

/**
 * The one HTTP client of the browser code, with the retry policy of ofetch's defaults
 * (docs/decisions/0002-http-retry-policy.md): statuses 408, 409, 425, 429, 500, 502, 503,
 * 504 and network failures are retried once for GET and HEAD, never for POST, PUT, PATCH,
 * DELETE (repeating a write is not safe). The base URL comes from the page configuration.
 * Bodies are sent as given: the public scripts send none, so the JSON encoding of plain objects
 * is not carried on every page (docs/decisions/0065-public-js-room.md).
 * Written here rather than using ofetch itself because ofetch (with ufo and destr) is 4 KB
 * compressed, two thirds of the public pages' JavaScript budget (docs/decisions/0011).
 */
export const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504])
const RETRIES_FOR_READS = 1

export interface HttpOptions {
  method?: string
  headers?: Record<string, string>
  body?: BodyInit | null
  /** 'json' parses the body; 'text' keeps it; by default JSON when the server says so. */
  responseType?: 'json' | 'text'
  cache?: RequestCache
  signal?: AbortSignal
}

export type HttpResponse<T> = Response & { _data?: T }

export class HttpError extends Error {
  // Declared, then set in the constructor: a class field (or a parameter property) would bring
  // the bundler's field helper, a module of its own, to every public page.
  declare readonly status: number
  declare readonly response: Response | undefined
  constructor(status: number, response: Response | undefined, message: string) {
    super(message)
    this.name = 'HttpError'
    this.status = status
    this.response = response
  }
}

export interface Http {
  <T = unknown>(url: string, options?: HttpOptions): Promise<T>
  raw<T = unknown>(url: string, options?: HttpOptions): Promise<HttpResponse<T>>
}

/** Joins a base URL and a path the way ofetch does: absolute URLs and a '/' base leave it alone. */
export function withBase(url: string, baseURL: string): string {
  if (!baseURL || baseURL === '/' || /^[a-z][a-z\d+.-]*:/i.test(url)) return url
  return `${baseURL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`
}

export function createHttp(config: Pick<AppConfig, 'baseURL'>): Http {
  const raw = async <T>(url: string, options: HttpOptions = {}): Promise<HttpResponse<T>> => {
    const method = (options.method ?? 'GET').toUpperCase()
    const init: RequestInit = { method, headers: options.headers, body: options.body, cache: options.cache, signal: options.signal }
    let retries = method === 'GET' || method === 'HEAD' ? RETRIES_FOR_READS : 0
    for (;;) {
      let response: HttpResponse<T>
      try {
        response = await fetch(withBase(url, config.baseURL), init)
      } catch (error) {
        if (retries-- > 0 && !options.signal?.aborted) continue
        throw new HttpError(0, undefined, String(error))
      }
      if (!response.ok) {
        if (retries-- > 0 && RETRY_STATUSES.has(response.status)) continue
        throw new HttpError(response.status, response, `${method} ${url}: ${response.status}`)
      }
      if (method !== 'HEAD' && response.status !== 204) {
        const json = options.responseType === 'json' || (!options.responseType && /json/.test(response.headers.get('content-type') ?? ''))
        const text = await response.text()
        response._data = (json && text ? JSON.parse(text) : text) as T
      }
      return response
    }
  }
  const http = (async <T>(url: string, options?: HttpOptions) => (await raw<T>(url, options))._data as T) as Http
  http.raw = raw
  return http
}
