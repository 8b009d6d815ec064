/**
 * The content version on Firebase (decision 36): one document, `_meta/contentVersion`, rewritten
 * after each committed public change, which every instance of the site listens to. An instance
 * that sees it change drops its render cache, so a save made on one instance shows on all of them
 * within the listener's delay (about a second), not after each cache entry's age.
 *
 * The version is a random token per change (no increment: any emulator supports a plain set),
 * with the writer's instance id, so an instance does not drop its cache twice for its own save
 * (its own change events have already dropped it).
 */
import { randomUUID } from 'node:crypto'
import type { Firestore } from 'firebase-admin/firestore'
import { PRIVATE_COLLECTIONS } from '../../../../shared/collections/private'
import type { ChangeEvents, ContentVersion } from '../ports'
import { META_COLLECTION } from './firestore-content-store'
import type { BatchedReads } from './batched-reads'

export const CONTENT_VERSION_KEY = 'contentVersion'

/**
 * The render cache's next change as last computed (`nextChange` below): beside the version, not
 * in it, so keeping it is no change other instances would drop their caches for.
 */
export const NEXT_CHANGE_KEY = 'nextChange'

/**
 * The kept next change's read, at most: a one-document read answers in milliseconds, and one
 * that does not is followed by the computation's own reads (the store's deadline, 3 s), so a page
 * while Firestore is unreachable still answers its 503 within 5 s (with-deadline.ts `probeMs`).
 */
const KEPT_READ_DEADLINE_MS = 1000

/** After a kept read failed, how long renders compute the next change without trying it. */
const KEPT_READ_PAUSE_MS = 10_000

/** The read's answer, or a rejection once `ms` have passed (the read itself is left to finish). */
function withinMs<T>(read: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)))
  read.catch(() => {})
  return Promise.race([read, late]).finally(() => clearTimeout(timer))
}

/** After a listener fails (network, permissions), it is opened again this much later. */
const RELISTEN_MS = 5_000

interface Stored {
  version: string
  by: string
  at: string
}

/** The next change from `from` on, computed for the content of `version`. */
interface StoredNextChange {
  version: string
  from: string
  at: string | null
}

export interface FirestoreContentVersion extends ContentVersion {
  /** Writes a new version (coalesced: changes made while one write is under way share the next write). */
  bump(): Promise<void>
}

/**
 * How often a serving instance reads the version when it polls instead of listening (the default,
 * docs/decisions/0057-scale-and-cold-start.md): a listener is the one Firestore call that needs
 * gRPC, whose libraries a new instance would otherwise load beside its first request. One read a
 * second per instance while requests arrive, none while idle.
 */
export const CONTENT_VERSION_POLL_MS = 1_000

