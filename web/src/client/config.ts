/**
 * Page configuration for the browser scripts. It comes from a JSON data block
 * (`<script type="application/json" id="app-config">`) rather than an inline script,
 * so a strict Content-Security-Policy can forbid inline scripts.
 */
export interface AppConfig {
  baseURL: string
  buildId: string
  /** On Firebase with a reCAPTCHA Enterprise site key: what the forms get App Check tokens with (app-check.ts). */
  appCheck?: AppCheckSettings
}

/** Public identifiers only: the site key names the key, the web app's identifiers name the app. */
export interface AppCheckSettings {
  siteKey: string
  apiKey: string
  projectId: string
  appId: string
}

/** The App Check settings when every one is a non-empty string; anything else is no App Check. */
function appCheckSettings(value: unknown): AppCheckSettings | undefined {
  if (!value || typeof value !== 'object') return undefined
  const v = value as Record<string, unknown>
  const fields = ['siteKey', 'apiKey', 'projectId', 'appId'] as const
  if (!fields.every((name) => typeof v[name] === 'string' && v[name] !== '')) return undefined
  return { siteKey: v.siteKey as string, apiKey: v.apiKey as string, projectId: v.projectId as string, appId: v.appId as string }
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
  const appCheck = appCheckSettings(value?.appCheck)
  return { baseURL: string(value?.baseURL, '/'), buildId: string(value?.buildId, ''), ...(appCheck ? { appCheck } : {}) }
}

/** Reads `#app-config` from a document (the current one by default, or a fetched page). */
export function readConfig(root: Pick<Document, 'getElementById'> | undefined = globalThis.document): AppConfig {
  return parseConfig(root?.getElementById('app-config')?.textContent)
}
