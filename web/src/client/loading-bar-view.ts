import { pageLang } from './page-lang'

/**
 * The loading bar's element and its drawing: on every page from the start (tests and the swap
 * keep it), while its timing (loading-bar.ts) loads with the first navigation (site.ts).
 */
export interface LoadingState {
  /** 0..100 */
  progress: number
  visible: boolean
  error: boolean
}

/**
 * The bar's element: a fixed 3px strip at the top, styled by the site stylesheet (`.loading-bar`,
 * faded in by `.is-visible`, coloured by `.is-error`); only its progress is set here, as a
 * transform. It is `hidden` (out of layout and of the accessibility tree) once hidden and reset,
 * so the stylesheet's fade-out still plays during the reset delay. Marked `data-persist` so page
 * swaps keep it. Returns the `onChange` callback that renders.
 */
export function mountLoadingBar(doc: Document): (state: LoadingState) => void {
  const bar = doc.createElement('div')
  bar.className = 'loading-bar'
  bar.hidden = true
  // aria-valuemin and aria-valuemax default to 0 and 100 for a progressbar.
  // Named in the language of the page shown, again at each change: a swap may bring the other.
  const label = () => bar.setAttribute('aria-label', pageLang(doc) === 'en' ? 'Loading page' : 'Memuat halaman')
  for (const [name, value] of [['data-persist', ''], ['role', 'progressbar']]) bar.setAttribute(name!, value!)
  label()
  doc.body.prepend(bar)
  return ({ progress, visible, error }) => {
    label()
    bar.hidden = !visible && !progress
    bar.classList.toggle('is-visible', visible)
    bar.classList.toggle('is-error', error)
    bar.style.transform = `scaleX(${progress / 100})`
    bar.setAttribute('aria-valuenow', `${progress | 0}`)
  }
}
