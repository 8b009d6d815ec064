/**
 * One file uploaded in Pustaka Media: its bytes as the request body and its name in `X-File-Name`
 * (as the upload fields send theirs). The bytes decide what it is: a PDF goes to the
 * publications' folder with their rule, anything else is checked as an image with the covers'
 * rule, WebP accepted, and a HEIC (a phone photo) becomes a JPEG first. Each refusal names the
 * file, in Indonesian, and stores nothing; nothing a file holds answers 500.
 */
import type { Context } from 'hono'
import { media } from '../../../shared/collections/media'
import { MB } from '../../../shared/schemas/limits'
import { UPLOAD_RULES, type UploadRule } from '../../../shared/schemas/uploads'
import { uploadPath } from '../../../shared/schemas/file-paths'
import type { StoredFile } from '../../../shared/schemas/types'
import type { AppEnv } from '../app-env'
import { readLimited } from '../routes/dashboard/uploads'
import { heicToJpeg, isHeic } from '../uploads/heic'
import { cleanOriginalName, validateUpload } from '../uploads/validate-upload'
import { addToLibrary, libraryFolder, LIBRARY_MAX_BYTES, type MediaEntry } from './library'

export const MEDIA_UPLOAD_PATH = `${media.list.path}/upload`

/** What the library takes, said when a file is none of it. */
export const LIBRARY_TYPES_MESSAGE = 'Format file tidak didukung. Unggah gambar JPG, PNG, WebP, atau HEIC, atau dokumen PDF.'

/** The covers' rule with WebP: the library's images (docs/decisions/0043-media-library.md). */
export const LIBRARY_IMAGE_RULE: UploadRule = {
  ...UPLOAD_RULES.blog_images,
  types: ['image/jpeg', 'image/png', 'image/webp'],
  accept: 'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp',
  messages: { ...UPLOAD_RULES.blog_images.messages, type: LIBRARY_TYPES_MESSAGE, dimensions: UPLOAD_RULES.blog_images.messages.dimensions!.replace('gambar sampul', 'gambar') },
}

/** What the file picker offers. */
export const LIBRARY_ACCEPT = `${LIBRARY_IMAGE_RULE.accept},image/heic,image/heif,.heic,.heif,application/pdf,.pdf`

const TOO_LARGE = `Ukuran file maksimal ${LIBRARY_MAX_BYTES / MB}MB`
const HEIC_UNREADABLE = 'Foto HEIC tidak dapat dibaca, file mungkin rusak. Ubah ke JPG di ponsel lalu unggah lagi.'
const HEIC_TOO_LARGE = UPLOAD_RULES.blog_images.messages.dimensions!.replace('gambar sampul', 'gambar')

export type LibraryUpload = { ok: true; entry: MediaEntry } | { ok: false; status: 400 | 413 | 415; message: string }

const refuse = (name: string, status: 400 | 413 | 415, message: string): LibraryUpload => ({ ok: false, status, message: name ? `${name}: ${message}` : message })

/** Checks, stores and adds to the library the file of this request. */
export async function storeLibraryUpload(c: Context<AppEnv>): Promise<LibraryUpload> {
  const name = cleanOriginalName(c.req.header('x-file-name'))
  if (Number(c.req.header('content-length') ?? '0') > LIBRARY_MAX_BYTES) return refuse(name, 413, TOO_LARGE)
  const read = await readLimited(c.req.raw.body, LIBRARY_MAX_BYTES)
  if (read === 'too-large') return refuse(name, 413, TOO_LARGE)
  let bytes = read
  let storedName = name
  if (isHeic(bytes)) {
    if (bytes.byteLength > LIBRARY_IMAGE_RULE.maxBytes) return refuse(name, 413, LIBRARY_IMAGE_RULE.messages.size)
    const converted = await heicToJpeg(bytes, LIBRARY_IMAGE_RULE.maxWidth! * LIBRARY_IMAGE_RULE.maxHeight!)
    if (!converted.ok) return refuse(name, 400, converted.reason === 'too-large' ? HEIC_TOO_LARGE : HEIC_UNREADABLE)
    bytes = converted.bytes
    storedName = name.replace(/\.(heic|heif)$/i, '.jpg')
  }
  const isPdf = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(4, bytes.byteLength)).toString('latin1') === '%PDF'
  const folder = libraryFolder(isPdf ? 'pdf' : 'image')
  const check = isPdf ? await validateUpload(folder, bytes) : await validateUpload(folder, bytes, LIBRARY_IMAGE_RULE)
  if (!check.ok) return refuse(name, check.status, check.message)
  const path = uploadPath(folder, check.extension)
  const info = await c.get('backend').files.put(path, bytes, check.contentType)
  const file: StoredFile = {
    path,
    contentType: check.contentType,
    size: info.size,
    ...(check.width ? { width: check.width, height: check.height } : {}),
    ...(storedName ? { originalName: storedName } : {}),
  }
  const entry = await addToLibrary(c.get('backend').content, file, c.get('session')!.user.uid)
  if (!entry) throw new Error(`the library refused its own upload ${path}`)
  return { ok: true, entry }
}
