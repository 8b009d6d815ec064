import type { LoadingState } from './loading-bar-view'

export type { LoadingState } from './loading-bar-view'

/**
 * The loading bar shown at the top during page navigation (spec section 2: duration 2000 ms,
 * throttle 200 ms, hide delay 500 ms, reset delay 400 ms). The algorithm is the one of Nuxt's
 * `useLoadingIndicator`, so the bar behaves like the original product's.
 */

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
  /**
   * The spec's timings (LOADING_BAR in shared/schemas/limits.ts), passed in: this module loads as a
   * chunk of its own, and anything it shared with the entry would become a third file.
   */
  duration: number
  throttle: number
  hideDelay: number
  resetDelay: number
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
  const { duration, throttle, hideDelay, resetDelay } = options
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
