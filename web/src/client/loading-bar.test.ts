import { LOADING_BAR } from '../../../shared/schemas/limits'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createLoadingBar, estimatedProgress, type LoadingState, type Timers } from './loading-bar'

/** Animation frames every 10 ms of fake time, stamped with the fake clock. */
const FRAME = 10
const fakeTimers = (): Timers => ({
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
  requestAnimationFrame: (callback) => setTimeout(() => callback(Date.now()), FRAME) as unknown as number,
  cancelAnimationFrame: (id) => clearTimeout(id as unknown as ReturnType<typeof setTimeout>),
})

function setup() {
  const states: LoadingState[] = []
  const bar = createLoadingBar({ ...LOADING_BAR, onChange: (s) => states.push(s), timers: fakeTimers() })
  const last = () => states.at(-1)!
  return { bar, states, last }
}

describe('loading bar (Nuxt useLoadingIndicator algorithm, spec section 2 timings)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('the estimate is the arctangent curve, 50 % at half the duration, clamped to 0..100', () => {
    expect(estimatedProgress(2000, 0)).toBe(0)
    expect(estimatedProgress(2000, 1000)).toBeCloseTo(50, 10)
    expect(estimatedProgress(2000, 2000)).toBeCloseTo((200 / Math.PI) * Math.atan(2), 10)
    expect(estimatedProgress(2000, 1e12)).toBeLessThanOrEqual(100)
    expect(estimatedProgress(2000, -500)).toBe(0)
  })

  it('start sets progress 0 and shows the bar only once the 200 ms throttle has elapsed', () => {
    const { bar, last } = setup()
    bar.start()
    expect(last()).toEqual({ progress: 0, visible: false, error: false })
    vi.advanceTimersByTime(199)
    expect(last().visible).toBe(false)
    vi.advanceTimersByTime(1)
    expect(last()).toEqual({ progress: 0, visible: true, error: false })
  })

  it('advances each frame along the formula of the elapsed time since the first frame', () => {
    const { bar, last } = setup()
    bar.start()
    vi.advanceTimersByTime(200 + FRAME) // first frame at 210 ms: elapsed 0
    expect(last().progress).toBe(0)
    vi.advanceTimersByTime(1000) // elapsed 1000 ms of the 2000 ms duration
    const expected = (2 / Math.PI) * 100 * Math.atan(((1000 / 2000) * 100) / 50)
    expect(last().progress).toBeCloseTo(expected, 10)
    expect(last().progress).toBeCloseTo(50, 10) // atan(1) = pi/4
    vi.advanceTimersByTime(1000) // elapsed = duration
    expect(last().progress).toBeCloseTo(70.48, 2)
    vi.advanceTimersByTime(60_000)
    expect(last().progress).toBeGreaterThan(95)
    expect(last().progress).toBeLessThan(100)
  })

  it('finish sets 100, hides 500 ms later and resets to 0 400 ms after that', () => {
    const { bar, last } = setup()
    bar.start()
    vi.advanceTimersByTime(700)
    bar.finish()
    expect(last()).toEqual({ progress: 100, visible: true, error: false })
    vi.advanceTimersByTime(499)
    expect(last()).toEqual({ progress: 100, visible: true, error: false })
    vi.advanceTimersByTime(1)
    expect(last()).toEqual({ progress: 100, visible: false, error: false })
    vi.advanceTimersByTime(399)
    expect(last().progress).toBe(100)
    vi.advanceTimersByTime(1)
    expect(last()).toEqual({ progress: 0, visible: false, error: false })
    expect(vi.getTimerCount()).toBe(0) // the animation stopped with finish
  })

  it('never shows the bar when the navigation finishes within the throttle', () => {
    const { bar, states } = setup()
    bar.start()
    vi.advanceTimersByTime(150)
    bar.finish()
    vi.advanceTimersByTime(10_000)
    expect(states.some((s) => s.visible)).toBe(false)
    expect(states.at(-1)).toEqual({ progress: 0, visible: false, error: false })
  })

  it('finish({ error: true }) marks the error state, and the next start clears it', () => {
    const { bar, last } = setup()
    bar.start()
    vi.advanceTimersByTime(300)
    bar.finish({ error: true })
    expect(last()).toMatchObject({ progress: 100, error: true })
    vi.advanceTimersByTime(900)
    expect(last()).toEqual({ progress: 0, visible: false, error: true })
    bar.start()
    expect(last().error).toBe(false)
  })

  it('a new start during the hide delay cancels the pending hide and reset', () => {
    const { bar, last } = setup()
    bar.start()
    vi.advanceTimersByTime(300)
    bar.finish()
    vi.advanceTimersByTime(100)
    bar.start()
    expect(last()).toEqual({ progress: 0, visible: true, error: false })
    vi.advanceTimersByTime(450) // past where the old hide and reset would have fired
    expect(last().visible).toBe(true)
    expect(last().progress).toBeGreaterThan(0)
  })

  it('clear cancels the throttle, the animation and the pending timers', () => {
    const { bar, states } = setup()
    bar.start()
    vi.advanceTimersByTime(100)
    bar.clear()
    vi.advanceTimersByTime(5000)
    expect(states.some((s) => s.visible)).toBe(false)
    expect(vi.getTimerCount()).toBe(0)

    bar.start()
    vi.advanceTimersByTime(500)
    const count = states.length
    bar.clear()
    vi.advanceTimersByTime(5000)
    expect(states.length).toBe(count)
  })

  it('a zero throttle shows the bar at once', () => {
    const states: LoadingState[] = []
    const bar = createLoadingBar({ ...LOADING_BAR, onChange: (s) => states.push(s), timers: fakeTimers(), throttle: 0 })
    bar.start()
    expect(states.at(-1)?.visible).toBe(true)
  })

  it('uses the global timers by default', () => {
    const states: LoadingState[] = []
    vi.stubGlobal('requestAnimationFrame', (cb: (t: number) => void) => setTimeout(() => cb(Date.now()), FRAME))
    vi.stubGlobal('cancelAnimationFrame', (id: ReturnType<typeof setTimeout>) => clearTimeout(id))
    try {
      const bar = createLoadingBar({ ...LOADING_BAR, onChange: (s) => states.push(s) })
      bar.start()
      vi.advanceTimersByTime(199)
      expect(states.at(-1)?.visible).toBe(false)
      vi.advanceTimersByTime(1)
      expect(states.at(-1)?.visible).toBe(true)
      bar.finish()
      vi.advanceTimersByTime(900)
      expect(states.at(-1)).toEqual({ progress: 0, visible: false, error: false })
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
