import { describe, expect, it } from 'vitest'
import {
  ACCOUNT_FAILURES_BEFORE_SLOWING,
  FIRST_WAIT_MS,
  FREE_FAILURES,
  FREE_FAILURES_PER_ADDRESS,
  LoginThrottle,
  MAX_ENTRIES,
  MAX_WAIT_MS,
  WINDOW_MS,
} from './login-throttle'

function throttleWithClock() {
  let t = 1_000_000
  const throttle = new LoginThrottle(() => t)
  return { throttle, advance: (ms: number) => (t += ms) }
}

describe('LoginThrottle', () => {
  it('slows one account from one address after the free failures, doubling up to the cap', () => {
    const { throttle } = throttleWithClock()
    for (let i = 0; i < FREE_FAILURES; i++) throttle.recordFailure('a@x.test', '10.0.0.1')
    expect(throttle.waitFor('a@x.test', '10.0.0.1')).toBe(0)
    throttle.recordFailure('a@x.test', '10.0.0.1')
    expect(throttle.waitFor('a@x.test', '10.0.0.1')).toBe(FIRST_WAIT_MS)
    throttle.recordFailure('a@x.test', '10.0.0.1')
    expect(throttle.waitFor('a@x.test', '10.0.0.1')).toBe(2 * FIRST_WAIT_MS)
    for (let i = 0; i < 40; i++) throttle.recordFailure('a@x.test', '10.0.0.1')
    expect(throttle.waitFor('a@x.test', '10.0.0.1')).toBe(MAX_WAIT_MS)
    // Same account, another address: free. Same address, another account: free (below the address threshold).
    expect(throttle.waitFor('a@x.test', '10.0.0.2')).toBe(0)
  })

  it('slows an address that fails across many accounts, only that address', () => {
    const { throttle } = throttleWithClock()
    for (let i = 0; i <= FREE_FAILURES_PER_ADDRESS; i++) throttle.recordFailure(`u${i}@x.test`, '10.0.0.9')
    expect(throttle.waitFor('admin@x.test', '10.0.0.9')).toBeGreaterThan(0)
    expect(throttle.waitFor('admin@x.test', '10.0.0.10')).toBe(0)
  })

  it("a distributed guess slows the account only at addresses that failed for it; a clean address is never slowed", () => {
    const { throttle } = throttleWithClock()
    for (let i = 0; i < ACCOUNT_FAILURES_BEFORE_SLOWING * 10; i++) throttle.recordFailure('admin@x.test', `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`)
    expect(throttle.waitFor('admin@x.test', '10.0.0.5')).toBeGreaterThan(0)
    expect(throttle.waitFor('admin@x.test', '192.0.2.1')).toBe(0)
    // ...and after the window, the failing addresses are let through again.
  })

  it('forgets failures after the window', () => {
    const { throttle, advance } = throttleWithClock()
    for (let i = 0; i <= FREE_FAILURES; i++) throttle.recordFailure('a@x.test', '10.0.0.1')
    expect(throttle.waitFor('a@x.test', '10.0.0.1')).toBeGreaterThan(0)
    advance(WINDOW_MS + MAX_WAIT_MS)
    expect(throttle.waitFor('a@x.test', '10.0.0.1')).toBe(0)
  })

  it('a success clears the account from that address only', () => {
    const { throttle } = throttleWithClock()
    for (let i = 0; i < FREE_FAILURES; i++) throttle.recordFailure('a@x.test', '10.0.0.1')
    throttle.recordSuccess('a@x.test', '10.0.0.1')
    throttle.recordFailure('a@x.test', '10.0.0.1')
    expect(throttle.waitFor('a@x.test', '10.0.0.1')).toBe(0)
  })

  it('keeps its memory bounded under a flood of addresses and accounts', () => {
    const { throttle } = throttleWithClock()
    for (let i = 0; i < MAX_ENTRIES; i++) throttle.recordFailure(`u${i}@x.test`, `a${i}`)
    expect(throttle.size).toBeLessThanOrEqual(MAX_ENTRIES)
  })
})
