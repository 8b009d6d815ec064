/**
 * Uploads straight to Cloud Storage with the Firebase web SDK's resumable upload (Firebase
 * backend). Loaded only when the dashboard's configuration says so (upload-transport.ts), so
 * the embedded backend's dashboard never downloads the SDK.
 *
 * The browser signs in to Firebase Authentication with a custom token the app mints for the
 * signed-in staff member (POST /dashboard/uploads/token; in memory only, like the sign-in page),
 * because storage.rules let only staff write. The SDK sends the file in chunks, retries a lost
 * connection for up to ten minutes and can pause, resume and cancel (spec sections 4 and 9).
 * When the last byte is stored, the app checks the object's bytes
 * (GET /dashboard/uploads/result) and answers the stored file, or why it was refused; the
 * Storage trigger deletes a refused object (functions/src/triggers/validate-upload-object.ts).
 */
import { signInWithCustomToken, type Auth } from 'firebase/auth'
import {
  connectStorageEmulator,
  getStorage,
  ref,
  uploadBytesResumable,
  type FirebaseStorage,
  type StorageError,
  type UploadTask,
  type UploadTaskSnapshot,
} from 'firebase/storage'
import { uploadPath } from '../../../../shared/schemas/file-paths'
import type { UploadFolder } from '../../../../shared/schemas/uploads'
import type { StoredFile } from '../../../../shared/schemas/types'
import type { UploadTransportConfig } from '../../../../shared/browser-config'
import type { UploadCallbacks, UploadHandle } from './upload-transport'
import { dashboardFirebase } from './firebase-app'

export type CloudStorageConfig = Extract<UploadTransportConfig, { transport: 'cloud-storage' }>

const SESSION_ENDED = 'Sesi Anda telah berakhir. Masuk kembali di tab lain, lalu unggah ulang file ini.'
const NETWORK_ERROR = 'Unggahan gagal karena koneksi terputus. Periksa koneksi internet Anda lalu coba lagi.'

/**
 * What the staff member reads for each Cloud Storage error (spec section 8 lists the codes;
 * `storage/canceled` is not an error to show: the field says the upload was canceled).
 */
export const STORAGE_ERROR_MESSAGES: Record<string, string> = {
  'storage/unauthenticated': 'Sesi unggah Anda tidak dikenali. Muat ulang halaman, lalu unggah ulang file ini.',
  'storage/unauthorized': 'Anda tidak diizinkan mengunggah file ini ke folder tersebut. Periksa jenis dan ukuran file, lalu coba lagi.',
  'storage/unauthorized-app': 'Aplikasi ini tidak diizinkan mengunggah ke penyimpanan. Hubungi admin kantor.',
  'storage/quota-exceeded': 'Kuota penyimpanan file sudah habis. Hubungi admin kantor.',
  'storage/retry-limit-exceeded': 'Unggahan terhenti karena koneksi terlalu lama terputus. Periksa koneksi internet Anda lalu coba lagi.',
  'storage/canceled': 'Unggahan dibatalkan.',
  'storage/unknown': 'Unggahan gagal karena kesalahan yang tidak diketahui. Coba lagi.',
}

/** The message for a Storage error code; codes without their own message read as `storage/unknown`. */
export function storageErrorMessage(code: string | undefined): string {
  return STORAGE_ERROR_MESSAGES[code ?? ''] ?? STORAGE_ERROR_MESSAGES['storage/unknown']!
}

const TYPES: Record<string, { contentType: string; extension: string }> = {
  'image/jpeg': { contentType: 'image/jpeg', extension: 'jpg' },
  'image/png': { contentType: 'image/png', extension: 'png' },
  'application/pdf': { contentType: 'application/pdf', extension: 'pdf' },
}
const BY_EXTENSION: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf' }

/**
 * The type the object is stored with: what the browser says the file is, else what its name
 * says. storage.rules accept only the folder's types; the upload check then reads the bytes.
 */
export function contentTypeFor(file: { name: string; type: string }): { contentType: string; extension: string } | null {
  const extension = file.name.toLowerCase().split('.').pop() ?? ''
  return TYPES[file.type] ?? TYPES[BY_EXTENSION[extension] ?? ''] ?? null
}

export interface Clients {
  auth: Auth
  storage: FirebaseStorage
}
let clients: Clients | undefined

async function clientsFor(config: CloudStorageConfig): Promise<Clients> {
  if (clients) return clients
  // The app and sign-in are shared with the live changes (firebase-app.ts); it resolves once
  // App Check, when configured, is on, so no upload leaves without its token.
  const { app, auth } = await dashboardFirebase(config)
  if (clients) return clients
  const storage = getStorage(app)
  if (config.emulators?.storage) {
    const [host, port] = config.emulators.storage.split(':')
    connectStorageEmulator(storage, host!, Number(port))
  }
  clients = { auth, storage }
  return clients
}

