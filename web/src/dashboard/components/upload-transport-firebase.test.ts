/**
 * The Cloud Storage upload transport against a stand-in for the Firebase SDK's UploadTask (the
 * real SDK needs the Storage emulator, which cannot run here): sign-in with the app's token,
 * the object path and type, progress and the running/paused states, pause, resume and cancel,
 * the Indonesian messages of Storage errors, and the app's check once the upload has finished.
 */
import { describe, expect, it, vi } from 'vitest'
import type { StoredFile } from '../../../../shared/schemas/types'
import {
  contentTypeFor,
  STORAGE_ERROR_MESSAGES,
  storageErrorMessage,
  uploadToCloudStorage,
  type CloudStorageConfig,
  type CloudStorageUploadOptions,
} from './upload-transport-firebase'
import type { UploadCallbacks } from './upload-transport'

const CONFIG: CloudStorageConfig = {
  transport: 'cloud-storage',
  firebase: { apiKey: 'k', authDomain: 'demo-alr.firebaseapp.com', projectId: 'demo-alr', storageBucket: 'demo-alr.appspot.com' },
}

type Observer = [(s: { bytesTransferred: number; totalBytes: number; state: string }) => void, (e: { code: string }) => void, () => void]

/** An UploadTask as the SDK's observers see it: state changes and progress are driven by the test. */
class FakeTask {
  observer?: Observer
  state: 'running' | 'paused' | 'canceled' | 'success' | 'error' = 'running'
  sent = 0
  constructor(readonly total: number) {}
  on(_event: string, next: Observer[0], error: Observer[1], complete: Observer[2]) {
    this.observer = [next, error, complete]
    return () => {}
  }
  emit() {
    this.observer![0]({ bytesTransferred: this.sent, totalBytes: this.total, state: this.state })
  }
  progress(bytes: number) {
    this.sent = bytes
    this.emit()
  }
  pause() {
    if (this.state !== 'running') return false
    this.state = 'paused'
    this.emit()
    return true
  }
  resume() {
    if (this.state !== 'paused') return false
    this.state = 'running'
    this.emit()
    return true
  }
  cancel() {
    this.state = 'canceled'
    this.observer![1]({ code: 'storage/canceled' })
    return true
  }
  fail(code: string) {
    this.state = 'error'
    this.observer![1]({ code })
  }
  succeed() {
    this.state = 'success'
    this.sent = this.total
    this.emit()
    this.observer![2]()
  }
}

