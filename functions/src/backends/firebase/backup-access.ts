/**
 * What the Firebase backup and restore (functions/src/backup/firebase-*.ts) do to Firestore,
 * Cloud Storage and Authentication, as the few operations they need: the drivers stay in this
 * backend, as the embedded backup's database work stays in backends/embedded/database-file.ts.
 * Documents travel as JSON (backup-values.ts), accounts as BackedUpUser.
 */
import { randomUUID } from 'node:crypto'
import type { Bucket } from '@google-cloud/storage'
import type { Auth, UserImportOptions, UserImportRecord } from 'firebase-admin/auth'
import type { Firestore, Query, Transaction } from 'firebase-admin/firestore'
import { FieldPath, Timestamp } from './firestore-sdk'
import { decodeValue, encodeValue } from './backup-values'

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

/** The source project's password hash parameters (Authentication → Users → ⋮ → Password hash parameters). */
export interface PasswordHashConfig {
  /** base64_signer_key */
  key: string
  /** base64_salt_separator */
  saltSeparator: string
  rounds: number
  /** mem_cost */
  memoryCost: number
}

export interface StoredDocument {
  id: string
  /** The document's fields as JSON (encodeValue). */
  data: unknown
}

export interface StoredObject {
  name: string
  contentType?: string
  metadata?: Record<string, string>
  cacheControl?: string
}

/** Reads one page of a collection, ordered by document id, after `after`. */
export type PageReader = (collection: string, after: string | null, limit: number) => Promise<StoredDocument[]>

export interface FirebaseBackupAccess {
  projectId: string
  bucketName: string
  /** Where it is, for the progress lines. */
  label: string
  // Firestore
  collectionIds(): Promise<string[]>
  /** Runs `read` with every page read at one instant (a read-only transaction at a fixed read time). */
  atOneInstant<T>(read: (page: PageReader) => Promise<T>): Promise<{ result: T; readTime: string }>
  hasDocuments(collection: string): Promise<boolean>
  /** Writes documents with their ids, replacing any there (at most 500: one batch). */
  writeDocuments(collection: string, documents: StoredDocument[]): Promise<void>
  documentIds(collection: string, after: string | null, limit: number): Promise<string[]>
  deleteDocuments(collection: string, ids: string[]): Promise<void>
  // Storage
  listObjects(prefix: string, limit: number, pageToken?: string): Promise<{ objects: StoredObject[]; next?: string }>
  /** Downloads an object to a file; false when it is gone since it was listed. */
  downloadObject(name: string, destination: string): Promise<boolean>
  uploadObject(name: string, bytes: Uint8Array, details: Omit<StoredObject, 'name'>): Promise<void>
  deleteObject(name: string): Promise<void>
  // Authentication
  listUsers(limit: number, pageToken?: string): Promise<{ users: BackedUpUser[]; next?: string }>
  existingUids(uids: string[]): Promise<Set<string>>
  /** Imports accounts; the count of those imported without a password. */
  importUsers(users: BackedUpUser[], hash: PasswordHashConfig | undefined): Promise<{ withoutPassword: number; viaEmulator: boolean }>
  close(): Promise<void>
}

/**
 * What `importUsers` is given for backed-up accounts: a password only where the backup has a hash
 * and the source project's parameters are known (a hash without them would import as a password
 * nobody can type), the claims, the original creation time.
 */
export function userImportOf(users: BackedUpUser[], hash: PasswordHashConfig | undefined): { records: UserImportRecord[]; options?: UserImportOptions; withoutPassword: number } {
  let withoutPassword = 0
  const records: UserImportRecord[] = users.map((user) => {
    const withPassword = Boolean(hash && user.passwordHash)
    if (!withPassword) withoutPassword++
    return {
      uid: user.uid,
      ...(user.email ? { email: user.email } : {}),
      emailVerified: user.emailVerified,
      ...(user.displayName ? { displayName: user.displayName } : {}),
      ...(user.photoURL ? { photoURL: user.photoURL } : {}),
      ...(user.phoneNumber ? { phoneNumber: user.phoneNumber } : {}),
      disabled: user.disabled,
      ...(user.customClaims ? { customClaims: user.customClaims } : {}),
      ...(withPassword
        ? { passwordHash: Buffer.from(user.passwordHash!, 'base64'), ...(user.passwordSalt ? { passwordSalt: Buffer.from(user.passwordSalt, 'base64') } : {}) }
        : {}),
      metadata: { ...(user.metadata.creationTime ? { creationTime: user.metadata.creationTime } : {}), ...(user.metadata.lastSignInTime ? { lastSignInTime: user.metadata.lastSignInTime } : {}) },
    }
  })
  if (!hash || !records.some((r) => r.passwordHash)) return { records, withoutPassword }
  return {
    records,
    withoutPassword,
    options: {
      hash: { algorithm: 'SCRYPT', key: Buffer.from(hash.key, 'base64'), saltSeparator: Buffer.from(hash.saltSeparator, 'base64'), rounds: hash.rounds, memoryCost: hash.memoryCost },
    },
  }
}

