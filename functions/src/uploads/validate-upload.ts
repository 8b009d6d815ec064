import type { UploadFolder } from '../../../shared/schemas/limits'
import { UPLOAD_RULES } from '../../../shared/schemas/uploads'

export type UploadCheck =
  | { ok: true; contentType: string; extension: string; width?: number; height?: number }
  | { ok: false; status: 400 | 413 | 415; message: string }

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' }

/**
 * Checks uploaded bytes against their folder's rule, whatever name or type the browser
 * claimed: the magic number decides the type, the decoded header gives the dimensions
 * (checked before any pixel is decoded, so a decompression bomb is refused cheaply), then the
 * whole image or PDF is parsed so a truncated or corrupt file is refused too.
 */
export async function validateUpload(folder: UploadFolder, bytes: Uint8Array): Promise<UploadCheck> {
  const rule = UPLOAD_RULES[folder]
  if (bytes.byteLength > rule.maxBytes) return { ok: false, status: 413, message: rule.messages.size }
  if (bytes.byteLength === 0) return { ok: false, status: 400, message: rule.messages.corrupt }
  // Loaded with the first upload checked, not with the site (issue 19).
  const { fileTypeFromBuffer } = await import('file-type')
  const detected = await fileTypeFromBuffer(bytes)
  if (!detected || !rule.types.includes(detected.mime)) return { ok: false, status: 415, message: rule.messages.type }
  const extension = EXTENSIONS[detected.mime]!

  if (rule.kind === 'image') {
    // A polyglot hides a second file (HTML, a ZIP, a script) after the image's end marker.
    if (hasTrailingData(detected.mime, bytes)) return { ok: false, status: 400, message: rule.messages.corrupt }
    // Loaded by the first image checked: a process that checks none (the site serving pages,
    // a PDF upload) never loads the native library (issue 19).
    const { default: sharp } = await import('sharp')
    let width: number | undefined
    let height: number | undefined
    try {
      const meta = await sharp(bytes, { limitInputPixels: false }).metadata()
      width = meta.width
      height = meta.height
    } catch {
      return { ok: false, status: 400, message: rule.messages.corrupt }
    }
    if (!width || !height) return { ok: false, status: 400, message: rule.messages.corrupt }
    if ((rule.maxWidth && width > rule.maxWidth) || (rule.maxHeight && height > rule.maxHeight)) {
      return { ok: false, status: 400, message: rule.messages.dimensions ?? rule.messages.corrupt }
    }
    try {
      // Decode every pixel once: truncated or damaged data fails here, not on the public site.
      await sharp(bytes, { failOn: 'truncated', limitInputPixels: width * height }).resize(8, 8).raw().toBuffer()
    } catch {
      return { ok: false, status: 400, message: rule.messages.corrupt }
    }
    return { ok: true, contentType: detected.mime, extension, width, height }
  }

  // PDF: a file cut short loses its trailer; pdf-lib must also be able to read the pages.
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.byteLength - 2048))).toString('latin1')
  if (!tail.includes('%%EOF')) return { ok: false, status: 400, message: rule.messages.corrupt }
  try {
    const { PDFDocument } = await import('pdf-lib')
    const doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false })
    if (doc.getPageCount() < 1) return { ok: false, status: 400, message: rule.messages.corrupt }
  } catch {
    return { ok: false, status: 400, message: rule.messages.corrupt }
  }
  return { ok: true, contentType: detected.mime, extension }
}

/**
 * Bytes after the end of a JPEG (EOI marker FF D9) or PNG (IEND chunk). Some cameras pad with
 * a few zero bytes, which are allowed; anything else is another file riding along.
 */
export function hasTrailingData(mime: string, bytes: Uint8Array): boolean {
  let end = -1
  if (mime === 'image/png') {
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
