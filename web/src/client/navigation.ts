import type { Http } from './http'
import { readConfig } from './config'
import type { LoadingBar } from './loading-bar'
import { INSIGHTS_BEACON_PATH } from '../../../shared/insights/beacon'

/**
 * Fast navigation between public pages. Every page is complete server-rendered HTML and every
 * link and filter form works without JavaScript; this only fetches the next page and swaps its
 * content in, with the loading bar of spec section 2. Whenever a swap is not certain to be
 * right (error status, not HTML, another build, outdated app, network failure), it falls back
 * to a normal page load.
 */

export interface LinkAttrs {
  target?: string | null
  download?: boolean
  rel?: string | null
  /** `data-no-swap` on the link or an ancestor. */
  noSwap?: boolean
}

/**
 * Paths that are not public pages of this layout: the dashboard and login (other layout and
 * scripts), uploaded media and resized images, assets, feeds, the file routes (CV, vCard,
 * publication download: shared/urls.ts) and any path with a file extension (.pdf, .vcf,
 * .xml...). Public page paths never have one: slugs are lowercase letters, digits and hyphens.
 */
const NOT_A_PAGE = /^\/(?:dashboard|login|feed)(?:[/.]|$)|^\/(?:media|img|assets)\/|\/(?:cv|vcard|download)$|\.\w+$/i

/** The parts of a URL the decisions use; `location` has them too. */
type Place = Pick<URL, 'origin' | 'pathname' | 'search'>

const samePage = (a: Place, b: Place) => a.pathname === b.pathname && a.search === b.search

/** Whether a link (or a GET form's target URL) may be followed by fetching and swapping. */
export function isSwappableLink(url: URL, current: Place, attrs: LinkAttrs = {}): boolean {
  return (
    url.origin === current.origin &&
    (!attrs.target || attrs.target === '_self') &&
    !attrs.download &&
    !attrs.noSwap &&
    !/(?:^|\s)external(?:\s|$)/i.test(attrs.rel ?? '') &&
    // A fragment on the same page (including a bare "#") is the browser's job.
    !(samePage(url, current) && url.href.includes('#')) &&
    !NOT_A_PAGE.test(url.pathname)
  )
}

/** A plain left click: modifier keys and other buttons mean "new tab/window/download". */
export function isPlainClick(e: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>): boolean {
  return !(e.button || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.defaultPrevented)
}

/** The URL a GET form submission navigates to: the form data replaces the action's query (as in HTML). */
export function formGetUrl(action: string | null, base: string, entries: Iterable<[string, FormDataEntryValue]>): URL {
  const url = new URL(action || base, base)
  // The swapped forms (filters) have no file inputs, so every value is a string.
  url.search = `${new URLSearchParams(entries as unknown as string[][])}`
  return url
}

export interface FetchedPage {
  /** The final URL, after redirects. */
  url: string
  /** The HTML, or null when the response was not HTML. */
  html: string | null
}

/**
 * Where a fetched page may be swapped in: its final URL (keeping the requested fragment, as
 * browsers do across redirects), or null when it is not HTML or a redirect left the public pages.
 */
export function swapTarget(page: FetchedPage, requested: URL, current: Place): URL | null {
  const url = new URL(page.url || requested.href)
  url.hash = requested.hash
  return page.html !== null && isSwappableLink(url, current) ? url : null
}

export const isHtml = (contentType: string | null): boolean => /^text\/html(?:;|$)/i.test(contentType!)

/**
 * Pages fetched ahead (on hover, focus or touch) and by navigation, so a click swaps at once.
 * Entries live ~30 s and at most ~20 are kept (the oldest goes first); a failed fetch is dropped
 * so the next attempt asks again.
 */
export function createPageCache<T>(load: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const entries = new Map<string, { at: number; page: Promise<T> }>()
  return (key) => {
    const hit = entries.get(key)
    if (hit && Date.now() - hit.at < 30_000) return hit.page
    entries.delete(key)
    const page = load(key)
    // Also keeps an ignored prefetch failure from becoming an unhandled rejection.
    page.catch(() => entries.get(key)?.page === page && entries.delete(key))
    entries.set(key, { at: Date.now(), page })
    if (entries.size > 20) entries.delete(entries.keys().next().value!)
    return page
  }
}

export interface NavigationOptions {
  http: Http
  bar: Pick<LoadingBar, 'start' | 'finish'>
  /** The build id of the running scripts: pages of another build are loaded normally. */
  buildId: string
  isOutdated: () => boolean
}

/** Replaces the page: its language, title, `[data-head]` elements, and the body's children except scripts and `[data-persist]`. */
function swap(next: Document): void {
  const { head, body } = document
  document.title = next.title
  // A page in the other language (the switch, a link between editions) says so to screen readers.
  document.documentElement.lang = next.documentElement.lang
  head.querySelectorAll('[data-head]').forEach((el) => el.remove())
  head.append(...next.head.querySelectorAll('[data-head]'))
  for (const el of [...body.children]) if (!el.matches('script,[data-persist]')) el.remove()
  // New content goes before the kept scripts, after the kept loading bar. <noscript> content
  // parsed by DOMParser (scripting off there) must not show on a page that runs scripts.
  const scripts = body.querySelector(':scope>script')
  for (const el of [...next.body.children]) if (!el.matches('script,noscript')) body.insertBefore(el, scripts)
  body.className = next.body.className
  // Page-specific enhancements (live search) start again on the new content.
  document.dispatchEvent(new Event('site:swap'))
}

/**
 * Says `text` to screen readers through one status region kept across swaps (`data-persist`):
 * a region that arrives with new content is not announced, one whose text changes is.
 */
