import { describe, expect, it } from 'vitest'
import { RateLimiter } from './rate-limit'

/** A limiter on a clock the test moves. */
function limiter(options: { burst: number; perMinute: number; maxKeys?: number }) {
  let now = 1_000_000
  const subject = new RateLimiter({ ...options, now: () => now })
  return { subject, advance: (ms: number) => (now += ms) }
}

describe('RateLimiter', () => {
  it('lets a burst through at once, then refuses with the time until the next token', () => {
    const { subject } = limiter({ burst: 30, perMinute: 60 })
    for (let i = 0; i < 30; i++) expect(subject.take('a'), `request ${i + 1}`).toBe(0)
    // 60 a minute: one token a second.
    expect(subject.take('a')).toBe(1000)
    expect(subject.take('a')).toBe(1000)
  })

  it('refills at perMinute, never above the burst', () => {
    const { subject, advance } = limiter({ burst: 5, perMinute: 60 })
    for (let i = 0; i < 5; i++) subject.take('a')
    expect(subject.take('a')).toBeGreaterThan(0)
    advance(500)
    expect(subject.take('a')).toBe(500)
    advance(500)
    expect(subject.take('a')).toBe(0)
    expect(subject.take('a')).toBe(1000)
    // An hour of quiet gives back the burst, not 3,600 tokens.
    advance(3_600_000)
    for (let i = 0; i < 5; i++) expect(subject.take('a')).toBe(0)
    expect(subject.take('a')).toBeGreaterThan(0)
  })

  it('keeps one bucket per key: one client spending its burst leaves the others theirs', () => {
    const { subject } = limiter({ burst: 2, perMinute: 60 })
    subject.take('a')
    subject.take('a')
    expect(subject.take('a')).toBeGreaterThan(0)
    expect(subject.take('b')).toBe(0)
    expect(subject.take('b')).toBe(0)
  })

  it('refused requests do not push the wait further out (a client retrying at once is not punished)', () => {
    const { subject, advance } = limiter({ burst: 1, perMinute: 60 })
    subject.take('a')
    for (let i = 0; i < 100; i++) subject.take('a')
    advance(1000)
    expect(subject.take('a')).toBe(0)
  })

  it('forgets the least recently seen keys past maxKeys, so memory stays bounded', () => {
    const { subject } = limiter({ burst: 1, perMinute: 1, maxKeys: 3 })
    for (const key of ['a', 'b', 'c']) subject.take(key)
    expect(subject.take('a')).toBeGreaterThan(0) // seen again: now the most recent
    subject.take('d') // evicts 'b', the least recently seen
    expect(subject.size).toBe(3)
    expect(subject.take('b')).toBe(0) // forgotten: a full bucket again
    expect(subject.size).toBe(3)
    expect(subject.take('a')).toBeGreaterThan(0) // remembered: still empty
    for (let i = 0; i < 10_000; i++) subject.take(`k${i}`)
    expect(subject.size).toBe(3)
  })

  it('uses the clock a caller passes (the request’s), and a clock set back takes no tokens away', () => {
    const subject = new RateLimiter({ burst: 2, perMinute: 60, now: () => 0 })
    expect(subject.take('a', 10_000)).toBe(0)
    expect(subject.take('a', 5_000)).toBe(0)
    expect(subject.take('a', 5_000)).toBe(1000)
    expect(subject.take('a', 6_000)).toBe(0)
  })

  it('refuses settings that would refuse everyone forever', () => {
    expect(() => new RateLimiter({ burst: 0, perMinute: 60 })).toThrow(RangeError)
    expect(() => new RateLimiter({ burst: 5, perMinute: 0 })).toThrow(RangeError)
    expect(() => new RateLimiter({ burst: Number.NaN, perMinute: 60 })).toThrow(RangeError)
  })
})
