/**
 * Phone photos in HEIC (HEVC in a HEIF container): browsers do not show them and sharp's prebuilt
 * libvips cannot decode HEVC (its HEIF support is AVIF only), so an uploaded HEIC is decoded by
 * heic-decode (libheif in WebAssembly) and stored as a JPEG (docs/decisions/0043-media-library.md).
 * Bounded as every image check is (decision 40): the file's size first, then the pixel size its
 * header declares, before any pixel is decoded.
 */

/** The major brands of a HEIF file holding HEVC images (ISO/IEC 23008-12): `ftyp` at byte 4. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'])

/** Whether the bytes are a HEIC/HEIF file (by its `ftyp` box, whatever its name says). */
export function isHeic(bytes: Uint8Array): boolean {
  if (bytes.byteLength < 12) return false
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, 12).toString('latin1')
  return text.slice(4, 8) === 'ftyp' && HEIC_BRANDS.has(text.slice(8, 12))
}

export type HeicConversion = { ok: true; bytes: Uint8Array } | { ok: false; reason: 'unreadable' | 'too-large' }

/** The first image of a HEIC as a JPEG, or why not: never a throw for what a file holds. */
export async function heicToJpeg(bytes: Uint8Array, maxPixels: number): Promise<HeicConversion> {
  try {
    const { default: decode } = await import('heic-decode')
    const images = await decode.all({ buffer: bytes })
    try {
      const first = images[0]
      if (!first || first.width <= 0 || first.height <= 0) return { ok: false, reason: 'unreadable' }
      if (first.width * first.height > maxPixels) return { ok: false, reason: 'too-large' }
      const { width, height, data } = await first.decode()
      const { default: sharp } = await import('sharp')
      const jpeg = await sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 }, limitInputPixels: width * height })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 88, mozjpeg: true })
        .toBuffer()
      return { ok: true, bytes: new Uint8Array(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength) }
    } finally {
      images.dispose()
    }
  } catch {
    return { ok: false, reason: 'unreadable' }
  }
}
