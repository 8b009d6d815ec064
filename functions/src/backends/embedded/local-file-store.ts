import { createReadStream } from 'node:fs'
import { mkdir, readdir, readFile, rename, rm, stat, writeFile, open } from 'node:fs/promises'
import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { Readable } from 'node:stream'
import { isStorePath } from '../../../../shared/schemas/file-paths'
import { StoreUnavailableError, type FileInfo, type FileStore } from '../ports'

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.pdf': 'application/pdf',
}

/**
 * Uploaded files under `DATA_DIR/uploads`. Writes go to a temporary file first and are
 * renamed into place, so a reader never sees half a file.
 */
export class LocalFileStore implements FileStore {
  constructor(readonly root: string) {}

  #resolve(storePath: string): string {
    if (!isStorePath(storePath)) throw new Error(`unsafe file path: ${JSON.stringify(storePath)}`)
    const full = path.resolve(this.root, storePath)
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error('path escapes the upload folder')
    return full
  }

  #info(storePath: string, size: number, mtimeMs: number): FileInfo {
    return {
      path: storePath,
      size,
      contentType: CONTENT_TYPES[path.extname(storePath).toLowerCase()] ?? 'application/octet-stream',
      etag: `"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`,
      updatedAt: new Date(mtimeMs).toISOString(),
    }
  }

  async put(storePath: string, bytes: Uint8Array, _contentType: string): Promise<FileInfo> {
    const full = this.#resolve(storePath)
    const temp = `${full}.${randomUUID()}.part`
    try {
      await mkdir(path.dirname(full), { recursive: true })
      const handle = await open(temp, 'w')
      try {
        await handle.writeFile(bytes)
        await handle.sync()
      } finally {
        await handle.close()
      }
      await rename(temp, full)
    } catch (error) {
      await rm(temp, { force: true }).catch(() => {})
      const code = (error as NodeJS.ErrnoException).code
      if (code === 'ENOSPC' || code === 'EACCES' || code === 'EROFS' || code === 'EPERM' || code === 'EDQUOT') {
        throw new StoreUnavailableError(`file store unavailable (${code})`, { cause: error })
      }
      throw error
    }
    const info = await stat(full)
    return this.#info(storePath, info.size, info.mtimeMs)
  }

  async stat(storePath: string): Promise<FileInfo | null> {
    if (!isStorePath(storePath)) return null
    try {
      const info = await stat(this.#resolve(storePath))
      return info.isFile() ? this.#info(storePath, info.size, info.mtimeMs) : null
    } catch {
      return null
    }
  }

  async read(storePath: string): Promise<Uint8Array | null> {
    if (!isStorePath(storePath)) return null
    try {
      return new Uint8Array(await readFile(this.#resolve(storePath)))
    } catch {
      return null
    }
  }

  async stream(storePath: string): Promise<ReadableStream<Uint8Array> | null> {
    const info = await this.stat(storePath)
    if (!info) return null
    return Readable.toWeb(createReadStream(this.#resolve(storePath))) as ReadableStream<Uint8Array>
  }

  async delete(storePath: string): Promise<void> {
    if (!isStorePath(storePath)) return
    await rm(this.#resolve(storePath), { force: true })
  }

  async list(prefix = ''): Promise<FileInfo[]> {
    const out: FileInfo[] = []
    let folders: string[]
    try {
      folders = await readdir(this.root)
    } catch {
      return out
    }
    for (const folder of folders) {
      let names: string[]
      try {
        names = await readdir(path.join(this.root, folder))
      } catch {
        continue
      }
      for (const name of names) {
        const storePath = `${folder}/${name}`
        if (!storePath.startsWith(prefix) || name.endsWith('.part')) continue
        const info = await this.stat(storePath)
        if (info) out.push(info)
      }
    }
    return out.sort((a, b) => a.path.localeCompare(b.path))
  }

  /** Writes bytes directly (used by tests to simulate a file already in place). */
  async writeRaw(storePath: string, bytes: Uint8Array): Promise<void> {
    const full = this.#resolve(storePath)
    await mkdir(path.dirname(full), { recursive: true })
    await writeFile(full, bytes)
  }
}
