import { describe, expect, it, vi } from 'vitest'
import type { RateCounters, RateWindow } from '../backends/ports'
import { MemoryRateCounters } from '../backends/memory-rate-counters'
import { StoreUnavailableError } from '../backends/ports'
import { hashKey, SharedWindow } from './shared-window'

const T0 = Date.parse('2026-06-15T03:00:00.000Z')
const RULE = { limit: 2, windowMs: 60_000 }
const secret = Buffer.alloc(32, 7)

/** Shared counters in memory that record what they were asked, or fail when told to. */
class FakeShared implements RateCounters {
  readonly shared = true
  readonly maxLimit = 50
  readonly asked: string[] = []
  failing = false
  readonly #memory = new MemoryRateCounters()
  async hit(name: string, key: string, rule: RateWindow, nowMs: number) {
    this.asked.push(key)
    if (this.failing) throw new StoreUnavailableError('rate counters did not answer hit within 1500 ms')
    return this.#memory.hit(name, key, rule, nowMs)
  }
}

describe('SharedWindow', () => {
  it('hands the shared counters a keyed hash, never the address itself', async () => {
    const shared = new FakeShared()
    await new SharedWindow('inquiries-address', RULE, shared).hit('203.0.113.7', T0, secret)
    expect(shared.asked).toEqual([hashKey(secret, 'inquiries-address', '203.0.113.7')])
    expect(shared.asked[0]).not.toContain('203.0.113')
    expect(shared.asked[0]).toMatch(/^[A-Za-z0-9_-]{22}$/)
    // Another secret (another project), another name: other hashes.
    expect(hashKey(Buffer.alloc(32, 8), 'inquiries-address', '203.0.113.7')).not.toBe(shared.asked[0])
    expect(hashKey(secret, 'inquiries-email', '203.0.113.7')).not.toBe(shared.asked[0])
  })

  it('refuses from memory, without asking, a key the shared count refused (until its wait ends) or its own events already fill', async () => {
    const shared = new FakeShared()
    // Two instances on the same counts.
    const one = new SharedWindow('inquiries-address', RULE, shared)
    const two = new SharedWindow('inquiries-address', RULE, shared)
    expect(await one.hit('a', T0, secret)).toBe(0)
    expect(await two.hit('a', T0 + 1000, secret)).toBe(0)
    expect(await one.hit('a', T0 + 2000, secret)).toBe(58_000)
    expect(shared.asked).toHaveLength(3)
    expect(await one.hit('a', T0 + 3000, secret)).toBe(57_000)
    expect(shared.asked).toHaveLength(3)
    // Its own two events fill the window: refused here with no call.
    const three = new SharedWindow('inquiries-address', RULE, shared)
    expect(await three.hit('b', T0, secret)).toBe(0)
    expect(await three.hit('b', T0, secret)).toBe(0)
    expect(await three.hit('b', T0 + 10, secret)).toBe(59_990)
    expect(shared.asked).toHaveLength(5)
    // Once the wait is over the shared count is asked again.
    expect(await one.hit('a', T0 + 60_001, secret)).toBe(0)
    expect(shared.asked).toHaveLength(6)
  })

  it('counts alone when the shared count fails, and warns at most once a minute', async () => {
    const shared = new FakeShared()
    shared.failing = true
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const window = new SharedWindow('inquiries-address', RULE, shared)
      expect(await window.hit('a', T0, secret)).toBe(0)
      expect(await window.hit('a', T0 + 1, secret)).toBe(0)
      expect(await window.hit('a', T0 + 2, secret)).toBe(59_998)
      expect(warn).toHaveBeenCalledTimes(1)
      expect(String(warn.mock.calls[0]![0])).toMatch(/inquiries-address.*counts alone/)
    } finally {
      warn.mockRestore()
    }
  })

  it('counts a limit above what the shared counters take in this instance alone, asking nothing', async () => {
    const shared = new FakeShared()
    const lax = new SharedWindow('inquiries-address', { limit: 51, windowMs: 60_000 }, shared)
    for (let i = 0; i < 51; i++) expect(await lax.hit('a', T0, secret)).toBe(0)
    expect(await lax.hit('a', T0, secret)).toBe(60_000)
    expect(shared.asked).toEqual([])
  })

  it('uses counters kept in memory as they are: nothing to hash or to keep twice', async () => {
    const memory = new MemoryRateCounters()
    const spy = vi.spyOn(memory, 'hit')
    const window = new SharedWindow('inquiries-address', RULE, memory)
    expect(await window.hit('203.0.113.7', T0, secret)).toBe(0)
    expect(spy).toHaveBeenCalledWith('inquiries-address', '203.0.113.7', RULE, T0)
  })
})
