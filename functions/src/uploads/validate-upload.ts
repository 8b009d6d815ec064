import { UPLOAD_RULES, type UploadFolder, type UploadRule } from '../../../shared/schemas/uploads'

export type UploadCheck =
  | { ok: true; contentType: string; extension: string; width?: number; height?: number }
  | { ok: false; status: 400 | 413 | 415; message: string }

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'application/pdf': 'pdf' }

/** The first bytes of the only types any rule takes: JPEG, PNG, WebP (a RIFF file), PDF. */
const MAGIC = [Buffer.from([0xff, 0xd8, 0xff]), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('RIFF', 'latin1'), Buffer.from('%PDF', 'latin1')]

/**
 * Checks uploaded bytes against their folder's rule, whatever name or type the browser
 * claimed, and within fixed bounds whatever the bytes hold (decision 40): the magic
 * number decides the type; an image's dimensions are read from its header by this module and
 * checked before sharp opens it, then sharp decodes its pixels once (so a truncated or corrupt
 * file is refused too) with `limitInputPixels` at those dimensions; a PDF's structure is checked
 * by `checkPdfStructure`, which inflates no more than its budget.
 */
export async function validateUpload(folder: UploadFolder, bytes: Uint8Array, rule: UploadRule = UPLOAD_RULES[folder]): Promise<UploadCheck> {
  if (bytes.byteLength > rule.maxBytes) return { ok: false, status: 413, message: rule.messages.size }
  if (bytes.byteLength === 0) return { ok: false, status: 400, message: rule.messages.corrupt }
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  // Anything else is refused before a library reads it.
  if (!MAGIC.some((magic) => buffer.subarray(0, magic.length).equals(magic))) return { ok: false, status: 415, message: rule.messages.type }
  // Loaded with the first upload checked, not with the site.
  const { fileTypeFromBuffer } = await import('file-type')
  const detected = await fileTypeFromBuffer(bytes)
  if (!detected || !rule.types.includes(detected.mime)) return { ok: false, status: 415, message: rule.messages.type }
  const extension = EXTENSIONS[detected.mime]!

  if (rule.kind === 'image') {
    // A polyglot hides a second file (HTML, a ZIP, a script) after the image's end marker.
    if (hasTrailingData(detected.mime, bytes)) return { ok: false, status: 400, message: rule.messages.corrupt }
    // The dimensions the header declares, read here: nothing is decoded for an image too large.
    const size = imageHeaderSize(detected.mime, buffer)
    if (!size || size.width === 0 || size.height === 0) return { ok: false, status: 400, message: rule.messages.corrupt }
    const { width, height } = size
    if ((rule.maxWidth && width > rule.maxWidth) || (rule.maxHeight && height > rule.maxHeight)) {
      return { ok: false, status: 400, message: rule.messages.dimensions ?? rule.messages.corrupt }
    }
    // Loaded by the first image checked: a process that checks none (the site serving pages,
    // a PDF upload) never loads the native library.
    const { default: sharp } = await import('sharp')
    try {
      // sharp reads the same header: it must agree, and it never decodes more pixels than that.
      const meta = await sharp(bytes, { limitInputPixels: width * height }).metadata()
      if (meta.width !== width || meta.height !== height) return { ok: false, status: 400, message: rule.messages.corrupt }
      // Decode every pixel once: truncated or damaged data fails here, not on the public site.
      await sharp(bytes, { failOn: 'truncated', limitInputPixels: width * height }).resize(8, 8).raw().toBuffer()
    } catch {
      return { ok: false, status: 400, message: rule.messages.corrupt }
    }
    return { ok: true, contentType: detected.mime, extension, width, height }
  }

  // PDF: a file cut short loses its trailer; its structure must lead to a page.
  const tail = buffer.toString('latin1', Math.max(0, bytes.byteLength - 2048))
  if (!tail.includes('%%EOF')) return { ok: false, status: 400, message: rule.messages.corrupt }
  // Loaded with the first PDF checked, not with the site.
  const { checkPdfStructure } = await import('./pdf-structure')
  const structure = await checkPdfStructure(bytes)
  if (!structure.ok) return { ok: false, status: 400, message: structure.reason === 'too-complex' ? (rule.messages.complex ?? rule.messages.corrupt) : rule.messages.corrupt }
  return { ok: true, contentType: detected.mime, extension }
}

