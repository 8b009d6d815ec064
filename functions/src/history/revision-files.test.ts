import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ChangeEmitter } from '../backends/change-emitter'
import { SqliteContentStore } from '../backends/embedded/sqlite-content-store'
import { exampleData } from '../testing/example-data'
import { revisionUploads } from './revision-files'
import { LocalFileStore } from '../backends/embedded/local-file-store'
import { pruneOrphanUploads } from '../uploads/prune-orphan-uploads'

const dir = mkdtempSync(path.join(os.tmpdir(), 'alr-revision-files-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const cover = (name: string) => ({ path: `blog_images/${name}.jpg`, contentType: 'image/jpeg', size: 10 })

describe('revisionUploads', () => {
  it('keeps the files of existing items’ revisions, not those of deleted items', async () => {
    const store = new SqliteContentStore({ file: path.join(dir, 'content.db'), events: new ChangeEmitter() })
    const blog = (slug: string, file: string) => exampleData('blogs', { slug, cover: cover(file), seoImage: null, categoryId: 'c', tagIds: [], authorIds: [] })
    await store.create('blogs', blog('satu', 'lama'), { actor: 'u1', id: 'b1' })
    await store.update('blogs', 'b1', blog('satu', 'baru'), { actor: 'u1' })
    await store.create('blogs', blog('dua', 'hapus'), { actor: 'u1', id: 'b2' })
    await store.remove('blogs', 'b2', { actor: 'u1' })
    expect([...(await revisionUploads(store))].sort()).toEqual(['blog_images/baru.jpg', 'blog_images/lama.jpg'])
    store.close()
  })

  it('are kept by the unused-upload pruning, which deletes the rest', async () => {
    const store = new SqliteContentStore({ file: path.join(dir, 'prune.db'), events: new ChangeEmitter() })
    const files = new LocalFileStore(path.join(dir, 'uploads'))
    for (const name of ['lama', 'baru', 'yatim']) await files.put(`blog_images/${name}.jpg`, new Uint8Array([1, 2, 3]), 'image/jpeg')
    const blog = (file: string) => exampleData('blogs', { slug: 'satu', cover: cover(file), seoImage: null, categoryId: 'c', tagIds: [], authorIds: [] })
    await store.create('blogs', blog('lama'), { actor: 'u1', id: 'b1' })
    await store.update('blogs', 'b1', blog('baru'), { actor: 'u1' })
    const later = new Date(Date.now() + 30 * 86_400_000)
    const result = await pruneOrphanUploads({ store, files, now: () => later })
    expect(result.deleted).toEqual(['blog_images/yatim.jpg'])
    store.close()
  })
})
