import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestBackend, TestClock, type TestBackend } from '../testing/test-backend'
import { fixtures, tinyJpeg, tinyPdf } from '../testing/fixtures'
import { pruneOrphanUploads, referencedUploads } from './prune-orphan-uploads'
import { moveToTrash, purgeFromTrash } from '../trash/trash-item'
import { addToLibrary } from '../media/library'

let backend: TestBackend
let f: ReturnType<typeof fixtures>
const DAY = 86_400_000
// File times are the real clock's (the files are really written): prune as if days had passed.
const inDays = (days: number) => () => new Date(Date.now() + days * DAY)

beforeAll(async () => {
  backend = createTestBackend({ now: new TestClock().now })
  f = fixtures(backend)
})
afterAll(async () => {
  await backend.cleanup()
})

describe('pruning uploads no item uses', () => {
  it('deletes only old files that no profile, blog or publication refers to', async () => {
    const category = await f.category('Kajian')
    const person = await f.profile({ name: 'Sekar Ayuningtyas' })
    const blog = await f.blog({ title: 'Catatan hukum ketenagakerjaan', categoryId: category.id, publishedAt: '2030-01-01T01:00:00.000Z' })
    const publication = await f.publication({ title: 'Buletin pajak', categoryId: category.id, publishedAt: '2024-01-01T01:00:00.000Z' })
    // Uploaded by forms that were never saved.
    await backend.files.put('blog_images/abandoned.jpg', await tinyJpeg(), 'image/jpeg')
    await backend.files.put('cv/abandoned.pdf', await tinyPdf(), 'application/pdf')

    const used = await referencedUploads(backend.content)
    expect(used).toEqual(new Set([person.picture!.path, person.cv!.path, blog.cover.path, publication.cover.path, publication.file.path]))

    // Within the grace period nothing goes, whatever uses it.
    expect(await pruneOrphanUploads({ store: backend.content, files: backend.files, now: inDays(6) })).toEqual({ checked: 7, deleted: [] })

    const result = await pruneOrphanUploads({ store: backend.content, files: backend.files, now: inDays(8) })
    expect(result.deleted.sort()).toEqual(['blog_images/abandoned.jpg', 'cv/abandoned.pdf'])
    expect(await backend.files.stat('cv/abandoned.pdf')).toBeNull()
    // A scheduled (future-dated) blog keeps its cover: it is used, only not shown yet.
    for (const path of used) expect(await backend.files.stat(path)).not.toBeNull()
  })

  it('keeps the files of every collection with uploads: the site logo and sharing image too', async () => {
    const settings = await f.settings()
    const used = await referencedUploads(backend.content)
    expect(used.has(settings.logo!.path) && used.has(settings.shareImage!.path)).toBe(true)
    const result = await pruneOrphanUploads({ store: backend.content, files: backend.files, now: inDays(8) })
    expect(result.deleted).not.toContain(settings.logo!.path)
    expect(await backend.files.stat(settings.shareImage!.path)).not.toBeNull()
  })

  it('frees a cover once the blog that used it is deleted', async () => {
    const category = await f.category('Opini')
    const blog = await f.blog({ title: 'Opini tentang arbitrase daring', categoryId: category.id, publishedAt: '2024-02-01T01:00:00.000Z' })
    await backend.content.remove('blogs', blog.id, { actor: 'test' })
    const result = await pruneOrphanUploads({ store: backend.content, files: backend.files, now: inDays(8) })
    expect(result.deleted).toEqual([blog.cover.path])
  })

  it('keeps the image of a block after a fixed page’s copy (Tentang Kami), and frees it once the block is gone', async () => {
    await backend.files.put('hero_images/tentang-blok.jpg', await tinyJpeg(), 'image/jpeg')
    const image = { type: 'image', image: 'hero_images/tentang-blok.jpg', alt: 'Ruang rapat', altEn: '', caption: '', captionEn: '' }
    await f.page('about', { blocks: [image] } as never)
    expect((await referencedUploads(backend.content)).has('hero_images/tentang-blok.jpg')).toBe(true)
    expect((await pruneOrphanUploads({ store: backend.content, files: backend.files, now: inDays(8) })).deleted).not.toContain('hero_images/tentang-blok.jpg')
    await backend.content.update('pages', 'about', { blocks: [] }, { actor: 'test' })
    expect((await pruneOrphanUploads({ store: backend.content, files: backend.files, now: inDays(8) })).deleted).toContain('hero_images/tentang-blok.jpg')
  })

  it('keeps a file of Pustaka Media that no item uses: staff delete it there', async () => {
    await backend.files.put('blog_images/pustaka.jpg', await tinyJpeg(), 'image/jpeg')
    await addToLibrary(backend.content, { path: 'blog_images/pustaka.jpg', contentType: 'image/jpeg', size: 10 }, 'editor')
    const result = await pruneOrphanUploads({ store: backend.content, files: backend.files, now: inDays(40) })
    expect(result.deleted).not.toContain('blog_images/pustaka.jpg')
    expect(await backend.files.stat('blog_images/pustaka.jpg')).not.toBeNull()
  })

  it('keeps the files of an item in the trash until it is purged', async () => {
    const person = await f.profile({ name: 'Larasati Wibowo' })
    const entry = await moveToTrash(backend.content, 'profiles', person.id, { uid: 'editor', name: 'Editor' }, { now: new Date() })
    expect(entry.files.sort()).toEqual([person.cv!.path, person.picture!.path].sort())
    const kept = await pruneOrphanUploads({ store: backend.content, files: backend.files, now: inDays(40) })
    expect(kept.deleted).toEqual([])
    for (const path of entry.files) expect(await backend.files.stat(path)).not.toBeNull()

    await purgeFromTrash(backend.content, entry, 'admin')
    const pruned = await pruneOrphanUploads({ store: backend.content, files: backend.files, now: inDays(40) })
    expect(pruned.deleted.sort()).toEqual(entry.files.sort())
  })
})