function announce(text: string): void {
  let region = document.getElementById('swap-status')
  if (!region) {
    region = document.createElement('div')
    region.id = 'swap-status'
    region.className = 'visually-hidden'
    region.setAttribute('role', 'status')
    region.setAttribute('data-persist', '')
    document.body.append(region)
  }
  // Emptied first, so the same count said twice is said again.
  region.textContent = ''
  const target = region
  setTimeout(() => (target.textContent = text), 100)
}

/** Listens for link clicks, GET form submissions, link intent (prefetch) and history moves. */
export function startNavigation({ http, bar, buildId, isOutdated }: NavigationOptions): void {
  const withoutHash = (url: URL) => url.href.split('#')[0]!
  const load = createPageCache<FetchedPage>(async (href) => {
    const res = await http.raw<string>(href, { responseType: 'text', headers: { Accept: 'text/html' } })
    return { url: res.url, html: isHtml(res.headers.get('content-type')) ? res._data! : null }
  })

  // Scroll restoration is manual: the browser's would happen before the new content is in, on
  // the old page's height. The position of a page left by a link or form is kept in its history
  // entry and restored on back; pages left by back/forward or a #fragment come back at the top
  // (or at their fragment), which keeps this small.
  history.scrollRestoration = 'manual'
  // A position, else the #fragment's element, else the top.
  const scroll = (url: URL, y?: number) => {
    const target = url.hash && document.getElementById(url.hash.slice(1))
    if (y === undefined && target) target.scrollIntoView()
    else scrollTo(0, y ?? 0)
  }

  let current: Place = new URL(location.href)
  let seq = 0
  // push: a new navigation (link, form); else a history move (popstate) restoring y if known.
  // keep: a filter applied on change (data-auto-apply) keeps the visitor where they were, the
  // focus on the same field of the new page and the page scrolled as it was, instead of the
  // heading and the top; the new count is said again (its role=status region is new).
  const go = async (url: URL, push: boolean, y?: number, keep?: { focusId: string }) => {
    const id = ++seq
    bar.start()
    try {
      const page = await load(withoutHash(url))
      if (id !== seq) return // a later navigation took over
      const final = swapTarget(page, url, current)
      const next = final && new DOMParser().parseFromString(page.html!, 'text/html')
      const nextConfig = next && readConfig(next)
      if (!nextConfig || isOutdated() || nextConfig.buildId !== buildId) throw 0
      if (push) {
        history.replaceState({ y: scrollY }, '')
        history.pushState(null, '', final)
      } else history.replaceState(history.state, '', final) // a redirect may have changed it
      current = final
      const keptY = scrollY
      swap(next)
      // Statistik: the page shown (the server counts no script fetch, a prefetch never opened included).
      if (nextConfig.countViews) navigator.sendBeacon(INSIGHTS_BEACON_PATH, final.pathname + final.search)
      const field = keep && document.getElementById(keep.focusId)
      if (field) {
        field.focus({ preventScroll: true })
        scrollTo(0, keptY)
        announce(document.querySelector('main [role=status]')?.textContent ?? '')
      } else {
        // Screen readers: announce the new page by moving focus to its heading.
        const heading = document.querySelector<HTMLElement>('main h1')
        if (heading) heading.tabIndex = -1
        heading?.focus({ preventScroll: true })
        scroll(final, y)
      }
      bar.finish()
    } catch {
      // A normal load shows whatever the server answers (404 page, new build, login...).
      if (id === seq) push ? location.assign(url) : location.reload()
    }
  }

  const eligible = (target: EventTarget | null): URL | void => {
    const a = (target as Element | null)?.closest?.('a[href]')
    if (a instanceof HTMLAnchorElement && !isOutdated()) {
      const url = new URL(a.href)
      const attrs = { target: a.target, download: a.hasAttribute('download'), rel: a.rel, noSwap: !!a.closest('[data-no-swap]') }
      if (isSwappableLink(url, location, attrs)) return url
    }
  }

  // Delegated on the document. (Chromium does not dispatch pointerenter at all when only the
  // window listens for it.)
  const on = document.addEventListener.bind(document)
  on('click', (e) => {
    const url = isPlainClick(e) && eligible(e.target)
    if (url) {
      e.preventDefault()
      go(url, true)
    }
  })

  on('submit', (e) => {
    const form = e.target as HTMLFormElement
    // getAttribute, not form.action/method: a field named "action" would shadow those properties.
    const attr = (name: string) => form.getAttribute(name)
    if (e.defaultPrevented || !form.hasAttribute('data-swap') || isOutdated() || !/^(get)?$/i.test(attr('method') ?? '')) return
    const url = formGetUrl(attr('action'), location.href, new FormData(form, e.submitter))
    // A filter applied on change names its field (auto-apply.ts); Enter in a field is that field.
    const focused = document.activeElement
    const focusId = form.dataset.appliedField || (focused && form.contains(focused) ? focused.id : '')
    delete form.dataset.appliedField
    const keep = form.hasAttribute('data-auto-apply') && focusId ? { focusId } : undefined
    if (isSwappableLink(url, location, { target: attr('target') })) {
      e.preventDefault()
      go(url, true, undefined, keep)
    }
  })

  const prefetch = (e: Event) => {
    const url = eligible(e.target)
    if (url) load(withoutHash(url))
  }
  for (const type of ['pointerenter', 'focusin', 'touchstart']) on(type, prefetch, { capture: true, passive: true })

  addEventListener('popstate', (e) => {
    const url = new URL(location.href)
    const y = e.state?.y
    // Only the fragment changed: same content, just scroll.
    if (samePage(url, current)) scroll(url, y)
    else if (isOutdated()) location.reload()
    else go(url, false, y)
  })
}
