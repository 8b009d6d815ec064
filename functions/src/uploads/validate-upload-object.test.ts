import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { MB } from '../../../shared/schemas/limits'
import { MSG } from '../../../shared/schemas/messages'
import { LocalFileStore } from '../backends/embedded/local-file-store'
import type { FileStore } from '../backends/ports'
import { tinyJpeg, tinyPdf } from '../testing/fixtures'
import { objectStreamBombOfSize, pageTreeBomb, repeatedPdf } from '../testing/pdf-bombs'
import { validateUploadObject } from './validate-upload-object'

let root: string
let files: LocalFileStore
const recorded = new Map<string, string>()
const rejections = { recordRejection: async (path: string, message: string) => void recorded.set(path, message) }
const deps = () => ({ files, rejections })

/** The store's methods bound to it, to override one in a test. */
function delegate(store: FileStore): FileStore {
  return {
    put: (...a) => store.put(...a),
    stat: (p) => store.stat(p),
    read: (p) => store.read(p),
    stream: (p) => store.stream(p),
    delete: (p) => store.delete(p),
    list: (p) => store.list(p),
  }
}

/** Puts bytes in the store as the browser would, and describes them as the storage event does. */
async function land(name: string, bytes: Uint8Array, contentType: string) {
  await files.put(name, bytes, contentType)
  return { name, size: String(bytes.byteLength), contentType }
}

beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'alr-upload-check-'))
  files = new LocalFileStore(root)
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('validateUploadObject (the onObjectFinalized handler)', () => {
  it('keeps a valid image and a valid PDF, with what the bytes say', async () => {
    const image = await land('blog_images/a1.jpg', await tinyJpeg(1200, 630), 'image/jpeg')
    expect(await validateUploadObject(image, deps())).toEqual({
      outcome: 'accepted',
      path: 'blog_images/a1.jpg',
      contentType: 'image/jpeg',
      width: 1200,
      height: 630,
      retyped: false,
    })
    const pdf = await land('publications/p1.pdf', await tinyPdf(), 'application/pdf')
    expect(await validateUploadObject(pdf, deps())).toMatchObject({ outcome: 'accepted', contentType: 'application/pdf', retyped: false })
    expect(await files.stat('blog_images/a1.jpg')).not.toBeNull()
    expect(recorded.size).toBe(0)
  })

  it("checks the site's logo and sharing image by their folders' rules", async () => {
    const logo = await land('site_logos/l1.png', await sharp({ create: { width: 240, height: 120, channels: 3, background: '#12304f' } }).png().toBuffer(), 'image/png')
    expect(await validateUploadObject(logo, deps())).toMatchObject({ outcome: 'accepted', contentType: 'image/png', width: 240, height: 120 })
    const huge = await land('site_logos/l2.jpg', await tinyJpeg(4001, 10), 'image/jpeg')
    expect(await validateUploadObject(huge, deps())).toEqual({ outcome: 'rejected', path: 'site_logos/l2.jpg', message: MSG.logoDimensions })
    const pdf = await land('share_images/s1.jpg', await tinyPdf(), 'image/jpeg')
    expect(await validateUploadObject(pdf, deps())).toEqual({ outcome: 'rejected', path: 'share_images/s1.jpg', message: MSG.coverType })
    expect(await files.stat('share_images/s1.jpg')).toBeNull()
    expect(recorded.get('site_logos/l2.jpg')).toBe(MSG.logoDimensions)
    recorded.clear()
  })

  it('deletes an object whose bytes are not its folder type, after recording the spec message', async () => {
    const gif = Buffer.from('47494638396101000100800000000000ffffff21f90401000000002c00000000010001000002024401003b', 'hex')
    const object = await land('profile_pictures/x.png', gif, 'image/png')
    const order: string[] = []
    const watched = {
      files: {
        ...delegate(files),
        delete: async (p: string) => {
          order.push('delete')
          await files.delete(p)
        },
      },
      rejections: { recordRejection: async (p: string, m: string) => void (order.push('record'), recorded.set(p, m)) },
    }
    expect(await validateUploadObject(object, watched)).toEqual({ outcome: 'rejected', path: 'profile_pictures/x.png', message: MSG.pictureType })
    expect(order).toEqual(['record', 'delete'])
    expect(await files.stat('profile_pictures/x.png')).toBeNull()
    expect(recorded.get('profile_pictures/x.png')).toBe(MSG.pictureType)
  })

  it('refuses images over the pixel limits and PDFs that are not PDFs', async () => {
    const wide = await sharp({ create: { width: 6001, height: 10, channels: 3, background: '#345' } }).jpeg().toBuffer()
    expect(await validateUploadObject(await land('blog_images/wide.jpg', wide, 'image/jpeg'), deps())).toMatchObject({
      outcome: 'rejected',
      message: MSG.coverDimensions,
    })
    const fake = new TextEncoder().encode('bukan PDF, hanya teks')
    expect(await validateUploadObject(await land('cv/cv.pdf', fake, 'application/pdf'), deps())).toMatchObject({
      outcome: 'rejected',
      message: MSG.cvType,
    })
    expect(await files.stat('blog_images/wide.jpg')).toBeNull()
    expect(await files.stat('cv/cv.pdf')).toBeNull()
  })

  it('refuses a PDF bomb landed in cv/ or publications/ with the bounded check (timed in tests/security/upload-worst-case.test.ts)', async () => {
    for (const [name, bomb, message] of [
      ['cv/bomb.pdf', objectStreamBombOfSize(10 * MB), MSG.pdfTooComplex],
      ['publications/bomb.pdf', objectStreamBombOfSize(20 * MB), MSG.pdfTooComplex],
      ['publications/jibberish.pdf', repeatedPdf(20 * MB, 'x'), MSG.pdfCorrupt],
    ] as const) {
      // "Too complex" is the bounded check's answer: the inflation stopped at its budget.
      expect(await validateUploadObject(await land(name, bomb, 'application/pdf'), deps())).toEqual({ outcome: 'rejected', path: name, message })
      expect(await files.stat(name)).toBeNull()
      expect(recorded.get(name)).toBe(message)
    }
    // 2^60 pages from a few kilobytes: walked once per node, and kept.
    expect(await validateUploadObject(await land('publications/tree.pdf', pageTreeBomb(60), 'application/pdf'), deps())).toMatchObject({ outcome: 'accepted' })
  })

  it('refuses an object over the size limit by the event alone, without downloading it', async () => {
    const object = await land('publications/big.pdf', await tinyPdf(), 'application/pdf')
    const read = vi.spyOn(files, 'read')
    const result = await validateUploadObject({ ...object, size: String(20 * MB + 1) }, deps())
    expect(result).toEqual({ outcome: 'rejected', path: 'publications/big.pdf', message: MSG.publicationSize })
    expect(read).not.toHaveBeenCalled()
    read.mockRestore()
    expect(await files.stat('publications/big.pdf')).toBeNull()
  })

  it('stores the object again with the type its bytes have; the second event finds nothing to change', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#345' } }).png().toBuffer()
    const object = await land('publication_images/named-jpg.jpg', png, 'image/jpeg')
    const put = vi.spyOn(files, 'put')
    expect(await validateUploadObject(object, deps())).toMatchObject({ outcome: 'accepted', contentType: 'image/png', retyped: true })
    expect(put).toHaveBeenCalledTimes(1)
    expect(put.mock.calls[0]?.slice(0, 1)).toEqual(['publication_images/named-jpg.jpg'])
    expect(Buffer.from(put.mock.calls[0]![1]).equals(png)).toBe(true)
    expect(put.mock.calls[0]?.[2]).toBe('image/png')
    expect(await validateUploadObject({ ...object, contentType: 'image/png' }, deps())).toMatchObject({ outcome: 'accepted', retyped: false })
    expect(put).toHaveBeenCalledTimes(1)
    put.mockRestore()
  })

  it('leaves alone objects outside the upload folders, and objects already gone', async () => {
    const remove = vi.spyOn(files, 'delete')
    expect(await validateUploadObject({ name: 'exports/backup.json', size: 10, contentType: 'application/json' }, deps())).toMatchObject({
      outcome: 'ignored',
    })
    expect(await validateUploadObject({ name: 'blog_images/nested/a.jpg', size: 10 }, deps())).toMatchObject({ outcome: 'ignored' })
    expect(await validateUploadObject({ name: 'blog_images/', size: 0 }, deps())).toMatchObject({ outcome: 'ignored' })
    expect(await validateUploadObject({ name: 'blog_images/gone.jpg', size: 100, contentType: 'image/jpeg' }, deps())).toEqual({
      outcome: 'ignored',
      path: 'blog_images/gone.jpg',
      reason: 'no longer there',
    })
    expect(remove).not.toHaveBeenCalled()
    remove.mockRestore()
  })
})
