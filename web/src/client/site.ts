import { LATEST_BUILD_PATH, startBuildCheck } from './build-check'
import { installChunkReload } from './chunk-reload'
import { readConfig } from './config'
import { initHttp } from './http'
import { offerLanguage, rememberChoices } from './lang-choice'
import { createLoadingBar, mountLoadingBar } from './loading-bar'
import { startNavigation } from './navigation'
import { enhanceAutoApply } from './auto-apply'
import { enhanceHeaderMenu } from './header-menu'

/**
 * The browser entry of the public pages, loaded as a module at the end of <body> (so the DOM
 * is there). The pages work without it: everything here is progressive enhancement.
 */

// First, so that even a failure while the rest starts is caught.
installChunkReload(window)

const config = readConfig()
const http = initHttp(config)
const build = startBuildCheck({
  buildId: config.buildId,
  fetchLatest: () => http(LATEST_BUILD_PATH, { cache: 'no-store' }),
})
// The live search is its own chunk, loaded only where a page has a live search form.
const enhance = () => {
  // The lists' filters apply on change (a few lines: in this file, not a chunk of their own).
  enhanceAutoApply(document)
  if (document.querySelector('form[data-live-search]')) void import('./live-search').then((m) => m.startLiveSearch(http))
  // The contact form sends without a reload where scripts run; its own chunk, loaded only where a page has one.
  if (document.querySelector('form[data-inquiry-form]')) void import('./inquiry-form').then((m) => m.enhanceInquiryForms(document))
  if (document.querySelector('form[data-application-form]')) void import('./application-form').then((m) => m.enhanceApplicationForms(document))
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
  bar: createLoadingBar({ onChange: mountLoadingBar(document) }),
  buildId: config.buildId,
  isOutdated: build.isOutdated,
})
