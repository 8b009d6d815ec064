import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { isNewerBuild, startBuildCheck } from './build-check'

describe('isNewerBuild', () => {
  it('compares the latest build id with the page build id', () => {
    expect(isNewerBuild('a', { buildId: 'b' })).toBe(true)
    expect(isNewerBuild('a', { buildId: 'a' })).toBe(false)
  })
  it('is false for malformed answers or an unknown page build', () => {
    expect(isNewerBuild('a', null)).toBe(false)
    expect(isNewerBuild('a', 'b')).toBe(false)
    expect(isNewerBuild('a', { buildId: 3 })).toBe(false)
    expect(isNewerBuild('a', { buildId: '' })).toBe(false)
    expect(isNewerBuild('', { buildId: 'b' })).toBe(false)
  })
})

describe('startBuildCheck (about 1 s after start, spec section 2)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('fetches the latest build after the delay and marks the app outdated when it differs', async () => {
    const fetchLatest = vi.fn(async () => ({ buildId: 'new' }))
    const check = startBuildCheck({ buildId: 'old', fetchLatest })
    await vi.advanceTimersByTimeAsync(999)
    expect(fetchLatest).not.toHaveBeenCalled()
    expect(check.isOutdated()).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(fetchLatest).toHaveBeenCalledTimes(1)
    expect(check.isOutdated()).toBe(true)
  })

  it('stays current when the build is the same', async () => {
    const check = startBuildCheck({ buildId: 'same', fetchLatest: async () => ({ buildId: 'same' }) })
    await vi.advanceTimersByTimeAsync(1000)
    expect(check.isOutdated()).toBe(false)
  })

  it('is silent on failure (no unhandled rejection, not outdated)', async () => {
    const check = startBuildCheck({ buildId: 'a', fetchLatest: () => Promise.reject(new Error('offline')) })
    await vi.advanceTimersByTimeAsync(1000)
    expect(check.isOutdated()).toBe(false)
  })

  it('does not ask when the page has no build id', async () => {
    const fetchLatest = vi.fn(async () => ({ buildId: 'b' }))
    const check = startBuildCheck({ buildId: '', fetchLatest })
    await vi.advanceTimersByTimeAsync(5000)
    expect(fetchLatest).not.toHaveBeenCalled()
    expect(check.isOutdated()).toBe(false)
  })

  it('uses an injected scheduler', () => {
    const schedule = vi.fn()
    startBuildCheck({ buildId: 'a', fetchLatest: async () => null, setTimeout: schedule, delay: 5 })
    expect(schedule).toHaveBeenCalledWith(expect.any(Function), 5)
  })
})