/** JPEG start-of-frame markers (SOF0–SOF15 less DHT, JPG and DAC), which carry the dimensions. */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf])

/**
 * The width and height a PNG (IHDR, the first chunk) or a JPEG (its frame header, reached by
 * stepping over the segments before it by their lengths) declares; null when it is not there.
 * Reads a few bytes per segment, never the compressed data.
 */
export function imageHeaderSize(mime: string, bytes: Buffer): { width: number; height: number } | null {
  if (mime === 'image/webp') return webpHeaderSize(bytes)
  if (mime === 'image/png') {
    if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
  }
  if (mime !== 'image/jpeg') return null
  let at = 2
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null
    const marker = bytes[at + 1]!
    if (marker === 0xff) {
      at++ // fill byte
      continue
    }
    // Markers without a length: TEM, RSTn.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2
      continue
    }
    if (SOF.has(marker)) return at + 9 <= bytes.length ? { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) } : null
    // The image data started, or ended, before any frame header.
    if (marker === 0xda || marker === 0xd9) return null
    const length = bytes.readUInt16BE(at + 2)
    if (length < 2) return null
    at += 2 + length
  }
  return null
}

/**
 * A WebP's canvas size from its first chunk (RFC 9649): `VP8 ` (lossy) after its frame tag and
 * start code, `VP8L` (lossless) in its 14-bit fields, `VP8X` (extended) as 24-bit values less one.
 */
function webpHeaderSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 30 || bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WEBP') return null
  const chunk = bytes.toString('latin1', 12, 16)
  if (chunk === 'VP8 ') {
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff }
  }
  if (chunk === 'VP8L') {
    if (bytes[20] !== 0x2f) return null
    const bits = bytes.readUInt32LE(21)
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 }
  }
  if (chunk === 'VP8X') return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 }
  return null
}

/**
 * Bytes after the end of a JPEG (EOI marker FF D9) or PNG (IEND chunk). Some cameras pad with
 * a few zero bytes, which are allowed; anything else is another file riding along.
 */
export function hasTrailingData(mime: string, bytes: Uint8Array): boolean {
  let end = -1
  // A RIFF file says its own length after its first eight bytes.
  if (mime === 'image/webp' && bytes.byteLength >= 8) end = 8 + Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).readUInt32LE(4)
  else if (mime === 'image/png') {
    const iend = Buffer.from(bytes).lastIndexOf(Buffer.from('IEND', 'latin1'))
    if (iend !== -1) end = iend + 8 // "IEND" + 4-byte CRC
  } else if (mime === 'image/jpeg') {
    const eoi = Buffer.from(bytes).lastIndexOf(Buffer.from([0xff, 0xd9]))
    if (eoi !== -1) end = eoi + 2
  }
  if (end === -1) return false // truncated: the full decode refuses it with the same message
  const rest = bytes.subarray(end)
  return rest.length > 64 || rest.some((byte) => byte !== 0)
}

/** A file name safe to show and to send in Content-Disposition: no paths, no control characters. */
export function cleanOriginalName(name: string | undefined | null): string {
  if (!name) return ''
  let decoded = name
  try {
    decoded = decodeURIComponent(name)
  } catch {
    // keep as sent
  }
  const base = decoded.split(/[\\/]/).pop() ?? ''
  return base
    // A lone surrogate half would make encodeURIComponent throw in Content-Disposition.
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd')
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029"<>|:*?]/g, '')
    .trim()
    .slice(0, 180)
    .replace(/[\ud800-\udbff]$/, '') // the cut may split a pair
}
