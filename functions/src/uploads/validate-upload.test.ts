import { describe, expect, it } from 'vitest'
import sharp from 'sharp'
import { MSG } from '../../../shared/schemas/messages'
import { MB } from '../../../shared/schemas/limits'
import { precheckUpload } from '../../../shared/schemas/uploads'
import { tinyPdf } from '../testing/fixtures'
import { objectStreamBomb, objectStreamBombOfSize, pageTreeBomb, repeatedPdf, xrefStreamBomb } from '../testing/pdf-bombs'
import { cleanOriginalName, imageHeaderSize, validateUpload } from './validate-upload'

const image = (width: number, height: number, format: 'jpeg' | 'png' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: '#4a6b8a' } })
    .toFormat(format)
    .toBuffer()

/** CRC-32 (PNG chunk checksums, ISO 3309). */
function crc32(bytes: Uint8Array): number {
  let crc = ~0
  for (const byte of bytes) {
    crc ^= byte
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1))
  }
  return ~crc >>> 0
}

/** A small real PNG whose header claims other dimensions: what a decompression bomb looks like to a parser. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).png().toBuffer())
  // IHDR data starts at byte 16 (8 signature + 4 length + 4 type); its CRC covers type and data.
  png.writeUInt32BE(width, 16)
  png.writeUInt32BE(height, 20)
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29)
  return png
}

describe('validateUpload', () => {
  it('accepts JPEG and PNG images within the limits, with their dimensions', async () => {
    expect(await validateUpload('blog_images', await image(1600, 900))).toMatchObject({ ok: true, contentType: 'image/jpeg', extension: 'jpg', width: 1600, height: 900 })
    expect(await validateUpload('profile_pictures', await image(375, 433, 'png'))).toMatchObject({ ok: true, contentType: 'image/png', extension: 'png' })
  })

  it('accepts a real PDF for CVs and publications', async () => {
    const pdf = await tinyPdf()
    expect(await validateUpload('cv', pdf)).toMatchObject({ ok: true, contentType: 'application/pdf', extension: 'pdf' })
    expect(await validateUpload('publications', pdf)).toMatchObject({ ok: true })
  })

  it('decides the type from the bytes, not the name: wrong types get the spec messages', async () => {
    const gif = Buffer.from('47494638396101000100800000000000ffffff21f90401000000002c00000000010001000002024401003b', 'hex')
    expect(await validateUpload('profile_pictures', gif)).toEqual({ ok: false, status: 415, message: MSG.pictureType })
    expect(await validateUpload('blog_images', Buffer.from('%PDF-1.7 not an image'))).toEqual({ ok: false, status: 415, message: MSG.coverType })
    expect(await validateUpload('cv', await image(10, 10))).toEqual({ ok: false, status: 415, message: MSG.cvType })
    expect(await validateUpload('publications', Buffer.from('Halo, ini teks biasa yang dinamai file.pdf'))).toEqual({
      ok: false,
      status: 415,
      message: MSG.publicationType,
    })
  })

  it('refuses files over the size limits', async () => {
    const big = Buffer.alloc(10 * MB + 1, 0xff)
    expect(await validateUpload('profile_pictures', big)).toEqual({ ok: false, status: 413, message: MSG.pictureSize })
    expect(await validateUpload('cv', big)).toEqual({ ok: false, status: 413, message: MSG.cvSize })
    expect(await validateUpload('publications', Buffer.alloc(20 * MB + 1))).toEqual({ ok: false, status: 413, message: MSG.publicationSize })
    expect(await validateUpload('publications', Buffer.alloc(20 * MB))).not.toMatchObject({ status: 413 })
  })

  it('refuses images with too many pixels', async () => {
    expect(await validateUpload('blog_images', await image(6001, 100))).toEqual({ ok: false, status: 400, message: MSG.coverDimensions })
    expect(await validateUpload('blog_images', await image(100, 4001))).toEqual({ ok: false, status: 400, message: MSG.coverDimensions })
    expect(await validateUpload('profile_pictures', await image(4001, 100))).toEqual({ ok: false, status: 400, message: MSG.pictureDimensions })
    expect(await validateUpload('profile_pictures', await image(4000, 6000))).toMatchObject({ ok: true })
  })

  it('refuses a decompression bomb (huge dimensions in a small file) before decoding it', async () => {
    const bomb = await pngClaiming(50_000, 50_000)
    expect(bomb.length).toBeLessThan(1024)
    const started = Date.now()
    expect(await validateUpload('blog_images', bomb)).toEqual({ ok: false, status: 400, message: MSG.coverDimensions })
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('reads an image’s dimensions from its header, and refuses a JPEG whose frame header claims too many pixels before sharp opens it', async () => {
    expect(imageHeaderSize('image/jpeg', await image(1234, 567))).toEqual({ width: 1234, height: 567 })
    expect(imageHeaderSize('image/png', await image(321, 45, 'png'))).toEqual({ width: 321, height: 45 })
    const progressive = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#345' } }).jpeg({ progressive: true }).toBuffer()
    expect(imageHeaderSize('image/jpeg', progressive)).toEqual({ width: 640, height: 480 })
    // The frame header (SOF) of a small JPEG rewritten to 60000×60000.
    const jpeg = Buffer.from(await image(64, 64))
    const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]))
    jpeg.writeUInt16BE(60_000, sof + 5)
    jpeg.writeUInt16BE(60_000, sof + 7)
    expect(imageHeaderSize('image/jpeg', jpeg)).toEqual({ width: 60_000, height: 60_000 })
    expect(await validateUpload('blog_images', jpeg)).toEqual({ ok: false, status: 400, message: MSG.coverDimensions })
    // A header that is not where it must be: refused as unreadable.
    expect(imageHeaderSize('image/jpeg', jpeg.subarray(0, 20))).toBeNull()
  })

  it('refuses a PDF bomb at each PDF limit with its own message, inflating no more than the check’s budget', async () => {
    const complex = (message: string) => ({ ok: false, status: 400, message })
    expect(MSG.pdfTooComplex).toMatch(/^File PDF terlalu rumit/)
    // An object stream of a few hundred KB that inflates to 300 MB; files at the CV and publication limits that inflate to about 10 and 20 GB.
    for (const [folder, bomb, message] of [
      ['cv', objectStreamBomb(300 * MB), MSG.pdfTooComplex],
      ['application_cvs', objectStreamBombOfSize(10 * MB), MSG.pdfTooComplex],
      ['cv', xrefStreamBomb(300 * MB), MSG.pdfTooComplex],
      ['publications', objectStreamBombOfSize(20 * MB), MSG.pdfTooComplex],
    ] as const) {
      const started = performance.now()
      expect(await validateUpload(folder, bomb), `${folder}, ${bomb.length} bytes`).toEqual(complex(message))
      expect(performance.now() - started, `${folder}, ${bomb.length} bytes`).toBeLessThan(1000)
    }
  })

  it('answers what froze pdf-lib in well under a second: jibberish, a page tree of 2^60 pages, 20 MB of object headers', async () => {
    for (const [name, pdf, expected] of [
      ['10 MB of jibberish', repeatedPdf(10 * MB, 'x'), { ok: false, message: MSG.pdfCorrupt }],
      ['a page tree of 2^60 pages', pageTreeBomb(60), { ok: true }],
      ['20 MB of object headers', repeatedPdf(20 * MB, '1 0 obj '), { ok: false, message: MSG.pdfTooComplex }],
    ] as const) {
      const started = performance.now()
      expect(await validateUpload('publications', pdf), name).toMatchObject(expected)
      expect(performance.now() - started, name).toBeLessThan(1000)
    }
  })

  it('refuses truncated images and PDFs', async () => {
    const jpeg = await image(800, 600)
    expect(await validateUpload('blog_images', jpeg.subarray(0, Math.floor(jpeg.length / 2)))).toEqual({ ok: false, status: 400, message: MSG.imageCorrupt })
    const png = await image(800, 600, 'png')
    expect(await validateUpload('profile_pictures', png.subarray(0, Math.floor(png.length * 0.6)))).toEqual({ ok: false, status: 400, message: MSG.imageCorrupt })
    const pdf = await tinyPdf()
    expect(await validateUpload('cv', pdf.subarray(0, Math.floor(pdf.length / 2)))).toEqual({ ok: false, status: 400, message: MSG.pdfCorrupt })
    expect(await validateUpload('cv', new Uint8Array())).toEqual({ ok: false, status: 400, message: MSG.pdfCorrupt })
  })
})

describe('precheckUpload (the browser side)', () => {
  it('uses the same messages before sending anything', () => {
    expect(precheckUpload('profile_pictures', { name: 'foto.gif', type: 'image/gif', size: 10 })).toBe(MSG.pictureType)
    expect(precheckUpload('profile_pictures', { name: 'foto.jpg', type: 'image/jpeg', size: 10 * MB + 1 })).toBe(MSG.pictureSize)
    expect(precheckUpload('cv', { name: 'cv.docx', type: 'application/msword', size: 10 })).toBe(MSG.cvType)
    expect(precheckUpload('publications', { name: 'a.pdf', type: 'application/pdf', size: 21 * MB })).toBe(MSG.publicationSize)
    expect(precheckUpload('blog_images', { name: 'sampul.PNG', type: '', size: 1000 })).toBeNull()
  })
})

describe('cleanOriginalName', () => {
  it('drops every kind of line break and control, and mends broken characters', () => {
    expect(cleanOriginalName('cv\u0085\u2028\u2029\u009b2026.pdf')).toBe('cv2026.pdf')
    const name = cleanOriginalName('cv-\ud800.pdf')
    expect(name).toBe('cv-\ufffd.pdf')
    expect(() => encodeURIComponent(name)).not.toThrow()
    // A cut at 180 characters never leaves half of a pair behind.
    const long = cleanOriginalName('a'.repeat(179) + '😀.pdf')
    expect(() => encodeURIComponent(long)).not.toThrow()
  })

  it('keeps only a base name without control or path characters', () => {
    expect(cleanOriginalName(encodeURIComponent('../../etc/passwd'))).toBe('passwd')
    expect(cleanOriginalName('C:\\Users\\rina\\CV Rina.pdf')).toBe('CV Rina.pdf')
    expect(cleanOriginalName('a\u0000b"c<d>.pdf')).toBe('abcd.pdf')
    expect(cleanOriginalName(undefined)).toBe('')
  })
})
