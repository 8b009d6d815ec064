import { CHUNK_RELOAD_GUARD_MS } from '../../../shared/schemas/limits'

/**
 * A failed load of a page part (a script chunk, typically gone after a deploy) reloads the
 * page once, guarded by a 10-second window (spec sections 2, 8 and 9): the time of the reload
 * is kept in sessionStorage and a second failure within the window does not reload again.
 */
export const CHUNK_RELOAD_KEY = 'chunk-reload-at'

/** True unless a reload happened less than the guard window ago (a clock set back also allows one). */
export function shouldReload(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now < lastReloadAt || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS
}

/**
 * A failed dynamic import: "Failed to fetch dynamically imported module" (Chromium), "error
 * loading dynamically imported module" (Firefox), "Importing a module script failed" (Safari),
 * and webpack-style ChunkLoadError ("Loading chunk 42 failed").
 */
const CHUNK_ERROR = /dynamically imported module|importing a module script failed|ChunkLoadError|loading chunk \S+ failed/i

/** Whether an unhandled rejection's reason is a failed chunk load (String(error) is "Name: message"). */
export function isChunkError(reason: unknown): boolean {
  return CHUNK_ERROR.test(String(reason))
}

/** Whether a failed element is a script chunk: a script or a modulepreload link under /assets/ (absolute URL, as the DOM gives it). */
export function isChunkElement(tagName: string, rel: string, url: string): boolean {
  return (tagName === 'SCRIPT' || (tagName === 'LINK' && /\bmodulepreload\b/i.test(rel))) && /^\w+:\/\/[^/]+\/assets\//.test(url)
}

/**
 * Reloads unless the guard says no. When the time cannot be recorded (storage blocked), it does
 * not reload: without the record nothing would stop a reload loop on a chunk that stays missing,
 * and the page still works as plain HTML.
 */
export function reloadOnce(
  /** A getter: merely reading `window.sessionStorage` throws when storage is blocked. */
  storage: () => Pick<Storage, 'getItem' | 'setItem'>,
  now: number,
  reload: () => void,
): boolean {
  try {
    const store = storage()
    // Missing or garbled records read as 0 or NaN, i.e. no reload recorded.
    if (!shouldReload(Number(store.getItem(CHUNK_RELOAD_KEY)) || null, now)) return false
    store.setItem(CHUNK_RELOAD_KEY, String(now))
  } catch {
    return false
  }
  reload()
  return true
}

/** Listens for failed chunk loads on the window (capture phase: resource errors do not bubble). */
export function installChunkReload(win: Window): void {
  const reload = () => reloadOnce(() => win.sessionStorage, Date.now(), () => win.location.reload())
  win.addEventListener(
    'error',
    (event) => {
      // Runtime errors arrive here too, with the window as target: no tagName, not a chunk.
      const el = event.target as Partial<HTMLScriptElement & HTMLLinkElement>
      if (isChunkElement(el.tagName!, el.rel!, el.src || el.href!)) reload()
    },
    true,
  )
  win.addEventListener('unhandledrejection', (event) => isChunkError(event.reason) && reload())
}
