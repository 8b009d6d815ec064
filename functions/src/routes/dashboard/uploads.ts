import { Hono } from 'hono'
import { isStaffUploadFolder } from '../../../../shared/collections/uploads'
import { UPLOAD_RULES } from '../../../../shared/schemas/uploads'
import { splitUploadPath, uploadPath } from '../../../../shared/schemas/file-paths'
import type { StoredFile } from '../../../../shared/schemas/types'
import type { AppEnv } from '../../app-env'
import { collectionGuard, guards } from '../../auth/guards'
import { cleanOriginalName, validateUpload } from '../../uploads/validate-upload'
import { resolveUpload } from '../../uploads/resolve-upload'
import { ClientAbortedError } from '../../security/client-aborted'
import { addToLibrary } from '../../media/library'

/** Reads a request body up to `limit` bytes; stops reading (and says so) past it. */
export async function readLimited(body: ReadableStream<Uint8Array> | null, limit: number): Promise<Uint8Array | 'too-large'> {
  if (!body) return new Uint8Array()
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    let step: ReadableStreamReadResult<Uint8Array>
    try {
      step = await reader.read()
    } catch (error) {
      // The browser went away mid-upload (cancelled, tab closed, connection lost).
      throw new ClientAbortedError({ cause: error })
    }
    const { done, value } = step
    if (done) break
    total += value.byteLength
    if (total > limit) {
      await reader.cancel().catch(() => {})
      return 'too-large'
    }
    chunks.push(value)
  }
  const out = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    out.set(chunk, offset)
    offset += chunk.byteLength
  }
  return out
}

/**
 * POST /dashboard/uploads/{folder}: the file's bytes as the request body (the browser sends
 * it with progress events), its name in `X-File-Name`. Answers `{ file }` or `{ error }` with
 * the spec's message; never stores a file that fails its folder's rule.
 */
export function uploadRoutes() {
  const app = new Hono<AppEnv>()

  // Backends where the browser uploads straight to the file store (Cloud Storage): a credential
  // for the storage SDK, and the check of an object once it has landed.
  const NO_DIRECT_UPLOADS = 'Unggahan langsung tidak tersedia di situs ini.'

  /**
   * POST /dashboard/uploads/token: `{ token }` the browser signs in to the file store with, and
   * to Firestore for the live lists: every role's, as the rules decide what its claim may read
   * and upload (HR's live Lamaran and Lowongan need it too).
   */
  app.post('/dashboard/uploads/token', guards('auth'), async (c) => {
    const direct = c.get('backend').directUploads
    if (!direct) return c.json({ error: NO_DIRECT_UPLOADS }, 404)
    c.header('Cache-Control', 'no-store')
    return c.json({ token: await direct.browserToken(c.get('session')!.user) })
  })

  /**
   * GET /dashboard/uploads/result?path={folder}/{name}: after a direct upload, `{ file }` when the
   * object passes its folder's rule (checked here, whether or not the upload trigger has run),
   * else `{ error }` with the message the trigger recorded or this check found.
   */
  app.get('/dashboard/uploads/result', collectionGuard('edit', 'media'), async (c) => {
    const { directUploads: direct, files } = c.get('backend')
    if (!direct) return c.json({ error: NO_DIRECT_UPLOADS }, 404)
    c.header('Cache-Control', 'no-store')
    const path = c.req.query('path') ?? ''
    // The names the upload field gives ({uuid}.{ext}); anything else was not uploaded by it.
    const upload = splitUploadPath(path)
    // Applicants' CVs are no staff upload: the check of one is not for the dashboard to ask.
    if (!upload || !isStaffUploadFolder(upload.folder)) return c.json({ error: 'File tidak ditemukan. Unggah ulang file.' }, 404)
    const { folder } = upload
    const refused = await direct.rejection(path)
    if (refused) return c.json({ error: refused }, 400)
    const resolved = await resolveUpload(files, folder, path)
    if (resolved.ok) {
      // Every upload is in Pustaka Media (docs/decisions/0043-media-library.md).
      await addToLibrary(c.get('backend').content, resolved.file, c.get('session')!.user.uid)
      return c.json({ file: resolved.file })
    }
    // The trigger may have deleted it between the two reads: its reason is the better one.
    return c.json({ error: (await direct.rejection(path)) ?? resolved.message }, 400)
  })
  app.post('/dashboard/uploads/:folder', collectionGuard('edit', 'media'), async (c) => {
    const folder = c.req.param('folder')
    // Staff folders only: `application_cvs` is written by the public application form alone.
    if (!isStaffUploadFolder(folder)) return c.json({ error: 'Folder unggahan tidak dikenal.' }, 404)
    const rule = UPLOAD_RULES[folder]
    const declared = Number(c.req.header('content-length') ?? '0')
    if (declared > rule.maxBytes) return c.json({ error: rule.messages.size }, 413)
    const bytes = await readLimited(c.req.raw.body, rule.maxBytes)
    if (bytes === 'too-large') return c.json({ error: rule.messages.size }, 413)
    const check = await validateUpload(folder, bytes)
    if (!check.ok) return c.json({ error: check.message }, check.status)
    const path = uploadPath(folder, check.extension)
    const info = await c.get('backend').files.put(path, bytes, check.contentType)
    const originalName = cleanOriginalName(c.req.header('x-file-name'))
    const file: StoredFile = {
      path,
      contentType: check.contentType,
      size: info.size,
      ...(check.width ? { width: check.width, height: check.height } : {}),
      ...(originalName ? { originalName } : {}),
    }
    // Every upload is in Pustaka Media (docs/decisions/0043-media-library.md).
    await addToLibrary(c.get('backend').content, file, c.get('session')!.user.uid)
    return c.json({ file }, 201)
  })
  return app
}
