import { createRequire } from 'node:module'
import type * as AdminApp from 'firebase-admin/app'
import type { App } from 'firebase-admin/app'
import type { Auth } from 'firebase-admin/auth'
import type * as AdminFirestore from 'firebase-admin/firestore'
import type { Bucket } from '@google-cloud/storage'
import type { Firestore } from './firestore-sdk'
import type { FirebaseSettings } from '../../config'
import { ChangeEmitter } from '../change-emitter'
import type { Backend } from '../ports'
import { syncSearchOnChange } from '../../search/search-sync'
import { DEFAULT_DEADLINES, guardContentStore, guardFileStore, guardIdentity, guardSearchIndex, type DeadlineSettings } from '../with-deadline'
import { AlgoliaSearchIndex } from './algolia-search-index'
import { FirebaseDirectUploads } from './direct-uploads'
import { FirebaseIdentity } from './firebase-identity'
import { FirestoreContentStore } from './firestore-content-store'
import { BatchedReads } from './batched-reads'
import { warnIfSchemaBehind } from '../migrations'
import { CloudStorageFileStore } from './storage-file-store'
import { bumpOnPublicChanges, CONTENT_VERSION_POLL_MS, firestoreContentVersion, type FirestoreContentVersion } from './content-version'
import { FirestoreRateCounters, guardRateCounters } from './firestore-rate-counters'
import { FirestoreInsightsStore, guardInsightsStore } from './firestore-insights-store'
import { InsightsBuffer } from '../insights-buffer'
import { FirestoreOnceClaims } from './firestore-once-claims'
import { firestoreTransport, openFirestore } from './firestore-transport'

export interface FirebaseBackendOptions extends FirebaseSettings {
  /**
   * The firebase-admin app to use (tests pass one bound to the emulators). By default the
   * process's default app, initialized once with the project and bucket.
   */
  app?: App
  now?: () => Date
  /**
   * Sync the search indexes in this process after each of its own writes (default false). On
   * Firebase the Firestore triggers sync every write, wherever it was made: syncing here too
   * sent each save's Algolia writes twice. Only a setup where no trigger runs (the pure-JS
   * Firestore emulator delivers no events) turns it on. The dashboard lists read Firestore, so
   * a saved item is listed at once; only a list filtered by a search query waits for the
   * trigger (about a second).
   */
  syncSearchInProcess?: boolean
  /**
   * Deadlines of the calls to Firestore, Cloud Storage and Algolia (with-deadline.ts), so an
   * unreachable service answers 503 within seconds instead of after the clients' own retries.
   */
  deadlines?: DeadlineSettings
  /**
   * How long the public forms' shared count may take before each instance counts alone
   * (firestore-rate-counters.ts); tests that check the sharing itself on a loaded machine lift it.
   */
  rateCounterDeadlineMs?: number
  /**
   * How the site's instances learn of each other's saves (decision 36): by reading the content
   * version every this many milliseconds while serving (CONTENT_VERSION_POLL_MS by default), or,
   * with `'listen'`, by a snapshot listener (gRPC, opened with the app).
   */
  contentVersion?: number | 'listen'
  /**
   * Firestore over REST (true by default), or gRPC: the default where FIRESTORE_EMULATOR_HOST
   * names an emulator, since the pure-JS one (`npm run dev:firebase`, tests) speaks gRPC only,
   * unless FIRESTORE_PREFER_REST=1 asks for REST there too (firestore-transport.ts).
   */
  preferRest?: boolean
}

export interface FirebaseBackend extends Backend {
  name: 'firebase'
  /** The firebase-admin app of Auth and Storage, made when first asked for (the one passed in, if any). */
  readonly app: App
  /** The site's Firestore client (the mail collection is written through it too). */
  db: Firestore
  content: FirestoreContentStore
  files: CloudStorageFileStore
  events: ChangeEmitter
  identity: FirebaseIdentity
  search: AlgoliaSearchIndex
  directUploads: FirebaseDirectUploads
  contentVersion: FirestoreContentVersion
  openRateCounters(): FirestoreRateCounters
  insights: FirestoreInsightsStore
  insightsCounter: InsightsBuffer
  prepare(log?: (line: string) => void): Promise<void>
}

function defaultApp(options: FirebaseBackendOptions): App {
  // Loaded when first asked for (require() so it stays out of the module's static imports): a
  // visitor's page needs Firestore only, which is opened without an app (firestore-transport.ts).
  const { getApps, initializeApp } = createRequire(import.meta.url)('firebase-admin/app') as typeof AdminApp
  // Inside Cloud Functions FIREBASE_CONFIG gives the same values; passing them keeps command-line
  // tools (npm run staff, search:reindex) working from any machine with credentials.
  return getApps().find((app) => app.name === '[DEFAULT]') ?? initializeApp({ projectId: options.projectId, storageBucket: options.storageBucket })
}

/** The Firestore of an app passed in (require(), as firestore-sdk.ts explains: an ES import would load gRPC). */
function appFirestore(app: App): Firestore {
  return (createRequire(import.meta.url)('firebase-admin/firestore') as typeof AdminFirestore).getFirestore(app)
}

