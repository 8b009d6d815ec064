import { pageLang } from './page-lang'
import { LOADING_BAR } from '../../../shared/schemas/limits'

/**
 * The loading bar shown at the top during page navigation (spec section 2: duration 2000 ms,
 * throttle 200 ms, hide delay 500 ms, reset delay 400 ms). The algorithm is the one of Nuxt's
 * `useLoadingIndicator`, so the bar behaves like the original product's.
 */
export interface LoadingState {
  /** 0..100 */
  progress: number
  visible: boolean
  error: boolean
}

/** The timer functions the bar uses; injectable so tests drive them with fake timers. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(id: unknown): void
  requestAnimationFrame(callback: (time: number) => void): number
  cancelAnimationFrame(id: number): void
}

export interface LoadingBarOptions {
  onChange: (state: LoadingState) => void
  timers?: Timers
  duration?: number
  throttle?: number
  hideDelay?: number
  resetDelay?: number
}

export interface LoadingBar {
  /** Starts a navigation: progress 0, shown after the throttle unless finished before. */
  start(): void
  /** Ends it: progress 100, hidden after hideDelay, progress back to 0 after resetDelay more. */
  finish(options?: { error?: boolean }): void
  /** Cancels every pending timer and the animation, leaving the state as it is. */
  clear(): void
}

/**
 * Nuxt's estimate: an arctangent reaching 50 % at half the `duration` (about 70 % at the
 * duration) and approaching 100 % without reaching it; clamped to 0..100.
 */
export function estimatedProgress(duration: number, elapsed: number): number {
  return Math.max(0, Math.min(100, (2 / Math.PI) * 100 * Math.atan(((elapsed / duration) * 100) / 50)))
}

export function createLoadingBar({ onChange, timers = globalThis, ...options }: LoadingBarOptions): LoadingBar {
  const { duration, throttle, hideDelay, resetDelay } = { ...LOADING_BAR, ...options }
  const state: LoadingState = { progress: 0, visible: false, error: false }
  // One timer is enough: the throttle, hide and reset timeouts never overlap (start and finish
  // clear before scheduling, and reset is scheduled by hide).
  let timer: unknown
  let frame = 0

  const set = (patch: Partial<LoadingState>) => onChange({ ...Object.assign(state, patch) })

  const clear = () => {
    timers.clearTimeout(timer)
    timers.cancelAnimationFrame(frame)
  }

  const show = () => {
    let startedAt: number | undefined
    const step = (time: number) => {
      // Elapsed time counts from the first frame, as in Nuxt.
      set({ progress: estimatedProgress(duration, time - (startedAt ??= time)) })
      frame = timers.requestAnimationFrame(step)
    }
    set({ visible: true })
    frame = timers.requestAnimationFrame(step)
  }

  return {
    start() {
      clear()
      set({ progress: 0, error: false })
      // The throttle keeps fast navigations from flashing the bar.
      if (throttle) timer = timers.setTimeout(show, throttle)
      else show()
    },
    finish({ error } = {}) {
      clear()
      set({ progress: 100, error: error || state.error })
      timer = timers.setTimeout(() => {
        set({ visible: false })
        timer = timers.setTimeout(() => set({ progress: 0 }), resetDelay)
      }, hideDelay)
    },
    clear,
  }
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
  // Named in the language of the page shown, again at each change: a swap may bring the other (issue 15).
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
