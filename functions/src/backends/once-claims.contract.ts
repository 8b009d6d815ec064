import { describe, expect, it } from 'vitest'
import type { OnceClaims } from './once-claims'

/** The OnceClaims contract, run on each backend's adapter. */
export function describeOnceClaimsContract(name: string, open: () => Promise<{ claims: OnceClaims; cleanup: () => Promise<void> }>) {
  describe(`OnceClaims: ${name}`, () => {
    const at = new Date('2026-06-15T00:00:00.000Z')

    it('gives a key once, never again, and other keys their own first claim', async () => {
      const { claims, cleanup } = await open()
      expect(await claims.claim('insights-weekly-2026-06-15', at)).toBe(true)
      expect(await claims.claim('insights-weekly-2026-06-15', at)).toBe(false)
      expect(await claims.claim('insights-weekly-2026-06-22', at)).toBe(true)
      await cleanup()
    })

    it('gives one of several claims made at the same moment', async () => {
      const { claims, cleanup } = await open()
      const results = await Promise.all(Array.from({ length: 6 }, () => claims.claim('insights-weekly-2026-06-29', at)))
      expect(results.filter(Boolean)).toHaveLength(1)
      await cleanup()
    })

    it('refuses a key that is not one', async () => {
      const { claims, cleanup } = await open()
      await expect(claims.claim('a/b', at)).rejects.toThrow()
      await cleanup()
    })
  })
}
