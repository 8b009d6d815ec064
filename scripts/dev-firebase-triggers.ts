/**
 * For `npm run dev:firebase`: what the Firestore triggers do on a deployment (search sync after
 * every write, wherever it was made), driven by Firestore's own change stream.
 *
 * The Functions emulator runs `onDocumentWritten` triggers only for the official Firestore
 * emulator (Java 21); the pure-JS one used here delivers no events to it. So this process
 * listens to the synced collections (the Listen API, as a browser's onSnapshot does) and calls
 * the triggers' handler, `syncSearchOnChange`, with the same arguments: the document as the
 * store holds it now, and whether it existed before.
 */
import { getFirestore, type DocumentData } from 'firebase-admin/firestore'
import type { FirebaseBackend } from '../functions/src/backends/firebase'
import type { Backend, ChangeEvent } from '../functions/src/backends/ports'
import { SEARCH_SYNC_COLLECTIONS } from '../functions/src/cloud-functions/all-functions'
import { syncSearchOnChange } from '../functions/src/search/search-sync'

/** Starts listening; returns the function that stops it. */
export function followFirestoreChanges(backend: Backend, onError: (error: unknown) => void): () => void {
  const { app } = backend as FirebaseBackend
  const db = getFirestore(app)
  const deps = { store: backend.content, search: backend.search, now: () => new Date() }
  // Events of one document are handled in order; the handler reads the store, so the last one wins.
  let queue = Promise.resolve()
  const stops = SEARCH_SYNC_COLLECTIONS.map((collection) => {
    const known = new Map<string, DocumentData>()
    let first = true
    return db.collection(collection).onSnapshot(
      (snapshot) => {
        for (const change of snapshot.docChanges()) {
          const id = change.doc.id
          const before = known.get(id) ?? null
          if (change.type === 'removed') known.delete(id)
          else known.set(id, change.doc.data())
          // The first snapshot is what is already there (indexed at start-up).
          if (first) continue
          queue = queue
            .then(async () => {
              const after = await deps.store.get(collection, id)
              const event = { collection, id, before: before && { ...before, id }, after } as ChangeEvent
              await syncSearchOnChange(event, deps)
            })
            .catch(onError)
        }
        first = false
      },
      onError,
    )
  })
  return () => {
    for (const stop of stops) stop()
  }
}
