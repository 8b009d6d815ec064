import type { StoredFile } from '../../../../shared/schemas/types'
import type { UploadFolder } from '../../../../shared/schemas/limits'

export type UploadState = 'idle' | 'running' | 'paused' | 'success' | 'error' | 'canceled'

export interface UploadHandle {
  cancel(): void
  /** Present where the transport can pause (Cloud Storage resumable uploads). */
  pause?: () => void
  resume?: () => void
}

export interface UploadCallbacks {
  onProgress(loaded: number, total: number): void
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
