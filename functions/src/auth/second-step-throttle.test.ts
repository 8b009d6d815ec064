import { describe, expect, it } from 'vitest'
import { FIRST_WAIT_MS, FREE_FAILURES, WINDOW_MS } from './login-throttle'
import { codeWaitMessage, SecondStepThrottle } from './second-step-throttle'

function throttleWithClock() {
  let t = 5_000_000
  const throttle = new SecondStepThrottle(() => t)
  return { throttle, advance: (ms: number) => (t += ms) }
}

describe('SecondStepThrottle', () => {
  it('lets a few wrong codes through, then slows that account from that address', () => {
    const { throttle, advance } = throttleWithClock()
    for (let i = 0; i <= FREE_FAILURES; i++) {
      expect(throttle.waitFor('uid-a', '10.0.0.1')).toBe(0)
      throttle.recordFailure('uid-a', '10.0.0.1')
    }
    expect(throttle.waitFor('uid-a', '10.0.0.1')).toBe(FIRST_WAIT_MS)
    advance(FIRST_WAIT_MS)
    expect(throttle.waitFor('uid-a', '10.0.0.1')).toBe(0)
    // Another account from the same address is not slowed.
    expect(throttle.waitFor('uid-b', '10.0.0.1')).toBe(0)
  })

  it('slows the account from every address once guesses come from many (the guesser has the password)', () => {
    const { throttle } = throttleWithClock()
    for (let i = 0; i <= FREE_FAILURES; i++) throttle.recordFailure('uid-a', `10.0.1.${i}`)
    // An address that never failed is slowed too: only someone with the password gets here.
    expect(throttle.waitFor('uid-a', '192.0.2.7')).toBe(FIRST_WAIT_MS)
    expect(throttle.waitFor('uid-b', '192.0.2.7')).toBe(0)
  })

  it('keeps a guesser with two hundred addresses to a few dozen codes in an hour', () => {
    const { throttle, advance } = throttleWithClock()
    let tried = 0
    for (let second = 0; second < 3600; second++) {
      for (let a = 0; a < 200; a++) {
        const address = `198.51.${a >> 8}.${a & 255}`
        if (throttle.waitFor('uid-a', address) === 0) {
          throttle.recordFailure('uid-a', address)
          tried++
        }
      }
      advance(1000)
    }
    expect(tried).toBeLessThan(40)
  })

  it("a success clears that address's own count, not the account-wide one", () => {
    const { throttle, advance } = throttleWithClock()
    for (let i = 0; i <= FREE_FAILURES; i++) throttle.recordFailure('uid-a', `10.0.2.${i}`)
    throttle.recordSuccess('uid-a', '10.0.2.0')
    expect(throttle.waitFor('uid-a', '10.0.2.0')).toBeGreaterThan(0)
    advance(WINDOW_MS + FIRST_WAIT_MS)
    expect(throttle.waitFor('uid-a', '10.0.2.0')).toBe(0)
  })

  it('says how long to wait in Indonesian', () => {
    expect(codeWaitMessage(30_000)).toBe('Terlalu banyak kode yang salah untuk akun ini. Coba lagi dalam 30 detik.')
    expect(codeWaitMessage(120_000)).toBe('Terlalu banyak kode yang salah untuk akun ini. Coba lagi dalam 2 menit.')
  })
})
