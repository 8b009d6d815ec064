/**
 * Results as you type on /search and /en/search: the form keeps working as a plain GET form; with this
 * script, typing fetches the server-rendered results page and swaps the results region.
 * Loaded by site.ts only on pages that have a live search form (its own chunk).
 */
import type { Http, HttpError } from './http'
import { SEARCH_PATH } from '../../../shared/urls'

const DEBOUNCE_MS = 200

/** The results page of what the form holds, in the page's language: the form's own action (`/search`, `/en/search`). */
function liveSearchUrl(form: HTMLFormElement): string {
  const params = new URLSearchParams()
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && value.trim()) params.set(name, value.trim())
  }
  const action = form.getAttribute('action')
  const path = action && action.startsWith('/') && !action.startsWith('//') ? action : SEARCH_PATH
  const query = params.toString()
  return query ? `${path}?${query}` : path
}

export function startLiveSearch(http: Http) {
  const form = document.querySelector<HTMLFormElement>('form[data-live-search]')
  const region = document.getElementById('search-results')
  if (!form || !region || form.dataset.liveSearchReady) return
  form.dataset.liveSearchReady = '1'
  let timer: number | undefined
  let latest = 0
  const refresh = async () => {
    const url = liveSearchUrl(form)
    const ticket = ++latest
    let html: string
    try {
      html = await http<string>(url, { responseType: 'text', headers: { Accept: 'text/html' } })
    } catch (error) {
      // Too many searches (429) or search unavailable (503): the server's page says why in the
      // results region; show that rather than results that no longer match the words typed.
      // Read from the error's fields, not by `instanceof HttpError`: importing the class would
      // make http.ts a chunk shared with the entry, one more file on every public page.
      const failed = error as Partial<HttpError> | null
      const refused = (failed?.status === 429 || failed?.status === 503) && failed.response
      if (!refused) return // keep the current results; submitting the form still works
      html = await refused.text().catch(() => '')
    }
    try {
      if (ticket !== latest) return // an older answer arriving late
      const page = new DOMParser().parseFromString(html, 'text/html')
      const next = page.getElementById('search-results')
      if (!next) return
      region.innerHTML = next.innerHTML
      // The tab and history entry name the search shown, as a full load would.
      if (page.title) document.title = page.title
      history.replaceState(history.state, '', url)
    } catch {
      // Keep the current results; submitting the form still works.
    }
  }
  const schedule = () => {
    window.clearTimeout(timer)
    timer = window.setTimeout(refresh, DEBOUNCE_MS)
  }
  form.addEventListener('input', schedule)
  form.addEventListener('change', schedule)
}

