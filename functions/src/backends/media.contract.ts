/**
 * What Pustaka Media's store part must do on every ContentStore (functions/src/media/library.ts):
 * one entry per file however many writers add it, the backfill of files items used before the
 * library, where a file is used (an upload field, a rich text naming its path, an item in
 * Sampah), a used file's delete refused and an unused one's done, and the clean-up of unused
 * files. Run from one file per adapter:
 *
 *   describeMediaContract('SQLite', async () => ({ store, files, cleanup }))
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ContentStore, FileStore } from './ports'
import { exampleData } from '../testing/example-data'
import { addToLibrary, backfillLibrary, deleteMedia, deleteUnused, mediaIdOf, usagesOf } from '../media/library'
import { readFocalPoints } from '../content/focal-points'

export interface MediaStoreUnderTest {
  store: ContentStore
  files: FileStore
  cleanup(): Promise<void>
}

const JPEG = { contentType: 'image/jpeg', size: 3, width: 1200, height: 675 }

export function describeMediaContract(name: string, open: () => Promise<MediaStoreUnderTest>) {
  describe(`media library contract: ${name}`, () => {
    let store: ContentStore
    let files: FileStore
    let cleanup: () => Promise<void>
    beforeEach(async () => {
      ;({ store, files, cleanup } = await open())
    })
    afterEach(async () => {
      await cleanup()
    })

    const put = async (path: string) => files.put(path, new Uint8Array([1, 2, 3]), path.endsWith('.pdf') ? 'application/pdf' : 'image/jpeg')

    it('keeps one entry per file, however many add it at once, and none for a CV', async () => {
      const file = { path: 'blog_images/satu.jpg', originalName: 'Kantor.jpg', ...JPEG }
      const entries = await Promise.all([addToLibrary(store, file, 'u1'), addToLibrary(store, file, 'u2'), addToLibrary(store, file, 'u3')])
      expect(new Set(entries.map((entry) => entry?.id))).toEqual(new Set([mediaIdOf(file.path)]))
      expect(await store.query('media')).toHaveLength(1)
      expect(entries[0]).toMatchObject({ path: file.path, originalName: 'Kantor.jpg', kind: 'image', width: 1200, height: 675, focalX: 0.5, focalY: 0.5 })
      expect(await addToLibrary(store, { path: 'cv/orang.pdf', contentType: 'application/pdf', size: 3 }, 'u1')).toBeNull()
    })

    it('finds the entries whose focal point is off the middle in one query, and follows a change of it', async () => {
      for (const path of ['blog_images/a.jpg', 'blog_images/b.jpg', 'blog_images/c.jpg']) await addToLibrary(store, { path, ...JPEG }, 't')
      expect(await readFocalPoints(store)).toEqual(new Map())
      const move = async (path: string, focalX: number, focalY: number) => {
        const { id, createdAt: _c, updatedAt: _u, updatedBy: _b, version, ...data } = (await store.get('media', mediaIdOf(path)))!
        await store.update('media', id, { ...data, focalX, focalY }, { actor: 'staff', expectedVersion: version })
      }
      await move('blog_images/a.jpg', 0.2, 0.5)
      await move('blog_images/b.jpg', 0.5, 0.9)
      expect(await readFocalPoints(store)).toEqual(new Map([['blog_images/a.jpg', { x: 0.2, y: 0.5 }], ['blog_images/b.jpg', { x: 0.5, y: 0.9 }]]))
      await move('blog_images/a.jpg', 0.5, 0.5)
      expect([...(await readFocalPoints(store)).keys()]).toEqual(['blog_images/b.jpg'])
    })

    it('backfills the files items use, once, with their alternative text; files nothing uses stay out', async () => {
      await put('blog_images/sampul.jpg')
      await put('blog_images/yatim.jpg')
      await store.create('blogs', exampleData('blogs', { cover: { path: 'blog_images/sampul.jpg', ...JPEG }, coverAlt: 'Gedung kantor di Jakarta' }), { actor: 't' })
      expect(await backfillLibrary(store, files)).toEqual({ added: 1 })
      const [entry] = await store.query('media')
      expect(entry).toMatchObject({ path: 'blog_images/sampul.jpg', alt: 'Gedung kantor di Jakarta', createdBy: 'migration' })
      // Done once: a file used later is added by its upload, not by a second run.
      await store.create('blogs', exampleData('blogs', { slug: 'kedua', cover: { path: 'blog_images/yatim.jpg', ...JPEG } }), { actor: 't' })
      expect(await backfillLibrary(store, files)).toBeNull()
      expect(await store.query('media')).toHaveLength(1)
    })

    it('says where a file is used: a cover, a rich text naming its path; nowhere for an unused one', async () => {
      for (const path of ['blog_images/a.jpg', 'blog_images/b.jpg', 'blog_images/c.jpg']) await addToLibrary(store, { path, ...JPEG }, 't')
      const blog = await store.create('blogs', exampleData('blogs', { title: 'Judul Pos', cover: { path: 'blog_images/a.jpg', ...JPEG } }), { actor: 't' })
      await store.create('blogs', exampleData('blogs', { title: 'Pos Bergambar', slug: 'bergambar', content: `<p>Teks panjang di sini.</p><img src="/img/640/blog_images/b.jpg" alt="">` }), { actor: 't' })
      expect(await usagesOf(store, 'blog_images/a.jpg')).toEqual([expect.objectContaining({ collection: 'blogs', id: blog.id, name: 'Blog: Judul Pos', field: 'Gambar sampul', href: `/dashboard/blogs/${blog.id}/edit` })])
      expect(await usagesOf(store, 'blog_images/b.jpg')).toEqual([expect.objectContaining({ collection: 'blogs', name: 'Blog: Pos Bergambar', field: 'Konten' })])
      expect(await usagesOf(store, 'blog_images/c.jpg')).toEqual([])
    })

    it('refuses deleting a used file, deletes an unused one with its file, and cleans up every unused one', async () => {
      for (const path of ['blog_images/dipakai.jpg', 'blog_images/lepas.jpg', 'blog_images/lepas2.jpg', 'publications/lepas.pdf']) {
        await put(path)
        await addToLibrary(store, { path, ...JPEG, contentType: path.endsWith('.pdf') ? 'application/pdf' : 'image/jpeg' }, 't')
      }
      await store.create('blogs', exampleData('blogs', { title: 'Memakai', cover: { path: 'blog_images/dipakai.jpg', ...JPEG } }), { actor: 't' })
      const refused = await deleteMedia(store, files, mediaIdOf('blog_images/dipakai.jpg'), 't')
      expect(refused).toMatchObject({ ok: false, reason: 'used', usages: [{ name: 'Blog: Memakai' }] })
      expect(await files.stat('blog_images/dipakai.jpg')).not.toBeNull()
      expect(await deleteMedia(store, files, mediaIdOf('blog_images/lepas.jpg'), 't')).toEqual({ ok: true })
      expect(await files.stat('blog_images/lepas.jpg')).toBeNull()
      expect(await deleteMedia(store, files, 'tidak--ada', 't')).toEqual({ ok: false, reason: 'missing' })
      expect(await deleteUnused(store, files, 't')).toEqual({ deleted: 2 })
      expect((await store.query('media')).map((entry) => entry.path)).toEqual(['blog_images/dipakai.jpg'])
      expect(await files.stat('publications/lepas.pdf')).toBeNull()
    })
  })
}
