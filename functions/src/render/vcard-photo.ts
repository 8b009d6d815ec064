/**
 * The portrait a vCard carries inline: the attorney's picture made small (at most
 * 256 px on its longer side, a JPEG of a few kilobytes), base64-encoded for the PHOTO line.
 * Address books show contact photos at well under that size; a larger one only makes the file
 * heavy (some phones refuse vCards of several hundred kilobytes).
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { StoredFile } from '../../../shared/schemas/types'
import type { FileStore } from '../backends/ports'

/** The longest side of the inline portrait, in pixels. */
export const VCARD_PHOTO_MAX_SIDE = 256
const JPEG_QUALITY = 72
/** The largest source image resized (as the image route allows): a bigger one gets no photo. */
const MAX_INPUT_PIXELS = 40_000_000

/** Resizes once per portrait and version, however many ask at the same time. */
const inFlight = new Map<string, Promise<Buffer | null>>()

/**
 * The portrait as a small JPEG, kept on disk beside the resized images (`cacheDir/vcard/…`,
 * named by the file's version, so a replaced portrait is made again). Null when the profile has
 * none, or its file is missing or cannot be read as an image: the vCard is then sent without a
 * photo, never refused.
 */
export async function vcardPhoto(files: FileStore, picture: StoredFile | null | undefined, cacheDir: string): Promise<Buffer | null> {
  if (!picture) return null
  const info = await files.stat(picture.path)
  if (!info || !info.contentType.startsWith('image/')) return null
  const cacheFile = path.join(cacheDir, 'vcard', `${picture.path}.${info.etag.replace(/\W/g, '')}.jpg`)
  try {
    return await readFile(cacheFile)
  } catch {
    // Not made yet.
  }
  let pending = inFlight.get(cacheFile)
  if (!pending) {
    pending = (async () => {
      const original = await files.read(picture.path)
      if (!original) return null
      let out: Buffer
      try {
        // sharp loads with the first portrait made, not with the site (cold start).
        const { default: sharp } = await import('sharp')
        out = await sharp(original, { limitInputPixels: MAX_INPUT_PIXELS })
          .rotate()
          .resize({ width: VCARD_PHOTO_MAX_SIDE, height: VCARD_PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
          .toBuffer()
      } catch (error) {
        console.warn(`vCard photo: ${picture.path} could not be read as an image; the vCard goes without it`, error)
        return null
      }
      await mkdir(path.dirname(cacheFile), { recursive: true })
      const temp = `${cacheFile}.${process.pid}.tmp`
      await writeFile(temp, out)
      await rename(temp, cacheFile)
      return out
    })().finally(() => inFlight.delete(cacheFile))
    inFlight.set(cacheFile, pending)
  }
  return pending
}