/**
 * The Auth emulator keeps hashes as text (`fakeHash:salt=…:password=…`), which the Admin SDK's
 * import would re-encode: there the accounts go in through the emulator's own import endpoint
 * unchanged, so a restored password works on the emulator as it does in production.
 */
async function importThroughEmulator(host: string, projectId: string, users: BackedUpUser[]): Promise<void> {
  const res = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/projects/${encodeURIComponent(projectId)}/accounts:batchCreate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({
      allowOverwrite: true,
      users: users.map((user) => ({
        localId: user.uid,
        email: user.email,
        emailVerified: user.emailVerified,
        displayName: user.displayName,
        photoUrl: user.photoURL,
        phoneNumber: user.phoneNumber,
        disabled: user.disabled,
        ...(user.customClaims ? { customAttributes: JSON.stringify(user.customClaims) } : {}),
        ...(user.passwordHash ? { passwordHash: user.passwordHash, salt: user.passwordSalt } : {}),
        ...(user.metadata.creationTime ? { createdAt: String(Date.parse(user.metadata.creationTime)) } : {}),
      })),
    }),
  })
  const body = (await res.json()) as { error?: unknown[] | { message?: string } }
  if (!res.ok || (Array.isArray(body.error) && body.error.length)) throw new Error(`Impor akun ke emulator gagal: ${JSON.stringify(body.error ?? res.status)}`)
}

export interface FirebaseBackupServices {
  projectId: string
  db: Firestore
  bucket: Bucket
  auth: Auth
  /** The Auth emulator's `host:port`, when the accounts live there. */
  authEmulatorHost?: string
  label?: string
  close?: () => Promise<void>
}

export function firebaseBackupAccess(services: FirebaseBackupServices): FirebaseBackupAccess {
  const { db, bucket, auth, projectId } = services
  const pageOf = (collection: string, after: string | null, limit: number): Query => {
    const query = db.collection(collection).orderBy(FieldPath.documentId()).limit(limit)
    return after === null ? query : query.startAfter(after)
  }
  return {
    projectId,
    bucketName: bucket.name,
    label: services.label ?? `proyek ${projectId}, bucket ${bucket.name}`,
    async collectionIds() {
      return (await db.listCollections()).map((ref) => ref.id)
    },
    async atOneInstant(read) {
      // A second ago: a read time must not be in the future of the server's clock.
      const readTime = Timestamp.fromMillis(Date.now() - 1000)
      const result = await db.runTransaction(
        (tx: Transaction) => read(async (collection, after, limit) => (await tx.get(pageOf(collection, after, limit))).docs.map((doc) => ({ id: doc.id, data: encodeValue(doc.data()) }))),
        { readOnly: true, readTime },
      )
      return { result, readTime: readTime.toDate().toISOString() }
    },
    async hasDocuments(collection) {
      return !(await db.collection(collection).limit(1).get()).empty
    },
    async writeDocuments(collection, documents) {
      const batch = db.batch()
      for (const { id, data } of documents) batch.set(db.collection(collection).doc(id), decodeValue(data, db) as Record<string, unknown>)
      await batch.commit()
    },
    async documentIds(collection, after, limit) {
      return (await pageOf(collection, after, limit).select().get()).docs.map((doc) => doc.id)
    },
    async deleteDocuments(collection, ids) {
      const batch = db.batch()
      for (const id of ids) batch.delete(db.collection(collection).doc(id))
      await batch.commit()
    },
    async listObjects(prefix, limit, pageToken) {
      const [files, next] = await bucket.getFiles({ prefix, autoPaginate: false, maxResults: limit, ...(pageToken ? { pageToken } : {}) })
      const objects = files
        .filter((file) => !file.name.endsWith('/'))
        .map((file): StoredObject => {
          const { contentType, metadata, cacheControl } = file.metadata
          return {
            name: file.name,
            ...(contentType ? { contentType } : {}),
            ...(metadata && Object.keys(metadata).length ? { metadata: Object.fromEntries(Object.entries(metadata).map(([k, v]) => [k, String(v)])) } : {}),
            ...(cacheControl ? { cacheControl } : {}),
          }
        })
      const token = (next as { pageToken?: string } | null)?.pageToken
      return { objects, ...(token ? { next: token } : {}) }
    },
    async downloadObject(name, destination) {
      try {
        await bucket.file(name).download({ destination, validation: false })
        return true
      } catch (error) {
        if ((error as { code?: number }).code === 404) return false
        throw error
      }
    },
    async uploadObject(name, bytes, details) {
      await bucket.file(name).save(Buffer.from(bytes), {
        resumable: false,
        contentType: details.contentType ?? 'application/octet-stream',
        metadata: { ...(details.metadata ? { metadata: details.metadata } : {}), ...(details.cacheControl ? { cacheControl: details.cacheControl } : {}) },
      })
    },
    async deleteObject(name) {
      await bucket.file(name).delete({ ignoreNotFound: true })
    },
    async listUsers(limit, pageToken) {
      const page = await auth.listUsers(Math.min(limit, 1000), pageToken)
      const users = page.users.map(
        (user): BackedUpUser => ({
          uid: user.uid,
          ...(user.email ? { email: user.email } : {}),
          emailVerified: user.emailVerified,
          ...(user.displayName ? { displayName: user.displayName } : {}),
          ...(user.photoURL ? { photoURL: user.photoURL } : {}),
          ...(user.phoneNumber ? { phoneNumber: user.phoneNumber } : {}),
          disabled: user.disabled,
          ...(user.customClaims ? { customClaims: user.customClaims } : {}),
          // Present only where the credentials may read the project's hashes (Firebase Authentication Admin).
          ...(user.passwordHash ? { passwordHash: user.passwordHash, ...(user.passwordSalt ? { passwordSalt: user.passwordSalt } : {}) } : {}),
          metadata: { creationTime: user.metadata.creationTime, ...(user.metadata.lastSignInTime ? { lastSignInTime: user.metadata.lastSignInTime } : {}) },
          providers: user.providerData.map((p) => ({ providerId: p.providerId, uid: p.uid, ...(p.email ? { email: p.email } : {}), ...(p.displayName ? { displayName: p.displayName } : {}) })),
          ...(user.multiFactor?.enrolledFactors.length ? { secondFactors: user.multiFactor.enrolledFactors.length } : {}),
        }),
      )
      return { users, ...(page.pageToken ? { next: page.pageToken } : {}) }
    },
    async existingUids(uids) {
      const found = new Set<string>()
      for (let start = 0; start < uids.length; start += 100) {
        const { users } = await auth.getUsers(uids.slice(start, start + 100).map((uid) => ({ uid })))
        for (const user of users) found.add(user.uid)
      }
      return found
    },
    async importUsers(users, hash) {
      if (services.authEmulatorHost && users.some((u) => u.passwordHash?.startsWith('fakeHash:'))) {
        await importThroughEmulator(services.authEmulatorHost, projectId, users)
        return { withoutPassword: users.filter((u) => !u.passwordHash).length, viaEmulator: true }
      }
      const { records, options, withoutPassword } = userImportOf(users, hash)
      const result = await auth.importUsers(records, options)
      if (result.failureCount) {
        throw new Error(`Impor akun gagal untuk ${result.failureCount} akun: ${result.errors.slice(0, 3).map((e) => `${records[e.index]?.uid}: ${e.error.message}`).join('; ')}`)
      }
      return { withoutPassword, viaEmulator: false }
    },
    close: services.close ?? (async () => {}),
  }
}

