/**
 * What the Firebase backup and its restore share: the folder's layout and its manifest (how a
 * Firestore value is written as JSON is the backend's: backends/firebase/backup-values.ts).
 *
 * A Firebase backup is a folder `{timestamp}/` holding
 *   firestore/{collection}.ndjson  one line per document: `{"id": …, "data": …}`, ordered by id
 *   storage/{object path}          every object under the upload folders, byte for byte
 *   auth/users.ndjson              one line per account: uid, email, claims, password hash…
 *   manifest.json                  counts, size and SHA-256 of every file, the format, when
 * Like the embedded backup it is built under `.{timestamp}.partial/` and renamed when complete.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { MANIFEST_FILE } from './backup-files'

export type { BackedUpUser } from '../backends/firebase/backup-access'

export const FIREBASE_MANIFEST_FORMAT = 'kantor-hukum-firebase-backup/1'
export const FIRESTORE_DIR = 'firestore'
export const STORAGE_DIR = 'storage'
export const AUTH_USERS_FILE = 'auth/users.ndjson'

export interface FirebaseFileEntry {
  path: string
  bytes: number
  sha256: string
  contentType?: string
  /** The object's custom metadata (`metadata.metadata`), kept as it was. */
  metadata?: Record<string, string>
  cacheControl?: string
}

export interface FirebaseManifest {
  format: typeof FIREBASE_MANIFEST_FORMAT
  createdAt: string
  source: { projectId: string; bucket: string }
  /** The instant every document was read at (one consistent state of the whole database). */
  readTime: string | null
  firestore: {
    /** Per collection: its file, the number of documents in it, size and SHA-256. */
    collections: Record<string, { file: string; documents: number; bytes: number; sha256: string }>
    /** Collections found in the project and left out on purpose (outgoing mail, transient records). */
    notCopied: string[]
  }
  storage: { folders: string[]; count: number; bytes: number; files: FirebaseFileEntry[] }
  auth: { file: string; users: number; withPasswordHash: number; bytes: number; sha256: string }
  timings: { firestoreMs: number; storageMs: number; authMs: number; totalMs: number }
}

/** The file of one collection's documents, relative to the backup folder. */
export function collectionFile(collection: string): string {
  return `${FIRESTORE_DIR}/${encodeURIComponent(collection)}.ndjson`
}

/** A Storage object path is written under `storage/` as it is: refuse one that would leave the folder. */
export function safeObjectPath(objectPath: string): boolean {
  return objectPath.split('/').every((part) => part !== '' && part !== '.' && part !== '..') && !objectPath.includes('\\')
}

export async function readFirebaseManifest(backupDir: string): Promise<FirebaseManifest> {
  let text: string
  try {
    text = await readFile(path.join(backupDir, MANIFEST_FILE), 'utf8')
  } catch {
    throw new Error(`${backupDir} bukan folder cadangan: ${MANIFEST_FILE} tidak ada.`)
  }
  const manifest = JSON.parse(text) as FirebaseManifest
  if (manifest.format !== FIREBASE_MANIFEST_FORMAT) {
    throw new Error(`Format cadangan ${String(manifest.format)} bukan cadangan Firebase (${FIREBASE_MANIFEST_FORMAT}); cadangan embedded dipulihkan tanpa --backend firebase.`)
  }
  return manifest
}
