/**
 * What the Firebase backup and its restore share: the folder's layout, its manifest, and how a
 * Firestore value is written as JSON and read back as the same value.
 *
 * A Firebase backup is a folder `{timestamp}/` holding
 *   firestore/{collection}.ndjson  one line per document: `{"id": …, "data": …}`, ordered by id
 *   storage/{object path}          every object under the upload folders, byte for byte
 *   auth/users.ndjson              one line per account: uid, email, claims, password hash…
 *   manifest.json                  counts, size and SHA-256 of every file, the format, when
 * Like the embedded backup it is built under `.{timestamp}.partial/` and renamed when complete.
 */
import { Buffer } from 'node:buffer'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { DocumentReference, GeoPoint, Timestamp, type Firestore } from 'firebase-admin/firestore'
import { MANIFEST_FILE } from './backup-files'

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

/** One account as the backup keeps it: what `importUsers` needs to put it back. */
export interface BackedUpUser {
  uid: string
  email?: string
  emailVerified: boolean
  displayName?: string
  photoURL?: string
  phoneNumber?: string
  disabled: boolean
  customClaims?: Record<string, unknown>
  /** Base64 as listUsers gives it (the Auth emulator gives `fakeHash:…` text). */
  passwordHash?: string
  passwordSalt?: string
  metadata: { creationTime?: string; lastSignInTime?: string }
  providers: { providerId: string; uid: string; email?: string; displayName?: string }[]
  /** Second factors enrolled (TOTP): Google exports none of their secrets, so they are counted only. */
  secondFactors?: number
}

/**
 * A Firestore value as JSON. Plain JSON values stay as they are; the types JSON has no word for
 * are tagged objects with one `$…` key, and a map that itself has a key starting with `$` is
 * wrapped in `{"$map": …}`, so decoding is never ambiguous.
 */
export function encodeValue(value: unknown): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0) ? value : { $double: String(value) }
  if (Array.isArray(value)) return value.map(encodeValue)
  if (value instanceof Timestamp) return { $timestamp: { seconds: value.seconds, nanoseconds: value.nanoseconds } }
  if (value instanceof GeoPoint) return { $geopoint: { latitude: value.latitude, longitude: value.longitude } }
  if (value instanceof DocumentReference) return { $ref: value.path }
  if (value instanceof Uint8Array) return { $bytes: Buffer.from(value).toString('base64') }
  if (typeof value === 'object' && value.constructor === Object) {
    const entries = Object.entries(value as Record<string, unknown>).map(([key, inner]) => [key, encodeValue(inner)] as const)
    const map = Object.fromEntries(entries)
    return entries.some(([key]) => key.startsWith('$')) ? { $map: map } : map
  }
  throw new Error(`Nilai Firestore yang tidak dikenal: ${Object.prototype.toString.call(value)}`)
}

/** The inverse of encodeValue; `db` makes document references. */
export function decodeValue(value: unknown, db: Firestore): unknown {
  if (value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((inner) => decodeValue(inner, db))
  const record = value as Record<string, unknown>
  const keys = Object.keys(record)
  if (keys.length === 1 && keys[0]!.startsWith('$')) {
    const tagged = record[keys[0]!]
    switch (keys[0]) {
      case '$double':
        return Number(tagged)
      case '$timestamp': {
        const { seconds, nanoseconds } = tagged as { seconds: number; nanoseconds: number }
        return new Timestamp(seconds, nanoseconds)
      }
      case '$geopoint': {
        const { latitude, longitude } = tagged as { latitude: number; longitude: number }
        return new GeoPoint(latitude, longitude)
      }
      case '$ref':
        return db.doc(String(tagged))
      case '$bytes':
        return Buffer.from(String(tagged), 'base64')
      case '$map':
        return Object.fromEntries(Object.entries(tagged as Record<string, unknown>).map(([key, inner]) => [key, decodeValue(inner, db)]))
    }
    throw new Error(`Cadangan tidak sah: penanda nilai ${keys[0]} tidak dikenal.`)
  }
  return Object.fromEntries(Object.entries(record).map(([key, inner]) => [key, decodeValue(inner, db)]))
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
