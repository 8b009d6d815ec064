import type { ContentStore } from '../backends/ports'

/** The reading methods of a ContentStore: each call is one round trip to Firestore (getMany: one batched get). */
const READS = new Set(['get', 'getMany', 'query', 'queryFields', 'count', 'exists', 'readMeta', 'listRevisions', 'getRevision', 'queryActivity', 'scanHistory', 'isEmpty'])

export interface ReadCall {
  method: string
  collection: string
  /** Documents asked for by id (get: 1, getMany: its ids), 0 for queries. */
  ids: number
  /** Documents the read handed over, once it has answered (a count or an existence check: 0): what a page costs beyond its round trips. */
  docs: number
}

export interface CountedStore {
  store: ContentStore
  /** Every read since the last `reset`, in order. */
  calls: ReadCall[]
  reset(): void
}

/**
 * Wraps a store to count its reads (round trips), for tests and the bench that hold each page
 * type to a budget: a page that reads once per item shown (N+1) shows as many calls.
 */
export function countReads(store: ContentStore): CountedStore {
  const counted: CountedStore = {
    calls: [],
    reset() {
      counted.calls.length = 0
    },
    store: new Proxy(store, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver)
        if (typeof value !== 'function') return value
        // Called on the store itself: adapters keep private fields, which a proxy does not have.
        if (typeof property !== 'string' || !READS.has(property)) return (value as (...a: unknown[]) => unknown).bind(target)
        return (...args: unknown[]) => {
          const ids = property === 'get' ? 1 : property === 'getMany' ? (args[1] as readonly string[]).length : 0
          const call: ReadCall = { method: property, collection: String(args[0] ?? ''), ids, docs: 0 }
          counted.calls.push(call)
          const answer = (value as (...a: unknown[]) => unknown).apply(target, args)
          // Counted as it passes, the answer itself returned untouched.
          void Promise.resolve(answer).then(
            (result) => (call.docs = Array.isArray(result) ? result.length : result !== null && typeof result === 'object' ? 1 : 0),
            () => {},
          )
          return answer
        }
      },
    }),
  }
  return counted
}
