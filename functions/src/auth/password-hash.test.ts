import { describe, expect, it } from 'vitest'
import { loadConfig } from '../config'
import { DEFAULT_PASSWORD_HASH_COST, hashPassword, needsRehash, passwordHashCost, verifyPasswordHash } from './password-hash'

describe('password hashing cost (PASSWORD_HASH_COST)', () => {
  it('is 2^15 unless set, and follows the setting within 10 to 20', () => {
    expect(passwordHashCost({})).toBe(DEFAULT_PASSWORD_HASH_COST)
    expect(DEFAULT_PASSWORD_HASH_COST).toBe(15)
    expect(passwordHashCost({ PASSWORD_HASH_COST: '17' })).toBe(17)
    expect(passwordHashCost({ PASSWORD_HASH_COST: '10' })).toBe(10)
    for (const unusable of ['', '9', '18', '20', '12.5', 'banyak']) expect(passwordHashCost({ PASSWORD_HASH_COST: unusable }), unusable).toBe(15)
  })

  it('is refused at start when out of range, with a message that says the range', () => {
    // Past 17 a hash holds 256 MB or more, and sign-ins hash four at a time, unknown emails included.
    for (const value of ['9', '18', '20', 'x', '015']) {
      expect(() => loadConfig({ PASSWORD_HASH_COST: value }), value).toThrow(/PASSWORD_HASH_COST is scrypt's cost as a power of two, from 10 to 17/)
    }
    expect(() => loadConfig({ PASSWORD_HASH_COST: '16' })).not.toThrow()
    // Empty is unset, as for the other settings.
    expect(() => loadConfig({ PASSWORD_HASH_COST: '' })).not.toThrow()
  })

  it('stores the cost with each hash, so a hash made at one cost still verifies after the setting changes', async () => {
    const saved = process.env.PASSWORD_HASH_COST
    try {
      process.env.PASSWORD_HASH_COST = '11'
      const hash = await hashPassword('kata-sandi-lama')
      expect(hash.split('$').slice(0, 4)).toEqual(['scrypt', String(2 ** 11), '8', '1'])
      process.env.PASSWORD_HASH_COST = '10'
      expect(await verifyPasswordHash('kata-sandi-lama', hash)).toBe(true)
      expect(await verifyPasswordHash('kata-sandi-salah', hash)).toBe(false)
      expect((await hashPassword('kata-sandi-baru')).split('$')[1]).toBe(String(2 ** 10))
      // Made at 2^11, checked while the setting says 10: hashed again at the next sign-in.
      expect(needsRehash(hash)).toBe(true)
      expect(needsRehash(await hashPassword('kata-sandi-baru'))).toBe(false)
    } finally {
      if (saved === undefined) delete process.env.PASSWORD_HASH_COST
      else process.env.PASSWORD_HASH_COST = saved
    }
  })
})
