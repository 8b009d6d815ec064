/**
 * Reads batched into one getAll (batched-reads.ts) stay each caller's own: Firestore refuses a
 * whole batchGet (INVALID_ARGUMENT) when one of its names is an id it never stores (`__x__`,
 * over 1,500 bytes, `.` or `..`), so such an id, which can name no stored document, is read as
 * missing without joining the batch, and another request's reads of the same turn are not failed.
 */
import type { DocumentReference, DocumentSnapshot, Firestore } from 'firebase-admin/firestore'
import { describe, expect, it } from 'vitest'
import { BatchedReads } from './batched-reads'

/** Firestore's rule for a document id it refuses on the server (not checked by the client's `doc`). */
const refused = (id: string) => /^__.*__$/.test(id) || Buffer.byteLength(id) > 1500 || id === '.' || id === '..'

/** A database whose getAll answers as production Firestore does: the whole call fails on one refused id. */
function fakeDb() {
  const calls: string[][] = []
  const db = {
    getAll: async (...refs: DocumentReference[]) => {
      calls.push(refs.map((ref) => ref.id))
      if (refs.some((ref) => refused(ref.id))) throw Object.assign(new Error('3 INVALID_ARGUMENT: Resource id is invalid'), { code: 3 })
      return refs.map((ref) => ({ ref, id: ref.id, exists: ref.id === 'ada' }) as unknown as DocumentSnapshot)
    },
  } as unknown as Firestore
  return { db, calls }
}

const ref = (collection: string, id: string) => ({ id, path: `${collection}/${id}` }) as DocumentReference

describe('reads batched into one getAll', () => {
  it.each([['reserved', '__x__'], ['too long', 'a'.repeat(1501)], ['dots', '..']])("are not failed by another request's id Firestore refuses (%s)", async (_, hostile) => {
    const { db, calls } = fakeDb()
    const reads = new BatchedReads(db)
    const [mine, theirs] = await Promise.allSettled([reads.read([ref('settings', 'ada')]), reads.read([ref('blogs', hostile)])])
    expect(mine.status).toBe('fulfilled')
    expect(mine.status === 'fulfilled' && mine.value[0]!.exists).toBe(true)
    // The refused id names no document: read as missing, not an error (no 500 for a hostile id).
    expect(theirs.status).toBe('fulfilled')
    expect(theirs.status === 'fulfilled' && theirs.value[0]!.exists).toBe(false)
    expect(calls.flat()).not.toContain(hostile)
  })
})
