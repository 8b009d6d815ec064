/**
 * Document reads gathered into one Firestore `getAll` (a batchGet): every document the store is
 * asked for within one turn of the event loop, whatever its collection, goes out in one call. A
 * page asks for its documents together (the settings, the menus, the orderings, its copy, its
 * posts' categories, tags and authors), each through its own `get` or `getMany`; on a new
 * instance every call costs an HTTP request and the client's work on it, the first request's
 * main cost (docs/decisions/0057-scale-and-cold-start.md). The wait is the rest of the current
 * turn, no timer: what is asked for later goes in the next batch.
 */
import { setImmediate as nextTurn } from 'node:timers'
import type { DocumentReference, DocumentSnapshot, Firestore } from 'firebase-admin/firestore'

/** `getAll` batch size: well under the request limits, few round trips for the lists the app reads. */
export const GET_ALL_CHUNK = 100

interface Waiting {
  ref: DocumentReference
  readers: { resolve: (snapshot: DocumentSnapshot) => void; reject: (error: unknown) => void }[]
}

/**
 * Whether Firestore can store a document under this id. The server refuses a whole batchGet
 * (INVALID_ARGUMENT) when one of its names is reserved (`__x__`), over 1,500 bytes, `.` or `..`;
 * the client's `doc` does not check. Such an id, which can come from a request's path, names no
 * document: it is read as missing and never joins a batch, so it cannot fail another request's reads.
 */
function storableId(id: string): boolean {
  return !/^__.*__$/.test(id) && id !== '.' && id !== '..' && Buffer.byteLength(id) <= 1500
}

/** The snapshot of a document that does not exist, as getAll gives one. */
function missing(ref: DocumentReference): DocumentSnapshot {
  return { ref, id: ref.id, exists: false, data: () => undefined, get: () => undefined } as unknown as DocumentSnapshot
}

export class BatchedReads {
  readonly #db: Firestore
  /** The documents asked for in this turn, by path (a document asked twice is read once). */
  #waiting: Map<string, Waiting> | null = null

  constructor(db: Firestore) {
    this.#db = db
  }

  /** The snapshots of `refs`, in their order (a missing document's says it does not exist). */
  read(refs: readonly DocumentReference[]): Promise<DocumentSnapshot[]> {
    if (refs.length === 0) return Promise.resolve([])
    if (!this.#waiting) {
      this.#waiting = new Map()
      // node:timers' own: a test's fake timers (which replace the global one) do not hold reads back.
      nextTurn(() => this.#send())
    }
    const waiting = this.#waiting
    return Promise.all(
      refs.map((ref) =>
        storableId(ref.id)
          ? new Promise<DocumentSnapshot>((resolve, reject) => {
              let entry = waiting.get(ref.path)
              if (!entry) waiting.set(ref.path, (entry = { ref, readers: [] }))
              entry.readers.push({ resolve, reject })
            })
          : Promise.resolve(missing(ref)),
      ),
    )
  }

  #send(): void {
    const waiting = [...(this.#waiting?.values() ?? [])]
    this.#waiting = null
    for (let start = 0; start < waiting.length; start += GET_ALL_CHUNK) {
      const chunk = waiting.slice(start, start + GET_ALL_CHUNK)
      this.#db.getAll(...chunk.map((entry) => entry.ref)).then(
        (snapshots) => {
          const byPath = new Map(snapshots.map((snapshot) => [snapshot.ref.path, snapshot]))
          for (const entry of chunk) {
            const snapshot = byPath.get(entry.ref.path)
            for (const reader of entry.readers) {
              if (snapshot) reader.resolve(snapshot)
              else reader.reject(new Error(`getAll returned no snapshot for ${entry.ref.path}`))
            }
          }
        },
        (error: unknown) => {
          for (const entry of chunk) for (const reader of entry.readers) reader.reject(error)
        },
      )
    }
  }
}
