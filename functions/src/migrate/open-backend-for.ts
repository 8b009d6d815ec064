/**
 * Opens one side of a migration: the content and file stores of a backend, nothing else.
 *
 * TODO(wiring): once `openBackend` can open either backend from explicit settings without the
 * search and identity settings (Algolia keys are not needed to copy documents), switch to it.
 * Until then the firebase side is built here from the two adapters and firebase-admin.
 */
import { existsSync } from 'node:fs'
import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { ChangeEmitter } from '../backends/change-emitter'
import type { ContentStore, FileStore } from '../backends/ports'

export type BackendKind = 'embedded' | 'firebase'
export const BACKEND_KINDS: readonly BackendKind[] = ['embedded', 'firebase']

export interface MigrationEndpoint {
  kind: BackendKind
  /** Where it is, for the progress lines ("embedded (/srv/data)"). */
  label: string
  content: ContentStore
  files: FileStore
  close(): Promise<void>
}

export interface OpenOptions {
  /** Embedded only: the data folder (default `DATA_DIR`, then `./data`). */
  dataDir?: string
  /** A source must already hold a store; a target may be created. */
  role: 'source' | 'target'
}

/** Runs `fn` with some environment variables set (or unset), then puts them back. */
function withEnv<T>(vars: Record<string, string | undefined>, fn: () => T): T {
  const saved = Object.fromEntries(Object.keys(vars).map((key) => [key, process.env[key]]))
  const apply = (values: Record<string, string | undefined>) => {
    for (const [key, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[key]
      else process.env[key] = value
    }
  }
  apply(vars)
  try {
    return fn()
  } finally {
    apply(saved)
  }
}

export async function openBackendFor(kind: BackendKind, env: NodeJS.ProcessEnv, options: OpenOptions): Promise<MigrationEndpoint> {
  if (kind === 'embedded') {
    const dataDir = path.resolve(options.dataDir ?? env.DATA_DIR ?? './data')
    if (options.role === 'source' && !existsSync(path.join(dataDir, 'content.db'))) {
      throw new Error(`Folder data sumber ${dataDir} tidak berisi content.db.`)
    }
    const { createEmbeddedBackend } = await import('../backends/embedded')
    // The whole embedded backend: its search index follows the documents written into it.
    const backend = createEmbeddedBackend({ dataDir })
    return { kind, label: `embedded (${dataDir})`, content: backend.content, files: backend.files, close: () => backend.close() }
  }

  const projectId = env.FIREBASE_PROJECT_ID ?? env.GOOGLE_CLOUD_PROJECT ?? env.GCLOUD_PROJECT
  const storageBucket = (env.FIREBASE_STORAGE_BUCKET ?? env.STORAGE_BUCKET)?.replace(/^gs:\/\//, '')
  if (!projectId) throw new Error('Firebase: isi FIREBASE_PROJECT_ID (atau GCLOUD_PROJECT) dengan id proyek.')
  if (!storageBucket) throw new Error('Firebase: isi FIREBASE_STORAGE_BUCKET (atau STORAGE_BUCKET) dengan nama bucket, mis. proyek.firebasestorage.app.')

  const [{ initializeApp, deleteApp }, { getFirestore }, { getStorage }, { FirestoreContentStore }, { CloudStorageFileStore }] =
    await Promise.all([
      import('firebase-admin/app'),
      import('firebase-admin/firestore'),
      import('firebase-admin/storage'),
      import('../backends/firebase/firestore-content-store'),
      import('../backends/firebase/storage-file-store'),
    ])
  // An app of its own: credentials from the environment (GOOGLE_APPLICATION_CREDENTIALS or
  // `gcloud auth application-default login`), or the emulators when their hosts are set.
  const app = initializeApp({ projectId, storageBucket }, `migrate-${randomUUID()}`)
  const firestoreHost = env.FIRESTORE_EMULATOR_HOST
  const db = withEnv({ FIRESTORE_EMULATOR_HOST: undefined }, () => {
    const db = getFirestore(app)
    if (firestoreHost) db.settings({ host: firestoreHost, ssl: false })
    return db
  })
  const storageHost = env.FIREBASE_STORAGE_EMULATOR_HOST
  const bucket = withEnv(
    storageHost ? { FIREBASE_STORAGE_EMULATOR_HOST: storageHost, STORAGE_EMULATOR_HOST: undefined } : {},
    () => getStorage(app).bucket(storageBucket),
  )
  const emulated = [firestoreHost && 'Firestore', storageHost && 'Storage'].filter(Boolean).join(' dan ')
  return {
    kind,
    label: `firebase (proyek ${projectId}, bucket ${storageBucket}${emulated ? `, emulator ${emulated}` : ''})`,
    content: new FirestoreContentStore({ db, events: new ChangeEmitter() }),
    files: new CloudStorageFileStore(bucket),
    close: () => deleteApp(app),
  }
}