export function firestoreContentVersion(
  db: Firestore,
  // `reads`: the content store's, so a poll goes out with the reads of the request that made it (batched-reads.ts).
  // `readDeadlineMs`: how long a page waits for the kept next change before computing it (a
  // Firestore that does not answer must not hold a page: the computation's reads are the content
  // store's, under its deadlines and breaker).
  options: { log?: (line: string, error?: unknown) => void; pollMs?: number; reads?: BatchedReads; readDeadlineMs?: number } = {},
): FirestoreContentVersion {
  const ref = db.collection(META_COLLECTION).doc(CONTENT_VERSION_KEY)
  const nextRef = db.collection(META_COLLECTION).doc(NEXT_CHANGE_KEY)
  const instance = randomUUID()
  const log = options.log ?? ((line: string, error?: unknown) => console.warn(line, error ?? ''))
  let written: string | null = null
  let inflight: Promise<void> | null = null
  let queued: Promise<void> | null = null
  let keptReadSkippedUntil = 0

  // Whether this instance's last version write failed: its save is then in the store but in no
  // version, so a next change kept for the current version may not include it.
  let versionWriteFailed = false
  const write = async () => {
    const version = randomUUID()
    written = version
    try {
      await ref.set({ version, by: instance, at: new Date().toISOString() } satisfies Stored)
      versionWriteFailed = false
    } catch (error) {
      versionWriteFailed = true
      throw error
    }
  }

  return {
    ...(options.pollMs === undefined ? {} : { pollMs: options.pollMs }),
    bump() {
      if (!inflight) {
        inflight = write().finally(() => (inflight = null))
        return inflight
      }
      queued ??= inflight.catch(() => {}).then(() => {
        queued = null
        return this.bump()
      })
      return queued
    },

    async read() {
      const [snapshot] = options.reads ? await options.reads.read([ref]) : [await ref.get()]
      const stored = snapshot!.exists ? (snapshot!.data() as Partial<Stored>) : null
      return { version: stored?.version ?? null, own: stored?.by === instance && stored.version === written }
    },

    /**
     * The next change kept in `_meta/nextChange`, read with the version in the page's first batch:
     * a new instance's first page then makes no query for it (four on Firestore otherwise). It holds
     * when it was computed for the version read with it, from an instant not after `now`, and names
     * an instant after `now` (or none): the next change is the earliest instant after `now` of a
     * set that only a save changes, and a save writes a new version after its commit. While this
     * instance's own version write is under way, its commit is in the store but not in the version,
     * so it computes. A computed value is kept for the version it was computed for, whoever writes
     * it last: one kept for an older version does not hold.
     */
    async nextChange(now, compute) {
      const from = now.toISOString()
      let version: string | null = null
      // After a kept read that failed, the next ones are skipped for a while: while Firestore is
      // unreachable each would cost its page a second more (the computation then fails fast on
      // the content store's open breaker).
      if (Date.now() < keptReadSkippedUntil) return compute()
      try {
        const ownWrite = inflight !== null || queued !== null || versionWriteFailed
        const [versionSnapshot, nextSnapshot] = await withinMs(options.reads ? options.reads.read([ref, nextRef]) : db.getAll(ref, nextRef), options.readDeadlineMs ?? KEPT_READ_DEADLINE_MS)
        version = versionSnapshot!.exists ? ((versionSnapshot!.data() as Partial<Stored>).version ?? null) : null
        const kept = nextSnapshot!.exists ? (nextSnapshot!.data() as Partial<StoredNextChange>) : null
        if (!ownWrite && inflight === null && queued === null && version !== null && kept?.version === version && typeof kept.from === 'string' && kept.from <= from) {
          if (kept.at === null || (typeof kept.at === 'string' && kept.at > from)) return kept.at
        }
      } catch {
        // Computed below, as without a kept value.
        keptReadSkippedUntil = Date.now() + KEPT_READ_PAUSE_MS
      }
      const at = await compute()
      // The version read before the computation's own reads: its content is all in them.
      if (version !== null) nextRef.set({ version, from, at } satisfies StoredNextChange).catch((error: unknown) => log('next change not kept; the next render computes it again', error))
      return at
    },

    watch(onChange) {
      // Polled: the requests read it (render/content-freshness.ts); no listener, no gRPC.
      if (options.pollMs !== undefined) return () => {}
      let stopped = false
      let unsubscribe: () => void = () => {}
      let timer: NodeJS.Timeout | undefined
      const listen = () => {
        unsubscribe = ref.onSnapshot(
          (snapshot) => {
            const stored = snapshot.exists ? (snapshot.data() as Partial<Stored>) : null
            // This instance's own write: its change events already dropped its cache.
            if (stored?.by === instance && stored.version === written) return
            onChange(stored?.version ?? null)
          },
          (error) => {
            log('content version listener failed; listening again shortly', error)
            if (!stopped) timer = setTimeout(listen, RELISTEN_MS).unref()
          },
        )
      }
      listen()
      return () => {
        stopped = true
        clearTimeout(timer)
        unsubscribe()
      }
    },
  }
}

/** A save's answer waits this long at most for its version write; a slower write goes on without holding it up. */
const BUMP_WAIT_MS = 3_000

/** Bumps the version after each committed public change of this process (private collections are never cached). */
export function bumpOnPublicChanges(events: ChangeEvents, version: FirestoreContentVersion, log: (line: string, error?: unknown) => void = (line, error) => console.warn(line, error ?? '')): () => void {
  return events.subscribe(async (event) => {
    if (PRIVATE_COLLECTIONS.has(event.collection)) return
    let timer: NodeJS.Timeout | undefined
    const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, BUMP_WAIT_MS)))
    const bumped = version.bump().catch((error: unknown) => log('content version not written; other instances see the change when their entries expire', error))
    await Promise.race([bumped, waited])
    clearTimeout(timer)
  })
}
