/**
 * The bucket a Firebase backup is written to and restored from (`--to` / `--from gs://…`),
 * as the few object operations that needs. A bucket apart from the site's, ideally in another
 * project: a deleted or compromised project bucket must not take its backups with it
 * (docs/backup-firebase.md). The driver stays in this backend, like backup-access.ts.
 *
 * Google's errors are turned into sentences an operator can act on (a missing bucket, a missing
 * permission, no credentials), in Indonesian like every message of the command-line tools.
 */
import { randomUUID } from 'node:crypto'
import type { Bucket } from '@google-cloud/storage'

export interface BackupBucket {
  name: string
  /** Every object name under `prefix` (every page). */
  list(prefix: string): Promise<string[]>
  upload(localFile: string, objectName: string): Promise<void>
  /** Downloads an object to a file; false when there is no such object. */
  download(objectName: string, localFile: string): Promise<boolean>
  /** Deletes an object; a missing one is not an error. */
  delete(objectName: string): Promise<void>
  close(): Promise<void>
}

/** An error of the backup bucket, already worded for the operator. */
export class BackupBucketError extends Error {}

/** Google's words for a 404 about the bucket itself, not one of its objects ("No such object: bucket/name"). */
const MISSING_BUCKET = /bucket does not exist/i

/** Google's error as the operator should read it, or null when it is none of the known ones. */
export function bucketProblem(error: unknown, bucketName: string): string | null {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  const text = typeof message === 'string' ? message : ''
  if (code === 404 && MISSING_BUCKET.test(text)) {
    return `Bucket ${bucketName} tidak ada. Periksa ejaannya, atau buat dulu (docs/backup-firebase.md, "Into a backup bucket").`
  }
  if (code === 401 || code === 403) {
    return (
      `Akun ini tidak punya izin ke bucket ${bucketName} (${code}). Untuk mencadangkan: Storage Object Creator dan Storage Object Viewer ` +
      'pada bucket itu; untuk memulihkan: Storage Object Viewer (docs/backup-firebase.md).'
    )
  }
  if (/default credentials|Could not refresh access token|invalid_grant/i.test(text)) {
    return 'Tidak ada kredensial Google yang berlaku: isi GOOGLE_APPLICATION_CREDENTIALS, atau jalankan gcloud auth application-default login.'
  }
  return null
}

/** Runs one bucket operation, turning the known failures into a BackupBucketError. */
async function worded<T>(bucketName: string, operation: () => Promise<T>): Promise<T> {
  try {
    return await operation()
  } catch (error) {
    const problem = bucketProblem(error, bucketName)
    if (problem) throw new BackupBucketError(problem)
    throw error
  }
}

export function backupBucketOf(bucket: Bucket, close: () => Promise<void> = async () => {}): BackupBucket {
  const name = bucket.name
  return {
    name,
    list: (prefix) =>
      worded(name, async () => {
        const names: string[] = []
        let pageToken: string | undefined
        do {
          const [files, next] = await bucket.getFiles({ prefix, autoPaginate: false, maxResults: 1000, ...(pageToken ? { pageToken } : {}) })
          names.push(...files.map((file) => file.name))
          pageToken = (next as { pageToken?: string } | null)?.pageToken
        } while (pageToken)
        return names
      }),
    upload: (localFile, objectName) =>
      worded(name, async () => {
        await bucket.upload(localFile, { destination: objectName, resumable: false, contentType: 'application/octet-stream' })
      }),
    download: (objectName, localFile) =>
      worded(name, async () => {
        try {
          // Every byte is checked against the manifest's SHA-256 afterwards.
          await bucket.file(objectName).download({ destination: localFile, validation: false })
          return true
        } catch (error) {
          if ((error as { code?: number }).code === 404 && !MISSING_BUCKET.test(String((error as Error).message))) return false
          throw error
        }
      }),
    delete: (objectName) =>
      worded(name, async () => {
        await bucket.file(objectName).delete({ ignoreNotFound: true })
      }),
    close,
  }
}

/**
 * Opens `bucketName` with the credentials the other tools use (GOOGLE_APPLICATION_CREDENTIALS or
 * `gcloud auth application-default login`), on the Storage emulator when
 * FIREBASE_STORAGE_EMULATOR_HOST is set, and checks at once that it exists and may be read, so a
 * wrong name or a missing role stops the command before any work.
 */
export async function openBackupBucket(env: NodeJS.ProcessEnv, bucketName: string, projectId?: string): Promise<BackupBucket> {
  const [{ initializeApp, deleteApp }, { getStorage }] = await Promise.all([import('firebase-admin/app'), import('firebase-admin/storage')])
  const emulatorHost = env.FIREBASE_STORAGE_EMULATOR_HOST
  // firebase-admin reads the emulator's address from the process environment when it makes the client.
  const saved = process.env.FIREBASE_STORAGE_EMULATOR_HOST
  if (emulatorHost) process.env.FIREBASE_STORAGE_EMULATOR_HOST = emulatorHost
  const app = initializeApp(projectId ? { projectId } : {}, `backup-bucket-${randomUUID()}`)
  let bucket: Bucket
  try {
    bucket = getStorage(app).bucket(bucketName)
  } finally {
    if (saved === undefined) delete process.env.FIREBASE_STORAGE_EMULATOR_HOST
    else process.env.FIREBASE_STORAGE_EMULATOR_HOST = saved
  }
  const opened = backupBucketOf(bucket, () => deleteApp(app))
  try {
    await worded(bucketName, () => bucket.getFiles({ autoPaginate: false, maxResults: 1 }))
  } catch (error) {
    await opened.close()
    throw error
  }
  return opened
}
