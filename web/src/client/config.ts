/**
 * Page configuration for the browser scripts. It comes from a JSON data block
 * (`<script type="application/json" id="app-config">`) rather than an inline script,
 * so a strict Content-Security-Policy can forbid inline scripts.
 */
export interface AppConfig {
  baseURL: string
  buildId: string
  /** The server counts page views where it serves them (Statistik's `server` mode): a page the script swaps in is reported. */
  countViews: boolean
}

/** Parses the data block's text; each field falls back on its own when missing or invalid. */
export function parseConfig(text: string | null | undefined): AppConfig {
  let value: Partial<Record<keyof AppConfig, unknown>> | null = null
  try {
    value = JSON.parse(text!)
  } catch {
    // Missing or broken block: the defaults below keep the scripts working.
  }
  const string = (x: unknown, fallback: string) => (typeof x === 'string' && x) || fallback
  return { baseURL: string(value?.baseURL, '/'), buildId: string(value?.buildId, ''), countViews: value?.countViews === true }
}

/** Reads `#app-config` from a document (the current one by default, or a fetched page). */
export function readConfig(root: Pick<Document, 'getElementById'> | undefined = globalThis.document): AppConfig {
  return parseConfig(root?.getElementById('app-config')?.textContent)
}