/**
 * The access of a command-line backup or restore, from the environment the other tools read:
 * FIREBASE_PROJECT_ID (or GCLOUD_PROJECT), FIREBASE_STORAGE_BUCKET, credentials from
 * GOOGLE_APPLICATION_CREDENTIALS or `gcloud auth application-default login`, and the emulators
 * when FIRESTORE_EMULATOR_HOST, FIREBASE_STORAGE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST
 * are set.
 */
export async function openFirebaseBackupAccess(env: NodeJS.ProcessEnv, project?: string): Promise<FirebaseBackupAccess> {
  const projectId = project ?? env.FIREBASE_PROJECT_ID ?? env.GOOGLE_CLOUD_PROJECT ?? env.GCLOUD_PROJECT
  const storageBucket = (env.FIREBASE_STORAGE_BUCKET ?? env.STORAGE_BUCKET)?.replace(/^gs:\/\//, '')
  if (!projectId) throw new Error('Firebase: isi FIREBASE_PROJECT_ID (atau --project) dengan id proyek.')
  if (!storageBucket) throw new Error('Firebase: isi FIREBASE_STORAGE_BUCKET dengan nama bucket, mis. proyek.firebasestorage.app.')
  const [{ initializeApp, deleteApp }, { getFirestore }, { getStorage }, { getAuth }] = await Promise.all([
    import('firebase-admin/app'),
    import('firebase-admin/firestore'),
    import('firebase-admin/storage'),
    import('firebase-admin/auth'),
  ])
  // An app of its own, so one process can hold two projects side by side.
  const app = initializeApp({ projectId, storageBucket }, `backup-${randomUUID()}`)
  const db = getFirestore(app)
  const firestoreHost = env.FIRESTORE_EMULATOR_HOST
  if (firestoreHost) db.settings({ host: firestoreHost, ssl: false })
  const emulated = [firestoreHost && 'Firestore', env.FIREBASE_STORAGE_EMULATOR_HOST && 'Storage', env.FIREBASE_AUTH_EMULATOR_HOST && 'Authentication'].filter(Boolean)
  return firebaseBackupAccess({
    projectId,
    db,
    bucket: getStorage(app).bucket(storageBucket),
    auth: getAuth(app),
    ...(env.FIREBASE_AUTH_EMULATOR_HOST ? { authEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST } : {}),
    label: `proyek ${projectId}, bucket ${storageBucket}${emulated.length ? ` (emulator ${emulated.join(', ')})` : ''}`,
    close: () => deleteApp(app),
  })
}
