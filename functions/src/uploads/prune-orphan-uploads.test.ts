import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestBackend, TestClock, type TestBackend } from '../testing/test-backend'
import { fixtures, tinyJpeg, tinyPdf } from '../testing/fixtures'
import { pruneOrphanUploads, pruneOrphanUploadsIfDue, referencedUploads } from './prune-orphan-uploads'
import { moveToTrash, purgeFromTrash } from '../trash/trash-item'
import { addToLibrary } from '../media/library'
import { countReads } from '../testing/counting-store'

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

  it('reads a page of documents at a time, never a whole collection, and finds the files of every page', async () => {
    const category = await f.category('Halaman')
    const blogs = []
    for (const title of ['Pertama tentang kontrak', 'Kedua tentang kontrak', 'Ketiga tentang kontrak', 'Keempat tentang kontrak', 'Kelima tentang kontrak']) {
      blogs.push(await f.blog({ title, categoryId: category.id, publishedAt: '2024-03-01T01:00:00.000Z' }))
    }
    // A revised cover: each blog's earlier cover is kept by its revision.
    for (const blog of blogs.slice(0, 3)) await backend.content.update('blogs', blog.id, { ...blog, cover: { ...blog.cover, path: `${blog.cover.path}.baru.jpg` } } as never, { actor: 'test' })
    for (const name of ['a', 'b', 'c']) {
      await backend.files.put(`blog_images/pustaka-${name}.jpg`, await tinyJpeg(), 'image/jpeg')
      await addToLibrary(backend.content, { path: `blog_images/pustaka-${name}.jpg`, contentType: 'image/jpeg', size: 10 }, 'editor')
    }
    const counted = countReads(backend.content)
    const used = await referencedUploads(counted.store, 2)
    for (const blog of blogs) expect(used.has(blog.cover.path) || used.has(`${blog.cover.path}.baru.jpg`)).toBe(true)
    expect(used).toEqual(await referencedUploads(backend.content))

    counted.reset()
    const whole = await pruneOrphanUploads({ store: backend.content, files: backend.files, now: inDays(8) })
    const paged = await pruneOrphanUploads({ store: counted.store, files: backend.files, now: inDays(8), pageSize: 2 })
    expect(paged).toEqual({ ...whole, deleted: [] })
    for (const name of ['a', 'b', 'c']) expect(await backend.files.stat(`blog_images/pustaka-${name}.jpg`)).not.toBeNull()
    for (const blog of blogs) expect(await backend.files.stat(blog.cover.path)).not.toBeNull()
    // Every read handed over at most a page: the blogs, the revisions and Pustaka Media each hold more.
    expect(counted.calls.length).toBeGreaterThan(0)
    expect(Math.max(...counted.calls.map((call) => call.docs))).toBeLessThanOrEqual(2)
  })

  it('keeps its last run in the store: a new process prunes again only once the interval has passed', async () => {
    const HOUR = 3_600_000
    const deps = { store: backend.content, files: backend.files }
    await backend.files.put('cv/ditinggalkan-lagi.pdf', await tinyPdf(), 'application/pdf')
    expect((await pruneOrphanUploadsIfDue({ ...deps, now: inDays(50) }, 6 * HOUR))?.deleted).toEqual(['cv/ditinggalkan-lagi.pdf'])
    // An hour later (a restart) nothing is read but the record.
    const counted = countReads(backend.content)
    const later = new Date(inDays(50)().getTime() + HOUR)
    expect(await pruneOrphanUploadsIfDue({ ...deps, store: counted.store, now: () => later }, 6 * HOUR)).toBeNull()
    expect(counted.calls.map((call) => call.method)).toEqual(['readMeta'])
    // Past the interval, and with a clock that went back, it prunes again.
    expect(await pruneOrphanUploadsIfDue({ ...deps, now: () => new Date(later.getTime() + 6 * HOUR) }, 6 * HOUR)).not.toBeNull()
    expect(await pruneOrphanUploadsIfDue({ ...deps, now: inDays(49) }, 6 * HOUR)).not.toBeNull()
  })
})