/** The scale-out backend: Firestore, Cloud Storage, Firebase Authentication and Algolia. */
export function createFirebaseBackend(options: FirebaseBackendOptions): FirebaseBackend {
  let madeApp = options.app
  const app = () => (madeApp ??= defaultApp(options))
  // The process's own client talks to Firestore over REST (HTTP/1.1): gRPC's libraries load only
  // for a listener, which the site does not open (`contentVersion`), so a new instance's first
  // request does not wait for them (docs/decisions/0057-scale-and-cold-start.md; firestore-transport.ts
  // for emulators). An app passed in keeps its own settings.
  const db: Firestore = options.app ? appFirestore(options.app) : openFirestore(options.projectId, firestoreTransport(process.env, options.preferRest))
  // firebase-admin's Auth SDK (about 150 ms and 10 MB to load) waits for the first sign-in, session
  // check or upload: an instance whose first request is a visitor's page never loads it.
  let loadingAuth: Promise<Auth> | undefined
  const auth = () => (loadingAuth ??= import('firebase-admin/auth').then(({ getAuth }) => getAuth(app())))
  const events = new ChangeEmitter()
  const now = options.now ?? (() => new Date())
  const deadlines = options.deadlines ?? DEFAULT_DEADLINES
  // Reads by id asked for together go out as one getAll: the store's and the content version's polls (batched-reads.ts).
  const reads = new BatchedReads(db)
  const content = guardContentStore(new FirestoreContentStore({ db, events, now, reads }), deadlines)
  // Storage's SDK likewise waits for the first file read or written.
  let openingBucket: Promise<Bucket> | undefined
  const bucket = () => (openingBucket ??= import('firebase-admin/storage').then(({ getStorage }) => getStorage(app()).bucket(options.storageBucket)))
  const files = guardFileStore(new CloudStorageFileStore(bucket), deadlines)
  const identity = guardIdentity(new FirebaseIdentity({
    auth,
    db,
    webConfig: {
      apiKey: options.webApiKey,
      authDomain: `${options.projectId}.firebaseapp.com`,
      projectId: options.projectId,
      ...(options.emulators?.auth ? { authEmulatorHost: options.emulators.auth } : {}),
    },
    ...(options.now ? { now: () => options.now!().getTime() } : {}),
  }), deadlines)
  const search = guardSearchIndex(
    // `algolia.hosts` (ALGOLIA_HOSTS) points the client at other hosts than Algolia's: a local stand-in, a regional setup.
    new AlgoliaSearchIndex(options.algolia),
    deadlines,
    { configure: deadlines.writeMs, ensureSettings: deadlines.writeMs },
  )
  const directUploads = new FirebaseDirectUploads(auth, db, now)
  // Every committed public change rewrites the version the other instances listen to (decision 36).
  // Awaited with the change's other listeners, so a save's answer comes after the version is written.
  const contentVersion = firestoreContentVersion(db, options.contentVersion === 'listen' ? { readDeadlineMs: deadlines.probeMs } : { pollMs: options.contentVersion ?? CONTENT_VERSION_POLL_MS, reads, readDeadlineMs: deadlines.probeMs })
  bumpOnPublicChanges(events, contentVersion)
  // One set for every app of the process: the counts are the store's, the breaker this process's.
  const rateCounters = guardRateCounters(new FirestoreRateCounters(db), options.rateCounterDeadlineMs)
  // Statistik: this instance's sums go to Firestore every few seconds and when it stops (close).
  const insights = guardInsightsStore(new FirestoreInsightsStore(db), deadlines)
  const insightsCounter = new InsightsBuffer(insights)
  if (options.syncSearchInProcess ?? false) {
    const deps = { store: content, search, now }
    events.subscribe((event) => syncSearchOnChange(event, deps))
  }
  return {
    name: 'firebase',
    get app() {
      return app()
    },
    db,
    content,
    files,
    events,
    identity,
    search,
    directUploads,
    contentVersion,
    openRateCounters: () => rateCounters,
    insights,
    insightsCounter,
    onceClaims: new FirestoreOnceClaims(db),
    /**
     * Makes sure the Algolia index settings are in effect (npm run search:reindex and `npm start`
     * run this). Search being unreachable never stops the site from starting: the pages that
     * need it answer their unavailable state, and each instance sets the settings before its
     * first use of an index anyway.
     */
    async prepare(log = (line: string) => console.log(line)) {
      // Migrating is the deploy's job (`npm run migrate:schema`, docs/deploy-firebase.md): many
      // instances starting at once must not each rewrite the store. Here only a warning.
      try {
        await warnIfSchemaBehind(content, log)
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error)
        log(`Peringatan: versi skema data tidak dapat diperiksa (${reason}).`)
      }
      try {
        const applied = (await search.ensureSettings()).map((index) => search.indexName(index))
        const names = applied.length ? applied : (['public', 'public-en', 'staff'] as const).map((index) => search.indexName(index))
        log(`Pengaturan indeks Algolia ${applied.length ? 'diterapkan' : 'sudah berlaku'}: ${names.join(', ')}.`)
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error)
        log(`Peringatan: Algolia tidak dapat dihubungi (${reason}); situs tetap berjalan, pencarian menjawab "tidak tersedia" sampai Algolia kembali.`)
      }
    },
    async close() {
      // The admin app belongs to the process (or to the test that passed it); only Statistik's
      // sums not yet written are this backend's to write.
      await insightsCounter.close()
    },
  }
}
