/**
 * A CV that passed its checks on a refused try (a field left empty, the consent not ticked) is
 * stored at once and the form carries a signed reference to it, so the candidate need not choose
 * the file again: a browser never refills a file input. The signature (HMAC-SHA256 with the
 * form-token key, functions/src/security/form-token.ts) means a form can name only a CV this server
 * kept for it. A kept CV no application uses is deleted with the other unused uploads after a week
 * (functions/src/uploads/prune-orphan-uploads.ts).
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { applications } from '../../../../shared/collections/applications'
import { isUploadPath } from '../../../../shared/schemas/file-paths'
import type { StoredFile } from '../../../../shared/schemas/types'
import { cleanOriginalName } from '../../uploads/validate-upload'

/** The folder of the applications' CVs, as their module's field names it. */
export const CV_FOLDER = applications.uploads.cv

function sign(secret: Buffer, payload: string): string {
  return createHmac('sha256', secret).update(`kept-cv:${payload}`).digest('base64url')
}

/** The reference a refused form carries for `file`. */
export function keptCvToken(secret: Buffer, file: StoredFile): string {
  const payload = Buffer.from(JSON.stringify([file.path, file.size, file.originalName ?? ''])).toString('base64url')
  return `${payload}.${sign(secret, payload)}`
}

/** The kept file a reference names, if this server signed it; null for anything else. */
export function readKeptCv(secret: Buffer, token: unknown): StoredFile | null {
  if (typeof token !== 'string' || token.length > 1_000) return null
  const match = /^([A-Za-z0-9_-]{1,900})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return null
  const expected = Buffer.from(sign(secret, match[1]!))
  const given = Buffer.from(match[2]!)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  try {
    const [path, size, name] = JSON.parse(Buffer.from(match[1]!, 'base64url').toString('utf8')) as unknown[]
    if (typeof path !== 'string' || !isUploadPath(CV_FOLDER, path) || typeof size !== 'number' || typeof name !== 'string') return null
    const originalName = cleanOriginalName(name)
    return { path, contentType: 'application/pdf', size, ...(originalName ? { originalName } : {}) }
  } catch {
    return null
  }
}
