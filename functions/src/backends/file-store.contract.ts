/**
 * What every FileStore adapter must do (local files, Cloud Storage). Run it from an adapter's
 * test file:
 *
 *   describeFileStoreContract('LocalFileStore', async () => ({ files, cleanup }))
 *
 * `make` is called before each check and must return an empty store; `cleanup` runs after it.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { FileStore } from './ports'

export interface FileStoreUnderTest {
  files: FileStore
  cleanup(): Promise<void>
}

/** Paths every adapter refuses to write and treats as absent (they could leave the store's root or its folders). */
export const UNSAFE_STORE_PATHS = [
  '',
  'x',
  '../secret.txt',
  'blog_images/../../etc/passwd',
  '/etc/passwd',
  'blog_images/',
  'blog_images/.hidden',
  'blog_images/a..b.jpg',
  'blog_images/sub/a.jpg',
  'Blog_Images/a.jpg',
  'blog_images\\a.jpg',
  'blog_images/a b.jpg',
  'blog_images/%2e%2e',
  'blog_images/a.jpg\u0000.png',
  `blog_images/${'a'.repeat(202)}`,
]

const bytes = (text: string) => new TextEncoder().encode(text)

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const chunks: Uint8Array[] = []
  const reader = stream.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    chunks.push(value)
  }
  return new Uint8Array(Buffer.concat(chunks))
}

export function describeFileStoreContract(name: string, make: () => Promise<FileStoreUnderTest>): void {
  describe(`FileStore contract: ${name}`, () => {
    let subject: FileStoreUnderTest | undefined
    const files = (): FileStore => subject!.files

    beforeEach(async () => {
      subject = await make()
    })
    afterEach(async () => {
      await subject?.cleanup()
      subject = undefined
    })

    it('stores bytes and describes them: put, stat, read and stream agree', async () => {
      const content = bytes('%PDF-1.7 isi berkas')
      const before = Date.now()
      const info = await files().put('publications/kajian.pdf', content, 'application/pdf')
      expect(info).toMatchObject({ path: 'publications/kajian.pdf', size: content.byteLength, contentType: 'application/pdf' })
      expect(info.etag).toMatch(/^".+"$/)
      expect(new Date(info.updatedAt).toISOString()).toBe(info.updatedAt)
      expect(Date.parse(info.updatedAt)).toBeGreaterThan(before - 60_000)
      expect(await files().stat('publications/kajian.pdf')).toEqual(info)
      expect(await files().read('publications/kajian.pdf')).toEqual(content)
      const stream = await files().stream('publications/kajian.pdf')
      expect(stream).not.toBeNull()
      expect(await readAll(stream!)).toEqual(content)
    })

    it('keeps every byte value, and streams a larger file whole', async () => {
      const all = Uint8Array.from({ length: 256 }, (_, i) => i)
      await files().put('blog_images/bytes.png', all, 'image/png')
      expect(await files().read('blog_images/bytes.png')).toEqual(all)
      expect((await files().stat('blog_images/bytes.png'))?.contentType).toBe('image/png')

      const large = Uint8Array.from({ length: 3 * 1024 * 1024 + 17 }, (_, i) => (i * 31 + (i >> 8)) & 0xff)
      const info = await files().put('publications/besar.pdf', large, 'application/pdf')
      expect(info.size).toBe(large.byteLength)
      const streamed = await readAll((await files().stream('publications/besar.pdf'))!)
      expect(streamed.byteLength).toBe(large.byteLength)
      expect(Buffer.compare(Buffer.from(streamed), Buffer.from(large))).toBe(0)
    })

    it('answers null for missing files and deletes them without complaint', async () => {
      expect(await files().stat('blog_images/none.jpg')).toBeNull()
      expect(await files().read('blog_images/none.jpg')).toBeNull()
      expect(await files().stream('blog_images/none.jpg')).toBeNull()
      await expect(files().delete('blog_images/none.jpg')).resolves.toBeUndefined()
      expect(await files().list()).toEqual([])
    })

    it('overwrites a file in place with a new etag', async () => {
      const first = await files().put('cv/rina.pdf', bytes('versi pertama'), 'application/pdf')
      const second = await files().put('cv/rina.pdf', bytes('versi kedua yang lebih panjang'), 'application/pdf')
      expect(second.size).toBe(bytes('versi kedua yang lebih panjang').byteLength)
      expect(second.etag).not.toBe(first.etag)
      expect(new TextDecoder().decode((await files().read('cv/rina.pdf'))!)).toBe('versi kedua yang lebih panjang')
      expect(await files().stat('cv/rina.pdf')).toEqual(second)
      expect((await files().list()).map((f) => f.path)).toEqual(['cv/rina.pdf'])
    })

    it('deletes a file', async () => {
      await files().put('blog_images/a.jpg', bytes('a'), 'image/jpeg')
      await files().put('blog_images/b.jpg', bytes('b'), 'image/jpeg')
      await files().delete('blog_images/a.jpg')
      expect(await files().stat('blog_images/a.jpg')).toBeNull()
      expect(await files().read('blog_images/a.jpg')).toBeNull()
      expect((await files().list()).map((f) => f.path)).toEqual(['blog_images/b.jpg'])
    })

    it('lists files sorted by path, all or under a prefix, as stat describes them', async () => {
      const paths = ['publications/z.pdf', 'blog_images/b.webp', 'profile_pictures/p.jpg', 'blog_images/a.jpg', 'publication_images/c.png']
      const types: Record<string, string> = { pdf: 'application/pdf', webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' }
      for (const [i, path] of paths.entries()) {
        await files().put(path, bytes(`isi ${i} `.repeat(i + 1)), types[path.split('.').pop()!]!)
      }
      const all = await files().list()
      expect(all.map((f) => f.path)).toEqual([...paths].sort((a, b) => a.localeCompare(b)))
      for (const info of all) expect(await files().stat(info.path)).toEqual(info)
      expect((await files().list('blog_images/')).map((f) => f.path)).toEqual(['blog_images/a.jpg', 'blog_images/b.webp'])
      expect((await files().list('publication')).map((f) => f.path)).toEqual(['publication_images/c.png', 'publications/z.pdf'])
      expect((await files().list('blog_images/b')).map((f) => f.path)).toEqual(['blog_images/b.webp'])
      expect(await files().list('cv/')).toEqual([])
    })

    it('refuses unsafe paths: writes throw, reads find nothing, deletes do nothing', async () => {
      await files().put('blog_images/keep.jpg', bytes('tetap'), 'image/jpeg')
      for (const path of UNSAFE_STORE_PATHS) {
        await expect(files().put(path, bytes('x'), 'image/jpeg'), JSON.stringify(path)).rejects.toThrow(/unsafe file path/)
        expect(await files().stat(path), JSON.stringify(path)).toBeNull()
        expect(await files().read(path), JSON.stringify(path)).toBeNull()
        expect(await files().stream(path), JSON.stringify(path)).toBeNull()
        await expect(files().delete(path), JSON.stringify(path)).resolves.toBeUndefined()
      }
      expect((await files().list()).map((f) => f.path)).toEqual(['blog_images/keep.jpg'])
    })
  })
}