function setup(options: { signedIn?: boolean; result?: { status: number; body: unknown }; tokenStatus?: number } = {}) {
  const tasks: { path: string; metadata: { contentType: string; customMetadata: Record<string, string> }; task: FakeTask }[] = []
  const auth = { currentUser: options.signedIn ? { uid: 'u1' } : null }
  const signIn = vi.fn(async (a: typeof auth, token: string) => {
    a.currentUser = { uid: token }
  })
  const fetchCalls: string[] = []
  const fetchImpl = vi.fn(async (url: string | URL | Request) => {
    fetchCalls.push(String(url))
    if (String(url) === '/dashboard/uploads/token') {
      return new Response(JSON.stringify({ token: 'token-editor' }), { status: options.tokenStatus ?? 200, headers: { 'content-type': 'application/json' } })
    }
    const result = options.result ?? { status: 200, body: { file: { path: 'x', contentType: 'image/jpeg', size: 4 } satisfies StoredFile } }
    return new Response(JSON.stringify(result.body), { status: result.status, headers: { 'content-type': 'application/json' } })
  })
  const sdk = {
    clients: () => ({ auth, storage: {} }),
    signIn,
    upload: (_storage: unknown, path: string, file: Blob, metadata: { contentType: string; customMetadata: Record<string, string> }) => {
      const task = new FakeTask(file.size)
      tasks.push({ path, metadata, task })
      return task
    },
  } as unknown as NonNullable<CloudStorageUploadOptions['sdk']>
  const events: string[] = []
  const callbacks: UploadCallbacks = {
    onProgress: (loaded, total) => events.push(`progress ${loaded}/${total}`),
    onState: (state) => events.push(`state ${state}`),
    onSuccess: (file) => events.push(`success ${file.path}`),
    onError: (message) => events.push(`error ${message}`),
    onCanceled: () => events.push('canceled'),
  }
  const start = (file: File) => uploadToCloudStorage(CONFIG, 'blog_images', file, callbacks, { sdk, fetch: fetchImpl as unknown as typeof fetch, randomId: () => 'uuid-1' })
  return { tasks, signIn, fetchCalls, events, start }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
const jpeg = () => new File([new Uint8Array(1000)], 'Sampul Kantor.JPG', { type: '' })

describe('uploadToCloudStorage', () => {
  it('signs in with the app token, uploads to {folder}/{id}.{ext} with the type, reports progress, then the checked file', async () => {
    const t = setup({ result: { status: 200, body: { file: { path: 'blog_images/uuid-1.jpg', contentType: 'image/jpeg', size: 1000 } } } })
    t.start(jpeg())
    await settle()
    expect(t.signIn).toHaveBeenCalledWith(expect.anything(), 'token-editor')
    expect(t.tasks).toHaveLength(1)
    expect(t.tasks[0]!.path).toBe('blog_images/uuid-1.jpg')
    expect(t.tasks[0]!.metadata).toEqual({ contentType: 'image/jpeg', customMetadata: { originalName: 'Sampul Kantor.JPG' } })
    t.tasks[0]!.task.progress(400)
    t.tasks[0]!.task.succeed()
    await settle()
    await settle()
    expect(t.fetchCalls).toEqual(['/dashboard/uploads/token', '/dashboard/uploads/result?path=blog_images%2Fuuid-1.jpg'])
    // The last snapshot (state success) is followed by the app's check; only then success.
    expect(t.events).toEqual(['progress 400/1000', 'state running', 'progress 1000/1000', 'progress 1000/1000', 'success blog_images/uuid-1.jpg'])
  })

  it('does not ask for a token when the page is already signed in', async () => {
    const t = setup({ signedIn: true })
    t.start(jpeg())
    await settle()
    expect(t.signIn).not.toHaveBeenCalled()
    expect(t.fetchCalls).toEqual([])
  })

  it('pauses and resumes, with the paused state on the same progress bar', async () => {
    const t = setup()
    const handle = t.start(jpeg())
    await settle()
    const task = t.tasks[0]!.task
    task.progress(300)
    handle.pause!()
    expect(task.state).toBe('paused')
    handle.resume!()
    expect(task.state).toBe('running')
    expect(t.events).toEqual(['progress 300/1000', 'state running', 'progress 300/1000', 'state paused', 'progress 300/1000', 'state running'])
  })

  it('a pause asked for before the upload starts is applied when it does', async () => {
    const t = setup()
    const handle = t.start(jpeg())
    handle.pause!()
    expect(t.events).toEqual(['state paused'])
    await settle()
    expect(t.tasks[0]!.task.state).toBe('paused')
  })

  it('cancels: reports canceled, not an error', async () => {
    const t = setup()
    const handle = t.start(jpeg())
    await settle()
    handle.cancel()
    expect(t.events.at(-1)).toBe('canceled')
    expect(t.events.some((e) => e.startsWith('error'))).toBe(false)
  })

  it('cancels before the upload has started, and never starts it', async () => {
    const t = setup()
    const handle = t.start(jpeg())
    handle.cancel()
    await settle()
    expect(t.tasks).toHaveLength(0)
    expect(t.events).toEqual(['canceled'])
  })

  it.each(['storage/unauthenticated', 'storage/unauthorized', 'storage/quota-exceeded', 'storage/retry-limit-exceeded', 'storage/unknown', 'storage/server-file-wrong-size'])(
    'shows %s in Indonesian',
    async (code) => {
      const t = setup()
      t.start(jpeg())
      await settle()
      t.tasks[0]!.task.fail(code)
      expect(t.events.at(-1)).toBe(`error ${storageErrorMessage(code)}`)
    },
  )

  it('shows why the app refused the object once it landed', async () => {
    const t = setup({ result: { status: 400, body: { error: 'Gambar sampul harus berupa PNG atau JPEG' } } })
    t.start(jpeg())
    await settle()
    t.tasks[0]!.task.succeed()
    await settle()
    await settle()
    expect(t.events.at(-1)).toBe('error Gambar sampul harus berupa PNG atau JPEG')
  })

  it('says the session ended when the app will not give a token', async () => {
    const t = setup({ tokenStatus: 401 })
    t.start(jpeg())
    await settle()
    expect(t.tasks).toHaveLength(0)
    expect(t.events).toEqual(['error Sesi Anda telah berakhir. Masuk kembali di tab lain, lalu unggah ulang file ini.'])
  })
})

describe('messages and types', () => {
  it('has an Indonesian message for each Storage error the spec names that a user can meet', () => {
    for (const code of ['unauthenticated', 'unauthorized', 'unauthorized-app', 'quota-exceeded', 'retry-limit-exceeded', 'canceled', 'unknown']) {
      expect(STORAGE_ERROR_MESSAGES[`storage/${code}`], code).toMatch(/^[A-Z]/)
    }
    expect(storageErrorMessage('storage/invalid-url')).toBe(STORAGE_ERROR_MESSAGES['storage/unknown'])
    expect(storageErrorMessage(undefined)).toBe(STORAGE_ERROR_MESSAGES['storage/unknown'])
  })

  it('stores each file with one of the accepted types, whatever the browser says', () => {
    expect(contentTypeFor({ name: 'a.jpeg', type: '' })).toEqual({ contentType: 'image/jpeg', extension: 'jpg' })
    expect(contentTypeFor({ name: 'a.bin', type: 'image/png' })).toEqual({ contentType: 'image/png', extension: 'png' })
    expect(contentTypeFor({ name: 'CV.PDF', type: 'application/octet-stream' })).toEqual({ contentType: 'application/pdf', extension: 'pdf' })
    expect(contentTypeFor({ name: 'a.gif', type: 'image/gif' })).toBeNull()
  })
})