/** Signs the browser in as the staff member of the session (once per page). */
async function signedIn(auth: Auth, fetchImpl: typeof fetch, signIn: (auth: Auth, token: string) => Promise<unknown>): Promise<void> {
  if (auth.currentUser) return
  const res = await fetchImpl('/dashboard/uploads/token', { method: 'POST', headers: { Accept: 'application/json' }, credentials: 'same-origin' })
  if (res.redirected || res.status === 401 || res.status === 403) throw new UploadProblem(SESSION_ENDED)
  const body = (await res.json().catch(() => ({}))) as { token?: string; error?: string }
  if (!res.ok || !body.token) throw new UploadProblem(body.error ?? `Unggahan gagal (kode ${res.status}). Coba lagi.`)
  try {
    await signIn(auth, body.token)
  } catch (error) {
    const code = (error as { code?: string }).code
    throw new UploadProblem(code === 'auth/network-request-failed' ? NETWORK_ERROR : SESSION_ENDED)
  }
}

class UploadProblem extends Error {}

/** After the last byte: the app checks the object and answers the stored file or why it was refused. */
async function checkedFile(path: string, fetchImpl: typeof fetch): Promise<StoredFile> {
  let res: Response
  try {
    res = await fetchImpl(`/dashboard/uploads/result?path=${encodeURIComponent(path)}`, { headers: { Accept: 'application/json' }, credentials: 'same-origin' })
  } catch {
    throw new UploadProblem(NETWORK_ERROR)
  }
  if (res.redirected) throw new UploadProblem(SESSION_ENDED)
  const body = (await res.json().catch(() => ({}))) as { file?: StoredFile; error?: string }
  if (res.ok && body.file) return body.file
  throw new UploadProblem(body.error ?? `Unggahan gagal (kode ${res.status}). Coba lagi.`)
}

export interface CloudStorageUploadOptions {
  /** The SDK calls, replaceable in tests. */
  sdk?: {
    clients(config: CloudStorageConfig): Promise<Clients>
    signIn(auth: Auth, token: string): Promise<unknown>
    upload(storage: FirebaseStorage, path: string, file: Blob, metadata: { contentType: string; customMetadata: Record<string, string> }): UploadTask
  }
  fetch?: typeof fetch
  randomId?: () => string
}

const realSdk: NonNullable<CloudStorageUploadOptions['sdk']> = {
  clients: clientsFor,
  signIn: signInWithCustomToken,
  upload: (storage, path, file, metadata) => uploadBytesResumable(ref(storage, path), file, metadata),
}

/**
 * Starts a resumable upload of `file` into `folder`. The handle pauses, resumes and cancels;
 * the callbacks see progress, the running/paused state, then success, an error or the cancel.
 */
export function uploadToCloudStorage(
  config: CloudStorageConfig,
  folder: UploadFolder,
  file: File,
  callbacks: UploadCallbacks,
  options: CloudStorageUploadOptions = {},
): UploadHandle {
  const sdk = options.sdk ?? realSdk
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args))
  let task: UploadTask | null = null
  let canceled = false
  let pauseWanted = false
  let finished = false
  const finish = (report: () => void) => {
    if (finished) return
    finished = true
    report()
  }

  void (async () => {
    try {
      const type = contentTypeFor(file)
      if (!type) throw new UploadProblem('Jenis file ini tidak dapat diunggah.')
      const { auth, storage } = await sdk.clients(config)
      await signedIn(auth, fetchImpl, sdk.signIn)
      if (canceled) return finish(callbacks.onCanceled)
      const path = uploadPath(folder, type.extension, options.randomId?.())
      task = sdk.upload(storage, path, file, { contentType: type.contentType, customMetadata: { originalName: file.name.slice(0, 180) } })
      if (pauseWanted) task.pause()
      task.on(
        'state_changed',
        (snapshot: UploadTaskSnapshot) => {
          callbacks.onProgress(snapshot.bytesTransferred, snapshot.totalBytes || file.size)
          if (snapshot.state === 'paused' || snapshot.state === 'running') callbacks.onState?.(snapshot.state)
        },
        (error: StorageError) => {
          if (error.code === 'storage/canceled') finish(callbacks.onCanceled)
          else finish(() => callbacks.onError(storageErrorMessage(error.code)))
        },
        () => {
          callbacks.onProgress(file.size, file.size)
          checkedFile(path, fetchImpl).then(
            (stored) => finish(() => callbacks.onSuccess(stored)),
            (error: unknown) => finish(() => callbacks.onError(error instanceof UploadProblem ? error.message : storageErrorMessage('storage/unknown'))),
          )
        },
      )
    } catch (error) {
      finish(() => callbacks.onError(error instanceof UploadProblem ? error.message : storageErrorMessage('storage/unknown')))
    }
  })()

  return {
    cancel() {
      canceled = true
      if (task) task.cancel()
      else finish(callbacks.onCanceled)
    },
    // Once the upload has started, the SDK reports the state it reaches ('paused' only when the
    // chunk in flight has been sent); before that, the wish is kept and reported at once.
    pause() {
      pauseWanted = true
      if (task) task.pause()
      else callbacks.onState?.('paused')
    },
    resume() {
      pauseWanted = false
      if (task) task.resume()
      else callbacks.onState?.('running')
    },
  }
}
