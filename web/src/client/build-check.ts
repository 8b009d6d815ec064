import { BUILD_CHECK_DELAY_MS } from '../../../shared/schemas/limits'

/**
 * About one second after start (spec sections 2 and 9) the page asks for the latest build.
 * When it differs from the build that rendered the page, the app is marked outdated and the
 * next navigation becomes a full page load, which brings the new build's assets. Failures are
 * silent: the check is an optimisation, navigation also compares build ids of fetched pages.
 */
export const LATEST_BUILD_PATH = '/_build/latest.json'

export interface BuildCheck {
  isOutdated(): boolean
}

export interface BuildCheckOptions {
  /** The build id of the page (from #app-config). */
  buildId: string
  /** Fetches `/_build/latest.json` (site.ts uses the http client with `cache: 'no-store'`). */
  fetchLatest: () => Promise<unknown>
  delay?: number
  setTimeout?: (callback: () => void, ms: number) => unknown
}

/** True when the latest build is known and differs from the page's. */
export function isNewerBuild(current: string, latest: unknown): boolean {
  const id = (latest as { buildId?: unknown } | null)?.buildId
  return !!current && !!id && typeof id === 'string' && id !== current
}

export function startBuildCheck({ buildId, fetchLatest, delay = BUILD_CHECK_DELAY_MS, setTimeout: schedule = setTimeout }: BuildCheckOptions): BuildCheck {
  let outdated = false
  // Without a build id of our own there is nothing to compare with.
  if (buildId) schedule(() => fetchLatest().then((latest) => (outdated = isNewerBuild(buildId, latest)), () => {}), delay)
  return { isOutdated: () => outdated }
}
