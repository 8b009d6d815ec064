import { Readable } from 'node:stream'
import type { Bucket, File, FileMetadata } from '@google-cloud/storage'
import { isStorePath } from '../../../../shared/schemas/file-paths'
import { StoreUnavailableError, type FileInfo, type FileStore } from '../ports'

/** HTTP statuses and socket errors that mean the bucket cannot be reached or written right now. */
const UNAVAILABLE_STATUSES = new Set([401, 403, 408, 429, 500, 502, 503, 504])
const UNAVAILABLE_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE'])

function statusOf(error: unknown): number | string | undefined {
  return (error as { code?: number | string } | null)?.code
}

function isNotFound(error: unknown): boolean {
  return statusOf(error) === 404
}

export function translateStorageError(error: unknown): never {
  const code = statusOf(error)
  if ((typeof code === 'number' && UNAVAILABLE_STATUSES.has(code)) || (typeof code === 'string' && UNAVAILABLE_ERRNOS.has(code))) {
    throw new StoreUnavailableError(`file store unavailable (${code})`, { cause: error })
  }
  throw error
}

/**
 * Uploaded files in a Cloud Storage bucket (firebase-admin `getStorage().bucket()`): the store
 * path `{folder}/{name}` is the object name, the content type is the object's, and the etag is
 * the MD5 of the bytes (the generation for objects without one, e.g. composed objects).
 * Paths are checked exactly as LocalFileStore checks them.
 */
export class CloudStorageFileStore implements FileStore {
  readonly #bucket: () => Promise<Bucket>

  /**
   * `bucket`, or how to open it: the site's backend loads firebase-admin's Storage SDK with the
   * first file read or written, not at an instance's start (a page's HTML needs no file).
   */
  constructor(bucket: Bucket | (() => Promise<Bucket>)) {
    this.#bucket = typeof bucket === 'function' ? bucket : async () => bucket
  }

  async #file(storePath: string): Promise<File> {
    if (!isStorePath(storePath)) throw new Error(`unsafe file path: ${JSON.stringify(storePath)}`)
    return (await this.#bucket()).file(storePath)
  }

  #info(storePath: string, metadata: FileMetadata): FileInfo {
    const validator = metadata.md5Hash ?? String(metadata.generation ?? '')
    const updated = metadata.updated ?? metadata.timeCreated
    return {
      path: storePath,
      size: Number(metadata.size ?? 0),
      contentType: metadata.contentType ?? 'application/octet-stream',
      etag: `"${validator}"`,
      updatedAt: updated ? new Date(updated).toISOString() : new Date(0).toISOString(),
    }
  }

  async put(storePath: string, bytes: Uint8Array, contentType: string): Promise<FileInfo> {
    const file = await this.#file(storePath)
    try {
      // One request (no resumable session) for the small files the site stores; the client
      // checks the MD5 the server computed against the bytes sent.
      await file.save(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
        resumable: false,
        contentType,
        validation: 'md5',
      })
      const metadata = file.metadata?.size !== undefined ? file.metadata : (await file.getMetadata())[0]
      return this.#info(storePath, metadata)
    } catch (error) {
      translateStorageError(error)
    }
  }

  async stat(storePath: string): Promise<FileInfo | null> {
    if (!isStorePath(storePath)) return null
    try {
      const [metadata] = await (await this.#file(storePath)).getMetadata()
      return this.#info(storePath, metadata)
    } catch (error) {
      if (isNotFound(error)) return null
      translateStorageError(error)
    }
  }

  async read(storePath: string): Promise<Uint8Array | null> {
    if (!isStorePath(storePath)) return null
    try {
      const [contents] = await (await this.#file(storePath)).download()
      return new Uint8Array(contents.buffer, contents.byteOffset, contents.byteLength)
    } catch (error) {
      if (isNotFound(error)) return null
      translateStorageError(error)
    }
  }

  async stream(storePath: string): Promise<ReadableStream<Uint8Array> | null> {
    const info = await this.stat(storePath)
    if (!info) return null
    return Readable.toWeb((await this.#file(storePath)).createReadStream()) as ReadableStream<Uint8Array>
  }

  async delete(storePath: string): Promise<void> {
    if (!isStorePath(storePath)) return
    try {
      await (await this.#file(storePath)).delete({ ignoreNotFound: true })
    } catch (error) {
      translateStorageError(error)
    }
  }

  async list(prefix = ''): Promise<FileInfo[]> {
    try {
      const [files] = await (await this.#bucket()).getFiles({ prefix: prefix || undefined, autoPaginate: true })
      return files
        .filter((file) => isStorePath(file.name) && file.name.startsWith(prefix))
        .map((file) => this.#info(file.name, file.metadata))
        .sort((a, b) => a.path.localeCompare(b.path))
    } catch (error) {
      translateStorageError(error)
    }
  }
}
