/**
 * What the form limits' counters (RateCounters) must do on every backend: a sliding window per
 * name and key, atomic under concurrent hits. Run from one file per adapter:
 *
 *   describeRateCountersContract('in memory', async () => ({ counters, cleanup }))
 *
 * `instances` opens the counters as several app instances would: on Firestore each is a client
 * of its own, on the same documents; in memory there is only ever one.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { RateCounters } from './ports'

export interface RateCountersUnderTest {
  counters: RateCounters
  /** The same counters opened by other instances (other clients of the same store), where there are any. */
  instances?: RateCounters[]
  cleanup(): Promise<void>
}

const T0 = Date.parse('2026-06-15T03:00:00.000Z')
const PER_MINUTE = { limit: 5, windowMs: 60_000 }

export function describeRateCountersContract(name: string, open: () => Promise<RateCountersUnderTest>) {
  describe(`RateCounters contract: ${name}`, () => {
    let subject: RateCountersUnderTest
    // A key of its own per test: a store kept across tests never carries one test's counts into another.
    let run = 0
    const key = (k: string) => `${k}-${run}`
    beforeEach(async () => {
      run++
      subject = await open()
    })
    afterEach(async () => {
      await subject.cleanup()
    })

    it('lets the limit through in any window, refuses the next with the wait until the oldest leaves, and lets it go then', async () => {
      const { counters } = subject
      for (let i = 0; i < 5; i++) expect(await counters.hit('form-address', key('a'), PER_MINUTE, T0 + i * 11_000)).toBe(0)
      expect(await counters.hit('form-address', key('a'), PER_MINUTE, T0 + 59_000)).toBe(1000)
      // A refusal is not counted: once the first event leaves, one more goes.
      expect(await counters.hit('form-address', key('a'), PER_MINUTE, T0 + 60_001)).toBe(0)
      expect(await counters.hit('form-address', key('a'), PER_MINUTE, T0 + 60_002)).toBe(10_998)
    })

    it('counts each key and each name apart', async () => {
      const { counters } = subject
      const one = { limit: 1, windowMs: 60_000 }
      expect(await counters.hit('form-address', key('a'), one, T0)).toBe(0)
      expect(await counters.hit('form-address', key('a'), one, T0)).toBeGreaterThan(0)
      expect(await counters.hit('form-address', key('b'), one, T0)).toBe(0)
      expect(await counters.hit('form-email', key('a'), one, T0)).toBe(0)
    })

    it('never lets more than the limit through when hits of one key arrive at once, from every instance', async () => {
      const all = [subject.counters, ...(subject.instances ?? [])]
      const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => all[i % all.length]!.hit('form-address', key('burst'), PER_MINUTE, T0 + 1000)))
      expect(answers.filter((wait) => wait === 0)).toHaveLength(5)
      expect(answers.filter((wait) => wait > 0).every((wait) => wait === 60_000)).toBe(true)
    })
  })
}
