/**
 * The Firestore triggers that keep the search indexes in step with every write, wherever it was
 * made. They load the search sync and the backend, never the site (no Hono app, no React).
 */
import { onDocumentWritten, type DocumentSnapshot } from 'firebase-functions/firestore'
import { COLLECTION_MODULES, COLLECTION_NAMES } from '../../../shared/collections'
import { APP_REGION, SECRETS, TRIGGER_MAX_INSTANCES, TRIGGER_MIN_INSTANCES } from '../backends/firebase/firebase-params'
import type { ChangeEvent, CollectionName } from '../backends/ports'
import { syncSearchOnChange } from '../search/search-sync'
import { FUNCTION_GROUPS } from './function-names'
import { once, type LoadRuntime } from './runtime'

/** The collections whose writes change search records (search-sync.ts): those with a searchable field. */
export const SEARCH_SYNC_COLLECTIONS = COLLECTION_NAMES.filter((name) => COLLECTION_MODULES[name].searchable)

/** The trigger of a collection's writes: `searchSync` and its name in Pascal case (`practiceAreas` → `searchSyncPracticeAreas`). */
export function searchSyncFunctionName(collection: string): string {
  return `searchSync${collection.charAt(0).toUpperCase()}${collection.slice(1)}`
}

/**
 * The search-sync functions the registry asks for that the deployment does not export, and those
 * it exports for no searchable collection. The entry (functions/src/index.ts) names each export,
 * as an ES module must, and function-names.ts lists them so an instance knows its group without
 * loading the registry: both are written by hand, and this says what to add or take away there
 * (a test holds it empty).
 */
export function searchSyncNamesOutOfStep(deployed: readonly string[] = FUNCTION_GROUPS.searchSync): { missing: string[]; extra: string[] } {
  const wanted = SEARCH_SYNC_COLLECTIONS.map(searchSyncFunctionName)
  return { missing: wanted.filter((name) => !deployed.includes(name)), extra: deployed.filter((name) => !wanted.includes(name)) }
}

/** A document as the trigger saw it before the write (only unchanged-or-not questions are asked of it). */
function snapshotDoc(snapshot: DocumentSnapshot | undefined, id: string) {
  return snapshot?.exists ? ({ ...snapshot.data(), id } as ChangeEvent['before']) : null
}

export function defineSearchSyncFunctions(options: { load: LoadRuntime; now?: () => Date }) {
  const runtime = once(options.load)
  const now = options.now ?? (() => new Date())
  /** Every event trigger: warm instances and the capped ceiling from the params. */
  const triggerScale = { minInstances: TRIGGER_MIN_INSTANCES, maxInstances: TRIGGER_MAX_INSTANCES }

  const searchSync = (collection: CollectionName) =>
    onDocumentWritten({ document: `${collection}/{id}`, region: APP_REGION, secrets: SECRETS, retry: true, ...triggerScale }, async (event) => {
      const id = event.params.id
      const { backend } = await runtime()
      const deps = { store: backend.content, search: backend.search, now }
      // Events arrive at least once and in any order: the record is built from what the store holds
      // now, so a late or repeated event cannot bring back an older version. `before` only answers
      // "was the name different?".
      const after = await deps.store.get(collection, id)
      await syncSearchOnChange({ collection, id, before: snapshotDoc(event.data?.before, id), after }, deps)
    })

  // One trigger per searchable collection of the registry, named after it: a new module's is
  // defined here with no edit (the entry still exports it by name: searchSyncNamesOutOfStep).
  return Object.fromEntries(SEARCH_SYNC_COLLECTIONS.map((collection) => [searchSyncFunctionName(collection), searchSync(collection)])) as Record<
    SearchSyncFunctionName,
    ReturnType<typeof searchSync>
  >
}

/** The names the deployment exports (function-names.ts). */
type SearchSyncFunctionName = (typeof FUNCTION_GROUPS.searchSync)[number]
