import type { StoredFile } from '../../../../shared/schemas/types'
import type { UploadFolder } from '../../../../shared/schemas/uploads'
import type { UploadTransportConfig } from '../../../../shared/browser-config'

export type UploadState = 'idle' | 'running' | 'paused' | 'success' | 'error' | 'canceled'

export interface UploadHandle {
  cancel(): void
  /** Present where the transport can pause (Cloud Storage resumable uploads). */
  pause?: () => void
  resume?: () => void
}

export interface UploadCallbacks {
  onProgress(loaded: number, total: number): void
  /** A pausable upload reports when it is paused and running again. */
  onState?(state: 'running' | 'paused'): void
  onSuccess(file: StoredFile): void
  onError(message: string): void
  onCanceled(): void
}

const NETWORK_ERROR = 'Unggahan gagal karena koneksi terputus. Periksa koneksi internet Anda lalu coba lagi.'
const SESSION_ENDED = 'Sesi Anda telah berakhir. Masuk kembali di tab lain, lalu unggah ulang file ini.'

/**
 * Sends a file to the app's upload route. XMLHttpRequest, not fetch: only XHR reports upload
 * progress in today's browsers (fetch upload streams give no progress events).
 */
export function uploadWithXhr(folder: UploadFolder, file: File, callbacks: UploadCallbacks): UploadHandle {
  const xhr = new XMLHttpRequest()
  xhr.open('POST', `/dashboard/uploads/${folder}`)
  xhr.setRequestHeader('Accept', 'application/json')
  xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream')
  xhr.setRequestHeader('X-File-Name', encodeURIComponent(file.name))
  xhr.upload.onprogress = (event) => callbacks.onProgress(event.loaded, event.lengthComputable ? event.total : file.size)
  xhr.onload = () => {
    let body: { file?: StoredFile; error?: string } = {}
    try {
      body = JSON.parse(xhr.responseText) as typeof body
    } catch {
      // A redirect to /login answers HTML: the session ended.
      if (xhr.responseURL.includes('/login')) return callbacks.onError(SESSION_ENDED)
    }
    if (xhr.status >= 200 && xhr.status < 300 && body.file) callbacks.onSuccess(body.file)
    else callbacks.onError(body.error ?? (xhr.status === 401 ? SESSION_ENDED : `Unggahan gagal (kode ${xhr.status}). Coba lagi.`))
  }
  xhr.onerror = () => callbacks.onError(NETWORK_ERROR)
  xhr.onabort = () => callbacks.onCanceled()
  xhr.send(file)
  return { cancel: () => xhr.abort() }
}

/** How uploads travel, from the configuration the server rendered into the page (`#dashboard-data`). */
export function readUploadConfig(root: Pick<Document, 'getElementById'> | undefined = globalThis.document): UploadTransportConfig {
  try {
    const data = JSON.parse(root?.getElementById('dashboard-data')?.textContent ?? '{}') as { config?: { upload?: UploadTransportConfig } }
    if (data.config?.upload?.transport === 'cloud-storage') return data.config.upload
  } catch {
    // No or unreadable configuration: the app's own upload route always works.
  }
  return { transport: 'app' }
}

/**
 * Starts an upload with the transport the configuration names: the app's upload route, or
 * Cloud Storage's resumable upload (whose code and SDK load only then). The handle is returned
 * at once; with Cloud Storage it can pause and resume.
 */
export function startUpload(folder: UploadFolder, file: File, callbacks: UploadCallbacks, config: UploadTransportConfig = readUploadConfig()): UploadHandle {
  if (config.transport !== 'cloud-storage') return uploadWithXhr(folder, file, callbacks)
  let inner: UploadHandle | null = null
  const pending: ((handle: UploadHandle) => void)[] = []
  const forward = (action: (handle: UploadHandle) => void) => (inner ? action(inner) : pending.push(action))
  import('./upload-transport-firebase').then(
    ({ uploadToCloudStorage }) => {
      inner = uploadToCloudStorage(config, folder, file, callbacks)
      for (const action of pending.splice(0)) action(inner)
    },
    () => callbacks.onError(NETWORK_ERROR),
  )
  return {
    cancel: () => forward((h) => h.cancel()),
    pause: () => forward((h) => h.pause?.()),
    resume: () => forward((h) => h.resume?.()),
  }
}
