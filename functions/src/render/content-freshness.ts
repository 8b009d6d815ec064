import type { ContentVersion } from '../backends/ports'

/**
 * A request checks the version itself when the watch has said nothing for this long: a listener
 * that died quietly (a dropped stream on an idle instance) costs at most this much staleness,
 * and one read per this interval per instance while it serves.
 */
export const VERSION_CHECK_MS = 10_000

/** Not yet known: the first version seen drops whatever was rendered before it. */
const UNKNOWN = Symbol('unknown')

export interface ContentFreshness {
  /** Called with every request: reads the version when the watch has been silent for VERSION_CHECK_MS (or `pollMs` has passed). */
  touch(): void
  stop(): void
}

/**
 * Keeps this process's render caches as fresh as the shared store (decision 36): `clear` runs
 * when the content version changes in another process (seen by the watch, or by a request's
 * check when the watch has been silent too long). A failed check is tried again by a later request.
 */
export function keepFresh(version: ContentVersion, clear: () => void, clock: () => number = Date.now): ContentFreshness {
  let known: string | null | typeof UNKNOWN = UNKNOWN
  const checkMs = version.pollMs ?? VERSION_CHECK_MS
  let heard = clock()
  let checking = false
  const seen = (next: string | null) => {
    heard = clock()
    if (next === known) return
    known = next
    clear()
  }
  const stop = version.watch(seen)
  if (version.pollMs !== undefined) {
    // Polled (no listener): read once now, before this process renders anything, as the version
    // its pages start from; nothing cached yet, nothing to clear. Then requests read it every pollMs.
    checking = true
    version
      .read()
      .then(
        (read) => {
          heard = clock()
          if (known === UNKNOWN) known = read.version
        },
        () => (heard = Number.NEGATIVE_INFINITY),
      )
      .finally(() => (checking = false))
  }
  return {
    touch() {
      if (checking || clock() - heard < checkMs) return
      checking = true
      version
        .read()
        .then(
          (read) => {
            // This process's own write: its change events already cleared the cache.
            if (read.own) {
              heard = clock()
              known = read.version
            } else seen(read.version)
          },
          () => {},
        )
        .finally(() => (checking = false))
    },
    stop,
  }
}
