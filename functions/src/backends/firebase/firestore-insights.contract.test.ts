/**
 * Statistik's counters on Firestore: the contract on the official emulator, with three clients
 * as three Functions instances hold them (each writes its own shards of the same counters), and
 * what the collection holds: no address, agent or visitor, only days' sums in a map no index reads.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { deleteApp, type App } from 'firebase-admin/app'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeInsightsContract } from '../insights.contract'
import { connectFirestore } from '../../testing/firestore-js-emulator'
import { clearOfficialFirestore, officialFirestoreHost, officialFirestoreReady, officialProjectId } from '../../testing/official-firestore-emulator'
import { FirestoreInsightsStore, INSIGHTS_COLLECTION, INSIGHTS_SHARDS } from './firestore-insights-store'

const host = officialFirestoreHost()
const projectId = officialProjectId('insights')
const apps: App[] = []

function client() {
  const { app, db } = connectFirestore(host!, projectId)
  apps.push(app)
  return db
}

afterAll(async () => {
  await Promise.all(apps.splice(0).map((app) => deleteApp(app)))
})

describe.skipIf(!host)('FirestoreInsightsStore on the official emulator', () => {
  beforeAll(async () => {
    await officialFirestoreReady()
  })

  describeInsightsContract('Firestore (three instances)', async () => {
    await clearOfficialFirestore(await officialFirestoreReady(), projectId)
    const [store, ...instances] = [0, 1, 2].map((instance) => new FirestoreInsightsStore(client(), { instance }))
    return { store: store!, instances, async cleanup() {} }
  })

  it('writes one document per dimension, day and shard, a flush of many views of one page being one write', async () => {
    await clearOfficialFirestore(await officialFirestoreReady(), projectId)
    const db = client()
    const store = new FirestoreInsightsStore(db, { instance: 0 })
    await store.add(Array.from({ length: 200 }, () => ({ day: '2026-11-01', lang: 'id' as const, dimension: 'view' as const, key: '/', count: 1 })))
    const documents = (await db.collection(INSIGHTS_COLLECTION).get()).docs
    expect(documents).toHaveLength(1)
    expect(documents[0]!.id).toMatch(new RegExp(`^view~2026-11-01~[0-${INSIGHTS_SHARDS - 1}]$`))
    expect(documents[0]!.data()).toEqual({ day: '2026-11-01', dimension: 'view', c: { 'id|/': 200 } })
  })
})

describe('the insights collection as deployed', () => {
  it('indexes no counter of the map (only the day, for the period reads and retention)', () => {
    const file = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../../firestore.indexes.json'), 'utf8')) as { fieldOverrides: unknown[] }
    expect(file.fieldOverrides).toContainEqual({ collectionGroup: INSIGHTS_COLLECTION, fieldPath: 'c', indexes: [] })
  })
})
