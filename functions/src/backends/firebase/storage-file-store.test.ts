import { createHash } from 'node:crypto'
import type { Bucket } from '@google-cloud/storage'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { describeFileStoreContract } from '../file-store.contract'
import { StoreUnavailableError } from '../ports'
import { CloudStorageFileStore, translateStorageError } from './storage-file-store'
import { startStorageTestEmulator, type StorageTestEmulator } from '../../testing/storage-test-emulator'

// The official Storage emulator (firebase-tools), in-process without its Java rules runtime:
// see functions/src/testing/storage-test-emulator.ts. The whole contract runs here, and in
// firebase-full.test.ts on the Storage emulator firebase-tools starts (npm run test:firebase).
let emulator: StorageTestEmulator
let bucket: Bucket

beforeAll(async () => {
  emulator = await startStorageTestEmulator()
  bucket = emulator.bucket()
})
afterAll(async () => {
  await emulator?.stop()
})

describeFileStoreContract('CloudStorageFileStore (firebase-tools Storage emulator, in-process)', async () => {
  await bucket.deleteFiles({ force: true })
  return { files: new CloudStorageFileStore(bucket), cleanup: async () => {} }
})

describe('CloudStorageFileStore objects', () => {
  let files: CloudStorageFileStore
  beforeEach(async () => {
    await bucket.deleteFiles({ force: true })
    files = new CloudStorageFileStore(bucket)
  })

  it('names the object by the store path, keeps the content type and uses the MD5 of the bytes as etag', async () => {
    const bytes = new TextEncoder().encode('gambar')
    const info = await files.put('profile_pictures/rina.webp', bytes, 'image/webp')
    const [metadata] = await bucket.file('profile_pictures/rina.webp').getMetadata()
    expect(metadata.contentType).toBe('image/webp')
    expect(info.etag).toBe(`"${createHash('md5').update(bytes).digest('base64')}"`)
    // The same bytes again: the same etag (a strong validator of the bytes, not of the write).
    expect((await files.put('profile_pictures/rina.webp', bytes, 'image/webp')).etag).toBe(info.etag)
  })

  it('lists only objects that are store paths', async () => {
    await files.put('blog_images/a.jpg', new Uint8Array([1]), 'image/jpeg')
    await bucket.file('README').save('x')
    await bucket.file('blog_images/thumbs/a.jpg').save('x')
    expect((await files.list()).map((f) => f.path)).toEqual(['blog_images/a.jpg'])
    expect((await files.list('blog_images/')).map((f) => f.path)).toEqual(['blog_images/a.jpg'])
  })

  it('maps statuses and socket errors of an unreachable bucket to StoreUnavailableError', () => {
    for (const code of [401, 403, 429, 500, 503, 'ECONNREFUSED', 'ETIMEDOUT']) {
      expect(() => translateStorageError(Object.assign(new Error('x'), { code })), String(code)).toThrow(StoreUnavailableError)
    }
    expect(() => translateStorageError(Object.assign(new Error('bad request'), { code: 400 }))).toThrow('bad request')
  })
})
