/**
 * The forms' App Check (app-check.ts), loaded only where the page configuration names a site
 * key: without one (the embedded backend, the emulators) the forms ship none of its code, which
 * keeps a form page within the public JavaScript budget (decision 11). With one, the first ask
 * loads it (then the SDK as before); a load that fails leaves the header out, as a token that
 * cannot be had does, and is tried again at the next ask.
 */
import type { FormAppCheck } from './app-check'

const NONE: FormAppCheck = { prepare() {}, headers: async () => ({}) }

let shared: FormAppCheck | undefined

/**
 * Whether the page configuration names an App Check site key: the one question asked here;
 * app-check.ts reads and checks the whole of the settings once loaded (none valid: no token).
 */
export function namesSiteKey(root: Pick<Document, 'getElementById'> | undefined = globalThis.document): boolean {
  try {
    const siteKey = (JSON.parse(root?.getElementById('app-config')?.textContent ?? '') as { appCheck?: { siteKey?: unknown } } | null)?.appCheck?.siteKey
    return typeof siteKey === 'string' && siteKey !== ''
  } catch {
    return false
  }
}

/** The page's one instance (the same on every page of the site). */
export function formAppCheck(): FormAppCheck {
  if (shared) return shared
  if (!namesSiteKey()) return (shared = NONE)
  let loading: Promise<FormAppCheck> | undefined
  const load = () =>
    (loading ??= import('./app-check').then(
      (m) => m.formAppCheck(),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    ))
  return (shared = {
    prepare() {
      load().then((appCheck) => appCheck.prepare(), () => {})
    },
    headers: () => load().then((appCheck) => appCheck.headers(), () => ({})),
  })
}
