import { describe, expect, it } from 'vitest'
import { lazyTarget } from './instance-exports'

describe('lazyTarget', () => {
  it('defines the group on the first event only, once, and hands every event and its answer through', async () => {
    let definitions = 0
    const seen: unknown[][] = []
    const exports = lazyTarget('b', async () => {
      definitions++
      return { a: () => 'a', b: (...args: unknown[]) => (seen.push(args), `b${seen.length}`) }
    })
    expect(Object.keys(exports)).toEqual(['b'])
    expect(definitions).toBe(0)
    const answers = await Promise.all([exports.b('event-1'), exports.b('req', 'res')])
    expect(answers).toEqual(['b1', 'b2'])
    expect(seen).toEqual([['event-1'], ['req', 'res']])
    expect(definitions).toBe(1)
  })

  it('tries the definition again after it failed, and names a target the group lacks', async () => {
    let attempts = 0
    const exports = lazyTarget<Record<string, () => string>>('x', async () => {
      if (++attempts === 1) throw new Error('provider unavailable')
      return { x: () => 'ok' }
    })
    await expect(exports.x!()).rejects.toThrow('provider unavailable')
    await expect(exports.x!()).resolves.toBe('ok')
    const missing = lazyTarget<Record<string, () => string>>('y', async () => ({ x: () => 'ok' }))
    await expect(missing.y!()).rejects.toThrow('y is not a function of this group')
  })
})
