import fc from 'fast-check'
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

  it('a distributed guess slows the account only at addresses past their own free failures for it; a clean address is never slowed', () => {
    const { throttle } = throttleWithClock()
    for (let i = 0; i < ACCOUNT_FAILURES_BEFORE_SLOWING * 10; i++) throttle.recordFailure('admin@x.test', `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`)
    for (let i = 0; i < FREE_FAILURES; i++) throttle.recordFailure('admin@x.test', '10.99.0.1')
    expect(throttle.waitFor('admin@x.test', '10.99.0.1')).toBeGreaterThan(0)
    // One failure each: no more than anyone gets with nobody attacking.
    expect(throttle.waitFor('admin@x.test', '10.0.0.5')).toBe(0)
    expect(throttle.waitFor('admin@x.test', '192.0.2.1')).toBe(0)
  })

  it("lets the owner in after a typo or two from a clean address, whatever other addresses failed (the second audit's lockout)", () => {
    const { throttle } = throttleWithClock()
    // The audit: 25 addresses x 6 wrong passwords for one account (150 failures, past the account's 100).
    for (let a = 0; a < 25; a++) for (let i = 0; i < 6; i++) throttle.recordFailure('admin@x.test', `10.26.0.${a}`)
    expect(throttle.waitFor('admin@x.test', '10.26.0.0')).toBeGreaterThan(0)
    // The owner, from a fresh address, types the password wrong, then right: never held back.
    for (let typo = 1; typo < FREE_FAILURES; typo++) {
      throttle.recordFailure('admin@x.test', '192.0.2.26')
      expect(throttle.waitFor('admin@x.test', '192.0.2.26')).toBe(0)
    }
  })

  it('an address past its own free failures for an attacked account waits as long as the account, not just its own 30 s', () => {
    const { throttle } = throttleWithClock()
    for (let i = 0; i < ACCOUNT_FAILURES_BEFORE_SLOWING * 2; i++) throttle.recordFailure('admin@x.test', `10.27.${i >> 8}.${i & 255}`)
    for (let i = 0; i < FREE_FAILURES - 1; i++) throttle.recordFailure('admin@x.test', '198.51.100.27')
    expect(throttle.waitFor('admin@x.test', '198.51.100.27')).toBe(0)
    throttle.recordFailure('admin@x.test', '198.51.100.27')
    // Its own count alone would let it try again at once (5 free), then after 30 s.
    expect(throttle.waitFor('admin@x.test', '198.51.100.27')).toBe(MAX_WAIT_MS)
  })

  it('keeps a guesser with fifty addresses to the free failures of each, per window', () => {
    const { throttle, advance } = throttleWithClock()
    const tries = new Map<string, number>()
    for (let second = 0; second < 3600; second++) {
      for (let a = 0; a < 50; a++) {
        const address = `198.51.100.${a}`
        if (throttle.waitFor('admin@x.test', address) === 0) {
          throttle.recordFailure('admin@x.test', address)
          tries.set(address, (tries.get(address) ?? 0) + 1)
        }
      }
      advance(1000)
    }
    // Four windows in the hour; each address's own doubling alone would allow about 9 a window.
    expect(Math.max(...tries.values())).toBeLessThanOrEqual(FREE_FAILURES * Math.ceil((3600 * 1000) / WINDOW_MS))
  })

  it('never slows a clean address with fewer than the free failures for an account, whatever others did (generated attacks)', () => {
    const attack = fc.array(
      fc.record({
        address: fc.integer({ min: 0, max: 40 }),
        account: fc.constantFrom('admin@x.test', 'admin@x.test', 'other@x.test'),
        failures: fc.integer({ min: 1, max: 30 }),
        gapMs: fc.integer({ min: 0, max: 5 * 60_000 }),
      }),
      { maxLength: 60 },
    )
    fc.assert(
      fc.property(attack, fc.integer({ min: 0, max: FREE_FAILURES - 1 }), fc.integer({ min: 0, max: 30 * 60_000 }), (bursts, typos, afterMs) => {
        const { throttle, advance } = throttleWithClock()
        for (const burst of bursts) {
          for (let i = 0; i < burst.failures; i++) throttle.recordFailure(burst.account, `10.28.0.${burst.address}`)
          advance(burst.gapMs)
        }
        advance(afterMs)
        for (let i = 0; i < typos; i++) {
          expect(throttle.waitFor('admin@x.test', '192.0.2.28')).toBe(0)
          throttle.recordFailure('admin@x.test', '192.0.2.28')
        }
        expect(throttle.waitFor('admin@x.test', '192.0.2.28')).toBe(0)
      }),
      { numRuns: 200 },
    )
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
