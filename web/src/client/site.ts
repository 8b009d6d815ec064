import { LATEST_BUILD_PATH, startBuildCheck } from './build-check'
import { installChunkReload } from './chunk-reload'
import { readConfig } from './config'
import { createHttp } from './http'
import { offerLanguage, rememberChoices } from './lang-choice'
import type { LoadingBar } from './loading-bar'
import { LOADING_BAR } from '../../../shared/schemas/limits'
import { mountLoadingBar, type LoadingState } from './loading-bar-view'
import { startNavigation } from './navigation'
import { enhanceHeaderMenu } from './header-menu'

/**
 * The browser entry of the public pages, loaded as a module at the end of <body> (so the DOM
 * is there). The pages work without it: everything here is progressive enhancement.
 */

// First, so that even a failure while the rest starts is caught.
installChunkReload(window)

const config = readConfig()
const http = createHttp(config)
const build = startBuildCheck({
  buildId: config.buildId,
  fetchLatest: () => http(LATEST_BUILD_PATH, { cache: 'no-store' }),
})
// The live search is its own chunk, loaded only where a page has a live search form. Each chunk
// exports only the function called here: a chunk keeps every export of its module, by name.
const enhance = () => {
  // The lists' filters apply on change: a chunk of their own, loaded only where a page has them,
  // so the form pages stay within the 6 KB of public JavaScript.
  if (document.querySelector('form[data-auto-apply]')) void import('./auto-apply').then((m) => m.enhanceAutoApply(document))
  if (document.querySelector('form[data-live-search]')) void import('./live-search').then((m) => m.startLiveSearch(http))
  // The contact form sends without a reload where scripts run; its own chunk, loaded only where a page has one.
  if (document.querySelector('form[data-inquiry-form]')) void import('./inquiry-form').then((m) => m.enhanceInquiryForms(document))
  if (document.querySelector('form[data-application-form]')) void import('./application-form').then((m) => m.enhanceApplicationForms(document))
  // Video previews play on click: their own chunk, loaded only where a page holds one.
  if (document.querySelector('figure[data-embed-src]')) void import('./embed-preview').then((m) => m.enhanceEmbeds(document))
  // An online event's time in the visitor's own zone: its own chunk, loaded only on an event's page.
  if (document.querySelector('[data-local-time]')) void import('./local-time').then((m) => m.showLocalTimes(document))
}
enhance()
document.addEventListener('site:swap', enhance)
// Listens on the document: once, whatever page is swapped in.
enhanceHeaderMenu(document)

// The language switch remembers the choice; a page in the other language offers its version in
// the remembered (or the browser's) one, never redirecting (lang-choice.ts). Again on every swap.
rememberChoices(document)
const offer = () => offerLanguage(document, navigator.languages ?? [navigator.language])
offer()
document.addEventListener('site:swap', offer)

startNavigation({
  http,
  bar: lazyLoadingBar(mountLoadingBar(document)),
  buildId: config.buildId,
  isOutdated: build.isOutdated,
})

/**
 * The loading bar's element is on the page from the start (mountLoadingBar); its timing code
 * loads with the first navigation. The bar shows only after its 200 ms throttle, so code arriving
 * a few milliseconds late changes nothing, and a page never navigated from (a form filled in, an
 * article read to its end) never loads it: the form pages stay within 6 KB of JavaScript. Calls
 * wait for the code in the order made.
 */
function lazyLoadingBar(onChange: (state: LoadingState) => void): LoadingBar {
  let ready: Promise<LoadingBar> | undefined
  // A chunk that fails to load costs the bar, never the navigation (chunk-reload.ts reloads for the rest).
  const call = (use: (bar: LoadingBar) => void) => void (ready ??= import('./loading-bar').then((m) => m.createLoadingBar({ ...LOADING_BAR, onChange }))).then(use, () => {})
  return { start: () => call((bar) => bar.start()), finish: (options) => call((bar) => bar.finish(options)), clear: () => call((bar) => bar.clear()) }
}
