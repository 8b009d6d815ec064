/**
 * The Firebase services a backup or a restore uses, opened from the environment the other
 * command-line tools read: FIREBASE_PROJECT_ID (or GCLOUD_PROJECT), FIREBASE_STORAGE_BUCKET,
 * credentials from GOOGLE_APPLICATION_CREDENTIALS or `gcloud auth application-default login`,
 * and the emulators when FIRESTORE_EMULATOR_HOST, FIREBASE_STORAGE_EMULATOR_HOST and
 * FIREBASE_AUTH_EMULATOR_HOST are set.
 */
import { randomUUID } from 'node:crypto'
import type { FirebaseServices } from './firebase-backup'

export interface OpenedFirebase extends FirebaseServices {
  authEmulatorHost?: string
  /** Where it is, for the progress lines. */
  label: string
  close(): Promise<void>
}

export async function openFirebaseServices(env: NodeJS.ProcessEnv, project?: string): Promise<OpenedFirebase> {
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
  // An app of its own, so a test process can hold two projects side by side.
  const app = initializeApp({ projectId, storageBucket }, `backup-${randomUUID()}`)
  const db = getFirestore(app)
  const firestoreHost = env.FIRESTORE_EMULATOR_HOST
  if (firestoreHost) db.settings({ host: firestoreHost, ssl: false })
  const bucket = getStorage(app).bucket(storageBucket)
  const auth = getAuth(app)
  const emulated = [firestoreHost && 'Firestore', env.FIREBASE_STORAGE_EMULATOR_HOST && 'Storage', env.FIREBASE_AUTH_EMULATOR_HOST && 'Authentication'].filter(Boolean)
  return {
    projectId,
    db,
    bucket,
    auth,
    ...(env.FIREBASE_AUTH_EMULATOR_HOST ? { authEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST } : {}),
    label: `proyek ${projectId}, bucket ${storageBucket}${emulated.length ? ` (emulator ${emulated.join(', ')})` : ''}`,
    close: () => deleteApp(app),
  }
}
