/**
 * The form limits' counters on Firestore: the contract on the official emulator (the pure-JS one
 * has no transaction isolation, so it would let concurrent hits through), from three clients as
 * three Functions instances hold them; what a counter document holds; and a Firestore that does
 * not answer, which costs a count at most its deadline.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { deleteApp, type App } from 'firebase-admin/app'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeRateCountersContract } from '../rate-counters.contract'
import { StoreUnavailableError } from '../ports'
import { connectFirestore, freePort } from '../../testing/firestore-js-emulator'
import { clearOfficialFirestore, officialFirestoreHost, officialFirestoreReady, officialProjectId } from '../../testing/official-firestore-emulator'
import { FirestoreRateCounters, guardRateCounters, RATE_COUNTERS_COLLECTION } from './firestore-rate-counters'

const host = officialFirestoreHost()
const projectId = officialProjectId('rate-counters')
const apps: App[] = []

function client(at: string) {
  const { app, db } = connectFirestore(at, projectId)
  apps.push(app)
  return db
}

afterAll(async () => {
  await Promise.all(apps.splice(0).map((app) => deleteApp(app)))
})

describe.skipIf(!host)('FirestoreRateCounters on the official emulator', () => {
  beforeAll(async () => {
    await clearOfficialFirestore(await officialFirestoreReady(), projectId)
  })

  describeRateCountersContract('FirestoreRateCounters (three instances)', async () => {
    const [counters, ...instances] = [0, 1, 2].map(() => guardRateCounters(new FirestoreRateCounters(client(host!)), 10_000))
    return { counters: counters!, instances, async cleanup() {} }
  })

  it('keeps one slot per event let through, with its time and an expireAt for the TTL policy, under the name and the key as given', async () => {
    const db = client(host!)
    const counters = new FirestoreRateCounters(db)
    const t0 = Date.parse('2026-06-15T03:00:00.000Z')
    const rule = { limit: 2, windowMs: 60_000 }
    expect(await counters.hit('inquiries-address', 'hashed-key', rule, t0)).toBe(0)
    expect(await counters.hit('inquiries-address', 'hashed-key', rule, t0 + 1000)).toBe(0)
    expect(await counters.hit('inquiries-address', 'hashed-key', rule, t0 + 2000)).toBe(58_000)
    const slots = await db.getAll(...[0, 1].map((slot) => db.collection(RATE_COUNTERS_COLLECTION).doc(`inquiries-address~hashed-key~${slot}`)))
    expect(slots.map((slot) => slot.get('at')).sort()).toEqual([t0, t0 + 1000])
    expect(slots.map((slot) => slot.get('expireAt').toMillis()).sort()).toEqual([t0 + 60_000, t0 + 61_000])
  })
})

describe('the rateCounters collection as deployed', () => {
  it('lets Firestore delete slots by their expireAt (TTL policy), and indexes none of their fields: nothing queries them', () => {
    const file = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../../firestore.indexes.json'), 'utf8')) as { fieldOverrides: unknown[] }
    expect(file.fieldOverrides).toContainEqual({ collectionGroup: RATE_COUNTERS_COLLECTION, fieldPath: 'expireAt', ttl: true, indexes: [] })
    expect(file.fieldOverrides).toContainEqual({ collectionGroup: RATE_COUNTERS_COLLECTION, fieldPath: 'at', indexes: [] })
  })
})

describe('FirestoreRateCounters with Firestore unreachable', () => {
  it('gives up within its deadline with the store’s unavailable error, then at once while the breaker is open', async () => {
    // Bound, then closed: nothing listens there.
    const closed = `127.0.0.1:${await freePort()}`
    const counters = guardRateCounters(new FirestoreRateCounters(client(closed)), 300, 300)
    const rule = { limit: 5, windowMs: 60_000 }
    for (let i = 0; i < 2; i++) {
      const started = performance.now()
      await expect(counters.hit('inquiries-address', 'k', rule, Date.now())).rejects.toBeInstanceOf(StoreUnavailableError)
      expect(performance.now() - started).toBeLessThan(1500)
    }
    const started = performance.now()
    await expect(counters.hit('inquiries-address', 'k', rule, Date.now())).rejects.toThrow(/breaker is open/)
    expect(performance.now() - started).toBeLessThan(50)
  })
})
