import { getApps, initializeApp, type App } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import { getFirestore } from 'firebase-admin/firestore'
import { getStorage } from 'firebase-admin/storage'
import type { FirebaseSettings } from '../../config'
import { ChangeEmitter } from '../change-emitter'
import type { Backend } from '../ports'
import { syncSearchOnChange } from '../../triggers/search-sync'
import { AlgoliaSearchIndex, type AlgoliaHost } from './algolia-search-index'
import { FirebaseDirectUploads } from './direct-uploads'
import { FirebaseIdentity } from './firebase-identity'
import { FirestoreContentStore } from './firestore-content-store'
import { CloudStorageFileStore } from './storage-file-store'

export interface FirebaseBackendOptions extends FirebaseSettings {
  /**
   * The firebase-admin app to use (tests pass one bound to the emulators). By default the
   * process's default app, initialized once with the project and bucket.
   */
  app?: App
  /** Algolia hosts (tests point them at the local stand-in). */
  algoliaHosts?: AlgoliaHost[]
  now?: () => Date
  /**
   * Sync the search indexes in this process after each of its own writes (default true), so a
   * saved item is in the dashboard list the editor is sent back to. The Firestore triggers
   * run the same idempotent handler for every write, wherever it was made.
   */
  syncSearchInProcess?: boolean
}

export interface FirebaseBackend extends Backend {
  name: 'firebase'
  app: App
  content: FirestoreContentStore
  files: CloudStorageFileStore
  events: ChangeEmitter
  identity: FirebaseIdentity
  search: AlgoliaSearchIndex
  directUploads: FirebaseDirectUploads
  prepare(log?: (line: string) => void): Promise<void>
}

function defaultApp(options: FirebaseBackendOptions): App {
  // Inside Cloud Functions FIREBASE_CONFIG gives the same values; passing them keeps command-line
  // tools (npm run staff, search:reindex) working from any machine with credentials.
  return getApps().find((app) => app.name === '[DEFAULT]') ?? initializeApp({ projectId: options.projectId, storageBucket: options.storageBucket })
}

/** The scale-out backend: Firestore, Cloud Storage, Firebase Authentication and Algolia. */
export function createFirebaseBackend(options: FirebaseBackendOptions): FirebaseBackend {
  const app = options.app ?? defaultApp(options)
  const db = getFirestore(app)
  const auth = getAuth(app)
  const events = new ChangeEmitter()
  const now = options.now ?? (() => new Date())
  const content = new FirestoreContentStore({ db, events, now })
  const files = new CloudStorageFileStore(getStorage(app).bucket(options.storageBucket))
  const identity = new FirebaseIdentity({
    auth,
    webConfig: {
      apiKey: options.webApiKey,
      authDomain: `${options.projectId}.firebaseapp.com`,
      projectId: options.projectId,
      ...(options.emulators?.auth ? { authEmulatorHost: options.emulators.auth } : {}),
    },
    ...(options.now ? { now: () => options.now!().getTime() } : {}),
  })
  const search = new AlgoliaSearchIndex({ ...options.algolia, ...(options.algoliaHosts ? { hosts: options.algoliaHosts } : {}) })
  const directUploads = new FirebaseDirectUploads(auth, db, now)
  if (options.syncSearchInProcess ?? true) {
    const deps = { store: content, search, now }
    events.subscribe((event) => syncSearchOnChange(event, deps))
  }
  return {
    name: 'firebase',
    app,
    content,
    files,
    events,
    identity,
    search,
    directUploads,
    /** Applies the Algolia index settings (npm run search:reindex and `npm start` run this). */
    async prepare(log = (line: string) => console.log(line)) {
      await search.configure()
      log(`Pengaturan indeks Algolia diterapkan: ${search.indexName('public')}, ${search.indexName('staff')}.`)
    },
    async close() {
      // The admin app belongs to the process (or to the test that passed it); nothing is
      // held open per backend.
    },
  }
}
